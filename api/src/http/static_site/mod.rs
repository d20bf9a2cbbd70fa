//! Serves the static export (decision 9): clean URLs (`/about` → `about.html`)
//! and the redirect and not-found rules read from codegen's `_redirects`, with
//! the resolving of a path to a file (`paths.rs`); the not-found page with
//! status 404; the precompressed variant the client prefers (`negotiate.rs`;
//! the build writes `.br` and `.gz` beside each text file); caching by kind of
//! file and the validators, a strong ETag per file and variant with
//! `If-None-Match` before `If-Modified-Since` (`kinds.rs`); single byte ranges
//! (`range.rs`); and each page's own Content-Security-Policy (`csp.rs`). Files
//! come from memory when small and unchanged (`files.rs`), and what a path
//! resolved to is reused for a moment (`lookups.rs`). Other headers come from
//! codegen's `_headers` (see `headers.rs`), so each rule exists once.

mod files;
mod kinds;
mod lookups;
mod negotiate;
mod paths;
mod range;

use axum::body::{Body, Bytes};
use axum::extract::Request;
use axum::http::{HeaderValue, Method, StatusCode, header};
use axum::response::{IntoResponse, Redirect, Response};
use std::ops::Range;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::{Duration, Instant};

use crate::http::csp::PagePolicies;
use files::{Files, Representation};
use lookups::{Lookups, Resolution};
use negotiate::{Accepted, Coding};
use range::Wanted;

use kinds::{cache_control, content_type, if_range_holds, is_text, none_match, not_modified_since};
pub use paths::{RedirectRule, RedirectsError, parse_redirects};

/// Why the export cannot be served.
#[derive(Debug, thiserror::Error)]
pub enum SiteError {
    #[error("{} has no index.html: is it a built export?", .0.display())]
    NoIndex(PathBuf),
    #[error(transparent)]
    Redirects(#[from] RedirectsError),
}
use paths::{clean_url, regular_file, resolve, same_site_target};

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
    pub fn open(root: &Path, recheck: Duration) -> Result<StaticSite, SiteError> {
        if !root.join("index.html").is_file() {
            return Err(SiteError::NoIndex(root.to_path_buf()));
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

/// Marks a static file's response as final for the compression layer (see
/// `app.rs`): it is a precompressed variant, or the file as it is because
/// that is what the client asked for or what compressing would not improve.
/// Only a text file with no variant the client accepts is left to be
/// compressed per request.
#[derive(Clone, Copy, Debug)]
pub struct AlreadyNegotiated;

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

/// The fallback for every non-API path, given the state's site (none when
/// no export is served).
pub async fn serve(site: Option<Arc<StaticSite>>, request: Request) -> Response {
    let Some(site) = site else {
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
