//! The proof bundle (issue 34.5): every job its customer agreed to as it
//! stands now, every recorded review not removed, and the slugs of jobs
//! whose customer withdrew or declined, as one JSON document for `just
//! import-proof` (content_model::proof_bundle). Served by
//! `admin::website::download`.

use super::shown::Shown;
use super::status::{self, Consent};
use crate::http::error::AppError;
use crate::store::db::Db;
use base64::Engine;
use content_model::proof_bundle::{
    BUNDLE_VERSION, BundleFocus, BundleJob, BundlePhoto, BundleReview, BundleTook, ProofBundle,
    photo_file,
};
use sqlx::Row;

/// The bundle as the database stands now.
pub async fn bundle(db: &Db) -> Result<ProofBundle, AppError> {
    let mut jobs = Vec::new();
    let mut withdrawn = Vec::new();
    let drafts: Vec<i64> = sqlx::query("SELECT id FROM job_drafts ORDER BY id")
        .fetch_all(&db.pool)
        .await?
        .iter()
        .map(|r| r.try_get("id"))
        .collect::<Result<_, _>>()?;
    for id in drafts {
        let Some(shown) = Shown::load(db, id).await? else {
            continue;
        };
        match status::consent(db, &shown).await? {
            Consent::Agreed {
                with_neighbourhood,
                on,
            } => jobs.push(job(db, shown, with_neighbourhood, on).await?),
            c if c.refused() => withdrawn.push(shown.slug),
            _ => {}
        }
    }
    let reviews = sqlx::query(
        "SELECT id, platform, url, rating, body, published_on, first_name, town, \
         service_slug, area_slug FROM reviews WHERE removed_at IS NULL ORDER BY id",
    )
    .fetch_all(&db.pool)
    .await?
    .iter()
    .map(|r| {
        let platform: String = r.try_get("platform")?;
        Ok(BundleReview {
            id: r.try_get("id")?,
            platform_name: platform_name(&platform),
            platform,
            url: r.try_get("url")?,
            rating: u32::try_from(r.try_get::<i64, _>("rating")?).unwrap_or(0),
            text: r.try_get("body")?,
            published_on: r.try_get("published_on")?,
            first_name: r.try_get("first_name")?,
            town: r.try_get("town")?,
            service_slug: r.try_get("service_slug")?,
            area_slug: r.try_get("area_slug")?,
        })
    })
    .collect::<Result<Vec<_>, sqlx::Error>>()?;
    Ok(ProofBundle {
        version: BUNDLE_VERSION,
        generated_at: crate::store::db::now(),
        jobs,
        reviews,
        withdrawn,
    })
}

/// A review platform's name as shown, from the catalogue's list (a key the
/// catalogue no longer has shows as the key).
fn platform_name(key: &str) -> String {
    content::business()
        .review_platforms
        .iter()
        .find(|p| p.key == key)
        .map_or_else(|| key.to_string(), |p| p.name.to_string())
}

/// The agreed job: `shown` with the neighbourhood only if allowed, its
/// price band and preview focus from the draft, and its photographs' bytes.
async fn job(
    db: &Db,
    shown: Shown,
    with_neighbourhood: bool,
    agreed_on: String,
) -> Result<BundleJob, AppError> {
    let draft = sqlx::query(
        "SELECT price_from_pounds, price_to_pounds, preview_photo_id, preview_x, preview_y \
         FROM job_drafts WHERE id = $1",
    )
    .bind(shown.draft_id)
    .fetch_one(&db.pool)
    .await?;
    let price = |col: &str| -> Result<Option<u32>, sqlx::Error> {
        Ok(draft
            .try_get::<Option<i64>, _>(col)?
            .and_then(|p| u32::try_from(p).ok()))
    };
    let preview_id: Option<i64> = draft.try_get("preview_photo_id")?;
    let focus = match (
        draft.try_get::<Option<i64>, _>("preview_x")?,
        draft.try_get::<Option<i64>, _>("preview_y")?,
    ) {
        (Some(x), Some(y)) => Some(BundleFocus {
            x_percent: u32::try_from(x.clamp(0, 100)).unwrap_or(50),
            y_percent: u32::try_from(y.clamp(0, 100)).unwrap_or(50),
        }),
        _ => None,
    };
    let mut photos = Vec::with_capacity(shown.photos.len());
    for (i, p) in shown.photos.iter().enumerate() {
        let bytes: Vec<u8> = sqlx::query("SELECT bytes FROM job_photos WHERE id = $1")
            .bind(p.id)
            .fetch_one(&db.pool)
            .await?
            .try_get("bytes")?;
        photos.push(BundlePhoto {
            file: photo_file(&shown.slug, i + 1),
            alt: p.alt.clone(),
            caption: p.caption.clone(),
            preview: (preview_id == Some(p.id)).then_some(focus).flatten(),
            sha256: p.sha256.clone(),
            base64: base64::engine::general_purpose::STANDARD.encode(bytes),
        });
    }
    Ok(BundleJob {
        neighbourhood: if with_neighbourhood {
            shown.neighbourhood.map(|(slug, _)| slug)
        } else {
            None
        },
        price_from_pounds: price("price_from_pounds")?,
        price_to_pounds: price("price_to_pounds")?,
        slug: shown.slug,
        service: shown.service_slug,
        area: shown.area_slug,
        completed: shown.completed_month,
        property: shown.property,
        problem: shown.problem,
        work_done: shown.work_done,
        outcome: shown.outcome,
        took: BundleTook {
            unit: shown.took_unit,
            amount: u32::try_from(shown.took_amount).unwrap_or(0),
        },
        agreed_on,
        photos,
    })
}
