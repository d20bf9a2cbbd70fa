//! The proof export (issue 34.5) through the real server on both databases:
//! export tokens made and revoked on the command line, the owner's session
//! (a download) and a staff session (refused), and what the bundle holds:
//! only jobs agreed to as they stand now, withdrawn and declined ones listed
//! for removal, reviews unless removed, each photograph's bytes intact.
//! Drafts, photos, consents and reviews are written as rows directly (their
//! own endpoints are tested on their own).

use crate::admin_leads::{Stored, store};
use crate::helpers::*;
use crate::owner_client::OwnerClient;
use api::admin::accounts::Role;
use api::proof::shown::Shown;
use base64::Engine;
use serde_json::Value;
use sha2::Digest;
use sqlx::Row;

const EXPORT: &str = "/api/proof/export";

/// A draft for a new won lead; its id.
async fn draft(s: &OwnerClient, slug: &str, neighbourhood: Option<&str>) -> i64 {
    let lead = store(
        &s.pool,
        Stored {
            status: "won",
            ..Stored::default()
        },
    )
    .await;
    sqlx::query(
        "INSERT INTO job_drafts (enquiry_id, slug, service_slug, area_slug, neighbourhood_slug, \
         completed_month, property, problem, work_done, outcome, took_unit, took_amount, \
         price_from_pounds, price_to_pounds, created_at, created_by, updated_at, updated_by) \
         VALUES ($1, $2, 'boiler-repair', 'partick', $3, '2026-10', 'residential', \
         'The \"boiler\" kept \\ losing pressure.', 'Replaced the valve.', 'Warm again.', \
         'hours', 3, 180, 260, '2026-11-01T10:00:00.000Z', 'o', '2026-11-01T10:00:00.000Z', 'o') \
         RETURNING id",
    )
    .bind(lead)
    .bind(slug)
    .bind(neighbourhood)
    .fetch_one(&s.pool)
    .await
    .unwrap()
    .try_get("id")
    .unwrap()
}

/// A photograph of `draft` at `position` with these bytes; its id.
async fn photo(s: &OwnerClient, draft: i64, position: i64, bytes: &[u8]) -> i64 {
    sqlx::query(
        "INSERT INTO job_photos (draft_id, position, bytes, content_type, width, height, sha256, \
         alt, caption, created_at, created_by) \
         VALUES ($1, $2, $3, 'image/jpeg', 4, 3, $4, 'The new valve on the boiler', 'After', \
         '2026-11-01T10:00:00.000Z', 'o') RETURNING id",
    )
    .bind(draft)
    .bind(position)
    .bind(bytes.to_vec())
    .bind(hex::encode(sha2::Sha256::digest(bytes)))
    .fetch_one(&s.pool)
    .await
    .unwrap()
    .try_get("id")
    .unwrap()
}

/// The customer's answer on `draft` as it stands now (`status` 'agreed',
/// 'declined', 'withdrawn' or 'asked'), pinned to its hash as H3's page does.
async fn answer(s: &OwnerClient, draft: i64, status: &str, with_neighbourhood: bool) {
    let shown = Shown::load(&s.db, draft).await.unwrap().unwrap();
    let token = api::store::tokens::random_token_256();
    sqlx::query(
        "INSERT INTO consents (draft_id, token, token_hash, sent_at, sent_by, sent_via, status, \
         with_neighbourhood, shown_hash, decided_at) \
         VALUES ($1, $2, $3, '2026-11-02T10:00:00.000Z', 'o', 'email', $4, $5, $6, \
         '2026-11-03T23:30:00.000Z')",
    )
    .bind(draft)
    .bind(&token)
    .bind(api::store::tokens::hash(&token))
    .bind(status)
    .bind(with_neighbourhood as i64)
    .bind(shown.hash(with_neighbourhood))
    .execute(&s.pool)
    .await
    .unwrap();
}

