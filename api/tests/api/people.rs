//! Subject access and erasure (issue 11.7): one person found by email or by
//! a phone number typed differently, their enquiries, subscription and mail
//! exported without anyone else's, erased exactly, from the inbox and from
//! the command line (the real binary).

use crate::admin_newsletter::{mail, subscriber};
use crate::helpers::{backends, cli};
use crate::owner_client::OwnerApi;
use axum::http::{Method, StatusCode};
use serde_json::{Value, json};

/// Stores an enquiry as the contact form would; returns its id.
pub async fn enquiry(
    db: &api::store::db::Db,
    name: &str,
    phone: &str,
    email: Option<&str>,
    status: &str,
    created_at: &str,
) -> i64 {
    let keys = api::enquiries::contact_keys::contact_keys(phone, email);
    sqlx::query_scalar(
        "INSERT INTO enquiries (created_at, status, name, phone, email, service, message, location, is_emergency, \
           page_path, user_agent, problems, access_token, phone_tail, email_key) \
         VALUES ($1, $2, $3, $4, $5, 'Boiler repair', 'It is leaking', 'Paisley', 0, '/services/boiler-repair', \
           'Mozilla/5.0 (Test)', $6, $7, $8, $9) RETURNING id",
    )
    .bind(created_at)
    .bind(status)
    .bind(name)
    .bind(phone)
    .bind(email)
    .bind((status == "incomplete").then_some(r#"{"email":"Enter an email address like name@example.com"}"#))
    .bind(api::store::tokens::random_token())
    .bind(keys.phone_tail)
    .bind(keys.email_key)
    .fetch_one(&db.pool)
    .await
    .unwrap()
}

/// Ann (three enquiries: two by email, one by phone only; a subscription;
/// mail), Bob, and a stranger whose number shares Ann's last six digits.
struct People {
    ann: [i64; 3],
    bob: i64,
    stranger: i64,
}

async fn seed(db: &api::store::db::Db) -> People {
    let t = "2026-11-20T10:00:00.000Z";
    let ann = [
        enquiry(
            db,
            "Ann Smith",
            "07700 900123",
            Some("ann@example.com"),
            "new",
            t,
        )
        .await,
        enquiry(
            db,
            "Ann S",
            "+44 7700 900123",
            Some(" ANN@Example.com"),
            "incomplete",
            t,
        )
        .await,
        enquiry(db, "Ann", "(07700) 900-123", None, "spam", t).await,
    ];
    let bob = enquiry(
        db,
        "Bob Jones",
        "0141 496 0000",
        Some("bob@example.com"),
        "new",
        t,
    )
    .await;
    let stranger = enquiry(
        db,
        "Cat Brown",
        "01234 900123",
        Some("cat@example.org"),
        "new",
        t,
    )
    .await;
    for id in ann.iter().chain([&bob, &stranger]) {
        mail(
            db,
            "enquiry-notification",
            Some(*id),
            "owner@kelvintrades.example",
            "New enquiry",
        )
        .await;
    }
    mail(
        db,
        "enquiry-acknowledgement",
        Some(ann[0]),
        "ann@example.com",
        "Thanks, Ann",
    )
    .await;
    mail(
        db,
        "enquiry-acknowledgement",
        Some(bob),
        "bob@example.com",
        "Thanks, Bob",
    )
    .await;
    mail(
        db,
        "newsletter-confirm",
        None,
        "ann@example.com",
        "Please confirm",
    )
    .await;
    mail(
        db,
        "delivery-failure-summary",
        None,
        "owner@kelvintrades.example",
        // A report naming Ann and Bob: Ann's export must show only her line.
        "Could not deliver to ann@example.com: mailbox full\nCould not deliver to bob@example.com: no such user",
    )
    .await;
    mail(
        db,
        "delivery-failure-summary",
        None,
        "owner@kelvintrades.example",
        "Could not deliver to bob@example.com",
    )
    .await;
    subscriber(db, "ann@example.com", "confirmed", t).await;
    subscriber(db, "bob@example.com", "confirmed", t).await;
    // The owner's history of Ann's first lead and of Bob's.
    for (id, kind, from, to, note) in [
        (ann[0], "stage", Some("new"), Some("contacted"), None),
        (ann[0], "note", None, None, Some("Call back after 5")),
        (bob, "note", None, None, Some("Bob prefers email")),
    ] {
        sqlx::query(
            "INSERT INTO lead_events (enquiry_id, at, by_owner, kind, from_stage, to_stage, note) \
             VALUES ($1, '2026-11-21T09:00:00.000Z', 'owner@kelvintrades.example', $2, $3, $4, $5)",
        )
        .bind(id)
        .bind(kind)
        .bind(from)
        .bind(to)
        .bind(note)
        .execute(&db.pool)
        .await
        .unwrap();
    }
    sqlx::query("UPDATE enquiries SET stage = 'contacted', stage_changed_at = '2026-11-21T09:00:00.000Z' WHERE id = $1")
        .bind(ann[0])
        .execute(&db.pool)
        .await
        .unwrap();
    People { ann, bob, stranger }
}

fn ids(list: &Value, key: &str) -> Vec<i64> {
    list[key]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["id"].as_i64().unwrap())
        .collect()
}

fn field(list: &Value, key: &str, f: &str) -> Vec<String> {
    list[key]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e[f].as_str().unwrap_or_default().to_string())
        .collect()
}

