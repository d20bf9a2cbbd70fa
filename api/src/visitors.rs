//! Cookie-free unique-visitor counting (PRODUCT 17) and bot detection.

use crate::db::Db;
use rand::RngCore;
use sha2::{Digest, Sha256};
use std::net::IpAddr;
use std::sync::{Arc, Mutex};

/// Today's salt as `(day, salt)`, so a request need not read it from the database.
pub type SaltCache = Arc<Mutex<Option<(String, String)>>>;

/// Today's salt, from the cache or the database. The day is the London
/// calendar day, the day the owner's daily visitor counts are kept by.
pub async fn todays_salt(db: &Db, cache: &SaltCache) -> Result<String, sqlx::Error> {
    let today = crate::uk_time::today();
    let day = today.as_str();
    let cached = cache
        .lock()
        .unwrap_or_else(|p| p.into_inner())
        .clone()
        .filter(|(d, _)| d == day);
    if let Some((_, salt)) = cached {
        return Ok(salt);
    }
    let salt = db.daily_salt(day).await?;
    *cache.lock().unwrap_or_else(|p| p.into_inner()) = Some((day.to_string(), salt.clone()));
    Ok(salt)
}

/// The form in which a rate limit shared through the database knows a client:
/// its address hashed with the day's salt, unlinkable once the salt is gone.
pub fn client_hash(salt: &str, address: IpAddr) -> String {
    let mut h = Sha256::new();
    h.update(b"rate-limit\0");
    h.update(salt.as_bytes());
    h.update([0]);
    h.update(address.to_string().as_bytes());
    hex::encode(&h.finalize()[..16])
}

/// A random 128-bit token, hex-encoded (salts, newsletter and enquiry tokens).
pub fn random_token() -> String {
    let mut bytes = [0u8; 16];
    rand::thread_rng().fill_bytes(&mut bytes);
    hex::encode(bytes)
}

/// One-way hash of the visitor's address and user agent with today's salt.
/// The salt is deleted at the end of the day, so hashes cannot be linked
/// across days or reversed to an address; raw addresses are never stored.
pub fn visitor_hash(salt: &str, address: &str, user_agent: &str) -> String {
    let mut h = Sha256::new();
    h.update(salt.as_bytes());
    h.update([0]);
    h.update(address.as_bytes());
    h.update([0]);
    h.update(user_agent.as_bytes());
    hex::encode(&h.finalize()[..16])
}

/// Crawlers, link checkers, monitors and headless browsers are not visitors.
pub fn is_bot(user_agent: &str) -> bool {
    let ua = user_agent.to_ascii_lowercase();
    ua.is_empty()
        || [
            "bot",
            "crawl",
            "spider",
            "slurp",
            "headlesschrome",
            "lighthouse",
            "pingdom",
            "uptime",
            "monitor",
            "curl/",
            "wget/",
            "python-requests",
            "httpclient",
            "go-http-client",
            "facebookexternalhit",
            "preview",
        ]
        .iter()
        .any(|marker| ua.contains(marker))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hashes_differ_by_salt_and_visitor() {
        let a = visitor_hash("s1", "203.0.113.5", "Firefox");
        assert_eq!(a, visitor_hash("s1", "203.0.113.5", "Firefox"));
        assert_ne!(a, visitor_hash("s2", "203.0.113.5", "Firefox"));
        assert_ne!(a, visitor_hash("s1", "203.0.113.6", "Firefox"));
        assert!(!a.contains("203"));
    }

    #[test]
    fn bots() {
        assert!(is_bot("Mozilla/5.0 (compatible; Googlebot/2.1)"));
        assert!(is_bot("Mozilla/5.0 HeadlessChrome/120"));
        assert!(is_bot(""));
        assert!(!is_bot(
            "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1"
        ));
    }
}
