//! Reviews recorded from a won lead (issue 34.2), stored with their
//! provenance (platform, public link, date, who recorded it) and listed with
//! their status. The rules what is typed must keep are in `review_rules`.
//!
//! `status` gives a review's status from the one rule in `status`.

use super::review_rules::{Checked, platform};
use content_model::admin::{RecordedReview, ReviewStatus};
use sqlx::{AnyConnection, Row};

/// The status a stored (not removed) review has, by the one rule in
/// `status::review_status`: ready until the export the API serves shows it.
pub fn status(row: &sqlx::any::AnyRow) -> ReviewStatus {
    let url: String = row.try_get("url").unwrap_or_default();
    match super::status::review_status(false, &url, &super::status::served()) {
        super::status::Website::OnTheWebsite => ReviewStatus::OnTheWebsite,
        _ => ReviewStatus::Ready,
    }
}

/// Whether a review with `url` is already recorded (removed ones included:
/// the column is unique).
pub async fn url_taken(conn: &mut AnyConnection, url: &str) -> Result<bool, sqlx::Error> {
    Ok(sqlx::query("SELECT id FROM reviews WHERE url = $1")
        .bind(url)
        .fetch_optional(conn)
        .await?
        .is_some())
}

/// Stores `r` from lead `enquiry_id`; its id.
pub async fn insert(
    conn: &mut AnyConnection,
    enquiry_id: i64,
    r: &Checked,
    by: &str,
    at: &str,
) -> Result<i64, sqlx::Error> {
    sqlx::query(
        "INSERT INTO reviews (enquiry_id, platform, url, rating, body, published_on, first_name, \
         town, service_slug, area_slug, recorded_at, recorded_by) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id",
    )
    .bind(enquiry_id)
    .bind(r.platform)
    .bind(&r.url)
    .bind(r.rating)
    .bind(&r.text)
    .bind(&r.published_on)
    .bind(&r.first_name)
    .bind(r.town)
    .bind(&r.service)
    .bind(&r.area)
    .bind(at)
    .bind(by)
    .fetch_one(conn)
    .await?
    .try_get("id")
}

fn wire(r: &sqlx::any::AnyRow) -> Result<RecordedReview, sqlx::Error> {
    let platform: String = r.try_get("platform")?;
    Ok(RecordedReview {
        id: r.try_get("id")?,
        lead_id: r.try_get("enquiry_id")?,
        platform_name: self::platform(&platform)
            .map(|p| p.name.to_string())
            .unwrap_or_else(|| platform.clone()),
        platform,
        url: r.try_get("url")?,
        rating: r.try_get("rating")?,
        text: r.try_get("body")?,
        published_on: r.try_get("published_on")?,
        first_name: r.try_get("first_name")?,
        town: r.try_get("town")?,
        service: r.try_get("service_slug")?,
        area: r.try_get("area_slug")?,
        recorded_at: r.try_get("recorded_at")?,
        recorded_by: r.try_get("recorded_by")?,
        status: status(r),
    })
}

/// The reviews recorded from lead `enquiry_id` and not removed, oldest first.
pub async fn of_lead(
    conn: &mut AnyConnection,
    enquiry_id: i64,
) -> Result<Vec<RecordedReview>, sqlx::Error> {
    sqlx::query(
        "SELECT id, enquiry_id, platform, url, CAST(rating AS BIGINT) AS rating, body, published_on, \
         first_name, town, service_slug, area_slug, recorded_at, recorded_by \
         FROM reviews WHERE enquiry_id = $1 AND removed_at IS NULL ORDER BY id",
    )
    .bind(enquiry_id)
    .fetch_all(conn)
    .await?
    .iter()
    .map(wire)
    .collect()
}

/// Takes review `id` off (sets removed_at); its lead's id, or `None` when
/// there is no such review or it was removed already.
pub async fn remove(
    conn: &mut AnyConnection,
    id: i64,
    at: &str,
) -> Result<Option<i64>, sqlx::Error> {
    let row = sqlx::query(
        "UPDATE reviews SET removed_at = $1 WHERE id = $2 AND removed_at IS NULL RETURNING enquiry_id",
    )
    .bind(at)
    .bind(id)
    .fetch_optional(conn)
    .await?;
    row.map(|r| r.try_get("enquiry_id")).transpose()
}
