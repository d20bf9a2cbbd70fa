//! `POST /api/page-views`: counts a view of a page (decisions 10, 17). Views are
//! decided as they arrive and written in batches (`Counter`, in `view_counter.rs`);
//! unique visitors are counted once per page per day from a salted hash,
//! without cookies; bots are not counted. A visitor's views of one page count
//! once per `RECOUNT_AFTER` (a reload or a script in a loop is one view), and
//! each client address has a ceiling (`PAGE_VIEW_RATE_LIMIT` per
//! `CONTACT_RATE_WINDOW_SECS`), so one client rotating user agents cannot
//! inflate the counts.
//!
//! Each written batch also adds to the per-day rows the owner's results read
//! (`page_views_daily`, and `page_views_daily_source` by the visit's landing
//! UTM source and campaign), and to each page's month (`page_views_monthly`,
//! `store::page_view_months`), from which a long period's whole months are
//! read. A day is the Europe/London calendar day, and the
//! visitor hashes are kept per London day too, so a visitor counted on a
//! page is counted once on that page's row for that day.

use crate::http::client;
use crate::http::error::AppError;
use crate::http::extract::JsonBody;
use crate::http::visitors;
use crate::state::AppState;
use axum::Json;
use axum::extract::{ConnectInfo, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use content_model::PageView;
use content_model::contract::PageType;
use content_model::contract::{FieldError, FieldErrorKind, FieldErrors};
use std::net::SocketAddr;

// The batch counter is held by `AppState`, so it lives below the handlers
// (in `view_counter`); its public paths stay here.
pub use crate::state::view_counter::{
    Counter, Landing, RECOUNT_AFTER, UTM_MAX_CHARS, run_flusher, timestamp_before, utm_value,
};

pub async fn record(
    State(state): State<AppState>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    JsonBody(view): JsonBody<PageView>,
) -> Response {
    answer(
        async {
            let landing = Landing::new(view.utm_source.as_deref(), view.utm_campaign.as_deref())?;
            let Some(visitor_hash) = admit(
                &state,
                peer,
                &headers,
                &view.path,
                view.page_type,
                "page views",
            )
            .await?
            else {
                return Ok(false);
            };
            Ok(state.page_view_counter.count(
                &view.path,
                view.page_type.as_str(),
                visitor_hash,
                landing,
            ))
        }
        .await,
    )
}

/// The answer to a counting beacon: 202 `{success, counted}`, or the error.
pub fn answer(counted: Result<bool, AppError>) -> Response {
    match counted {
        Ok(counted) => (
            StatusCode::ACCEPTED,
            Json(serde_json::json!({ "success": true, "counted": counted })),
        )
            .into_response(),
        Err(e) => e.into_response(),
    }
}

/// The checks every counting beacon passes (a page view, or a call or chat
/// click from `contact_clicks`): `path` is a page of the site's route table
/// and of `page_type` (422 naming the field otherwise), a known bot is not
/// counted (`None`), and one client address has the page views' ceiling
/// (429), however it rotates its user agent; the visitor is its network
/// and one of that network's first few browsers today
/// (`visitors::Browsers`). Returns the visitor's hash with
/// today's salt. `what` names the counts in the messages (`page views`).
pub async fn admit(
    state: &AppState,
    peer: SocketAddr,
    headers: &HeaderMap,
    path: &str,
    page_type: PageType,
    what: &str,
) -> Result<Option<String>, AppError> {
    if state.routes.is_empty() {
        return Err(AppError::Unavailable(format!(
            "No {what} are being counted: the site's route list is not loaded."
        )));
    }
    let Some(listed) = state.routes.page_type(path) else {
        let mut fields = FieldErrors::new();
        fields.insert(
            "path".into(),
            FieldError::new(FieldErrorKind::Invalid, "This page is not part of the site"),
        );
        return Err(AppError::Invalid {
            message: format!(
                "Unknown page `{}`.",
                path.chars().take(200).collect::<String>()
            ),
            fields,
        });
    };
    if listed != page_type {
        let mut fields = FieldErrors::new();
        fields.insert(
            "pageType".into(),
            FieldError::new(
                FieldErrorKind::Invalid,
                format!("This page is of type `{}`", listed.as_str()),
            ),
        );
        return Err(AppError::Invalid {
            message: "The page type does not match the page.".into(),
            fields,
        });
    }
    let user_agent = client::user_agent(headers);
    if visitors::is_bot(&user_agent) {
        return Ok(None);
    }
    let salt = visitors::todays_salt(&state.db, &state.salt_cache).await?;
    let addr = client::address(peer, headers, &state.cfg.trust_proxy);
    if state.page_view_limiter.check(addr).await.is_err() {
        return Err(AppError::RateLimited(format!(
            "Too many {what} from this connection."
        )));
    }
    // A visitor is a client network and one of its few browsers today: a
    // client rotating its IPv6 address or its user agent is not many visitors.
    let network = client::network(addr);
    let agent = state
        .browsers
        .counted_as(&crate::store::uk_time::today(), network, &user_agent);
    Ok(Some(visitors::visitor_hash(
        &salt,
        &network.to_string(),
        agent,
    )))
}
