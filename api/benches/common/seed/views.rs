//! A year of page views and calls, and the newsletter's subscribers: what
//! Results counts beside the leads.

use super::{Plan, Refused, Value, insert, opt, stored, t};
use chrono::{DateTime, Utc};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use sqlx::AnyPool;
use std::collections::BTreeMap;

const VIEW_DAYS: i64 = 365;
/// (source, campaign, share of views in per cent).
const LANDINGS: [(&str, &str, i64); 5] = [
    ("", "", 55),
    ("google", "winter-boilers", 20),
    ("google", "", 12),
    ("facebook", "spring-offer", 8),
    ("newsletter", "november", 5),
];

/// The `VIEW_DAYS` London days up to `now`'s, newest first. Counted on the
/// calendar: stepping back 24 hours from a late winter evening lands after
/// midnight in summer time, so two steps named the same day (and the seed
/// broke the daily tables' unique keys when run between 23:00 and midnight
/// UTC).
fn days_back(now: DateTime<Utc>) -> Vec<String> {
    let today = api::store::uk_time::day(now);
    (0..VIEW_DAYS)
        .map(|d| {
            (today - chrono::Duration::days(d))
                .format("%Y-%m-%d")
                .to_string()
        })
        .collect()
}

#[test]
fn a_late_winter_evening_still_seeds_a_year_of_distinct_days() {
    use chrono::TimeZone;
    let now = Utc.with_ymd_and_hms(2026, 12, 6, 23, 30, 0).unwrap();
    let days = days_back(now);
    assert_eq!(days.first().map(String::as_str), Some("2026-12-06"));
    assert_eq!(days.last().map(String::as_str), Some("2025-12-07"));
    let distinct: std::collections::BTreeSet<&String> = days.iter().collect();
    assert_eq!(distinct.len(), days.len());
}

pub(super) async fn seed(
    pool: &AnyPool,
    plan: &Plan,
    paths: &[(String, String)],
    now: DateTime<Utc>,
) -> Result<(), Refused> {
    let mut rng = StdRng::seed_from_u64(17);
    subscribers(pool, plan.subscribers, now).await?;
    if plan.views <= 0 {
        return Ok(());
    }
    // Each day's views fall on the pages with a long tail (a few pages get
    // most of them), as on a real site; one view in fifty is followed by a
    // tap on the phone number or WhatsApp link.
    let mut order: Vec<usize> = (0..paths.len()).collect();
    for i in (1..order.len()).rev() {
        order.swap(i, rng.gen_range(0..=i));
    }
    let mut daily = Vec::new();
    let mut by_source = Vec::new();
    let mut clicks = Vec::new();
    let mut totals: BTreeMap<usize, (i64, i64)> = BTreeMap::new();
    let base = plan.views / VIEW_DAYS;
    let extra = plan.views - base * VIEW_DAYS;
    for (d, day) in (0..VIEW_DAYS).zip(days_back(now)) {
        let views = base + (d < extra) as i64;
        let mut pages: BTreeMap<usize, i64> = BTreeMap::new();
        for _ in 0..views {
            let u: f64 = rng.r#gen();
            *pages
                .entry(order[((u * u * u) * paths.len() as f64) as usize])
                .or_default() += 1;
        }
        let mut tapped: BTreeMap<(usize, &str), i64> = BTreeMap::new();
        for (&p, &v) in &pages {
            let visitors = (v * 4 + 4) / 5;
            let total = totals.entry(p).or_default();
            total.0 += v;
            total.1 += visitors;
            daily.push(vec![
                t(day.clone()),
                t(paths[p].0.clone()),
                t(paths[p].1.clone()),
                Value::Int(v),
                Value::Int(visitors),
            ]);
            for _ in 0..v {
                if rng.gen_range(0..50) == 0 {
                    let kind = if rng.gen_range(0..3) == 0 {
                        "whatsapp"
                    } else {
                        "call"
                    };
                    *tapped.entry((p, kind)).or_default() += 1;
                }
            }
        }
        for ((p, kind), n) in tapped {
            let (source, campaign, _) = LANDINGS[rng.gen_range(0..LANDINGS.len())];
            clicks.push(vec![
                t(day.clone()),
                t(paths[p].0.clone()),
                t(paths[p].1.clone()),
                t(kind),
                t(source),
                t(campaign),
                Value::Int(n),
            ]);
        }
        for (source, campaign, share) in LANDINGS {
            // Direct takes the rounding, so the landings add up to the day.
            let v = if source.is_empty() {
                views - LANDINGS[1..].iter().map(|l| views * l.2 / 100).sum::<i64>()
            } else {
                views * share / 100
            };
            by_source.push(vec![
                t(day.clone()),
                t(source),
                t(campaign),
                Value::Int(v),
                Value::Int((v * 4 + 4) / 5),
            ]);
        }
    }
    insert(
        pool,
        "INSERT INTO page_views_daily (day, page_path, page_type, views, visitors)",
        &daily,
        &[],
    )
    .await?;
    // The months, as the counter keeps them beside the day rows it writes.
    sqlx::query(api::store::page_view_months::ROLL_UP)
        .execute(pool)
        .await
        .map_err(super::db_error)?;
    insert(
        pool,
        "INSERT INTO page_views_daily_source (day, source, campaign, views, visitors)",
        &by_source,
        &[],
    )
    .await?;
    insert(
        pool,
        "INSERT INTO contact_clicks_daily (day, page_path, page_type, kind, source, campaign, clicks)",
        &clicks,
        &[],
    )
    .await?;
    let last = stored(now);
    let analytics: Vec<Vec<Value>> = totals
        .into_iter()
        .map(|(p, (v, u))| {
            vec![
                t(paths[p].0.clone()),
                t(paths[p].1.clone()),
                Value::Int(v),
                Value::Int(u),
                t(last.clone()),
            ]
        })
        .collect();
    insert(
        pool,
        "INSERT INTO page_analytics (page_path, page_type, views, unique_visitors, last_viewed)",
        &analytics,
        &[],
    )
    .await
}

async fn subscribers(pool: &AnyPool, n: usize, now: DateTime<Utc>) -> Result<(), Refused> {
    let rows: Vec<Vec<Value>> = (0..n)
        .map(|i| {
            let at = stored(now - chrono::Duration::hours(i as i64 * 5));
            let status = ["pending", "confirmed", "confirmed", "unsubscribed"][i % 4];
            vec![
                t(format!("reader{i}@example.com")),
                t(status),
                t(format!("token-{i:032}")),
                t(at.clone()),
                opt((status != "pending").then(|| at.clone())),
                t("/blog"),
            ]
        })
        .collect();
    insert(
        pool,
        "INSERT INTO newsletter_subscribers (email, status, token, consented_at, confirmed_at, page_path)",
        &rows,
        &[],
    )
    .await
}
