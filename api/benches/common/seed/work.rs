//! The work done on a lead, step by step as the inbox records it: each step
//! writes its history (`lead_events`, oldest first), the rows it makes
//! (quotes, visits, reviews, a job draft and its consent) and the mail it
//! sends; the lead's own columns come back in [`Done`].

use super::{Refused, Value, ids, insert, opt, opt_int, stored, t};
use chrono::{DateTime, Duration, NaiveTime, Utc};
use rand::Rng;
use rand::rngs::StdRng;
use sha2::{Digest, Sha256};
use sqlx::AnyPool;

const OWNERS: [&str; 2] = ["owner@kelvintrades.example", "kirsty@kelvintrades.example"];
const NOTES: [&str; 8] = [
    "Left a voicemail, will try again after five.",
    "Customer prefers a call after work; the close door entry is broken, phone on arrival.",
    "Needs the landlord's permission before any work starts.",
    "Asked for photographs of the boiler's data plate.",
    "Parking is permit only: bring a visitor's permit.",
    "Neighbour downstairs reports the leak too, same stack.",
    "Customer is away until the end of the month.",
    "Price agreed on the phone, written quote to follow.",
];
const LINES: [(&str, i64, i64); 5] = [
    ("Labour", 6_000, 90_000),
    ("Materials and parts", 2_000, 120_000),
    ("Call-out and first hour", 6_000, 9_500),
    ("Waste removal and tidy up", 2_500, 8_000),
    ("Making good: plaster and paint", 8_000, 40_000),
];
const LOST: [&str; 5] = ["price", "other-firm", "timing", "not-needed", "other"];
const PROPERTIES: [&str; 4] = [
    "tenement flat",
    "terraced house",
    "semi-detached house",
    "bungalow",
];

/// A lead as the work on it needs it.
pub(super) struct Lead {
    pub(super) index: usize,
    pub(super) at: DateTime<Utc>,
    pub(super) name: String,
    pub(super) email: Option<String>,
    pub(super) service: String,
    pub(super) service_slug: String,
    /// The catalogue area (name, slug) the place typed resolves to.
    pub(super) area: Option<(String, String)>,
}

/// The lead's columns the work sets.
pub(super) struct Done {
    pub(super) stage: &'static str,
    pub(super) stage_changed_at: Option<String>,
    pub(super) changes: i64,
    pub(super) first_contact_at: Option<String>,
    pub(super) follow_up_on: Option<String>,
    pub(super) quoted_pence: Option<i64>,
    pub(super) quoted_at: Option<String>,
    pub(super) won_pence: Option<i64>,
    pub(super) won_at: Option<String>,
    pub(super) won_source: Option<String>,
    pub(super) lost_reason: Option<String>,
    pub(super) chased_at: Option<String>,
    pub(super) review_requested_at: Option<String>,
    pub(super) review_requested_via: Option<String>,
}

impl Default for Done {
    fn default() -> Done {
        Done {
            stage: "new",
            stage_changed_at: None,
            changes: 0,
            first_contact_at: None,
            follow_up_on: None,
            quoted_pence: None,
            quoted_at: None,
            won_pence: None,
            won_at: None,
            won_source: None,
            lost_reason: None,
            chased_at: None,
            review_requested_at: None,
            review_requested_via: None,
        }
    }
}

/// Every row the work makes, to be inserted once the leads have ids.
pub(super) struct Work {
    now: DateTime<Utc>,
    events: Vec<Vec<Value>>,
    quotes: Vec<Vec<Value>>,
    visits: Vec<Vec<Value>>,
    mail: Vec<Vec<Value>>,
    reviews: Vec<Vec<Value>>,
    drafts: Vec<Vec<Value>>,
    /// `Value::Ref` is the draft's place in `drafts`.
    consents: Vec<Vec<Value>>,
    /// The lead being walked: its events, sorted by time when it is done.
    pending: Vec<(DateTime<Utc>, Vec<Value>)>,
}

fn day(t: DateTime<Utc>) -> String {
    api::store::uk_time::day(t).format("%Y-%m-%d").to_string()
}

