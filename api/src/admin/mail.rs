//! The mail log (`/api/admin/mail`, issue 11.4): every outbox message with
//! its state, attempts and last error, and the owner's retry and abandon
//! (the same updates as `api outbox retry|abandon`).

use super::{AdminRoute, Owner};
use crate::http::error::AppError;
use crate::http::extract::ApiQuery;
use crate::notify::outbox::{self, State as MailState, owner::Entry};
use crate::state::AppState;
use axum::Json;
use axum::extract::{Path, State};
use axum::http::Method;
use content_model::admin::{MailChanged, MailCounts, MailList, MailMessage};
use serde::Deserialize;

pub const PAGE_SIZE: i64 = 50;

/// An outbox entry as the owner's API sends it.
pub fn message(e: Entry) -> MailMessage {
    MailMessage {
        id: e.id,
        kind: e.kind,
        enquiry_id: e.enquiry_id,
        to: e.to,
        subject: e.subject,
        state: e.state,
        attempts: e.attempts,
        created_at: e.created_at,
        last_attempt: e.last_attempt,
        last_error: e.last_error,
        failure_reason: e.failure_reason,
    }
}

#[derive(Deserialize)]
struct ListQuery {
    state: Option<String>,
    page: Option<String>,
}

/// `GET /mail?state=&page=`: newest first.
async fn list(
    _owner: Owner,
    State(state): State<AppState>,
    ApiQuery(q): ApiQuery<ListQuery>,
) -> Result<Json<MailList>, AppError> {
    let filter = match q.state.as_deref().map(str::trim).filter(|s| !s.is_empty()) {
        None => None,
        Some(s) => Some(MailState::parse(s).ok_or_else(|| {
            AppError::BadRequest("state must be pending, sent, failed or abandoned.".into())
        })?),
    };
    let page = match q.page.as_deref().map(str::trim).filter(|s| !s.is_empty()) {
        None => 1,
        Some(p) => p
            .parse::<i64>()
            .ok()
            .filter(|p| (1..=1_000_000).contains(p))
            .ok_or_else(|| AppError::BadRequest("page must be a whole number from 1.".into()))?,
    };
    let by_state = outbox::owner::count_by_state(&state.db).await?;
    let n = |s: MailState| by_state.get(s.as_str()).copied().unwrap_or(0);
    let counts = MailCounts {
        pending: n(MailState::Pending),
        sent: n(MailState::Sent),
        failed: n(MailState::Failed),
        abandoned: n(MailState::Abandoned),
    };
    let total = match filter {
        Some(s) => n(s),
        None => by_state.values().sum(),
    };
    let messages = outbox::owner::page(&state.db, filter, PAGE_SIZE, (page - 1) * PAGE_SIZE)
        .await?
        .into_iter()
        .map(message)
        .collect();
    Ok(Json(MailList {
        messages,
        total,
        page,
        page_size: PAGE_SIZE,
        counts,
    }))
}

fn mail_id(raw: &str) -> Result<i64, AppError> {
    raw.parse::<i64>()
        .ok()
        .filter(|id| *id > 0)
        .ok_or_else(|| AppError::NotFound("There is no such message.".into()))
}

async fn find(state: &AppState, id: i64) -> Result<Entry, AppError> {
    outbox::owner::find(&state.db, id)
        .await?
        .ok_or_else(|| AppError::NotFound(format!("There is no message #{id}.")))
}

/// `POST /mail/{id}/retry`: a failed or abandoned message is sent again now.
async fn retry(
    owner: Owner,
    State(state): State<AppState>,
    Path(id): Path<String>,
) -> Result<Json<MailChanged>, AppError> {
    let id = mail_id(&id)?;
    let before = find(&state, id).await?;
    if outbox::owner::retry(&state.db, &[id]).await?.is_empty() {
        return Err(AppError::Conflict(format!(
            "This message is {}: only a failed or abandoned one can be sent again.",
            before.state
        )));
    }
    // Read back before the worker is woken: the answer is the message as
    // the retry left it (pending), not wherever the worker has got to since.
    let queued = find(&state, id).await?;
    state.wake_mailer.notify_one();
    owner
        .audit(&state, &format!("retried {} #{id}", before.kind))
        .await?;
    Ok(Json(MailChanged {
        message: message(queued),
    }))
}

/// `POST /mail/{id}/abandon`: stop trying a pending or failed message.
async fn abandon(
    owner: Owner,
    State(state): State<AppState>,
    Path(id): Path<String>,
) -> Result<Json<MailChanged>, AppError> {
    let id = mail_id(&id)?;
    let before = find(&state, id).await?;
    if outbox::owner::abandon(&state.db, &[id]).await?.is_empty() {
        return Err(AppError::Conflict(format!(
            "This message is {}: only a pending or failed one can be abandoned.",
            before.state
        )));
    }
    owner
        .audit(&state, &format!("abandoned {} #{id}", before.kind))
        .await?;
    Ok(Json(MailChanged {
        message: message(find(&state, id).await?),
    }))
}

/// This module's routes (see [`super::AdminRoute`]).
pub fn routes() -> Vec<AdminRoute> {
    use axum::routing::{get, post};
    vec![
        AdminRoute::new(Method::GET, "/mail", || get(list)),
        AdminRoute::new(Method::POST, "/mail/{id}/retry", || post(retry)),
        AdminRoute::new(Method::POST, "/mail/{id}/abandon", || post(abandon)),
    ]
}