async fn review(s: &OwnerClient, url: &str, removed: bool) -> i64 {
    let lead = store(&s.pool, Stored::default()).await;
    sqlx::query(
        "INSERT INTO reviews (enquiry_id, platform, url, rating, body, published_on, first_name, \
         town, service_slug, area_slug, recorded_at, recorded_by, removed_at) \
         VALUES ($1, 'google', $2, 5, 'Quick, tidy and fairly priced.', '2026-11-04', 'Morag', \
         'Partick', 'boiler-repair', 'partick', '2026-11-05T10:00:00.000Z', 'o', $3) RETURNING id",
    )
    .bind(lead)
    .bind(url)
    .bind(removed.then_some("2026-11-06T10:00:00.000Z"))
    .fetch_one(&s.pool)
    .await
    .unwrap()
    .try_get("id")
    .unwrap()
}

/// `GET /api/proof/export` with `Authorization: Bearer token`: (status, body).
async fn with_token(s: &OwnerClient, token: &str) -> (u16, String) {
    let res = s
        .app
        .client
        .get(s.app.url(EXPORT))
        .header("authorization", format!("Bearer {token}"))
        .send()
        .await
        .unwrap();
    (res.status().as_u16(), res.text().await.unwrap())
}

#[tokio::test]
async fn only_an_export_token_or_the_owners_session_opens_the_export() {
    for backend in backends() {
        let s = OwnerClient::start(backend).await;
        let url = s.database_url().to_string();

        // No credentials, a wrong token, a token of the right shape that
        // was never made: 401, saying what to do.
        let res = s.app.client.get(s.app.url(EXPORT)).send().await.unwrap();
        assert_eq!(res.status(), 401, "{backend}");
        let (status, _) = with_token(&s, "let-me-in").await;
        assert_eq!(status, 401, "{backend}");
        let guess = format!("kte_{}", "a".repeat(64));
        let (status, body) = with_token(&s, &guess).await;
        assert_eq!(status, 401, "{backend}");
        assert!(body.contains("export-token create"), "{body}");

        // Made on the command line, printed once, kept as a hash.
        let token = api_cli(&url, &["export-token", "create", "--label", "laptop"])
            .trim()
            .to_string();
        assert!(token.starts_with("kte_") && token.len() == 68, "{token}");
        assert_eq!(
            scalar(
                &s.pool,
                &format!(
                    "SELECT COUNT(*) FROM export_tokens WHERE token_hash = '{}'",
                    api::store::tokens::hash(&token)
                )
            )
            .await,
            1
        );
        assert_eq!(
            scalar(
                &s.pool,
                &format!("SELECT COUNT(*) FROM export_tokens WHERE token_hash = '{token}'")
            )
            .await,
            0,
            "the token itself is never stored"
        );
        let (status, body) = with_token(&s, &token).await;
        assert_eq!(status, 200, "{backend}: {body}");
        let bundle: Value = serde_json::from_str(&body).unwrap();
        assert_eq!(bundle["version"], 1);
        let listed = api_cli(&url, &["export-token", "list"]);
        assert!(
            listed.contains("laptop") && !listed.contains("last used never"),
            "{listed}"
        );
        assert!(!listed.contains(&token), "{listed}");

        // Revoked, it opens nothing.
        let id = listed.split('\t').next().unwrap().trim().to_string();
        api_cli(&url, &["export-token", "revoke", &id]);
        assert_eq!(with_token(&s, &token).await.0, 401, "{backend}");
        let (ok, _, err) = cli(&url, &["export-token", "revoke", &id], "");
        assert!(!ok && err.contains("no live export token"), "{err}");

        // The owner's session: a download named by the day.
        let res = s
            .app
            .client
            .get(s.app.url(EXPORT))
            .header("cookie", s.cookie())
            .send()
            .await
            .unwrap();
        assert_eq!(res.status(), 200, "{backend}");
        let disposition = res.headers()["content-disposition"]
            .to_str()
            .unwrap()
            .to_string();
        assert_eq!(
            disposition,
            format!(
                "attachment; filename=\"proof-{}.json\"",
                api::store::uk_time::today()
            )
        );
        assert_eq!(res.headers()["cache-control"], "no-store");

        // A staff session: refused, the customers' words are the owner's.
        let staff = s.member("fitter@kelvintrades.example", Role::Staff).await;
        let res = s
            .app
            .client
            .get(s.app.url(EXPORT))
            .header("cookie", staff.cookie())
            .send()
            .await
            .unwrap();
        assert_eq!(res.status(), 403, "{backend}");
        s.finish().await;
    }
}

