//! Leads (`admin/leads`).

use super::mail::MailMessage;
use super::money::LeadMoney;
use super::{EnquiryStatus, HistoryKind, LeadStage, MailState, SameContact};
use crate::contract::FieldMessages;
use serde::{Deserialize, Serialize};
use std::fmt;
use ts_rs::TS;

/// The state of an enquiry's notification to the business and of the
/// acknowledgement to the visitor (null: none was queued).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct Delivery {
    pub notification: Option<MailState>,
    pub acknowledgement: Option<MailState>,
}

impl fmt::Display for Delivery {
    /// `sent/failed`: notification, then acknowledgement; `-` for none.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let s = |x: Option<MailState>| x.map(MailState::as_str).unwrap_or("-");
        write!(f, "{}/{}", s(self.notification), s(self.acknowledgement))
    }
}

/// A lead in a list: what its card shows.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct LeadSummary {
    pub id: i64,
    pub created_at: String,
    pub status: EnquiryStatus,
    pub stage: LeadStage,
    pub stage_changed_at: Option<String>,
    /// Sent back with every change to this lead: what the change says it saw.
    pub version: i64,
    /// When its stage first left 'new': how long it waited (issue 23.3).
    pub first_contact_at: Option<String>,
    /// The owner's follow-up date, `YYYY-MM-DD`.
    pub follow_up_on: Option<String>,
    pub overdue: bool,
    pub pinned: bool,
    pub is_emergency: bool,
    pub name: String,
    pub phone: String,
    pub email: Option<String>,
    pub service: String,
    pub location: Option<String>,
    /// The catalogue area the postcode or town typed resolves to (its
    /// name), null when it resolves to none.
    pub area: Option<String>,
    pub page_path: Option<String>,
    pub utm_source: Option<String>,
    pub utm_campaign: Option<String>,
    pub delivery: Delivery,
    pub money: LeadMoney,
    /// An incomplete form's field → message map, so the Incomplete view
    /// shows what is missing without fetching each lead.
    pub problems: Option<FieldMessages>,
    /// The account the lead is assigned to (`GET /team` names it), or none.
    pub assigned_to: Option<i64>,
}

/// One lead with everything stored about it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct LeadDetail {
    #[serde(flatten)]
    #[ts(flatten)]
    pub summary: LeadSummary,
    pub message: Option<String>,
    pub referrer: Option<String>,
    pub utm_medium: Option<String>,
    pub utm_term: Option<String>,
    pub utm_content: Option<String>,
    pub user_agent: String,
}

/// How many enquiries each view holds, and the pinned emergencies.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct LeadCounts {
    pub inbox: i64,
    pub spam: i64,
    pub incomplete: i64,
    pub archived: i64,
    pub pinned: i64,
    /// Quotes to chase: quoted leads unanswered for the catalogue's days.
    pub chase: i64,
}

/// The services, areas and sources present in a view, for its filters.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct LeadFilterValues {
    pub services: Vec<String>,
    pub areas: Vec<String>,
    pub sources: Vec<String>,
}

/// `GET /leads`: one page of a view.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct LeadList {
    pub leads: Vec<LeadSummary>,
    pub total: i64,
    pub page: i64,
    pub page_size: i64,
    pub counts: LeadCounts,
    pub filters: LeadFilterValues,
}

/// Another enquiry from the same phone number or email address.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct RelatedEnquiry {
    pub id: i64,
    pub created_at: String,
    pub name: String,
    pub service: String,
    pub status: EnquiryStatus,
    pub same: SameContact,
}

/// One line of a lead's history.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct HistoryEntry {
    pub at: String,
    /// The owner's account; null for `received`.
    pub by: Option<String>,
    pub kind: HistoryKind,
    pub from: Option<String>,
    pub to: Option<String>,
    pub note: Option<String>,
    /// The amount a stage change to quoted or won carried, in pence.
    #[serde(rename = "amountPence")]
    pub amount_pence: Option<i64>,
    /// Why a lead was lost (a `LostReason`'s stored name).
    pub reason: Option<String>,
}

/// One-tap links to the customer; null where there is none to make.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct ContactLinks {
    pub tel: Option<String>,
    pub whatsapp: Option<String>,
    pub email: Option<String>,
}

/// `GET /leads/{id}`, and the answer to every change to a lead.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct LeadPage {
    pub lead: LeadDetail,
    /// The same person's other enquiries, newest first.
    pub related: Vec<RelatedEnquiry>,
    pub history: Vec<HistoryEntry>,
    pub mail: Vec<MailMessage>,
    pub links: ContactLinks,
    /// Every quote sent on it, newest version first.
    pub quotes: Vec<super::Quote>,
    /// What a new quote on it is written with.
    pub quote_terms: super::QuoteTerms,
}

/// The answer to `POST /leads/{id}/quotes`: the lead as it now stands, the
/// customer's private link, and WhatsApp with a short message and the link
/// written (null when the phone is not a UK mobile).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS)]
pub struct QuoteSent {
    pub page: LeadPage,
    pub version: i64,
    pub link: String,
    pub whatsapp: Option<String>,
    /// Whether an email with the quote was queued (the lead has an address).
    pub emailed: bool,
}

/// `POST /leads/{id}/chase`: the lead as it now stands and the same
/// reminder as a WhatsApp link, for the owner to send from the phone.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS)]
pub struct ChaseSent {
    pub page: LeadPage,
    /// `https://wa.me/...?text=...`; null when the phone is not a mobile
    /// WhatsApp can reach.
    pub whatsapp: Option<String>,
    /// Whether the reminder was queued by email (the lead has an address).
    pub emailed: bool,
}

/// The 409 to a change made from a stale screen: what was refused and the
/// lead as it stands now.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS)]
pub struct StaleLead {
    /// Always false: this is a refusal.
    #[ts(type = "false")]
    pub success: bool,
    pub error: String,
    pub current: LeadPage,
}

/// `GET /pulse`: what an open inbox polls to stay current.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct Pulse {
    /// Changes whenever anything the inbox shows does; also the ETag.
    pub revision: String,
    pub counts: LeadCounts,
    /// The pinned emergencies' ids, newest first.
    pub pinned: Vec<i64>,
}

/// The body of a change that carries only the version it was made from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct LeadVersion {
    pub version: i64,
}

/// `POST /leads/{id}/stage`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct StageChange {
    /// Text, not `LeadStage`: a wrong one gets the API's own words.
    pub stage: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub note: Option<String>,
    pub version: i64,
    /// To 'quoted': the amount quoted; to 'won': the amount agreed (work
    /// agreed on the phone). Whole pence, VAT included, 1p to £10,000,000.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub amount_pence: Option<i64>,
    /// To 'lost': required, a `LostReason`'s name. Text so a wrong one gets
    /// the API's own words with the list.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub lost_reason: Option<String>,
}

/// `POST /leads/{id}/notes`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct NewNote {
    pub note: String,
    pub version: i64,
}

/// `POST /leads/{id}/follow-up`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct FollowUpChange {
    /// `YYYY-MM-DD`, or null to clear it.
    pub on: Option<String>,
    pub version: i64,
}
