//! A database as two years of a busy firm leave it (issue 35.1): leads over
//! 24 months with the work done on them (stage changes, notes, replies,
//! quotes with their lines, visits booked and done, won and lost with values
//! and reasons, reviews asked for and recorded, jobs written up and the
//! customers' consent), their mail, newsletter subscribers, and a year of
//! page views and calls. Everything the inbox's lists, search, lead page,
//! Results and pulse read.
//!
//! One implementation for `just bench-inbox` and `just seed-growth` (the
//! example `seed_growth`), and the test that checks it; each includes this
//! folder with `#[path]`, so nothing of it is in the API's own binary.
//! Rows go in through SQL in statements of many rows, in one transaction per
//! table, after the API's own migrations. Generated from a fixed random
//! seed, so two runs on the same day give the same database.
//!
//! It is for benchmarks: a database that already holds a lead is refused
//! unless asked to `replace` it, which deletes every lead and everything
//! about them first.

// Each includer uses part of it (the test no routes file, the bench no
// refusal message).
#![allow(dead_code)]

mod leads;
mod views;
mod work;

use sqlx::{AnyPool, Row};
use std::path::{Path, PathBuf};
use std::time::Instant;

/// What to seed.
pub struct Plan {
    pub leads: usize,
    /// Page views spread over the last 365 days (0: none).
    pub views: i64,
    /// Newsletter subscribers.
    pub subscribers: usize,
    /// Delete what the database holds first instead of refusing it.
    pub replace: bool,
}

impl Plan {
    /// What `just seed-growth` puts in by default: 20,000 leads.
    pub const GROWTH: Plan = Plan {
        leads: 20_000,
        views: 1_000_000,
        subscribers: 2_000,
        replace: false,
    };
}

/// Why nothing was seeded.
#[derive(Debug)]
pub enum Refused {
    /// The database holds this many leads and `replace` was not asked for.
    HoldsLeads(i64),
    Database(String),
}

impl std::fmt::Display for Refused {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Refused::HoldsLeads(n) => write!(
                f,
                "the database already holds {n} leads; seeding is for benchmark databases. \
                 Pass --force to delete every lead, its mail, and every page view and subscriber in it, and seed again."
            ),
            Refused::Database(e) => write!(f, "{e}"),
        }
    }
}

