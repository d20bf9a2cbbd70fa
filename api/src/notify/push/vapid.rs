//! The server's identity to the push services (VAPID, RFC 8292): one P-256
//! key pair. The browser binds each subscription to the public key it was
//! given, and every push carries a short-lived ES256 token signed with the
//! private key, so only this server can push to the owner's phone.

use crate::store::db::{self, Db};
use data_encoding::BASE64URL_NOPAD;
use p256::ecdsa::{Signature, SigningKey, signature::Signer};
use sqlx::Row;

/// How long a token is valid: the push services accept at most 24 hours.
const TOKEN_SECS: i64 = 12 * 3600;

/// Why the server has no VAPID key to sign with.
#[derive(Debug, thiserror::Error)]
pub enum VapidError {
    #[error("the VAPID private key is not base64url")]
    NotBase64,
    #[error("the VAPID private key is not a P-256 private key (32 bytes)")]
    NotP256,
    #[error("reading the VAPID key")]
    Read(#[source] sqlx::Error),
    #[error("storing the VAPID key")]
    Store(#[source] sqlx::Error),
    #[error("the VAPID key was not stored")]
    NotStored,
}

#[derive(Clone)]
pub struct Vapid {
    key: SigningKey,
}

impl std::fmt::Debug for Vapid {
    // Never prints the private key.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Vapid({})", self.public_key())
    }
}

impl Vapid {
    /// From the 32-byte private scalar, base64url (as `VAPID_PRIVATE_KEY`
    /// and the `push_keys` table hold it).
    pub fn parse(private_key: &str) -> Result<Vapid, VapidError> {
        let bytes = BASE64URL_NOPAD
            .decode(private_key.trim().trim_end_matches('=').as_bytes())
            .map_err(|_| VapidError::NotBase64)?;
        let key = SigningKey::from_slice(&bytes).map_err(|_| VapidError::NotP256)?;
        Ok(Vapid { key })
    }

    pub fn generate() -> Vapid {
        Vapid {
            key: SigningKey::random(&mut rand::rngs::OsRng),
        }
    }

    fn private_key(&self) -> String {
        BASE64URL_NOPAD.encode(&self.key.to_bytes())
    }

    /// The uncompressed public point, base64url: the browser's
    /// `applicationServerKey` and the `k` of every push's Authorization.
    pub fn public_key(&self) -> String {
        let point = self.key.verifying_key().to_encoded_point(false);
        BASE64URL_NOPAD.encode(point.as_bytes())
    }

    /// The `Authorization` header for a push to `endpoint_origin`
    /// (`https://host[:port]`), signed now, naming `subject` (a mailto: or
    /// https: address the push service may write to).
    pub fn authorization(&self, endpoint_origin: &str, subject: &str) -> String {
        let header = BASE64URL_NOPAD.encode(br#"{"typ":"JWT","alg":"ES256"}"#);
        let claims = serde_json::json!({
            "aud": endpoint_origin,
            "exp": chrono::Utc::now().timestamp() + TOKEN_SECS,
            "sub": subject,
        });
        let claims = BASE64URL_NOPAD.encode(claims.to_string().as_bytes());
        let signing_input = format!("{header}.{claims}");
        // JWS ES256 is the raw r || s, not DER.
        let signature: Signature = self.key.sign(signing_input.as_bytes());
        let token = format!(
            "{signing_input}.{}",
            BASE64URL_NOPAD.encode(&signature.to_bytes())
        );
        format!("vapid t={token}, k={}", self.public_key())
    }

    /// The key this server signs with: `VAPID_PRIVATE_KEY` when set, else
    /// the one in the database, made and stored on first use. Instances
    /// starting together agree: only the first insert lands.
    pub async fn load(db: &Db, configured: Option<&str>) -> Result<Vapid, VapidError> {
        if let Some(key) = configured {
            return Vapid::parse(key);
        }
        let read = || async {
            sqlx::query("SELECT private_key FROM push_keys WHERE id = 1")
                .fetch_optional(&db.pool)
                .await
                .map_err(VapidError::Read)?
                .map(|row| row.try_get::<String, _>("private_key"))
                .transpose()
                .map_err(VapidError::Read)
        };
        if let Some(stored) = read().await? {
            return Vapid::parse(&stored);
        }
        let fresh = Vapid::generate();
        sqlx::query(
            "INSERT INTO push_keys (id, private_key, created_at) VALUES (1, $1, $2) \
             ON CONFLICT (id) DO NOTHING",
        )
        .bind(fresh.private_key())
        .bind(db::now())
        .execute(&db.pool)
        .await
        .map_err(VapidError::Store)?;
        let stored = read().await?.ok_or(VapidError::NotStored)?;
        Vapid::parse(&stored)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use p256::ecdsa::{VerifyingKey, signature::Verifier};

    #[test]
    fn the_token_verifies_with_the_public_key_it_names() {
        let vapid = Vapid::generate();
        let header = vapid.authorization("https://push.example", "mailto:owner@example.com");
        let (t, k) = header
            .strip_prefix("vapid t=")
            .and_then(|rest| rest.split_once(", k="))
            .expect("vapid t=…, k=…");
        assert_eq!(k, vapid.public_key());
        let public = BASE64URL_NOPAD.decode(k.as_bytes()).unwrap();
        let verifying = VerifyingKey::from_sec1_bytes(&public).unwrap();
        let (input, sig) = t.rsplit_once('.').unwrap();
        let sig = Signature::from_slice(&BASE64URL_NOPAD.decode(sig.as_bytes()).unwrap()).unwrap();
        verifying.verify(input.as_bytes(), &sig).unwrap();
        let claims = input.split('.').nth(1).unwrap();
        let claims: serde_json::Value =
            serde_json::from_slice(&BASE64URL_NOPAD.decode(claims.as_bytes()).unwrap()).unwrap();
        assert_eq!(claims["aud"], "https://push.example");
        assert_eq!(claims["sub"], "mailto:owner@example.com");
        assert!(claims["exp"].as_i64().unwrap() > chrono::Utc::now().timestamp());
    }

    #[test]
    fn a_key_survives_being_written_and_read_back() {
        let vapid = Vapid::generate();
        let again = Vapid::parse(&vapid.private_key()).unwrap();
        assert_eq!(again.public_key(), vapid.public_key());
        assert!(Vapid::parse("not a key").is_err());
        assert!(Vapid::parse("AAAA").is_err());
    }
}
