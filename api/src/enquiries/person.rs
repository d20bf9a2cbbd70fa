//! One person's enquiries (decision 30): found by the email or the phone they
//! typed, read for a subject access export, and deleted with everything
//! that hangs off them. Erasure and the retention purge both delete through
//! [`delete`], so neither can leave a note, an email, an alert or a search
//! word of a deleted enquiry behind.

use super::Lead;
use crate::store::db::{Backend, delete_where_in, rows_where_in};
use crate::store::phone::{phone_key, phone_pattern};
use sqlx::{AnyConnection, FromRow, Row};

/// The enquiries whose email is `email` (lower-cased), in id order.
pub async fn with_email(conn: &mut AnyConnection, email: &str) -> Result<Vec<i64>, sqlx::Error> {
    sqlx::query("SELECT id FROM enquiries WHERE LOWER(TRIM(email)) = $1 ORDER BY id")
        .bind(email)
        .fetch_all(&mut *conn)
        .await?
        .iter()
        .map(|r| r.try_get("id"))
        .collect()
}

/// The enquiries whose phone, however it was typed, has `key` as its
/// [`phone_key`], in id order.
pub async fn with_phone(conn: &mut AnyConnection, key: &str) -> Result<Vec<i64>, sqlx::Error> {
    let mut ids = Vec::new();
    for r in sqlx::query("SELECT id, phone FROM enquiries WHERE phone LIKE $1 ORDER BY id")
        .bind(phone_pattern(key))
        .fetch_all(&mut *conn)
        .await?
    {
        let phone: String = r.try_get("phone")?;
        if phone_key(&phone).as_deref() == Some(key) {
            ids.push(r.try_get("id")?);
        }
    }
    Ok(ids)
}

/// Leads `ids`, in id order.
pub async fn leads(conn: &mut AnyConnection, ids: &[i64]) -> Result<Vec<Lead>, sqlx::Error> {
    rows_where_in(conn, "*", "enquiries", "id", ids)
        .await?
        .iter()
        .map(Lead::from_row)
        .collect()
}

/// Takes SQLite's write lock before anything is read. A transaction that
/// reads and then writes fails at once when another connection (the server,
/// while the command line erases) wrote in between; one that writes first
/// waits its turn instead.
pub async fn write_first(conn: &mut AnyConnection) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE enquiries SET status = status WHERE id = -1")
        .execute(&mut *conn)
        .await?;
    Ok(())
}

/// What [`delete`] removed.
pub struct Deleted {
    pub enquiries: u64,
    /// Emails queued or sent about them.
    pub mail: u64,
}

/// Which enquiries [`delete`] removes.
pub enum Which<'a> {
    /// These (an erasure).
    Ids(&'a [i64]),
    /// Every one received before this stored time (the retention purge).
    ReceivedBefore(&'a str),
}

/// The tables whose `enquiry_id` refers to an enquiry: deleted first. Each
/// email, resend key and queued phone alert names the person, and the
/// history holds the owner's notes about them. (lead_events cascades too,
/// but SQLite honours that only with its foreign_keys pragma on: this does
/// not rely on it.)
/// Quotes hold the name a customer typed to accept and their reasons.
const REFERRING: [&str; 6] = [
    "lead_events",
    "quotes",
    "submission_keys",
    "push_queue",
    "outbox",
    "visits",
];

/// Deletes the enquiries `which` names with everything that refers to them
/// (`REFERRING`), then rewrites the search index so none of their words
/// stays in its pages. Run it inside the caller's transaction.
pub async fn delete(
    conn: &mut AnyConnection,
    backend: Backend,
    which: Which<'_>,
) -> Result<Deleted, sqlx::Error> {
    let mut mail = 0;
    let enquiries = match which {
        Which::Ids(ids) => {
            for table in REFERRING {
                let n = delete_where_in(conn, table, "enquiry_id", ids).await?;
                if table == "outbox" {
                    mail = n;
                }
            }
            delete_where_in(conn, "enquiries", "id", ids).await?
        }
        // One statement per table, each starting with a write: the purge
        // never holds a read snapshot that SQLite would refuse to upgrade
        // while the server writes.
        Which::ReceivedBefore(cutoff) => {
            for table in REFERRING {
                let n = sqlx::query(&format!(
                    "DELETE FROM {table} WHERE enquiry_id IN (SELECT id FROM enquiries WHERE created_at < $1)"
                ))
                .bind(cutoff)
                .execute(&mut *conn)
                .await?
                .rows_affected();
                if table == "outbox" {
                    mail = n;
                }
            }
            sqlx::query("DELETE FROM enquiries WHERE created_at < $1")
                .bind(cutoff)
                .execute(&mut *conn)
                .await?
                .rows_affected()
        }
    };
    if enquiries > 0 {
        super::search::forget_deleted(conn, backend).await?;
    }
    Ok(Deleted { enquiries, mail })
}
