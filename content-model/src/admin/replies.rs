//! Replies to a lead from templates the owner edits (issue 33.6).

use serde::{Deserialize, Serialize};
use ts_rs::TS;

/// One template: its key, what the inbox calls it, its words (with
/// placeholders such as `{first_name}`), and whether they are the owner's
/// or the built-in ones.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct ReplyTemplate {
    pub key: String,
    pub label: String,
    pub body: String,
    pub edited: bool,
}

/// `GET /reply-templates`, and the answer to saving one.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct ReplyTemplates {
    pub templates: Vec<ReplyTemplate>,
    /// Every placeholder a template may use, with braces: `{first_name}`.
    pub placeholders: Vec<String>,
}

/// `PUT /reply-templates/{key}`: new words, or null for the built-in ones.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct ReplyTemplateChange {
    pub body: Option<String>,
}

/// A template filled in for one lead.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct FilledReply {
    pub key: String,
    pub label: String,
    pub text: String,
}

/// `GET /leads/{id}/replies`: every template filled in for the lead, and
/// how it can be sent.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct LeadReplies {
    pub replies: Vec<FilledReply>,
    /// The customer gave an email address.
    pub email: bool,
    /// The customer's number is a UK mobile (WhatsApp can reach it).
    pub whatsapp: bool,
}

/// `POST /leads/{id}/replies`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct ReplySend {
    /// The template it started from.
    pub template: String,
    /// The words as edited, sent as they are.
    pub text: String,
    /// `email` or `whatsapp`.
    pub channel: String,
    pub version: i64,
}

/// The answer to a reply: for WhatsApp, the link that opens the chat with
/// the words written; and the lead as it now stands.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS)]
pub struct ReplySent {
    pub channel: String,
    pub whatsapp: Option<String>,
    pub page: super::LeadPage,
}
