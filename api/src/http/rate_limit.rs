//! Per-client limits (enquiries, newsletter signups, page views): a fixed-window
//! counter per client address and scope.
//!
//! On SQLite (one box, one process) the counters live in this process's
//! memory. On PostgreSQL several instances may serve one site, so the counters
//! live in the shared database (`rate_limits`), one atomic upsert per request,
//! and every instance enforces the same limit. There the address is stored
//! only as a hash with the day's salt, which is deleted when the day is over
//! (decision 30), so the database never holds a client address in clear text.
//!
//! Either way a counter is forgotten once its window is over (`sweep`, run
//! every minute by the server); the window is at most a day, so an address is
//! held for at most 24 hours. A fixed window lets a client send up to twice
//! its limit across a window boundary; that is the price of one row per
//! client rather than one per request.

use crate::http::visitors;
use crate::store::db::{Backend, Db};
use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

pub struct RateLimiter {
    /// Names the limit in the shared table (`contact`, `newsletter`, `page-view`).
    scope: &'static str,
    limit: u32,
    window_secs: u64,
    store: Store,
}

enum Store {
    /// Address → (window number, hits in it).
    Memory(Mutex<HashMap<IpAddr, (u64, u32)>>),
    Shared {
        db: Db,
        salt_cache: visitors::SaltCache,
        /// This instance's own count per address, checked first: once one
        /// instance alone has seen more than the limit, the shared count is
        /// over it too, so the request is refused without a database write.
        /// A client flooding one instance therefore costs the database at
        /// most `limit + 1` writes a window, instead of one per request on
        /// one hot row that every pooled connection would queue behind.
        local: Mutex<HashMap<IpAddr, (u64, u32)>>,
    },
}

fn unix_now() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs())
}

impl RateLimiter {
    /// A limiter kept in this process's memory.
    pub fn new(limit: u32, window: Duration) -> RateLimiter {
        RateLimiter {
            scope: "",
            limit,
            window_secs: window.as_secs().max(1),
            store: Store::Memory(Mutex::new(HashMap::new())),
        }
    }

    /// In memory on SQLite; in the database, shared by every instance, on
    /// PostgreSQL.
    pub fn for_backend(
        scope: &'static str,
        limit: u32,
        window: Duration,
        db: &Db,
        salt_cache: &visitors::SaltCache,
    ) -> RateLimiter {
        let mut limiter = RateLimiter::new(limit, window);
        limiter.scope = scope;
        if db.backend == Backend::Postgres {
            limiter.store = Store::Shared {
                db: db.clone(),
                salt_cache: Arc::clone(salt_cache),
                local: Mutex::new(HashMap::new()),
            };
        }
        limiter
    }

    /// Forgets every counter whose window is over.
    pub async fn sweep(&self) {
        let now = unix_now();
        match &self.store {
            Store::Memory(hits) => self.sweep_memory(hits, now),
            Store::Shared { db, local, .. } => {
                self.sweep_memory(local, now);
                if let Err(e) =
                    sqlx::query("DELETE FROM rate_limits WHERE scope = $1 AND expires_at <= $2")
                        .bind(self.scope)
                        .bind(now as i64)
                        .execute(&db.pool)
                        .await
                {
                    tracing::warn!(error = %e, scope = self.scope, "could not sweep rate limits");
                }
            }
        }
    }

    fn sweep_memory(&self, hits: &Mutex<HashMap<IpAddr, (u64, u32)>>, now: u64) {
        let current = now / self.window_secs;
        hits.lock()
            .unwrap_or_else(|p| p.into_inner())
            .retain(|_, (window, _)| *window >= current);
    }

    /// How many addresses are held in memory now.
    pub fn held(&self) -> usize {
        match &self.store {
            Store::Memory(hits) => hits.lock().unwrap_or_else(|p| p.into_inner()).len(),
            Store::Shared { local, .. } => local.lock().unwrap_or_else(|p| p.into_inner()).len(),
        }
    }

    /// Records a hit; `Err(wait)` if the address is over its limit. If the
    /// shared counter cannot be reached the request is let through: the
    /// database is then failing the request's own work too, and a limit must
    /// not turn a passing fault into refusing every visitor.
    pub async fn check(&self, addr: IpAddr) -> Result<(), Duration> {
        // One count per client network: an IPv6 /64 is one client.
        let addr = crate::http::client::network(addr);
        let now = unix_now();
        let window = now / self.window_secs;
        let wait = Duration::from_secs((window + 1) * self.window_secs - now);
        let hits = match &self.store {
            Store::Memory(hits) => self.hit_memory(hits, addr, window, now),
            Store::Shared {
                db,
                salt_cache,
                local,
            } => {
                if self.hit_memory(local, addr, window, now) > u64::from(self.limit) {
                    return Err(wait);
                }
                match self.hit_shared(db, salt_cache, addr, window).await {
                    Ok(hits) => hits,
                    Err(e) => {
                        tracing::error!(error = %e, scope = self.scope, "rate limit unavailable");
                        return Ok(());
                    }
                }
            }
        };
        if hits > u64::from(self.limit) {
            Err(wait)
        } else {
            Ok(())
        }
    }

