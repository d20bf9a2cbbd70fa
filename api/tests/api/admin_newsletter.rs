//! The owner's newsletter list (issue 11.6): list with state filter, search
//! and pages; the CSV download (formula-safe); removal with the pending
//! confirmation email. `subscriber` and `mail` arrange rows for `people.rs`
//! and `digest.rs` too.

use crate::helpers::backends;
use crate::in_process_app::Answer;
use crate::owner_client::OwnerApi;
use axum::http::{Method, StatusCode};
use serde_json::{Value, json};

/// Adds a subscriber directly; returns its id.
pub async fn subscriber(
    db: &api::store::db::Db,
    email: &str,
    status: &str,
    consented_at: &str,
) -> i64 {
    sqlx::query_scalar(
        "INSERT INTO newsletter_subscribers (email, status, token, consented_at, confirmed_at, page_path) \
         VALUES ($1, $2, $3, $4, $5, '/blog') RETURNING id",
    )
    .bind(email)
    .bind(status)
    .bind(api::store::tokens::random_token())
    .bind(consented_at)
    .bind((status == "confirmed").then_some(consented_at))
    .fetch_one(&db.pool)
    .await
    .unwrap()
}

/// Queues an email as the app does; returns nothing, as `enqueue` does.
pub async fn mail(
    db: &api::store::db::Db,
    kind: &str,
    enquiry_id: Option<i64>,
    to: &str,
    text: &str,
) {
    let about = match enquiry_id {
        Some(id) => api::enquiries::record::find(db, id).await.unwrap(),
        None => None,
    };
    let mut conn = db.pool.acquire().await.unwrap();
    api::notify::outbox::enqueue(
        &mut conn,
        kind,
        about.as_ref(),
        &api::mail::OutgoingMail {
            to: to.into(),
            reply_to: None,
            subject: format!("{kind} to {to}"),
            text: text.into(),
            html: format!("<p>{text}</p>"),
            list_unsubscribe: None,
        },
    )
    .await
    .unwrap();
}

fn emails(answer: &Answer) -> Vec<String> {
    answer.json()["subscribers"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["email"].as_str().unwrap().to_string())
        .collect()
}

#[tokio::test]
async fn lists_subscribers_newest_first_with_state_filter_search_pages_and_counts() {
    for backend in backends() {
        let app = OwnerApi::start(backend).await;
        let db = &app.db;
        subscriber(
            db,
            "ann@example.com",
            "confirmed",
            "2026-11-01T09:00:00.000Z",
        )
        .await;
        subscriber(db, "bob@example.com", "pending", "2026-11-02T09:00:00.000Z").await;
        subscriber(
            db,
            "cat@example.org",
            "unsubscribed",
            "2026-11-03T09:00:00.000Z",
        )
        .await;
        subscriber(
            db,
            "a_b@example.com",
            "confirmed",
            "2026-11-04T09:00:00.000Z",
        )
        .await;

        let all = app.get("/api/admin/newsletter").await;
        assert_eq!(all.status, StatusCode::OK, "{backend}: {}", all.body);
        assert_eq!(all.header("cache-control"), "no-store");
        assert_eq!(
            emails(&all),
            [
                "a_b@example.com",
                "cat@example.org",
                "bob@example.com",
                "ann@example.com"
            ],
            "{backend}: newest consent first"
        );
        let body = all.json();
        assert_eq!(body["total"], 4);
        assert_eq!(body["page"], 1);
        assert_eq!(body["pageSize"], 50);
        assert_eq!(
            body["counts"],
            json!({ "pending": 1, "confirmed": 2, "unsubscribed": 1 })
        );
        let ann = &body["subscribers"][3];
        assert_eq!(ann["status"], "confirmed");
        assert_eq!(ann["consentedAt"], "2026-11-01T09:00:00.000Z");
        assert_eq!(ann["confirmedAt"], "2026-11-01T09:00:00.000Z");
        assert_eq!(ann["unsubscribedAt"], Value::Null);
        assert_eq!(ann["pagePath"], "/blog");
        assert!(ann.get("token").is_none(), "the token is never shown");

        let confirmed = app.get("/api/admin/newsletter?state=confirmed").await;
        assert_eq!(emails(&confirmed), ["a_b@example.com", "ann@example.com"]);
        assert_eq!(confirmed.json()["total"], 2);

        // Case-insensitive substring; `_` is a character, not a wildcard.
        let search = app.get("/api/admin/newsletter?q=EXAMPLE.ORG").await;
        assert_eq!(emails(&search), ["cat@example.org"], "{backend}");
        assert_eq!(
            search.json()["counts"],
            json!({ "pending": 0, "confirmed": 0, "unsubscribed": 1 }),
            "counts follow the search"
        );
        let underscore = app.get("/api/admin/newsletter?q=a_b").await;
        assert_eq!(emails(&underscore), ["a_b@example.com"], "{backend}");
        let percent = app.get("/api/admin/newsletter?q=%25").await;
        assert_eq!(emails(&percent), Vec::<String>::new(), "{backend}");

        for (query, says) in [
            ("state=gone", "state must be"),
            ("page=0", "page must be"),
            ("page=two", "page must be"),
        ] {
            let bad = app.get(&format!("/api/admin/newsletter?{query}")).await;
            assert_eq!(bad.status, StatusCode::BAD_REQUEST, "{query}");
            assert!(
                bad.json()["error"].as_str().unwrap().contains(says),
                "{query}: {}",
                bad.body
            );
        }

        // Pages of 50.
        for i in 0..51 {
            subscriber(
                db,
                &format!("bulk{i:02}@example.net"),
                "confirmed",
                &format!("2026-10-01T09:{i:02}:00.000Z"),
            )
            .await;
        }
        let page1 = app.get("/api/admin/newsletter?q=bulk").await;
        assert_eq!(page1.json()["total"], 51);
        assert_eq!(emails(&page1).len(), 50);
        assert_eq!(emails(&page1)[0], "bulk50@example.net");
        let page2 = app.get("/api/admin/newsletter?q=bulk&page=2").await;
        assert_eq!(emails(&page2), ["bulk00@example.net"], "{backend}");
        assert!(
            app.audit()
                .await
                .iter()
                .any(|a| a == "viewed-newsletter-subscribers")
        );
        app.finish().await;
    }
}

