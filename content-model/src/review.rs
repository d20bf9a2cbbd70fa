//! Customer reviews shown on the reviews page, each with its provenance
//! (decision 26: fake or unsourced reviews are unlawful in the UK).

use crate::{IsoDate, Rating};
use schemars::JsonSchema;
use serde::Serialize;
use ts_rs::TS;

#[derive(Clone, Copy, Debug, Serialize, TS, JsonSchema)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct Review {
    pub id: u32,
    /// First name and initial, as the customer agreed to be named.
    pub name: &'static str,
    pub location: &'static str,
    pub service: &'static str,
    pub rating: Rating,
    /// When the review was left (shown as month and year, which never goes stale
    /// the way 'two weeks ago' does).
    pub date: IsoDate,
    pub text: &'static str,
    /// Where the review comes from. Only a review with a public source is
    /// shown as verified.
    pub source: ReviewSource,
}

impl Review {
    /// 'Verified' is shown only where anyone can check the review themselves.
    pub fn is_verified(&self) -> bool {
        matches!(self.source, ReviewSource::Platform { .. })
    }
    pub fn is_sample(&self) -> bool {
        matches!(self.source, ReviewSource::Sample)
    }
}

#[derive(Clone, Copy, Debug, Serialize, TS, JsonSchema)]
#[serde(tag = "kind", rename_all = "kebab-case")]
#[ts(tag = "kind", rename_all = "kebab-case")]
pub enum ReviewSource {
    /// Left on a review platform; `url` is the review's own public page.
    #[serde(rename_all = "camelCase")]
    #[ts(rename_all = "camelCase")]
    Platform {
        platform: &'static str,
        url: &'static str,
    },
    /// Sent to us directly; the customer agreed on this date to its publication.
    #[serde(rename_all = "camelCase")]
    #[ts(rename_all = "camelCase")]
    Direct { permission_given: IsoDate },
    /// An example written for the demonstration site: shown as a sample, never
    /// as verified, and `just launch-check` fails while any remain.
    Sample,
}
