//! The owner's optional second factor: time-based one-time codes (RFC 6238,
//! the defaults every authenticator app uses: HMAC-SHA1, 30-second steps,
//! 6 digits). A code is accepted for the step before and after the current
//! one (a phone's clock drifts), and only for a step later than the last one
//! accepted, so each code works once.

use super::accounts::{self, AccountError, OwnerEmail};
use crate::store::db::Db;
use hmac::{Hmac, Mac};
use rand::RngCore;
use sha1::Sha1;
use sqlx::Row;

pub const STEP_SECS: i64 = 30;
const DIGITS: u32 = 6;
/// Steps either side of now that are still accepted.
const DRIFT_STEPS: i64 = 1;

/// The code for one time step (RFC 4226 HOTP with the step as counter).
pub fn code_at_step(secret: &[u8], step: i64) -> u32 {
    let mut mac = Hmac::<Sha1>::new_from_slice(secret).expect("HMAC takes a key of any length");
    mac.update(&(step as u64).to_be_bytes());
    let digest = mac.finalize().into_bytes();
    // Dynamic truncation: the low nibble of the last byte picks 4 bytes.
    let offset = (digest[digest.len() - 1] & 0x0f) as usize;
    let value = u32::from_be_bytes([
        digest[offset] & 0x7f,
        digest[offset + 1],
        digest[offset + 2],
        digest[offset + 3],
    ]);
    value % 10u32.pow(DIGITS)
}

pub fn step_at(unix_secs: i64) -> i64 {
    unix_secs.div_euclid(STEP_SECS)
}

/// The step `typed` matches at `unix_secs`, if any, and later than
/// `last_step`. `typed` may contain spaces ('123 456'), nothing else.
pub fn matching_step(
    secret: &[u8],
    typed: &str,
    unix_secs: i64,
    last_step: Option<i64>,
) -> Option<i64> {
    let digits: String = typed.chars().filter(|c| !c.is_whitespace()).collect();
    if digits.len() != DIGITS as usize || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let wanted: u32 = digits.parse().ok()?;
    let now = step_at(unix_secs);
    (now - DRIFT_STEPS..=now + DRIFT_STEPS)
        .filter(|step| last_step.is_none_or(|last| *step > last))
        .find(|step| constant_time_eq(code_at_step(secret, *step), wanted))
}

fn constant_time_eq(a: u32, b: u32) -> bool {
    (a ^ b) == 0
}

pub fn decode_secret(base32: &str) -> Option<Vec<u8>> {
    data_encoding::BASE32_NOPAD.decode(base32.as_bytes()).ok()
}

/// A new 160-bit secret (the size RFC 4226 recommends), base32 without padding.
pub fn new_secret() -> String {
    let mut bytes = [0u8; 20];
    rand::thread_rng().fill_bytes(&mut bytes);
    data_encoding::BASE32_NOPAD.encode(&bytes)
}

/// The `otpauth://` address an authenticator app reads (as a QR code or pasted).
pub fn provisioning_uri(secret: &str, email: &str, issuer: &str) -> String {
    let enc = |s: &str| -> String {
        s.bytes()
            .map(|b| match b {
                b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'.' | b'_' | b'~' => {
                    (b as char).to_string()
                }
                _ => format!("%{b:02X}"),
            })
            .collect()
    };
    format!(
        "otpauth://totp/{}:{}?secret={secret}&issuer={}&algorithm=SHA1&digits={DIGITS}&period={STEP_SECS}",
        enc(issuer),
        enc(email),
        enc(issuer)
    )
}

/// The account's secret and last accepted step, when it has a second factor.
pub async fn load(db: &Db, owner_id: i64) -> Result<Option<(String, Option<i64>)>, sqlx::Error> {
    let row = sqlx::query("SELECT totp_secret, totp_last_step FROM owners WHERE id = $1")
        .bind(owner_id)
        .fetch_optional(&db.pool)
        .await?;
    let Some(row) = row else { return Ok(None) };
    let secret: Option<String> = row.try_get("totp_secret")?;
    Ok(secret.map(|s| (s, row.try_get("totp_last_step").ok().flatten())))
}

