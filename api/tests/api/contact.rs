use crate::helpers::*;
use crate::smtp_sink::SmtpSink;
use serde_json::{Value, json};

async fn app_with_sink(
    backend: &str,
    dir: &std::path::Path,
    rate_limit: Option<u32>,
) -> (TestApp, SmtpSink, TestDb) {
    let sink = SmtpSink::start().await;
    let db = test_db(backend, dir).await;
    let app = TestApp::spawn(&Options {
        database_url: db.url.clone(),
        smtp_url: Some(sink.url()),
        mail_dir: dir.join("mail"),
        rate_limit,
        ..Default::default()
    })
    .await;
    (app, sink, db)
}

#[tokio::test]
async fn a_valid_enquiry_is_stored_and_both_emails_arrive() {
    for backend in backends() {
        let dir = tempfile::tempdir().unwrap();
        let (app, sink, db) = app_with_sink(backend, dir.path(), None).await;
        let res = app
            .post_json(
                "/api/contact",
                &json!({
                    "name": "Iain Fraser", "phone": "07700 900123", "email": "iain@example.com",
                    "service": "Burst Pipe Repair", "message": "Water through the ceiling.\nStopcock is off.",
                    "location": "Partick, G11", "isEmergency": true,
                    "pagePath": "/services/burst-pipe-repair/partick", "utmSource": "google", "utmCampaign": "winter"
                }),
            )
            .await;
        assert_eq!(res.status(), 200, "{backend}");
        let body: Value = res.json().await.unwrap();
        assert_eq!(body["success"], true);
        let id = body["id"].as_i64().expect("an id");

        // Stored before success was answered.
        let pool = db.pool().await;
        let rows = enquiries(&pool).await;
        assert_eq!(rows.len(), 1);
        let r = &rows[0];
        assert_eq!(r["id"].as_deref(), Some(id.to_string().as_str()));
        assert_eq!(r["status"].as_deref(), Some("new"));
        assert_eq!(r["name"].as_deref(), Some("Iain Fraser"));
        assert_eq!(r["service"].as_deref(), Some("Burst Pipe Repair"));
        assert_eq!(r["is_emergency"].as_deref(), Some("1"));
        assert_eq!(
            r["page_path"].as_deref(),
            Some("/services/burst-pipe-repair/partick")
        );
        assert_eq!(r["utm_source"].as_deref(), Some("google"));
        assert_eq!(r["utm_campaign"].as_deref(), Some("winter"));
        // An emergency's notification jumps the queue; its acknowledgement does not.
        let queued: Vec<(String, i64)> =
            sqlx::query_as("SELECT kind, priority FROM outbox ORDER BY kind")
                .fetch_all(&pool)
                .await
                .unwrap();
        assert_eq!(
            queued,
            [
                ("enquiry-acknowledgement".to_string(), 2),
                ("enquiry-notification".to_string(), 0)
            ],
            "{backend}"
        );

        let mail = sink.wait_for(2, 20).await;
        let to_owner = mail
            .iter()
            .find(|m| m.rcpt_to == [NOTIFY])
            .expect("a notification to the business");
        let subject = to_owner.header("Subject").unwrap();
        assert_eq!(
            subject,
            format!("EMERGENCY enquiry #{id}: Burst Pipe Repair"),
            "{backend}"
        );
        assert_eq!(
            to_owner.header("Reply-To").as_deref(),
            Some("iain@example.com")
        );
        assert!(
            to_owner
                .header("From")
                .unwrap()
                .contains("hello@kelvintrades.example"),
            "From is the site's own address"
        );
        let body = to_owner.decoded();
        for text in [
            "Iain Fraser",
            "07700 900123",
            "Water through the ceiling.",
            "Partick, G11",
            "/services/burst-pipe-repair/partick",
            "source=google",
        ] {
            assert!(body.contains(text), "notification lacks `{text}`:\n{body}");
        }
        let to_visitor = mail
            .iter()
            .find(|m| m.rcpt_to == ["iain@example.com"])
            .expect("an acknowledgement to the visitor");
        assert_eq!(
            to_visitor.header("Subject").unwrap(),
            format!("We have your request (reference #{id})")
        );
        // The catalogue's call-back promise, as every reader words it (issue 31.3).
        let promises = content_model::Promises::of(&content::business());
        assert!(to_visitor.decoded().contains(&promises.callback_line));
        assert!(!to_visitor.raw.contains("Bcc"), "no hidden recipients");
        // Issue 10.7: the acknowledgement goes to whatever address was typed,
        // so it repeats nothing the visitor wrote (no spam relay).
        let ack = to_visitor.decoded();
        for typed in [
            "Iain Fraser",
            "Water through the ceiling.",
            "Partick, G11",
            "07700 900123",
        ] {
            assert!(
                !ack.contains(typed),
                "the acknowledgement repeats `{typed}`:\n{ack}"
            );
        }
        drop(app);
        db.drop_db().await;
    }
}

