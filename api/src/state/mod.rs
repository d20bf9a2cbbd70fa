//! What every handler shares.

pub mod view_counter;

use crate::config::Config;
use crate::http::rate_limit::RateLimiter;
use crate::http::routes_table::RouteTable;
use crate::http::static_site::StaticSite;
use crate::mail::Mailer;
use crate::store::db::Db;
use std::sync::Arc;
use tokio::sync::Notify;

/// A cheap handle: axum clones the state for every request it routes (the
/// whole state, whatever a handler extracts), so everything shared sits
/// behind one reference count.
#[derive(Clone)]
pub struct AppState(Arc<Shared>);

impl AppState {
    pub fn new(shared: Shared) -> AppState {
        AppState(Arc::new(shared))
    }
}

impl std::ops::Deref for AppState {
    type Target = Shared;
    fn deref(&self) -> &Shared {
        &self.0
    }
}

pub struct Shared {
    pub db: Db,
    pub cfg: Arc<Config>,
    pub mailer: Mailer,
    /// Wakes the mail worker when something is queued.
    pub wake_mailer: Arc<Notify>,
    /// Phone alerts: the signing key, HTTP client and the push worker's doorbell.
    pub push: Arc<crate::notify::push::Push>,
    pub contact_limiter: Arc<RateLimiter>,
    pub newsletter_limiter: Arc<RateLimiter>,
    pub page_view_limiter: Arc<RateLimiter>,
    /// Customers' accept and decline forms on their quote pages, per client.
    pub quote_limiter: Arc<RateLimiter>,
    /// Requests for a password reset link, and attempts at using one, per client.
    pub reset_request_limiter: Arc<RateLimiter>,
    pub reset_complete_limiter: Arc<RateLimiter>,
    pub routes: Arc<RouteTable>,
    pub site: Option<Arc<StaticSite>>,
    /// Where enquiry notifications go.
    pub notify_email: String,
    /// Today's visitor-hash salt, so a page view need not read it from the database.
    pub salt_cache: crate::http::visitors::SaltCache,
    /// Which user agents each client network is counted under today.
    pub browsers: crate::http::visitors::Browsers,
    /// Page views decided and waiting to be written in the next batch.
    pub page_view_counter: Arc<view_counter::Counter>,
}
