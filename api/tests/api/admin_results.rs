//! The owner's results (issue 11.5): views posted through the real endpoint
//! land in the day's rows and in `GET /api/admin/results`, grouped by page
//! type, service, area and landing UTM beside the enquiries; days are London
//! days; bad periods are refused.

use crate::helpers::*;
use crate::owner_client::OwnerClient;
use api::public::page_views::{Counter, Landing};
use serde_json::{Value, json};
use sqlx::Row;

const PAGE: &str = "/services/boiler-repair/paisley";

/// A running server with the routes of a small site (so page views name
/// their page type) and an owner signed in; also used by `contact_clicks`.
pub async fn signed_in(backend: &str) -> OwnerClient {
    OwnerClient::start_with(backend, |o, dir| Options {
        routes_file: Some(site_fixture(dir).1),
        ..o
    })
    .await
}

/// Posts a page view as the site's beacon does; the status.
async fn view(app: &TestApp, path: &str, page_type: &str, browser: &str, utm: Value) -> u16 {
    let mut body = json!({ "path": path, "pageType": page_type });
    if let Value::Object(extra) = utm {
        body.as_object_mut().unwrap().extend(extra);
    }
    app.client
        .post(app.url("/api/page-views"))
        .header("user-agent", format!("Mozilla/5.0 {browser}"))
        .json(&body)
        .send()
        .await
        .unwrap()
        .status()
        .as_u16()
}

/// Waits (up to 20 s; no timing asserted) until the batched writer has
/// written `views` daily views.
async fn settled(db: &api::store::db::Db, views: i64) {
    for _ in 0..200 {
        if daily_views(db).await >= views {
            return;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    panic!("the views were not written");
}

async fn daily_views(db: &api::store::db::Db) -> i64 {
    scalar(
        &db.pool,
        "SELECT CAST(COALESCE(SUM(views), 0) AS BIGINT) FROM page_views_daily",
    )
    .await
}

pub fn row<'a>(rows: &'a Value, key: &str) -> &'a Value {
    rows.as_array()
        .unwrap()
        .iter()
        .find(|r| r["key"] == key)
        .unwrap_or_else(|| panic!("no row `{key}` in {rows}"))
}

