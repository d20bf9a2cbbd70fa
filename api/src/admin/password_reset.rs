//! Password reset by an emailed link (issue 23.8). The owner asks for a link
//! with their email address; the account, if there is one, is sent a link to
//! `/admin/#reset=<token>` (in the fragment, so the token never reaches a
//! server log or a `Referer`). The token is 256 random bits, stored only as
//! its SHA-256, works once and for 30 minutes. Choosing a new password with
//! it ends every session, forgets every known device and kills the account's
//! other links, in one transaction. A second factor is left as it is: the
//! owner signs in afterwards as usual, code included, so someone who can read
//! the owner's mail still cannot get in without the authenticator app.
//!
//! Both routes are public (no session) and, like sign-in, take only requests
//! from the site's own pages ([`SameOrigin`]). Asking for a link answers the
//! same 202, after the same time, whether or not the address has an account.

use super::AdminRoute;
use super::accounts::{self, NewPassword, OwnerEmail};
use super::limits::{self, now_ms};
use super::session::{SameOrigin, random_hex_256, token_hash};
use crate::http::client;
use crate::http::error::AppError;
use crate::http::extract::JsonBody;
use crate::mail::OutgoingMail;
use crate::state::AppState;
use axum::Json;
use axum::extract::{ConnectInfo, State};
use axum::http::{HeaderMap, Method, StatusCode};
use axum::response::{IntoResponse, Response};
use content_model::admin::{Done, ResetCompletion, ResetRequest};
use sqlx::Row;
use std::net::{IpAddr, SocketAddr};
use std::time::Duration;

/// `POST /password-reset` `{email}`: asks for a link.
pub const REQUEST: (Method, &str) = (Method::POST, "/password-reset");
/// `POST /password-reset/complete` `{token, password}`: uses it.
pub const COMPLETE: (Method, &str) = (Method::POST, "/password-reset/complete");

/// The outbox kind of the email with the link.
pub const KIND: &str = "password-reset";

/// How long a link works: long enough to find the email on a phone, short
/// enough that a link left in a mailbox is soon worthless.
const VALID_MS: i64 = 30 * 60_000;
/// Emails one account is sent in an hour at most: asking more often sends
/// nothing, so nobody can fill the owner's mailbox with links.
const PER_ACCOUNT_PER_HOUR: i64 = 3;
const HOUR_MS: i64 = 3_600_000;
/// Rows are deleted a day after they were made: expired by then, and long
/// past the hour the per-account count looks at.
const FORGET_MS: i64 = 86_400_000;
/// The answer to a request for a link is sent no sooner than this after it
/// arrived, so a known address (a token, an email queued) and an unknown one
/// (one lookup) take the same time.
const ANSWER_AFTER: Duration = Duration::from_millis(400);

/// Requests for a link per client per window, and attempts at using one.
pub const REQUESTS_PER_CLIENT: u32 = 5;
pub const COMPLETIONS_PER_CLIENT: u32 = 10;
pub const CLIENT_WINDOW: Duration = Duration::from_secs(15 * 60);

/// The one answer to a request for a link, whatever became of it.
pub const SENT: &str =
    "We've sent a link if that address has an account. It works once, for 30 minutes.";
/// The one answer for a token that is unknown, used or out of time.
pub const EXPIRED: &str =
    "This reset link has expired or has already been used. Ask for a new one.";
pub const CHANGED: &str = "Your password has been changed. Every browser has been signed out; sign in with the new password.";

/// 429 with the wait in whole minutes. Only the client's own count says this,
/// the same for every address typed, so it tells nothing about accounts.
fn too_many(what: &str, wait: Duration) -> AppError {
    let minutes = wait.as_secs().div_ceil(60).max(1);
    AppError::RateLimited(format!(
        "Too many {what} from this connection. Try again in {minutes} minute{}.",
        if minutes == 1 { "" } else { "s" }
    ))
}

/// The client's address hashed with the day's salt, as the audit log keeps it.
async fn client_subject(state: &AppState, address: IpAddr) -> Result<String, AppError> {
    let salt = crate::http::visitors::todays_salt(&state.db, &state.salt_cache).await?;
    Ok(crate::http::visitors::client_hash(&salt, address))
}

