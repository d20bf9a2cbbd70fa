//! Review requests and recorded reviews (issue 34.1-2) through the real
//! server and a real SMTP sink, on SQLite and PostgreSQL: asked once per won
//! lead (two taps at once send one email), the same honest words with every
//! platform's link, WhatsApp as a link; a review recorded with each field
//! checked and named, a duplicate link refused, a staff account allowed to
//! ask and record but not to remove; Results counts both.

use crate::admin_leads::{Stored, store};
use crate::admin_money::stage;
use crate::helpers::{Options, backends, scalar};
use crate::owner_client::OwnerClient;
use crate::smtp_sink::{Received, SmtpSink};
use api::admin::accounts::Role;
use serde_json::{Value, json};

const STAFF: &str = "fitter@kelvintrades.example";

/// A won lead from Ann, with `email` if given and a UK mobile.
async fn won_lead(inbox: &OwnerClient, email: Option<&'static str>) -> i64 {
    let id = store(
        &inbox.pool,
        Stored {
            name: "Ann Boyle",
            phone: "07700 900123",
            email,
            location: Some("G11 6AA, Partick"),
            ..Stored::default()
        },
    )
    .await;
    let (s, b) = stage(inbox, id, "won", json!({ "amountPence": 25_000 })).await;
    assert_eq!(s, 200, "{b}");
    id
}