#[tokio::test]
async fn the_bundle_holds_only_what_each_customer_agreed_to() {
    for backend in backends() {
        let s = OwnerClient::start(backend).await;
        let url = s.database_url().to_string();
        let token = api_cli(&url, &["export-token", "create", "--label", "ci"])
            .trim()
            .to_string();

        // Agreed with the neighbourhood, two photographs, the second the preview.
        let agreed = draft(&s, "2026-10-boiler-repair-partick", Some("thornwood")).await;
        let jpeg: Vec<u8> = (0..=255u8).chain([0xFF, 0xD9, 0, b'"', b'\\']).collect();
        photo(&s, agreed, 1, b"\xFF\xD8\xFF first").await;
        let preview = photo(&s, agreed, 2, &jpeg).await;
        sqlx::query("UPDATE job_drafts SET preview_photo_id = $1, preview_x = 40, preview_y = 60 WHERE id = $2")
            .bind(preview)
            .bind(agreed)
            .execute(&s.pool)
            .await
            .unwrap();
        answer(&s, agreed, "agreed", true).await;
        // Agreed without the neighbourhood: it is not published.
        let unnamed = draft(&s, "2026-10-boiler-repair-partick-2", Some("thornwood")).await;
        answer(&s, unnamed, "agreed", false).await;
        // Agreed, then edited: a new agreement is needed, so not exported.
        let edited = draft(&s, "2026-10-boiler-repair-partick-3", None).await;
        answer(&s, edited, "agreed", false).await;
        sqlx::query("UPDATE job_drafts SET outcome = 'Warm again, and quiet.' WHERE id = $1")
            .bind(edited)
            .execute(&s.pool)
            .await
            .unwrap();
        // Withdrawn after agreeing, and declined: listed for removal.
        let withdrawn = draft(&s, "2026-10-boiler-repair-partick-4", None).await;
        answer(&s, withdrawn, "agreed", false).await;
        answer(&s, withdrawn, "withdrawn", false).await;
        let declined = draft(&s, "2026-10-boiler-repair-partick-5", None).await;
        answer(&s, declined, "declined", false).await;
        // Asked, no answer yet; and never asked: neither.
        let asked = draft(&s, "2026-10-boiler-repair-partick-6", None).await;
        answer(&s, asked, "asked", false).await;
        draft(&s, "2026-10-boiler-repair-partick-7", None).await;

        let live = review(&s, "https://g.page/r/live", false).await;
        review(&s, "https://g.page/r/removed", true).await;

        let (status, body) = with_token(&s, &token).await;
        assert_eq!(status, 200, "{backend}: {body}");
        let bundle: content_model::proof_bundle::ProofBundle =
            serde_json::from_str(&body).expect("the bundle reads back as the import reads it");
        let slugs: Vec<&str> = bundle.jobs.iter().map(|j| j.slug.as_str()).collect();
        assert_eq!(
            slugs,
            [
                "2026-10-boiler-repair-partick",
                "2026-10-boiler-repair-partick-2"
            ],
            "{backend}"
        );
        assert_eq!(
            bundle.withdrawn,
            [
                "2026-10-boiler-repair-partick-4",
                "2026-10-boiler-repair-partick-5"
            ],
            "{backend}"
        );
        let job = &bundle.jobs[0];
        assert_eq!(job.neighbourhood.as_deref(), Some("thornwood"));
        assert_eq!(bundle.jobs[1].neighbourhood, None, "not allowed, not sent");
        assert_eq!(job.problem, "The \"boiler\" kept \\ losing pressure.");
        assert_eq!(
            (job.price_from_pounds, job.price_to_pounds),
            (Some(180), Some(260))
        );
        assert_eq!((job.took.unit.as_str(), job.took.amount), ("hours", 3));
        assert_eq!(job.completed, "2026-10");
        // Decided at 23:30 UTC on 3 November: still the 3rd in London (GMT).
        assert_eq!(job.agreed_on, "2026-11-03");
        let files: Vec<&str> = job.photos.iter().map(|p| p.file.as_str()).collect();
        assert_eq!(
            files,
            [
                "imported/2026-10-boiler-repair-partick-1.jpg",
                "imported/2026-10-boiler-repair-partick-2.jpg"
            ]
        );
        assert_eq!(job.photos[0].preview, None);
        let focus = job.photos[1].preview.expect("the chosen preview");
        assert_eq!((focus.x_percent, focus.y_percent), (40, 60));
        let bytes = base64::engine::general_purpose::STANDARD
            .decode(&job.photos[1].base64)
            .unwrap();
        assert_eq!(bytes, jpeg, "{backend}: the bytes survive the trip");
        assert_eq!(
            job.photos[1].sha256,
            hex::encode(sha2::Sha256::digest(&bytes))
        );

        assert_eq!(
            bundle.reviews.len(),
            1,
            "{backend}: a removed review is not exported"
        );
        let r = &bundle.reviews[0];
        assert_eq!(
            (
                r.id,
                r.platform.as_str(),
                r.platform_name.as_str(),
                r.url.as_str()
            ),
            (live, "google", "Google", "https://g.page/r/live")
        );
        assert_eq!(
            (r.first_name.as_str(), r.town.as_str(), r.rating),
            ("Morag", "Partick", 5)
        );
        s.finish().await;
    }
}

