//! Cookie-free unique-visitor counting (PRODUCT 17) and bot detection.

use rand::RngCore;
use sha2::{Digest, Sha256};

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
