//! Alerts on the owner's phone (issue 23.2): Web Push to the browsers where
//! the owner turned alerts on. An emergency goes to every such browser, any
//! other lead to those that asked for every lead, an overdue follow-up to all
//! of them once. Like mail, a push is queued and sent by a background worker
//! ([`worker`]); unlike mail it is dropped after `PUSH_MAX_AGE_SECS`, because
//! an alert minutes late is worse than none, and the email is still there.
//! Queueing happens after the lead is stored and never fails the request.
//! A new enquiry alerts every account; a later event on a lead assigned to
//! someone alerts only that account's devices ([`Recipients`], issue 33.7).

pub mod subscription;
pub mod vapid;
pub mod worker;

use crate::config::Config;
use crate::enquiries::Enquiry;
use crate::store::db::{self, Db};
use serde::Serialize;
use sqlx::Row;
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::{Notify, OnceCell};

pub use vapid::{Vapid, VapidError};

/// What each instance keeps for pushing: the signing key (read once), the
/// HTTP client and the worker's doorbell.
pub struct Push {
    pub wake: Arc<Notify>,
    key: OnceCell<Vapid>,
    client: reqwest::Client,
}

impl Push {
    pub fn new() -> Push {
        let client = reqwest::Client::builder()
            // A push service answers at once or not at all; never follow a
            // redirect to somewhere the endpoint check did not allow.
            .timeout(Duration::from_secs(10))
            .redirect(reqwest::redirect::Policy::none())
            .build()
            .expect("the push HTTP client builds with fixed settings");
        Push {
            wake: Arc::new(Notify::new()),
            key: OnceCell::new(),
            client,
        }
    }

    /// The VAPID key, loaded (or made) on first use.
    pub async fn key(&self, db: &Db, configured: Option<&str>) -> Result<&Vapid, VapidError> {
        self.key
            .get_or_try_init(|| Vapid::load(db, configured))
            .await
    }
}

impl Default for Push {
    fn default() -> Self {
        Push::new()
    }
}

/// Why a push was queued; stored in `push_queue.kind`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Emergency,
    Lead,
    Overdue,
    Test,
    /// A customer accepted a quote online.
    QuoteAccepted,
    /// A customer withdrew their agreement to show their job (issue 34.3).
    ConsentWithdrawn,
}

impl Kind {
    pub fn as_str(self) -> &'static str {
        match self {
            Kind::Emergency => "emergency",
            Kind::Lead => "lead",
            Kind::Overdue => "overdue",
            Kind::Test => "test",
            Kind::QuoteAccepted => "quote-accepted",
            Kind::ConsentWithdrawn => "consent-withdrawn",
        }
    }
}

/// What the phone shows: the service worker turns this into a notification
/// and opens `url` when it is tapped. Kept well under the 4 KB a push
/// carries.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Alert {
    pub title: String,
    pub body: String,
    /// A path on this site: the lead in the inbox.
    pub url: String,
    /// A newer alert with the same tag replaces the older on the phone.
    pub tag: String,
    /// Emergencies stay on screen until dealt with.
    pub urgent: bool,
}

/// At most `max` characters, cut at a word with an ellipsis.
fn clip(text: &str, max: usize) -> String {
    let text = text.split_whitespace().collect::<Vec<_>>().join(" ");
    if text.chars().count() <= max {
        return text;
    }
    let cut: String = text.chars().take(max).collect();
    let cut = cut.rsplit_once(' ').map_or(cut.as_str(), |(head, _)| head);
    format!("{}…", cut.trim_end_matches([',', '.', ';', ':']))
}

impl Alert {
    /// A new lead: who, where and what, as the owner would read it at a
    /// glance on a locked phone.
    pub fn lead(e: &Enquiry) -> Alert {
        let what = if e.is_emergency {
            "Emergency"
        } else {
            "New lead"
        };
        let mut body = clip(&e.name, 60);
        if let Some(place) = e.location.as_deref().filter(|l| !l.trim().is_empty()) {
            body.push_str(&format!(", {}", clip(place, 40)));
        }
        if let Some(message) = e.message.as_deref().filter(|m| !m.trim().is_empty()) {
            body.push_str(&format!(": {}", clip(message, 140)));
        }
        Alert {
            title: format!("{what} #{}: {}", e.id, clip(&e.service, 60)),
            body,
            url: format!("/admin#/leads/{}", e.id),
            tag: format!("lead-{}", e.id),
            urgent: e.is_emergency,
        }
    }

