//! The signed-in owner for the API tests: the one account (made as
//! `api owner add` makes it), the one site it signs in from, and a client
//! for each way the tests run the app.
//!
//! - [`OwnerClient`]: the real server ([`TestApp::spawn`]), signed in from a
//!   device the account knows (so no new-device email joins the mail a test
//!   counts), every request as the inbox sends it: the session and device
//!   cookies, and for a change `Origin` and the CSRF token. Every answer is
//!   checked for what all admin answers share (`no-store`, JSON, never the
//!   no-JavaScript page's secret).
//! - [`OwnerApi`]: the router in process ([`InProcessApp`]), with no mail
//!   worker, for the tests that count mail as queued.

use crate::helpers::{Options, TestApp, TestDb, scalar, test_db};
use crate::in_process_app::{Answer, InProcessApp};
use axum::http::{Method, StatusCode};
use serde_json::{Value, json};
use sqlx::AnyPool;
use std::path::Path;

/// The `Origin` the inbox's requests carry (the servers' `SITE_URL`).
pub use crate::helpers::SITE;
pub const OWNER: &str = "owner@kelvintrades.example";
pub const PASSWORD: &str = "tenement-close-77-lamp";

/// Makes an owner account as `api owner add` does.
pub async fn add_owner(db: &api::store::db::Db, email: &str, password: &str) {
    use api::admin::accounts::{NewPassword, OwnerEmail};
    let email = OwnerEmail::parse(email).unwrap();
    let password = NewPassword::parse(password.into(), &email).unwrap();
    api::admin::accounts::add_from_cli(db, &email, &password, api::admin::accounts::Role::Owner)
        .await
        .unwrap();
}

pub struct OwnerClient {
    pub app: TestApp,
    /// The server's database, for arranging and checking rows.
    pub pool: AnyPool,
    /// The same, as the service's own handle (for its functions).
    pub db: api::store::db::Db,
    test_db: Option<TestDb>,
    cookie: String,
    csrf: String,
    _dir: tempfile::TempDir,
}

impl OwnerClient {
    /// A server on a fresh `backend` database with default settings.
    pub async fn start(backend: &str) -> OwnerClient {
        OwnerClient::start_with(backend, |o, _| o).await
    }

    /// As [`OwnerClient::start`], with the server's settings changed by
    /// `configure` (given the defaults and the test's own folder).
    pub async fn start_with(
        backend: &str,
        configure: impl FnOnce(Options, &Path) -> Options,
    ) -> OwnerClient {
        let dir = tempfile::tempdir().unwrap();
        let db = test_db(backend, dir.path()).await;
        let app = TestApp::spawn(&configure(Options::new(&db, dir.path()), dir.path())).await;
        OwnerClient::sign_in(app, db, dir).await
    }

    /// Signs the owner in to `app`, a server the caller started on `db`
    /// (after arranging rows it must find at start-up); takes both, and the
    /// folder they live in, to stop and drop at [`OwnerClient::finish`].
    pub async fn sign_in(app: TestApp, db: TestDb, dir: tempfile::TempDir) -> OwnerClient {
        // The server has migrated; the account is made as `api owner add` does.
        let conn = api::store::db::Db::connect(&db.url).await.unwrap();
        add_owner(&conn, OWNER, PASSWORD).await;
        let device = "d".repeat(64);
        sqlx::query(
            "INSERT INTO known_devices (token_hash, owner_id, created_at, last_used_at) \
             SELECT $1, id, '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z' FROM owners",
        )
        .bind(hex::encode(<sha2::Sha256 as sha2::Digest>::digest(
            device.as_bytes(),
        )))
        .execute(&conn.pool)
        .await
        .unwrap();
        conn.pool.close().await;
        let res = app
            .client
            .post(app.url("/api/admin/session"))
            .header("origin", SITE)
            .header("cookie", format!("owner_device={device}"))
            .json(&json!({ "email": OWNER, "password": PASSWORD }))
            .send()
            .await
            .unwrap();
        assert_eq!(res.status(), 200, "signed in");
        let set = res.headers()["set-cookie"].to_str().unwrap().to_string();
        // The session, and the device it was made on (as the browser sends both).
        let cookie = format!("{}; owner_device={device}", set.split(';').next().unwrap());
        let csrf = res.json::<Value>().await.unwrap()["csrfToken"]
            .as_str()
            .unwrap()
            .to_string();
        let handle = api::store::db::Db::connect(&db.url).await.unwrap();
        OwnerClient {
            app,
            pool: handle.pool.clone(),
            db: handle,
            test_db: Some(db),
            cookie,
            csrf,
            _dir: dir,
        }
    }

