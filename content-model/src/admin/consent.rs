//! The customer's consent to show a finished job (issue 34.3), as the inbox
//! asks for it and reads it back. The rule that gives the status lives in
//! the API (`proof::consent::state`); these are its words on the wire.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

/// How the link to the consent page reaches the customer: the API emails
/// it, or answers with WhatsApp written for the owner's phone, or only
/// makes the link for the owner to copy into a message of their own.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
#[serde(rename_all = "lowercase")]
pub enum ConsentVia {
    Email,
    Whatsapp,
    Link,
}

impl ConsentVia {
    pub const ALL: [ConsentVia; 3] = [ConsentVia::Email, ConsentVia::Whatsapp, ConsentVia::Link];

    pub const fn as_str(self) -> &'static str {
        match self {
            ConsentVia::Email => "email",
            ConsentVia::Whatsapp => "whatsapp",
            ConsentVia::Link => "link",
        }
    }

    pub fn parse(s: &str) -> Option<ConsentVia> {
        ConsentVia::ALL.into_iter().find(|v| v.as_str() == s)
    }
}

/// `POST /leads/{id}/job/consent`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct ConsentAsk {
    pub via: ConsentVia,
}

/// Where the customer's consent to show a lead's job stands.
/// `ChangedSinceAgreed`: they agreed, but the job has been edited since, so
/// what would be published is not what they agreed to: ask again.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
#[serde(rename_all = "kebab-case")]
pub enum ConsentStatus {
    NotAsked,
    Asked,
    Agreed,
    ChangedSinceAgreed,
    Declined,
    Withdrawn,
}

impl ConsentStatus {
    pub const fn as_str(self) -> &'static str {
        match self {
            ConsentStatus::NotAsked => "not-asked",
            ConsentStatus::Asked => "asked",
            ConsentStatus::Agreed => "agreed",
            ConsentStatus::ChangedSinceAgreed => "changed-since-agreed",
            ConsentStatus::Declined => "declined",
            ConsentStatus::Withdrawn => "withdrawn",
        }
    }
}

/// `GET /leads/{id}/job/consent`: the state in full, for the inbox to say
/// it in words. Times are UTC RFC 3339 as stored.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct ConsentState {
    pub status: ConsentStatus,
    /// Whether the lead has a job written (nothing can be asked without).
    pub has_draft: bool,
    /// How many photographs the job has (at least one is needed to ask).
    pub photos: i64,
    /// The neighbourhood the job names, if any, by its name.
    pub neighbourhood: Option<String>,
    /// For an agreement: whether they allowed the neighbourhood to be named.
    pub with_neighbourhood: bool,
    /// The latest link's sending: when, by whom and how ('email',
    /// 'whatsapp' or 'link').
    pub sent_at: Option<String>,
    pub sent_by: Option<String>,
    pub sent_via: Option<String>,
    /// When they agreed or declined.
    pub decided_at: Option<String>,
    pub withdrawn_at: Option<String>,
    /// The customer's page for the latest link, to copy again.
    pub link: Option<String>,
    /// WhatsApp with the request and the link written; null when the phone
    /// is not a UK mobile or there is no link.
    pub whatsapp: Option<String>,
    /// Whether the lead has an email address to send the link to.
    pub can_email: bool,
}

/// The answer to `POST /leads/{id}/job/consent`: the state now (with the
/// new link and WhatsApp) and whether an email was queued.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct ConsentSent {
    pub state: ConsentState,
    pub emailed: bool,
}
