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
    /// The catalogue area the place typed resolved to (its slug).
    pub area: Option<String>,
    /// Money on the lead, as stored: pence, VAT included.
    pub quoted_pence: Option<i64>,
    pub quoted_at: Option<String>,
    pub won_pence: Option<i64>,
    pub won_at: Option<String>,
    pub won_source: Option<String>,
    pub lost_reason: Option<String>,
    /// Every quote version sent, with what the customer decided and typed;
    /// not the link's token, which is an access key, not data about them.
    pub quotes: Vec<ExportedQuote>,
    /// Every visit booked, cancelled ones too.
    pub visits: Vec<ExportedVisit>,
}

/// A quote in an export: the version as sent and the customer's decision.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct ExportedQuote {
    pub version: i64,
    pub lines: Vec<super::QuoteLine>,
    pub total_pence: i64,
    pub valid_until: String,
    pub created_at: String,
    /// As stored: sent, accepted, declined or superseded.
    pub status: String,
    pub decided_at: Option<String>,
    pub accepted_name: Option<String>,
    pub decline_reason: Option<String>,
}

/// A visit in an export.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct ExportedVisit {
    /// survey or job.
    pub kind: String,
    /// When it starts, UTC.
    pub starts_at: String,
    pub minutes: i64,
    pub who: String,
    /// booked or cancelled.
    pub status: String,
}

/// One line of an exported enquiry's history: its arrival, then whatever
/// the owner did, oldest first, the kind as stored.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct ExportedHistoryEntry {
    pub at: String,
    /// The owner's account that did it; null for the arrival.
    pub by: Option<String>,
    pub kind: String,
    pub from: Option<String>,
    pub to: Option<String>,
    pub note: Option<String>,
    /// The amount a move to quoted or won carried, or a reminder named.
    pub amount_pence: Option<i64>,
    /// Why the lead was lost.
    pub reason: Option<String>,
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
