//! `GET /api/health`: `{"status":"ok"}` (200) or `{"status":"degraded"}`
//! (503) and nothing else. The body is public, so it names no error, address,
//! path or count; why it is degraded goes to the logs, and the detail to the
//! owner's `api outbox list`.

use crate::notify::outbox;
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde_json::json;

pub async fn health(State(state): State<AppState>) -> Response {
    let problem = match state.db.ping().await {
        Err(e) => Some(format!("the database does not answer: {e}")),
        Ok(()) => match outbox::attention::problem(&state.db, &state.cfg).await {
            Ok(p) => p,
            Err(e) => Some(format!("the outbox cannot be read: {e}")),
        },
    };
    let (status, word) = match &problem {
        None => (StatusCode::OK, "ok"),
        Some(why) => {
            tracing::warn!(reason = %why, "health: degraded");
            (StatusCode::SERVICE_UNAVAILABLE, "degraded")
        }
    };
    (
        status,
        [(header::CACHE_CONTROL, "no-store")],
        Json(json!({ "status": word })),
    )
        .into_response()
}