#[tokio::test]
async fn a_quote_without_email_notifies_only_the_business() {
    let dir = tempfile::tempdir().unwrap();
    let (app, sink, _db) = app_with_sink("sqlite", dir.path(), None).await;
    let res = app
        .post_json(
            "/api/contact",
            &json!({ "name": "Morag", "phone": "0141 496 0000", "service": "Boiler Services" }),
        )
        .await;
    assert_eq!(res.status(), 200);
    let id = res.json::<Value>().await.unwrap()["id"].as_i64().unwrap();
    let mail = sink.wait_for(1, 20).await;
    tokio::time::sleep(std::time::Duration::from_millis(500)).await;
    assert_eq!(
        sink.messages().len(),
        1,
        "no acknowledgement without an email address"
    );
    assert_eq!(
        mail[0].header("Subject").unwrap(),
        format!("Quote request #{id}: Boiler Services")
    );
    assert_eq!(mail[0].header("Reply-To"), None);
}

#[tokio::test]
async fn a_form_posted_without_javascript_gets_303_to_the_thank_you_page() {
    let dir = tempfile::tempdir().unwrap();
    let (app, sink, db) = app_with_sink("sqlite", dir.path(), None).await;
    let res = app
        .post_form(
            "/api/contact",
            &[
                ("name", "Kirsty Reid"),
                ("phone", "0141 496 0456"),
                ("service", "Tap Repair"),
                ("isEmergency", "false"),
                ("pagePath", "/contact"),
            ],
        )
        .await;
    assert_eq!(res.status(), 303);
    let location = res.headers()["location"].to_str().unwrap().to_string();
    assert!(
        location.starts_with("/api/contact/thanks?kind=quote&id="),
        "{location}"
    );
    // minijinja escapes `/` in attributes as `&#x2f;`, which browsers read as `/`.
    let page = app
        .get(&location)
        .await
        .text()
        .await
        .unwrap()
        .replace("&#x2f;", "/");
    // The promises are the catalogue's, as the JavaScript notice words them
    // (issue 31.3), for the hour the request was sent (issue 33.8: outside
    // opening hours, when we open).
    let promises = content_model::Promises::of(&content::business());
    let read = |page: &str| page.replace("&#x27;", "'");
    let now = api::public::contact::reply_time::promise(false, chrono::Utc::now());
    assert!(
        read(&page).contains(&promises.quote_sent.title) && read(&page).contains(&now.sent),
        "{page}"
    );
    assert!(
        page.contains("href=\"/contact\""),
        "links back to the page the form was on"
    );

    let res = app
        .post_form(
            "/api/contact",
            &[
                ("name", "Ross"),
                ("phone", "0141 496 0789"),
                ("service", "Burst Pipe Repair"),
                ("isEmergency", "true"),
            ],
        )
        .await;
    let location = res.headers()["location"].to_str().unwrap().to_string();
    assert!(location.contains("kind=emergency"));
    let page = app.get(&location).await.text().await.unwrap();
    assert!(
        read(&page).contains(&promises.emergency_sent.title)
            && read(&page).contains(&promises.emergency_sent.text)
            && !page.contains("immediately"),
        "{page}"
    );
    sink.wait_for(2, 20).await;
    let pool = db.pool().await;
    assert_eq!(
        scalar(&pool, "SELECT COUNT(*) FROM enquiries WHERE status = 'new'").await,
        2
    );
}

