//! Starts the real `api` binary on a random port with its own database, mail
//! folder and (optionally) a small static export, and talks to it over HTTP.

use sqlx::any::{AnyPoolOptions, install_default_drivers};
use sqlx::{AnyPool, Row};
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::process::Stdio;
use std::time::Duration;
use tokio::io::{AsyncBufReadExt, BufReader};
use tokio::process::{Child, Command};

pub const NOTIFY: &str = "owner@kelvintrades.example";
/// The servers' `SITE_URL`: the `Origin` the site's own pages send.
pub const SITE: &str = "http://localhost:3000";

/// A database for one test: a fresh SQLite file, or a fresh PostgreSQL
/// database on the server named by TEST_DATABASE_URL.
pub struct TestDb {
    pub url: String,
    admin: Option<(String, String)>,
}

impl TestDb {
    pub async fn sqlite(dir: &Path) -> TestDb {
        TestDb {
            url: format!("sqlite://{}", dir.join("site.db").display()),
            admin: None,
        }
    }

    pub async fn postgres(admin_url: &str) -> TestDb {
        install_default_drivers();
        let name = format!("api_test_{}", api::store::tokens::random_token());
        let admin = AnyPoolOptions::new()
            .max_connections(1)
            .connect(admin_url)
            .await
            .expect("connect to TEST_DATABASE_URL");
        sqlx::query(&format!("CREATE DATABASE {name}"))
            .execute(&admin)
            .await
            .expect("create test database");
        admin.close().await;
        let base = admin_url
            .rsplit_once('/')
            .map(|(b, _)| b)
            .unwrap_or(admin_url);
        TestDb {
            url: format!("{base}/{name}"),
            admin: Some((admin_url.to_string(), name)),
        }
    }

    pub async fn pool(&self) -> AnyPool {
        install_default_drivers();
        AnyPoolOptions::new()
            .max_connections(2)
            .connect(&self.url)
            .await
            .expect("connect to the test database")
    }

    pub async fn drop_db(self) {
        if let Some((admin_url, name)) = self.admin
            && let Ok(admin) = AnyPoolOptions::new()
                .max_connections(1)
                .connect(&admin_url)
                .await
        {
            let _ = sqlx::query(&format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)"))
                .execute(&admin)
                .await;
        }
    }
}

/// The backends every storage test runs against: SQLite always, PostgreSQL
/// when TEST_DATABASE_URL is set.
pub fn backends() -> Vec<&'static str> {
    let mut b = vec!["sqlite"];
    if std::env::var("TEST_DATABASE_URL").is_ok_and(|u| !u.is_empty()) {
        b.push("postgres");
    }
    b
}

pub async fn test_db(backend: &str, dir: &Path) -> TestDb {
    match backend {
        "postgres" => TestDb::postgres(&std::env::var("TEST_DATABASE_URL").unwrap()).await,
        _ => TestDb::sqlite(dir).await,
    }
}

pub struct TestApp {
    pub base: String,
    pub client: reqwest::Client,
    pub child: Child,
}

#[derive(Clone, Default)]
pub struct Options {
    pub database_url: String,
    pub smtp_url: Option<String>,
    pub mail_dir: PathBuf,
    pub site_dir: Option<PathBuf>,
    pub routes_file: Option<PathBuf>,
    pub rate_limit: Option<u32>,
    pub extra_env: Vec<(String, String)>,
    /// Run the server under this open-file limit (`ulimit -n`), to reproduce
    /// what happens when connections exhaust its file descriptors.
    pub open_files_limit: Option<u64>,
    /// Write the server's log (standard error) to this file instead of the
    /// test's own standard error, so a test can read what was logged.
    pub stderr_file: Option<PathBuf>,
}

impl Options {
    /// A server on `db` writing mail under `dir` when no SMTP server is set;
    /// tests add what they need with `Options { .., ..Options::new(..) }`.
    pub fn new(db: &TestDb, dir: &Path) -> Options {
        Options {
            database_url: db.url.clone(),
            mail_dir: dir.join("mail"),
            ..Default::default()
        }
    }
}

