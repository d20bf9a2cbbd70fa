//! The mail log (issue 11.4) through the real server: every message with
//! its state, subject and errors; retry sends a failed message for real;
//! abandon stops one; each refuses a state that does not allow it.

use crate::helpers::backends;
use crate::helpers::eventually;
use crate::owner_client::OwnerClient;
use serde_json::{Value, json};
use sqlx::AnyPool;

/// Stores a message in `state`, due `next` (far ahead keeps a pending one
/// from being sent while the test looks at it); returns its id.
async fn message(pool: &AnyPool, state: &str, to: &str, next: &str) -> i64 {
    use sqlx::Row;
    sqlx::query(
        "INSERT INTO outbox (created_at, kind, to_address, subject, body_text, body_html, attempts, next_attempt_at, state, \
           last_error, failure_reason, failed_at, sent_at, message_id, priority) \
         VALUES ('2026-11-02T10:00:00.000Z', 'delivery-failure-summary', $1, $2, 'Text', '<p>Text</p>', $3, $4, $5, $6, $7, $8, $9, $10, 1) RETURNING id",
    )
    .bind(to)
    .bind(format!("Subject for {state}"))
    .bind(if state == "pending" { 0i64 } else { 1 })
    .bind(next)
    .bind(state)
    .bind((state == "failed").then_some("550 5.1.1 mailbox unavailable"))
    .bind((state == "failed").then_some("The receiving server refused the address."))
    .bind(matches!(state, "failed" | "abandoned").then_some("2026-11-02T10:01:00.000Z"))
    .bind((state == "sent").then_some("2026-11-02T10:01:00.000Z"))
    .bind(format!("<{state}.{to}@test>"))
    .fetch_one(pool)
    .await
    .unwrap()
    .try_get("id")
    .unwrap()
}

const LATER: &str = "2099-01-01T00:00:00.000Z";

fn ids(body: &Value) -> Vec<i64> {
    body["messages"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["id"].as_i64().unwrap())
        .collect()
}

#[tokio::test]
async fn the_mail_log_lists_every_message_with_its_state() {
    for backend in backends() {
        let inbox = OwnerClient::start(backend).await;
        let p = &inbox.pool;
        let sent = message(p, "sent", "a@example.com", LATER).await;
        let failed = message(p, "failed", "b@example.com", LATER).await;
        let abandoned = message(p, "abandoned", "c@example.com", LATER).await;
        let pending = message(p, "pending", "d@example.com", LATER).await;

        let (status, body) = inbox.get("/mail").await;
        assert_eq!(status, 200, "{backend}: {body}");
        assert_eq!(
            ids(&body),
            vec![pending, abandoned, failed, sent],
            "{backend}: newest first"
        );
        assert_eq!(
            body["counts"],
            json!({ "pending": 1, "sent": 1, "failed": 1, "abandoned": 1 })
        );
        assert_eq!(
            (
                body["total"].as_i64(),
                body["page"].as_i64(),
                body["pageSize"].as_i64()
            ),
            (Some(4), Some(1), Some(50))
        );
        let (_, body) = inbox.get("/mail?state=failed").await;
        assert_eq!(ids(&body), vec![failed], "{backend}");
        assert_eq!(body["total"], 1);
        let m = &body["messages"][0];
        assert_eq!(m["subject"], "Subject for failed");
        assert_eq!(m["to"], "b@example.com");
        assert_eq!(m["kind"], "delivery-failure-summary");
        assert_eq!(m["enquiryId"], Value::Null);
        assert_eq!(m["attempts"], 1);
        assert_eq!(m["lastError"], "550 5.1.1 mailbox unavailable");
        assert_eq!(
            m["failureReason"],
            "The receiving server refused the address."
        );
        assert_eq!(m["lastAttempt"], "2026-11-02T10:01:00.000Z");
        assert_eq!(m["createdAt"], "2026-11-02T10:00:00.000Z");
        let (_, body) = inbox.get("/mail?page=2").await;
        assert_eq!(ids(&body), Vec::<i64>::new(), "{backend}");

        for (query, message) in [
            (
                "state=lost",
                "state must be pending, sent, failed or abandoned.",
            ),
            ("page=-1", "page must be a whole number from 1."),
        ] {
            let (status, body) = inbox.get(&format!("/mail?{query}")).await;
            assert_eq!(
                (status, body),
                (400, json!({ "success": false, "error": message })),
                "{backend} {query}"
            );
        }
        inbox.finish().await;
    }
}

