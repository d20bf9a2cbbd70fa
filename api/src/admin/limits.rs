//! Sign-in limits (issue 11.1): failures are counted per account and per
//! client in the database, so every instance sees the same counts. After
//! `THRESHOLD` failures the account or client is locked for a minute, then
//! for twice as long at each further lockout, up to an hour.

use crate::store::db::Db;
use sha2::{Digest, Sha256};
use sqlx::Row;

pub const THRESHOLD: i64 = 5;
const FIRST_LOCK_MS: i64 = 60_000;
const MAX_LOCK_MS: i64 = 3_600_000;
/// A row is forgotten this long after its last failure (decision 30: client
/// addresses, even hashed, for at most 24 hours).
const FORGET_MS: i64 = 86_400_000;

pub fn now_ms() -> i64 {
    chrono::Utc::now().timestamp_millis()
}

/// What an account is known by here: the hash of the email as typed
/// (normalised), so unknown emails are limited exactly like known ones.
pub fn account_subject(email: &str) -> String {
    let mut h = Sha256::new();
    h.update(b"sign-in-account\0");
    h.update(email.trim().to_lowercase().as_bytes());
    hex::encode(&h.finalize()[..16])
}

/// The lock still running on any of `subjects`, in milliseconds.
pub async fn locked_for(db: &Db, subjects: &[(&str, &str)]) -> Result<i64, sqlx::Error> {
    let now = now_ms();
    sqlx::query("DELETE FROM sign_in_failures WHERE updated_ms < $1")
        .bind(now - FORGET_MS)
        .execute(&db.pool)
        .await?;
    let mut longest = 0;
    for (scope, subject) in subjects {
        if let Some(row) = sqlx::query(
            "SELECT locked_until FROM sign_in_failures WHERE scope = $1 AND subject = $2",
        )
        .bind(*scope)
        .bind(*subject)
        .fetch_optional(&db.pool)
        .await?
        {
            let until: i64 = row.try_get("locked_until")?;
            longest = longest.max(until - now);
        }
    }
    Ok(longest)
}

/// Counts an attempt against each subject before its password is checked,
/// as a failure until it succeeds (then [`clear`]). The count and the lock
/// are read and written in one atomic upsert, so guesses sent all at once, to
/// one instance or several, each see a different count: false (refuse) once
/// any count passes the threshold or a lock is running, and at most the
/// threshold are ever checked. A locked subject is not counted, so the lock
/// that [`fail`] sets (resetting the count) cannot let a late guess through
/// on a fresh count.
pub async fn begin_attempt(db: &Db, subjects: &[(&str, &str)]) -> Result<bool, sqlx::Error> {
    let now = now_ms();
    let mut allowed = true;
    for (scope, subject) in subjects {
        let row = sqlx::query(
            "INSERT INTO sign_in_failures (scope, subject, failures, lockouts, locked_until, updated_ms) \
             VALUES ($1, $2, 1, 0, 0, $3) \
             ON CONFLICT (scope, subject) DO UPDATE SET \
               failures = CASE WHEN sign_in_failures.locked_until > $3 \
                 THEN sign_in_failures.failures ELSE sign_in_failures.failures + 1 END, \
               updated_ms = $3 \
             RETURNING failures, locked_until",
        )
        .bind(*scope)
        .bind(*subject)
        .bind(now)
        .fetch_one(&db.pool)
        .await?;
        let failures: i64 = row.try_get("failures")?;
        let locked_until: i64 = row.try_get("locked_until")?;
        allowed &= failures <= THRESHOLD && locked_until <= now;
    }
    Ok(allowed)
}

/// The attempt failed: subjects whose count has reached the threshold are
/// locked, for twice as long as their previous lockout.
pub async fn fail(db: &Db, subjects: &[(&str, &str)]) -> Result<(), sqlx::Error> {
    let now = now_ms();
    for (scope, subject) in subjects {
        let Some(row) = sqlx::query(
            "SELECT failures, lockouts FROM sign_in_failures WHERE scope = $1 AND subject = $2",
        )
        .bind(*scope)
        .bind(*subject)
        .fetch_optional(&db.pool)
        .await?
        else {
            continue;
        };
        let failures: i64 = row.try_get("failures")?;
        let lockouts: i64 = row.try_get("lockouts")?;
        if failures >= THRESHOLD {
            let lock = FIRST_LOCK_MS
                .saturating_mul(1 << lockouts.clamp(0, 20))
                .min(MAX_LOCK_MS);
            sqlx::query(
                "UPDATE sign_in_failures SET failures = 0, lockouts = lockouts + 1, locked_until = $3 \
                 WHERE scope = $1 AND subject = $2 AND failures >= $4",
            )
            .bind(*scope)
            .bind(*subject)
            .bind(now + lock)
            .bind(THRESHOLD)
            .execute(&db.pool)
            .await?;
        }
    }
    Ok(())
}

/// A successful sign-in clears the account's count. The client's count is
/// cleared too: it has just shown it knows a password.
pub async fn clear(db: &Db, subjects: &[(&str, &str)]) -> Result<(), sqlx::Error> {
    for (scope, subject) in subjects {
        sqlx::query("DELETE FROM sign_in_failures WHERE scope = $1 AND subject = $2")
            .bind(*scope)
            .bind(*subject)
            .execute(&db.pool)
            .await?;
    }
    Ok(())
}
