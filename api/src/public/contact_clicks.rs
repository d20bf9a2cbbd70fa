//! `POST /api/contact-clicks`: counts a click on a phone (`tel:`) or WhatsApp
//! (`wa.me`) link (decision 31, issue 13.4). Most leads call or chat rather
//! than fill in the form, so the owner's results show calls and chats beside
//! enquiries per page, service, area and source.
//!
//! A click passes the page views' checks (`page_views::admit`: the page and
//! its type from the route table, bots not counted, the same per-client
//! ceiling) and carries the visit's landing UTM as a page view does. Nothing
//! is set in the browser. Each click counts, except that one visitor's
//! clicks of one kind on one page within `REPEAT_WITHIN` count once: a
//! double tap, or a tap the phone's dialler cancelled and the visitor made
//! again, is one call. Unlike page views (30 minutes), a real second call a
//! few minutes later still counts.
//!
//! Clicks are few (a handful for every hundred views), so each is written at
//! once in its own transaction rather than batched like page views. The
//! repeat is decided in the database, so several instances sharing it agree.

use crate::http::extract::JsonBody;
use crate::public::page_views::{self, Landing};
use crate::state::AppState;
use crate::store::db;
use axum::extract::{ConnectInfo, State};
use axum::http::HeaderMap;
use axum::response::Response;
use content_model::contract::ContactClick;
use std::net::SocketAddr;
use std::time::Duration;

/// How long one visitor's repeated clicks of one kind on one page count as one.
pub const REPEAT_WITHIN: Duration = Duration::from_secs(60);

pub async fn record(
    State(state): State<AppState>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    JsonBody(click): JsonBody<ContactClick>,
) -> Response {
    page_views::answer(
        async {
            let landing = Landing::new(click.utm_source.as_deref(), click.utm_campaign.as_deref())?;
            let Some(visitor_hash) = page_views::admit(
                &state,
                peer,
                &headers,
                &click.path,
                click.page_type,
                "calls and chats",
            )
            .await?
            else {
                return Ok(false);
            };
            Ok(count(&state.db, &db::now(), &click, &visitor_hash, &landing).await?)
        }
        .await,
    )
}

/// Counts `click` made at `at` (stored form) unless this visitor's click of
/// the same kind on the same page counted less than `REPEAT_WITHIN` before;
/// true if counted.
pub async fn count(
    db: &db::Db,
    at: &str,
    click: &ContactClick,
    visitor_hash: &str,
    landing: &Landing,
) -> Result<bool, sqlx::Error> {
    let day = crate::store::uk_time::day_of(at).unwrap_or_else(crate::store::uk_time::today);
    let repeat_before = page_views::timestamp_before(at, REPEAT_WITHIN);
    let kind = click.kind.as_str();
    let mut tx = db.begin().await?;
    // A first click inserts the row; a later one moves its time on only when
    // the last counted click is `REPEAT_WITHIN` old. Either way one row is
    // written; a repeat writes none.
    let counts = sqlx::query(
        "INSERT INTO contact_click_visitors (day, page_path, kind, visitor_hash, last_counted_at) \
         VALUES ($1, $2, $3, $4, $5) \
         ON CONFLICT (day, page_path, kind, visitor_hash) DO UPDATE SET last_counted_at = excluded.last_counted_at \
         WHERE contact_click_visitors.last_counted_at <= $6",
    )
    .bind(&day)
    .bind(&click.path)
    .bind(kind)
    .bind(visitor_hash)
    .bind(at)
    .bind(&repeat_before)
    .execute(&mut *tx)
    .await?
    .rows_affected()
        == 1;
    if counts {
        sqlx::query(
            "INSERT INTO contact_clicks_daily (day, page_path, page_type, kind, source, campaign, clicks) \
             VALUES ($1, $2, $3, $4, $5, $6, 1) \
             ON CONFLICT (day, page_path, kind, source, campaign) DO UPDATE SET \
             clicks = contact_clicks_daily.clicks + 1, page_type = excluded.page_type",
        )
        .bind(&day)
        .bind(&click.path)
        .bind(click.page_type.as_str())
        .bind(kind)
        .bind(&landing.source)
        .bind(&landing.campaign)
        .execute(&mut *tx)
        .await?;
    }
    tx.commit().await?;
    Ok(counts)
}
