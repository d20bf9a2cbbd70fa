//! The daily digest names the quotes to chase and gives the week's won
//! value (issue 33.3-4), summed to the penny on either database.

use super::*;
use crate::helpers::{NOTIFY, test_db};
use crate::owner_client::SITE;
use api::store::db::Db;

#[tokio::test]
async fn the_digest_names_quotes_to_chase_and_the_weeks_won_value() {
    for backend in backends() {
        let dir = tempfile::tempdir().unwrap();
        let tdb = test_db(backend, dir.path()).await;
        let db = Db::connect(&tdb.url).await.unwrap();
        let days_ago = |d: i64| hours_ago(d * 24);
        let chase = store(
            &db.pool,
            Stored {
                name: "Ann Quoted",
                ..Default::default()
            },
        )
        .await;
        let fresh = store(
            &db.pool,
            Stored {
                name: "Bob Fresh",
                ..Default::default()
            },
        )
        .await;
        let set = |sql: &'static str, id: i64, at: String| {
            let pool = db.pool.clone();
            async move {
                sqlx::query(sql)
                    .bind(at)
                    .bind(id)
                    .execute(&pool)
                    .await
                    .unwrap();
            }
        };
        let quoted = "UPDATE enquiries SET stage = 'quoted', quoted_pence = 45000, quoted_at = $1 WHERE id = $2";
        set(quoted, chase, days_ago(4)).await;
        set(quoted, fresh, days_ago(1)).await;
        // Won this week: 3 x £0.10 and £1,000,000.01; one won ten days ago is not this week's.
        let won = "UPDATE enquiries SET stage = 'won', won_source = 'hand', won_at = $1, \
                   won_pence = CASE WHEN name = 'Big' THEN 100000001 WHEN name = 'Old' THEN 999 ELSE 10 END WHERE id = $2";
        for (name, ago) in [
            ("Small", 1),
            ("Small", 2),
            ("Small", 3),
            ("Big", 1),
            ("Old", 10),
        ] {
            let id = store(
                &db.pool,
                Stored {
                    name,
                    ..Default::default()
                },
            )
            .await;
            set(won, id, days_ago(ago)).await;
        }
        let today = api::store::uk_time::day(chrono::Utc::now());
        assert!(
            api::tasks::digest::queue_for_day(&db, SITE, NOTIFY, today)
                .await
                .unwrap()
        );
        let (text, html): (String, String) =
            sqlx::query_as("SELECT body_text, body_html FROM outbox WHERE kind = 'daily-digest'")
                .fetch_one(&db.pool)
                .await
                .unwrap();
        assert!(text.contains("QUOTES TO CHASE (1"), "{backend}:\n{text}");
        assert!(
            text.contains(&format!("#{chase} Ann Quoted")),
            "{backend}:\n{text}"
        );
        assert!(text.contains("£450.00"), "{backend}:\n{text}");
        assert!(
            !text.contains("Bob Fresh"),
            "{backend}: quoted yesterday:\n{text}"
        );
        assert!(
            text.contains("£1,000,000.31 from 4 jobs"),
            "{backend}: the week's won value to the penny:\n{text}"
        );
        assert!(html.contains("Quotes to chase (1)"), "{backend}");
        assert!(html.contains("£1,000,000.31"), "{backend}");
        db.pool.close().await;
        tdb.drop_db().await;
    }
}