#[tokio::test]
async fn export_finds_one_person_by_email_or_phone_and_nobody_else() {
    for backend in backends() {
        let app = OwnerApi::start(backend).await;
        let p = seed(&app.db).await;

        let by_email = app
            .get("/api/admin/people?who=%20Ann%40Example.COM%20")
            .await;
        assert_eq!(
            by_email.status,
            StatusCode::OK,
            "{backend}: {}",
            by_email.body
        );
        assert_eq!(by_email.header("cache-control"), "no-store");
        let body = by_email.json();
        assert_eq!(body["who"], "ann@example.com");
        assert_eq!(ids(&body, "enquiries"), [p.ann[0], p.ann[1]], "{backend}");
        let first = &body["enquiries"][0];
        for (k, v) in [
            ("name", json!("Ann Smith")),
            ("phone", json!("07700 900123")),
            ("status", json!("new")),
            ("service", json!("Boiler repair")),
            ("message", json!("It is leaking")),
            ("location", json!("Paisley")),
            ("pagePath", json!("/services/boiler-repair")),
            ("userAgent", json!("Mozilla/5.0 (Test)")),
            ("isEmergency", json!(false)),
            ("createdAt", json!("2026-11-20T10:00:00.000Z")),
        ] {
            assert_eq!(first[k], v, "{backend}: {k}");
        }
        assert_eq!(first["stage"], "contacted");
        assert_eq!(first["stageChangedAt"], "2026-11-21T09:00:00.000Z");
        assert_eq!(first["delivery"]["notification"], "pending");
        assert_eq!(first["delivery"]["acknowledgement"], "pending");
        assert_eq!(
            first["history"],
            json!([
                { "at": "2026-11-20T10:00:00.000Z", "by": null, "kind": "received", "from": null, "to": null, "note": null, "amountPence": null, "reason": null },
                { "at": "2026-11-21T09:00:00.000Z", "by": "owner@kelvintrades.example", "kind": "stage", "from": "new", "to": "contacted", "note": null, "amountPence": null, "reason": null },
                { "at": "2026-11-21T09:00:00.000Z", "by": "owner@kelvintrades.example", "kind": "note", "from": null, "to": null, "note": "Call back after 5", "amountPence": null, "reason": null },
            ]),
            "{backend}"
        );
        assert_eq!(body["enquiries"][1]["history"].as_array().unwrap().len(), 1);
        assert_eq!(
            body["enquiries"][1]["problems"]["email"],
            "Enter an email address like name@example.com",
            "the incomplete form's problems, as a map"
        );
        assert!(
            !by_email.body.contains("ccessToken") && !by_email.body.contains("access_token"),
            "never the access token"
        );
        assert_eq!(field(&body, "subscribers", "email"), ["ann@example.com"]);
        assert_eq!(body["subscribers"][0]["status"], "confirmed");
        let kinds = field(&body, "mail", "kind");
        assert_eq!(
            kinds,
            [
                "enquiry-notification",
                "enquiry-notification",
                "enquiry-acknowledgement",
                "newsletter-confirm",
                "delivery-failure-summary"
            ],
            "{backend}"
        );
        let texts = field(&body, "mail", "bodyText");
        assert!(texts.contains(&"Thanks, Ann".to_string()));
        assert!(texts.contains(&"Could not deliver to ann@example.com: mailbox full".to_string()));
        for other in ["Bob", "bob@", "Cat Brown", "cat@"] {
            assert!(!by_email.body.contains(other), "{backend}: {other} leaked");
        }

        // The phone, typed three other ways: Ann's three enquiries, whatever
        // she typed, and not the stranger's number that ends the same.
        for typed in [
            "%2B44%207700%20900123",
            "07700900123",
            "0044%20(0)7700-900-123",
        ] {
            let by_phone = app.get(&format!("/api/admin/people?who={typed}")).await;
            assert_eq!(
                by_phone.status,
                StatusCode::OK,
                "{typed}: {}",
                by_phone.body
            );
            let body = by_phone.json();
            assert_eq!(body["who"], "07700900123");
            assert_eq!(ids(&body, "enquiries"), p.ann, "{backend} {typed}");
            assert_eq!(body["subscribers"], json!([]));
            let mail_enquiries: Vec<i64> = body["mail"]
                .as_array()
                .unwrap()
                .iter()
                .map(|m| m["enquiryId"].as_i64().unwrap())
                .collect();
            assert_eq!(mail_enquiries, [p.ann[0], p.ann[1], p.ann[2], p.ann[0]]);
            assert!(!by_phone.body.contains("Cat Brown") && !by_phone.body.contains("Bob"));
        }
        let bob = app.get("/api/admin/people?who=0141%20496%200000").await;
        assert_eq!(ids(&bob.json(), "enquiries"), [p.bob]);
        let stranger = app.get("/api/admin/people?who=01234900123").await;
        assert_eq!(ids(&stranger.json(), "enquiries"), [p.stranger]);

        for query in ["?who=Ann%20Smith", "?who=12345", "?who=", ""] {
            let bad = app.get(&format!("/api/admin/people{query}")).await;
            assert_eq!(bad.status, StatusCode::BAD_REQUEST, "{query}");
            assert!(
                bad.json()["error"]
                    .as_str()
                    .unwrap()
                    .starts_with("Enter an email address"),
                "{}",
                bad.body
            );
        }
        let audit = app.audit().await;
        assert!(
            audit.contains(
                &"exported one person's data (2 enquiries, 1 newsletter subscription, 5 emails)"
                    .to_string()
            ),
            "{backend}: {audit:?}"
        );
        for a in &audit {
            assert!(
                !a.contains("ann") && !a.contains("7700"),
                "identifier in the audit: {a}"
            );
        }
        app.finish().await;
    }
}

