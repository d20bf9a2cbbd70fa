//! `just bench-inbox`: response times of the owner's inbox with a year's
//! worth of a busy site in the database (issue 11: 10,000 leads over 24
//! months, 1,000,000 page views over 365 days).
//!
//! Seeds a fresh SQLite file (and PostgreSQL when TEST_DATABASE_URL is set,
//! in its own schema `bench_inbox`, dropped and created again, so no other
//! table is touched), starts the real `api serve` binary on it, signs in as an
//! owner created with `api owner add`, and sends each inbox request 30 times
//! in turn (one at a time, as one owner's browser would), printing the median
//! and 95th percentile. An endpoint that answers 404 is 'not available' (its
//! branch is not merged into this build).
//!
//! The search (issue 23.7) is timed twice more: through the inbox like the
//! rest, and as its SQL alone (the page of 50 and the count the list runs),
//! with the word index the inbox now uses and with the LIKE '%text%' scan it
//! replaced, on the same database, so the two can be compared. PostgreSQL's
//! seeded tables are vacuumed and analysed first, as autovacuum soon would be.
//!
//! Last, what keeping inboxes open costs the server (issue 23.1): its CPU
//! time with 50 inboxes polling as the inbox does, against none.
//!
//! Results carry money (issue 33.4): the seeded leads at 'quoted', 'won'
//! and 'lost' have quoted and won amounts and lost reasons, so 'results'
//! times the money by page, service, area and landing too, beside the
//! quotes to chase and the won jobs' CSV.
//!
//! At growth (issue 35.2, `BENCH_LEADS=20000`): the seed is the one `just
//! seed-growth` puts in (`common/seed`): each lead worked as a real one is,
//! with quotes, visits, replies, notes, reviews and job drafts, so the lead
//! page is timed on the lead with the longest history, with the cards it
//! loads beside it. `BENCH_JSON=path` writes the timings as
//! `{ "SQLite": { "<request>": { "medianMs": .., "p95Ms": .. } }, .. }`.

mod common;
#[path = "common/seed/mod.rs"]
mod seed;

use common::SITE;
use sqlx::{AnyPool, Row};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// Leads seeded: `BENCH_LEADS` (issue 35.2 measures 20,000), else 10,000.
fn leads() -> usize {
    std::env::var("BENCH_LEADS")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(10_000)
}
const VIEWS: i64 = 1_000_000;
const N: usize = 30;
const EMAIL: &str = "bench-owner@kelvintrades.example";
const PASSWORD: &str = "bench-tenement-close-77";
const SCHEMA: &str = "bench_inbox";

enum KeptOrTemp {
    Kept(PathBuf),
    Temp(tempfile::TempDir),
}

impl KeptOrTemp {
    fn path(&self) -> &Path {
        match self {
            KeptOrTemp::Kept(p) => p,
            KeptOrTemp::Temp(t) => t.path(),
        }
    }
}

/// What an owner might search for: (label, text).
const SEARCHES: [(&str, &str); 4] = [
    ("a name", "smith"),
    ("a prefix", "part"),
    ("two words", "boiler partick"),
    ("a phone", "07700 900123"),
];

/// The search as it was before the word index (filter.rs until migration
/// 0018), kept here only to time it against: the whole text in any of five
/// columns, or a phone's digits in the phone's. Placeholders from `$2`.
fn like_search(text: &str) -> (String, Vec<String>) {
    let escaped = text
        .to_lowercase()
        .replace('\\', "\\\\")
        .replace('%', "\\%")
        .replace('_', "\\_");
    let mut binds = vec![format!("%{escaped}%")];
    let mut sql =
        "(LOWER(name) LIKE $2 ESCAPE '\\' OR LOWER(COALESCE(email, '')) LIKE $2 ESCAPE '\\' \
         OR LOWER(COALESCE(message, '')) LIKE $2 ESCAPE '\\' \
         OR LOWER(service) LIKE $2 ESCAPE '\\' OR LOWER(COALESCE(location, '')) LIKE $2 ESCAPE '\\'"
            .to_string();
    if text.chars().all(|c| c.is_ascii_digit() || c == ' ') {
        let digits: String = text.chars().filter(char::is_ascii_digit).collect();
        binds.push(format!("%{}%", digits.trim_start_matches('0')));
        sql.push_str(
            " OR REPLACE(REPLACE(REPLACE(REPLACE(REPLACE(REPLACE(phone, ' ', ''), '-', ''), \
             '(', ''), ')', ''), '.', ''), '+', '') LIKE $3",
        );
    }
    sql.push(')');
    (sql, binds)
}

