//! Owner accounts: the email and password rules, Argon2id hashing, the audit
//! log, and what `api owner add|passwd|role|remove|list` does. Each account
//! is the owner's or staff (issue 33.7); there is always at least one owner.

use crate::store::db::{self, Db};
use argon2::password_hash::{PasswordHash, SaltString};
use argon2::{Argon2, PasswordHasher, PasswordVerifier};
pub use content_model::admin::Role;
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
    #[error("{0} is the only owner: make another account an owner first")]
    LastOwner(String),
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
    let matched = argon2_verify(password, stored.unwrap_or_else(|| dummy_hash()));
    matched && stored.is_some()
}

/// The hash an unknown email's sign-in is verified against: made once per
/// process by [`hash_password`], so it costs Argon2 the same work as a real
/// account's hash, from a random password nobody knows.
fn dummy_hash() -> &'static str {
    static DUMMY: OnceLock<String> = OnceLock::new();
    DUMMY.get_or_init(|| {
        let mut random = [0u8; 24];
        rand::thread_rng().fill_bytes(&mut random);
        hash_password(&NewPassword(hex::encode(random))).unwrap_or_default()
    })
}

/// Argon2's verification of `password` against a PHC string: the whole of a
/// sign-in's cost, whether or not the account exists.
fn argon2_verify(password: &str, hash: &str) -> bool {
    #[cfg(test)]
    tests::VERIFIED.with(|hashes| hashes.borrow_mut().push(hash.to_owned()));
    match PasswordHash::new(hash) {
        Ok(parsed) => Argon2::default()
            .verify_password(password.as_bytes(), &parsed)
            .is_ok(),
        Err(_) => false,
    }
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
    pub id: i64,
    pub email: String,
    pub role: Role,
    pub created_at: String,
    pub last_sign_in_at: Option<String>,
}

/// A stored role. The column allows only the two; anything else read back
/// (a damaged row) gets the lesser role, never the owner's.
pub fn stored_role(text: &str) -> Role {
    Role::parse(text).unwrap_or(Role::Staff)
}

/// Account `id`'s role (staff when there is no such account).
pub async fn role_of(db: &Db, id: i64) -> Result<Role, sqlx::Error> {
    let role: Option<String> = sqlx::query_scalar("SELECT role FROM owners WHERE id = $1")
        .bind(id)
        .fetch_optional(&db.pool)
        .await?;
    Ok(role.as_deref().map_or(Role::Staff, stored_role))
}

/// Creates the account with `role` and returns its id; the caller writes
/// the audit line (who did it is theirs to know).
pub async fn add(
    db: &Db,
    email: &OwnerEmail,
    password: &NewPassword,
    role: Role,
) -> Result<i64, AccountError> {
    let hash = hash_password(password)?;
    let inserted = sqlx::query(
        "INSERT INTO owners (email, password_hash, created_at, role) VALUES ($1, $2, $3, $4) ON CONFLICT (email) DO NOTHING",
    )
    .bind(email.as_str())
    .bind(&hash)
    .bind(db::now())
    .bind(role.as_str())
    .execute(&db.pool)
    .await?;
    if inserted.rows_affected() == 0 {
        return Err(AccountError::Exists(email.as_str().to_string()));
    }
    owner_id(db, email).await
}

/// `api owner add`: [`add`], audited from the command line.
pub async fn add_from_cli(
    db: &Db,
    email: &OwnerEmail,
    password: &NewPassword,
    role: Role,
) -> Result<i64, AccountError> {
    let id = add(db, email, password, role).await?;
    let action = match role {
        Role::Owner => "owner-added",
        Role::Staff => "staff-added",
    };
    audit(db, email.as_str(), action, "cli").await?;
    Ok(id)
}

/// Locks every owner's row (on PostgreSQL, until the transaction ends) and
/// counts the owners other than `id`: two owners demoting or removing each
/// other at once are counted one after the other, so one owner always stays.
async fn other_owners(conn: &mut AnyConnection, id: i64) -> Result<i64, sqlx::Error> {
    sqlx::query("UPDATE owners SET role = role WHERE role = 'owner'")
        .execute(&mut *conn)
        .await?;
    sqlx::query_scalar("SELECT COUNT(*) FROM owners WHERE role = 'owner' AND id <> $1")
        .bind(id)
        .fetch_one(&mut *conn)
        .await
}

/// Gives account `id` `role`; returns its email and whether anything
/// changed (the caller audits). The last owner cannot become staff. An
/// owner made staff is signed out everywhere, so no open page keeps the
/// owner's screens.
pub async fn set_role(db: &Db, id: i64, role: Role) -> Result<(String, bool), AccountError> {
    let mut tx = db.begin().await?;
    let (email, was) = account_in(&mut tx, id).await?;
    if was == role {
        return Ok((email, false));
    }
    if was == Role::Owner && other_owners(&mut tx, id).await? == 0 {
        return Err(AccountError::LastOwner(email));
    }
    sqlx::query("UPDATE owners SET role = $1 WHERE id = $2")
        .bind(role.as_str())
        .bind(id)
        .execute(&mut *tx)
        .await?;
    if was == Role::Owner {
        end_sessions_in(&mut tx, id).await?;
    }
    tx.commit().await?;
    Ok((email, true))
}

