//! Who is asking: the client address (for rate limits and visitor hashes) and
//! user agent.

use axum::http::HeaderMap;
use std::net::{IpAddr, SocketAddr};

pub fn address(peer: SocketAddr, headers: &HeaderMap, trust_proxy: bool) -> IpAddr {
    if trust_proxy
        && let Some(ip) = headers
            .get("x-forwarded-for")
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.split(',').next())
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

/// True when the request body is an HTML form post rather than JSON.
pub fn is_form(headers: &HeaderMap) -> bool {
    matches!(body_kind(headers), Ok(BodyKind::Form))
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
