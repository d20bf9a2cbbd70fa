//! The owner's leads (issue 11 items 2 and 3) through the real server: the
//! inbox order with a pinned emergency, every filter and the search,
//! pagination, the stage walk with its history, notes, 'Not spam' (its
//! notification reaches a real SMTP sink) and resending a notification that
//! a real server refused, through the one signed-in owner client
//! ([`OwnerClient`]). Its lead helpers (`store`, `Stored`, `eventually`)
//! serve `admin_mail.rs` and `push.rs` too.

use crate::helpers::{NOTIFY, Options, backends, scalar};
use crate::owner_client::{OWNER, OwnerClient};
use crate::smtp_sink::SmtpSink;
use serde_json::{Value, json};
use sqlx::AnyPool;
use std::time::Duration;

/// An enquiry as stored, with defaults for what a test does not care about.
#[derive(Clone)]
pub struct Stored {
    pub name: &'static str,
    pub phone: &'static str,
    pub email: Option<&'static str>,
    pub service: &'static str,
    pub message: Option<&'static str>,
    pub location: Option<&'static str>,
    pub emergency: bool,
    pub status: &'static str,
    pub utm_source: Option<&'static str>,
    pub created_at: String,
}

impl Default for Stored {
    fn default() -> Stored {
        Stored {
            name: "Customer",
            phone: "0141 496 0000",
            email: None,
            service: "Boiler Repair",
            message: None,
            location: None,
            emergency: false,
            status: "new",
            utm_source: None,
            created_at: "2026-11-02T10:00:00.000Z".into(),
        }
    }
}

/// Stores `s` directly (a chosen time of arrival); returns its id.
pub async fn store(pool: &AnyPool, s: Stored) -> i64 {
    use sqlx::Row;
    sqlx::query(
        "INSERT INTO enquiries (created_at, status, name, phone, email, service, message, location, is_emergency, utm_source, user_agent, access_token) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'Test', $11) RETURNING id",
    )
    .bind(&s.created_at)
    .bind(s.status)
    .bind(s.name)
    .bind(s.phone)
    .bind(s.email)
    .bind(s.service)
    .bind(s.message)
    .bind(s.location)
    .bind(s.emergency as i64)
    .bind(s.utm_source)
    // Every record gets the no-JavaScript page's secret, so the tests can
    // see that no answer ever carries it.
    .bind(format!("secret-{}", api::visitors::random_token()))
    .fetch_one(pool)
    .await
    .unwrap()
    .try_get("id")
    .unwrap()
}

/// `hours` before now, as `created_at` is stored.
fn hours_ago(hours: i64) -> String {
    (chrono::Utc::now() - chrono::Duration::hours(hours))
        .to_rfc3339_opts(chrono::SecondsFormat::Millis, true)
}

fn at(day: u32, hour: u32) -> String {
    format!("2026-11-{day:02}T{hour:02}:00:00.000Z")
}

fn ids(body: &Value) -> Vec<i64> {
    body["leads"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| l["id"].as_i64().unwrap())
        .collect()
}

