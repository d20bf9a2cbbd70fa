use crate::helpers::*;
use serde_json::{Value, json};
use sqlx::Row;

async fn counts(pool: &sqlx::AnyPool, path: &str) -> (i64, i64, String) {
    let r = sqlx::query(
        "SELECT views, unique_visitors, page_type FROM page_analytics WHERE page_path = $1",
    )
    .bind(path)
    .fetch_one(pool)
    .await
    .unwrap();
    (
        r.try_get("views").unwrap(),
        r.try_get("unique_visitors").unwrap(),
        r.try_get("page_type").unwrap(),
    )
}

/// Views are written in batches a fraction of a second apart: waits (up to
/// 20 s, no timing asserted) until the page shows `views`, then gives its counts.
async fn settled(pool: &sqlx::AnyPool, path: &str, views: i64) -> (i64, i64, String) {
    for _ in 0..200 {
        let n = scalar_opt(pool, path).await;
        if n >= views {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    counts(pool, path).await
}

async fn scalar_opt(pool: &sqlx::AnyPool, path: &str) -> i64 {
    sqlx::query("SELECT views FROM page_analytics WHERE page_path = $1")
        .bind(path)
        .fetch_optional(pool)
        .await
        .unwrap()
        .map_or(0, |r| r.try_get::<i64, _>(0).unwrap())
}

#[tokio::test]
async fn page_views_count_every_one_of_100_concurrent_requests() {
    for backend in backends() {
        let dir = tempfile::tempdir().unwrap();
        let db = test_db(backend, dir.path()).await;
        let (_site, routes) = site_fixture(dir.path());
        // Behind a proxy, so each visitor can come from an address of its own.
        let options = Options {
            routes_file: Some(routes.clone()),
            extra_env: vec![("TRUST_PROXY".into(), "1".into())],
            ..Options::new(&db, dir.path())
        };
        let app = TestApp::spawn(&options).await;
        let path = "/services/boiler-repair/paisley";
        let view = json!({ "path": path, "pageType": "service-location" });
        // 100 visitors at once (100 homes, each with its own browser).
        let requests = (0..100).map(|i| {
            app.client
                .post(app.url("/api/page-views"))
                .header("user-agent", format!("Mozilla/5.0 browser-{i}"))
                .header("x-forwarded-for", format!("198.51.100.{i}"))
                .json(&view)
                .send()
        });
        let statuses: Vec<u16> = futures::future::join_all(requests)
            .await
            .iter()
            .map(|r| r.as_ref().unwrap().status().as_u16())
            .collect();
        assert!(
            statuses.iter().all(|s| *s == 202),
            "{backend}: {statuses:?}"
        );
        let pool = db.pool().await;
        let (views, unique, page_type) = settled(&pool, path, 100).await;
        assert_eq!(views, 100, "{backend}: no lost updates");
        assert_eq!(unique, 100, "{backend}: 100 browsers are 100 visitors");
        assert_eq!(page_type, "service-location");

        // The same visitor again within 30 minutes is the same view.
        let again = app
            .client
            .post(app.url("/api/page-views"))
            .header("user-agent", "Mozilla/5.0 browser-7")
            .header("x-forwarded-for", "198.51.100.7")
            .json(&view)
            .send()
            .await
            .unwrap();
        assert_eq!(again.json::<Value>().await.unwrap()["counted"], false);
        // Another browser in the same home is another visitor.
        let other = app
            .client
            .post(app.url("/api/page-views"))
            .header("user-agent", "Mozilla/5.0 (iPhone) Safari/604.1")
            .header("x-forwarded-for", "198.51.100.7")
            .json(&json!({ "path": path, "pageType": "service-location" }))
            .send()
            .await
            .unwrap();
        assert_eq!(other.status(), 202);
        assert_eq!(other.json::<Value>().await.unwrap()["counted"], true);
        assert_eq!(
            settled(&pool, path, 101).await,
            (101, 101, "service-location".to_string())
        );

        // Known bots are not counted.
        let bot = app
            .client
            .post(app.url("/api/page-views"))
            .header("user-agent", "Mozilla/5.0 (compatible; Googlebot/2.1)")
            .json(&json!({ "path": path, "pageType": "service-location" }))
            .send()
            .await
            .unwrap();
        assert_eq!(bot.json::<Value>().await.unwrap()["counted"], false);
        // The repeat and the bot were never queued: after a graceful stop
        // has written everything, the count is unchanged.
        drop(pool);
        app.terminate().await;
        let app = TestApp::spawn(&options).await;
        let pool = db.pool().await;
        assert_eq!(counts(&pool, path).await.0, 101);

        // Unknown paths and mismatched types are rejected.
        let unknown = app.post_json("/api/page-views", &json!({ "path": "/services/boiler-repair/atlantis", "pageType": "service-location" })).await;
        assert_eq!(unknown.status(), 422);
        assert_eq!(
            unknown.json::<Value>().await.unwrap()["fields"]["path"],
            json!({ "kind": "invalid", "message": "This page is not part of the site" })
        );
        let wrong = app
            .post_json(
                "/api/page-views",
                &json!({ "path": "/about", "pageType": "home" }),
            )
            .await;
        assert_eq!(wrong.status(), 422);
        let bad = app
            .post_json(
                "/api/page-views",
                &json!({ "path": "/about", "pageType": "nonsense" }),
            )
            .await;
        assert_eq!(bad.status(), 400);
        assert_eq!(
            scalar(&pool, "SELECT COUNT(*) FROM page_analytics").await,
            1
        );
        // No raw addresses are stored anywhere.
        assert_eq!(
            scalar(
                &pool,
                "SELECT COUNT(*) FROM page_visitors WHERE visitor_hash LIKE '%127.0.0.1%'"
            )
            .await,
            0
        );
        pool.close().await;
        drop(app);
        db.drop_db().await;
    }
}

/// Issue 10.7: one client reloading a page (or a script in a loop) counts
/// once per 30 minutes, even across a restart, and one address has a ceiling
/// however it rotates its user agent.
#[tokio::test]
async fn page_view_flooding_counts_once_and_hits_a_ceiling() {
    crate::helpers::in_one_window(
        content_model::privacy::RATE_WINDOW_SECS,
        std::time::Duration::from_secs(60),
    )
    .await;
    let dir = tempfile::tempdir().unwrap();
    let db = TestDb::sqlite(dir.path()).await;
    let (_site, routes) = site_fixture(dir.path());
    let options = Options {
        routes_file: Some(routes),
        extra_env: vec![("PAGE_VIEW_RATE_LIMIT".into(), "30".into())],
        ..Options::new(&db, dir.path())
    };
    let app = TestApp::spawn(&options).await;
    let path = "/about";
    let view = json!({ "path": path, "pageType": "about" });
    let mut counted = Vec::new();
    for _ in 0..20 {
        let res = app.post_json("/api/page-views", &view).await;
        assert_eq!(res.status(), 202);
        counted.push(res.json::<Value>().await.unwrap()["counted"] == true);
    }
    assert_eq!(counted.iter().filter(|c| **c).count(), 1, "{counted:?}");
    assert!(counted[0]);
    let pool = db.pool().await;
    assert_eq!(
        settled(&pool, path, 1).await.0,
        1,
        "20 reloads are one view"
    );

    // A restart does not forget that this visitor was just counted.
    app.terminate().await;
    let app = TestApp::spawn(&options).await;
    let res = app.post_json("/api/page-views", &view).await;
    assert_eq!(res.json::<Value>().await.unwrap()["counted"], false);

    // Half an hour later the same visitor's view counts again.
    sqlx::query("UPDATE page_visitors SET last_counted_at = '2000-01-01T00:00:00.000Z'")
        .execute(&pool)
        .await
        .unwrap();
    app.terminate().await;
    let app = TestApp::spawn(&options).await;
    let res = app.post_json("/api/page-views", &view).await;
    assert_eq!(res.json::<Value>().await.unwrap()["counted"], true);
    assert_eq!(settled(&pool, path, 2).await.0, 2);

    // Rotating the user agent: the address's ceiling (30 here, one used
    // since this start) stops it, and of the 29 let through only the first
    // two new agents count as visitors (with the test's own agent, the
    // address's BROWSERS_PER_NETWORK = 3 today); every later one is the
    // address's one further visitor, counted once (issue 19.4).
    let mut statuses = Vec::new();
    for i in 0..31 {
        let res = app
            .client
            .post(app.url("/api/page-views"))
            .header("user-agent", format!("Mozilla/5.0 rotated-{i}"))
            .json(&view)
            .send()
            .await
            .unwrap();
        statuses.push(res.status().as_u16());
    }
    assert_eq!(
        statuses.iter().filter(|s| **s == 202).count(),
        29,
        "{statuses:?}"
    );
    assert_eq!(
        statuses.iter().filter(|s| **s == 429).count(),
        2,
        "{statuses:?}"
    );
    app.terminate().await;
    assert_eq!(counts(&pool, path).await.0, 2 + 2 + 1);
}
