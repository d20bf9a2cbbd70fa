//! The owner's leads (issue 11 items 2 and 3) through the real server: the
//! inbox order with a pinned emergency, every filter and the search,
//! pagination, the stage walk with its history, notes, 'Not spam' (its
//! notification reaches a real SMTP sink) and resending a notification that
//! a real server refused, through the one signed-in owner client
//! ([`OwnerClient`]). Its lead helpers (`store`, `Stored`)
//! serve `admin_mail.rs` and `push.rs` too.
//!
//! The tests are grouped by what the owner does: `views`, `search` (with the
//! CSV download), `stages`, `mail`, `pulse` and `triage`; the helpers are here.

use crate::helpers::{NOTIFY, Options, backends, eventually, scalar};
use crate::owner_client::{OWNER, OwnerClient};
use crate::smtp_sink::SmtpSink;
use serde_json::{Value, json};
use sqlx::AnyPool;
use std::time::Duration;

/// An enquiry as stored, with defaults for what a test does not care about.
#[derive(Clone)]
pub struct Stored {
    pub name: &'static str,
    pub phone: &'static str,
    pub email: Option<&'static str>,
    pub service: &'static str,
    pub message: Option<&'static str>,
    pub location: Option<&'static str>,
    pub emergency: bool,
    pub status: &'static str,
    pub utm_source: Option<&'static str>,
    pub created_at: String,
}

impl Default for Stored {
    fn default() -> Stored {
        Stored {
            name: "Customer",
            phone: "0141 496 0000",
            email: None,
            service: "Boiler Repair",
            message: None,
            location: None,
            emergency: false,
            status: "new",
            utm_source: None,
            created_at: "2026-11-02T10:00:00.000Z".into(),
        }
    }
}

/// Stores `s` directly (a chosen time of arrival), with the catalogue area
/// its location resolves to and its contact keys as the API stores them;
/// returns its id.
pub async fn store(pool: &AnyPool, s: Stored) -> i64 {
    use sqlx::Row;
    let keys = api::enquiries::contact_keys::contact_keys(s.phone, s.email);
    sqlx::query(
        "INSERT INTO enquiries (created_at, status, name, phone, email, service, message, location, is_emergency, utm_source, user_agent, access_token, area_slug, phone_tail, email_key) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'Test', $11, $12, $13, $14) RETURNING id",
    )
    .bind(&s.created_at)
    .bind(s.status)
    .bind(s.name)
    .bind(s.phone)
    .bind(s.email)
    .bind(s.service)
    .bind(s.message)
    .bind(s.location)
    .bind(s.emergency as i64)
    .bind(s.utm_source)
    // Every record gets the no-JavaScript page's secret, so the tests can
    // see that no answer ever carries it.
    .bind(format!("secret-{}", api::store::tokens::random_token()))
    .bind(s.location.and_then(api::enquiries::area::resolve))
    .bind(keys.phone_tail)
    .bind(keys.email_key)
    .fetch_one(pool)
    .await
    .unwrap()
    .try_get("id")
    .unwrap()
}

/// `hours` before now, as `created_at` is stored.
fn hours_ago(hours: i64) -> String {
    (chrono::Utc::now() - chrono::Duration::hours(hours))
        .to_rfc3339_opts(chrono::SecondsFormat::Millis, true)
}

fn at(day: u32, hour: u32) -> String {
    format!("2026-11-{day:02}T{hour:02}:00:00.000Z")
}

fn ids(body: &Value) -> Vec<i64> {
    body["leads"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| l["id"].as_i64().unwrap())
        .collect()
}

/// A lead page's other enquiries from the same person, as (id, how they match).
pub fn related_of(body: &Value) -> Vec<(i64, &str)> {
    body["related"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| (r["id"].as_i64().unwrap(), r["same"].as_str().unwrap()))
        .collect()
}

mod mail;
mod pulse;
mod related;
mod search;
mod stages;
mod triage;
mod views;