/// `POST /api/admin/password-reset`: `{email}` → 202 `{success, message}`.
async fn request(
    State(state): State<AppState>,
    _same_origin: SameOrigin,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    JsonBody(body): JsonBody<ResetRequest>,
) -> Result<Response, AppError> {
    // What is not an email address is refused whoever asks: that says
    // nothing about which addresses have accounts.
    let email = OwnerEmail::parse(&body.email).map_err(|e| AppError::BadRequest(e.to_string()))?;
    let address = client::address(peer, &headers, &state.cfg.trust_proxy);
    if let Err(wait) = state.reset_request_limiter.check(address).await {
        return Err(too_many("requests for a reset link", wait));
    }
    let started = tokio::time::Instant::now();
    let sent = send_link(&state, &email, address).await;
    tokio::time::sleep_until(started + ANSWER_AFTER).await;
    sent?;
    Ok((StatusCode::ACCEPTED, Json(Done::new(SENT))).into_response())
}

/// Makes a token and queues the email with its link, if `email` has an
/// account that has not had its hourly share of links.
async fn send_link(state: &AppState, email: &OwnerEmail, address: IpAddr) -> Result<(), AppError> {
    let now = now_ms();
    sqlx::query("DELETE FROM password_resets WHERE created_ms < $1")
        .bind(now - FORGET_MS)
        .execute(&state.db.pool)
        .await?;
    let Some(owner) = sqlx::query("SELECT id, email FROM owners WHERE email = $1")
        .bind(email.as_str())
        .fetch_optional(&state.db.pool)
        .await?
    else {
        // Nothing is logged or audited: the audit log never keeps what a
        // stranger typed.
        return Ok(());
    };
    let owner_id: i64 = owner.try_get("id")?;
    let owner_email: String = owner.try_get("email")?;
    let client = client_subject(state, address).await?;
    let mut tx = state.db.begin().await?;
    // A write to the account's row first: on PostgreSQL it locks the row
    // until commit, so requests sent at once are counted one after another
    // (SQLite has one writer anyway) and cannot all pass the count below.
    sqlx::query("UPDATE owners SET password_hash = password_hash WHERE id = $1")
        .bind(owner_id)
        .execute(&mut *tx)
        .await?;
    let recent: i64 = sqlx::query_scalar(
        "SELECT COUNT(*) FROM password_resets WHERE owner_id = $1 AND created_ms > $2",
    )
    .bind(owner_id)
    .bind(now - HOUR_MS)
    .fetch_one(&mut *tx)
    .await?;
    if recent >= PER_ACCOUNT_PER_HOUR {
        accounts::audit_in(&mut tx, &owner_email, "password-reset-limited", &client).await?;
        tx.commit().await?;
        tracing::warn!(owner = %owner_email, "password reset asked for too often: no email sent");
        return Ok(());
    }
    let token = random_hex_256();
    sqlx::query(
        "INSERT INTO password_resets (token_hash, owner_id, created_ms, expires_ms) VALUES ($1, $2, $3, $4)",
    )
    .bind(token_hash(&token))
    .bind(owner_id)
    .bind(now)
    .bind(now + VALID_MS)
    .execute(&mut *tx)
    .await?;
    let mail = reset_mail(state, &owner_email, &token)?;
    crate::notify::outbox::enqueue(&mut tx, KIND, None, &mail).await?;
    accounts::audit_in(&mut tx, &owner_email, "password-reset-requested", &client).await?;
    tx.commit().await?;
    state.wake_mailer.notify_one();
    tracing::info!(owner = %owner_email, "password reset link queued");
    Ok(())
}

/// The email with the link. The token is in the fragment: the browser never
/// sends it to a server, so it cannot end up in an access log or a
/// `Referer`; the inbox's script reads it from there.
fn reset_mail(state: &AppState, email: &str, token: &str) -> Result<OutgoingMail, AppError> {
    let b = crate::mail::templates::business(&state.cfg.site_url);
    let link = format!("{}/admin/#reset={token}", b.site_url);
    let when = crate::store::uk_time::wall_clock(&crate::store::db::now());
    let ctx = minijinja::context! { b, email, link, when };
    let render = |name: &str| {
        crate::mail::templates::render(name, &ctx)
            .map_err(|m| AppError::internal("mail template", m))
    };
    Ok(OutgoingMail {
        to: email.to_string(),
        reply_to: None,
        subject: format!("Choose a new password for your {} inbox", b.name),
        text: render("mail/password-reset.txt")?,
        html: render("mail/password-reset.html")?,
        list_unsubscribe: None,
    })
}

