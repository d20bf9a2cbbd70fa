//! What the inbox lists: one page of a view (`Filter`), every view's
//! counts, the values its filters can take, the leads a download takes, and
//! the figures an open inbox's pulse watches for a change.

use super::filter::{DIRECT, Filter, PAGE_SIZE};
use super::{EnquiryStatus, Lead, pin};
use crate::store::db::Db;
use chrono::{DateTime, Utc};
use content_model::admin::{LeadCounts, LeadFilterValues};
use sqlx::Row;
use std::collections::HashMap;

/// One page of the leads `f` selects, in its order at `now`, with how many
/// it selects in all.
pub async fn page(
    db: &Db,
    f: &Filter,
    now: DateTime<Utc>,
) -> Result<(Vec<Lead>, i64), sqlx::Error> {
    let where_sql = f.where_sql();
    let n = f.binds().len();
    let sql = format!(
        "SELECT * FROM enquiries WHERE {where_sql} ORDER BY {} LIMIT ${} OFFSET ${}",
        f.order_sql(now),
        n + 1,
        n + 2
    );
    let mut query = sqlx::query_as::<_, Lead>(&sql);
    for b in f.binds() {
        query = query.bind(b);
    }
    let leads = query
        .bind(PAGE_SIZE)
        .bind(f.offset())
        .fetch_all(&db.pool)
        .await?;
    let count_sql = format!("SELECT COUNT(*) AS n FROM enquiries WHERE {where_sql}");
    let mut count = sqlx::query(&count_sql);
    for b in f.binds() {
        count = count.bind(b);
    }
    let total: i64 = count.fetch_one(&db.pool).await?.try_get("n")?;
    Ok((leads, total))
}

/// Every lead `f` selects, newest first, at most `limit`, with each one's
/// notes (a stage change's or on their own) in the order they were written,
/// as `(at, note)`.
pub async fn all_with_notes(
    db: &Db,
    f: &Filter,
    limit: i64,
) -> Result<(Vec<Lead>, HashMap<i64, Vec<(String, String)>>), sqlx::Error> {
    let where_sql = f.where_sql();
    let sql = format!(
        "SELECT * FROM enquiries WHERE {where_sql} ORDER BY created_at DESC, id DESC LIMIT {limit}"
    );
    let mut q = sqlx::query_as::<_, Lead>(&sql);
    for b in f.binds() {
        q = q.bind(b);
    }
    let leads = q.fetch_all(&db.pool).await?;
    let notes_sql = format!(
        "SELECT enquiry_id, at, note FROM lead_events WHERE note IS NOT NULL \
         AND enquiry_id IN (SELECT id FROM enquiries WHERE {where_sql}) ORDER BY id"
    );
    let mut nq = sqlx::query(&notes_sql);
    for b in f.binds() {
        nq = nq.bind(b);
    }
    let mut notes: HashMap<i64, Vec<(String, String)>> = HashMap::new();
    for r in nq.fetch_all(&db.pool).await? {
        notes
            .entry(r.try_get("enquiry_id")?)
            .or_default()
            .push((r.try_get("at")?, r.try_get("note")?));
    }
    Ok((leads, notes))
}

/// The enquiries of `status` that arrived from `from` until before `until`,
/// oldest first: a day's leads for the digest.
pub async fn arrived(
    db: &Db,
    status: EnquiryStatus,
    from: DateTime<Utc>,
    until: DateTime<Utc>,
) -> Result<Vec<Lead>, sqlx::Error> {
    let stored = |t: DateTime<Utc>| t.to_rfc3339_opts(chrono::SecondsFormat::Millis, true);
    sqlx::query_as::<_, Lead>(
        "SELECT * FROM enquiries WHERE status = $1 AND created_at >= $2 AND created_at < $3 \
         ORDER BY created_at, id",
    )
    .bind(status.as_str())
    .bind(stored(from))
    .bind(stored(until))
    .fetch_all(&db.pool)
    .await
}

/// The real leads (status `new`) sent from each page, as SQL with columns
/// `page_path` and `enquiries`: for reports that set them beside the pages'
/// views and clicks.
pub const LEADS_BY_PAGE: &str = "SELECT page_path, COUNT(*) AS enquiries FROM enquiries \
     WHERE status = 'new' AND page_path IS NOT NULL GROUP BY page_path";

