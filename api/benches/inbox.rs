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

mod common;

use common::SITE;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use sqlx::AnyPool;
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

const LEADS: usize = 10_000;
/// Just inside the default 24-month retention, which runs at start-up.
const LEAD_DAYS: i64 = 720;
const VIEWS: i64 = 1_000_000;
const VIEW_DAYS: i64 = 365;
const SUBSCRIBERS: usize = 2_000;
const N: usize = 30;
const EMAIL: &str = "bench-owner@kelvintrades.example";
const PASSWORD: &str = "bench-tenement-close-77";
const SCHEMA: &str = "bench_inbox";

const SERVICES: [&str; 8] = [
    "Boiler Services",
    "Burst Pipe Repair",
    "Tap Repair",
    "Drain Unblocking",
    "Emergency Electrics",
    "Roof Repairs",
    "Bathroom Fitting",
    "Gas Safety Check",
];
const AREAS: [&str; 8] = [
    "Paisley",
    "Partick",
    "Govan",
    "Shawlands",
    "Dennistoun",
    "Clydebank",
    "Rutherglen",
    "Bearsden",
];
const SURNAMES: [&str; 8] = [
    "Smith",
    "Campbell",
    "Fraser",
    "MacDonald",
    "Stewart",
    "Wilson",
    "Reid",
    "Murray",
];
/// (source, campaign, share of views in per cent).
const LANDINGS: [(&str, &str, i64); 5] = [
    ("", "", 55),
    ("google", "winter-boilers", 20),
    ("google", "", 12),
    ("facebook", "spring-offer", 8),
    ("newsletter", "november", 5),
];

fn stored(t: chrono::DateTime<chrono::Utc>) -> String {
    t.to_rfc3339_opts(chrono::SecondsFormat::Millis, true)
}

/// The site's paths: the generated route list (`just gen`), else made up.
fn paths() -> (Vec<(String, String)>, Option<PathBuf>) {
    let file = Path::new(env!("CARGO_MANIFEST_DIR")).join("../site/generated/routes.json");
    if let Ok(text) = std::fs::read_to_string(&file) {
        let routes: Vec<serde_json::Value> = serde_json::from_str(&text).unwrap();
        let paths = routes
            .iter()
            .map(|r| {
                (
                    r["path"].as_str().unwrap().to_string(),
                    r["pageType"].as_str().unwrap().to_string(),
                )
            })
            .collect();
        return (paths, Some(file));
    }
    let paths = (0..15_000)
        .map(|i| {
            (
                format!("/services/service-{}/area-{}", i % 40, i / 40),
                "service-location".to_string(),
            )
        })
        .collect();
    (paths, None)
}

/// Inserts `rows` in statements of many rows each, in one transaction.
async fn insert(pool: &AnyPool, head: &str, columns: usize, rows: Vec<Vec<Value>>) {
    let per = 4000 / columns;
    let mut tx = pool.begin().await.unwrap();
    for chunk in rows.chunks(per) {
        let mut sql = format!("{head} VALUES ");
        for (i, _) in chunk.iter().enumerate() {
            if i > 0 {
                sql.push(',');
            }
            sql.push('(');
            for c in 0..columns {
                if c > 0 {
                    sql.push(',');
                }
                sql.push_str(&format!("${}", i * columns + c + 1));
            }
            sql.push(')');
        }
        let mut q = sqlx::query(&sql);
        for row in chunk {
            for v in row {
                q = match v {
                    Value::Text(s) => q.bind(s.clone()),
                    Value::Null => q.bind(None::<String>),
                    Value::Int(n) => q.bind(*n),
                    Value::NullInt => q.bind(None::<i64>),
                };
            }
        }
        q.execute(&mut *tx).await.unwrap();
    }
    tx.commit().await.unwrap();
}

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

enum Value {
    Text(String),
    Null,
    Int(i64),
    /// A NULL integer: PostgreSQL refuses a text NULL in a BIGINT column.
    NullInt,
}

fn t(s: impl Into<String>) -> Value {
    Value::Text(s.into())
}

fn opt(s: Option<String>) -> Value {
    s.map_or(Value::Null, Value::Text)
}

