//! The other enquiries from the same person (issue 23.6), by the phone
//! number (however it was typed) or the email address, so two requests from
//! one customer are seen together.

use super::EnquiryStatus;
use crate::store::phone::e164;
use content_model::admin::{RelatedEnquiry, SameContact};
use sqlx::Row;

/// The other enquiries (newest first, at most 20) sharing lead `id`'s phone
/// (compared in E.164, so `07700 900123` meets `+44 7700 900123`) or email
/// (any case).
pub async fn related(
    db: &crate::store::db::Db,
    id: i64,
    phone: &str,
    email: Option<&str>,
) -> Result<Vec<RelatedEnquiry>, sqlx::Error> {
    let dial = e164(phone);
    // Candidates by the number's last six digits (cheap in SQL), then compared exactly.
    let tail: String = dial
        .as_deref()
        .map(|n| {
            n.chars()
                .rev()
                .take(6)
                .collect::<Vec<_>>()
                .into_iter()
                .rev()
                .collect()
        })
        .unwrap_or_default();
    let email = email
        .map(|e| e.trim().to_lowercase())
        .filter(|e| !e.is_empty());
    if tail.len() < 6 && email.is_none() {
        return Ok(Vec::new());
    }
    let rows = sqlx::query(
        "SELECT id, created_at, name, service, status, phone, email FROM enquiries \
         WHERE id <> $1 AND ((LENGTH($2) = 6 AND REPLACE(REPLACE(phone, ' ', ''), '-', '') LIKE $3) \
         OR (LENGTH($4) > 0 AND LOWER(COALESCE(email, '')) = $4)) \
         ORDER BY created_at DESC, id DESC LIMIT 100",
    )
    .bind(id)
    .bind(&tail)
    .bind(format!("%{tail}"))
    .bind(email.clone().unwrap_or_default())
    .fetch_all(&db.pool)
    .await?;
    let mut out = Vec::new();
    for r in rows {
        let their_phone: String = r.try_get("phone")?;
        let their_email: Option<String> = r.try_get("email")?;
        let by_phone = dial.is_some() && e164(&their_phone) == dial;
        let by_email = email.is_some() && their_email.map(|e| e.trim().to_lowercase()) == email;
        let same = match (by_phone, by_email) {
            (true, true) => SameContact::PhoneAndEmail,
            (true, false) => SameContact::Phone,
            (false, true) => SameContact::Email,
            (false, false) => continue,
        };
        let Some(status) = EnquiryStatus::parse(&r.try_get::<String, _>("status")?) else {
            continue;
        };
        out.push(RelatedEnquiry {
            id: r.try_get("id")?,
            created_at: r.try_get("created_at")?,
            name: r.try_get("name")?,
            service: r.try_get("service")?,
            status,
            same,
        });
        if out.len() == 20 {
            break;
        }
    }
    Ok(out)
}
