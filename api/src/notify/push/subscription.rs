//! A browser's push subscription, as the browser's `PushSubscription.toJSON()`
//! gives it: the push service's address for this browser and the keys to
//! encrypt to. Everything in it is checked, because the server will later
//! POST to that address: only the known push services' hosts (and, for
//! tests, origins listed in `PUSH_EXTRA_ORIGINS`) are accepted, so a stolen
//! session cannot aim the server at anything else.

use data_encoding::BASE64URL_NOPAD;
use serde::Deserialize;

/// The browsers' push services: Chrome and Android (Firebase), Firefox
/// (Mozilla autopush), Safari and iOS (Apple), Edge (Windows).
const PUSH_HOSTS: &[&str] = &[
    "fcm.googleapis.com",
    "android.googleapis.com",
    "updates.push.services.mozilla.com",
    "web.push.apple.com",
];
/// Hosts under these suffixes are push services too (Apple and Windows
/// shard theirs).
const PUSH_HOST_SUFFIXES: &[&str] = &[".push.apple.com", ".notify.windows.com"];
/// Longer addresses than any push service gives are refused.
const MAX_ENDPOINT: usize = 1_000;

#[derive(Deserialize)]
pub struct Keys {
    pub p256dh: String,
    pub auth: String,
}

/// The body the inbox posts: `{endpoint, keys: {p256dh, auth}, allLeads}`.
#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SubscriptionBody {
    pub endpoint: String,
    pub keys: Keys,
    #[serde(default)]
    pub all_leads: bool,
}

/// A subscription that passed every check.
#[derive(Debug)]
pub struct Checked {
    pub endpoint: String,
    pub p256dh: String,
    pub auth: String,
}

/// A subscription refused, with the reason shown to the owner's browser.
#[derive(Debug, PartialEq, Eq, thiserror::Error)]
pub enum BadSubscription {
    #[error("The push endpoint is too long.")]
    EndpointTooLong,
    #[error("The push endpoint is not a web address.")]
    NotAnAddress,
    #[error("That push endpoint is not a browser push service this server sends to.")]
    UnknownService,
    #[error("The push endpoint must not carry a user name or password.")]
    Credentials,
    #[error("keys.{0} is not base64url.")]
    NotBase64(&'static str),
    #[error("keys.p256dh is not a P-256 public key.")]
    NotP256,
    #[error("keys.auth must be 16 bytes.")]
    AuthLength,
}

fn decode(field: &'static str, value: &str) -> Result<Vec<u8>, BadSubscription> {
    BASE64URL_NOPAD
        .decode(value.trim_end_matches('=').as_bytes())
        .map_err(|_| BadSubscription::NotBase64(field))
}

/// `https://host` (with a port only when not 443) of an endpoint.
pub fn origin(endpoint: &reqwest::Url) -> String {
    endpoint.origin().ascii_serialization()
}

fn allowed_host(host: &str) -> bool {
    PUSH_HOSTS.contains(&host) || PUSH_HOST_SUFFIXES.iter().any(|s| host.ends_with(s))
}

impl SubscriptionBody {
    pub fn check(&self, extra_origins: &[String]) -> Result<Checked, BadSubscription> {
        if self.endpoint.len() > MAX_ENDPOINT {
            return Err(BadSubscription::EndpointTooLong);
        }
        let url = reqwest::Url::parse(&self.endpoint).map_err(|_| BadSubscription::NotAnAddress)?;
        let listed = extra_origins.iter().any(|o| o == &origin(&url));
        let known_service = url.scheme() == "https"
            && url.port().is_none()
            && url.host_str().is_some_and(allowed_host);
        if !listed && !known_service {
            return Err(BadSubscription::UnknownService);
        }
        if !url.username().is_empty() || url.password().is_some() {
            return Err(BadSubscription::Credentials);
        }
        let p256dh = decode("p256dh", &self.keys.p256dh)?;
        if p256dh.len() != 65 || p256::PublicKey::from_sec1_bytes(&p256dh).is_err() {
            return Err(BadSubscription::NotP256);
        }
        if decode("auth", &self.keys.auth)?.len() != 16 {
            return Err(BadSubscription::AuthLength);
        }
        Ok(Checked {
            endpoint: url.to_string(),
            p256dh: BASE64URL_NOPAD.encode(&p256dh),
            auth: self.keys.auth.trim_end_matches('=').to_string(),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn body(endpoint: &str) -> SubscriptionBody {
        let key = p256::SecretKey::random(&mut rand::rngs::OsRng);
        let point =
            p256::elliptic_curve::sec1::ToEncodedPoint::to_encoded_point(&key.public_key(), false);
        SubscriptionBody {
            endpoint: endpoint.into(),
            keys: Keys {
                p256dh: BASE64URL_NOPAD.encode(point.as_bytes()),
                auth: BASE64URL_NOPAD.encode(&[7u8; 16]),
            },
            all_leads: false,
        }
    }

    #[test]
    fn only_push_services_and_listed_origins_are_accepted() {
        for ok in [
            "https://fcm.googleapis.com/fcm/send/abc:def",
            "https://updates.push.services.mozilla.com/wpush/v2/gAAA",
            "https://web.push.apple.com/QGx",
            "https://wns2-db5p.notify.windows.com/w/?token=x",
        ] {
            assert!(body(ok).check(&[]).is_ok(), "{ok}");
        }
        for refused in [
            "http://fcm.googleapis.com/fcm/send/abc",
            "https://fcm.googleapis.com:8443/fcm/send/abc",
            "https://evil.example/fcm.googleapis.com",
            "https://fcm.googleapis.com.evil.example/x",
            "https://user:pw@fcm.googleapis.com/x",
            "http://127.0.0.1:9000/push",
            "http://169.254.169.254/latest",
            "not a url",
        ] {
            assert!(body(refused).check(&[]).is_err(), "{refused}");
        }
        let local = vec!["http://127.0.0.1:9000".to_string()];
        assert!(body("http://127.0.0.1:9000/push/1").check(&local).is_ok());
        assert!(body("http://127.0.0.1:9001/push/1").check(&local).is_err());
    }

    #[test]
    fn keys_must_be_a_curve_point_and_a_16_byte_secret() {
        let mut b = body("https://fcm.googleapis.com/x");
        b.keys.auth = BASE64URL_NOPAD.encode(&[1u8; 15]);
        assert_eq!(
            b.check(&[]).unwrap_err().to_string(),
            "keys.auth must be 16 bytes."
        );
        let mut b = body("https://fcm.googleapis.com/x");
        b.keys.p256dh = BASE64URL_NOPAD.encode(&[4u8; 65]);
        assert_eq!(
            b.check(&[]).unwrap_err().to_string(),
            "keys.p256dh is not a P-256 public key."
        );
        let mut b = body("https://fcm.googleapis.com/x");
        b.keys.p256dh = "!!".into();
        assert_eq!(
            b.check(&[]).unwrap_err().to_string(),
            "keys.p256dh is not base64url."
        );
    }
}
