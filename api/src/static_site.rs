//! Serves the static export (PRODUCT 9): clean URLs (`/about` → `about.html`),
//! the redirect and not-found rules read from codegen's `_redirects`, the
//! not-found page with status 404, precompressed files where present, and
//! caching by kind of file, validators (a weak ETag per file and variant,
//! `If-None-Match` before `If-Modified-Since`), and each page's own
//! Content-Security-Policy (`csp.rs`). Other headers come from codegen's
//! `_headers` (see `headers.rs`), so each rule exists once.

use axum::body::Body;
use axum::extract::{Request, State};
use axum::http::{HeaderValue, Method, StatusCode, header};
use axum::response::{IntoResponse, Redirect, Response};
use std::path::{Path, PathBuf};
use tower::ServiceExt;
use tower_http::services::ServeFile;

use crate::csp::PagePolicies;
use crate::state::AppState;

/// One `_redirects` rule: `from to status`.
#[derive(Clone, Debug, PartialEq)]
pub struct RedirectRule {
    pub from: Vec<String>,
    pub to: String,
    pub status: u16,
}

pub struct StaticSite {
    pub root: PathBuf,
    pub rules: Vec<RedirectRule>,
    pub policies: PagePolicies,
}

impl StaticSite {
    pub fn open(root: &Path) -> Result<StaticSite, String> {
        if !root.join("index.html").is_file() {
            return Err(format!(
                "{} has no index.html: is it a built export?",
                root.display()
            ));
        }
        let rules = match std::fs::read_to_string(root.join("_redirects")) {
            Ok(text) => parse_redirects(&text)?,
            Err(_) => {
                tracing::warn!(site = %root.display(), "no _redirects file: unknown paths get the not-found page");
                Vec::new()
            }
        };
        Ok(StaticSite {
            root: root.to_path_buf(),
            rules,
            policies: PagePolicies::default(),
        })
    }
}

pub fn parse_redirects(text: &str) -> Result<Vec<RedirectRule>, String> {
    let mut rules = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let parts: Vec<&str> = line.split_whitespace().collect();
        let (from, to, status) = match parts.as_slice() {
            [from, to] => (*from, *to, 301),
            [from, to, status] => (
                *from,
                *to,
                status
                    .trim_end_matches('!')
                    .parse::<u16>()
                    .map_err(|_| format!("_redirects line {}: bad status `{status}`", n + 1))?,
            ),
            _ => {
                return Err(format!(
                    "_redirects line {}: expected `from to [status]`",
                    n + 1
                ));
            }
        };
        rules.push(RedirectRule {
            from: segments(from).map(str::to_string).collect(),
            to: to.to_string(),
            status,
        });
    }
    Ok(rules)
}

fn segments(path: &str) -> impl Iterator<Item = &str> {
    path.split('/').filter(|s| !s.is_empty())
}

impl RedirectRule {
    /// Netlify semantics: `:name` matches one segment, a trailing `*` matches
    /// one or more remaining segments.
    pub fn matches(&self, path: &str) -> bool {
        let parts: Vec<&str> = segments(path).collect();
        let mut i = 0;
        for pattern in &self.from {
            if pattern == "*" {
                return i < parts.len();
            }
            match parts.get(i) {
                Some(p) if pattern.starts_with(':') || pattern == p => i += 1,
                _ => return false,
            }
        }
        i == parts.len()
    }
}

/// Decodes the URL path into safe relative segments; `None` for anything that
/// could escape the site folder.
fn safe_segments(path: &str) -> Option<Vec<String>> {
    let mut out = Vec::new();
    for raw in segments(path) {
        let seg = percent_decode(raw)?;
        if seg == "." || seg == ".." || seg.contains(['/', '\\', '\0']) {
            return None;
        }
        out.push(seg);
    }
    Some(out)
}

fn percent_decode(s: &str) -> Option<String> {
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' {
            let hex = std::str::from_utf8(bytes.get(i + 1..i + 3)?).ok()?;
            out.push(u8::from_str_radix(hex, 16).ok()?);
            i += 3;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    String::from_utf8(out).ok()
}

