//! Per-address limits on enquiries: a sliding window kept in memory, never on
//! disk. The privacy notice promises an address is held for at most 24 hours
//! (PRODUCT 30), so the window is at most a day and `sweep`, run every minute
//! by the server, forgets every address idle for a whole window.

use std::collections::{HashMap, VecDeque};
use std::net::IpAddr;
use std::sync::Mutex;
use std::time::{Duration, Instant};

pub struct RateLimiter {
    limit: u32,
    window: Duration,
    hits: Mutex<HashMap<IpAddr, VecDeque<Instant>>>,
}

impl RateLimiter {
    pub fn new(limit: u32, window: Duration) -> RateLimiter {
        RateLimiter {
            limit,
            window,
            hits: Mutex::new(HashMap::new()),
        }
    }

    /// Forgets every address whose last hit is a whole window old.
    pub fn sweep(&self) {
        self.sweep_at(Instant::now());
    }

    fn sweep_at(&self, now: Instant) {
        let mut hits = self.hits.lock().unwrap_or_else(|p| p.into_inner());
        hits.retain(|_, q| {
            q.back()
                .is_some_and(|t| now.duration_since(*t) < self.window)
        });
    }

    /// How many addresses are held now.
    pub fn held(&self) -> usize {
        self.hits.lock().unwrap_or_else(|p| p.into_inner()).len()
    }

    /// Records a hit; `Err(wait)` if the address is over its limit.
    pub fn check(&self, addr: IpAddr) -> Result<(), Duration> {
        let now = Instant::now();
        let mut hits = self.hits.lock().unwrap_or_else(|p| p.into_inner());
        // Forget idle addresses now and then so the map cannot grow without bound.
        if hits.len() > 10_000 {
            hits.retain(|_, q| {
                q.back()
                    .is_some_and(|t| now.duration_since(*t) < self.window)
            });
        }
        let q = hits.entry(addr).or_default();
        while q
            .front()
            .is_some_and(|t| now.duration_since(*t) >= self.window)
        {
            q.pop_front();
        }
        if q.len() as u32 >= self.limit {
            let wait = self
                .window
                .saturating_sub(now.duration_since(*q.front().expect("non-empty")));
            return Err(wait);
        }
        q.push_back(now);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn limits_per_address() {
        let r = RateLimiter::new(2, Duration::from_secs(60));
        let a: IpAddr = "203.0.113.1".parse().unwrap();
        let b: IpAddr = "203.0.113.2".parse().unwrap();
        assert!(r.check(a).is_ok());
        assert!(r.check(a).is_ok());
        assert!(r.check(a).is_err());
        assert!(r.check(b).is_ok());
    }

    #[test]
    fn sweeping_forgets_addresses_idle_for_a_window() {
        let r = RateLimiter::new(2, Duration::from_secs(60));
        let a: IpAddr = "203.0.113.1".parse().unwrap();
        assert!(r.check(a).is_ok());
        r.sweep_at(Instant::now() + Duration::from_secs(30));
        assert_eq!(r.held(), 1, "still inside its window");
        r.sweep_at(Instant::now() + Duration::from_secs(61));
        assert_eq!(r.held(), 0, "idle for a whole window");
    }
}
