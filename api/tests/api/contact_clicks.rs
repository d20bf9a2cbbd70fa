//! Calls and chats counted (issue 13.4): clicks on the phone and WhatsApp
//! links posted through the real endpoint show in `GET /api/admin/results`
//! (totals, days, groups, top pages) and in `api stats`; a double tap is one
//! click; bots are not counted; bad clicks are refused with a message; the
//! page views' per-client ceiling holds; visitor hashes go with the day.

use crate::admin_results::row;
use crate::helpers::*;
use crate::owner_client::OwnerClient;
use serde_json::{Value, json};

const PAGE: &str = "/services/boiler-repair/paisley";

/// Posts a click as the site's beacon sends it, from a browser named
/// `browser` (the user agent, so each name is another visitor).
async fn click(app: &TestApp, browser: &str, body: Value) -> (u16, Value) {
    let res = app
        .client
        .post(app.url("/api/contact-clicks"))
        .header("user-agent", format!("Mozilla/5.0 {browser}"))
        .json(&body)
        .send()
        .await
        .unwrap();
    (res.status().as_u16(), res.json().await.unwrap())
}

fn counted(answer: (u16, Value)) -> bool {
    assert_eq!(answer.0, 202, "{}", answer.1);
    assert_eq!(answer.1["success"], true);
    answer.1["counted"].as_bool().unwrap()
}

/// `api stats` on `db`: the (calls, chats) columns of `path`'s line.
fn stats_calls_and_chats(database_url: &str, path: &str) -> (i64, i64) {
    let table = api_cli(database_url, &["stats"]);
    let header: Vec<&str> = table.lines().next().unwrap().split_whitespace().collect();
    assert_eq!(
        header[header.len() - 3..],
        ["enquiries", "calls", "chats"],
        "{table}"
    );
    let line = table
        .lines()
        .find(|l| l.split_whitespace().next() == Some(path))
        .unwrap_or_else(|| panic!("no line for {path}:\n{table}"));
    let cells: Vec<i64> = line
        .split_whitespace()
        .rev()
        .take(2)
        .map(|c| c.parse().unwrap())
        .collect();
    (cells[1], cells[0])
}