impl TestApp {
    pub async fn spawn(o: &Options) -> TestApp {
        let mut cmd = match o.open_files_limit {
            // The shell lowers its limit, then becomes the api ("$@" is the
            // binary and the arguments added below), so the pid stays the api's.
            Some(n) => {
                let mut sh = Command::new("sh");
                sh.args(["-c", &format!("ulimit -n {n} && exec \"$@\""), "sh"])
                    .arg(env!("CARGO_BIN_EXE_api"));
                sh
            }
            None => Command::new(env!("CARGO_BIN_EXE_api")),
        };
        cmd.arg("serve")
            .env_clear()
            .env("PATH", std::env::var("PATH").unwrap_or_default())
            .env("HOST", "127.0.0.1")
            .env("PORT", "0")
            .env("DATABASE_URL", &o.database_url)
            .env("MAIL_DIR", &o.mail_dir)
            .env("NOTIFY_EMAIL", NOTIFY)
            .env("SITE_URL", SITE)
            .env(
                "CONTACT_RATE_LIMIT",
                o.rate_limit.unwrap_or(10_000).to_string(),
            )
            .env("MAIL_RETRY_BASE_MS", "100")
            .env("MAIL_RETRY_MAX_MS", "400")
            .env("MAIL_POLL_MS", "100")
            // A killed server's lease (3x this) expires within seconds.
            .env("MAIL_SEND_TIMEOUT_MS", "2000")
            .env("LOG", "error")
            // Every test client connects from 127.0.0.1: let one address hold
            // a quarter of the slots (tests of the share set it lower).
            .env("MAX_CONNECTIONS_PER_CLIENT", "256")
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .kill_on_drop(true);
        if let Some(s) = &o.smtp_url {
            cmd.env("SMTP_URL", s);
        }
        if let Some(s) = &o.site_dir {
            cmd.env("SITE_DIR", s);
        }
        if let Some(r) = &o.routes_file {
            cmd.env("ROUTES_FILE", r);
        }
        for (k, v) in &o.extra_env {
            cmd.env(k, v);
        }
        if let Some(path) = &o.stderr_file {
            cmd.stderr(std::fs::File::create(path).expect("create the log file"));
        }
        let mut child = cmd.spawn().expect("start the api binary");
        let stdout = child.stdout.take().unwrap();
        let mut lines = BufReader::new(stdout).lines();
        let base = tokio::time::timeout(Duration::from_secs(60), async {
            while let Ok(Some(line)) = lines.next_line().await {
                if let Some(url) = line.strip_prefix("api listening on ") {
                    return url.to_string();
                }
            }
            panic!("the api exited before listening");
        })
        .await
        .expect("the api did not start within 60s");
        // Keep draining stdout so the child never blocks on a full pipe.
        tokio::spawn(async move { while let Ok(Some(_)) = lines.next_line().await {} });
        // No automatic decompression: tests check Content-Encoding themselves.
        let client = reqwest::Client::builder()
            .redirect(reqwest::redirect::Policy::none())
            .no_gzip()
            .build()
            .unwrap();
        TestApp {
            base,
            client,
            child,
        }
    }

    pub fn url(&self, path: &str) -> String {
        format!("{}{path}", self.base)
    }

    pub async fn post_json(&self, path: &str, body: &serde_json::Value) -> reqwest::Response {
        self.client
            .post(self.url(path))
            .header("user-agent", "Mozilla/5.0 (Test) Firefox/130.0")
            .json(body)
            .send()
            .await
            .expect("request")
    }

    pub async fn post_form(&self, path: &str, fields: &[(&str, &str)]) -> reqwest::Response {
        self.client
            .post(self.url(path))
            .form(fields)
            .send()
            .await
            .expect("request")
    }

    pub async fn get(&self, path: &str) -> reqwest::Response {
        self.client
            .get(self.url(path))
            .send()
            .await
            .expect("request")
    }

    /// SIGKILL: no chance to finish anything.
    pub async fn kill(mut self) {
        let _ = self.child.start_kill();
        let _ = self.child.wait().await;
    }

    /// SIGTERM, then wait for a graceful exit.
    pub async fn terminate(mut self) -> std::process::ExitStatus {
        let pid = self.child.id().expect("running");
        std::process::Command::new("kill")
            .args(["-TERM", &pid.to_string()])
            .status()
            .expect("kill -TERM");
        tokio::time::timeout(Duration::from_secs(20), self.child.wait())
            .await
            .expect("exits within 20s")
            .expect("wait")
    }
}

/// A tiny static export like the one `next build` writes, with codegen's real
/// `_redirects` rules and a route list.
pub fn site_fixture(dir: &Path) -> (PathBuf, PathBuf) {
    let site = dir.join("out");
    let page = |rel: &str, title: &str| {
        let p = site.join(rel);
        std::fs::create_dir_all(p.parent().unwrap()).unwrap();
        std::fs::write(p, format!("<!doctype html><html lang=\"en-GB\"><head><title>{title}</title></head><body><h1>{title}</h1>{}</body></html>", "<p>Glasgow plumbing and heating.</p>".repeat(40))).unwrap();
    };
    page("index.html", "Home");
    page("about.html", "About");
    page("areas.html", "Areas");
    page("blog.html", "Blog");
    page("admin.html", "Inbox");
    page("404.html", "Oops! Page not found");
    page("services.html", "Services");
    page("services/boiler-repair.html", "Boiler Repair");
    page(
        "services/boiler-repair/paisley.html",
        "Boiler Repair in Paisley",
    );
    page(
        "services/boiler-repair/paisley/residential.html",
        "Residential Boiler Repair in Paisley",
    );
    std::fs::create_dir_all(site.join("_next/static/chunks")).unwrap();
    std::fs::write(
        site.join("_next/static/chunks/app-3f9a.js"),
        "console.log('hashed asset');".repeat(50),
    )
    .unwrap();
    std::fs::write(
        site.join("_redirects"),
        include_str!("../../../codegen/templates/_redirects"),
    )
    .unwrap();
    std::fs::write(
        site.join("_headers"),
        "/*\n  X-Content-Type-Options: nosniff\n  Referrer-Policy: strict-origin-when-cross-origin\n  Content-Security-Policy: default-src 'self'; frame-ancestors 'none'\n\n/_next/static/*\n  Cache-Control: public, max-age=31536000, immutable\n",
    )
    .unwrap();
    let routes = dir.join("routes.json");
    std::fs::write(
        &routes,
        serde_json::json!([
            { "path": "/", "pageType": "home", "params": {} },
            { "path": "/about", "pageType": "about", "params": {} },
            { "path": "/services/boiler-repair", "pageType": "service", "params": { "slug": "boiler-repair" } },
            { "path": "/services/boiler-repair/paisley", "pageType": "service-location", "params": { "service": "boiler-repair", "location": "paisley" } },
        ])
        .to_string(),
    )
    .unwrap();
    (site, routes)
}

