//! Roles: staff work leads, the owner's sections refuse them; the owner's
//! Accounts screen adds accounts and changes roles, and one owner always
//! stays; the audit log names who did what.

use super::STAFF;
use crate::admin_leads::{Stored, store};
use crate::helpers::{backends, scalar};
use crate::owner_client::{OWNER, OwnerClient, PASSWORD};
use api::admin::accounts::Role;
use serde_json::json;

#[tokio::test]
async fn staff_work_leads_but_are_refused_the_owners_sections() {
    for backend in backends() {
        let inbox = OwnerClient::start(backend).await;
        let staff = inbox.member(STAFF, Role::Staff).await;
        let lead = store(&inbox.pool, Stored::default()).await;

        let (status, me) = staff.get("/session").await;
        assert_eq!((status, me["role"].clone()), (200, json!("staff")));
        let (_, me) = inbox.get("/session").await;
        assert_eq!(me["role"], "owner");

        // Leads and their work.
        let (status, list) = staff.get("/leads").await;
        assert_eq!(status, 200, "{backend}: {list}");
        assert_eq!(list["leads"][0]["id"], lead);
        let (status, page) = staff
            .act(lead, "notes", json!({"note": "Rang, no answer."}))
            .await;
        assert_eq!(status, 200, "{backend}: {page}");
        let (status, page) = staff
            .act(lead, "stage", json!({"stage": "contacted"}))
            .await;
        assert_eq!(status, 200, "{backend}: {page}");
        let last = page["history"].as_array().unwrap().last().unwrap().clone();
        assert_eq!(
            (last["kind"].clone(), last["by"].clone()),
            (json!("stage"), json!(STAFF))
        );
        // Results is open to staff, without its money part (issue 33.7);
        // the owner's answer has it.
        let (status, results) = staff.get("/results").await;
        assert_eq!(status, 200, "Results itself is open to staff");
        assert_eq!(
            results["money"],
            json!(null),
            "{backend}: no money for staff"
        );
        let (_, results) = inbox.get("/results").await;
        assert!(
            results["money"]["totals"]["wonPence"].is_number(),
            "{backend}: {results}"
        );
        let (status, _) = staff.get("/mail").await;
        assert_eq!(status, 200);

        // The owner's: refused with a plain message, and nothing done.
        for (status, answer) in [
            staff.get("/people?who=07700900456").await,
            staff.post("/people/erase", Some(json!({"who": "07700900456"}))).await,
            staff.get("/accounts").await,
            staff
                .post(
                    "/accounts",
                    Some(json!({"email": "mate@kelvintrades.example", "password": PASSWORD, "role": "owner"})),
                )
                .await,
            staff.get("/newsletter").await,
            staff.get("/audit").await,
            staff.get("/leads.csv").await,
        ] {
            assert_eq!(status, 403, "{backend}: {answer}");
            assert_eq!(answer["error"], "Only the owner's account can do this.");
        }
        let staff_id = scalar(
            &inbox.pool,
            &format!("SELECT id FROM owners WHERE email = '{STAFF}'"),
        )
        .await;
        let (status, _) = staff
            .post(
                &format!("/accounts/{staff_id}/role"),
                Some(json!({"role": "owner"})),
            )
            .await;
        assert_eq!(status, 403, "staff cannot make themselves the owner");
        assert_eq!(
            scalar(
                &inbox.pool,
                "SELECT COUNT(*) FROM owners WHERE role = 'owner'"
            )
            .await,
            1
        );
        assert_eq!(
            scalar(&inbox.pool, "SELECT COUNT(*) FROM enquiries").await,
            1,
            "nothing erased"
        );

        // The audit log, the owner's, says who did each thing.
        let (status, audit) = inbox.get("/audit").await;
        assert_eq!(status, 200, "{audit}");
        let entries = audit["entries"].as_array().unwrap();
        let by = |action: &str| {
            entries
                .iter()
                .find(|e| e["action"] == action)
                .map(|e| e["by"].as_str().unwrap().to_string())
        };
        assert_eq!(
            by(&format!("added a note to lead #{lead}")).as_deref(),
            Some(STAFF)
        );
        assert_eq!(
            by(&format!("moved lead #{lead} from new to contacted")).as_deref(),
            Some(STAFF)
        );
        assert_eq!(audit["page"], 1);
        assert!(audit["total"].as_i64().unwrap() >= 4, "{audit}");
        let (status, _) = inbox.get("/audit?page=0").await;
        assert_eq!(status, 400);
        inbox.finish().await;
    }
}

