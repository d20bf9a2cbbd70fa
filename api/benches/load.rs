//! `just bench`: throughput and latency of the running server, measured side by
//! side in one run on this machine (client and server share its cores).
//!
//! Each API scenario is run two ways:
//! - at saturation (closed loop): N connections each send the next request as
//!   soon as the last is answered, which gives the most requests per second;
//! - at a fixed offered rate (open loop): requests are sent on a schedule
//!   whatever the server does, and latency is measured from the scheduled
//!   send time, so time spent queueing behind a slow server shows in p99
//!   (a closed loop hides it by slowing down with the server).
//!
//! Scenarios: contact submissions (each committed with its two queued emails
//! before the answer), page views, and static pages from `api serve` (a
//! 200-page export of 30 KB pages, gzip-compressed on the fly). SQLite always;
//! PostgreSQL too when TEST_DATABASE_URL names a server (a fresh database is
//! created and dropped).

use std::path::Path;
use std::process::Stdio;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};
use tokio::io::{AsyncBufReadExt, BufReader};
use tokio::process::{Child, Command};
use tokio::sync::Semaphore;

struct Row {
    /// Which server binary (`this build`, or `baseline`).
    build: String,
    name: String,
    mode: String,
    requests: usize,
    failed: usize,
    per_second: f64,
    p50_ms: f64,
    p99_ms: f64,
}

fn summarise(
    name: &str,
    mode: String,
    mut latencies: Vec<Duration>,
    failed: usize,
    seconds: f64,
) -> Row {
    latencies.sort();
    let pick = |q: f64| {
        latencies
            .get(((latencies.len() as f64 * q) as usize).min(latencies.len().saturating_sub(1)))
            .map_or(f64::NAN, |d| d.as_secs_f64() * 1000.0)
    };
    Row {
        build: String::new(),
        name: name.to_string(),
        mode,
        requests: latencies.len(),
        failed,
        per_second: latencies.len() as f64 / seconds,
        p50_ms: pick(0.5),
        p99_ms: pick(0.99),
    }
}

/// Closed loop: `connections` workers, `requests` in all.
async fn saturate<F, Fut>(name: &str, requests: usize, connections: usize, make: F) -> Row
where
    F: Fn(usize) -> Fut + Send + Sync + 'static,
    Fut: std::future::Future<Output = bool> + Send + 'static,
{
    let make = Arc::new(make);
    let next = Arc::new(AtomicUsize::new(0));
    let started = Instant::now();
    let workers: Vec<_> = (0..connections)
        .map(|_| {
            let (make, next) = (make.clone(), next.clone());
            tokio::spawn(async move {
                let (mut latencies, mut failed) = (Vec::new(), 0);
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    if i >= requests {
                        break;
                    }
                    let t = Instant::now();
                    if make(i).await {
                        latencies.push(t.elapsed());
                    } else {
                        failed += 1;
                    }
                }
                (latencies, failed)
            })
        })
        .collect();
    let (mut latencies, mut failed) = (Vec::with_capacity(requests), 0);
    for w in workers {
        let (l, f) = w.await.unwrap();
        latencies.extend(l);
        failed += f;
    }
    let seconds = started.elapsed().as_secs_f64();
    summarise(
        name,
        format!("saturation, {connections} conns"),
        latencies,
        failed,
        seconds,
    )
}

