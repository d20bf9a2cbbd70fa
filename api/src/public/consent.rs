//! The customer's consent page (issue 34.3), rendered by the API so it works
//! without JavaScript: `GET /api/consent/{token}` shows exactly what would be
//! published (`proof::shown`), its photographs come from
//! `/api/consent/{token}/photos/{id}`, and its forms post to `/answer`
//! (agree, agree without the neighbourhood, decline) and `/withdraw`.
//! Called by: whoever holds the link, the customer.
//!
//! Private as the quote page is (`public::quotes`): `noindex`, `no-store`, no
//! referrer, no script; forms refused from another site and rate-limited per
//! client; a link that opens nothing (unknown or superseded) gets the same
//! 404 by the same path, and those misses are rate-limited too, so guessing
//! costs a guesser their budget.
//!
//! The answer form carries the hash of the page it was rendered with: if the
//! job changed while the customer read it, nothing is recorded and the page
//! shows the new version (409). An agreement records the hash of what would
//! be published, so any later edit needs a new agreement.

use super::quotes::{field, from_our_page, private};
use crate::enquiries::Lead;
use crate::enquiries::history::{self, Event, Kind};
use crate::http::client;
use crate::http::error::AppError;
use crate::mail::{OutgoingMail, templates};
use crate::notify::{outbox, push};
use crate::proof::consent::{self, Answer, Consent};
use crate::proof::shown::Shown;
use crate::state::AppState;
use crate::store::{db, uk_time};
use axum::body::Bytes;
use axum::extract::{ConnectInfo, Path, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{Html, IntoResponse, Redirect, Response};
use sqlx::Row;
use std::net::SocketAddr;

/// Who the customer's withdrawal is recorded as in the lead's history.
pub const BY_CUSTOMER: &str = super::quotes::BY_CUSTOMER;
/// The outbox kind of the owner's email about a withdrawal.
const WITHDRAWN_MAIL: &str = "consent-withdrawn";

fn html(status: StatusCode, body: Result<String, AppError>) -> Response {
    private(match body {
        Ok(page) => (status, Html(page)).into_response(),
        Err(e) => e.into_response(),
    })
}

fn internal(e: impl Into<AppError>) -> Response {
    private(e.into().into_response())
}

/// The page for a link that opens nothing: the same whatever was wrong.
fn not_found(state: &AppState) -> Response {
    let b = templates::business(&state.cfg.site_url);
    let title = "Link not found";
    let text = "This link is not recognised, or it has been replaced by a newer one. Check that you copied the whole link from your email or message, or call us and we will send it again.";
    html(
        StatusCode::NOT_FOUND,
        templates::render(
            "pages/newsletter.html",
            minijinja::context! { b, title, text },
        )
        .map_err(|e| AppError::internal("consent page", e)),
    )
}

/// One more try from this client: refused (429) once it has used its budget.
async fn limited(state: &AppState, peer: SocketAddr, headers: &HeaderMap) -> Option<Response> {
    let addr = client::address(peer, headers, &state.cfg.trust_proxy);
    if state.quote_limiter.check(addr).await.is_err() {
        return Some(private(
            AppError::RateLimited(format!(
                "Too many tries from this connection. Please call us on {}.",
                content::business().phone.display()
            ))
            .into_response(),
        ));
    }
    None
}

/// The row `token` opens (never a superseded one), or the answer to give
/// instead: a miss counts against the client's budget, then 404.
async fn find(
    state: &AppState,
    peer: SocketAddr,
    headers: &HeaderMap,
    token: &str,
) -> Result<Consent, Response> {
    match consent::by_token(&state.db, token).await {
        Ok(Some(c)) if c.status != "superseded" => Ok(c),
        Ok(_) => Err(limited(state, peer, headers)
            .await
            .unwrap_or_else(|| not_found(state))),
        Err(e) => Err(internal(e)),
    }
}

/// '2 hours', '1 day'; nothing when no time was given.
fn took(s: &Shown) -> Option<String> {
    let unit = if s.took_unit == "days" { "day" } else { "hour" };
    (s.took_amount > 0).then(|| {
        let plural = if s.took_amount == 1 { "" } else { "s" };
        format!("{} {unit}{plural}", s.took_amount)
    })
}

/// The page for row `c` showing `shown`, with `notice` above it.
fn page(
    state: &AppState,
    status: StatusCode,
    c: &Consent,
    shown: &Shown,
    token: &str,
    notice: Option<(&str, bool)>,
) -> Response {
    let agreed_hash = shown.hash(c.with_neighbourhood);
    let (title, state_name) = match c.status.as_str() {
        "agreed" => ("You agreed to us showing your job", "agreed"),
        "declined" => ("You said no", "declined"),
        "withdrawn" => ("Agreement withdrawn", "withdrawn"),
        _ => ("May we show your job on our website?", "asked"),
    };
    let photos: Vec<_> = shown
        .photos
        .iter()
        .map(|p| {
            minijinja::context! {
                id => p.id, alt => p.alt, caption => p.caption,
                width => p.width, height => p.height,
            }
        })
        .collect();
    let job = minijinja::context! {
        service => shown.service_name,
        area => shown.area_name,
        month => shown.month_display,
        property => shown.property_name,
        took => took(shown),
        problem => shown.problem,
        work_done => shown.work_done,
        outcome => shown.outcome,
        photos,
    };
    let ctx = minijinja::context! {
        b => templates::business(&state.cfg.site_url),
        title,
        notice => notice.map(|n| n.0),
        notice_good => notice.is_some_and(|n| n.1),
        state => state_name,
        token,
        hash => shown.hash(true),
        job,
        neighbourhood => shown.neighbourhood.as_ref().map(|n| n.1.clone()),
        with_neighbourhood => c.with_neighbourhood,
        changed => c.shown_hash.as_deref() != Some(agreed_hash.as_str()),
        decided_at => c.decided_at.as_deref().map(uk_time::wall_clock),
        withdrawn_at => c.withdrawn_at.as_deref().map(uk_time::wall_clock),
    };
    html(
        status,
        templates::render("pages/consent.html", ctx)
            .map_err(|e| AppError::internal("consent page", e)),
    )
}

/// The draft row `c` is about, or the 404 (its job was deleted).
async fn shown_of(state: &AppState, c: &Consent) -> Result<Shown, Response> {
    match Shown::load(&state.db, c.draft_id).await {
        Ok(Some(s)) => Ok(s),
        Ok(None) => Err(not_found(state)),
        Err(e) => Err(internal(e)),
    }
}

/// `GET /api/consent/{token}`.
pub async fn show(
    State(state): State<AppState>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    Path(token): Path<String>,
    headers: HeaderMap,
) -> Response {
    let c = match find(&state, peer, &headers, &token).await {
        Ok(c) => c,
        Err(answer) => return answer,
    };
    match shown_of(&state, &c).await {
        Ok(s) => page(&state, StatusCode::OK, &c, &s, &token, None),
        Err(answer) => answer,
    }
}

/// `GET /api/consent/{token}/photos/{id}`: one of that job's photographs,
/// only while the link is waiting for an answer or holds an agreement.
pub async fn photo(
    State(state): State<AppState>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    Path((token, id)): Path<(String, String)>,
    headers: HeaderMap,
) -> Response {
    let c = match find(&state, peer, &headers, &token).await {
        Ok(c) if c.status == "asked" || c.status == "agreed" => c,
        Ok(_) => return not_found(&state),
        Err(answer) => return answer,
    };
    let Some(id) = id.parse::<i64>().ok().filter(|id| *id > 0) else {
        return not_found(&state);
    };
    let row =
        sqlx::query("SELECT bytes, content_type FROM job_photos WHERE id = $1 AND draft_id = $2")
            .bind(id)
            .bind(c.draft_id)
            .fetch_optional(&state.db.pool)
            .await;
    let (bytes, stored_type) = match row.and_then(|r| {
        r.map(|r| {
            Ok((
                r.try_get::<Vec<u8>, _>("bytes")?,
                r.try_get::<String, _>("content_type")?,
            ))
        })
        .transpose()
    }) {
        Ok(Some(found)) => found,
        Ok(None) => return not_found(&state),
        Err(e) => return internal(e),
    };
    // Photographs are stored re-encoded as JPEG; anything else stored is
    // sent as bytes to download, never as something a browser would run.
    let content_type = if stored_type == "image/jpeg" {
        "image/jpeg"
    } else {
        "application/octet-stream"
    };
    let mut response = private(bytes.into_response());
    let h = response.headers_mut();
    h.insert(header::CONTENT_TYPE, HeaderValue::from_static(content_type));
    h.insert(
        header::CACHE_CONTROL,
        HeaderValue::from_static("private, no-store"),
    );
    h.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    response
}

/// The checks every form passes first: same site, rate limit.
async fn guard(state: &AppState, peer: SocketAddr, headers: &HeaderMap) -> Result<(), Response> {
    if !from_our_page(headers, state) {
        return Err(private(
            AppError::Forbidden("This form can only be sent from its own page.".into())
                .into_response(),
        ));
    }
    match limited(state, peer, headers).await {
        Some(refused) => Err(refused),
        None => Ok(()),
    }
}

/// `POST /api/consent/{token}/answer` `answer=agree|agree-without-neighbourhood|decline&shown=<hash>`.
pub async fn answer(
    State(state): State<AppState>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    Path(token): Path<String>,
    headers: HeaderMap,
    body: Bytes,
) -> Response {
    if let Err(refused) = guard(&state, peer, &headers).await {
        return refused;
    }
    let (choice, seen) = match (field(&body, "answer"), field(&body, "shown")) {
        (Ok(a), Ok(s)) => (a, s),
        (Err(e), _) | (_, Err(e)) => return private(e.into_response()),
    };
    let c = match find(&state, peer, &headers, &token).await {
        Ok(c) => c,
        Err(answer) => return answer,
    };
    let shown = match shown_of(&state, &c).await {
        Ok(s) => s,
        Err(answer) => return answer,
    };
    let answer = match choice.as_str() {
        "agree" => Answer::Agree {
            with_neighbourhood: true,
        },
        "agree-without-neighbourhood" => Answer::Agree {
            with_neighbourhood: false,
        },
        "decline" => Answer::Decline,
        _ => {
            let notice = "Please choose one of the three buttons below.";
            return page(
                &state,
                StatusCode::UNPROCESSABLE_ENTITY,
                &c,
                &shown,
                &token,
                Some((notice, false)),
            );
        }
    };
    if c.status != "asked" {
        let notice = "You have already answered on this link, so nothing has changed.";
        return page(
            &state,
            StatusCode::CONFLICT,
            &c,
            &shown,
            &token,
            Some((notice, false)),
        );
    }
    if seen != shown.hash(true) {
        let notice = "This changed while you were reading it, so nothing has been recorded. Here is the new version: please read it again and choose.";
        return page(
            &state,
            StatusCode::CONFLICT,
            &c,
            &shown,
            &token,
            Some((notice, false)),
        );
    }
    let recorded = async {
        let mut conn = state.db.pool.acquire().await?;
        consent::decide(&mut conn, c.id, &shown, answer, &db::now()).await
    };
    match recorded.await {
        Ok(true) => private(Redirect::to(&format!("/api/consent/{token}")).into_response()),
        Ok(false) => {
            let notice = "You have already answered on this link, so nothing has changed.";
            page(
                &state,
                StatusCode::CONFLICT,
                &c,
                &shown,
                &token,
                Some((notice, false)),
            )
        }
        Err(e) => internal(e),
    }
}

/// `POST /api/consent/{token}/withdraw`: at any time after agreeing.
pub async fn withdraw(
    State(state): State<AppState>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    Path(token): Path<String>,
    headers: HeaderMap,
) -> Response {
    if let Err(refused) = guard(&state, peer, &headers).await {
        return refused;
    }
    let c = match find(&state, peer, &headers, &token).await {
        Ok(c) => c,
        Err(answer) => return answer,
    };
    let shown = match shown_of(&state, &c).await {
        Ok(s) => s,
        Err(answer) => return answer,
    };
    let lead = match Lead::find(&state.db, shown.enquiry_id).await {
        Ok(Some(l)) => l,
        Ok(None) => return not_found(&state),
        Err(e) => return internal(e),
    };
    match record_withdrawal(&state, &c, &lead).await {
        Ok(true) => {
            state.wake_mailer.notify_one();
            let alert = push::Alert::consent_withdrawn(&lead.e);
            push::about_lead(
                &state.db,
                &state.cfg,
                &state.push,
                push::Kind::ConsentWithdrawn,
                lead.e.id,
                &alert,
            )
            .await;
            private(Redirect::to(&format!("/api/consent/{token}")).into_response())
        }
        Ok(false) => {
            let notice = if c.status == "withdrawn" {
                "You have already withdrawn your agreement, so nothing has changed."
            } else {
                "There is no agreement on this link to withdraw, so nothing has changed."
            };
            page(
                &state,
                StatusCode::CONFLICT,
                &c,
                &shown,
                &token,
                Some((notice, false)),
            )
        }
        Err(e) => internal(e),
    }
}

/// The withdrawal, its history and the owner's email, kept or lost together.
async fn record_withdrawal(state: &AppState, c: &Consent, lead: &Lead) -> Result<bool, AppError> {
    let now = db::now();
    let mut tx = state.db.begin().await?;
    if !consent::withdraw(&mut tx, c, &now).await? {
        return Ok(false);
    }
    history::record(
        &mut tx,
        lead.e.id,
        BY_CUSTOMER,
        &now,
        Event {
            note: Some("Withdrew their agreement to show the job"),
            ..Event::of(Kind::ConsentWithdrawn)
        },
    )
    .await?;
    let id = lead.e.id;
    let ctx = minijinja::context! {
        id,
        service => lead.e.service,
        at => uk_time::wall_clock(&now),
        lead_url => format!("{}/admin#/leads/{id}", state.cfg.site_url.trim_end_matches('/')),
    };
    let render =
        |n: &str| templates::render(n, &ctx).map_err(|m| AppError::internal("mail template", m));
    let mail = OutgoingMail {
        to: state.notify_email.clone(),
        reply_to: lead.e.email.clone(),
        subject: format!("Consent withdrawn #{id}: {}", lead.e.service),
        text: render("mail/consent-withdrawn.txt")?,
        html: render("mail/consent-withdrawn.html")?,
        list_unsubscribe: None,
    };
    outbox::enqueue(&mut tx, WITHDRAWN_MAIL, Some(&lead.e), &mail).await?;
    tx.commit().await?;
    Ok(true)
}