/// `POST /api/admin/password-reset/complete`: `{token, password}` → 200
/// `{success, message}`. The owner then signs in with the new password (and
/// their code, with a second factor): nobody is signed in by a link alone.
async fn complete(
    State(state): State<AppState>,
    _same_origin: SameOrigin,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    JsonBody(body): JsonBody<ResetCompletion>,
) -> Result<Json<Done>, AppError> {
    let address = client::address(peer, &headers, &state.cfg.trust_proxy);
    if let Err(wait) = state.reset_complete_limiter.check(address).await {
        return Err(too_many("attempts at choosing a password", wait));
    }
    let expired = || AppError::BadRequest(EXPIRED.into());
    // Only the shape we issue is looked up.
    let token = body.token.trim().to_ascii_lowercase();
    if token.len() != 64 || !token.bytes().all(|b| b.is_ascii_hexdigit()) {
        return Err(expired());
    }
    let hash = token_hash(&token);
    let Some(row) = sqlx::query(
        "SELECT r.owner_id, o.email FROM password_resets r JOIN owners o ON o.id = r.owner_id \
         WHERE r.token_hash = $1 AND r.used_ms IS NULL AND r.expires_ms > $2",
    )
    .bind(&hash)
    .bind(now_ms())
    .fetch_optional(&state.db.pool)
    .await?
    else {
        return Err(expired());
    };
    let owner_id: i64 = row.try_get("owner_id")?;
    let owner_email: String = row.try_get("email")?;
    let email =
        OwnerEmail::parse(&owner_email).map_err(|e| AppError::internal("stored email", e))?;
    // A password the rules refuse leaves the link working, so the owner can
    // try another.
    let password = NewPassword::parse(body.password, &email)
        .map_err(|e| AppError::BadRequest(e.to_string()))?;
    // Argon2 off the async workers, before the transaction, so the database
    // (one connection on SQLite) is not held while it runs.
    let password_hash = tokio::task::spawn_blocking(move || accounts::hash_password(&password))
        .await
        .map_err(|e| AppError::internal("hashing a password", e))?
        .map_err(|e| AppError::internal("hashing a password", e))?;
    let client = client_subject(&state, address).await?;
    let now = now_ms();
    let mut tx = state.db.begin().await?;
    // Claimed in the transaction, so two submissions of one link at once
    // cannot both change the password.
    let claimed = sqlx::query(
        "UPDATE password_resets SET used_ms = $1 WHERE token_hash = $2 AND used_ms IS NULL AND expires_ms > $1",
    )
    .bind(now)
    .bind(&hash)
    .execute(&mut *tx)
    .await?
    .rows_affected();
    if claimed != 1 {
        return Err(expired());
    }
    // Every other link sent to the account dies with this one.
    sqlx::query("UPDATE password_resets SET used_ms = $1 WHERE owner_id = $2 AND used_ms IS NULL")
        .bind(now)
        .bind(owner_id)
        .execute(&mut *tx)
        .await?;
    sqlx::query("UPDATE owners SET password_hash = $1 WHERE id = $2")
        .bind(&password_hash)
        .bind(owner_id)
        .execute(&mut *tx)
        .await?;
    let ended = accounts::end_sessions_in(&mut tx, owner_id).await?;
    accounts::forget_devices_in(&mut tx, owner_id).await?;
    // With its devices forgotten the owner signs in next as a stranger
    // would, so a lock that strangers' guesses put on the account is lifted:
    // it would otherwise keep the owner out just after proving they read
    // the account's mail.
    sqlx::query("DELETE FROM sign_in_failures WHERE scope = 'account' AND subject = $1")
        .bind(limits::account_subject(email.as_str()))
        .execute(&mut *tx)
        .await?;
    accounts::audit_in(&mut tx, &owner_email, "password-reset", &client).await?;
    tx.commit().await?;
    tracing::info!(owner = %owner_email, sessions_ended = ended, "password reset by emailed link");
    Ok(Json(Done::new(CHANGED)))
}

/// This module's routes (see [`super::AdminRoute`]); both are public, as
/// [`super::PUBLIC`] says.
pub fn routes() -> Vec<AdminRoute> {
    use axum::routing::post;
    vec![
        AdminRoute::new(REQUEST.0, REQUEST.1, || post(request)),
        AdminRoute::new(COMPLETE.0, COMPLETE.1, || post(complete)),
    ]
}
