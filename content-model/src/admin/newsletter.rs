//! Newsletter (`admin/newsletter_admin.rs`).

use serde::{Deserialize, Serialize};
use ts_rs::TS;

/// A subscriber as the owner sees it; the confirmation token is never sent.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct Subscriber {
    pub id: i64,
    pub email: String,
    /// `pending`, `confirmed` or `unsubscribed`.
    pub status: String,
    pub consented_at: String,
    pub confirmed_at: Option<String>,
    pub unsubscribed_at: Option<String>,
    pub page_path: Option<String>,
}

/// How many subscribers match the search in each state.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct SubscriberCounts {
    pub pending: i64,
    pub confirmed: i64,
    pub unsubscribed: i64,
}

/// `GET /newsletter`: one page, newest consent first.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct SubscriberList {
    pub subscribers: Vec<Subscriber>,
    pub total: i64,
    pub page: i64,
    pub page_size: i64,
    pub counts: SubscriberCounts,
}

/// `DELETE /newsletter/{id}`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct SubscriberRemoved {
    /// Always true: a subscriber that is not there is a 404.
    #[ts(type = "true")]
    pub removed: bool,
}
