//! Asking from a lead: a job with a photograph is needed, the link reaches
//! the customer by email (Reply-To the business) or as WhatsApp text, the
//! history and the audit say so, and a new link supersedes the old one.

use super::*;
use crate::helpers::{backends, scalar};

#[tokio::test]
async fn asking_needs_a_job_with_a_photograph() {
    for backend in backends() {
        let sink = SmtpSink::start().await;
        let inbox = start(backend, &sink).await;
        let id = ann(&inbox).await;
        let s = state(&inbox, id).await;
        assert_eq!(
            (
                s["status"].as_str(),
                s["hasDraft"].as_bool(),
                s["canEmail"].as_bool()
            ),
            (Some("not-asked"), Some(false), Some(true)),
            "{backend}: {s}"
        );
        let (status, body) = inbox
            .post(
                &format!("/leads/{id}/job/consent"),
                Some(json!({ "via": "email" })),
            )
            .await;
        assert_eq!(status, 409, "{backend}: {body}");
        assert!(
            body["error"]
                .as_str()
                .unwrap()
                .contains("Write the job first"),
            "{body}"
        );

        let d = draft(&inbox, id).await;
        let (status, body) = inbox
            .post(
                &format!("/leads/{id}/job/consent"),
                Some(json!({ "via": "email" })),
            )
            .await;
        assert_eq!(status, 422, "{backend}: {body}");
        assert!(
            body["error"]
                .as_str()
                .unwrap()
                .contains("at least one photograph"),
            "{body}"
        );

        let (status, _) = inbox
            .post(
                &format!("/leads/{id}/job/consent"),
                Some(json!({ "via": "pigeon" })),
            )
            .await;
        assert!(status == 400 || status == 422, "{backend}: {status}");
        let (status, _) = inbox
            .post("/leads/999999/job/consent", Some(json!({ "via": "email" })))
            .await;
        assert_eq!(status, 404, "{backend}");

        photo(&inbox, d, "After").await;
        let s = state(&inbox, id).await;
        assert_eq!(
            (s["status"].as_str(), s["photos"].as_i64()),
            (Some("not-asked"), Some(1))
        );
        assert_eq!(s["neighbourhood"], "Thornwood");
        assert_eq!(
            scalar(&inbox.pool, "SELECT COUNT(*) FROM consents").await,
            0
        );
        inbox.finish().await;
    }
}

#[tokio::test]
async fn the_link_goes_by_email_or_whatsapp_and_a_new_one_supersedes_the_old() {
    for backend in backends() {
        let sink = SmtpSink::start().await;
        let inbox = start(backend, &sink).await;
        let (id, _, _) = job(&inbox).await;

        let sent = ask(&inbox, id, "email").await;
        assert_eq!(sent["emailed"], true, "{backend}");
        let first = sent["state"].clone();
        assert_eq!(first["status"], "asked");
        assert_eq!(first["sentVia"], "email");
        assert!(first["sentAt"].is_string() && first["sentBy"].is_string());
        let first_path = page_path(&first);
        assert_eq!(
            first_path.len(),
            "/api/consent/".len() + 64,
            "a 256-bit token"
        );
        assert_eq!(
            state(&inbox, id).await,
            first,
            "{backend}: GET says the same"
        );

        let mail = sink.wait_for(1, 20).await;
        let m = &mail[0];
        assert_eq!(m.rcpt_to, ["ann@example.com"]);
        assert_eq!(
            m.header("Reply-To").as_deref(),
            Some(content::business().email),
            "{backend}: an answer reaches the firm"
        );
        assert!(
            m.header("Subject")
                .unwrap()
                .contains("May we show your job")
        );
        assert!(
            m.decoded().contains(&format!("{SITE}{first_path}")),
            "the link is in it"
        );

        let (_, lead) = inbox.get(&format!("/leads/{id}")).await;
        let last = lead["history"].as_array().unwrap().last().unwrap().clone();
        assert_eq!(
            (last["kind"].as_str(), last["to"].as_str()),
            (Some("consent-asked"), Some("email")),
            "{backend}: {last}"
        );
        assert_eq!(
            scalar(
                &inbox.pool,
                &format!(
                    "SELECT COUNT(*) FROM owner_audit WHERE action = 'asked for consent to show the job on lead #{id} (email)'"
                )
            )
            .await,
            1
        );

        // A second link, by WhatsApp: the first is superseded and opens nothing.
        let again = ask(&inbox, id, "whatsapp").await;
        assert_eq!(again["emailed"], false);
        let second = &again["state"];
        let second_path = page_path(second);
        assert_ne!(second_path, first_path);
        let wa = second["whatsapp"].as_str().unwrap();
        assert!(wa.starts_with("https://wa.me/447700900456?text="), "{wa}");
        assert!(wa.contains(&second_path.replace('/', "%2F")), "{wa}");
        assert_eq!(
            customer_reads(&inbox, &first_path).await.0,
            404,
            "{backend}"
        );
        assert_eq!(
            customer_reads(&inbox, &second_path).await.0,
            200,
            "{backend}"
        );
        assert_eq!(row(&inbox, &first_path).await.0, "superseded");
        assert_eq!(sink.messages().len(), 1, "WhatsApp sends no email");
        inbox.finish().await;
    }
}

#[tokio::test]
async fn no_email_address_is_a_clear_refusal() {
    for backend in backends() {
        let sink = SmtpSink::start().await;
        let inbox = start(backend, &sink).await;
        let id = store(
            &inbox.pool,
            Stored {
                name: "Bob",
                phone: "0141 496 0000",
                email: None,
                ..Default::default()
            },
        )
        .await;
        let d = draft(&inbox, id).await;
        photo(&inbox, d, "After").await;
        for via in ["email", "whatsapp"] {
            let (status, body) = inbox
                .post(
                    &format!("/leads/{id}/job/consent"),
                    Some(json!({ "via": via })),
                )
                .await;
            assert_eq!(status, 422, "{backend} {via}: {body}");
        }
        let copied = ask(&inbox, id, "link").await;
        assert_eq!(copied["state"]["status"], "asked");
        assert_eq!(
            copied["state"]["whatsapp"],
            Value::Null,
            "a landline has no WhatsApp"
        );
        assert!(copied["state"]["link"].is_string());
        inbox.finish().await;
    }
}
