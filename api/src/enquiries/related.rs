//! The other enquiries from the same person (issue 23.6), by the phone
//! number (however it was typed) or the email address, so two requests from
//! one customer are seen together.
//!
//! Each enquiry is stored with the keys it is found by (`phone_tail` and
//! `email_key`, migration 0027, made by [`super::contact_keys`]), each with an index, so the
//! lead page reads the few enquiries that share one rather than every
//! enquiry in the table (issue 35). The keys only narrow; the exact
//! comparison is made here afterwards, as before.

use super::EnquiryStatus;
use super::contact_keys::{ContactKeys, contact_keys, email_key};
use crate::store::db::{Backend, Db};
use crate::store::phone::e164;
use content_model::admin::{RelatedEnquiry, SameContact};
use sqlx::Row;

/// The candidates: every enquiry but `$1` sharing the phone's tail (`$2`)
/// or the email's key (`$3`); a NULL key matches nothing. Written so each
/// side of the OR is one index's lookup (SQLite's 'MULTI-INDEX OR',
/// PostgreSQL's BitmapOr); public so a test can ask the planner for its plan.
pub const CANDIDATES_SQL: &str = "SELECT id, created_at, name, service, status, phone, email \
     FROM enquiries WHERE id <> $1 AND (phone_tail = $2 OR email_key = $3) \
     ORDER BY created_at DESC, id DESC LIMIT 100";

/// The other enquiries (newest first, at most 20) sharing lead `id`'s phone
/// (compared in E.164, so `07700 900123` meets `+44 7700 900123`) or email
/// (any case).
pub async fn related(
    db: &Db,
    id: i64,
    phone: &str,
    email: Option<&str>,
) -> Result<Vec<RelatedEnquiry>, sqlx::Error> {
    let keys = contact_keys(phone, email);
    if keys.phone_tail.is_none() && keys.email_key.is_none() {
        return Ok(Vec::new());
    }
    let dial = e164(phone);
    let rows = sqlx::query(CANDIDATES_SQL)
        .bind(id)
        .bind(&keys.phone_tail)
        .bind(&keys.email_key)
        .fetch_all(&db.pool)
        .await?;
    let mut out = Vec::new();
    for r in rows {
        let their_phone: String = r.try_get("phone")?;
        let their_email: Option<String> = r.try_get("email")?;
        // Six digits shared is not the same number (07811 900777 and
        // 07700 900777), so the whole number and the whole address decide.
        let by_phone = dial.is_some() && e164(&their_phone) == dial;
        let by_email =
            keys.email_key.is_some() && email_key(their_email.as_deref()) == keys.email_key;
        let same = match (by_phone, by_email) {
            (true, true) => SameContact::PhoneAndEmail,
            (true, false) => SameContact::Phone,
            (false, true) => SameContact::Email,
            (false, false) => continue,
        };
        let Some(status) = EnquiryStatus::parse(&r.try_get::<String, _>("status")?) else {
            continue;
        };
        out.push(RelatedEnquiry {
            id: r.try_get("id")?,
            created_at: r.try_get("created_at")?,
            name: r.try_get("name")?,
            service: r.try_get("service")?,
            status,
            same,
        });
        if out.len() == 20 {
            break;
        }
    }
    Ok(out)
}

/// How many enquiries one step of [`backfill`] reads.
const BATCH: i64 = 500;

/// Any constant: the PostgreSQL advisory lock instances take turns under in
/// [`backfill`].
const KEYS_LOCK: i64 = 0x0072_656c_6174_6564;

/// The next [`BATCH`] enquiries listed for keys, with their phone and email
/// (NULL for one deleted since).
async fn pending<'e, E>(conn: E) -> Result<Vec<sqlx::any::AnyRow>, sqlx::Error>
where
    E: sqlx::Executor<'e, Database = sqlx::Any>,
{
    sqlx::query(
        "SELECT p.id, e.phone, e.email FROM related_keys_pending p \
         LEFT JOIN enquiries e ON e.id = p.id ORDER BY p.id LIMIT $1",
    )
    .bind(BATCH)
    .fetch_all(conn)
    .await
}

/// Sets the keys of the enquiries stored before they existed: those listed
/// in `related_keys_pending` by migration 0027, in batches of [`BATCH`] by
/// id, each batch's keys and its removal from the list in one transaction.
/// In Rust, not SQL: [`e164`] reads numbers in ways SQL cannot copy, and
/// spam and incomplete enquiries keep whatever was typed ('call after 5 on
/// 0141…'), which SQL would read differently. Idempotent, and safe beside
/// another instance doing the same; once the list is empty it costs one
/// read. Returns how many enquiries were given keys.
pub async fn backfill(db: &Db) -> Result<u64, sqlx::Error> {
    let mut set = 0u64;
    loop {
        let (mut tx, rows) = match db.backend {
            // Instances starting together take turns a batch at a time, so
            // their updates of the same rows never wait on each other in
            // opposite orders, and the second reads what the first left.
            Backend::Postgres => {
                let mut tx = db.begin().await?;
                sqlx::query("SELECT pg_advisory_xact_lock($1)")
                    .bind(KEYS_LOCK)
                    .execute(&mut *tx)
                    .await?;
                let rows = pending(&mut *tx).await?;
                (tx, rows)
            }
            // Read before the transaction, whose first statement then takes
            // the write lock: a SQLite transaction that reads and then
            // writes fails at once if another instance wrote in between.
            Backend::Sqlite => {
                let rows = pending(&db.pool).await?;
                (db.begin().await?, rows)
            }
        };
        if rows.is_empty() {
            tx.commit().await?;
            return Ok(set);
        }
        let mut last = 0i64;
        let mut keyed: Vec<(i64, ContactKeys)> = Vec::with_capacity(rows.len());
        for r in &rows {
            last = r.try_get("id")?;
            // Deleted since (retention, erasure): nothing to set.
            if let Some(phone) = r.try_get::<Option<String>, _>("phone")? {
                let email: Option<String> = r.try_get("email")?;
                keyed.push((last, contact_keys(&phone, email.as_deref())));
            }
        }
        if !keyed.is_empty() {
            // The batch in one statement: 20,000 enquiries on PostgreSQL
            // took 3.0 s at one update (a round trip) a row, 1.5 s so. A
            // VALUES list's columns are column1, column2… on both backends.
            let values: Vec<String> = (0..keyed.len())
                .map(|i| {
                    let n = 3 * i;
                    format!(
                        "(CAST(${} AS BIGINT), CAST(${} AS TEXT), CAST(${} AS TEXT))",
                        n + 1,
                        n + 2,
                        n + 3
                    )
                })
                .collect();
            let sql = format!(
                "UPDATE enquiries SET phone_tail = v.column2, email_key = v.column3 \
                 FROM (VALUES {}) AS v WHERE enquiries.id = v.column1",
                values.join(", ")
            );
            let mut q = sqlx::query(&sql);
            for (id, keys) in &keyed {
                q = q.bind(*id).bind(&keys.phone_tail).bind(&keys.email_key);
            }
            set += q.execute(&mut *tx).await?.rows_affected();
        }
        // Only the migration adds to the list, so every id up to the batch's
        // last is one this batch has just read.
        sqlx::query("DELETE FROM related_keys_pending WHERE id <= $1")
            .bind(last)
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
    }
}