#[tokio::test]
async fn views_and_an_enquiry_show_by_page_service_area_and_campaign() {
    for backend in backends() {
        let s = signed_in(backend).await;

        // Four visitors on a service-in-area page, two from a Google campaign
        // (sent as the visitor's link had it: the counter lowercases), and
        // one direct visitor on the about page.
        let campaign = json!({ "utmSource": "Google", "utmCampaign": "Winter-Boilers" });
        for (browser, utm) in [
            ("a", campaign.clone()),
            ("b", campaign.clone()),
            ("c", json!({})),
            ("d", json!({ "utmSource": "" })),
        ] {
            assert_eq!(
                view(&s.app, PAGE, "service-location", browser, utm).await,
                202
            );
        }
        assert_eq!(view(&s.app, "/about", "about", "a", json!({})).await, 202);
        // The same visitor again within 30 minutes is not another view.
        view(&s.app, PAGE, "service-location", "a", campaign.clone()).await;

        let res = s
            .app
            .post_json(
                "/api/contact",
                &json!({
                    "name": "Iain Fraser", "phone": "07700 900123", "service": "Boiler Services",
                    "location": "Paisley", "pagePath": PAGE,
                    "utmSource": "google", "utmCampaign": "winter-boilers"
                }),
            )
            .await;
        assert_eq!(
            res.status(),
            200,
            "{backend}: {}",
            res.text().await.unwrap()
        );
        // Spam is not a lead and is not counted.
        s.app.post_json("/api/contact", &json!({ "name": "Cheap Pills", "phone": "0141 496 0000", "service": "Tap Repair", "pagePath": PAGE, "website": "http://spam.example" })).await;

        settled(&s.db, 5).await;
        let today = api::store::uk_time::today();
        let rows = sqlx::query(
            "SELECT page_path, page_type, CAST(views AS BIGINT) AS views, CAST(visitors AS BIGINT) AS visitors \
             FROM page_views_daily WHERE day = $1 ORDER BY page_path",
        )
        .bind(&today)
        .fetch_all(&s.db.pool)
        .await
        .unwrap();
        let rows: Vec<(String, String, i64, i64)> = rows
            .iter()
            .map(|r| {
                (
                    r.get("page_path"),
                    r.get("page_type"),
                    r.get("views"),
                    r.get("visitors"),
                )
            })
            .collect();
        assert_eq!(
            rows,
            vec![
                ("/about".into(), "about".into(), 1, 1),
                (PAGE.into(), "service-location".into(), 4, 4)
            ],
            "{backend}"
        );
        let sources = sqlx::query(
            "SELECT source, campaign, CAST(views AS BIGINT) AS views FROM page_views_daily_source \
             WHERE day = $1 ORDER BY source",
        )
        .bind(&today)
        .fetch_all(&s.db.pool)
        .await
        .unwrap();
        let sources: Vec<(String, String, i64)> = sources
            .iter()
            .map(|r| (r.get("source"), r.get("campaign"), r.get("views")))
            .collect();
        assert_eq!(
            sources,
            vec![
                (String::new(), String::new(), 3),
                ("google".into(), "winter-boilers".into(), 2)
            ],
            "{backend}"
        );

        let (status, r) = s.get("/results").await;
        assert_eq!(status, 200, "{backend}: {r}");
        assert_eq!(r["to"], today);
        assert_eq!(r["daily"].as_array().unwrap().len(), 30);
        assert_eq!(
            r["totals"],
            json!({ "views": 5, "visitors": 5, "enquiries": 1, "calls": 0, "chats": 0, "conversionRate": 0.2 }),
            "{backend}"
        );
        let last = r["daily"].as_array().unwrap().last().unwrap();
        assert_eq!(
            last,
            &json!({ "day": today, "views": 5, "visitors": 5, "enquiries": 1, "calls": 0, "chats": 0 })
        );

        let cat = content::catalogue();
        let service = row(&r["byService"], "boiler-repair");
        assert_eq!(
            service["label"],
            cat.service("boiler-repair").unwrap().name,
            "the service's display name"
        );
        assert_eq!(
            (
                &service["views"],
                &service["enquiries"],
                &service["conversionRate"]
            ),
            (&json!(4), &json!(1), &json!(0.25))
        );
        let area = row(&r["byArea"], "paisley");
        assert_eq!(area["label"], cat.area("paisley").unwrap().name);
        assert_eq!(
            (&area["visitors"], &area["enquiries"]),
            (&json!(4), &json!(1))
        );
        assert_eq!(
            r["byService"].as_array().unwrap().len(),
            1,
            "the about page is about no service"
        );
        let page_type = row(&r["byPageType"], "service-location");
        assert_eq!(page_type["label"], "Service in an area");
        assert_eq!(page_type["conversionRate"], 0.25);
        assert_eq!(row(&r["byPageType"], "about")["enquiries"], 0);
        assert_eq!(
            r["topPages"][0],
            json!({ "path": PAGE, "pageType": "service-location", "views": 4, "enquiries": 1, "calls": 0, "chats": 0, "conversionRate": 0.25 })
        );
        assert_eq!(r["topPages"][1]["path"], "/about");

        let google = row(&r["bySource"], "google");
        assert_eq!(
            (
                &google["views"],
                &google["visitors"],
                &google["enquiries"],
                &google["conversionRate"]
            ),
            (&json!(2), &json!(2), &json!(1), &json!(0.5)),
            "{backend}"
        );
        let direct = row(&r["bySource"], "(direct)");
        assert_eq!(
            (&direct["views"], &direct["enquiries"]),
            (&json!(3), &json!(0))
        );
        assert_eq!(direct["label"], "Direct or unknown");
        let winter = row(&r["byCampaign"], "winter-boilers");
        assert_eq!(
            (&winter["views"], &winter["enquiries"]),
            (&json!(2), &json!(1))
        );
        assert_eq!(row(&r["byCampaign"], "(none)")["views"], 3);

        // A period without the views shows none.
        let (_, old) = s.get("/results?from=2025-01-01&to=2025-01-31").await;
        assert_eq!(old["totals"]["views"], 0);
        assert_eq!(old["topPages"], json!([]));

        s.finish().await;
    }
}

