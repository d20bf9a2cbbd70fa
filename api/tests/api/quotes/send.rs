//! Writing and sending a quote: the lines' rules, a stale screen, amounts to
//! the penny, the email and WhatsApp link, and a new version superseding.

use super::*;
use crate::helpers::{backends, eventually, scalar};

/// Every rule of the lines is refused with 422 naming the field, and nothing
/// is stored or sent; a stale screen gets 409 with the lead as it stands.
#[tokio::test]
async fn a_quote_that_breaks_the_rules_is_refused_field_by_field() {
    for backend in backends() {
        let sink = SmtpSink::start().await;
        let inbox = start(backend, &sink).await;
        let id = ann(&inbox).await;
        for (body, field) in [
            (lines(&[]), "lines"),
            (lines(&[("", 100)]), "lines.0.description"),
            (lines(&[("Two\nlines", 100)]), "lines.0.description"),
            (lines(&[(&"x".repeat(201), 100)]), "lines.0.description"),
            (lines(&[("Valve", 0)]), "lines.0.amountPence"),
            (lines(&[("Valve", -5)]), "lines.0.amountPence"),
            (
                lines(&[("Ok", 1), ("Too much", 100_000_001)]),
                "lines.1.amountPence",
            ),
            (lines(&vec![("Line", 100); 21]), "lines"),
        ] {
            let (status, answer) = inbox.act(id, "quotes", json!({ "lines": body })).await;
            assert_eq!(status, 422, "{backend} {field}: {answer}");
            assert!(
                answer["fields"][field]["message"].is_string(),
                "{backend}: names {field}: {answer}"
            );
        }
        let (_, answer) = inbox
            .act(id, "quotes", json!({ "lines": lines(&[("Valve", 0)]) }))
            .await;
        assert_eq!(
            answer["fields"]["lines.0.amountPence"]["message"],
            "Each amount must be between £0.01 and £1,000,000.00."
        );
        // The most a line and a quote may be is fine.
        let (status, _) = inbox
            .act(
                id,
                "quotes",
                json!({ "lines": lines(&vec![("Line", 100_000_000); 20]) }),
            )
            .await;
        assert_eq!(status, 200, "{backend}");

        let (_, seen) = inbox.get(&format!("/leads/{id}")).await;
        let stale = seen["lead"]["version"].as_i64().unwrap() - 1;
        let (status, answer) = inbox
            .post(
                &format!("/leads/{id}/quotes"),
                Some(json!({ "lines": lines(&[("Valve", 100)]), "version": stale })),
            )
            .await;
        assert_eq!(status, 409, "{backend}: {answer}");
        assert_eq!(answer["current"]["quotes"].as_array().unwrap().len(), 1);
        assert_eq!(
            scalar(&inbox.pool, "SELECT COUNT(*) FROM quotes").await,
            1,
            "{backend}: only the good one"
        );
        inbox.finish().await;
    }
}

