//! The owner's API under `/api/admin/` (issue 11). Each module lists its own
//! routes as [`AdminRoute`]s; [`all_routes`] gathers them and the router is
//! built from that one list, so the security tests, which walk the same list,
//! cannot miss one. Every handler but the [`PUBLIC`] ones (sign-in and the
//! password reset) takes [`session::Owner`], the guard.
//!
//! Who may call a route is said in the table too (issue 33.7):
//! [`AdminRoute::new`] is any signed-in account, owner or staff;
//! [`AdminRoute::owner_only`] is the owner's alone. The router marks the
//! owner's routes ([`OwnerOnly`]) and the guard refuses a staff session on
//! them with 403 before the handler runs, so no handler has to remember.

pub mod accounts;
pub mod devices;
pub mod jobs;
pub mod leads;
pub mod limits;
pub mod mail;
pub mod newsletter_admin;
pub mod password_reset;
pub mod people;
pub mod push;
pub mod results;
pub mod session;
pub mod sessions;
mod sign_in;
pub mod team;
pub mod totp;
pub mod website;

use crate::state::AppState;
use axum::http::{HeaderValue, Method, header};
use axum::routing::MethodRouter;
use axum::{Extension, Router};
use std::sync::OnceLock;
use tower_http::set_header::SetResponseHeaderLayer;

pub use session::Owner;

/// Sign-in: unguarded (it checks `Origin` itself).
pub const SIGN_IN: (Method, &str) = (Method::POST, "/session");
/// Every route a stranger may call: sign-in and the password reset. Each
/// checks `Origin` itself; every other route takes the [`Owner`] guard.
pub const PUBLIC: [(Method, &str); 3] =
    [SIGN_IN, password_reset::REQUEST, password_reset::COMPLETE];

/// One admin endpoint: method, path under `/api/admin` (axum syntax, e.g.
/// `/leads/{id}`), its handler and who may call it.
pub struct AdminRoute {
    pub method: Method,
    pub path: &'static str,
    pub handler: fn() -> MethodRouter<AppState>,
    /// Only an account with the owner's role; staff get 403 [`OWNER_ONLY`].
    pub owner_only: bool,
}

/// Put on an owner-only route's requests by the router; the [`Owner`]
/// guard refuses any other role when it finds it.
#[derive(Clone, Copy, Debug)]
pub struct OwnerOnly;

/// What a staff account is told on an owner's route.
pub const OWNER_ONLY: &str = "Only the owner's account can do this.";

impl AdminRoute {
    /// A route any signed-in account may call, owner or staff.
    pub fn new(
        method: Method,
        path: &'static str,
        handler: fn() -> MethodRouter<AppState>,
    ) -> Self {
        AdminRoute {
            method,
            path,
            handler,
            owner_only: false,
        }
    }

    /// A route only the owner's role may call: accounts, people's data,
    /// exports that list people, the audit log.
    pub fn owner_only(
        method: Method,
        path: &'static str,
        handler: fn() -> MethodRouter<AppState>,
    ) -> Self {
        AdminRoute {
            owner_only: true,
            ..AdminRoute::new(method, path, handler)
        }
    }
}

/// Every module's routes. A new admin module adds one line here.
fn all_routes() -> Vec<AdminRoute> {
    [
        sign_in::routes(),
        session::routes(),
        password_reset::routes(),
        sessions::routes(),
        leads::routes(),
        mail::routes(),
        newsletter_admin::routes(),
        people::routes(),
        push::routes(),
        results::routes(),
        team::routes(),
        website::routes(),
        jobs::routes(),
    ]
    .into_iter()
    .flatten()
    .collect()
}

/// Every admin route, as (method, path under `/api/admin`). Paths keep their
/// `{param}` placeholders; a test substitutes a value for each.
pub fn routes() -> &'static [(Method, &'static str)] {
    static LIST: OnceLock<Vec<(Method, &'static str)>> = OnceLock::new();
    LIST.get_or_init(|| {
        all_routes()
            .into_iter()
            .map(|r| (r.method, r.path))
            .collect()
    })
}

/// The owner-only routes, as [`routes`] lists them: what the security test
/// expects a staff session to be refused.
pub fn owner_only_routes() -> &'static [(Method, &'static str)] {
    static LIST: OnceLock<Vec<(Method, &'static str)>> = OnceLock::new();
    LIST.get_or_init(|| {
        all_routes()
            .into_iter()
            .filter(|r| r.owner_only)
            .map(|r| (r.method, r.path))
            .collect()
    })
}

/// The admin router, to be nested at `/api/admin`. Its answers, errors
/// included, are never stored by a browser or proxy cache. An owner-only
/// route's requests carry [`OwnerOnly`], which the guard enforces.
pub fn router() -> Router<AppState> {
    let mut router = Router::new();
    for route in all_routes() {
        let handler = (route.handler)();
        let handler = if route.owner_only {
            handler.layer(Extension(OwnerOnly))
        } else {
            handler
        };
        router = router.route(route.path, handler);
    }
    router
        .fallback(crate::http::error::api_not_found)
        .layer(SetResponseHeaderLayer::overriding(
            header::CACHE_CONTROL,
            HeaderValue::from_static("no-store"),
        ))
}