    async fn answer(res: reqwest::Response) -> (u16, Value) {
        let status = res.status().as_u16();
        assert_eq!(
            res.headers()
                .get("cache-control")
                .map(|v| v.to_str().unwrap()),
            Some("no-store")
        );
        let text = res.text().await.unwrap();
        // Nothing the owner sees carries the no-JavaScript page's secret.
        assert!(
            !text.contains("access_token") && !text.contains("accessToken"),
            "{text}"
        );
        let body = serde_json::from_str(&text).unwrap_or_else(|e| panic!("not JSON ({e}): {text}"));
        (status, body)
    }

    /// `GET /api/admin{path}`.
    pub async fn get(&self, path: &str) -> (u16, Value) {
        let res = self
            .app
            .client
            .get(self.app.url(&format!("/api/admin{path}")))
            .header("cookie", &self.cookie)
            .send()
            .await
            .unwrap();
        OwnerClient::answer(res).await
    }

    /// A change to lead `id` as the owner's screen makes it: `body` with the
    /// lead's version as a fresh read shows it (issue 23.5).
    pub async fn act(&self, id: i64, action: &str, mut body: Value) -> (u16, Value) {
        let (_, seen) = self.get(&format!("/leads/{id}")).await;
        body["version"] = seen["lead"]["version"].clone();
        self.post(&format!("/leads/{id}/{action}"), Some(body))
            .await
    }

    /// `POST /api/admin{path}`, with `body` as JSON when given.
    pub async fn post(&self, path: &str, body: Option<Value>) -> (u16, Value) {
        let mut req = self
            .app
            .client
            .post(self.app.url(&format!("/api/admin{path}")))
            .header("cookie", &self.cookie)
            .header("origin", SITE)
            .header("x-csrf-token", &self.csrf);
        if let Some(b) = body {
            req = req.json(&b);
        }
        OwnerClient::answer(req.send().await.unwrap()).await
    }

    /// `DELETE /api/admin{path}`.
    pub async fn delete(&self, path: &str) -> (u16, Value) {
        let res = self
            .app
            .client
            .delete(self.app.url(&format!("/api/admin{path}")))
            .header("cookie", &self.cookie)
            .header("origin", SITE)
            .header("x-csrf-token", &self.csrf)
            .send()
            .await
            .unwrap();
        OwnerClient::answer(res).await
    }

    /// The export `site_fixture` made in the test's folder (when the test
    /// started the server with it).
    pub fn site_dir(&self) -> std::path::PathBuf {
        self._dir.path().join("out")
    }

    /// The `Cookie` header the owner's browser sends: session and device.
    pub fn cookie(&self) -> &str {
        &self.cookie
    }

    /// The session cookie alone, as a browser the account never signed in
    /// on would send it.
    pub fn session_cookie(&self) -> &str {
        self.cookie.split(';').next().unwrap()
    }

    pub fn csrf(&self) -> &str {
        &self.csrf
    }

    pub fn database_url(&self) -> &str {
        &self.test_db.as_ref().unwrap().url
    }

    /// Stops the server gracefully (batched page views are written) and
    /// drops its database.
    pub async fn finish(mut self) {
        self.db.pool.close().await;
        self.app.terminate().await;
        if let Some(db) = self.test_db.take() {
            db.drop_db().await;
        }
    }
}

/// Another account on an [`OwnerClient`]'s server (issue 33.7), signed in
/// from a device of its own that it knows, as the owner is.
pub struct Member {
    base: String,
    client: reqwest::Client,
    cookie: String,
    csrf: String,
}

impl OwnerClient {
    /// Makes the account `email` with `role` (as `api owner add --role`
    /// does) and signs it in.
    pub async fn member(&self, email: &str, role: api::admin::accounts::Role) -> Member {
        use api::admin::accounts::{NewPassword, OwnerEmail};
        let parsed = OwnerEmail::parse(email).unwrap();
        let password = NewPassword::parse(PASSWORD.into(), &parsed).unwrap();
        api::admin::accounts::add_from_cli(&self.db, &parsed, &password, role)
            .await
            .unwrap();
        let device = hex::encode(<sha2::Sha256 as sha2::Digest>::digest(email.as_bytes()));
        sqlx::query(
            "INSERT INTO known_devices (token_hash, owner_id, created_at, last_used_at) \
             SELECT $1, id, '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z' FROM owners WHERE email = $2",
        )
        .bind(hex::encode(<sha2::Sha256 as sha2::Digest>::digest(
            device.as_bytes(),
        )))
        .bind(email)
        .execute(&self.pool)
        .await
        .unwrap();
        let res = self
            .app
            .client
            .post(self.app.url("/api/admin/session"))
            .header("origin", SITE)
            .header("cookie", format!("owner_device={device}"))
            .json(&json!({ "email": email, "password": PASSWORD }))
            .send()
            .await
            .unwrap();
        assert_eq!(res.status(), 200, "{email} signed in");
        let set = res.headers()["set-cookie"].to_str().unwrap().to_string();
        let body = res.json::<Value>().await.unwrap();
        assert_eq!(body["role"], json!(role.as_str()), "{body}");
        Member {
            base: self.app.base.clone(),
            client: self.app.client.clone(),
            cookie: format!("{}; owner_device={device}", set.split(';').next().unwrap()),
            csrf: body["csrfToken"].as_str().unwrap().to_string(),
        }
    }
}

