//! Results (`admin/results.rs`).

use serde::{Deserialize, Serialize};
use ts_rs::TS;

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
