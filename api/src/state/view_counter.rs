//! The page-view counter: views are decided as they arrive and written in
//! batches, with the per-day rows the owner's results read.

use crate::http::error::AppError;
use crate::store::db::{self, Db};
use crate::store::page_view_months;
use sqlx::Row;
use std::collections::HashMap;
use std::sync::Arc;
use std::time::Duration;

/// How long one visitor's repeated views of a page count as one.
pub const RECOUNT_AFTER: Duration = Duration::from_secs(30 * 60);

/// The longest UTM value counted; longer ones are refused, not cut, so two
/// campaigns never merge into one row.
pub const UTM_MAX_CHARS: usize = 64;

/// The UTM source and campaign of the page the visit landed on, lowercased
/// (`Google` and `google` are one source); '' when there was none.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Landing {
    pub source: String,
    pub campaign: String,
}

impl Landing {
    /// The landing UTM a beacon sent (`utmSource`, `utmCampaign`), checked.
    pub fn new(source: Option<&str>, campaign: Option<&str>) -> Result<Landing, AppError> {
        Ok(Landing {
            source: utm_value("utmSource", source)?,
            campaign: utm_value("utmCampaign", campaign)?,
        })
    }
}

/// A UTM value as counted: trimmed and lowercased; absent or blank is ''.
/// Control characters or more than `UTM_MAX_CHARS` characters are refused
/// (400): the site's beacon never sends them.
pub fn utm_value(field: &str, value: Option<&str>) -> Result<String, AppError> {
    let value = value.unwrap_or("").trim();
    if value.chars().any(char::is_control) {
        return Err(AppError::BadRequest(format!(
            "`{field}` may contain only printable characters."
        )));
    }
    if value.chars().count() > UTM_MAX_CHARS {
        return Err(AppError::BadRequest(format!(
            "`{field}` is longer than {UTM_MAX_CHARS} characters."
        )));
    }
    Ok(value.to_lowercase())
}

/// A view waiting to be written.
struct Pending {
    day: String,
    path: String,
    page_type: &'static str,
    visitor_hash: String,
    at: String,
    landing: Landing,
}

/// Views are decided here, as they arrive, and written in batches: one
/// transaction every `PAGE_VIEW_FLUSH_MS` instead of one per view, since
/// SQLite has a single writer and a durable commit per view capped counting
/// at about 1,900 views a second. The writes repeat the decision in the
/// database (insert the visitor's row, or move its time on if the last count
/// is `RECOUNT_AFTER` old), so the counts stay exact when another instance
/// shares the database or a restart forgot what this one knew.
#[derive(Default)]
pub struct Counter {
    inner: std::sync::Mutex<Inner>,
}

#[derive(Default)]
struct Inner {
    pending: Vec<Pending>,
    /// When this process last counted each (day, path, visitor), in Unix
    /// milliseconds, so a repeat is answered `counted: false` at once and
    /// never queued. Entries older than `RECOUNT_AFTER` are pruned.
    recent: HashMap<(String, String, String), i64>,
}

/// Enough visitors for any real day; past it the database alone decides, so
/// an attacker rotating addresses cannot grow this process without bound.
const RECENT_CAP: usize = 500_000;
/// Views held while the database refuses them; past this the oldest are dropped.
const PENDING_CAP: usize = 1_000_000;

fn unix_millis(at: &str) -> Option<i64> {
    chrono::DateTime::parse_from_rfc3339(at)
        .ok()
        .map(|t| t.timestamp_millis())
}

impl Counter {
    /// Learns today's recently counted visitors from the database, so a
    /// restart does not count a reload twice.
    pub async fn load(db: &Db) -> Result<Counter, sqlx::Error> {
        let today = crate::store::uk_time::today();
        let rows = sqlx::query(
            "SELECT page_path, visitor_hash, last_counted_at FROM page_visitors WHERE day = $1 AND last_counted_at >= $2",
        )
        .bind(&today)
        .bind(db::timestamp_ago(RECOUNT_AFTER))
        .fetch_all(&db.pool)
        .await?;
        let mut inner = Inner::default();
        for row in rows.iter().take(RECENT_CAP) {
            let (Ok(path), Ok(hash), Ok(at)) = (
                row.try_get::<String, _>("page_path"),
                row.try_get::<String, _>("visitor_hash"),
                row.try_get::<String, _>("last_counted_at"),
            ) else {
                continue;
            };
            if let Some(ms) = unix_millis(&at) {
                inner.recent.insert((today.clone(), path, hash), ms);
            }
        }
        Ok(Counter {
            inner: std::sync::Mutex::new(inner),
        })
    }

