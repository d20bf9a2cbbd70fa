//! Newsletter with double opt-in (decision 16): signup stores the address and
//! the time of consent and emails a confirmation link; every email carries an
//! unsubscribe link.

use crate::http::client;
use crate::http::error::AppError;
use crate::http::extract::{ApiQuery, FormOrJson, FromForm};
use crate::mail::OutgoingMail;
use crate::mail::templates;
use crate::notify::outbox;
use crate::state::AppState;
use crate::store::db;
use crate::store::tokens::random_token;
use axum::Json;
use axum::body::Bytes;
use axum::extract::{ConnectInfo, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{Html, IntoResponse, Response};
use content_model::NewsletterSignup;
use serde::Deserialize;
use sqlx::Row;
use std::collections::HashMap;
use std::net::SocketAddr;

const OK_MESSAGE: &str =
    "Thanks. Please check your inbox and click the link to confirm your subscription.";

/// A signup form's fields are the JSON fields.
impl FromForm for NewsletterSignup {
    type Form = NewsletterSignup;
    fn from_form(form: NewsletterSignup) -> NewsletterSignup {
        form
    }
}

pub async fn signup(
    State(state): State<AppState>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    request: FormOrJson<NewsletterSignup>,
) -> Response {
    let form = request.is_form();
    match handle_signup(&state, peer, &headers, request.value).await {
        Ok(()) if form => page(&state, StatusCode::OK, "Check your inbox", OK_MESSAGE, None),
        Ok(()) => Json(content_model::ContactResponse {
            success: true,
            id: None,
            error: None,
            fields: None,
            message: Some(OK_MESSAGE.into()),
        })
        .into_response(),
        Err(AppError::Invalid { message, .. }) if form => page(
            &state,
            StatusCode::UNPROCESSABLE_ENTITY,
            "Please check your email address",
            &message,
            None,
        ),
        Err(e) => e.into_response(),
    }
}

/// How long a pending address waits before a new signup sends it another
/// confirmation email.
const RESEND_CONFIRMATION_AFTER: std::time::Duration = std::time::Duration::from_secs(24 * 60 * 60);

/// The mailbox an address delivers to: lowercased, without a plus tag
/// (`Name+news@example.com` is `name@example.com`), as most mail services
/// deliver every tagged address to the untagged one.
pub fn mailbox_of(email: &str) -> String {
    let email = email.trim().to_lowercase();
    match email.rsplit_once('@') {
        Some((local, domain)) => {
            let untagged = local.split('+').next().unwrap_or(local);
            format!("{untagged}@{domain}")
        }
        None => email,
    }
}

async fn handle_signup(
    state: &AppState,
    peer: SocketAddr,
    headers: &HeaderMap,
    signup: NewsletterSignup,
) -> Result<(), AppError> {
    if signup
        .website
        .as_deref()
        .is_some_and(|w| !w.trim().is_empty())
    {
        tracing::info!("newsletter signup ignored (honeypot)");
        return Ok(());
    }
    let email = signup.validate().map_err(|fields| AppError::Invalid {
        message: fields
            .get("email")
            .map(|e| e.message.clone())
            .unwrap_or_else(|| "Enter your email address".into()),
        fields,
    })?;
    let addr = client::address(peer, headers, &state.cfg.trust_proxy);
    if state.newsletter_limiter.check(addr).await.is_err() {
        return Err(AppError::RateLimited(
            "Too many signups from this connection. Please try again later.".into(),
        ));
    }

    let mut tx = state.db.begin().await?;
    // Take the write lock before reading. On SQLite a transaction that reads
    // and then writes fails at once ('database is locked') when another
    // connection, such as the mail worker or the retention purge, wrote in
    // between; a transaction that writes first waits its turn instead.
    sqlx::query("UPDATE newsletter_subscribers SET status = status WHERE email = $1")
        .bind(&email)
        .execute(&mut *tx)
        .await?;
    let existing = sqlx::query(
        "SELECT status, token, consented_at FROM newsletter_subscribers WHERE email = $1",
    )
    .bind(&email)
    .fetch_optional(&mut *tx)
    .await?;
    // One confirmation email a day per mailbox, however often (and from
    // however many connections) it is signed up, and however its address is
    // spelled: the form must not become a way to flood someone's inbox.
    let resend_after = db::timestamp_ago(RESEND_CONFIRMATION_AFTER);
    let mailbox = mailbox_of(&email);
    let sibling_asked_recently = sqlx::query(
        "SELECT 1 FROM newsletter_subscribers WHERE mailbox = $1 AND email <> $2 AND consented_at > $3 LIMIT 1",
    )
    .bind(&mailbox)
    .bind(&email)
    .bind(&resend_after)
    .fetch_optional(&mut *tx)
    .await?
    .is_some();
    if sibling_asked_recently {
        return Ok(());
    }
    let token = match existing {
        // Already confirmed: say the same as for a new address, send nothing.
        Some(row) if row.try_get::<String, _>("status")? == "confirmed" => return Ok(()),
        // Pending and asked to confirm recently: the same answer, no new email.
        Some(row)
            if row.try_get::<String, _>("status")? == "pending"
                && row.try_get::<String, _>("consented_at")? > resend_after =>
        {
            return Ok(());
        }
        Some(row) => {
            let token: String = row.try_get("token")?;
            sqlx::query("UPDATE newsletter_subscribers SET status = 'pending', consented_at = $1, unsubscribed_at = NULL, mailbox = $3 WHERE email = $2")
                .bind(db::now())
                .bind(&email)
                .bind(&mailbox)
                .execute(&mut *tx)
                .await?;
            token
        }
        None => {
            let token = random_token();
            sqlx::query("INSERT INTO newsletter_subscribers (email, status, token, consented_at, page_path, mailbox) VALUES ($1, 'pending', $2, $3, $4, $5)")
                .bind(&email)
                .bind(&token)
                .bind(db::now())
                .bind(signup.page_path.as_deref().filter(|p| p.starts_with('/')).map(|p| p.chars().take(300).collect::<String>()))
                .bind(&mailbox)
                .execute(&mut *tx)
                .await?;
            token
        }
    };
    let base = state.cfg.site_url.trim_end_matches('/');
    let confirm_url = format!("{base}/api/newsletter/confirm?token={token}");
    let unsubscribe_url = format!("{base}/api/newsletter/unsubscribe?token={token}");
    let b = templates::business(&state.cfg.site_url);
    let ctx = minijinja::context! { b, confirm_url, unsubscribe_url };
    let mail = OutgoingMail {
        to: email,
        reply_to: None,
        subject: format!(
            "Please confirm your subscription to {}",
            content::business().name
        ),
        text: templates::render("mail/newsletter-confirm.txt", &ctx)
            .map_err(|e| AppError::internal("template", e))?,
        html: templates::render("mail/newsletter-confirm.html", &ctx)
            .map_err(|e| AppError::internal("template", e))?,
        list_unsubscribe: Some(unsubscribe_url),
    };
    outbox::enqueue(&mut tx, "newsletter-confirm", None, &mail).await?;
    tx.commit().await?;
    state.wake_mailer.notify_one();
    Ok(())
}

#[derive(Deserialize)]
pub struct TokenQuery {
    token: String,
}

fn page(
    state: &AppState,
    status: StatusCode,
    title: &str,
    text: &str,
    unsubscribe_token: Option<&str>,
) -> Response {
    let b = templates::business(&state.cfg.site_url);
    match templates::render(
        "pages/newsletter.html",
        minijinja::context! { b, title, text, unsubscribe_token },
    ) {
        Ok(html) => (status, Html(html)).into_response(),
        Err(e) => AppError::internal("newsletter page", e).into_response(),
    }
}

/// The link in the confirmation email.
pub async fn confirm(State(state): State<AppState>, ApiQuery(q): ApiQuery<TokenQuery>) -> Response {
    let result = sqlx::query("UPDATE newsletter_subscribers SET status = 'confirmed', confirmed_at = $1 WHERE token = $2 AND status <> 'unsubscribed'")
        .bind(db::now())
        .bind(&q.token)
        .execute(&state.db.pool)
        .await;
    match result {
        Ok(r) if r.rows_affected() == 1 => page(
            &state,
            StatusCode::OK,
            "Subscription confirmed",
            "Thank you. You will receive our seasonal home maintenance tips. Every email has a link to unsubscribe.",
            None,
        ),
        Ok(_) => page(
            &state,
            StatusCode::NOT_FOUND,
            "Link not recognised",
            "This confirmation link is not valid, or the address has been unsubscribed. You can sign up again on our blog.",
            None,
        ),
        Err(e) => AppError::from(e).into_response(),
    }
}

/// GET shows a button (so mail scanners following links unsubscribe nobody);
/// POST unsubscribes, including one-click unsubscribe from mail clients.
pub async fn unsubscribe_page(
    State(state): State<AppState>,
    ApiQuery(q): ApiQuery<TokenQuery>,
) -> Response {
    page(
        &state,
        StatusCode::OK,
        "Unsubscribe",
        "Press the button to stop receiving our emails.",
        Some(&q.token),
    )
}

pub async fn unsubscribe(
    State(state): State<AppState>,
    ApiQuery(query): ApiQuery<HashMap<String, String>>,
    body: Bytes,
) -> Response {
    // A raw body, so the text rule is applied here: the token is a link's.
    if let Err(refused) = crate::http::text::check_form(&body) {
        return refused.in_link().into_response();
    }
    let form: HashMap<String, String> = serde_urlencoded::from_bytes(&body).unwrap_or_default();
    let Some(token) = form.get("token").or_else(|| query.get("token")).cloned() else {
        return AppError::BadRequest("The unsubscribe link is incomplete.".into()).into_response();
    };
    let result = sqlx::query("UPDATE newsletter_subscribers SET status = 'unsubscribed', unsubscribed_at = $1 WHERE token = $2")
        .bind(db::now())
        .bind(&token)
        .execute(&state.db.pool)
        .await;
    match result {
        Ok(r) if r.rows_affected() == 1 => page(
            &state,
            StatusCode::OK,
            "You have been unsubscribed",
            "You will not receive any more emails from us.",
            None,
        ),
        Ok(_) => page(
            &state,
            StatusCode::NOT_FOUND,
            "Link not recognised",
            "This unsubscribe link is not valid.",
            None,
        ),
        Err(e) => AppError::from(e).into_response(),
    }
}

/// The columns [`subscriber`] reads. The owner's list and a subject access
/// export both read subscribers this way, so it lives with the newsletter.
pub const COLUMNS: &str =
    "id, email, status, consented_at, confirmed_at, unsubscribed_at, page_path";

/// A subscriber as the owner's API sends it, from a row of [`COLUMNS`].
pub fn subscriber(r: &sqlx::any::AnyRow) -> Result<content_model::admin::Subscriber, sqlx::Error> {
    use sqlx::Row;
    Ok(content_model::admin::Subscriber {
        id: r.try_get("id")?,
        email: r.try_get("email")?,
        status: r.try_get("status")?,
        consented_at: r.try_get("consented_at")?,
        confirmed_at: r.try_get("confirmed_at")?,
        unsubscribed_at: r.try_get("unsubscribed_at")?,
        page_path: r.try_get("page_path")?,
    })
}
