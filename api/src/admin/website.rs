//! The website's side of the proof (issue 34.5).
//!
//! `GET /api/admin/proof`: the inbox's 'Website' list, every job and review
//! with 'Ready for the website' or 'On the website' (see `proof::status`).
//! Any account: it shows slugs, titles and public links.
//!
//! `GET /api/proof/export` (outside `/api/admin`): the bundle `just
//! import-proof` reads. Two ways in, both read-only: an export token
//! (`Authorization: Bearer`, made with `api export-token create`; the import
//! run from a maintainer's machine), or the owner's own session (the inbox's
//! 'Download for the website', a file the maintainer imports with
//! `--bundle`). A staff session is refused: the bundle is the customers'
//! words and photographs.

use crate::admin::{AdminRoute, Owner};
use crate::http::error::AppError;
use crate::proof::status;
use crate::state::AppState;
use axum::Json;
use axum::extract::{FromRequestParts, Request, State};
use axum::http::{HeaderValue, Method, header};
use axum::response::{IntoResponse, Response};
use content_model::admin::{Role, WebsiteProof};

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

const BAD_TOKEN: &str = "This export token is not known or has been revoked; make a new one with `api export-token create`.";

pub async fn download(State(state): State<AppState>, req: Request) -> Result<Response, AppError> {
    let (mut parts, _) = req.into_parts();
    let bearer = parts
        .headers
        .get(header::AUTHORIZATION)
        .map(|v| v.to_str().unwrap_or_default().to_string());
    let by_owner = match bearer {
        Some(value) => {
            let token = value.strip_prefix("Bearer ").unwrap_or_default().trim();
            if !crate::proof::tokens::accept(&state.db, token).await? {
                return Err(AppError::Unauthorized(BAD_TOKEN.into()));
            }
            None
        }
        None => {
            let owner = Owner::from_request_parts(&mut parts, &state).await?;
            if owner.role != Role::Owner {
                return Err(AppError::Forbidden(crate::admin::OWNER_ONLY.into()));
            }
            Some(owner)
        }
    };
    let bundle = crate::proof::export::bundle(&state.db).await?;
    let body = serde_json::to_vec(&bundle).map_err(|e| AppError::internal("proof bundle", e))?;
    let mut res = (
        [
            (
                header::CONTENT_TYPE,
                HeaderValue::from_static("application/json"),
            ),
            (header::CACHE_CONTROL, HeaderValue::from_static("no-store")),
        ],
        body,
    )
        .into_response();
    if let Some(owner) = by_owner {
        owner
            .audit(&state, "downloaded the proof bundle for the website")
            .await?;
        let name = format!(
            "attachment; filename=\"proof-{}.json\"",
            crate::store::uk_time::today()
        );
        res.headers_mut().insert(
            header::CONTENT_DISPOSITION,
            HeaderValue::from_str(&name).map_err(|e| AppError::internal("bundle name", e))?,
        );
    }
    Ok(res)
}
