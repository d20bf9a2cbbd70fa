//! The optional daily digest (issue 11.8): with `DAILY_DIGEST=true`, one
//! email a day to NOTIFY_EMAIL at `DIGEST_HOUR` London time, about the day
//! before: its real leads, the taps on the phone and WhatsApp links, the mail
//! that failed and has not been dealt with, and the pages that win the most
//! enquiries. It goes through the outbox like
//! every other email. A row per day in `daily_digests` is the claim: of two
//! instances deciding at once that the digest is due, only the one whose
//! insert succeeds queues it.
//!
//! A digest is settled mail about no enquiry, so the retention job deletes
//! it after 30 days (`outbox::purge_settled_without_enquiry_before`).

use crate::config::Config;
use crate::enquiries::EnquiryStatus;
use crate::mail::OutgoingMail;
use crate::mail::templates;
use crate::store::db::{self, Db};
use crate::store::uk_time;
use chrono::{DateTime, Duration, NaiveDate, Timelike, Utc};
use serde::Serialize;
use sqlx::Row;
use std::sync::Arc;
use tokio::sync::Notify;

/// The outbox kind; priority 2 like other mail that can wait.
pub const KIND: &str = "daily-digest";

/// Failed emails listed one by one; more are counted.
const FAILURES_LISTED: i64 = 20;
const TOP_PAGES: i64 = 5;

/// An open lead whose follow-up date has passed (issue 23.3).
#[derive(Serialize)]
struct Overdue {
    id: i64,
    name: String,
    service: String,
    /// `Monday 23 November 2026`.
    due: String,
}

#[derive(Serialize)]
struct Lead {
    id: i64,
    /// London wall-clock time it arrived, `14:05`.
    time: String,
    name: String,
    service: String,
    area: Option<String>,
    /// Where the owner has got to with it (`new` until contacted).
    stage: String,
    emergency: bool,
}

/// A quote due a reminder (issue 33.3).
#[derive(Serialize)]
struct Chase {
    id: i64,
    name: String,
    service: String,
    /// `£1,234.50`, when the quote had an amount.
    amount: Option<String>,
    /// `Monday 23 November 2026`: when it was quoted.
    quoted: String,
}

/// The value of the jobs won in the seven days to the digest's day.
#[derive(Serialize)]
struct WonWeek {
    jobs: usize,
    /// `£1,234.50`.
    value: String,
}

#[derive(Serialize)]
struct Failure {
    what: &'static str,
    reference: String,
    to: String,
    reason: String,
}

#[derive(Serialize)]
struct TopPage {
    path: String,
    views: i64,
    enquiries: i64,
}

fn describe(kind: &str) -> &'static str {
    match kind {
        crate::notify::outbox::NOTIFICATION => "Enquiry notification to you",
        crate::notify::outbox::ACKNOWLEDGEMENT => "Acknowledgement to the customer",
        "newsletter-confirm" => "Newsletter confirmation",
        crate::notify::outbox::FAILURE_SUMMARY => "Delivery report to you",
        KIND => "Daily summary to you",
        "visit-booked" => "Visit confirmation to the customer",
        "visit-moved" => "Visit update to the customer",
        "visit-cancelled" => "Visit cancellation to the customer",
        "visit-reminder" => "Visit reminder to the customer",
        "lead-reply" => "Reply to the customer",
        "quote-chase" => "Quote reminder to the customer",
        _ => "Email",
    }
}

/// The enquiries of `status` that arrived between `from` and `until`, in order.
async fn arrived(
    db: &Db,
    status: EnquiryStatus,
    from: DateTime<Utc>,
    until: DateTime<Utc>,
) -> Result<Vec<Lead>, sqlx::Error> {
    Ok(crate::enquiries::list::arrived(db, status, from, until)
        .await?
        .into_iter()
        .map(|l| Lead {
            time: DateTime::parse_from_rfc3339(&l.e.created_at)
                .map(|t| uk_time::local(t.to_utc()).format("%H:%M").to_string())
                .unwrap_or_default(),
            id: l.e.id,
            name: l.e.name,
            service: l.e.service,
            area: l.e.location,
            stage: l.stage.as_str().to_string(),
            emergency: l.e.is_emergency,
        })
        .collect())
}

/// 'N jobs and M reviews are ready for the website: run `just import-proof`',
/// or `None` when nothing waits.
pub fn waiting_sentence(jobs: u32, reviews: u32) -> Option<String> {
    let n = |k: u32, one: &str| format!("{k} {one}{}", if k == 1 { "" } else { "s" });
    let what = match (jobs, reviews) {
        (0, 0) => return None,
        (j, 0) => n(j, "job"),
        (0, r) => n(r, "review"),
        (j, r) => format!("{} and {}", n(j, "job"), n(r, "review")),
    };
    let verb = if jobs + reviews == 1 { "is" } else { "are" };
    Some(format!(
        "{what} {verb} ready for the website: run `just import-proof`"
    ))
}

