//! A lead's stages with its history, the stale device's 409, and notes.

use super::*;

#[tokio::test]
async fn a_lead_walks_through_the_stages_with_its_history() {
    for backend in backends() {
        let inbox = OwnerClient::start(backend).await;
        let won = store(
            &inbox.pool,
            Stored {
                name: "Dee",
                phone: "07700 900456",
                email: Some("dee@example.com"),
                emergency: true,
                created_at: hours_ago(1),
                ..Default::default()
            },
        )
        .await;
        let (status, body) = inbox.get(&format!("/leads/{won}")).await;
        assert_eq!(status, 200, "{backend}: {body}");
        assert_eq!(body["lead"]["pinned"], true);
        assert_eq!(body["history"].as_array().unwrap().len(), 1);
        assert_eq!(body["history"][0]["kind"], "received");
        assert_eq!(body["history"][0]["at"], body["lead"]["createdAt"]);
        assert_eq!(
            body["links"],
            json!({
                "tel": "tel:+447700900456",
                "whatsapp": format!("https://wa.me/447700900456?text=Hello%20Dee%2C%20this%20is%20{}%20about%20your%20Boiler%20Repair%20request%20%28reference%20%23{won}%29.", content::business().name.replace(' ', "%20")),
                "email": format!("mailto:dee@example.com?subject=Your%20Boiler%20Repair%20request%20%28reference%20%23{won}%29&body=Hello%20Dee%2C%0A%0A")
            }),
            "{backend}"
        );
        for field in [
            "message",
            "referrer",
            "utmMedium",
            "utmTerm",
            "utmContent",
            "userAgent",
            "problems",
        ] {
            assert!(
                body["lead"].get(field).is_some(),
                "{backend}: LeadDetail has {field}"
            );
        }

        let mut times = Vec::new();
        for (stage, note) in [
            ("contacted", None),
            ("quoted", Some("£450 for a new valve")),
            ("won", None),
        ] {
            let mut b = json!({ "stage": stage });
            if let Some(n) = note {
                b["note"] = json!(n);
            }
            let (status, body) = inbox.act(won, "stage", b).await;
            assert_eq!(status, 200, "{backend} {stage}: {body}");
            assert_eq!(body["lead"]["stage"], stage);
            assert_eq!(
                body["lead"]["pinned"], false,
                "{backend}: handled, so no longer pinned"
            );
            let changed = body["lead"]["stageChangedAt"].as_str().unwrap().to_string();
            times.push(changed);
        }
        let (_, body) = inbox.get(&format!("/leads/{won}")).await;
        let history = body["history"].as_array().unwrap();
        let walk: Vec<(&str, &str, &str)> = history[1..]
            .iter()
            .map(|h| {
                (
                    h["kind"].as_str().unwrap(),
                    h["from"].as_str().unwrap(),
                    h["to"].as_str().unwrap(),
                )
            })
            .collect();
        assert_eq!(
            walk,
            vec![
                ("stage", "new", "contacted"),
                ("stage", "contacted", "quoted"),
                ("stage", "quoted", "won")
            ],
            "{backend}"
        );
        assert_eq!(history[2]["note"], "£450 for a new valve");
        assert!(
            history[1..].iter().all(|h| h["by"] == OWNER),
            "{backend}: who did it"
        );
        let at: Vec<&str> = history.iter().map(|h| h["at"].as_str().unwrap()).collect();
        assert!(
            at.windows(2).all(|w| w[0] <= w[1]),
            "{backend}: in time order: {at:?}"
        );
        assert_eq!(
            at[3], times[2],
            "{backend}: the stage's time is the last change's"
        );
        for t in &times {
            chrono::DateTime::parse_from_rfc3339(t).expect("RFC 3339");
        }

        // Another lead is lost straight from new; a double tap changes nothing.
        let lost = store(
            &inbox.pool,
            Stored {
                name: "Eve",
                ..Default::default()
            },
        )
        .await;
        let (status, _) = inbox
            .act(
                lost,
                "stage",
                json!({ "stage": "lost", "lostReason": "timing" }),
            )
            .await;
        assert_eq!(status, 200);
        // The second tap names the version the screen showed before the first.
        let (status, body) = inbox
            .post(
                &format!("/leads/{lost}/stage"),
                Some(json!({ "stage": "lost", "version": 1 })),
            )
            .await;
        assert_eq!(status, 200);
        assert_eq!(
            body["history"].as_array().unwrap().len(),
            2,
            "{backend}: one change recorded"
        );
        assert_eq!(body["history"][1]["to"], "lost");
        assert_eq!(
            body["links"]["whatsapp"],
            Value::Null,
            "{backend}: a landline has no WhatsApp"
        );

        // Each change is in the audit log, without the customer's details.
        let audit = sqlx::query(
            "SELECT action FROM owner_audit WHERE action LIKE 'moved lead%' ORDER BY id",
        )
        .fetch_all(&inbox.pool)
        .await
        .unwrap();
        let actions: Vec<String> = audit
            .iter()
            .map(|r| sqlx::Row::try_get(r, "action").unwrap())
            .collect();
        assert_eq!(
            actions,
            vec![
                format!("moved lead #{won} from new to contacted"),
                format!("moved lead #{won} from contacted to quoted"),
                format!("moved lead #{won} from quoted to won"),
                format!("moved lead #{lost} from new to lost (Timing did not suit)"),
            ],
            "{backend}"
        );

        // Bad stages, spam and incomplete enquiries, unknown leads.
        let spam = store(
            &inbox.pool,
            Stored {
                status: "spam",
                ..Default::default()
            },
        )
        .await;
        let half = store(
            &inbox.pool,
            Stored {
                status: "incomplete",
                ..Default::default()
            },
        )
        .await;
        let cases = [
            (
                won,
                json!({ "stage": "finished", "version": 1 }),
                400,
                "Choose a stage: new, contacted, quoted, won or lost.",
            ),
            (
                spam,
                json!({ "stage": "contacted", "version": 1 }),
                409,
                "This enquiry is marked as spam: release it ('Not spam') before working it.",
            ),
            (
                half,
                json!({ "stage": "contacted", "version": 1 }),
                409,
                "This enquiry is incomplete: only a complete enquiry can be worked as a lead.",
            ),
            (
                999_999,
                json!({ "stage": "contacted", "version": 1 }),
                404,
                "There is no lead #999999.",
            ),
        ];
        for (id, b, want, message) in cases {
            let (status, body) = inbox.post(&format!("/leads/{id}/stage"), Some(b)).await;
            assert_eq!(
                (status, body),
                (want, json!({ "success": false, "error": message })),
                "{backend}"
            );
        }
        let (status, body) = inbox.get("/leads/999999").await;
        assert_eq!(
            (status, body["error"].as_str()),
            (404, Some("There is no lead #999999.")),
            "{backend}"
        );
        let (status, _) = inbox.get("/leads/abc").await;
        assert_eq!(status, 404, "{backend}");
        assert_eq!(
            scalar(&inbox.pool, "SELECT COUNT(*) FROM lead_events").await,
            4,
            "{backend}: refusals record nothing"
        );
        inbox.finish().await;
    }
}

