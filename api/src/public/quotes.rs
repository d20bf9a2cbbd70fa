//! The customer's private quote page (issue 33.2), rendered by the API so it
//! works without JavaScript: `GET /api/quotes/{token}` shows the quote, and
//! its two forms post to `/accept` (a typed name) and `/decline` (an
//! optional reason). Called by: whoever holds the link, the customer.
//!
//! The page is private: `noindex` (meta and `X-Robots-Tag`), `no-store`, no
//! referrer sent anywhere, no page view counted (it has no script, and the
//! page-view endpoint counts only the site's routes). The forms are refused
//! from another site (`Sec-Fetch-Site`, else `Origin`) and rate-limited per
//! client; the token in the path is the rest of the proof.
//!
//! Accepting, in one transaction: the quote is accepted with the name and
//! time, the lead is won at the quote's total through the normal lead change
//! (version, history), and the owner's email is queued; then the phone alert.
//! A quote already decided, superseded or expired changes nothing.

use crate::enquiries::history::{self, Event, Kind};
use crate::enquiries::quote::{self, Decision, StoredQuote};
use crate::enquiries::{Lead, LeadChange, Stage, change_lead};
use crate::http::client;
use crate::http::error::AppError;
use crate::mail::{OutgoingMail, templates};
use crate::notify::outbox;
use crate::state::AppState;
use crate::store::{db, uk_time};
use axum::body::Bytes;
use axum::extract::{ConnectInfo, Path, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{Html, IntoResponse, Redirect, Response};
use content_model::admin::{QuoteStatus, percent, pounds};
use std::net::SocketAddr;

/// Who a customer's decision is recorded as in the lead's history.
pub const BY_CUSTOMER: &str = "the customer (online)";
/// The longest name a customer may type to accept.
pub const NAME_MAX_CHARS: usize = 100;
/// The longest reason a customer may give to decline.
pub const REASON_MAX_CHARS: usize = 500;

/// The outbox kinds of the owner's emails about a decision.
const ACCEPTED_MAIL: &str = "quote-accepted";
const DECLINED_MAIL: &str = "quote-declined";

/// Adds what keeps the page private to any answer about a quote (and the
/// consent page's, `public::consent`).
pub(crate) fn private(mut response: Response) -> Response {
    let h = response.headers_mut();
    h.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    h.insert(
        header::REFERRER_POLICY,
        HeaderValue::from_static("no-referrer"),
    );
    h.insert(
        "x-robots-tag",
        HeaderValue::from_static("noindex, nofollow"),
    );
    response
}

fn html(status: StatusCode, body: Result<String, AppError>) -> Response {
    private(match body {
        Ok(page) => (status, Html(page)).into_response(),
        Err(e) => e.into_response(),
    })
}

/// The page for a link that opens no quote: the same whatever was wrong.
fn not_found(state: &AppState) -> Response {
    let b = templates::business(&state.cfg.site_url);
    let title = "Quote not found";
    let text = "This quote link is not recognised. Check that you copied the whole link from your email or message, or call us and we will send it again.";
    html(
        StatusCode::NOT_FOUND,
        templates::render(
            "pages/newsletter.html",
            minijinja::context! { b, title, text },
        )
        .map_err(|e| AppError::internal("quote page", e)),
    )
}

/// The quote's page, with `notice` above it when an action was refused.
fn quote_page(
    state: &AppState,
    status: StatusCode,
    q: &StoredQuote,
    token: &str,
    notice: Option<&str>,
) -> Response {
    let b = templates::business(&state.cfg.site_url);
    let today = uk_time::today();
    let shown = q.status_on(&today);
    let title = match shown {
        QuoteStatus::Sent => "Your quote",
        QuoteStatus::Accepted => "Quote accepted",
        QuoteStatus::Declined => "Quote declined",
        QuoteStatus::Superseded => "This quote has been replaced",
        QuoteStatus::Expired => "This quote has expired",
    };
    let lines: Vec<_> = q
        .lines
        .iter()
        .map(|l| minijinja::context! { description => l.description, amount => pounds(l.amount_pence) })
        .collect();
    let ctx = minijinja::context! {
        b,
        title,
        notice,
        notice_good => false,
        state => shown.as_str(),
        id => q.enquiry_id,
        version => q.version,
        lines,
        total => pounds(q.total_pence),
        vat => pounds(q.vat_pence()),
        vat_rate => percent(q.vat_rate_bp),
        vat_number => q.vat_number,
        valid_until => uk_time::long_day(&q.valid_until),
        decided_at => q.decided_at.as_deref().map(uk_time::wall_clock),
        accepted_name => q.accepted_name,
        token,
    };
    html(
        status,
        templates::render("pages/quote.html", ctx).map_err(|e| AppError::internal("quote page", e)),
    )
}

/// Why a decision changed nothing, in plain words.
fn unchanged(shown: QuoteStatus) -> &'static str {
    match shown {
        QuoteStatus::Accepted => {
            "You have already accepted this quote, so nothing has changed. Call us if anything is not right."
        }
        QuoteStatus::Declined => {
            "You declined this quote earlier, so nothing has changed. Call us if you would like to go ahead after all."
        }
        QuoteStatus::Superseded => {
            "This quote has been replaced by a newer version, so nothing has changed. Call us and we will help."
        }
        QuoteStatus::Expired => {
            "This quote has expired, so nothing has changed. Call us and we will confirm the price with you."
        }
        QuoteStatus::Sent => "Nothing has changed. Please try again.",
    }
}

