//! Visits on a lead (issue 33.5) through the real server and a real SMTP
//! sink, on SQLite and PostgreSQL: booking on the UK clock, its checks (a
//! past time, the spring gap, the autumn repeat), moving and cancelling with
//! the calendar file's SEQUENCE going up under one UID, the coming days'
//! list, the owner's calendar file, and the day-before reminder queued once
//! even when two runs race.

use crate::admin_leads::{Stored, store};
use crate::helpers::{NOTIFY, Options, SITE, backends, scalar};
use crate::owner_client::OwnerClient;
use crate::smtp_sink::{Received, SmtpSink};
use chrono::{Duration, NaiveDate, Utc};
use serde_json::{Value, json};

/// Standard base64, as lettre encodes a part (no dependency for one test).
fn base64_decode(text: &str) -> Vec<u8> {
    let value = |c: u8| match c {
        b'A'..=b'Z' => Some(c - b'A'),
        b'a'..=b'z' => Some(c - b'a' + 26),
        b'0'..=b'9' => Some(c - b'0' + 52),
        b'+' => Some(62),
        b'/' => Some(63),
        _ => None,
    };
    let (mut out, mut acc, mut bits) = (Vec::new(), 0u32, 0);
    for v in text.bytes().filter_map(value) {
        acc = (acc << 6) | v as u32;
        bits += 6;
        if bits >= 8 {
            bits -= 8;
            out.push((acc >> bits) as u8);
        }
    }
    out
}

/// The calendar part of a message: its Content-Type header and its text,
/// decoded, with its CRLFs kept.
pub fn calendar_part(m: &Received) -> (String, String) {
    let raw = &m.raw;
    let at = raw
        .find("Content-Type: text/calendar")
        .unwrap_or_else(|| panic!("no calendar part: {raw}"));
    let part = &raw[at..];
    let (head, rest) = part.split_once("\r\n\r\n").unwrap();
    let body = &rest[..rest.find("\r\n--").unwrap()];
    let head_unfolded = head.replace("\r\n ", " ").replace("\r\n\t", " ");
    let content_type = head_unfolded.lines().next().unwrap().to_string();
    let text = if head_unfolded.contains("Content-Transfer-Encoding: base64") {
        String::from_utf8(base64_decode(body)).unwrap()
    } else if head_unfolded.contains("quoted-printable") {
        let r = Received {
            rcpt_to: vec![],
            raw: format!("\r\n\r\n{body}"),
        };
        r.decoded().trim_start().to_string()
    } else {
        format!("{body}\r\n")
    };
    (content_type, text)
}

/// The calendar's logical lines (folds undone).
pub fn ics_lines(text: &str) -> Vec<String> {
    text.replace("\r\n ", "")
        .split("\r\n")
        .filter(|l| !l.is_empty())
        .map(str::to_string)
        .collect()
}

fn prop(lines: &[String], name: &str) -> String {
    lines
        .iter()
        .find_map(|l| l.strip_prefix(&format!("{name}:")))
        .unwrap_or_else(|| panic!("no {name}: {lines:?}"))
        .to_string()
}

/// The UK date `days` from today, `YYYY-MM-DD`.
fn uk_day(days: i64) -> NaiveDate {
    api::store::uk_time::day(Utc::now()) + Duration::days(days)
}

async fn lead(inbox: &OwnerClient, email: Option<&'static str>) -> i64 {
    store(
        &inbox.pool,
        Stored {
            name: "Ann Boyle",
            phone: "07700 900123",
            email,
            location: Some("G11 6AA, Partick"),
            ..Stored::default()
        },
    )
    .await
}

fn visit(date: &str, time: &str) -> Value {
    json!({ "kind": "survey", "date": date, "time": time, "minutes": 90, "who": "Craig" })
}