/// Open loop: `rate` requests a second for `seconds`, each timed from its
/// scheduled send time. At most 1,000 in flight (each on its own connection),
/// below the server's `MAX_CONNECTIONS` of 1,024: past the cap the server
/// stops accepting and newcomers queue in the kernel, whose backlog then
/// overflows into SYN retransmits a second or more apart, which would
/// measure the kernel, not the API. A request waiting for a slot is still
/// timed from its schedule.
async fn offered<F, Fut>(name: &str, rate: u32, seconds: u32, make: F) -> Row
where
    F: Fn(usize) -> Fut + Send + Sync + 'static,
    Fut: std::future::Future<Output = bool> + Send + 'static,
{
    let total = (rate * seconds) as usize;
    let slots = Arc::new(Semaphore::new(1_000));
    let started = tokio::time::Instant::now();
    let mut handles = Vec::with_capacity(total);
    for i in 0..total {
        let scheduled = started + Duration::from_secs_f64(i as f64 / rate as f64);
        tokio::time::sleep_until(scheduled).await;
        let permit = slots.clone().acquire_owned().await.unwrap();
        let fut = make(i);
        handles.push(tokio::spawn(async move {
            let ok = fut.await;
            drop(permit);
            (ok, scheduled.elapsed())
        }));
    }
    let (mut latencies, mut failed) = (Vec::with_capacity(total), 0);
    for h in handles {
        match h.await.unwrap() {
            (true, d) => latencies.push(d),
            (false, _) => failed += 1,
        }
    }
    let elapsed = started.elapsed().as_secs_f64();
    summarise(
        name,
        format!("offered {rate}/s"),
        latencies,
        failed,
        elapsed,
    )
}

fn fixture(dir: &Path) -> (std::path::PathBuf, std::path::PathBuf) {
    let site = dir.join("out");
    std::fs::create_dir_all(site.join("services")).unwrap();
    let body = "<section><h2>Boiler repair in Glasgow</h2><p>Gas Safe engineers, fixed prices, 24/7 cover.</p></section>".repeat(280);
    let mut routes = vec![];
    for i in 0..200 {
        std::fs::write(site.join(format!("services/page-{i}.html")), format!("<!doctype html><html lang=\"en-GB\"><title>Page {i}</title><body>{body}</body></html>")).unwrap();
        routes.push(serde_json::json!({ "path": format!("/services/page-{i}"), "pageType": "service", "params": {} }));
    }
    std::fs::write(
        site.join("index.html"),
        "<!doctype html><title>Home</title>",
    )
    .unwrap();
    std::fs::write(
        site.join("404.html"),
        "<!doctype html><title>Not found</title>",
    )
    .unwrap();
    let routes_file = dir.join("routes.json");
    std::fs::write(&routes_file, serde_json::to_string(&routes).unwrap()).unwrap();
    (site, routes_file)
}

async fn start(
    bin: &Path,
    dir: &Path,
    database_url: &str,
    site: &Path,
    routes: &Path,
) -> (Child, String) {
    let mut child = Command::new(bin)
        .arg("serve")
        .env("PORT", "0")
        .env("HOST", "127.0.0.1")
        .env("DATABASE_URL", database_url)
        .env("MAIL_DIR", dir.join("mail"))
        .env("SITE_DIR", site)
        .env("ROUTES_FILE", routes)
        .env("CONTACT_RATE_LIMIT", "1000000")
        .env("PAGE_VIEW_RATE_LIMIT", "100000000")
        .env("LOG", "error")
        // Each simulated visitor has its own address (X-Forwarded-For from a
        // trusted peer), as real traffic does: one address for every request
        // would measure one client's hot counter, not the site.
        .env("TRUST_PROXY", "true")
        .stdout(Stdio::piped())
        .kill_on_drop(true)
        .spawn()
        .expect("start api");
    let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
    let base = loop {
        let line = lines.next_line().await.unwrap().expect("api exited");
        if let Some(b) = line.strip_prefix("api listening on ") {
            break b.to_string();
        }
    };
    tokio::spawn(async move { while let Ok(Some(_)) = lines.next_line().await {} });
    (child, base)
}

fn contact(
    c: reqwest::Client,
    b: String,
) -> impl Fn(usize) -> futures::future::BoxFuture<'static, bool> {
    move |i| {
        let (c, b) = (c.clone(), b.clone());
        Box::pin(async move {
            let body = serde_json::json!({ "name": format!("Bench {i}"), "phone": "0141 496 0000", "email": "bench@example.com", "service": "Boiler Services", "message": "Benchmark enquiry", "pagePath": "/services/page-1" });
            c.post(format!("{b}/api/contact"))
                .header("x-forwarded-for", visitor_address(i))
                .json(&body)
                .send()
                .await
                .is_ok_and(|r| r.status() == 200)
        })
    }
}