/// Every stored enquiry, keyed by column.
pub async fn enquiries(pool: &AnyPool) -> Vec<HashMap<String, Option<String>>> {
    let rows = sqlx::query(
        "SELECT id, status, name, phone, email, service, message, location, is_emergency, page_path, referrer, utm_source, utm_campaign FROM enquiries ORDER BY id",
    )
    .fetch_all(pool)
    .await
    .unwrap();
    rows.iter()
        .map(|r| {
            let mut m = HashMap::new();
            for c in [
                "status",
                "name",
                "phone",
                "email",
                "service",
                "message",
                "location",
                "page_path",
                "referrer",
                "utm_source",
                "utm_campaign",
            ] {
                m.insert(c.to_string(), r.try_get::<Option<String>, _>(c).unwrap());
            }
            m.insert(
                "id".into(),
                Some(r.try_get::<i64, _>("id").unwrap().to_string()),
            );
            m.insert(
                "is_emergency".into(),
                Some(r.try_get::<i64, _>("is_emergency").unwrap().to_string()),
            );
            m
        })
        .collect()
}

/// Runs the `api` command line on the database at `database_url` with
/// `stdin` as its input and nothing from the test's environment but `PATH`:
/// (success, stdout, stderr).
pub fn cli(database_url: &str, args: &[&str], stdin: &str) -> (bool, String, String) {
    use std::io::Write;
    use std::process::{Command, Stdio};
    let mut child = Command::new(env!("CARGO_BIN_EXE_api"))
        .args(args)
        .env_clear()
        .env("PATH", std::env::var("PATH").unwrap_or_default())
        .env("DATABASE_URL", database_url)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run the api binary");
    // A command that refuses its arguments exits without reading its input,
    // and writing to it then fails with a broken pipe: what it printed and
    // its status are what the test checks, so that is not an error here.
    match child.stdin.take().unwrap().write_all(stdin.as_bytes()) {
        Err(e) if e.kind() != std::io::ErrorKind::BrokenPipe => {
            panic!("write the api's input: {e}")
        }
        _ => {}
    }
    let out = child.wait_with_output().unwrap();
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// Runs the `api` command line on the database at `url` and returns what it
/// printed; the test fails if the command does.
pub fn api_cli(url: &str, args: &[&str]) -> String {
    let (ok, out, err) = cli(url, args, "");
    assert!(ok, "{err}");
    out
}

pub async fn scalar(pool: &AnyPool, sql: &str) -> i64 {
    sqlx::query(sql)
        .fetch_one(pool)
        .await
        .unwrap()
        .try_get::<i64, _>(0)
        .unwrap()
}

/// Polls `check` until it holds, or panics naming `what` after `secs`.
pub async fn eventually<F, Fut>(secs: u64, what: &str, mut check: F)
where
    F: FnMut() -> Fut,
    Fut: std::future::Future<Output = bool>,
{
    let deadline = tokio::time::Instant::now() + Duration::from_secs(secs);
    while !check().await {
        assert!(
            tokio::time::Instant::now() < deadline,
            "{what}: not within {secs}s"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// Waits, if need be, until the current fixed rate-limit window (of
/// `window_secs`, counted from the Unix epoch like the server's) has at least
/// `needed` left, so a burst a test sends is counted in one window. Without
/// it a burst that straddles a window edge starts a fresh count halfway and
/// the test fails about once in a few hundred runs.
pub async fn in_one_window(window_secs: u64, needed: Duration) {
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .expect("clock after 1970");
    let into = now.as_millis() % u128::from(window_secs * 1000);
    let left = Duration::from_millis((u128::from(window_secs * 1000) - into) as u64);
    if left < needed {
        tokio::time::sleep(left + Duration::from_millis(50)).await;
    }
}
