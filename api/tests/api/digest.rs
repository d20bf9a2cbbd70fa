//! The optional daily digest (issue 11.8): queued once for a day however
//! many instances race for it, about the right London day's real leads,
//! delivered through the outbox when turned on and never when off, and
//! deleted by the retention job like other settled mail about no enquiry.

use crate::helpers::{NOTIFY, Options, TestApp, backends, scalar, test_db};
use crate::people::enquiry;
use api::store::db::Db;
use chrono::NaiveDate;
use std::time::Duration;

use crate::owner_client::SITE;

fn day(s: &str) -> NaiveDate {
    NaiveDate::parse_from_str(s, "%Y-%m-%d").unwrap()
}

#[tokio::test]
async fn two_instances_racing_queue_one_digest_a_day() {
    for backend in backends() {
        let dir = tempfile::tempdir().unwrap();
        let tdb = test_db(backend, dir.path()).await;
        // Two connections pools, as two instances of the server have.
        let one = Db::connect(&tdb.url).await.unwrap();
        let two = Db::connect(&tdb.url).await.unwrap();
        for (i, d) in ["2026-11-20", "2026-11-21", "2026-11-22"]
            .iter()
            .enumerate()
        {
            let (a, b) = tokio::join!(
                api::tasks::digest::queue_for_day(&one, SITE, NOTIFY, day(d)),
                api::tasks::digest::queue_for_day(&two, SITE, NOTIFY, day(d)),
            );
            let (a, b) = (a.unwrap(), b.unwrap());
            assert!(a ^ b, "{backend} {d}: exactly one queued it ({a}, {b})");
            assert_eq!(
                scalar(
                    &one.pool,
                    "SELECT COUNT(*) FROM outbox WHERE kind = 'daily-digest'"
                )
                .await,
                i as i64 + 1,
                "{backend} {d}"
            );
            // A later check the same day finds it done.
            assert!(
                !api::tasks::digest::queue_for_day(&one, SITE, NOTIFY, day(d))
                    .await
                    .unwrap()
            );
        }
        let (to, priority, enquiry): (String, i64, Option<i64>) = sqlx::query_as(
            "SELECT to_address, priority, enquiry_id FROM outbox WHERE kind = 'daily-digest' LIMIT 1",
        )
        .fetch_one(&one.pool)
        .await
        .unwrap();
        assert_eq!((to.as_str(), priority, enquiry), (NOTIFY, 2, None));
        one.pool.close().await;
        two.pool.close().await;
        tdb.drop_db().await;
    }
}