/// The digest about London's `day`, rendered.
async fn render(
    db: &Db,
    site_url: &str,
    to: &str,
    day: NaiveDate,
) -> Result<OutgoingMail, sqlx::Error> {
    let from = uk_time::midnight(day);
    let until = uk_time::midnight(day.succ_opt().unwrap_or(day));
    let leads = arrived(db, EnquiryStatus::New, from, until).await?;
    // Forms sent without JavaScript that failed a check (issue 23.6): a
    // customer who gave up half-way is still a lead to call back.
    let incomplete = arrived(db, EnquiryStatus::Incomplete, from, until).await?;
    // Overdue as the digest is read, the morning after its day.
    let read_on = day.succ_opt().unwrap_or(day).format("%Y-%m-%d").to_string();
    let mut overdue = Vec::new();
    for lead in crate::enquiries::overdue::leads(db, &read_on, 50).await? {
        let due = lead.follow_up_on.unwrap_or_default();
        overdue.push(Overdue {
            id: lead.e.id,
            name: lead.e.name,
            service: lead.e.service,
            due: NaiveDate::parse_from_str(&due, "%Y-%m-%d")
                .map(uk_time::long_date)
                .unwrap_or(due),
        });
    }
    let chase: Vec<Chase> = crate::enquiries::chase::leads(db, Utc::now(), 50)
        .await?
        .into_iter()
        .map(|l| Chase {
            id: l.e.id,
            name: l.e.name,
            service: l.e.service,
            amount: l.quoted_pence.map(crate::enquiries::money::pounds),
            quoted: l
                .quoted_at
                .as_deref()
                .and_then(uk_time::day_of)
                .and_then(|d| NaiveDate::parse_from_str(&d, "%Y-%m-%d").ok())
                .map(uk_time::long_date)
                .unwrap_or_default(),
        })
        .collect();
    // The week to the digest's day, its day included; summed here as
    // integers, so to the penny on either database.
    let won = crate::enquiries::list::won_between(
        db,
        uk_time::midnight(day - Duration::days(6)),
        until,
        100_000,
    )
    .await?;
    let won_week = WonWeek {
        jobs: won.len(),
        value: crate::enquiries::money::pounds(won.iter().filter_map(|l| l.won_pence).sum()),
    };
    let emergencies = leads.iter().filter(|l| l.emergency).count();
    // Failed and neither retried nor abandoned by the owner: still to deal with.
    let failed_count = crate::notify::outbox::owner::count_by_state(db)
        .await?
        .get(crate::notify::outbox::State::Failed.as_str())
        .copied()
        .unwrap_or(0);
    let failures: Vec<Failure> = crate::notify::outbox::owner::list(
        db,
        Some(crate::notify::outbox::State::Failed),
        FAILURES_LISTED,
    )
    .await?
    .into_iter()
    .map(|m| Failure {
        what: describe(&m.kind),
        reference: m
            .enquiry_id
            .map(|id| format!("enquiry #{id}"))
            .unwrap_or_else(|| "-".into()),
        to: m.to,
        reason: m.failure_reason.unwrap_or_else(|| "not known".into()),
    })
    .collect();
    let more_failures = failed_count - failures.len() as i64;
    // PostgreSQL sums integers as NUMERIC: cast back to read an i64.
    // Counted views are totals per page (no per-day figures to read), so
    // the top pages are over everything held, not just the one day.
    let mut top_pages = Vec::new();
    for r in sqlx::query(&format!(
        "WITH leads AS ({}) \
         SELECT page_path, CAST(SUM(views) AS BIGINT) AS views, \
           CAST(SUM(enquiries) AS BIGINT) AS enquiries FROM ( \
           SELECT page_path, views, 0 AS enquiries FROM page_analytics \
           UNION ALL \
           SELECT page_path, 0 AS views, enquiries FROM leads \
         ) pages GROUP BY page_path \
         ORDER BY SUM(enquiries) DESC, SUM(views) DESC, page_path LIMIT $1",
        crate::enquiries::list::LEADS_BY_PAGE
    ))
    .bind(TOP_PAGES)
    .fetch_all(&db.pool)
    .await?
    {
        top_pages.push(TopPage {
            path: r.try_get("page_path")?,
            views: r.try_get("views")?,
            enquiries: r.try_get("enquiries")?,
        });
    }
    // Taps on the phone and WhatsApp links that day (issue 13.4): most
    // leads call or chat, and those never reach the inbox as leads.
    let (mut calls, mut chats) = (0_i64, 0_i64);
    for r in sqlx::query(
        "SELECT kind, CAST(SUM(clicks) AS BIGINT) AS n FROM contact_clicks_daily \
         WHERE day = $1 GROUP BY kind",
    )
    .bind(day.format("%Y-%m-%d").to_string())
    .fetch_all(&db.pool)
    .await?
    {
        let n: i64 = r.try_get("n")?;
        match r.try_get::<String, _>("kind")?.as_str() {
            "call" => calls += n,
            _ => chats += n,
        }
    }
    let b = templates::business(site_url);
    let day_long = uk_time::long_date(day);
    // Issue 34.5: what waits for `just import-proof` (a sentence, or none).
    let waiting = crate::proof::status::overview(db, &crate::proof::status::served()).await?;
    let website = waiting_sentence(waiting.ready_jobs, waiting.ready_reviews);
    let ctx = minijinja::context! {
        b, day_long, leads, incomplete, overdue, chase, won_week, emergencies, calls, chats, failures, failed_count, more_failures, top_pages, website
    };
    // Our own template failing is a bug: reported like a database error, so
    // the claim rolls back and the next check tries again.
    let render = |name: &str| {
        templates::render(name, &ctx)
            .map_err(|e| sqlx::Error::Protocol(crate::store::causes::with_causes(&e)))
    };
    let n = leads.len();
    Ok(OutgoingMail {
        to: to.to_string(),
        reply_to: None,
        subject: format!(
            "{}: {n} new lead{}{}",
            day_long,
            if n == 1 { "" } else { "s" },
            match emergencies {
                0 => String::new(),
                1 => ", 1 emergency".into(),
                e => format!(", {e} emergencies"),
            }
        ),
        text: render("mail/daily-digest.txt")?,
        html: render("mail/daily-digest.html")?,
        list_unsubscribe: None,
    })
}

