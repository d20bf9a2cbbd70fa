//! The customer's page: private headers and no script, exactly what would
//! be published, photographs only for their own job and only while the link
//! is open, each answer recorded with the hash of what was shown, a job
//! edited meanwhile (409) or since (a new agreement needed), withdrawing
//! (the owner is told), another site's form refused, guessing rate-limited.

use super::*;
use crate::helpers::{NOTIFY, backends};

/// Lead, draft, photo and the customer's page path, asked by email.
async fn asked(inbox: &OwnerClient) -> (i64, i64, i64, String) {
    let (id, d, p) = job(inbox).await;
    let path = page_path(&ask(inbox, id, "link").await["state"]);
    (id, d, p, path)
}

/// A photograph's answer: status, content type, cache rule, nosniff, bytes.
async fn fetch_photo(
    inbox: &OwnerClient,
    path: &str,
    photo: i64,
) -> (u16, String, String, bool, Vec<u8>) {
    let res = inbox.app.get(&format!("{path}/photos/{photo}")).await;
    let h = res.headers().clone();
    let header = |n: &str| {
        h.get(n)
            .map(|v| v.to_str().unwrap().to_string())
            .unwrap_or_default()
    };
    (
        res.status().as_u16(),
        header("content-type"),
        header("cache-control"),
        header("x-content-type-options") == "nosniff",
        res.bytes().await.unwrap().to_vec(),
    )
}