/// Account `id`'s email and role, read inside the caller's transaction.
async fn account_in(conn: &mut AnyConnection, id: i64) -> Result<(String, Role), AccountError> {
    let row = sqlx::query("SELECT email, role FROM owners WHERE id = $1")
        .bind(id)
        .fetch_optional(&mut *conn)
        .await?
        .ok_or_else(|| AccountError::NoAccount(format!("#{id}")))?;
    Ok((
        row.try_get("email")?,
        stored_role(&row.try_get::<String, _>("role")?),
    ))
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

/// `api owner remove`: deletes the account (see [`remove_id`]).
pub async fn remove(db: &Db, email: &OwnerEmail) -> Result<(), AccountError> {
    remove_id(db, owner_id(db, email).await?).await?;
    Ok(audit(db, email.as_str(), "owner-removed", "cli").await?)
}

/// Deletes account `id` and returns its email (the caller audits): its
/// sessions, devices and phone alerts go with it, and its leads are left
/// unassigned. The last owner cannot be removed.
pub async fn remove_id(db: &Db, id: i64) -> Result<String, AccountError> {
    let mut tx = db.begin().await?;
    let (email, role) = account_in(&mut tx, id).await?;
    if role == Role::Owner && other_owners(&mut tx, id).await? == 0 {
        return Err(AccountError::LastOwner(email));
    }
    end_sessions_in(&mut tx, id).await?;
    forget_devices_in(&mut tx, id).await?;
    // The foreign key says so too; written out so it holds on a SQLite
    // connection opened without foreign keys.
    sqlx::query("UPDATE enquiries SET assigned_to = NULL WHERE assigned_to = $1")
        .bind(id)
        .execute(&mut *tx)
        .await?;
    sqlx::query("DELETE FROM owners WHERE id = $1")
        .bind(id)
        .execute(&mut *tx)
        .await?;
    tx.commit().await?;
    Ok(email)
}

pub async fn list(db: &Db) -> Result<Vec<OwnerRow>, sqlx::Error> {
    let rows = sqlx::query(
        "SELECT id, email, role, created_at, last_sign_in_at FROM owners ORDER BY email",
    )
    .fetch_all(&db.pool)
    .await?;
    rows.iter()
        .map(|r| {
            Ok(OwnerRow {
                id: r.try_get("id")?,
                role: stored_role(&r.try_get::<String, _>("role")?),
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

/// The id of the account `email`.
pub async fn id_of(db: &Db, email: &OwnerEmail) -> Result<i64, AccountError> {
    owner_id(db, email).await
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
    use std::cell::RefCell;

    thread_local! {
        /// Every hash [`argon2_verify`] verified on this thread, in order.
        pub(super) static VERIFIED: RefCell<Vec<String>> = const { RefCell::new(Vec::new()) };
    }

    /// What [`verify_password`] made Argon2 verify, and its answer.
    fn verified(password: &str, stored: Option<&str>) -> (bool, Vec<String>) {
        VERIFIED.with(|hashes| hashes.borrow_mut().clear());
        let answer = verify_password(password, stored);
        (answer, VERIFIED.with(|hashes| hashes.take()))
    }

    /// The part of a PHC string that decides Argon2's work: algorithm,
    /// version and parameters (memory, passes, lanes), salt and output length.
    fn cost_of(hash: &str) -> (String, Option<u32>, String, usize, usize) {
        let parsed = PasswordHash::new(hash).expect("a PHC string");
        let salt = parsed.salt.map(|s| s.len()).unwrap_or(0);
        let output = parsed.hash.map(|h| h.len()).unwrap_or(0);
        (
            parsed.algorithm.to_string(),
            parsed.version,
            parsed.params.to_string(),
            salt,
            output,
        )
    }

    /// The timing side of 'wrong password and unknown email look the same'
    /// (the API test checks the answers): counted, not timed, so a loaded
    /// machine cannot fail it and a shortcut cannot pass it.
    #[test]
    fn an_unknown_email_costs_argon2_the_same_work_as_a_wrong_password() {
        let email = OwnerEmail::parse("owner@kelvintrades.example").unwrap();
        let real =
            hash_password(&NewPassword::parse("correct horse battery".into(), &email).unwrap())
                .unwrap();

        let (matched, wrong) = verified("not the password", Some(&real));
        assert!(!matched);
        assert_eq!(
            wrong,
            std::slice::from_ref(&real),
            "a wrong password: one verification, of the account's hash"
        );

        let (matched, unknown) = verified("correct horse battery", None);
        assert!(!matched, "no account, no match, whatever the password");
        assert_eq!(unknown.len(), 1, "an unknown email: one verification too");
        assert_ne!(unknown[0], real);
        assert_eq!(
            cost_of(&unknown[0]),
            cost_of(&real),
            "of a hash that costs the same"
        );
    }

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