#[tokio::test]
async fn the_website_list_says_ready_until_the_served_export_shows_it() {
    for backend in backends() {
        let s = OwnerClient::start_with(backend, |o, dir| Options {
            site_dir: Some(site_fixture(dir).0),
            ..o
        })
        .await;
        let site = s.site_dir();
        let a = draft(&s, "2026-10-boiler-repair-partick", None).await;
        answer(&s, a, "agreed", false).await;
        let b = draft(&s, "2026-09-boiler-repair-partick", None).await;
        answer(&s, b, "agreed", false).await;
        let c = draft(&s, "2026-08-boiler-repair-partick", None).await;
        answer(&s, c, "asked", false).await;
        let live = review(&s, "https://g.page/r/live", false).await;
        let removed = review(&s, "https://g.page/r/removed", true).await;

        let status = |body: &Value, list: &str, key: &str, value: Value| {
            body[list]
                .as_array()
                .unwrap()
                .iter()
                .find(|x| x[key] == value)
                .unwrap_or_else(|| panic!("{value} in {body}"))["status"]
                .clone()
        };
        // No proof.json yet: the agreed ones are ready, nothing is on the site.
        let (code, body) = s.get("/proof").await;
        assert_eq!(code, 200, "{backend}: {body}");
        assert_eq!(
            (body["readyJobs"].clone(), body["readyReviews"].clone()),
            (2.into(), 1.into())
        );
        assert_eq!(
            status(
                &body,
                "jobs",
                "slug",
                "2026-10-boiler-repair-partick".into()
            ),
            "ready"
        );
        assert_eq!(
            status(
                &body,
                "jobs",
                "slug",
                "2026-08-boiler-repair-partick".into()
            ),
            "not-for-the-website"
        );
        assert_eq!(
            status(&body, "reviews", "id", removed.into()),
            "not-for-the-website"
        );
        assert_eq!(
            body["jobs"][0]["title"], "Boiler Repair in Partick",
            "{body}"
        );

        // The export now shows one job and the review: read without a restart.
        std::fs::write(
            site.join("proof.json"),
            r#"{"jobs":["2026-10-boiler-repair-partick"],"reviews":["https://g.page/r/live"]}"#,
        )
        .unwrap();
        let (_, body) = s.get("/proof").await;
        assert_eq!(
            status(
                &body,
                "jobs",
                "slug",
                "2026-10-boiler-repair-partick".into()
            ),
            "on-the-website"
        );
        assert_eq!(
            status(
                &body,
                "jobs",
                "slug",
                "2026-09-boiler-repair-partick".into()
            ),
            "ready"
        );
        assert_eq!(
            status(&body, "reviews", "id", live.into()),
            "on-the-website"
        );
        assert_eq!(
            (body["readyJobs"].clone(), body["readyReviews"].clone()),
            (1.into(), 0.into())
        );

        // A staff account sees the list too (titles and public links only).
        let staff = s.member("fitter@kelvintrades.example", Role::Staff).await;
        assert_eq!(staff.get("/proof").await.0, 200);
        s.finish().await;
    }
}

