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

use super::view::counts;
use crate::admin::Owner;
use crate::enquiries::pin;
use crate::error::AppError;
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use content_model::admin::Pulse;
use sqlx::Row;

pub(super) async fn pulse(
    _owner: Owner,
    State(state): State<AppState>,
    headers: HeaderMap,
) -> Result<Response, AppError> {
    let db = &state.db;
    let now = chrono::Utc::now();
    let leads = sqlx::query(
        "SELECT COUNT(*) AS n, COALESCE(MAX(id), 0) AS top, \
         CAST(COALESCE(SUM(version), 0) AS BIGINT) AS versions FROM enquiries",
    )
    .fetch_one(&db.pool)
    .await?;
    let mail = sqlx::query(
        "SELECT COUNT(*) AS n, CAST(COALESCE(SUM(attempts), 0) AS BIGINT) AS tries, \
         CAST(COALESCE(SUM(CASE state WHEN 'sent' THEN 1 WHEN 'failed' THEN 2 WHEN 'abandoned' THEN 4 ELSE 0 END), 0) AS BIGINT) AS states \
         FROM outbox WHERE enquiry_id IS NOT NULL",
    )
    .fetch_one(&db.pool)
    .await?;
    let pinned: Vec<i64> = sqlx::query(&format!(
        "SELECT id FROM enquiries WHERE {} ORDER BY id DESC",
        pin::sql(now)
    ))
    .fetch_all(&db.pool)
    .await?
    .iter()
    .map(|r| r.try_get("id"))
    .collect::<Result<_, _>>()?;
    let n = |r: &sqlx::any::AnyRow, c: &str| r.try_get::<i64, _>(c);
    // Today's date too: a follow-up becomes overdue at midnight (issue 23.3).
    let revision = format!(
        "{}.{}.{}.{}.{}.{}.{}.{}",
        crate::uk_time::today(),
        n(&leads, "n")?,
        n(&leads, "top")?,
        n(&leads, "versions")?,
        n(&mail, "n")?,
        n(&mail, "tries")?,
        n(&mail, "states")?,
        pinned
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
        counts: counts(db, now).await?,
        pinned,
    };
    Ok(([(header::ETAG, etag)], Json(body)).into_response())
}
