//! Sessions: signing in and out, and the [`Owner`] guard every admin handler
//! takes. The cookie holds a random 256-bit token; the database holds only
//! its SHA-256, so a copy of the database signs nobody in.

use super::AdminRoute;
use super::accounts::{self, OwnerEmail};
use super::limits::{self, now_ms};
use crate::client;
use crate::error::AppError;
use crate::extract::JsonBody;
use crate::state::AppState;
use axum::Json;
use axum::extract::{ConnectInfo, FromRequestParts, State};
use axum::http::request::Parts;
use axum::http::{HeaderMap, HeaderValue, Method, StatusCode, header};
use axum::response::{IntoResponse, Response};
use content_model::admin::{NeedsCode, SessionInfo, SessionsEnded, SignIn, SignedOut};
use rand::RngCore;
use sha2::{Digest, Sha256};
use sqlx::Row;
use std::net::SocketAddr;

/// With `Secure`, the `__Host-` prefix makes the browser refuse the cookie
/// unless it was set over https, for this host only, with `Path=/`: a
/// neighbouring subdomain or a plain-http page cannot plant one.
pub const SECURE_COOKIE: &str = "__Host-owner_session";
pub const PLAIN_COOKIE: &str = "owner_session";
pub const CSRF_HEADER: &str = "x-csrf-token";

/// The signed-in owner. Taking this as an argument is what makes a handler
/// an admin handler: without a live session it answers 401, and for a
/// state-changing method without the site's `Origin` and the session's
/// `X-CSRF-Token` it answers 403. A live session's idle clock is reset.
pub struct Owner {
    pub id: i64,
    pub email: String,
    csrf_token: String,
    token_hash: String,
    expires_ms: i64,
    /// Whether the request came over https, which names the cookie.
    secure: bool,
    /// The client's address (through trusted proxies), for the audit log.
    client: std::net::IpAddr,
}

impl FromRequestParts<AppState> for Owner {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Owner, AppError> {
        let secure = is_secure(parts, state);
        let token = cookie_token(&parts.headers, secure).ok_or_else(signed_out)?;
        let owner = load(state, &token, secure).await?.ok_or_else(signed_out)?;
        if changes_state(&parts.method) {
            check_origin(&parts.headers, state)?;
            let sent = parts
                .headers
                .get(CSRF_HEADER)
                .map(|v| v.as_bytes())
                .unwrap_or_default();
            if !constant_time_eq(sent, owner.csrf_token.as_bytes()) {
                return Err(AppError::Forbidden(
                    "This request is missing its security token. Reload the page and try again."
                        .into(),
                ));
            }
        }
        let now = now_ms();
        sqlx::query("UPDATE owner_sessions SET last_seen_ms = $1 WHERE token_hash = $2")
            .bind(now)
            .bind(&owner.token_hash)
            .execute(&state.db.pool)
            .await?;
        let peer = parts
            .extensions
            .get::<ConnectInfo<SocketAddr>>()
            .map(|ConnectInfo(peer)| *peer)
            .unwrap_or_else(|| SocketAddr::from(([0, 0, 0, 0], 0)));
        Ok(Owner {
            expires_ms: owner.expires_ms.min(now + idle_ms(state)),
            client: client_of(state, peer, &parts.headers),
            ..owner
        })
    }
}

/// The sign-in route's own guard: only the site's pages may post to it, so
/// another site cannot sign a visitor in to an account of its choosing.
pub struct SameOrigin;

impl FromRequestParts<AppState> for SameOrigin {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, AppError> {
        check_origin(&parts.headers, state).map(|_| SameOrigin)
    }
}

fn signed_out() -> AppError {
    AppError::Unauthorized("Sign in to continue.".into())
}

fn changes_state(method: &Method) -> bool {
    !matches!(*method, Method::GET | Method::HEAD | Method::OPTIONS)
}

/// `Origin` must be exactly the site's. A missing one is refused too: every
/// browser that supports SameSite sends it on these requests.
fn check_origin(headers: &HeaderMap, state: &AppState) -> Result<(), AppError> {
    let expected = state.cfg.site_origin();
    match headers.get(header::ORIGIN) {
        Some(origin) if origin.as_bytes() == expected.as_bytes() => Ok(()),
        _ => Err(AppError::Forbidden(
            "This request did not come from this site's own pages.".into(),
        )),
    }
}

