//! Results' review counts (issue 34.1-2): customers asked for a review and
//! reviews recorded in the period, by the London days of when each was done.

use crate::http::error::AppError;
use crate::store::uk_time;
use chrono::{Duration, NaiveDate, SecondsFormat};
use content_model::admin::ResultReviews;
use sqlx::Row;

/// The counts for `from..=to`. Stored times are UTC RFC 3339 with
/// milliseconds, so the period's bounds in that form compare as text.
pub async fn count(
    db: &crate::store::db::Db,
    from: NaiveDate,
    to: NaiveDate,
) -> Result<ResultReviews, AppError> {
    let stored = |t: chrono::DateTime<chrono::Utc>| t.to_rfc3339_opts(SecondsFormat::Millis, true);
    let start = stored(uk_time::midnight(from));
    let end = stored(uk_time::midnight(to + Duration::days(1)));
    let requested: i64 = sqlx::query(
        "SELECT CAST(COUNT(*) AS BIGINT) AS n FROM enquiries \
         WHERE review_requested_at >= $1 AND review_requested_at < $2",
    )
    .bind(&start)
    .bind(&end)
    .fetch_one(&db.pool)
    .await?
    .try_get("n")?;
    let recorded: i64 = sqlx::query(
        "SELECT CAST(COUNT(*) AS BIGINT) AS n FROM reviews \
         WHERE recorded_at >= $1 AND recorded_at < $2 AND removed_at IS NULL",
    )
    .bind(&start)
    .bind(&end)
    .fetch_one(&db.pool)
    .await?
    .try_get("n")?;
    Ok(ResultReviews {
        requested,
        recorded,
    })
}
