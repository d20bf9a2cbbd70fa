//! `api backup DEST`: a consistent copy of the live SQLite database, taken
//! while `api serve` keeps running.
//!
//! The copy is made with `VACUUM INTO`, not the `sqlite3_backup_*` functions.
//! Both give the database as of one moment: `VACUUM INTO` runs inside one read
//! transaction, and in WAL mode (which `Db::connect` sets) the service goes on
//! writing beside it, so the copy holds every transaction committed before it
//! started and no part of any later one. The backup functions are reachable
//! only as unsafe FFI through sqlx's raw handle with a direct `libsqlite3-sys`
//! dependency pinned to sqlx's; `VACUUM INTO` is one SQL statement on an
//! ordinary connection. What differs does not matter here: the copy is
//! compacted (free pages dropped), and it is rebuilt row by row, slower than a
//! page copy for a large file; this database is small.
//!
//! SQLite does not fsync the file `VACUUM INTO` writes, so this does, then
//! opens the copy and checks it before reporting success.

use sqlx::sqlite::{SqliteConnectOptions, SqliteConnection};
use sqlx::{ConnectOptions, Connection, Row};
use std::fs::{File, OpenOptions};
use std::io::ErrorKind;
use std::path::{Path, PathBuf};
use std::str::FromStr;

/// Why a backup was refused or failed. Each says what was being done; the
/// underlying error, when there is one, is its source.
#[derive(Debug, thiserror::Error)]
pub enum BackupError {
    #[error(
        "api backup copies a SQLite database; DATABASE_URL is PostgreSQL. Use pg_dump, \
         for example: pg_dump --format=custom --file=site.dump \"$DATABASE_URL\" \
         (restore with pg_restore)"
    )]
    Postgres,
    #[error("DATABASE_URL must start with sqlite: or postgres://, not `{0}`")]
    UnknownScheme(String),
    #[error("reading DATABASE_URL")]
    BadUrl(#[source] sqlx::Error),
    #[error("no SQLite database at {}", .0.display())]
    NoDatabase(PathBuf),
    #[error("{} already exists; a backup never overwrites a file, so choose a new name", .0.display())]
    Exists(PathBuf),
    #[error("{} is not valid UTF-8", .0.display())]
    NotUtf8(PathBuf),
    /// A file step (resolving, creating, flushing, measuring), worded in full.
    #[error("{what}")]
    File {
        what: String,
        #[source]
        source: std::io::Error,
    },
    /// A database step (opening, copying, checking), worded in full.
    #[error("{what}")]
    Sqlite {
        what: String,
        #[source]
        source: sqlx::Error,
    },
    #[error("the copy failed SQLite's integrity check: {0}")]
    Corrupt(String),
}

/// `what` failed on a file.
fn file(what: String) -> impl FnOnce(std::io::Error) -> BackupError {
    move |source| BackupError::File { what, source }
}

/// `what` failed in SQLite.
fn sqlite(what: String) -> impl FnOnce(sqlx::Error) -> BackupError {
    move |source| BackupError::Sqlite { what, source }
}

/// What a finished backup holds, for the message the CLI prints.
#[derive(Debug)]
pub struct Copied {
    pub dest: PathBuf,
    pub bytes: u64,
    pub enquiries: i64,
}

/// Copies the SQLite database at `database_url` to `dest`, which must not
/// exist yet.
pub async fn sqlite_to(database_url: &str, dest: &Path) -> Result<Copied, BackupError> {
    let source = source_options(database_url)?;
    let dest =
        std::path::absolute(dest).map_err(file(format!("cannot resolve {}", dest.display())))?;
    // Made empty here, exclusively: an existing file (or a symlink to one) is
    // refused before anything is written, and no other process can create the
    // name between this check and the copy. VACUUM INTO accepts an empty file.
    match OpenOptions::new().write(true).create_new(true).open(&dest) {
        Ok(_) => {}
        Err(e) if e.kind() == ErrorKind::AlreadyExists => {
            return Err(BackupError::Exists(dest));
        }
        Err(e) => return Err(file(format!("cannot create {}", dest.display()))(e)),
    }
    match copy(source, &dest).await {
        Ok(copied) => Ok(copied),
        Err(e) => {
            // Only the file this run created (and found empty) is removed.
            let _ = std::fs::remove_file(&dest);
            Err(e)
        }
    }
}

/// The live database, opened read-only: a backup must never create an empty
/// database where a path was mistyped, migrate it, or change it at all.
fn source_options(database_url: &str) -> Result<SqliteConnectOptions, BackupError> {
    if database_url.starts_with("postgres://") || database_url.starts_with("postgresql://") {
        return Err(BackupError::Postgres);
    }
    if !database_url.starts_with("sqlite:") {
        return Err(BackupError::UnknownScheme(database_url.to_string()));
    }
    let options = SqliteConnectOptions::from_str(database_url).map_err(BackupError::BadUrl)?;
    let file = options.get_filename();
    if !file.is_file() {
        return Err(BackupError::NoDatabase(file.to_path_buf()));
    }
    Ok(options.read_only(true).create_if_missing(false))
}

async fn copy(source: SqliteConnectOptions, dest: &Path) -> Result<Copied, BackupError> {
    let dest_text = dest
        .to_str()
        .ok_or_else(|| BackupError::NotUtf8(dest.to_path_buf()))?;
    let mut conn = source.connect().await.map_err(sqlite(format!(
        "opening {}",
        source.get_filename().display()
    )))?;
    // An absolute path starts with `/`, so SQLite never reads it as a
    // `file:` URI; bound, so no quoting is needed.
    sqlx::query("VACUUM INTO $1")
        .bind(dest_text)
        .execute(&mut conn)
        .await
        .map_err(sqlite("copying the database".into()))?;
    conn.close().await.ok();

    File::open(dest)
        .and_then(|f| f.sync_all())
        .map_err(file(format!("flushing {} to disk", dest.display())))?;
    if let Some(folder) = dest.parent() {
        File::open(folder)
            .and_then(|f| f.sync_all())
            .map_err(file(format!("flushing {} to disk", folder.display())))?;
    }

    let mut copy = open_read_only(dest).await?;
    let check: String = sqlx::query("PRAGMA integrity_check")
        .fetch_one(&mut copy)
        .await
        .and_then(|row| row.try_get(0))
        .map_err(sqlite("checking the copy".into()))?;
    if check != "ok" {
        return Err(BackupError::Corrupt(check));
    }
    let enquiries: i64 = sqlx::query("SELECT count(*) FROM enquiries")
        .fetch_one(&mut copy)
        .await
        .and_then(|row| row.try_get(0))
        .map_err(sqlite("counting the copy's enquiries".into()))?;
    copy.close().await.ok();
    let bytes = std::fs::metadata(dest)
        .map_err(file(format!("reading {}", dest.display())))?
        .len();
    Ok(Copied {
        dest: dest.to_path_buf(),
        bytes,
        enquiries,
    })
}

async fn open_read_only(copy: &Path) -> Result<SqliteConnection, BackupError> {
    SqliteConnectOptions::new()
        .filename(copy)
        .read_only(true)
        .connect()
        .await
        .map_err(sqlite(format!("opening the copy {}", copy.display())))
}
