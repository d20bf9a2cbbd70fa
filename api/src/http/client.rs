//! Who is asking: the client address (for rate limits and visitor hashes) and
//! user agent.

use axum::http::HeaderMap;
use std::net::{IpAddr, SocketAddr};

// Which proxies to believe is configuration, read by `config`; it lives
// there and is re-exported so `client::TrustProxy` keeps its path.
use crate::config::trust_proxy::mask_v6;
pub use crate::config::trust_proxy::{Cidr, TrustProxy};

/// The network a client is known by wherever it is counted or limited (rate
/// limits, sign-in failures, visitor counts, connection shares): an IPv4
/// address as it is, an IPv6 address as its /64. One home or one phone is
/// given a whole /64 and may use any address in it, so keying on the full
/// IPv6 address let one client rotate past every limit (issue 19.3).
pub fn network(ip: IpAddr) -> IpAddr {
    match ip.to_canonical() {
        IpAddr::V6(v6) => IpAddr::V6(mask_v6(u128::from(v6), 64).into()),
        v4 => v4,
    }
}

/// The client's address under `trust`: see [`TrustProxy::client`].
pub fn address(peer: SocketAddr, headers: &HeaderMap, trust: &TrustProxy) -> IpAddr {
    trust.client(peer, headers)
}

pub fn user_agent(headers: &HeaderMap) -> String {
    headers
        .get(axum::http::header::USER_AGENT)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("")
        .chars()
        .take(400)
        .collect()
}

/// What a request body is, by its Content-Type.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BodyKind {
    /// An HTML form posted without JavaScript.
    Form,
    Json,
}

