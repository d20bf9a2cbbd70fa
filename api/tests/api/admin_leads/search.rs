//! The search over what owners type (service, area, postcode, reference,
//! phone, words) and the filtered leads as a CSV download.

use super::*;

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
        // SQL, a tab and the longest search all answer 200.
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
            "é\u{301}",
            "ǃ",
            "½",
        ];
        for q in hostile {
            search(q.to_string()).await;
        }
        // Any other control character breaks the API's text rule (issue
        // 32.5): refused at the edge, naming the parameter, on both databases.
        for query in ["q=%07bell", "q=%00", "service=%00"] {
            let (status, body) = inbox.get(&format!("/leads?{query}")).await;
            assert_eq!(status, 400, "{backend} {query}: {body}");
            let name = query.split('=').next().unwrap();
            assert!(
                body["error"]
                    .as_str()
                    .unwrap()
                    .contains(&format!("`{name}`")),
                "{body}"
            );
        }
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
        let who = api::owner::people::Who::parse("sean@law.example").unwrap();
        api::owner::people::erase(db, &who).await.unwrap();
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
        let gone = api::tasks::retention::purge_before(db, &at(4, 0))
            .await
            .unwrap();
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

/// Issue 33.8: the search finds words in the lead's notes (a note, or the
/// note given with a stage change), every word anywhere in the lead; a name
/// with or without its apostrophe ('Oneill', 'O'Neill', 'O’Neill'); and the
/// reference as the acknowledgement words it ('reference #131').
#[tokio::test]
async fn the_search_reads_notes_names_without_apostrophes_and_references() {
    for backend in backends() {
        let inbox = OwnerClient::start(backend).await;
        let p = &inbox.pool;
        let oneill = store(
            p,
            Stored {
                name: "Siobhan O'Neill",
                service: "Boiler Repair",
                location: Some("Partick"),
                created_at: at(3, 9),
                ..Default::default()
            },
        )
        .await;
        let curly = store(
            p,
            Stored {
                name: "Dan O’Neill",
                service: "Tap Repair",
                created_at: at(4, 9),
                ..Default::default()
            },
        )
        .await;
        let plain = store(
            p,
            Stored {
                name: "Ruth Oneill",
                service: "Tap Repair",
                created_at: at(5, 9),
                ..Default::default()
            },
        )
        .await;
        let other = store(
            p,
            Stored {
                name: "Neil Oakes",
                service: "Roof Repair",
                created_at: at(6, 9),
                ..Default::default()
            },
        )
        .await;
        let (status, body) = inbox
            .act(
                oneill,
                "notes",
                json!({ "note": "Wants the Worcester Bosch fitted before Hogmanay" }),
            )
            .await;
        assert_eq!(status, 200, "{backend}: {body}");
        let (status, body) = inbox
            .act(
                other,
                "stage",
                json!({ "stage": "contacted", "note": "Scaffold from Tuesday" }),
            )
            .await;
        assert_eq!(status, 200, "{backend}: {body}");
        let search = |q: &'static str| {
            let inbox = &inbox;
            async move {
                let query = serde_urlencoded::to_string([("q", q)]).unwrap();
                let (status, body) = inbox.get(&format!("/leads?{query}")).await;
                assert_eq!(status, 200, "{backend} {q:?}: {body}");
                ids(&body)
            }
        };
        let everyone = vec![plain, curly, oneill];
        for (q, want) in [
            // The notes: a note, and the note of a stage change.
            ("worcester", vec![oneill]),
            ("hogmanay", vec![oneill]),
            ("scaffold", vec![other]),
            // Words from the notes and the lead together.
            ("worcester partick", vec![oneill]),
            ("scaffold roof", vec![other]),
            ("scaffold partick", vec![]),
            // A name however its apostrophe is written, or without it.
            ("Oneill", everyone.clone()),
            ("o'neill", everyone.clone()),
            ("O’Neill", everyone.clone()),
            ("oneil", everyone.clone()),
            ("siobhan oneill", vec![oneill]),
            ("ruth o'neill", vec![plain]),
            ("o neill", vec![curly, oneill]),
            ("neill", vec![curly, oneill]),
        ] {
            assert_eq!(search(q).await, want, "{backend} {q:?}");
        }
        // The reference, as the customer reads it out.
        for q in [
            format!("#{plain}"),
            format!("{plain}"),
            format!("reference #{plain}"),
            format!("Ref {plain}"),
        ] {
            let query = serde_urlencoded::to_string([("q", q.as_str())]).unwrap();
            let (_, body) = inbox.get(&format!("/leads?{query}")).await;
            assert_eq!(ids(&body), vec![plain], "{backend} {q:?}");
        }
        // A note erased with its lead leaves the search (the index follows
        // lead_events as well as enquiries).
        sqlx::query("DELETE FROM lead_events WHERE enquiry_id = $1")
            .bind(oneill)
            .execute(p)
            .await
            .unwrap();
        assert_eq!(search("worcester").await, Vec::<i64>::new(), "{backend}");
        assert_eq!(search("siobhan").await, vec![oneill], "{backend}");
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
                .starts_with("attachment; filename=\"leads-inbox-"),
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
