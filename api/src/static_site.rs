//! Serves the static export (PRODUCT 9): clean URLs (`/about` → `about.html`),
//! the redirect and not-found rules read from codegen's `_redirects`, the
//! not-found page with status 404, the precompressed variant the client
//! prefers (`negotiate.rs`; the build writes `.br` and `.gz` beside each text
//! file), caching by kind of file, validators (a strong ETag per file and
//! variant, `If-None-Match` before `If-Modified-Since`), single byte ranges
//! (`range.rs`), and each page's own Content-Security-Policy (`csp.rs`).
//! Files come from memory when small and unchanged (`files.rs`), and what a
//! path resolved to is reused for a moment (`lookups.rs`). Other
//! headers come from codegen's `_headers` (see `headers.rs`), so each rule
//! exists once.

mod files;
mod lookups;
mod negotiate;
mod range;

use axum::body::{Body, Bytes};
use axum::extract::{Request, State};
use axum::http::{HeaderValue, Method, StatusCode, header};
use axum::response::{IntoResponse, Redirect, Response};
use std::fs::Metadata;
use std::ops::Range;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::{Duration, Instant, SystemTime};

use crate::csp::PagePolicies;
use crate::state::AppState;
use files::{Files, Representation};
use lookups::{Lookups, Resolution};
use negotiate::{Accepted, Coding};
use range::Wanted;

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
    files: Files,
    lookups: Lookups,
}

