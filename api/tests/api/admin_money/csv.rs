//! The won jobs' CSV (issue 33.4) and the leads' CSV's name and dates
//! (issue 33.8: the file name said 'new' and the date of the download, and
//! the dates were words a spreadsheet keeps as text).

use super::*;

async fn download(inbox: &OwnerClient, path: &str) -> (u16, String, String) {
    let res = inbox
        .app
        .client
        .get(inbox.app.url(&format!("/api/admin{path}")))
        .header("cookie", inbox.cookie())
        .send()
        .await
        .unwrap();
    let status = res.status().as_u16();
    let name = res
        .headers()
        .get("content-disposition")
        .map(|h| h.to_str().unwrap().to_string())
        .unwrap_or_default();
    (status, name, res.text().await.unwrap())
}

#[tokio::test]
async fn won_jobs_download_with_iso_dates_and_pounds_and_pence() {
    for backend in backends() {
        let inbox = OwnerClient::start(backend).await;
        let ann = store(
            &inbox.pool,
            Stored {
                name: "=HYPERLINK(\"http://x\")",
                service: "Boiler Repair",
                location: Some("PA1 Paisley"),
                created_at: hours_ago(30),
                ..Default::default()
            },
        )
        .await;
        sqlx::query(
            "UPDATE enquiries SET page_path = '/services/boiler-repair/paisley' WHERE id = $1",
        )
        .bind(ann)
        .execute(&inbox.pool)
        .await
        .unwrap();
        let bob = store(
            &inbox.pool,
            Stored {
                name: "Bob",
                ..Default::default()
            },
        )
        .await;
        let quoted_only = store(&inbox.pool, Stored::default()).await;
        stage(&inbox, ann, "won", json!({ "amountPence": 123_450 })).await;
        stage(&inbox, bob, "won", json!({ "amountPence": 5 })).await;
        stage(
            &inbox,
            quoted_only,
            "quoted",
            json!({ "amountPence": 9_999 }),
        )
        .await;
        // Bob's job was won last year: outside the period.
        sqlx::query("UPDATE enquiries SET won_at = '2025-01-15T10:00:00.000Z' WHERE id = $1")
            .bind(bob)
            .execute(&inbox.pool)
            .await
            .unwrap();

        let today = api::store::uk_time::today();
        let (s, name, csv) = download(
            &inbox,
            &format!("/results/won.csv?from=2026-01-01&to={today}"),
        )
        .await;
        assert_eq!(s, 200, "{backend}: {csv}");
        assert_eq!(
            name,
            format!("attachment; filename=\"won-jobs-2026-01-01-to-{today}.csv\""),
            "{backend}"
        );
        let lines: Vec<&str> = csv.split("\r\n").filter(|l| !l.is_empty()).collect();
        assert_eq!(
            lines[0],
            "won on,reference,customer,service,area,page,amount (GBP),agreed by"
        );
        assert_eq!(lines.len(), 2, "{backend}: Ann only:\n{csv}");
        assert_eq!(
            lines[1],
            format!(
                "{today},#{ann},\"'=HYPERLINK(\"\"http://x\"\")\",Boiler Repair,Paisley,/services/boiler-repair/paisley,1234.50,by hand"
            ),
            "{backend}"
        );
        let (_, _, last_year) =
            download(&inbox, "/results/won.csv?from=2025-01-01&to=2025-01-31").await;
        assert!(
            last_year.contains(&format!("2025-01-15,#{bob},Bob,")),
            "{backend}: {last_year}"
        );
        assert!(
            last_year.contains(",0.05,"),
            "{backend}: five pence: {last_year}"
        );
        let (s, _, body) = download(&inbox, "/results/won.csv?from=2026-13-01").await;
        assert_eq!(s, 400, "{backend}: {body}");
        inbox.finish().await;
    }
}

#[tokio::test]
async fn the_leads_csv_is_named_for_its_view_and_days_with_iso_dates() {
    for backend in backends() {
        let inbox = OwnerClient::start(backend).await;
        let id = store(
            &inbox.pool,
            Stored {
                created_at: "2026-07-10T13:05:00.000Z".into(),
                ..Default::default()
            },
        )
        .await;
        store(
            &inbox.pool,
            Stored {
                created_at: "2026-11-02T10:00:00.000Z".into(),
                ..Default::default()
            },
        )
        .await;
        stage(&inbox, id, "quoted", json!({ "amountPence": 45_000 })).await;
        let (s, name, csv) = download(&inbox, "/leads.csv").await;
        assert_eq!(s, 200);
        assert_eq!(
            name, "attachment; filename=\"leads-inbox-2026-07-10-to-2026-11-02.csv\"",
            "{backend}"
        );
        let row = csv
            .lines()
            .find(|l| l.starts_with(&format!("#{id},")))
            .unwrap();
        // London's summer clock, written as a spreadsheet reads a date.
        assert!(
            row.starts_with(&format!("#{id},2026-07-10 14:05,new,quoted,")),
            "{row}"
        );
        assert!(
            row.contains(",450.00,"),
            "{backend}: the quoted amount: {row}"
        );
        assert!(!csv.contains(" at "), "{backend}: no dates in words: {csv}");
        let (_, name, _) = download(&inbox, "/leads.csv?view=spam").await;
        assert!(
            name.starts_with("attachment; filename=\"leads-spam-"),
            "{name}"
        );
        inbox.finish().await;
    }
}