#[tokio::test]
async fn retry_and_abandon_follow_the_message_state() {
    for backend in backends() {
        let inbox = OwnerClient::start(backend).await;
        let p = &inbox.pool;
        let sent = message(p, "sent", "a@example.com", LATER).await;
        let failed = message(p, "failed", "b@example.com", LATER).await;
        let abandoned = message(p, "abandoned", "c@example.com", LATER).await;
        let pending = message(p, "pending", "d@example.com", LATER).await;

        let refusals = [
            (
                sent,
                "retry",
                "This message is sent: only a failed or abandoned one can be sent again.",
            ),
            (
                pending,
                "retry",
                "This message is pending: only a failed or abandoned one can be sent again.",
            ),
            (
                sent,
                "abandon",
                "This message is sent: only a pending or failed one can be abandoned.",
            ),
            (
                abandoned,
                "abandon",
                "This message is abandoned: only a pending or failed one can be abandoned.",
            ),
        ];
        for (id, action, message) in refusals {
            let (status, body) = inbox.post(&format!("/mail/{id}/{action}"), None).await;
            assert_eq!(
                (status, body),
                (409, json!({ "success": false, "error": message })),
                "{backend} {action} {id}"
            );
        }
        for action in ["retry", "abandon"] {
            let (status, body) = inbox.post(&format!("/mail/987654/{action}"), None).await;
            assert_eq!(
                (status, body["error"].as_str()),
                (404, Some("There is no message #987654.")),
                "{backend}"
            );
            let (status, _) = inbox.post(&format!("/mail/x1/{action}"), None).await;
            assert_eq!(status, 404, "{backend}");
        }

        // Abandoning a pending message stops it; a failed one too.
        let (status, body) = inbox.post(&format!("/mail/{pending}/abandon"), None).await;
        assert_eq!(status, 200, "{backend}: {body}");
        assert_eq!(body["message"]["state"], "abandoned");
        let (status, body) = inbox.post(&format!("/mail/{failed}/abandon"), None).await;
        assert_eq!(
            (status, body["message"]["state"].as_str()),
            (200, Some("abandoned"))
        );

        // Retrying an abandoned message sends it now, for real (to MAIL_DIR).
        let (status, body) = inbox.post(&format!("/mail/{abandoned}/retry"), None).await;
        assert_eq!(status, 200, "{backend}: {body}");
        assert_eq!(body["message"]["state"], "pending");
        assert_eq!(body["message"]["failureReason"], Value::Null);
        eventually(20, "the retried message is sent", || async {
            let (_, body) = inbox.get("/mail?state=sent").await;
            ids(&body).contains(&abandoned)
        })
        .await;
        let (_, body) = inbox.get("/mail").await;
        assert_eq!(
            body["counts"],
            json!({ "pending": 0, "sent": 2, "failed": 0, "abandoned": 2 }),
            "{backend}"
        );

        let audit = sqlx::query("SELECT action FROM owner_audit WHERE action LIKE 'retried%' OR action LIKE 'abandoned%' ORDER BY id")
            .fetch_all(p)
            .await
            .unwrap();
        let actions: Vec<String> = audit
            .iter()
            .map(|r| sqlx::Row::try_get(r, "action").unwrap())
            .collect();
        assert_eq!(
            actions,
            vec![
                format!("abandoned delivery-failure-summary #{pending}"),
                format!("abandoned delivery-failure-summary #{failed}"),
                format!("retried delivery-failure-summary #{abandoned}"),
            ],
            "{backend}: no addresses in the audit log"
        );
        inbox.finish().await;
    }
}
