//! `GET /api/health`: database and mail-queue state, for monitors and the owner.

use crate::outbox;
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use serde_json::json;

pub async fn health(State(state): State<AppState>) -> Response {
    let database = match state.db.ping().await {
        Ok(()) => {
            json!({ "ok": true, "backend": format!("{:?}", state.db.backend).to_lowercase() })
        }
        Err(e) => json!({ "ok": false, "error": e.to_string() }),
    };
    let mail = match outbox::state(&state.db).await {
        Ok(q) => json!({ "ok": true, "transport": state.mailer.describe(), "queue": q }),
        Err(e) => {
            json!({ "ok": false, "transport": state.mailer.describe(), "error": e.to_string() })
        }
    };
    let ok = database["ok"] == true && mail["ok"] == true;
    let status = if ok {
        StatusCode::OK
    } else {
        StatusCode::SERVICE_UNAVAILABLE
    };
    (status, Json(json!({ "status": if ok { "ok" } else { "degraded" }, "database": database, "mail": mail, "routes": state.routes.len(), "serving_site": state.site.is_some() }))).into_response()
}
