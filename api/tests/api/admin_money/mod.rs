//! Money on a lead, quotes to chase, Results by money and the won jobs'
//! CSV (issue 33 items 3 and 4), and the catalogue area an enquiry resolves
//! to, through the real server on SQLite and PostgreSQL.
//!
//! | module  | what it tests |
//! |---------|---------------|
//! | `stage` | amounts and lost reasons on a stage change, their history, the follow-up cleared |
//! | `chase` | the 'Quotes to chase' list, the reminder by email and WhatsApp, its history |
//! | `results` | quoted and won value, win rate, average job, ranking, area grouping |
//! | `csv`   | the won jobs' CSV and the leads' CSV's name and dates |
//! | `area`  | the area set when stored, filled in for older rows, the Area filter |
//! | `digest` | the quotes to chase and the week's won value in the daily digest |

pub use crate::admin_leads::{Stored, store};
pub use crate::helpers::{Options, backends, scalar};
pub use crate::owner_client::OwnerClient;
pub use serde_json::{Value, json};

/// `hours` before now, as `created_at` is stored.
pub fn hours_ago(hours: i64) -> String {
    (chrono::Utc::now() - chrono::Duration::hours(hours))
        .to_rfc3339_opts(chrono::SecondsFormat::Millis, true)
}

/// Moves lead `id` to `stage` with `extra` fields; the answer.
pub async fn stage(inbox: &OwnerClient, id: i64, stage: &str, extra: Value) -> (u16, Value) {
    let mut body = json!({ "stage": stage });
    if let Value::Object(m) = extra {
        body.as_object_mut().unwrap().extend(m);
    }
    inbox.act(id, "stage", body).await
}

mod area;
mod chase;
mod csv;
mod digest;
mod results;
mod stage;
