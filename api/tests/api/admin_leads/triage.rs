//! Spam, archive and promote, the same person's other enquiries, and
//! follow-up dates with overdue leads listed after the pins.

use super::*;

/// Issue 23.6: the owner sorts enquiries. A lead marked as spam and back is
/// not notified twice; archived, it leaves the inbox for its own view and
/// comes back; an incomplete form becomes a lead; the same person's other
/// enquiries (phone however typed, email any case) are listed with the lead.
/// Every move is recorded, and refused from the wrong status.
#[tokio::test]
async fn spam_archive_promote_and_the_same_persons_other_enquiries() {
    for backend in backends() {
        let inbox = OwnerClient::start(backend).await;
        let res = inbox
            .app
            .post_json(
                "/api/contact",
                &json!({ "name": "Rab", "phone": "07700 900777", "email": "rab@example.com", "service": "Tap Repair" }),
            )
            .await;
        let rab = res.json::<Value>().await.unwrap()["id"].as_i64().unwrap();
        eventually(20, "the notification is sent", || async {
            inbox.get(&format!("/leads/{rab}")).await.1["lead"]["delivery"]["notification"]
                == "sent"
        })
        .await;

        let (status, body) = inbox.act(rab, "spam", json!({})).await;
        assert_eq!(status, 200, "{backend}: {body}");
        assert_eq!(body["lead"]["status"], "spam");
        let (_, spam) = inbox.get("/leads?view=spam").await;
        assert_eq!(ids(&spam), vec![rab], "{backend}");
        let (status, body) = inbox.act(rab, "release", json!({})).await;
        assert_eq!(status, 200, "{backend}: {body}");
        assert_eq!(
            scalar(&inbox.pool, &format!("SELECT COUNT(*) FROM outbox WHERE enquiry_id = {rab} AND kind = 'enquiry-notification'")).await,
            1,
            "{backend}: notified once, when it came"
        );

        let (status, body) = inbox.act(rab, "archive", json!({})).await;
        assert_eq!(status, 200, "{backend}: {body}");
        let (_, list) = inbox.get("/leads").await;
        assert_eq!(ids(&list), Vec::<i64>::new(), "{backend}: out of the inbox");
        assert_eq!(list["counts"]["archived"], 1, "{backend}");
        let (_, archived) = inbox.get("/leads?view=archived").await;
        assert_eq!(ids(&archived), vec![rab], "{backend}");
        let (status, body) = inbox.act(rab, "stage", json!({ "stage": "won" })).await;
        assert_eq!(
            status, 409,
            "{backend}: an archived lead is not worked: {body}"
        );
        let (status, _) = inbox.act(rab, "archive", json!({})).await;
        assert_eq!(status, 409, "{backend}: archived already");
        let (status, body) = inbox.act(rab, "restore", json!({})).await;
        assert_eq!(status, 200, "{backend}: {body}");
        assert_eq!(body["lead"]["status"], "new");

        // The same person again: the phone typed another way, the email in capitals.
        let again = store(
            &inbox.pool,
            Stored {
                name: "Robert",
                phone: "+44 (0)7700 900777",
                email: Some("RAB@example.com"),
                created_at: hours_ago(1),
                ..Default::default()
            },
        )
        .await;
        let by_email = store(
            &inbox.pool,
            Stored {
                name: "R. at work",
                phone: "0141 496 0999",
                email: Some("rab@example.com"),
                created_at: hours_ago(2),
                ..Default::default()
            },
        )
        .await;
        // Shares the last six digits only: someone else.
        store(
            &inbox.pool,
            Stored {
                name: "Stranger",
                phone: "07811 900777",
                created_at: hours_ago(3),
                ..Default::default()
            },
        )
        .await;
        let (_, body) = inbox.get(&format!("/leads/{rab}")).await;
        let related = super::related_of(&body);
        assert_eq!(
            related,
            vec![(again, "phone and email"), (by_email, "email")],
            "{backend}"
        );

        // An incomplete form made a lead; what it lacked stays on it.
        let half = store(
            &inbox.pool,
            Stored {
                name: "Half",
                status: "incomplete",
                ..Default::default()
            },
        )
        .await;
        let (status, _) = inbox.act(half, "spam", json!({})).await;
        assert_eq!(
            status, 409,
            "{backend}: only a lead in the inbox is marked as spam"
        );
        let (status, body) = inbox.act(half, "promote", json!({})).await;
        assert_eq!(status, 200, "{backend}: {body}");
        assert_eq!(body["lead"]["status"], "new");
        let kinds: Vec<(&str, &str)> = body["history"].as_array().unwrap()[1..]
            .iter()
            .map(|h| (h["from"].as_str().unwrap(), h["to"].as_str().unwrap()))
            .collect();
        assert_eq!(kinds, vec![("incomplete", "new")], "{backend}");
        let (status, _) = inbox.act(half, "promote", json!({})).await;
        assert_eq!(status, 409, "{backend}: promoted already");

        let (_, rab_now) = inbox.get(&format!("/leads/{rab}")).await;
        let moves: Vec<&str> = rab_now["history"].as_array().unwrap()[1..]
            .iter()
            .map(|h| h["kind"].as_str().unwrap())
            .collect();
        assert_eq!(
            moves,
            vec!["status", "released", "status", "status"],
            "{backend}"
        );
        assert_eq!(
            scalar(
                &inbox.pool,
                "SELECT COUNT(*) FROM owner_audit WHERE action LIKE 'lead #% archived' OR action LIKE 'lead #% marked as spam'"
            )
            .await,
            2,
            "{backend}"
        );
        inbox.finish().await;
    }
}

