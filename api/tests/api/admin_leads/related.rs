//! The same person's other enquiries through their stored keys (issue 35):
//! enquiries stored before the keys existed are given them when the server
//! starts, and the lookup is one the indexes answer, never a scan of every
//! enquiry.

use super::*;
use crate::helpers::{TestApp, TestDb, test_db};
use api::enquiries::contact_keys::contact_keys;
use api::enquiries::related::CANDIDATES_SQL;
use sqlx::Row;
use sqlx::any::AnyPoolOptions;

/// The first migration that stores the keys (`0027_related_keys.sql`).
const KEYS_MIGRATION: &str = "0027";

/// `db` migrated as it was before the keys: every migration up to, not
/// including, [`KEYS_MIGRATION`], run from copies of the files themselves,
/// so the server's own migrator later takes them as its own.
async fn migrated_before_the_keys(backend: &str, db: &TestDb) -> AnyPool {
    let all = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("migrations")
        .join(backend);
    let before = tempfile::tempdir().unwrap();
    for file in std::fs::read_dir(&all).unwrap().flatten() {
        let name = file.file_name().into_string().unwrap();
        if name.as_str() < KEYS_MIGRATION {
            std::fs::copy(file.path(), before.path().join(&name)).unwrap();
        }
    }
    sqlx::any::install_default_drivers();
    let url = match backend {
        "postgres" => db.url.clone(),
        _ => format!("{}?mode=rwc", db.url),
    };
    let pool = AnyPoolOptions::new()
        .max_connections(1)
        .connect(&url)
        .await
        .unwrap();
    sqlx::migrate::Migrator::new(before.path())
        .await
        .unwrap()
        .run(&pool)
        .await
        .unwrap();
    pool
}

/// Stores an enquiry in the schema before the keys; returns its id.
async fn store_before(
    pool: &AnyPool,
    name: &str,
    phone: &str,
    email: Option<&str>,
    at: &str,
) -> i64 {
    sqlx::query(
        "INSERT INTO enquiries (created_at, status, name, phone, email, service, is_emergency, user_agent) \
         VALUES ($1, 'new', $2, $3, $4, 'Tap Repair', 0, 'Test') RETURNING id",
    )
    .bind(at)
    .bind(name)
    .bind(phone)
    .bind(email)
    .fetch_one(pool)
    .await
    .unwrap()
    .try_get("id")
    .unwrap()
}

/// Enquiries stored before migration 0027 have no keys; the server sets
/// them when it starts, before it answers, so the lead page lists the same
/// person's older enquiries, and starting again changes nothing.
#[tokio::test]
async fn enquiries_stored_before_the_keys_are_found_after_the_upgrade() {
    for backend in backends() {
        let dir = tempfile::tempdir().unwrap();
        let db = test_db(backend, dir.path()).await;
        let pool = migrated_before_the_keys(backend, &db).await;
        let rab = store_before(
            &pool,
            "Rab",
            "07700 900777",
            Some("rab@example.com"),
            &at(20, 9),
        )
        .await;
        let again = store_before(
            &pool,
            "Robert",
            "+44 (0)7700 900777",
            Some("RAB@example.com"),
            &at(19, 9),
        )
        .await;
        // Dots between the digits: the scan the keys replaced missed this one.
        let dotted = store_before(&pool, "R.", "0044 7700 900.777", None, &at(18, 9)).await;
        let by_email = store_before(
            &pool,
            "R. at work",
            "0141 496 0999",
            Some("  Rab@Example.com "),
            &at(17, 9),
        )
        .await;
        // Shares the last six digits only, and nothing to dial: neither is Rab.
        store_before(&pool, "Stranger", "07811 900777", None, &at(16, 9)).await;
        let garbled = store_before(&pool, "Garbled", "call 900777", None, &at(15, 9)).await;
        // More than one batch of the start-up backfill (500 enquiries).
        sqlx::query(
            "WITH RECURSIVE n (i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 1100) \
             INSERT INTO enquiries (created_at, status, name, phone, email, service, is_emergency, user_agent) \
             SELECT '2026-10-01T09:00:00.000Z', 'new', 'Filler', '0141 4' || (100000 + i), \
                    'Filler' || i || '@Example.com', 'Tap Repair', 0, 'Test' FROM n",
        )
        .execute(&pool)
        .await
        .unwrap();
        pool.close().await;

        let app = TestApp::spawn(&Options::new(&db, dir.path())).await;
        let inbox = crate::owner_client::OwnerClient::sign_in(app, db, dir).await;
        let (status, body) = inbox.get(&format!("/leads/{rab}")).await;
        assert_eq!(status, 200, "{backend}: {body}");
        let related = super::related_of(&body);
        assert_eq!(
            related,
            vec![
                (again, "phone and email"),
                (dotted, "phone"),
                (by_email, "email")
            ],
            "{backend}"
        );
        // Every row's keys are the ones the API writes for a new enquiry.
        let rows = sqlx::query(
            "SELECT id, phone, email, phone_tail, email_key FROM enquiries ORDER BY id",
        )
        .fetch_all(&inbox.pool)
        .await
        .unwrap();
        assert_eq!(rows.len(), 6 + 1100, "{backend}");
        for r in &rows {
            let phone: String = r.get("phone");
            let email: Option<String> = r.get("email");
            let keys = contact_keys(&phone, email.as_deref());
            assert_eq!(
                r.get::<Option<String>, _>("phone_tail"),
                keys.phone_tail,
                "{backend}: {phone}"
            );
            assert_eq!(
                r.get::<Option<String>, _>("email_key"),
                keys.email_key,
                "{backend}: {email:?}"
            );
        }
        assert_eq!(
            scalar(
                &inbox.pool,
                &format!(
                    "SELECT COUNT(*) FROM enquiries WHERE id = {garbled} AND phone_tail IS NULL"
                )
            )
            .await,
            1,
            "{backend}: nothing to dial, no key"
        );
        assert_eq!(
            scalar(&inbox.pool, "SELECT COUNT(*) FROM related_keys_pending").await,
            0,
            "{backend}: none left to do"
        );
        assert_eq!(
            scalar(
                &inbox.pool,
                "SELECT COUNT(*) FROM enquiries WHERE phone_tail IS NOT NULL AND email_key LIKE 'filler%'"
            )
            .await,
            1100,
            "{backend}: every batch"
        );
        // Idempotent: run again, nothing to set.
        let set = api::enquiries::related::backfill(&inbox.db).await.unwrap();
        assert_eq!(set, 0, "{backend}");
        inbox.finish().await;
    }
}

