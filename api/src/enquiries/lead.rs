//! One lead as the owner's views read it: the enquiry with its workflow
//! columns.

use super::money::{LostReason, WonSource};
use super::pin;
use super::{Enquiry, EnquiryStatus, Stage};
use sqlx::any::AnyRow;
use sqlx::{FromRow, Row};

/// An enquiry with its workflow columns, as the owner's views read it.
pub struct Lead {
    pub e: Enquiry,
    pub stage: Stage,
    pub stage_changed_at: Option<String>,
    /// One more with every change the owner makes (`actions`): what a write
    /// says it saw, so a stale screen cannot overwrite a newer decision.
    pub version: i64,
    /// When its stage first left 'new' (issue 23.3).
    pub first_contact_at: Option<String>,
    /// The owner's follow-up date, `YYYY-MM-DD` (`follow_up`).
    pub follow_up_on: Option<String>,
    /// The account the lead is assigned to (issue 33.7), if any.
    pub assigned_to: Option<i64>,
    /// The catalogue area the location resolves to (`area`).
    pub area_slug: Option<String>,
    /// Money on the lead (`money`): pence, VAT included.
    pub quoted_pence: Option<i64>,
    pub quoted_at: Option<String>,
    pub won_pence: Option<i64>,
    pub won_at: Option<String>,
    pub won_source: Option<WonSource>,
    pub lost_reason: Option<LostReason>,
    /// When the customer was last reminded of the quote (`chase`).
    pub chased_at: Option<String>,
}

impl FromRow<'_, AnyRow> for Lead {
    fn from_row(r: &AnyRow) -> Result<Self, sqlx::Error> {
        let stage: String = r.try_get("stage")?;
        Ok(Lead {
            e: Enquiry::from_row(r)?,
            // Only `actions` writes it, from a parsed stage: anything else is
            // a damaged row, refused as an unknown status is.
            stage: Stage::parse(&stage).ok_or_else(|| sqlx::Error::ColumnDecode {
                index: "stage".into(),
                source: format!("unknown lead stage `{stage}`").into(),
            })?,
            stage_changed_at: r.try_get("stage_changed_at")?,
            version: r.try_get("version")?,
            first_contact_at: r.try_get("first_contact_at")?,
            follow_up_on: r.try_get("follow_up_on")?,
            assigned_to: r.try_get("assigned_to")?,
            area_slug: r.try_get("area_slug")?,
            quoted_pence: r.try_get("quoted_pence")?,
            quoted_at: r.try_get("quoted_at")?,
            won_pence: r.try_get("won_pence")?,
            won_at: r.try_get("won_at")?,
            // Written only from the closed sets; anything else reads as none.
            won_source: r
                .try_get::<Option<String>, _>("won_source")?
                .as_deref()
                .and_then(WonSource::parse),
            lost_reason: r
                .try_get::<Option<String>, _>("lost_reason")?
                .as_deref()
                .and_then(LostReason::parse),
            chased_at: r.try_get("chased_at")?,
        })
    }
}

impl Lead {
    /// Lead `id`, if there is one.
    pub async fn find(db: &crate::store::db::Db, id: i64) -> Result<Option<Lead>, sqlx::Error> {
        sqlx::query_as::<_, Lead>("SELECT * FROM enquiries WHERE id = $1")
            .bind(id)
            .fetch_optional(&db.pool)
            .await
    }

    /// An emergency nobody has contacted yet stays at the top of the inbox for a day (`pin`).
    pub fn pinned(&self, now: chrono::DateTime<chrono::Utc>) -> bool {
        pin::is_pinned(
            self.e.status == EnquiryStatus::New,
            self.stage.as_str(),
            self.e.is_emergency,
            &self.e.created_at,
            now,
        )
    }
}