async fn mail_to(sink: &SmtpSink, n: usize, subject: &str) -> Received {
    for _ in 0..400 {
        let got: Vec<Received> = sink
            .messages()
            .into_iter()
            .filter(|m| m.header("Subject").is_some_and(|s| s.starts_with(subject)))
            .collect();
        if got.len() >= n {
            return got[n - 1].clone();
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    panic!(
        "no email `{subject}` #{n}: {:?}",
        sink.messages()
            .iter()
            .map(|m| m.header("Subject"))
            .collect::<Vec<_>>()
    );
}

/// Booked on the UK clock in summer time, moved, cancelled: the customer
/// gets three emails, each with the calendar file under one UID and a
/// SEQUENCE one higher; the lead's version, history and the audit log
/// follow each change; a stale screen is refused.
#[tokio::test]
async fn booking_moving_and_cancelling_email_the_calendar_file() {
    for backend in backends() {
        let sink = SmtpSink::start().await;
        let inbox = OwnerClient::start_with(backend, |o, _| Options {
            smtp_url: Some(sink.url()),
            ..o
        })
        .await;
        let id = lead(&inbox, Some("ann@example.com")).await;
        let (_, before) = inbox.get(&format!("/leads/{id}")).await;
        let seen = before["lead"]["version"].as_i64().unwrap();

        let (status, body) = inbox.act(id, "visits", visit("2027-07-01", "09:30")).await;
        assert_eq!(status, 200, "{backend}: {body}");
        let v = &body["visit"];
        assert_eq!(
            v["startsAt"], "2027-07-01T08:30:00.000Z",
            "{backend}: BST is UTC+1"
        );
        assert_eq!(v["when"], "Thursday 1 July 2027 at 09:30");
        assert_eq!(
            (v["sequence"].as_i64(), v["status"].as_str()),
            (Some(0), Some("booked"))
        );
        assert_eq!(body["emailed"], true);
        assert_eq!(body["page"]["lead"]["version"], seen + 1);
        let last = body["page"]["history"]
            .as_array()
            .unwrap()
            .last()
            .unwrap()
            .clone();
        assert_eq!(
            (last["kind"].as_str(), last["to"].as_str()),
            (Some("visit"), Some("booked"))
        );
        assert!(
            last["note"]
                .as_str()
                .unwrap()
                .contains("Thursday 1 July 2027 at 09:30, 1 hour 30 minutes, Craig going"),
            "{last}"
        );
        let vid = v["id"].as_i64().unwrap();

        // The screen that has not seen the booking is refused.
        let mut stale = visit("2027-07-02", "10:00");
        stale["version"] = json!(seen);
        let (status, body) = inbox.post(&format!("/visits/{vid}"), Some(stale)).await;
        assert_eq!(status, 409, "{backend}: {body}");
        assert_eq!(body["current"]["lead"]["version"], seen + 1);

        let booked = mail_to(&sink, 1, "Visit booked").await;
        assert_eq!(booked.rcpt_to, vec!["ann@example.com".to_string()]);
        assert_eq!(booked.header("Reply-To").as_deref(), Some(NOTIFY));
        assert!(booked.decoded().contains("Hello Ann,"), "{}", booked.raw);
        let (ctype, ics) = calendar_part(&booked);
        assert!(ctype.contains("method=REQUEST"), "{ctype}");
        assert!(
            !ics.replace("\r\n", "").contains('\n'),
            "{backend}: CRLF only"
        );
        let lines = ics_lines(&ics);
        assert_eq!(prop(&lines, "METHOD"), "REQUEST");
        assert_eq!(prop(&lines, "SEQUENCE"), "0");
        assert_eq!(prop(&lines, "DTSTART"), "20270701T083000Z");
        assert_eq!(prop(&lines, "DTEND"), "20270701T100000Z");
        assert_eq!(prop(&lines, "LOCATION"), "G11 6AA\\, Partick");
        let uid = prop(&lines, "UID");

        // Moved into the winter: GMT, and the next SEQUENCE under the same UID.
        let (_, now) = inbox.get(&format!("/leads/{id}")).await;
        let mut moved = visit("2027-01-15", "14:00");
        moved["who"] = json!("Craig and Jo");
        moved["version"] = now["lead"]["version"].clone();
        let (status, body) = inbox.post(&format!("/visits/{vid}"), Some(moved)).await;
        assert_eq!(status, 200, "{backend}: {body}");
        assert_eq!(
            body["visit"]["startsAt"], "2027-01-15T14:00:00.000Z",
            "{backend}: GMT"
        );
        assert_eq!(body["visit"]["sequence"], 1);
        let update = mail_to(&sink, 1, "Visit moved").await;
        let lines = ics_lines(&calendar_part(&update).1);
        assert_eq!(
            (prop(&lines, "UID"), prop(&lines, "SEQUENCE")),
            (uid.clone(), "1".into())
        );
        assert_eq!(prop(&lines, "DTSTART"), "20270115T140000Z");
        assert!(update.decoded().contains("Craig and Jo"));

        let (status, body) = inbox
            .post(
                &format!("/visits/{vid}/cancel"),
                Some(json!({ "version": body["page"]["lead"]["version"] })),
            )
            .await;
        assert_eq!(status, 200, "{backend}: {body}");
        assert_eq!(
            (
                body["visit"]["status"].as_str(),
                body["visit"]["sequence"].as_i64()
            ),
            (Some("cancelled"), Some(2))
        );
        let cancelled = mail_to(&sink, 1, "Visit cancelled").await;
        let (ctype, ics) = calendar_part(&cancelled);
        assert!(ctype.contains("method=CANCEL"), "{ctype}");
        let lines = ics_lines(&ics);
        assert_eq!(prop(&lines, "METHOD"), "CANCEL");
        assert_eq!(prop(&lines, "STATUS"), "CANCELLED");
        assert_eq!(
            (prop(&lines, "UID"), prop(&lines, "SEQUENCE")),
            (uid.clone(), "2".into())
        );

        // A cancelled visit cannot be moved or cancelled again.
        let (_, now) = inbox.get(&format!("/leads/{id}")).await;
        let (status, body) = inbox
            .post(
                &format!("/visits/{vid}/cancel"),
                Some(json!({ "version": now["lead"]["version"] })),
            )
            .await;
        assert_eq!(status, 409, "{backend}: {body}");
        assert_eq!(
            body["error"],
            "This visit is cancelled: book a new one instead."
        );

        let history: Vec<String> = now["history"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|h| h["kind"] == "visit")
            .map(|h| h["to"].as_str().unwrap().to_string())
            .collect();
        assert_eq!(history, ["booked", "moved", "cancelled"], "{backend}");
        for verb in ["booked", "moved", "cancelled"] {
            assert_eq!(
                scalar(&inbox.pool, &format!("SELECT COUNT(*) FROM owner_audit WHERE action = '{verb} visit #{vid} on lead #{id}'")).await,
                1,
                "{backend}: {verb}"
            );
        }
        // The lead's list of visits, and the owner's calendar file.
        let (_, list) = inbox.get(&format!("/leads/{id}/visits")).await;
        assert_eq!(list["visits"].as_array().unwrap().len(), 1);
        assert_eq!(list["emailable"], true);
        let res = inbox
            .app
            .client
            .get(inbox.app.url(&format!("/api/admin/visits/{vid}.ics")))
            .header("cookie", inbox.cookie())
            .send()
            .await
            .unwrap();
        assert_eq!(res.status(), 200);
        assert_eq!(
            res.headers()["content-type"],
            "text/calendar; charset=utf-8"
        );
        assert_eq!(res.headers()["cache-control"], "no-store");
        let text = res.text().await.unwrap();
        let lines = ics_lines(&text);
        assert_eq!(prop(&lines, "METHOD"), "PUBLISH");
        assert!(prop(&lines, "SUMMARY").contains("Ann Boyle"), "{text}");
        // Signed out: refused.
        let res = inbox.app.get(&format!("/api/admin/visits/{vid}.ics")).await;
        assert_eq!(res.status(), 401);
        for path in [
            format!("/visits/{vid}"),
            "/visits/x.ics".into(),
            "/visits/999.ics".into(),
        ] {
            let res = inbox
                .app
                .client
                .get(inbox.app.url(&format!("/api/admin{path}")))
                .header("cookie", inbox.cookie())
                .send()
                .await
                .unwrap();
            assert_eq!(res.status(), 404, "{backend}: {path}");
        }
        inbox.finish().await;
    }
}

/// What the owner is told, and nothing stored, for each wrong visit: a time
/// gone by, 01:30 the night the clocks go forward (there is none) and the
/// night they go back (there are two), a day beyond a year, no one going.
#[tokio::test]
async fn wrong_times_are_refused_in_words() {
    for backend in backends() {
        let inbox = OwnerClient::start(backend).await;
        let id = lead(&inbox, None).await;
        let yesterday = uk_day(-1).format("%Y-%m-%d").to_string();
        let cases = [
            (
                visit(&yesterday, "10:00"),
                "time",
                "has already passed. Choose a time still to come.",
            ),
            (
                visit("2027-03-28", "01:30"),
                "time",
                "There is no 01:30 on Sunday 28 March 2027 in the UK: the clocks go forward from 01:00 to 02:00. Choose another time.",
            ),
            (
                visit("2027-10-31", "01:30"),
                "time",
                "01:30 on Sunday 31 October 2027 happens twice in the UK: the clocks go back from 02:00 to 01:00. Choose a time before 01:00 or from 02:00.",
            ),
            (
                visit(&uk_day(400).format("%Y-%m-%d").to_string(), "10:00"),
                "date",
                "A visit can be booked up to a year ahead.",
            ),
            (
                json!({ "kind": "survey", "date": "2027-07-01", "time": "10:00", "minutes": 90, "who": "  " }),
                "who",
                "Say who is going.",
            ),
            (
                json!({ "kind": "survey", "date": "2027-07-01", "time": "10:00", "minutes": 90, "who": "x".repeat(81) }),
                "who",
                "Who is going must be at most 80 characters.",
            ),
            (
                json!({ "kind": "survey", "date": "2027-07-01", "time": "10:00", "minutes": 5, "who": "A" }),
                "minutes",
                "A visit lasts from 15 minutes to 12 hours.",
            ),
            (
                json!({ "kind": "party", "date": "2027-07-01", "time": "25:00", "minutes": 60, "who": "A" }),
                "kind",
                "Choose a survey or a job visit.",
            ),
        ];
        for (body, field, message) in cases {
            let (status, answer) = inbox.act(id, "visits", body.clone()).await;
            assert_eq!(status, 422, "{backend}: {body}: {answer}");
            let said = answer["fields"][field]["message"]
                .as_str()
                .unwrap_or_default();
            assert!(
                said.ends_with(message),
                "{backend}: {field}: {said} / {answer}"
            );
        }
        // Either instant of the autumn hour would be a guess; 00:59 and 02:00 are not.
        let (status, body) = inbox.act(id, "visits", visit("2027-10-31", "00:59")).await;
        assert_eq!(status, 200, "{backend}: {body}");
        assert_eq!(body["visit"]["startsAt"], "2027-10-30T23:59:00.000Z");
        assert_eq!(body["emailed"], false, "{backend}: no address, no email");
        assert!(
            body["page"]["history"].as_array().unwrap().last().unwrap()["note"]
                .as_str()
                .unwrap()
                .ends_with("No email address: tell the customer yourself.")
        );
        let (status, body) = inbox.act(id, "visits", visit("2027-03-28", "02:00")).await;
        assert_eq!(status, 200, "{backend}: {body}");
        assert_eq!(body["visit"]["startsAt"], "2027-03-28T01:00:00.000Z");
        assert_eq!(scalar(&inbox.pool, "SELECT COUNT(*) FROM visits").await, 2);
        assert_eq!(scalar(&inbox.pool, "SELECT COUNT(*) FROM outbox").await, 0);
        // Not on spam.
        let spam = store(
            &inbox.pool,
            Stored {
                status: "spam",
                ..Stored::default()
            },
        )
        .await;
        let (status, _) = inbox
            .act(spam, "visits", visit("2027-07-01", "10:00"))
            .await;
        assert_eq!(status, 409, "{backend}");
        inbox.finish().await;
    }
}

/// `GET /visits?days=N` lists the booked visits of the coming days across
/// leads, soonest first, without cancelled ones or ones further off.
#[tokio::test]
async fn the_coming_days_list_their_visits() {
    for backend in backends() {
        let inbox = OwnerClient::start(backend).await;
        let a = lead(&inbox, None).await;
        let b = store(
            &inbox.pool,
            Stored {
                name: "Bob Reid",
                ..Stored::default()
            },
        )
        .await;
        let day = |n| uk_day(n).format("%Y-%m-%d").to_string();
        let (s, _) = inbox.act(b, "visits", visit(&day(3), "08:00")).await;
        assert_eq!(s, 200);
        let (s, _) = inbox.act(a, "visits", visit(&day(2), "15:00")).await;
        assert_eq!(s, 200);
        let (s, far) = inbox.act(a, "visits", visit(&day(20), "15:00")).await;
        assert_eq!(s, 200);
        let (s, off) = inbox.act(b, "visits", visit(&day(1), "12:00")).await;
        assert_eq!(s, 200);
        let (_, now) = inbox.get(&format!("/leads/{b}")).await;
        let (s, _) = inbox
            .post(
                &format!("/visits/{}/cancel", off["visit"]["id"]),
                Some(json!({ "version": now["lead"]["version"] })),
            )
            .await;
        assert_eq!(s, 200);

        let (status, list) = inbox.get("/visits").await;
        assert_eq!(status, 200, "{backend}: {list}");
        assert_eq!(list["days"], 14);
        let got: Vec<(String, String)> = list["visits"]
            .as_array()
            .unwrap()
            .iter()
            .map(|v| {
                (
                    v["name"].as_str().unwrap().into(),
                    v["date"].as_str().unwrap().into(),
                )
            })
            .collect();
        assert_eq!(
            got,
            vec![("Ann Boyle".into(), day(2)), ("Bob Reid".into(), day(3))],
            "{backend}"
        );
        let (_, list) = inbox.get("/visits?days=30").await;
        assert_eq!(list["visits"].as_array().unwrap().len(), 3);
        assert_eq!(list["visits"][2]["id"], far["visit"]["id"]);
        for bad in ["0", "61", "x"] {
            let (status, body) = inbox.get(&format!("/visits?days={bad}")).await;
            assert_eq!(status, 400, "{backend}: {bad}: {body}");
        }
        inbox.finish().await;
    }
}

/// The day before (UK calendar), from 09:00, each booked visit's customer
/// gets one reminder: two runs at the same moment queue it once, a third
/// finds nothing, and cancelled visits and customers without an address
/// get none.
#[tokio::test]
async fn the_reminder_is_queued_once_even_when_two_runs_race() {
    for backend in backends() {
        let inbox = OwnerClient::start(backend).await;
        let d = uk_day(3);
        let date = d.format("%Y-%m-%d").to_string();
        let with_email = lead(&inbox, Some("ann@example.com")).await;
        let no_email = lead(&inbox, None).await;
        let cancelled = lead(&inbox, Some("cat@example.com")).await;
        for id in [with_email, no_email, cancelled] {
            let (s, body) = inbox.act(id, "visits", visit(&date, "10:00")).await;
            assert_eq!(s, 200, "{backend}: {body}");
            if id == cancelled {
                let (s, _) = inbox
                    .post(
                        &format!("/visits/{}/cancel", body["visit"]["id"]),
                        Some(json!({ "version": body["page"]["lead"]["version"] })),
                    )
                    .await;
                assert_eq!(s, 200);
            }
        }
        let reminders = "SELECT COUNT(*) FROM outbox WHERE kind = 'visit-reminder'";
        let eve = api::store::uk_time::midnight(d - Duration::days(1));
        let run = |at: chrono::DateTime<Utc>| {
            api::tasks::reminders::queue_due(&inbox.db, SITE, NOTIFY, at)
        };
        // 08:59 the day before: not yet.
        assert_eq!(run(eve + Duration::minutes(8 * 60 + 59)).await.unwrap(), 0);
        // Two days before: not yet.
        assert_eq!(run(eve - Duration::hours(12)).await.unwrap(), 0);
        let at = eve + Duration::hours(10);
        let (a, b) = tokio::join!(run(at), run(at));
        assert_eq!(a.unwrap() + b.unwrap(), 1, "{backend}");
        assert_eq!(
            run(at + Duration::minutes(1)).await.unwrap(),
            0,
            "{backend}"
        );
        assert_eq!(scalar(&inbox.pool, reminders).await, 1, "{backend}");
        assert_eq!(
            scalar(
                &inbox.pool,
                "SELECT enquiry_id FROM outbox WHERE kind = 'visit-reminder'"
            )
            .await,
            with_email
        );
        let (subject, body): (String, String) = {
            use sqlx::Row;
            let r = sqlx::query(
                "SELECT subject, attachment_body FROM outbox WHERE kind = 'visit-reminder'",
            )
            .fetch_one(&inbox.pool)
            .await
            .unwrap();
            (r.get("subject"), r.get("attachment_body"))
        };
        assert_eq!(
            subject,
            format!("Reminder: we visit tomorrow at 10:00 (reference #{with_email})")
        );
        assert!(body.contains("METHOD:REQUEST\r\n"), "{body}");
        inbox.finish().await;
    }
}

/// The outbox keeps its guarantees for a message with an attachment: the
/// customer's server defers it (451), the worker tries again, and the email
/// that arrives carries the same calendar file under the Message-ID it was
/// queued with.
#[tokio::test]
async fn a_deferred_visit_email_is_retried_with_its_calendar_file() {
    for backend in backends() {
        let sink = SmtpSink::start().await;
        let inbox = OwnerClient::start_with(backend, |o, _| Options {
            smtp_url: Some(sink.url()),
            ..o
        })
        .await;
        let id = lead(&inbox, Some("ann@example.com")).await;
        sink.answer_451_for(std::time::Duration::from_millis(1500));
        let (status, body) = inbox.act(id, "visits", visit("2027-02-10", "08:00")).await;
        assert_eq!(status, 200, "{backend}: {body}");
        let queued: String = {
            use sqlx::Row;
            sqlx::query("SELECT message_id FROM outbox WHERE kind = 'visit-booked'")
                .fetch_one(&inbox.pool)
                .await
                .unwrap()
                .get("message_id")
        };
        let booked = mail_to(&sink, 1, "Visit booked").await;
        assert!(
            sink.refused().iter().any(|a| a == "ann@example.com"),
            "{backend}: deferred at least once: {:?}",
            sink.refused()
        );
        assert_eq!(booked.header("Message-ID"), Some(queued), "{backend}");
        let lines = ics_lines(&calendar_part(&booked).1);
        assert_eq!(prop(&lines, "DTSTART"), "20270210T080000Z");
        assert_eq!(prop(&lines, "SEQUENCE"), "0");
        assert!(
            scalar(
                &inbox.pool,
                "SELECT attempts FROM outbox WHERE kind = 'visit-booked'"
            )
            .await
                >= 2,
            "{backend}"
        );
        inbox.finish().await;
    }
}
