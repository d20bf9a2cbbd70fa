//! The schema's migrations, embedded in the binary by `api/build.rs`, so a
//! deployed `api` needs no migrations folder beside it.
//!
//! Each is read as sqlx reads a folder of them (`<version>_<description>.sql`,
//! its checksum the SHA-384 of the file's text), so a database migrated by an
//! earlier build, when `sqlx::migrate!` embedded them, finds every applied
//! migration with the checksum it recorded. The test below holds that to
//! sqlx's own reading of the folders.

use futures_util::future::BoxFuture;
use sqlx::error::BoxDynError;
use sqlx::migrate::{MigrateError, Migration, MigrationSource, MigrationType, Migrator};
use std::borrow::Cow;

mod embedded {
    include!(concat!(env!("OUT_DIR"), "/migrations.rs"));
}

/// Every SQLite migration, in version order, ready to run.
pub async fn sqlite() -> Result<Migrator, MigrateError> {
    Migrator::new(Embedded(embedded::SQLITE)).await
}

/// Every PostgreSQL migration, in version order, ready to run.
pub async fn postgres() -> Result<Migrator, MigrateError> {
    Migrator::new(Embedded(embedded::POSTGRES)).await
}

/// One backend's embedded migrations, as a source sqlx's `Migrator` resolves.
#[derive(Debug)]
struct Embedded(&'static [(&'static str, &'static str)]);

impl MigrationSource<'static> for Embedded {
    fn resolve(self) -> BoxFuture<'static, Result<Vec<Migration>, BoxDynError>> {
        Box::pin(async move {
            let mut migrations = self
                .0
                .iter()
                .map(|&(name, sql)| migration(name, sql))
                .collect::<Result<Vec<_>, _>>()?;
            migrations.sort_by_key(|m| m.version);
            Ok(migrations)
        })
    }
}

/// A migration from its file name and text, as sqlx's folder source makes it:
/// the version before the first `_`, the rest (less `.sql` or `.up.sql` /
/// `.down.sql`) with spaces for underscores as its description, and no
/// transaction when the text starts with `-- no-transaction`.
fn migration(name: &str, sql: &'static str) -> Result<Migration, BoxDynError> {
    let (version, rest) = name
        .split_once('_')
        .ok_or_else(|| format!("migration {name:?} has no `<version>_` prefix"))?;
    let version: i64 = version
        .parse()
        .map_err(|_| format!("migration {name:?} does not start with a version number"))?;
    let migration_type = MigrationType::from_filename(rest);
    let description = rest
        .trim_end_matches(migration_type.suffix())
        .replace('_', " ");
    Ok(Migration::new(
        version,
        Cow::Owned(description),
        migration_type,
        Cow::Borrowed(sql),
        sql.starts_with("-- no-transaction"),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::PathBuf;

    /// What sqlx itself reads from a backend's folder, as `sqlx::migrate!`
    /// embedded it before.
    async fn as_sqlx_reads_the_folder(backend: &str) -> Migrator {
        let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
            .join("migrations")
            .join(backend);
        Migrator::new(dir)
            .await
            .expect("sqlx reads the migrations folder")
    }

    fn summary(m: &Migrator) -> Vec<(i64, String, String, Vec<u8>, bool)> {
        m.iter()
            .map(|m| {
                let kind = format!("{:?}", m.migration_type);
                (
                    m.version,
                    m.description.to_string(),
                    kind,
                    m.checksum.to_vec(),
                    m.no_tx,
                )
            })
            .collect()
    }

    #[tokio::test]
    async fn every_embedded_migration_is_the_one_sqlx_reads_from_the_folder() {
        for (embedded, folder) in [(sqlite().await, "sqlite"), (postgres().await, "postgres")] {
            let embedded = embedded.unwrap();
            let expected = as_sqlx_reads_the_folder(folder).await;
            assert!(
                expected.iter().count() > 20,
                "{folder}: the folder holds the migrations"
            );
            // Version, description, kind, checksum (what an applied
            // migration is checked against) and transaction, one by one.
            assert_eq!(summary(&embedded), summary(&expected), "{folder}");
        }
    }

    #[test]
    fn a_name_without_a_version_is_refused_with_the_name() {
        let error = migration("quotes.sql", "SELECT 1").unwrap_err().to_string();
        assert!(error.contains("quotes.sql"), "{error}");
        let error = migration("first_quotes.sql", "SELECT 1")
            .unwrap_err()
            .to_string();
        assert!(error.contains("version number"), "{error}");
    }

    #[test]
    fn a_reversible_migration_reads_as_sqlx_reads_it() {
        let m = migration("0028_quote_notes.up.sql", "-- no-transaction\nSELECT 1").unwrap();
        assert_eq!(m.version, 28);
        assert_eq!(m.description, "quote notes");
        assert!(matches!(m.migration_type, MigrationType::ReversibleUp));
        assert!(m.no_tx);
    }
}
