//! The owner's API (`/api/admin`, api/ADMIN_API.md) as it travels: every
//! answer the inbox reads, and the bodies it sends. The `api` crate builds
//! and returns these; codegen exports them to TypeScript, and the inbox's zod
//! schemas are checked against that export when the site is type-checked
//! (site/components/admin/schemas.check.ts), so the two cannot drift apart
//! unnoticed.
//!
//! Plain data only: reading rows and deciding values stays in `api`. An
//! `Option` without `skip_serializing_if` is sent as `null` (TypeScript
//! `T | null`); field order is the JSON's order.

use crate::contract::FieldErrors;
use serde::{Deserialize, Serialize};
use std::fmt;
use ts_rs::TS;

// ---------------------------------------------------------------------------
// Closed sets, each sent as its lower-case name.

/// Where an enquiry stands. Stored as its `as_str` text.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
#[serde(rename_all = "lowercase")]
pub enum EnquiryStatus {
    /// A valid enquiry: the owner is notified.
    New,
    /// The honeypot was filled: kept, never emailed.
    Spam,
    /// A form posted without JavaScript that failed validation: kept so
    /// nothing typed is lost, and shown back to the visitor to finish.
    Incomplete,
    /// A lead the owner has put away (done with, or not worth working): out
    /// of the inbox and its counts, kept until retention deletes it.
    Archived,
}

impl EnquiryStatus {
    pub const ALL: [EnquiryStatus; 4] = [
        EnquiryStatus::New,
        EnquiryStatus::Spam,
        EnquiryStatus::Incomplete,
        EnquiryStatus::Archived,
    ];

    pub const fn as_str(self) -> &'static str {
        match self {
            EnquiryStatus::New => "new",
            EnquiryStatus::Spam => "spam",
            EnquiryStatus::Incomplete => "incomplete",
            EnquiryStatus::Archived => "archived",
        }
    }

    pub fn parse(s: &str) -> Option<EnquiryStatus> {
        EnquiryStatus::ALL
            .into_iter()
            .find(|status| status.as_str() == s)
    }
}

/// A real lead's place in the owner's workflow. Stored as `as_str`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
#[serde(rename_all = "lowercase")]
pub enum LeadStage {
    New,
    Contacted,
    Quoted,
    Won,
    Lost,
}

impl LeadStage {
    pub const ALL: [LeadStage; 5] = [
        LeadStage::New,
        LeadStage::Contacted,
        LeadStage::Quoted,
        LeadStage::Won,
        LeadStage::Lost,
    ];

    pub const fn as_str(self) -> &'static str {
        match self {
            LeadStage::New => "new",
            LeadStage::Contacted => "contacted",
            LeadStage::Quoted => "quoted",
            LeadStage::Won => "won",
            LeadStage::Lost => "lost",
        }
    }

    pub fn parse(s: &str) -> Option<LeadStage> {
        LeadStage::ALL.into_iter().find(|st| st.as_str() == s)
    }
}

/// Where an email is in its life. Stored as text in `outbox.state`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
#[serde(rename_all = "lowercase")]
pub enum MailState {
    Pending,
    Sent,
    Failed,
    Abandoned,
}

impl MailState {
    pub const ALL: [MailState; 4] = [
        MailState::Pending,
        MailState::Sent,
        MailState::Failed,
        MailState::Abandoned,
    ];

    pub const fn as_str(self) -> &'static str {
        match self {
            MailState::Pending => "pending",
            MailState::Sent => "sent",
            MailState::Failed => "failed",
            MailState::Abandoned => "abandoned",
        }
    }

    pub fn parse(s: &str) -> Option<MailState> {
        MailState::ALL.into_iter().find(|st| st.as_str() == s)
    }
}

impl fmt::Display for MailState {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // `pad`, not `write_str`: the command line lines it up in columns.
        f.pad(self.as_str())
    }
}

/// What happened to a lead. `Received` is never stored: it is the enquiry's
/// own time of arrival, put first when the history is read.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
#[serde(rename_all = "lowercase")]
pub enum HistoryKind {
    Received,
    Stage,
    Note,
    Released,
    Resent,
    /// The owner moved the enquiry between statuses: from, to.
    Status,
}

impl HistoryKind {
    pub const fn as_str(self) -> &'static str {
        match self {
            HistoryKind::Received => "received",
            HistoryKind::Stage => "stage",
            HistoryKind::Note => "note",
            HistoryKind::Released => "released",
            HistoryKind::Resent => "resent",
            HistoryKind::Status => "status",
        }
    }

    /// A stored kind; `received` is not one (it is never stored).
    pub fn parse_stored(s: &str) -> Option<HistoryKind> {
        [
            HistoryKind::Stage,
            HistoryKind::Note,
            HistoryKind::Released,
            HistoryKind::Resent,
            HistoryKind::Status,
        ]
        .into_iter()
        .find(|k| k.as_str() == s)
    }
}