#[tokio::test]
async fn erase_removes_exactly_that_persons_rows() {
    for backend in backends() {
        let app = OwnerApi::start(backend).await;
        let p = seed(&app.db).await;
        let before_enquiries = app.count("SELECT COUNT(*) FROM enquiries").await;
        let before_mail = app.count("SELECT COUNT(*) FROM outbox").await;

        // By phone: Ann's three enquiries and the four emails about them.
        let erased = app
            .send(
                Method::POST,
                "/api/admin/people/erase",
                Some(&json!({ "who": "+44 7700 900123" })),
            )
            .await;
        assert_eq!(erased.status, StatusCode::OK, "{backend}: {}", erased.body);
        assert_eq!(
            erased.json(),
            json!({ "enquiries": 3, "subscribers": 0, "mail": 4 })
        );
        assert_eq!(
            app.count("SELECT COUNT(*) FROM enquiries").await,
            before_enquiries - 3
        );
        assert_eq!(
            app.count("SELECT COUNT(*) FROM outbox").await,
            before_mail - 4
        );
        let events = |id: i64| format!("SELECT COUNT(*) FROM lead_events WHERE enquiry_id = {id}");
        assert_eq!(
            app.count(&events(p.ann[0])).await,
            0,
            "{backend}: the owner's notes on Ann's lead went with it"
        );
        assert_eq!(
            app.count(&events(p.bob)).await,
            1,
            "{backend}: Bob's history stays"
        );
        // Then by email: the subscription and the mail to or about the address.
        let erased = app
            .send(
                Method::POST,
                "/api/admin/people/erase",
                Some(&json!({ "who": "ANN@example.com" })),
            )
            .await;
        assert_eq!(
            erased.json(),
            json!({ "enquiries": 0, "subscribers": 1, "mail": 2 }),
            "{backend}"
        );
        let export = app
            .get("/api/admin/people?who=ann@example.com")
            .await
            .json();
        assert_eq!(export["enquiries"], json!([]));
        assert_eq!(export["subscribers"], json!([]));
        assert_eq!(export["mail"], json!([]));
        // Everyone else's rows are all still there.
        let left: Vec<i64> = sqlx::query_scalar("SELECT id FROM enquiries ORDER BY id")
            .fetch_all(&app.db.pool)
            .await
            .unwrap();
        assert_eq!(left, [p.bob, p.stranger], "{backend}");
        assert_eq!(
            app.count(
                "SELECT COUNT(*) FROM newsletter_subscribers WHERE email = 'bob@example.com'"
            )
            .await,
            1
        );
        assert_eq!(
            app.count("SELECT COUNT(*) FROM outbox").await,
            before_mail - 6,
            "{backend}: Bob's and the stranger's mail stays"
        );
        assert_eq!(
            app.count("SELECT COUNT(*) FROM outbox WHERE body_text LIKE '%bob@example.com%'")
                .await,
            1
        );

        let bad = app
            .send(
                Method::POST,
                "/api/admin/people/erase",
                Some(&json!({ "who": "not a person" })),
            )
            .await;
        assert_eq!(bad.status, StatusCode::BAD_REQUEST);
        let missing = app
            .send(Method::POST, "/api/admin/people/erase", Some(&json!({})))
            .await;
        assert_eq!(missing.status, StatusCode::BAD_REQUEST);
        assert_eq!(app.count("SELECT COUNT(*) FROM enquiries").await, 2);

        let audit = app.audit().await;
        assert!(
            audit.contains(
                &"erased one person's data (3 enquiries, 0 newsletter subscriptions, 4 emails)"
                    .to_string()
            ),
            "{audit:?}"
        );
        for a in &audit {
            assert!(
                !a.contains("ann") && !a.contains("7700"),
                "identifier in the audit: {a}"
            );
        }
        app.finish().await;
    }
}

