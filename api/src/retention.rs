//! Enquiries are kept for the catalogue's `enquiry_retention_months` and then
//! deleted with the emails about them (PRODUCT 30). The privacy page states the
//! period from the same setting, so the notice and the deletion cannot differ.
//! Newsletter sign-ups never confirmed are deleted after
//! `UNCONFIRMED_SIGNUP_DAYS`, as the privacy page also says, and so are the
//! emails that are about no enquiry (newsletter confirmations, delivery
//! reports to the owner, which name the addresses that bounced) once settled.

use crate::db::Db;
use crate::enquiries::person::{self, Which};
use chrono::{DateTime, Months, SecondsFormat, Utc};

/// How many months enquiries are kept: the catalogue's setting.
pub fn retention_months() -> u32 {
    content::business().enquiry_retention_months as u32
}

/// The stored-time text before which enquiries are deleted at `now`.
pub fn cutoff(now: DateTime<Utc>, months: u32) -> String {
    now.checked_sub_months(Months::new(months))
        .unwrap_or(DateTime::<Utc>::MIN_UTC)
        .to_rfc3339_opts(SecondsFormat::Millis, true)
}

/// Deletes enquiries received before `cutoff`, with everything about them
/// (`enquiries::person::delete`), in one transaction.
/// Returns how many enquiries went.
pub async fn purge_before(db: &Db, cutoff: &str) -> Result<u64, sqlx::Error> {
    let mut tx = db.pool.begin().await?;
    let gone = person::delete(&mut tx, db.backend, Which::ReceivedBefore(cutoff))
        .await?
        .enquiries;
    tx.commit().await?;
    Ok(gone)
}

/// Days a newsletter sign-up waits for its confirmation click before it is
/// deleted (the privacy page states this number).
pub const UNCONFIRMED_SIGNUP_DAYS: u64 = 30;

/// Deletes newsletter sign-ups still pending confirmation that were made
/// before `cutoff`. Returns how many went.
pub async fn purge_unconfirmed_signups_before(db: &Db, cutoff: &str) -> Result<u64, sqlx::Error> {
    Ok(sqlx::query(
        "DELETE FROM newsletter_subscribers WHERE status = 'pending' AND consented_at < $1",
    )
    .bind(cutoff)
    .execute(&db.pool)
    .await?
    .rows_affected())
}

/// Deletes the owners' audit log entries written before `cutoff`. The log
/// names owners and carries day-salted client codes; it is kept as long as
/// the enquiries it is about, and no longer (PRODUCT 30).
pub async fn purge_audit_before(db: &Db, cutoff: &str) -> Result<u64, sqlx::Error> {
    Ok(sqlx::query("DELETE FROM owner_audit WHERE at < $1")
        .bind(cutoff)
        .execute(&db.pool)
        .await?
        .rows_affected())
}

/// Phone alerts sent, dropped or failed before `cutoff`: their text names a
/// customer, and once settled they serve nothing.
pub async fn purge_settled_pushes_before(db: &Db, cutoff: &str) -> Result<u64, sqlx::Error> {
    Ok(
        sqlx::query("DELETE FROM push_queue WHERE state <> 'pending' AND created_at < $1")
            .bind(cutoff)
            .execute(&db.pool)
            .await?
            .rows_affected(),
    )
}

/// Purges once now and then once a day, for as long as the server runs.
pub async fn run_daily(db: Db) {
    let months = retention_months();
    let mut tick = tokio::time::interval(std::time::Duration::from_secs(24 * 60 * 60));
    loop {
        tick.tick().await;
        match purge_before(&db, &cutoff(Utc::now(), months)).await {
            Ok(0) => {}
            Ok(n) => tracing::info!(
                deleted = n,
                months,
                "deleted enquiries past the retention period"
            ),
            Err(e) => tracing::warn!(error = %e, "retention purge failed; it runs again tomorrow"),
        }
        if let Err(e) = purge_audit_before(&db, &cutoff(Utc::now(), months)).await {
            tracing::warn!(error = %e, "purging the old audit log failed; it runs again tomorrow");
        }
        let signups = crate::db::timestamp_ago(std::time::Duration::from_secs(
            UNCONFIRMED_SIGNUP_DAYS * 24 * 60 * 60,
        ));
        if let Err(e) = purge_unconfirmed_signups_before(&db, &signups).await {
            tracing::warn!(error = %e, "purging unconfirmed sign-ups failed; it runs again tomorrow");
        }
        if let Err(e) = crate::contact::resend::purge_old(&db).await {
            tracing::warn!(error = %e, "purging old submission keys failed; it runs again tomorrow");
        }
        let yesterday = crate::db::timestamp_ago(std::time::Duration::from_secs(24 * 60 * 60));
        if let Err(e) = purge_settled_pushes_before(&db, &yesterday).await {
            tracing::warn!(error = %e, "purging settled phone alerts failed; it runs again tomorrow");
        }
        if let Err(e) = crate::outbox::purge_settled_without_enquiry_before(&db, &signups).await {
            tracing::warn!(error = %e, "purging old newsletter and summary emails failed; it runs again tomorrow");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cutoff_is_whole_months_back() {
        let now = DateTime::parse_from_rfc3339("2026-11-23T15:00:00Z")
            .unwrap()
            .to_utc();
        assert_eq!(cutoff(now, 24), "2024-11-23T15:00:00.000Z");
        // 31 May minus three months is the last day of February.
        let may = DateTime::parse_from_rfc3339("2026-05-31T00:00:00Z")
            .unwrap()
            .to_utc();
        assert_eq!(cutoff(may, 3), "2026-02-28T00:00:00.000Z");
    }
}
