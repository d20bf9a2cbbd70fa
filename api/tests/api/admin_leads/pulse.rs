//! The pulse an open inbox polls: it changes with the leads, else 304.

use super::*;
use sqlx::Row;

/// Issue 23.1: the pulse an open inbox polls. Unchanged, it is a 304 with no
/// body; a new lead, a change to one and its mail each give a new revision,
/// with every tab's count and the pinned emergencies.
#[tokio::test]
async fn the_pulse_changes_with_the_leads_and_is_304_otherwise() {
    for backend in backends() {
        let inbox = OwnerClient::start(backend).await;
        let pulse = |etag: Option<String>| {
            let mut req = inbox
                .app
                .client
                .get(inbox.app.url("/api/admin/pulse"))
                .header("cookie", inbox.cookie());
            if let Some(e) = etag {
                req = req.header("if-none-match", e);
            }
            req.send()
        };
        let first = pulse(None).await.unwrap();
        assert_eq!(first.status(), 200, "{backend}");
        assert_eq!(first.headers()["cache-control"], "no-store");
        let etag = first.headers()["etag"].to_str().unwrap().to_string();
        let body: Value = first.json().await.unwrap();
        assert_eq!(
            body["counts"],
            json!({ "inbox": 0, "spam": 0, "incomplete": 0, "archived": 0, "pinned": 0, "chase": 0 }),
            "{backend}"
        );
        assert_eq!(format!("\"{}\"", body["revision"].as_str().unwrap()), etag);

        let again = pulse(Some(etag.clone())).await.unwrap();
        assert_eq!(again.status(), 304, "{backend}: nothing changed");
        assert_eq!(again.text().await.unwrap(), "", "{backend}: no body");

        // An emergency from the public form: a new revision, counted and pinned.
        let res = inbox
            .app
            .post_json(
                "/api/contact",
                &json!({ "name": "Iona", "phone": "07700 900321", "service": "Emergency Plumbing", "isEmergency": true }),
            )
            .await;
        assert_eq!(res.status(), 200);
        let id = res.json::<Value>().await.unwrap()["id"].as_i64().unwrap();
        let changed = pulse(Some(etag.clone())).await.unwrap();
        assert_eq!(changed.status(), 200, "{backend}: a new lead");
        let etag2 = changed.headers()["etag"].to_str().unwrap().to_string();
        let body: Value = changed.json().await.unwrap();
        assert_eq!(body["counts"]["inbox"], 1, "{backend}");
        assert_eq!(body["counts"]["pinned"], 1, "{backend}");
        assert_eq!(body["pinned"], json!([id]), "{backend}");

        // Its notification's delivery fails: the mail's state moves the revision too.
        eventually(20, "the notification is sent", || async {
            inbox.get(&format!("/leads/{id}")).await.1["lead"]["delivery"]["notification"] == "sent"
        })
        .await;
        let (_, sent) = inbox.get("/pulse").await;
        let sent_etag = format!("\"{}\"", sent["revision"].as_str().unwrap());
        sqlx::query("UPDATE outbox SET state = 'failed' WHERE enquiry_id = $1 AND kind = 'enquiry-notification'")
            .bind(id)
            .execute(&inbox.pool)
            .await
            .unwrap();
        let failed = pulse(Some(sent_etag)).await.unwrap();
        assert_eq!(failed.status(), 200, "{backend}: a mail state changed");
        let etag3 = failed.headers()["etag"].to_str().unwrap().to_string();
        assert_ne!(etag3, etag2);

        // Contacted: a new revision, and no longer pinned.
        let (status, _) = inbox
            .act(id, "stage", json!({ "stage": "contacted" }))
            .await;
        assert_eq!(status, 200);
        let moved = pulse(Some(etag3)).await.unwrap();
        assert_eq!(moved.status(), 200, "{backend}: a changed lead");
        let body: Value = moved.json().await.unwrap();
        assert_eq!(body["counts"]["pinned"], 0, "{backend}");
        assert_eq!(body["pinned"], json!([]), "{backend}");
        inbox.finish().await;
    }
}

/// Issue 23.1's cost: every open inbox asks every 4 s, so the pulse's two
/// sums read small covering indexes (migration 0019) rather than every lead
/// and every stored email. SQLite's plan says so; on PostgreSQL the plan
/// depends on the table's statistics, so the indexes are checked to exist.
#[tokio::test]
async fn the_pulse_reads_covering_indexes_not_every_row() {
    for backend in backends() {
        let inbox = OwnerClient::start(backend).await;
        if backend == "sqlite" {
            for (sql, index) in [
                (
                    api::enquiries::list::REVISION_SQL,
                    "COVERING INDEX enquiries_revision",
                ),
                (
                    api::notify::outbox::owner::REVISION_SQL,
                    "COVERING INDEX outbox_enquiry",
                ),
            ] {
                let plan: Vec<String> = sqlx::query(&format!("EXPLAIN QUERY PLAN {sql}"))
                    .fetch_all(&inbox.pool)
                    .await
                    .unwrap()
                    .iter()
                    .map(|r| r.try_get::<String, _>("detail").unwrap())
                    .collect();
                assert!(
                    plan.iter().any(|step| step.contains(index)),
                    "{sql}: {plan:?}"
                );
            }
        } else {
            let indexes: Vec<String> = sqlx::query(
                "SELECT indexdef FROM pg_indexes \
                 WHERE indexname IN ('enquiries_revision', 'outbox_enquiry') ORDER BY indexname",
            )
            .fetch_all(&inbox.pool)
            .await
            .unwrap()
            .iter()
            .map(|r| r.try_get::<String, _>("indexdef").unwrap())
            .collect();
            assert_eq!(indexes.len(), 2, "{indexes:?}");
            assert!(indexes[0].ends_with("(version, id)"), "{}", indexes[0]);
            assert!(
                indexes[1].ends_with("(enquiry_id, state, attempts)"),
                "{}",
                indexes[1]
            );
        }
        inbox.finish().await;
    }
}
