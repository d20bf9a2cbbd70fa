//! Who is asking: the client address (for rate limits and visitor hashes) and
//! user agent.

use axum::http::HeaderMap;
use std::net::{IpAddr, SocketAddr};

/// The client's address. Behind a trusted proxy (`TRUST_PROXY`) it is the
/// last `X-Forwarded-For` entry: the one our proxy appended for the peer it
/// saw. Earlier entries are whatever the client sent and would let anyone
/// choose their own address (and so their own rate limit).
pub fn address(peer: SocketAddr, headers: &HeaderMap, trust_proxy: bool) -> IpAddr {
    if trust_proxy
        && let Some(ip) = headers
            .get_all("x-forwarded-for")
            .iter()
            .filter_map(|v| v.to_str().ok())
            .flat_map(|v| v.split(','))
            .next_back()
            .and_then(|v| v.trim().parse::<IpAddr>().ok())
    {
        return ip;
    }
    peer.ip()
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
pub fn body_kind(headers: &HeaderMap) -> Result<BodyKind, crate::error::AppError> {
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
        "" => Err(crate::error::AppError::UnsupportedMediaType(
            "Send the request as JSON (Content-Type: application/json) or as a form.".into(),
        )),
        other => Err(crate::error::AppError::UnsupportedMediaType(format!(
            "`{other}` is not accepted: send JSON (application/json) or a form (application/x-www-form-urlencoded)."
        ))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kind(ct: Option<&str>) -> Result<BodyKind, String> {
        let mut h = HeaderMap::new();
        if let Some(ct) = ct {
            h.insert(axum::http::header::CONTENT_TYPE, ct.parse().unwrap());
        }
        body_kind(&h).map_err(|e| format!("{e:?}"))
    }

    /// Issue 10.7: rotating the leftmost entry must not change the address.
    #[test]
    fn the_proxy_appended_address_is_the_client() {
        let peer: SocketAddr = "10.0.0.1:5000".parse().unwrap();
        let mut h = HeaderMap::new();
        h.insert("x-forwarded-for", "1.2.3.4, 203.0.113.9".parse().unwrap());
        assert_eq!(address(peer, &h, true).to_string(), "203.0.113.9");
        h.insert("x-forwarded-for", "5.6.7.8, 203.0.113.9".parse().unwrap());
        assert_eq!(address(peer, &h, true).to_string(), "203.0.113.9");
        assert_eq!(address(peer, &h, false).to_string(), "10.0.0.1");
        h.append("x-forwarded-for", "198.51.100.7".parse().unwrap());
        assert_eq!(address(peer, &h, true).to_string(), "198.51.100.7");
    }

    #[test]
    fn accepts_only_json_and_forms() {
        assert_eq!(kind(Some("application/json")), Ok(BodyKind::Json));
        assert_eq!(
            kind(Some("Application/JSON; charset=utf-8")),
            Ok(BodyKind::Json)
        );
        assert_eq!(
            kind(Some("APPLICATION/X-WWW-FORM-URLENCODED")),
            Ok(BodyKind::Form)
        );
        assert!(kind(Some("text/plain")).is_err());
        assert!(kind(Some("multipart/form-data; boundary=x")).is_err());
        assert!(kind(None).is_err());
    }
}
