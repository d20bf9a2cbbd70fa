//! The benchmarks' seed (issue 35.1, `just seed-growth`), on SQLite and
//! PostgreSQL: leads worked as the inbox records it (every won lead has its
//! value, every lost one its reason, the amounts agree with the quotes, the
//! version with the history, the search index holds the notes), a database
//! that holds leads refused, and replaced only when asked.

#[path = "../../benches/common/seed/mod.rs"]
mod seed;

use crate::helpers::{backends, scalar, test_db};

/// A small plan: every kind of row, on both backends. (`just seed-growth`
/// seeds 20,000 leads and a million views; 20,000 views here made this the
/// test binary's last test to finish, 32 s among the others on 2 cores.)
fn plan(replace: bool) -> seed::Plan {
    seed::Plan {
        leads: 500,
        views: 2_000,
        subscribers: 40,
        replace,
    }
}

#[tokio::test]
async fn the_seed_is_a_worked_inbox_and_never_lands_on_one() {
    for backend in backends() {
        let dir = tempfile::tempdir().unwrap();
        let db = test_db(backend, dir.path()).await;
        let seeded = seed::seed(&db.url, &plan(false))
            .await
            .unwrap_or_else(|e| panic!("{backend}: {e}"));
        assert!(seeded.rows.contains(&("enquiries", 500)), "{backend}");
        let pool = db.pool().await;
        let n = |sql: &'static str| {
            let pool = pool.clone();
            async move { scalar(&pool, sql).await }
        };
        assert_eq!(n("SELECT COUNT(*) FROM enquiries").await, 500, "{backend}");
        // Every kind of row the inbox reads is there.
        for table in [
            "lead_events",
            "quotes",
            "visits",
            "reviews",
            "job_drafts",
            "consents",
            "outbox",
            "page_views_daily",
            "page_views_monthly",
            "page_views_daily_source",
            "contact_clicks_daily",
            "newsletter_subscribers",
        ] {
            let count = scalar(&pool, &format!("SELECT COUNT(*) FROM {table}")).await;
            assert!(count > 0, "{backend}: no rows in {table}");
        }
        for stage in ["new", "contacted", "quoted", "won", "lost"] {
            let count = scalar(
                &pool,
                &format!(
                    "SELECT COUNT(*) FROM enquiries WHERE status = 'new' AND stage = '{stage}'"
                ),
            )
            .await;
            assert!(count > 0, "{backend}: no lead at {stage}");
        }
        // The lead's own columns agree with what was done to it.
        for (what, sql) in [
            (
                "a won lead without its value",
                "SELECT COUNT(*) FROM enquiries WHERE stage = 'won' \
                 AND (won_pence IS NULL OR won_at IS NULL OR won_source IS NULL)",
            ),
            (
                "a lost lead without its reason",
                "SELECT COUNT(*) FROM enquiries WHERE stage = 'lost' AND lost_reason IS NULL",
            ),
            (
                "an amount quoted that is not the latest quote's",
                "SELECT COUNT(*) FROM enquiries e WHERE e.quoted_pence IS NOT NULL AND e.quoted_pence <> \
                 (SELECT q.total_pence FROM quotes q WHERE q.enquiry_id = e.id ORDER BY q.version DESC LIMIT 1)",
            ),
            (
                "a job won by quote worth other than the accepted quote",
                "SELECT COUNT(*) FROM enquiries e WHERE e.won_source = 'quote' AND NOT EXISTS \
                 (SELECT 1 FROM quotes q WHERE q.enquiry_id = e.id AND q.status = 'accepted' \
                  AND q.total_pence = e.won_pence)",
            ),
            (
                "a version that is not one more than the changes",
                "SELECT COUNT(*) FROM enquiries e WHERE e.version <> 1 + \
                 (SELECT COUNT(*) FROM lead_events l WHERE l.enquiry_id = e.id)",
            ),
            (
                "a quote of nothing",
                "SELECT COUNT(*) FROM quotes WHERE total_pence <= 0",
            ),
            (
                "something done before the lead arrived",
                "SELECT COUNT(*) FROM lead_events l JOIN enquiries e ON e.id = l.enquiry_id \
                 WHERE l.at < e.created_at",
            ),
            (
                "a job draft on a lead not won",
                "SELECT COUNT(*) FROM job_drafts j JOIN enquiries e ON e.id = j.enquiry_id \
                 WHERE e.stage <> 'won'",
            ),
        ] {
            assert_eq!(scalar(&pool, sql).await, 0, "{backend}: {what}");
        }
        // The quotes' lines are the inbox's own shape, and add up.
        let quotes = sqlx::query_as::<_, (String, i64)>("SELECT lines, total_pence FROM quotes")
            .fetch_all(&pool)
            .await
            .unwrap();
        for (lines, total) in &quotes {
            let lines: Vec<content_model::admin::QuoteLine> = serde_json::from_str(lines).unwrap();
            assert_eq!(lines.iter().map(|l| l.amount_pence).sum::<i64>(), *total);
        }
        // The word index was kept by the database's own triggers: the
        // inbox's search finds the leads whose notes name a voicemail.
        let noted = n(
            "SELECT COUNT(DISTINCT e.id) FROM enquiries e JOIN lead_events l \
             ON l.enquiry_id = e.id WHERE e.status = 'new' AND l.note LIKE '%voicemail%'",
        )
        .await;
        let query: api::enquiries::filter::ListQuery =
            serde_urlencoded::from_str("q=voicemail").unwrap();
        let backend_kind = if backend == "postgres" {
            api::store::db::Backend::Postgres
        } else {
            api::store::db::Backend::Sqlite
        };
        let f = api::enquiries::filter::Filter::parse(&query, backend_kind).unwrap();
        let sql = format!(
            "SELECT CAST(COUNT(*) AS BIGINT) FROM enquiries WHERE {}",
            f.where_sql()
        );
        let mut q = sqlx::query_scalar::<_, i64>(&sql);
        for b in f.binds() {
            q = q.bind(b.clone());
        }
        let found = q.fetch_one(&pool).await.unwrap();
        assert!(noted > 0, "{backend}: no lead noted");
        assert_eq!(found, noted, "{backend}: the search finds the notes");

        // A database holding leads is refused and left as it was.
        match seed::seed(&db.url, &plan(false)).await {
            Err(seed::Refused::HoldsLeads(500)) => {}
            Err(e) => panic!("{backend}: refused for the wrong reason: {e}"),
            Ok(_) => panic!("{backend}: seeded a database that holds leads"),
        }
        assert_eq!(n("SELECT COUNT(*) FROM enquiries").await, 500, "{backend}");
        let message = seed::Refused::HoldsLeads(500).to_string();
        assert!(
            message.contains("500 leads") && message.contains("--force"),
            "{message}"
        );

        // Asked to replace, it holds the seed alone again, not twice.
        seed::seed(&db.url, &plan(true)).await.unwrap();
        assert_eq!(n("SELECT COUNT(*) FROM enquiries").await, 500, "{backend}");
        assert_eq!(
            n("SELECT COUNT(*) FROM newsletter_subscribers").await,
            40,
            "{backend}"
        );
        pool.close().await;
        db.drop_db().await;
    }
}
