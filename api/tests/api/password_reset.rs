//! Password reset by an emailed link (issue 23.8), against the real binary
//! with its mail worker sending to the SMTP sink: the same answer for any
//! address, a link only to an account, once and for 30 minutes, every
//! session ended, the other links dead, the limits, and only the site's own
//! pages may ask.

use crate::helpers::{Options, TestApp, TestDb, backends, in_one_window, scalar, test_db};
use crate::smtp_sink::{Received, SmtpSink};
use api::admin::password_reset::{CHANGED, EXPIRED, SENT};
use serde_json::{Value, json};
use sqlx::AnyPool;
use std::time::{Duration, Instant};

use crate::owner_client::{OWNER as EMAIL, PASSWORD, SITE, add_owner};
const NEW_PASSWORD: &str = "kelvingrove bandstand 1924";

struct Reset {
    app: TestApp,
    sink: SmtpSink,
    pool: AnyPool,
    db: Option<TestDb>,
    _dir: tempfile::TempDir,
}

struct Answer {
    status: u16,
    body: Value,
    cookie: Option<String>,
}

impl Reset {
    /// The real server sending to an SMTP sink, trusting one proxy so each
    /// test can be several clients, with one owner account.
    async fn start(backend: &str) -> Reset {
        Reset::start_with(backend, None).await
    }

    /// As [`Reset::start`], the account's second factor on with `totp` (a
    /// secret, enabled with the current code) when given.
    async fn start_with(backend: &str, totp: Option<&str>) -> Reset {
        let dir = tempfile::tempdir().unwrap();
        let sink = SmtpSink::start().await;
        let tdb = test_db(backend, dir.path()).await;
        {
            let db = api::store::db::Db::connect(&tdb.url).await.unwrap();
            add_owner(&db, EMAIL, PASSWORD).await;
            if let Some(secret) = totp {
                let email = api::admin::accounts::OwnerEmail::parse(EMAIL).unwrap();
                api::admin::totp::enable(&db, &email, secret, &totp_code(secret))
                    .await
                    .unwrap();
            }
            db.pool.close().await;
        }
        let app = TestApp::spawn(&Options {
            smtp_url: Some(sink.url()),
            extra_env: vec![("TRUST_PROXY".into(), "1".into())],
            ..Options::new(&tdb, dir.path())
        })
        .await;
        let pool = tdb.pool().await;
        Reset {
            app,
            sink,
            pool,
            db: Some(tdb),
            _dir: dir,
        }
    }

    /// A POST from client `from`, with `origin` as the browser would send it.
    async fn post(&self, path: &str, body: &Value, origin: Option<&str>, from: &str) -> Answer {
        let mut request = self
            .app
            .client
            .post(self.app.url(path))
            .header("x-forwarded-for", from)
            .json(body);
        if let Some(o) = origin {
            request = request.header("origin", o);
        }
        let response = request.send().await.unwrap();
        let status = response.status().as_u16();
        let cookie = response
            .headers()
            .get_all("set-cookie")
            .iter()
            .map(|v| v.to_str().unwrap().split(';').next().unwrap().to_string())
            .find(|c| c.starts_with("owner_session="));
        let body = response.json().await.unwrap_or(Value::Null);
        Answer {
            status,
            body,
            cookie,
        }
    }

    async fn ask(&self, email: &str, from: &str) -> Answer {
        self.post(
            "/api/admin/password-reset",
            &json!({ "email": email }),
            Some(SITE),
            from,
        )
        .await
    }

    async fn complete(&self, token: &str, password: &str, from: &str) -> Answer {
        self.post(
            "/api/admin/password-reset/complete",
            &json!({ "token": token, "password": password }),
            Some(SITE),
            from,
        )
        .await
    }

    async fn sign_in(&self, password: &str, from: &str) -> Answer {
        self.post(
            "/api/admin/session",
            &json!({ "email": EMAIL, "password": password }),
            Some(SITE),
            from,
        )
        .await
    }

    async fn whoami(&self, cookie: &str) -> u16 {
        self.app
            .client
            .get(self.app.url("/api/admin/session"))
            .header("cookie", cookie)
            .send()
            .await
            .unwrap()
            .status()
            .as_u16()
    }

    async fn count(&self, sql: &str) -> i64 {
        scalar(&self.pool, sql).await
    }

