//! Builds the router and runs the server with its mail worker, and shuts both
//! down gracefully (in-flight requests finish, the worker stops between messages).

pub mod health;
mod setup;

pub use setup::build_state;

use crate::config::Config;
use crate::http::headers::{self, HeaderPolicy, HeaderRules};
use crate::http::server;
use crate::http::static_site;
use crate::notify::outbox;
use crate::public::{contact, contact_clicks, newsletter, page_views};
use crate::state::AppState;
use anyhow::Context;
use axum::Router;
use axum::extract::DefaultBodyLimit;
use axum::http::{HeaderValue, Method, StatusCode, header};
use axum::response::IntoResponse;
use axum::routing::{get, post};
use content_model::contract::limits;
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::watch;
use tower_http::CompressionLevel;
use tower_http::compression::CompressionLayer;
use tower_http::compression::predicate::{DefaultPredicate, Predicate};
use tower_http::cors::CorsLayer;
use tower_http::timeout::TimeoutLayer;
use tower_http::trace::TraceLayer;

/// The quality a response compressed per request gets: brotli 4 and gzip 4.
/// The codecs' own default for brotli is 11, its slowest (tens of
/// milliseconds for one page), which suits a file compressed once at build
/// time, not a page a client waits for: every page that is not indexed and
/// every inbox answer is compressed here (decision 68).
const PER_REQUEST_QUALITY: CompressionLevel = CompressionLevel::Precise(4);

/// Responses are compressed per request unless the static site already chose
/// their coding: a precompressed variant, or a file sent as it is on purpose
/// (see `static_site::AlreadyNegotiated`).
#[derive(Clone, Copy)]
struct UnlessNegotiated;

impl Predicate for UnlessNegotiated {
    fn should_compress<B: axum::body::HttpBody>(&self, response: &axum::http::Response<B>) -> bool {
        response
            .extensions()
            .get::<static_site::AlreadyNegotiated>()
            .is_none()
            && DefaultPredicate::new().should_compress(response)
    }
}

/// A body declared larger than any endpoint takes is refused at once with
/// 413, before a byte of it is read. `DefaultBodyLimit` only counts what
/// arrives, so a client declaring 1 GB and sending it slowly held its request
/// open until the request timeout (issue 19.6).
async fn refuse_declared_oversize(
    request: axum::extract::Request,
    next: axum::middleware::Next,
) -> axum::response::Response {
    let declared = request
        .headers()
        .get(header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.trim().parse::<u64>().ok());
    // A job's photographs (issue 34.4) are the one larger body, with its own limit.
    let most = if crate::admin::jobs::photos::is_upload(request.method(), request.uri().path()) {
        crate::admin::jobs::photos::UPLOAD_BYTES
    } else {
        limits::BODY_BYTES
    };
    if declared.is_some_and(|n| n > most as u64) {
        return crate::http::error::AppError::TooLarge.into_response();
    }
    next.run(request).await
}

pub fn router(state: AppState) -> anyhow::Result<Router> {
    let origin =
        HeaderValue::from_str(&state.cfg.site_origin()).context("SITE_URL gives a bad origin")?;
    // CORS only for the configured site origin, for when the site is hosted elsewhere.
    let cors = CorsLayer::new()
        .allow_origin(origin)
        .allow_methods([Method::GET, Method::POST])
        .allow_headers([header::CONTENT_TYPE])
        .max_age(Duration::from_secs(3600));
    let api = Router::new()
        .route("/contact", post(contact::submit))
        .route("/contact/thanks", get(contact::thanks))
        .route("/contact/problem", get(contact::problem))
        .route("/page-views", post(page_views::record))
        .route("/contact-clicks", post(contact_clicks::record))
        .route("/postcode", get(crate::public::postcode::check))
        .route("/newsletter", post(newsletter::signup))
        .route("/newsletter/confirm", get(newsletter::confirm))
        .route(
            "/newsletter/unsubscribe",
            get(newsletter::unsubscribe_page).post(newsletter::unsubscribe),
        )
        // The customer's private quote page and its two forms (public: the
        // token in the path is the customer's; see `public::quotes`).
        .route("/quotes/{token}", get(crate::public::quotes::show))
        .route(
            "/quotes/{token}/accept",
            post(crate::public::quotes::accept),
        )
        .route(
            "/quotes/{token}/decline",
            post(crate::public::quotes::decline),
        )
        // The customer's consent page, its photographs and its two forms
        // (public: the token in the path is the customer's; see
        // `public::consent`).
        .route("/consent/{token}", get(crate::public::consent::show))
        .route(
            "/consent/{token}/photos/{id}",
            get(crate::public::consent::photo),
        )
        .route(
            "/consent/{token}/answer",
            post(crate::public::consent::answer),
        )
        .route(
            "/consent/{token}/withdraw",
            post(crate::public::consent::withdraw),
        )
        // The proof bundle for `just import-proof`: an export token or the
        // owner's session (see `admin::website`).
        .route("/proof/export", get(crate::admin::website::download))
        .route("/health", get(health::health))
        .nest("/admin", crate::admin::router())
        .fallback(crate::http::error::api_not_found)
        // Every path and query string passes the text rule first (issue 32.5).
        .layer(axum::middleware::from_fn(crate::http::text::guard_links))
        .layer(DefaultBodyLimit::max(limits::BODY_BYTES))
        .layer(axum::middleware::from_fn(refuse_declared_oversize))
        .layer(cors);
    let policy = HeaderPolicy {
        rules: Arc::new(HeaderRules::load(state.cfg.site_dir.as_deref())?),
        hsts: state.cfg.is_https(),
        trust_proxy: state.cfg.trust_proxy.clone(),
        merged: Default::default(),
    };
    // Reading the body and running the handler; server.rs bounds the rest.
    let request_timeout = state.cfg.request_timeout_secs;
    Ok(Router::new()
        .nest("/api", api)
        .fallback(
            |axum::extract::State(state): axum::extract::State<AppState>,
             request: axum::extract::Request| async move {
                static_site::serve(state.site.clone(), request).await
            },
        )
        .with_state(state)
        .layer(axum::middleware::from_fn_with_state(policy, headers::apply))
        .layer(
            CompressionLayer::new()
                .quality(PER_REQUEST_QUALITY)
                .compress_when(UnlessNegotiated),
        )
        .layer(TimeoutLayer::with_status_code(
            StatusCode::REQUEST_TIMEOUT,
            Duration::from_secs(request_timeout),
        ))
        .layer(TraceLayer::new_for_http()))
}

