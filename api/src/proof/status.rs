//! Where each job and review stands on its way to the website (issue 34.5):
//! the customer's answer (`Consent`, the rule the export follows) and
//! whether the export the API serves already shows it ('On the website').
//!
//! 'On the website' is read from `proof.json` at the export's root, which
//! codegen writes with the published job slugs and review URLs (only what
//! the pages already show). It is re-read when the file changes, so a new
//! export is seen without a restart.

use super::shown::Shown;
use crate::store::db::Db;
use serde::Deserialize;
use sqlx::Row;
use std::collections::HashSet;
use std::path::{Path, PathBuf};
use std::sync::{Mutex, OnceLock};
use std::time::SystemTime;

/// The customer's answer about a draft, as the export reads it: the inbox's
/// `consent::state` with the agreement's details the bundle needs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Consent {
    NotAsked,
    Asked,
    /// They agreed to exactly what the draft shows now.
    Agreed {
        with_neighbourhood: bool,
        /// London day they agreed, 'YYYY-MM-DD'.
        on: String,
    },
    /// They agreed, and the draft has been edited since: a new agreement is needed.
    ChangedSinceAgreed,
    Declined,
    Withdrawn,
}

impl Consent {
    /// Declined or withdrawn: the import must take the job off the site.
    pub fn refused(&self) -> bool {
        matches!(self, Consent::Declined | Consent::Withdrawn)
    }
}

/// The consent of draft `shown` as the export reads it, from the one rule
/// (`consent::now`): an agreement counts only while its hash is the
/// draft's hash now.
pub async fn consent(db: &Db, shown: &Shown) -> Result<Consent, sqlx::Error> {
    let newest = super::consent::newest(db, shown.draft_id).await?;
    Ok(Consent::from(super::consent::now(newest, Some(shown))))
}

impl From<super::consent::Now> for Consent {
    /// The inbox's status with the agreement's details the bundle needs.
    fn from(now: super::consent::Now) -> Self {
        use content_model::admin::ConsentStatus;
        match (now.status, now.row) {
            (ConsentStatus::Agreed, Some(row)) => Consent::Agreed {
                with_neighbourhood: row.with_neighbourhood,
                on: row
                    .decided_at
                    .as_deref()
                    .and_then(crate::store::uk_time::day_of)
                    .unwrap_or_default(),
            },
            (ConsentStatus::ChangedSinceAgreed, _) => Consent::ChangedSinceAgreed,
            (ConsentStatus::Declined, _) => Consent::Declined,
            (ConsentStatus::Withdrawn, _) => Consent::Withdrawn,
            (ConsentStatus::NotAsked, _) => Consent::NotAsked,
            (ConsentStatus::Asked, _) | (ConsentStatus::Agreed, None) => Consent::Asked,
        }
    }
}

/// A job's or review's place on the way to the website, as the inbox shows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Website {
    /// Not going to the website (no agreement, or removed).
    No,
    /// In the export: waiting for `just import-proof` and a deploy.
    Ready,
    /// The export the API serves shows it.
    OnTheWebsite,
}

impl Website {
    pub fn as_str(self) -> &'static str {
        match self {
            Website::No => "not-for-the-website",
            Website::Ready => "ready",
            Website::OnTheWebsite => "on-the-website",
        }
    }
}

/// The one status rule for a job: agreed to as it stands → ready, and on
/// the website once the served export lists its slug. A job on the website
/// whose customer has since withdrawn stays 'on the website' until the next
/// import and deploy take it off (the inbox says so from the consent).
pub fn status(consent: &Consent, slug: &str, on_site: &Published) -> Website {
    if on_site.jobs.contains(slug) {
        Website::OnTheWebsite
    } else if matches!(consent, Consent::Agreed { .. }) {
        Website::Ready
    } else {
        Website::No
    }
}

/// The same for a review: recorded and not removed → ready; on the website
/// once the served export lists its URL.
pub fn review_status(removed: bool, url: &str, on_site: &Published) -> Website {
    if on_site.reviews.contains(url) {
        Website::OnTheWebsite
    } else if removed {
        Website::No
    } else {
        Website::Ready
    }
}

/// The export this process serves, set once at start-up, for what runs
/// outside a request (the digest). Requests read their own configuration.
static SERVED: OnceLock<Option<PathBuf>> = OnceLock::new();

/// Records the export `api serve` serves (the first call wins).
pub fn serve_from(site_dir: Option<&Path>) {
    let _ = SERVED.set(site_dir.map(Path::to_path_buf));
}

