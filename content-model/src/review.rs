//! Customer reviews shown on the reviews page.

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
    pub verified: bool,
}