/// Visitor `n`'s address, in IPv6's documentation prefix (RFC 3849), so
/// never a real client; each in a /64 of its own, since the API counts a /64
/// as one client.
fn visitor_address(n: usize) -> String {
    format!("2001:db8:{:x}:{:x}::1", n >> 16, n & 0xffff)
}

/// `offset` keeps each run's visitors apart, so every run counts first views.
fn page_view(
    c: reqwest::Client,
    b: String,
    offset: usize,
) -> impl Fn(usize) -> futures::future::BoxFuture<'static, bool> {
    move |i| {
        let (c, b) = (c.clone(), b.clone());
        Box::pin(async move {
            let i = i + offset;
            let body = serde_json::json!({ "path": format!("/services/page-{}", i % 200), "pageType": "service" });
            c.post(format!("{b}/api/page-views"))
                .header("user-agent", format!("Mozilla/5.0 visitor-{}", i / 200))
                .header("x-forwarded-for", visitor_address(i / 200))
                .json(&body)
                .send()
                .await
                .is_ok_and(|r| r.status() == 202)
        })
    }
}

/// Waits until the server's mail worker has sent everything queued.
async fn mail_drained(database_url: &str) {
    sqlx::any::install_default_drivers();
    let pool = sqlx::AnyPool::connect(database_url)
        .await
        .expect("connect to the bench database");
    let deadline = Instant::now() + Duration::from_secs(300);
    loop {
        let pending: i64 =
            // `sent_at IS NULL` rather than the newer `state` column, so a
            // baseline build's schema answers too (nothing fails here: mail
            // goes to files).
            sqlx::query_scalar("SELECT COUNT(*) FROM outbox WHERE sent_at IS NULL")
                .fetch_one(&pool)
                .await
                .expect("count pending mail");
        if pending == 0 {
            break;
        }
        assert!(
            Instant::now() < deadline,
            "the mail queue did not drain: {pending} pending"
        );
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    pool.close().await;
}

async fn scenarios(
    build: &Build,
    backend: &str,
    database_url: &str,
    dir: &Path,
    rows: &mut Vec<Row>,
) {
    let (site, routes) = fixture(dir);
    let (mut child, base) = start(&build.bin, dir, database_url, &site, &routes).await;
    let first = rows.len();
    let client = reqwest::Client::builder()
        .pool_max_idle_per_host(4_096)
        .gzip(true)
        .build()
        .unwrap();
    // Warm up connections and caches.
    for i in 0..50 {
        client
            .get(format!("{base}/services/page-{i}"))
            .send()
            .await
            .unwrap();
    }
    let (c, b) = (client.clone(), base.clone());
    let name = format!("contact ({backend})");
    rows.push(saturate(&name, 2_000, 16, contact(c.clone(), b.clone())).await);
    // Each scenario starts with an empty mail queue, so the fixed-rate run
    // measures 200 enquiries a second with their own mail, not the
    // saturation run's backlog of 4,000 emails.
    mail_drained(database_url).await;
    rows.push(offered(&name, 200, 5, contact(c.clone(), b.clone())).await);
    mail_drained(database_url).await;
    let name = format!("page views ({backend})");
    rows.push(saturate(&name, 30_000, 32, page_view(c.clone(), b.clone(), 0)).await);
    rows.push(offered(&name, 5_000, 4, page_view(c.clone(), b.clone(), 1_000_000)).await);
    if backend == "SQLite" {
        let name = "static pages, 30 KB HTML gzip";
        rows.push(
            saturate(name, 5_000, 32, move |i| {
                let (c, b) = (c.clone(), b.clone());
                async move {
                    match c.get(format!("{b}/services/page-{}", i % 200)).send().await {
                        Ok(r) if r.status() == 200 => r.bytes().await.is_ok(),
                        _ => false,
                    }
                }
            })
            .await,
        );
    }
    let _ = child.start_kill();
    let _ = child.wait().await;
    for row in &mut rows[first..] {
        row.build = build.label.clone();
    }
}

/// A server binary to measure, and how the table names it.
struct Build {
    label: String,
    bin: std::path::PathBuf,
}

#[tokio::main]
async fn main() {
    // BENCH_BASELINE_BIN names another build of `api` (for example one built
    // from main before a change) to measure side by side in the same run.
    let mut builds = Vec::new();
    if let Some(bin) = std::env::var_os("BENCH_BASELINE_BIN") {
        builds.push(Build {
            label: "baseline".into(),
            bin: bin.into(),
        });
    }
    builds.push(Build {
        label: "this build".into(),
        bin: env!("CARGO_BIN_EXE_api").into(),
    });
    let dir = std::env::temp_dir().join(format!("api-bench-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut rows = Vec::new();
    for (n, build) in builds.iter().enumerate() {
        let sqlite_url = format!("sqlite://{}", dir.join(format!("bench-{n}.db")).display());
        scenarios(
            build,
            "SQLite",
            &sqlite_url,
            &dir.join(format!("sqlite-{n}")),
            &mut rows,
        )
        .await;
    }
    if let Some(admin) = std::env::var("TEST_DATABASE_URL")
        .ok()
        .filter(|u| !u.is_empty())
    {
        sqlx::any::install_default_drivers();
        let pool = sqlx::AnyPool::connect(&admin)
            .await
            .expect("connect to TEST_DATABASE_URL");
        for (n, build) in builds.iter().enumerate() {
            let name = format!("api_bench_{}_{n}", std::process::id());
            sqlx::query(&format!("CREATE DATABASE {name}"))
                .execute(&pool)
                .await
                .unwrap();
            let base = admin.rsplit_once('/').map_or(admin.as_str(), |(b, _)| b);
            scenarios(
                build,
                "PostgreSQL",
                &format!("{base}/{name}"),
                &dir.join(format!("postgres-{n}")),
                &mut rows,
            )
            .await;
            let _ = sqlx::query(&format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)"))
                .execute(&pool)
                .await;
        }
    }
    let _ = std::fs::remove_dir_all(&dir);

    // Each scenario's builds side by side, then the ratio of this build to
    // the baseline (throughput: higher is better; p99: lower is better).
    println!();
    println!(
        "{:<32} {:<24} {:<11} {:>8} {:>7} {:>9} {:>8} {:>8}",
        "scenario", "load", "build", "requests", "failed", "req/s", "p50 ms", "p99 ms"
    );
    let mut seen: Vec<(&str, &str)> = Vec::new();
    for r in &rows {
        if !seen.contains(&(r.name.as_str(), r.mode.as_str())) {
            seen.push((&r.name, &r.mode));
        }
    }
    for (name, mode) in seen {
        let group: Vec<&Row> = rows
            .iter()
            .filter(|r| r.name == name && r.mode == mode)
            .collect();
        for r in &group {
            println!(
                "{:<32} {:<24} {:<11} {:>8} {:>7} {:>9.0} {:>8.2} {:>8.2}",
                r.name, r.mode, r.build, r.requests, r.failed, r.per_second, r.p50_ms, r.p99_ms
            );
        }
        if let [before, after] = group[..] {
            println!(
                "{:<32} {:<24} {:<11} {:>8} {:>7} {:>8.2}x {:>7.2}x {:>7.2}x",
                "",
                "",
                "ratio",
                "",
                "",
                after.per_second / before.per_second,
                after.p50_ms / before.p50_ms,
                after.p99_ms / before.p99_ms
            );
        }
    }
}