/// Median milliseconds of the inbox's two queries for a search (the page
/// and the count), `where_sql` with `binds` selecting the leads.
async fn time_sql(pool: &AnyPool, where_sql: &str, binds: &[String]) -> f64 {
    let page = format!(
        "SELECT * FROM enquiries WHERE {where_sql} ORDER BY created_at DESC, id DESC LIMIT 50"
    );
    let count = format!("SELECT COUNT(*) AS n FROM enquiries WHERE {where_sql}");
    let mut ms = Vec::with_capacity(N);
    for _ in 0..N {
        let started = Instant::now();
        for sql in [&page, &count] {
            let mut q = sqlx::query(sql);
            for b in binds {
                q = q.bind(b.clone());
            }
            q.fetch_all(pool).await.unwrap();
        }
        ms.push(started.elapsed().as_secs_f64() * 1000.0);
    }
    ms.sort_by(|a, b| a.total_cmp(b));
    (ms[N / 2 - 1] + ms[N / 2]) / 2.0
}

/// For each of [`SEARCHES`]: the label, the leads LIKE and the index find,
/// and the median ms of the LIKE scan and of the word index.
async fn search_sql(url: &str) -> Vec<(&'static str, (i64, i64), f64, f64)> {
    let db = api::store::db::Db::connect(url).await.unwrap();
    let mut rows = Vec::new();
    for (label, text) in SEARCHES {
        let query: api::enquiries::filter::ListQuery =
            serde_urlencoded::from_str(&serde_urlencoded::to_string([("q", text)]).unwrap())
                .unwrap();
        let f = api::enquiries::filter::Filter::parse(&query, db.backend).unwrap();
        let (like, mut like_binds) = like_search(text);
        like_binds.insert(0, "new".into());
        let like_where = format!("status = $1 AND {like}");
        // How many leads each finds, to show they answer alike here.
        let count = |where_sql: String, binds: Vec<String>| {
            let pool = db.pool.clone();
            async move {
                let sql = format!("SELECT COUNT(*) FROM enquiries WHERE {where_sql}");
                let mut q = sqlx::query_scalar::<_, i64>(&sql);
                for b in binds {
                    q = q.bind(b);
                }
                q.fetch_one(&pool).await.unwrap()
            }
        };
        let found = (
            count(like_where.clone(), like_binds.clone()).await,
            count(f.where_sql(), f.binds().to_vec()).await,
        );
        let before = time_sql(&db.pool, &like_where, &like_binds).await;
        let after = time_sql(&db.pool, &f.where_sql(), f.binds()).await;
        rows.push((label, found, before, after));
    }
    db.pool.close().await;
    rows
}

struct Timing {
    name: &'static str,
    result: Result<(f64, f64), String>,
}

async fn time(
    client: &reqwest::Client,
    base: &str,
    cookie: &str,
    name: &'static str,
    path: &str,
) -> Timing {
    time_as(client, base, cookie, name, path, None).await
}

/// [`time`], sent with `If-None-Match: etag` when given (answered 304 while
/// nothing changed: the live inbox's usual poll).
async fn time_as(
    client: &reqwest::Client,
    base: &str,
    cookie: &str,
    name: &'static str,
    path: &str,
    etag: Option<&str>,
) -> Timing {
    let want = if etag.is_some() { 304 } else { 200 };
    let get = || async {
        let mut req = client
            .get(format!("{base}/api/admin{path}"))
            .header("cookie", cookie);
        if let Some(e) = etag {
            req = req.header("if-none-match", e);
        }
        let res = req.send().await.unwrap();
        let status = res.status().as_u16();
        res.bytes().await.unwrap();
        status
    };
    match get().await {
        404 => {
            return Timing {
                name,
                result: Err("not available".into()),
            };
        }
        s if s == want => {}
        other => {
            return Timing {
                name,
                result: Err(format!("HTTP {other}")),
            };
        }
    }
    let mut ms = Vec::with_capacity(N);
    for _ in 0..N {
        let started = Instant::now();
        assert_eq!(get().await, want, "{name}");
        ms.push(started.elapsed().as_secs_f64() * 1000.0);
    }
    ms.sort_by(|a, b| a.total_cmp(b));
    let p95 = ms[((N as f64 * 0.95).ceil() as usize - 1).min(N - 1)];
    Timing {
        name,
        result: Ok(((ms[N / 2 - 1] + ms[N / 2]) / 2.0, p95)),
    }
}