    /// Queues a view unless this visitor's view of this page was counted
    /// less than `RECOUNT_AFTER` ago; true if queued.
    pub fn count(
        &self,
        path: &str,
        page_type: &'static str,
        visitor_hash: String,
        landing: Landing,
    ) -> bool {
        self.count_at(db::now(), path, page_type, visitor_hash, landing)
    }

    /// [`Counter::count`] for a view at `at` (stored form): the day boundaries
    /// are tested, and the inbox benchmark seeded, through the real write path.
    pub fn count_at(
        &self,
        at: String,
        path: &str,
        page_type: &'static str,
        visitor_hash: String,
        landing: Landing,
    ) -> bool {
        let now_ms = unix_millis(&at).unwrap_or_default();
        let day = crate::store::uk_time::day_of(&at).unwrap_or_else(crate::store::uk_time::today);
        let key = (day, path.to_string(), visitor_hash);
        let mut inner = self.inner.lock().unwrap_or_else(|p| p.into_inner());
        if inner
            .recent
            .get(&key)
            .is_some_and(|last| now_ms - last < RECOUNT_AFTER.as_millis() as i64)
        {
            return false;
        }
        if inner.recent.len() < RECENT_CAP || inner.recent.contains_key(&key) {
            inner.recent.insert(key.clone(), now_ms);
        }
        let (day, path, visitor_hash) = key;
        inner.pending.push(Pending {
            day,
            path,
            page_type,
            visitor_hash,
            at,
            landing,
        });
        true
    }

    /// Views queued and not yet written.
    pub fn pending(&self) -> usize {
        self.inner
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .pending
            .len()
    }

    fn prune(&self) {
        let cutoff = chrono::Utc::now().timestamp_millis() - RECOUNT_AFTER.as_millis() as i64;
        let mut inner = self.inner.lock().unwrap_or_else(|p| p.into_inner());
        inner.recent.retain(|_, last| *last >= cutoff);
    }

    /// Writes every queued view in one transaction. On failure the views are
    /// queued again for the next flush.
    pub async fn flush(&self, db: &Db) -> Result<usize, sqlx::Error> {
        let batch =
            std::mem::take(&mut self.inner.lock().unwrap_or_else(|p| p.into_inner()).pending);
        if batch.is_empty() {
            return Ok(0);
        }
        match write(db, &batch).await {
            Ok(()) => Ok(batch.len()),
            Err(e) => {
                let mut inner = self.inner.lock().unwrap_or_else(|p| p.into_inner());
                let newer = std::mem::replace(&mut inner.pending, batch);
                inner.pending.extend(newer);
                let excess = inner.pending.len().saturating_sub(PENDING_CAP);
                if excess > 0 {
                    inner.pending.drain(..excess);
                    tracing::error!(
                        dropped = excess,
                        "page views dropped: the database refused them too long"
                    );
                }
                Err(e)
            }
        }
    }
}