/// Issue 23.3: how long a lead waited (its first contact is recorded when its
/// stage first leaves 'new'), a follow-up date, and overdue leads listed next
/// after the pinned emergencies.
#[tokio::test]
async fn a_follow_up_date_and_overdue_leads_first_after_the_pins() {
    for backend in backends() {
        let inbox = OwnerClient::start(backend).await;
        let older = store(
            &inbox.pool,
            Stored {
                name: "Older",
                created_at: hours_ago(30),
                ..Default::default()
            },
        )
        .await;
        let newer = store(
            &inbox.pool,
            Stored {
                name: "Newer",
                created_at: hours_ago(2),
                ..Default::default()
            },
        )
        .await;
        let (_, list) = inbox.get("/leads").await;
        assert_eq!(ids(&list), vec![newer, older], "{backend}: newest first");
        assert_eq!(list["leads"][1]["firstContactAt"], Value::Null);

        // First contact: recorded once, kept through later moves.
        let (status, body) = inbox
            .act(older, "stage", json!({ "stage": "contacted" }))
            .await;
        assert_eq!(status, 200, "{backend}: {body}");
        let first = body["lead"]["firstContactAt"].as_str().unwrap().to_string();
        assert_eq!(body["lead"]["stageChangedAt"], first.as_str());
        let (_, body) = inbox
            .act(older, "stage", json!({ "stage": "quoted" }))
            .await;
        assert_eq!(body["lead"]["firstContactAt"], first.as_str(), "{backend}");

        // A follow-up date in the past: overdue, and listed first.
        for (on, want) in [
            (json!("25/11/2026"), 400),
            (json!("2026-13-01"), 400),
            (json!("2026-11-1"), 400),
        ] {
            let (status, _) = inbox.act(older, "follow-up", json!({ "on": on })).await;
            assert_eq!(status, want, "{backend}: {on}");
        }
        let (status, body) = inbox
            .act(older, "follow-up", json!({ "on": "2026-01-05" }))
            .await;
        assert_eq!(status, 200, "{backend}: {body}");
        assert_eq!(body["lead"]["followUpOn"], "2026-01-05");
        assert_eq!(body["lead"]["overdue"], true);
        let (_, list) = inbox.get("/leads").await;
        assert_eq!(ids(&list), vec![older, newer], "{backend}: overdue first");

        // Won, it is no longer overdue; cleared, there is no date.
        inbox.act(older, "stage", json!({ "stage": "won" })).await;
        let (_, list) = inbox.get("/leads").await;
        assert_eq!(ids(&list), vec![newer, older], "{backend}");
        assert_eq!(list["leads"][1]["overdue"], false);
        let (status, body) = inbox.act(older, "follow-up", json!({ "on": null })).await;
        assert_eq!(status, 200, "{backend}: {body}");
        assert_eq!(body["lead"]["followUpOn"], Value::Null);
        let spam = store(
            &inbox.pool,
            Stored {
                status: "spam",
                ..Default::default()
            },
        )
        .await;
        let (status, _) = inbox
            .act(spam, "follow-up", json!({ "on": "2026-12-01" }))
            .await;
        assert_eq!(status, 409, "{backend}: only a lead in the inbox");
        inbox.finish().await;
    }
}