/// Records `step` as used, unless another request used it (or a later one)
/// first: true when this request won, so two requests with one code cannot
/// both sign in.
pub async fn use_step(db: &Db, owner_id: i64, step: i64) -> Result<bool, sqlx::Error> {
    let done = sqlx::query(
        "UPDATE owners SET totp_last_step = $1 WHERE id = $2 AND (totp_last_step IS NULL OR totp_last_step < $1)",
    )
    .bind(step)
    .bind(owner_id)
    .execute(&db.pool)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// Turns the second factor on with `secret` once the owner has shown, with
/// `typed`, that their app makes the same codes.
pub async fn enable(
    db: &Db,
    email: &OwnerEmail,
    secret: &str,
    typed: &str,
) -> Result<(), AccountError> {
    let bytes = decode_secret(secret).ok_or(AccountError::BadSecret)?;
    let now = chrono::Utc::now().timestamp();
    let Some(step) = matching_step(&bytes, typed, now, None) else {
        return Err(AccountError::WrongCode);
    };
    let done =
        sqlx::query("UPDATE owners SET totp_secret = $1, totp_last_step = $2 WHERE email = $3")
            .bind(secret)
            .bind(step)
            .bind(email.as_str())
            .execute(&db.pool)
            .await?;
    if done.rows_affected() == 0 {
        return Err(AccountError::NoAccount(email.as_str().to_string()));
    }
    end_sessions_of(db, email).await?;
    Ok(accounts::audit(db, email.as_str(), "second-factor-on", "cli").await?)
}

/// Turns the second factor off (a lost phone), from the server's command line only.
pub async fn disable(db: &Db, email: &OwnerEmail) -> Result<(), AccountError> {
    let done =
        sqlx::query("UPDATE owners SET totp_secret = NULL, totp_last_step = NULL WHERE email = $1")
            .bind(email.as_str())
            .execute(&db.pool)
            .await?;
    if done.rows_affected() == 0 {
        return Err(AccountError::NoAccount(email.as_str().to_string()));
    }
    Ok(accounts::audit(db, email.as_str(), "second-factor-off", "cli").await?)
}

/// Sessions opened with the password alone end when the second factor goes on.
async fn end_sessions_of(db: &Db, email: &OwnerEmail) -> Result<(), sqlx::Error> {
    let row = sqlx::query("SELECT id FROM owners WHERE email = $1")
        .bind(email.as_str())
        .fetch_one(&db.pool)
        .await?;
    let id: i64 = row.try_get("id")?;
    accounts::end_sessions(db, id).await?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// RFC 6238 appendix B, SHA-1 column (8 digits there; the last 6 of each
    /// are the 6-digit codes, since both are the same number mod 10^n).
    #[test]
    fn rfc_6238_test_vectors() {
        let secret = b"12345678901234567890";
        for (time, eight) in [
            (59, 94287082u32),
            (1111111109, 7081804),
            (1111111111, 14050471),
            (1234567890, 89005924),
            (2000000000, 69279037),
            (20000000000, 65353130),
        ] {
            assert_eq!(
                code_at_step(secret, step_at(time)),
                eight % 1_000_000,
                "t={time}"
            );
        }
    }

    #[test]
    fn a_code_works_one_step_either_side_and_only_once() {
        let secret = b"12345678901234567890";
        let t = 1_234_567_890;
        let code = format!("{:06}", code_at_step(secret, step_at(t)));
        assert_eq!(matching_step(secret, &code, t, None), Some(step_at(t)));
        assert_eq!(matching_step(secret, &code, t + 30, None), Some(step_at(t)));
        assert_eq!(matching_step(secret, &code, t - 30, None), Some(step_at(t)));
        assert_eq!(matching_step(secret, &code, t + 90, None), None, "too late");
        assert_eq!(
            matching_step(secret, &code, t, Some(step_at(t))),
            None,
            "replayed"
        );
        let spaced = format!("{} {}", &code[..3], &code[3..]);
        assert_eq!(matching_step(secret, &spaced, t, None), Some(step_at(t)));
        for bad in ["", "12345", "1234567", "12a456", "-12345"] {
            assert_eq!(matching_step(secret, bad, t, None), None, "{bad:?}");
        }
    }

    #[test]
    fn secrets_round_trip_and_the_uri_is_encoded() {
        let s = new_secret();
        assert_eq!(decode_secret(&s).unwrap().len(), 20);
        let uri = provisioning_uri(&s, "ann@x.example", "Kelvin Trades");
        assert!(
            uri.starts_with("otpauth://totp/Kelvin%20Trades:ann%40x.example?secret="),
            "{uri}"
        );
    }
}