/// The quote `token` opens, or the answer to give instead (404, or an error).
async fn find(state: &AppState, token: &str) -> Result<StoredQuote, Response> {
    let found = async { quote::by_token(&mut *state.db.pool.acquire().await?, token).await };
    match found.await {
        Ok(Some(q)) => Ok(q),
        Ok(None) => Err(not_found(state)),
        Err(e) => Err(private(AppError::from(e).into_response())),
    }
}

/// `GET /api/quotes/{token}`.
pub async fn show(State(state): State<AppState>, Path(token): Path<String>) -> Response {
    match find(&state, &token).await {
        Ok(q) => quote_page(&state, StatusCode::OK, &q, &token, None),
        Err(answer) => answer,
    }
}

/// A form from this site's own page: the browser says so (`Sec-Fetch-Site`),
/// or, from one too old to, `Origin` is the site's. `Origin` alone cannot
/// decide: with `no-referrer` a browser sends `Origin: null` on its POSTs.
pub(crate) fn from_our_page(headers: &HeaderMap, state: &AppState) -> bool {
    match headers.get("sec-fetch-site") {
        Some(site) => site.as_bytes() == b"same-origin",
        None => headers
            .get(header::ORIGIN)
            .is_some_and(|o| o.as_bytes() == state.cfg.site_origin().as_bytes()),
    }
}

/// The form's one field, trimmed; the text rule applied first (a raw body).
pub(crate) fn field(body: &Bytes, name: &str) -> Result<String, AppError> {
    crate::http::text::check_form(body)
        .map_err(|refused| crate::http::text::Refused::in_body(vec![refused]))?;
    let form: Vec<(String, String)> = serde_urlencoded::from_bytes(body)
        .map_err(|_| AppError::BadRequest("The form could not be read.".into()))?;
    Ok(form
        .into_iter()
        .find(|(k, _)| k == name)
        .map(|(_, v)| v.trim().to_string())
        .unwrap_or_default())
}

/// The checks every decision passes first: same site, rate limit.
async fn guard(state: &AppState, peer: SocketAddr, headers: &HeaderMap) -> Result<(), Response> {
    if !from_our_page(headers, state) {
        return Err(private(
            AppError::Forbidden("This form can only be sent from the quote's own page.".into())
                .into_response(),
        ));
    }
    let addr = client::address(peer, headers, &state.cfg.trust_proxy);
    if state.quote_limiter.check(addr).await.is_err() {
        return Err(private(
            AppError::RateLimited(format!(
                "Too many tries from this connection. Please call us on {}.",
                content::business().phone.display()
            ))
            .into_response(),
        ));
    }
    Ok(())
}

