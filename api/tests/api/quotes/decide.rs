//! The customer's private page and decision: private headers, 404 for a
//! wrong link, accepting wins the lead (history, owner's email), and a quote
//! accepted twice, superseded, declined or expired changes nothing; another
//! site's form is refused.

use super::*;
use crate::helpers::{NOTIFY, backends, eventually, scalar};

/// What a lead looks like in the database: stage, version, won amount and source.
async fn lead_row(inbox: &OwnerClient, id: i64) -> (String, i64, Option<i64>, Option<String>) {
    use sqlx::Row;
    let r =
        sqlx::query("SELECT stage, version, won_pence, won_source FROM enquiries WHERE id = $1")
            .bind(id)
            .fetch_one(&inbox.pool)
            .await
            .unwrap();
    (
        r.try_get("stage").unwrap(),
        r.try_get("version").unwrap(),
        r.try_get("won_pence").unwrap(),
        r.try_get("won_source").unwrap(),
    )
}

#[tokio::test]
async fn the_page_is_private_and_a_wrong_link_is_not_found() {
    for backend in backends() {
        let sink = SmtpSink::start().await;
        let inbox = start(backend, &sink).await;
        let id = ann(&inbox).await;
        let sent = send_quote(
            &inbox,
            id,
            &[("Radiator valves", 12_345), ("Labour", 111_105)],
        )
        .await;
        let path = page_path(&sent);
        let (status, page) = customer_reads(&inbox, &path).await;
        assert_eq!(status, 200, "{backend}");
        let b = content::business();
        for needle in [
            r#"<meta name="robots" content="noindex">"#,
            r#"<meta name="referrer" content="no-referrer">"#,
            b.name,
            "Radiator valves",
            "£123.45",
            "£1,234.50",
            "£205.75",
            b.vat_number,
            "Valid until",
            r#"href="/terms""#,
            &format!(r#"action="{path}/accept""#),
            &format!(r#"action="{path}/decline""#),
        ] {
            assert!(
                page.contains(needle),
                "{backend}: the page has {needle}: {page}"
            );
        }
        assert!(
            !page.contains("<script"),
            "no script, so no page view is counted"
        );

        for wrong in [
            format!("/api/quotes/{}", "0".repeat(64)),
            "/api/quotes/not-a-token".to_string(),
            format!("{path}x"),
        ] {
            let (status, page) = customer_reads(&inbox, &wrong).await;
            assert_eq!(status, 404, "{backend}: {wrong}");
            assert!(page.contains("not recognised"), "{page}");
            let (status, _, _) =
                customer_posts(&inbox, &format!("{wrong}/accept"), &[("name", "Ann")]).await;
            assert_eq!(status, 404, "{backend}: {wrong}");
        }
        assert_eq!(lead_row(&inbox, id).await.0, "quoted");
        inbox.finish().await;
    }
}

#[tokio::test]
async fn accepting_wins_the_lead_once() {
    for backend in backends() {
        let sink = SmtpSink::start().await;
        let inbox = start(backend, &sink).await;
        let id = ann(&inbox).await;
        let sent = send_quote(
            &inbox,
            id,
            &[("Radiator valves", 12_345), ("Labour", 111_105)],
        )
        .await;
        sink.wait_for(1, 20).await;
        let path = page_path(&sent);
        let (_, before, _, _) = lead_row(&inbox, id).await;

        for (name, problem) in [("", "Type your name"), (&*"N".repeat(101), "at most 100")] {
            let (status, page, _) =
                customer_posts(&inbox, &format!("{path}/accept"), &[("name", name)]).await;
            assert_eq!(status, 422, "{backend}");
            assert!(page.contains(problem), "{page}");
        }
        assert_eq!(
            lead_row(&inbox, id).await.1,
            before,
            "{backend}: nothing changed"
        );

        let (status, _, location) = customer_posts(
            &inbox,
            &format!("{path}/accept"),
            &[("name", "  Ann Boyle ")],
        )
        .await;
        assert_eq!(
            (status, location.as_deref()),
            (303, Some(path.as_str())),
            "{backend}"
        );
        let (stage, version, won, source) = lead_row(&inbox, id).await;
        assert_eq!(
            (stage.as_str(), version, won, source.as_deref()),
            ("won", before + 1, Some(123_450), Some("quote")),
            "{backend}"
        );
        assert_eq!(
            scalar(
                &inbox.pool,
                &format!("SELECT COUNT(*) FROM enquiries WHERE id = {id} AND won_at IS NOT NULL")
            )
            .await,
            1
        );
        let (_, page) = customer_reads(&inbox, &path).await;
        assert!(
            page.contains("Quote accepted") && page.contains("by Ann Boyle"),
            "{page}"
        );
        assert!(!page.contains("action="), "no forms once decided: {page}");

        let (_, lead) = inbox.get(&format!("/leads/{id}")).await;
        let last = lead["history"].as_array().unwrap().last().unwrap().clone();
        assert_eq!(
            last,
            json!({
                "at": last["at"], "by": "the customer (online)", "kind": "stage",
                "from": "quoted", "to": "won",
                "note": "Accepted quote v1 (£1,234.50) online: Ann Boyle",
                "amountPence": null, "reason": null
            }),
            "{backend}"
        );
        assert_eq!(lead["quotes"][0]["status"], "accepted");
        assert_eq!(lead["quotes"][0]["acceptedName"], "Ann Boyle");
        assert!(lead["quotes"][0]["decidedAt"].is_string());

        let mail = sink.wait_for(2, 20).await;
        let owner = mail
            .iter()
            .find(|m| m.rcpt_to == [NOTIFY])
            .expect("the owner's email");
        assert!(
            owner
                .header("Subject")
                .unwrap()
                .contains(&format!("Quote accepted #{id}"))
        );
        assert_eq!(owner.header("Reply-To").as_deref(), Some("ann@example.com"));
        let body = owner.decoded();
        assert!(
            body.contains("Ann Boyle") && body.contains("£1,234.50"),
            "{body}"
        );

        // Again, or declining it now: nothing changes, and the page says so.
        let outbox = scalar(&inbox.pool, "SELECT COUNT(*) FROM outbox").await;
        let (status, page, _) = customer_posts(
            &inbox,
            &format!("{path}/accept"),
            &[("name", "Someone Else")],
        )
        .await;
        assert_eq!(status, 409, "{backend}");
        assert!(
            page.contains("already accepted this quote, so nothing has changed"),
            "{page}"
        );
        assert!(page.contains(&format!("tel:{}", content::business().phone.e164())));
        let (status, _, _) =
            customer_posts(&inbox, &format!("{path}/decline"), &[("reason", "")]).await;
        assert_eq!(status, 409, "{backend}");
        assert_eq!(lead_row(&inbox, id).await.1, before + 1, "{backend}");
        assert_eq!(
            scalar(&inbox.pool, "SELECT COUNT(*) FROM outbox").await,
            outbox
        );
        let (_, lead) = inbox.get(&format!("/leads/{id}")).await;
        assert_eq!(lead["quotes"][0]["acceptedName"], "Ann Boyle");
        inbox.finish().await;
    }
}

#[tokio::test]
async fn a_superseded_declined_or_expired_quote_changes_nothing() {
    for backend in backends() {
        let sink = SmtpSink::start().await;
        let inbox = start(backend, &sink).await;
        let id = ann(&inbox).await;
        let first = page_path(&send_quote(&inbox, id, &[("Survey", 5_000)]).await);
        let second = page_path(&send_quote(&inbox, id, &[("Survey", 4_500)]).await);

        let (status, page, _) =
            customer_posts(&inbox, &format!("{first}/accept"), &[("name", "Ann")]).await;
        assert_eq!(status, 409, "{backend}");
        assert!(page.contains("replaced by a newer version"), "{page}");
        assert_eq!(lead_row(&inbox, id).await.0, "quoted");

        let (_, version, _, _) = lead_row(&inbox, id).await;
        let (status, _, location) = customer_posts(
            &inbox,
            &format!("{second}/decline"),
            &[("reason", "Found a cheaper firm")],
        )
        .await;
        assert_eq!(
            (status, location.as_deref()),
            (303, Some(second.as_str())),
            "{backend}"
        );
        let (stage, after, won, _) = lead_row(&inbox, id).await;
        assert_eq!(
            (stage.as_str(), after, won),
            ("quoted", version + 1, None),
            "{backend}"
        );
        let (_, lead) = inbox.get(&format!("/leads/{id}")).await;
        assert_eq!(lead["quotes"][0]["status"], "declined");
        assert_eq!(lead["quotes"][0]["declineReason"], "Found a cheaper firm");
        assert_eq!(
            lead["history"].as_array().unwrap().last().unwrap()["note"],
            "Declined quote v2 (£45.00) online: Found a cheaper firm"
        );
        eventually(20, "the owner hears of the decline", || async {
            sink.messages().iter().any(|m| {
                m.rcpt_to == [NOTIFY] && m.header("Subject").unwrap().contains("Quote declined")
            })
        })
        .await;
        let (status, page, _) =
            customer_posts(&inbox, &format!("{second}/accept"), &[("name", "Ann")]).await;
        assert_eq!(status, 409, "{backend}");
        assert!(page.contains("You declined this quote earlier"), "{page}");

        // A third version, past its valid-until day.
        let third = page_path(&send_quote(&inbox, id, &[("Survey", 4_000)]).await);
        sqlx::query("UPDATE quotes SET valid_until = '2026-01-01' WHERE version = 3")
            .execute(&inbox.pool)
            .await
            .unwrap();
        let (_, page) = customer_reads(&inbox, &third).await;
        assert!(page.contains("This quote has expired"), "{page}");
        let (_, version, _, _) = lead_row(&inbox, id).await;
        let (status, page, _) =
            customer_posts(&inbox, &format!("{third}/accept"), &[("name", "Ann")]).await;
        assert_eq!(status, 409, "{backend}");
        assert!(page.contains("expired, so nothing has changed"), "{page}");
        assert_eq!(
            lead_row(&inbox, id).await,
            ("quoted".into(), version, None, None),
            "{backend}"
        );
        let (_, lead) = inbox.get(&format!("/leads/{id}")).await;
        assert_eq!(lead["quotes"][0]["status"], "expired");
        inbox.finish().await;
    }
}

#[tokio::test]
async fn another_sites_form_is_refused() {
    for backend in backends() {
        let sink = SmtpSink::start().await;
        let inbox = start(backend, &sink).await;
        let id = ann(&inbox).await;
        let path = page_path(&send_quote(&inbox, id, &[("Survey", 5_000)]).await);
        let url = inbox.app.url(&format!("{path}/accept"));
        for headers in [
            vec![
                ("sec-fetch-site", "cross-site"),
                ("origin", "https://evil.example"),
            ],
            vec![("sec-fetch-site", "same-site"), ("origin", "null")],
            vec![("sec-fetch-site", "cross-site"), ("origin", SITE)],
            vec![("origin", "https://evil.example")],
            vec![("origin", "null")],
            vec![],
        ] {
            let mut req = inbox.app.client.post(&url).form(&[("name", "Mallory")]);
            for (k, v) in &headers {
                req = req.header(*k, *v);
            }
            let (status, _, _) = answer(req.send().await.unwrap()).await;
            assert_eq!(status, 403, "{backend}: {headers:?}");
        }
        assert_eq!(lead_row(&inbox, id).await.0, "quoted", "{backend}");
        // An older browser without Sec-Fetch-Site, from the site's own origin.
        let res = inbox
            .app
            .client
            .post(&url)
            .header("origin", SITE)
            .form(&[("name", "Ann Boyle")])
            .send()
            .await
            .unwrap();
        assert_eq!(answer(res).await.0, 303, "{backend}");
        assert_eq!(lead_row(&inbox, id).await.0, "won", "{backend}");
        inbox.finish().await;
    }
}

/// The forms share one per-client limit (twice the contact form's): past
/// it, 429 and nothing recorded.
#[tokio::test]
async fn the_forms_are_rate_limited() {
    crate::helpers::in_one_window(
        content_model::privacy::RATE_WINDOW_SECS,
        std::time::Duration::from_secs(60),
    )
    .await;
    for backend in backends() {
        let sink = SmtpSink::start().await;
        let inbox = OwnerClient::start_with(backend, |o, _| Options {
            smtp_url: Some(sink.url()),
            rate_limit: Some(1),
            ..o
        })
        .await;
        let id = ann(&inbox).await;
        let path = page_path(&send_quote(&inbox, id, &[("Survey", 5_000)]).await);
        for _ in 0..2 {
            let (status, _, _) =
                customer_posts(&inbox, &format!("{path}/accept"), &[("name", "")]).await;
            assert_eq!(status, 422, "{backend}");
        }
        let (status, body, _) =
            customer_posts(&inbox, &format!("{path}/accept"), &[("name", "Ann")]).await;
        assert_eq!(status, 429, "{backend}: {body}");
        assert!(body.contains("Too many tries"), "{body}");
        assert_eq!(lead_row(&inbox, id).await.0, "quoted", "{backend}");
        inbox.finish().await;
    }
}
