//! One client cannot pass for many (issue 19.3, 19.4): addresses inside one
//! IPv6 /64 are one client for every limit, and a client rotating its user
//! agent counts as at most a few visitors, views and calls.

use crate::helpers::*;
use serde_json::json;

const PAGE: &str = "/services/boiler-repair/paisley";

fn enquiry(i: usize) -> serde_json::Value {
    json!({ "name": format!("Visitor {i}"), "phone": "0141 496 0000", "service": "Boiler Services" })
}

/// Behind one trusted proxy, so the test can say which address each request
/// came from.
async fn behind_proxy(db: &TestDb, dir: &std::path::Path, env: &[(&str, &str)]) -> TestApp {
    let (_site, routes) = site_fixture(dir);
    let mut extra_env = vec![("TRUST_PROXY".to_string(), "1".to_string())];
    extra_env.extend(env.iter().map(|(k, v)| (k.to_string(), v.to_string())));
    TestApp::spawn(&Options {
        routes_file: Some(routes),
        extra_env,
        ..Options::new(db, dir)
    })
    .await
}

/// 20 contact posts from 20 addresses of one /64 were all accepted against a
/// limit of 5.
#[tokio::test]
async fn addresses_inside_one_ipv6_64_share_one_limit() {
    crate::helpers::in_one_window(
        content_model::privacy::RATE_WINDOW_SECS,
        std::time::Duration::from_secs(60),
    )
    .await;
    for backend in backends() {
        let dir = tempfile::tempdir().unwrap();
        let db = test_db(backend, dir.path()).await;
        let app = behind_proxy(&db, dir.path(), &[("CONTACT_RATE_LIMIT", "5")]).await;
        let mut statuses = Vec::new();
        for i in 0..20 {
            let res = app
                .client
                .post(app.url("/api/contact"))
                .header(
                    "x-forwarded-for",
                    format!("2001:db8:77:1:{i:x}:{i:x}::{i:x}"),
                )
                .json(&enquiry(i))
                .send()
                .await
                .unwrap();
            statuses.push(res.status().as_u16());
        }
        assert_eq!(
            statuses.iter().filter(|s| **s == 200).count(),
            5,
            "{backend}: {statuses:?}"
        );
        assert_eq!(statuses.iter().filter(|s| **s == 429).count(), 15);
        // The next /64 is another client, and an IPv4 client is unaffected.
        for other in ["2001:db8:77:2::1", "203.0.113.50"] {
            let res = app
                .client
                .post(app.url("/api/contact"))
                .header("x-forwarded-for", other)
                .json(&enquiry(99))
                .send()
                .await
                .unwrap();
            assert_eq!(res.status(), 200, "{backend}: {other}");
        }
        app.kill().await;
        db.drop_db().await;
    }
}

/// One address sending 300 page views and 300 calls, each with a user agent
/// of its own, was 300 visitors and 300 calls. Now it is at most
/// BROWSERS_PER_NETWORK (3) browsers plus one; rotating inside its /64 as
/// well changes nothing.
#[tokio::test]
async fn rotating_user_agents_counts_as_a_few_visitors_and_calls() {
    for backend in backends() {
        let dir = tempfile::tempdir().unwrap();
        let db = test_db(backend, dir.path()).await;
        let app = behind_proxy(&db, dir.path(), &[("PAGE_VIEW_RATE_LIMIT", "10000")]).await;
        let send = |endpoint: &'static str, i: usize, body: serde_json::Value| {
            app.client
                .post(app.url(endpoint))
                .header(
                    "user-agent",
                    format!("Mozilla/5.0 (X11; Linux) Firefox/{i}.0"),
                )
                .header("x-forwarded-for", format!("2001:db8:5:6::{i:x}"))
                .json(&body)
                .send()
        };
        let mut counted_views = 0;
        let mut counted_calls = 0;
        for i in 0..300 {
            let view = send(
                "/api/page-views",
                i,
                json!({ "path": PAGE, "pageType": "service-location" }),
            )
            .await
            .unwrap();
            assert_eq!(view.status(), 202);
            counted_views +=
                usize::from(view.json::<serde_json::Value>().await.unwrap()["counted"] == true);
            let call = send(
                "/api/contact-clicks",
                i,
                json!({ "path": PAGE, "pageType": "service-location", "kind": "call" }),
            )
            .await
            .unwrap();
            assert_eq!(call.status(), 202);
            counted_calls +=
                usize::from(call.json::<serde_json::Value>().await.unwrap()["counted"] == true);
        }
        assert_eq!(counted_views, 4, "{backend}: views");
        assert_eq!(counted_calls, 4, "{backend}: calls (all within a minute)");
        // What the owner's results read, once the batch is written.
        app.terminate().await;
        let pool = db.pool().await;
        let (views, unique) = {
            let row: (i64, i64) = sqlx::query_as(
                "SELECT CAST(SUM(views) AS BIGINT), CAST(SUM(visitors) AS BIGINT) FROM page_views_daily WHERE page_path = $1",
            )
            .bind(PAGE)
            .fetch_one(&pool)
            .await
            .unwrap();
            row
        };
        assert_eq!((views, unique), (4, 4), "{backend}");
        assert_eq!(
            scalar(
                &pool,
                "SELECT CAST(SUM(clicks) AS BIGINT) FROM contact_clicks_daily"
            )
            .await,
            4,
            "{backend}"
        );
        pool.close().await;
        db.drop_db().await;
    }
}