/// Where `/about/` redirects: the path without its trailing slashes and with
/// one leading slash. `//evil.com/`, `/\evil.com/` and `///evil.com/` would
/// otherwise become `Location: //evil.com`, which a browser follows to
/// another site.
fn same_site_target(path: &str, query: Option<&str>) -> String {
    let inner = path.trim_matches(|c| c == '/' || c == '\\');
    let target = format!("/{inner}");
    match query {
        Some(q) => format!("{target}?{q}"),
        None => target,
    }
}

/// The page's one address when `path` is another spelling of it.
fn clean_url(path: &str) -> Option<String> {
    let stem = path.strip_suffix(".html").unwrap_or(path);
    let stem = stem
        .strip_suffix("/index")
        .or_else(|| (stem == "/index").then_some(""))
        .unwrap_or(stem);
    (stem != path).then(|| {
        if stem.is_empty() {
            "/".to_string()
        } else {
            stem.to_string()
        }
    })
}

/// The file a path resolves to, preferring `x.html` over a folder `x/`.
fn resolve(root: &Path, path: &str) -> Option<PathBuf> {
    let segs = safe_segments(path)?;
    if segs.is_empty() {
        return Some(root.join("index.html"));
    }
    // Files for the server, not the visitor: the host rules, the route list
    // (2-4 MB) and Next's internal not-found page (the site's own is /404).
    if segs.first().is_some_and(|s| {
        matches!(
            s.as_str(),
            "_redirects" | "_headers" | "routes.json" | "_not-found" | "_not-found.html"
        )
    }) {
        return None;
    }
    let mut file = root.to_path_buf();
    for s in &segs {
        file.push(s);
    }
    let html = file.with_file_name(format!("{}.html", segs.last().expect("non-empty")));
    if html.is_file() {
        return Some(html);
    }
    if file.is_file() {
        return Some(file);
    }
    let index = file.join("index.html");
    index.is_file().then_some(index)
}

fn cache_control(path: &Path, root: &Path) -> &'static str {
    let rel = path.strip_prefix(root).unwrap_or(path);
    if rel.starts_with("_next/static") {
        "public, max-age=31536000, immutable"
    } else if path.extension().is_some_and(|e| e == "html") {
        "public, max-age=300, must-revalidate"
    } else {
        "public, max-age=86400"
    }
}

/// A weak validator for the file variant a response carries, from its size,
/// modification time and content coding (each precompressed variant is its
/// own file with its own tag). Weak, because the compression layer may encode
/// an uncompressed file on the fly; weak comparison is what `If-None-Match`
/// uses. `None` when the response does not say its full size.
fn etag(response: &Response) -> Option<HeaderValue> {
    let headers = response.headers();
    let len: u64 = match headers.get(header::CONTENT_RANGE) {
        Some(range) => range.to_str().ok()?.rsplit_once('/')?.1.parse().ok()?,
        None => headers
            .get(header::CONTENT_LENGTH)?
            .to_str()
            .ok()?
            .parse()
            .ok()?,
    };
    let modified =
        chrono::DateTime::parse_from_rfc2822(headers.get(header::LAST_MODIFIED)?.to_str().ok()?)
            .ok()?
            .timestamp();
    let coding = headers
        .get(header::CONTENT_ENCODING)
        .and_then(|v| v.to_str().ok())
        .filter(|c| c.bytes().all(|b| b.is_ascii_alphanumeric()))
        .unwrap_or("identity");
    HeaderValue::from_str(&format!("W/\"{len:x}-{modified:x}-{coding}\"")).ok()
}

/// RFC 9110 13.1.2: `*`, or any listed tag equal to ours by weak comparison.
fn none_match(if_none_match: &HeaderValue, etag: &HeaderValue) -> bool {
    let Ok(list) = if_none_match.to_str() else {
        return false;
    };
    let opaque = |t: &str| t.trim().trim_start_matches("W/").to_string();
    let ours = opaque(etag.to_str().unwrap_or_default());
    list.trim() == "*" || list.split(',').any(|t| opaque(t) == ours)
}

/// RFC 9110 13.1.3: not modified when the file is no newer than the date.
fn not_modified_since(since: &HeaderValue, response: &Response) -> bool {
    let date = |v: &HeaderValue| {
        chrono::DateTime::parse_from_rfc2822(v.to_str().ok()?)
            .ok()
            .map(|d| d.timestamp())
    };
    match (
        date(since),
        response.headers().get(header::LAST_MODIFIED).and_then(date),
    ) {
        (Some(since), Some(modified)) => modified <= since,
        _ => false,
    }
}