/// How many enquiries each view holds, and how many emergencies are pinned at `now`.
pub async fn counts(db: &Db, now: DateTime<Utc>) -> Result<LeadCounts, sqlx::Error> {
    let mut c = LeadCounts {
        inbox: 0,
        spam: 0,
        incomplete: 0,
        archived: 0,
        pinned: 0,
        chase: super::chase::count(db, now).await?,
    };
    for r in sqlx::query("SELECT status, COUNT(*) AS n FROM enquiries GROUP BY status")
        .fetch_all(&db.pool)
        .await?
    {
        let n: i64 = r.try_get("n")?;
        match EnquiryStatus::parse(&r.try_get::<String, _>("status")?) {
            Some(EnquiryStatus::New) => c.inbox = n,
            Some(EnquiryStatus::Spam) => c.spam = n,
            Some(EnquiryStatus::Incomplete) => c.incomplete = n,
            Some(EnquiryStatus::Archived) => c.archived = n,
            None => {}
        }
    }
    c.pinned = sqlx::query(&format!(
        "SELECT COUNT(*) AS n FROM enquiries WHERE {}",
        pin::sql(now)
    ))
    .fetch_one(&db.pool)
    .await?
    .try_get("n")?;
    Ok(c)
}

/// The services, areas and sources present in `view`, for its filters.
pub async fn filter_values(db: &Db, view: EnquiryStatus) -> Result<LeadFilterValues, sqlx::Error> {
    let distinct = |column: &'static str| {
        let sql = format!(
            "SELECT DISTINCT {column} AS v FROM enquiries WHERE status = $1 AND {column} IS NOT NULL ORDER BY v"
        );
        async move {
            sqlx::query(&sql)
                .bind(view.as_str())
                .fetch_all(&db.pool)
                .await?
                .iter()
                .map(|r| r.try_get::<String, _>("v"))
                .collect::<Result<Vec<_>, _>>()
        }
    };
    let services = distinct("service").await?;
    // The catalogue areas the view's locations resolve to, by name (issue
    // 33.8: the text typed listed 'PA1 Paisley' and 'Paisley PA2' apart).
    let mut areas: Vec<String> = distinct("area_slug")
        .await?
        .iter()
        .filter_map(|slug| super::area::name_of(slug))
        .map(str::to_string)
        .collect();
    areas.sort();
    areas.dedup();
    let mut sources = distinct("utm_source").await?;
    let direct =
        sqlx::query("SELECT COUNT(*) AS n FROM enquiries WHERE status = $1 AND utm_source IS NULL")
            .bind(view.as_str())
            .fetch_one(&db.pool)
            .await?
            .try_get::<i64, _>("n")?;
    if direct > 0 {
        sources.insert(0, DIRECT.to_string());
    }
    Ok(LeadFilterValues {
        services,
        areas,
        sources,
    })
}

/// Figures that change whenever a lead arrives, changes (its version) or
/// goes, and the emergencies pinned at `now`: what the inbox's pulse hashes.
pub struct Revision {
    pub count: i64,
    pub newest: i64,
    pub versions: i64,
    pub pinned: Vec<i64>,
}

/// The leads' part of the revision: read through the covering index
/// `enquiries_revision` (migration 0019), not every row, as the API tests check.
pub const REVISION_SQL: &str = "SELECT COUNT(*) AS n, COALESCE(MAX(id), 0) AS top, \
     CAST(COALESCE(SUM(version), 0) AS BIGINT) AS versions FROM enquiries";

pub async fn revision(db: &Db, now: DateTime<Utc>) -> Result<Revision, sqlx::Error> {
    let r = sqlx::query(REVISION_SQL).fetch_one(&db.pool).await?;
    let pinned = sqlx::query(&format!(
        "SELECT id FROM enquiries WHERE {} ORDER BY id DESC",
        pin::sql(now)
    ))
    .fetch_all(&db.pool)
    .await?
    .iter()
    .map(|r| r.try_get("id"))
    .collect::<Result<_, _>>()?;
    Ok(Revision {
        count: r.try_get("n")?,
        newest: r.try_get("top")?,
        versions: r.try_get("versions")?,
        pinned,
    })
}

/// The leads won from `from` until before `until` (their `won_at`), in the
/// inbox or archived since, oldest first, at most `limit`: the won jobs an
/// accounts package takes.
pub async fn won_between(
    db: &Db,
    from: DateTime<Utc>,
    until: DateTime<Utc>,
    limit: i64,
) -> Result<Vec<Lead>, sqlx::Error> {
    let stored = |t: DateTime<Utc>| t.to_rfc3339_opts(chrono::SecondsFormat::Millis, true);
    sqlx::query_as::<_, Lead>(
        "SELECT * FROM enquiries WHERE won_at >= $1 AND won_at < $2 AND won_pence IS NOT NULL \
         AND status IN ('new', 'archived') ORDER BY won_at, id LIMIT $3",
    )
    .bind(stored(from))
    .bind(stored(until))
    .bind(limit)
    .fetch_all(&db.pool)
    .await
}
