//! Replies from a lead (issue 33.6) through the real server and a real SMTP
//! sink, on SQLite and PostgreSQL: the templates the owner rewords (an
//! unknown placeholder refused by name), a template filled in for a lead,
//! sent by email in the thread of the customer's acknowledgement, or as a
//! WhatsApp link; each kept in the lead's history with what was sent.

use crate::admin_leads::{Stored, store};
use crate::helpers::{NOTIFY, Options, backends, scalar};
use crate::owner_client::OwnerClient;
use crate::smtp_sink::SmtpSink;
use serde_json::{Value, json};

async fn put(inbox: &OwnerClient, key: &str, body: Value) -> (u16, Value) {
    let res = inbox
        .app
        .client
        .put(inbox.app.url(&format!("/api/admin/reply-templates/{key}")))
        .header("cookie", inbox.cookie())
        .header("origin", crate::helpers::SITE)
        .header("x-csrf-token", inbox.csrf())
        .json(&json!({ "body": body }))
        .send()
        .await
        .unwrap();
    let status = res.status().as_u16();
    (status, res.json().await.unwrap())
}

/// The five templates, reworded and put back; a placeholder we cannot fill
/// is refused naming it, and nothing is saved.
#[tokio::test]
async fn templates_are_reworded_and_unknown_placeholders_refused() {
    for backend in backends() {
        let inbox = OwnerClient::start(backend).await;
        let (status, list) = inbox.get("/reply-templates").await;
        assert_eq!(status, 200, "{backend}: {list}");
        let keys: Vec<&str> = list["templates"]
            .as_array()
            .unwrap()
            .iter()
            .map(|t| t["key"].as_str().unwrap())
            .collect();
        assert_eq!(
            keys,
            [
                "acknowledge",
                "photos",
                "quote-sent",
                "visit-booked",
                "follow-up"
            ]
        );
        assert_eq!(
            list["placeholders"],
            json!(["{first_name}", "{service}", "{area}", "{reference}"])
        );
        assert!(
            list["templates"]
                .as_array()
                .unwrap()
                .iter()
                .all(|t| t["edited"] == false)
        );

        let (status, body) = put(
            &inbox,
            "photos",
            json!("Hi {first_name}, send photos of the {boiler} please ({reference})."),
        )
        .await;
        assert_eq!(status, 422, "{backend}: {body}");
        assert_eq!(
            body["fields"]["body"]["message"],
            "{boiler} is not a placeholder we can fill in. Use {first_name}, {service}, {area} or {reference}."
        );
        let (status, body) = put(&inbox, "photos", json!("Hi {first_name, send photos")).await;
        assert_eq!(status, 422, "{backend}: {body}");
        assert_eq!(
            scalar(&inbox.pool, "SELECT COUNT(*) FROM reply_templates").await,
            0
        );

        let words = "Hi {first_name}, could you send photos of the {service} job in {area}? Ref {reference}.";
        let (status, body) = put(&inbox, "photos", json!(format!("  {words}\r\n"))).await;
        assert_eq!(status, 200, "{backend}: {body}");
        let photos = &body["templates"][1];
        assert_eq!(
            (photos["body"].as_str(), photos["edited"].as_bool()),
            (Some(words), Some(true))
        );
        assert_eq!(
            scalar(&inbox.pool, "SELECT COUNT(*) FROM owner_audit WHERE action = 'reworded the ''photos'' reply template'").await,
            1
        );
        let (status, body) = put(&inbox, "photos", Value::Null).await;
        assert_eq!(status, 200, "{backend}: {body}");
        assert_eq!(body["templates"][1]["edited"], false);
        assert!(
            body["templates"][1]["body"]
                .as_str()
                .unwrap()
                .contains("a few photographs")
        );
        let (status, _) = put(&inbox, "invoice", json!("Hi")).await;
        assert_eq!(status, 404);
        // Signed out: refused.
        let res = inbox.app.get("/api/admin/reply-templates").await;
        assert_eq!(res.status(), 401);
        inbox.finish().await;
    }
}