/// Queues the digest about London's `day` unless one has been queued for
/// it already, here or by another instance. Returns whether this call did.
pub async fn queue_for_day(
    db: &Db,
    site_url: &str,
    to: &str,
    day: NaiveDate,
) -> Result<bool, sqlx::Error> {
    let key = day.format("%Y-%m-%d").to_string();
    // Checked every minute of the day: a read first keeps the usual answer
    // ('already sent') from taking SQLite's write lock.
    let claimed = sqlx::query("SELECT day FROM daily_digests WHERE day = $1")
        .bind(&key)
        .fetch_optional(&db.pool)
        .await?;
    if claimed.is_some() {
        return Ok(false);
    }
    let mail = render(db, site_url, to, day).await?;
    let mut tx = db.begin().await?;
    // The claim is the first write, so it also takes SQLite's write lock
    // before anything else in the transaction.
    let won = sqlx::query(
        "INSERT INTO daily_digests (day, queued_at) VALUES ($1, $2) ON CONFLICT (day) DO NOTHING",
    )
    .bind(&key)
    .bind(db::now())
    .execute(&mut *tx)
    .await?
    .rows_affected()
        == 1;
    if !won {
        tx.rollback().await?;
        return Ok(false);
    }
    crate::notify::outbox::enqueue(&mut tx, KIND, None, &mail).await?;
    // The claims are only needed around their own day.
    let old = (day - Duration::days(40)).format("%Y-%m-%d").to_string();
    sqlx::query("DELETE FROM daily_digests WHERE day < $1")
        .bind(old)
        .execute(&mut *tx)
        .await?;
    tx.commit().await?;
    tracing::info!(day = %key, "daily digest queued for the owner");
    Ok(true)
}

/// The day whose digest is due at `now`, if any: from `hour` London time,
/// yesterday's.
pub fn due_day(now: DateTime<Utc>, hour: u32) -> Option<NaiveDate> {
    let local = uk_time::local(now);
    (local.hour() >= hour)
        .then(|| local.date().pred_opt())
        .flatten()
}

/// Checks once a minute, for as long as the server runs, whether a digest is
/// due. A server that was down at `DIGEST_HOUR` sends it when it starts.
pub async fn run(db: Db, cfg: Arc<Config>, to: String, wake_mailer: Arc<Notify>) {
    let mut tick = tokio::time::interval(std::time::Duration::from_secs(60));
    loop {
        tick.tick().await;
        let Some(day) = due_day(Utc::now(), cfg.digest_hour) else {
            continue;
        };
        match queue_for_day(&db, &cfg.site_url, &to, day).await {
            Ok(true) => wake_mailer.notify_one(),
            Ok(false) => {}
            Err(e) => tracing::warn!(error = %e, "daily digest failed; trying again in a minute"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_digest_is_due_from_the_hour_london_time() {
        let at = |s: &str| DateTime::parse_from_rfc3339(s).unwrap().to_utc();
        let d = |s: &str| NaiveDate::parse_from_str(s, "%Y-%m-%d").unwrap();
        // Winter: 07:00 London is 07:00 UTC.
        assert_eq!(due_day(at("2026-11-23T06:59:00Z"), 7), None);
        assert_eq!(
            due_day(at("2026-11-23T07:00:00Z"), 7),
            Some(d("2026-11-22"))
        );
        // Summer: 07:00 London is 06:00 UTC.
        assert_eq!(
            due_day(at("2026-07-01T06:00:00Z"), 7),
            Some(d("2026-06-30"))
        );
        assert_eq!(due_day(at("2026-07-01T05:59:00Z"), 7), None);
        // Late in the evening in summer is already the next London day.
        assert_eq!(
            due_day(at("2026-06-30T23:30:00Z"), 0),
            Some(d("2026-06-30"))
        );
    }
}