/// Resolves on Ctrl+C or SIGTERM.
async fn shutdown_signal() {
    let ctrl_c = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    #[cfg(unix)]
    let terminate = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut s) => {
                s.recv().await;
            }
            Err(_) => std::future::pending::<()>().await,
        }
    };
    #[cfg(not(unix))]
    let terminate = std::future::pending::<()>();
    tokio::select! { _ = ctrl_c => {}, _ = terminate => {} }
    tracing::info!("shutting down: finishing in-flight requests");
}

pub async fn serve(cfg: Config) -> anyhow::Result<()> {
    let addr = SocketAddr::new(cfg.host, cfg.port);
    let state = build_state(cfg).await?;
    let listener = tokio::net::TcpListener::bind(addr)
        .await
        .with_context(|| format!("listening on {addr}"))?;
    let local = listener.local_addr()?;
    let limits = server::Limits::from_config(&state.cfg);
    let (stop_tx, stop_rx) = watch::channel(false);
    let flusher_stop = stop_rx.clone();
    let push_stop = stop_rx.clone();
    let worker = tokio::spawn(outbox::run_worker(
        state.db.clone(),
        state.mailer.clone(),
        state.cfg.clone(),
        state.wake_mailer.clone(),
        stop_rx,
    ));
    // Phone alerts, queued as leads arrive and follow-ups turn overdue.
    let pusher = tokio::spawn(crate::notify::push::worker::run(
        state.db.clone(),
        state.push.clone(),
        state.cfg.clone(),
        state.notify_email.clone(),
        push_stop,
    ));
    // Enquiries past the retention period are deleted daily (decision 30).
    let retention = tokio::spawn(crate::tasks::retention::run_daily(state.db.clone()));
    // The owner's optional daily summary (DAILY_DIGEST).
    let digest = state.cfg.daily_digest.then(|| {
        tokio::spawn(crate::tasks::digest::run(
            state.db.clone(),
            state.cfg.clone(),
            state.notify_email.clone(),
            state.wake_mailer.clone(),
        ))
    });
    // The customer's reminder the day before a visit (issue 33.5).
    let reminders = tokio::spawn(crate::tasks::reminders::run(
        state.db.clone(),
        state.cfg.site_url.clone(),
        state.notify_email.clone(),
        state.wake_mailer.clone(),
    ));
    // Client addresses used for rate limits are forgotten once idle for a
    // window (decision 30), even when no further request arrives.
    let limiters = [
        state.contact_limiter.clone(),
        state.newsletter_limiter.clone(),
        state.page_view_limiter.clone(),
        state.quote_limiter.clone(),
        state.reset_request_limiter.clone(),
        state.reset_complete_limiter.clone(),
    ];
    let sweeper = tokio::spawn(async move {
        let mut tick = tokio::time::interval(Duration::from_secs(60));
        loop {
            tick.tick().await;
            for l in &limiters {
                l.sweep().await;
            }
        }
    });
    // Page views are written in batches; the last batch at shutdown.
    let flusher = tokio::spawn(page_views::run_flusher(
        state.page_view_counter.clone(),
        state.db.clone(),
        Duration::from_millis(state.cfg.page_view_flush_ms),
        flusher_stop,
    ));
    tracing::info!(
        address = %local,
        database = ?state.db.backend,
        mail = %state.mailer.describe(),
        routes = state.routes.len(),
        max_connections = limits.max_connections,
        max_connections_per_client = limits.max_connections_per_client,
        site = state.cfg.site_dir.as_ref().map(|p| p.display().to_string()).unwrap_or_else(|| "(API only)".into()),
        "listening"
    );
    // A plain line tests and scripts can wait for.
    println!("api listening on http://{local}");
    // A fresh install has no one who can sign in to the owner's pages: say
    // how to make the first account (decision 29: accounts come from the CLI).
    match crate::admin::accounts::list(&state.db).await {
        Ok(owners) if owners.is_empty() => println!(
            "no owner account yet: create one with `api owner add you@example.com` (it asks for a password)"
        ),
        Ok(_) => {}
        Err(e) => tracing::warn!(error = %e, "could not read the owner accounts"),
    }
    let app = router(state)?;
    server::run(listener, app, limits, shutdown_signal()).await;
    let _ = stop_tx.send(true);
    let _ = flusher.await;
    sweeper.abort();
    retention.abort();
    reminders.abort();
    if let Some(digest) = digest {
        digest.abort();
    }
    let _ = worker.await;
    let _ = pusher.await;
    Ok(())
}