/// Issue 23.5: a phone left on an old view of a lead cannot overwrite what
/// another did since. Set to Lost on one phone, 'Contacted' tapped on an older
/// tab is refused with the lead as it stands and what changed; so are a note
/// and a release from a stale view. Nothing stale is recorded.
#[tokio::test]
async fn a_stale_device_gets_409_and_the_lead_as_it_stands() {
    for backend in backends() {
        let inbox = OwnerClient::start(backend).await;
        let id = store(&inbox.pool, Stored::default()).await;
        let (_, old_tab) = inbox.get(&format!("/leads/{id}")).await;
        let seen = old_tab["lead"]["version"].as_i64().unwrap();
        let (status, body) = inbox
            .act(
                id,
                "stage",
                json!({ "stage": "lost", "lostReason": "price" }),
            )
            .await;
        assert_eq!(status, 200, "{backend}: {body}");
        assert_eq!(body["lead"]["version"], seen + 1, "{backend}");

        let (status, body) = inbox
            .post(
                &format!("/leads/{id}/stage"),
                Some(json!({ "stage": "contacted", "version": seen })),
            )
            .await;
        assert_eq!(status, 409, "{backend}: {body}");
        assert_eq!(body["success"], false);
        assert_eq!(
            body["error"],
            format!(
                "This lead changed on another screen meanwhile (moved from new to lost by {OWNER}). Nothing was saved: here it is as it stands now."
            ),
            "{backend}"
        );
        assert_eq!(body["current"]["lead"]["stage"], "lost", "{backend}");
        assert_eq!(body["current"]["lead"]["version"], seen + 1, "{backend}");

        let (status, body) = inbox
            .post(
                &format!("/leads/{id}/notes"),
                Some(json!({ "note": "Called back", "version": seen })),
            )
            .await;
        assert_eq!(status, 409, "{backend}: a note from a stale view: {body}");
        assert_eq!(body["current"]["lead"]["stage"], "lost");

        let spam = store(
            &inbox.pool,
            Stored {
                status: "spam",
                ..Default::default()
            },
        )
        .await;
        let (_, spam_tab) = inbox.get(&format!("/leads/{spam}")).await;
        inbox
            .act(spam, "notes", json!({ "note": "Looks real" }))
            .await;
        let (status, _) = inbox
            .post(
                &format!("/leads/{spam}/release"),
                Some(json!({ "version": spam_tab["lead"]["version"] })),
            )
            .await;
        assert_eq!(status, 409, "{backend}: a release from a stale view");

        // A write that names no version is refused as malformed.
        let (status, body) = inbox
            .post(
                &format!("/leads/{id}/stage"),
                Some(json!({ "stage": "won" })),
            )
            .await;
        assert_eq!(status, 400, "{backend}: {body}");
        assert!(
            body["error"].as_str().unwrap().contains("version"),
            "{backend}: {body}"
        );

        let (_, now) = inbox.get(&format!("/leads/{id}")).await;
        let kinds: Vec<&str> = now["history"].as_array().unwrap()[1..]
            .iter()
            .map(|h| h["to"].as_str().unwrap_or(h["kind"].as_str().unwrap()))
            .collect();
        assert_eq!(kinds, vec!["lost"], "{backend}: nothing stale recorded");
        assert_eq!(now["lead"]["stage"], "lost", "{backend}");
        inbox.finish().await;
    }
}

