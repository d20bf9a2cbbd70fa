//! The owner's leads (`/api/admin/leads`, issue 11 items 2 and 3): the inbox,
//! spam and incomplete views with filters and search, one lead with its
//! history, mail and one-tap links, and what the owner does to a lead: move
//! it through the stages, add a note, release it from spam, resend its
//! notification. Every change is written to the lead's history and to the
//! audit log (without the customer's details) in the same request. The
//! enquiry's record, rules and queries live in `crate::enquiries`; these are
//! the HTTP handlers.
//!
//! | module    | its job |
//! |-----------|---------|
//! | `view`    | the list and one lead, as the owner's phone shows them |
//! | `export`  | the leads as CSV, for the inbox and the command line |
//! | `actions` | stage, notes, release, resend |
//! | `links`   | tel:, WhatsApp and mailto: links |
//! | `follow_up` | a lead's follow-up date |
//! | `pulse`   | what an open inbox polls to stay current |
//! | `chase`   | reminding the customer of an unanswered quote |
//! | `triage`  | spam, archive, restore, promote |
//! | `visits`  | visits on a lead, the coming days' list, calendar files |
//! | `replies` | a reply from a template, by email or WhatsApp |
//! | `reply_templates` | the templates the owner rewords |
//! | `assign`  | who works the lead |
//! | `quotes`  | writing and sending a quote, and the versions a lead's page lists |
//! | `reviews` | asking a won lead's customer for a review; reviews recorded from it |
//! | `job_consent` | asking the customer whether their job may be shown |

mod actions;
mod assign;
mod chase;
pub mod export;
mod follow_up;
pub mod job_consent;
mod links;
mod pulse;
pub mod quotes;
mod replies;
mod reply_templates;
mod reviews;
mod triage;
mod view;
mod visits;

use super::AdminRoute;
use crate::http::error::AppError;
use axum::http::Method;

pub use crate::enquiries::{CHOOSE_STAGE, Lead, Stage};

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

async fn load(db: &crate::store::db::Db, id: i64) -> Result<Lead, AppError> {
    Lead::find(db, id).await?.ok_or_else(|| not_found(id))
}

/// This module's routes (see [`super::AdminRoute`]).
pub fn routes() -> Vec<AdminRoute> {
    use axum::routing::{get, post};
    vec![
        AdminRoute::new(Method::GET, "/pulse", || get(pulse::pulse)),
        AdminRoute::new(Method::GET, "/leads", || get(view::list)),
        // Every lead's name, phone and notes in one file: the owner's.
        AdminRoute::owner_only(Method::GET, "/leads.csv", || get(export::download)),
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
        AdminRoute::new(Method::POST, "/leads/{id}/chase", || post(chase::chase)),
        AdminRoute::new(Method::POST, "/leads/{id}/follow-up", || {
            post(follow_up::set)
        }),
        AdminRoute::new(Method::POST, "/leads/{id}/quotes", || post(quotes::send)),
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
        AdminRoute::new(Method::POST, "/leads/{id}/assign", || post(assign::assign)),
        AdminRoute::new(Method::GET, "/leads/{id}/job/consent", || {
            get(job_consent::show)
        }),
        AdminRoute::new(Method::POST, "/leads/{id}/job/consent", || {
            post(job_consent::ask)
        }),
    ]
    .into_iter()
    .chain(visits::routes())
    .chain(replies::routes())
    .chain(reply_templates::routes())
    .chain(reviews::routes())
    .collect()
}
