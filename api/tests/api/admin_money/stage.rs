//! Amounts and lost reasons on a stage change (issue 33.3).

use super::*;

/// Quoted and won amounts are stored to the penny, shown on the lead and in
/// its history; a won lead loses its follow-up date; reopening it takes the
/// won amount away.
#[tokio::test]
async fn quoted_and_won_amounts_are_kept_to_the_penny() {
    for backend in backends() {
        let inbox = OwnerClient::start(backend).await;
        let id = store(&inbox.pool, Stored::default()).await;
        let (s, _) = inbox
            .act(id, "follow-up", json!({ "on": "2026-12-01" }))
            .await;
        assert_eq!(s, 200);
        let (s, body) = stage(&inbox, id, "quoted", json!({ "amountPence": 123_450 })).await;
        assert_eq!(s, 200, "{backend}: {body}");
        let money = &body["lead"]["money"];
        assert_eq!(money["quotedPence"], 123_450, "{backend}");
        assert!(money["quotedAt"].is_string(), "{backend}");
        assert_eq!(money["chaseDue"], false, "{backend}: just quoted");
        assert_eq!(
            body["lead"]["followUpOn"], "2026-12-01",
            "{backend}: still open"
        );
        let last = body["history"].as_array().unwrap().last().unwrap().clone();
        assert_eq!(
            (last["to"].as_str(), last["amountPence"].as_i64()),
            (Some("quoted"), Some(123_450)),
            "{backend}"
        );

        // Agreed on the phone for a penny over a million pounds.
        let (s, body) = stage(&inbox, id, "won", json!({ "amountPence": 100_000_001 })).await;
        assert_eq!(s, 200, "{backend}: {body}");
        let money = &body["lead"]["money"];
        assert_eq!(money["wonPence"], 100_000_001, "{backend}");
        assert_eq!(money["wonSource"], "hand", "{backend}");
        assert_eq!(money["quotedPence"], 123_450, "{backend}: the quote stays");
        assert_eq!(
            body["lead"]["followUpOn"],
            Value::Null,
            "{backend}: won clears it"
        );
        assert_eq!(
            scalar(
                &inbox.pool,
                &format!("SELECT won_pence FROM enquiries WHERE id = {id}")
            )
            .await,
            100_000_001,
            "{backend}"
        );
        let last = body["history"].as_array().unwrap().last().unwrap().clone();
        assert_eq!(last["amountPence"], 100_000_001, "{backend}");

        // A lead taken back from won is no longer counted as won.
        let (s, body) = stage(&inbox, id, "quoted", json!({})).await;
        assert_eq!(s, 200, "{backend}: {body}");
        assert_eq!(body["lead"]["money"]["wonPence"], Value::Null, "{backend}");
        assert_eq!(body["lead"]["money"]["wonSource"], Value::Null, "{backend}");
        assert_eq!(body["lead"]["money"]["quotedPence"], 123_450, "{backend}");

        // A revised price at the same stage corrects the amount.
        let (s, body) = stage(&inbox, id, "quoted", json!({ "amountPence": 99_999 })).await;
        assert_eq!(s, 200, "{backend}: {body}");
        assert_eq!(body["lead"]["money"]["quotedPence"], 99_999, "{backend}");
        inbox.finish().await;
    }
}

/// Lost needs a reason from the list (a 400 naming it), clears the
/// follow-up date, and the reason is on the lead and in its history.
#[tokio::test]
async fn lost_needs_a_reason_from_the_list() {
    for backend in backends() {
        let inbox = OwnerClient::start(backend).await;
        let id = store(&inbox.pool, Stored::default()).await;
        inbox
            .act(id, "follow-up", json!({ "on": "2026-12-01" }))
            .await;
        for extra in [
            json!({}),
            json!({ "lostReason": "too dear" }),
            json!({ "lostReason": "" }),
        ] {
            let (s, body) = stage(&inbox, id, "lost", extra.clone()).await;
            assert_eq!(s, 400, "{backend} {extra}: {body}");
            let e = body["error"].as_str().unwrap();
            for r in [
                "price",
                "other-firm",
                "timing",
                "no-reply",
                "not-needed",
                "other",
            ] {
                assert!(e.contains(r), "{backend}: the list names {r}: {e}");
            }
        }
        let (s, body) = stage(&inbox, id, "contacted", json!({ "lostReason": "price" })).await;
        assert_eq!(s, 400, "{backend}: a reason only with lost: {body}");
        for bad in [json!(0), json!(-5), json!(1_000_000_001_i64)] {
            let (s, body) = stage(&inbox, id, "won", json!({ "amountPence": bad })).await;
            assert_eq!(s, 400, "{backend} {bad}: {body}");
            assert!(body["error"].as_str().unwrap().contains("£0.01"), "{body}");
        }
        let (s, body) = stage(&inbox, id, "contacted", json!({ "amountPence": 500 })).await;
        assert_eq!(s, 400, "{backend}: no amount on contacted: {body}");
        let (s, body) = stage(&inbox, id, "won", json!({ "amountPence": 1.5 })).await;
        assert_eq!(s, 400, "{backend}: whole pence only: {body}");
        assert_eq!(
            body_stage(&inbox, id).await,
            "new",
            "{backend}: nothing changed"
        );

        let (s, body) = stage(&inbox, id, "lost", json!({ "lostReason": "other-firm" })).await;
        assert_eq!(s, 200, "{backend}: {body}");
        assert_eq!(
            body["lead"]["money"]["lostReason"], "other-firm",
            "{backend}"
        );
        assert_eq!(
            body["lead"]["followUpOn"],
            Value::Null,
            "{backend}: lost clears it"
        );
        let last = body["history"].as_array().unwrap().last().unwrap().clone();
        assert_eq!(last["reason"], "other-firm", "{backend}");

        // Reopened, the reason goes.
        let (_, body) = stage(&inbox, id, "contacted", json!({})).await;
        assert_eq!(
            body["lead"]["money"]["lostReason"],
            Value::Null,
            "{backend}"
        );
        inbox.finish().await;
    }
}

async fn body_stage(inbox: &OwnerClient, id: i64) -> String {
    let (_, body) = inbox.get(&format!("/leads/{id}")).await;
    body["lead"]["stage"].as_str().unwrap().to_string()
}