#[test]
fn the_digest_says_what_waits_for_the_import() {
    use api::tasks::digest::waiting_sentence as say;
    assert_eq!(say(0, 0), None);
    assert_eq!(
        say(1, 0).unwrap(),
        "1 job is ready for the website: run `just import-proof`"
    );
    assert_eq!(
        say(2, 3).unwrap(),
        "2 jobs and 3 reviews are ready for the website: run `just import-proof`"
    );
}

/// The 'Website' list reads every draft, its photographs and its deciding
/// consent at once (issue 35); each job must stand exactly as the same
/// draft read on its own stands (`Shown::load` and `consent::state`, the
/// inbox's lead page), whatever the mix of answers. Photographs are added
/// out of order and across drafts, and superseded rows are the newest on
/// some drafts, so a batch that grouped, ordered or picked rows wrongly
/// would change a hash or a status here.
#[tokio::test]
async fn the_website_list_reads_every_draft_as_each_is_read_on_its_own() {
    use api::proof::status::{self, Consent, Published};
    async fn set(s: &OwnerClient, sql: &str, draft: i64) {
        sqlx::query(sql).bind(draft).execute(&s.pool).await.unwrap();
    }
    for backend in backends() {
        let s = OwnerClient::start(backend).await;
        let slug = |n: u32| format!("2026-10-boiler-repair-partick-{n}");

        let never = draft(&s, &slug(1), None).await;
        let asked = draft(&s, &slug(2), None).await;
        answer(&s, asked, "asked", false).await;
        // Agreed with the neighbourhood and without, their photographs
        // interleaved and each draft's second added before its first.
        let named = draft(&s, &slug(3), Some("thornwood")).await;
        let unnamed = draft(&s, &slug(4), Some("thornwood")).await;
        photo(&s, named, 2, b"named, second").await;
        photo(&s, unnamed, 2, b"unnamed, second").await;
        photo(&s, named, 1, b"named, first").await;
        photo(&s, unnamed, 1, b"unnamed, first").await;
        answer(&s, named, "agreed", true).await;
        answer(&s, unnamed, "agreed", false).await;
        // Agreed, then a word edited; agreed, then a photograph added.
        let edited = draft(&s, &slug(5), None).await;
        photo(&s, edited, 1, b"edited").await;
        answer(&s, edited, "agreed", false).await;
        set(
            &s,
            "UPDATE job_drafts SET outcome = 'Warm again, and quiet.' WHERE id = $1",
            edited,
        )
        .await;
        let more = draft(&s, &slug(6), None).await;
        photo(&s, more, 1, b"more, first").await;
        answer(&s, more, "agreed", false).await;
        photo(&s, more, 2, b"more, second").await;
        let declined = draft(&s, &slug(7), None).await;
        answer(&s, declined, "declined", false).await;
        // Withdrawn as the consent page withdraws: every agreement, and the
        // link sent since closed (superseded, the newest row of the draft).
        let withdrawn = draft(&s, &slug(8), None).await;
        answer(&s, withdrawn, "agreed", false).await;
        answer(&s, withdrawn, "asked", false).await;
        set(
            &s,
            "UPDATE consents SET status = 'withdrawn', withdrawn_at = '2026-11-04T10:00:00.000Z' \
             WHERE draft_id = $1 AND status = 'agreed'",
            withdrawn,
        )
        .await;
        set(
            &s,
            "UPDATE consents SET status = 'superseded' WHERE draft_id = $1 AND status = 'asked'",
            withdrawn,
        )
        .await;
        // A first link superseded by a second, still waiting.
        let asked_again = draft(&s, &slug(9), None).await;
        answer(&s, asked_again, "superseded", false).await;
        answer(&s, asked_again, "asked", false).await;
        // Agreed, edited, and agreed again on a new link: the newer agreement
        // decides, not the stale one before it.
        let agreed_again = draft(&s, &slug(10), None).await;
        photo(&s, agreed_again, 1, b"agreed again").await;
        answer(&s, agreed_again, "agreed", false).await;
        set(
            &s,
            "UPDATE job_drafts SET problem = 'No hot water.' WHERE id = $1",
            agreed_again,
        )
        .await;
        answer(&s, agreed_again, "superseded", false).await;
        answer(&s, agreed_again, "agreed", false).await;
        // Declined, then a link that was superseded, the newest row.
        let declined_then = draft(&s, &slug(11), None).await;
        answer(&s, declined_then, "declined", false).await;
        answer(&s, declined_then, "superseded", false).await;

        // One agreed job is already on the served export.
        let on_site = Published {
            jobs: [slug(4)].into(),
            reviews: Default::default(),
        };
        let list = status::overview(&s.db, &on_site).await.unwrap();

        let drafts = [
            never,
            asked,
            named,
            unnamed,
            edited,
            more,
            declined,
            withdrawn,
            asked_again,
            agreed_again,
            declined_then,
        ];
        let newest_first: Vec<String> = (1..=11).rev().map(slug).collect();
        assert_eq!(
            list.jobs.iter().map(|j| j.slug.clone()).collect::<Vec<_>>(),
            newest_first,
            "{backend}"
        );
        // Each job as one draft's own reads give it.
        for (&id, job) in drafts.iter().rev().zip(&list.jobs) {
            let shown = Shown::load(&s.db, id).await.unwrap().unwrap();
            let alone = Consent::from(api::proof::consent::state(&s.db, id).await.unwrap());
            let expected = content_model::admin::WebsiteJob {
                lead_id: shown.enquiry_id,
                title: format!("{} in {}", shown.service_name, shown.area_name),
                consent: alone.as_str().into(),
                status: status::status(&alone, &shown.slug, &on_site).into(),
                slug: shown.slug,
            };
            assert_eq!(job, &expected, "{backend}: draft {id}");
        }
        // And as the rules say they stand.
        use content_model::admin::WebsiteStatus::{NotForTheWebsite as No, OnTheWebsite, Ready};
        let got: Vec<_> = list
            .jobs
            .iter()
            .rev()
            .map(|j| (j.consent.as_str(), j.status))
            .collect();
        assert_eq!(
            got,
            [
                ("not-asked", No),
                ("asked", No),
                ("agreed", Ready),
                ("agreed", OnTheWebsite),
                ("changed-since-agreed", No),
                ("changed-since-agreed", No),
                ("declined", No),
                ("withdrawn", No),
                ("asked", No),
                ("agreed", Ready),
                ("declined", No),
            ],
            "{backend}"
        );
        assert_eq!(list.ready_jobs, 2, "{backend}");
        s.finish().await;
    }
}
