//! A lead assigned to an account: its history and the audit log say who
//! did it, a stale screen cannot undo a newer assignment, and 'Mine' lists
//! the account's own leads.

use super::STAFF;
use crate::admin_leads::{Stored, store};
use crate::helpers::{backends, scalar};
use crate::owner_client::{OWNER, OwnerClient};
use api::admin::accounts::Role;
use serde_json::json;

#[tokio::test]
async fn a_lead_is_assigned_and_mine_lists_it() {
    for backend in backends() {
        let inbox = OwnerClient::start(backend).await;
        let staff = inbox.member(STAFF, Role::Staff).await;
        let staff_id = scalar(
            &inbox.pool,
            &format!("SELECT id FROM owners WHERE email = '{STAFF}'"),
        )
        .await;
        let mine = store(
            &inbox.pool,
            Stored {
                name: "Isla Fraser",
                ..Stored::default()
            },
        )
        .await;
        let other = store(
            &inbox.pool,
            Stored {
                name: "Callum Boyd",
                ..Stored::default()
            },
        )
        .await;

        // Everyone may see who can be given a lead.
        let (status, team) = staff.get("/team").await;
        assert_eq!(status, 200, "{team}");
        let emails: Vec<&str> = team["members"]
            .as_array()
            .unwrap()
            .iter()
            .map(|m| m["email"].as_str().unwrap())
            .collect();
        assert_eq!(emails, [STAFF, OWNER]);

        let (_, before) = inbox.get(&format!("/leads/{mine}")).await;
        let version = before["lead"]["version"].as_i64().unwrap();
        assert_eq!(before["lead"]["assignedTo"], json!(null));
        let (status, page) = inbox
            .post(
                &format!("/leads/{mine}/assign"),
                Some(json!({"accountId": staff_id, "version": version})),
            )
            .await;
        assert_eq!(status, 200, "{backend}: {page}");
        assert_eq!(page["lead"]["assignedTo"], staff_id);
        assert_eq!(page["lead"]["version"], version + 1);
        let last = page["history"].as_array().unwrap().last().unwrap().clone();
        assert_eq!(
            last,
            json!({"at": last["at"], "by": OWNER, "kind": "assigned", "from": null, "to": STAFF, "note": null, "amountPence": null, "reason": null})
        );
        // The same again is a double tap; an old screen is refused with 409.
        let (status, again) = inbox
            .post(
                &format!("/leads/{mine}/assign"),
                Some(json!({"accountId": staff_id, "version": version})),
            )
            .await;
        assert_eq!(
            (status, again["lead"]["version"].clone()),
            (200, json!(version + 1))
        );
        let (status, stale) = inbox
            .post(
                &format!("/leads/{mine}/assign"),
                Some(json!({"accountId": null, "version": version})),
            )
            .await;
        assert_eq!(status, 409, "{stale}");
        assert!(
            stale["error"]
                .as_str()
                .unwrap()
                .contains(&format!("assigned to {STAFF} by {OWNER}")),
            "{stale}"
        );
        assert_eq!(stale["current"]["lead"]["assignedTo"], staff_id);
        let (status, answer) = inbox.act(mine, "assign", json!({"accountId": 99999})).await;
        assert_eq!(
            (status, answer["error"].as_str().unwrap()),
            (400, "There is no such account to give the lead to.")
        );
        let (status, _) = inbox.act(mine, "assign", json!({"accountId": "me"})).await;
        assert!(status == 400 || status == 422, "{status}");

        // 'Mine': the assignee's own leads, and nobody else's.
        let (status, list) = staff.get("/leads?mine=1").await;
        assert_eq!(status, 200, "{list}");
        let ids: Vec<i64> = list["leads"]
            .as_array()
            .unwrap()
            .iter()
            .map(|l| l["id"].as_i64().unwrap())
            .collect();
        assert_eq!(ids, [mine], "{backend}");
        assert_eq!(list["total"], 1);
        let (_, list) = inbox.get("/leads?mine=1").await;
        assert_eq!(list["leads"], json!([]), "{backend}");
        let (_, list) = staff.get("/leads?mine=0").await;
        assert_eq!(list["total"], 2);
        let (status, answer) = staff.get("/leads?mine=yes").await;
        assert_eq!(
            (status, answer["error"].as_str().unwrap()),
            (400, "mine must be 1 or 0.")
        );

        // Staff may pass a lead on, and unassign it; each is theirs in the log.
        let (status, page) = staff
            .act(other, "assign", json!({"accountId": staff_id}))
            .await;
        assert_eq!(status, 200, "{page}");
        let (status, page) = staff.act(mine, "assign", json!({"accountId": null})).await;
        assert_eq!(status, 200, "{page}");
        let last = page["history"].as_array().unwrap().last().unwrap().clone();
        assert_eq!(
            (last["from"].clone(), last["to"].clone(), last["by"].clone()),
            (json!(STAFF), json!(null), json!(STAFF))
        );
        let (_, list) = staff.get("/leads?mine=1").await;
        let ids: Vec<i64> = list["leads"]
            .as_array()
            .unwrap()
            .iter()
            .map(|l| l["id"].as_i64().unwrap())
            .collect();
        assert_eq!(ids, [other]);
        let audit: Vec<(String, String)> = sqlx::query_as(
            "SELECT owner_email, action FROM owner_audit WHERE action LIKE '%assigned lead%' ORDER BY id",
        )
        .fetch_all(&inbox.pool)
        .await
        .unwrap();
        assert_eq!(
            audit,
            [
                (
                    OWNER.to_string(),
                    format!("assigned lead #{mine} to {STAFF}")
                ),
                (
                    STAFF.to_string(),
                    format!("assigned lead #{other} to {STAFF}")
                ),
                (STAFF.to_string(), format!("unassigned lead #{mine}")),
            ],
            "{backend}"
        );
        inbox.finish().await;
    }
}