#[tokio::test]
async fn calls_and_chats_show_by_page_service_area_and_source() {
    for backend in backends() {
        let dir = tempfile::tempdir().unwrap();
        let test_db = test_db(backend, dir.path()).await;
        // Yesterday's salt and a click visitor of yesterday's: today's first
        // click makes a new salt and deletes both, as for page visitors.
        {
            let db = api::store::db::Db::connect(&test_db.url).await.unwrap();
            let yesterday = "2000-01-01";
            db.daily_salt(yesterday).await.unwrap();
            sqlx::query("INSERT INTO contact_click_visitors (day, page_path, kind, visitor_hash, last_counted_at) VALUES ($1, '/about', 'call', 'old', '2000-01-01T12:00:00.000Z')")
                .bind(yesterday)
                .execute(&db.pool)
                .await
                .unwrap();
            db.pool.close().await;
        }
        let app = TestApp::spawn(&Options {
            routes_file: Some(site_fixture(dir.path()).1),
            ..Options::new(&test_db, dir.path())
        })
        .await;
        let s = OwnerClient::sign_in(app, test_db, dir).await;
        let app = &s.app;
        let campaign = json!({ "utmSource": "Google", "utmCampaign": "Winter-Boilers" });
        let on_page = |kind: &str, utm: &Value| {
            let mut body = json!({ "path": PAGE, "pageType": "service-location", "kind": kind });
            body.as_object_mut()
                .unwrap()
                .extend(utm.as_object().unwrap().clone());
            body
        };

        // Visitor a (from the campaign) calls, taps again at once, then chats.
        assert!(counted(click(app, "a", on_page("call", &campaign)).await));
        assert!(
            !counted(click(app, "a", on_page("call", &campaign)).await),
            "{backend}: a double tap is one call"
        );
        assert!(counted(
            click(app, "a", on_page("whatsapp", &campaign)).await
        ));
        // Visitor b, direct, calls from the same page; a calls from /about.
        assert!(counted(click(app, "b", on_page("call", &json!({}))).await));
        assert!(counted(
            click(
                app,
                "a",
                json!({ "path": "/about", "pageType": "about", "kind": "call" })
            )
            .await
        ));
        // A crawler following the link is not a call.
        assert!(
            !counted(
                click(
                    app,
                    "(compatible; Googlebot/2.1)",
                    on_page("call", &json!({}))
                )
                .await
            ),
            "{backend}"
        );

        let pool = &s.db.pool;
        assert_eq!(
            scalar(
                pool,
                "SELECT COUNT(*) FROM contact_click_visitors WHERE day = '2000-01-01'"
            )
            .await,
            0,
            "{backend}: yesterday's click visitors went with yesterday's salt"
        );
        assert_eq!(
            scalar(
                pool,
                "SELECT COUNT(*) FROM contact_click_visitors WHERE visitor_hash LIKE '%127.0.0.1%'"
            )
            .await,
            0,
            "no raw address is stored"
        );

        let (status, r) = s.get("/results").await;
        assert_eq!(status, 200, "{backend}: {r}");
        let today = api::store::uk_time::today();
        assert_eq!(
            r["totals"],
            json!({ "views": 0, "visitors": 0, "enquiries": 0, "calls": 3, "chats": 1, "conversionRate": 0.0 }),
            "{backend}"
        );
        assert_eq!(
            r["daily"].as_array().unwrap().last().unwrap(),
            &json!({ "day": today, "views": 0, "visitors": 0, "enquiries": 0, "calls": 3, "chats": 1 })
        );
        let calls_chats = |row: &Value| (row["calls"].as_i64(), row["chats"].as_i64());
        let both = (Some(2), Some(1));
        assert_eq!(calls_chats(row(&r["byService"], "boiler-repair")), both);
        assert_eq!(calls_chats(row(&r["byArea"], "paisley")), both);
        assert_eq!(calls_chats(row(&r["byPageType"], "service-location")), both);
        assert_eq!(
            calls_chats(row(&r["byPageType"], "about")),
            (Some(1), Some(0))
        );
        // The landing UTM is lowercased, as for page views and enquiries.
        assert_eq!(
            calls_chats(row(&r["bySource"], "google")),
            (Some(1), Some(1)),
            "{backend}"
        );
        assert_eq!(
            calls_chats(row(&r["bySource"], "(direct)")),
            (Some(2), Some(0))
        );
        assert_eq!(
            calls_chats(row(&r["byCampaign"], "winter-boilers")),
            (Some(1), Some(1))
        );
        // Pages with calls and chats rank as pages with enquiries do.
        assert_eq!(
            r["topPages"][0],
            json!({ "path": PAGE, "pageType": "service-location", "views": 0, "enquiries": 0, "calls": 2, "chats": 1, "conversionRate": 0.0 })
        );
        assert_eq!(r["topPages"][1]["path"], "/about");
        // Another period has none.
        let (_, old) = s.get("/results?from=2025-01-01&to=2025-01-31").await;
        assert_eq!(
            (&old["totals"]["calls"], &old["totals"]["chats"]),
            (&json!(0), &json!(0))
        );

        assert_eq!(
            stats_calls_and_chats(s.database_url(), PAGE),
            (2, 1),
            "{backend}"
        );
        assert_eq!(stats_calls_and_chats(s.database_url(), "/about"), (1, 0));

        // A minute on, the same visitor's call counts again: a second call.
        sqlx::query(
            "UPDATE contact_click_visitors SET last_counted_at = '2000-01-01T00:00:00.000Z'",
        )
        .execute(pool)
        .await
        .unwrap();
        assert!(counted(click(app, "a", on_page("call", &campaign)).await));
        assert_eq!(
            stats_calls_and_chats(s.database_url(), PAGE),
            (3, 1),
            "{backend}"
        );

        s.finish().await;
    }
}

