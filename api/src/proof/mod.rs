//! Finished work becomes proof (issue 34): the job written on a won lead,
//! its photographs, the customer's consent to show it, the reviews recorded
//! from it, and what the import takes into the catalogue.
//!
//! `shown` is the one home of 'what the customer is shown': the consent page
//! renders it, the consent records its hash, the inbox compares the hash to
//! say whether an edit needs a new agreement, and the export publishes only
//! what was agreed to, byte for byte.

pub mod consent;
pub mod drafts;
pub mod export;
pub mod image;
pub mod photos;
pub mod review_request;
pub mod review_rules;
pub mod reviews;
pub mod shown;
pub mod status;
pub mod tokens;

use crate::admin::AdminRoute;
use axum::extract::DefaultBodyLimit;
use axum::http::Method;

/// The job writer's routes (issue 34.4), any signed-in account.
pub fn job_routes() -> Vec<AdminRoute> {
    use axum::routing::{delete, get, patch, post, put};
    vec![
        AdminRoute::new(Method::GET, "/leads/{id}/job", || get(drafts::get_draft)),
        AdminRoute::new(Method::PUT, "/leads/{id}/job", || put(drafts::save)),
        // The one route whose body may be larger than the API's usual limit.
        AdminRoute::new(Method::POST, "/leads/{id}/job/photos", || {
            post(photos::upload).layer(DefaultBodyLimit::max(photos::UPLOAD_BYTES))
        }),
        AdminRoute::new(Method::PUT, "/leads/{id}/job/preview", || {
            put(drafts::set_preview)
        }),
        AdminRoute::new(Method::GET, "/job-photos/{id}", || get(photos::show)),
        AdminRoute::new(Method::PATCH, "/job-photos/{id}", || patch(photos::words)),
        AdminRoute::new(Method::DELETE, "/job-photos/{id}", || {
            delete(photos::remove)
        }),
    ]
}
