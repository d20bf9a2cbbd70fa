//! The catalogue area of an enquiry (issue 33.4; the Area filter defect of
//! issue 33.8): set when the form is stored, filled in at start-up for
//! enquiries stored before, and what the inbox's Area filter lists.

use super::*;
use crate::helpers::{TestApp, test_db};

#[tokio::test]
async fn the_area_filter_lists_catalogue_areas_not_what_was_typed() {
    for backend in backends() {
        let inbox = OwnerClient::start(backend).await;
        let mut ids = Vec::new();
        for location in ["PA1 Paisley", "Paisley PA2"] {
            let res = inbox
                .app
                .post_json(
                    "/api/contact",
                    &json!({ "name": "Ann", "phone": "0141 496 0000", "service": "Boiler Services", "location": location }),
                )
                .await;
            assert_eq!(res.status(), 200, "{backend}");
            let body: Value = res.json().await.unwrap();
            ids.push(body["id"].as_i64().unwrap());
        }
        let other = store(
            &inbox.pool,
            Stored {
                location: Some("Somewhere we do not go"),
                ..Default::default()
            },
        )
        .await;
        let (_, all) = inbox.get("/leads").await;
        assert_eq!(all["filters"]["areas"], json!(["Paisley"]), "{backend}");
        let (_, paisley) = inbox.get("/leads?area=Paisley").await;
        let mut got: Vec<i64> = paisley["leads"]
            .as_array()
            .unwrap()
            .iter()
            .map(|l| l["id"].as_i64().unwrap())
            .collect();
        got.sort();
        assert_eq!(got, ids, "{backend}: both, however typed");
        assert_eq!(paisley["leads"][0]["area"], "Paisley", "{backend}");
        let typed = paisley["leads"][0]["location"].as_str().unwrap();
        assert!(typed.contains("Paisley"), "{backend}: as typed: {typed}");
        let (_, none) = inbox.get("/leads?area=PA1%20Paisley").await;
        assert_eq!(none["total"], 0, "{backend}: the typed text is no area");
        let (_, detail) = inbox.get(&format!("/leads/{other}")).await;
        assert_eq!(detail["lead"]["area"], Value::Null, "{backend}");
        inbox.finish().await;
    }
}

/// Enquiries stored before migration 0020 have no area; the server fills
/// it in when it starts, and starting again changes nothing.
#[tokio::test]
async fn older_enquiries_get_their_area_at_start_up() {
    for backend in backends() {
        let dir = tempfile::tempdir().unwrap();
        let db = test_db(backend, dir.path()).await;
        let mut ids = Vec::new();
        {
            // The schema as migrated, with rows written before the area was.
            let before = api::store::db::Db::connect(&db.url).await.unwrap();
            for location in ["G51 4AB", "govan", "Nowhere at all"] {
                let s = Stored {
                    location: Some(location),
                    ..Default::default()
                };
                ids.push(store(&before.pool, s).await);
            }
            sqlx::query("UPDATE enquiries SET area_slug = NULL")
                .execute(&before.pool)
                .await
                .unwrap();
            before.pool.close().await;
        }
        let app = TestApp::spawn(&Options::new(&db, dir.path())).await;
        let inbox = OwnerClient::sign_in(app, db, dir).await;
        let slug = |id: i64| {
            let pool = inbox.pool.clone();
            async move {
                sqlx::query_scalar::<_, Option<String>>(
                    "SELECT area_slug FROM enquiries WHERE id = $1",
                )
                .bind(id)
                .fetch_one(&pool)
                .await
                .unwrap()
            }
        };
        assert_eq!(slug(ids[0]).await.as_deref(), Some("govan"), "{backend}");
        assert_eq!(slug(ids[1]).await.as_deref(), Some("govan"), "{backend}");
        assert_eq!(slug(ids[2]).await, None, "{backend}");
        // Idempotent: run again, the same.
        let set = api::enquiries::area::backfill(&inbox.db).await.unwrap();
        assert_eq!(set, 0, "{backend}");
        assert_eq!(slug(ids[0]).await.as_deref(), Some("govan"), "{backend}");
        inbox.finish().await;
    }
}
