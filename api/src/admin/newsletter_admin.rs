//! The owner's newsletter list (issue 11.6): subscribers with when they
//! consented and their state, a CSV download, and removal.

use super::AdminRoute;
use super::session::Owner;
use crate::http::error::AppError;
use crate::http::extract::ApiQuery;
use crate::public::newsletter::{COLUMNS, subscriber};
use crate::state::AppState;
use axum::Json;
use axum::extract::{Path, State};
use axum::http::{HeaderValue, Method, header};
use axum::response::{IntoResponse, Response};
use content_model::admin::{Subscriber, SubscriberCounts, SubscriberList, SubscriberRemoved};
use serde::Deserialize;
use sqlx::Row;

pub const PAGE_SIZE: i64 = 50;

const STATES: [&str; 3] = ["pending", "confirmed", "unsubscribed"];

/// The query string as sent. Every field is text so a bad value gets our
/// own message rather than the deserialiser's.
#[derive(Deserialize)]
pub struct ListQuery {
    state: Option<String>,
    q: Option<String>,
    page: Option<String>,
}

/// A checked filter: the state, and `q` as a `LIKE` pattern.
struct Filter {
    state: Option<&'static str>,
    pattern: Option<String>,
}

fn filter(q: &ListQuery) -> Result<Filter, AppError> {
    let state = match q.state.as_deref().map(str::trim).filter(|s| !s.is_empty()) {
        None => None,
        Some(s) => Some(STATES.into_iter().find(|k| *k == s).ok_or_else(|| {
            AppError::BadRequest(
                "state must be pending, confirmed or unsubscribed (or left out for all).".into(),
            )
        })?),
    };
    let search = q.q.as_deref().map(str::trim).filter(|s| !s.is_empty());
    if search.is_some_and(|s| s.chars().count() > 254) {
        return Err(AppError::BadRequest(
            "The search must be 254 characters or fewer.".into(),
        ));
    }
    Ok(Filter {
        state,
        pattern: search.map(crate::store::db::contains_pattern),
    })
}

fn page_number(raw: Option<&str>) -> Result<i64, AppError> {
    match raw.map(str::trim).filter(|s| !s.is_empty()) {
        None => Ok(1),
        Some(s) => s
            .parse::<i64>()
            .ok()
            .filter(|p| (1..=1_000_000).contains(p))
            .ok_or_else(|| AppError::BadRequest("page must be a whole number from 1.".into())),
    }
}

const WHERE: &str =
    "WHERE ($1 IS NULL OR status = $1) AND ($2 IS NULL OR LOWER(email) LIKE $2 ESCAPE '\\')";

/// `GET /api/admin/newsletter?state=&q=&page=`: newest consent first.
async fn list(
    owner: Owner,
    State(state): State<AppState>,
    ApiQuery(query): ApiQuery<ListQuery>,
) -> Result<Json<SubscriberList>, AppError> {
    let f = filter(&query)?;
    let page = page_number(query.page.as_deref())?;
    let pool = &state.db.pool;
    let rows = sqlx::query(&format!(
        "SELECT {COLUMNS} FROM newsletter_subscribers {WHERE} \
         ORDER BY consented_at DESC, id DESC LIMIT $3 OFFSET $4"
    ))
    .bind(f.state)
    .bind(&f.pattern)
    .bind(PAGE_SIZE)
    .bind((page - 1) * PAGE_SIZE)
    .fetch_all(pool)
    .await?;
    let subscribers = rows.iter().map(subscriber).collect::<Result<_, _>>()?;
    let total: i64 = sqlx::query(&format!(
        "SELECT COUNT(*) AS n FROM newsletter_subscribers {WHERE}"
    ))
    .bind(f.state)
    .bind(&f.pattern)
    .fetch_one(pool)
    .await?
    .try_get("n")?;
    let mut counts = SubscriberCounts::default();
    for r in sqlx::query(
        "SELECT status, COUNT(*) AS n FROM newsletter_subscribers \
         WHERE ($1 IS NULL OR LOWER(email) LIKE $1 ESCAPE '\\') GROUP BY status",
    )
    .bind(&f.pattern)
    .fetch_all(pool)
    .await?
    {
        let n: i64 = r.try_get("n")?;
        match r.try_get::<String, _>("status")?.as_str() {
            "pending" => counts.pending = n,
            "confirmed" => counts.confirmed = n,
            "unsubscribed" => counts.unsubscribed = n,
            _ => {}
        }
    }
    owner.audit(&state, "viewed-newsletter-subscribers").await?;
    Ok(Json(SubscriberList {
        subscribers,
        total,
        page,
        page_size: PAGE_SIZE,
        counts,
    }))
}

