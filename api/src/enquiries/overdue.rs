//! Which leads are overdue (issue 23.3): still open (not won or lost) in the
//! inbox, with a follow-up date before today on London's calendar. One rule
//! for the list's order (overdue next after the pinned emergencies), each
//! lead's flag, the daily digest and the push sent once.

use super::Lead;
use crate::store::db::Db;

/// The rule as an SQL condition on `enquiries`, on London's `today`
/// (`YYYY-MM-DD`, made here from the clock, never from a request).
pub fn sql(today: &str) -> String {
    format!(
        "(status = 'new' AND stage NOT IN ('won', 'lost') AND follow_up_on IS NOT NULL AND follow_up_on < '{today}')"
    )
}

/// The leads overdue on `today`, the longest overdue first, at most `limit`.
pub async fn leads(db: &Db, today: &str, limit: i64) -> Result<Vec<Lead>, sqlx::Error> {
    sqlx::query_as::<_, Lead>(&format!(
        "SELECT * FROM enquiries WHERE {} ORDER BY follow_up_on, id LIMIT $1",
        sql(today)
    ))
    .bind(limit)
    .fetch_all(&db.pool)
    .await
}

/// The leads overdue on `today` whose follow-up date has not been pushed
/// yet, oldest lead first, at most 100 at a time.
pub async fn not_pushed(db: &Db, today: &str) -> Result<Vec<Lead>, sqlx::Error> {
    sqlx::query_as::<_, Lead>(&format!(
        "SELECT * FROM enquiries WHERE {} \
         AND (overdue_pushed_on IS NULL OR overdue_pushed_on <> follow_up_on) ORDER BY id LIMIT 100",
        sql(today)
    ))
    .fetch_all(&db.pool)
    .await
}

/// Claims the push about lead `id` being overdue since `follow_up_on`:
/// true for exactly one caller however many instances ask, and false once
/// the date has changed since it was read.
pub async fn claim_push(db: &Db, id: i64, follow_up_on: &str) -> Result<bool, sqlx::Error> {
    Ok(sqlx::query(
        "UPDATE enquiries SET overdue_pushed_on = follow_up_on \
         WHERE id = $1 AND follow_up_on = $2 AND (overdue_pushed_on IS NULL OR overdue_pushed_on <> follow_up_on)",
    )
    .bind(id)
    .bind(follow_up_on)
    .execute(&db.pool)
    .await?
    .rows_affected()
        == 1)
}

/// The rule for one lead.
pub fn is_overdue(status_new: bool, stage: &str, follow_up_on: Option<&str>, today: &str) -> bool {
    status_new && !matches!(stage, "won" | "lost") && follow_up_on.is_some_and(|d| d < today)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_open_lead_past_its_date_is_overdue() {
        let today = "2026-11-25";
        assert!(is_overdue(true, "contacted", Some("2026-11-24"), today));
        assert!(
            !is_overdue(true, "contacted", Some("2026-11-25"), today),
            "due today"
        );
        assert!(!is_overdue(true, "won", Some("2026-11-01"), today), "won");
        assert!(!is_overdue(true, "lost", Some("2026-11-01"), today), "lost");
        assert!(
            !is_overdue(false, "new", Some("2026-11-01"), today),
            "not in the inbox"
        );
        assert!(!is_overdue(true, "new", None, today), "no date");
    }
}
