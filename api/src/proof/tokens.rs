//! Export tokens (issue 34.5): what `just import-proof` shows the server
//! instead of a password. Made on the server with `api export-token create`,
//! shown once, kept only as its SHA-256 (a copy of the database opens
//! nothing), read-only and good for `GET /api/proof/export` alone. Revoked
//! tokens stay listed, so the owner sees what was made and when it was used.

use crate::store::db::{Db, now};
use crate::store::tokens::{hash, random_token_256};
use sqlx::Row;

/// Prefix of every export token: a token pasted in the wrong place is
/// recognisable, and a session cookie is never mistaken for one.
pub const PREFIX: &str = "kte_";

/// The longest label kept: a note of where the token is used.
pub const MAX_LABEL: usize = 100;

/// One token as listed (never the token itself).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Listed {
    pub id: i64,
    pub label: String,
    pub created_at: String,
    pub created_by: String,
    pub last_used_at: Option<String>,
    pub revoked_at: Option<String>,
}

/// Makes a token labelled `label` and returns (its id, the token): the only
/// time the token exists outside the caller's hands.
pub async fn create(db: &Db, label: &str, by: &str) -> anyhow::Result<(i64, String)> {
    let label = label.trim();
    anyhow::ensure!(
        !label.is_empty() && label.chars().count() <= MAX_LABEL,
        "the label is 1 to {MAX_LABEL} characters: say where the token is used"
    );
    anyhow::ensure!(
        !label.chars().any(char::is_control),
        "the label is one line of text"
    );
    let token = format!("{PREFIX}{}", random_token_256());
    let id: i64 = sqlx::query(
        "INSERT INTO export_tokens (label, token_hash, created_at, created_by) \
         VALUES ($1, $2, $3, $4) RETURNING id",
    )
    .bind(label)
    .bind(hash(&token))
    .bind(now())
    .bind(by)
    .fetch_one(&db.pool)
    .await?
    .try_get("id")?;
    Ok((id, token))
}

pub async fn list(db: &Db) -> Result<Vec<Listed>, sqlx::Error> {
    sqlx::query(
        "SELECT id, label, created_at, created_by, last_used_at, revoked_at \
         FROM export_tokens ORDER BY id",
    )
    .fetch_all(&db.pool)
    .await?
    .iter()
    .map(|r| {
        Ok(Listed {
            id: r.try_get("id")?,
            label: r.try_get("label")?,
            created_at: r.try_get("created_at")?,
            created_by: r.try_get("created_by")?,
            last_used_at: r.try_get("last_used_at")?,
            revoked_at: r.try_get("revoked_at")?,
        })
    })
    .collect()
}

/// Revokes token `id`; false if there is no such live token.
pub async fn revoke(db: &Db, id: i64) -> Result<bool, sqlx::Error> {
    let done = sqlx::query(
        "UPDATE export_tokens SET revoked_at = $1 WHERE id = $2 AND revoked_at IS NULL",
    )
    .bind(now())
    .bind(id)
    .execute(&db.pool)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// Whether `token` is a live export token; a live one's `last_used_at` is
/// set to now. Looked up by hash only.
pub async fn accept(db: &Db, token: &str) -> Result<bool, sqlx::Error> {
    if !token.starts_with(PREFIX) || token.len() != PREFIX.len() + 64 {
        return Ok(false);
    }
    let done = sqlx::query(
        "UPDATE export_tokens SET last_used_at = $1 WHERE token_hash = $2 AND revoked_at IS NULL",
    )
    .bind(now())
    .bind(hash(token))
    .execute(&db.pool)
    .await?;
    Ok(done.rows_affected() == 1)
}
