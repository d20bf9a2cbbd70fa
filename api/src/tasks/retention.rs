//! Enquiries are kept for the catalogue's `enquiry_retention_months` and then
//! deleted with the emails about them (decision 30). The privacy page states the
//! period from the same setting, so the notice and the deletion cannot differ.
//! Newsletter sign-ups never confirmed are deleted after
//! `UNCONFIRMED_SIGNUP_DAYS`, as the privacy page also says, and so are the
//! emails that are about no enquiry (newsletter confirmations, delivery
//! reports to the owner, which name the addresses that bounced) once settled.

use crate::enquiries::person::{self, Which};
use crate::store::db::Db;
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
    let mut tx = db.begin().await?;
    let gone = person::delete(&mut tx, db.backend, Which::ReceivedBefore(cutoff))
        .await?
        .enquiries;
    tx.commit().await?;
    Ok(gone)
}

/// Days a newsletter sign-up waits for its confirmation click before it is
/// deleted; the privacy page states the same constant.
pub use content_model::privacy::UNCONFIRMED_SIGNUP_DAYS;
use content_model::privacy::{SETTLED_ALERT_DAYS, SETTLED_EMAIL_DAYS};

const DAY: std::time::Duration = std::time::Duration::from_secs(24 * 60 * 60);

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
/// the enquiries it is about, and no longer (decision 30).
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
        let signups = crate::store::db::timestamp_ago(DAY * UNCONFIRMED_SIGNUP_DAYS as u32);
        if let Err(e) = purge_unconfirmed_signups_before(&db, &signups).await {
            tracing::warn!(error = %e, "purging unconfirmed sign-ups failed; it runs again tomorrow");
        }
        if let Err(e) = crate::public::contact::resend::purge_old(&db).await {
            tracing::warn!(error = %e, "purging old submission keys failed; it runs again tomorrow");
        }
        let alerts = crate::store::db::timestamp_ago(DAY * SETTLED_ALERT_DAYS as u32);
        if let Err(e) = purge_settled_pushes_before(&db, &alerts).await {
            tracing::warn!(error = %e, "purging settled phone alerts failed; it runs again tomorrow");
        }
        let emails = crate::store::db::timestamp_ago(DAY * SETTLED_EMAIL_DAYS as u32);
        if let Err(e) =
            crate::notify::outbox::purge_settled_without_enquiry_before(&db, &emails).await
        {
            tracing::warn!(error = %e, "purging old newsletter and summary emails failed; it runs again tomorrow");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use content_model::privacy;

    /// The privacy notice states the backup and log periods from
    /// `content_model::privacy`; the deployment files must keep them.
    #[test]
    fn deployment_keeps_backups_and_logs_as_long_as_the_notice_says() {
        let backup = include_str!(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../deploy/trades-site-backup.service"
        ));
        // Run daily, deleting copies older than N - 1 days: none reaches N days.
        let prune = format!(
            "-mmin +{} -delete",
            (privacy::BACKUP_RETENTION_DAYS - 1) * 24 * 60
        );
        assert!(
            backup
                .lines()
                .any(|l| l.starts_with("ExecStartPost=") && l.contains(&prune)),
            "deploy/trades-site-backup.service must delete copies with `{prune}`"
        );
        let timer = include_str!(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../deploy/trades-site-backup.timer"
        ));
        assert!(timer.contains("OnCalendar=daily"), "{timer}");
        let journald = include_str!(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../deploy/journald-trades-site.conf"
        ));
        let keep = format!("MaxRetentionSec={}day", privacy::LOG_RETENTION_DAYS);
        assert!(
            journald.lines().any(|l| l.trim() == keep),
            "deploy/journald-trades-site.conf must say `{keep}`"
        );
    }

    /// The cookies the server sets are in the notice's list of stored items.
    #[test]
    fn the_notice_lists_the_servers_cookies() {
        for cookie in [
            crate::admin::session::SECURE_COOKIE,
            crate::admin::devices::SECURE_COOKIE,
        ] {
            assert!(
                privacy::BROWSER_STORAGE
                    .iter()
                    .any(|i| i.name == cookie && i.kind == privacy::StorageKind::Cookie),
                "{cookie} is not in content_model::privacy::BROWSER_STORAGE"
            );
        }
    }

    /// The settings the notice states are the API's defaults.
    #[test]
    fn the_api_defaults_are_the_notice_figures() {
        use clap::Parser;
        #[derive(Parser)]
        struct Serve {
            #[command(flatten)]
            cfg: crate::config::Config,
        }
        // Only defaults: no environment variable may override them here.
        for var in ["CONTACT_RATE_WINDOW_SECS", "PUSH_MAX_AGE_SECS"] {
            assert!(std::env::var_os(var).is_none(), "{var} is set");
        }
        let cfg = Serve::parse_from(["serve"]).cfg;
        assert_eq!(cfg.contact_rate_window_secs, privacy::RATE_WINDOW_SECS);
        assert_eq!(cfg.push_max_age_secs, privacy::ALERT_MAX_AGE_SECS);
        let too_long = (privacy::RATE_WINDOW_MAX_SECS + 1).to_string();
        assert!(
            Serve::try_parse_from(["serve", "--contact-rate-window-secs", &too_long]).is_err(),
            "a rate window longer than the notice allows must be refused"
        );
        assert_eq!(
            crate::public::contact::resend::WITHIN.as_secs(),
            privacy::RESEND_KEY_HOURS * 3_600
        );
    }

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