    async fn finish(mut self) {
        self.app.kill().await;
        self.pool.close().await;
        if let Some(db) = self.db.take() {
            db.drop_db().await;
        }
    }
}

/// The token in a reset email's link (`/admin/#reset=<64 hex digits>`).
fn token_in(mail: &Received) -> String {
    let text = mail.decoded();
    let marker = format!("{SITE}/admin/#reset=");
    let start = text
        .find(&marker)
        .unwrap_or_else(|| panic!("no reset link in:\n{text}"))
        + marker.len();
    let token: String = text[start..]
        .chars()
        .take_while(|c| c.is_ascii_hexdigit())
        .collect();
    assert_eq!(token.len(), 64, "{text}");
    token
}

/// The code an authenticator app shows now for `secret` (base32).
fn totp_code(secret: &str) -> String {
    use api::admin::totp;
    let bytes = totp::decode_secret(secret).unwrap();
    let step = totp::step_at(chrono::Utc::now().timestamp());
    format!("{:06}", totp::code_at_step(&bytes, step))
}

fn hash(token: &str) -> String {
    use sha2::{Digest, Sha256};
    hex::encode(Sha256::digest(token.as_bytes()))
}

#[tokio::test]
async fn a_link_goes_only_to_an_account_works_once_and_ends_every_session() {
    for backend in backends() {
        let t = Reset::start(backend).await;
        let signed_in = t.sign_in(PASSWORD, "198.51.100.1").await;
        assert_eq!(signed_in.status, 200, "{backend}: {}", signed_in.body);
        let old_session = signed_in.cookie.expect("a session cookie");
        let alerts = t.sink.wait_for(1, 20).await.len();

        // An address with no account and one with (typed in another case)
        // get the same answer after the same wait; only the account is mailed.
        let started = Instant::now();
        let unknown = t.ask("nobody@kelvintrades.example", "198.51.100.2").await;
        let unknown_took = started.elapsed();
        let started = Instant::now();
        let known = t.ask("  Owner@KelvinTrades.example ", "198.51.100.3").await;
        let known_took = started.elapsed();
        assert_eq!(unknown.status, 202, "{backend}: {}", unknown.body);
        assert_eq!((unknown.status, &unknown.body), (known.status, &known.body));
        assert_eq!(known.body, json!({ "success": true, "message": SENT }));
        for took in [unknown_took, known_took] {
            assert!(took >= Duration::from_millis(400), "{backend}: {took:?}");
        }
        assert_eq!(
            t.count("SELECT COUNT(*) FROM outbox WHERE kind = 'password-reset'")
                .await,
            1,
            "{backend}: nothing queued for the unknown address"
        );
        let mail = t.sink.wait_for(alerts + 1, 20).await;
        assert_eq!(mail.len(), alerts + 1, "{backend}");
        let reset = mail.last().unwrap();
        assert_eq!(reset.rcpt_to, [EMAIL]);
        assert!(
            reset.header("Subject").unwrap().contains("new password"),
            "{:?}",
            reset.header("Subject")
        );
        let text = reset.decoded();
        assert!(
            text.contains("It works once, for 30 minutes") && text.contains("(UK time)"),
            "{text}"
        );
        let token = token_in(reset);
        // Only its hash is stored.
        assert_eq!(
            t.count(&format!(
                "SELECT COUNT(*) FROM password_resets WHERE token_hash = '{token}'"
            ))
            .await,
            0,
            "{backend}"
        );
        assert_eq!(
            t.count(&format!(
                "SELECT COUNT(*) FROM password_resets WHERE token_hash = '{}'",
                hash(&token)
            ))
            .await,
            1,
            "{backend}"
        );

        // A second link, still unused when the first one is.
        t.ask(EMAIL, "198.51.100.4").await;
        let second = token_in(t.sink.wait_for(alerts + 2, 20).await.last().unwrap());
        assert_ne!(second, token);

        // A password the rules refuse: 400 naming the rule; the link still works.
        for (weak, rule) in [
            ("short", "at least 12 characters"),
            (EMAIL, "must not be the email address"),
        ] {
            let refused = t.complete(&token, weak, "198.51.100.5").await;
            assert_eq!(refused.status, 400, "{backend}: {}", refused.body);
            assert!(
                refused.body["error"].as_str().unwrap().contains(rule),
                "{backend}: {}",
                refused.body
            );
        }

        let done = t.complete(&token, NEW_PASSWORD, "198.51.100.5").await;
        assert_eq!(done.status, 200, "{backend}: {}", done.body);
        assert_eq!(done.body, json!({ "success": true, "message": CHANGED }));
        assert!(done.cookie.is_none(), "nobody is signed in by the link");

        // The link is spent, and so is the other one.
        for spent in [&token, &second] {
            let again = t
                .complete(spent, "another long passphrase 9", "198.51.100.5")
                .await;
            assert_eq!(again.status, 400, "{backend}");
            assert_eq!(again.body["error"], EXPIRED, "{backend}");
        }
        // Every session ended, every device forgotten, and it is audited.
        assert_eq!(t.whoami(&old_session).await, 401, "{backend}");
        assert_eq!(
            t.count("SELECT COUNT(*) FROM owner_sessions").await,
            0,
            "{backend}"
        );
        assert_eq!(
            t.count("SELECT COUNT(*) FROM known_devices").await,
            0,
            "{backend}"
        );
        assert_eq!(
            t.count(
                "SELECT COUNT(*) FROM owner_audit WHERE action = 'password-reset-requested' AND owner_email = 'owner@kelvintrades.example'"
            )
            .await,
            2,
            "{backend}"
        );
        assert_eq!(
            t.count("SELECT COUNT(*) FROM owner_audit WHERE action = 'password-reset'")
                .await,
            1,
            "{backend}"
        );
        // The old password no longer signs in; the new one does.
        assert_eq!(t.sign_in(PASSWORD, "198.51.100.6").await.status, 401);
        let fresh = t.sign_in(NEW_PASSWORD, "198.51.100.6").await;
        assert_eq!(fresh.status, 200, "{backend}: {}", fresh.body);
        t.finish().await;
    }
}

