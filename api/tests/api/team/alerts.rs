//! Phone alerts in a team: a browser's push endpoint belongs to the account
//! that turned alerts on with it (another account is refused until the
//! first lets go), and a lead's later alerts go to its assignee's devices,
//! through local push endpoints that check and decrypt each push.

use super::STAFF;
use crate::helpers::{Options, backends, scalar};
use crate::owner_client::OwnerClient;
use crate::push::PushEndpoint;
use api::admin::accounts::Role;
use serde_json::{Value, json};
use std::time::Duration;

/// The owner's inbox on a server that may push to `endpoints`.
async fn inbox_with(endpoints: &[&PushEndpoint], backend: &str) -> OwnerClient {
    let origins = endpoints
        .iter()
        .map(|e| e.origin.clone())
        .collect::<Vec<_>>()
        .join(",");
    let inbox = OwnerClient::start_with(backend, |o, _| Options {
        extra_env: vec![("PUSH_EXTRA_ORIGINS".into(), origins)],
        ..o
    })
    .await;
    let (status, push) = inbox.get("/push").await;
    assert_eq!(status, 200, "{backend}: {push}");
    for e in endpoints {
        e.expect_key(push["publicKey"].as_str().unwrap());
    }
    inbox
}

fn newest(answer: &Value) -> i64 {
    answer["devices"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| d["id"].as_i64().unwrap())
        .max()
        .unwrap()
}

#[tokio::test]
async fn a_push_endpoint_stays_with_the_account_that_registered_it() {
    for backend in backends() {
        let endpoint = PushEndpoint::start().await;
        let inbox = inbox_with(&[&endpoint], backend).await;
        let staff = inbox.member(STAFF, Role::Staff).await;
        let browser = endpoint.subscription(1, true);
        let (status, mine) = inbox
            .post("/push/subscriptions", Some(browser.clone()))
            .await;
        assert_eq!(status, 201, "{mine}");
        let owners_device = newest(&mine);

        // The same endpoint from another account: refused, and the owner's
        // alerts carry on (before, the row moved and they stopped unsaid).
        let (status, answer) = staff
            .post("/push/subscriptions", Some(browser.clone()))
            .await;
        assert_eq!(status, 409, "{backend}: {answer}");
        assert!(
            answer["error"]
                .as_str()
                .unwrap()
                .starts_with("Another account has phone alerts on in this browser."),
            "{answer}"
        );
        let (_, staffs) = staff.get("/push").await;
        assert_eq!(staffs["devices"], json!([]));
        let (_, owners) = inbox.get("/push").await;
        assert_eq!(owners["devices"][0]["id"], owners_device, "{backend}");
        let owner_id = scalar(&inbox.pool, "SELECT id FROM owners WHERE role = 'owner'").await;
        assert_eq!(
            scalar(&inbox.pool, "SELECT owner_id FROM push_subscriptions").await,
            owner_id
        );
        let res = inbox
            .app
            .post_json(
                "/api/contact",
                &json!({
                    "name": "Eilidh Ross", "phone": "07700 900456", "service": "Burst Pipe Repair",
                    "message": "Boiler pressure keeps dropping.", "location": "Govan, G51",
                }),
            )
            .await;
        assert_eq!(res.status(), 200);
        endpoint.wait_for(1, "the owner's alert").await;

        // The owner refreshing their own keeps it theirs.
        let (status, _) = inbox
            .post("/push/subscriptions", Some(browser.clone()))
            .await;
        assert_eq!(status, 201);
        // Once the owner turns alerts off for that device, it is free.
        let (status, _) = inbox
            .delete(&format!("/push/subscriptions/{owners_device}"))
            .await;
        assert_eq!(status, 200);
        let (status, answer) = staff
            .post("/push/subscriptions", Some(browser.clone()))
            .await;
        assert_eq!(status, 201, "{backend}: {answer}");
        // Signing out on the device lets go of it too.
        let (status, _) = staff.delete("/session").await;
        assert_eq!(status, 200);
        assert_eq!(
            scalar(&inbox.pool, "SELECT COUNT(*) FROM push_subscriptions").await,
            0,
            "{backend}"
        );
        let (status, _) = inbox.post("/push/subscriptions", Some(browser)).await;
        assert_eq!(status, 201);
        inbox.finish().await;
    }
}

#[tokio::test]
async fn a_leads_later_alerts_go_to_its_assignees_devices() {
    for backend in backends() {
        let owners_phone = PushEndpoint::start().await;
        let staffs_phone = PushEndpoint::start().await;
        let inbox = inbox_with(&[&owners_phone, &staffs_phone], backend).await;
        let staff = inbox.member(STAFF, Role::Staff).await;
        let (status, _) = inbox
            .post(
                "/push/subscriptions",
                Some(owners_phone.subscription(1, true)),
            )
            .await;
        assert_eq!(status, 201);
        let (status, _) = staff
            .post(
                "/push/subscriptions",
                Some(staffs_phone.subscription(1, true)),
            )
            .await;
        assert_eq!(status, 201);

        // A new enquiry is everyone's news.
        let res = inbox.app.post_json("/api/contact", &json!({
            "name": "Alasdair Reid", "phone": "07700 900456", "service": "Burst Pipe Repair",
            "message": "Water pouring over the gutter at the back.", "location": "Partick, G11",
        })).await;
        let body = res.json::<Value>().await.unwrap();
        let lead = body["id"].as_i64().unwrap();
        owners_phone
            .wait_for(1, "the new lead on the owner's phone")
            .await;
        staffs_phone
            .wait_for(1, "the new lead on the staff phone")
            .await;

        // Assigned to staff and overdue: only the assignee's phone hears.
        let staff_id = scalar(
            &inbox.pool,
            &format!("SELECT id FROM owners WHERE email = '{STAFF}'"),
        )
        .await;
        let (status, _) = inbox
            .act(lead, "assign", json!({"accountId": staff_id}))
            .await;
        assert_eq!(status, 200);
        let (status, _) = inbox
            .act(lead, "follow-up", json!({"on": "2026-01-05"}))
            .await;
        assert_eq!(status, 200);
        // Refreshing a subscription wakes the worker, which looks for overdue leads.
        inbox
            .post(
                "/push/subscriptions",
                Some(owners_phone.subscription(1, true)),
            )
            .await;
        let got = staffs_phone
            .wait_for(2, "the overdue alert on the assignee's phone")
            .await;
        assert_eq!(
            got[1].alert["title"],
            format!("Follow-up due #{lead}: Burst Pipe Repair")
        );
        tokio::time::sleep(Duration::from_millis(500)).await;
        assert_eq!(
            owners_phone.received().len(),
            1,
            "{backend}: the owner's phone stays quiet"
        );

        // Unassigned, the next one is everyone's again.
        let (status, _) = inbox.act(lead, "assign", json!({"accountId": null})).await;
        assert_eq!(status, 200);
        let (status, _) = inbox
            .act(lead, "follow-up", json!({"on": "2026-01-06"}))
            .await;
        assert_eq!(status, 200);
        inbox
            .post(
                "/push/subscriptions",
                Some(owners_phone.subscription(1, true)),
            )
            .await;
        owners_phone
            .wait_for(2, "the overdue alert on the owner's phone")
            .await;
        staffs_phone.wait_for(3, "and on the staff phone").await;
        inbox.finish().await;
    }
}