#[tokio::test]
async fn the_digest_names_the_london_days_real_leads_failures_and_top_pages() {
    for backend in backends() {
        let dir = tempfile::tempdir().unwrap();
        let tdb = test_db(backend, dir.path()).await;
        let db = Db::connect(&tdb.url).await.unwrap();
        // 14 July 2026 in London (summer time) runs from 23:00 UTC on the
        // 13th to 23:00 UTC on the 14th.
        enquiry(
            &db,
            "Before Midnight",
            "07700 900001",
            None,
            "new",
            "2026-07-13T22:59:00.000Z",
        )
        .await;
        let early = enquiry(
            &db,
            "Early Bird",
            "07700 900002",
            None,
            "new",
            "2026-07-13T23:30:00.000Z",
        )
        .await;
        let late = enquiry(
            &db,
            "Ann & Co",
            "07700 900003",
            None,
            "new",
            "2026-07-14T22:59:00.000Z",
        )
        .await;
        enquiry(
            &db,
            "Next Morning",
            "07700 900004",
            None,
            "new",
            "2026-07-14T23:00:00.000Z",
        )
        .await;
        enquiry(
            &db,
            "Spam Bot",
            "07700 900005",
            None,
            "spam",
            "2026-07-14T12:00:00.000Z",
        )
        .await;
        // A follow-up the owner set for the 13th, still open on the 15th.
        sqlx::query("UPDATE enquiries SET follow_up_on = '2026-07-13' WHERE id = $1")
            .bind(early)
            .execute(&db.pool)
            .await
            .unwrap();
        // A form sent without JavaScript that failed a check, that day.
        let half = enquiry(
            &db,
            "Half Way",
            "07700 900006",
            None,
            "incomplete",
            "2026-07-14T13:15:00.000Z",
        )
        .await;
        sqlx::query("UPDATE enquiries SET is_emergency = 1, stage = 'contacted' WHERE id = $1")
            .bind(late)
            .execute(&db.pool)
            .await
            .unwrap();
        crate::admin_newsletter::mail(
            &db,
            "enquiry-acknowledgement",
            Some(early),
            "early@example.com",
            "Thanks",
        )
        .await;
        sqlx::query(
            "UPDATE outbox SET state = 'failed', failed_at = '2026-07-14T10:00:00.000Z', \
             failure_reason = 'The mailbox does not exist' WHERE to_address = 'early@example.com'",
        )
        .execute(&db.pool)
        .await
        .unwrap();
        for (path, views) in [("/", 900), ("/services/boiler-repair", 400), ("/about", 50)] {
            sqlx::query(
                "INSERT INTO page_analytics (page_path, page_type, views, unique_visitors, last_viewed) \
                 VALUES ($1, 'page', $2, 1, '2026-07-14T10:00:00.000Z')",
            )
            .bind(path)
            .bind(views as i64)
            .execute(&db.pool)
            .await
            .unwrap();
        }

        // Taps that day (two landings for calls), and one the day before.
        for (d, kind, source, clicks) in [
            ("2026-07-14", "call", "", 2),
            ("2026-07-14", "call", "google", 1),
            ("2026-07-14", "whatsapp", "", 1),
            ("2026-07-13", "call", "", 9),
        ] {
            sqlx::query(
                "INSERT INTO contact_clicks_daily (day, page_path, page_type, kind, source, campaign, clicks) \
                 VALUES ($1, '/', 'home', $2, $3, '', $4)",
            )
            .bind(d)
            .bind(kind)
            .bind(source)
            .bind(clicks as i64)
            .execute(&db.pool)
            .await
            .unwrap();
        }

        assert!(
            api::tasks::digest::queue_for_day(&db, SITE, NOTIFY, day("2026-07-14"))
                .await
                .unwrap()
        );
        let (subject, text, html): (String, String, String) = sqlx::query_as(
            "SELECT subject, body_text, body_html FROM outbox WHERE kind = 'daily-digest'",
        )
        .fetch_one(&db.pool)
        .await
        .unwrap();
        assert_eq!(subject, "Tuesday 14 July 2026: 2 new leads, 1 emergency");
        assert!(
            text.contains("your summary for Tuesday 14 July 2026"),
            "{text}"
        );
        assert!(
            text.contains(&format!(
                "- 00:30  #{early} Early Bird: Boiler repair, Paisley  (new)\n"
            )),
            "{text}"
        );
        assert!(
            text.contains(&format!(
                "- 23:59  #{late} Ann & Co: Boiler repair, Paisley  [EMERGENCY]  (contacted)\n"
            )),
            "{text}"
        );
        assert!(
            text.contains(&format!(
                "FOLLOW-UPS OVERDUE (1)\n- #{early} Early Bird: Boiler repair, due Monday 13 July 2026  {SITE}/admin#/leads/{early}\n"
            )),
            "{text}"
        );
        assert!(html.contains("Follow-ups overdue (1)"), "{html}");
        // The incomplete form has its own list, with a link to it (issue 23.6).
        assert!(
            text.contains(&format!(
                "INCOMPLETE FORMS (1: sent without all they needed; worth a call)\n- 14:15  #{half} Half Way: Boiler repair, Paisley  {SITE}/admin#/leads/{half}\n"
            )),
            "{text}"
        );
        assert!(html.contains("Incomplete forms (1)"), "{html}");
        assert!(
            !text.contains(&format!("#{half} Half Way: Boiler repair, Paisley  (")),
            "not among the new leads: {text}"
        );
        for absent in ["Before Midnight", "Next Morning", "Spam Bot"] {
            assert!(
                !text.contains(absent) && !html.contains(absent),
                "{backend}: {absent}"
            );
        }
        assert!(text.contains("\n3 calls, 1 WhatsApp chat\n"), "{text}");
        assert!(
            html.contains("3 calls and 1 WhatsApp chat started from the site"),
            "{html}"
        );
        assert!(text.contains("EMAILS NOT DELIVERED (1)"), "{text}");
        assert!(text.contains(&format!(
            "Acknowledgement to the customer (enquiry #{early}) to early@example.com: The mailbox does not exist"
        )));
        // Every real lead came from the boiler repair page; then by views.
        let top = text.split("TOP PAGES").nth(1).unwrap();
        let services = top
            .find("/services/boiler-repair: 4 enquiries, 400 views")
            .unwrap();
        let home = top.find("- /: 0 enquiries, 900 views").unwrap();
        assert!(services < home, "{top}");
        assert!(html.contains("Ann &amp; Co"), "HTML is escaped");
        assert!(
            html.contains(&format!("/admin#/leads/{late}\">#{late}</a>")),
            "{html}"
        );
        db.pool.close().await;
        tdb.drop_db().await;
    }
}