#[tokio::test]
async fn the_command_line_exports_and_erases_the_same() {
    for backend in backends() {
        let app = OwnerApi::start(backend).await;
        let p = seed(&app.db).await;
        let (ok, out, err) = cli(&app.url, &["person", "export", "Ann@example.com"], "");
        assert!(ok, "{backend}: {err}");
        let from_cli: Value = serde_json::from_str(&out).unwrap();
        let from_api = app
            .get("/api/admin/people?who=ann@example.com")
            .await
            .json();
        assert_eq!(from_cli, from_api, "{backend}: the same JSON");

        let (ok, _, err) = cli(&app.url, &["person", "export", "nobody in particular"], "");
        assert!(!ok);
        assert!(err.contains("Enter an email address"), "{err}");

        // Standard input is not a terminal: nobody can confirm, so no erasure.
        let (ok, _, err) = cli(&app.url, &["person", "erase", "07700 900123"], "");
        assert!(!ok);
        assert!(err.contains("--yes"), "{err}");
        assert_eq!(app.count("SELECT COUNT(*) FROM enquiries").await, 5);

        let (ok, out, err) = cli(&app.url, &["person", "erase", "07700 900123", "--yes"], "");
        assert!(ok, "{backend}: {err}");
        assert_eq!(
            out.trim(),
            "erased one person's data (3 enquiries, 0 newsletter subscriptions, 4 emails)"
        );
        let left: Vec<i64> = sqlx::query_scalar("SELECT id FROM enquiries ORDER BY id")
            .fetch_all(&app.db.pool)
            .await
            .unwrap();
        assert_eq!(left, [p.bob, p.stranger], "{backend}");
        let cli_audit: Vec<String> = sqlx::query_scalar(
            "SELECT action FROM owner_audit WHERE client = 'cli' AND owner_email = '(command line)' ORDER BY id",
        )
        .fetch_all(&app.db.pool)
        .await
        .unwrap();
        assert_eq!(
            cli_audit,
            [
                "exported one person's data (2 enquiries, 1 newsletter subscription, 5 emails)",
                "erased one person's data (3 enquiries, 0 newsletter subscriptions, 4 emails)"
            ]
        );
        app.finish().await;
    }
}

