//! Each client's share of the connection slots (issue 19.2). The cap on open
//! connections keeps the server within its file descriptors, but alone it let
//! one client take every slot: with 1,100 slow connections from one address,
//! a health check waited a median 5 s, and at 1,400 some got no answer in
//! 45 s. So one client network (`client::network`: an IPv4 address, an IPv6
//! /64) may hold only a share of the slots; past it, its new connections are
//! closed as soon as they are accepted, and the other slots stay free for
//! everyone else.
//!
//! A browser opens at most six connections to a site, so the default share
//! (64) is a busy office behind one address. The peer is what is counted:
//! behind a trusted proxy every client shares the proxy's address, so the
//! proxy is not limited here (it must limit its own clients).

use crate::http::client::{self, TrustProxy};
use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex};

pub struct Shares {
    per_client: u32,
    trust_proxy: TrustProxy,
    held: Mutex<HashMap<IpAddr, u32>>,
}

/// One connection's place in its client's share, given back when dropped.
pub struct Share {
    shares: Arc<Shares>,
    network: Option<IpAddr>,
}

/// The share of `total` slots one client may hold: `configured`, but at most
/// a quarter of them (and at least one), so no one client holds most.
pub fn share_of(configured: u32, total: u32) -> u32 {
    configured.min(total / 4).max(1)
}

impl Shares {
    /// `per_client` connections per client network (see [`share_of`]).
    pub fn new(per_client: u32, trust_proxy: TrustProxy) -> Arc<Shares> {
        Arc::new(Shares {
            per_client,
            trust_proxy,
            held: Mutex::new(HashMap::new()),
        })
    }

    /// A place for a connection from `peer`, or `None` when its network
    /// already holds its share.
    pub fn take(self: &Arc<Self>, peer: IpAddr) -> Option<Share> {
        if self.trust_proxy.trusts_peer(peer.to_canonical()) {
            return Some(Share {
                shares: Arc::clone(self),
                network: None,
            });
        }
        let network = client::network(peer);
        let mut held = self.held.lock().unwrap_or_else(|p| p.into_inner());
        let count = held.entry(network).or_insert(0);
        if *count >= self.per_client {
            return None;
        }
        *count += 1;
        Some(Share {
            shares: Arc::clone(self),
            network: Some(network),
        })
    }

    /// Networks holding at least one connection now.
    #[cfg(test)]
    fn clients(&self) -> usize {
        self.held.lock().unwrap_or_else(|p| p.into_inner()).len()
    }
}

impl Drop for Share {
    fn drop(&mut self) {
        let Some(network) = self.network else { return };
        let mut held = self.shares.held.lock().unwrap_or_else(|p| p.into_inner());
        if let Some(count) = held.get_mut(&network) {
            *count -= 1;
            if *count == 0 {
                held.remove(&network);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ip(s: &str) -> IpAddr {
        s.parse().unwrap()
    }

    #[test]
    fn a_network_holds_at_most_its_share_and_gets_it_back() {
        let shares = Shares::new(2, TrustProxy::None);
        let a = shares.take(ip("203.0.113.1")).unwrap();
        let _b = shares.take(ip("203.0.113.1")).unwrap();
        assert!(
            shares.take(ip("203.0.113.1")).is_none(),
            "its share is full"
        );
        assert!(
            shares.take(ip("203.0.113.2")).is_some(),
            "another client is not held up"
        );
        // Another address in the same /64 is the same client.
        let _c = shares.take(ip("2001:db8:1:2::1")).unwrap();
        let _d = shares.take(ip("2001:db8:1:2::ffff")).unwrap();
        assert!(shares.take(ip("2001:db8:1:2:3::9")).is_none());
        drop(a);
        assert!(
            shares.take(ip("203.0.113.1")).is_some(),
            "a closed connection frees its place"
        );
    }

    #[test]
    fn the_share_is_at_most_a_quarter_of_all_slots() {
        assert_eq!(share_of(64, 1_024), 64);
        assert_eq!(share_of(64, 40), 10);
        assert_eq!(share_of(64, 2), 1);
    }

    #[test]
    fn a_trusted_proxy_is_not_limited() {
        let shares = Shares::new(1, TrustProxy::Hops(1));
        let _a = shares.take(ip("127.0.0.1")).unwrap();
        assert!(shares.take(ip("127.0.0.1")).is_some());
        assert_eq!(shares.clients(), 0);
    }
}