/// `POST /api/quotes/{token}/accept` `name=...`.
pub async fn accept(
    State(state): State<AppState>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    Path(token): Path<String>,
    headers: HeaderMap,
    body: Bytes,
) -> Response {
    if let Err(refused) = guard(&state, peer, &headers).await {
        return refused;
    }
    let name = match field(&body, "name") {
        Ok(n) => n,
        Err(e) => return private(e.into_response()),
    };
    let problem = if name.is_empty() {
        Some("Type your name to accept the quote.".to_string())
    } else if name.chars().count() > NAME_MAX_CHARS {
        Some(format!(
            "Your name can be at most {NAME_MAX_CHARS} characters."
        ))
    } else if name.chars().any(char::is_control) {
        Some("Type your name on one line.".to_string())
    } else {
        None
    };
    decide(&state, &token, Decision::Accept { name: &name }, problem).await
}

/// `POST /api/quotes/{token}/decline` `reason=...` (optional).
pub async fn decline(
    State(state): State<AppState>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    Path(token): Path<String>,
    headers: HeaderMap,
    body: Bytes,
) -> Response {
    if let Err(refused) = guard(&state, peer, &headers).await {
        return refused;
    }
    let reason = match field(&body, "reason") {
        Ok(r) => r.replace("\r\n", "\n"),
        Err(e) => return private(e.into_response()),
    };
    let problem = (reason.chars().count() > REASON_MAX_CHARS)
        .then(|| format!("Please keep the reason to {REASON_MAX_CHARS} characters."))
        .or_else(|| {
            reason
                .chars()
                .any(|c| c.is_control() && c != '\n')
                .then(|| "The reason cannot contain control characters.".to_string())
        });
    let reason = Some(reason.as_str()).filter(|r| !r.is_empty());
    decide(&state, &token, Decision::Decline { reason }, problem).await
}

/// Records `decision` (unless `problem` says what to fix) and answers: back
/// to the page (303) when it was recorded, the page with the reason when not.
async fn decide(
    state: &AppState,
    token: &str,
    decision: Decision<'_>,
    problem: Option<String>,
) -> Response {
    let q = match find(state, token).await {
        Ok(q) => q,
        Err(answer) => return answer,
    };
    if let Some(problem) = problem {
        return quote_page(
            state,
            StatusCode::UNPROCESSABLE_ENTITY,
            &q,
            token,
            Some(&problem),
        );
    }
    // A change made by the owner between reading the lead and changing it
    // (PostgreSQL lets one in) undoes the whole try: try again, a few times.
    for _ in 0..3 {
        match record(state, &q, &decision).await {
            Ok(Recorded::Done(lead)) => {
                after(state, &q, &decision, &lead).await;
                return private(Redirect::to(&format!("/api/quotes/{token}")).into_response());
            }
            Ok(Recorded::Unchanged) => {
                let now = match find(state, token).await {
                    Ok(now) => now,
                    Err(answer) => return answer,
                };
                let shown = now.status_on(&uk_time::today());
                return quote_page(
                    state,
                    StatusCode::CONFLICT,
                    &now,
                    token,
                    Some(unchanged(shown)),
                );
            }
            Ok(Recorded::Raced) => continue,
            Err(e) => return private(e.into_response()),
        }
    }
    private(
        AppError::Unavailable("We could not record that just now. Please try again.".into())
            .into_response(),
    )
}

enum Recorded {
    /// Recorded; the lead as it was before.
    Done(Box<Lead>),
    /// The quote was no longer open: nothing changed.
    Unchanged,
    /// The lead changed under us: nothing was kept, try again.
    Raced,
}

