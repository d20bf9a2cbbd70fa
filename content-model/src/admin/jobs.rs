//! The job written on a won lead, with its photographs (issue 34.4): what the
//! inbox sends to save it and what it reads back. The draft is stored as it
//! would be published; its `problems` are `codegen check`'s own messages
//! (`job_check::check_job_text`), field by field.

use crate::job_check::Problem;
use serde::{Deserialize, Serialize};
use ts_rs::TS;

/// Longest a story field (problem, work done, outcome) may be, in characters.
pub const JOB_TEXT_MAX_CHARS: usize = 2_000;
/// Longest a photograph's description or caption may be, in characters.
pub const JOB_PHOTO_TEXT_MAX_CHARS: usize = 300;
/// Most photographs kept on one draft (the page shows at most six).
pub const JOB_MAX_PHOTOS: usize = 12;

/// How long the work took: `{unit: 'hours', amount: 3}`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct JobTook {
    /// 'hours' or 'days'.
    pub unit: String,
    pub amount: i64,
}

/// `PUT /leads/{id}/job`: make the draft (a won lead only) or save it. A
/// field left out keeps what the draft has, or on making it the lead's own
/// service and area where they are the catalogue's.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase", default)]
#[ts(rename_all = "camelCase")]
pub struct JobDraftSave {
    #[ts(optional)]
    pub service_slug: Option<String>,
    #[ts(optional)]
    pub area_slug: Option<String>,
    /// `null` or '' for none.
    #[ts(optional)]
    pub neighbourhood_slug: Option<String>,
    /// 'YYYY-MM'.
    #[ts(optional)]
    pub completed_month: Option<String>,
    /// 'residential', 'commercial', 'high-rise' or 'industrial'.
    #[ts(optional)]
    pub property: Option<String>,
    #[ts(optional)]
    pub problem: Option<String>,
    #[ts(optional)]
    pub work_done: Option<String>,
    #[ts(optional)]
    pub outcome: Option<String>,
    #[ts(optional)]
    pub took: Option<JobTook>,
    #[ts(optional)]
    pub price_from_pounds: Option<i64>,
    #[ts(optional)]
    pub price_to_pounds: Option<i64>,
    /// The draft's version the screen showed; left out only to make it.
    #[ts(optional)]
    pub version: Option<i64>,
}

/// One photograph on a draft. Its bytes are at `url` (the owner's session
/// only), re-encoded as JPEG with no metadata.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct JobPhoto {
    pub id: i64,
    pub width: i64,
    pub height: i64,
    pub size_bytes: i64,
    pub alt: String,
    pub caption: String,
    pub url: String,
}

/// The photograph a link preview uses and the point its 1.91:1 crop keeps
/// in view, in percent of width and height from the top left.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct JobPreview {
    pub photo_id: i64,
    pub x_percent: i64,
    pub y_percent: i64,
}

/// `GET /leads/{id}/job` (or `null`), and the answer to every change.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct JobDraft {
    pub lead_id: i64,
    /// Fixed when the draft was made: `YYYY-MM-<service>-<area>`.
    pub slug: String,
    pub service_slug: String,
    pub area_slug: String,
    pub neighbourhood_slug: Option<String>,
    pub completed_month: String,
    pub property: String,
    pub problem: String,
    pub work_done: String,
    pub outcome: String,
    pub took: JobTook,
    pub price_from_pounds: Option<i64>,
    pub price_to_pounds: Option<i64>,
    pub photos: Vec<JobPhoto>,
    pub preview: Option<JobPreview>,
    /// What `codegen check` would say, field by field (`problem`,
    /// `work_done`, `photos[0].alt`, ...): saved anyway, shown as typed.
    pub problems: Vec<Problem>,
    pub version: i64,
    pub updated_at: String,
    pub updated_by: String,
}

/// `PATCH /job-photos/{id}`: a photograph's words.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct JobPhotoWords {
    pub alt: String,
    pub caption: String,
}

/// `PUT /leads/{id}/job/preview`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct JobPreviewChoice {
    pub photo_id: i64,
    pub x_percent: i64,
    pub y_percent: i64,
}
