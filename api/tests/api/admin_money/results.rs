//! Results by money (issue 33.4): sums to the penny, win rate, average job,
//! ranking by won value, and grouping by the catalogue area.

use super::*;

fn money_row<'a>(rows: &'a Value, key: &str) -> &'a Value {
    rows.as_array()
        .unwrap()
        .iter()
        .find(|r| r["key"] == key)
        .unwrap_or_else(|| panic!("no row {key} in {rows}"))
}

#[tokio::test]
async fn results_add_the_money_to_the_penny_by_page_and_area() {
    for backend in backends() {
        let inbox = OwnerClient::start(backend).await;
        let lead = |location: &'static str, page: &'static str| {
            Stored {
                location: Some(location),
                created_at: hours_ago(2),
                ..Default::default()
            }
            .with_page(page)
        };
        // Three leads from one page, each won at ten pence; one of a million
        // pounds and a penny from another; one quoted and lost; one with none.
        let mut tenpenny = Vec::new();
        for loc in ["PA1 Paisley", "Paisley PA2", "paisley"] {
            tenpenny.push(store_from(&inbox, lead(loc, "/services/boiler-repair/paisley")).await);
        }
        let big = store_from(&inbox, lead("G51 Govan", "/services/boiler-repair/govan")).await;
        let lost = store_from(&inbox, lead("Govan", "/services/boiler-repair/govan")).await;
        store_from(&inbox, lead("Nowhere", "/contact")).await;
        for id in &tenpenny {
            let (s, b) = stage(&inbox, *id, "won", json!({ "amountPence": 10 })).await;
            assert_eq!(s, 200, "{backend}: {b}");
        }
        stage(&inbox, big, "quoted", json!({ "amountPence": 90_000_000 })).await;
        stage(&inbox, big, "won", json!({ "amountPence": 100_000_001 })).await;
        stage(&inbox, lost, "quoted", json!({ "amountPence": 25_050 })).await;
        stage(&inbox, lost, "lost", json!({ "lostReason": "price" })).await;

        let (s, r) = inbox.get("/results").await;
        assert_eq!(s, 200, "{backend}: {r}");
        let m = &r["money"];
        assert_eq!(m["totals"]["wonPence"], 100_000_031, "{backend}");
        assert_eq!(m["totals"]["wonLeads"], 4, "{backend}");
        assert_eq!(m["totals"]["quotedPence"], 90_025_050, "{backend}");
        assert_eq!(
            m["totals"]["quotedLeads"], 5,
            "{backend}: won by hand counts as priced"
        );
        assert_eq!(m["totals"]["winRate"], 0.8, "{backend}");
        assert_eq!(m["totals"]["averageJobPence"], 25_000_008, "{backend}");

        // Ranked by won value: the million first.
        let pages = &m["byPage"];
        assert_eq!(
            pages[0]["key"], "/services/boiler-repair/govan",
            "{backend}"
        );
        assert_eq!(
            pages[1]["key"], "/services/boiler-repair/paisley",
            "{backend}"
        );
        assert_eq!(
            pages.as_array().unwrap().len(),
            2,
            "{backend}: no money, no row"
        );
        let paisley_page = money_row(pages, "/services/boiler-repair/paisley");
        assert_eq!(paisley_page["wonPence"], 30, "{backend}: 3 x £0.10");
        assert_eq!(paisley_page["winRate"], 1.0, "{backend}");
        let govan_page = money_row(pages, "/services/boiler-repair/govan");
        assert_eq!(govan_page["winRate"], 0.5, "{backend}");
        assert_eq!(govan_page["averageJobPence"], 100_000_001, "{backend}");

        // 'PA1 Paisley', 'Paisley PA2' and 'paisley' are one area.
        let paisley = money_row(&m["byArea"], "paisley");
        assert_eq!(paisley["label"], "Paisley", "{backend}");
        assert_eq!(paisley["wonLeads"], 3, "{backend}");
        assert_eq!(paisley["wonPence"], 30, "{backend}");
        assert_eq!(m["byArea"][0]["key"], "govan", "{backend}");
        assert_eq!(
            money_row(&m["byServiceAsked"], "Boiler Repair")["wonPence"],
            100_000_031
        );
        assert!(
            m["byPageType"].is_array() && m["bySource"].is_array() && m["byCampaign"].is_array()
        );
        assert_eq!(
            money_row(&m["bySource"], "(direct)")["wonPence"],
            100_000_031
        );
        inbox.finish().await;
    }
}

trait WithPage {
    fn with_page(self, page: &'static str) -> (Stored, &'static str);
}

impl WithPage for Stored {
    fn with_page(self, page: &'static str) -> (Stored, &'static str) {
        (self, page)
    }
}

/// Stores the lead and sets the page it was sent from.
async fn store_from(inbox: &OwnerClient, (s, page): (Stored, &'static str)) -> i64 {
    let id = store(&inbox.pool, s).await;
    sqlx::query("UPDATE enquiries SET page_path = $1 WHERE id = $2")
        .bind(page)
        .bind(id)
        .execute(&inbox.pool)
        .await
        .unwrap();
    id
}
