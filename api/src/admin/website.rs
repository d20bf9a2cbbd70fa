//! `GET /api/admin/proof` (issue 34.5): the inbox's 'Website' list, every
//! job and review with 'Ready for the website' or 'On the website' (see
//! `proof::status`). Any account: it shows slugs, titles and public links.

use crate::admin::{AdminRoute, Owner};
use crate::http::error::AppError;
use crate::proof::status;
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use axum::http::Method;
use content_model::admin::WebsiteProof;

pub fn routes() -> Vec<AdminRoute> {
    vec![AdminRoute::new(Method::GET, "/proof", || {
        axum::routing::get(list)
    })]
}

async fn list(
    _owner: Owner,
    State(state): State<AppState>,
) -> Result<Json<WebsiteProof>, AppError> {
    let on_site = status::published(state.cfg.site_dir.as_deref());
    Ok(Json(status::overview(&state.db, &on_site).await?))
}
