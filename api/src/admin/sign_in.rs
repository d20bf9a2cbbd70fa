//! Signing in (`POST /api/admin/session`): the password, the second factor
//! when the account has one, the limits that stop guessing without letting
//! an attacker lock the owner out, and the new session's cookie. The
//! session itself, its cookie and the [`Owner`](super::Owner) guard are
//! `session`'s.

use super::accounts::{self, OwnerEmail};
use super::limits::{self, now_ms};
use super::session::{
    Owner, SameOrigin, absolute_ms, cookie_token, idle_ms, info, random_hex_256, secure_request,
    set_cookie, token_hash,
};
use crate::http::client;
use crate::http::error::AppError;
use crate::http::extract::JsonBody;
use crate::state::AppState;
use axum::Json;
use axum::extract::{ConnectInfo, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use content_model::admin::{NeedsCode, SignIn};
use sqlx::Row;
use std::net::SocketAddr;

/// `POST /api/admin/session`: `{email, password}` → a new session. An
/// unknown email and a wrong password get the same answer after the same
/// work (a dummy hash is verified), so the answer does not reveal accounts.
pub async fn sign_in(
    State(state): State<AppState>,
    _same_origin: SameOrigin,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    JsonBody(body): JsonBody<SignIn>,
) -> Result<Response, AppError> {
    let address = client::address(peer, &headers, &state.cfg.trust_proxy);
    let salt = crate::http::visitors::todays_salt(&state.db, &state.salt_cache).await?;
    let client_subject = crate::http::visitors::client_hash(&salt, address);
    let account_subject = limits::account_subject(&body.email);
    let secure = secure_request(&state, Some(peer), &headers);
    // A device the owner has signed in on before is limited on its own
    // (issue 23.8): failures elsewhere against this email cannot lock it out.
    let device = super::devices::recognised(&state.db, &headers, secure, &body.email).await?;
    let subjects: Vec<(&str, &str)> = match &device {
        Some(hash) => vec![("device", hash.as_str())],
        None => vec![
            ("account", account_subject.as_str()),
            ("client", client_subject.as_str()),
        ],
    };
    let subjects = subjects.as_slice();
    let locked = limits::locked_for(&state.db, subjects).await?;
    if locked > 0 {
        let minutes = (locked + 59_999) / 60_000;
        return Err(AppError::RateLimited(format!(
            "Too many failed sign-ins. Try again in {minutes} minute{}.",
            if minutes == 1 { "" } else { "s" }
        )));
    }
    if !limits::begin_attempt(&state.db, subjects).await? {
        return Err(AppError::RateLimited(
            "Too many failed sign-ins. Try again in a minute.".into(),
        ));
    }
    let email = OwnerEmail::parse(&body.email).ok();
    let account = match &email {
        Some(email) => sqlx::query("SELECT id, email, password_hash FROM owners WHERE email = $1")
            .bind(email.as_str())
            .fetch_optional(&state.db.pool)
            .await?
            .map(|r| -> Result<(i64, String, String), sqlx::Error> {
                Ok((
                    r.try_get("id")?,
                    r.try_get("email")?,
                    r.try_get("password_hash")?,
                ))
            })
            .transpose()?,
        None => None,
    };
    // With a second factor on, the password is checked only together with
    // the code, and a wrong one gets the same answer as a wrong code: asking
    // for the code after a right password alone confirmed the password to
    // whoever was guessing it (issue 19.6).
    let second_factor = match &account {
        Some((id, _, _)) => super::totp::load(&state.db, *id).await?,
        None => None,
    };
    let code = body.code.as_deref().filter(|c| !c.trim().is_empty());
    if second_factor.is_some() && code.is_none() {
        return Ok(needs_code(ENTER_CODE));
    }
    let stored = account.as_ref().map(|(_, _, hash)| hash.clone());
    let password = body.password;
    // Each Argon2 check takes 19 MiB and tens of milliseconds of CPU: off the
    // async workers, and a few at a time, so a flood of sign-ins from many
    // addresses queues here instead of exhausting memory.
    static VERIFYING: tokio::sync::Semaphore = tokio::sync::Semaphore::const_new(4);
    let _permit = VERIFYING
        .acquire()
        .await
        .map_err(|e| AppError::internal("waiting to verify a password", e))?;
    let matched = tokio::task::spawn_blocking(move || {
        accounts::verify_password(&password, stored.as_deref())
    })
    .await
    .map_err(|e| AppError::internal("verifying a password", e))?;
    let Some((owner_id, owner_email, _)) = account.filter(|_| matched) else {
        limits::fail(&state.db, subjects).await?;
        let known = account_email_if_known(&state, email.as_ref()).await?;
        accounts::audit(&state.db, &known, "sign-in-failed", &client_subject).await?;
        if second_factor.is_some() {
            return Ok(needs_code(WRONG_PASSWORD_OR_CODE));
        }
        return Err(AppError::Unauthorized(
            "The email address or password is wrong.".into(),
        ));
    };
    if let Some((secret, last_step)) = second_factor
        && let Some(refused) = check_second_factor(
            &state,
            owner_id,
            &owner_email,
            (&secret, last_step),
            code.unwrap_or_default(),
            subjects,
            &client_subject,
        )
        .await?
    {
        return Ok(refused);
    }
    limits::clear(&state.db, subjects).await?;
    // Session fixation: whatever session cookie came with this request is
    // ended, never promoted; the new session gets a token made here.
    if let Some(old) = cookie_token(&headers, secure) {
        sqlx::query("DELETE FROM owner_sessions WHERE token_hash = $1")
            .bind(token_hash(&old))
            .execute(&state.db.pool)
            .await?;
    }
    let now = now_ms();
    // Sessions left to expire (a closed laptop) are never presented again to
    // be deleted on sight; each sign-in clears them out.
    sqlx::query("DELETE FROM owner_sessions WHERE absolute_ms <= $1 OR last_seen_ms <= $2")
        .bind(now)
        .bind(now - idle_ms(&state))
        .execute(&state.db.pool)
        .await?;
    let token = random_hex_256();
    let owner = Owner {
        id: owner_id,
        role: accounts::role_of(&state.db, owner_id).await?,
        email: owner_email,
        csrf_token: random_hex_256(),
        token_hash: token_hash(&token),
        expires_ms: now + idle_ms(&state).min(absolute_ms(&state)),
        last_seen_ms: now,
        secure,
        client: address,
    };
    sqlx::query(
        "INSERT INTO owner_sessions (token_hash, owner_id, csrf_token, created_ms, last_seen_ms, absolute_ms, user_agent) \
         VALUES ($1, $2, $3, $4, $4, $5, $6)",
    )
    .bind(&owner.token_hash)
    .bind(owner.id)
    .bind(&owner.csrf_token)
    .bind(now)
    .bind(now + absolute_ms(&state))
    // The browser's name for itself, for the owner's list of sessions.
    .bind(
        headers
            .get(header::USER_AGENT)
            .and_then(|v| v.to_str().ok())
            .unwrap_or("")
            .chars()
            .filter(|c| !c.is_control())
            .take(200)
            .collect::<String>(),
    )
    .execute(&state.db.pool)
    .await?;
    sqlx::query("UPDATE owners SET last_sign_in_at = $1 WHERE id = $2")
        .bind(crate::store::db::now())
        .bind(owner.id)
        .execute(&state.db.pool)
        .await?;
    accounts::audit(&state.db, &owner.email, "signed-in", &client_subject).await?;
    tracing::info!(owner = %owner.email, "owner signed in");
    let user_agent = headers
        .get(header::USER_AGENT)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("");
    let device_cookie = super::devices::signed_in(
        &state,
        device.as_deref(),
        owner.id,
        &owner.email,
        user_agent,
        secure,
    )
    .await?;
    let mut response = Json(info(&owner)).into_response();
    response.headers_mut().insert(
        header::SET_COOKIE,
        set_cookie(secure, &token, absolute_ms(&state) / 1000),
    );
    if let Some(cookie) = device_cookie {
        response.headers_mut().append(header::SET_COOKIE, cookie);
    }
    Ok(response)
}

/// What an account with a second factor is told before it has sent a code.
const ENTER_CODE: &str = "Enter the 6-digit code from your authenticator app.";

/// One answer for a wrong password and a wrong code, so neither is confirmed
/// on its own.
const WRONG_PASSWORD_OR_CODE: &str = "The password or the code is wrong (each code works once). Enter your password and the code your app shows now.";

/// A 401 marked `needsCode`, so the sign-in form shows the code field.
fn needs_code(message: &str) -> Response {
    let body = NeedsCode {
        success: false,
        error: message.to_string(),
        needs_code: true,
    };
    (StatusCode::UNAUTHORIZED, Json(body)).into_response()
}

/// For an account with a second factor (`secret` and the last step used),
/// after the right password: None when `typed` is the current code (and not
/// used before), else the 401 to send. A wrong code is a failure like a wrong
/// password, so codes cannot be guessed faster than passwords.
async fn check_second_factor(
    state: &AppState,
    owner_id: i64,
    owner_email: &str,
    (secret, last_step): (&str, Option<i64>),
    typed: &str,
    subjects: &[(&str, &str)],
    client_subject: &str,
) -> Result<Option<Response>, AppError> {
    let secret = super::totp::decode_secret(secret)
        .ok_or_else(|| AppError::broken("second factor", "the stored secret is not base32"))?;
    let now = chrono::Utc::now().timestamp();
    let accepted = match super::totp::matching_step(&secret, typed, now, last_step) {
        Some(step) => super::totp::use_step(&state.db, owner_id, step).await?,
        None => false,
    };
    if accepted {
        return Ok(None);
    }
    limits::fail(&state.db, subjects).await?;
    accounts::audit(
        &state.db,
        owner_email,
        "sign-in-failed-code",
        client_subject,
    )
    .await?;
    Ok(Some(needs_code(WRONG_PASSWORD_OR_CODE)))
}

/// The stored email when `email` names an account, else `(unknown)`: the
/// audit log never keeps what a stranger typed.
async fn account_email_if_known(
    state: &AppState,
    email: Option<&OwnerEmail>,
) -> Result<String, sqlx::Error> {
    let Some(email) = email else {
        return Ok("(unknown)".into());
    };
    let found = sqlx::query("SELECT email FROM owners WHERE email = $1")
        .bind(email.as_str())
        .fetch_optional(&state.db.pool)
        .await?;
    Ok(match found {
        Some(row) => row.try_get("email")?,
        None => "(unknown)".into(),
    })
}

/// This module's route (see [`super::AdminRoute`]): `POST /session`. Listed
/// here, not in `session`, because signing in uses `session`'s helpers.
pub fn routes() -> Vec<super::AdminRoute> {
    vec![super::AdminRoute::new(
        axum::http::Method::POST,
        "/session",
        || axum::routing::post(sign_in),
    )]
}
