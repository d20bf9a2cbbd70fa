//! Phone alerts (`admin/push.rs`).

use serde::{Deserialize, Serialize};
use ts_rs::TS;

/// `GET /push`, and the answer to every change of a device's alerts.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct PushOverview {
    /// The `applicationServerKey` for `pushManager.subscribe`.
    pub public_key: String,
    pub devices: Vec<PushDevice>,
}

/// A device of this account with alerts on.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct PushDevice {
    pub id: i64,
    /// The push service's address for it: how a browser finds its own entry
    /// (useless without the server's private key).
    pub endpoint: String,
    pub browser: String,
    pub all_leads: bool,
    pub created_at: String,
    pub last_sent_at: Option<String>,
    /// This request's own device.
    pub this_device: bool,
}

/// `POST /push/subscriptions/{id}` `{allLeads}`: every lead, or emergencies only.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
#[ts(rename_all = "camelCase")]
pub struct AlertChoice {
    pub all_leads: bool,
}