/// Sent: stored to the penny, the lead quoted with its history and audit,
/// the customer's email (lines, total, VAT, validity, terms, link, Reply-To
/// the business) and WhatsApp with the link; version 2 supersedes version 1.
#[tokio::test]
async fn a_quote_is_sent_to_the_penny_and_a_new_version_supersedes_it() {
    for backend in backends() {
        let sink = SmtpSink::start().await;
        let inbox = start(backend, &sink).await;
        let id = ann(&inbox).await;
        let (_, before) = inbox.get(&format!("/leads/{id}")).await;
        let items = [
            ("Isolating valve", 10),
            ("Washer", 10),
            ("Sealant", 10),
            ("New system boiler, fitted", 100_000_000),
        ];
        let sent = send_quote(&inbox, id, &items).await;
        assert_eq!(sent["version"], 1);
        assert_eq!(sent["emailed"], true);
        let path = page_path(&sent);
        let token = path.strip_prefix("/api/quotes/").unwrap();
        assert!(
            token.len() == 64 && token.bytes().all(|b| b.is_ascii_hexdigit()),
            "256 bits: {token}"
        );
        let whatsapp = sent["whatsapp"].as_str().unwrap();
        assert!(
            whatsapp.starts_with("https://wa.me/447700900456?text=Hello%20Ann%2C"),
            "{whatsapp}"
        );
        assert!(whatsapp.contains(token), "{whatsapp}");
        assert!(whatsapp.contains("%C2%A31%2C000%2C000.30"), "{whatsapp}");

        let page = &sent["page"];
        assert_eq!(page["lead"]["stage"], "quoted", "{backend}");
        assert_eq!(
            page["lead"]["version"].as_i64().unwrap(),
            before["lead"]["version"].as_i64().unwrap() + 1
        );
        let q = &page["quotes"][0];
        assert_eq!(q["version"], 1);
        assert_eq!(q["status"], "sent");
        assert_eq!(q["totalPence"], 100_000_030);
        assert_eq!(
            q["vatPence"], 16_666_672,
            "a sixth of the total, to the penny"
        );
        assert_eq!(q["vatRateBasisPoints"], 2000);
        assert_eq!(
            q["lines"][0],
            json!({ "description": "Isolating valve", "amountPence": 10 })
        );
        assert_eq!(q["createdBy"], crate::owner_client::OWNER);
        assert_eq!(q["link"], sent["link"]);
        let today =
            chrono::NaiveDate::parse_from_str(&api::store::uk_time::today(), "%Y-%m-%d").unwrap();
        assert_eq!(
            q["validUntil"],
            (today + chrono::Days::new(30))
                .format("%Y-%m-%d")
                .to_string()
        );
        let history = page["history"].as_array().unwrap();
        assert_eq!(history[1]["kind"], "quote");
        assert_eq!(history[1]["note"], "Sent quote v1 (£1,000,000.30)");
        assert_eq!(history[2]["kind"], "stage");
        assert_eq!(
            (history[2]["from"].as_str(), history[2]["to"].as_str()),
            (Some("new"), Some("quoted"))
        );
        assert_eq!(
            scalar(
                &inbox.pool,
                &format!("SELECT quoted_pence FROM enquiries WHERE id = {id}")
            )
            .await,
            100_000_030,
            "{backend}: summed to the penny"
        );
        // Summed in SQL on either database, to the penny.
        assert_eq!(
            scalar(
                &inbox.pool,
                "SELECT CAST(SUM(total_pence) AS BIGINT) FROM quotes"
            )
            .await,
            100_000_030
        );
        assert_eq!(
            scalar(&inbox.pool, &format!("SELECT COUNT(*) FROM owner_audit WHERE action = 'sent quote v1 on lead #{id} (£1,000,000.30)'")).await,
            1,
            "{backend}"
        );

        let mail = sink.wait_for(1, 20).await;
        let m = &mail[0];
        assert_eq!(m.rcpt_to, vec!["ann@example.com".to_string()]);
        assert_eq!(
            m.header("Reply-To").as_deref(),
            Some(content::business().email),
            "{backend}"
        );
        assert!(
            m.header("From")
                .unwrap()
                .contains(content::business().email)
        );
        let body = m.decoded();
        for needle in [
            "Hello Ann,",
            "New system boiler, fitted",
            "£1,000,000.00",
            "£1,000,000.30",
            "VAT at 20%",
            "£166,666.72",
            content::business().vat_number,
            &format!("{SITE}/terms"),
            sent["link"].as_str().unwrap(),
        ] {
            assert!(
                body.contains(needle),
                "{backend}: the email has {needle}: {body}"
            );
        }

        // Version 2: the first is superseded, the lead stays quoted at the new total.
        let sent = send_quote(&inbox, id, &[("Boiler service", 9_950)]).await;
        assert_eq!(sent["version"], 2);
        let quotes = sent["page"]["quotes"].as_array().unwrap();
        assert_eq!(
            quotes
                .iter()
                .map(|q| (
                    q["version"].as_i64().unwrap(),
                    q["status"].as_str().unwrap()
                ))
                .collect::<Vec<_>>(),
            vec![(2, "sent"), (1, "superseded")]
        );
        assert_eq!(
            scalar(
                &inbox.pool,
                &format!("SELECT quoted_pence FROM enquiries WHERE id = {id}")
            )
            .await,
            9_950
        );
        let history = sent["page"]["history"].as_array().unwrap();
        assert_eq!(
            history.len(),
            4,
            "{backend}: no second move to quoted: {history:?}"
        );
        assert_eq!(history[3]["note"], "Sent quote v2 (£99.50)");
        eventually(20, "the second email", || async {
            sink.messages().len() == 2
        })
        .await;
        inbox.finish().await;
    }
}

/// No email address: nothing is mailed; a landline: no WhatsApp link. A
/// spam enquiry cannot be quoted.
#[tokio::test]
async fn a_quote_goes_only_where_it_can() {
    for backend in backends() {
        let sink = SmtpSink::start().await;
        let inbox = start(backend, &sink).await;
        let id = store(&inbox.pool, Stored::default()).await;
        let sent = send_quote(&inbox, id, &[("Survey", 5_000)]).await;
        assert_eq!(sent["emailed"], false);
        assert_eq!(sent["whatsapp"], Value::Null);
        assert_eq!(
            scalar(
                &inbox.pool,
                "SELECT COUNT(*) FROM outbox WHERE kind = 'quote'"
            )
            .await,
            0,
            "{backend}"
        );
        let spam = store(
            &inbox.pool,
            Stored {
                status: "spam",
                ..Default::default()
            },
        )
        .await;
        let (status, body) = inbox
            .act(
                spam,
                "quotes",
                json!({ "lines": lines(&[("Survey", 5_000)]) }),
            )
            .await;
        assert_eq!(status, 409, "{backend}: {body}");
        inbox.finish().await;
    }
}