/// What another enquiry shares with the lead being read.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
pub enum SameContact {
    #[serde(rename = "phone")]
    Phone,
    #[serde(rename = "email")]
    Email,
    #[serde(rename = "phone and email")]
    PhoneAndEmail,
}

// ---------------------------------------------------------------------------
// Leads (`admin/leads`).

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
    pub page_path: Option<String>,
    pub utm_source: Option<String>,
    pub utm_campaign: Option<String>,
    pub delivery: Delivery,
    /// An incomplete form's field → message map, so the Incomplete view
    /// shows what is missing without fetching each lead.
    pub problems: Option<FieldErrors>,
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
pub struct LeadPage {
    pub lead: LeadDetail,
    /// The same person's other enquiries, newest first.
    pub related: Vec<RelatedEnquiry>,
    pub history: Vec<HistoryEntry>,
    pub mail: Vec<MailMessage>,
    pub links: ContactLinks,
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
pub struct StageChange {
    /// Text, not `LeadStage`: a wrong one gets the API's own words.
    pub stage: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub note: Option<String>,
    pub version: i64,
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

// ---------------------------------------------------------------------------
// Mail (`admin/mail.rs`).

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

// ---------------------------------------------------------------------------
// Newsletter (`admin/newsletter_admin.rs`).

/// A subscriber as the owner sees it; the confirmation token is never sent.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct Subscriber {
    pub id: i64,
    pub email: String,
    /// `pending`, `confirmed` or `unsubscribed`.
    pub status: String,
    pub consented_at: String,
    pub confirmed_at: Option<String>,
    pub unsubscribed_at: Option<String>,
    pub page_path: Option<String>,
}

/// How many subscribers match the search in each state.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct SubscriberCounts {
    pub pending: i64,
    pub confirmed: i64,
    pub unsubscribed: i64,
}

/// `GET /newsletter`: one page, newest consent first.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct SubscriberList {
    pub subscribers: Vec<Subscriber>,
    pub total: i64,
    pub page: i64,
    pub page_size: i64,
    pub counts: SubscriberCounts,
}

/// `DELETE /newsletter/{id}`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct SubscriberRemoved {
    /// Always true: a subscriber that is not there is a 404.
    #[ts(type = "true")]
    pub removed: bool,
}

// ---------------------------------------------------------------------------
// People (`admin/people.rs`, `api person export|erase`).

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

// ---------------------------------------------------------------------------
// Results (`admin/results.rs`).

/// `GET /results`: what the site won in a period.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct Results {
    /// The period's first and last day, `YYYY-MM-DD`.
    pub from: String,
    pub to: String,
    pub totals: ResultTotals,
    pub daily: Vec<ResultDay>,
    pub by_page_type: Vec<ResultRow>,
    pub by_service: Vec<ResultRow>,
    pub by_area: Vec<ResultRow>,
    pub by_source: Vec<ResultRow>,
    pub by_campaign: Vec<ResultRow>,
    pub top_pages: Vec<TopPage>,
}

/// The whole period's counts.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct ResultTotals {
    pub views: i64,
    pub visitors: i64,
    pub enquiries: i64,
    pub calls: i64,
    pub chats: i64,
    /// Null when more enquiries than views were counted: no rate can be read.
    pub conversion_rate: Option<f64>,
}

/// One day's counts.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct ResultDay {
    pub day: String,
    pub views: i64,
    pub visitors: i64,
    pub enquiries: i64,
    pub calls: i64,
    pub chats: i64,
}

/// One group's counts (a page type, service, area, source or campaign).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct ResultRow {
    pub key: String,
    pub label: String,
    pub views: i64,
    pub visitors: i64,
    pub enquiries: i64,
    pub calls: i64,
    pub chats: i64,
    /// Null when more enquiries than views were counted: no rate can be read.
    pub conversion_rate: Option<f64>,
}

/// One of the pages that won the most.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct TopPage {
    pub path: String,
    pub page_type: String,
    pub views: i64,
    pub enquiries: i64,
    pub calls: i64,
    pub chats: i64,
    /// Null when more enquiries than views were counted: no rate can be read.
    pub conversion_rate: Option<f64>,
}

// ---------------------------------------------------------------------------
// Phone alerts (`admin/push.rs`).

/// `GET /push`, and the answer to every change of a device's alerts.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct PushOverview {
    /// The `applicationServerKey` for `pushManager.subscribe`.
    pub public_key: String,
    pub devices: Vec<PushDevice>,
}

/// A device of this account with alerts on.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct PushDevice {
    pub id: i64,
    /// The push service's address for it: how a browser finds its own entry
    /// (useless without the server's private key).
    pub endpoint: String,
    pub browser: String,
    pub all_leads: bool,
    pub created_at: String,
    pub last_sent_at: Option<String>,
    /// This request's own device.
    pub this_device: bool,
}

