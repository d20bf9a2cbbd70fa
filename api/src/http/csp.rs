//! Content-Security-Policy: each exported page's own policy, read once from
//! the `<meta>` the export step wrote first in its head (`script-src` with the
//! hashes of that page's inline scripts, no `'unsafe-inline'`) and cached per
//! file, and the merging of that policy with `_headers` and the server's
//! strict baseline into the one header a response carries.

use axum::http::HeaderValue;
use std::collections::HashMap;
use std::io::Read;
use std::path::{Path, PathBuf};
use std::sync::RwLock;
use std::time::SystemTime;

/// What every response's policy falls back to for a directive it lacks, so a
/// response no page policy covers (the API's own pages and JSON, assets, a
/// page without a meta) still runs no inline script.
pub const BASELINE: &str = "default-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; \
     frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'";

/// The exact opening the export step (`site/scripts/csp.mjs`) writes.
const META_OPEN: &[u8] = b"<meta http-equiv=\"Content-Security-Policy\" content=\"";

/// How much of a page is read to find its meta: it comes right after
/// `<head>`, and even a page with hundreds of inline scripts has its hashes
/// well inside this.
const HEAD_BYTES: u64 = 64 * 1024;

fn directive_name(directive: &str) -> Option<String> {
    directive
        .split_ascii_whitespace()
        .next()
        .map(|n| n.to_ascii_lowercase())
}

/// `policy` with every directive of `fallback` it does not name appended. A
/// browser honours only the first of two same-named directives, so this is
/// how a more specific policy keeps its own `script-src` while the general
/// one adds what it lacks (`frame-ancestors`, say).
pub fn fill_in(policy: &str, fallback: &str) -> String {
    let mut directives: Vec<&str> = policy
        .split(';')
        .map(str::trim)
        .filter(|d| !d.is_empty())
        .collect();
    let named: Vec<String> = directives
        .iter()
        .filter_map(|d| directive_name(d))
        .collect();
    for d in fallback.split(';').map(str::trim).filter(|d| !d.is_empty()) {
        if directive_name(d).is_some_and(|n| !named.contains(&n)) {
            directives.push(d);
        }
    }
    directives.join("; ")
}

/// The policy in the page's meta, if `head` (the start of the page) has one
/// before any script. `None` also for a value that is not a plain header
/// value: the page then falls back to the strict baseline.
pub fn meta_policy(head: &[u8]) -> Option<HeaderValue> {
    let start = find(head, META_OPEN)? + META_OPEN.len();
    if find(&head[..start], b"<script").is_some() {
        return None;
    }
    let len = head[start..].iter().position(|&b| b == b'"')?;
    let value = &head[start..start + len];
    if value.contains(&b'&') {
        return None;
    }
    HeaderValue::from_bytes(value).ok()
}

fn find(haystack: &[u8], needle: &[u8]) -> Option<usize> {
    haystack.windows(needle.len()).position(|w| w == needle)
}

struct Entry {
    len: u64,
    modified: Option<SystemTime>,
    policy: Option<HeaderValue>,
}

/// Each page's policy, read from its head the first time it is served and
/// kept while the file's size and modification time stay the same (an export
/// rebuilt in place gets its new hashes without a restart). The set of pages
/// is the export's, so the cache is bounded by it.
#[derive(Default)]
pub struct PagePolicies {
    cache: RwLock<HashMap<PathBuf, Entry>>,
}

impl PagePolicies {
    /// The policy of the page at `file`, whose current metadata the caller
    /// has just read (so a request costs no second `stat`). Reads the head of
    /// the file only when the page is new or changed: a blocking read of at
    /// most 64 KB, as the server reads small files.
    pub fn get(&self, file: &Path, meta: &std::fs::Metadata) -> Option<HeaderValue> {
        let (len, modified) = (meta.len(), meta.modified().ok());
        if let Some(e) = self.cache.read().expect("not poisoned").get(file)
            && e.len == len
            && e.modified == modified
        {
            return e.policy.clone();
        }
        let mut head = Vec::new();
        std::fs::File::open(file)
            .ok()?
            .take(HEAD_BYTES)
            .read_to_end(&mut head)
            .ok()?;
        let policy = meta_policy(&head);
        if policy.is_none() {
            tracing::warn!(file = %file.display(), "a page without a Content-Security-Policy meta: its inline scripts will be blocked");
        }
        self.cache.write().expect("not poisoned").insert(
            file.to_path_buf(),
            Entry {
                len,
                modified,
                policy: policy.clone(),
            },
        );
        policy
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_specific_policy_keeps_its_directives_and_gains_the_rest() {
        let page = "default-src 'self'; script-src 'self' 'sha256-abc='; object-src 'none'";
        let header = "frame-ancestors 'none'; object-src 'self'";
        assert_eq!(
            fill_in(page, header),
            "default-src 'self'; script-src 'self' 'sha256-abc='; object-src 'none'; frame-ancestors 'none'"
        );
        assert_eq!(fill_in("", "a b; ;c"), "a b; c");
        assert_eq!(fill_in("SCRIPT-SRC x", "script-src y"), "SCRIPT-SRC x");
    }

    #[test]
    fn reads_the_meta_only_before_any_script() {
        let page = b"<!DOCTYPE html><html><head><meta charSet=\"utf-8\"/><meta http-equiv=\"Content-Security-Policy\" content=\"script-src 'self' 'sha256-x'\"><script>1</script>";
        assert_eq!(meta_policy(page).unwrap(), "script-src 'self' 'sha256-x'");
        let late = b"<head><script>1</script><meta http-equiv=\"Content-Security-Policy\" content=\"script-src *\">";
        assert!(meta_policy(late).is_none());
        let bad = b"<head><meta http-equiv=\"Content-Security-Policy\" content=\"a\nb\">";
        assert!(meta_policy(bad).is_none());
        assert!(meta_policy(b"<head><title>x</title>").is_none());
    }
}
