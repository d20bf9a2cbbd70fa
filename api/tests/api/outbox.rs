use crate::helpers::*;
use crate::smtp_sink::SmtpSink;
use serde_json::json;
use sqlx::Row;
use std::time::Duration;

/// SMTP is down, enquiries keep coming, the server restarts, SMTP comes back:
/// every notification is delivered, and attempts and errors were recorded.
#[tokio::test]
async fn mail_survives_an_smtp_outage_and_a_server_restart() {
    for backend in backends() {
        let dir = tempfile::tempdir().unwrap();
        let db = test_db(backend, dir.path()).await;
        // Reserve a port with nothing listening on it yet.
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .unwrap()
            .local_addr()
            .unwrap()
            .port();
        let opts = Options {
            database_url: db.url.clone(),
            smtp_url: Some(format!("smtp://127.0.0.1:{port}")),
            mail_dir: dir.path().join("mail"),
            ..Default::default()
        };
        let app = TestApp::spawn(&opts).await;
        let mut names = Vec::new();
        for i in 0..3 {
            let name = format!("Customer {i}");
            let res = app.post_json("/api/contact", &json!({ "name": name, "phone": "0141 496 0000", "email": format!("c{i}@example.com"), "service": "Boiler Services" })).await;
            assert_eq!(
                res.status(),
                200,
                "{backend}: the enquiry is accepted while mail is down"
            );
            names.push(name);
        }
        let pool = db.pool().await;
        // The worker tries, fails, records the error and backs off.
        let deadline = tokio::time::Instant::now() + Duration::from_secs(20);
        while scalar(
            &pool,
            "SELECT COUNT(*) FROM outbox WHERE attempts >= 2 AND last_error IS NOT NULL",
        )
        .await
            < 6
        {
            assert!(
                tokio::time::Instant::now() < deadline,
                "{backend}: expected failed attempts to be recorded"
            );
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        assert_eq!(
            scalar(&pool, "SELECT COUNT(*) FROM outbox WHERE state = 'pending'").await,
            6,
            "{backend}: all still to send"
        );
        // The notifications keep failing: health turns degraded.
        let deadline = tokio::time::Instant::now() + Duration::from_secs(20);
        while app.get("/api/health").await.status() != 503 {
            assert!(
                tokio::time::Instant::now() < deadline,
                "{backend}: degraded while mail is down"
            );
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        app.kill().await;

        // The mail server comes back while our server is down; then we restart.
        let sink = SmtpSink::start_on(port).await;
        let app = TestApp::spawn(&opts).await;
        let mail = sink.wait_for(6, 30).await;
        assert_eq!(mail.len(), 6, "{backend}: each notification once");
        for name in &names {
            assert!(
                mail.iter()
                    .any(|m| m.rcpt_to == [NOTIFY] && m.decoded().contains(name.as_str())),
                "{backend}: notification for {name}"
            );
        }
        let deadline = tokio::time::Instant::now() + Duration::from_secs(10);
        while scalar(
            &pool,
            "SELECT COUNT(*) FROM outbox WHERE state = 'sent' AND sent_at IS NOT NULL",
        )
        .await
            < 6
        {
            assert!(
                tokio::time::Instant::now() < deadline,
                "{backend}: all marked sent"
            );
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        assert!(
            scalar(&pool, "SELECT MIN(attempts) FROM outbox").await >= 3,
            "{backend}: attempts recorded"
        );
        let status = app.terminate().await;
        assert!(
            status.success(),
            "{backend}: graceful exit on SIGTERM, got {status:?}"
        );
        pool.close().await;
        db.drop_db().await;
    }
}

/// The health answer: status code and the body as text.
async fn health(app: &TestApp) -> (u16, String) {
    let res = app.get("/api/health").await;
    (res.status().as_u16(), res.text().await.unwrap())
}

/// A server on a fresh database of `backend`, sending through `smtp_url`.
async fn mail_app(
    backend: &str,
    dir: &std::path::Path,
    smtp_url: String,
    env: &[(&str, &str)],
) -> (TestApp, TestDb, Options) {
    let db = test_db(backend, dir).await;
    let opts = Options {
        smtp_url: Some(smtp_url),
        extra_env: env
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect(),
        ..Options::new(&db, dir)
    };
    (TestApp::spawn(&opts).await, db, opts)
}

async fn enquire(app: &TestApp, name: &str, email: Option<&str>, emergency: bool) -> i64 {
    let mut body = json!({ "name": name, "phone": "0141 496 0000", "service": "Boiler Services" });
    if let Some(e) = email {
        body["email"] = json!(e);
    }
    if emergency {
        body["isEmergency"] = json!(true);
    }
    let res = app.post_json("/api/contact", &body).await;
    assert_eq!(res.status(), 200, "the enquiry is accepted");
    res.json::<serde_json::Value>().await.unwrap()["id"]
        .as_i64()
        .unwrap()
}

async fn text(pool: &sqlx::AnyPool, sql: &str) -> Option<String> {
    sqlx::query(sql)
        .fetch_optional(pool)
        .await
        .unwrap()
        .and_then(|r| r.try_get::<Option<String>, _>(0).unwrap())
}

/// Issue 10.5: health said `200 ok` while SMTP refused every connection.
#[tokio::test]
async fn health_is_degraded_when_smtp_refuses_connections() {
    for backend in backends() {
        let dir = tempfile::tempdir().unwrap();
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .unwrap()
            .local_addr()
            .unwrap()
            .port();
        let (app, db, _) =
            mail_app(backend, dir.path(), format!("smtp://127.0.0.1:{port}"), &[]).await;
        assert_eq!(
            health(&app).await.0,
            200,
            "{backend}: ok before anything is queued"
        );
        enquire(&app, "Refused", None, false).await;
        // The notification fails again and again: it is stuck.
        eventually(20, "health turns degraded", || async {
            health(&app).await.0 == 503
        })
        .await;
        assert_eq!(
            health(&app).await.1,
            r#"{"status":"degraded"}"#,
            "{backend}"
        );
        // Once the mail server is back, the notification goes and health recovers.
        let sink = SmtpSink::start_on(port).await;
        sink.wait_for(1, 20).await;
        eventually(20, "health recovers", || async {
            health(&app).await.0 == 200
        })
        .await;
        app.kill().await;
        db.drop_db().await;
    }
}

/// Issue 10.5/10.6: a server answering 451 for ever left the message pending
/// for ever and health `ok`. Transient failures are retried up to
/// MAIL_MAX_AGE_SECS, then the message fails.
#[tokio::test]
async fn health_is_degraded_when_smtp_answers_451_for_too_long() {
    for backend in backends() {
        let dir = tempfile::tempdir().unwrap();
        let sink = SmtpSink::start().await;
        sink.answer_451_for(Duration::from_secs(3600));
        let (app, db, _) = mail_app(
            backend,
            dir.path(),
            sink.url(),
            &[("MAIL_MAX_AGE_SECS", "2")],
        )
        .await;
        let pool = db.pool().await;
        enquire(&app, "Busy", Some("busy@example.com"), false).await;
        eventually(20, "both messages fail after the maximum age", || async {
            scalar(
                &pool,
                "SELECT COUNT(*) FROM outbox WHERE state = 'failed' AND enquiry_id IS NOT NULL",
            )
            .await
                == 2
        })
        .await;
        assert!(
            scalar(
                &pool,
                "SELECT MIN(attempts) FROM outbox WHERE enquiry_id IS NOT NULL"
            )
            .await
                >= 2,
            "{backend}: a 451 is retried before giving up"
        );
        assert!(
            text(&pool, "SELECT MIN(failed_at) FROM outbox")
                .await
                .is_some(),
            "{backend}: the time it failed is stored"
        );
        assert_eq!(
            health(&app).await,
            (503, r#"{"status":"degraded"}"#.to_string()),
            "{backend}"
        );
        pool.close().await;
        app.kill().await;
        db.drop_db().await;
    }
}

/// A 451 that clears before the maximum age is only a delay: retried, sent,
/// and every attempt carries the Message-ID stored when it was queued, so a
/// receiver can drop a duplicate (issue 10.11: each retry had a new one).
#[tokio::test]
async fn message_id_is_stable_across_retries() {
    for backend in backends() {
        let dir = tempfile::tempdir().unwrap();
        let sink = SmtpSink::start().await;
        let (app, db, _) = mail_app(backend, dir.path(), sink.url(), &[]).await;
        let pool = db.pool().await;
        // From now, so a slow start-up cannot use up the window.
        sink.answer_451_for(Duration::from_millis(800));
        let id = enquire(&app, "Retried", None, false).await;
        let stored = text(
            &pool,
            &format!("SELECT message_id FROM outbox WHERE enquiry_id = {id}"),
        )
        .await
        .expect("a Message-ID is stored when the message is queued");
        assert!(
            stored.starts_with("<outbox-") && stored.contains('@') && stored.ends_with('>'),
            "{backend}: {stored}"
        );
        let mail = sink.wait_for(1, 20).await;
        eventually(20, "it is marked sent", || async {
            text(&pool, "SELECT state FROM outbox").await.as_deref() == Some("sent")
        })
        .await;
        assert!(
            scalar(&pool, "SELECT attempts FROM outbox").await >= 2,
            "{backend}: it was refused at least once first"
        );
        assert!(
            !sink.refused().is_empty(),
            "{backend}: the sink answered 451"
        );
        assert_eq!(
            mail[0].header("Message-ID"),
            Some(stored.clone()),
            "{backend}"
        );
        pool.close().await;
        app.kill().await;
        db.drop_db().await;
    }
}

/// Issue 10.6: a 550 was retried hourly without end.
#[tokio::test]
async fn permanent_550_is_failed_at_once_and_not_retried() {
    for backend in backends() {
        let dir = tempfile::tempdir().unwrap();
        let sink = SmtpSink::start().await;
        sink.reject(&["gone@example.com"]);
        let (app, db, _) = mail_app(backend, dir.path(), sink.url(), &[]).await;
        let pool = db.pool().await;
        enquire(&app, "Bounced", Some("gone@example.com"), false).await;
        eventually(20, "the acknowledgement fails", || async {
            scalar(&pool, "SELECT COUNT(*) FROM outbox WHERE state = 'failed'").await == 1
        })
        .await;
        // Several retry delays (100-400 ms in tests) later, it was tried once only.
        sink.wait_for(2, 20).await; // the notification and the owner's summary
        tokio::time::sleep(Duration::from_millis(1500)).await;
        assert_eq!(
            sink.refused(),
            vec!["gone@example.com".to_string()],
            "{backend}: one attempt"
        );
        assert_eq!(
            scalar(
                &pool,
                "SELECT attempts FROM outbox WHERE to_address = 'gone@example.com'"
            )
            .await,
            1,
            "{backend}"
        );
        assert!(
            text(
                &pool,
                "SELECT last_error FROM outbox WHERE state = 'failed'"
            )
            .await
            .unwrap()
            .contains("550"),
            "{backend}: the detail is kept for the owner"
        );
        assert_eq!(
            scalar(
                &pool,
                "SELECT COUNT(*) FROM outbox WHERE kind = 'enquiry-notification' AND state = 'sent'"
            )
            .await,
            1,
            "{backend}: the business's notification is unaffected"
        );
        pool.close().await;
        app.kill().await;
        db.drop_db().await;
    }
}

/// Issue 10.5: a failure the owner must see turns health degraded even while
/// other mail goes through; and a summary that fails never summons another.
#[tokio::test]
async fn health_is_degraded_when_the_owner_address_is_rejected() {
    for backend in backends() {
        let dir = tempfile::tempdir().unwrap();
        let sink = SmtpSink::start().await;
        sink.reject(&[NOTIFY]);
        // No hourly pause between summaries: only the rule itself stops a loop.
        let (app, db, _) = mail_app(
            backend,
            dir.path(),
            sink.url(),
            &[("MAIL_SUMMARY_INTERVAL_SECS", "0")],
        )
        .await;
        let pool = db.pool().await;
        enquire(
            &app,
            "Owner unreachable",
            Some("visitor@example.com"),
            false,
        )
        .await;
        eventually(20, "the notification and then its summary fail", || async {
            scalar(&pool, "SELECT COUNT(*) FROM outbox WHERE state = 'failed'").await == 2
        })
        .await;
        assert_eq!(
            sink.wait_for(1, 20).await[0].rcpt_to,
            ["visitor@example.com"],
            "{backend}: the acknowledgement still goes"
        );
        assert_eq!(
            health(&app).await,
            (503, r#"{"status":"degraded"}"#.to_string()),
            "{backend}"
        );
        tokio::time::sleep(Duration::from_millis(1500)).await;
        assert_eq!(
            scalar(
                &pool,
                "SELECT COUNT(*) FROM outbox WHERE kind = 'delivery-failure-summary'"
            )
            .await,
            1,
            "{backend}: a failed summary is not summarised"
        );
        pool.close().await;
        app.kill().await;
        db.drop_db().await;
    }
}

/// Issue 10.5: the public body showed raw SMTP errors with visitors'
/// addresses, counts and server paths.
#[tokio::test]
async fn health_body_shows_no_errors_addresses_or_paths() {
    let dir = tempfile::tempdir().unwrap();
    let sink = SmtpSink::start().await;
    let (app, db, _) = mail_app("sqlite", dir.path(), sink.url(), &[]).await;
    assert_eq!(health(&app).await, (200, r#"{"status":"ok"}"#.to_string()));
    sink.reject(&["private.person@example.com"]);
    enquire(&app, "Private", Some("private.person@example.com"), false).await;
    eventually(20, "health turns degraded", || async {
        health(&app).await.0 == 503
    })
    .await;
    let (_, body) = health(&app).await;
    assert_eq!(body, r#"{"status":"degraded"}"#);
    for leak in ["@", "/", "550", "SMTP", "private", "queue", "sqlite"] {
        assert!(!body.contains(leak), "{leak} in {body}");
    }
    app.kill().await;
    db.drop_db().await;
}

/// Issue 10.6: nothing told the owner. Failures reach NOTIFY_EMAIL in one
/// summary; failures within the hour wait for the next one.
#[tokio::test]
async fn failed_mail_reaches_the_owner_in_one_summary_an_hour() {
    for backend in backends() {
        let dir = tempfile::tempdir().unwrap();
        let sink = SmtpSink::start().await;
        sink.reject(&["first@example.com", "second@example.com"]);
        let (app, db, _) = mail_app(backend, dir.path(), sink.url(), &[]).await;
        let pool = db.pool().await;
        let first = enquire(&app, "First", Some("first@example.com"), false).await;
        let to_owner = |sink: &SmtpSink| {
            sink.messages()
                .into_iter()
                .filter(|m| {
                    m.header("Subject")
                        .is_some_and(|s| s.contains("could not be delivered"))
                })
                .collect::<Vec<_>>()
        };
        eventually(20, "the summary arrives", || async {
            to_owner(&sink).len() == 1
        })
        .await;
        let summary = to_owner(&sink).remove(0);
        assert_eq!(summary.rcpt_to, [NOTIFY], "{backend}");
        let body = summary.decoded();
        assert!(
            body.contains(&format!("enquiry #{first}")),
            "{backend}: {body}"
        );
        assert!(body.contains("first@example.com"), "{backend}");
        assert!(
            body.contains("refused it for good"),
            "{backend}: the reason in plain words"
        );
        assert!(
            !body.contains("550 5.1.1"),
            "{backend}: not the raw SMTP answer"
        );

        // A second failure within the hour waits for the next summary.
        let second = enquire(&app, "Second", Some("second@example.com"), false).await;
        eventually(20, "the second acknowledgement fails", || async {
            scalar(&pool, "SELECT COUNT(*) FROM outbox WHERE state = 'failed'").await == 2
        })
        .await;
        tokio::time::sleep(Duration::from_millis(1000)).await;
        assert_eq!(to_owner(&sink).len(), 1, "{backend}: one summary an hour");
        // An hour later (the last summary moved back in time), it is sent.
        sqlx::query("UPDATE outbox SET created_at = '2000-01-01T00:00:00.000Z' WHERE kind = 'delivery-failure-summary'")
            .execute(&pool)
            .await
            .unwrap();
        eventually(20, "the next summary arrives", || async {
            to_owner(&sink).len() == 2
        })
        .await;
        let next = to_owner(&sink).remove(1).decoded();
        assert!(
            next.contains(&format!("enquiry #{second}")),
            "{backend}: {next}"
        );
        assert!(
            !next.contains(&format!("enquiry #{first}")),
            "{backend}: each failure once"
        );
        pool.close().await;
        app.kill().await;
        db.drop_db().await;
    }
}

/// Issue 10.11: one slow batch delayed new emergency mail by minutes.
#[tokio::test]
async fn one_slow_message_does_not_hold_an_emergency_notification() {
    for backend in backends() {
        let dir = tempfile::tempdir().unwrap();
        let sink = SmtpSink::start().await;
        sink.slow_for("slow@example.com", Duration::from_secs(4));
        let (app, db, _) = mail_app(
            backend,
            dir.path(),
            sink.url(),
            &[("MAIL_SEND_TIMEOUT_MS", "10000")],
        )
        .await;
        let pool = db.pool().await;
        enquire(&app, "Slow", Some("slow@example.com"), false).await;
        // The slow acknowledgement is being sent (leased, not finished).
        eventually(20, "the slow message is in flight", || async {
            scalar(&pool, "SELECT COUNT(*) FROM outbox WHERE to_address = 'slow@example.com' AND lease_until IS NOT NULL AND state = 'pending'").await == 1
        })
        .await;
        enquire(&app, "Burst pipe", None, true).await;
        eventually(20, "the emergency notification arrives", || async {
            sink.messages().iter().any(|m| {
                m.header("Subject")
                    .is_some_and(|s| s.starts_with("EMERGENCY"))
            })
        })
        .await;
        assert!(
            !sink
                .messages()
                .iter()
                .any(|m| m.rcpt_to == ["slow@example.com"]),
            "{backend}: the emergency went while the slow message was still being sent"
        );
        sink.wait_for(3, 20).await;
        pool.close().await;
        app.kill().await;
        db.drop_db().await;
    }
}

/// Issue 10.6: the owner had no way to see, resend or stop a failed message,
/// nor an enquiry's delivery state.
#[tokio::test]
async fn outbox_retry_and_abandon_from_the_cli() {
    for backend in backends() {
        let dir = tempfile::tempdir().unwrap();
        let sink = SmtpSink::start().await;
        sink.reject(&["typo@example.con"]);
        let (app, db, _) = mail_app(backend, dir.path(), sink.url(), &[]).await;
        let pool = db.pool().await;
        let enquiry = enquire(&app, "Typo", Some("typo@example.con"), false).await;
        eventually(20, "the acknowledgement fails", || async {
            health(&app).await.0 == 503
        })
        .await;
        let id = scalar(&pool, "SELECT id FROM outbox WHERE state = 'failed'").await;
        eventually(20, "the notification is sent", || async {
            scalar(&pool, "SELECT COUNT(*) FROM outbox WHERE kind = 'enquiry-notification' AND state = 'sent'").await == 1
        })
        .await;

        let (ok, out, err) = cli(&db.url, &["outbox", "list", "--state", "failed"], "");
        assert!(ok, "{backend}: {err}");
        assert!(
            out.contains("typo@example.con") && out.contains("550"),
            "{backend}: {out}"
        );
        assert!(
            out.contains("1 message"),
            "{backend}: only the failed one: {out}"
        );
        let delivery = api::notify::outbox::owner::delivery_by_enquiry(
            &api::store::db::Db::connect(&db.url).await.unwrap(),
            &[enquiry],
        )
        .await
        .unwrap();
        assert_eq!(delivery[&enquiry].to_string(), "sent/failed", "{backend}");
        let (ok, out, _) = cli(&db.url, &["enquiries", "list"], "");
        assert!(
            ok && out.contains("sent/failed"),
            "{backend}: delivery in the enquiry list: {out}"
        );

        // The address is fixed at the mail server's end: send it again.
        sink.reject(&[]);
        let (ok, out, err) = cli(&db.url, &["outbox", "retry", &id.to_string()], "");
        assert!(
            ok && out.contains(&format!("retried {id}")),
            "{backend}: {out}{err}"
        );
        eventually(20, "the retried message is sent", || async {
            sink.messages()
                .iter()
                .any(|m| m.rcpt_to == ["typo@example.con"])
        })
        .await;
        eventually(20, "health recovers", || async {
            health(&app).await.0 == 200
        })
        .await;
        eventually(20, "the retried message is marked sent", || async {
            text(&pool, &format!("SELECT state FROM outbox WHERE id = {id}"))
                .await
                .as_deref()
                == Some("sent")
        })
        .await;
        assert_eq!(
            scalar(
                &pool,
                &format!("SELECT attempts FROM outbox WHERE id = {id}")
            )
            .await,
            2,
            "{backend}: attempts kept"
        );
        let (ok, _, _) = cli(&db.url, &["outbox", "retry", &id.to_string()], "");
        assert!(!ok, "{backend}: a sent message cannot be retried");

        // Another failure, abandoned by the owner: health is ok again.
        sink.reject(&["nobody@example.com"]);
        enquire(&app, "Nobody", Some("nobody@example.com"), false).await;
        eventually(20, "the second acknowledgement fails", || async {
            health(&app).await.0 == 503
        })
        .await;
        let id = scalar(&pool, "SELECT id FROM outbox WHERE state = 'failed'").await;
        let (ok, out, err) = cli(&db.url, &["outbox", "abandon", &id.to_string()], "");
        assert!(
            ok && out.contains(&format!("abandoned {id}")),
            "{backend}: {out}{err}"
        );
        assert_eq!(
            health(&app).await.0,
            200,
            "{backend}: abandoned clears degraded"
        );
        let (_, out, _) = cli(&db.url, &["outbox", "list", "--state", "abandoned"], "");
        assert!(out.contains("nobody@example.com"), "{backend}: {out}");
        let (ok, _, err) = cli(&db.url, &["outbox", "abandon", "999999"], "");
        assert!(
            !ok && err.contains("999999"),
            "{backend}: an unknown id is reported"
        );
        pool.close().await;
        app.kill().await;
        db.drop_db().await;
    }
}

/// Issue 10.11: new emergency mail waited behind whatever was queued before
/// it. The business's emergency notification goes first, then its other
/// notifications, then mail to visitors.
#[tokio::test]
async fn emergency_notification_jumps_the_queue() {
    for backend in backends() {
        let dir = tempfile::tempdir().unwrap();
        let sink = SmtpSink::start().await;
        // One sender, and each message takes a while: the queue builds up
        // behind the first while the rest are posted.
        sink.delay_data(Duration::from_millis(700));
        let (app, db, _) = mail_app(
            backend,
            dir.path(),
            sink.url(),
            &[("MAIL_CONCURRENCY", "1")],
        )
        .await;
        let a = enquire(&app, "Quote A", Some("a@example.com"), false).await;
        let b = enquire(&app, "Quote B", Some("b@example.com"), false).await;
        let e = enquire(&app, "Flooded kitchen", None, true).await;
        let order: Vec<String> = sink
            .wait_for(5, 30)
            .await
            .iter()
            .map(|m| m.header("Subject").unwrap())
            .collect();
        let expected = [
            format!("Quote request #{a}: Boiler Services"),
            format!("EMERGENCY enquiry #{e}: Boiler Services"),
            format!("Quote request #{b}: Boiler Services"),
            format!("We have your request (reference #{a})"),
            format!("We have your request (reference #{b})"),
        ];
        assert_eq!(order, expected, "{backend}");
        app.kill().await;
        db.drop_db().await;
    }
}

/// Issue 19.1: a send cut off by `MAIL_SEND_TIMEOUT_MS` left its connection
/// in lettre's pool one reply out of step, so the next message read the late
/// replies of the one before: an emergency notification refused with 554 at
/// the end of data was recorded as sent, with no failure and health `ok`.
#[tokio::test]
async fn a_refusal_after_a_cut_off_send_is_recorded_as_failed() {
    for backend in backends() {
        let dir = tempfile::tempdir().unwrap();
        let sink = SmtpSink::start().await;
        // Three replies of 900 ms: the acknowledgement is cut off at 2,000 ms,
        // before the server has answered its end of data.
        sink.slow_replies_once_for("slow@example.com", Duration::from_millis(900));
        sink.refuse_data_for(NOTIFY);
        let (app, db, _) = mail_app(
            backend,
            dir.path(),
            sink.url(),
            &[("MAIL_CONCURRENCY", "1"), ("MAIL_SEND_TIMEOUT_MS", "2000")],
        )
        .await;
        let pool = db.pool().await;
        // Its notification is refused first (emergency and owner mail go
        // first), then its acknowledgement is sent, slowly.
        enquire(&app, "Slow", Some("slow@example.com"), false).await;
        eventually(20, "the slow acknowledgement is in flight", || async {
            scalar(&pool, "SELECT COUNT(*) FROM outbox WHERE to_address = 'slow@example.com' AND lease_until IS NOT NULL AND state = 'pending'").await == 1
        })
        .await;
        // The one sender takes this next, once the slow send is cut off.
        enquire(&app, "Burst pipe", None, true).await;
        eventually(30, "both notifications have an outcome", || async {
            scalar(
                &pool,
                "SELECT COUNT(*) FROM outbox WHERE kind = 'enquiry-notification' AND state <> 'pending'",
            )
            .await
                == 2
        })
        .await;
        assert_eq!(
            scalar(
                &pool,
                "SELECT COUNT(*) FROM outbox WHERE kind = 'enquiry-notification' AND state = 'failed' AND last_error LIKE '%554%'",
            )
            .await,
            2,
            "{backend}: both refused notifications are failed with the server's 554, none recorded as sent"
        );
        assert!(
            !sink.messages().iter().any(|m| m.rcpt_to == [NOTIFY]),
            "{backend}: the sink took no notification"
        );
        eventually(20, "health turns degraded", || async {
            health(&app).await.0 == 503
        })
        .await;
        // The cut-off acknowledgement is sent again and arrives.
        eventually(20, "the acknowledgement is sent", || async {
            scalar(&pool, "SELECT COUNT(*) FROM outbox WHERE to_address = 'slow@example.com' AND state = 'sent'").await == 1
        })
        .await;
        pool.close().await;
        app.kill().await;
        db.drop_db().await;
    }
}