impl StaticSite {
    /// The export at `root`; what a path resolves to is reused for `recheck`
    /// (`SITE_RECHECK_MS`; zero: every request resolves afresh).
    pub fn open(root: &Path, recheck: Duration) -> Result<StaticSite, String> {
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
            files: Files::default(),
            lookups: Lookups::new(recheck),
        })
    }

    /// What `path` resolves to (`resolve`), with the precompressed variants
    /// beside a text file; reused for a moment (`lookups.rs`).
    fn lookup(&self, path: &str) -> Option<Arc<Resolution>> {
        let now = Instant::now();
        self.lookups.get(path, now, |path| {
            let found = resolve(&self.root, path)?;
            // A variant must be a regular file too.
            let variants = Coding::ALL.map(|coding| {
                is_text(&found.path)
                    .then(|| {
                        let mut name = found.path.clone().into_os_string();
                        name.push(coding.suffix());
                        regular_file(PathBuf::from(name))
                    })
                    .flatten()
            });
            Some(Resolution::new(found, variants, now))
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

/// A file of the export that a path resolved to, with its metadata.
#[derive(Clone)]
struct Found {
    path: PathBuf,
    meta: Metadata,
}

/// `path`'s metadata if it is a regular file. A symbolic link is not
/// followed (`lstat`): nothing the export links to elsewhere is served.
fn regular_file(path: PathBuf) -> Option<Found> {
    let meta = std::fs::symlink_metadata(&path).ok()?;
    meta.is_file().then_some(Found { path, meta })
}

/// The file a path resolves to, preferring `x.html` over a folder `x/`.
///
/// The `stat`s here are blocking calls on the async runtime, on purpose: a
/// `stat` of a file in the page cache takes about a microsecond, far less
/// than handing it to a blocking thread and back (as nginx does too).
fn resolve(root: &Path, path: &str) -> Option<Found> {
    let segs = safe_segments(path)?;
    if segs.is_empty() {
        return regular_file(root.join("index.html"));
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
    // Dotfiles (`.env`, `.git/…`) are never part of what is published, and
    // precompressed variants are sent only in their place, never by name.
    let last = segs.last().expect("non-empty");
    if segs.iter().any(|s| s.starts_with('.'))
        || Coding::ALL.iter().any(|c| last.ends_with(c.suffix()))
    {
        return None;
    }
    // Every folder on the way must be a real folder of the export, not a
    // link to one elsewhere (issue 19.5: a linked folder served /etc/passwd).
    let mut file = root.to_path_buf();
    for s in &segs[..segs.len() - 1] {
        file.push(s);
        if !real_folder(&file) {
            return None;
        }
    }
    file.push(last);
    regular_file(file.with_file_name(format!("{last}.html")))
        .or_else(|| regular_file(file.clone()))
        .or_else(|| {
            real_folder(&file)
                .then(|| regular_file(file.join("index.html")))
                .flatten()
        })
}

/// Whether `path` is a folder itself, not a symbolic link (`lstat`).
fn real_folder(path: &Path) -> bool {
    std::fs::symlink_metadata(path).is_ok_and(|m| m.is_dir())
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

/// Extensions of text files: the ones the export precompresses
/// (`TEXT_EXTENSIONS` in site/scripts/precompress.mjs), and so the ones whose
/// response varies with `Accept-Encoding`.
const TEXT_EXTENSIONS: [&str; 13] = [
    "html",
    "js",
    "mjs",
    "css",
    "json",
    "xml",
    "txt",
    "svg",
    "webmanifest",
    "map",
    "ico",
    "csv",
    "md",
];

fn is_text(path: &Path) -> bool {
    path.extension()
        .and_then(|e| e.to_str())
        .is_some_and(|e| TEXT_EXTENSIONS.iter().any(|t| e.eq_ignore_ascii_case(t)))
}

/// The media type by extension, with `charset=utf-8` for text (Next writes
/// UTF-8; without it a browser guesses).
fn content_type(path: &Path) -> HeaderValue {
    let mime = mime_guess::from_path(path)
        .first_raw()
        .unwrap_or("application/octet-stream");
    if is_text(path) && !mime.starts_with("image/x-icon") && !mime.starts_with("image/vnd") {
        HeaderValue::from_str(&format!("{mime}; charset=utf-8"))
            .unwrap_or(HeaderValue::from_static("application/octet-stream"))
    } else {
        HeaderValue::from_static(mime)
    }
}

/// Marks a static file's response as final for the compression layer (see
/// `app.rs`): it is a precompressed variant, or the file as it is because
/// that is what the client asked for or what compressing would not improve.
/// Only a text file with no variant the client accepts is left to be
/// compressed per request.
#[derive(Clone, Copy, Debug)]
pub struct AlreadyNegotiated;

/// RFC 9110 13.1.2: `*`, or any listed tag equal to ours by weak comparison.
fn none_match(if_none_match: &HeaderValue, etag: &HeaderValue) -> bool {
    let Ok(list) = if_none_match.to_str() else {
        return false;
    };
    let opaque = |t: &str| t.trim().trim_start_matches("W/").to_string();
    let ours = opaque(etag.to_str().unwrap_or_default());
    list.trim() == "*" || list.split(',').any(|t| opaque(t) == ours)
}

/// RFC 9110 13.1.3: not modified when the file is no newer than the date
/// (to the second, the resolution of HTTP dates).
fn not_modified_since(since: &HeaderValue, modified: Option<SystemTime>) -> bool {
    let since = since
        .to_str()
        .ok()
        .and_then(|v| chrono::DateTime::parse_from_rfc2822(v).ok())
        .map(|d| d.timestamp());
    let modified = modified
        .and_then(|m| m.duration_since(SystemTime::UNIX_EPOCH).ok())
        .map(|d| d.as_secs() as i64);
    matches!((since, modified), (Some(since), Some(modified)) if modified <= since)
}

/// RFC 9110 13.1.5: a range is sent only if the client's copy is the one
/// we have, by strong comparison; a date (or a weak tag) gets the whole file.
fn if_range_holds(if_range: &HeaderValue, etag: &HeaderValue) -> bool {
    !etag.as_bytes().starts_with(b"W/") && if_range.as_bytes() == etag.as_bytes()
}

/// The file a path resolved to, as a response: the best precompressed
/// variant the client accepts, with its validators, caching and the page's
/// own policy; 304 and ranges for a 200. `status` is 404 for the not-found
/// page, which is sent whole and fresh, whatever the request's conditional
/// or Range headers meant for the missing path.
fn serve_file(
    site: &StaticSite,
    resolution: &Resolution,
    request: &Request,
    status: StatusCode,
) -> Response {
    let headers = request.headers();
    let found = &resolution.found;
    let text = is_text(&found.path);
    let accepted = Accepted::parse(headers.get(header::ACCEPT_ENCODING).map(|v| v.as_bytes()));
    // The best variant the client takes, of those beside the file.
    let variant = accepted
        .preference()
        .into_iter()
        .find_map(|coding| resolution.variant(coding).map(|v| (coding, v)));
    // Left to the compression layer only when there is no variant to send
    // and the client takes a coding it could apply.
    let on_the_fly = text && variant.is_none() && accepted.any_coding();
    let (coding, file) = match variant {
        Some((coding, v)) => (Some(coding), v),
        None => (None, found),
    };
    let representation = match site.files.get(&file.path, &file.meta, coding) {
        Ok(r) => r,
        Err(e) => {
            tracing::error!(file = %file.path.display(), error = %e, "could not read a file of the export");
            return (StatusCode::INTERNAL_SERVER_ERROR, "could not read the file").into_response();
        }
    };
    let policy = (found.path.extension().is_some_and(|e| e == "html"))
        .then(|| site.policies.get(&found.path, &found.meta))
        .flatten();

    let mut response = Response::new(Body::empty());
    *response.status_mut() = status;
    let out = response.headers_mut();
    out.insert(header::CONTENT_TYPE, content_type(&found.path));
    out.insert(
        header::CACHE_CONTROL,
        HeaderValue::from_static(cache_control(&found.path, &site.root)),
    );
    if text {
        out.insert(header::VARY, HeaderValue::from_static("accept-encoding"));
    }
    if let Some(coding) = coding {
        out.insert(
            header::CONTENT_ENCODING,
            HeaderValue::from_static(coding.token()),
        );
    }
    if let Some(policy) = policy {
        out.insert(header::CONTENT_SECURITY_POLICY, policy);
    }
    if !on_the_fly {
        response.extensions_mut().insert(AlreadyNegotiated);
    }
    if status != StatusCode::OK {
        return with_body(response, &representation, None, request.method());
    }

    // The tag names the bytes sent; when the compression layer will encode
    // them it is weak (the encoding is equivalent, not byte-identical).
    let etag = if on_the_fly {
        let mut weak = b"W/".to_vec();
        weak.extend_from_slice(representation.etag.as_bytes());
        HeaderValue::from_bytes(&weak).expect("a valid tag stays valid")
    } else {
        representation.etag.clone()
    };
    let out = response.headers_mut();
    out.insert(header::ETAG, etag.clone());
    if let Some(modified) = &representation.last_modified {
        out.insert(header::LAST_MODIFIED, modified.clone());
    }
    // If-None-Match takes precedence over If-Modified-Since (RFC 9110 13.2.2).
    let unchanged = match (
        headers.get(header::IF_NONE_MATCH),
        headers.get(header::IF_MODIFIED_SINCE),
    ) {
        (Some(inm), _) => none_match(inm, &etag),
        (None, Some(ims)) => not_modified_since(ims, representation.modified),
        (None, None) => false,
    };
    if unchanged {
        *response.status_mut() = StatusCode::NOT_MODIFIED;
        return response;
    }
    if on_the_fly {
        // A range of bytes that are then compressed would be a range of
        // nothing the client can name: the whole file.
        return with_body(response, &representation, None, request.method());
    }
    response
        .headers_mut()
        .insert(header::ACCEPT_RANGES, HeaderValue::from_static("bytes"));
    let range_header = headers.get(header::RANGE).filter(|_| {
        headers
            .get(header::IF_RANGE)
            .is_none_or(|if_range| if_range_holds(if_range, &etag))
    });
    match range::parse(range_header.map(|v| v.as_bytes()), representation.len) {
        Wanted::Whole => with_body(response, &representation, None, request.method()),
        Wanted::Part(part) => {
            *response.status_mut() = StatusCode::PARTIAL_CONTENT;
            let content_range = format!(
                "bytes {}-{}/{}",
                part.start,
                part.end - 1,
                representation.len
            );
            response.headers_mut().insert(
                header::CONTENT_RANGE,
                HeaderValue::from_str(&content_range).expect("ASCII"),
            );
            with_body(response, &representation, Some(part), request.method())
        }
        Wanted::Unsatisfiable => {
            *response.status_mut() = StatusCode::RANGE_NOT_SATISFIABLE;
            let headers = response.headers_mut();
            headers.insert(
                header::CONTENT_RANGE,
                HeaderValue::from_str(&format!("bytes */{}", representation.len)).expect("ASCII"),
            );
            headers.remove(header::CONTENT_ENCODING);
            response
        }
    }
}

/// `response` with the file's bytes (or `part` of them) and their length;
/// HEAD gets the length and no bytes.
fn with_body(
    mut response: Response,
    representation: &Representation,
    part: Option<Range<u64>>,
    method: &Method,
) -> Response {
    let range = part.unwrap_or(0..representation.len);
    response.headers_mut().insert(
        header::CONTENT_LENGTH,
        HeaderValue::from(range.end - range.start),
    );
    if method == Method::HEAD {
        return response;
    }
    *response.body_mut() = match &representation.bytes {
        Some(bytes) => Body::from(bytes.slice(range.start as usize..range.end as usize)),
        None => stream_from_disk(representation.path.clone(), range),
    };
    response
}

/// A large file's bytes, read as they are sent, so memory stays bounded
/// whatever the file's size.
fn stream_from_disk(path: PathBuf, range: Range<u64>) -> Body {
    use tokio::io::{AsyncReadExt, AsyncSeekExt};
    let stream = async_stream(async move {
        let mut file = tokio::fs::File::open(&path).await?;
        file.seek(std::io::SeekFrom::Start(range.start)).await?;
        Ok(tokio_util::io::ReaderStream::new(
            file.take(range.end - range.start),
        ))
    });
    Body::from_stream(stream)
}

/// A stream that first awaits `open`, then yields what it opened.
fn async_stream<S>(
    open: impl std::future::Future<Output = std::io::Result<S>> + Send + 'static,
) -> impl futures_util::Stream<Item = std::io::Result<Bytes>> + Send + 'static
where
    S: futures_util::Stream<Item = std::io::Result<Bytes>> + Send + 'static,
{
    use futures_util::{StreamExt, TryStreamExt};
    futures_util::stream::once(open).try_flatten().boxed()
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
    if let Some(found) = site.lookup(&path) {
        let status = if path == "/404" {
            StatusCode::NOT_FOUND
        } else {
            StatusCode::OK
        };
        return serve_file(&site, &found, &request, status);
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
            code => match site.lookup(&rule.to) {
                Some(found) => serve_file(
                    &site,
                    &found,
                    &request,
                    StatusCode::from_u16(code).unwrap_or(StatusCode::NOT_FOUND),
                ),
                None => StatusCode::NOT_FOUND.into_response(),
            },
        };
    }
    match site.lookup("/404") {
        Some(found) => serve_file(&site, &found, &request, StatusCode::NOT_FOUND),
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
