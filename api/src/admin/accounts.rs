//! Owner accounts: the email and password rules, Argon2id hashing, the audit
//! log, and what `api owner add|passwd|remove|list` does.

use crate::store::db::{self, Db};
use argon2::password_hash::{PasswordHash, SaltString};
use argon2::{Argon2, PasswordHasher, PasswordVerifier};
use rand::RngCore;
use sqlx::{AnyConnection, Row};
use std::sync::OnceLock;

/// Text that is not an email address (the message is shown to the owner).
#[derive(Debug, thiserror::Error)]
#[error("Enter an email address like name@example.co.uk.")]
pub struct BadEmail;

/// A password the rules refuse (the message is shown to the owner).
#[derive(Debug, thiserror::Error)]
pub enum BadPassword {
    #[error("The password must be at least {MIN_PASSWORD_CHARS} characters long.")]
    TooShort,
    #[error("The password must be at most {MAX_PASSWORD_BYTES} bytes long.")]
    TooLong,
    #[error("The password must not be the email address.")]
    IsTheEmail,
}

/// Argon2 could not hash: it names no source error type of its own that is
/// sure to implement `Error`, so its text is kept.
#[derive(Debug, thiserror::Error)]
pub enum HashError {
    #[error("salt: {0}")]
    Salt(argon2::password_hash::Error),
    #[error("hashing the password: {0}")]
    Hash(argon2::password_hash::Error),
}