/// Polls `check` until it holds, or panics naming `what`.
pub async fn eventually<F, Fut>(secs: u64, what: &str, mut check: F)
where
    F: FnMut() -> Fut,
    Fut: std::future::Future<Output = bool>,
{
    let deadline = tokio::time::Instant::now() + Duration::from_secs(secs);
    while !check().await {
        assert!(
            tokio::time::Instant::now() < deadline,
            "{what}: not within {secs}s"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

#[tokio::test]
async fn inbox_is_newest_first_with_an_uncontacted_emergency_pinned_for_a_day() {
    for backend in backends() {
        let inbox = OwnerClient::start(backend).await;
        let p = &inbox.pool;
        let old_emergency = store(
            p,
            Stored {
                name: "Burst Pipe",
                emergency: true,
                created_at: hours_ago(20),
                ..Default::default()
            },
        )
        .await;
        let older = store(
            p,
            Stored {
                name: "Older",
                created_at: hours_ago(10),
                ..Default::default()
            },
        )
        .await;
        let newer = store(
            p,
            Stored {
                name: "Newer",
                created_at: hours_ago(5),
                ..Default::default()
            },
        )
        .await;
        let handled = store(
            p,
            Stored {
                name: "Handled Leak",
                emergency: true,
                created_at: hours_ago(21),
                ..Default::default()
            },
        )
        .await;
        sqlx::query("UPDATE enquiries SET stage = 'contacted' WHERE id = $1")
            .bind(handled)
            .execute(p)
            .await
            .unwrap();
        // An emergency nobody contacted within the day is no longer pinned
        // (PRODUCT 11 amended): it takes its place by time.
        let stale = store(
            p,
            Stored {
                name: "Yesterday's Leak",
                emergency: true,
                created_at: hours_ago(25),
                ..Default::default()
            },
        )
        .await;
        let spam = store(
            p,
            Stored {
                name: "Bot",
                emergency: true,
                status: "spam",
                created_at: at(4, 9),
                ..Default::default()
            },
        )
        .await;
        store(
            p,
            Stored {
                name: "Half",
                status: "incomplete",
                created_at: at(4, 10),
                ..Default::default()
            },
        )
        .await;

        let (status, body) = inbox.get("/leads").await;
        assert_eq!(status, 200, "{backend}: {body}");
        assert_eq!(
            ids(&body),
            vec![old_emergency, newer, older, handled, stale],
            "{backend}: pinned, then newest first"
        );
        assert_eq!(body["leads"][0]["pinned"], true);
        assert_eq!(
            body["leads"][3]["pinned"], false,
            "{backend}: a contacted emergency is not pinned"
        );
        assert_eq!(
            body["leads"][4]["pinned"], false,
            "{backend}: an emergency over a day old is not pinned"
        );
        assert_eq!(
            body["counts"],
            json!({ "inbox": 5, "spam": 1, "incomplete": 1, "archived": 0, "pinned": 1 }),
            "{backend}"
        );
        assert_eq!(
            (
                body["total"].as_i64(),
                body["page"].as_i64(),
                body["pageSize"].as_i64()
            ),
            (Some(5), Some(1), Some(50))
        );
        let lead = &body["leads"][0];
        for field in [
            "createdAt",
            "status",
            "stage",
            "stageChangedAt",
            "isEmergency",
            "name",
            "phone",
            "email",
            "service",
            "location",
            "pagePath",
            "utmSource",
            "utmCampaign",
        ] {
            assert!(
                lead.get(field).is_some(),
                "{backend}: LeadSummary has {field}: {lead}"
            );
        }
        assert_eq!(
            lead["delivery"],
            json!({ "notification": null, "acknowledgement": null })
        );

        let (_, body) = inbox.get("/leads?view=spam").await;
        assert_eq!(ids(&body), vec![spam], "{backend}");
        assert_eq!(
            body["leads"][0]["pinned"], false,
            "{backend}: spam is never pinned"
        );
        // What an incomplete form lacked is in the list itself, so the view
        // needs no request per lead.
        sqlx::query("UPDATE enquiries SET problems = $1 WHERE name = 'Half'")
            .bind(r#"{"phone":"Please enter your phone number."}"#)
            .execute(p)
            .await
            .unwrap();
        let (_, body) = inbox.get("/leads?view=incomplete").await;
        assert_eq!(body["leads"][0]["name"], "Half");
        assert_eq!(
            body["leads"][0]["problems"]["phone"],
            "Please enter your phone number."
        );
        inbox.finish().await;
    }
}

#[tokio::test]
async fn every_filter_and_the_search_narrow_the_list() {
    for backend in backends() {
        let inbox = OwnerClient::start(backend).await;
        let p = &inbox.pool;
        let ann = store(
            p,
            Stored {
                name: "Ann Boyle",
                phone: "07700 900123",
                email: Some("ann@example.com"),
                service: "Boiler Repair",
                location: Some("Paisley"),
                utm_source: Some("google"),
                created_at: at(1, 12),
                ..Default::default()
            },
        )
        .await;
        let bob = store(
            p,
            Stored {
                name: "Bob Reid",
                phone: "+44 141 496 0555",
                service: "Tap Repair",
                message: Some("Kitchen tap drips 50% of the time"),
                location: Some("Govan"),
                created_at: at(10, 12),
                ..Default::default()
            },
        )
        .await;
        let cat = store(
            p,
            Stored {
                name: "Cat Law",
                phone: "(0141) 496-0777",
                email: Some("cat@law.example"),
                service: "Boiler Repair",
                location: Some("Govan"),
                utm_source: Some("facebook"),
                created_at: at(20, 12),
                ..Default::default()
            },
        )
        .await;
        sqlx::query("UPDATE enquiries SET stage = 'quoted' WHERE id = $1")
            .bind(cat)
            .execute(p)
            .await
            .unwrap();
        // A spam record's values do not appear among the inbox's filters.
        store(
            p,
            Stored {
                name: "Spammer",
                service: "Pills",
                status: "spam",
                ..Default::default()
            },
        )
        .await;

        let (_, all) = inbox.get("/leads").await;
        assert_eq!(
            all["filters"]["services"],
            json!(["Boiler Repair", "Tap Repair"]),
            "{backend}"
        );
        assert_eq!(
            all["filters"]["areas"],
            json!(["Govan", "Paisley"]),
            "{backend}"
        );
        assert_eq!(
            all["filters"]["sources"],
            json!(["(direct)", "facebook", "google"]),
            "{backend}"
        );

        let cases: Vec<(&str, Vec<i64>)> = vec![
            ("stage=quoted", vec![cat]),
            ("stage=new", vec![bob, ann]),
            ("service=Boiler%20Repair", vec![cat, ann]),
            ("area=Govan", vec![cat, bob]),
            ("source=google", vec![ann]),
            ("source=(direct)", vec![bob]),
            ("from=2026-11-10", vec![cat, bob]),
            ("to=2026-11-10", vec![bob, ann]),
            ("from=2026-11-05&to=2026-11-15", vec![bob]),
            ("area=Govan&service=Tap%20Repair", vec![bob]),
            // Name, email and message, in any case; % is text, not a wildcard.
            ("q=boyle", vec![ann]),
            ("q=LAW.EXAMPLE", vec![cat]),
            ("q=50%25", vec![bob]),
            ("q=5%25", vec![]),
            // The phone by its digits, however either was written.
            ("q=0770090", vec![ann]),
            ("q=%2B447700%20900123", vec![ann]),
            ("q=0141%20496%200555", vec![bob]),
            ("q=01414960777", vec![cat]),
            ("q=496-0", vec![cat, bob]),
        ];
        for (query, want) in cases {
            let (status, body) = inbox.get(&format!("/leads?{query}")).await;
            assert_eq!(status, 200, "{backend} {query}: {body}");
            assert_eq!(ids(&body), want, "{backend} {query}");
            assert_eq!(
                body["total"].as_u64(),
                Some(want.len() as u64),
                "{backend} {query}"
            );
        }
        // What owners type (issue 23.7): the service, the area or postcode
        // as the customer gave it, and the reference ('#131') the customer's
        // acknowledgement carries.
        for (query, want) in [
            ("q=boiler".to_string(), vec![cat, ann]),
            ("q=PAISLEY".to_string(), vec![ann]),
            ("q=govan".to_string(), vec![cat, bob]),
            (format!("q=%23{bob}"), vec![bob]),
            ("q=%23999999".to_string(), vec![]),
        ] {
            let (status, body) = inbox.get(&format!("/leads?{query}")).await;
            assert_eq!(status, 200, "{backend} {query}: {body}");
            assert_eq!(ids(&body), want, "{backend} {query}");
        }
        // A day in summer time starts at 23:00 UTC the evening before.
        let summer = store(
            p,
            Stored {
                name: "Late Night",
                created_at: "2026-07-09T23:30:00.000Z".into(),
                ..Default::default()
            },
        )
        .await;
        let (_, body) = inbox.get("/leads?from=2026-07-10&to=2026-07-10").await;
        assert_eq!(
            ids(&body),
            vec![summer],
            "{backend}: Glasgow's calendar day"
        );

        for (query, message) in [
            (
                "view=all",
                "view must be inbox, spam, incomplete or archived.",
            ),
            (
                "stage=done",
                "Choose a stage: new, contacted, quoted, won or lost.",
            ),
            ("page=0", "page must be a whole number from 1."),
            ("page=two", "page must be a whole number from 1."),
            ("from=10/11/2026", "from must be a date like 2026-11-01."),
            ("to=2026-11-31", "to must be a date like 2026-11-30."),
            (
                "from=2026-11-10&to=2026-11-09",
                "to must not be before from.",
            ),
        ] {
            let (status, body) = inbox.get(&format!("/leads?{query}")).await;
            assert_eq!(status, 400, "{backend} {query}");
            assert_eq!(
                body,
                json!({ "success": false, "error": message }),
                "{backend} {query}"
            );
        }
        inbox.finish().await;
    }
}

/// The full-text search (issue 23.7) through the word index each backend
/// keeps: every word the owner types starts a word of the lead, in any case
/// and without its accents; the reference, the phone however written and the
/// postcode still work; nothing typed makes it fail; and the index follows a
/// lead that is edited, erased or deleted for its age.
#[tokio::test]
async fn the_search_finds_the_words_the_owner_types() {
    for backend in backends() {
        let inbox = OwnerClient::start(backend).await;
        let p = &inbox.pool;
        let zoe = store(
            p,
            Stored {
                name: "Zoë O’Brien",
                phone: "07700 900123",
                email: Some("zoe.obrien@example.com"),
                service: "Boiler Repair",
                message: Some("The combi boiler in flat 2/1 keeps losing pressure."),
                location: Some("Partick, G11 6AB"),
                created_at: at(3, 9),
                ..Default::default()
            },
        )
        .await;
        let sean = store(
            p,
            Stored {
                name: "Seán Wójcik",
                phone: "+44 141 496 0555",
                email: Some("sean@law.example"),
                service: "Tap Repair",
                message: Some("Kitchen tap drips 50% of the time"),
                location: Some("Partick, G11"),
                created_at: at(4, 9),
                ..Default::default()
            },
        )
        .await;
        let cat = store(
            p,
            Stored {
                name: "Cat Boyle",
                phone: "(0141) 496-0777",
                service: "Boiler Service",
                message: Some("Radiators cold upstairs"),
                location: Some("Govan"),
                created_at: at(5, 9),
                ..Default::default()
            },
        )
        .await;
        let search = |q: String| {
            let inbox = &inbox;
            async move {
                let query = serde_urlencoded::to_string([("q", q.as_str())]).unwrap();
                let (status, body) = inbox.get(&format!("/leads?{query}")).await;
                assert_eq!(status, 200, "{backend} {q:?}: {body}");
                assert_eq!(
                    body["total"].as_u64(),
                    Some(ids(&body).len() as u64),
                    "{backend} {q:?}"
                );
                ids(&body)
            }
        };
        for (q, want) in [
            // The start of a word, as the owner types it.
            ("boil", vec![cat, zoe]),
            ("Part", vec![sean, zoe]),
            ("boil*", vec![cat, zoe]),
            // Every word, in any order.
            ("boiler partick", vec![zoe]),
            ("PARTICK Boiler", vec![zoe]),
            ("boiler partick tap", vec![]),
            // The message, any case; sentence punctuation is not the word.
            ("PRESSURE", vec![zoe]),
            ("radiators, cold", vec![cat]),
            ("\"upstairs\"", vec![cat]),
            ("boil \" ***", vec![cat, zoe]),
            // Accents folded either way.
            ("zoe", vec![zoe]),
            ("ZOË", vec![zoe]),
            ("sean wojcik", vec![sean]),
            ("Seán", vec![sean]),
            ("o'brien", vec![zoe]),
            // The email: its parts, or the whole as typed.
            ("law.example", vec![sean]),
            ("sean@law.example", vec![sean]),
            ("ZOE.OBRIEN@EXAMPLE.COM", vec![zoe]),
            ("example.com", vec![zoe]),
            ("obrien@law.example", vec![]),
            // Symbols in a word are held to as typed.
            ("50%", vec![sean]),
            ("5%", vec![]),
            ("2/1", vec![zoe]),
            ("1/2", vec![]),
            // The postcode, whole or its outward part.
            ("G11", vec![sean, zoe]),
            ("g11 6ab", vec![zoe]),
            ("6AB", vec![zoe]),
            // The phone in another format, whole or part; with a name.
            ("07700900123", vec![zoe]),
            ("+44 7700 900123", vec![zoe]),
            ("0141 496", vec![cat, sean]),
            ("boyle 0141", vec![cat]),
            ("wojcik 0141", vec![]),
        ] {
            assert_eq!(search(q.to_string()).await, want, "{backend} {q:?}");
        }
        // The reference.
        assert_eq!(search(format!("#{sean}")).await, vec![sean], "{backend}");
        assert_eq!(
            search(format!("#{}", cat + 1000)).await,
            Vec::<i64>::new(),
            "{backend}"
        );
        // Nothing typed is syntax: FTS5's and tsquery's operators, quotes,
        // SQL, control characters and the longest search all answer 200.
        let hostile = [
            "\"",
            "*",
            "'",
            "OR",
            "NEAR(",
            "-",
            ":*",
            "\\",
            "(",
            ")",
            "^",
            "&",
            "|",
            "!",
            "<->",
            "%",
            "_",
            "\"\"",
            "' OR '1'='1",
            "boiler OR partick",
            "NEAR(boiler partick)",
            "boiler NOT partick",
            "name:zoe",
            "{name}: zoe",
            "zoe:*",
            "'zoe':*",
            "!zoe & |",
            "zoe <-> brien",
            "a\"b",
            "\"zoe",
            "zoe\"",
            "-zoe",
            "+zoe",
            "zoe^",
            "🔧",
            "\t",
            "\u{7}bell",
            "\u{0}",
            "é\u{301}",
            "ǃ",
            "½",
        ];
        for q in hostile {
            search(q.to_string()).await;
        }
        let (status, body) = inbox.get("/leads?service=%00").await;
        assert_eq!(status, 400, "{backend}: {body}");
        search("x".repeat(200)).await;
        search("é".repeat(200)).await;
        search("a ".repeat(100).trim().to_string()).await;
        search("\" *".repeat(66)).await;
        // Quotes and operators of the owner's are text, never operators.
        assert_eq!(
            search("\"boiler\" OR \"zoe\"".into()).await,
            Vec::<i64>::new()
        );
        assert_eq!(search("-partick".into()).await, vec![sean, zoe]);

        // Edited by hand: the index follows the new words.
        sqlx::query("UPDATE enquiries SET message = 'The thermostat flashes', location = 'Hyndland' WHERE id = $1")
            .bind(zoe)
            .execute(p)
            .await
            .unwrap();
        assert_eq!(search("thermostat".into()).await, vec![zoe]);
        assert_eq!(search("pressure".into()).await, Vec::<i64>::new());
        assert_eq!(search("hynd".into()).await, vec![zoe]);
        assert_eq!(search("G11".into()).await, vec![sean]);
        // A change to anything else leaves the words as they were.
        sqlx::query("UPDATE enquiries SET stage = 'quoted', version = version + 1 WHERE id = $1")
            .bind(zoe)
            .execute(p)
            .await
            .unwrap();
        assert_eq!(search("thermostat".into()).await, vec![zoe]);

        let db = &inbox.db;
        // Erased (the customer asked): gone from the search, and on SQLite
        // from the index's pages, not only marked deleted there.
        let in_index = |word: &'static str| {
            let p = p.clone();
            async move {
                let n: i64 = scalar(
                    &p,
                    &format!(
                        "SELECT COUNT(*) FROM enquiries_search_data \
                         WHERE instr(block, CAST('{word}' AS BLOB)) > 0"
                    ),
                )
                .await;
                n > 0
            }
        };
        if backend == "sqlite" {
            assert!(in_index("wojcik").await, "the check can see a word");
        }
        let who = api::people::Who::parse("sean@law.example").unwrap();
        api::people::erase(db, &who).await.unwrap();
        assert_eq!(search("sean".into()).await, Vec::<i64>::new());
        assert_eq!(search("g11".into()).await, Vec::<i64>::new());
        assert_eq!(search("partick".into()).await, Vec::<i64>::new());
        if backend == "sqlite" {
            assert!(
                !in_index("wojcik").await,
                "an erased name left in the index"
            );
        }
        // Deleted for its age (retention): Zoë's lead, the older one.
        let gone = api::retention::purge_before(db, &at(4, 0)).await.unwrap();
        assert_eq!(gone, 1, "{backend}");
        assert_eq!(search("thermostat".into()).await, Vec::<i64>::new());
        assert_eq!(search("boil".into()).await, vec![cat]);
        if backend == "sqlite" {
            assert!(
                !in_index("thermostat").await,
                "a purged word left in the index"
            );
        }
        // One row of words per enquiry left, on either backend.
        assert_eq!(
            scalar(p, "SELECT COUNT(*) FROM enquiries_search").await,
            scalar(p, "SELECT COUNT(*) FROM enquiries").await,
            "{backend}"
        );
        assert_eq!(
            scalar(p, "SELECT COUNT(*) FROM enquiries").await,
            1,
            "{backend}"
        );
        inbox.finish().await;
    }
}

#[tokio::test]
async fn pages_hold_fifty_leads() {
    for backend in backends() {
        let inbox = OwnerClient::start(backend).await;
        let mut made = Vec::new();
        for i in 0..53 {
            let created_at = format!("2026-10-01T{:02}:{:02}:00.000Z", i / 60, i % 60);
            made.push(
                store(
                    &inbox.pool,
                    Stored {
                        created_at,
                        ..Default::default()
                    },
                )
                .await,
            );
        }
        made.reverse();
        let (_, first) = inbox.get("/leads").await;
        let (_, second) = inbox.get("/leads?page=2").await;
        let (_, third) = inbox.get("/leads?page=3").await;
        assert_eq!(first["total"], 53, "{backend}");
        assert_eq!(ids(&first), made[..50].to_vec(), "{backend}");
        assert_eq!(ids(&second), made[50..].to_vec(), "{backend}");
        assert_eq!(second["page"], 2);
        assert_eq!(
            ids(&third),
            Vec::<i64>::new(),
            "{backend}: past the end is empty"
        );
        inbox.finish().await;
    }
}

#[tokio::test]
async fn a_lead_walks_through_the_stages_with_its_history() {
    for backend in backends() {
        let inbox = OwnerClient::start(backend).await;
        let won = store(
            &inbox.pool,
            Stored {
                name: "Dee",
                phone: "07700 900456",
                email: Some("dee@example.com"),
                emergency: true,
                created_at: hours_ago(1),
                ..Default::default()
            },
        )
        .await;
        let (status, body) = inbox.get(&format!("/leads/{won}")).await;
        assert_eq!(status, 200, "{backend}: {body}");
        assert_eq!(body["lead"]["pinned"], true);
        assert_eq!(body["history"].as_array().unwrap().len(), 1);
        assert_eq!(body["history"][0]["kind"], "received");
        assert_eq!(body["history"][0]["at"], body["lead"]["createdAt"]);
        assert_eq!(
            body["links"],
            json!({
                "tel": "tel:+447700900456",
                "whatsapp": format!("https://wa.me/447700900456?text=Hello%20Dee%2C%20this%20is%20{}%20about%20your%20Boiler%20Repair%20request%20%28reference%20%23{won}%29.", content::business().name.replace(' ', "%20")),
                "email": format!("mailto:dee@example.com?subject=Your%20Boiler%20Repair%20request%20%28reference%20%23{won}%29&body=Hello%20Dee%2C%0A%0A")
            }),
            "{backend}"
        );
        for field in [
            "message",
            "referrer",
            "utmMedium",
            "utmTerm",
            "utmContent",
            "userAgent",
            "problems",
        ] {
            assert!(
                body["lead"].get(field).is_some(),
                "{backend}: LeadDetail has {field}"
            );
        }

        let mut times = Vec::new();
        for (stage, note) in [
            ("contacted", None),
            ("quoted", Some("£450 for a new valve")),
            ("won", None),
        ] {
            let mut b = json!({ "stage": stage });
            if let Some(n) = note {
                b["note"] = json!(n);
            }
            let (status, body) = inbox.act(won, "stage", b).await;
            assert_eq!(status, 200, "{backend} {stage}: {body}");
            assert_eq!(body["lead"]["stage"], stage);
            assert_eq!(
                body["lead"]["pinned"], false,
                "{backend}: handled, so no longer pinned"
            );
            let changed = body["lead"]["stageChangedAt"].as_str().unwrap().to_string();
            times.push(changed);
        }
        let (_, body) = inbox.get(&format!("/leads/{won}")).await;
        let history = body["history"].as_array().unwrap();
        let walk: Vec<(&str, &str, &str)> = history[1..]
            .iter()
            .map(|h| {
                (
                    h["kind"].as_str().unwrap(),
                    h["from"].as_str().unwrap(),
                    h["to"].as_str().unwrap(),
                )
            })
            .collect();
        assert_eq!(
            walk,
            vec![
                ("stage", "new", "contacted"),
                ("stage", "contacted", "quoted"),
                ("stage", "quoted", "won")
            ],
            "{backend}"
        );
        assert_eq!(history[2]["note"], "£450 for a new valve");
        assert!(
            history[1..].iter().all(|h| h["by"] == OWNER),
            "{backend}: who did it"
        );
        let at: Vec<&str> = history.iter().map(|h| h["at"].as_str().unwrap()).collect();
        assert!(
            at.windows(2).all(|w| w[0] <= w[1]),
            "{backend}: in time order: {at:?}"
        );
        assert_eq!(
            at[3], times[2],
            "{backend}: the stage's time is the last change's"
        );
        for t in &times {
            chrono::DateTime::parse_from_rfc3339(t).expect("RFC 3339");
        }

        // Another lead is lost straight from new; a double tap changes nothing.
        let lost = store(
            &inbox.pool,
            Stored {
                name: "Eve",
                ..Default::default()
            },
        )
        .await;
        let (status, _) = inbox.act(lost, "stage", json!({ "stage": "lost" })).await;
        assert_eq!(status, 200);
        // The second tap names the version the screen showed before the first.
        let (status, body) = inbox
            .post(
                &format!("/leads/{lost}/stage"),
                Some(json!({ "stage": "lost", "version": 1 })),
            )
            .await;
        assert_eq!(status, 200);
        assert_eq!(
            body["history"].as_array().unwrap().len(),
            2,
            "{backend}: one change recorded"
        );
        assert_eq!(body["history"][1]["to"], "lost");
        assert_eq!(
            body["links"]["whatsapp"],
            Value::Null,
            "{backend}: a landline has no WhatsApp"
        );

        // Each change is in the audit log, without the customer's details.
        let audit = sqlx::query(
            "SELECT action FROM owner_audit WHERE action LIKE 'moved lead%' ORDER BY id",
        )
        .fetch_all(&inbox.pool)
        .await
        .unwrap();
        let actions: Vec<String> = audit
            .iter()
            .map(|r| sqlx::Row::try_get(r, "action").unwrap())
            .collect();
        assert_eq!(
            actions,
            vec![
                format!("moved lead #{won} from new to contacted"),
                format!("moved lead #{won} from contacted to quoted"),
                format!("moved lead #{won} from quoted to won"),
                format!("moved lead #{lost} from new to lost"),
            ],
            "{backend}"
        );

        // Bad stages, spam and incomplete enquiries, unknown leads.
        let spam = store(
            &inbox.pool,
            Stored {
                status: "spam",
                ..Default::default()
            },
        )
        .await;
        let half = store(
            &inbox.pool,
            Stored {
                status: "incomplete",
                ..Default::default()
            },
        )
        .await;
        let cases = [
            (
                won,
                json!({ "stage": "finished", "version": 1 }),
                400,
                "Choose a stage: new, contacted, quoted, won or lost.",
            ),
            (
                spam,
                json!({ "stage": "contacted", "version": 1 }),
                409,
                "This enquiry is marked as spam: release it ('Not spam') before working it.",
            ),
            (
                half,
                json!({ "stage": "contacted", "version": 1 }),
                409,
                "This enquiry is incomplete: only a complete enquiry can be worked as a lead.",
            ),
            (
                999_999,
                json!({ "stage": "contacted", "version": 1 }),
                404,
                "There is no lead #999999.",
            ),
        ];
        for (id, b, want, message) in cases {
            let (status, body) = inbox.post(&format!("/leads/{id}/stage"), Some(b)).await;
            assert_eq!(
                (status, body),
                (want, json!({ "success": false, "error": message })),
                "{backend}"
            );
        }
        let (status, body) = inbox.get("/leads/999999").await;
        assert_eq!(
            (status, body["error"].as_str()),
            (404, Some("There is no lead #999999.")),
            "{backend}"
        );
        let (status, _) = inbox.get("/leads/abc").await;
        assert_eq!(status, 404, "{backend}");
        assert_eq!(
            scalar(&inbox.pool, "SELECT COUNT(*) FROM lead_events").await,
            4,
            "{backend}: refusals record nothing"
        );
        inbox.finish().await;
    }
}

/// Issue 23.5: a phone left on an old view of a lead cannot overwrite what
/// another did since. Set to Lost on one phone, 'Contacted' tapped on an older
/// tab is refused with the lead as it stands and what changed; so are a note
/// and a release from a stale view. Nothing stale is recorded.
#[tokio::test]
async fn a_stale_device_gets_409_and_the_lead_as_it_stands() {
    for backend in backends() {
        let inbox = OwnerClient::start(backend).await;
        let id = store(&inbox.pool, Stored::default()).await;
        let (_, old_tab) = inbox.get(&format!("/leads/{id}")).await;
        let seen = old_tab["lead"]["version"].as_i64().unwrap();
        let (status, body) = inbox.act(id, "stage", json!({ "stage": "lost" })).await;
        assert_eq!(status, 200, "{backend}: {body}");
        assert_eq!(body["lead"]["version"], seen + 1, "{backend}");

        let (status, body) = inbox
            .post(
                &format!("/leads/{id}/stage"),
                Some(json!({ "stage": "contacted", "version": seen })),
            )
            .await;
        assert_eq!(status, 409, "{backend}: {body}");
        assert_eq!(body["success"], false);
        assert_eq!(
            body["error"],
            format!(
                "This lead changed on another screen meanwhile (moved from new to lost by {OWNER}). Nothing was saved: here it is as it stands now."
            ),
            "{backend}"
        );
        assert_eq!(body["current"]["lead"]["stage"], "lost", "{backend}");
        assert_eq!(body["current"]["lead"]["version"], seen + 1, "{backend}");

        let (status, body) = inbox
            .post(
                &format!("/leads/{id}/notes"),
                Some(json!({ "note": "Called back", "version": seen })),
            )
            .await;
        assert_eq!(status, 409, "{backend}: a note from a stale view: {body}");
        assert_eq!(body["current"]["lead"]["stage"], "lost");

        let spam = store(
            &inbox.pool,
            Stored {
                status: "spam",
                ..Default::default()
            },
        )
        .await;
        let (_, spam_tab) = inbox.get(&format!("/leads/{spam}")).await;
        inbox
            .act(spam, "notes", json!({ "note": "Looks real" }))
            .await;
        let (status, _) = inbox
            .post(
                &format!("/leads/{spam}/release"),
                Some(json!({ "version": spam_tab["lead"]["version"] })),
            )
            .await;
        assert_eq!(status, 409, "{backend}: a release from a stale view");

        // A write that names no version is refused as malformed.
        let (status, body) = inbox
            .post(
                &format!("/leads/{id}/stage"),
                Some(json!({ "stage": "won" })),
            )
            .await;
        assert_eq!(status, 400, "{backend}: {body}");
        assert!(
            body["error"].as_str().unwrap().contains("version"),
            "{backend}: {body}"
        );

        let (_, now) = inbox.get(&format!("/leads/{id}")).await;
        let kinds: Vec<&str> = now["history"].as_array().unwrap()[1..]
            .iter()
            .map(|h| h["to"].as_str().unwrap_or(h["kind"].as_str().unwrap()))
            .collect();
        assert_eq!(kinds, vec!["lost"], "{backend}: nothing stale recorded");
        assert_eq!(now["lead"]["stage"], "lost", "{backend}");
        inbox.finish().await;
    }
}

#[tokio::test]
async fn notes_are_checked_and_kept_in_order() {
    for backend in backends() {
        let inbox = OwnerClient::start(backend).await;
        let id = store(&inbox.pool, Stored::default()).await;
        for (note, message) in [
            (json!(""), "Write a note first."),
            (json!("  \n "), "Write a note first."),
            (
                json!("x".repeat(2001)),
                "A note must be at most 2000 characters.",
            ),
            (
                json!("bell\u{7}"),
                "A note cannot contain control characters.",
            ),
            (
                json!("hidden\u{1b}[2J"),
                "A note cannot contain control characters.",
            ),
        ] {
            let (status, body) = inbox.act(id, "notes", json!({ "note": note })).await;
            assert_eq!(
                (status, body),
                (400, json!({ "success": false, "error": message })),
                "{backend}"
            );
        }
        let (status, _) = inbox.act(id, "notes", json!({})).await;
        assert_eq!(status, 400, "{backend}: no note at all");
        let (status, _) = inbox
            .act(id, "notes", json!({ "note": "First call: no answer" }))
            .await;
        assert_eq!(status, 200);
        let longest = "é".repeat(2000);
        let (status, _) = inbox.act(id, "notes", json!({ "note": longest })).await;
        assert_eq!(
            status, 200,
            "{backend}: 2000 characters, whatever their bytes"
        );
        let (status, body) = inbox
            .act(id, "notes", json!({ "note": "Line one\r\n\tLine two" }))
            .await;
        assert_eq!(status, 200);
        let notes: Vec<&str> = body["history"].as_array().unwrap()[1..]
            .iter()
            .map(|h| {
                assert_eq!(h["kind"], "note");
                h["note"].as_str().unwrap()
            })
            .collect();
        assert_eq!(
            notes,
            vec![
                "First call: no answer",
                longest.as_str(),
                "Line one\n\tLine two"
            ],
            "{backend}"
        );
        let (status, _) = inbox
            .post(
                "/leads/424242/notes",
                Some(json!({ "note": "hello", "version": 1 })),
            )
            .await;
        assert_eq!(status, 404, "{backend}");
        assert_eq!(
            scalar(
                &inbox.pool,
                "SELECT COUNT(*) FROM owner_audit WHERE action LIKE 'added a note%'"
            )
            .await,
            3,
            "{backend}"
        );
        inbox.finish().await;
    }
}

/// 'Not spam': the enquiry joins the inbox and exactly one notification,
/// the business's, reaches the SMTP server.
#[tokio::test]
async fn releasing_spam_sends_its_notification() {
    for backend in backends() {
        let sink = SmtpSink::start().await;
        let inbox = OwnerClient::start_with(backend, |o, _| Options {
            smtp_url: Some(sink.url()),
            ..o
        })
        .await;
        // A real honeypot hit through the public form.
        let res = inbox
            .app
            .post_json("/api/contact", &json!({ "name": "Real Person", "phone": "0141 496 0000", "email": "real@example.com", "service": "Boiler Services", "website": "autofill" }))
            .await;
        assert_eq!(res.status(), 200);
        let id = scalar(
            &inbox.pool,
            "SELECT id FROM enquiries WHERE status = 'spam'",
        )
        .await;
        let (status, body) = inbox
            .act(id, "stage", json!({ "stage": "contacted" }))
            .await;
        assert_eq!(status, 409, "{backend}: {body}");
        let (status, body) = inbox.act(id, "resend", json!({})).await;
        assert_eq!(
            (status, body["error"].as_str()),
            (409, Some("This lead has no notification to resend.")),
            "{backend}"
        );

        let (status, body) = inbox.act(id, "release", json!({})).await;
        assert_eq!(status, 200, "{backend}: {body}");
        assert_eq!(body["lead"]["status"], "new");
        assert_eq!(body["history"][1]["kind"], "released");
        assert_eq!(
            body["lead"]["problems"],
            Value::Null,
            "{backend}: no longer says 'honeypot filled'"
        );
        assert_eq!(
            body["mail"].as_array().unwrap().len(),
            1,
            "{backend}: one message queued"
        );
        assert_eq!(body["mail"][0]["kind"], "enquiry-notification");
        let got = sink.wait_for(1, 20).await;
        assert_eq!(got[0].rcpt_to, vec![NOTIFY.to_string()], "{backend}");
        assert!(
            got[0]
                .header("Subject")
                .unwrap()
                .contains(&format!("#{id}")),
            "{backend}"
        );
        // On the owner's clock, with a link straight to the lead (issue 23.9).
        let body = got[0].decoded();
        assert!(body.contains("(UK time)"), "{backend}: {body}");
        assert!(
            body.contains(&format!("/admin#/leads/{id}")),
            "{backend}: {body}"
        );
        assert!(
            !body.contains("T1") && !body.contains(".000Z"),
            "{backend}: no raw UTC stamp: {body}"
        );
        eventually(20, "the notification is marked sent", || async {
            inbox.get(&format!("/leads/{id}")).await.1["lead"]["delivery"]["notification"] == "sent"
        })
        .await;
        tokio::time::sleep(Duration::from_millis(500)).await;
        assert_eq!(
            sink.messages().len(),
            1,
            "{backend}: no acknowledgement to a honeypot address"
        );

        let (_, list) = inbox.get("/leads").await;
        assert_eq!(ids(&list), vec![id], "{backend}: now in the inbox");
        let (status, body) = inbox.act(id, "release", json!({})).await;
        assert_eq!(
            (status, body["error"].as_str()),
            (409, Some("Only an enquiry marked as spam can be released.")),
            "{backend}"
        );
        assert_eq!(
            scalar(&inbox.pool, "SELECT COUNT(*) FROM outbox").await,
            1,
            "{backend}"
        );
        assert_eq!(
            scalar(&inbox.pool, &format!("SELECT COUNT(*) FROM owner_audit WHERE action = 'released lead #{id} from spam'")).await,
            1
        );
        inbox.finish().await;
    }
}

/// The owner's address refused the notification (550): it failed; once the
/// mailbox is fixed, Resend delivers it.
#[tokio::test]
async fn a_failed_notification_is_resent_and_delivered() {
    for backend in backends() {
        let sink = SmtpSink::start().await;
        sink.reject(&[NOTIFY]);
        let inbox = OwnerClient::start_with(backend, |o, _| Options {
            smtp_url: Some(sink.url()),
            ..o
        })
        .await;
        let res = inbox
            .app
            .post_json(
                "/api/contact",
                &json!({ "name": "Fay", "phone": "07700 900789", "service": "Boiler Services" }),
            )
            .await;
        assert_eq!(res.status(), 200);
        let id = res.json::<Value>().await.unwrap()["id"].as_i64().unwrap();
        eventually(20, "the notification fails", || async {
            inbox.get(&format!("/leads/{id}")).await.1["lead"]["delivery"]["notification"]
                == "failed"
        })
        .await;
        let (_, body) = inbox.get(&format!("/leads/{id}")).await;
        assert!(
            body["mail"][0]["lastError"]
                .as_str()
                .unwrap()
                .contains("550"),
            "{backend}: {body}"
        );
        assert!(body["mail"][0]["failureReason"].is_string(), "{backend}");

        sink.reject(&[]);
        let (status, body) = inbox.act(id, "resend", json!({})).await;
        assert_eq!(status, 200, "{backend}: {body}");
        assert_eq!(body["history"][1]["kind"], "resent");
        // The owner's failure summary may arrive too; wait for the notification.
        eventually(20, "the notification arrives", || async {
            sink.messages().iter().any(|m| {
                m.rcpt_to == [NOTIFY] && m.header("Subject").unwrap().contains(&format!("#{id}"))
            })
        })
        .await;
        eventually(20, "the notification is marked sent", || async {
            inbox.get(&format!("/leads/{id}")).await.1["lead"]["delivery"]["notification"] == "sent"
        })
        .await;
        let (status, body) = inbox.act(id, "resend", json!({})).await;
        assert_eq!(
            (status, body["error"].as_str()),
            (
                409,
                Some("Its notification is sent: only a failed or abandoned one can be sent again.")
            ),
            "{backend}"
        );
        inbox.finish().await;
    }
}

/// Issue 23.1: the pulse an open inbox polls. Unchanged, it is a 304 with no
/// body; a new lead, a change to one and its mail each give a new revision,
/// with every tab's count and the pinned emergencies.
#[tokio::test]
async fn the_pulse_changes_with_the_leads_and_is_304_otherwise() {
    for backend in backends() {
        let inbox = OwnerClient::start(backend).await;
        let pulse = |etag: Option<String>| {
            let mut req = inbox
                .app
                .client
                .get(inbox.app.url("/api/admin/pulse"))
                .header("cookie", inbox.cookie());
            if let Some(e) = etag {
                req = req.header("if-none-match", e);
            }
            req.send()
        };
        let first = pulse(None).await.unwrap();
        assert_eq!(first.status(), 200, "{backend}");
        assert_eq!(first.headers()["cache-control"], "no-store");
        let etag = first.headers()["etag"].to_str().unwrap().to_string();
        let body: Value = first.json().await.unwrap();
        assert_eq!(
            body["counts"],
            json!({ "inbox": 0, "spam": 0, "incomplete": 0, "archived": 0, "pinned": 0 }),
            "{backend}"
        );
        assert_eq!(format!("\"{}\"", body["revision"].as_str().unwrap()), etag);

        let again = pulse(Some(etag.clone())).await.unwrap();
        assert_eq!(again.status(), 304, "{backend}: nothing changed");
        assert_eq!(again.text().await.unwrap(), "", "{backend}: no body");

        // An emergency from the public form: a new revision, counted and pinned.
        let res = inbox
            .app
            .post_json(
                "/api/contact",
                &json!({ "name": "Iona", "phone": "07700 900321", "service": "Emergency Plumbing", "isEmergency": true }),
            )
            .await;
        assert_eq!(res.status(), 200);
        let id = res.json::<Value>().await.unwrap()["id"].as_i64().unwrap();
        let changed = pulse(Some(etag.clone())).await.unwrap();
        assert_eq!(changed.status(), 200, "{backend}: a new lead");
        let etag2 = changed.headers()["etag"].to_str().unwrap().to_string();
        let body: Value = changed.json().await.unwrap();
        assert_eq!(body["counts"]["inbox"], 1, "{backend}");
        assert_eq!(body["counts"]["pinned"], 1, "{backend}");
        assert_eq!(body["pinned"], json!([id]), "{backend}");

        // Its notification's delivery fails: the mail's state moves the revision too.
        eventually(20, "the notification is sent", || async {
            inbox.get(&format!("/leads/{id}")).await.1["lead"]["delivery"]["notification"] == "sent"
        })
        .await;
        let (_, sent) = inbox.get("/pulse").await;
        let sent_etag = format!("\"{}\"", sent["revision"].as_str().unwrap());
        sqlx::query("UPDATE outbox SET state = 'failed' WHERE enquiry_id = $1 AND kind = 'enquiry-notification'")
            .bind(id)
            .execute(&inbox.pool)
            .await
            .unwrap();
        let failed = pulse(Some(sent_etag)).await.unwrap();
        assert_eq!(failed.status(), 200, "{backend}: a mail state changed");
        let etag3 = failed.headers()["etag"].to_str().unwrap().to_string();
        assert_ne!(etag3, etag2);

        // Contacted: a new revision, and no longer pinned.
        let (status, _) = inbox
            .act(id, "stage", json!({ "stage": "contacted" }))
            .await;
        assert_eq!(status, 200);
        let moved = pulse(Some(etag3)).await.unwrap();
        assert_eq!(moved.status(), 200, "{backend}: a changed lead");
        let body: Value = moved.json().await.unwrap();
        assert_eq!(body["counts"]["pinned"], 0, "{backend}");
        assert_eq!(body["pinned"], json!([]), "{backend}");
        inbox.finish().await;
    }
}

/// Issue 23.6: the owner sorts enquiries. A lead marked as spam and back is
/// not notified twice; archived, it leaves the inbox for its own view and
/// comes back; an incomplete form becomes a lead; the same person's other
/// enquiries (phone however typed, email any case) are listed with the lead.
/// Every move is recorded, and refused from the wrong status.
#[tokio::test]
async fn spam_archive_promote_and_the_same_persons_other_enquiries() {
    for backend in backends() {
        let inbox = OwnerClient::start(backend).await;
        let res = inbox
            .app
            .post_json(
                "/api/contact",
                &json!({ "name": "Rab", "phone": "07700 900777", "email": "rab@example.com", "service": "Tap Repair" }),
            )
            .await;
        let rab = res.json::<Value>().await.unwrap()["id"].as_i64().unwrap();
        eventually(20, "the notification is sent", || async {
            inbox.get(&format!("/leads/{rab}")).await.1["lead"]["delivery"]["notification"]
                == "sent"
        })
        .await;

        let (status, body) = inbox.act(rab, "spam", json!({})).await;
        assert_eq!(status, 200, "{backend}: {body}");
        assert_eq!(body["lead"]["status"], "spam");
        let (_, spam) = inbox.get("/leads?view=spam").await;
        assert_eq!(ids(&spam), vec![rab], "{backend}");
        let (status, body) = inbox.act(rab, "release", json!({})).await;
        assert_eq!(status, 200, "{backend}: {body}");
        assert_eq!(
            scalar(&inbox.pool, &format!("SELECT COUNT(*) FROM outbox WHERE enquiry_id = {rab} AND kind = 'enquiry-notification'")).await,
            1,
            "{backend}: notified once, when it came"
        );

        let (status, body) = inbox.act(rab, "archive", json!({})).await;
        assert_eq!(status, 200, "{backend}: {body}");
        let (_, list) = inbox.get("/leads").await;
        assert_eq!(ids(&list), Vec::<i64>::new(), "{backend}: out of the inbox");
        assert_eq!(list["counts"]["archived"], 1, "{backend}");
        let (_, archived) = inbox.get("/leads?view=archived").await;
        assert_eq!(ids(&archived), vec![rab], "{backend}");
        let (status, body) = inbox.act(rab, "stage", json!({ "stage": "won" })).await;
        assert_eq!(
            status, 409,
            "{backend}: an archived lead is not worked: {body}"
        );
        let (status, _) = inbox.act(rab, "archive", json!({})).await;
        assert_eq!(status, 409, "{backend}: archived already");
        let (status, body) = inbox.act(rab, "restore", json!({})).await;
        assert_eq!(status, 200, "{backend}: {body}");
        assert_eq!(body["lead"]["status"], "new");

        // The same person again: the phone typed another way, the email in capitals.
        let again = store(
            &inbox.pool,
            Stored {
                name: "Robert",
                phone: "+44 (0)7700 900777",
                email: Some("RAB@example.com"),
                created_at: hours_ago(1),
                ..Default::default()
            },
        )
        .await;
        let by_email = store(
            &inbox.pool,
            Stored {
                name: "R. at work",
                phone: "0141 496 0999",
                email: Some("rab@example.com"),
                created_at: hours_ago(2),
                ..Default::default()
            },
        )
        .await;
        // Shares the last six digits only: someone else.
        store(
            &inbox.pool,
            Stored {
                name: "Stranger",
                phone: "07811 900777",
                created_at: hours_ago(3),
                ..Default::default()
            },
        )
        .await;
        let (_, body) = inbox.get(&format!("/leads/{rab}")).await;
        let related: Vec<(i64, &str)> = body["related"]
            .as_array()
            .unwrap()
            .iter()
            .map(|r| (r["id"].as_i64().unwrap(), r["same"].as_str().unwrap()))
            .collect();
        assert_eq!(
            related,
            vec![(again, "phone and email"), (by_email, "email")],
            "{backend}"
        );

        // An incomplete form made a lead; what it lacked stays on it.
        let half = store(
            &inbox.pool,
            Stored {
                name: "Half",
                status: "incomplete",
                ..Default::default()
            },
        )
        .await;
        let (status, _) = inbox.act(half, "spam", json!({})).await;
        assert_eq!(
            status, 409,
            "{backend}: only a lead in the inbox is marked as spam"
        );
        let (status, body) = inbox.act(half, "promote", json!({})).await;
        assert_eq!(status, 200, "{backend}: {body}");
        assert_eq!(body["lead"]["status"], "new");
        let kinds: Vec<(&str, &str)> = body["history"].as_array().unwrap()[1..]
            .iter()
            .map(|h| (h["from"].as_str().unwrap(), h["to"].as_str().unwrap()))
            .collect();
        assert_eq!(kinds, vec![("incomplete", "new")], "{backend}");
        let (status, _) = inbox.act(half, "promote", json!({})).await;
        assert_eq!(status, 409, "{backend}: promoted already");

        let (_, rab_now) = inbox.get(&format!("/leads/{rab}")).await;
        let moves: Vec<&str> = rab_now["history"].as_array().unwrap()[1..]
            .iter()
            .map(|h| h["kind"].as_str().unwrap())
            .collect();
        assert_eq!(
            moves,
            vec!["status", "released", "status", "status"],
            "{backend}"
        );
        assert_eq!(
            scalar(
                &inbox.pool,
                "SELECT COUNT(*) FROM owner_audit WHERE action LIKE 'lead #% archived' OR action LIKE 'lead #% marked as spam'"
            )
            .await,
            2,
            "{backend}"
        );
        inbox.finish().await;
    }
}

/// Issue 23.3: how long a lead waited (its first contact is recorded when its
/// stage first leaves 'new'), a follow-up date, and overdue leads listed next
/// after the pinned emergencies.
#[tokio::test]
async fn a_follow_up_date_and_overdue_leads_first_after_the_pins() {
    for backend in backends() {
        let inbox = OwnerClient::start(backend).await;
        let older = store(
            &inbox.pool,
            Stored {
                name: "Older",
                created_at: hours_ago(30),
                ..Default::default()
            },
        )
        .await;
        let newer = store(
            &inbox.pool,
            Stored {
                name: "Newer",
                created_at: hours_ago(2),
                ..Default::default()
            },
        )
        .await;
        let (_, list) = inbox.get("/leads").await;
        assert_eq!(ids(&list), vec![newer, older], "{backend}: newest first");
        assert_eq!(list["leads"][1]["firstContactAt"], Value::Null);

        // First contact: recorded once, kept through later moves.
        let (status, body) = inbox
            .act(older, "stage", json!({ "stage": "contacted" }))
            .await;
        assert_eq!(status, 200, "{backend}: {body}");
        let first = body["lead"]["firstContactAt"].as_str().unwrap().to_string();
        assert_eq!(body["lead"]["stageChangedAt"], first.as_str());
        let (_, body) = inbox
            .act(older, "stage", json!({ "stage": "quoted" }))
            .await;
        assert_eq!(body["lead"]["firstContactAt"], first.as_str(), "{backend}");

        // A follow-up date in the past: overdue, and listed first.
        for (on, want) in [
            (json!("25/11/2026"), 400),
            (json!("2026-13-01"), 400),
            (json!("2026-11-1"), 400),
        ] {
            let (status, _) = inbox.act(older, "follow-up", json!({ "on": on })).await;
            assert_eq!(status, want, "{backend}: {on}");
        }
        let (status, body) = inbox
            .act(older, "follow-up", json!({ "on": "2026-01-05" }))
            .await;
        assert_eq!(status, 200, "{backend}: {body}");
        assert_eq!(body["lead"]["followUpOn"], "2026-01-05");
        assert_eq!(body["lead"]["overdue"], true);
        let (_, list) = inbox.get("/leads").await;
        assert_eq!(ids(&list), vec![older, newer], "{backend}: overdue first");

        // Won, it is no longer overdue; cleared, there is no date.
        inbox.act(older, "stage", json!({ "stage": "won" })).await;
        let (_, list) = inbox.get("/leads").await;
        assert_eq!(ids(&list), vec![newer, older], "{backend}");
        assert_eq!(list["leads"][1]["overdue"], false);
        let (status, body) = inbox.act(older, "follow-up", json!({ "on": null })).await;
        assert_eq!(status, 200, "{backend}: {body}");
        assert_eq!(body["lead"]["followUpOn"], Value::Null);
        let spam = store(
            &inbox.pool,
            Stored {
                status: "spam",
                ..Default::default()
            },
        )
        .await;
        let (status, _) = inbox
            .act(spam, "follow-up", json!({ "on": "2026-12-01" }))
            .await;
        assert_eq!(status, 409, "{backend}: only a lead in the inbox");
        inbox.finish().await;
    }
}

/// Issue 23.7: the inbox downloads its view as filtered, as CSV, with the
/// stage and notes; a hostile cell cannot run as a formula.
#[tokio::test]
async fn the_filtered_leads_download_as_csv() {
    for backend in backends() {
        let inbox = OwnerClient::start(backend).await;
        let ann = store(
            &inbox.pool,
            Stored {
                name: "=cmd|' /C calc'!A0",
                service: "Boiler Repair",
                location: Some("Paisley"),
                created_at: hours_ago(3),
                ..Default::default()
            },
        )
        .await;
        store(
            &inbox.pool,
            Stored {
                name: "Bob",
                service: "Tap Repair",
                created_at: hours_ago(2),
                ..Default::default()
            },
        )
        .await;
        inbox
            .act(
                ann,
                "stage",
                json!({ "stage": "quoted", "note": "Quoted £180" }),
            )
            .await;
        let get = |q: &'static str| {
            inbox
                .app
                .client
                .get(inbox.app.url(&format!("/api/admin/leads.csv{q}")))
                .header("cookie", inbox.cookie())
                .send()
        };
        let res = get("?q=paisley").await.unwrap();
        assert_eq!(res.status(), 200, "{backend}");
        assert_eq!(res.headers()["content-type"], "text/csv; charset=utf-8");
        assert!(
            res.headers()["content-disposition"]
                .to_str()
                .unwrap()
                .starts_with("attachment; filename=\"leads-new-"),
            "{backend}"
        );
        assert_eq!(res.headers()["cache-control"], "no-store");
        let csv = res.text().await.unwrap();
        let lines: Vec<&str> = csv.lines().collect();
        assert_eq!(lines.len(), 2, "{backend}: the header and Ann only:\n{csv}");
        assert!(lines[1].starts_with(&format!("#{ann},")), "{}", lines[1]);
        assert!(lines[1].contains(",new,quoted,"), "{}", lines[1]);
        assert!(
            lines[1].contains(",'=cmd|' /C calc'!A0,"),
            "neutralised: {}",
            lines[1]
        );
        assert!(lines[1].ends_with(": Quoted £180"), "{}", lines[1]);
        let all = get("").await.unwrap().text().await.unwrap();
        assert_eq!(all.lines().count(), 3, "{backend}: both leads");
        let bad = get("?view=everything").await.unwrap();
        assert_eq!(bad.status(), 400, "{backend}");
        inbox.finish().await;
    }
}
