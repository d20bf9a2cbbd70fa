//! Exactly what a job would publish, as its customer is shown it before
//! agreeing (issue 34.3), and the hash that pins an agreement to it.
//!
//! The hash covers every published word and every photograph's bytes (by
//! their SHA-256), the month, the area and, only when the customer allows
//! it, the neighbourhood: any edit to any of them after an agreement gives a
//! different hash, so the job is no longer 'ready' until the customer agrees
//! to the new version.

use crate::store::db::Db;
use content_model::{Catalogue, MonthYear, PropertyType};
use sha2::{Digest, Sha256};
use sqlx::Row;
use sqlx::any::AnyRow;
use std::collections::HashMap;
use std::sync::OnceLock;

/// The catalogue compiled into this build, built once.
pub fn catalogue() -> &'static Catalogue {
    static CATALOGUE: OnceLock<Catalogue> = OnceLock::new();
    CATALOGUE.get_or_init(content::catalogue)
}

/// One photograph as shown: its id (for the page's image links), the
/// SHA-256 of its stored bytes, and its words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ShownPhoto {
    pub id: i64,
    pub sha256: String,
    pub width: i64,
    pub height: i64,
    pub alt: String,
    pub caption: String,
}

/// A job draft as it would be published. Names are the catalogue's, looked
/// up from the draft's slugs (a slug the catalogue no longer has shows as
/// the slug itself, and the draft's checks say so).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Shown {
    pub draft_id: i64,
    pub enquiry_id: i64,
    pub slug: String,
    pub service_slug: String,
    pub service_name: String,
    pub area_slug: String,
    pub area_name: String,
    /// (slug, name), if the draft names one.
    pub neighbourhood: Option<(String, String)>,
    /// 'YYYY-MM'.
    pub completed_month: String,
    /// 'March 2025'.
    pub month_display: String,
    pub property: String,
    pub property_name: String,
    pub problem: String,
    pub work_done: String,
    pub outcome: String,
    pub took_unit: String,
    pub took_amount: i64,
    pub photos: Vec<ShownPhoto>,
}

/// The columns of `job_drafts` a [`Shown`] is made from.
const DRAFT_COLUMNS: &str = "id, enquiry_id, slug, service_slug, area_slug, neighbourhood_slug, \
     completed_month, property, problem, work_done, outcome, took_unit, took_amount";

/// The columns of `job_photos` a [`ShownPhoto`] is made from (never the
/// bytes: the hash covers their SHA-256).
const PHOTO_COLUMNS: &str = "id, draft_id, sha256, width, height, alt, caption";

/// A draft's photographs in the order they are shown, which is the order
/// the hash covers them in: both loads sort by this.
const PHOTO_ORDER: &str = "position, id";

impl Shown {
    /// The draft `draft_id` as it stands now, or `None` if there is none.
    pub async fn load(db: &Db, draft_id: i64) -> Result<Option<Shown>, sqlx::Error> {
        let Some(row) = sqlx::query(&format!(
            "SELECT {DRAFT_COLUMNS} FROM job_drafts WHERE id = $1"
        ))
        .bind(draft_id)
        .fetch_optional(&db.pool)
        .await?
        else {
            return Ok(None);
        };
        let photos = sqlx::query(&format!(
            "SELECT {PHOTO_COLUMNS} FROM job_photos WHERE draft_id = $1 ORDER BY {PHOTO_ORDER}"
        ))
        .bind(draft_id)
        .fetch_all(&db.pool)
        .await?
        .iter()
        .map(photo_from_row)
        .collect::<Result<Vec<_>, sqlx::Error>>()?;
        Shown::from_row(&row, photos).map(Some)
    }

    /// Every draft as it stands now, newest first, in two queries however
    /// many there are (the inbox's 'Website' list and the digest read them
    /// all; one draft at a time cost two queries each).
    pub async fn load_all(db: &Db) -> Result<Vec<Shown>, sqlx::Error> {
        let drafts = sqlx::query(&format!(
            "SELECT {DRAFT_COLUMNS} FROM job_drafts ORDER BY id DESC"
        ))
        .fetch_all(&db.pool)
        .await?;
        let mut photos: HashMap<i64, Vec<ShownPhoto>> = HashMap::new();
        for p in sqlx::query(&format!(
            "SELECT {PHOTO_COLUMNS} FROM job_photos ORDER BY draft_id, {PHOTO_ORDER}"
        ))
        .fetch_all(&db.pool)
        .await?
        {
            // Rows arrive in each draft's own order, so pushing keeps it.
            photos
                .entry(p.try_get("draft_id")?)
                .or_default()
                .push(photo_from_row(&p)?);
        }
        drafts
            .iter()
            .map(|row| {
                let id: i64 = row.try_get("id")?;
                Shown::from_row(row, photos.remove(&id).unwrap_or_default())
            })
            .collect()
    }