/// Why an account command (`api owner …`) did nothing.
#[derive(Debug, thiserror::Error)]
pub enum AccountError {
    #[error(transparent)]
    BadEmail(#[from] BadEmail),
    #[error(transparent)]
    BadPassword(#[from] BadPassword),
    #[error(transparent)]
    Hash(#[from] HashError),
    #[error("{0} already has an account (change its password with `api owner passwd`)")]
    Exists(String),
    #[error("no owner account for {0}")]
    NoAccount(String),
    #[error("reading the password")]
    ReadPassword(#[source] std::io::Error),
    #[error("give the password twice, one line each, on standard input")]
    PasswordMissing,
    #[error("the two passwords differ; nothing was changed")]
    PasswordsDiffer,
    #[error("the secret is not base32")]
    BadSecret,
    #[error("that code does not match; the second factor is still off")]
    WrongCode,
    #[error(transparent)]
    Database(#[from] sqlx::Error),
}

/// An owner's email as stored: trimmed and lower-cased, so `Ann@X.example`
/// and `ann@x.example` are one account.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OwnerEmail(String);

impl OwnerEmail {
    pub fn parse(raw: &str) -> Result<OwnerEmail, BadEmail> {
        let email = raw.trim().to_lowercase();
        let valid = email.len() <= 254
            && !email.chars().any(|c| c.is_whitespace() || c.is_control())
            && email.split_once('@').is_some_and(|(local, domain)| {
                !local.is_empty() && !domain.is_empty() && !domain.contains('@')
            });
        if valid {
            Ok(OwnerEmail(email))
        } else {
            Err(BadEmail)
        }
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// Shortest password accepted: long enough that guessing it online, at five
/// tries a minute, is hopeless; no other composition rules (NIST SP 800-63B).
pub const MIN_PASSWORD_CHARS: usize = 12;
/// Longest password accepted, so a stranger cannot make us hash megabytes.
pub const MAX_PASSWORD_BYTES: usize = 1024;

/// A password that may be set for `email`. Deliberately not `Debug` or
/// `Display`, so it cannot end up in a log line by accident.
pub struct NewPassword(String);

impl NewPassword {
    pub fn parse(raw: String, email: &OwnerEmail) -> Result<NewPassword, BadPassword> {
        if raw.chars().count() < MIN_PASSWORD_CHARS {
            return Err(BadPassword::TooShort);
        }
        if raw.len() > MAX_PASSWORD_BYTES {
            return Err(BadPassword::TooLong);
        }
        if raw.trim().to_lowercase() == email.as_str() {
            return Err(BadPassword::IsTheEmail);
        }
        Ok(NewPassword(raw))
    }
}

/// Argon2id with the crate's defaults (19 MiB, 2 passes, 1 lane: OWASP's
/// recommended minimum), and a fresh 128-bit salt per hash. The PHC string
/// records the parameters, so stronger ones later still verify old hashes.
pub fn hash_password(password: &NewPassword) -> Result<String, HashError> {
    let mut salt = [0u8; 16];
    rand::thread_rng().fill_bytes(&mut salt);
    let salt = SaltString::encode_b64(&salt).map_err(HashError::Salt)?;
    Argon2::default()
        .hash_password(password.0.as_bytes(), &salt)
        .map(|h| h.to_string())
        .map_err(HashError::Hash)
}

/// Whether `password` matches the stored hash. With no stored hash (no such
/// account) a dummy hash is verified instead, so an unknown email takes as
/// long as a wrong password and the two cannot be told apart by timing.
pub fn verify_password(password: &str, stored: Option<&str>) -> bool {
    static DUMMY: OnceLock<String> = OnceLock::new();
    let dummy = DUMMY.get_or_init(|| {
        let mut random = [0u8; 24];
        rand::thread_rng().fill_bytes(&mut random);
        hash_password(&NewPassword(hex::encode(random))).unwrap_or_default()
    });
    let matched = match PasswordHash::new(stored.unwrap_or(dummy)) {
        Ok(parsed) => Argon2::default()
            .verify_password(password.as_bytes(), &parsed)
            .is_ok(),
        Err(_) => false,
    };
    matched && stored.is_some()
}

/// One line of the audit log. `client` is a salted address hash or `cli`.
pub async fn audit(db: &Db, email: &str, action: &str, client: &str) -> Result<(), sqlx::Error> {
    audit_in(&mut *db.pool.acquire().await?, email, action, client).await
}

/// [`audit`] on a connection, so the line is written in the caller's
/// transaction and only if the change it records is.
pub async fn audit_in(
    conn: &mut AnyConnection,
    email: &str,
    action: &str,
    client: &str,
) -> Result<(), sqlx::Error> {
    sqlx::query("INSERT INTO owner_audit (at, owner_email, action, client) VALUES ($1, $2, $3, $4)")
        .bind(db::now())
        .bind(email)
        .bind(action)
        .bind(client)
        .execute(conn)
        .await
        .map(|_| ())
}

pub struct OwnerRow {
    pub email: String,
    pub created_at: String,
    pub last_sign_in_at: Option<String>,
}

pub async fn add(db: &Db, email: &OwnerEmail, password: &NewPassword) -> Result<(), AccountError> {
    let hash = hash_password(password)?;
    let inserted = sqlx::query(
        "INSERT INTO owners (email, password_hash, created_at) VALUES ($1, $2, $3) ON CONFLICT (email) DO NOTHING",
    )
    .bind(email.as_str())
    .bind(&hash)
    .bind(db::now())
    .execute(&db.pool)
    .await?;
    if inserted.rows_affected() == 0 {
        return Err(AccountError::Exists(email.as_str().to_string()));
    }
    Ok(audit(db, email.as_str(), "owner-added", "cli").await?)
}

/// Sets a new password and ends every session of the account: whoever
/// knew the old one is signed out.
pub async fn set_password(
    db: &Db,
    email: &OwnerEmail,
    password: &NewPassword,
) -> Result<(), AccountError> {
    let hash = hash_password(password)?;
    let id = owner_id(db, email).await?;
    sqlx::query("UPDATE owners SET password_hash = $1 WHERE id = $2")
        .bind(&hash)
        .bind(id)
        .execute(&db.pool)
        .await?;
    end_sessions(db, id).await?;
    forget_devices(db, id).await?;
    Ok(audit(db, email.as_str(), "password-changed", "cli").await?)
}

pub async fn remove(db: &Db, email: &OwnerEmail) -> Result<(), AccountError> {
    let id = owner_id(db, email).await?;
    end_sessions(db, id).await?;
    forget_devices(db, id).await?;
    sqlx::query("DELETE FROM owners WHERE id = $1")
        .bind(id)
        .execute(&db.pool)
        .await?;
    Ok(audit(db, email.as_str(), "owner-removed", "cli").await?)
}

pub async fn list(db: &Db) -> Result<Vec<OwnerRow>, sqlx::Error> {
    let rows = sqlx::query("SELECT email, created_at, last_sign_in_at FROM owners ORDER BY email")
        .fetch_all(&db.pool)
        .await?;
    rows.iter()
        .map(|r| {
            Ok(OwnerRow {
                email: r.try_get("email")?,
                created_at: r.try_get("created_at")?,
                last_sign_in_at: r.try_get("last_sign_in_at")?,
            })
        })
        .collect()
}

/// After a password change or removal, no device is known any more: the
/// next sign-in anywhere is told to the account, and limited as a stranger's
/// (a device that signed in with a stolen password keeps no privilege).
pub async fn forget_devices(db: &Db, owner_id: i64) -> Result<(), sqlx::Error> {
    forget_devices_in(&mut *db.pool.acquire().await?, owner_id).await
}

/// [`forget_devices`] inside the caller's transaction.
pub async fn forget_devices_in(conn: &mut AnyConnection, owner_id: i64) -> Result<(), sqlx::Error> {
    sqlx::query("DELETE FROM known_devices WHERE owner_id = $1")
        .bind(owner_id)
        .execute(conn)
        .await
        .map(|_| ())
}

pub async fn end_sessions(db: &Db, owner_id: i64) -> Result<u64, sqlx::Error> {
    end_sessions_in(&mut *db.pool.acquire().await?, owner_id).await
}

/// [`end_sessions`] inside the caller's transaction.
pub async fn end_sessions_in(conn: &mut AnyConnection, owner_id: i64) -> Result<u64, sqlx::Error> {
    sqlx::query("DELETE FROM owner_sessions WHERE owner_id = $1")
        .bind(owner_id)
        .execute(conn)
        .await
        .map(|r| r.rows_affected())
}

async fn owner_id(db: &Db, email: &OwnerEmail) -> Result<i64, AccountError> {
    let row = sqlx::query("SELECT id FROM owners WHERE email = $1")
        .bind(email.as_str())
        .fetch_optional(&db.pool)
        .await?
        .ok_or_else(|| AccountError::NoAccount(email.as_str().to_string()))?;
    Ok(row.try_get::<i64, _>("id")?)
}

/// Reads a new password: twice without echo on a terminal, else two lines
/// from standard input (so scripts and tests can pipe it). Both must match.
pub fn read_new_password(email: &OwnerEmail) -> Result<NewPassword, AccountError> {
    use std::io::{BufRead, IsTerminal};
    let (first, second) = if std::io::stdin().is_terminal() {
        let first = rpassword::prompt_password(format!("New password for {}: ", email.as_str()))
            .map_err(AccountError::ReadPassword)?;
        let second = rpassword::prompt_password("The same password again: ")
            .map_err(AccountError::ReadPassword)?;
        (first, second)
    } else {
        let mut lines = std::io::stdin().lock().lines();
        let mut next = || match lines.next() {
            Some(Ok(line)) => Ok(line.trim_end_matches('\r').to_string()),
            Some(Err(e)) => Err(AccountError::ReadPassword(e)),
            None => Err(AccountError::PasswordMissing),
        };
        (next()?, next()?)
    };
    if first != second {
        return Err(AccountError::PasswordsDiffer);
    }
    Ok(NewPassword::parse(first, email)?)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn emails_are_normalised_and_checked() {
        assert_eq!(
            OwnerEmail::parse(" Ann@X.Example ").unwrap().as_str(),
            "ann@x.example"
        );
        for bad in ["", "ann", "@x", "ann@", "a b@x", "a@b@c", "a\n@x"] {
            assert!(OwnerEmail::parse(bad).is_err(), "{bad:?}");
        }
    }

    #[test]
    fn passwords_too_short_or_equal_to_the_email_are_refused() {
        let email = OwnerEmail::parse("owner@kelvintrades.example").unwrap();
        assert!(NewPassword::parse("short".into(), &email).is_err());
        assert!(NewPassword::parse("OWNER@kelvintrades.example".into(), &email).is_err());
        assert!(NewPassword::parse("x".repeat(MAX_PASSWORD_BYTES + 1), &email).is_err());
        let ok = NewPassword::parse("correct horse battery".into(), &email).unwrap();
        let hash = hash_password(&ok).unwrap();
        assert!(hash.starts_with("$argon2id$"));
        assert!(verify_password("correct horse battery", Some(&hash)));
        assert!(!verify_password("correct horse batterz", Some(&hash)));
        assert!(!verify_password("anything", None));
    }
}