async fn run(backend: &str, url: &str, dir: &Path) -> Run {
    let leads = leads();
    println!("{backend}: seeding {leads} leads and {VIEWS} page views…");
    let plan = seed::Plan {
        leads,
        views: VIEWS,
        ..seed::Plan::GROWTH
    };
    let seeded = seed::seed(url, &plan)
        .await
        .unwrap_or_else(|e| panic!("seeding {backend}: {e}"));
    println!(
        "  seeded in {:.0} s over {} paths: {}",
        seeded.seconds,
        seeded.paths,
        seeded
            .rows
            .iter()
            .map(|(table, n)| format!("{table} {n}"))
            .collect::<Vec<_>>()
            .join(", ")
    );
    let lead = longest_history(url).await;
    println!(
        "  lead page: #{} ({} events, {} quotes, {} visits)",
        lead.id, lead.events, lead.quotes, lead.visits
    );
    common::add_owner(url, EMAIL, PASSWORD).await;
    let routes_env = seeded.routes_file.as_ref().map(|r| r.display().to_string());
    let env: Vec<(&str, &str)> = routes_env
        .iter()
        .map(|r| ("ROUTES_FILE", r.as_str()))
        .collect();
    let (mut child, base) = common::serve(url, dir, &env).await;
    // The seeded pending mail is written to files at start-up; let that and
    // the start-up retention pass finish before timing reads.
    tokio::time::sleep(Duration::from_secs(3)).await;
    let client = reqwest::Client::new();
    let res = client
        .post(format!("{base}/api/admin/session"))
        .header("origin", SITE)
        .json(&serde_json::json!({ "email": EMAIL, "password": PASSWORD }))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 200, "sign in");
    let set = res.headers()["set-cookie"].to_str().unwrap().to_string();
    let cookie = set.split(';').next().unwrap().to_string();

    let today = api::store::uk_time::day(chrono::Utc::now());
    let year_ago = today - chrono::Duration::days(364);
    let year = format!("/results?from={}&to={}", year_ago.format("%Y-%m-%d"), today);
    let won_year = format!(
        "/results/won.csv?from={}&to={}",
        year_ago.format("%Y-%m-%d"),
        today
    );
    let id = lead.id;
    let detail = format!("/leads/{id}");
    let lead_visits = format!("/leads/{id}/visits");
    let lead_replies = format!("/leads/{id}/replies");
    let lead_reviews = format!("/leads/{id}/reviews");
    let lead_job = format!("/leads/{id}/job");
    // Every filter at once, on the lead page's own lead, so it finds one.
    let filtered = format!(
        "/leads?{}",
        serde_urlencoded::to_string([
            ("view", "inbox"),
            ("stage", lead.stage.as_str()),
            ("service", lead.service.as_str()),
            ("area", lead.area.as_str()),
            ("q", lead.surname.as_str()),
        ])
        .unwrap()
    );
    let mut timings = Vec::new();
    for (name, path) in [
        ("leads: inbox", "/leads?view=inbox"),
        ("leads: filtered + search", filtered.as_str()),
        ("lead page", detail.as_str()),
        ("lead page: visits", lead_visits.as_str()),
        ("lead page: replies", lead_replies.as_str()),
        ("lead page: reviews", lead_reviews.as_str()),
        ("lead page: job draft", lead_job.as_str()),
        ("leads: archived", "/leads?view=archived"),
        ("leads: spam", "/leads?view=spam"),
        ("mail log", "/mail"),
        ("results + money: 30 days", "/results"),
        ("results + money: 365 days", year.as_str()),
        ("won jobs CSV: 365 days", won_year.as_str()),
        ("leads: quotes to chase", "/leads?view=chase"),
        ("visits: coming", "/visits"),
        ("website card (proof)", "/proof"),
        ("newsletter list", "/newsletter"),
        ("leads: search a name", "/leads?q=smith"),
        ("leads: search a prefix", "/leads?q=part"),
        ("leads: search two words", "/leads?q=boiler%20partick"),
        ("leads: search a phone", "/leads?q=07700%20900123"),
    ] {
        timings.push(time(&client, &base, &cookie, name, path).await);
    }
    // The live inbox's poll (issue 23.1): in full, and unchanged (304).
    timings.push(time(&client, &base, &cookie, "pulse", "/pulse").await);
    let etag = client
        .get(format!("{base}/api/admin/pulse"))
        .header("cookie", &cookie)
        .send()
        .await
        .unwrap()
        .headers()["etag"]
        .to_str()
        .unwrap()
        .to_string();
    timings.push(
        time_as(
            &client,
            &base,
            &cookie,
            "pulse: unchanged (304)",
            "/pulse",
            Some(&etag),
        )
        .await,
    );
    let cost = open_inboxes_cost(&client, &base, &cookie, &etag, &child).await;
    let searches = search_sql(url).await;
    let _ = child.kill().await;
    Run {
        timings,
        searches,
        cost,
    }
}

