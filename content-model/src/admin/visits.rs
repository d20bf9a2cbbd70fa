//! Visits on a lead (issue 33.5): a survey or a job, booked at a UK
//! wall-clock time, rescheduled or cancelled, with a calendar file for the
//! owner and one emailed to the customer.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

/// Whether the visit is to look and price, or to do the work.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "lowercase")]
pub enum VisitKind {
    Survey,
    Job,
}

impl VisitKind {
    pub const fn as_str(self) -> &'static str {
        match self {
            VisitKind::Survey => "survey",
            VisitKind::Job => "job",
        }
    }

    pub fn parse(s: &str) -> Option<VisitKind> {
        [VisitKind::Survey, VisitKind::Job]
            .into_iter()
            .find(|k| k.as_str() == s)
    }
}

/// A visit stands booked until it is cancelled. Stored as `as_str`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "lowercase")]
pub enum VisitStatus {
    Booked,
    Cancelled,
}

impl VisitStatus {
    pub const fn as_str(self) -> &'static str {
        match self {
            VisitStatus::Booked => "booked",
            VisitStatus::Cancelled => "cancelled",
        }
    }

    pub fn parse(s: &str) -> Option<VisitStatus> {
        [VisitStatus::Booked, VisitStatus::Cancelled]
            .into_iter()
            .find(|k| k.as_str() == s)
    }
}

/// One visit as the inbox shows it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct Visit {
    pub id: i64,
    pub lead_id: i64,
    pub kind: VisitKind,
    pub status: VisitStatus,
    /// The instant, RFC 3339 UTC.
    pub starts_at: String,
    /// The UK date, `YYYY-MM-DD`, and time, `HH:MM`, as chosen.
    pub date: String,
    pub time: String,
    /// `Thursday 3 December 2026 at 09:30`.
    pub when: String,
    pub minutes: i64,
    pub who: String,
    /// The calendar's SEQUENCE: one more with every change.
    pub sequence: i64,
    /// The owner's calendar file, under `/api/admin`.
    pub ics: String,
}

/// A visit in the list of the coming days, with whose lead it is.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct ComingVisit {
    #[serde(flatten)]
    #[ts(flatten)]
    pub visit: Visit,
    pub name: String,
    pub service: String,
    pub location: Option<String>,
    pub phone: String,
}

/// `GET /visits?days=N`: the booked visits from today (UK) for N days,
/// soonest first.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct VisitList {
    pub days: i64,
    pub visits: Vec<ComingVisit>,
}

/// `GET /leads/{id}/visits`: every visit of the lead, soonest first.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct LeadVisits {
    pub visits: Vec<Visit>,
    /// Whether the customer gave an email address (no address: no
    /// confirmation or reminder can be sent).
    pub emailable: bool,
}

/// `POST /leads/{id}/visits` and `POST /visits/{id}`: the lead's version and
/// the visit as chosen on the owner's clock.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct VisitChange {
    /// Text, not `VisitKind`: a wrong one gets the API's own words.
    pub kind: String,
    /// `YYYY-MM-DD`, UK calendar.
    pub date: String,
    /// `HH:MM`, UK clock.
    pub time: String,
    pub minutes: i64,
    pub who: String,
    pub version: i64,
}

/// The answer to booking, moving or cancelling: the visit, and the lead
/// as it now stands (its version and history moved on).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct VisitAnswer {
    pub visit: Visit,
    /// Whether the customer was emailed (false: no address on the lead).
    pub emailed: bool,
    pub page: super::LeadPage,
}