/// The 304 for `full`: its validators and caching headers, no body.
fn not_modified(full: Response) -> Response {
    let mut response = StatusCode::NOT_MODIFIED.into_response();
    for (name, value) in full.headers() {
        if !matches!(
            *name,
            header::CONTENT_LENGTH | header::CONTENT_RANGE | header::ACCEPT_RANGES
        ) {
            response.headers_mut().append(name.clone(), value.clone());
        }
    }
    response
}

async fn serve_file(
    site: &StaticSite,
    file: &Path,
    request: Request,
    status: StatusCode,
) -> Response {
    let cache = cache_control(file, &site.root);
    let mut request = request;
    if status != StatusCode::OK {
        // An error page is sent whole and fresh: a Range or conditional header
        // meant for the missing path must not turn it into a 206 fragment or a
        // 304 that a cache would keep as that path's content.
        for name in [
            header::RANGE,
            header::IF_RANGE,
            header::IF_MODIFIED_SINCE,
            header::IF_NONE_MATCH,
            header::IF_UNMODIFIED_SINCE,
            header::IF_MATCH,
        ] {
            request.headers_mut().remove(name);
        }
    } else if request.headers().contains_key(header::IF_RANGE) {
        // ServeFile ignores If-Range, and our weak tags never satisfy its
        // strong comparison: the whole file is the one safe answer.
        request.headers_mut().remove(header::RANGE);
    }
    // The conditionals that can answer 304 are decided here, after the
    // response names its variant: ServeFile knows no ETags, and would answer
    // If-Modified-Since even when If-None-Match, which takes precedence, does
    // not match.
    let if_none_match = request.headers().get(header::IF_NONE_MATCH).cloned();
    let if_modified_since = request.headers_mut().remove(header::IF_MODIFIED_SINCE);
    let policy = if file.extension().is_some_and(|e| e == "html") {
        site.policies.get(file).await
    } else {
        None
    };
    match ServeFile::new(file)
        .precompressed_br()
        .precompressed_gzip()
        .oneshot(request)
        .await
    {
        Ok(response) => {
            let mut response = response.map(Body::new);
            // Only a whole-file 200 takes the page's status (404 for the
            // not-found page); 206 and other answers keep their own.
            let served = response.status();
            if served == StatusCode::OK {
                *response.status_mut() = status;
            }
            response
                .headers_mut()
                .insert(header::CACHE_CONTROL, HeaderValue::from_static(cache));
            if let Some(policy) = policy {
                response
                    .headers_mut()
                    .insert(header::CONTENT_SECURITY_POLICY, policy);
            }
            let fresh = status == StatusCode::OK
                && (served == StatusCode::OK || served == StatusCode::PARTIAL_CONTENT);
            if !fresh {
                return response;
            }
            let Some(tag) = etag(&response) else {
                return response;
            };
            response.headers_mut().insert(header::ETAG, tag.clone());
            let unchanged = match (&if_none_match, &if_modified_since) {
                (Some(inm), _) => none_match(inm, &tag),
                (None, Some(ims)) => not_modified_since(ims, &response),
                (None, None) => false,
            };
            if unchanged {
                not_modified(response)
            } else {
                response
            }
        }
        Err(e) => (
            StatusCode::INTERNAL_SERVER_ERROR,
            format!("could not read the file: {e}"),
        )
            .into_response(),
    }
}

