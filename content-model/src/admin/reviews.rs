//! Review requests and recorded reviews (issue 34.1-2): one request per won
//! lead, by email or WhatsApp, the same words for every customer; and the
//! reviews that have appeared, recorded with their provenance for the
//! catalogue import.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

/// `POST /leads/{id}/review-request` `{via}`: 'email' or 'whatsapp'.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(deny_unknown_fields)]
pub struct ReviewRequestSend {
    pub via: String,
}

/// When and how the customer was asked, and by whom.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct ReviewRequested {
    pub at: String,
    pub by: String,
    /// 'email' or 'whatsapp'.
    pub via: String,
}

/// The answer to `POST /leads/{id}/review-request`: the request as
/// recorded and, for WhatsApp, the wa.me link with the words written in.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct ReviewRequestSent {
    pub requested: ReviewRequested,
    pub whatsapp: Option<String>,
}

/// Where a recorded review stands. `ready`: recorded, waiting for the
/// catalogue import and a deploy; `on-the-website`: the export the API
/// serves shows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "kebab-case")]
pub enum ReviewStatus {
    Ready,
    OnTheWebsite,
}

/// A review as the inbox lists it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct RecordedReview {
    pub id: i64,
    pub lead_id: i64,
    /// The catalogue platform's key, and its name.
    pub platform: String,
    pub platform_name: String,
    pub url: String,
    pub rating: i64,
    pub text: String,
    /// `YYYY-MM-DD`.
    pub published_on: String,
    pub first_name: String,
    pub town: String,
    pub service: String,
    pub area: String,
    pub recorded_at: String,
    pub recorded_by: String,
    pub status: ReviewStatus,
}

/// A choice in the record form: a catalogue key or slug and its name.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct ReviewChoice {
    pub key: String,
    pub name: String,
}

/// `GET /leads/{id}/reviews`: whether and how the customer was asked, the
/// reviews recorded from the lead, and what the record form offers.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct LeadReviews {
    /// Only a won lead is asked and has reviews recorded.
    pub won: bool,
    pub requested: Option<ReviewRequested>,
    /// Whether the customer can be asked each way (an address; a UK mobile).
    pub can_email: bool,
    pub can_whatsapp: bool,
    pub reviews: Vec<RecordedReview>,
    pub platforms: Vec<ReviewChoice>,
    pub services: Vec<ReviewChoice>,
    /// Every area's and neighbourhood's name, for the town field's list.
    pub towns: Vec<String>,
    /// The service the form starts on: the lead's page's, if it names one.
    pub default_service: Option<String>,
}

/// `POST /leads/{id}/reviews`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
#[ts(rename_all = "camelCase")]
pub struct NewReview {
    pub platform: String,
    pub url: String,
    pub rating: i64,
    pub text: String,
    pub published_on: String,
    pub first_name: String,
    pub town: String,
    /// A catalogue service slug; the lead's page's service when left out.
    #[serde(default)]
    #[ts(optional)]
    pub service: Option<String>,
    /// A catalogue area slug the town is in; found from the town when left out.
    #[serde(default)]
    #[ts(optional)]
    pub area: Option<String>,
}