/// The lead the lead page is timed on: the one with the longest history,
/// and what the filters need to find it again.
struct Pick {
    id: i64,
    events: i64,
    quotes: i64,
    visits: i64,
    stage: String,
    service: String,
    area: String,
    surname: String,
}

async fn longest_history(url: &str) -> Pick {
    let db = api::store::db::Db::connect(url).await.unwrap();
    let count = |table: &'static str, id: i64| {
        let pool = db.pool.clone();
        async move {
            sqlx::query_scalar::<_, i64>(&format!(
                "SELECT CAST(COUNT(*) AS BIGINT) FROM {table} WHERE enquiry_id = $1"
            ))
            .bind(id)
            .fetch_one(&pool)
            .await
            .unwrap()
        }
    };
    let id: i64 = sqlx::query_scalar(
        "SELECT e.id FROM enquiries e JOIN lead_events l ON l.enquiry_id = e.id \
         WHERE e.area_slug IS NOT NULL GROUP BY e.id ORDER BY COUNT(*) DESC, e.id LIMIT 1",
    )
    .fetch_one(&db.pool)
    .await
    .unwrap();
    let r = sqlx::query("SELECT stage, service, area_slug, name FROM enquiries WHERE id = $1")
        .bind(id)
        .fetch_one(&db.pool)
        .await
        .unwrap();
    let name: String = r.get("name");
    let pick = Pick {
        id,
        events: count("lead_events", id).await,
        quotes: count("quotes", id).await,
        visits: count("visits", id).await,
        stage: r.get("stage"),
        service: r.get("service"),
        area: r.get("area_slug"),
        surname: name.split_whitespace().last().unwrap_or("").to_string(),
    };
    db.pool.close().await;
    pick
}

