//! Two `api serve` processes on ONE database (issue 10.11): started at the same
//! moment on a fresh database, both come up (migrations run once), and with a
//! slow SMTP server every notification is delivered exactly once.

use crate::helpers::*;
use crate::smtp_sink::SmtpSink;
use serde_json::json;
use std::collections::HashMap;
use std::time::Duration;

/// The PostgreSQL server to test against: TEST_DATABASE_URL, else the
/// machine's local one. This test exists for PostgreSQL, so an unreachable
/// server fails it rather than skipping it silently.
async fn postgres_url() -> String {
    let url = std::env::var("TEST_DATABASE_URL")
        .ok()
        .filter(|u| !u.is_empty())
        .unwrap_or_else(|| "postgres://postgres@127.0.0.1:5432/test".into());
    sqlx::any::install_default_drivers();
    if let Err(e) = sqlx::any::AnyPoolOptions::new()
        .max_connections(1)
        .acquire_timeout(Duration::from_secs(5))
        .connect(&url)
        .await
    {
        panic!("two-instance test needs PostgreSQL at {url} (set TEST_DATABASE_URL): {e}");
    }
    url
}

async fn notifications_are_delivered_exactly_once(db: &TestDb, dir: &std::path::Path, label: &str) {
    let sink = SmtpSink::start().await;
    // Each message takes a while; a 20-message batch under one lease held
    // mail that the other instance then sent again.
    sink.delay_data(Duration::from_millis(300));
    let opts = Options {
        smtp_url: Some(sink.url()),
        extra_env: vec![
            ("MAIL_SEND_TIMEOUT_MS".into(), "1500".into()),
            ("MAIL_CONCURRENCY".into(), "4".into()),
        ],
        ..Options::new(db, dir)
    };
    let (a, b) = tokio::join!(TestApp::spawn(&opts), TestApp::spawn(&opts));
    let apps = [a, b];
    let n = 24;
    let started = std::time::Instant::now();
    let posts = (0..n).map(|i| {
        let app = &apps[i % 2];
        async move {
            let res = app
                .post_json(
                    "/api/contact",
                    &json!({ "name": format!("Flood {i}"), "phone": "0141 496 0000", "service": "Emergency Plumbing", "isEmergency": true }),
                )
                .await;
            assert_eq!(res.status(), 200, "{label}: enquiry {i} accepted");
        }
    });
    futures::future::join_all(posts).await;
    let pool = db.pool().await;
    let deadline = tokio::time::Instant::now() + Duration::from_secs(60);
    while scalar(&pool, "SELECT COUNT(*) FROM outbox WHERE state = 'sent'").await < n as i64 {
        assert!(
            tokio::time::Instant::now() < deadline,
            "{label}: all sent within 60s"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    // A figure for the report, not an assertion.
    eprintln!(
        "{label}: {n} notifications at 300 ms each sent by two instances in {} ms",
        started.elapsed().as_millis()
    );
    // Longer than a lease: a message sent twice would have arrived by now.
    tokio::time::sleep(Duration::from_millis(5000)).await;
    let mail = sink.messages();
    let mut by_subject: HashMap<String, usize> = HashMap::new();
    let mut by_id: HashMap<String, usize> = HashMap::new();
    for m in &mail {
        *by_subject.entry(m.header("Subject").unwrap()).or_default() += 1;
        *by_id.entry(m.header("Message-ID").unwrap()).or_default() += 1;
    }
    let twice: Vec<_> = by_subject.iter().filter(|(_, c)| **c > 1).collect();
    assert!(twice.is_empty(), "{label}: sent more than once: {twice:?}");
    assert_eq!(by_subject.len(), n, "{label}: every notification delivered");
    assert_eq!(by_id.len(), n, "{label}: one Message-ID each");
    assert_eq!(mail.len(), n, "{label}: exactly once each");
    let migrations = std::fs::read_dir(format!("{}/migrations/{label}", env!("CARGO_MANIFEST_DIR")))
        .unwrap()
        .count() as i64;
    assert_eq!(
        scalar(&pool, "SELECT COUNT(*) FROM _sqlx_migrations").await,
        migrations,
        "{label}: each migration applied once"
    );
    pool.close().await;
    for app in apps {
        assert!(app.terminate().await.success(), "{label}: clean exit");
    }
}

#[tokio::test]
async fn two_instances_on_postgres_send_each_notification_exactly_once() {
    let dir = tempfile::tempdir().unwrap();
    let db = TestDb::postgres(&postgres_url().await).await;
    notifications_are_delivered_exactly_once(&db, dir.path(), "postgres").await;
    db.drop_db().await;
}

#[tokio::test]
async fn two_instances_on_sqlite_send_each_notification_exactly_once() {
    let dir = tempfile::tempdir().unwrap();
    let db = TestDb::sqlite(dir.path()).await;
    notifications_are_delivered_exactly_once(&db, dir.path(), "sqlite").await;
}

/// Instances started together on a fresh SQLite file all come up: switching
/// the file to WAL answered 'database is locked' at once to every instance
/// but the first, and that instance exited (a flaky CI run).
#[tokio::test]
async fn instances_started_together_on_a_fresh_sqlite_file_all_start() {
    for _round in 0..6 {
        let dir = tempfile::tempdir().unwrap();
        let db = TestDb::sqlite(dir.path()).await;
        let sink = SmtpSink::start().await;
        // Busy mail workers in the first instance up make the others' start
        // meet a locked file, as in the run that failed.
        let opts = Options {
            smtp_url: Some(sink.url()),
            extra_env: vec![("MAIL_CONCURRENCY".into(), "4".into())],
            ..Options::new(&db, dir.path())
        };
        // TestApp::spawn panics, naming the cause, if an instance exits.
        let apps = futures::future::join_all((0..4).map(|_| TestApp::spawn(&opts))).await;
        for app in &apps {
            assert_eq!(app.get("/api/health").await.status(), 200);
        }
    }
}