fn token(rng: &mut StdRng) -> (String, String) {
    let token: String = (0..32)
        .map(|_| format!("{:02x}", rng.r#gen::<u8>()))
        .collect();
    let hash = hex::encode(Sha256::digest(token.as_bytes()));
    (token, hash)
}

fn minutes(rng: &mut StdRng, from: i64, to: i64) -> Duration {
    Duration::minutes(rng.gen_range(from..to))
}

impl Work {
    pub(super) fn new(now: DateTime<Utc>) -> Work {
        Work {
            now,
            events: Vec::new(),
            quotes: Vec::new(),
            visits: Vec::new(),
            mail: Vec::new(),
            reviews: Vec::new(),
            drafts: Vec::new(),
            consents: Vec::new(),
            pending: Vec::new(),
        }
    }

    pub(super) fn owner(&self) -> &'static str {
        OWNERS[0]
    }

    #[allow(clippy::too_many_arguments)]
    fn event(
        &mut self,
        lead: &Lead,
        at: DateTime<Utc>,
        kind: &str,
        from: Option<&str>,
        to: Option<&str>,
        note: Option<String>,
        amount: Option<i64>,
        reason: Option<&str>,
    ) {
        let by = OWNERS[(lead.index + at.timestamp() as usize) % 7 / 6];
        self.pending.push((
            at,
            vec![
                Value::Ref(lead.index),
                t(stored(at)),
                t(by),
                t(kind),
                opt(from.map(str::to_string)),
                opt(to.map(str::to_string)),
                opt(note),
                opt_int(amount),
                opt(reason.map(str::to_string)),
            ],
        ));
    }

    fn send(&mut self, lead: &Lead, at: DateTime<Utc>, kind: &str, subject: String, body: &str) {
        let Some(to) = lead.email.clone() else { return };
        let at = stored(at);
        self.mail.push(vec![
            t(at.clone()),
            t(kind),
            Value::Ref(lead.index),
            t(to),
            t(subject),
            t(body),
            t(format!("<p>{body}</p>")),
            Value::Int(1),
            t(at.clone()),
            t("sent"),
            opt(Some(at)),
            Value::Null,
        ]);
    }

    /// The mail every enquiry sends on arrival: the owner's notification, and
    /// the customer's acknowledgement when they gave an email address.
    pub(super) fn arrival_mail(&mut self, rng: &mut StdRng, lead: &Lead, status: &str) {
        if status == "spam" {
            return;
        }
        let at = stored(lead.at);
        let mut kinds = vec![(
            "enquiry-notification",
            "owner@kelvintrades.example".to_string(),
        )];
        if let Some(e) = &lead.email {
            kinds.push(("enquiry-acknowledgement", e.clone()));
        }
        for (kind, to) in kinds {
            // A few still waiting or failed, as the mail log shows them.
            let state = match rng.gen_range(0..1000) {
                0..=991 => "sent",
                992..=995 => "failed",
                996..=997 => "pending",
                _ => "abandoned",
            };
            self.mail.push(vec![
                t(at.clone()),
                t(kind),
                Value::Ref(lead.index),
                t(to),
                t(format!("New enquiry: {}", lead.service)),
                t("A new enquiry from the website."),
                t("<p>A new enquiry from the website.</p>"),
                Value::Int(if state == "sent" { 1 } else { 3 }),
                t(at.clone()),
                t(state),
                opt((state == "sent").then(|| at.clone())),
                opt((state == "failed").then(|| "550 mailbox unavailable".to_string())),
            ]);
        }
    }

    pub(super) fn archived(&mut self, rng: &mut StdRng, lead: &Lead) -> Done {
        let at = (lead.at + minutes(rng, 30, 3000)).min(self.now);
        self.event(
            lead,
            at,
            "status",
            Some("new"),
            Some("archived"),
            None,
            None,
            None,
        );
        self.finish(Done::default())
    }

    /// Writes the lead's events in the order they happened; each was one
    /// change to the lead, so one more on its version.
    fn finish(&mut self, mut done: Done) -> Done {
        done.changes = self.pending.len() as i64;
        self.pending.sort_by_key(|(at, _)| *at);
        self.events
            .extend(self.pending.drain(..).map(|(_, row)| row));
        done
    }

    /// Books a visit of `kind` about `days` after `from`, at a daytime hour
    /// on London's clock; returns when it ends.
    fn visit(
        &mut self,
        rng: &mut StdRng,
        lead: &Lead,
        kind: &str,
        from: DateTime<Utc>,
        days: (i64, i64),
    ) -> DateTime<Utc> {
        let date = api::store::uk_time::day(from) + Duration::days(rng.gen_range(days.0..days.1));
        let wall = date.and_time(
            NaiveTime::from_hms_opt(rng.gen_range(8..16), [0, 30][rng.gen_range(0..2)], 0).unwrap(),
        );
        let starts = api::store::uk_time::from_local(wall).unwrap_or(from + Duration::days(days.0));
        let length = [60, 90, 120, 240][rng.gen_range(0..4)];
        let cancelled = rng.gen_range(0..20) == 0 && starts < self.now;
        let (token, _) = token(rng);
        self.visits.push(vec![
            Value::Ref(lead.index),
            t(format!("visit-{token}@kelvintrades.example")),
            t(kind),
            t(stored(starts)),
            t(wall.format("%Y-%m-%dT%H:%M").to_string()),
            Value::Int(length),
            t(["Iain", "Kirsty", "Davie"][rng.gen_range(0..3)]),
            t(if cancelled { "cancelled" } else { "booked" }),
            Value::Int(cancelled as i64),
            t(stored(from)),
            t(OWNERS[0]),
            t(stored(from)),
            opt((starts - Duration::days(1) < self.now && !cancelled)
                .then(|| stored(starts - Duration::days(1)))),
        ]);
        let when = format!("{kind} visit on {}", wall.format("%d/%m/%Y at %H:%M"));
        self.event(
            lead,
            from,
            "visit",
            None,
            Some("booked"),
            Some(format!("Booked the {when}.")),
            None,
            None,
        );
        self.send(
            lead,
            from,
            "visit-booked",
            format!("Your {kind} visit"),
            &when,
        );
        if cancelled {
            let at = (starts - Duration::hours(20)).max(from);
            self.event(
                lead,
                at,
                "visit",
                None,
                Some("cancelled"),
                Some(format!("Cancelled the {when}.")),
                None,
                None,
            );
        }
        starts + Duration::minutes(length)
    }

    fn reply(&mut self, rng: &mut StdRng, lead: &Lead, at: DateTime<Utc>, key: &str) {
        let channel = if lead.email.is_some() && rng.gen_range(0..2) == 0 {
            "email"
        } else {
            "whatsapp"
        };
        let words = format!("Hello, about your {} request: {key}.", lead.service);
        self.event(
            lead,
            at,
            "reply",
            Some(key),
            Some(channel),
            Some(words.clone()),
            None,
            None,
        );
        if channel == "email" {
            self.send(
                lead,
                at,
                "lead-reply",
                format!("About your {} request", lead.service),
                &words,
            );
        }
    }

    /// A quote, version `version`, sent at `at`; returns its total.
    fn quote(
        &mut self,
        rng: &mut StdRng,
        lead: &Lead,
        version: i64,
        at: DateTime<Utc>,
        status: &str,
        decided: Option<DateTime<Utc>>,
    ) -> i64 {
        let count = rng.gen_range(1..=4);
        let lines: Vec<serde_json::Value> = LINES[..count]
            .iter()
            .map(|(what, lo, hi)| {
                let what = if *what == "Labour" {
                    format!("Labour: {}", lead.service)
                } else {
                    what.to_string()
                };
                serde_json::json!({ "description": what, "amountPence": rng.gen_range(*lo..*hi) })
            })
            .collect();
        let total: i64 = lines
            .iter()
            .map(|l| l["amountPence"].as_i64().unwrap())
            .sum();
        let (token, hash) = token(rng);
        self.quotes.push(vec![
            Value::Ref(lead.index),
            Value::Int(version),
            t(serde_json::Value::Array(lines).to_string()),
            Value::Int(total),
            Value::Int(2000),
            t("GB000000000"),
            t(day(at + Duration::days(30))),
            t(OWNERS[0]),
            t(stored(at)),
            t(status),
            opt(decided.map(stored)),
            opt((status == "accepted").then(|| lead.name.clone())),
            opt((status == "declined")
                .then(|| "We went with a cheaper price, thank you.".to_string())),
            t(token),
            t(hash),
        ]);
        let pounds = api::enquiries::money::pounds(total);
        self.event(
            lead,
            at,
            "quote",
            None,
            None,
            Some(format!("Sent quote v{version} ({pounds})")),
            Some(total),
            None,
        );
        self.send(
            lead,
            at,
            "quote",
            format!("Your quote for {}", lead.service),
            &pounds,
        );
        total
    }
}

mod walk;

impl Work {
    /// Inserts every row made, the leads' ids known.
    pub(super) async fn insert(self, pool: &AnyPool, leads: &[i64]) -> Result<(), Refused> {
        insert(pool, "INSERT INTO lead_events (enquiry_id, at, by_owner, kind, from_stage, to_stage, note, amount_pence, reason)", &self.events, leads).await?;
        insert(pool, "INSERT INTO quotes (enquiry_id, version, lines, total_pence, vat_rate_bp, vat_number, valid_until, created_by, created_at, status, decided_at, accepted_name, decline_reason, token, token_hash)", &self.quotes, leads).await?;
        insert(pool, "INSERT INTO visits (enquiry_id, uid, kind, starts_at, local_start, minutes, who, status, sequence, created_at, created_by, updated_at, reminded_at)", &self.visits, leads).await?;
        insert(pool, "INSERT INTO outbox (created_at, kind, enquiry_id, to_address, subject, body_text, body_html, attempts, next_attempt_at, state, sent_at, last_error)", &self.mail, leads).await?;
        insert(pool, "INSERT INTO reviews (enquiry_id, platform, url, rating, body, published_on, first_name, town, service_slug, area_slug, recorded_at, recorded_by)", &self.reviews, leads).await?;
        insert(pool, "INSERT INTO job_drafts (enquiry_id, slug, service_slug, area_slug, completed_month, property, problem, work_done, outcome, took_unit, took_amount, price_from_pounds, price_to_pounds, created_at, created_by, updated_at, updated_by)", &self.drafts, leads).await?;
        let drafts = ids(pool, "job_drafts").await?;
        insert(pool, "INSERT INTO consents (draft_id, token, token_hash, sent_at, sent_by, sent_via, status, with_neighbourhood, shown_hash, decided_at)", &self.consents, &drafts).await
    }
}