#[tokio::test]
async fn the_owner_adds_accounts_and_changes_roles_and_one_owner_always_stays() {
    for backend in backends() {
        let inbox = OwnerClient::start(backend).await;
        let (status, list) = inbox.get("/accounts").await;
        assert_eq!(status, 200, "{list}");
        let me = &list["accounts"][0];
        assert_eq!(
            (me["email"].clone(), me["role"].clone(), me["you"].clone()),
            (json!(OWNER), json!("owner"), json!(true))
        );
        let my_id = me["id"].as_i64().unwrap();

        // The only owner can neither be made staff nor removed.
        let (status, answer) = inbox
            .post(
                &format!("/accounts/{my_id}/role"),
                Some(json!({"role": "staff"})),
            )
            .await;
        assert_eq!(status, 409, "{backend}: {answer}");
        assert_eq!(
            answer["error"],
            format!("{OWNER} is the only owner. Make another account an owner first.")
        );
        let (status, _) = inbox.delete(&format!("/accounts/{my_id}")).await;
        assert_eq!(status, 409);

        // A staff account; what is refused is said plainly.
        let mate = "mate@kelvintrades.example";
        for (body, status_wanted, message) in [
            (
                json!({"email": mate, "password": PASSWORD, "role": "boss"}),
                400,
                "Choose a role: owner or staff.",
            ),
            (
                json!({"email": "not an email", "password": PASSWORD, "role": "staff"}),
                400,
                "Enter an email address like name@example.co.uk.",
            ),
            (
                json!({"email": mate, "password": "short", "role": "staff"}),
                400,
                "The password must be at least 12 characters long.",
            ),
            (
                json!({"email": OWNER, "password": PASSWORD, "role": "staff"}),
                409,
                "owner@kelvintrades.example already has an account.",
            ),
        ] {
            let (status, answer) = inbox.post("/accounts", Some(body)).await;
            assert_eq!(
                (status, answer["error"].as_str().unwrap()),
                (status_wanted, message),
                "{backend}"
            );
        }
        let (status, list) = inbox
            .post("/accounts", Some(json!({"email": "Mate@KelvinTrades.example", "password": PASSWORD, "role": "staff"})))
            .await;
        assert_eq!(status, 201, "{list}");
        let added = list["accounts"]
            .as_array()
            .unwrap()
            .iter()
            .find(|a| a["email"] == mate)
            .unwrap()
            .clone();
        assert_eq!(
            (added["role"].clone(), added["you"].clone()),
            (json!("staff"), json!(false))
        );
        let mate_id = added["id"].as_i64().unwrap();
        let (status, _) = inbox
            .post("/accounts/0/role", Some(json!({"role": "owner"})))
            .await;
        assert_eq!(status, 404);
        let (status, _) = inbox
            .post("/accounts/99999/role", Some(json!({"role": "owner"})))
            .await;
        assert_eq!(status, 404);

        // Made an owner, the mate may take the first owner's role away;
        // the first owner's sessions end with it.
        let (status, list) = inbox
            .post(
                &format!("/accounts/{mate_id}/role"),
                Some(json!({"role": "owner"})),
            )
            .await;
        assert_eq!(status, 200, "{list}");
        let (status, _) = inbox
            .post(
                &format!("/accounts/{my_id}/role"),
                Some(json!({"role": "staff"})),
            )
            .await;
        assert_eq!(status, 200);
        let (status, _) = inbox.get("/session").await;
        assert_eq!(status, 401, "{backend}: an owner made staff is signed out");
        assert_eq!(
            scalar(
                &inbox.pool,
                &format!("SELECT COUNT(*) FROM owners WHERE role = 'owner' AND id = {mate_id}")
            )
            .await,
            1
        );

        let actions: Vec<(String, String)> =
            sqlx::query_as("SELECT owner_email, action FROM owner_audit WHERE action LIKE '%account%' OR action LIKE 'made %' ORDER BY id")
                .fetch_all(&inbox.pool)
                .await
                .unwrap();
        assert_eq!(
            actions,
            [
                (OWNER.to_string(), format!("added the staff account {mate}")),
                (OWNER.to_string(), format!("made {mate} owner")),
                (OWNER.to_string(), format!("made {OWNER} staff")),
            ],
            "{backend}"
        );
        inbox.finish().await;
    }
}

#[tokio::test]
async fn removing_an_account_ends_its_sessions_and_leaves_its_leads_unassigned() {
    for backend in backends() {
        let inbox = OwnerClient::start(backend).await;
        let staff = inbox.member(STAFF, Role::Staff).await;
        let lead = store(&inbox.pool, Stored::default()).await;
        let staff_id = scalar(
            &inbox.pool,
            &format!("SELECT id FROM owners WHERE email = '{STAFF}'"),
        )
        .await;
        let (status, _) = inbox
            .act(lead, "assign", json!({"accountId": staff_id}))
            .await;
        assert_eq!(status, 200);
        // Signed out everywhere by the owner, then removed.
        let (status, _) = inbox
            .post(&format!("/accounts/{staff_id}/sign-out"), None)
            .await;
        assert_eq!(status, 200);
        let (status, _) = staff.get("/leads").await;
        assert_eq!(status, 401, "{backend}");
        let (status, list) = inbox.delete(&format!("/accounts/{staff_id}")).await;
        assert_eq!(status, 200, "{list}");
        assert_eq!(list["accounts"].as_array().unwrap().len(), 1);
        let (_, page) = inbox.get(&format!("/leads/{lead}")).await;
        assert_eq!(page["lead"]["assignedTo"], json!(null), "{backend}");
        let (status, _) = inbox.delete(&format!("/accounts/{staff_id}")).await;
        assert_eq!(status, 404);
        inbox.finish().await;
    }
}