/// The candidates' query is answered from the two indexes, never by reading
/// every enquiry: asked of the planner itself (SQLite's EXPLAIN QUERY PLAN;
/// PostgreSQL's EXPLAIN on a table with statistics, as autovacuum keeps
/// them), so an edit that makes the lookup a scan again fails here.
#[tokio::test]
async fn the_same_persons_enquiries_are_looked_up_through_the_indexes() {
    for backend in backends() {
        let dir = tempfile::tempdir().unwrap();
        let tdb = test_db(backend, dir.path()).await;
        let db = api::store::db::Db::connect(&tdb.url).await.unwrap();
        // Enough enquiries for PostgreSQL to prefer a scan were the indexes
        // unusable (a handful of rows it would read whole whatever the query).
        let mut tx = db.begin().await.unwrap();
        for i in 0..2_000 {
            let phone = format!("07700 9{i:05}");
            let email = format!("customer{i}@example.com");
            let keys = contact_keys(&phone, Some(&email));
            sqlx::query(
                "INSERT INTO enquiries (created_at, status, name, phone, email, service, is_emergency, phone_tail, email_key) \
                 VALUES ($1, 'new', 'Customer', $2, $3, 'Tap Repair', 0, $4, $5)",
            )
            .bind(format!("2026-11-{:02}T10:00:00.000Z", 1 + i % 28))
            .bind(&phone)
            .bind(&email)
            .bind(keys.phone_tail)
            .bind(keys.email_key)
            .execute(&mut *tx)
            .await
            .unwrap();
        }
        tx.commit().await.unwrap();
        if backend == "postgres" {
            sqlx::query("ANALYZE enquiries")
                .execute(&db.pool)
                .await
                .unwrap();
        }
        let keys = contact_keys("07700 900123", Some("customer123@example.com"));
        let binds = [keys.phone_tail.clone(), keys.email_key.clone()];
        let lookup = plan(&db, CANDIDATES_SQL, &binds).await;
        let text = lookup.join("\n");
        for index in ["enquiries_phone_tail", "enquiries_email_key"] {
            assert!(text.contains(index), "{backend}: {index} unused:\n{text}");
        }
        assert!(!reads_every_row(&lookup), "{backend}: a scan:\n{text}");
        // The check itself sees a scan: the lookup as it was before the keys.
        let scan = plan(
            &db,
            "SELECT id FROM enquiries WHERE id <> $1 \
             AND (REPLACE(REPLACE(phone, ' ', ''), '-', '') LIKE $2 OR LOWER(COALESCE(email, '')) = $3) \
             ORDER BY created_at DESC, id DESC LIMIT 100",
            &[Some("%900123".into()), keys.email_key.clone()],
        )
        .await;
        assert!(reads_every_row(&scan), "{backend}: {scan:#?}");
        // And the lookup finds the one it should.
        let found =
            api::enquiries::related(&db, 1, "07700 900123", Some("CUSTOMER123@example.com"))
                .await
                .unwrap();
        assert_eq!(found.len(), 1, "{backend}: {found:?}");
        db.pool.close().await;
        tdb.drop_db().await;
    }
}

/// The planner's plan for `sql`, its `$1` an id and the rest `binds`, one
/// line per step.
async fn plan(db: &api::store::db::Db, sql: &str, binds: &[Option<String>]) -> Vec<String> {
    let explain = match db.backend {
        api::store::db::Backend::Postgres => format!("EXPLAIN {sql}"),
        api::store::db::Backend::Sqlite => format!("EXPLAIN QUERY PLAN {sql}"),
    };
    let mut q = sqlx::query(&explain).bind(1_i64);
    for b in binds {
        q = q.bind(b.clone());
    }
    q.fetch_all(&db.pool)
        .await
        .unwrap()
        .iter()
        .map(|r| match db.backend {
            api::store::db::Backend::Postgres => r.get::<String, _>(0),
            api::store::db::Backend::Sqlite => r.get::<String, _>("detail"),
        })
        .collect()
}

/// Whether a plan reads every enquiry: SQLite's 'SCAN enquiries' (in the
/// table's order or an index's), PostgreSQL's sequential scan, or its walk
/// of the created_at index in order, filtering each row as it goes.
fn reads_every_row(plan: &[String]) -> bool {
    plan.iter().any(|l| {
        l.trim_start().starts_with("SCAN")
            || l.contains("Seq Scan")
            || (l.contains("Index Scan") && l.contains("enquiries_created_at"))
    })
}