#[tokio::test]
async fn utm_values_that_are_not_short_printable_text_are_refused() {
    let s = signed_in("sqlite").await;
    let long = "a".repeat(65);
    for (utm, field) in [
        (json!({ "utmSource": long }), "utmSource"),
        (json!({ "utmCampaign": "spring\nsale" }), "utmCampaign"),
        (json!({ "utmSource": 7 }), "expected a string"),
    ] {
        let mut body = json!({ "path": "/about", "pageType": "about" });
        body.as_object_mut()
            .unwrap()
            .extend(utm.as_object().unwrap().clone());
        let res = s
            .app
            .client
            .post(s.app.url("/api/page-views"))
            .header("user-agent", "Mozilla/5.0 refused")
            .json(&body)
            .send()
            .await
            .unwrap();
        assert_eq!(res.status(), 400, "{body}");
        let answer: Value = res.json().await.unwrap();
        assert!(
            answer["error"].as_str().unwrap().contains(field),
            "{answer}"
        );
    }
    // 64 characters are accepted.
    let ok = view(
        &s.app,
        "/about",
        "about",
        "accepted",
        json!({ "utmSource": "a".repeat(64) }),
    )
    .await;
    assert_eq!(ok, 202);
    s.finish().await;
}

#[tokio::test]
async fn views_and_enquiries_land_on_the_london_day_in_summer_and_winter() {
    for backend in backends() {
        let s = signed_in(backend).await;

        // 23:30 UTC is 00:30 the next day in summer (BST), the same day in
        // winter (GMT). Written through the counter's own batch writer.
        let counter = Counter::default();
        for (at, who) in [
            ("2026-07-01T23:30:00.000Z", "summer-late"),
            ("2026-07-01T22:30:00.000Z", "summer-early"),
            ("2026-01-15T23:30:00.000Z", "winter-late"),
        ] {
            assert!(counter.count_at(
                at.into(),
                PAGE,
                "service-location",
                who.into(),
                Landing::default()
            ));
        }
        assert_eq!(counter.flush(&s.db).await.unwrap(), 3);
        for (at, status) in [
            ("2026-07-01T23:30:00.000Z", "new"),
            ("2026-01-15T23:30:00.000Z", "new"),
            ("2026-01-15T12:00:00.000Z", "spam"),
        ] {
            sqlx::query(
                "INSERT INTO enquiries (created_at, status, name, phone, service, is_emergency, page_path) \
                 VALUES ($1, $2, 'Test', '0141 496 0000', 'Boiler Repair', 0, $3)",
            )
            .bind(at)
            .bind(status)
            .bind(PAGE)
            .execute(&s.db.pool)
            .await
            .unwrap();
        }

        let (status, summer) = s.get("/results?from=2026-07-01&to=2026-07-02").await;
        assert_eq!(status, 200, "{summer}");
        assert_eq!(
            summer["daily"],
            json!([
                { "day": "2026-07-01", "views": 1, "visitors": 1, "enquiries": 0, "calls": 0, "chats": 0 },
                { "day": "2026-07-02", "views": 1, "visitors": 1, "enquiries": 1, "calls": 0, "chats": 0 },
            ]),
            "{backend}"
        );
        let (_, winter) = s.get("/results?from=2026-01-15&to=2026-01-16").await;
        assert_eq!(
            winter["daily"],
            json!([
                { "day": "2026-01-15", "views": 1, "visitors": 1, "enquiries": 1, "calls": 0, "chats": 0 },
                { "day": "2026-01-16", "views": 0, "visitors": 0, "enquiries": 0, "calls": 0, "chats": 0 },
            ]),
            "{backend}"
        );
        // The one-day period at the edge sees only its own day.
        let (_, one) = s.get("/results?from=2026-07-02&to=2026-07-02").await;
        assert_eq!(one["totals"]["enquiries"], 1);
        assert_eq!(one["totals"]["views"], 1);

        s.finish().await;
    }
}

/// Views by page in a period's Results, from `topPages`.
fn views_by_page(r: &Value) -> Vec<(String, i64)> {
    let mut pages: Vec<(String, i64)> = r["topPages"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| {
            (
                p["path"].as_str().unwrap().to_string(),
                p["views"].as_i64().unwrap(),
            )
        })
        .collect();
    pages.sort();
    pages
}