/// The decision, the lead change, its history and the owner's email, in one
/// transaction that starts with a write (SQLite then waits for its turn
/// rather than failing a read that turns into a write).
async fn record(
    state: &AppState,
    q: &StoredQuote,
    decision: &Decision<'_>,
) -> Result<Recorded, AppError> {
    let now = db::now();
    let today = uk_time::today();
    let mut tx = state.db.begin().await?;
    if !quote::decide(&mut tx, q.id, *decision, &now, &today).await? {
        return Ok(Recorded::Unchanged);
    }
    let Some(lead) = sqlx::query_as::<_, Lead>("SELECT * FROM enquiries WHERE id = $1")
        .bind(q.enquiry_id)
        .fetch_optional(&mut *tx)
        .await?
    else {
        return Err(AppError::broken(
            "quote decision",
            "the quote's lead is gone",
        ));
    };
    let total = pounds(q.total_pence);
    let (change, event_kind, from, to, note, mail_kind) = match decision {
        Decision::Accept { name } => (
            LeadChange::QuoteAccepted {
                from: lead.stage.as_str(),
                pence: q.total_pence,
                at: &now,
            },
            Kind::Stage,
            Some(lead.stage.as_str()),
            Some(Stage::Won.as_str()),
            format!("Accepted quote v{} ({total}) online: {name}", q.version),
            ACCEPTED_MAIL,
        ),
        Decision::Decline { reason } => (
            LeadChange::Touch,
            Kind::Quote,
            None,
            None,
            match reason {
                Some(r) => format!("Declined quote v{} ({total}) online: {r}", q.version),
                None => format!(
                    "Declined quote v{} ({total}) online (no reason given)",
                    q.version
                ),
            },
            DECLINED_MAIL,
        ),
    };
    if !change_lead(&mut tx, lead.e.id, lead.version, change).await? {
        return Ok(Recorded::Raced);
    }
    history::record(
        &mut tx,
        lead.e.id,
        BY_CUSTOMER,
        &now,
        Event {
            kind: event_kind,
            from,
            to,
            note: Some(&note),
            amount_pence: None,
            reason: None,
        },
    )
    .await?;
    let mail = owner_email(state, &lead, q, decision, &now)?;
    outbox::enqueue(&mut tx, mail_kind, Some(&lead.e), &mail).await?;
    tx.commit().await?;
    Ok(Recorded::Done(Box::new(lead)))
}

/// The owner's email about the decision: to where enquiries are notified,
/// Reply-To the customer's address when they gave one.
fn owner_email(
    state: &AppState,
    lead: &Lead,
    q: &StoredQuote,
    decision: &Decision<'_>,
    at: &str,
) -> Result<OutgoingMail, AppError> {
    let (accepted, name, reason) = match decision {
        Decision::Accept { name } => (true, Some(*name), None),
        Decision::Decline { reason } => (false, None, *reason),
    };
    let id = lead.e.id;
    let ctx = minijinja::context! {
        accepted, name, reason, id,
        service => lead.e.service,
        version => q.version,
        total => pounds(q.total_pence),
        at => uk_time::wall_clock(at),
        lead_url => format!("{}/admin#/leads/{id}", state.cfg.site_url.trim_end_matches('/')),
    };
    let render =
        |n: &str| templates::render(n, &ctx).map_err(|m| AppError::internal("mail template", m));
    Ok(OutgoingMail {
        to: state.notify_email.clone(),
        reply_to: lead.e.email.clone(),
        subject: format!(
            "Quote {} #{id}: {} ({})",
            if accepted { "accepted" } else { "declined" },
            lead.e.service,
            pounds(q.total_pence)
        ),
        text: render("mail/quote-decided.txt")?,
        html: render("mail/quote-decided.html")?,
        list_unsubscribe: None,
    })
}

/// After the commit: wake the mailer and, for an acceptance, alert the phones.
async fn after(state: &AppState, q: &StoredQuote, decision: &Decision<'_>, lead: &Lead) {
    state.wake_mailer.notify_one();
    if let Decision::Accept { name } = decision {
        crate::notify::push::quote_accepted(
            &state.db,
            &state.cfg,
            &state.push,
            &lead.e,
            name,
            q.version,
            q.total_pence,
        )
        .await;
    }
}
