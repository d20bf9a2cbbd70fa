//! `POST /api/page-views`: counts a view of a page (PRODUCT 10, 17).
//! Views are an atomic increment; unique visitors are counted once per page
//! per day from a salted hash, without cookies; bots are not counted.

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
    let hash = visitors::visitor_hash(&salt, &addr.to_string(), &user_agent);

    let mut tx = state.db.pool.begin().await?;
    let first_today = sqlx::query("INSERT INTO page_visitors (day, page_path, visitor_hash) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING")
        .bind(day)
        .bind(&view.path)
        .bind(&hash)
        .execute(&mut *tx)
        .await?
        .rows_affected()
        == 1;
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
