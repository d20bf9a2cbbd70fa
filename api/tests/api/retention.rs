use crate::helpers::*;
use serde_json::json;
use std::time::Duration;

/// Decision 30: an enquiry older than the retention period is deleted, with
/// the emails about it, when the server runs its daily purge (first at
/// start-up); newer enquiries and their emails stay.
#[tokio::test]
async fn enquiries_past_the_retention_period_are_deleted() {
    for backend in backends() {
        let dir = tempfile::tempdir().unwrap();
        let db = test_db(backend, dir.path()).await;
        let opts = Options::new(&db, dir.path());
        let app = TestApp::spawn(&opts).await;
        for name in ["Old Customer", "Recent Customer"] {
            let res = app
                .post_json(
                    "/api/contact",
                    &json!({ "name": name, "phone": "0141 496 0000", "email": "c@example.com", "service": "Boiler Services" }),
                )
                .await;
            assert_eq!(res.status(), 200, "{backend}");
        }
        app.terminate().await;
        let pool = db.pool().await;
        let months = api::tasks::retention::retention_months();
        // Age the first enquiry past the period (one day over) and the second
        // to one day inside it.
        let now = chrono::Utc::now();
        let over = api::tasks::retention::cutoff(now - chrono::Duration::days(1), months);
        let inside = api::tasks::retention::cutoff(now + chrono::Duration::days(1), months);
        sqlx::query("UPDATE enquiries SET created_at = $1 WHERE name = 'Old Customer'")
            .bind(&over)
            .execute(&pool)
            .await
            .unwrap();
        sqlx::query("UPDATE enquiries SET created_at = $1 WHERE name = 'Recent Customer'")
            .bind(&inside)
            .execute(&pool)
            .await
            .unwrap();
        // The owner's history of each lead (a note) goes with its lead.
        sqlx::query(
            "INSERT INTO lead_events (enquiry_id, at, by_owner, kind, note) \
             SELECT id, created_at, 'owner@kelvintrades.example', 'note', 'Called back' FROM enquiries",
        )
        .execute(&pool)
        .await
        .unwrap();
        // The owners' audit log is kept as long as the enquiries, no longer.
        for (at, action) in [(&over, "old-action"), (&inside, "recent-action")] {
            sqlx::query(
                "INSERT INTO owner_audit (at, owner_email, action, client) VALUES ($1, 'owner@kelvintrades.example', $2, 'cli')",
            )
            .bind(at)
            .bind(action)
            .execute(&pool)
            .await
            .unwrap();
        }
        let mails_before = scalar(&pool, "SELECT COUNT(*) FROM outbox").await;
        assert!(
            mails_before >= 4,
            "{backend}: notification and acknowledgement for each"
        );

        let app = TestApp::spawn(&opts).await;
        let deadline = tokio::time::Instant::now() + Duration::from_secs(15);
        while scalar(&pool, "SELECT COUNT(*) FROM enquiries").await > 1
            || scalar(
                &pool,
                "SELECT COUNT(*) FROM owner_audit WHERE action = 'old-action'",
            )
            .await
                > 0
        {
            assert!(
                tokio::time::Instant::now() < deadline,
                "{backend}: the old enquiry or audit entry was not deleted"
            );
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        let left = enquiries(&pool).await;
        assert_eq!(left.len(), 1, "{backend}");
        assert_eq!(
            left[0]["name"].as_deref(),
            Some("Recent Customer"),
            "{backend}"
        );
        let orphans = scalar(
            &pool,
            "SELECT COUNT(*) FROM outbox WHERE enquiry_id IS NOT NULL AND enquiry_id NOT IN (SELECT id FROM enquiries)",
        )
        .await;
        assert_eq!(
            orphans, 0,
            "{backend}: the old enquiry's emails went with it"
        );
        assert_eq!(
            scalar(&pool, "SELECT COUNT(*) FROM outbox").await,
            mails_before / 2,
            "{backend}: the recent enquiry's emails stay"
        );
        assert_eq!(
            scalar(
                &pool,
                "SELECT COUNT(*) FROM lead_events WHERE enquiry_id NOT IN (SELECT id FROM enquiries)"
            )
            .await,
            0,
            "{backend}: the old lead's history went with it"
        );
        assert_eq!(
            scalar(&pool, "SELECT COUNT(*) FROM lead_events").await,
            1,
            "{backend}: the recent lead's history stays"
        );
        assert_eq!(
            scalar(
                &pool,
                "SELECT COUNT(*) FROM owner_audit WHERE action = 'recent-action'"
            )
            .await,
            1,
            "{backend}: recent audit entries stay"
        );
        app.terminate().await;
        pool.close().await;
        db.drop_db().await;
    }
}

/// A newsletter sign-up never confirmed is deleted after 30 days; confirmed
/// subscribers stay until they unsubscribe. Confirmation emails sent more
/// than 30 days ago are deleted too (they name the address), as the privacy
/// page says; one still waiting to be sent is not.
#[tokio::test]
async fn unconfirmed_signups_are_deleted_after_thirty_days() {
    for backend in backends() {
        let dir = tempfile::tempdir().unwrap();
        let db = test_db(backend, dir.path()).await;
        let opts = Options::new(&db, dir.path());
        let app = TestApp::spawn(&opts).await;
        for email in ["old@example.com", "new@example.com", "kept@example.com"] {
            let res = app
                .post_json("/api/newsletter", &json!({ "email": email }))
                .await;
            assert!(res.status().is_success(), "{backend}: {}", res.status());
        }
        app.terminate().await;
        let pool = db.pool().await;
        let long_ago = (chrono::Utc::now() - chrono::Duration::days(31))
            .to_rfc3339_opts(chrono::SecondsFormat::Millis, true);
        sqlx::query("UPDATE newsletter_subscribers SET consented_at = $1 WHERE email IN ('old@example.com', 'kept@example.com')")
            .bind(&long_ago)
            .execute(&pool)
            .await
            .unwrap();
        sqlx::query("UPDATE newsletter_subscribers SET status = 'confirmed' WHERE email = 'kept@example.com'")
            .execute(&pool)
            .await
            .unwrap();
        // Their confirmation emails are a month old too: the one sent goes,
        // the one still waiting to be sent stays.
        sqlx::query("UPDATE outbox SET created_at = $1, state = 'sent' WHERE to_address = 'old@example.com'")
            .bind(&long_ago)
            .execute(&pool)
            .await
            .unwrap();
        sqlx::query("UPDATE outbox SET created_at = $1, state = 'pending', next_attempt_at = '9999-01-01T00:00:00.000Z' WHERE to_address = 'kept@example.com'")
            .bind(&long_ago)
            .execute(&pool)
            .await
            .unwrap();
        let app = TestApp::spawn(&opts).await;
        let deadline = tokio::time::Instant::now() + Duration::from_secs(15);
        while scalar(&pool, "SELECT COUNT(*) FROM newsletter_subscribers").await > 2
            || scalar(
                &pool,
                "SELECT COUNT(*) FROM outbox WHERE to_address = 'old@example.com'",
            )
            .await
                > 0
        {
            assert!(
                tokio::time::Instant::now() < deadline,
                "{backend}: the old unconfirmed sign-up was not deleted"
            );
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        assert_eq!(
            scalar(
                &pool,
                "SELECT COUNT(*) FROM newsletter_subscribers WHERE email = 'old@example.com'"
            )
            .await,
            0,
            "{backend}"
        );
        for (email, left) in [("new@example.com", 1), ("kept@example.com", 1)] {
            assert_eq!(
                scalar(
                    &pool,
                    &format!("SELECT COUNT(*) FROM outbox WHERE to_address = '{email}'")
                )
                .await,
                left,
                "{backend}: {email}'s confirmation email"
            );
        }
        app.terminate().await;
        pool.close().await;
        db.drop_db().await;
    }
}
