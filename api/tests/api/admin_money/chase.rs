//! Quotes to chase (issue 33.3): listed once the catalogue's days have
//! passed, one tap reminds the customer by email and gives the WhatsApp
//! link, the history records it and the lead leaves the list.

use super::*;
use crate::helpers::NOTIFY;
use crate::smtp_sink::SmtpSink;

fn days_ago(days: i64) -> String {
    hours_ago(days * 24)
}

#[tokio::test]
async fn an_unanswered_quote_is_listed_chased_and_taken_off_the_list() {
    let chase_days = i64::from(content::business().quote_chase_days);
    assert_eq!(chase_days, 3, "the catalogue's choice");
    for backend in backends() {
        let sink = SmtpSink::start().await;
        let inbox = OwnerClient::start_with(backend, |o, _| Options {
            smtp_url: Some(sink.url()),
            ..o
        })
        .await;
        let old = store(
            &inbox.pool,
            Stored {
                name: "Ann Boyle",
                phone: "07700 900123",
                email: Some("ann@example.com"),
                service: "Boiler Repair",
                ..Default::default()
            },
        )
        .await;
        let fresh = store(&inbox.pool, Stored::default()).await;
        for id in [old, fresh] {
            let (s, body) = stage(&inbox, id, "quoted", json!({ "amountPence": 123_450 })).await;
            assert_eq!(s, 200, "{backend}: {body}");
        }
        // Ann's quote was given four days ago; the other's today.
        sqlx::query("UPDATE enquiries SET quoted_at = $1 WHERE id = $2")
            .bind(days_ago(chase_days + 1))
            .bind(old)
            .execute(&inbox.pool)
            .await
            .unwrap();

        let (s, list) = inbox.get("/leads?view=chase").await;
        assert_eq!(s, 200, "{backend}: {list}");
        let ids: Vec<i64> = list["leads"]
            .as_array()
            .unwrap()
            .iter()
            .map(|l| l["id"].as_i64().unwrap())
            .collect();
        assert_eq!(ids, vec![old], "{backend}");
        assert_eq!(list["counts"]["chase"], 1, "{backend}");
        assert_eq!(list["leads"][0]["money"]["chaseDue"], true, "{backend}");
        let (_, pulse) = inbox.get("/pulse").await;
        assert_eq!(pulse["counts"]["chase"], 1, "{backend}");

        // Not due: refused, nothing sent.
        let (s, body) = inbox.act(fresh, "chase", json!({})).await;
        assert_eq!(s, 409, "{backend}: {body}");

        let (s, sent) = inbox.act(old, "chase", json!({})).await;
        assert_eq!(s, 200, "{backend}: {sent}");
        assert_eq!(sent["emailed"], true);
        let wa = sent["whatsapp"].as_str().unwrap();
        assert!(
            wa.starts_with("https://wa.me/447700900123?text=Hello%20Ann%2C"),
            "{wa}"
        );
        assert!(wa.contains("%C2%A31%2C234.50"), "the amount: {wa}");
        assert!(wa.contains("Boiler%20Repair"), "the service: {wa}");
        let history = sent["page"]["history"].as_array().unwrap();
        let last = history.last().unwrap();
        assert_eq!(last["kind"], "chased", "{backend}");
        assert_eq!(last["amountPence"], 123_450, "{backend}");
        assert_eq!(
            sent["page"]["lead"]["money"]["chaseDue"], false,
            "{backend}"
        );

        let got = sink.wait_for(1, 20).await;
        let mail = got
            .iter()
            .find(|m| m.rcpt_to == vec!["ann@example.com".to_string()])
            .expect("the reminder reached the customer");
        let text = mail.decoded();
        assert!(
            mail.header("Subject").unwrap().contains(&format!("#{old}")),
            "{backend}"
        );
        assert!(text.contains("£1,234.50"), "{backend}: {text}");
        assert!(text.contains("Boiler Repair"), "{backend}");
        assert!(text.contains("no obligation"), "{backend}: no pressure");
        assert!(
            text.contains(content::business().phone.display()),
            "{backend}: offers a call"
        );
        assert_ne!(mail.rcpt_to, vec![NOTIFY.to_string()]);

        // Off the list until the days pass again; chasing again is refused.
        let (_, list) = inbox.get("/leads?view=chase").await;
        assert_eq!(list["total"], 0, "{backend}");
        assert_eq!(list["counts"]["chase"], 0, "{backend}");
        let (s, _) = inbox.act(old, "chase", json!({})).await;
        assert_eq!(s, 409, "{backend}: chased already");
        sqlx::query("UPDATE enquiries SET chased_at = $1 WHERE id = $2")
            .bind(days_ago(chase_days))
            .bind(old)
            .execute(&inbox.pool)
            .await
            .unwrap();
        let (_, list) = inbox.get("/leads?view=chase").await;
        assert_eq!(list["total"], 1, "{backend}: due again");

        // A stale version is refused like every change.
        let (s, body) = inbox
            .post(
                &format!("/leads/{old}/chase"),
                Some(json!({ "version": 1 })),
            )
            .await;
        assert_eq!(s, 409, "{backend}: {body}");
        assert!(body["current"].is_object(), "{backend}: {body}");

        // A lead with no email: recorded, and the WhatsApp link to send.
        let no_mail = store(
            &inbox.pool,
            Stored {
                phone: "07700 900999",
                ..Default::default()
            },
        )
        .await;
        stage(&inbox, no_mail, "quoted", json!({})).await;
        sqlx::query("UPDATE enquiries SET quoted_at = $1 WHERE id = $2")
            .bind(days_ago(chase_days + 2))
            .bind(no_mail)
            .execute(&inbox.pool)
            .await
            .unwrap();
        let (s, sent) = inbox.act(no_mail, "chase", json!({})).await;
        assert_eq!(s, 200, "{backend}: {sent}");
        assert_eq!(sent["emailed"], false);
        assert!(
            sent["whatsapp"]
                .as_str()
                .unwrap()
                .starts_with("https://wa.me/447700900999")
        );
        assert_eq!(
            scalar(
                &inbox.pool,
                &format!("SELECT COUNT(*) FROM outbox WHERE kind = 'quote-chase' AND enquiry_id = {no_mail}")
            )
            .await,
            0
        );
        inbox.finish().await;
    }
}