#[tokio::test]
async fn an_expired_or_malformed_link_and_a_malformed_request_are_refused() {
    for backend in backends() {
        let t = Reset::start(backend).await;
        t.ask(EMAIL, "198.51.100.1").await;
        let token = token_in(&t.sink.wait_for(1, 20).await[0]);
        sqlx::query("UPDATE password_resets SET expires_ms = 0")
            .execute(&t.pool)
            .await
            .unwrap();
        let late = t.complete(&token, NEW_PASSWORD, "198.51.100.2").await;
        assert_eq!(late.status, 400, "{backend}: {}", late.body);
        assert_eq!(late.body["error"], EXPIRED);
        for bogus in ["", "not-a-token", &"0".repeat(64), &format!("{token}0")] {
            let a = t.complete(bogus, NEW_PASSWORD, "198.51.100.2").await;
            assert_eq!(
                (a.status, a.body["error"].as_str()),
                (400, Some(EXPIRED)),
                "{backend} {bogus:?}"
            );
        }
        // Nothing changed: the old password still signs in.
        assert_eq!(t.sign_in(PASSWORD, "198.51.100.3").await.status, 200);

        // Precise 400s for bodies that are not what each route takes.
        for (path, body, says) in [
            (
                "/api/admin/password-reset",
                json!({}),
                "missing field `email`",
            ),
            (
                "/api/admin/password-reset",
                json!({ "email": 7 }),
                "invalid type",
            ),
            (
                "/api/admin/password-reset",
                json!({ "email": "not an address" }),
                "Enter an email address",
            ),
            (
                "/api/admin/password-reset/complete",
                json!({ "token": token }),
                "missing field `password`",
            ),
        ] {
            let a = t.post(path, &body, Some(SITE), "198.51.100.4").await;
            assert_eq!(a.status, 400, "{backend} {path} {body}: {}", a.body);
            assert_eq!(a.body["success"], false);
            assert!(
                a.body["error"].as_str().unwrap().contains(says),
                "{backend} {path}: {}",
                a.body
            );
        }
        let form = t
            .app
            .client
            .post(t.app.url("/api/admin/password-reset"))
            .header("origin", SITE)
            .form(&[("email", EMAIL)])
            .send()
            .await
            .unwrap();
        assert_eq!(form.status(), 415, "{backend}: JSON only");
        t.finish().await;
    }
}

