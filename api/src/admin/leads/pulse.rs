//! `GET /pulse`: what an open inbox polls to keep itself current (issue
//! 23.1). A few aggregate reads give a revision that changes whenever a lead
//! arrives, changes (its version), goes, or its mail changes state, or an
//! emergency's pin ends; with the counts for every tab and the pinned
//! emergencies. Asked again with `If-None-Match: <revision>` while nothing
//! has changed, it answers 304 with no body: an open inbox costs one small
//! request every few seconds, and reloads its screen only on a change.
//! Polling rather than a held connection: nothing to keep open through
//! proxies and phones sleeping, and every instance answers from the shared
//! database, so it works as well with two instances as with one.

use crate::admin::Owner;
use crate::enquiries::list;
use crate::http::error::AppError;
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use content_model::admin::Pulse;

pub(super) async fn pulse(
    _owner: Owner,
    State(state): State<AppState>,
    headers: HeaderMap,
) -> Result<Response, AppError> {
    let db = &state.db;
    let now = chrono::Utc::now();
    let leads = list::revision(db, now).await?;
    let mail = crate::notify::outbox::owner::revision(db).await?;
    // A quote falls due for chasing as time passes, with no change to a lead.
    let chase = crate::enquiries::chase::count(db, now).await?;
    // Today's date too: a follow-up becomes overdue at midnight (issue 23.3).
    let revision = format!(
        "{}.{}.{}.{}.{}.{}.{}.{}.{}",
        crate::store::uk_time::today(),
        chase,
        leads.count,
        leads.newest,
        leads.versions,
        mail.count,
        mail.attempts,
        mail.states,
        leads
            .pinned
            .iter()
            .map(i64::to_string)
            .collect::<Vec<_>>()
            .join("-"),
    );
    let etag = HeaderValue::from_str(&format!("\"{revision}\""))
        .map_err(|e| AppError::internal("pulse etag", e))?;
    if headers.get(header::IF_NONE_MATCH) == Some(&etag) {
        return Ok((StatusCode::NOT_MODIFIED, [(header::ETAG, etag)]).into_response());
    }
    let body = Pulse {
        revision,
        counts: list::counts(db, now).await?,
        pinned: leads.pinned,
    };
    Ok(([(header::ETAG, etag)], Json(body)).into_response())
}
