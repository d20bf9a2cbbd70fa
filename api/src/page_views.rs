//! `POST /api/page-views`: counts a view of a page (PRODUCT 10, 17).
//! Views are an atomic increment; unique visitors are counted once per page
//! per day from a salted hash, without cookies; bots are not counted. A
//! visitor's views of one page count once per `RECOUNT_AFTER` (a reload or a
//! script in a loop is one view), and each client address has a ceiling
//! (`PAGE_VIEW_RATE_LIMIT` per `CONTACT_RATE_WINDOW_SECS`), so one client
//! rotating user agents cannot inflate the counts.

use crate::client;
use crate::db;
use crate::error::AppError;
use crate::state::AppState;
use crate::visitors;
use axum::Json;
use axum::body::Bytes;
use axum::extract::rejection::BytesRejection;
use axum::extract::{ConnectInfo, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use content_model::PageView;
use content_model::contract::FieldErrors;
use std::net::SocketAddr;

/// How long one visitor's repeated views of a page count as one.
pub const RECOUNT_AFTER: std::time::Duration = std::time::Duration::from_secs(30 * 60);

pub async fn record(
    State(state): State<AppState>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    body: Result<Bytes, BytesRejection>,
) -> Response {
    let body = match body {
        Ok(b) => b,
        Err(rejection) => return crate::error::body_rejection(rejection).into_response(),
    };
    match handle(&state, peer, &headers, &body).await {
        Ok(counted) => (
            StatusCode::ACCEPTED,
            Json(serde_json::json!({ "success": true, "counted": counted })),
        )
            .into_response(),
        Err(e) => e.into_response(),
    }
}

async fn handle(
    state: &AppState,
    peer: SocketAddr,
    headers: &HeaderMap,
    body: &Bytes,
) -> Result<bool, AppError> {
    if crate::client::body_kind(headers)? != crate::client::BodyKind::Json {
        return Err(AppError::UnsupportedMediaType(
            "Send the page view as JSON (Content-Type: application/json).".into(),
        ));
    }
    let view: PageView = serde_json::from_slice(body)
        .map_err(|e| AppError::BadRequest(format!("The page view could not be read: {e}")))?;
    if state.routes.is_empty() {
        return Err(AppError::Unavailable(
            "Page views are not being counted: the site's route list is not loaded.".into(),
        ));
    }
    let Some(page_type) = state.routes.page_type(&view.path) else {
        let mut fields = FieldErrors::new();
        fields.insert("path".into(), "This page is not part of the site".into());
        return Err(AppError::Invalid {
            message: format!(
                "Unknown page `{}`.",
                view.path.chars().take(200).collect::<String>()
            ),
            fields,
        });
    };
    if page_type != view.page_type {
        let mut fields = FieldErrors::new();
        fields.insert(
            "pageType".into(),
            format!("This page is of type `{}`", page_type.as_str()),
        );
        return Err(AppError::Invalid {
            message: "The page type does not match the page.".into(),
            fields,
        });
    }
    let user_agent = client::user_agent(headers);
    if visitors::is_bot(&user_agent) {
        return Ok(false);
    }
    let now = db::now();
    let day = &now[..10];
    let cached = state
        .salt_cache
        .lock()
        .unwrap_or_else(|p| p.into_inner())
        .clone()
        .filter(|(d, _)| d == day);
    let salt = match cached {
        Some((_, salt)) => salt,
        None => {
            let salt = state.db.daily_salt(day).await?;
            *state.salt_cache.lock().unwrap_or_else(|p| p.into_inner()) =
                Some((day.to_string(), salt.clone()));
            salt
        }
    };
    let addr = client::address(peer, headers, state.cfg.trust_proxy);
    if state.page_view_limiter.check(addr).is_err() {
        return Err(AppError::RateLimited(
            "Too many page views from this connection.".into(),
        ));
    }
    let hash = visitors::visitor_hash(&salt, &addr.to_string(), &user_agent);

    let mut tx = state.db.pool.begin().await?;
    let first_today = sqlx::query("INSERT INTO page_visitors (day, page_path, visitor_hash, last_counted_at) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING")
        .bind(day)
        .bind(&view.path)
        .bind(&hash)
        .bind(&now)
        .execute(&mut *tx)
        .await?
        .rows_affected()
        == 1;
    let counts = first_today
        || sqlx::query("UPDATE page_visitors SET last_counted_at = $4 WHERE day = $1 AND page_path = $2 AND visitor_hash = $3 AND (last_counted_at IS NULL OR last_counted_at < $5)")
            .bind(day)
            .bind(&view.path)
            .bind(&hash)
            .bind(&now)
            .bind(db::timestamp_ago(RECOUNT_AFTER))
            .execute(&mut *tx)
            .await?
            .rows_affected()
            == 1;
    if !counts {
        tx.commit().await?;
        return Ok(false);
    }
    // One statement, so concurrent views never lose an update (the spec's
    // upsert overwrote the count with 1).
    sqlx::query(
        "INSERT INTO page_analytics (page_path, page_type, views, unique_visitors, last_viewed) VALUES ($1, $2, 1, $3, $4) \
         ON CONFLICT (page_path) DO UPDATE SET views = page_analytics.views + 1, \
         unique_visitors = page_analytics.unique_visitors + excluded.unique_visitors, \
         last_viewed = excluded.last_viewed, page_type = excluded.page_type",
    )
    .bind(&view.path)
    .bind(page_type.as_str())
    .bind(first_today as i64)
    .bind(&now)
    .execute(&mut *tx)
    .await?;
    tx.commit().await?;
    Ok(true)
}
