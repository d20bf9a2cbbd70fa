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

/// What a finished backup holds, for the message the CLI prints.
#[derive(Debug)]
pub struct Copied {
    pub dest: PathBuf,
    pub bytes: u64,
    pub enquiries: i64,
}

/// Copies the SQLite database at `database_url` to `dest`, which must not
/// exist yet.
pub async fn sqlite_to(database_url: &str, dest: &Path) -> Result<Copied, String> {
    let source = source_options(database_url)?;
    let dest =
        std::path::absolute(dest).map_err(|e| format!("cannot resolve {}: {e}", dest.display()))?;
    // Made empty here, exclusively: an existing file (or a symlink to one) is
    // refused before anything is written, and no other process can create the
    // name between this check and the copy. VACUUM INTO accepts an empty file.
    match OpenOptions::new().write(true).create_new(true).open(&dest) {
        Ok(_) => {}
        Err(e) if e.kind() == ErrorKind::AlreadyExists => {
            return Err(format!(
                "{} already exists; a backup never overwrites a file, so choose a new name",
                dest.display()
            ));
        }
        Err(e) => return Err(format!("cannot create {}: {e}", dest.display())),
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
fn source_options(database_url: &str) -> Result<SqliteConnectOptions, String> {
    if database_url.starts_with("postgres://") || database_url.starts_with("postgresql://") {
        return Err(
            "api backup copies a SQLite database; DATABASE_URL is PostgreSQL. Use pg_dump, \
             for example: pg_dump --format=custom --file=site.dump \"$DATABASE_URL\" \
             (restore with pg_restore)"
                .into(),
        );
    }
    if !database_url.starts_with("sqlite:") {
        return Err(format!(
            "DATABASE_URL must start with sqlite: or postgres://, not `{database_url}`"
        ));
    }
    let options = SqliteConnectOptions::from_str(database_url)
        .map_err(|e| format!("reading DATABASE_URL: {e}"))?;
    let file = options.get_filename();
    if !file.is_file() {
        return Err(format!("no SQLite database at {}", file.display()));
    }
    Ok(options.read_only(true).create_if_missing(false))
}

async fn copy(source: SqliteConnectOptions, dest: &Path) -> Result<Copied, String> {
    let dest_text = dest
        .to_str()
        .ok_or_else(|| format!("{} is not valid UTF-8", dest.display()))?;
    let mut conn = source
        .connect()
        .await
        .map_err(|e| format!("opening {}: {e}", source.get_filename().display()))?;
    // An absolute path starts with `/`, so SQLite never reads it as a
    // `file:` URI; bound, so no quoting is needed.
    sqlx::query("VACUUM INTO $1")
        .bind(dest_text)
        .execute(&mut conn)
        .await
        .map_err(|e| format!("copying the database: {e}"))?;
    conn.close().await.ok();

    File::open(dest)
        .and_then(|f| f.sync_all())
        .map_err(|e| format!("flushing {} to disk: {e}", dest.display()))?;
    if let Some(folder) = dest.parent() {
        File::open(folder)
            .and_then(|f| f.sync_all())
            .map_err(|e| format!("flushing {} to disk: {e}", folder.display()))?;
    }

    let mut copy = open_read_only(dest).await?;
    let check: String = sqlx::query("PRAGMA integrity_check")
        .fetch_one(&mut copy)
        .await
        .and_then(|row| row.try_get(0))
        .map_err(|e| format!("checking the copy: {e}"))?;
    if check != "ok" {
        return Err(format!("the copy failed SQLite's integrity check: {check}"));
    }
    let enquiries: i64 = sqlx::query("SELECT count(*) FROM enquiries")
        .fetch_one(&mut copy)
        .await
        .and_then(|row| row.try_get(0))
        .map_err(|e| format!("counting the copy's enquiries: {e}"))?;
    copy.close().await.ok();
    let bytes = std::fs::metadata(dest)
        .map_err(|e| format!("reading {}: {e}", dest.display()))?
        .len();
    Ok(Copied {
        dest: dest.to_path_buf(),
        bytes,
        enquiries,
    })
}

async fn open_read_only(file: &Path) -> Result<SqliteConnection, String> {
    SqliteConnectOptions::new()
        .filename(file)
        .read_only(true)
        .connect()
        .await
        .map_err(|e| format!("opening the copy {}: {e}", file.display()))
}
