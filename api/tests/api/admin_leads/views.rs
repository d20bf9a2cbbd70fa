//! The inbox's views: newest first with an uncontacted emergency pinned for
//! a day, every filter, and pages of fifty.

use super::*;

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
        // (decision 11 amended): it takes its place by time.
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
            json!({ "inbox": 5, "spam": 1, "incomplete": 1, "archived": 0, "pinned": 1, "chase": 0 }),
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
                "view must be inbox, chase, spam, incomplete or archived.",
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
