//! The job written on a won lead (issue 34.4) through the real server, on
//! SQLite and PostgreSQL: made only on a won lead, saved from the version
//! the screen showed, its slugs the catalogue's, and its problems `codegen
//! check`'s own, field by field. The helpers serve `job_photos` too.

use crate::admin_leads::{Stored, store};
use crate::admin_money::stage;
use crate::helpers::{SITE, backends};
use crate::owner_client::OwnerClient;
use content_model::*;
use reqwest::Method;
use serde_json::{Value, json};

/// `method /api/admin{path}` with `body` as JSON, as the inbox sends it.
pub async fn send(inbox: &OwnerClient, method: Method, path: &str, body: Value) -> (u16, Value) {
    let res = inbox
        .app
        .client
        .request(method, inbox.app.url(&format!("/api/admin{path}")))
        .header("cookie", inbox.cookie())
        .header("origin", SITE)
        .header("x-csrf-token", inbox.csrf())
        .json(&body)
        .send()
        .await
        .unwrap();
    let status = res.status().as_u16();
    let text = res.text().await.unwrap();
    (
        status,
        serde_json::from_str(&text).unwrap_or_else(|e| panic!("not JSON ({e}): {text}")),
    )
}

/// A boiler repair lead in Paisley; won when `won`.
pub async fn lead(inbox: &OwnerClient, won: bool) -> i64 {
    let id = store(
        &inbox.pool,
        Stored {
            name: "Ann Boyle",
            service: "Boiler Repair",
            location: Some("PA1 1AA"),
            ..Default::default()
        },
    )
    .await;
    if won {
        let (s, b) = stage(inbox, id, "won", json!({ "amountPence": 25_000 })).await;
        assert_eq!(s, 200, "{b}");
    }
    id
}

/// A story long enough for a real job, in its own words.
pub const PROBLEM: &str = "The heating in a semi-detached house stopped firing after a power cut, and \
     the boiler showed an ignition fault every time it was reset.";
pub const WORK_DONE: &str = "Our engineer checked the gas supply and the flue, found a cracked ignition \
     lead arcing to the case, replaced the lead and the electrode, and set the burner up again with an analyser.";
pub const OUTCOME: &str = "Heating and hot water were back the same afternoon, with combustion readings \
     inside the maker's limits and a copy of them left with the owner for the next service visit.";

/// Makes the draft on won lead `id` with a whole story; 200.
pub async fn write(inbox: &OwnerClient, id: i64) -> Value {
    let (s, d) = send(
        inbox,
        Method::PUT,
        &format!("/leads/{id}/job"),
        json!({
            "serviceSlug": "boiler-repair",
            "areaSlug": "paisley",
            "completedMonth": "2026-10",
            "property": "residential",
            "problem": PROBLEM,
            "workDone": WORK_DONE,
            "outcome": OUTCOME,
            "took": { "unit": "hours", "amount": 2 },
        }),
    )
    .await;
    assert_eq!(s, 200, "{d}");
    d
}

fn fields(d: &Value) -> Vec<String> {
    d["problems"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["field"].as_str().unwrap().to_string())
        .collect()
}

/// What `codegen check` says of the catalogue's first job with `problem`
/// as its problem, for that field.
fn check_says(problem: &str) -> Vec<String> {
    let mut c = content::catalogue();
    let job = Job {
        problem: Box::leak(problem.to_string().into_boxed_str()),
        ..c.jobs[0]
    };
    let rec = format!("jobs[{}]", job.slug);
    c.jobs[0] = job;
    job_rules::problems(&c, None, IsoDate::new(2026, 11, 25))
        .into_iter()
        .filter(|(r, f, _)| *r == rec && f == "problem")
        .map(|(_, _, m)| m)
        .collect()
}

