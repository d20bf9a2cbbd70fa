//! What a URL path means for the export: the `_redirects` rules (Netlify's
//! semantics), the one clean address of each page, and the file a path
//! resolves to without ever leaving the site folder or following a link.

use super::negotiate::Coding;
use std::fs::Metadata;
use std::path::{Path, PathBuf};

/// One `_redirects` rule: `from to status`.
#[derive(Clone, Debug, PartialEq)]
pub struct RedirectRule {
    pub from: Vec<String>,
    pub to: String,
    pub status: u16,
}

/// A `_redirects` line that is not a rule (numbered from 1).
#[derive(Debug, PartialEq, thiserror::Error)]
pub enum RedirectsError {
    #[error("_redirects line {0}: bad status `{1}`")]
    Status(usize, String),
    #[error("_redirects line {0}: expected `from to [status]`")]
    Shape(usize),
}

pub fn parse_redirects(text: &str) -> Result<Vec<RedirectRule>, RedirectsError> {
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
                    .map_err(|_| RedirectsError::Status(n + 1, status.to_string()))?,
            ),
            _ => {
                return Err(RedirectsError::Shape(n + 1));
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
pub(super) fn safe_segments(path: &str) -> Option<Vec<String>> {
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
pub(super) fn same_site_target(path: &str, query: Option<&str>) -> String {
    let inner = path.trim_matches(|c| c == '/' || c == '\\');
    let target = format!("/{inner}");
    match query {
        Some(q) => format!("{target}?{q}"),
        None => target,
    }
}

/// The page's one address when `path` is another spelling of it.
pub(super) fn clean_url(path: &str) -> Option<String> {
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
pub(super) struct Found {
    pub(super) path: PathBuf,
    pub(super) meta: Metadata,
}

/// `path`'s metadata if it is a regular file. A symbolic link is not
/// followed (`lstat`): nothing the export links to elsewhere is served.
pub(super) fn regular_file(path: PathBuf) -> Option<Found> {
    let meta = std::fs::symlink_metadata(&path).ok()?;
    meta.is_file().then_some(Found { path, meta })
}

/// The file a path resolves to, preferring `x.html` over a folder `x/`.
///
/// The `stat`s here are blocking calls on the async runtime, on purpose: a
/// `stat` of a file in the page cache takes about a microsecond, far less
/// than handing it to a blocking thread and back (as nginx does too).
pub(super) fn resolve(root: &Path, path: &str) -> Option<Found> {
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
    fn paths_cannot_escape() {
        assert!(safe_segments("/a/../b").is_none());
        assert!(safe_segments("/a/%2e%2e/b").is_none());
        assert!(safe_segments("/a/%2Fetc").is_none());
        assert_eq!(safe_segments("/blog/a%20b").unwrap(), vec!["blog", "a b"]);
    }
}