/// Whether the browser reached us over https: `SITE_URL` says so, or a
/// proxy we trust does (`X-Forwarded-Proto`, believed only from such a peer).
fn is_secure(parts: &Parts, state: &AppState) -> bool {
    let peer = parts
        .extensions
        .get::<ConnectInfo<SocketAddr>>()
        .map(|c| c.0);
    secure_request(state, peer, &parts.headers)
}

fn secure_request(state: &AppState, peer: Option<SocketAddr>, headers: &HeaderMap) -> bool {
    state.cfg.is_https()
        || peer.is_some_and(|p| state.cfg.trust_proxy.trusts_peer(p.ip().to_canonical()))
            && headers
                .get("x-forwarded-proto")
                .is_some_and(|v| v.as_bytes() == b"https")
}

fn cookie_name(secure: bool) -> &'static str {
    if secure { SECURE_COOKIE } else { PLAIN_COOKIE }
}

/// The session token from the cookie, if it has the shape we issue (64 hex
/// digits); anything else is not looked up at all.
fn cookie_token(headers: &HeaderMap, secure: bool) -> Option<String> {
    cookie_value(headers, cookie_name(secure))
}

/// The cookie `name`'s value, if it has the shape of a token we issue (64
/// hex digits); anything else is not looked up at all.
pub(super) fn cookie_value(headers: &HeaderMap, name: &str) -> Option<String> {
    headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .filter_map(|pair| pair.trim().split_once('='))
        .find(|(n, _)| *n == name)
        .map(|(_, v)| v.to_string())
        .filter(|v| v.len() == 64 && v.bytes().all(|b| b.is_ascii_hexdigit()))
}

pub(super) fn token_hash(token: &str) -> String {
    hex::encode(Sha256::digest(token.as_bytes()))
}

pub(super) fn random_hex_256() -> String {
    let mut bytes = [0u8; 32];
    rand::thread_rng().fill_bytes(&mut bytes);
    hex::encode(bytes)
}

fn constant_time_eq(a: &[u8], b: &[u8]) -> bool {
    a.len() == b.len() && a.iter().zip(b).fold(0u8, |acc, (x, y)| acc | (x ^ y)) == 0
}

pub(super) fn idle_ms(state: &AppState) -> i64 {
    (state.cfg.admin_idle_minutes as i64).saturating_mul(60_000)
}

fn absolute_ms(state: &AppState) -> i64 {
    (state.cfg.admin_absolute_hours as i64).saturating_mul(3_600_000)
}

/// The live session for `token`; an expired one is deleted on sight.
async fn load(state: &AppState, token: &str, secure: bool) -> Result<Option<Owner>, AppError> {
    let hash = token_hash(token);
    let Some(row) = sqlx::query(
        "SELECT s.owner_id, s.csrf_token, s.last_seen_ms, s.absolute_ms, o.email \
         FROM owner_sessions s JOIN owners o ON o.id = s.owner_id WHERE s.token_hash = $1",
    )
    .bind(&hash)
    .fetch_optional(&state.db.pool)
    .await?
    else {
        return Ok(None);
    };
    let last_seen: i64 = row.try_get("last_seen_ms")?;
    let absolute: i64 = row.try_get("absolute_ms")?;
    let now = now_ms();
    if now >= last_seen.saturating_add(idle_ms(state)) || now >= absolute {
        sqlx::query("DELETE FROM owner_sessions WHERE token_hash = $1")
            .bind(&hash)
            .execute(&state.db.pool)
            .await?;
        return Ok(None);
    }
    Ok(Some(Owner {
        id: row.try_get("owner_id")?,
        email: row.try_get("email")?,
        csrf_token: row.try_get("csrf_token")?,
        token_hash: hash,
        expires_ms: absolute,
        secure,
        // Filled in by the extractor, which has the request.
        client: std::net::IpAddr::from([0, 0, 0, 0]),
    }))
}