#[tokio::test]
async fn bad_clicks_are_refused_with_a_message() {
    let dir = tempfile::tempdir().unwrap();
    let db = TestDb::sqlite(dir.path()).await;
    let (_site, routes) = site_fixture(dir.path());
    let app = TestApp::spawn(&Options {
        routes_file: Some(routes),
        ..Options::new(&db, dir.path())
    })
    .await;
    let (status, body) = click(
        &app,
        "x",
        json!({ "path": "/services/boiler-repair/atlantis", "pageType": "service-location", "kind": "call" }),
    )
    .await;
    // The page views' check: a page off the route table is a field error.
    assert_eq!(status, 422, "{body}");
    assert_eq!(
        body["fields"]["path"]["message"],
        "This page is not part of the site"
    );
    assert_eq!(body["fields"]["path"]["kind"], "invalid");
    let (status, body) = click(
        &app,
        "x",
        json!({ "path": "/about", "pageType": "home", "kind": "call" }),
    )
    .await;
    assert_eq!(status, 422, "{body}");
    assert_eq!(
        body["fields"]["pageType"]["message"],
        "This page is of type `about`"
    );
    for (bad, says) in [
        (
            json!({ "path": "/about", "pageType": "about", "kind": "sms" }),
            "unknown variant `sms`",
        ),
        (
            json!({ "path": "/about", "pageType": "about" }),
            "missing field `kind`",
        ),
        (
            json!({ "path": "/about", "pageType": "about", "kind": "call", "phone": "0141 496 0000" }),
            "unknown field `phone`",
        ),
        (
            json!({ "path": "/about", "pageType": "about", "kind": "call", "utmSource": "a".repeat(65) }),
            "`utmSource` is longer than 64 characters",
        ),
    ] {
        let (status, body) = click(&app, "x", bad.clone()).await;
        assert_eq!(status, 400, "{bad}: {body}");
        assert_eq!(body["success"], false);
        assert!(
            body["error"].as_str().unwrap().contains(says),
            "{bad}: {body}"
        );
    }
    // Not JSON: what another site could post without a CORS preflight.
    let res = app
        .client
        .post(app.url("/api/contact-clicks"))
        .header("content-type", "text/plain")
        .body(r#"{"path":"/about","pageType":"about","kind":"call"}"#)
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 415);
    let pool = db.pool().await;
    assert_eq!(
        scalar(&pool, "SELECT COUNT(*) FROM contact_clicks_daily").await,
        0
    );
    pool.close().await;
}

/// One address shares the page views' ceiling (`PAGE_VIEW_RATE_LIMIT`),
/// however it rotates its user agent: clicks cannot be inflated past it.
#[tokio::test]
async fn clicks_share_the_page_views_per_client_ceiling() {
    crate::helpers::in_one_window(
        content_model::privacy::RATE_WINDOW_SECS,
        std::time::Duration::from_secs(60),
    )
    .await;
    let dir = tempfile::tempdir().unwrap();
    let db = TestDb::sqlite(dir.path()).await;
    let (_site, routes) = site_fixture(dir.path());
    let app = TestApp::spawn(&Options {
        routes_file: Some(routes),
        extra_env: vec![("PAGE_VIEW_RATE_LIMIT".into(), "4".into())],
        ..Options::new(&db, dir.path())
    })
    .await;
    let view = app
        .post_json(
            "/api/page-views",
            &json!({ "path": "/about", "pageType": "about" }),
        )
        .await;
    assert_eq!(view.status(), 202);
    let mut statuses = Vec::new();
    for i in 0..4 {
        let (status, body) = click(
            &app,
            &format!("rotating/{i}"),
            json!({ "path": "/about", "pageType": "about", "kind": "call" }),
        )
        .await;
        statuses.push(status);
        if status == 429 {
            assert_eq!(
                body["error"],
                "Too many calls and chats from this connection."
            );
        }
    }
    assert_eq!(statuses, [202, 202, 202, 429]);
    let pool = db.pool().await;
    assert_eq!(
        scalar(
            &pool,
            "SELECT CAST(SUM(clicks) AS BIGINT) FROM contact_clicks_daily"
        )
        .await,
        3
    );
    pool.close().await;
}
