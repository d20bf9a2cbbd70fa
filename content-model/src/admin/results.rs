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
    /// Review requests sent and reviews recorded in the period (issue 34.1).
    pub reviews: ResultReviews,
    /// What the period's leads were quoted and won; null for an account not
    /// shown money (the roles decide who sees it).
    pub money: Option<ResultMoney>,
}

/// The money of the leads that arrived in the period, as they stand now,
/// in whole pence: what each page, service, area and landing brought in.
/// Every list is ranked by won value, then quoted value.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct ResultMoney {
    pub totals: MoneyFigures,
    pub by_page: Vec<MoneyRow>,
    pub by_page_type: Vec<MoneyRow>,
    /// By the service the customer chose on the form.
    pub by_service_asked: Vec<MoneyRow>,
    /// By the catalogue service of the page the form was sent from.
    pub by_service_page: Vec<MoneyRow>,
    /// By the catalogue area the postcode or town resolves to.
    pub by_area: Vec<MoneyRow>,
    pub by_source: Vec<MoneyRow>,
    pub by_campaign: Vec<MoneyRow>,
}

/// Quoted and won value of a group of leads.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct MoneyFigures {
    /// The latest amount quoted, summed over the leads with one.
    pub quoted_pence: i64,
    /// Leads priced: with a quoted amount or a won one (work agreed on the
    /// phone was priced too).
    pub quoted_leads: i64,
    pub won_pence: i64,
    /// Leads won with an amount.
    pub won_leads: i64,
    /// Won leads over priced leads, 0 to 1; null with none priced.
    pub win_rate: Option<f64>,
    /// Won value over won leads, whole pence rounded half up; null with none won.
    pub average_job_pence: Option<i64>,
}

/// One group's money (a page, page type, service, area, source or campaign).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct MoneyRow {
    pub key: String,
    pub label: String,
    #[serde(flatten)]
    #[ts(flatten)]
    pub figures: MoneyFigures,
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

/// Proof gathered in the period (issue 34.1-2): customers asked for a
/// review (by when they were asked), and reviews recorded (by when they
/// were recorded, those since removed left out).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct ResultReviews {
    pub requested: i64,
    pub recorded: i64,
}
