//! The inbox's People page (issue 11.7): a subject-access export and an
//! erasure for one email address or phone number. The work is in
//! [`crate::owner::people`], shared with `api person export|erase`. The audit log
//! records that it happened and how much, never whom.

use super::AdminRoute;
use super::session::Owner;
use crate::http::error::AppError;
use crate::http::extract::{ApiQuery, JsonBody};
use crate::owner::people::{self, Summary, Who};
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use axum::http::Method;
use content_model::admin::{Erased, PersonExport, WhoField};

fn who(field: &WhoField) -> Result<Who, AppError> {
    Who::parse(field.who.as_deref().unwrap_or_default())
        .map_err(|e| AppError::BadRequest(e.to_string()))
}

/// `GET /api/admin/people?who=EMAIL_OR_PHONE`.
async fn export(
    owner: Owner,
    State(state): State<AppState>,
    ApiQuery(query): ApiQuery<WhoField>,
) -> Result<Json<PersonExport>, AppError> {
    let who = who(&query)?;
    let export = people::export(&state.db, &who).await?;
    owner
        .audit(&state, &format!("exported {}", export.summary()))
        .await?;
    Ok(Json(export))
}

/// `POST /api/admin/people/erase` `{who}` → how many rows went.
async fn erase(
    owner: Owner,
    State(state): State<AppState>,
    JsonBody(body): JsonBody<WhoField>,
) -> Result<Json<Erased>, AppError> {
    let who = who(&body)?;
    let counts = people::erase(&state.db, &who).await?;
    owner
        .audit(&state, &format!("erased {}", counts.summary()))
        .await?;
    Ok(Json(counts))
}

/// This module's routes (see [`super::AdminRoute`]).
pub fn routes() -> Vec<AdminRoute> {
    use axum::routing::{get, post};
    vec![
        AdminRoute::owner_only(Method::GET, "/people", || get(export)),
        AdminRoute::owner_only(Method::POST, "/people/erase", || post(erase)),
    ]
}
