//! Everything the server needs, built from its configuration at start-up:
//! the database (migrated, earlier enquiries back-filled), the mailer, the
//! route list, the export served, the rate limiters and the page-view
//! counter. `app` builds the router over what this returns.

use crate::config::Config;
use crate::http::rate_limit::RateLimiter;
use crate::http::routes_table::RouteTable;
use crate::http::static_site::StaticSite;
use crate::mail::Mailer;
use crate::public::page_views;
use crate::state::{AppState, Shared};
use crate::store::db::Db;
use anyhow::Context;
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::Notify;

/// Everything the server needs, built from configuration. An error says
/// what could not be set up, with its causes after it (`{:#}`).
pub async fn build_state(cfg: Config) -> anyhow::Result<AppState> {
    let business = content::business();
    let db = Db::connect(&cfg.database_url).await?;
    // Enquiries stored before their catalogue area was (issue 33.4).
    let set = crate::enquiries::area::backfill(&db).await?;
    if set > 0 {
        tracing::info!(
            enquiries = set,
            "set the catalogue area of earlier enquiries"
        );
    }
    // Enquiries stored before their contact keys were (issue 35), before
    // any lead page is served, so none misses the customer's older ones.
    let keyed = crate::enquiries::related::backfill(&db).await?;
    if keyed > 0 {
        tracing::info!(
            enquiries = keyed,
            "set the contact keys of earlier enquiries"
        );
    }
    let mailer = Mailer::new(
        cfg.smtp_url.as_deref(),
        &cfg.mail_dir,
        cfg.mail_from.as_deref().unwrap_or(business.email),
        business.name,
    )?;
    let routes_path = cfg.routes_path();
    let routes = match RouteTable::load(&routes_path) {
        Ok(r) => r,
        Err(e) => {
            let e = crate::store::causes::with_causes(&e);
            tracing::warn!(error = %e, "no route list: page views will be refused until ROUTES_FILE points at codegen's routes.json");
            RouteTable::default()
        }
    };
    // The digest reads 'On the website' from the export served (issue 34.5).
    crate::proof::status::serve_from(cfg.site_dir.as_deref());
    let site = match &cfg.site_dir {
        Some(dir) => Some(Arc::new(StaticSite::open(
            dir,
            Duration::from_millis(cfg.site_recheck_ms),
        )?)),
        None => None,
    };
    let salt_cache = crate::http::visitors::SaltCache::default();
    let window = Duration::from_secs(cfg.contact_rate_window_secs);
    let limiter = |scope, limit| {
        Arc::new(RateLimiter::for_backend(
            scope,
            limit,
            window,
            &db,
            &salt_cache,
        ))
    };
    let contact_limiter = limiter("contact", cfg.contact_rate_limit);
    let newsletter_limiter = limiter(
        "newsletter",
        cfg.newsletter_rate_limit
            .unwrap_or(cfg.contact_rate_limit.max(1) * 2),
    );
    let page_view_limiter = limiter("page-view", cfg.page_view_rate_limit);
    // A customer decides once; a few more tries (a typo, a double tap) are
    // fine, and the contact form's limit is the yardstick for a person.
    let quote_limiter = limiter("quote", cfg.contact_rate_limit.max(1) * 2);
    // The password reset's limits are fixed: they guard the owner's account,
    // not a visitor's form, and nobody needs to tune them.
    let reset_limiter = |scope, limit| {
        use crate::admin::password_reset::CLIENT_WINDOW;
        Arc::new(RateLimiter::for_backend(
            scope,
            limit,
            CLIENT_WINDOW,
            &db,
            &salt_cache,
        ))
    };
    let reset_request_limiter = reset_limiter(
        "password-reset",
        crate::admin::password_reset::REQUESTS_PER_CLIENT,
    );
    let reset_complete_limiter = reset_limiter(
        "password-reset-complete",
        crate::admin::password_reset::COMPLETIONS_PER_CLIENT,
    );
    let page_view_counter = Arc::new(
        page_views::Counter::load(&db)
            .await
            .context("reading recent page views")?,
    );
    Ok(AppState::new(Shared {
        db,
        mailer,
        wake_mailer: Arc::new(Notify::new()),
        push: Arc::new(crate::notify::push::Push::new()),
        contact_limiter,
        newsletter_limiter,
        page_view_limiter,
        quote_limiter,
        reset_request_limiter,
        reset_complete_limiter,
        routes: Arc::new(routes),
        site,
        notify_email: cfg
            .notify_email
            .clone()
            .unwrap_or_else(|| business.email.to_string()),
        salt_cache,
        browsers: crate::http::visitors::Browsers::default(),
        cfg: Arc::new(cfg),
        page_view_counter,
    }))
}
