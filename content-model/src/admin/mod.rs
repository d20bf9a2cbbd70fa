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

use serde::{Deserialize, Serialize};
use std::fmt;
use ts_rs::TS;

mod consent;
mod jobs;
mod leads;
mod mail;
mod money;
mod newsletter;
mod people;
mod proof;
mod push;
mod quotes;
mod replies;
mod results;
mod reviews;
mod session;
mod team;
mod visits;

pub use consent::*;
pub use jobs::*;
pub use leads::*;
pub use mail::*;
pub use money::*;
pub use newsletter::*;
pub use people::*;
pub use proof::*;
pub use push::*;
pub use quotes::*;
pub use replies::*;
pub use results::*;
pub use reviews::*;
pub use session::*;
pub use team::*;
pub use visits::*;

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
    /// A visit booked, moved or cancelled: `to` says which, `note` what.
    Visit,
    /// A reply sent: `from` the template, `to` the channel, `note` the words.
    Reply,
    /// Assigned to an account: from, to (their emails; null for nobody).
    Assigned,
    /// A quote sent, accepted or declined: the note says which version,
    /// its total and, for a decision, what the customer typed.
    Quote,
    /// The customer was reminded of an unanswered quote.
    Chased,
    /// The customer was asked for a review: `to` says how (issue 34.1).
    #[serde(rename = "review-requested")]
    ReviewRequested,
    /// A published review was recorded: `note` names its platform and rating.
    #[serde(rename = "review-recorded")]
    ReviewRecorded,
    /// The customer was asked to agree to the job being shown: `to` says
    /// how ('email', 'whatsapp' or 'link').
    #[serde(rename = "consent-asked")]
    ConsentAsked,
    /// The customer withdrew their agreement to the job being shown.
    #[serde(rename = "consent-withdrawn")]
    ConsentWithdrawn,
    /// The job was first written up from the lead (issue 34.4).
    #[serde(rename = "job-written")]
    JobWritten,
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
            HistoryKind::Visit => "visit",
            HistoryKind::Reply => "reply",
            HistoryKind::Assigned => "assigned",
            HistoryKind::Quote => "quote",
            HistoryKind::Chased => "chased",
            HistoryKind::ReviewRequested => "review-requested",
            HistoryKind::ReviewRecorded => "review-recorded",
            HistoryKind::ConsentAsked => "consent-asked",
            HistoryKind::ConsentWithdrawn => "consent-withdrawn",
            HistoryKind::JobWritten => "job-written",
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
            HistoryKind::Visit,
            HistoryKind::Reply,
            HistoryKind::Assigned,
            HistoryKind::Quote,
            HistoryKind::Chased,
            HistoryKind::ReviewRequested,
            HistoryKind::ReviewRecorded,
            HistoryKind::ConsentAsked,
            HistoryKind::ConsentWithdrawn,
            HistoryKind::JobWritten,
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
            area: None,
            page_path: None,
            utm_source: None,
            utm_campaign: None,
            delivery: Delivery::default(),
            money: LeadMoney::default(),
            problems: None,
            assigned_to: None,
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
