//! Cookie-free unique-visitor counting (decision 17) and bot detection.

use crate::store::db::Db;
use sha2::{Digest, Sha256};
use std::net::IpAddr;
use std::sync::{Arc, Mutex};

/// Today's salt as `(day, salt)`, so a request need not read it from the database.
pub type SaltCache = Arc<Mutex<Option<(String, String)>>>;

/// Today's salt, from the cache or the database. The day is the London
/// calendar day, the day the owner's daily visitor counts are kept by.
pub async fn todays_salt(db: &Db, cache: &SaltCache) -> Result<String, sqlx::Error> {
    let today = crate::store::uk_time::today();
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
    h.update(crate::http::client::network(address).to_string().as_bytes());
    hex::encode(&h.finalize()[..16])
}

/// How many different browsers (user agents) one client network is counted
/// as in a day. A home or an office shares one address, so a few are real
/// visitors; past that, every further user agent counts as one more visitor
/// together. One client rotating its user agent therefore counts as at most
/// this many plus one visitors a day, its views of a page at most that many
/// per `RECOUNT_AFTER`, and its calls likewise (issue 19.4: 300 user agents
/// from one address were 300 visitors and 300 calls).
pub const BROWSERS_PER_NETWORK: usize = 3;

/// The name every user agent past a network's `BROWSERS_PER_NETWORK` is
/// counted under; no browser sends a NUL.
const OTHER_BROWSERS: &str = "\0other browsers";

/// Networks remembered in a day: a bound on memory. Past it a new network is
/// counted under one name for all its browsers.
const NETWORKS_PER_DAY: usize = 200_000;

/// Today's browsers per client network, kept in this process's memory and
/// forgotten when the London day changes. With several instances (PostgreSQL)
/// each keeps its own, so a network counts as at most that many per instance.
#[derive(Default)]
pub struct Browsers(Mutex<BrowsersToday>);

#[derive(Default)]
struct BrowsersToday {
    day: String,
    /// Network → the user agents counted for it (SHA-256 prefixes).
    seen: std::collections::HashMap<IpAddr, Vec<u64>>,
}

impl Browsers {
    /// The user agent a visit from `network` on `day` is counted under: its
    /// own while the network has shown at most `BROWSERS_PER_NETWORK` today,
    /// one shared name after that.
    pub fn counted_as<'a>(&self, day: &str, network: IpAddr, user_agent: &'a str) -> &'a str {
        let digest = u64::from_be_bytes(
            Sha256::digest(user_agent.as_bytes())[..8]
                .try_into()
                .expect("eight bytes"),
        );
        let mut today = self.0.lock().unwrap_or_else(|p| p.into_inner());
        if today.day != day {
            today.day = day.to_string();
            today.seen.clear();
        }
        if today.seen.len() >= NETWORKS_PER_DAY && !today.seen.contains_key(&network) {
            return OTHER_BROWSERS;
        }
        let agents = today.seen.entry(network).or_default();
        if agents.contains(&digest) {
            user_agent
        } else if agents.len() < BROWSERS_PER_NETWORK {
            agents.push(digest);
            user_agent
        } else {
            OTHER_BROWSERS
        }
    }
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