#[tokio::test]
async fn the_page_shows_exactly_what_would_be_published_and_stays_private() {
    for backend in backends() {
        let sink = SmtpSink::start().await;
        let inbox = start(backend, &sink).await;
        let (_, d, p, path) = asked(&inbox).await;
        let (status, page) = customer_reads(&inbox, &path).await;
        assert_eq!(status, 200, "{backend}");
        for needle in [
            r#"<meta name="robots" content="noindex">"#,
            r#"<meta name="referrer" content="no-referrer">"#,
            content::business().name,
            "The boiler kept losing pressure.",
            "We replaced the relief valve.",
            "It has held since.",
            "November 2026",
            "Partick",
            "Thornwood <span class=\"maybe\">(shown only if you allow it)</span>",
            "3 hours",
            &format!(r#"src="{path}/photos/{p}""#),
            r#"alt="A boiler with its pressure gauge""#,
            "The gauge back in the green.",
            &format!(r#"action="{path}/answer""#),
            "Yes, publish it",
            "Yes, but don't name Thornwood",
            "No, thank you",
        ] {
            assert!(
                page.contains(needle),
                "{backend}: the page has {needle}: {page}"
            );
        }
        assert!(!page.contains("<script"), "no script at all");
        assert_eq!(hash_on(&page), shown(&inbox, d).await.hash(true));

        let (status, ctype, cache, nosniff, bytes) = fetch_photo(&inbox, &path, p).await;
        assert_eq!(
            (
                status,
                ctype.as_str(),
                cache.as_str(),
                nosniff,
                bytes.as_slice()
            ),
            (200, "image/jpeg", "private, no-store", true, JPEG),
            "{backend}"
        );
        // Another job's photograph is not this link's to show.
        let (other, _, other_photo) = job(&inbox).await;
        let _ = other;
        assert_eq!(
            fetch_photo(&inbox, &path, other_photo).await.0,
            404,
            "{backend}"
        );
        assert_eq!(fetch_photo(&inbox, &path, 0).await.0, 404);
        assert_eq!(fetch_photo(&inbox, &path, 999_999).await.0, 404);

        for wrong in [
            format!("/api/consent/{}", "0".repeat(64)),
            "/api/consent/not-a-token".to_string(),
            format!("{path}x"),
        ] {
            let (status, page) = customer_reads(&inbox, &wrong).await;
            assert_eq!(status, 404, "{backend}: {wrong}");
            assert!(page.contains("not recognised"), "{page}");
            assert_eq!(
                fetch_photo(&inbox, &wrong, p).await.0,
                404,
                "{backend}: {wrong}"
            );
            let (status, _, _) = customer_posts(
                &inbox,
                &format!("{wrong}/answer"),
                &[
                    ("answer", "agree"),
                    ("shown", &hash_on(&page_of(&inbox, &path).await)),
                ],
            )
            .await;
            assert_eq!(status, 404, "{backend}: {wrong}");
        }

        // Another site's form is refused, whatever it carries.
        let hash = hash_on(&page);
        for (site, origin) in [
            ("cross-site", "https://evil.example"),
            ("same-site", "null"),
        ] {
            let res = inbox
                .app
                .client
                .post(inbox.app.url(&format!("{path}/answer")))
                .header("sec-fetch-site", site)
                .header("origin", origin)
                .form(&[("answer", "agree"), ("shown", hash.as_str())])
                .send()
                .await
                .unwrap();
            assert_eq!(answer(res).await.0, 403, "{backend}: {site}");
        }
        assert_eq!(
            row(&inbox, &path).await.0,
            "asked",
            "{backend}: nothing recorded"
        );
        inbox.finish().await;
    }
}

async fn page_of(inbox: &OwnerClient, path: &str) -> String {
    customer_reads(inbox, path).await.1
}

#[tokio::test]
async fn each_answer_is_recorded_with_the_hash_of_what_was_shown() {
    for backend in backends() {
        let sink = SmtpSink::start().await;
        let inbox = start(backend, &sink).await;
        for (choice, status, with, full, words) in [
            ("agree", "agreed", 1, true, "naming Thornwood"),
            (
                "agree-without-neighbourhood",
                "agreed",
                0,
                false,
                "without naming Thornwood",
            ),
            ("decline", "declined", 0, true, "You said no"),
        ] {
            let (id, d, p, path) = asked(&inbox).await;
            let hash = hash_on(&page_of(&inbox, &path).await);
            let (code, _, location) = customer_posts(
                &inbox,
                &format!("{path}/answer"),
                &[("answer", choice), ("shown", &hash)],
            )
            .await;
            assert_eq!(
                (code, location.as_deref()),
                (303, Some(path.as_str())),
                "{backend} {choice}"
            );
            let expected = shown(&inbox, d).await.hash(full);
            assert_eq!(
                row(&inbox, &path).await,
                (status.to_string(), with, Some(expected)),
                "{backend} {choice}"
            );
            let page = page_of(&inbox, &path).await;
            assert!(page.contains(words), "{backend} {choice}: {page}");
            assert!(!page.contains("/answer\""), "no second answer: {page}");
            let s = state(&inbox, id).await;
            assert_eq!(s["status"], status, "{backend} {choice}");
            assert!(s["decidedAt"].is_string());
            assert_eq!(s["withNeighbourhood"], with == 1);
            let photo = fetch_photo(&inbox, &path, p).await.0;
            assert_eq!(
                photo,
                if status == "agreed" { 200 } else { 404 },
                "{backend} {choice}"
            );
            // A second answer on the same link changes nothing.
            let (code, page, _) = customer_posts(
                &inbox,
                &format!("{path}/answer"),
                &[("answer", "decline"), ("shown", &hash)],
            )
            .await;
            assert_eq!(code, 409, "{backend} {choice}");
            assert!(page.contains("already answered"), "{page}");
            assert_eq!(row(&inbox, &path).await.0, status);
        }
        inbox.finish().await;
    }
}

/// Changes what the draft would publish, as an edit in the inbox would.
async fn edit(inbox: &OwnerClient, d: i64, problem: &str) {
    sqlx::query("UPDATE job_drafts SET problem = $1, version = version + 1 WHERE id = $2")
        .bind(problem)
        .bind(d)
        .execute(&inbox.pool)
        .await
        .unwrap();
}

#[tokio::test]
async fn an_edit_while_reading_is_a_409_and_an_edit_after_agreeing_needs_a_new_agreement() {
    for backend in backends() {
        let sink = SmtpSink::start().await;
        let inbox = start(backend, &sink).await;
        let (id, d, _, path) = asked(&inbox).await;
        let stale = hash_on(&page_of(&inbox, &path).await);
        edit(&inbox, d, "The boiler lost pressure every night.").await;
        let (code, page, _) = customer_posts(
            &inbox,
            &format!("{path}/answer"),
            &[("answer", "agree"), ("shown", &stale)],
        )
        .await;
        assert_eq!(code, 409, "{backend}");
        assert!(
            page.contains("This changed while you were reading it"),
            "{page}"
        );
        assert!(
            page.contains("The boiler lost pressure every night."),
            "the new version"
        );
        assert_eq!(
            row(&inbox, &path).await.0,
            "asked",
            "{backend}: nothing recorded"
        );

        let fresh = hash_on(&page);
        let (code, _, _) = customer_posts(
            &inbox,
            &format!("{path}/answer"),
            &[("answer", "agree"), ("shown", &fresh)],
        )
        .await;
        assert_eq!(code, 303, "{backend}");
        assert_eq!(state(&inbox, id).await["status"], "agreed");

        edit(&inbox, d, "The boiler lost pressure most nights.").await;
        assert_eq!(
            state(&inbox, id).await["status"],
            "changed-since-agreed",
            "{backend}"
        );
        let now = api::proof::consent::state(&inbox.db, d).await.unwrap();
        assert_eq!(
            now.status,
            content_model::admin::ConsentStatus::ChangedSinceAgreed
        );
        assert!(
            page_of(&inbox, &path)
                .await
                .contains("We have changed the job since you agreed")
        );
        edit(&inbox, d, "The boiler lost pressure every night.").await;
        assert_eq!(
            state(&inbox, id).await["status"],
            "agreed",
            "{backend}: the same words again"
        );
        inbox.finish().await;
    }
}

#[tokio::test]
async fn withdrawing_works_later_stops_the_photographs_and_tells_the_owner() {
    for backend in backends() {
        let sink = SmtpSink::start().await;
        let inbox = start(backend, &sink).await;
        let (id, _, p, path) = asked(&inbox).await;
        let (code, _, _) = customer_posts(&inbox, &format!("{path}/withdraw"), &[]).await;
        assert_eq!(code, 409, "{backend}: nothing to withdraw yet");
        let hash = hash_on(&page_of(&inbox, &path).await);
        customer_posts(
            &inbox,
            &format!("{path}/answer"),
            &[("answer", "agree"), ("shown", &hash)],
        )
        .await;
        let page = page_of(&inbox, &path).await;
        assert!(
            page.contains(&format!(r#"action="{path}/withdraw""#)),
            "{page}"
        );

        let (code, _, location) = customer_posts(&inbox, &format!("{path}/withdraw"), &[]).await;
        assert_eq!(
            (code, location.as_deref()),
            (303, Some(path.as_str())),
            "{backend}"
        );
        let page = page_of(&inbox, &path).await;
        assert!(page.contains("You withdrew your agreement"), "{page}");
        assert!(!page.contains("<form"), "{page}");
        assert_eq!(
            fetch_photo(&inbox, &path, p).await.0,
            404,
            "{backend}: photographs stop"
        );
        let s = state(&inbox, id).await;
        assert_eq!(s["status"], "withdrawn");
        assert!(s["withdrawnAt"].is_string());
        let (code, page, _) = customer_posts(&inbox, &format!("{path}/withdraw"), &[]).await;
        assert_eq!(code, 409);
        assert!(page.contains("already withdrawn"), "{page}");

        let mail = sink.wait_for(1, 20).await;
        let owner = mail
            .iter()
            .find(|m| m.rcpt_to == [NOTIFY])
            .expect("the owner's email");
        assert!(
            owner
                .header("Subject")
                .unwrap()
                .contains(&format!("Consent withdrawn #{id}"))
        );
        assert_eq!(owner.header("Reply-To").as_deref(), Some("ann@example.com"));
        let (_, lead) = inbox.get(&format!("/leads/{id}")).await;
        let last = lead["history"].as_array().unwrap().last().unwrap().clone();
        assert_eq!(
            (last["kind"].as_str(), last["by"].as_str()),
            (Some("consent-withdrawn"), Some("the customer (online)")),
            "{backend}"
        );
        inbox.finish().await;
    }
}

#[tokio::test]
async fn guessing_links_is_rate_limited() {
    for backend in backends() {
        let sink = SmtpSink::start().await;
        let inbox = OwnerClient::start_with(backend, |o, _| Options {
            smtp_url: Some(sink.url()),
            rate_limit: Some(1),
            ..o
        })
        .await;
        let (_, _, _, path) = asked(&inbox).await;
        let guess = |n: u8| format!("/api/consent/{}", format!("{n:x}").repeat(64));
        for n in 1..=2 {
            assert_eq!(customer_reads(&inbox, &guess(n)).await.0, 404, "{backend}");
        }
        let (status, body) = customer_reads(&inbox, &guess(3)).await;
        assert_eq!(status, 429, "{backend}: {body}");
        assert_eq!(
            customer_reads(&inbox, &path).await.0,
            200,
            "the real link still opens"
        );
        inbox.finish().await;
    }
}