#[tokio::test]
async fn an_incomplete_form_without_javascript_lists_what_is_missing_and_keeps_what_was_typed() {
    let dir = tempfile::tempdir().unwrap();
    let (app, _sink, db) = app_with_sink("sqlite", dir.path(), None).await;
    let res = app
        .post_form(
            "/api/contact",
            &[
                ("name", "Alasdair <b>Grey</b>"),
                ("phone", ""),
                ("email", "not-an-email"),
                ("service", "Leak Detection"),
                ("message", "Damp patch by the window"),
                ("location", "Govanhill"),
            ],
        )
        .await;
    assert_eq!(res.status(), 303);
    let location = res.headers()["location"].to_str().unwrap().to_string();
    assert!(
        location.starts_with("/api/contact/problem?token="),
        "{location}"
    );
    let page = app
        .get(&location)
        .await
        .text()
        .await
        .unwrap()
        .replace("&#x2f;", "/");
    assert!(
        page.contains("Enter your phone number"),
        "lists the missing phone"
    );
    assert!(
        page.contains("Enter an email address like name@example.com"),
        "lists the bad email"
    );
    assert!(
        page.contains("value=\"Alasdair &lt;b&gt;Grey&lt;/b&gt;\""),
        "keeps the name, escaped:\n{page}"
    );
    assert!(page.contains("Damp patch by the window") && page.contains("value=\"Govanhill\""));
    assert!(page.contains("<option selected>Leak Detection</option>"));
    let pool = db.pool().await;
    let rows = enquiries(&pool).await;
    assert_eq!(rows[0]["status"].as_deref(), Some("incomplete"));
    assert_eq!(
        rows[0]["message"].as_deref(),
        Some("Damp patch by the window")
    );
    assert_eq!(rows[0]["email"].as_deref(), Some("not-an-email"));
    assert_eq!(
        scalar(&pool, "SELECT COUNT(*) FROM outbox").await,
        0,
        "no emails for an incomplete enquiry"
    );
    // A token that does not exist goes to the contact page.
    let res = app.get("/api/contact/problem?token=nope").await;
    assert_eq!(res.status(), 303);
}

#[tokio::test]
async fn the_honeypot_records_spam_and_sends_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let (app, sink, db) = app_with_sink("sqlite", dir.path(), None).await;
    let res = app.post_json("/api/contact", &json!({ "name": "Cheap Pills", "phone": "0141 496 0000", "service": "Tap Repair", "website": "http://spam.example" })).await;
    assert_eq!(res.status(), 200, "bots are not told they were caught");
    let pool = db.pool().await;
    let rows = enquiries(&pool).await;
    assert_eq!(rows.len(), 1);
    assert_eq!(rows[0]["status"].as_deref(), Some("spam"));
    assert_eq!(scalar(&pool, "SELECT COUNT(*) FROM outbox").await, 0);
    tokio::time::sleep(std::time::Duration::from_millis(500)).await;
    assert!(sink.messages().is_empty());
}

