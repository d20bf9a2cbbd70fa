//! Sessions: signing in and out, and the [`Owner`] guard every admin handler
//! takes. The cookie holds a random 256-bit token; the database holds only
//! its SHA-256, so a copy of the database signs nobody in.

use super::AdminRoute;
use super::accounts;
use super::limits::now_ms;
use crate::http::client;
use crate::http::error::AppError;
use crate::state::AppState;
use axum::Json;
use axum::extract::{ConnectInfo, FromRequestParts, State};
use axum::http::request::Parts;
use axum::http::{HeaderMap, HeaderValue, Method, header};
use axum::response::{IntoResponse, Response};
use content_model::admin::{Role, SessionInfo, SessionsEnded};
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
/// `X-CSRF-Token` it answers 403. A live session's idle clock is reset (to
/// within [`seen_every_ms`]).
pub struct Owner {
    pub id: i64,
    pub email: String,
    /// What the account may do: the router refuses a staff account the
    /// owner's routes before any handler runs (`super::OwnerOnly`).
    pub role: Role,
    pub(super) csrf_token: String,
    pub(super) token_hash: String,
    pub(super) expires_ms: i64,
    /// When the session was last seen, as stored.
    pub(super) last_seen_ms: i64,
    /// Whether the request came over https, which names the cookie.
    pub(super) secure: bool,
    /// The client's address (through trusted proxies), for the audit log.
    pub(super) client: std::net::IpAddr,
}

impl FromRequestParts<AppState> for Owner {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Owner, AppError> {
        let secure = is_secure(parts, state);
        let token = cookie_token(&parts.headers, secure).ok_or_else(signed_out)?;
        let owner = load(state, &token, secure).await?.ok_or_else(signed_out)?;
        // Marked by the router from the route table, never by the handler.
        if parts.extensions.get::<super::OwnerOnly>().is_some() && owner.role != Role::Owner {
            return Err(AppError::Forbidden(super::OWNER_ONLY.into()));
        }
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
        let mut last_seen = owner.last_seen_ms;
        if now - last_seen >= seen_every_ms(state) {
            sqlx::query("UPDATE owner_sessions SET last_seen_ms = $1 WHERE token_hash = $2")
                .bind(now)
                .bind(&owner.token_hash)
                .execute(&state.db.pool)
                .await?;
            last_seen = now;
        }
        let peer = parts
            .extensions
            .get::<ConnectInfo<SocketAddr>>()
            .map(|ConnectInfo(peer)| *peer)
            .unwrap_or_else(|| SocketAddr::from(([0, 0, 0, 0], 0)));
        Ok(Owner {
            expires_ms: owner.expires_ms.min(last_seen + idle_ms(state)),
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

pub(super) fn secure_request(
    state: &AppState,
    peer: Option<SocketAddr>,
    headers: &HeaderMap,
) -> bool {
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
pub(super) fn cookie_token(headers: &HeaderMap, secure: bool) -> Option<String> {
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

/// How stale a session's stored last-seen time may grow before a request
/// writes it again: a tenth of the idle limit, at most a minute. An open
/// inbox polls every few seconds (issue 23.1): a write for each poll was a
/// database write every 4 s per open inbox (and on PostgreSQL a dead row
/// each time for vacuum) to keep a time the idle limit counts in minutes.
/// Ending a session up to a tenth of that limit early is nothing to the
/// owner, and an owner active throughout is never signed out by it.
pub(super) fn seen_every_ms(state: &AppState) -> i64 {
    (idle_ms(state) / 10).min(60_000)
}

pub(super) fn absolute_ms(state: &AppState) -> i64 {
    (state.cfg.admin_absolute_hours as i64).saturating_mul(3_600_000)
}

/// The live session for `token`; an expired one is deleted on sight.
async fn load(state: &AppState, token: &str, secure: bool) -> Result<Option<Owner>, AppError> {
    let hash = token_hash(token);
    let Some(row) = sqlx::query(
        "SELECT s.owner_id, s.csrf_token, s.last_seen_ms, s.absolute_ms, o.email, o.role \
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
        role: accounts::stored_role(&row.try_get::<String, _>("role")?),
        csrf_token: row.try_get("csrf_token")?,
        token_hash: hash,
        expires_ms: absolute,
        last_seen_ms: last_seen,
        secure,
        // Filled in by the extractor, which has the request.
        client: std::net::IpAddr::from([0, 0, 0, 0]),
    }))
}

pub(super) fn info(owner: &Owner) -> SessionInfo {
    SessionInfo {
        email: owner.email.clone(),
        role: owner.role,
        csrf_token: owner.csrf_token.clone(),
        expires_at: chrono::DateTime::from_timestamp_millis(owner.expires_ms)
            .unwrap_or_default()
            .to_rfc3339_opts(chrono::SecondsFormat::Secs, true),
    }
}

pub(super) fn set_cookie(secure: bool, token: &str, max_age_secs: i64) -> HeaderValue {
    let value = format!(
        "{}={token}; Path=/; HttpOnly; SameSite=Strict; Max-Age={max_age_secs}{}",
        cookie_name(secure),
        if secure { "; Secure" } else { "" }
    );
    HeaderValue::from_str(&value).unwrap_or(HeaderValue::from_static(""))
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
        let salt = crate::http::visitors::todays_salt(&state.db, &state.salt_cache).await?;
        let client = crate::http::visitors::client_hash(&salt, self.client);
        accounts::audit(&state.db, &self.email, action, &client).await?;
        Ok(())
    }
}

/// An answer that also clears the session cookie.
pub(super) fn cleared(secure: bool, body: impl serde::Serialize) -> Response {
    let mut response = Json(body).into_response();
    response
        .headers_mut()
        .insert(header::SET_COOKIE, set_cookie(secure, "", 0));
    response
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
    use axum::routing::{get, post};
    // `POST /session` (signing in) is listed by `sign_in`, which builds on
    // this module's cookie and token helpers; `DELETE /session` (signing
    // out) by `sessions`, which may reach the phone alerts.
    vec![
        AdminRoute::new(Method::GET, "/session", || get(current)),
        AdminRoute::new(Method::POST, "/sessions/end-all", || post(end_all)),
    ]
}
