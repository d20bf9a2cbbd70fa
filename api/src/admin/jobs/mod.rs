//! The job written on a won lead, from the inbox (issue 34.4): its words
//! (`drafts`) and its photographs (`photos`), over the draft and photo
//! tables that `proof` reads as published. Any signed-in account.

pub mod drafts;
pub mod photos;

use crate::admin::AdminRoute;
use axum::extract::DefaultBodyLimit;
use axum::http::Method;

/// The job writer's routes.
pub fn routes() -> Vec<AdminRoute> {
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