/// `POST /push/subscriptions/{id}` `{allLeads}`: every lead, or emergencies only.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
#[ts(rename_all = "camelCase")]
pub struct AlertChoice {
    pub all_leads: bool,
}

// ---------------------------------------------------------------------------
// Session, signed-in browsers, password reset.

/// `POST /session` and `GET /session`: who is signed in, the CSRF token for
/// state changes, and when the session ends if left idle.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct SessionInfo {
    pub email: String,
    pub csrf_token: String,
    pub expires_at: String,
}

/// `POST /session`'s body.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct SignIn {
    pub email: String,
    pub password: String,
    /// The authenticator app's code, for an account with a second factor.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub code: Option<String>,
}

/// The 401 to a sign-in that needs the authenticator app's code.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct NeedsCode {
    /// Always false: this is a refusal.
    #[ts(type = "false")]
    pub success: bool,
    pub error: String,
    /// Always true: show the code field.
    #[ts(type = "true")]
    pub needs_code: bool,
}

/// `DELETE /session`: signed out.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct SignedOut {
    /// Always true: a failure has the error shape.
    #[ts(type = "true")]
    pub success: bool,
}

/// `POST /sessions/end-all`: how many sessions were ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct SessionsEnded {
    /// Always true: a failure has the error shape.
    #[ts(type = "true")]
    pub success: bool,
    pub ended: u64,
}

/// `GET /sessions` and `DELETE /sessions/{id}`: the account's live sessions.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct SessionList {
    pub sessions: Vec<BrowserSession>,
}

/// One signed-in browser.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct BrowserSession {
    /// The first 16 hex digits of its token's hash: names it, cannot sign in.
    pub id: String,
    pub signed_in_at: String,
    pub last_seen_at: String,
    /// The browser's name for itself.
    pub browser: String,
    /// This request's own session.
    pub current: bool,
}

/// A success with a sentence for the owner: a reset link asked for, a
/// password changed, a test alert sent.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct Done {
    /// Always true: a failure has the error shape.
    #[ts(type = "true")]
    pub success: bool,
    pub message: String,
}

impl Done {
    pub fn new(message: impl Into<String>) -> Done {
        Done {
            success: true,
            message: message.into(),
        }
    }
}

/// `POST /password-reset`'s body.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct ResetRequest {
    pub email: String,
}

/// `POST /password-reset/complete`'s body.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct ResetCompletion {
    pub token: String,
    pub password: String,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn closed_sets_read_back_their_stored_names() {
        for s in EnquiryStatus::ALL {
            assert_eq!(EnquiryStatus::parse(s.as_str()), Some(s));
            assert_eq!(serde_json::to_value(s).unwrap(), s.as_str());
        }
        for s in LeadStage::ALL {
            assert_eq!(LeadStage::parse(s.as_str()), Some(s));
            assert_eq!(serde_json::to_value(s).unwrap(), s.as_str());
        }
        for s in MailState::ALL {
            assert_eq!(MailState::parse(s.as_str()), Some(s));
            assert_eq!(serde_json::to_value(s).unwrap(), s.as_str());
        }
        assert_eq!(HistoryKind::parse_stored("received"), None);
        assert_eq!(
            HistoryKind::parse_stored("status"),
            Some(HistoryKind::Status)
        );
        assert_eq!(
            serde_json::to_value(SameContact::PhoneAndEmail).unwrap(),
            "phone and email"
        );
    }

    #[test]
    fn a_detail_is_its_summary_and_more_in_one_object() {
        let summary = LeadSummary {
            id: 7,
            created_at: "2026-01-05T09:00:00Z".into(),
            status: EnquiryStatus::New,
            stage: LeadStage::New,
            stage_changed_at: None,
            version: 1,
            first_contact_at: None,
            follow_up_on: None,
            overdue: false,
            pinned: false,
            is_emergency: true,
            name: "Ann".into(),
            phone: "07700 900123".into(),
            email: None,
            service: "Boiler repair".into(),
            location: None,
            page_path: None,
            utm_source: None,
            utm_campaign: None,
            delivery: Delivery::default(),
            problems: None,
        };
        let detail = LeadDetail {
            summary,
            message: None,
            referrer: None,
            utm_medium: None,
            utm_term: None,
            utm_content: None,
            user_agent: "test".into(),
        };
        let v = serde_json::to_value(&detail).unwrap();
        assert_eq!(v["isEmergency"], true);
        assert_eq!(v["email"], serde_json::Value::Null, "null, not absent");
        assert_eq!(v["userAgent"], "test");
        assert_eq!(
            v["delivery"],
            serde_json::json!({"notification": null, "acknowledgement": null})
        );
    }
}
