//! Issue 10.7: limits hold across instances. Two `api serve` processes share
//! one PostgreSQL database, as two instances behind a load balancer would,
//! and every limit is the same single limit whichever instance is asked.
//! These tests exist for PostgreSQL and are never skipped: the server is
//! TEST_DATABASE_URL, or the machine's local one.

use crate::helpers::*;
use serde_json::json;

const LOCAL: &str = "postgres://postgres@127.0.0.1:5432/test";

/// Two instances started at once (migrations included) on a fresh database.
async fn two_instances(dir: &std::path::Path, env: &[(&str, &str)]) -> (TestDb, TestApp, TestApp) {
    two_instances_each(dir, [env, env]).await
}

/// The same, each instance with its own settings.
async fn two_instances_each(
    dir: &std::path::Path,
    env: [&[(&str, &str)]; 2],
) -> (TestDb, TestApp, TestApp) {
    let admin = std::env::var("TEST_DATABASE_URL")
        .ok()
        .filter(|u| !u.is_empty())
        .unwrap_or_else(|| LOCAL.to_string());
    sqlx::any::install_default_drivers();
    if let Err(e) = sqlx::AnyPool::connect(&admin).await {
        panic!(
            "PostgreSQL at {admin} is unreachable ({e}): the two-instance limit tests need it; start it or set TEST_DATABASE_URL"
        );
    }
    let db = TestDb::postgres(&admin).await;
    let options = |name: &str, env: &[(&str, &str)]| Options {
        extra_env: env
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect(),
        ..Options::new(&db, &dir.join(name))
    };
    let (oa, ob) = (options("a", env[0]), options("b", env[1]));
    let (a, b) = tokio::join!(TestApp::spawn(&oa), TestApp::spawn(&ob));
    (db, a, b)
}

fn enquiry(i: usize) -> serde_json::Value {
    json!({ "name": format!("Visitor {i}"), "phone": "0141 496 0000", "service": "Boiler Services" })
}

#[tokio::test]
async fn the_contact_limit_is_shared_by_two_instances() {
    crate::helpers::in_one_window(
        content_model::privacy::RATE_WINDOW_SECS,
        std::time::Duration::from_secs(60),
    )
    .await;
    let dir = tempfile::tempdir().unwrap();
    let (db, a, b) = two_instances(dir.path(), &[("CONTACT_RATE_LIMIT", "3")]).await;
    let mut statuses = Vec::new();
    for (i, app) in [&a, &b, &a, &b, &a].into_iter().enumerate() {
        statuses.push(
            app.post_json("/api/contact", &enquiry(i))
                .await
                .status()
                .as_u16(),
        );
    }
    assert_eq!(statuses, [200, 200, 200, 429, 429]);
    // The database knows the client only by a salted hash.
    let pool = db.pool().await;
    assert_eq!(
        scalar(
            &pool,
            "SELECT COUNT(*) FROM rate_limits WHERE scope = 'contact'"
        )
        .await,
        1
    );
    assert_eq!(
        scalar(
            &pool,
            "SELECT COUNT(*) FROM rate_limits WHERE client_hash LIKE '%127.0.0.1%'"
        )
        .await,
        0
    );
    pool.close().await;
    drop((a, b));
    db.drop_db().await;
}

#[tokio::test]
async fn the_page_view_ceiling_is_shared_by_two_instances() {
    crate::helpers::in_one_window(
        content_model::privacy::RATE_WINDOW_SECS,
        std::time::Duration::from_secs(60),
    )
    .await;
    let dir = tempfile::tempdir().unwrap();
    let (_site, routes) = site_fixture(dir.path());
    let routes = routes.display().to_string();
    let (db, a, b) = two_instances(
        dir.path(),
        &[("PAGE_VIEW_RATE_LIMIT", "3"), ("ROUTES_FILE", &routes)],
    )
    .await;
    let mut statuses = Vec::new();
    // A new user agent each time: every view is a new visitor, so only the
    // per-client ceiling can stop them.
    for (i, app) in [&a, &b, &a, &b, &a].into_iter().enumerate() {
        let res = app
            .client
            .post(app.url("/api/page-views"))
            .header("user-agent", format!("Mozilla/5.0 rotated-{i}"))
            .json(&json!({ "path": "/about", "pageType": "about" }))
            .send()
            .await
            .unwrap();
        statuses.push(res.status().as_u16());
    }
    assert_eq!(statuses, [202, 202, 202, 429, 429]);
    drop((a, b));
    db.drop_db().await;
}