#[tokio::test]
async fn the_csv_download_is_complete_and_formula_safe() {
    for backend in backends() {
        let app = OwnerApi::start(backend).await;
        let db = &app.db;
        subscriber(
            db,
            "ann@example.com",
            "confirmed",
            "2026-11-01T09:00:00.000Z",
        )
        .await;
        // An address a spreadsheet would run as a formula if opened as is.
        subscriber(
            db,
            "=HYPERLINK(\"http://evil.example\",\"x\")@example.com",
            "pending",
            "2026-11-02T09:00:00.000Z",
        )
        .await;
        subscriber(
            db,
            "+cmd@example.com",
            "unsubscribed",
            "2026-11-03T09:00:00.000Z",
        )
        .await;

        let csv = app.get("/api/admin/newsletter.csv").await;
        assert_eq!(csv.status, StatusCode::OK, "{backend}: {}", csv.body);
        assert_eq!(csv.header("content-type"), "text/csv; charset=utf-8");
        let today = api::store::uk_time::day(chrono::Utc::now()).format("%Y-%m-%d");
        assert_eq!(
            csv.header("content-disposition"),
            format!("attachment; filename=\"newsletter-subscribers-{today}.csv\"")
        );
        assert_eq!(csv.header("cache-control"), "no-store");
        let lines: Vec<&str> = csv.body.split("\r\n").collect();
        assert_eq!(
            lines[0],
            "id,email,status,consented_at,confirmed_at,unsubscribed_at,page_path"
        );
        assert!(
            lines[1].ends_with(
                ",ann@example.com,confirmed,2026-11-01T09:00:00.000Z,2026-11-01T09:00:00.000Z,,/blog"
            ),
            "{}",
            lines[1]
        );
        assert!(
            lines[2].contains(
                ",\"'=HYPERLINK(\"\"http://evil.example\"\",\"\"x\"\")@example.com\",pending,"
            ),
            "{backend}: neutralised and quoted: {}",
            lines[2]
        );
        assert!(lines[3].contains(",'+cmd@example.com,"), "{}", lines[3]);
        assert_eq!(lines.len(), 5, "header, three rows, final CRLF");

        let confirmed = app.get("/api/admin/newsletter.csv?state=confirmed").await;
        assert_eq!(confirmed.body.matches("\r\n").count(), 2);
        assert!(
            app.audit()
                .await
                .contains(&"exported the newsletter list (3 subscribers)".to_string()),
            "{:?}",
            app.audit().await
        );
        app.finish().await;
    }
}

#[tokio::test]
async fn removing_a_subscriber_deletes_them_and_their_unsent_confirmation() {
    for backend in backends() {
        let app = OwnerApi::start(backend).await;
        let db = &app.db;
        let ann = subscriber(db, "ann@example.com", "pending", "2026-11-01T09:00:00.000Z").await;
        let bob = subscriber(db, "bob@example.com", "pending", "2026-11-02T09:00:00.000Z").await;
        mail(
            db,
            "newsletter-confirm",
            None,
            "Ann@Example.com",
            "Please confirm",
        )
        .await;
        mail(
            db,
            "newsletter-confirm",
            None,
            "bob@example.com",
            "Please confirm",
        )
        .await;

        let removed = app
            .send(
                Method::DELETE,
                &format!("/api/admin/newsletter/{ann}"),
                None,
            )
            .await;
        assert_eq!(
            removed.status,
            StatusCode::OK,
            "{backend}: {}",
            removed.body
        );
        assert_eq!(removed.json(), json!({ "removed": true }));
        assert_eq!(
            app.count("SELECT COUNT(*) FROM newsletter_subscribers")
                .await,
            1
        );
        assert_eq!(
            app.count(&format!(
                "SELECT COUNT(*) FROM newsletter_subscribers WHERE id = {bob}"
            ))
            .await,
            1
        );
        assert_eq!(
            app.count("SELECT COUNT(*) FROM outbox WHERE LOWER(to_address) = 'ann@example.com'")
                .await,
            0,
            "{backend}: Ann's confirmation is not sent after removal"
        );
        assert_eq!(
            app.count("SELECT COUNT(*) FROM outbox WHERE to_address = 'bob@example.com'")
                .await,
            1
        );
        let audit = app.audit().await;
        assert!(
            audit.contains(&format!("removed newsletter subscriber #{ann}")),
            "{audit:?}"
        );
        assert!(
            !audit.iter().any(|a| a.contains("ann@")),
            "no address in the audit"
        );

        let again = app
            .send(
                Method::DELETE,
                &format!("/api/admin/newsletter/{ann}"),
                None,
            )
            .await;
        assert_eq!(again.status, StatusCode::NOT_FOUND, "{backend}");
        assert_eq!(again.json()["success"], false);
        let bad = app
            .send(Method::DELETE, "/api/admin/newsletter/abc", None)
            .await;
        assert_eq!(bad.status, StatusCode::BAD_REQUEST);
        assert!(
            bad.json()["error"]
                .as_str()
                .unwrap()
                .contains("not a subscriber id")
        );
        app.finish().await;
    }
}
