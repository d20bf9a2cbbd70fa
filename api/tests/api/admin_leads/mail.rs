//! 'Not spam' sends the notification once; a refused notification is resent.

use super::*;

/// 'Not spam': the enquiry joins the inbox and exactly one notification,
/// the business's, reaches the SMTP server.
#[tokio::test]
async fn releasing_spam_sends_its_notification() {
    for backend in backends() {
        let sink = SmtpSink::start().await;
        let inbox = OwnerClient::start_with(backend, |o, _| Options {
            smtp_url: Some(sink.url()),
            ..o
        })
        .await;
        // A real honeypot hit through the public form.
        let res = inbox
            .app
            .post_json("/api/contact", &json!({ "name": "Real Person", "phone": "0141 496 0000", "email": "real@example.com", "service": "Boiler Services", "website": "autofill" }))
            .await;
        assert_eq!(res.status(), 200);
        let id = scalar(
            &inbox.pool,
            "SELECT id FROM enquiries WHERE status = 'spam'",
        )
        .await;
        let (status, body) = inbox
            .act(id, "stage", json!({ "stage": "contacted" }))
            .await;
        assert_eq!(status, 409, "{backend}: {body}");
        let (status, body) = inbox.act(id, "resend", json!({})).await;
        assert_eq!(
            (status, body["error"].as_str()),
            (409, Some("This lead has no notification to resend.")),
            "{backend}"
        );

        let (status, body) = inbox.act(id, "release", json!({})).await;
        assert_eq!(status, 200, "{backend}: {body}");
        assert_eq!(body["lead"]["status"], "new");
        assert_eq!(body["history"][1]["kind"], "released");
        assert_eq!(
            body["lead"]["problems"],
            Value::Null,
            "{backend}: no longer says 'honeypot filled'"
        );
        assert_eq!(
            body["mail"].as_array().unwrap().len(),
            1,
            "{backend}: one message queued"
        );
        assert_eq!(body["mail"][0]["kind"], "enquiry-notification");
        let got = sink.wait_for(1, 20).await;
        assert_eq!(got[0].rcpt_to, vec![NOTIFY.to_string()], "{backend}");
        assert!(
            got[0]
                .header("Subject")
                .unwrap()
                .contains(&format!("#{id}")),
            "{backend}"
        );
        // On the owner's clock, with a link straight to the lead (issue 23.9).
        let body = got[0].decoded();
        assert!(body.contains("(UK time)"), "{backend}: {body}");
        assert!(
            body.contains(&format!("/admin#/leads/{id}")),
            "{backend}: {body}"
        );
        assert!(
            !has_iso_stamp(&body) && !body.contains(".000Z"),
            "{backend}: no raw UTC stamp: {body}"
        );
        eventually(20, "the notification is marked sent", || async {
            inbox.get(&format!("/leads/{id}")).await.1["lead"]["delivery"]["notification"] == "sent"
        })
        .await;
        tokio::time::sleep(Duration::from_millis(500)).await;
        assert_eq!(
            sink.messages().len(),
            1,
            "{backend}: no acknowledgement to a honeypot address"
        );

        let (_, list) = inbox.get("/leads").await;
        assert_eq!(ids(&list), vec![id], "{backend}: now in the inbox");
        let (status, body) = inbox.act(id, "release", json!({})).await;
        assert_eq!(
            (status, body["error"].as_str()),
            (409, Some("Only an enquiry marked as spam can be released.")),
            "{backend}"
        );
        assert_eq!(
            scalar(&inbox.pool, "SELECT COUNT(*) FROM outbox").await,
            1,
            "{backend}"
        );
        assert_eq!(
            scalar(&inbox.pool, &format!("SELECT COUNT(*) FROM owner_audit WHERE action = 'released lead #{id} from spam'")).await,
            1
        );
        inbox.finish().await;
    }
}

/// The owner's address refused the notification (550): it failed; once the
/// mailbox is fixed, Resend delivers it.
#[tokio::test]
async fn a_failed_notification_is_resent_and_delivered() {
    for backend in backends() {
        let sink = SmtpSink::start().await;
        sink.reject(&[NOTIFY]);
        let inbox = OwnerClient::start_with(backend, |o, _| Options {
            smtp_url: Some(sink.url()),
            ..o
        })
        .await;
        let res = inbox
            .app
            .post_json(
                "/api/contact",
                &json!({ "name": "Fay", "phone": "07700 900789", "service": "Boiler Services" }),
            )
            .await;
        assert_eq!(res.status(), 200);
        let id = res.json::<Value>().await.unwrap()["id"].as_i64().unwrap();
        eventually(20, "the notification fails", || async {
            inbox.get(&format!("/leads/{id}")).await.1["lead"]["delivery"]["notification"]
                == "failed"
        })
        .await;
        let (_, body) = inbox.get(&format!("/leads/{id}")).await;
        assert!(
            body["mail"][0]["lastError"]
                .as_str()
                .unwrap()
                .contains("550"),
            "{backend}: {body}"
        );
        assert!(body["mail"][0]["failureReason"].is_string(), "{backend}");

        sink.reject(&[]);
        let (status, body) = inbox.act(id, "resend", json!({})).await;
        assert_eq!(status, 200, "{backend}: {body}");
        assert_eq!(body["history"][1]["kind"], "resent");
        // The owner's failure summary may arrive too; wait for the notification.
        eventually(20, "the notification arrives", || async {
            sink.messages().iter().any(|m| {
                m.rcpt_to == [NOTIFY] && m.header("Subject").unwrap().contains(&format!("#{id}"))
            })
        })
        .await;
        eventually(20, "the notification is marked sent", || async {
            inbox.get(&format!("/leads/{id}")).await.1["lead"]["delivery"]["notification"] == "sent"
        })
        .await;
        let (status, body) = inbox.act(id, "resend", json!({})).await;
        assert_eq!(
            (status, body["error"].as_str()),
            (
                409,
                Some("Its notification is sent: only a failed or abandoned one can be sent again.")
            ),
            "{backend}"
        );
        inbox.finish().await;
    }
}

/// Whether `text` holds an ISO 8601 time as the database stores it (a digit,
/// `T`, two digits and a colon: `2026-12-07T20:43`). Not `T1` alone: the
/// message's random MIME boundary holds that now and then (about one run
/// in fifty: it failed CI once).
fn has_iso_stamp(text: &str) -> bool {
    text.as_bytes().windows(5).any(|w| {
        w[0].is_ascii_digit()
            && w[1] == b'T'
            && w[2].is_ascii_digit()
            && w[3].is_ascii_digit()
            && w[4] == b':'
    })
}

#[test]
fn the_stamp_check_finds_a_stamp_and_not_a_boundary() {
    assert!(has_iso_stamp("received 2026-12-07T20:43:52.000Z"));
    assert!(!has_iso_stamp(
        "boundary=\"d0hsuwv3a0T1QLe2vaTtzbrwPf7R243IIqAZSNZl\""
    ));
    assert!(!has_iso_stamp("Monday 7 December 2026 at 20:43 (UK time)"));
}
