//! What a file's kind decides in its response: how long it is cached, its
//! media type, whether it is text (and so precompressed), and the
//! conditional-request rules its validators are compared by (RFC 9110 13.1).

use axum::http::HeaderValue;
use std::path::Path;
use std::time::SystemTime;

pub(super) fn cache_control(path: &Path, root: &Path) -> &'static str {
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

pub(super) fn is_text(path: &Path) -> bool {
    path.extension()
        .and_then(|e| e.to_str())
        .is_some_and(|e| TEXT_EXTENSIONS.iter().any(|t| e.eq_ignore_ascii_case(t)))
}

/// The media type by extension, with `charset=utf-8` for text (Next writes
/// UTF-8; without it a browser guesses).
pub(super) fn content_type(path: &Path) -> HeaderValue {
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

/// RFC 9110 13.1.2: `*`, or any listed tag equal to ours by weak comparison.
pub(super) fn none_match(if_none_match: &HeaderValue, etag: &HeaderValue) -> bool {
    let Ok(list) = if_none_match.to_str() else {
        return false;
    };
    let opaque = |t: &str| t.trim().trim_start_matches("W/").to_string();
    let ours = opaque(etag.to_str().unwrap_or_default());
    list.trim() == "*" || list.split(',').any(|t| opaque(t) == ours)
}

/// RFC 9110 13.1.3: not modified when the file is no newer than the date
/// (to the second, the resolution of HTTP dates).
pub(super) fn not_modified_since(since: &HeaderValue, modified: Option<SystemTime>) -> bool {
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
pub(super) fn if_range_holds(if_range: &HeaderValue, etag: &HeaderValue) -> bool {
    !etag.as_bytes().starts_with(b"W/") && if_range.as_bytes() == etag.as_bytes()
}

#[cfg(test)]
mod tests {
    use super::*;

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
}