#[tokio::test]
async fn an_account_is_sent_three_links_an_hour_and_a_client_is_limited() {
    for backend in backends() {
        let t = Reset::start(backend).await;
        // Four requests for the account, each from its own client: all get
        // the same answer, and only three emails are sent.
        for i in 0..4 {
            let a = t.ask(EMAIL, &format!("198.51.100.{i}")).await;
            assert_eq!(
                (a.status, &a.body["message"]),
                (202, &json!(SENT)),
                "{backend} {i}"
            );
        }
        assert_eq!(
            t.count("SELECT COUNT(*) FROM outbox WHERE kind = 'password-reset'")
                .await,
            3,
            "{backend}"
        );
        assert_eq!(
            t.count("SELECT COUNT(*) FROM owner_audit WHERE action = 'password-reset-limited'")
                .await,
            1,
            "{backend}"
        );
        t.sink.wait_for(3, 20).await;
        tokio::time::sleep(Duration::from_millis(500)).await;
        assert_eq!(t.sink.messages().len(), 3, "{backend}: no fourth email");

        // One client asking about many addresses is refused after five,
        // with how long to wait; another client is not. The burst and the
        // token guesses below must fall in one of the limiter's windows.
        in_one_window(
            api::admin::password_reset::CLIENT_WINDOW.as_secs(),
            Duration::from_secs(30),
        )
        .await;
        for i in 0..5 {
            let a = t
                .ask(&format!("someone{i}@example.com"), "203.0.113.7")
                .await;
            assert_eq!(a.status, 202, "{backend} {i}");
        }
        let over = t.ask("someone9@example.com", "203.0.113.7").await;
        assert_eq!(over.status, 429, "{backend}: {}", over.body);
        assert!(
            over.body["error"]
                .as_str()
                .unwrap()
                .contains("Try again in"),
            "{}",
            over.body
        );
        assert_eq!(
            t.ask("someone9@example.com", "203.0.113.8").await.status,
            202
        );

        // Guessing tokens: ten tries a client, then 429.
        for i in 0..10 {
            let a = t
                .complete(&format!("{i:064x}"), NEW_PASSWORD, "203.0.113.9")
                .await;
            assert_eq!(a.status, 400, "{backend} {i}");
        }
        let over = t
            .complete(&"f".repeat(64), NEW_PASSWORD, "203.0.113.9")
            .await;
        assert_eq!(over.status, 429, "{backend}: {}", over.body);
        t.finish().await;
    }
}

#[tokio::test]
async fn only_the_sites_own_pages_may_ask_or_complete() {
    for backend in backends() {
        let t = Reset::start(backend).await;
        for path in [
            "/api/admin/password-reset",
            "/api/admin/password-reset/complete",
        ] {
            let body = json!({ "email": EMAIL, "token": "0".repeat(64), "password": NEW_PASSWORD });
            for origin in [Some("https://evil.example"), Some("null"), None] {
                let a = t.post(path, &body, origin, "198.51.100.1").await;
                assert_eq!(a.status, 403, "{backend} {path} {origin:?}: {}", a.body);
                assert_eq!(a.body["success"], false);
            }
        }
        assert_eq!(
            t.count("SELECT COUNT(*) FROM password_resets").await,
            0,
            "{backend}: a refused request makes no link"
        );
        t.finish().await;
    }
}

/// A link proves the mailbox, not the authenticator app: after a reset an
/// account with a second factor is still asked for its code.
#[tokio::test]
async fn a_second_factor_is_still_asked_for_after_a_reset() {
    let secret = api::admin::totp::new_secret();
    let t = Reset::start_with("sqlite", Some(&secret)).await;
    t.ask(EMAIL, "198.51.100.1").await;
    let token = token_in(&t.sink.wait_for(1, 20).await[0]);
    let done = t.complete(&token, NEW_PASSWORD, "198.51.100.1").await;
    assert_eq!(done.status, 200, "{}", done.body);
    let without = t.sign_in(NEW_PASSWORD, "198.51.100.2").await;
    assert_eq!(without.status, 401, "{}", without.body);
    assert_eq!(without.body["needsCode"], true);
    assert_eq!(
        t.count("SELECT COUNT(*) FROM owner_sessions").await,
        0,
        "no session without the code"
    );
    t.finish().await;
}
