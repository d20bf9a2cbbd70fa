//! People (`admin/people.rs`, `api person export|erase`).

use super::EnquiryStatus;
use super::leads::Delivery;
use super::newsletter::Subscriber;
use serde::{Deserialize, Serialize};
use ts_rs::TS;

/// `GET /people` and `api person export`: everything held about one person.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS)]
pub struct PersonExport {
    /// The email address or phone number asked about, as matched.
    pub who: String,
    pub enquiries: Vec<ExportedEnquiry>,
    pub subscribers: Vec<Subscriber>,
    pub mail: Vec<ExportedMail>,
}

/// An enquiry in an export: every stored field but the access token, in the
/// inbox's names (`LeadDetail`), with its history.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct ExportedEnquiry {
    pub id: i64,
    pub created_at: String,
    pub status: EnquiryStatus,
    /// The owner's workflow stage, as stored.
    pub stage: String,
    pub stage_changed_at: Option<String>,
    pub is_emergency: bool,
    pub name: String,
    pub phone: String,
    pub email: Option<String>,
    pub service: String,
    pub location: Option<String>,
    pub message: Option<String>,
    pub page_path: Option<String>,
    pub referrer: Option<String>,
    pub utm_source: Option<String>,
    pub utm_medium: Option<String>,
    pub utm_campaign: Option<String>,
    pub utm_term: Option<String>,
    pub utm_content: Option<String>,
    pub user_agent: String,
    /// An incomplete form's field → message map, or the stored text as it
    /// is when it is not JSON: an export gives what is held, whatever it is.
    #[ts(type = "unknown")]
    pub problems: Option<serde_json::Value>,
    pub delivery: Delivery,
    pub history: Vec<ExportedHistoryEntry>,
}

/// One line of an exported enquiry's history: its arrival, then whatever
/// the owner did, oldest first, the kind as stored.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct ExportedHistoryEntry {
    pub at: String,
    /// The owner's account that did it; null for the arrival.
    pub by: Option<String>,
    pub kind: String,
    pub from: Option<String>,
    pub to: Option<String>,
    pub note: Option<String>,
}

/// An email in an export (`MailMessage` with its text).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct ExportedMail {
    pub id: i64,
    pub kind: String,
    pub enquiry_id: Option<i64>,
    pub to: String,
    pub subject: String,
    /// As stored: an export gives what is held.
    pub state: String,
    pub attempts: i64,
    pub created_at: String,
    pub last_attempt: Option<String>,
    pub last_error: Option<String>,
    pub failure_reason: Option<String>,
    pub body_text: String,
}

/// `POST /people/erase` and `api person erase`: how many rows went.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct Erased {
    pub enquiries: u64,
    pub subscribers: u64,
    pub mail: u64,
}

/// `GET /people?who=` and `POST /people/erase` `{who}`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct WhoField {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub who: Option<String>,
}