#[tokio::test]
async fn the_rate_limit_answers_429_with_a_clear_message() {
    crate::helpers::in_one_window(
        content_model::privacy::RATE_WINDOW_SECS,
        std::time::Duration::from_secs(60),
    )
    .await;
    let dir = tempfile::tempdir().unwrap();
    let (app, _sink, db) = app_with_sink("sqlite", dir.path(), Some(3)).await;
    // Three different requests (the same one sent again is one enquiry).
    let ok = |i: usize| json!({ "name": format!("Jo {i}"), "phone": "0141 496 0000", "service": "Tap Repair" });
    for i in 0..3 {
        assert_eq!(app.post_json("/api/contact", &ok(i)).await.status(), 200);
    }
    let res = app.post_json("/api/contact", &ok(3)).await;
    assert_eq!(res.status(), 429);
    let body: Value = res.json().await.unwrap();
    let message = body["error"].as_str().unwrap();
    assert!(
        // 'minutes', or '1 minute' when the fixed window is about to end.
        message.contains("Please call us on 0141 496 0123") && message.contains(" minute"),
        "{message}"
    );
    let pool = db.pool().await;
    assert_eq!(scalar(&pool, "SELECT COUNT(*) FROM enquiries").await, 3);
}

#[tokio::test]
async fn cors_allows_only_the_site_origin() {
    let dir = tempfile::tempdir().unwrap();
    let (app, _sink, _db) = app_with_sink("sqlite", dir.path(), None).await;
    let preflight = |origin: &'static str| {
        app.client
            .request(reqwest::Method::OPTIONS, app.url("/api/contact"))
            .header("origin", origin)
            .header("access-control-request-method", "POST")
            .header("access-control-request-headers", "content-type")
            .send()
    };
    let allowed = preflight("http://localhost:3000").await.unwrap();
    assert_eq!(
        allowed
            .headers()
            .get("access-control-allow-origin")
            .map(|v| v.to_str().unwrap()),
        Some("http://localhost:3000")
    );
    let other = preflight("https://evil.example").await.unwrap();
    // The allowed origin is fixed, so a browser on any other origin is refused.
    let header = other
        .headers()
        .get("access-control-allow-origin")
        .map(|v| v.to_str().unwrap().to_string());
    assert_ne!(header.as_deref(), Some("https://evil.example"));
    assert_ne!(header.as_deref(), Some("*"));
}

#[tokio::test]
async fn health_reports_database_and_mail_queue() {
    let dir = tempfile::tempdir().unwrap();
    let (app, _sink, _db) = app_with_sink("sqlite", dir.path(), None).await;
    let res = app.get("/api/health").await;
    assert_eq!(res.status(), 200);
    // Only ok or degraded: the body is public (issue 10.5).
    let h: Value = res.json().await.unwrap();
    assert_eq!(h, serde_json::json!({ "status": "ok" }));
    let missing = app.get("/api/nothing-here").await;
    assert_eq!(missing.status(), 404);
}