/// A quote the customer accepted and a visit booked are the person's data
/// too (issue 33): the export lists them, without the quote link's token,
/// and erasure takes them with the enquiry.
#[tokio::test]
async fn quotes_and_visits_are_exported_and_erased_with_the_enquiry() {
    for backend in backends() {
        let app = OwnerApi::start(backend).await;
        let id = enquiry(
            &app.db,
            "Dee O'Neill",
            "07700 900456",
            Some("dee@example.com"),
            "new",
            "2026-11-20T10:00:00.000Z",
        )
        .await;
        sqlx::query(
            "INSERT INTO quotes (enquiry_id, version, lines, total_pence, vat_rate_bp, vat_number, valid_until, \
               created_by, created_at, status, decided_at, accepted_name, token, token_hash) \
             VALUES ($1, 1, '[{\"description\":\"New tap\",\"amountPence\":12050}]', 12050, 2000, 'GB000000000', \
               '2026-12-20', 'owner@kelvintrades.example', '2026-11-20T11:00:00.000Z', 'accepted', \
               '2026-11-21T08:00:00.000Z', 'Dee O''Neill', 'the-secret-link-token', 'its-hash')",
        )
        .bind(id)
        .execute(&app.db.pool)
        .await
        .unwrap();
        sqlx::query(
            "INSERT INTO visits (enquiry_id, uid, kind, starts_at, local_start, minutes, who, status, created_at, \
               created_by, updated_at) \
             VALUES ($1, 'visit-uid@test', 'job', '2026-11-25T09:30:00.000Z', '2026-11-25T09:30', 90, 'Sam', \
               'booked', '2026-11-21T08:05:00.000Z', 'owner@kelvintrades.example', '2026-11-21T08:05:00.000Z')",
        )
        .bind(id)
        .execute(&app.db.pool)
        .await
        .unwrap();

        let export = app.get("/api/admin/people?who=dee%40example.com").await;
        assert_eq!(export.status, StatusCode::OK, "{backend}: {}", export.body);
        let e = &export.json()["enquiries"][0];
        assert_eq!(
            e["quotes"],
            json!([{
                "version": 1,
                "lines": [{"description": "New tap", "amountPence": 12050}],
                "totalPence": 12050,
                "validUntil": "2026-12-20",
                "createdAt": "2026-11-20T11:00:00.000Z",
                "status": "accepted",
                "decidedAt": "2026-11-21T08:00:00.000Z",
                "acceptedName": "Dee O'Neill",
                "declineReason": null,
            }]),
            "{backend}"
        );
        assert_eq!(
            e["visits"],
            json!([{
                "kind": "job",
                "startsAt": "2026-11-25T09:30:00.000Z",
                "minutes": 90,
                "who": "Sam",
                "status": "booked",
            }]),
            "{backend}"
        );
        assert!(
            !export.body.contains("the-secret-link-token") && !export.body.contains("its-hash"),
            "{backend}: never the quote link's token"
        );

        let erased = app
            .send(
                Method::POST,
                "/api/admin/people/erase",
                Some(&json!({"who": "dee@example.com"})),
            )
            .await;
        assert_eq!(erased.status, StatusCode::OK, "{backend}: {}", erased.body);
        for table in ["quotes", "visits"] {
            let left = app.count(&format!("SELECT COUNT(*) FROM {table}")).await;
            assert_eq!(left, 0, "{backend}: {table} left after erasure");
        }
        app.finish().await;
    }
}
