//! `TRUST_PROXY`: which proxies in front of the API may say who the client
//! is, and how the client's address is read from `X-Forwarded-For` under
//! that setting. Configuration reads it; `http::client` applies it.

use axum::http::HeaderMap;
use std::fmt;
use std::net::{IpAddr, SocketAddr};
use std::str::FromStr;

/// Which proxies in front of the API may say who the client is (`TRUST_PROXY`).
/// Each proxy appends the address it saw to `X-Forwarded-For`, so only the
/// entries our own proxies appended, counted from the right, can be believed;
/// everything to their left is whatever the client chose to send.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum TrustProxy {
    /// No proxy: the client is the peer.
    #[default]
    None,
    /// This many proxies, the peer being the nearest: the client is the entry
    /// that many hops from the right of `X-Forwarded-For` plus the peer.
    Hops(usize),
    /// Proxies are the hops inside these ranges: walking from the peer
    /// leftwards, the first hop outside them is the client.
    Ranges(Vec<Cidr>),
}

/// An address range, e.g. `10.0.0.0/8` or `::1/128`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cidr {
    network: IpAddr,
    prefix: u8,
}

impl Cidr {
    pub fn contains(&self, ip: IpAddr) -> bool {
        match (self.network, ip.to_canonical()) {
            (IpAddr::V4(n), IpAddr::V4(a)) => mask_v4(u32::from(a), self.prefix) == u32::from(n),
            (IpAddr::V6(n), IpAddr::V6(a)) => mask_v6(u128::from(a), self.prefix) == u128::from(n),
            _ => false,
        }
    }
}

fn mask_v4(a: u32, prefix: u8) -> u32 {
    match prefix {
        0 => 0,
        p => a & (u32::MAX << (32 - u32::from(p.min(32)))),
    }
}

pub(crate) fn mask_v6(a: u128, prefix: u8) -> u128 {
    match prefix {
        0 => 0,
        p => a & (u128::MAX << (128 - u32::from(p.min(128)))),
    }
}

/// Text that is not an address range; each names the text.
#[derive(Debug, PartialEq, Eq, thiserror::Error)]
pub enum CidrError {
    #[error("`{0}` is not an address range (expected e.g. 10.0.0.0/8 or ::1/128)")]
    Address(String),
    #[error("`{0}`: the prefix length must be a number from 0 to {1}")]
    Prefix(String, u8),
    #[error("`{0}` has host bits set: did you mean {1}/{2}?")]
    HostBits(String, IpAddr, u8),
}

/// A `TRUST_PROXY` setting that is none of the accepted shapes. The whole
/// message is in the text (clap shows only that), so the range's error is
/// written into it rather than kept as a source.
#[derive(Debug, PartialEq, Eq, thiserror::Error)]
pub enum TrustProxyError {
    #[error("TRUST_PROXY `{0}`: a proxy count must be from 0 to 32")]
    Count(String),
    #[error(
        "TRUST_PROXY: {0}; give false, true, a proxy count, or a comma-separated list of address ranges"
    )]
    Range(CidrError),
}

impl FromStr for Cidr {
    type Err = CidrError;

    fn from_str(s: &str) -> Result<Cidr, CidrError> {
        let (ip, prefix) = match s.split_once('/') {
            Some((ip, p)) => (ip, Some(p)),
            None => (s, None),
        };
        let network: IpAddr = ip
            .parse::<IpAddr>()
            .map_err(|_| CidrError::Address(s.to_string()))?
            .to_canonical();
        let max = if network.is_ipv4() { 32 } else { 128 };
        let prefix = match prefix {
            None => max,
            Some(p) => p
                .parse::<u8>()
                .ok()
                .filter(|p| *p <= max)
                .ok_or_else(|| CidrError::Prefix(s.to_string(), max))?,
        };
        let masked = match network {
            IpAddr::V4(n) => IpAddr::V4(mask_v4(u32::from(n), prefix).into()),
            IpAddr::V6(n) => IpAddr::V6(mask_v6(u128::from(n), prefix).into()),
        };
        if masked != network {
            return Err(CidrError::HostBits(s.to_string(), masked, prefix));
        }
        Ok(Cidr { network, prefix })
    }
}