#[tokio::test]
async fn only_a_won_lead_gets_a_job_and_its_slug_is_fixed() {
    for backend in backends() {
        let inbox = OwnerClient::start(backend).await;
        let open = lead(&inbox, false).await;
        let (s, b) = send(
            &inbox,
            Method::PUT,
            &format!("/leads/{open}/job"),
            json!({}),
        )
        .await;
        assert_eq!(s, 409, "{backend}: {b}");
        assert!(b["error"].as_str().unwrap().contains("won"), "{b}");
        let (s, b) = inbox.get(&format!("/leads/{open}/job")).await;
        assert_eq!((s, b), (200, Value::Null), "{backend}: no draft yet");

        // Made from the lead's own service and area, this month.
        let won = lead(&inbox, true).await;
        let (s, d) = send(&inbox, Method::PUT, &format!("/leads/{won}/job"), json!({})).await;
        assert_eq!(s, 200, "{backend}: {d}");
        assert_eq!(d["serviceSlug"], "boiler-repair", "{d}");
        assert_eq!(d["areaSlug"], "paisley", "{d}");
        assert_eq!(d["version"], 1);
        let month = d["completedMonth"].as_str().unwrap().to_string();
        assert_eq!(d["slug"], format!("{month}-boiler-repair-paisley"));
        assert!(fields(&d).contains(&"problem".to_string()), "{d}");
        let (_, page) = inbox.get(&format!("/leads/{won}")).await;
        let kinds: Vec<&str> = page["history"]
            .as_array()
            .unwrap()
            .iter()
            .map(|h| h["kind"].as_str().unwrap())
            .collect();
        assert!(kinds.contains(&"job-written"), "{backend}: {kinds:?}");

        // A second job like it gets its own slug; the first keeps its.
        let other = lead(&inbox, true).await;
        let (_, d2) = send(
            &inbox,
            Method::PUT,
            &format!("/leads/{other}/job"),
            json!({}),
        )
        .await;
        assert_eq!(d2["slug"], format!("{month}-boiler-repair-paisley-2"));
        let (s, d) = send(
            &inbox,
            Method::PUT,
            &format!("/leads/{won}/job"),
            json!({ "areaSlug": "renfrew", "version": 1 }),
        )
        .await;
        assert_eq!(s, 200, "{d}");
        assert_eq!(d["slug"], format!("{month}-boiler-repair-paisley"));

        // A screen that saw version 1 is refused: stale.
        let (s, b) = send(
            &inbox,
            Method::PUT,
            &format!("/leads/{won}/job"),
            json!({ "outcome": "Overwritten", "version": 1 }),
        )
        .await;
        assert_eq!(s, 409, "{backend}: {b}");
        assert!(b["error"].as_str().unwrap().contains("version 2"), "{b}");
        inbox.finish().await;
    }
}

#[tokio::test]
async fn slugs_must_be_the_catalogues_and_shapes_are_checked() {
    for backend in backends() {
        let inbox = OwnerClient::start(backend).await;
        let id = lead(&inbox, true).await;
        let path = format!("/leads/{id}/job");
        for (body, field) in [
            (json!({ "serviceSlug": "boiler-deluxe" }), "serviceSlug"),
            (json!({ "areaSlug": "atlantis" }), "areaSlug"),
            (
                json!({ "neighbourhoodSlug": "castlehead-x" }),
                "neighbourhoodSlug",
            ),
            (json!({ "completedMonth": "2026-13" }), "completedMonth"),
            (json!({ "property": "castle" }), "property"),
            (
                json!({ "took": { "unit": "weeks", "amount": 1 } }),
                "took.unit",
            ),
            (
                json!({ "priceFromPounds": 400, "priceToPounds": 300 }),
                "priceFromPounds",
            ),
        ] {
            let (s, b) = send(&inbox, Method::PUT, &path, body.clone()).await;
            assert_eq!(s, 422, "{backend} {body}: {b}");
            assert!(
                b["error"].as_str().unwrap().starts_with(field),
                "{backend} {body}: {b}"
            );
        }
        let (_, none) = inbox.get(&path).await;
        assert_eq!(none, Value::Null, "nothing refused was kept");
        inbox.finish().await;
    }
}

#[tokio::test]
async fn problems_are_codegen_checks_own_field_by_field() {
    for backend in backends() {
        let inbox = OwnerClient::start(backend).await;
        let id = lead(&inbox, true).await;
        let d = write(&inbox, id).await;
        assert_eq!(d["problems"], json!([]), "{backend}: a whole story passes");
        let path = format!("/leads/{id}/job");
        for bad in [
            "Mrs Campbell at PA1 1AA had no heat; call 0141 496 0000.",
            "The boiler at 14 Dumbarton Road kept locking out.",
        ] {
            let (s, d) = send(
                &inbox,
                Method::PUT,
                &path,
                json!({ "problem": bad, "version": d_version(&inbox, id).await }),
            )
            .await;
            assert_eq!(s, 200, "saved anyway: {d}");
            let said: Vec<String> = d["problems"]
                .as_array()
                .unwrap()
                .iter()
                .filter(|p| p["field"] == "problem")
                .map(|p| p["message"].as_str().unwrap().to_string())
                .collect();
            assert!(!said.is_empty(), "{backend}: {d}");
            assert_eq!(said, check_says(bad), "{backend}: the check's own words");
        }
        // Too short a story is named on the three fields together.
        let (_, d) = send(
            &inbox,
            Method::PUT,
            &path,
            json!({ "problem": "No heat.", "version": d_version(&inbox, id).await }),
        )
        .await;
        assert!(
            fields(&d).contains(&"problem, work_done, outcome".to_string()),
            "{d}"
        );
        inbox.finish().await;
    }
}

/// The draft's version as a fresh read shows it.
pub async fn d_version(inbox: &OwnerClient, id: i64) -> i64 {
    let (_, d) = inbox.get(&format!("/leads/{id}/job")).await;
    d["version"].as_i64().unwrap()
}