/// A reply by email goes in the customer's thread: In-Reply-To and
/// References name the acknowledgement's Message-ID, the subject is 'Re: '
/// the acknowledgement's, and the words are as edited. The history keeps
/// the template, the channel and the words.
#[tokio::test]
async fn an_email_reply_is_threaded_under_the_acknowledgement() {
    for backend in backends() {
        let sink = SmtpSink::start().await;
        let inbox = OwnerClient::start_with(backend, |o, _| Options {
            smtp_url: Some(sink.url()),
            ..o
        })
        .await;
        let res = inbox
            .app
            .post_json(
                "/api/contact",
                &json!({ "name": "Ann Boyle", "phone": "07700 900123", "email": "ann@example.com", "service": "Boiler Services", "location": "Partick" }),
            )
            .await;
        assert_eq!(res.status(), 200);
        let id = res.json::<Value>().await.unwrap()["id"].as_i64().unwrap();
        let got = sink.wait_for(2, 20).await;
        let ack = got
            .iter()
            .find(|m| m.rcpt_to == ["ann@example.com"])
            .unwrap()
            .clone();
        let ack_id = ack.header("Message-ID").unwrap();
        let ack_subject = ack.header("Subject").unwrap();

        let (status, filled) = inbox.get(&format!("/leads/{id}/replies")).await;
        assert_eq!(status, 200, "{backend}: {filled}");
        assert_eq!(
            (filled["email"].as_bool(), filled["whatsapp"].as_bool()),
            (Some(true), Some(true))
        );
        let photos = filled["replies"]
            .as_array()
            .unwrap()
            .iter()
            .find(|r| r["key"] == "photos")
            .unwrap();
        let text = photos["text"].as_str().unwrap();
        assert!(
            text.starts_with(
                "Hello Ann, a few photographs would help us price your Boiler Services job."
            ),
            "{text}"
        );
        assert!(text.ends_with(&format!("Reference #{id}.")), "{text}");

        // A placeholder left in is not sent.
        let (status, body) = inbox
            .act(
                id,
                "replies",
                json!({ "template": "photos", "text": "Hello {first_name}", "channel": "email" }),
            )
            .await;
        assert_eq!(status, 422, "{backend}: {body}");
        assert_eq!(
            body["fields"]["text"]["message"],
            "Fill in {first_name} before sending, or take it out."
        );

        let edited = format!("{text}\n\nThe boiler cupboard and the pipes under it, ideally.");
        let (status, body) = inbox
            .act(
                id,
                "replies",
                json!({ "template": "photos", "text": edited, "channel": "email" }),
            )
            .await;
        assert_eq!(status, 200, "{backend}: {body}");
        assert_eq!(body["whatsapp"], Value::Null);
        let last = body["page"]["history"]
            .as_array()
            .unwrap()
            .last()
            .unwrap()
            .clone();
        assert_eq!(
            (
                last["kind"].as_str(),
                last["from"].as_str(),
                last["to"].as_str(),
                last["note"].as_str()
            ),
            (
                Some("reply"),
                Some("photos"),
                Some("email"),
                Some(edited.as_str())
            ),
            "{backend}"
        );
        let got = sink.wait_for(3, 20).await;
        let reply = got
            .iter()
            .find(|m| m.header("Subject").is_some_and(|s| s.starts_with("Re: ")))
            .unwrap();
        assert_eq!(reply.rcpt_to, vec!["ann@example.com".to_string()]);
        assert_eq!(
            reply.header("Subject").unwrap(),
            format!("Re: {ack_subject}")
        );
        assert_eq!(
            reply.header("In-Reply-To").as_deref(),
            Some(ack_id.as_str()),
            "{}",
            reply.raw
        );
        assert_eq!(reply.header("References").as_deref(), Some(ack_id.as_str()));
        assert_ne!(reply.header("Message-ID").as_deref(), Some(ack_id.as_str()));
        assert_eq!(reply.header("Reply-To").as_deref(), Some(NOTIFY));
        assert!(
            reply
                .decoded()
                .contains("The boiler cupboard and the pipes under it, ideally."),
            "{}",
            reply.raw
        );
        assert_eq!(
            scalar(&inbox.pool, &format!("SELECT COUNT(*) FROM owner_audit WHERE action = 'sent the ''photos'' reply on lead #{id} by email'")).await,
            1
        );
        inbox.finish().await;
    }
}

/// By WhatsApp the answer is the wa.me link with the words written in; no
/// email goes. A landline cannot take WhatsApp and a lead without an address
/// cannot be emailed: both refused in words. A stale screen gets 409.
#[tokio::test]
async fn a_whatsapp_reply_answers_the_link_and_is_recorded() {
    for backend in backends() {
        let inbox = OwnerClient::start(backend).await;
        let id = store(
            &inbox.pool,
            Stored {
                name: "Ann Boyle",
                phone: "07700 900123",
                ..Stored::default()
            },
        )
        .await;
        let (_, filled) = inbox.get(&format!("/leads/{id}/replies")).await;
        assert_eq!(
            (filled["email"].as_bool(), filled["whatsapp"].as_bool()),
            (Some(false), Some(true))
        );
        let text = "Hello Ann, see you Thursday & thanks!";
        let (status, body) = inbox
            .act(
                id,
                "replies",
                json!({ "template": "visit-booked", "text": text, "channel": "whatsapp" }),
            )
            .await;
        assert_eq!(status, 200, "{backend}: {body}");
        assert_eq!(
            body["whatsapp"],
            "https://wa.me/447700900123?text=Hello%20Ann%2C%20see%20you%20Thursday%20%26%20thanks%21"
        );
        let last = body["page"]["history"]
            .as_array()
            .unwrap()
            .last()
            .unwrap()
            .clone();
        assert_eq!(
            (last["to"].as_str(), last["note"].as_str()),
            (Some("whatsapp"), Some(text))
        );
        assert_eq!(scalar(&inbox.pool, "SELECT COUNT(*) FROM outbox").await, 0);

        let (status, body) = inbox
            .act(
                id,
                "replies",
                json!({ "template": "visit-booked", "text": text, "channel": "email" }),
            )
            .await;
        assert_eq!(
            (status, body["error"].as_str()),
            (
                409,
                Some("This customer gave no email address: send it by WhatsApp or call them.")
            )
        );
        let landline = store(
            &inbox.pool,
            Stored {
                phone: "0141 496 0000",
                ..Stored::default()
            },
        )
        .await;
        let (status, body) = inbox
            .act(
                landline,
                "replies",
                json!({ "template": "follow-up", "text": "Hello", "channel": "whatsapp" }),
            )
            .await;
        assert_eq!(status, 409, "{backend}: {body}");
        let (status, body) = inbox
            .act(
                id,
                "replies",
                json!({ "template": "nope", "text": "Hello", "channel": "whatsapp" }),
            )
            .await;
        assert_eq!(status, 422, "{backend}: {body}");
        let (status, body) = inbox
            .post(&format!("/leads/{id}/replies"), Some(json!({ "template": "follow-up", "text": "Hello", "channel": "whatsapp", "version": 1 })))
            .await;
        assert_eq!(status, 409, "{backend}: stale: {body}");
        assert!(body["current"].is_object());
        inbox.finish().await;
    }
}