fn info(owner: &Owner) -> SessionInfo {
    SessionInfo {
        email: owner.email.clone(),
        csrf_token: owner.csrf_token.clone(),
        expires_at: chrono::DateTime::from_timestamp_millis(owner.expires_ms)
            .unwrap_or_default()
            .to_rfc3339_opts(chrono::SecondsFormat::Secs, true),
    }
}

fn set_cookie(secure: bool, token: &str, max_age_secs: i64) -> HeaderValue {
    let value = format!(
        "{}={token}; Path=/; HttpOnly; SameSite=Strict; Max-Age={max_age_secs}{}",
        cookie_name(secure),
        if secure { "; Secure" } else { "" }
    );
    HeaderValue::from_str(&value).unwrap_or(HeaderValue::from_static(""))
}

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
    let salt = crate::visitors::todays_salt(&state.db, &state.salt_cache).await?;
    let client_subject = crate::visitors::client_hash(&salt, address);
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
        email: owner_email,
        csrf_token: random_hex_256(),
        token_hash: token_hash(&token),
        expires_ms: now + idle_ms(&state).min(absolute_ms(&state)),
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
        .bind(crate::db::now())
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
        .ok_or_else(|| AppError::internal("second factor", "the stored secret is not base32"))?;
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

/// `GET /api/admin/session`: who is signed in, the CSRF token for state
/// changes, and when the session ends if left idle.
pub async fn current(owner: Owner) -> Json<SessionInfo> {
    Json(info(&owner))
}

fn client_of(state: &AppState, peer: SocketAddr, headers: &HeaderMap) -> std::net::IpAddr {
    client::address(peer, headers, &state.cfg.trust_proxy)
}

impl Owner {
    /// Whether `token_hash` is this request's own session.
    pub fn is_session(&self, token_hash: &str) -> bool {
        self.token_hash == token_hash
    }

    /// Whether the request came over https (which names the cookies).
    pub fn secure(&self) -> bool {
        self.secure
    }

    /// Writes `action` (which must name no customer) to the audit log, with
    /// this owner's address hashed with the day's salt, as a sign-in is.
    pub async fn audit(&self, state: &AppState, action: &str) -> Result<(), AppError> {
        let salt = crate::visitors::todays_salt(&state.db, &state.salt_cache).await?;
        let client = crate::visitors::client_hash(&salt, self.client);
        accounts::audit(&state.db, &self.email, action, &client).await?;
        Ok(())
    }
}

fn cleared(secure: bool, body: impl serde::Serialize) -> Response {
    let mut response = Json(body).into_response();
    response
        .headers_mut()
        .insert(header::SET_COOKIE, set_cookie(secure, "", 0));
    response
}

/// `DELETE /api/admin/session`: signs this browser out.
pub async fn sign_out(owner: Owner, State(state): State<AppState>) -> Result<Response, AppError> {
    sqlx::query("DELETE FROM owner_sessions WHERE token_hash = $1")
        .bind(&owner.token_hash)
        .execute(&state.db.pool)
        .await?;
    owner.audit(&state, "signed-out").await?;
    Ok(cleared(owner.secure, SignedOut { success: true }))
}

/// `POST /api/admin/sessions/end-all`: signs this owner out everywhere,
/// this browser included.
pub async fn end_all(owner: Owner, State(state): State<AppState>) -> Result<Response, AppError> {
    let ended = accounts::end_sessions(&state.db, owner.id).await?;
    owner.audit(&state, "ended-all-sessions").await?;
    Ok(cleared(
        owner.secure,
        SessionsEnded {
            success: true,
            ended,
        },
    ))
}

/// This module's routes (see [`super::AdminRoute`]).
pub fn routes() -> Vec<AdminRoute> {
    use axum::routing::{delete, get, post};
    vec![
        AdminRoute::new(Method::POST, "/session", || post(sign_in)),
        AdminRoute::new(Method::GET, "/session", || get(current)),
        AdminRoute::new(Method::DELETE, "/session", || delete(sign_out)),
        AdminRoute::new(Method::POST, "/sessions/end-all", || post(end_all)),
    ]
}