/// Reads the Content-Type (case-insensitive, parameters ignored). Anything
/// else is refused: JSON sent as `text/plain`, multipart or with no type is
/// what another site's page can post from a visitor's browser without a CORS
/// preflight, so only the two types our own pages send are accepted.
pub fn body_kind(headers: &HeaderMap) -> Result<BodyKind, crate::http::error::AppError> {
    let media = headers
        .get(axum::http::header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .map(|v| {
            v.split(';')
                .next()
                .unwrap_or("")
                .trim()
                .to_ascii_lowercase()
        })
        .unwrap_or_default();
    match media.as_str() {
        "application/x-www-form-urlencoded" => Ok(BodyKind::Form),
        "application/json" => Ok(BodyKind::Json),
        "" => Err(crate::http::error::AppError::UnsupportedMediaType(
            "Send the request as JSON (Content-Type: application/json) or as a form.".into(),
        )),
        other => Err(crate::http::error::AppError::UnsupportedMediaType(format!(
            "`{other}` is not accepted: send JSON (application/json) or a form (application/x-www-form-urlencoded)."
        ))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The kind; `None` when refused as an unsupported media type (415).
    fn kind(ct: Option<&str>) -> Option<BodyKind> {
        let mut h = HeaderMap::new();
        if let Some(ct) = ct {
            h.insert(axum::http::header::CONTENT_TYPE, ct.parse().unwrap());
        }
        match body_kind(&h) {
            Ok(kind) => Some(kind),
            Err(crate::http::error::AppError::UnsupportedMediaType(_)) => None,
            Err(other) => panic!("refused otherwise than with 415: {other:?}"),
        }
    }

    fn client(trust: &str, peer: &str, forwarded: &[&str]) -> String {
        let trust: TrustProxy = trust.parse().unwrap();
        let peer: SocketAddr = peer.parse().unwrap();
        let mut h = HeaderMap::new();
        for f in forwarded {
            h.append("x-forwarded-for", f.parse().unwrap());
        }
        address(peer, &h, &trust).to_string()
    }

    #[test]
    fn trust_proxy_settings_parse() {
        for off in ["", "false", "FALSE", "0", " 0 "] {
            assert_eq!(off.parse::<TrustProxy>(), Ok(TrustProxy::None), "{off}");
        }
        assert_eq!("true".parse::<TrustProxy>(), Ok(TrustProxy::Hops(1)));
        assert_eq!("2".parse::<TrustProxy>(), Ok(TrustProxy::Hops(2)));
        let ranges: TrustProxy = "10.0.0.0/8, 192.168.1.0/24,::1/128,127.0.0.1"
            .parse()
            .unwrap();
        assert_eq!(
            ranges.to_string(),
            "10.0.0.0/8,192.168.1.0/24,::1/128,127.0.0.1/32"
        );
        for bad in [
            "yes",
            "10.0.0.0/33",
            "::/129",
            "10.0.0.1/8",
            "10.0.0.0/8,,",
            "999",
            "-1",
            "10.0.0.0/x",
            "example.com",
        ] {
            let err = bad.parse::<TrustProxy>().unwrap_err().to_string();
            assert!(err.contains("TRUST_PROXY"), "{bad}: {err}");
        }
    }

    #[test]
    fn with_no_proxy_the_peer_is_the_client() {
        assert_eq!(
            client("false", "10.0.0.1:5000", &["203.0.113.9"]),
            "10.0.0.1"
        );
    }

    /// Issue 10.7: rotating the leftmost entry must not change the address.
    #[test]
    fn a_proxy_count_takes_the_entry_that_many_hops_from_the_right() {
        for left in ["1.2.3.4", "5.6.7.8", "garbage", "::1"] {
            let xff = format!("{left}, 203.0.113.9");
            assert_eq!(client("1", "10.0.0.1:5000", &[&xff]), "203.0.113.9");
            assert_eq!(client("true", "10.0.0.1:5000", &[&xff]), "203.0.113.9");
            let xff = format!("{left}, 198.51.100.7, 203.0.113.9");
            assert_eq!(client("2", "10.0.0.1:5000", &[&xff]), "198.51.100.7");
        }
        // Several headers are one list, in order.
        assert_eq!(
            client(
                "1",
                "10.0.0.1:5000",
                &["1.2.3.4, 203.0.113.9", "198.51.100.7"]
            ),
            "198.51.100.7"
        );
    }

    #[test]
    fn too_few_entries_give_the_outermost_hop_we_have() {
        assert_eq!(
            client("2", "10.0.0.1:5000", &["203.0.113.9"]),
            "203.0.113.9"
        );
        assert_eq!(client("1", "10.0.0.1:5000", &[]), "10.0.0.1");
        assert_eq!(client("3", "10.0.0.1:5000", &[]), "10.0.0.1");
    }

    #[test]
    fn garbage_stops_the_walk_at_the_last_good_hop() {
        assert_eq!(client("1", "10.0.0.1:5000", &["not-an-ip"]), "10.0.0.1");
        assert_eq!(
            client("2", "10.0.0.1:5000", &["1.2.3.4, unknown, 203.0.113.9"]),
            "203.0.113.9"
        );
        assert_eq!(client("1", "10.0.0.1:5000", &["1.2.3.4, "]), "10.0.0.1");
        // Ports, as some proxies write them.
        assert_eq!(
            client("1", "10.0.0.1:5000", &["203.0.113.9:4711"]),
            "203.0.113.9"
        );
        assert_eq!(
            client("1", "10.0.0.1:5000", &["[2001:db8::5]:80"]),
            "2001:db8::5"
        );
    }

    #[test]
    fn ranges_walk_left_through_trusted_hops() {
        let trust = "10.0.0.0/8,192.168.1.0/24,::1/128";
        // The peer and 192.168.1.20 are ours; 203.0.113.9 is the client,
        // whatever it put to its left.
        for left in ["1.2.3.4", "5.6.7.8", "10.9.9.9", "nonsense"] {
            let xff = format!("{left}, 203.0.113.9, 192.168.1.20");
            assert_eq!(client(trust, "10.0.0.1:5000", &[&xff]), "203.0.113.9");
        }
        // A peer outside the ranges is the client: its header is ignored.
        assert_eq!(
            client(trust, "198.51.100.1:5000", &["203.0.113.9"]),
            "198.51.100.1"
        );
        // Every hop trusted: the outermost one.
        assert_eq!(
            client(trust, "10.0.0.1:5000", &["10.0.0.2, 10.0.0.3"]),
            "10.0.0.2"
        );
        // Garbage right after a trusted hop: that hop.
        assert_eq!(
            client(trust, "10.0.0.1:5000", &["203.0.113.9, junk, 10.0.0.3"]),
            "10.0.0.3"
        );
    }

    #[test]
    fn ranges_handle_ipv6_and_mapped_ipv4() {
        let trust = "::1/128,2001:db8:1::/48,10.0.0.0/8";
        assert_eq!(
            client(trust, "[::1]:5000", &["2001:db8:ffff::7, 2001:db8:1::2"]),
            "2001:db8:ffff::7"
        );
        assert_eq!(client(trust, "[::1]:5000", &["203.0.113.9"]), "203.0.113.9");
        // An IPv4 peer seen through a dual-stack socket is still in 10.0.0.0/8.
        assert_eq!(
            client(trust, "[::ffff:10.1.2.3]:5000", &["203.0.113.9"]),
            "203.0.113.9"
        );
        assert_eq!(
            client(trust, "[2001:db8:2::1]:5000", &["203.0.113.9"]),
            "2001:db8:2::1"
        );
        assert!(
            "::/0"
                .parse::<Cidr>()
                .unwrap()
                .contains("2001:db8::1".parse().unwrap())
        );
        assert!(
            !"::/0"
                .parse::<Cidr>()
                .unwrap()
                .contains("10.0.0.1".parse().unwrap())
        );
        assert!(
            "0.0.0.0/0"
                .parse::<Cidr>()
                .unwrap()
                .contains("10.0.0.1".parse().unwrap())
        );
    }

    #[test]
    fn forwarded_headers_are_believed_only_from_a_trusted_peer() {
        let ranges: TrustProxy = "10.0.0.0/8".parse().unwrap();
        assert!(ranges.trusts_peer("10.2.3.4".parse().unwrap()));
        assert!(!ranges.trusts_peer("203.0.113.9".parse().unwrap()));
        assert!(TrustProxy::Hops(1).trusts_peer("203.0.113.9".parse().unwrap()));
        assert!(!TrustProxy::None.trusts_peer("10.2.3.4".parse().unwrap()));
    }

    #[test]
    fn accepts_only_json_and_forms() {
        assert_eq!(kind(Some("application/json")), Some(BodyKind::Json));
        assert_eq!(
            kind(Some("Application/JSON; charset=utf-8")),
            Some(BodyKind::Json)
        );
        assert_eq!(
            kind(Some("APPLICATION/X-WWW-FORM-URLENCODED")),
            Some(BodyKind::Form)
        );
        assert_eq!(kind(Some("text/plain")), None);
        assert_eq!(kind(Some("multipart/form-data; boundary=x")), None);
        assert_eq!(kind(None), None);
    }
}