/// What one backend's run measured.
struct Run {
    timings: Vec<Timing>,
    /// Each search: its label, leads found (LIKE, index), and the median ms of each.
    searches: Vec<(&'static str, (i64, i64), f64, f64)>,
    cost: InboxCost,
}

/// How many inboxes are kept open at once in [`open_inboxes_cost`], and for
/// how long each window is measured.
const INBOXES: usize = 50;
const WINDOW: Duration = Duration::from_secs(20);
/// How often an inbox in view polls (`POLL_MS.visible` in
/// site/components/admin/live.ts).
const POLL_IN_VIEW: Duration = Duration::from_secs(4);

/// What open inboxes cost (issue 23.1): the CPU time of the API and of the
/// database server (user + system, from /proc) over a window with nobody
/// polling, then over the same window with [`INBOXES`] inboxes in view polling `/pulse` as the
/// inbox does (every 4 s, with the last ETag, so nearly every answer is a
/// bodiless 304), their starts spread over the interval. The difference is
/// what the polls cost; the idle window holds the server's own timers.
async fn open_inboxes_cost(
    client: &reqwest::Client,
    base: &str,
    cookie: &str,
    etag: &str,
    child: &tokio::process::Child,
) -> InboxCost {
    let pid = child.id().expect("the server is running");
    let idle_start = cpu_seconds(pid);
    tokio::time::sleep(WINDOW).await;
    let idle_end = cpu_seconds(pid);

    let busy_start = cpu_seconds(pid);
    let started = Instant::now();
    let mut inboxes = Vec::new();
    for i in 0..INBOXES {
        let (client, base, cookie, etag) = (
            client.clone(),
            base.to_string(),
            cookie.to_string(),
            etag.to_string(),
        );
        let offset = POLL_IN_VIEW.mul_f64(i as f64 / INBOXES as f64);
        inboxes.push(tokio::spawn(async move {
            tokio::time::sleep(offset).await;
            let mut tick = tokio::time::interval(POLL_IN_VIEW);
            let polls = (WINDOW.as_secs_f64() / POLL_IN_VIEW.as_secs_f64()) as u32;
            for _ in 0..polls {
                tick.tick().await;
                let res = client
                    .get(format!("{base}/api/admin/pulse"))
                    .header("cookie", &cookie)
                    .header("if-none-match", &etag)
                    .send()
                    .await
                    .unwrap();
                assert!(
                    res.status() == 304 || res.status() == 200,
                    "pulse: {}",
                    res.status()
                );
                let _ = res.bytes().await;
            }
            polls
        }));
    }
    let mut requests = 0;
    for inbox in inboxes {
        requests += inbox.await.unwrap();
    }
    let wall = started.elapsed().as_secs_f64();
    let busy_end = cpu_seconds(pid);
    // Per poll: what the window with polls took beyond the idle one's rate.
    let per_request_ms = |idle: f64, busy: f64| {
        (busy - idle / WINDOW.as_secs_f64() * wall).max(0.0) / requests as f64 * 1000.0
    };
    InboxCost {
        requests,
        idle_per_sec: (idle_end.0 - idle_start.0) / WINDOW.as_secs_f64(),
        busy_per_sec: (busy_end.0 - busy_start.0) / wall,
        per_request_ms: per_request_ms(idle_end.0 - idle_start.0, busy_end.0 - busy_start.0),
        database_per_request_ms: per_request_ms(
            idle_end.1 - idle_start.1,
            busy_end.1 - busy_start.1,
        ),
    }
}

/// The CPU time so far (user + system), in seconds, of the server and of
/// the database server's processes (every `postgres` process on this
/// machine; none on SQLite, which runs inside the server).
fn cpu_seconds(pid: u32) -> (f64, f64) {
    let server = process_cpu(&format!("/proc/{pid}/stat")).expect("/proc/<pid>/stat");
    let mut database = 0.0;
    for entry in std::fs::read_dir("/proc").unwrap().flatten() {
        let path = entry.path().join("stat");
        if let Ok(stat) = std::fs::read_to_string(&path)
            && stat.contains("(postgres)")
        {
            database += process_cpu(&path.display().to_string()).unwrap_or(0.0);
        }
    }
    (server, database)
}

/// One process's CPU time from its `/proc/<pid>/stat`, in seconds (None when
/// it has ended since it was listed).
fn process_cpu(stat_path: &str) -> Option<f64> {
    let stat = std::fs::read_to_string(stat_path).ok()?;
    // Fields after the command name (which may hold spaces) closing in ')':
    // utime and stime are the 14th and 15th of the whole line.
    let after = &stat[stat.rfind(')')? + 2..];
    let fields: Vec<&str> = after.split_whitespace().collect();
    let ticks: f64 = fields[11].parse::<f64>().ok()? + fields[12].parse::<f64>().ok()?;
    Some(ticks / clock_ticks())
}

/// Clock ticks per second (`getconf CLK_TCK`; 100 on Linux as built here),
/// asked once: it is read for every process at every reading.
fn clock_ticks() -> f64 {
    static TICKS: std::sync::OnceLock<f64> = std::sync::OnceLock::new();
    *TICKS.get_or_init(|| {
        std::process::Command::new("getconf")
            .arg("CLK_TCK")
            .output()
            .ok()
            .and_then(|o| String::from_utf8(o.stdout).ok())
            .and_then(|s| s.trim().parse().ok())
            .unwrap_or(100.0)
    })
}

struct InboxCost {
    requests: u32,
    /// The server's CPU seconds per second with no inbox open.
    idle_per_sec: f64,
    /// The same with [`INBOXES`] inboxes polling.
    busy_per_sec: f64,
    /// The server CPU the polls added, per poll, in milliseconds.
    per_request_ms: f64,
    /// The same in the database server (PostgreSQL's processes).
    database_per_request_ms: f64,
}

/// `{ backend: { request: { medianMs, p95Ms } } }`, for a script that
/// puts runs side by side; a request not answered is left out.
fn write_json(path: &Path, all: &[(&str, Run)]) {
    let mut out = serde_json::Map::new();
    for (backend, run) in all {
        let requests: serde_json::Map<String, serde_json::Value> = run
            .timings
            .iter()
            .filter_map(|t| {
                let (median, p95) = t.result.as_ref().ok()?;
                let round = |ms: f64| (ms * 100.0).round() / 100.0;
                Some((
                    t.name.to_string(),
                    serde_json::json!({ "medianMs": round(*median), "p95Ms": round(*p95) }),
                ))
            })
            .collect();
        out.insert(backend.to_string(), requests.into());
    }
    let text = serde_json::to_string_pretty(&out).unwrap();
    std::fs::write(path, text + "\n").unwrap_or_else(|e| panic!("writing {}: {e}", path.display()));
    println!("wrote {}", path.display());
}

#[tokio::main]
async fn main() {
    let dir = tempfile::tempdir().unwrap();
    // INBOX_BENCH_KEEP=1 keeps the seeded SQLite file, to study a query.
    let dir = if std::env::var_os("INBOX_BENCH_KEEP").is_some() {
        let kept = dir.keep();
        println!("keeping {}", kept.join("inbox.db").display());
        KeptOrTemp::Kept(kept)
    } else {
        KeptOrTemp::Temp(dir)
    };
    let mut all = Vec::new();
    let sqlite = format!("sqlite://{}", dir.path().join("inbox.db").display());
    all.push(("SQLite", run("SQLite", &sqlite, dir.path()).await));

    if let Some(admin) = std::env::var("TEST_DATABASE_URL")
        .ok()
        .filter(|u| !u.is_empty())
    {
        sqlx::any::install_default_drivers();
        let pool = AnyPool::connect(&admin)
            .await
            .expect("connect to TEST_DATABASE_URL");
        // Only this bench's own schema is dropped and made again.
        for sql in [
            format!("DROP SCHEMA IF EXISTS {SCHEMA} CASCADE"),
            format!("CREATE SCHEMA {SCHEMA}"),
        ] {
            sqlx::query(&sql).execute(&pool).await.unwrap();
        }
        let sep = if admin.contains('?') { '&' } else { '?' };
        let url = format!("{admin}{sep}options[search_path]={SCHEMA}");
        all.push(("PostgreSQL", run("PostgreSQL", &url, dir.path()).await));
        sqlx::query(&format!("DROP SCHEMA IF EXISTS {SCHEMA} CASCADE"))
            .execute(&pool)
            .await
            .unwrap();
    }

    println!();
    println!(
        "Inbox response times, {} leads and {VIEWS} page views, {N} requests each, one at a time",
        leads()
    );
    println!(
        "{:<12} {:<28} {:>10} {:>10}",
        "database", "request", "median ms", "p95 ms"
    );
    for (backend, run) in &all {
        for t in &run.timings {
            match &t.result {
                Ok((median, p95)) => println!(
                    "{:<12} {:<28} {:>10.1} {:>10.1}",
                    backend, t.name, median, p95
                ),
                Err(why) => println!("{:<12} {:<28} {:>21}", backend, t.name, why),
            }
        }
    }
    if let Some(path) = std::env::var_os("BENCH_JSON") {
        write_json(Path::new(&path), &all);
    }
    println!();
    println!(
        "Search SQL alone (the page of 50 and its count, inbox view), median of {N}: \
         LIKE '%text%' before migration 0018, the word index after"
    );
    println!(
        "{:<12} {:<14} {:>13} {:>10} {:>10}",
        "database", "search", "leads found", "LIKE ms", "index ms"
    );
    for (backend, run) in &all {
        for (label, (like_n, index_n), before, after) in &run.searches {
            println!(
                "{:<12} {:<14} {:>13} {:>10.1} {:>10.1}",
                backend,
                label,
                format!("{like_n} / {index_n}"),
                before,
                after
            );
        }
    }
    println!();
    println!(
        "Open inboxes (issue 23.1): {INBOXES} inboxes in view, each polling /pulse every {} s \
         with its ETag, against none, {} s each; the API's and PostgreSQL's CPU time from /proc",
        POLL_IN_VIEW.as_secs(),
        WINDOW.as_secs()
    );
    println!(
        "{:<12} {:>9} {:>11} {:>14} {:>16} {:>14} {:>18}",
        "database",
        "requests",
        "idle CPU %",
        "polling CPU %",
        "API ms per poll",
        "DB ms per poll",
        "one inbox, % core"
    );
    for (backend, run) in &all {
        let c = &run.cost;
        // One inbox in view sends a poll every POLL_IN_VIEW.
        let per_poll = c.per_request_ms + c.database_per_request_ms;
        let one_inbox = per_poll / 1000.0 / POLL_IN_VIEW.as_secs_f64() * 100.0;
        println!(
            "{:<12} {:>9} {:>11.2} {:>14.2} {:>16.3} {:>14.3} {:>18.4}",
            backend,
            c.requests,
            c.idle_per_sec * 100.0,
            c.busy_per_sec * 100.0,
            c.per_request_ms,
            c.database_per_request_ms,
            one_inbox
        );
    }
}
