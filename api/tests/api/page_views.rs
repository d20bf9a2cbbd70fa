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

#[tokio::test]
async fn page_views_count_every_one_of_100_concurrent_requests() {
    for backend in backends() {
        let dir = tempfile::tempdir().unwrap();
        let db = test_db(backend, dir.path()).await;
        let (_site, routes) = site_fixture(dir.path());
        let app = TestApp::spawn(&Options {
            database_url: db.url.clone(),
            mail_dir: dir.path().join("mail"),
            routes_file: Some(routes),
            ..Default::default()
        })
        .await;
        let path = "/services/boiler-repair/paisley";
        let view = json!({ "path": path, "pageType": "service-location" });
        let requests = (0..100).map(|_| app.post_json("/api/page-views", &view));
        let statuses: Vec<u16> = futures::future::join_all(requests)
            .await
            .iter()
            .map(|r| r.status().as_u16())
            .collect();
        assert!(
            statuses.iter().all(|s| *s == 202),
            "{backend}: {statuses:?}"
        );
        let pool = db.pool().await;
        let (views, unique, page_type) = counts(&pool, path).await;
        assert_eq!(views, 100, "{backend}: no lost updates");
        assert_eq!(
            unique, 1,
            "{backend}: one visitor (same address and browser)"
        );
        assert_eq!(page_type, "service-location");

        // Another browser is another visitor; the same one again is not.
        let other = app
            .client
            .post(app.url("/api/page-views"))
            .header("user-agent", "Mozilla/5.0 (iPhone) Safari/604.1")
            .json(&json!({ "path": path, "pageType": "service-location" }))
            .send()
            .await
            .unwrap();
        assert_eq!(other.status(), 202);
        assert_eq!(
            counts(&pool, path).await,
            (101, 2, "service-location".to_string())
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
        assert_eq!(counts(&pool, path).await.0, 101);

        // Unknown paths and mismatched types are rejected.
        let unknown = app.post_json("/api/page-views", &json!({ "path": "/services/boiler-repair/atlantis", "pageType": "service-location" })).await;
        assert_eq!(unknown.status(), 422);
        assert_eq!(
            unknown.json::<Value>().await.unwrap()["fields"]["path"],
            "This page is not part of the site"
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