    pub fn overdue(id: i64, name: &str, service: &str, due: &str) -> Alert {
        let due = chrono::NaiveDate::parse_from_str(due, "%Y-%m-%d")
            .map(crate::store::uk_time::long_date)
            .unwrap_or_else(|_| due.to_string());
        Alert {
            title: format!("Follow-up due #{id}: {}", clip(service, 60)),
            body: format!("{}: you meant to follow up by {due}.", clip(name, 60)),
            url: format!("/admin#/leads/{id}"),
            tag: format!("lead-{id}"),
            urgent: false,
        }
    }

    /// A quote accepted online: money in, worth a look now.
    pub fn quote_accepted(e: &Enquiry, name: &str, version: i64, pence: i64) -> Alert {
        Alert {
            title: format!("Quote accepted #{}: {}", e.id, clip(&e.service, 60)),
            body: format!(
                "{} accepted quote v{version} for {} online.",
                clip(name, 60),
                content_model::admin::pounds(pence)
            ),
            url: format!("/admin#/leads/{}", e.id),
            tag: format!("lead-{}", e.id),
            urgent: false,
        }
    }

    /// The customer no longer agrees to their job being shown: the owner
    /// should run the import soon, so the site stops showing it.
    pub fn consent_withdrawn(e: &Enquiry) -> Alert {
        Alert {
            title: format!("Consent withdrawn #{}: {}", e.id, clip(&e.service, 60)),
            body: "The customer no longer agrees to their job being shown. The next import takes it off the website.".into(),
            url: format!("/admin#/leads/{}", e.id),
            tag: format!("lead-{}", e.id),
            urgent: false,
        }
    }

    pub fn test() -> Alert {
        Alert {
            title: "Test alert".into(),
            body: "Alerts reach this device. Emergencies will arrive like this.".into(),
            url: "/admin".into(),
            tag: "test".into(),
            urgent: false,
        }
    }
}

/// Queues `alert` for each subscription in `subscriptions`.
async fn enqueue(
    db: &Db,
    max_age: Duration,
    subscriptions: &[i64],
    kind: Kind,
    enquiry_id: Option<i64>,
    alert: &Alert,
) -> Result<usize, sqlx::Error> {
    let payload = serde_json::to_string(alert).expect("an alert serialises");
    let now = db::now();
    let expires = db::timestamp_in(max_age);
    for id in subscriptions {
        sqlx::query(
            "INSERT INTO push_queue (subscription_id, kind, enquiry_id, payload, urgent, created_at, expires_at, next_attempt_at) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
        )
        .bind(id)
        .bind(kind.as_str())
        .bind(enquiry_id)
        .bind(&payload)
        .bind(i64::from(alert.urgent))
        .bind(&now)
        .bind(&expires)
        .bind(&now)
        .execute(&db.pool)
        .await?;
    }
    Ok(subscriptions.len())
}

/// Whose devices an alert goes to (issue 33.7).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Recipients {
    /// Every account's: a new enquiry, a lead nobody is assigned.
    Everyone,
    /// One account's: the assignee of the lead the alert is about.
    Account(i64),
}

impl Recipients {
    /// For a later event on a lead assigned to `assignee` (or to nobody).
    pub fn for_lead(assignee: Option<i64>) -> Recipients {
        assignee.map_or(Recipients::Everyone, Recipients::Account)
    }
}

/// The subscriptions meeting `condition` (fixed SQL, never input) among
/// `to`'s. An assignee with no device on gets none: the alert goes to
/// everyone's instead, so it is never lost for want of a phone.
async fn subscriptions_where(
    db: &Db,
    condition: &str,
    to: Recipients,
) -> Result<Vec<i64>, sqlx::Error> {
    let select = |whose: String| async move {
        sqlx::query(&format!(
            "SELECT id FROM push_subscriptions WHERE ({condition}){whose} ORDER BY id"
        ))
        .fetch_all(&db.pool)
        .await?
        .iter()
        .map(|row| row.try_get::<i64, _>("id"))
        .collect::<Result<Vec<i64>, sqlx::Error>>()
    };
    if let Recipients::Account(id) = to {
        // The account's id, a number: written in, not bound.
        let theirs = select(format!(" AND owner_id = {id}")).await?;
        if !theirs.is_empty() {
            return Ok(theirs);
        }
    }
    select(String::new()).await
}

fn max_age(cfg: &Config) -> Duration {
    Duration::from_secs(cfg.push_max_age_secs)
}

