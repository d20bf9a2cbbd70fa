//! The owner's signed-in browsers (issue 23.8): `GET /sessions` lists the
//! account's live sessions (when each began and was last used, the browser's
//! name for itself, which is this one); `DELETE /sessions/{id}` signs one out.
//! A session is named by the first 16 hex digits of its token's hash: enough
//! to tell them apart, useless for signing in. `DELETE /session` signs this
//! browser out (here rather than in `session`, the guard's module, because
//! it also stops this account's phone alerts on the browser).

use super::AdminRoute;
use super::session::Owner;
use crate::http::error::AppError;
use crate::state::AppState;
use axum::Json;
use axum::extract::{Path, State};
use axum::http::{HeaderMap, Method};
use axum::response::Response;
use content_model::admin::{BrowserSession, SessionList, SignedOut};
use sqlx::Row;

const ID_CHARS: usize = 16;

fn iso(ms: i64) -> String {
    chrono::DateTime::from_timestamp_millis(ms)
        .unwrap_or_default()
        .to_rfc3339_opts(chrono::SecondsFormat::Secs, true)
}

/// `GET /sessions`: this account's live sessions, most recently used first.
async fn list(owner: Owner, State(state): State<AppState>) -> Result<Json<SessionList>, AppError> {
    let now = super::limits::now_ms();
    let rows = sqlx::query(
        "SELECT token_hash, created_ms, last_seen_ms, user_agent FROM owner_sessions \
         WHERE owner_id = $1 AND absolute_ms > $2 AND last_seen_ms > $3 ORDER BY last_seen_ms DESC",
    )
    .bind(owner.id)
    .bind(now)
    .bind(now - super::session::idle_ms(&state))
    .fetch_all(&state.db.pool)
    .await?;
    let mut sessions = Vec::new();
    for r in rows {
        let hash: String = r.try_get("token_hash")?;
        sessions.push(BrowserSession {
            id: hash.chars().take(ID_CHARS).collect(),
            signed_in_at: iso(r.try_get("created_ms")?),
            last_seen_at: iso(r.try_get("last_seen_ms")?),
            browser: r
                .try_get::<Option<String>, _>("user_agent")?
                .filter(|b| !b.is_empty())
                .unwrap_or_else(|| "(a browser that did not name itself)".into()),
            current: owner.is_session(&hash),
        });
    }
    Ok(Json(SessionList { sessions }))
}

/// `DELETE /sessions/{id}`: signs that browser out (only this account's).
async fn end(
    owner: Owner,
    State(state): State<AppState>,
    Path(id): Path<String>,
) -> Result<Json<SessionList>, AppError> {
    if id.len() != ID_CHARS || !id.bytes().all(|b| b.is_ascii_hexdigit()) {
        return Err(AppError::NotFound("There is no such session.".into()));
    }
    let ended =
        sqlx::query("DELETE FROM owner_sessions WHERE owner_id = $1 AND token_hash LIKE $2")
            .bind(owner.id)
            .bind(format!("{}%", id.to_lowercase()))
            .execute(&state.db.pool)
            .await?
            .rows_affected();
    if ended == 0 {
        return Err(AppError::NotFound("There is no such session.".into()));
    }
    owner.audit(&state, "signed a browser out").await?;
    list(owner, State(state)).await
}

/// `DELETE /api/admin/session`: signs this browser out, and stops this
/// account's phone alerts on it (the browser's push endpoint is then free
/// for whoever signs in here next).
pub async fn sign_out(
    owner: Owner,
    State(state): State<AppState>,
    headers: HeaderMap,
) -> Result<Response, AppError> {
    sqlx::query("DELETE FROM owner_sessions WHERE token_hash = $1")
        .bind(&owner.token_hash)
        .execute(&state.db.pool)
        .await?;
    super::push::forget_device(&state, &owner, &headers).await?;
    owner.audit(&state, "signed-out").await?;
    Ok(super::session::cleared(
        owner.secure(),
        SignedOut { success: true },
    ))
}

pub fn routes() -> Vec<AdminRoute> {
    use axum::routing::{delete, get};
    vec![
        AdminRoute::new(Method::DELETE, "/session", || delete(sign_out)),
        AdminRoute::new(Method::GET, "/sessions", || get(list)),
        AdminRoute::new(Method::DELETE, "/sessions/{id}", || delete(end)),
    ]
}
