//! The team (issue 33.7): accounts with their roles, who a lead is assigned
//! to, and the audit log the owner reads.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

/// What an account may do. `Owner`: everything. `Staff`: leads and their
/// work, but not accounts, people's data or money totals. Stored as `as_str`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
#[serde(rename_all = "lowercase")]
pub enum Role {
    Owner,
    Staff,
}

impl Role {
    pub const fn as_str(self) -> &'static str {
        match self {
            Role::Owner => "owner",
            Role::Staff => "staff",
        }
    }

    pub fn parse(s: &str) -> Option<Role> {
        [Role::Owner, Role::Staff]
            .into_iter()
            .find(|r| r.as_str() == s)
    }
}

/// Someone a lead can be assigned to: `GET /team`, open to every account.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct TeamMember {
    pub id: i64,
    pub email: String,
}

/// `GET /team`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct Team {
    pub members: Vec<TeamMember>,
}

/// One account as the owner's Accounts screen shows it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct Account {
    pub id: i64,
    pub email: String,
    pub role: Role,
    pub created_at: String,
    pub last_sign_in_at: Option<String>,
    /// The account reading the list.
    pub you: bool,
}

/// `GET /accounts` and every change to one (owner only).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct AccountList {
    pub accounts: Vec<Account>,
}

/// `POST /accounts`: a new account with the password the owner gives it
/// (the person changes it with a reset link once signed in).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct NewAccount {
    pub email: String,
    pub password: String,
    pub role: String,
}

/// `POST /accounts/{id}/role`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct RoleChange {
    pub role: String,
}

/// `POST /leads/{id}/assign`: an account's id, or null for nobody.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct Assignment {
    pub account_id: Option<i64>,
    pub version: i64,
}

/// One line of the audit log: who did what, from where (a day-salted hash
/// of the address, or `cli`). Never names a customer.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct AuditEntry {
    pub at: String,
    pub by: String,
    pub action: String,
    pub client: String,
}

/// `GET /audit?page=` (owner only): newest first.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct AuditPage {
    pub entries: Vec<AuditEntry>,
    pub total: i64,
    pub page: i64,
    pub page_size: i64,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn roles_read_back_their_stored_names_and_nothing_else() {
        for r in [Role::Owner, Role::Staff] {
            assert_eq!(Role::parse(r.as_str()), Some(r));
            assert_eq!(serde_json::to_value(r).unwrap(), r.as_str());
        }
        for other in ["Owner", "admin", "", "staff "] {
            assert_eq!(Role::parse(other), None, "{other:?}");
        }
        assert_eq!(
            super::super::HistoryKind::parse_stored("assigned"),
            Some(super::super::HistoryKind::Assigned)
        );
    }

    #[test]
    fn an_assignment_to_nobody_is_null() {
        let a: Assignment = serde_json::from_str(r#"{"accountId": null, "version": 3}"#).unwrap();
        assert_eq!(a.account_id, None);
        assert!(
            serde_json::from_str::<Assignment>(r#"{"version": 3}"#)
                .is_ok_and(|a| a.account_id.is_none())
        );
    }
}