#[tokio::test]
async fn notes_are_checked_and_kept_in_order() {
    for backend in backends() {
        let inbox = OwnerClient::start(backend).await;
        let id = store(&inbox.pool, Stored::default()).await;
        for (note, message) in [
            (json!(""), "Write a note first."),
            (json!("  \n "), "Write a note first."),
            (
                json!("x".repeat(2001)),
                "A note must be at most 2000 characters.",
            ),
        ] {
            let (status, body) = inbox.act(id, "notes", json!({ "note": note })).await;
            assert_eq!(
                (status, body),
                (400, json!({ "success": false, "error": message })),
                "{backend}"
            );
        }
        // A control character breaks the API's text rule (issue 32.5): 422
        // naming the field, before the note's own checks.
        for note in ["bell\u{7}", "hidden\u{1b}[2J"] {
            let (status, body) = inbox.act(id, "notes", json!({ "note": note })).await;
            assert_eq!(status, 422, "{backend}: {body}");
            assert!(
                body["fields"]["note"]["message"]
                    .as_str()
                    .unwrap()
                    .contains("control character")
            );
        }
        let (status, _) = inbox.act(id, "notes", json!({})).await;
        assert_eq!(status, 400, "{backend}: no note at all");
        let (status, _) = inbox
            .act(id, "notes", json!({ "note": "First call: no answer" }))
            .await;
        assert_eq!(status, 200);
        let longest = "é".repeat(2000);
        let (status, _) = inbox.act(id, "notes", json!({ "note": longest })).await;
        assert_eq!(
            status, 200,
            "{backend}: 2000 characters, whatever their bytes"
        );
        let (status, body) = inbox
            .act(id, "notes", json!({ "note": "Line one\r\n\tLine two" }))
            .await;
        assert_eq!(status, 200);
        let notes: Vec<&str> = body["history"].as_array().unwrap()[1..]
            .iter()
            .map(|h| {
                assert_eq!(h["kind"], "note");
                h["note"].as_str().unwrap()
            })
            .collect();
        assert_eq!(
            notes,
            vec![
                "First call: no answer",
                longest.as_str(),
                "Line one\n\tLine two"
            ],
            "{backend}"
        );
        let (status, _) = inbox
            .post(
                "/leads/424242/notes",
                Some(json!({ "note": "hello", "version": 1 })),
            )
            .await;
        assert_eq!(status, 404, "{backend}");
        assert_eq!(
            scalar(
                &inbox.pool,
                "SELECT COUNT(*) FROM owner_audit WHERE action LIKE 'added a note%'"
            )
            .await,
            3,
            "{backend}"
        );
        inbox.finish().await;
    }
}