/// What the export this process serves publishes.
pub fn served() -> Published {
    published(SERVED.get().and_then(|d| d.as_deref()))
}

/// What the served export publishes: codegen's `proof.json`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Published {
    pub jobs: HashSet<String>,
    pub reviews: HashSet<String>,
}

/// The file codegen writes at the export's root.
pub const FILE: &str = "proof.json";

/// What the export at `site_dir` publishes (nothing without an export or
/// its file), re-read only when the file's modification time changes.
pub fn published(site_dir: Option<&Path>) -> Published {
    type Cached = Option<(PathBuf, Option<SystemTime>, Published)>;
    static CACHE: Mutex<Cached> = Mutex::new(None);
    let Some(dir) = site_dir else {
        return Published::default();
    };
    let path = dir.join(FILE);
    let modified = std::fs::metadata(&path).and_then(|m| m.modified()).ok();
    let mut cache = CACHE.lock().unwrap_or_else(|e| e.into_inner());
    if let Some((p, m, published)) = cache.as_ref()
        && *p == path
        && *m == modified
    {
        return published.clone();
    }
    let read = std::fs::read(&path)
        .ok()
        .and_then(|b| serde_json::from_slice::<Published>(&b).ok())
        .unwrap_or_default();
    *cache = Some((path, modified, read.clone()));
    read
}

impl Consent {
    /// As the inbox names it.
    pub fn as_str(&self) -> &'static str {
        match self {
            Consent::NotAsked => "not-asked",
            Consent::Asked => "asked",
            Consent::Agreed { .. } => "agreed",
            Consent::ChangedSinceAgreed => "changed-since-agreed",
            Consent::Declined => "declined",
            Consent::Withdrawn => "withdrawn",
        }
    }
}

impl From<Website> for content_model::admin::WebsiteStatus {
    fn from(w: Website) -> Self {
        use content_model::admin::WebsiteStatus as S;
        match w {
            Website::No => S::NotForTheWebsite,
            Website::Ready => S::Ready,
            Website::OnTheWebsite => S::OnTheWebsite,
        }
    }
}

/// Every job draft and review with its status, newest first, and how many
/// of each are ready and not yet on the website (the inbox's 'Website'
/// list and the weekly digest).
pub async fn overview(
    db: &Db,
    on_site: &Published,
) -> Result<content_model::admin::WebsiteProof, sqlx::Error> {
    use content_model::admin::{WebsiteJob, WebsiteProof, WebsiteReview};
    // Three queries whatever the number of drafts (the drafts, their
    // photographs, each one's deciding consent), then the same rules as one
    // draft's own reads: one at a time it was up to five queries a draft.
    let mut newest = super::consent::newest_of_every_draft(db).await?;
    let jobs: Vec<WebsiteJob> = Shown::load_all(db)
        .await?
        .into_iter()
        .map(|shown| {
            let row = newest.remove(&shown.draft_id);
            let consent = Consent::from(super::consent::now(row, Some(&shown)));
            WebsiteJob {
                lead_id: shown.enquiry_id,
                title: format!("{} in {}", shown.service_name, shown.area_name),
                consent: consent.as_str().into(),
                status: status(&consent, &shown.slug, on_site).into(),
                slug: shown.slug,
            }
        })
        .collect();
    let reviews = sqlx::query(
        "SELECT id, enquiry_id, platform, url, first_name, town, removed_at FROM reviews \
         ORDER BY id DESC",
    )
    .fetch_all(&db.pool)
    .await?
    .iter()
    .map(|r| {
        let url: String = r.try_get("url")?;
        let removed: Option<String> = r.try_get("removed_at")?;
        Ok(WebsiteReview {
            id: r.try_get("id")?,
            lead_id: r.try_get("enquiry_id")?,
            platform: r.try_get("platform")?,
            by: format!(
                "{}, {}",
                r.try_get::<String, _>("first_name")?,
                r.try_get::<String, _>("town")?
            ),
            status: review_status(removed.is_some(), &url, on_site).into(),
            url,
        })
    })
    .collect::<Result<Vec<_>, sqlx::Error>>()?;
    let ready =
        |s: content_model::admin::WebsiteStatus| s == content_model::admin::WebsiteStatus::Ready;
    Ok(WebsiteProof {
        ready_jobs: jobs.iter().filter(|j| ready(j.status)).count() as u32,
        ready_reviews: reviews.iter().filter(|r| ready(r.status)).count() as u32,
        jobs,
        reviews,
    })
}