async fn mail_to(sink: &SmtpSink, subject: &str) -> Received {
    for _ in 0..400 {
        if let Some(m) = sink
            .messages()
            .into_iter()
            .find(|m| m.header("Subject").is_some_and(|s| s.starts_with(subject)))
        {
            return m;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    panic!("no email `{subject}`");
}

/// A review as the form sends it, valid on the shipped catalogue.
fn review(url: &str) -> Value {
    json!({
        "platform": "google",
        "url": url,
        "rating": 4,
        "text": "Came out the same day and fixed the boiler. Tidy and polite.",
        "publishedOn": "2026-11-10",
        "firstName": "Ann",
        "town": "partick",
        "service": "boiler-repair",
    })
}

fn field_named(body: &Value, field: &str) -> bool {
    body["fields"].get(field).is_some()
}

/// Asked once, by email: two taps at once queue one email and one history
/// line; the second tap (and a third later) is a 409 naming the day. The
/// email reaches the customer, Reply-To the business, with every platform's
/// link, the honest-opinion words and nothing offered.
#[tokio::test]
async fn a_won_lead_is_asked_once_by_email() {
    for backend in backends() {
        let sink = SmtpSink::start().await;
        let inbox = OwnerClient::start_with(backend, |o, _| Options {
            smtp_url: Some(sink.url()),
            ..o
        })
        .await;
        let id = won_lead(&inbox, Some("ann@example.com")).await;
        let path = format!("/leads/{id}/review-request");
        let (a, b) = tokio::join!(
            inbox.post(&path, Some(json!({ "via": "email" }))),
            inbox.post(&path, Some(json!({ "via": "email" }))),
        );
        let mut statuses = [a.0, b.0];
        statuses.sort();
        assert_eq!(statuses, [200, 409], "{backend}: {a:?} {b:?}");
        let ok = if a.0 == 200 { &a.1 } else { &b.1 };
        assert_eq!(ok["requested"]["via"], "email");
        assert_eq!(ok["whatsapp"], Value::Null);
        let refused = if a.0 == 409 { &a.1 } else { &b.1 };
        assert!(
            refused["error"]
                .as_str()
                .unwrap()
                .contains("already asked for a review on"),
            "{refused}"
        );
        assert_eq!(
            scalar(
                &inbox.pool,
                "SELECT CAST(COUNT(*) AS BIGINT) FROM outbox WHERE kind = 'review-request'"
            )
            .await,
            1,
            "{backend}: one email"
        );
        let (s, again) = inbox.post(&path, Some(json!({ "via": "whatsapp" }))).await;
        assert_eq!(s, 409, "{again}");

        let m = mail_to(&sink, "Would you review Kelvin Trades?").await;
        assert_eq!(m.rcpt_to, vec!["ann@example.com".to_string()]);
        assert_eq!(
            m.header("Reply-To").as_deref(),
            Some("hello@kelvintrades.example")
        );
        let text = m.decoded();
        assert!(text.contains("Hello Ann,"), "{text}");
        for p in content::business().review_platforms {
            assert!(
                text.contains(p.review_url),
                "{backend}: {} missing: {text}",
                p.name
            );
        }
        assert!(text.contains("honestly think, good or bad"), "{text}");
        let lower = text.to_lowercase();
        for w in [
            "discount",
            "voucher",
            "prize",
            "reward",
            "free",
            "happy",
            "satisfied",
            "5 star",
            "five star",
            "if you were",
            "gift",
        ] {
            assert!(
                !lower.contains(w),
                "{backend}: `{w}` in the request: {text}"
            );
        }

        let (_, page) = inbox.get(&format!("/leads/{id}")).await;
        let kinds: Vec<&str> = page["history"]
            .as_array()
            .unwrap()
            .iter()
            .filter_map(|h| h["kind"].as_str())
            .filter(|k| *k == "review-requested")
            .collect();
        assert_eq!(kinds.len(), 1, "{backend}: {page}");
        let (_, listed) = inbox.get(&format!("/leads/{id}/reviews")).await;
        assert_eq!(listed["requested"]["via"], "email");
        assert_eq!(listed["won"], true);
        let audit = scalar(
            &inbox.pool,
            "SELECT CAST(COUNT(*) AS BIGINT) FROM owner_audit WHERE action LIKE 'asked for a review%'",
        )
        .await;
        assert_eq!(audit, 1);
        inbox.finish().await;
    }
}

/// Not won: 409 with a sentence. By email with no address: 422 naming
/// `email`. By WhatsApp: a wa.me link with the words, nothing queued. A
/// staff account may ask.
#[tokio::test]
async fn the_request_is_refused_where_it_cannot_go() {
    for backend in backends() {
        let inbox = OwnerClient::start(backend).await;
        let open = store(&inbox.pool, Stored::default()).await;
        let (s, b) = inbox
            .post(
                &format!("/leads/{open}/review-request"),
                Some(json!({ "via": "email" })),
            )
            .await;
        assert_eq!(s, 409, "{backend}: {b}");
        assert!(
            b["error"].as_str().unwrap().contains("Only a won lead"),
            "{b}"
        );

        let id = won_lead(&inbox, None).await;
        let path = format!("/leads/{id}/review-request");
        let (s, b) = inbox.post(&path, Some(json!({ "via": "post" }))).await;
        assert_eq!(s, 422, "{b}");
        assert!(field_named(&b, "via"), "{b}");
        let (s, b) = inbox.post(&path, Some(json!({ "via": "email" }))).await;
        assert_eq!(s, 422, "{b}");
        assert!(field_named(&b, "email"), "{b}");
        assert!(b["error"].as_str().unwrap().contains("WhatsApp"), "{b}");

        let staff = inbox.member(STAFF, Role::Staff).await;
        let (s, b) = staff.post(&path, Some(json!({ "via": "whatsapp" }))).await;
        assert_eq!(s, 200, "{backend}: staff may ask: {b}");
        let link = b["whatsapp"].as_str().unwrap();
        assert!(
            link.starts_with("https://wa.me/447700900123?text="),
            "{link}"
        );
        assert!(
            link.contains("honestly%20think%2C%20good%20or%20bad"),
            "{link}"
        );
        assert!(link.contains("Trustpilot"), "{link}");
        assert_eq!(b["requested"]["by"], STAFF);
        assert_eq!(
            scalar(
                &inbox.pool,
                "SELECT CAST(COUNT(*) AS BIGINT) FROM outbox WHERE kind = 'review-request'"
            )
            .await,
            0
        );
        inbox.finish().await;
    }
}

/// Recorded from a won lead: 201 and listed 'ready'; every bad field named;
/// a duplicate link 409; a link on another host refused; a staff account
/// records but cannot remove; the owner removes. Results counts.
#[tokio::test]
async fn a_review_is_recorded_checked_and_counted() {
    for backend in backends() {
        let inbox = OwnerClient::start(backend).await;
        let open = store(&inbox.pool, Stored::default()).await;
        let (s, b) = inbox
            .post(
                &format!("/leads/{open}/reviews"),
                Some(review("https://www.google.com/maps/r/1")),
            )
            .await;
        assert_eq!(s, 409, "{backend}: not won: {b}");

        let id = won_lead(&inbox, Some("ann@example.com")).await;
        let path = format!("/leads/{id}/reviews");
        let url = "https://www.google.com/maps/reviews/ann-1";
        let (s, b) = inbox.post(&path, Some(review(url))).await;
        assert_eq!(s, 201, "{backend}: {b}");
        assert_eq!(b["status"], "ready");
        assert_eq!(b["town"], "Partick", "the catalogue's spelling");
        assert_eq!(b["area"], "partick");
        assert_eq!(b["platformName"], "Google");
        let review_id = b["id"].as_i64().unwrap();

        let (s, b) = inbox.post(&path, Some(review(url))).await;
        assert_eq!(s, 409, "{backend}: the same link twice: {b}");

        let bad: [(&str, Value, &str); 12] = [
            ("platform", json!("yelp"), "platform"),
            ("url", json!("http://www.google.com/maps/x"), "url"),
            ("url", json!("https://www.google.com.evil.example/x"), "url"),
            (
                "url",
                json!(format!("https://www.google.com/{}", "x".repeat(500))),
                "url",
            ),
            ("rating", json!(6), "rating"),
            ("text", json!("Great."), "text"),
            ("publishedOn", json!("2099-01-01"), "publishedOn"),
            ("publishedOn", json!("2026-10-01"), "publishedOn"),
            ("firstName", json!("Ann Boyle"), "firstName"),
            ("town", json!("Narnia"), "town"),
            ("service", json!("unicorn-grooming"), "service"),
            ("area", json!("paisley"), "area"),
        ];
        for (field, value, named) in bad {
            let mut body = review("https://www.google.com/maps/reviews/other");
            body[field] = value.clone();
            let (s, b) = inbox.post(&path, Some(body)).await;
            assert_eq!(s, 422, "{backend}: {field} = {value}: {b}");
            assert!(
                field_named(&b, named),
                "{backend}: {field} = {value} names {named}: {b}"
            );
        }
        // A Trustpilot review's link must be on Trustpilot.
        let mut body = review("https://www.google.com/maps/reviews/tp");
        body["platform"] = json!("trustpilot");
        let (s, b) = inbox.post(&path, Some(body)).await;
        assert_eq!(s, 422, "{b}");
        assert!(
            b["fields"]["url"]["message"]
                .as_str()
                .unwrap()
                .contains("trustpilot.com"),
            "{b}"
        );

        // A neighbourhood names its area.
        let mut body = review("https://uk.trustpilot.com/reviews/abc");
        body["platform"] = json!("trustpilot");
        body["town"] = json!("Merchant City");
        body["rating"] = json!(2);
        let staff = inbox.member(STAFF, Role::Staff).await;
        let (s, b) = staff.post(&path, Some(body)).await;
        assert_eq!(s, 201, "{backend}: staff may record: {b}");
        assert_eq!(b["area"], "glasgow-city-centre");

        let (_, listed) = inbox.get(&path).await;
        assert_eq!(listed["reviews"].as_array().unwrap().len(), 2, "{listed}");
        let (_, results) = inbox.get("/results").await;
        assert_eq!(
            results["reviews"],
            json!({ "requested": 0, "recorded": 2 }),
            "{backend}"
        );

        let (s, _) = staff.delete(&format!("/reviews/{review_id}")).await;
        assert_eq!(s, 403, "{backend}: removing is the owner's");
        let (s, b) = inbox.delete(&format!("/reviews/{review_id}")).await;
        assert_eq!(s, 200, "{backend}: {b}");
        let (s, _) = inbox.delete(&format!("/reviews/{review_id}")).await;
        assert_eq!(s, 404);
        let (_, listed) = inbox.get(&path).await;
        assert_eq!(listed["reviews"].as_array().unwrap().len(), 1, "{listed}");

        let (s, _) = inbox
            .post(
                &format!("/leads/{id}/review-request"),
                Some(json!({ "via": "whatsapp" })),
            )
            .await;
        assert_eq!(s, 200);
        let (_, results) = inbox.get("/results").await;
        assert_eq!(
            results["reviews"],
            json!({ "requested": 1, "recorded": 1 }),
            "{backend}"
        );
        let (_, page) = inbox.get(&format!("/leads/{id}")).await;
        let recorded = page["history"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|h| h["kind"] == "review-recorded")
            .count();
        assert_eq!(recorded, 2, "{backend}");
        inbox.finish().await;
    }
}