#[tokio::test]
async fn the_server_sends_the_digest_only_when_turned_on() {
    let dir = tempfile::tempdir().unwrap();
    let tdb = test_db("sqlite", dir.path()).await;
    // From hour 0, a digest is due at any time of day.
    let mut opts = Options::new(&tdb, dir.path());
    opts.extra_env = vec![("DIGEST_HOUR".into(), "0".into())];
    let app = TestApp::spawn(&opts).await;
    // The check runs as the server starts; give it ample time to (not) act.
    tokio::time::sleep(Duration::from_secs(2)).await;
    app.terminate().await;
    let pool = tdb.pool().await;
    assert_eq!(
        scalar(
            &pool,
            "SELECT COUNT(*) FROM outbox WHERE kind = 'daily-digest'"
        )
        .await,
        0,
        "off by default"
    );

    opts.extra_env.push(("DAILY_DIGEST".into(), "true".into()));
    let app = TestApp::spawn(&opts).await;
    let deadline = tokio::time::Instant::now() + Duration::from_secs(20);
    while scalar(
        &pool,
        "SELECT COUNT(*) FROM outbox WHERE kind = 'daily-digest' AND state = 'sent'",
    )
    .await
        == 0
    {
        assert!(tokio::time::Instant::now() < deadline, "no digest sent");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    app.terminate().await;
    let sent: Vec<String> = std::fs::read_dir(dir.path().join("mail"))
        .unwrap()
        .map(|f| std::fs::read_to_string(f.unwrap().path()).unwrap())
        .collect();
    assert_eq!(sent.len(), 1);
    assert!(sent[0].contains(NOTIFY) && sent[0].contains("your summary for"));
    pool.close().await;
}

#[tokio::test]
async fn digests_are_deleted_by_retention_after_thirty_days() {
    for backend in backends() {
        let dir = tempfile::tempdir().unwrap();
        let tdb = test_db(backend, dir.path()).await;
        let db = Db::connect(&tdb.url).await.unwrap();
        for d in ["2026-10-01", "2026-11-22"] {
            api::tasks::digest::queue_for_day(&db, SITE, NOTIFY, day(d))
                .await
                .unwrap();
        }
        let old = api::store::db::timestamp_ago(Duration::from_secs(31 * 24 * 3600));
        sqlx::query(
            "UPDATE outbox SET state = 'sent', created_at = $1 WHERE subject LIKE 'Thursday 1 October%'",
        )
        .bind(&old)
        .execute(&db.pool)
        .await
        .unwrap();
        sqlx::query("UPDATE outbox SET state = 'sent' WHERE subject LIKE 'Sunday 22 November%'")
            .execute(&db.pool)
            .await
            .unwrap();
        let cutoff = api::store::db::timestamp_ago(Duration::from_secs(
            api::tasks::retention::UNCONFIRMED_SIGNUP_DAYS * 24 * 3600,
        ));
        let gone = api::notify::outbox::purge_settled_without_enquiry_before(&db, &cutoff)
            .await
            .unwrap();
        assert_eq!(gone, 1, "{backend}");
        let left: Vec<String> =
            sqlx::query_scalar("SELECT subject FROM outbox WHERE kind = 'daily-digest'")
                .fetch_all(&db.pool)
                .await
                .unwrap();
        assert_eq!(left.len(), 1);
        assert!(left[0].starts_with("Sunday 22 November 2026"), "{left:?}");
        db.pool.close().await;
        tdb.drop_db().await;
    }
}