/// RFC 4180 CSV of `rows`, each cell formula-safe (see `owner::csv_cell`).
pub fn to_csv(rows: &[Subscriber]) -> String {
    let mut out =
        String::from("id,email,status,consented_at,confirmed_at,unsubscribed_at,page_path\r\n");
    for s in rows {
        let cells = [
            s.id.to_string(),
            s.email.clone(),
            s.status.clone(),
            s.consented_at.clone(),
            s.confirmed_at.clone().unwrap_or_default(),
            s.unsubscribed_at.clone().unwrap_or_default(),
            s.page_path.clone().unwrap_or_default(),
        ];
        let line: Vec<String> = cells.iter().map(|c| crate::owner::csv_cell(c)).collect();
        out.push_str(&line.join(","));
        out.push_str("\r\n");
    }
    out
}

/// `GET /api/admin/newsletter.csv?state=&q=`: every matching subscriber,
/// oldest first, as a download named for today's date in London.
async fn csv(
    owner: Owner,
    State(state): State<AppState>,
    ApiQuery(query): ApiQuery<ListQuery>,
) -> Result<Response, AppError> {
    let f = filter(&query)?;
    let rows = sqlx::query(&format!(
        "SELECT {COLUMNS} FROM newsletter_subscribers {WHERE} ORDER BY id"
    ))
    .bind(f.state)
    .bind(&f.pattern)
    .fetch_all(&state.db.pool)
    .await?;
    let subscribers: Vec<Subscriber> = rows.iter().map(subscriber).collect::<Result<_, _>>()?;
    owner
        .audit(
            &state,
            &format!(
                "exported the newsletter list ({} subscriber{})",
                subscribers.len(),
                if subscribers.len() == 1 { "" } else { "s" }
            ),
        )
        .await?;
    let day = crate::store::uk_time::day(chrono::Utc::now()).format("%Y-%m-%d");
    let disposition = format!("attachment; filename=\"newsletter-subscribers-{day}.csv\"");
    let mut response = to_csv(&subscribers).into_response();
    let h = response.headers_mut();
    h.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("text/csv; charset=utf-8"),
    );
    if let Ok(v) = HeaderValue::from_str(&disposition) {
        h.insert(header::CONTENT_DISPOSITION, v);
    }
    Ok(response)
}

/// `DELETE /api/admin/newsletter/{id}`: removes the subscriber and any
/// confirmation email to them still waiting to be sent, so removal cannot
/// be followed by a 'please confirm' in their inbox.
async fn remove(
    owner: Owner,
    State(state): State<AppState>,
    Path(id): Path<String>,
) -> Result<Response, AppError> {
    let Some(id) = id.parse::<i64>().ok().filter(|i| *i > 0) else {
        return Err(AppError::BadRequest(format!(
            "`{}` is not a subscriber id.",
            id.chars().take(40).collect::<String>()
        )));
    };
    let mut tx = state.db.begin().await?;
    let Some(row) = sqlx::query("DELETE FROM newsletter_subscribers WHERE id = $1 RETURNING email")
        .bind(id)
        .fetch_optional(&mut *tx)
        .await?
    else {
        tx.rollback().await?;
        return Err(AppError::NotFound(
            "There is no such subscriber (already removed?).".into(),
        ));
    };
    let email: String = row.try_get("email")?;
    crate::notify::outbox::forget_pending_confirmation(&mut tx, &email).await?;
    tx.commit().await?;
    owner
        .audit(&state, &format!("removed newsletter subscriber #{id}"))
        .await?;
    Ok(Json(SubscriberRemoved { removed: true }).into_response())
}

/// This module's routes (see [`super::AdminRoute`]).
pub fn routes() -> Vec<AdminRoute> {
    use axum::routing::{delete, get};
    vec![
        // Every route lists or removes people by their email: the owner's.
        AdminRoute::owner_only(Method::GET, "/newsletter", || get(list)),
        AdminRoute::owner_only(Method::GET, "/newsletter.csv", || get(csv)),
        AdminRoute::owner_only(Method::DELETE, "/newsletter/{id}", || delete(remove)),
    ]
}
