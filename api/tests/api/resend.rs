//! A form sent twice is one enquiry (issue 19.7): when the answer to a
//! stored enquiry is lost and the visitor sends again, the resend gets the
//! first answer and nothing new is stored or emailed.

use crate::helpers::*;
use serde_json::{Value, json};

const KEY: &str = "5f0c2a1e-8b7d-4c3e-9a10-2b4c6d8e0f12";

fn keyed(key: &str, name: &str) -> Value {
    json!({ "name": name, "phone": "0141 496 0000", "email": "morag@example.com", "service": "Boiler Services", "isEmergency": true, "idempotencyKey": key })
}

async fn posted_id(res: reqwest::Response) -> i64 {
    assert_eq!(res.status(), 200);
    res.json::<Value>().await.unwrap()["id"].as_i64().unwrap()
}

#[tokio::test]
async fn a_resent_form_is_answered_as_the_first_and_stores_nothing() {
    for backend in backends() {
        let dir = tempfile::tempdir().unwrap();
        let db = test_db(backend, dir.path()).await;
        let app = TestApp::spawn(&Options::new(&db, dir.path())).await;
        let pool = db.pool().await;

        // With the site's key: the same answer, one enquiry, its two emails.
        let first = posted_id(
            app.post_json("/api/contact", &keyed(KEY, "Morag Reid"))
                .await,
        )
        .await;
        let again = posted_id(
            app.post_json("/api/contact", &keyed(KEY, "Morag Reid"))
                .await,
        )
        .await;
        assert_eq!(first, again, "{backend}");
        assert_eq!(scalar(&pool, "SELECT COUNT(*) FROM enquiries").await, 1);
        assert_eq!(
            scalar(&pool, "SELECT COUNT(*) FROM outbox").await,
            2,
            "{backend}: no second notification"
        );

        // Several resends at once are still one enquiry.
        let key = "0d9e8f7a-6b5c-4d3e-8f21-a0b1c2d3e4f5";
        let body = keyed(key, "Ewan Clark");
        let ids =
            futures::future::join_all((0..8).map(|_| app.post_json("/api/contact", &body))).await;
        let mut answered = Vec::new();
        for res in ids {
            answered.push(posted_id(res).await);
        }
        answered.dedup();
        assert_eq!(answered.len(), 1, "{backend}: {answered:?}");
        assert_eq!(
            scalar(&pool, "SELECT COUNT(*) FROM enquiries").await,
            2,
            "{backend}"
        );

        // Another filled-in form (a new key) is another enquiry, even with
        // the same words.
        let other = posted_id(
            app.post_json(
                "/api/contact",
                &keyed("a3b4c5d6-e7f8-4a1b-9c2d-3e4f5a6b7c8d", "Morag Reid"),
            )
            .await,
        )
        .await;
        assert_ne!(other, first);

        // A day later the key is free again.
        sqlx::query("UPDATE submission_keys SET created_at = '2000-01-01T00:00:00.000Z'")
            .execute(&pool)
            .await
            .unwrap();
        let later = posted_id(
            app.post_json("/api/contact", &keyed(KEY, "Morag Reid"))
                .await,
        )
        .await;
        assert_ne!(later, first, "{backend}");
        assert_eq!(scalar(&pool, "SELECT COUNT(*) FROM enquiries").await, 4);

        // A malformed key is refused, saying what is wrong.
        let bad = app
            .post_json("/api/contact", &keyed("short", "Morag Reid"))
            .await;
        assert_eq!(bad.status(), 400);
        let message = bad.json::<Value>().await.unwrap()["error"]
            .as_str()
            .unwrap()
            .to_string();
        assert!(message.contains("idempotencyKey"), "{message}");
        pool.close().await;
        app.kill().await;
        db.drop_db().await;
    }
}

/// Without JavaScript the form has no key of its own: the browser's resend
/// posts the same fields, and that is the key. A valid form gets the same
/// thank-you page, an incomplete one the same 'what is missing' page.
#[tokio::test]
async fn a_form_resent_without_javascript_is_one_enquiry() {
    for backend in backends() {
        let dir = tempfile::tempdir().unwrap();
        let db = test_db(backend, dir.path()).await;
        let app = TestApp::spawn(&Options::new(&db, dir.path())).await;
        let pool = db.pool().await;
        let form = [
            ("name", "Iain Baird"),
            ("phone", "0141 496 0123"),
            ("service", "Leak Detection"),
            ("message", "Water through the ceiling"),
            ("pagePath", "/contact"),
        ];
        let locations =
            futures::future::join_all((0..2).map(|_| app.post_form("/api/contact", &form))).await;
        let locations: Vec<String> = locations
            .iter()
            .map(|r| {
                assert_eq!(r.status(), 303);
                r.headers()["location"].to_str().unwrap().to_string()
            })
            .collect();
        assert_eq!(locations[0], locations[1], "{backend}");
        assert!(
            locations[0].starts_with("/api/contact/thanks?"),
            "{}",
            locations[0]
        );
        assert_eq!(
            scalar(&pool, "SELECT COUNT(*) FROM enquiries").await,
            1,
            "{backend}"
        );

        // The same form with the message changed is a new enquiry.
        let mut changed = form;
        changed[3] = ("message", "Water through the ceiling, now the light too");
        let res = app.post_form("/api/contact", &changed).await;
        assert_ne!(res.headers()["location"].to_str().unwrap(), locations[0]);
        assert_eq!(scalar(&pool, "SELECT COUNT(*) FROM enquiries").await, 2);

        // An incomplete form sent twice: one kept record, one page.
        let incomplete = [
            ("name", "Iain Baird"),
            ("phone", ""),
            ("service", "Leak Detection"),
        ];
        let a = app.post_form("/api/contact", &incomplete).await;
        let b = app.post_form("/api/contact", &incomplete).await;
        assert_eq!(
            a.headers()["location"],
            b.headers()["location"],
            "{backend}"
        );
        assert!(
            a.headers()["location"]
                .to_str()
                .unwrap()
                .starts_with("/api/contact/problem?token=")
        );
        assert_eq!(
            scalar(
                &pool,
                "SELECT COUNT(*) FROM enquiries WHERE status = 'incomplete'"
            )
            .await,
            1
        );
        pool.close().await;
        app.kill().await;
        db.drop_db().await;
    }
}
