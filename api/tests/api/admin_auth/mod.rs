//! The owner's sign-in (issue 11.1): accounts from the CLI, sessions, the
//! admin guard on every route in `api::admin::routes()`, sign-in limits,
//! expiry, fixation, and that no password or token is logged or returned.
//! In process (`oneshot`) where no socket is needed; the real binary for the
//! CLI and the log.
//!
//! The tests are grouped as `sign_in`, `lockout`, `sessions`, `totp` and
//! `command_line`; the signed-in `Admin` client and the helpers are here.

use crate::helpers::{Options, TestApp, TestDb, backends, cli, scalar, test_db};
use crate::in_process_app::{Answer, InProcessApp};
use axum::http::{Method, StatusCode};
use serde_json::{Value, json};
use sha2::{Digest, Sha256};
use std::time::Duration;

use crate::owner_client::{OWNER as EMAIL, PASSWORD, SITE};

/// The app in process, with one trusted proxy.
struct Admin {
    app: InProcessApp,
    db: api::store::db::Db,
}

/// A signed-in browser: its cookie and CSRF token.
struct Session {
    cookie: String,
    token: String,
    csrf: String,
}

impl Admin {
    async fn new(backend: &str, extra: &[&str]) -> Admin {
        // One proxy, so tests can be several clients through X-Forwarded-For.
        let mut args = vec!["--trust-proxy", "1"];
        args.extend_from_slice(extra);
        let app = InProcessApp::start(backend, "10.0.0.2:40000", &args).await;
        let db = app.db.clone();
        Admin { app, db }
    }

    async fn add_owner(&self, email: &str, password: &str) {
        crate::owner_client::add_owner(&self.db, email, password).await;
    }

    async fn send(
        &self,
        method: Method,
        path: &str,
        headers: &[(&str, &str)],
        body: Option<&Value>,
    ) -> Answer {
        self.app.request(method, path, headers, body).await
    }

    /// Signs in from client `from` (an address our one trusted proxy names).
    async fn sign_in_from(&self, email: &str, password: &str, from: &str) -> Answer {
        self.send(
            Method::POST,
            "/api/admin/session",
            &[("origin", SITE), ("x-forwarded-for", from)],
            Some(&json!({ "email": email, "password": password })),
        )
        .await
    }

    async fn sign_in(&self) -> Session {
        let answer = self.sign_in_from(EMAIL, PASSWORD, "198.51.100.1").await;
        assert_eq!(answer.status, StatusCode::OK, "{}", answer.body);
        let (name, token) = answer.cookie().expect("a session cookie");
        Session {
            cookie: format!("{name}={token}"),
            token,
            csrf: answer.json()["csrfToken"].as_str().unwrap().to_string(),
        }
    }

    async fn whoami(&self, cookie: &str) -> StatusCode {
        self.send(
            Method::GET,
            "/api/admin/session",
            &[("cookie", cookie)],
            None,
        )
        .await
        .status
    }

    async fn exec(&self, sql: &str) {
        sqlx::query(sql).execute(&self.db.pool).await.unwrap();
    }

    async fn finish(self) {
        self.app.finish().await;
    }
}

fn now_ms() -> i64 {
    chrono::Utc::now().timestamp_millis()
}

/// The first lines `api serve` prints: on a fresh database they say how to
/// create the first owner account (issue 11: `just run` on a fresh clone
/// tells the owner how to sign in); once an account exists they do not.
async fn serve_start_lines(database_url: &str, dir: &std::path::Path) -> Vec<String> {
    use tokio::io::{AsyncBufReadExt, BufReader};
    let mut child = tokio::process::Command::new(env!("CARGO_BIN_EXE_api"))
        .arg("serve")
        .env_clear()
        .env("PATH", std::env::var("PATH").unwrap_or_default())
        .env("PORT", "0")
        .env("DATABASE_URL", database_url)
        .env("MAIL_DIR", dir.join("mail"))
        .env("LOG", "error")
        .stdout(std::process::Stdio::piped())
        .kill_on_drop(true)
        .spawn()
        .unwrap();
    let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
    let mut seen = Vec::new();
    // The listening line, then whatever follows it within a moment.
    let _ = tokio::time::timeout(Duration::from_secs(30), async {
        while let Ok(Some(line)) = lines.next_line().await {
            let listening = line.starts_with("api listening on ");
            seen.push(line);
            if listening {
                break;
            }
        }
    })
    .await;
    if let Ok(Ok(Some(line))) =
        tokio::time::timeout(Duration::from_secs(3), lines.next_line()).await
    {
        seen.push(line);
    }
    let _ = child.kill().await;
    seen
}

/// `/leads/{id}/notes` → `/leads/1/notes`.
fn fill_placeholders(path: &str) -> String {
    let mut out = String::new();
    let mut in_param = false;
    for c in path.chars() {
        match c {
            '{' => in_param = true,
            '}' => {
                in_param = false;
                out.push('1');
            }
            _ if in_param => {}
            _ => out.push(c),
        }
    }
    out
}

/// The code an authenticator app shows for `secret` (base32) `steps_ahead`
/// 30-second steps from now.
fn totp_code(secret: &str, steps_ahead: i64) -> String {
    use api::admin::totp;
    let bytes = totp::decode_secret(secret).unwrap();
    let step = totp::step_at(chrono::Utc::now().timestamp()) + steps_ahead;
    format!("{:06}", totp::code_at_step(&bytes, step))
}

impl Admin {
    /// The owner (EMAIL, PASSWORD) with a second factor on, enabled with
    /// the current step's code; returns the secret.
    async fn owner_with_second_factor(&self) -> String {
        use api::admin::{accounts::OwnerEmail, totp};
        self.add_owner(EMAIL, PASSWORD).await;
        let email = OwnerEmail::parse(EMAIL).unwrap();
        let secret = totp::new_secret();
        totp::enable(&self.db, &email, &secret, &totp_code(&secret, 0))
            .await
            .unwrap();
        secret
    }

    async fn sign_in_with_code(&self, code: Option<&str>, from: &str) -> Answer {
        self.sign_in_with(PASSWORD, code, from).await
    }

    async fn sign_in_with(&self, password: &str, code: Option<&str>, from: &str) -> Answer {
        let mut body = json!({ "email": EMAIL, "password": password });
        if let Some(code) = code {
            body["code"] = json!(code);
        }
        self.send(
            Method::POST,
            "/api/admin/session",
            &[("origin", SITE), ("x-forwarded-for", from)],
            Some(&body),
        )
        .await
    }
}

mod command_line;
mod lockout;
mod sessions;
mod sign_in;
mod totp;