#[tokio::test]
async fn without_smtp_mail_is_written_as_eml_files() {
    let dir = tempfile::tempdir().unwrap();
    let db = TestDb::sqlite(dir.path()).await;
    let mail_dir = dir.path().join("eml");
    let app = TestApp::spawn(&Options {
        database_url: db.url.clone(),
        mail_dir: mail_dir.clone(),
        ..Default::default()
    })
    .await;
    let res = app.post_json("/api/contact", &json!({ "name": "Eilidh", "phone": "0141 496 0000", "email": "eilidh@example.com", "service": "Bathroom Fitting" })).await;
    assert_eq!(res.status(), 200);
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(20);
    loop {
        let files: Vec<_> = std::fs::read_dir(&mail_dir)
            .map(|d| {
                d.flatten()
                    .filter(|e| e.path().extension().is_some_and(|x| x == "eml"))
                    .collect()
            })
            .unwrap_or_default();
        if files.len() == 2 {
            let texts: Vec<String> = files
                .iter()
                .map(|f| std::fs::read_to_string(f.path()).unwrap())
                .collect();
            assert!(
                texts
                    .iter()
                    .any(|t| t.contains("Quote request #1: Bathroom Fitting"))
            );
            break;
        }
        assert!(
            std::time::Instant::now() < deadline,
            "expected two .eml files"
        );
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    assert_eq!(app.get("/api/health").await.status(), 200);
}

#[tokio::test]
async fn the_owner_can_list_and_export_enquiries() {
    let dir = tempfile::tempdir().unwrap();
    let (app, _sink, db) = app_with_sink("sqlite", dir.path(), None).await;
    app.post_json("/api/contact", &json!({ "name": "=HYPERLINK(\"x\")", "phone": "0141 496 0000", "service": "Tap Repair", "message": "Drip, drip, drip", "pagePath": "/about", "utmTerm": "dripping tap", "utmContent": "ad-b" })).await;
    app.post_json("/api/contact", &json!({ "name": "Bot", "phone": "0141 496 0000", "service": "Tap Repair", "website": "x" })).await;
    let run = |args: &[&str]| api_cli(&db.url, args);
    // A note the owner wrote on it (issue 23.7: the export carries the notes).
    let pool = db.pool().await;
    sqlx::query(
        "INSERT INTO lead_events (enquiry_id, at, by_owner, kind, note) \
         VALUES (1, '2026-11-25T10:00:00.000Z', 'owner@example.com', 'note', 'Called back')",
    )
    .execute(&pool)
    .await
    .unwrap();
    let csv = run(&["enquiries", "export", "--format", "csv"]);
    let lines: Vec<&str> = csv.lines().collect();
    assert_eq!(lines.len(), 2, "header and the one real enquiry:\n{csv}");
    assert!(
        lines[1].contains("\"'=HYPERLINK(\"\"x\"\")\""),
        "formula neutralised and quoted: {}",
        lines[1]
    );
    assert!(lines[1].contains("\"Drip, drip, drip\""));
    // Issue 10.14: every UTM value the site records is exported; issue
    // 23.7: with the stage, UK times (ISO 8601 since issue 33.8) and the notes.
    assert!(
        lines[0].starts_with("reference,received (UK time),status,stage,"),
        "{}",
        lines[0]
    );
    assert!(
        lines[0].ends_with(",utm_term,utm_content,notes"),
        "{}",
        lines[0]
    );
    assert!(
        lines[1].ends_with(",dripping tap,ad-b,2026-11-25 10:00: Called back"),
        "{}",
        lines[1]
    );
    assert!(lines[1].starts_with("#1,"), "{}", lines[1]);
    assert!(
        lines[1].contains(",new,new,"),
        "status and stage: {}",
        lines[1]
    );
    let json: Value =
        serde_json::from_str(&run(&["enquiries", "export", "--format", "json", "--all"])).unwrap();
    assert_eq!(json.as_array().unwrap().len(), 2, "--all includes spam");
    let all = run(&["enquiries", "export", "--format", "csv", "--all"]);
    assert_eq!(
        all.lines().count(),
        3,
        "header, the lead and the spam:\n{all}"
    );
    assert!(all.contains(",spam,,"), "spam has no stage: {all}");
    let table = run(&["enquiries", "list"]);
    assert!(
        table.contains("Tap Repair") && table.contains("1 enquiry"),
        "{table}"
    );
    let stats = run(&["stats"]);
    assert!(stats.contains("/about"), "{stats}");
}

/// Issue 10.7: behind a trusted proxy, rotating the leftmost
/// `X-Forwarded-For` entry does not get round the contact limit.
#[tokio::test]
async fn forwarded_for_rotation_does_not_bypass_the_contact_limit() {
    crate::helpers::in_one_window(
        content_model::privacy::RATE_WINDOW_SECS,
        std::time::Duration::from_secs(60),
    )
    .await;
    let dir = tempfile::tempdir().unwrap();
    let db = TestDb::sqlite(dir.path()).await;
    let app = TestApp::spawn(&Options {
        rate_limit: Some(3),
        extra_env: vec![("TRUST_PROXY".into(), "true".into())],
        ..Options::new(&db, dir.path())
    })
    .await;
    let mut statuses = Vec::new();
    for i in 0..6 {
        let res = app
            .client
            .post(app.url("/api/contact"))
            .header("x-forwarded-for", format!("198.51.100.{i}, 203.0.113.9"))
            .json(&json!({ "name": format!("Visitor {i}"), "phone": "0141 496 0000", "service": "Boiler Services" }))
            .send()
            .await
            .unwrap();
        statuses.push(res.status().as_u16());
    }
    assert_eq!(statuses, [200, 200, 200, 429, 429, 429]);
}

/// Issue 19.6: the 'what is missing' page shows the visitor's name, email and
/// phone, and was cached like any page under the site's `/*` rule. It says
/// `no-store`, and the rule does not override it.
#[tokio::test]
async fn the_problem_page_is_never_cached() {
    let dir = tempfile::tempdir().unwrap();
    let db = TestDb::sqlite(dir.path()).await;
    let (site, routes) = site_fixture(dir.path());
    std::fs::write(
        site.join("_headers"),
        "/*\n  Cache-Control: public, max-age=300\n  X-Content-Type-Options: nosniff\n",
    )
    .unwrap();
    let app = TestApp::spawn(&Options {
        site_dir: Some(site),
        routes_file: Some(routes),
        ..Options::new(&db, dir.path())
    })
    .await;
    let res = app
        .post_form(
            "/api/contact",
            &[
                ("name", "Alasdair Gray"),
                ("phone", ""),
                ("email", "alasdair@example.com"),
                ("service", "Leak Detection"),
            ],
        )
        .await;
    let location = res.headers()["location"].to_str().unwrap().to_string();
    let page = app.get(&location).await;
    assert_eq!(page.status(), 200);
    assert_eq!(page.headers()["cache-control"], "no-store");
    assert_eq!(
        page.headers()["x-content-type-options"],
        "nosniff",
        "the other rules still apply"
    );
    // Pages of the site keep the rule.
    assert_eq!(
        app.get("/about").await.headers()["cache-control"],
        "public, max-age=300"
    );
}

/// Decision 38 (issue 33.8): the form lists the other trades of the
/// catalogue, so an electrical page's request is stored as 'Electrical'
/// with the page it came from; a service outside the list is refused,
/// naming the field with the message the form shows.
#[tokio::test]
async fn another_trade_is_accepted_and_an_unknown_service_refused() {
    for backend in backends() {
        let dir = tempfile::tempdir().unwrap();
        let (app, _sink, db) = app_with_sink(backend, dir.path(), None).await;
        for service in ["Electrical", "Roofing", "Gas", "Other"] {
            let res = app
                .post_json(
                    "/api/contact",
                    &json!({ "name": "Callum", "phone": "0141 496 0321", "service": service, "pagePath": "/services/rewiring" }),
                )
                .await;
            assert_eq!(res.status(), 200, "{backend} {service}");
            let id = res.json::<Value>().await.unwrap()["id"].as_i64().unwrap();
            let pool = db.pool().await;
            let (stored, page): (String, String) =
                sqlx::query_as("SELECT service, page_path FROM enquiries WHERE id = $1")
                    .bind(id)
                    .fetch_one(&pool)
                    .await
                    .unwrap();
            assert_eq!(
                (stored.as_str(), page.as_str()),
                (service, "/services/rewiring"),
                "{backend}"
            );
        }
        for service in ["Electrician", "electrical", "Plumbing and heating"] {
            let res = app
                .post_json(
                    "/api/contact",
                    &json!({ "name": "Callum", "phone": "0141 496 0321", "service": service }),
                )
                .await;
            assert_eq!(res.status(), 422, "{backend} {service}");
            let body = res.json::<Value>().await.unwrap();
            assert_eq!(
                body["fields"]["service"],
                json!({ "kind": "invalid", "message": "Choose one of the services in the list" }),
                "{backend} {service}: {body}"
            );
        }
    }
}