#[tokio::test]
async fn a_period_reads_whole_months_from_the_month_rows_and_agrees_with_the_days() {
    for backend in backends() {
        let s = signed_in(backend).await;
        // Views either side of month ends and across the new year, in two
        // batches, so a month's row is added to as well as made.
        let views: [(&str, &str); 10] = [
            ("2025-11-30T12:00:00.000Z", PAGE),
            ("2025-12-01T12:00:00.000Z", PAGE),
            ("2025-12-15T12:00:00.000Z", "/about"),
            ("2025-12-31T12:00:00.000Z", PAGE),
            ("2026-01-01T12:00:00.000Z", "/about"),
            ("2025-12-20T12:00:00.000Z", PAGE),
            ("2026-01-31T12:00:00.000Z", PAGE),
            ("2026-02-01T12:00:00.000Z", "/about"),
            ("2026-03-10T12:00:00.000Z", PAGE),
            ("2026-01-15T12:00:00.000Z", "/about"),
        ];
        for batch in views.chunks(5) {
            let counter = Counter::default();
            for (i, (at, path)) in batch.iter().enumerate() {
                let page_type = if *path == PAGE {
                    "service-location"
                } else {
                    "about"
                };
                let who = format!("{at}-{i}");
                assert!(counter.count_at((*at).into(), path, page_type, who, Landing::default()));
            }
            assert_eq!(counter.flush(&s.db).await.unwrap(), 5, "{backend}");
        }

        // The month rows are the day rows summed by month.
        let months = |sql: &'static str| {
            let pool = s.db.pool.clone();
            async move {
                sqlx::query(sql)
                    .fetch_all(&pool)
                    .await
                    .unwrap()
                    .iter()
                    .map(|r| {
                        (
                            r.get::<String, _>(0),
                            r.get::<String, _>(1),
                            r.get::<i64, _>(2),
                            r.get::<i64, _>(3),
                        )
                    })
                    .collect::<Vec<_>>()
            }
        };
        let kept = months(
            "SELECT month, page_path, CAST(views AS BIGINT), CAST(visitors AS BIGINT) \
             FROM page_views_monthly ORDER BY month, page_path",
        )
        .await;
        let rolled = months(
            "SELECT substr(day, 1, 7), page_path, CAST(SUM(views) AS BIGINT), CAST(SUM(visitors) AS BIGINT) \
             FROM page_views_daily GROUP BY substr(day, 1, 7), page_path ORDER BY 1, 2",
        )
        .await;
        assert_eq!(kept, rolled, "{backend}");
        assert_eq!(kept.len(), 7, "{backend}: {kept:?}");

        // Each period's views by page: days at both ends with months between,
        // whole months alone, no whole month, and one whole month with days.
        for (from, to) in [
            ("2025-11-30", "2026-03-10"),
            ("2025-12-01", "2026-01-31"),
            ("2025-12-02", "2026-01-30"),
            ("2025-12-20", "2026-02-01"),
        ] {
            let (status, r) = s.get(&format!("/results?from={from}&to={to}")).await;
            assert_eq!(status, 200, "{backend}: {r}");
            let mut expected: Vec<(String, i64)> = Vec::new();
            for path in ["/about", PAGE] {
                let n = views
                    .iter()
                    .filter(|(at, p)| *p == path && from <= &at[..10] && &at[..10] <= to)
                    .count() as i64;
                if n > 0 {
                    expected.push((path.to_string(), n));
                }
            }
            assert_eq!(views_by_page(&r), expected, "{backend}: {from}..={to}");
            let total: i64 = expected.iter().map(|(_, n)| n).sum();
            assert_eq!(r["totals"]["views"], total, "{backend}: {from}..={to}");
        }
        s.finish().await;
    }
}

#[tokio::test]
async fn bad_periods_are_refused_with_a_precise_message() {
    let s = signed_in("sqlite").await;
    for (query, says) in [
        (
            "?from=yesterday",
            "`from` must be a calendar date written YYYY-MM-DD",
        ),
        ("?to=2026-02-30", "`to` must be a calendar date"),
        ("?from=2026-11-02&to=2026-11-01", "`to` is before `from`"),
        ("?from=2025-01-01&to=2026-01-02", "at most 366 days"),
        ("?since=2026-01-01", "since"),
    ] {
        let (status, body) = s.get(&format!("/results{query}")).await;
        assert_eq!(status, 400, "{query}: {body}");
        assert_eq!(body["success"], false);
        assert!(
            body["error"].as_str().unwrap().contains(says),
            "{query}: {body}"
        );
    }
    // A year of 366 days is allowed.
    let (status, body) = s.get("/results?from=2024-01-01&to=2024-12-31").await;
    assert_eq!(status, 200);
    assert_eq!(body["daily"].as_array().unwrap().len(), 366);
    s.finish().await;
}
