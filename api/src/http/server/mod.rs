//! The accept loop and each connection's life: what `axum::serve` does, plus
//! the limits it lacks (issue 10.3). A client that sends its headers slowly,
//! idles, or will not take its response is disconnected (`deadlines`), and no
//! more connections are taken than fit the open-file limit (`fd_limit`): at
//! the cap the loop stops accepting, newcomers wait in the listen queue, and
//! the open connections finish. One client may hold only its share of them
//! (`shares`). HTTP/1.1 only, as before (axum's `http2`
//! feature was never on).

mod deadlines;
mod fd_limit;
mod shares;

use crate::config::Config;
use axum::Router;
use axum::body::Body;
use axum::extract::ConnectInfo;
use deadlines::{Clock, ResponseSent, Watched};
use http_body_util::BodyExt;
use hyper::body::Incoming;
use hyper::server::conn::http1;
use hyper_util::rt::TokioIo;
use std::convert::Infallible;
use std::future::Future;
use std::io;
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::{OwnedSemaphorePermit, Semaphore, watch};
use tower::ServiceExt;

pub use deadlines::Timeouts;

#[derive(Clone, Debug)]
pub struct Limits {
    pub timeouts: Timeouts,
    pub max_connections: u32,
    /// The most one client network may hold (`shares::share_of`).
    pub max_connections_per_client: u32,
    /// Whose peers are proxies, not clients: they are not limited per client.
    pub trust_proxy: crate::http::client::TrustProxy,
}

impl Limits {
    /// The configured limits, the cap lowered to fit the open-file limit.
    pub fn from_config(cfg: &Config) -> Limits {
        let max_connections = fd_limit::fit(cfg.max_connections);
        Limits {
            timeouts: Timeouts {
                header_read: Duration::from_secs(cfg.header_read_timeout_secs),
                idle: Duration::from_secs(cfg.idle_timeout_secs),
                request: Duration::from_secs(cfg.request_timeout_secs),
            },
            max_connections,
            max_connections_per_client: shares::share_of(
                cfg.max_connections_per_client,
                max_connections,
            ),
            trust_proxy: cfg.trust_proxy.clone(),
        }
    }
}

/// Serves `app` on `listener` until `shutdown` resolves, then lets the open
/// connections finish their requests (each still bound by its deadlines) and
/// returns.
pub async fn run(
    listener: TcpListener,
    app: Router,
    limits: Limits,
    shutdown: impl Future<Output = ()>,
) {
    let slots = Arc::new(Semaphore::new(limits.max_connections as usize));
    let shares = shares::Shares::new(
        limits.max_connections_per_client,
        limits.trust_proxy.clone(),
    );
    let (stop_tx, stop_rx) = watch::channel(false);
    tokio::pin!(shutdown);
    loop {
        // A free slot first: at the cap nothing is accepted, so the open
        // connections keep their descriptors and newcomers queue in the kernel.
        let slot = tokio::select! {
            slot = slots.clone().acquire_owned() => slot.expect("the semaphore is never closed"),
            () = &mut shutdown => break,
        };
        let accepted = tokio::select! {
            accepted = listener.accept() => accepted,
            () = &mut shutdown => break,
        };
        match accepted {
            Ok((stream, peer)) => {
                // Past its share a client's new connection is closed at once
                // (dropped here), and its slot is free for someone else.
                let Some(share) = shares.take(peer.ip()) else {
                    tracing::debug!(%peer, "closing a connection past its client's share");
                    continue;
                };
                tokio::spawn(connection(
                    stream,
                    peer,
                    app.clone(),
                    limits.timeouts,
                    stop_rx.clone(),
                    (slot, share),
                ));
            }
            Err(e) => accept_failed(e).await,
        }
    }
    // Refuse newcomers while the open connections finish.
    drop(listener);
    let _ = stop_tx.send(true);
    // Every connection holds a slot until it ends.
    let _ = slots.acquire_many(limits.max_connections).await;
}

/// Out of descriptors (another file took the last one) or buffers: wait a
/// moment for some to be freed rather than spin, and carry on.
async fn accept_failed(e: io::Error) {
    if matches!(
        e.kind(),
        io::ErrorKind::ConnectionAborted
            | io::ErrorKind::ConnectionReset
            | io::ErrorKind::ConnectionRefused
    ) {
        return;
    }
    tracing::error!(error = %e, "accepting a connection failed; retrying shortly");
    tokio::time::sleep(Duration::from_millis(100)).await;
}

async fn connection(
    stream: TcpStream,
    peer: SocketAddr,
    app: Router,
    timeouts: Timeouts,
    mut stop: watch::Receiver<bool>,
    // Held until the connection ends.
    _places: (OwnedSemaphorePermit, shares::Share),
) {
    let clock = Clock::new(timeouts);
    let io = TokioIo::new(Watched::new(stream, clock.clone()));
    let service = {
        let clock = clock.clone();
        hyper::service::service_fn(move |mut req: hyper::Request<Incoming>| {
            clock.request_started();
            // What `into_make_service_with_connect_info` gave the handlers:
            // the rate limits key on it.
            req.extensions_mut().insert(ConnectInfo(peer));
            let app = app.clone();
            let clock = clock.clone();
            async move {
                let res = app.oneshot(req).await.unwrap_or_else(|e| match e {});
                clock.response_ready();
                let sent = ResponseSent(clock);
                // The body carries the guard, so the clock learns when it is done.
                Ok::<_, Infallible>(res.map(|body| {
                    Body::new(body.map_frame(move |frame| {
                        let _ = &sent;
                        frame
                    }))
                }))
            }
        })
    };
    let conn = http1::Builder::new().serve_connection(io, service);
    tokio::pin!(conn);
    let expired = clock.expired();
    tokio::pin!(expired);
    let mut stopping = false;
    loop {
        tokio::select! {
            served = conn.as_mut() => {
                if let Err(e) = served {
                    tracing::debug!(%peer, error = %e, "connection ended with an error");
                }
                return;
            }
            () = &mut expired => {
                tracing::debug!(%peer, "closing a connection past its deadline");
                return;
            }
            _ = stop.changed(), if !stopping => {
                // Finish the request in flight, then close; an idle
                // connection closes now.
                stopping = true;
                conn.as_mut().graceful_shutdown();
            }
        }
    }
}