/// The fallback for every non-API path.
pub async fn serve(State(state): State<AppState>, request: Request) -> Response {
    let Some(site) = state.site.clone() else {
        return StatusCode::NOT_FOUND.into_response();
    };
    if request.method() != Method::GET && request.method() != Method::HEAD {
        return (
            StatusCode::METHOD_NOT_ALLOWED,
            [(header::ALLOW, "GET, HEAD")],
        )
            .into_response();
    }
    let path = request.uri().path().to_string();
    // Spec URLs have no trailing slash: /about/ → /about.
    if path.len() > 1 && path.ends_with('/') {
        return Redirect::permanent(&same_site_target(&path, request.uri().query()))
            .into_response();
    }
    // One URL per page: `/about.html` → `/about`, `/index` and `/index.html`
    // → `/`, so no page answers 200 under two addresses.
    if let Some(clean) = clean_url(&path) {
        return Redirect::permanent(&same_site_target(&clean, request.uri().query()))
            .into_response();
    }
    if let Some(file) = resolve(&site.root, &path) {
        let status = if path == "/404" {
            StatusCode::NOT_FOUND
        } else {
            StatusCode::OK
        };
        return serve_file(&site, &file, request, status).await;
    }
    for rule in &site.rules {
        if !rule.matches(&path) {
            continue;
        }
        return match rule.status {
            301 | 302 | 303 | 307 | 308 => {
                let status = StatusCode::from_u16(rule.status).expect("a redirect status");
                (
                    status,
                    [
                        (header::LOCATION, rule.to.clone()),
                        (header::CACHE_CONTROL, "no-store".into()),
                    ],
                )
                    .into_response()
            }
            code => match resolve(&site.root, &rule.to) {
                Some(file) => {
                    serve_file(
                        &site,
                        &file,
                        request,
                        StatusCode::from_u16(code).unwrap_or(StatusCode::NOT_FOUND),
                    )
                    .await
                }
                None => StatusCode::NOT_FOUND.into_response(),
            },
        };
    }
    match resolve(&site.root, "/404") {
        Some(file) => serve_file(&site, &file, request, StatusCode::NOT_FOUND).await,
        None => StatusCode::NOT_FOUND.into_response(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rules_match_like_netlify() {
        let rules = parse_redirects(
            "# c\n/areas/*  /areas  302\n/services/:s/:l  /404  302\n/*  /404  404\n",
        )
        .unwrap();
        assert!(rules[0].matches("/areas/nowhere"));
        assert!(rules[0].matches("/areas/a/b"));
        assert!(!rules[0].matches("/areas"));
        assert!(rules[1].matches("/services/x/y"));
        assert!(!rules[1].matches("/services/x"));
        assert!(!rules[1].matches("/services/x/y/z"));
        assert!(rules[2].matches("/anything/at/all"));
    }

    #[test]
    fn trailing_slash_redirects_stay_on_this_site() {
        assert_eq!(same_site_target("/about/", None), "/about");
        assert_eq!(same_site_target("//evil.com/", None), "/evil.com");
        assert_eq!(same_site_target("/\\evil.com/", None), "/evil.com");
        assert_eq!(
            same_site_target("///evil.com/", Some("a=1")),
            "/evil.com?a=1"
        );
        assert_eq!(same_site_target("///", None), "/");
    }

    #[test]
    fn one_address_per_page() {
        assert_eq!(clean_url("/about.html").as_deref(), Some("/about"));
        assert_eq!(clean_url("/index.html").as_deref(), Some("/"));
        assert_eq!(clean_url("/index").as_deref(), Some("/"));
        assert_eq!(clean_url("/blog/index.html").as_deref(), Some("/blog"));
        assert_eq!(clean_url("/404.html").as_deref(), Some("/404"));
        assert_eq!(clean_url("/about"), None);
        assert_eq!(clean_url("/"), None);
        assert_eq!(clean_url("/services/index-linked-boilers"), None);
    }

    #[test]
    fn if_none_match_compares_weakly() {
        let ours = HeaderValue::from_static("W/\"1f-6a-br\"");
        let list = |s: &'static str| HeaderValue::from_static(s);
        assert!(none_match(&list("W/\"1f-6a-br\""), &ours));
        assert!(none_match(&list("\"x\", \"1f-6a-br\""), &ours));
        assert!(none_match(&list("*"), &ours));
        assert!(!none_match(&list("W/\"1f-6a-gzip\""), &ours));
        assert!(!none_match(&list(""), &ours));
    }

    #[test]
    fn paths_cannot_escape() {
        assert!(safe_segments("/a/../b").is_none());
        assert!(safe_segments("/a/%2e%2e/b").is_none());
        assert!(safe_segments("/a/%2Fetc").is_none());
        assert_eq!(safe_segments("/blog/a%20b").unwrap(), vec!["blog", "a b"]);
    }
}