    /// A draft's row (of [`DRAFT_COLUMNS`]) with its photographs in the
    /// order shown, named from the catalogue: the one place a draft becomes
    /// what is shown, whichever load read it.
    fn from_row(row: &AnyRow, photos: Vec<ShownPhoto>) -> Result<Shown, sqlx::Error> {
        let cat = catalogue();
        let service_slug: String = row.try_get("service_slug")?;
        let area_slug: String = row.try_get("area_slug")?;
        let neighbourhood_slug: Option<String> = row.try_get("neighbourhood_slug")?;
        let area = cat.area(&area_slug);
        let neighbourhood = neighbourhood_slug.map(|n| {
            let name = area
                .and_then(|a| a.neighbourhoods.iter().find(|p| p.slug.as_str() == n))
                .map(|p| p.name.to_string())
                .unwrap_or_else(|| n.clone());
            (n, name)
        });
        let completed_month: String = row.try_get("completed_month")?;
        let property: String = row.try_get("property")?;
        Ok(Shown {
            draft_id: row.try_get("id")?,
            enquiry_id: row.try_get("enquiry_id")?,
            slug: row.try_get("slug")?,
            service_name: cat
                .service(&service_slug)
                .map(|s| s.name.to_string())
                .unwrap_or_else(|| service_slug.clone()),
            service_slug,
            area_name: area
                .map(|a| a.name.to_string())
                .unwrap_or_else(|| area_slug.clone()),
            area_slug,
            neighbourhood,
            month_display: month_display(&completed_month)
                .unwrap_or_else(|| completed_month.clone()),
            completed_month,
            property_name: PropertyType::parse(&property)
                .map(|p| p.display_name().to_string())
                .unwrap_or_else(|| property.clone()),
            property,
            problem: row.try_get("problem")?,
            work_done: row.try_get("work_done")?,
            outcome: row.try_get("outcome")?,
            took_unit: row.try_get("took_unit")?,
            took_amount: row.try_get("took_amount")?,
            photos,
        })
    }

    /// SHA-256 (hex) of what the customer sees, with the neighbourhood only
    /// when `with_neighbourhood`. Each field is length-prefixed, so no two
    /// different jobs can run together into the same bytes.
    pub fn hash(&self, with_neighbourhood: bool) -> String {
        let mut h = Sha256::new();
        let mut field = |name: &str, value: &str| {
            h.update(name.as_bytes());
            h.update((value.len() as u64).to_be_bytes());
            h.update(value.as_bytes());
        };
        field("v", "1");
        field("slug", &self.slug);
        field("service", &self.service_slug);
        field("area", &self.area_slug);
        let place = match (&self.neighbourhood, with_neighbourhood) {
            (Some((slug, _)), true) => slug.as_str(),
            _ => "",
        };
        field("neighbourhood", place);
        field("month", &self.completed_month);
        field("property", &self.property);
        field("problem", &self.problem);
        field("work_done", &self.work_done);
        field("outcome", &self.outcome);
        field("took", &format!("{} {}", self.took_amount, self.took_unit));
        for p in &self.photos {
            field("photo", &p.sha256);
            field("alt", &p.alt);
            field("caption", &p.caption);
        }
        hex::encode(h.finalize())
    }
}

/// A photograph's row (of [`PHOTO_COLUMNS`]).
fn photo_from_row(p: &AnyRow) -> Result<ShownPhoto, sqlx::Error> {
    Ok(ShownPhoto {
        id: p.try_get("id")?,
        sha256: p.try_get("sha256")?,
        width: p.try_get("width")?,
        height: p.try_get("height")?,
        alt: p.try_get("alt")?,
        caption: p.try_get("caption")?,
    })
}

/// 'YYYY-MM' → 'March 2025', or `None` if it is not a month.
pub fn month_display(month: &str) -> Option<String> {
    let (y, m) = month.split_once('-')?;
    let (y, m): (u16, u8) = (y.parse().ok()?, m.parse().ok()?);
    ((2000..=2100).contains(&y) && (1..=12).contains(&m)).then(|| MonthYear::new(y, m).display())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> Shown {
        Shown {
            draft_id: 1,
            enquiry_id: 1,
            slug: "2026-11-boiler-repair-partick".into(),
            service_slug: "boiler-repair".into(),
            service_name: "Boiler repair".into(),
            area_slug: "partick".into(),
            area_name: "Partick".into(),
            neighbourhood: Some(("thornwood".into(), "Thornwood".into())),
            completed_month: "2026-11".into(),
            month_display: "November 2026".into(),
            property: "residential".into(),
            property_name: "Residential".into(),
            problem: "No heat.".into(),
            work_done: "New valve.".into(),
            outcome: "Warm.".into(),
            took_unit: "hours".into(),
            took_amount: 2,
            photos: vec![ShownPhoto {
                id: 1,
                sha256: "ab".into(),
                width: 10,
                height: 10,
                alt: "A boiler".into(),
                caption: "After".into(),
            }],
        }
    }

    #[test]
    fn every_shown_field_changes_the_hash_and_nothing_else_does() {
        let base = sample();
        let h = base.hash(true);
        assert_eq!(h, sample().hash(true));
        assert_ne!(
            h,
            base.hash(false),
            "the neighbourhood counts only when allowed"
        );
        let mut photo_id = sample();
        photo_id.photos[0].id = 9;
        assert_eq!(h, photo_id.hash(true), "a row id is not what was shown");
        let edits: Vec<fn(&mut Shown)> = vec![
            |s| s.problem.push('!'),
            |s| s.work_done.push('!'),
            |s| s.outcome.push('!'),
            |s| s.completed_month = "2026-10".into(),
            |s| s.took_amount = 3,
            |s| s.photos[0].sha256 = "cd".into(),
            |s| s.photos[0].caption.push('!'),
            |s| s.photos.clear(),
        ];
        for edit in edits {
            let mut s = sample();
            edit(&mut s);
            assert_ne!(h, s.hash(true));
        }
        let mut no_place = sample();
        no_place.neighbourhood = None;
        assert_eq!(no_place.hash(true), base.hash(false));
    }

    #[test]
    fn months() {
        assert_eq!(month_display("2025-03").as_deref(), Some("March 2025"));
        assert_eq!(month_display("2025-13"), None);
        assert_eq!(month_display("soon"), None);
    }
}
