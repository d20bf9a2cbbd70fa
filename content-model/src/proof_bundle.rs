//! The proof bundle (issue 34.5): every consented job and every recorded
//! review, as the API's `GET /api/proof/export` writes it and `codegen
//! import-proof` reads it. One set of types for both ends, so the import
//! reads exactly what the API writes; unknown fields are refused, so a
//! bundle from a newer API says so instead of losing a field.
//!
//! Plain data: what each value must be (a slug, a month, a date) is checked
//! by the import before it writes a line of Rust, since the catalogue's
//! constructors would otherwise fail the build.

use serde::{Deserialize, Serialize};

/// The bundle format this build writes and reads.
pub const BUNDLE_VERSION: u32 = 1;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ProofBundle {
    pub version: u32,
    /// When the API wrote it (RFC 3339, UTC).
    pub generated_at: String,
    pub jobs: Vec<BundleJob>,
    pub reviews: Vec<BundleReview>,
    /// Slugs of jobs whose customer withdrew or declined: the import removes
    /// them (and any job absent from the bundle) with their photographs.
    pub withdrawn: Vec<String>,
}

/// A job as its customer agreed to it, byte for byte.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct BundleJob {
    pub slug: String,
    /// The catalogue service's slug.
    pub service: String,
    /// The catalogue area's slug.
    pub area: String,
    /// Only when the customer allowed it.
    pub neighbourhood: Option<String>,
    /// 'YYYY-MM'.
    pub completed: String,
    /// `PropertyType::as_str`: 'residential', 'commercial', ...
    pub property: String,
    pub problem: String,
    pub work_done: String,
    pub outcome: String,
    pub took: BundleTook,
    pub price_from_pounds: Option<u32>,
    pub price_to_pounds: Option<u32>,
    /// The day the customer agreed, 'YYYY-MM-DD' (London).
    pub agreed_on: String,
    pub photos: Vec<BundlePhoto>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct BundleTook {
    /// 'hours' or 'days'.
    pub unit: String,
    pub amount: u32,
}

/// One photograph: the stored JPEG (already stripped of every piece of
/// metadata on arrival), its SHA-256 and where the import puts it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct BundlePhoto {
    /// `imported/<slug>-<n>.jpg`, under `content/jobs/photos/`.
    pub file: String,
    pub alt: String,
    pub caption: String,
    /// The link-preview focus, on the one photograph the owner chose.
    pub preview: Option<BundleFocus>,
    /// Hex SHA-256 of the decoded bytes.
    pub sha256: String,
    /// The bytes, standard base64 with padding.
    pub base64: String,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct BundleFocus {
    pub x_percent: u32,
    pub y_percent: u32,
}

/// A review recorded from a lead, with its provenance.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct BundleReview {
    /// The API's row id; the catalogue's id is 100000 + this.
    pub id: i64,
    /// The catalogue platform's key ('google').
    pub platform: String,
    /// Its name as shown ('Google').
    pub platform_name: String,
    /// The review's own public page.
    pub url: String,
    pub rating: u32,
    /// As published.
    pub text: String,
    /// 'YYYY-MM-DD'.
    pub published_on: String,
    pub first_name: String,
    pub town: String,
    pub service_slug: String,
    pub area_slug: String,
}

/// Offset of an imported review's catalogue id from its API row id, so it
/// never meets a hand-written review's.
pub const REVIEW_ID_BASE: i64 = 100_000;

/// The photograph file a job's `n`th picture (from 1) is imported as.
pub fn photo_file(slug: &str, n: usize) -> String {
    format!("imported/{slug}-{n}.jpg")
}