/// After a lead is stored (or released from spam): alert every browser that
/// wants it. Failure is logged, never returned: the lead is already safe and
/// its email queued.
pub async fn lead_stored(db: &Db, cfg: &Config, push: &Push, e: &Enquiry) {
    let condition = if e.is_emergency {
        "1 = 1"
    } else {
        "all_leads = 1"
    };
    let kind = if e.is_emergency {
        Kind::Emergency
    } else {
        Kind::Lead
    };
    let queued = async {
        // A new enquiry is nobody's yet: everyone hears of it.
        let to = subscriptions_where(db, condition, Recipients::Everyone).await?;
        enqueue(db, max_age(cfg), &to, kind, Some(e.id), &Alert::lead(e)).await
    }
    .await;
    match queued {
        Ok(0) => {}
        Ok(n) => {
            push.wake.notify_one();
            tracing::info!(id = e.id, pushes = n, kind = kind.as_str(), "push queued");
        }
        Err(err) => {
            tracing::error!(id = e.id, error = %err, "could not queue the push for a stored lead; its email is queued")
        }
    }
}

/// After a customer accepted a quote (committed): alert the lead's assignee,
/// or everyone (`about_lead`). Failure is logged, never returned: the
/// acceptance is stored and the owner's email queued.
pub async fn quote_accepted(
    db: &Db,
    cfg: &Config,
    push: &Push,
    e: &Enquiry,
    name: &str,
    version: i64,
    pence: i64,
) {
    let alert = Alert::quote_accepted(e, name, version, pence);
    about_lead(db, cfg, push, Kind::QuoteAccepted, e.id, &alert).await;
}

/// The owner's test: one alert to one subscription.
pub async fn test(
    db: &Db,
    cfg: &Config,
    push: &Push,
    subscription_id: i64,
) -> Result<(), sqlx::Error> {
    enqueue(
        db,
        max_age(cfg),
        &[subscription_id],
        Kind::Test,
        None,
        &Alert::test(),
    )
    .await?;
    push.wake.notify_one();
    Ok(())
}

/// Leads that turned overdue since the last look, each pushed once to every
/// browser with alerts on. Claimed by one conditional update per lead, so
/// instances running together push it once between them; a new follow-up
/// date makes the lead eligible again.
pub async fn overdue(db: &Db, max_age: Duration) -> Result<usize, sqlx::Error> {
    let today = crate::store::uk_time::today();
    let due = crate::enquiries::overdue::not_pushed(db, &today).await?;
    if due.is_empty() {
        return Ok(0);
    }
    if subscriptions_where(db, "1 = 1", Recipients::Everyone)
        .await?
        .is_empty()
    {
        // Nobody to tell yet: the first device to turn alerts on is.
        return Ok(0);
    }
    let mut queued = 0;
    for lead in due {
        let (id, Some(on)) = (lead.e.id, lead.follow_up_on.as_deref()) else {
            continue;
        };
        if crate::enquiries::overdue::claim_push(db, id, on).await? {
            let alert = Alert::overdue(id, &lead.e.name, &lead.e.service, on);
            let to =
                subscriptions_where(db, "1 = 1", Recipients::for_lead(lead.assigned_to)).await?;
            queued += enqueue(db, max_age, &to, Kind::Overdue, Some(id), &alert).await?;
        }
    }
    Ok(queued)
}

/// A later event on lead `enquiry_id` (a quote accepted, a follow-up due):
/// `alert` to its assignee's devices, or everyone's when it has none.
/// Failure is logged, never returned, as for [`lead_stored`].
pub async fn about_lead(
    db: &Db,
    cfg: &Config,
    push: &Push,
    kind: Kind,
    enquiry_id: i64,
    alert: &Alert,
) {
    let queued = async {
        let assignee: Option<i64> =
            sqlx::query_scalar("SELECT assigned_to FROM enquiries WHERE id = $1")
                .bind(enquiry_id)
                .fetch_optional(&db.pool)
                .await?
                .flatten();
        let to = subscriptions_where(db, "1 = 1", Recipients::for_lead(assignee)).await?;
        enqueue(db, max_age(cfg), &to, kind, Some(enquiry_id), alert).await
    }
    .await;
    match queued {
        Ok(0) => {}
        Ok(_) => push.wake.notify_one(),
        Err(err) => {
            tracing::error!(id = enquiry_id, error = %err, "could not queue the push about a lead")
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_long_message_is_cut_at_a_word() {
        assert_eq!(clip("short", 10), "short");
        assert_eq!(clip("one two three four", 9), "one two…");
        assert_eq!(clip("  spaced \n out  ", 20), "spaced out");
    }
}
