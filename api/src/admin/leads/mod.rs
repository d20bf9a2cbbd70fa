//! The owner's leads (`/api/admin/leads`, issue 11 items 2 and 3): the inbox,
//! spam and incomplete views with filters and search, one lead with its
//! history, mail and one-tap links, and what the owner does to a lead: move
//! it through the stages, add a note, release it from spam, resend its
//! notification. Every change is written to the lead's history and to the
//! audit log (without the customer's details) in the same request.
//!
//! | module    | its job |
//! |-----------|---------|
//! | `view`    | the list and one lead, as the owner's phone shows them |
//! | `export`  | the leads as CSV, for the inbox and the command line |
//! | `filter`  | what a view, its filters and the search select |
//! | `actions` | stage, notes, release, resend |
//! | `history` | the stored record of each change |
//! | `links`   | tel:, WhatsApp and mailto: links |
//! | `follow_up` | a lead's follow-up date, and which leads are overdue |
//! | `pin`     | which emergencies stay at the top, and for how long |
//! | `pulse`   | what an open inbox polls to stay current |
//! | `triage`  | spam, archive, restore, promote; the same person's other enquiries |

mod actions;
pub mod export;
// Public for the inbox benchmark, which times the search's SQL.
pub mod filter;
pub(crate) mod follow_up;
mod history;
mod links;
mod pin;
mod pulse;
mod triage;
mod view;

use super::AdminRoute;
use crate::contact::{Enquiry, EnquiryStatus};
use crate::error::AppError;
use axum::http::Method;
use sqlx::any::AnyRow;
use sqlx::{FromRow, Row};

/// A real lead's place in the owner's workflow: part of the owner's API, so
/// defined with it. Stored as `as_str`.
pub use content_model::admin::LeadStage as Stage;

/// What a stage that is not one gets.
pub const CHOOSE_STAGE: &str = "Choose a stage: new, contacted, quoted, won or lost.";

/// An enquiry with its workflow columns, as the owner's views read it.
struct Lead {
    e: Enquiry,
    stage: Stage,
    stage_changed_at: Option<String>,
    /// One more with every change the owner makes (`actions`): what a write
    /// says it saw, so a stale screen cannot overwrite a newer decision.
    version: i64,
    /// When its stage first left 'new' (issue 23.3).
    first_contact_at: Option<String>,
    /// The owner's follow-up date, `YYYY-MM-DD` (`follow_up`).
    follow_up_on: Option<String>,
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
        })
    }
}

impl Lead {
    /// An emergency nobody has contacted yet stays at the top of the inbox for a day (`pin`).
    fn pinned(&self, now: chrono::DateTime<chrono::Utc>) -> bool {
        pin::is_pinned(
            self.e.status == EnquiryStatus::New,
            self.stage.as_str(),
            self.e.is_emergency,
            &self.e.created_at,
            now,
        )
    }
}

/// The id in the path; anything but a positive integer names no lead.
fn lead_id(raw: &str) -> Result<i64, AppError> {
    raw.parse::<i64>()
        .ok()
        .filter(|id| *id > 0)
        .ok_or_else(|| AppError::NotFound("There is no such lead.".into()))
}

fn not_found(id: impl std::fmt::Display) -> AppError {
    AppError::NotFound(format!("There is no lead #{id}."))
}

async fn load(db: &crate::db::Db, id: i64) -> Result<Lead, AppError> {
    sqlx::query_as::<_, Lead>("SELECT * FROM enquiries WHERE id = $1")
        .bind(id)
        .fetch_optional(&db.pool)
        .await?
        .ok_or_else(|| not_found(id))
}

/// This module's routes (see [`super::AdminRoute`]).
pub fn routes() -> Vec<AdminRoute> {
    use axum::routing::{get, post};
    vec![
        AdminRoute::new(Method::GET, "/pulse", || get(pulse::pulse)),
        AdminRoute::new(Method::GET, "/leads", || get(view::list)),
        AdminRoute::new(Method::GET, "/leads.csv", || get(export::download)),
        AdminRoute::new(Method::GET, "/leads/{id}", || get(view::detail)),
        AdminRoute::new(Method::POST, "/leads/{id}/stage", || {
            post(actions::set_stage)
        }),
        AdminRoute::new(Method::POST, "/leads/{id}/notes", || {
            post(actions::add_note)
        }),
        AdminRoute::new(Method::POST, "/leads/{id}/release", || {
            post(actions::release)
        }),
        AdminRoute::new(Method::POST, "/leads/{id}/resend", || post(actions::resend)),
        AdminRoute::new(Method::POST, "/leads/{id}/follow-up", || {
            post(follow_up::set)
        }),
        AdminRoute::new(Method::POST, "/leads/{id}/spam", || post(triage::mark_spam)),
        AdminRoute::new(Method::POST, "/leads/{id}/archive", || {
            post(triage::archive)
        }),
        AdminRoute::new(Method::POST, "/leads/{id}/restore", || {
            post(triage::restore)
        }),
        AdminRoute::new(Method::POST, "/leads/{id}/promote", || {
            post(triage::promote)
        }),
    ]
}
