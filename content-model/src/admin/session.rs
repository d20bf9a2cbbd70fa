//! Session, signed-in browsers, password reset.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

/// `POST /session` and `GET /session`: who is signed in, the CSRF token for
/// state changes, and when the session ends if left idle.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct SessionInfo {
    pub email: String,
    /// What the account may do: the inbox hides the owner's sections from staff.
    pub role: super::Role,
    pub csrf_token: String,
    pub expires_at: String,
}

/// `POST /session`'s body.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct SignIn {
    pub email: String,
    pub password: String,
    /// The authenticator app's code, for an account with a second factor.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub code: Option<String>,
}

/// The 401 to a sign-in that needs the authenticator app's code.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct NeedsCode {
    /// Always false: this is a refusal.
    #[ts(type = "false")]
    pub success: bool,
    pub error: String,
    /// Always true: show the code field.
    #[ts(type = "true")]
    pub needs_code: bool,
}

/// `DELETE /session`: signed out.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct SignedOut {
    /// Always true: a failure has the error shape.
    #[ts(type = "true")]
    pub success: bool,
}

/// `POST /sessions/end-all`: how many sessions were ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct SessionsEnded {
    /// Always true: a failure has the error shape.
    #[ts(type = "true")]
    pub success: bool,
    pub ended: u64,
}

/// `GET /sessions` and `DELETE /sessions/{id}`: the account's live sessions.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct SessionList {
    pub sessions: Vec<BrowserSession>,
}

/// One signed-in browser.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct BrowserSession {
    /// The first 16 hex digits of its token's hash: names it, cannot sign in.
    pub id: String,
    pub signed_in_at: String,
    pub last_seen_at: String,
    /// The browser's name for itself.
    pub browser: String,
    /// This request's own session.
    pub current: bool,
}

/// A success with a sentence for the owner: a reset link asked for, a
/// password changed, a test alert sent.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct Done {
    /// Always true: a failure has the error shape.
    #[ts(type = "true")]
    pub success: bool,
    pub message: String,
}

impl Done {
    pub fn new(message: impl Into<String>) -> Done {
        Done {
            success: true,
            message: message.into(),
        }
    }
}

/// `POST /password-reset`'s body.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct ResetRequest {
    pub email: String,
}

/// `POST /password-reset/complete`'s body.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct ResetCompletion {
    pub token: String,
    pub password: String,
}
