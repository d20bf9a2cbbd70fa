//! Mail (`admin/mail.rs`).

use super::MailState;
use serde::{Deserialize, Serialize};
use ts_rs::TS;

/// An email in the outbox, as the mail log and a lead's page show it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct MailMessage {
    pub id: i64,
    pub kind: String,
    pub enquiry_id: Option<i64>,
    pub to: String,
    pub subject: String,
    pub state: MailState,
    pub attempts: i64,
    pub created_at: String,
    pub last_attempt: Option<String>,
    pub last_error: Option<String>,
    /// Why it failed, in plain words.
    pub failure_reason: Option<String>,
}

/// How many emails are in each state.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct MailCounts {
    pub pending: i64,
    pub sent: i64,
    pub failed: i64,
    pub abandoned: i64,
}

/// `GET /mail`: one page, newest first.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct MailList {
    pub messages: Vec<MailMessage>,
    pub total: i64,
    pub page: i64,
    pub page_size: i64,
    pub counts: MailCounts,
}

/// The answer to a retry or an abandon: the message as it now stands.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct MailChanged {
    pub message: MailMessage,
}