/// What was seeded: rows per table, and how long it took.
pub struct Seeded {
    pub rows: Vec<(&'static str, i64)>,
    pub seconds: f64,
    /// The route list the page paths came from (`site/generated/routes.json`),
    /// for the server's ROUTES_FILE; None when made up.
    pub routes_file: Option<PathBuf>,
    pub paths: usize,
}

/// The tables seeded, in the order their rows are deleted by `replace`.
pub const TABLES: [&str; 15] = [
    "outbox",
    "consents",
    "job_photos",
    "job_drafts",
    "reviews",
    "visits",
    "quotes",
    "lead_events",
    "enquiries",
    "newsletter_subscribers",
    "page_views_daily",
    "page_views_monthly",
    "page_views_daily_source",
    "page_analytics",
    "contact_clicks_daily",
];

/// Migrates `url` with the API's own migrations and seeds it as `plan` says.
pub async fn seed(url: &str, plan: &Plan) -> Result<Seeded, Refused> {
    let started = Instant::now();
    let db = api::store::db::Db::connect(url)
        .await
        .map_err(|e| Refused::Database(format!("{e}: {:?}", std::error::Error::source(&e))))?;
    let pool = &db.pool;
    let held = count(pool, "enquiries").await?;
    if held > 0 && !plan.replace {
        return Err(Refused::HoldsLeads(held));
    }
    if plan.replace {
        for table in TABLES {
            sqlx::query(&format!("DELETE FROM {table}"))
                .execute(pool)
                .await
                .map_err(db_error)?;
        }
    }
    let (paths, routes_file) = paths();
    let now = chrono::Utc::now();
    leads::seed(pool, plan.leads, &paths, now).await?;
    views::seed(pool, plan, &paths, now).await?;
    if db.backend == api::store::db::Backend::Postgres {
        // What autovacuum does within a minute of a load this size: without
        // statistics the planner takes every table for nearly empty, which no
        // two-year-old database is, and until a table is vacuumed no index
        // answers alone (the pulse's sums read covering indexes).
        let mut tables: Vec<&str> = TABLES.to_vec();
        tables.push("enquiries_search");
        sqlx::query(&format!("VACUUM ANALYZE {}", tables.join(", ")))
            .execute(pool)
            .await
            .map_err(db_error)?;
    }
    let mut rows = Vec::new();
    for table in TABLES {
        rows.push((table, count(pool, table).await?));
    }
    pool.close().await;
    Ok(Seeded {
        rows,
        seconds: started.elapsed().as_secs_f64(),
        routes_file,
        paths: paths.len(),
    })
}

fn db_error(e: sqlx::Error) -> Refused {
    Refused::Database(e.to_string())
}

async fn count(pool: &AnyPool, table: &str) -> Result<i64, Refused> {
    sqlx::query(&format!(
        "SELECT CAST(COUNT(*) AS BIGINT) AS n FROM {table}"
    ))
    .fetch_one(pool)
    .await
    .and_then(|r| r.try_get("n"))
    .map_err(db_error)
}

/// The site's paths and their page types: the generated route list (`just
/// gen`), else made up in the same shape.
fn paths() -> (Vec<(String, String)>, Option<PathBuf>) {
    let file = Path::new(env!("CARGO_MANIFEST_DIR")).join("../site/generated/routes.json");
    if let Ok(text) = std::fs::read_to_string(&file)
        && let Ok(routes) = serde_json::from_str::<Vec<serde_json::Value>>(&text)
    {
        let paths: Vec<(String, String)> = routes
            .iter()
            .filter_map(|r| Some((r["path"].as_str()?.into(), r["pageType"].as_str()?.into())))
            .collect();
        if !paths.is_empty() {
            return (paths, Some(file));
        }
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

/// One value of a row to insert.
pub(crate) enum Value {
    Text(String),
    Null,
    Int(i64),
    /// A NULL integer: PostgreSQL refuses a text NULL in a BIGINT column.
    NullInt,
    /// The id of the `n`th row of a table inserted before (a lead, a job
    /// draft), known only once it is stored.
    Ref(usize),
}

pub(crate) fn t(s: impl Into<String>) -> Value {
    Value::Text(s.into())
}

pub(crate) fn opt(s: Option<String>) -> Value {
    s.map_or(Value::Null, Value::Text)
}

pub(crate) fn opt_int(n: Option<i64>) -> Value {
    n.map_or(Value::NullInt, Value::Int)
}

/// A time as stored: UTC RFC 3339 with milliseconds.
pub(crate) fn stored(t: chrono::DateTime<chrono::Utc>) -> String {
    t.to_rfc3339_opts(chrono::SecondsFormat::Millis, true)
}

/// Inserts `rows` into `head`'s columns (`INSERT INTO t (a, b)`) in
/// statements of many rows each, in one transaction; a [`Value::Ref`] is
/// bound as `ids[n]`.
pub(crate) async fn insert(
    pool: &AnyPool,
    head: &str,
    rows: &[Vec<Value>],
    ids: &[i64],
) -> Result<(), Refused> {
    let Some(columns) = rows.first().map(Vec::len) else {
        return Ok(());
    };
    // PostgreSQL binds at most 65,535 values a statement, SQLite 32,766.
    let per = (4000 / columns).max(1);
    let mut tx = pool.begin().await.map_err(db_error)?;
    for chunk in rows.chunks(per) {
        let mut sql = format!("{head} VALUES ");
        for i in 0..chunk.len() {
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
            assert_eq!(row.len(), columns, "{head}: every row has every column");
            for v in row {
                q = match v {
                    Value::Text(s) => q.bind(s.clone()),
                    Value::Null => q.bind(None::<String>),
                    Value::Int(n) => q.bind(*n),
                    Value::NullInt => q.bind(None::<i64>),
                    Value::Ref(n) => q.bind(ids[*n]),
                };
            }
        }
        q.execute(&mut *tx)
            .await
            .map_err(|e| Refused::Database(format!("{head}: {e}")))?;
    }
    tx.commit().await.map_err(db_error)
}

/// The ids of `table`'s rows in the order they were inserted (the table was
/// empty before, and one writer inserted them in one transaction).
pub(crate) async fn ids(pool: &AnyPool, table: &str) -> Result<Vec<i64>, Refused> {
    sqlx::query(&format!("SELECT id FROM {table} ORDER BY id"))
        .fetch_all(pool)
        .await
        .map_err(db_error)?
        .iter()
        .map(|r| r.try_get("id").map_err(db_error))
        .collect()
}