impl fmt::Display for Cidr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}", self.network, self.prefix)
    }
}

impl FromStr for TrustProxy {
    type Err = TrustProxyError;

    /// `false`/`0`/empty: no proxy; `true`: one; a number: that many; else a
    /// comma-separated list of ranges.
    fn from_str(s: &str) -> Result<TrustProxy, TrustProxyError> {
        let s = s.trim();
        match s.to_ascii_lowercase().as_str() {
            "" | "false" | "0" => return Ok(TrustProxy::None),
            "true" => return Ok(TrustProxy::Hops(1)),
            _ => {}
        }
        if s.bytes().all(|b| b.is_ascii_digit()) {
            return s
                .parse::<usize>()
                .ok()
                .filter(|n| *n <= 32)
                .map(TrustProxy::Hops)
                .ok_or_else(|| TrustProxyError::Count(s.to_string()));
        }
        let ranges = s
            .split(',')
            .map(|part| part.trim().parse::<Cidr>())
            .collect::<Result<Vec<_>, _>>()
            .map_err(TrustProxyError::Range)?;
        Ok(TrustProxy::Ranges(ranges))
    }
}

impl fmt::Display for TrustProxy {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TrustProxy::None => write!(f, "false"),
            TrustProxy::Hops(n) => write!(f, "{n}"),
            TrustProxy::Ranges(r) => {
                let parts: Vec<String> = r.iter().map(Cidr::to_string).collect();
                write!(f, "{}", parts.join(","))
            }
        }
    }
}

impl TrustProxy {
    /// Whether the peer is one of our proxies, so its `X-Forwarded-*`
    /// headers may be believed at all.
    pub fn trusts_peer(&self, peer: IpAddr) -> bool {
        match self {
            TrustProxy::None => false,
            TrustProxy::Hops(n) => *n > 0,
            TrustProxy::Ranges(r) => r.iter().any(|c| c.contains(peer)),
        }
    }

    /// The client's address: the rightmost hop that a trusted proxy added.
    pub fn client(&self, peer: SocketAddr, headers: &HeaderMap) -> IpAddr {
        let peer = peer.ip().to_canonical();
        if !self.trusts_peer(peer) {
            return peer;
        }
        // Hops from the nearest (the peer) outwards. An entry that is not an
        // address cannot have been written by a proxy of ours, so the walk
        // stops at it and the last good hop is taken.
        let forwarded: Vec<&str> = headers
            .get_all("x-forwarded-for")
            .iter()
            .filter_map(|v| v.to_str().ok())
            .flat_map(|v| v.split(','))
            .collect();
        let mut hops = forwarded.iter().rev().map(|h| parse_hop(h));
        let mut client = peer;
        match self {
            TrustProxy::None => {}
            TrustProxy::Hops(n) => {
                // Too few entries: the request came through fewer proxies
                // than configured, so the outermost one we have is the client.
                for _ in 0..*n {
                    match hops.next() {
                        Some(Some(ip)) => client = ip,
                        _ => break,
                    }
                }
            }
            TrustProxy::Ranges(ranges) => {
                while ranges.iter().any(|c| c.contains(client)) {
                    match hops.next() {
                        Some(Some(ip)) => client = ip,
                        _ => break,
                    }
                }
            }
        }
        client
    }
}

/// One `X-Forwarded-For` entry: an address, possibly with a port
/// (`203.0.113.9:4711`, `[2001:db8::1]:80`) as some proxies write it.
fn parse_hop(hop: &str) -> Option<IpAddr> {
    let hop = hop.trim();
    hop.parse::<IpAddr>()
        .or_else(|_| hop.parse::<SocketAddr>().map(|s| s.ip()))
        .ok()
        .map(|ip| ip.to_canonical())
}
