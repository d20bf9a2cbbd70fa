//! One person's mail (decision 30): what a subject access export lists and
//! an erasure deletes. Mail about their enquiries goes with the enquiries
//! (`enquiries::person::delete`); this finds the rest.

use super::owner::{ENTRY_COLUMNS, Entry, entry};
use crate::store::db::{contains_pattern, delete_where_in, rows_where_in};
use sqlx::{AnyConnection, Row};

/// Mail sent to `email` (lower-cased), and mail about no enquiry whose text
/// names it (a delivery report listing their address), in id order. Mail
/// about someone else's enquiry is that person's, even if it mentions this
/// address.
pub async fn to_or_naming(conn: &mut AnyConnection, email: &str) -> Result<Vec<i64>, sqlx::Error> {
    sqlx::query(
        "SELECT id FROM outbox WHERE LOWER(TRIM(to_address)) = $1 \
         OR (enquiry_id IS NULL AND LOWER(body_text) LIKE $2 ESCAPE '\\') ORDER BY id",
    )
    .bind(email)
    .bind(contains_pattern(email))
    .fetch_all(&mut *conn)
    .await?
    .iter()
    .map(|r| r.try_get("id"))
    .collect()
}

/// Every email about enquiries `enquiry_ids`: the owner's notification,
/// the acknowledgement, whatever was sent again.
pub async fn about(conn: &mut AnyConnection, enquiry_ids: &[i64]) -> Result<Vec<i64>, sqlx::Error> {
    rows_where_in(conn, "id", "outbox", "enquiry_id", enquiry_ids)
        .await?
        .iter()
        .map(|r| r.try_get("id"))
        .collect()
}

/// Messages `ids` with the text each one said, in id order.
pub async fn with_text(
    conn: &mut AnyConnection,
    ids: &[i64],
) -> Result<Vec<(Entry, String)>, sqlx::Error> {
    rows_where_in(
        conn,
        &format!("{ENTRY_COLUMNS}, body_text"),
        "outbox",
        "id",
        ids,
    )
    .await?
    .iter()
    .map(|r| Ok((entry(r)?, r.try_get("body_text")?)))
    .collect()
}

/// Deletes messages `ids`; returns how many went.
pub async fn delete(conn: &mut AnyConnection, ids: &[i64]) -> Result<u64, sqlx::Error> {
    delete_where_in(conn, "outbox", "id", ids).await
}
