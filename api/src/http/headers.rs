//! Response headers for every response: the rules of codegen's `_headers` file
//! (security policy, caching of hashed assets), HSTS when served over HTTPS,
//! and safe defaults when no site is being served. A Content-Security-Policy
//! the handler set (a page's own, with its script hashes) keeps its
//! directives; `_headers` and then `csp::BASELINE` add the ones it lacks.

use crate::http::csp;
use axum::extract::{Request, State};
use axum::http::{HeaderName, HeaderValue, header};
use axum::middleware::Next;
use axum::response::Response;
use std::collections::HashMap;
use std::sync::Arc;

#[derive(Clone, Debug, Default)]
pub struct HeaderRules {
    rules: Vec<(String, Vec<(HeaderName, HeaderValue)>)>,
}

/// Used when there is no `_headers` file (API only); the policy is then
/// `csp::BASELINE`.
const DEFAULTS: &str =
    "/*\n  X-Content-Type-Options: nosniff\n  Referrer-Policy: strict-origin-when-cross-origin\n";

/// A `_headers` file that cannot be read or used.
#[derive(Debug, thiserror::Error)]
pub enum HeadersError {
    #[error("_headers line {0}: expected `Name: value`")]
    NoColon(usize),
    #[error("_headers line {0}: {1}")]
    Name(usize, header::InvalidHeaderName),
    #[error("_headers line {0}: {1}")]
    Value(usize, header::InvalidHeaderValue),
    #[error("_headers line {0}: a header before any path")]
    NoPath(usize),
    #[error("reading {}", .0.display())]
    Read(std::path::PathBuf, #[source] std::io::Error),
}

impl HeaderRules {
    pub fn parse(text: &str) -> Result<HeaderRules, HeadersError> {
        let mut rules: Vec<(String, Vec<(HeaderName, HeaderValue)>)> = Vec::new();
        for (n, line) in text.lines().enumerate() {
            if line.trim().is_empty() || line.trim_start().starts_with('#') {
                continue;
            }
            if !line.starts_with(char::is_whitespace) {
                rules.push((line.trim().to_string(), Vec::new()));
                continue;
            }
            let (name, value) = line
                .trim()
                .split_once(':')
                .ok_or(HeadersError::NoColon(n + 1))?;
            let name = HeaderName::from_bytes(name.trim().as_bytes())
                .map_err(|e| HeadersError::Name(n + 1, e))?;
            // A static host's policy may leave scripts to each page's meta;
            // what it leaves out, the server fills in strictly.
            let value = if name == header::CONTENT_SECURITY_POLICY {
                csp::fill_in(value.trim(), csp::BASELINE)
            } else {
                value.trim().to_string()
            };
            let value = HeaderValue::from_str(&value).map_err(|e| HeadersError::Value(n + 1, e))?;
            rules
                .last_mut()
                .ok_or(HeadersError::NoPath(n + 1))?
                .1
                .push((name, value));
        }
        Ok(HeaderRules { rules })
    }

    pub fn load(site: Option<&std::path::Path>) -> Result<HeaderRules, HeadersError> {
        match site.map(|s| s.join("_headers")).filter(|p| p.is_file()) {
            Some(file) => HeaderRules::parse(
                &std::fs::read_to_string(&file).map_err(|e| HeadersError::Read(file, e))?,
            ),
            None => HeaderRules::parse(DEFAULTS),
        }
    }

    fn matching<'a>(
        &'a self,
        path: &'a str,
    ) -> impl Iterator<Item = &'a (HeaderName, HeaderValue)> + 'a {
        self.rules
            .iter()
            .filter(move |(pattern, _)| match pattern.strip_suffix('*') {
                Some(prefix) => path.starts_with(prefix),
                None => path == pattern,
            })
            .flat_map(|(_, headers)| headers.iter())
    }
}

#[derive(Clone)]
pub struct HeaderPolicy {
    pub rules: Arc<HeaderRules>,
    pub hsts: bool,
    /// `X-Forwarded-Proto` is believed only from a peer this trusts.
    pub trust_proxy: crate::http::client::TrustProxy,
    /// Pages' own policies filled in from the rules', remembered.
    pub merged: Arc<MergedPolicies>,
}

/// A page's own policy filled in from the general one ([`csp::fill_in`]),
/// kept per pair: the pairs are few (a page kind's pages share their inline
/// scripts), and parsing and joining two policies on every page request was
/// a measurable share of serving it. Bounded: cleared when full.
#[derive(Default)]
pub struct MergedPolicies(std::sync::RwLock<HashMap<(HeaderValue, HeaderValue), HeaderValue>>);

impl MergedPolicies {
    const MAX_ENTRIES: usize = 4096;

    fn get(&self, own: HeaderValue, general: HeaderValue) -> HeaderValue {
        let key = (own, general);
        if let Some(hit) = self.0.read().expect("not poisoned").get(&key) {
            return hit.clone();
        }
        let (own, general) = &key;
        let merged = own
            .to_str()
            .ok()
            .and_then(|own| {
                HeaderValue::from_str(&csp::fill_in(own, general.to_str().unwrap_or_default())).ok()
            })
            .unwrap_or_else(|| general.clone());
        let mut map = self.0.write().expect("not poisoned");
        if map.len() >= Self::MAX_ENTRIES {
            map.clear();
        }
        map.insert(key, merged.clone());
        merged
    }
}

