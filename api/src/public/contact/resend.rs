//! A form sent twice is one enquiry (issue 19.7). When the answer to a
//! stored enquiry is lost (the connection drops, the server is killed after
//! the commit), the visitor sends again; that resend must not make a second
//! lead. Each submission carries a key, and a resend with the same key
//! within `WITHIN` gets the first answer and stores nothing.
//!
//! The site's script makes a random key per filled-in form and keeps it until
//! the form is sent or changed. A form posted without JavaScript cannot carry
//! one (the page is the same static file for every visitor), so its key is
//! what was typed: the browser's 'resend' posts exactly the same fields.

use crate::enquiries::Enquiry;
use crate::http::error::AppError;
use crate::store::db;
use content_model::ContactRequest;
use sha2::{Digest, Sha256};
use sqlx::AnyConnection;
use std::time::Duration;

/// How long a submission's key answers for its first enquiry (and is kept):
/// the privacy notice states the same constant.
pub const WITHIN: Duration =
    Duration::from_secs(content_model::privacy::RESEND_KEY_HOURS * 60 * 60);

/// The longest idempotency key accepted (a UUID is 36 characters).
const KEY_MAX_CHARS: usize = 100;
/// The shortest: anything shorter is too easy to guess or to collide.
const KEY_MIN_CHARS: usize = 16;

/// The stored form of `request`'s key: its idempotency key, or what was
/// typed when it has none, hashed either way. A malformed key is a 400.
pub fn key_of(request: &ContactRequest) -> Result<String, AppError> {
    let mut h = Sha256::new();
    match request.idempotency_key.as_deref() {
        Some(key) => {
            let well_formed = (KEY_MIN_CHARS..=KEY_MAX_CHARS).contains(&key.len())
                && key
                    .bytes()
                    .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_');
            if !well_formed {
                return Err(AppError::BadRequest(format!(
                    "The form's idempotencyKey must be {KEY_MIN_CHARS} to {KEY_MAX_CHARS} letters, digits, '-' or '_'. Reload the page and send the form again."
                )));
            }
            h.update(b"key\0");
            h.update(key.as_bytes());
        }
        None => {
            h.update(b"typed\0");
            let r = request;
            for field in [
                r.name.as_str(),
                r.phone.as_str(),
                r.email.as_deref().unwrap_or(""),
                r.service.as_str(),
                r.message.as_deref().unwrap_or(""),
                r.location.as_deref().unwrap_or(""),
                if r.is_emergency { "emergency" } else { "" },
                r.page_path.as_deref().unwrap_or(""),
                r.website.as_deref().unwrap_or(""),
            ] {
                h.update(field.trim().as_bytes());
                h.update([0]);
            }
        }
    }
    Ok(hex::encode(h.finalize()))
}

/// The enquiry a submission with `key` made within `WITHIN`, if it is still
/// stored.
pub async fn first(db: &db::Db, key: &str) -> Result<Option<Enquiry>, sqlx::Error> {
    crate::enquiries::record::find_by_submission_key(db, key, &db::timestamp_ago(WITHIN)).await
}

/// Records `key` as `enquiry_id`'s, in the enquiry's own transaction; false
/// when a submission with the same key made another enquiry within `WITHIN`
/// (two resends at once): the caller then rolls back and answers as that
/// one. An older key is taken over. (A key goes with its enquiry when that
/// is erased or purged, so none points at a missing one. Asking here whether
/// the enquiry exists would be wrong on PostgreSQL: a resend that waited for
/// the first sending's commit reads from a snapshot taken before it, sees no
/// enquiry, and took the key over.)
pub async fn claim(
    conn: &mut AnyConnection,
    key: &str,
    enquiry_id: i64,
) -> Result<bool, sqlx::Error> {
    let claimed = sqlx::query(
        "INSERT INTO submission_keys (key, enquiry_id, created_at) VALUES ($1, $2, $3) \
         ON CONFLICT (key) DO UPDATE SET enquiry_id = excluded.enquiry_id, created_at = excluded.created_at \
         WHERE submission_keys.created_at < $4",
    )
    .bind(key)
    .bind(enquiry_id)
    .bind(db::now())
    .bind(db::timestamp_ago(WITHIN))
    .execute(&mut *conn)
    .await?
    .rows_affected();
    Ok(claimed == 1)
}

/// Forgets keys older than `WITHIN` (run daily with the retention purge).
pub async fn purge_old(db: &db::Db) -> Result<u64, sqlx::Error> {
    Ok(
        sqlx::query("DELETE FROM submission_keys WHERE created_at < $1")
            .bind(db::timestamp_ago(WITHIN))
            .execute(&db.pool)
            .await?
            .rows_affected(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn request() -> ContactRequest {
        ContactRequest {
            name: "Morag Reid".into(),
            phone: "0141 496 0000".into(),
            service: "Boiler Services".into(),
            ..Default::default()
        }
    }

    #[test]
    fn a_resent_form_has_the_same_key_and_a_changed_one_another() {
        let first = key_of(&request()).unwrap();
        assert_eq!(first, key_of(&request()).unwrap());
        let mut changed = request();
        changed.message = Some("Also the radiator".into());
        assert_ne!(first, key_of(&changed).unwrap());
        // A browser key decides alone, whatever was typed.
        let mut keyed = request();
        keyed.idempotency_key = Some("0b7c6a52-3f1e-4d7a-9a43-5d1c2b9e8f10".into());
        let mut keyed_changed = changed.clone();
        keyed_changed.idempotency_key = keyed.idempotency_key.clone();
        assert_eq!(key_of(&keyed).unwrap(), key_of(&keyed_changed).unwrap());
        assert_ne!(key_of(&keyed).unwrap(), first);
    }

    #[test]
    fn malformed_keys_are_refused() {
        for bad in [
            "short",
            &"x".repeat(101),
            "0b7c6a52 3f1e 4d7a 9a43",
            "ключ-ключ-ключ-ключ",
        ] {
            let mut r = request();
            r.idempotency_key = Some(bad.to_string());
            assert!(matches!(key_of(&r), Err(AppError::BadRequest(_))), "{bad}");
        }
    }
}
