//! Storage: one interface over SQLite (default) and PostgreSQL, chosen by the
//! database URL. Queries are written once with `$n` parameters, which both
//! backends accept; each backend has its own migrations folder.

use chrono::{SecondsFormat, Utc};
use sqlx::any::AnyRow;
use sqlx::any::{AnyPoolOptions, install_default_drivers};
use sqlx::{Any, AnyConnection, AnyPool, Row, Transaction};
use std::path::Path;
use std::time::Duration;

use super::migrations;

/// Why the database could not be opened or brought up to date.
#[derive(Debug, thiserror::Error)]
pub enum DbError {
    #[error("DATABASE_URL must start with sqlite: or postgres://, not `{0}`")]
    UnknownScheme(String),
    #[error("creating {}", .0.display())]
    CreateFolder(std::path::PathBuf, #[source] std::io::Error),
    #[error("connecting to the database")]
    Connect(#[source] sqlx::Error),
    #[error("enabling WAL")]
    Wal(#[source] sqlx::Error),
    #[error("running migrations")]
    Migrate(#[source] sqlx::migrate::MigrateError),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Backend {
    Sqlite,
    Postgres,
}

#[derive(Clone)]
pub struct Db {
    pub pool: AnyPool,
    pub backend: Backend,
}

/// Now, as stored: UTC RFC 3339 with milliseconds (sorts as text).
pub fn now() -> String {
    Utc::now().to_rfc3339_opts(SecondsFormat::Millis, true)
}

/// The stored form of the time `ago` before now.
pub fn timestamp_ago(ago: Duration) -> String {
    (Utc::now() - chrono::Duration::from_std(ago).unwrap_or_default())
        .to_rfc3339_opts(SecondsFormat::Millis, true)
}

pub fn timestamp_in(delay: Duration) -> String {
    (Utc::now() + chrono::Duration::from_std(delay).unwrap_or_default())
        .to_rfc3339_opts(SecondsFormat::Millis, true)
}

impl Db {
    /// Begins a transaction, which may write. On SQLite it takes the write
    /// lock at once (`BEGIN IMMEDIATE`), so it queues behind another
    /// process's write in the busy handler. A deferred transaction that had
    /// read first failed instead ('database is locked', with no wait) when
    /// the other process wrote meanwhile: `api owner remove` beside a
    /// running server, whose background work writes every few seconds.
    /// Every transaction here begins this way; the server's own never meet,
    /// since its SQLite pool has one connection.
    pub async fn begin(&self) -> Result<Transaction<'static, Any>, sqlx::Error> {
        match self.backend {
            Backend::Sqlite => self.pool.begin_with("BEGIN IMMEDIATE").await,
            Backend::Postgres => self.pool.begin().await,
        }
    }

    /// Connects (creating a SQLite file and its folder on first run) and migrates.
    pub async fn connect(url: &str) -> Result<Db, DbError> {
        install_default_drivers();
        let backend = if url.starts_with("postgres://") || url.starts_with("postgresql://") {
            Backend::Postgres
        } else if url.starts_with("sqlite:") {
            Backend::Sqlite
        } else {
            return Err(DbError::UnknownScheme(url.to_string()));
        };
        let url = match backend {
            Backend::Sqlite => sqlite_url_with_create(url)?,
            Backend::Postgres => url.to_string(),
        };
        // SQLite has one writer at a time. With several connections, a writer
        // finding the file locked sleeps in the busy handler's growing steps
        // (up to 100 ms each), which made the slowest enquiries wait hundreds
        // of milliseconds while the mail worker wrote. One connection queues
        // every statement in the pool instead, first come first served:
        // `just bench` measured contact p99 at 200 requests/s fall from
        // 634 ms (8 connections) to 27 ms. Nothing here holds a connection
        // while it waits for another.
        let options = AnyPoolOptions::new().max_connections(match backend {
            Backend::Sqlite => 1,
            Backend::Postgres => 16,
        });
        let pool = options
            .acquire_timeout(Duration::from_secs(10))
            .connect(&url)
            .await
            .map_err(DbError::Connect)?;
        if backend == Backend::Sqlite {
            // WAL lets readers run beside the writer and is a property of the
            // file, so setting it once suffices. sqlx's SQLite defaults already
            // give synchronous = FULL (a commit is durable before we answer
            // success), foreign keys on and a 5-second busy timeout.
            // Switching the mode needs the file to itself and SQLite answers
            // 'database is locked' at once rather than waiting in the busy
            // handler, so two instances started together on a fresh file
            // would make one of them exit: retry for a while instead.
            let mut tries = 0u64;
            loop {
                match sqlx::query("PRAGMA journal_mode = WAL")
                    .execute(&pool)
                    .await
                {
                    Ok(_) => break,
                    Err(e) if tries < 50 && is_busy(&e) => {
                        tries += 1;
                        tokio::time::sleep(Duration::from_millis(20 * tries.min(10))).await;
                    }
                    Err(e) => return Err(DbError::Wal(e)),
                }
            }
        }
        let db = Db { pool, backend };
        db.migrate().await?;
        Ok(db)
    }

    /// Brings the schema up to date with the migrations embedded in the
    /// binary (`store::migrations`).
    pub async fn migrate(&self) -> Result<(), DbError> {
        let result = match self.backend {
            // sqlx takes no lock around SQLite migrations: two instances
            // started at once on a fresh file both read 'nothing applied' and
            // the second fails ('table already exists'). Each migration runs
            // in its own transaction, so the loser's is rolled back; running
            // again reads what the winner applied and goes on from there.
            Backend::Sqlite => {
                let migrator = migrations::sqlite().await.map_err(DbError::Migrate)?;
                let mut tries = 0;
                loop {
                    match migrator.run(&self.pool).await {
                        Err(
                            sqlx::migrate::MigrateError::Execute(_)
                            | sqlx::migrate::MigrateError::ExecuteMigration(..),
                        ) if tries < 20 => {
                            tries += 1;
                            tokio::time::sleep(Duration::from_millis(50 * tries)).await;
                        }
                        other => break other,
                    }
                }
            }
            Backend::Postgres => {
                let migrator = migrations::postgres().await.map_err(DbError::Migrate)?;
                migrator.run(&self.pool).await
            }
        };
        result.map_err(DbError::Migrate)
    }

    pub async fn ping(&self) -> Result<(), sqlx::Error> {
        sqlx::query("SELECT 1")
            .execute(&self.pool)
            .await
            .map(|_| ())
    }

    /// Today's salt for visitor hashes, created on first use; earlier days'
    /// salts and visitor hashes are deleted, so past visitors cannot be recognised.
    pub async fn daily_salt(&self, day: &str) -> Result<String, sqlx::Error> {
        if let Some(row) = sqlx::query("SELECT salt FROM daily_salts WHERE day = $1")
            .bind(day)
            .fetch_optional(&self.pool)
            .await?
        {
            return row.try_get("salt");
        }
        let fresh = crate::store::tokens::random_token();
        sqlx::query(
            "INSERT INTO daily_salts (day, salt) VALUES ($1, $2) ON CONFLICT (day) DO NOTHING",
        )
        .bind(day)
        .bind(&fresh)
        .execute(&self.pool)
        .await?;
        sqlx::query("DELETE FROM daily_salts WHERE day <> $1")
            .bind(day)
            .execute(&self.pool)
            .await?;
        sqlx::query("DELETE FROM page_visitors WHERE day <> $1")
            .bind(day)
            .execute(&self.pool)
            .await?;
        sqlx::query("DELETE FROM contact_click_visitors WHERE day <> $1")
            .bind(day)
            .execute(&self.pool)
            .await?;
        let row = sqlx::query("SELECT salt FROM daily_salts WHERE day = $1")
            .bind(day)
            .fetch_one(&self.pool)
            .await?;
        row.try_get("salt")
    }
}

/// `sqlite://data/site.db` → `sqlite://data/site.db?mode=rwc`, creating `data/`.
fn sqlite_url_with_create(url: &str) -> Result<String, DbError> {
    let path = url
        .trim_start_matches("sqlite://")
        .trim_start_matches("sqlite:");
    let file = path.split('?').next().unwrap_or("");
    if file.is_empty() || file == ":memory:" {
        return Ok(url.to_string());
    }
    if let Some(dir) = Path::new(file)
        .parent()
        .filter(|d| !d.as_os_str().is_empty())
    {
        std::fs::create_dir_all(dir).map_err(|e| DbError::CreateFolder(dir.to_path_buf(), e))?;
    }
    Ok(if url.contains("mode=") {
        url.to_string()
    } else if url.contains('?') {
        format!("{url}&mode=rwc")
    } else {
        format!("{url}?mode=rwc")
    })
}

/// SQLite's 'database is locked' (SQLITE_BUSY, 5) or 'table is locked' (6).
fn is_busy(e: &sqlx::Error) -> bool {
    e.as_database_error()
        .and_then(|d| d.code())
        .is_some_and(|c| c == "5" || c == "6")
}

/// Ids are bound a chunk at a time, never spliced into the text.
const CHUNK: usize = 200;

fn placeholders(n: usize) -> String {
    (1..=n)
        .map(|i| format!("${i}"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// Rows of `table` whose `column` is one of `ids`, in id order.
pub async fn rows_where_in(
    conn: &mut AnyConnection,
    columns: &str,
    table: &str,
    column: &str,
    ids: &[i64],
) -> Result<Vec<AnyRow>, sqlx::Error> {
    let mut out = Vec::new();
    for chunk in ids.chunks(CHUNK) {
        let sql = format!(
            "SELECT {columns} FROM {table} WHERE {column} IN ({}) ORDER BY id",
            placeholders(chunk.len())
        );
        let mut q = sqlx::query(&sql);
        for id in chunk {
            q = q.bind(*id);
        }
        out.extend(q.fetch_all(&mut *conn).await?);
    }
    Ok(out)
}

/// Deletes rows of `table` whose `column` is one of `ids`; returns how many.
pub async fn delete_where_in(
    conn: &mut AnyConnection,
    table: &str,
    column: &str,
    ids: &[i64],
) -> Result<u64, sqlx::Error> {
    let mut n = 0;
    for chunk in ids.chunks(CHUNK) {
        let sql = format!(
            "DELETE FROM {table} WHERE {column} IN ({})",
            placeholders(chunk.len())
        );
        let mut q = sqlx::query(&sql);
        for id in chunk {
            q = q.bind(*id);
        }
        n += q.execute(&mut *conn).await?.rows_affected();
    }
    Ok(n)
}

/// A `LIKE … ESCAPE '\'` pattern matching text that contains `needle`,
/// lower-cased; `%` and `_` typed by the owner match only themselves.
pub fn contains_pattern(needle: &str) -> String {
    let mut out = String::from("%");
    for c in needle.to_lowercase().chars() {
        if matches!(c, '%' | '_' | '\\') {
            out.push('\\');
        }
        out.push(c);
    }
    out.push('%');
    out
}
