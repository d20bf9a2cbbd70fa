//! The inbox's 'Website' list (issue 34.5): each job written on a lead and
//! each recorded review, with where it stands on its way to the website.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

/// Where a job or review stands: not going (no agreement, or removed),
/// ready (in the export, waiting for `just import-proof` and a deploy), or
/// on the website the API serves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "kebab-case")]
#[ts(rename_all = "kebab-case")]
pub enum WebsiteStatus {
    NotForTheWebsite,
    Ready,
    OnTheWebsite,
}

/// One job as listed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct WebsiteJob {
    pub lead_id: i64,
    pub slug: String,
    /// 'Boiler repair in Partick'.
    pub title: String,
    /// The customer's answer: 'not-asked', 'asked', 'agreed',
    /// 'changed-since-agreed', 'declined' or 'withdrawn'.
    pub consent: String,
    pub status: WebsiteStatus,
}

/// One review as listed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct WebsiteReview {
    pub id: i64,
    pub lead_id: i64,
    pub platform: String,
    pub url: String,
    /// 'Morag, Partick'.
    pub by: String,
    pub status: WebsiteStatus,
}

/// `GET /api/admin/proof`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct WebsiteProof {
    pub jobs: Vec<WebsiteJob>,
    pub reviews: Vec<WebsiteReview>,
    /// How many jobs and reviews are ready and not yet on the website.
    pub ready_jobs: u32,
    pub ready_reviews: u32,
}