/// The owner's paths: the inbox's page and the admin API.
fn is_owners(path: &str) -> bool {
    ["/admin", "/api/admin"].iter().any(|p| {
        path == *p
            || path
                .strip_prefix(p)
                .is_some_and(|rest| rest.starts_with('/'))
    })
}

pub async fn apply(State(policy): State<HeaderPolicy>, request: Request, next: Next) -> Response {
    let path = request.uri().path().to_string();
    let from_our_proxy = request
        .extensions()
        .get::<axum::extract::ConnectInfo<std::net::SocketAddr>>()
        .is_some_and(|peer| policy.trust_proxy.trusts_peer(peer.0.ip()));
    let forwarded_https = from_our_proxy
        && request
            .headers()
            .get("x-forwarded-proto")
            .is_some_and(|v| v.as_bytes() == b"https");
    let mut response = next.run(request).await;
    // A missing file under `/_next/static/` is a 404, not an asset: its
    // caching is the page's own, never the rules' year-long `immutable`.
    let failed = response.status().is_client_error() || response.status().is_server_error();
    let headers = response.headers_mut();
    // A page that shows what a visitor typed says `no-store` itself, and no
    // site-wide caching rule may override it.
    let own_no_store = headers
        .get(header::CACHE_CONTROL)
        .is_some_and(|v| v.as_bytes() == b"no-store");
    let own_csp = headers.remove(header::CONTENT_SECURITY_POLICY);
    let mut rule_csp = None;
    // A page that keeps itself out of search and sends no referrer (a
    // customer's private quote) says so itself, and no rule may loosen it.
    let own_privacy = |name: &HeaderName, headers: &axum::http::HeaderMap| {
        (name == header::REFERRER_POLICY || name.as_str() == "x-robots-tag")
            && headers.contains_key(name)
    };
    for (name, value) in policy.rules.matching(&path) {
        if (failed || own_no_store) && name == header::CACHE_CONTROL {
            continue;
        }
        if own_privacy(name, headers) {
            continue;
        }
        if name == header::CONTENT_SECURITY_POLICY {
            rule_csp = Some(value);
            continue;
        }
        headers.insert(name.clone(), value.clone());
    }
    let general = rule_csp
        .cloned()
        .unwrap_or(HeaderValue::from_static(csp::BASELINE));
    let csp = match own_csp {
        Some(own) => policy.merged.get(own, general),
        None => general,
    };
    headers.insert(header::CONTENT_SECURITY_POLICY, csp);
    // Everything under /api/admin/ is the owner's, answers the admin router
    // never sees (CORS preflights, 404s) included, and so is the inbox's own
    // page under /admin (it shows leads once signed in; a shared cache or a
    // back button must never show it to someone else): never cached, whatever
    // the site's rules say.
    if is_owners(&path) {
        headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    }
    if policy.hsts || forwarded_https {
        headers.insert(
            "strict-transport-security",
            HeaderValue::from_static("max-age=31536000; includeSubDomains"),
        );
    }
    response
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_owners_paths_are_the_inbox_and_its_api() {
        for owners in [
            "/admin",
            "/admin/",
            "/admin/leads",
            "/api/admin",
            "/api/admin/leads",
        ] {
            assert!(is_owners(owners), "{owners}");
        }
        for public in [
            "/",
            "/administration",
            "/api/contact",
            "/api/administer",
            "/blog/admin",
        ] {
            assert!(!is_owners(public), "{public}");
        }
    }

    #[test]
    fn later_rules_override_and_patterns_match() {
        let r = HeaderRules::parse(
            "/*\n  X-A: 1\n  Cache-Control: short\n\n/_next/static/*\n  Cache-Control: long\n",
        )
        .unwrap();
        let got: Vec<String> = r
            .matching("/_next/static/x.js")
            .map(|(n, v)| format!("{n}={}", v.to_str().unwrap()))
            .collect();
        assert_eq!(got, ["x-a=1", "cache-control=short", "cache-control=long"]);
        assert_eq!(r.matching("/about").count(), 2);
    }

    #[test]
    fn a_header_policy_that_leaves_scripts_to_the_page_is_filled_in_strictly() {
        let r =
            HeaderRules::parse("/*\n  Content-Security-Policy: frame-ancestors 'none'\n").unwrap();
        let (_, v) = r.matching("/x").next().unwrap();
        let v = v.to_str().unwrap();
        assert!(
            v.starts_with("frame-ancestors 'none'; default-src 'self'"),
            "{v}"
        );
        assert!(!v.contains("script-src"), "{v}");
    }

    #[test]
    fn merged_policies_are_remembered_and_bounded() {
        let merged = MergedPolicies::default();
        let own = HeaderValue::from_static("script-src 'self' 'sha256-abc'");
        let general = HeaderValue::from_static("default-src 'self'; frame-ancestors 'none'");
        let expected = csp::fill_in(own.to_str().unwrap(), general.to_str().unwrap());
        for _ in 0..2 {
            assert_eq!(merged.get(own.clone(), general.clone()), expected.as_str());
        }
        for i in 0..MergedPolicies::MAX_ENTRIES + 10 {
            let own = HeaderValue::from_str(&format!("script-src 'sha256-{i}'")).unwrap();
            merged.get(own, general.clone());
        }
        assert!(merged.0.read().unwrap().len() <= MergedPolicies::MAX_ENTRIES);
    }
}
