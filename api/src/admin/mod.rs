//! The owner's API under `/api/admin/` (issue 11). Every route is listed in
//! [`routes`] and the router is built from that list, so the security tests,
//! which walk the same list, cannot miss one. Every handler but sign-in takes
//! [`session::Owner`], the guard.

pub mod accounts;
pub mod limits;
pub mod session;

use crate::state::AppState;
use axum::Router;
use axum::http::{HeaderValue, Method, header};
use axum::routing::{MethodRouter, delete, get, post};
use tower_http::set_header::SetResponseHeaderLayer;

pub use session::Owner;

/// The one unguarded route (it checks `Origin` itself).
pub const SIGN_IN: (Method, &str) = (Method::POST, "/session");

static ROUTES: &[(Method, &str)] = &[
    (Method::POST, "/session"),
    (Method::GET, "/session"),
    (Method::DELETE, "/session"),
    (Method::POST, "/sessions/end-all"),
];

/// Every admin route, as (method, path under `/api/admin`).
pub fn routes() -> &'static [(Method, &'static str)] {
    ROUTES
}

fn handler(method: &Method, path: &str) -> MethodRouter<AppState> {
    match (method.as_str(), path) {
        ("POST", "/session") => post(session::sign_in),
        ("GET", "/session") => get(session::current),
        ("DELETE", "/session") => delete(session::sign_out),
        ("POST", "/sessions/end-all") => post(session::end_all),
        // Reached only by listing a route above without a handler here; the
        // router is built at start-up, so this fails at once, not later.
        _ => panic!("admin route {method} {path} is listed but has no handler"),
    }
}

/// The admin router, to be nested at `/api/admin`. Its answers, errors
/// included, are never stored by a browser or proxy cache.
pub fn router() -> Router<AppState> {
    let mut router = Router::new();
    for (method, path) in routes() {
        router = router.route(path, handler(method, path));
    }
    router
        .fallback(crate::app::api_not_found)
        .layer(SetResponseHeaderLayer::overriding(
            header::CACHE_CONTROL,
            HeaderValue::from_static("no-store"),
        ))
}