#[tokio::test]
async fn the_newsletter_limit_is_shared_by_two_instances() {
    crate::helpers::in_one_window(
        content_model::privacy::RATE_WINDOW_SECS,
        std::time::Duration::from_secs(60),
    )
    .await;
    let dir = tempfile::tempdir().unwrap();
    let (db, a, b) = two_instances(dir.path(), &[("NEWSLETTER_RATE_LIMIT", "3")]).await;
    let mut statuses = Vec::new();
    for (i, app) in [&a, &b, &a, &b, &a].into_iter().enumerate() {
        let res = app
            .post_json(
                "/api/newsletter",
                &json!({ "email": format!("reader{i}@example.com") }),
            )
            .await;
        statuses.push(res.status().as_u16());
    }
    assert_eq!(statuses, [200, 200, 200, 429, 429]);
    drop((a, b));
    db.drop_db().await;
}

/// Behind trusted proxies (one instance trusting one hop, the other the
/// proxy's address range), a client rotating the leftmost X-Forwarded-For
/// entry stays one client, and another client is not caught by its limit.
#[tokio::test]
async fn rotating_forwarded_for_does_not_escape_the_shared_limit() {
    crate::helpers::in_one_window(
        content_model::privacy::RATE_WINDOW_SECS,
        std::time::Duration::from_secs(60),
    )
    .await;
    let dir = tempfile::tempdir().unwrap();
    let (db, a, b) = two_instances_each(
        dir.path(),
        [
            &[("CONTACT_RATE_LIMIT", "3"), ("TRUST_PROXY", "1")],
            &[
                ("CONTACT_RATE_LIMIT", "3"),
                ("TRUST_PROXY", "127.0.0.0/8,::1/128"),
            ],
        ],
    )
    .await;
    let send = |app: &TestApp, forwarded: String, i: usize| {
        app.client
            .post(app.url("/api/contact"))
            .header("x-forwarded-for", forwarded)
            .json(&enquiry(i))
            .send()
    };
    let mut statuses = Vec::new();
    for (i, app) in [&a, &b, &a, &b, &a, &b].into_iter().enumerate() {
        let res = send(app, format!("10.{i}.0.1, 203.0.113.9"), i)
            .await
            .unwrap();
        statuses.push(res.status().as_u16());
    }
    assert_eq!(statuses, [200, 200, 200, 429, 429, 429]);
    let other = send(&b, "203.0.113.9, 198.51.100.7".into(), 9)
        .await
        .unwrap();
    assert_eq!(other.status(), 200, "another client has its own limit");
    drop((a, b));
    db.drop_db().await;
}

/// `X-Forwarded-Proto: https` turns on HSTS only when the peer is one of
/// the trusted proxies: anyone else could otherwise claim it.
#[tokio::test]
async fn forwarded_proto_is_believed_only_from_a_trusted_peer() {
    for (trust, believed) in [
        ("10.0.0.0/8", false),
        ("127.0.0.0/8", true),
        ("false", false),
    ] {
        let dir = tempfile::tempdir().unwrap();
        let db = TestDb::sqlite(dir.path()).await;
        let app = TestApp::spawn(&Options {
            extra_env: vec![("TRUST_PROXY".into(), trust.into())],
            ..Options::new(&db, dir.path())
        })
        .await;
        let res = app
            .client
            .get(app.url("/api/health"))
            .header("x-forwarded-proto", "https")
            .send()
            .await
            .unwrap();
        assert_eq!(
            res.headers().contains_key("strict-transport-security"),
            believed,
            "TRUST_PROXY={trust}"
        );
    }
}

/// A client flooding one instance must not make every request a write to its
/// one shared counter row: each such write queues behind the last on that
/// row's lock and holds a pooled connection meanwhile, so a flood would tie
/// up the pool other visitors need. Once an instance alone has seen more than
/// the limit, it refuses without asking the database, so the stored count
/// stops just past the limit however long the flood goes on.
#[tokio::test]
async fn a_flooding_client_stops_writing_the_shared_counter_past_its_limit() {
    crate::helpers::in_one_window(
        content_model::privacy::RATE_WINDOW_SECS,
        std::time::Duration::from_secs(60),
    )
    .await;
    let dir = tempfile::tempdir().unwrap();
    let (_site, routes) = site_fixture(dir.path());
    let routes = routes.display().to_string();
    let (db, a, b) = two_instances(
        dir.path(),
        &[("PAGE_VIEW_RATE_LIMIT", "5"), ("ROUTES_FILE", &routes)],
    )
    .await;
    let mut refused = 0;
    for i in 0..60 {
        let res = a
            .client
            .post(a.url("/api/page-views"))
            .header("user-agent", format!("Mozilla/5.0 flood-{i}"))
            .json(&json!({ "path": "/about", "pageType": "about" }))
            .send()
            .await
            .unwrap();
        refused += usize::from(res.status() == 429);
    }
    assert_eq!(refused, 55, "5 views counted, the rest refused");
    let pool = db.pool().await;
    let stored = scalar(
        &pool,
        "SELECT COALESCE(MAX(hits), 0) FROM rate_limits WHERE scope = 'page-view'",
    )
    .await;
    assert!(
        stored <= 6,
        "the shared counter was written {stored} times for 60 requests"
    );
    pool.close().await;
    drop((a, b));
    db.drop_db().await;
}