async fn seed(pool: &AnyPool, paths: &[(String, String)]) {
    let mut rng = StdRng::seed_from_u64(11);
    let now = chrono::Utc::now();

    // Leads over 24 months with their mail.
    let service_pages: Vec<&String> = paths
        .iter()
        .filter(|(_, ty)| ty.starts_with("service-"))
        .map(|(p, _)| p)
        .collect();
    let mut leads = Vec::with_capacity(LEADS);
    for i in 0..LEADS {
        let at = now - chrono::Duration::seconds(rng.gen_range(0..LEAD_DAYS * 86_400));
        let roll = rng.gen_range(0..100);
        let status = match roll {
            0..=84 => "new",
            85..=94 => "spam",
            _ => "incomplete",
        };
        let stage = ["new", "contacted", "quoted", "won", "lost"][rng.gen_range(0..5)];
        // Money as the inbox writes it: a quote on every lead that got one,
        // the amount agreed on the won ones, a reason on the lost ones.
        let quoted =
            matches!(stage, "quoted" | "won" | "lost").then(|| rng.gen_range(5_000..500_000_i64));
        let won = (stage == "won").then(|| quoted.unwrap_or(0) - rng.gen_range(0..2_000));
        let quoted_at = quoted.map(|_| stored(at + chrono::Duration::days(2)));
        let won_at = won.map(|_| stored(at + chrono::Duration::days(5)));
        let surname = SURNAMES[i % SURNAMES.len()];
        let (source, campaign) = match rng.gen_range(0..10) {
            0..=5 => (None, None),
            6 | 7 => (Some("google"), Some("winter-boilers")),
            8 => (Some("facebook"), Some("spring-offer")),
            _ => (Some("newsletter"), Some("november")),
        };
        leads.push(vec![
            t(stored(at)),
            t(status),
            t(format!("Customer {i} {surname}")),
            t(format!("07700 9{:05}", i)),
            if i % 3 == 0 {
                Value::Null
            } else {
                t(format!("customer{i}@example.com"))
            },
            t(SERVICES[rng.gen_range(0..SERVICES.len())]),
            t("The boiler is making a banging noise and there is no hot water."),
            t(AREAS[rng.gen_range(0..AREAS.len())]),
            Value::Int((rng.gen_range(0..100) < 8) as i64),
            t(service_pages[rng.gen_range(0..service_pages.len())].clone()),
            opt(source.map(|_| "https://www.google.com/".to_string())),
            opt(source.map(str::to_string)),
            opt(campaign.map(str::to_string)),
            t("Mozilla/5.0 (iPhone) Safari/604.1"),
            t(if status == "new" { stage } else { "new" }),
            opt((stage != "new").then(|| stored(at + chrono::Duration::hours(3)))),
            quoted.map_or(Value::NullInt, Value::Int),
            opt(quoted_at),
            won.map_or(Value::NullInt, Value::Int),
            opt(won_at),
            opt(won.map(|_| "hand".to_string())),
            opt((stage == "lost")
                .then(|| ["price", "other-firm", "timing", "no-reply"][i % 4].to_string())),
        ]);
    }
    insert(
        pool,
        "INSERT INTO enquiries (created_at, status, name, phone, email, service, message, location, \
         is_emergency, page_path, referrer, utm_source, utm_campaign, user_agent, stage, stage_changed_at, \
         quoted_pence, quoted_at, won_pence, won_at, won_source, lost_reason)",
        22,
        leads,
    )
    .await;
    let ids: Vec<(i64, String, bool)> = sqlx::query("SELECT id, created_at, email FROM enquiries")
        .fetch_all(pool)
        .await
        .unwrap()
        .iter()
        .map(|r| {
            use sqlx::Row;
            (
                r.get::<i64, _>(0),
                r.get::<String, _>(1),
                r.get::<Option<String>, _>(2).is_some(),
            )
        })
        .collect();
    let mut mail = Vec::new();
    for (id, at, has_email) in &ids {
        let kinds: &[&str] = if *has_email {
            &["enquiry-notification", "enquiry-acknowledgement"]
        } else {
            &["enquiry-notification"]
        };
        for kind in kinds {
            let state = match rng.gen_range(0..100) {
                0..=94 => "sent",
                95..=97 => "failed",
                98 => "pending",
                _ => "abandoned",
            };
            mail.push(vec![
                t(at.clone()),
                t(*kind),
                Value::Int(*id),
                t("owner@kelvintrades.example"),
                t(format!("New enquiry {id}")),
                t("A new enquiry from the website."),
                t("<p>A new enquiry from the website.</p>"),
                Value::Int(if state == "sent" { 1 } else { 3 }),
                t(at.clone()),
                t(state),
                opt((state == "sent").then(|| at.clone())),
                opt((state == "failed").then(|| "550 mailbox unavailable".to_string())),
            ]);
        }
    }
    insert(
        pool,
        "INSERT INTO outbox (created_at, kind, enquiry_id, to_address, subject, body_text, body_html, \
         attempts, next_attempt_at, state, sent_at, last_error)",
        12,
        mail,
    )
    .await;

    let subscribers = (0..SUBSCRIBERS)
        .map(|i| {
            let at = stored(now - chrono::Duration::hours(i as i64 * 5));
            let status = ["pending", "confirmed", "confirmed", "unsubscribed"][i % 4];
            vec![
                t(format!("reader{i}@example.com")),
                t(status),
                t(format!("token-{i:032}")),
                t(at.clone()),
                opt((status != "pending").then(|| at.clone())),
                t("/blog"),
            ]
        })
        .collect();
    insert(
        pool,
        "INSERT INTO newsletter_subscribers (email, status, token, consented_at, confirmed_at, page_path)",
        6,
        subscribers,
    )
    .await;

    // A year of views: each day's views fall on the pages with a long tail
    // (a few pages get most of them), as on a real site.
    let mut order: Vec<usize> = (0..paths.len()).collect();
    for i in (1..order.len()).rev() {
        order.swap(i, rng.gen_range(0..=i));
    }
    let mut daily = Vec::new();
    let mut by_source = Vec::new();
    let mut totals: HashMap<usize, (i64, i64)> = HashMap::new();
    let base = VIEWS / VIEW_DAYS;
    let extra = VIEWS - base * VIEW_DAYS;
    for d in 0..VIEW_DAYS {
        let day = api::store::uk_time::day(now - chrono::Duration::days(d))
            .format("%Y-%m-%d")
            .to_string();
        let views = base + (d < extra) as i64;
        let mut pages: HashMap<usize, i64> = HashMap::new();
        for _ in 0..views {
            let u: f64 = rng.r#gen();
            *pages
                .entry(order[((u * u * u) * paths.len() as f64) as usize])
                .or_default() += 1;
        }
        for (p, v) in pages {
            let visitors = (v * 4 + 4) / 5;
            let total = totals.entry(p).or_default();
            total.0 += v;
            total.1 += visitors;
            daily.push(vec![
                t(day.clone()),
                t(paths[p].0.clone()),
                t(paths[p].1.clone()),
                Value::Int(v),
                Value::Int(visitors),
            ]);
        }
        for (source, campaign, share) in LANDINGS {
            // Direct takes the rounding, so the landings add up to the day.
            let v = if source.is_empty() {
                views - LANDINGS[1..].iter().map(|l| views * l.2 / 100).sum::<i64>()
            } else {
                views * share / 100
            };
            by_source.push(vec![
                t(day.clone()),
                t(source),
                t(campaign),
                Value::Int(v),
                Value::Int((v * 4 + 4) / 5),
            ]);
        }
    }
    println!("  {} daily page rows", daily.len());
    insert(
        pool,
        "INSERT INTO page_views_daily (day, page_path, page_type, views, visitors)",
        5,
        daily,
    )
    .await;
    insert(
        pool,
        "INSERT INTO page_views_daily_source (day, source, campaign, views, visitors)",
        5,
        by_source,
    )
    .await;
    let last = stored(now);
    let analytics = totals
        .into_iter()
        .map(|(p, (v, u))| {
            vec![
                t(paths[p].0.clone()),
                t(paths[p].1.clone()),
                Value::Int(v),
                Value::Int(u),
                t(last.clone()),
            ]
        })
        .collect();
    insert(
        pool,
        "INSERT INTO page_analytics (page_path, page_type, views, unique_visitors, last_viewed)",
        5,
        analytics,
    )
    .await;
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
    let (paths, routes) = paths();
    println!(
        "{backend}: seeding {LEADS} leads and {VIEWS} page views over {} paths…",
        paths.len()
    );
    let started = Instant::now();
    let db = api::store::db::Db::connect(url)
        .await
        .expect("connect and migrate");
    seed(&db.pool, &paths).await;
    if db.backend == api::store::db::Backend::Postgres {
        // What autovacuum does within a minute of a load this size: without
        // statistics the planner guesses every table is nearly empty, which
        // no year-old database is, and until a table is vacuumed no index
        // can answer alone (the pulse's sums read covering indexes).
        // Only this bench's own tables (the schema's, by search_path).
        sqlx::query(
            "VACUUM ANALYZE enquiries, enquiries_search, outbox, newsletter_subscribers, \
             page_views_daily, page_views_daily_source, page_analytics",
        )
        .execute(&db.pool)
        .await
        .unwrap();
    }
    db.pool.close().await;
    println!("  seeded in {:.0} s", started.elapsed().as_secs_f64());
    common::add_owner(url, EMAIL, PASSWORD).await;
    let routes_env = routes.as_ref().map(|r| r.display().to_string());
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
    let detail = format!("/leads/{}", LEADS / 2);
    let filtered =
        "/leads?view=inbox&stage=new&service=Boiler%20Services&area=Paisley&source=google&q=smith";
    let mut timings = Vec::new();
    for (name, path) in [
        ("leads: inbox", "/leads?view=inbox"),
        ("leads: filtered + search", filtered),
        ("lead detail", detail.as_str()),
        ("leads: spam", "/leads?view=spam"),
        ("mail log", "/mail"),
        ("results + money: 30 days", "/results"),
        ("results + money: 365 days", year.as_str()),
        ("won jobs CSV: 365 days", won_year.as_str()),
        ("leads: quotes to chase", "/leads?view=chase"),
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
        "Inbox response times, {LEADS} leads and {VIEWS} page views, {N} requests each, one at a time"
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