impl Member {
    /// The session and device cookies, for a request made by hand.
    pub fn cookie(&self) -> &str {
        &self.cookie
    }

    fn url(&self, path: &str) -> String {
        format!("{}/api/admin{path}", self.base)
    }

    /// `GET /api/admin{path}`.
    pub async fn get(&self, path: &str) -> (u16, Value) {
        let res = self
            .client
            .get(self.url(path))
            .header("cookie", &self.cookie)
            .send()
            .await
            .unwrap();
        OwnerClient::answer(res).await
    }

    /// `method /api/admin{path}` as the inbox sends a change.
    pub async fn send(
        &self,
        method: reqwest::Method,
        path: &str,
        body: Option<Value>,
    ) -> (u16, Value) {
        let mut req = self
            .client
            .request(method, self.url(path))
            .header("cookie", &self.cookie)
            .header("origin", SITE)
            .header("x-csrf-token", &self.csrf);
        if let Some(b) = body {
            req = req.json(&b);
        }
        OwnerClient::answer(req.send().await.unwrap()).await
    }

    pub async fn post(&self, path: &str, body: Option<Value>) -> (u16, Value) {
        self.send(reqwest::Method::POST, path, body).await
    }

    pub async fn delete(&self, path: &str) -> (u16, Value) {
        self.send(reqwest::Method::DELETE, path, None).await
    }

    /// A change to lead `id` at the version a fresh read shows.
    pub async fn act(&self, id: i64, action: &str, mut body: Value) -> (u16, Value) {
        let (_, seen) = self.get(&format!("/leads/{id}")).await;
        body["version"] = seen["lead"]["version"].clone();
        self.post(&format!("/leads/{id}/{action}"), Some(body))
            .await
    }
}

/// The app in process with the owner signed in: requests carry the session
/// cookie, the site's Origin and the CSRF token. Paths are whole
/// (`/api/admin/...`), and answers are given as they are, headers and all.
pub struct OwnerApi {
    app: InProcessApp,
    pub db: api::store::db::Db,
    pub url: String,
    cookie: String,
    csrf: String,
}

impl OwnerApi {
    pub async fn start(backend: &str) -> OwnerApi {
        let app = InProcessApp::start(backend, "198.51.100.7:40000", &[]).await;
        add_owner(&app.db, OWNER, PASSWORD).await;
        let signed_in = app
            .request(
                Method::POST,
                "/api/admin/session",
                &[("origin", SITE)],
                Some(&json!({ "email": OWNER, "password": PASSWORD })),
            )
            .await;
        assert_eq!(signed_in.status, StatusCode::OK, "{}", signed_in.body);
        let (name, value) = signed_in.cookie().expect("a session cookie");
        let csrf = signed_in.json()["csrfToken"].as_str().unwrap().to_string();
        OwnerApi {
            db: app.db.clone(),
            url: app.database_url().to_string(),
            app,
            cookie: format!("{name}={value}"),
            csrf,
        }
    }

    pub async fn send(&self, method: Method, path: &str, body: Option<&Value>) -> Answer {
        let headers = [
            ("origin", SITE),
            ("x-csrf-token", self.csrf.as_str()),
            ("cookie", self.cookie.as_str()),
        ];
        self.app.request(method, path, &headers, body).await
    }

    pub async fn get(&self, path: &str) -> Answer {
        self.send(Method::GET, path, None).await
    }

    pub async fn count(&self, sql: &str) -> i64 {
        scalar(&self.db.pool, sql).await
    }

    /// The audit log's actions, oldest first.
    pub async fn audit(&self) -> Vec<String> {
        sqlx::query_scalar("SELECT action FROM owner_audit ORDER BY id")
            .fetch_all(&self.db.pool)
            .await
            .unwrap()
    }

    pub async fn finish(self) {
        self.app.finish().await;
    }
}