async fn write(db: &Db, batch: &[Pending]) -> Result<(), sqlx::Error> {
    let mut tx = db.begin().await?;
    // Per page: (views, new visitors, page type, last viewed).
    let mut pages: HashMap<&str, (i64, i64, &str, &str)> = HashMap::new();
    // Per day and page, and per day and landing: (views, new visitors).
    let mut days: HashMap<(&str, &str), (i64, i64, &str)> = HashMap::new();
    let mut sources: HashMap<(&str, &str, &str), (i64, i64)> = HashMap::new();
    for v in batch {
        let first_today = sqlx::query("INSERT INTO page_visitors (day, page_path, visitor_hash, last_counted_at) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING")
            .bind(&v.day)
            .bind(&v.path)
            .bind(&v.visitor_hash)
            .bind(&v.at)
            .execute(&mut *tx)
            .await?
            .rows_affected()
            == 1;
        let counts = first_today
            || sqlx::query("UPDATE page_visitors SET last_counted_at = $4 WHERE day = $1 AND page_path = $2 AND visitor_hash = $3 AND (last_counted_at IS NULL OR last_counted_at <= $5)")
                .bind(&v.day)
                .bind(&v.path)
                .bind(&v.visitor_hash)
                .bind(&v.at)
                .bind(timestamp_before(&v.at, RECOUNT_AFTER))
                .execute(&mut *tx)
                .await?
                .rows_affected()
                == 1;
        if counts {
            let page = pages.entry(&v.path).or_insert((0, 0, v.page_type, &v.at));
            page.0 += 1;
            page.1 += first_today as i64;
            page.3 = page.3.max(v.at.as_str());
            let daily = days.entry((&v.day, &v.path)).or_insert((0, 0, v.page_type));
            daily.0 += 1;
            daily.1 += first_today as i64;
            let source = sources
                .entry((&v.day, &v.landing.source, &v.landing.campaign))
                .or_default();
            source.0 += 1;
            source.1 += first_today as i64;
        }
    }
    for (path, (views, unique, page_type, last)) in pages {
        // One statement per page, so concurrent writers never lose an update.
        sqlx::query(
            "INSERT INTO page_analytics (page_path, page_type, views, unique_visitors, last_viewed) VALUES ($1, $2, $3, $4, $5) \
             ON CONFLICT (page_path) DO UPDATE SET views = page_analytics.views + excluded.views, \
             unique_visitors = page_analytics.unique_visitors + excluded.unique_visitors, \
             last_viewed = excluded.last_viewed, page_type = excluded.page_type",
        )
        .bind(path)
        .bind(page_type)
        .bind(views)
        .bind(unique)
        .bind(last)
        .execute(&mut *tx)
        .await?;
    }
    // The same views by month (store::page_view_months), page type as MAX over the days.
    let mut months: HashMap<(&str, &str), (i64, i64, &str)> = HashMap::new();
    for ((day, path), (views, visitors, page_type)) in days {
        sqlx::query(
            "INSERT INTO page_views_daily (day, page_path, page_type, views, visitors) VALUES ($1, $2, $3, $4, $5) \
             ON CONFLICT (day, page_path) DO UPDATE SET views = page_views_daily.views + excluded.views, \
             visitors = page_views_daily.visitors + excluded.visitors, page_type = excluded.page_type",
        )
        .bind(day)
        .bind(path)
        .bind(page_type)
        .bind(views)
        .bind(visitors)
        .execute(&mut *tx)
        .await?;
        let month = months
            .entry((page_view_months::month_of(day), path))
            .or_insert((0, 0, page_type));
        month.0 += views;
        month.1 += visitors;
        month.2 = month.2.max(page_type);
    }
    for ((month, path), (views, visitors, page_type)) in months {
        sqlx::query(page_view_months::UPSERT)
            .bind(month)
            .bind(path)
            .bind(page_type)
            .bind(views)
            .bind(visitors)
            .execute(&mut *tx)
            .await?;
    }
    for ((day, source, campaign), (views, visitors)) in sources {
        sqlx::query(
            "INSERT INTO page_views_daily_source (day, source, campaign, views, visitors) VALUES ($1, $2, $3, $4, $5) \
             ON CONFLICT (day, source, campaign) DO UPDATE SET views = page_views_daily_source.views + excluded.views, \
             visitors = page_views_daily_source.visitors + excluded.visitors",
        )
        .bind(day)
        .bind(source)
        .bind(campaign)
        .bind(views)
        .bind(visitors)
        .execute(&mut *tx)
        .await?;
    }
    tx.commit().await
}

/// The stored form of the time `ago` before `at`: a view (or a contact click)
/// at `at` counts again if the visitor's last counted one is at least this old.
pub fn timestamp_before(at: &str, ago: Duration) -> String {
    chrono::DateTime::parse_from_rfc3339(at)
        .map(|t| {
            (t.with_timezone(&chrono::Utc) - chrono::Duration::from_std(ago).unwrap_or_default())
                .to_rfc3339_opts(chrono::SecondsFormat::Millis, true)
        })
        .unwrap_or_default()
}

/// Writes queued views every `every` until `stop`, then once more, so a
/// graceful shutdown loses none.
pub async fn run_flusher(
    counter: Arc<Counter>,
    db: Db,
    every: Duration,
    mut stop: tokio::sync::watch::Receiver<bool>,
) {
    let mut tick = tokio::time::interval(every);
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    let mut pruned = tokio::time::Instant::now();
    loop {
        tokio::select! {
            _ = tick.tick() => {}
            _ = stop.changed() => break,
        }
        if let Err(e) = counter.flush(&db).await {
            tracing::warn!(error = %e, queued = counter.pending(), "page views not written yet; retrying");
        }
        if pruned.elapsed() >= Duration::from_secs(60) {
            counter.prune();
            pruned = tokio::time::Instant::now();
        }
    }
    if let Err(e) = counter.flush(&db).await {
        tracing::error!(error = %e, lost = counter.pending(), "page views could not be written at shutdown");
    }
}
