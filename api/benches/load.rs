//! `just bench`: throughput and latency of the running server, measured side by
//! side in one run on this machine (client and server share its cores).
//!
//! - contact submissions per second (SQLite, each committed with its two
//!   queued emails before the answer),
//! - page views per second (SQLite, atomic upsert plus visitor hash),
//! - static page requests per second from `api serve` (a 200-page export of
//!   30 KB pages, gzip-compressed on the fly).
//!
//! Reports requests/s and the median and p99 latency of each.

use std::path::Path;
use std::process::Stdio;
use std::sync::Arc;
use std::time::Instant;
use tokio::io::{AsyncBufReadExt, BufReader};
use tokio::process::Command;
use tokio::sync::Semaphore;

struct Result {
    name: &'static str,
    requests: usize,
    seconds: f64,
    median_ms: f64,
    p99_ms: f64,
}

async fn run<F, Fut>(name: &'static str, requests: usize, concurrency: usize, make: F) -> Result
where
    F: Fn(usize) -> Fut,
    Fut: std::future::Future<Output = bool> + Send + 'static,
{
    let permits = Arc::new(Semaphore::new(concurrency));
    let started = Instant::now();
    let mut handles = Vec::with_capacity(requests);
    for i in 0..requests {
        let permit = permits.clone().acquire_owned().await.unwrap();
        let fut = make(i);
        handles.push(tokio::spawn(async move {
            let t = Instant::now();
            let ok = fut.await;
            drop(permit);
            assert!(ok, "a request failed");
            t.elapsed()
        }));
    }
    let mut latencies = Vec::with_capacity(requests);
    for h in handles {
        latencies.push(h.await.unwrap());
    }
    let seconds = started.elapsed().as_secs_f64();
    latencies.sort();
    let pick = |q: f64| {
        latencies[((latencies.len() as f64 * q) as usize).min(latencies.len() - 1)].as_secs_f64()
            * 1000.0
    };
    Result {
        name,
        requests,
        seconds,
        median_ms: pick(0.5),
        p99_ms: pick(0.99),
    }
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

#[tokio::main]
async fn main() {
    let dir = std::env::temp_dir().join(format!("api-bench-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (site, routes) = fixture(&dir);
    let mut child = Command::new(env!("CARGO_BIN_EXE_api"))
        .arg("serve")
        .env("PORT", "0")
        .env(
            "DATABASE_URL",
            format!("sqlite://{}", dir.join("bench.db").display()),
        )
        .env("MAIL_DIR", dir.join("mail"))
        .env("SITE_DIR", &site)
        .env("ROUTES_FILE", &routes)
        .env("CONTACT_RATE_LIMIT", "1000000")
        .env("PAGE_VIEW_RATE_LIMIT", "100000000")
        .env("LOG", "error")
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
    let client = reqwest::Client::builder()
        .pool_max_idle_per_host(64)
        .gzip(true)
        .build()
        .unwrap();
    // Warm up connections and caches.
    for _ in 0..50 {
        client
            .get(format!("{base}/services/page-1"))
            .send()
            .await
            .unwrap();
    }

    let mut results = Vec::new();
    let (c, b) = (client.clone(), base.clone());
    results.push(
        run("contact submissions (SQLite)", 2_000, 16, move |i| {
            let (c, b) = (c.clone(), b.clone());
            async move {
                let body = serde_json::json!({ "name": format!("Bench {i}"), "phone": "0141 496 0000", "email": "bench@example.com", "service": "Boiler Services", "message": "Benchmark enquiry", "pagePath": "/services/page-1" });
                c.post(format!("{b}/api/contact")).json(&body).send().await.is_ok_and(|r| r.status() == 200)
            }
        })
        .await,
    );
    let (c, b) = (client.clone(), base.clone());
    results.push(
        run("page views (SQLite)", 5_000, 32, move |i| {
            let (c, b) = (c.clone(), b.clone());
            async move {
                let body = serde_json::json!({ "path": format!("/services/page-{}", i % 200), "pageType": "service" });
                c.post(format!("{b}/api/page-views")).header("user-agent", format!("Mozilla/5.0 visitor-{}", i % 97)).json(&body).send().await.is_ok_and(|r| r.status() == 202)
            }
        })
        .await,
    );
    let (c, b) = (client.clone(), base.clone());
    results.push(
        run(
            "static pages, 30 KB HTML gzip (api serve)",
            5_000,
            32,
            move |i| {
                let (c, b) = (c.clone(), b.clone());
                async move {
                    match c.get(format!("{b}/services/page-{}", i % 200)).send().await {
                        Ok(r) if r.status() == 200 => r.bytes().await.is_ok(),
                        _ => false,
                    }
                }
            },
        )
        .await,
    );
    let _ = child.start_kill();
    let _ = child.wait().await;
    let _ = std::fs::remove_dir_all(&dir);

    println!();
    println!(
        "{:<44} {:>9} {:>10} {:>11} {:>9}",
        "scenario", "requests", "req/s", "median ms", "p99 ms"
    );
    for r in &results {
        println!(
            "{:<44} {:>9} {:>10.0} {:>11.2} {:>9.2}",
            r.name,
            r.requests,
            r.requests as f64 / r.seconds,
            r.median_ms,
            r.p99_ms
        );
    }
}
