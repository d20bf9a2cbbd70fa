//! Devices the owner has signed in on (issue 23.8). A successful sign-in
//! leaves a long-lived random cookie (its hash stored in `known_devices`).
//! On a device known for the account being signed in to, the sign-in limits
//! count that device alone: a stranger's wrong passwords against the owner's
//! email, from anywhere else, lock the account for others but never this
//! device out. A sign-in from a device not known for the account emails the
//! account, so a stolen password shows itself.

use super::session::{cookie_value, random_hex_256, token_hash};
use crate::http::error::AppError;
use crate::mail::OutgoingMail;
use crate::state::AppState;
use crate::store::db::Db;
use axum::http::{HeaderMap, HeaderValue};
use sqlx::Row;

pub(crate) const SECURE_COOKIE: &str = "__Host-owner_device";
const PLAIN_COOKIE: &str = "owner_device";
/// A year: a phone signed in on once stays known while it is in use.
const MAX_AGE_SECS: i64 = content_model::privacy::OWNER_DEVICE_COOKIE_DAYS as i64 * 24 * 3600;

/// The outbox kind of the new-device email.
pub const ALERT: &str = "sign-in-alert";

fn name(secure: bool) -> &'static str {
    if secure { SECURE_COOKIE } else { PLAIN_COOKIE }
}

/// The hash of this request's device cookie when it names a device known for
/// the account `email` (as typed; compared normalised), else None.
pub async fn recognised(
    db: &Db,
    headers: &HeaderMap,
    secure: bool,
    email: &str,
) -> Result<Option<String>, sqlx::Error> {
    let Some(token) = cookie_value(headers, name(secure)) else {
        return Ok(None);
    };
    let hash = token_hash(&token);
    let known = sqlx::query(
        "SELECT d.token_hash FROM known_devices d JOIN owners o ON o.id = d.owner_id \
         WHERE d.token_hash = $1 AND o.email = $2",
    )
    .bind(&hash)
    .bind(email.trim().to_lowercase())
    .fetch_optional(&db.pool)
    .await?
    .map(|r| r.try_get::<String, _>("token_hash"))
    .transpose()?;
    Ok(known)
}

/// The hash of this request's device cookie when it names a device known for
/// the signed-in account `owner_id`, else None.
pub async fn of_owner(
    db: &Db,
    headers: &HeaderMap,
    secure: bool,
    owner_id: i64,
) -> Result<Option<String>, sqlx::Error> {
    let Some(token) = cookie_value(headers, name(secure)) else {
        return Ok(None);
    };
    sqlx::query("SELECT token_hash FROM known_devices WHERE token_hash = $1 AND owner_id = $2")
        .bind(token_hash(&token))
        .bind(owner_id)
        .fetch_optional(&db.pool)
        .await?
        .map(|r| r.try_get::<String, _>("token_hash"))
        .transpose()
}

/// After a successful sign-in: the known device is marked used; an unknown
/// one is remembered (the cookie to set is returned) and the account told.
pub async fn signed_in(
    state: &AppState,
    known: Option<&str>,
    owner_id: i64,
    owner_email: &str,
    user_agent: &str,
    secure: bool,
) -> Result<Option<HeaderValue>, AppError> {
    let now = crate::store::db::now();
    if let Some(hash) = known {
        sqlx::query("UPDATE known_devices SET last_used_at = $1 WHERE token_hash = $2")
            .bind(&now)
            .bind(hash)
            .execute(&state.db.pool)
            .await?;
        return Ok(None);
    }
    let token = random_hex_256();
    let mut tx = state.db.begin().await?;
    sqlx::query(
        "INSERT INTO known_devices (token_hash, owner_id, created_at, last_used_at) VALUES ($1, $2, $3, $3)",
    )
    .bind(token_hash(&token))
    .bind(owner_id)
    .bind(&now)
    .execute(&mut *tx)
    .await?;
    let alert = alert(state, owner_email, user_agent, &now)?;
    crate::notify::outbox::enqueue(&mut tx, ALERT, None, &alert).await?;
    tx.commit().await?;
    state.wake_mailer.notify_one();
    let cookie = format!(
        "{}={token}; Path=/; HttpOnly; SameSite=Strict; Max-Age={MAX_AGE_SECS}{}",
        name(secure),
        if secure { "; Secure" } else { "" }
    );
    Ok(HeaderValue::from_str(&cookie).ok())
}

/// The email to the account about a sign-in from a new device.
fn alert(
    state: &AppState,
    email: &str,
    user_agent: &str,
    at: &str,
) -> Result<OutgoingMail, AppError> {
    let b = crate::mail::templates::business(&state.cfg.site_url);
    // The browser as it named itself, shortened: it is only a hint.
    let browser: String = user_agent
        .chars()
        .filter(|c| !c.is_control())
        .take(200)
        .collect();
    let browser = if browser.is_empty() {
        "(a browser that did not name itself)".to_string()
    } else {
        browser
    };
    let when = crate::store::uk_time::wall_clock(at);
    let ctx = minijinja::context! { b, email, browser, when };
    let render = |name: &str| {
        crate::mail::templates::render(name, &ctx)
            .map_err(|m| AppError::internal("mail template", m))
    };
    Ok(OutgoingMail {
        to: email.to_string(),
        reply_to: None,
        subject: format!("New sign-in to your {} inbox", b.name),
        text: render("mail/sign-in-alert.txt")?,
        html: render("mail/sign-in-alert.html")?,
        list_unsubscribe: None,
    })
}