    fn hit_memory(
        &self,
        hits: &Mutex<HashMap<IpAddr, (u64, u32)>>,
        addr: IpAddr,
        window: u64,
        now: u64,
    ) -> u64 {
        let mut map = hits.lock().unwrap_or_else(|p| p.into_inner());
        // Forget finished windows now and then so the map cannot grow without
        // bound between sweeps.
        if map.len() > 100_000 {
            drop(map);
            self.sweep_memory(hits, now);
            map = hits.lock().unwrap_or_else(|p| p.into_inner());
        }
        let entry = map.entry(addr).or_insert((window, 0));
        if entry.0 != window {
            *entry = (window, 0);
        }
        entry.1 = entry.1.saturating_add(1);
        u64::from(entry.1)
    }

    async fn hit_shared(
        &self,
        db: &Db,
        salt_cache: &visitors::SaltCache,
        addr: IpAddr,
        window: u64,
    ) -> Result<u64, sqlx::Error> {
        let salt = visitors::todays_salt(db, salt_cache).await?;
        let start = window * self.window_secs;
        // A busy client's requests all update one row, each waiting for the
        // last one's commit. Losing the last few hits in a crash is harmless,
        // so the commit does not wait for the disk: the row is free again at
        // once instead of once per flush.
        let mut tx = db.begin().await?;
        sqlx::query("SET LOCAL synchronous_commit = off")
            .execute(&mut *tx)
            .await?;
        let hits: i64 = sqlx::query_scalar(
            "INSERT INTO rate_limits (scope, client_hash, window_start, hits, expires_at) VALUES ($1, $2, $3, 1, $4) \
             ON CONFLICT (scope, client_hash, window_start) DO UPDATE SET hits = rate_limits.hits + 1 \
             RETURNING hits",
        )
        .bind(self.scope)
        .bind(visitors::client_hash(&salt, addr))
        .bind(start as i64)
        .bind((start + self.window_secs) as i64)
        .fetch_one(&mut *tx)
        .await?;
        tx.commit().await?;
        Ok(hits.max(0) as u64)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn limits_per_address() {
        let r = RateLimiter::new(2, Duration::from_secs(60));
        let a: IpAddr = "203.0.113.1".parse().unwrap();
        let b: IpAddr = "203.0.113.2".parse().unwrap();
        assert!(r.check(a).await.is_ok());
        assert!(r.check(a).await.is_ok());
        let wait = r.check(a).await.unwrap_err();
        assert!(wait <= Duration::from_secs(60) && wait > Duration::ZERO);
        assert!(r.check(b).await.is_ok());
    }

    /// Issue 19.3: addresses inside one IPv6 /64 share one count.
    #[tokio::test]
    async fn an_ipv6_64_is_one_client() {
        let r = RateLimiter::new(5, Duration::from_secs(60));
        for i in 1..=5u16 {
            let a = IpAddr::V6(std::net::Ipv6Addr::new(0x2001, 0xdb8, 1, 2, i, i, i, i));
            assert!(r.check(a).await.is_ok(), "hit {i}");
        }
        let sixth: IpAddr = "2001:db8:1:2:ffff::9".parse().unwrap();
        assert!(r.check(sixth).await.is_err(), "the /64 is over its limit");
        let next_network: IpAddr = "2001:db8:1:3::1".parse().unwrap();
        assert!(
            r.check(next_network).await.is_ok(),
            "another /64 is another client"
        );
    }

    #[test]
    fn sweeping_forgets_addresses_once_their_window_is_over() {
        let r = RateLimiter::new(2, Duration::from_secs(60));
        let a: IpAddr = "203.0.113.1".parse().unwrap();
        let Store::Memory(hits) = &r.store else {
            unreachable!()
        };
        let now = 6_000;
        assert_eq!(r.hit_memory(hits, a, now / 60, now), 1);
        r.sweep_memory(hits, now + 30);
        assert_eq!(r.held(), 1, "still inside its window");
        r.sweep_memory(hits, now + 61);
        assert_eq!(r.held(), 0, "its window is over");
    }
}
