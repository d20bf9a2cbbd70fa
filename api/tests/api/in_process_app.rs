//! The app in this test's process: `build_state` and `router()` on a fresh
//! database, every request sent with `oneshot` as from one client address,
//! no socket and no mail worker (mail is only queued). The tests that need
//! a real connection (timeouts, restarts, SMTP, two instances) start the
//! binary with [`crate::helpers::TestApp`] instead. One home for both ways
//! of running the app.

use crate::helpers::{TestDb, test_db};
use axum::Router;
use axum::body::Body;
use axum::extract::connect_info::MockConnectInfo;
use axum::http::{HeaderMap, Method, Request, StatusCode};
use clap::Parser;
use serde_json::Value;
use std::net::SocketAddr;
use tower::ServiceExt;

#[derive(Parser)]
struct Args {
    #[command(flatten)]
    cfg: api::config::Config,
}

pub struct InProcessApp {
    router: Router,
    pub db: api::store::db::Db,
    test_db: Option<TestDb>,
    _dir: tempfile::TempDir,
}

/// One response, read whole.
pub struct Answer {
    pub status: StatusCode,
    pub headers: HeaderMap,
    /// The body as text (every answer here is JSON or text).
    pub body: String,
}

impl Answer {
    pub fn json(&self) -> Value {
        serde_json::from_str(&self.body).unwrap_or_else(|e| panic!("not JSON ({e}): {}", self.body))
    }

    /// The first cookie this answer set, as (name, value).
    pub fn cookie(&self) -> Option<(String, String)> {
        let set = self.headers.get("set-cookie")?.to_str().unwrap();
        let (pair, _) = set.split_once(';').unwrap_or((set, ""));
        let (name, value) = pair.split_once('=')?;
        Some((name.to_string(), value.to_string()))
    }

    /// A header's value, or "" when absent.
    pub fn header(&self, name: &str) -> &str {
        self.headers
            .get(name)
            .map(|v| v.to_str().unwrap())
            .unwrap_or_default()
    }
}

impl InProcessApp {
    /// The app on a fresh `backend` database, its requests from `peer`
    /// (`address:port`), with `extra` command-line settings for `serve`.
    pub async fn start(backend: &str, peer: &str, extra: &[&str]) -> InProcessApp {
        let dir = tempfile::tempdir().unwrap();
        let tdb = test_db(backend, dir.path()).await;
        let mail = dir.path().join("mail").display().to_string();
        let routes = dir.path().join("no-routes.json").display().to_string();
        let mut argv = vec![
            "api",
            "--database-url",
            &tdb.url,
            "--mail-dir",
            &mail,
            "--routes-file",
            &routes,
        ];
        argv.extend_from_slice(extra);
        let state = api::app::build_state(Args::parse_from(argv).cfg)
            .await
            .expect("state");
        let db = state.db.clone();
        let peer: SocketAddr = peer.parse().unwrap();
        let router = api::app::router(state)
            .expect("router")
            .layer(MockConnectInfo(peer));
        InProcessApp {
            router,
            db,
            test_db: Some(tdb),
            _dir: dir,
        }
    }

    pub async fn send(&self, request: Request<Body>) -> Answer {
        let response = self.router.clone().oneshot(request).await.unwrap();
        let status = response.status();
        let headers = response.headers().clone();
        let body = axum::body::to_bytes(response.into_body(), usize::MAX)
            .await
            .unwrap();
        Answer {
            status,
            headers,
            body: String::from_utf8_lossy(&body).into_owned(),
        }
    }

    /// `method path` with `headers`, and `body` as JSON when given.
    pub async fn request(
        &self,
        method: Method,
        path: &str,
        headers: &[(&str, &str)],
        body: Option<&Value>,
    ) -> Answer {
        let mut request = Request::builder().method(method).uri(path);
        for (k, v) in headers {
            request = request.header(*k, *v);
        }
        let body = match body {
            Some(b) => {
                request = request.header("content-type", "application/json");
                Body::from(b.to_string())
            }
            None => Body::empty(),
        };
        self.send(request.body(body).unwrap()).await
    }

    pub fn database_url(&self) -> &str {
        &self.test_db.as_ref().unwrap().url
    }

    pub async fn finish(mut self) {
        self.db.pool.close().await;
        if let Some(t) = self.test_db.take() {
            t.drop_db().await;
        }
    }
}
