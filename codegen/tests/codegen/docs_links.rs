//! The repository explains itself and points nowhere outside it (issue 32,
//! decision 41):
//! - every relative Markdown link and every backticked path in the README,
//!   `docs/*.md`, each folder's README and `api/ADMIN_API.md` names something
//!   that exists, and a link's `#anchor` names a heading of its target;
//! - no tracked text file names the design documents that used to live
//!   outside the checkout, or cites them in their old upper-case form;
//! - every decision cited anywhere is in `docs/decisions.md`, and every
//!   section of the brief cited is one of its nine.
//!
//! Each failure names the file and line. The old names are spelled here in
//! pieces, so that this file does not trip its own check.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::Command;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// Every tracked file, from git: the repository as a clone has it.
fn tracked() -> Vec<String> {
    let out = Command::new("git")
        .arg("-C")
        .arg(root())
        .args(["ls-files", "-z"])
        .output()
        .expect("run git ls-files (this test reads the repository through git)");
    assert!(out.status.success(), "git ls-files failed");
    String::from_utf8(out.stdout)
        .expect("git ls-files prints UTF-8 paths")
        .split('\0')
        .filter(|p| !p.is_empty())
        .map(str::to_owned)
        .collect()
}

/// A tracked file's text, or None for a binary, a lock file or a deleted one.
fn text_of(path: &str) -> Option<String> {
    if path.ends_with(".lock") || path.ends_with("package-lock.json") {
        return None;
    }
    let bytes = std::fs::read(root().join(path)).ok()?;
    if bytes.contains(&0) {
        return None;
    }
    String::from_utf8(bytes).ok()
}

/// The documents whose links and paths are checked.
fn documents(files: &[String]) -> Vec<String> {
    files
        .iter()
        .filter(|f| {
            let parts: Vec<&str> = f.split('/').collect();
            match parts.as_slice() {
                ["README.md"] | ["api", "ADMIN_API.md"] => true,
                ["docs", name] => name.ends_with(".md"),
                [_, "README.md"] => true,
                _ => false,
            }
        })
        .cloned()
        .collect()
}

fn line_of(text: &str, offset: usize) -> usize {
    text[..offset].matches('\n').count() + 1
}

/// The lines of a Markdown file outside fenced code blocks, numbered from 1.
fn prose_lines(text: &str) -> Vec<(usize, &str)> {
    let mut fenced = false;
    let mut out = Vec::new();
    for (i, line) in text.lines().enumerate() {
        if line.trim_start().starts_with("```") {
            fenced = !fenced;
        } else if !fenced {
            out.push((i + 1, line));
        }
    }
    out
}

/// GitHub's anchor for a heading: lower case, punctuation dropped, spaces
/// as hyphens.
fn slug(heading: &str) -> String {
    heading
        .trim()
        .to_lowercase()
        .chars()
        .filter_map(|c| match c {
            ' ' => Some('-'),
            c if c.is_alphanumeric() || c == '-' || c == '_' => Some(c),
            _ => None,
        })
        .collect()
}

fn anchors(path: &Path) -> BTreeSet<String> {
    let text = std::fs::read_to_string(path).unwrap_or_default();
    prose_lines(&text)
        .into_iter()
        .filter_map(|(_, l)| l.strip_prefix('#').map(|h| slug(h.trim_start_matches('#'))))
        .collect()
}

/// Whether git would ignore the path (a folder when it ends in `/`): built
/// output such as `target/`, `site/generated/` or `site/out/`, which a fresh
/// clone lacks.
fn ignored(path: &str) -> bool {
    Command::new("git")
        .arg("-C")
        .arg(root())
        .args(["check-ignore", "-q", "--no-index", path])
        .status()
        .is_ok_and(|s| s.success())
}

/// Whether the path, or a folder it is under, is ignored. Each level is
/// asked, because git answers nothing for a path beyond a symbolic link:
/// CI's `target` is a link to the machine's cache (`.ci/run`).
fn ignored_here_or_above(path: &str) -> bool {
    let mut prefix = String::new();
    path.split('/').any(|part| {
        if !prefix.is_empty() {
            prefix.push('/');
        }
        prefix.push_str(part);
        ignored(&prefix) || ignored(&format!("{prefix}/"))
    })
}

/// Extensions that make a backticked word without a slash a file name.
const FILE_EXTENSIONS: &[&str] = &[
    ".rs", ".ts", ".tsx", ".mjs", ".md", ".toml", ".sql", ".service", ".timer", ".conf", ".sh",
];

/// Is this inline code a path into the repository? Pragmatic: no spaces or
/// code-like punctuation, not a route (`/about`) or an address, and either
/// a slash whose first part exists here or a known file extension.
fn looks_like_path(code: &str, doc_dir: &Path) -> bool {
    let code = code.strip_prefix("./").unwrap_or(code);
    if code.is_empty()
        || code.starts_with('/')
        || code.starts_with("http")
        || code
            .chars()
            .any(|c| c.is_whitespace() || "<>*{}\"'=:$?|,;@+…!#%&^~`\\".contains(c))
    {
        return false;
    }
    match code.split_once('/') {
        Some((first, _)) => {
            !first.is_empty() && (root().join(first).exists() || doc_dir.join(first).exists())
        }
        None => FILE_EXTENSIONS
            .iter()
            .any(|e| code.ends_with(e) && code.len() > e.len()),
    }
}

#[test]
fn every_link_and_path_in_the_documents_exists() {
    let files = tracked();
    let names: BTreeSet<&str> = files.iter().filter_map(|f| f.rsplit('/').next()).collect();
    let mut problems = Vec::new();
    for doc in documents(&files) {
        let path = root().join(&doc);
        let dir = path
            .parent()
            .expect("a document is in a folder")
            .to_path_buf();
        let text = std::fs::read_to_string(&path).expect("read a document");
        for (n, line) in prose_lines(&text) {
            // Links: [text](target), relative targets only.
            let mut rest = line;
            while let Some(i) = rest.find("](") {
                let after = &rest[i + 2..];
                let Some(end) = after.find(')') else { break };
                let target = &after[..end];
                rest = &after[end..];
                if target.contains("://") || target.starts_with("mailto:") {
                    continue;
                }
                let (file, anchor) = target.split_once('#').unwrap_or((target, ""));
                let dest = if file.is_empty() {
                    path.clone()
                } else {
                    dir.join(file)
                };
                if !dest.exists() {
                    problems.push(format!("{doc}:{n}: link to `{target}`: no such file"));
                } else if !anchor.is_empty() && !anchors(&dest).contains(anchor) {
                    problems.push(format!(
                        "{doc}:{n}: link to `{target}`: no heading #{anchor}"
                    ));
                }
            }
            // Inline code that names a path.
            for (k, code) in line.split('`').enumerate() {
                if k % 2 == 0 || !looks_like_path(code, &dir) {
                    continue;
                }
                let bare = code.strip_prefix("./").unwrap_or(code);
                let trimmed = bare.trim_end_matches('/');
                let found = if bare.contains('/') {
                    root().join(trimmed).exists() || dir.join(trimmed).exists()
                } else {
                    names.contains(bare)
                };
                let here = rel(&dir);
                let built = [trimmed.to_owned(), format!("{here}/{trimmed}")]
                    .iter()
                    .filter(|p| !p.starts_with('/'))
                    .any(|p| ignored_here_or_above(p));
                if !found && !built {
                    problems.push(format!(
                        "{doc}:{n}: `{code}` names no file or folder in the repository"
                    ));
                }
            }
        }
    }
    assert!(
        problems.is_empty(),
        "broken links or paths:\n{}",
        problems.join("\n")
    );
}

/// A folder of the repository as a path relative to its top.
fn rel(dir: &Path) -> String {
    let top = root().canonicalize().expect("the repository");
    let dir = dir.canonicalize().unwrap_or_else(|_| dir.to_path_buf());
    dir.strip_prefix(&top)
        .unwrap_or(&dir)
        .to_string_lossy()
        .into_owned()
}

/// sqlx keeps a checksum of every migration a database has run and refuses
/// to start when a file changes, so migrations keep the words they were
/// written with, old citations included.
fn frozen(path: &str) -> bool {
    path.starts_with("api/migrations/")
}

/// A citation: a word, then a number, perhaps a list or range of numbers,
/// the number perhaps on the next comment line (`(decision\n// 20)`).
struct Citation {
    offset: usize,
    word: String,
    numbers: Vec<u32>,
}

/// Every `word N` in `text` (the word matched whole, case as given by `exact`).
fn citations(text: &str, word: &str, exact: bool) -> Vec<Citation> {
    // ASCII lower case keeps every byte where it was.
    let lower = text.to_ascii_lowercase();
    let (hay, needle) = if exact {
        (text, word.to_owned())
    } else {
        (lower.as_str(), word.to_lowercase())
    };
    let bytes = text.as_bytes();
    let mut out = Vec::new();
    for (at, _) in hay.match_indices(&needle) {
        let end = at + needle.len();
        let boundary = |b: Option<&u8>| b.is_none_or(|b| !b.is_ascii_alphanumeric() && *b != b'_');
        if !boundary(at.checked_sub(1).and_then(|i| bytes.get(i))) {
            continue;
        }
        let mut i = end;
        if bytes.get(i) == Some(&b's') {
            i += 1;
        }
        if !boundary(bytes.get(i)) {
            continue;
        }
        i = skip_separator(bytes, i);
        if bytes.len() >= i + 8 && bytes[i..i + 8].eq_ignore_ascii_case(b"section ") {
            i = skip_separator(bytes, i + "section".len());
        }
        let mut numbers = Vec::new();
        let Some((first, next)) = number(bytes, i) else {
            continue;
        };
        numbers.push(first);
        i = next;
        // More: ", 8", " and 8", "-14" (a range: every number in it).
        loop {
            let j = skip_spaces(bytes, i);
            let (k, range) = match bytes.get(j) {
                Some(b',') => (skip_spaces(bytes, j + 1), false),
                Some(b'-') => (j + 1, true),
                _ if text[j..].starts_with("and ") => (skip_spaces(bytes, j + 3), false),
                _ => break,
            };
            let Some((n, next)) = number(bytes, k) else {
                break;
            };
            let last = *numbers.last().expect("one number at least");
            if range && n > last {
                numbers.extend(last + 1..=n);
            } else {
                numbers.push(n);
            }
            i = next;
        }
        out.push(Citation {
            offset: at,
            word: text[at..end].to_owned(),
            numbers,
        });
    }
    out
}

fn skip_spaces(b: &[u8], mut i: usize) -> usize {
    while matches!(b.get(i), Some(b' ' | b'\t')) {
        i += 1;
    }
    i
}

/// Spaces, or a line break and the next line's comment marker.
fn skip_separator(b: &[u8], i: usize) -> usize {
    let mut j = skip_spaces(b, i);
    if b.get(j) == Some(&b'\n') {
        j = skip_spaces(b, j + 1);
        for marker in ["//!", "///", "//", "--", "#", "*"] {
            if b[j..].starts_with(marker.as_bytes()) {
                j += marker.len();
                break;
            }
        }
        j = skip_spaces(b, j);
    }
    j
}

fn number(b: &[u8], i: usize) -> Option<(u32, usize)> {
    let len = b[i.min(b.len())..]
        .iter()
        .take_while(|c| c.is_ascii_digit())
        .count();
    if len == 0 || b.get(i + len).is_some_and(|c| c.is_ascii_alphabetic()) {
        return None;
    }
    let n = std::str::from_utf8(&b[i..i + len]).ok()?.parse().ok()?;
    Some((n, i + len))
}

#[test]
fn nothing_points_outside_the_repository() {
    let shared = ["..", "shared"].join("/");
    let old_docs = ["SPEC", "PRODUCT", "ARCHITECTURE", "STYLE"].map(|d| format!("{d}.md"));
    let mut problems = Vec::new();
    for file in tracked().iter().filter(|f| !frozen(f)) {
        let Some(text) = text_of(file) else { continue };
        for (n, line) in text.lines().enumerate() {
            for name in std::iter::once(&shared).chain(&old_docs) {
                if line.contains(name.as_str()) {
                    problems.push(format!(
                        "{file}:{}: names `{name}`, outside the repository",
                        n + 1
                    ));
                }
            }
        }
        for (old, new) in [("SPEC", "brief"), ("PRODUCT", "decision")] {
            for c in citations(&text, old, true) {
                problems.push(format!(
                    "{file}:{}: cites `{} {}`: write `{new} {}`",
                    line_of(&text, c.offset),
                    c.word,
                    c.numbers[0],
                    c.numbers[0]
                ));
            }
        }
    }
    assert!(
        problems.is_empty(),
        "pointers outside the repository:\n{}",
        problems.join("\n")
    );
}

#[test]
fn every_cited_decision_and_section_of_the_brief_exists() {
    let decisions_md =
        std::fs::read_to_string(root().join("docs/decisions.md")).expect("docs/decisions.md");
    let decided: BTreeSet<u32> = decisions_md
        .lines()
        .filter_map(|l| l.strip_prefix("## ")?.split_once(". ")?.0.parse().ok())
        .collect();
    assert!(
        decided.len() >= 41,
        "docs/decisions.md should number at least decisions 1-41"
    );
    let brief_md = std::fs::read_to_string(root().join("docs/brief.md")).expect("docs/brief.md");
    let sections: BTreeSet<u32> = brief_md
        .lines()
        .filter_map(|l| l.strip_prefix("## ")?.split_once(". ")?.0.parse().ok())
        .collect();
    assert_eq!(
        sections,
        (1..=9).collect(),
        "docs/brief.md has sections 1 to 9"
    );
    let mut problems = Vec::new();
    for file in tracked() {
        let Some(text) = text_of(&file) else { continue };
        for (word, known, what) in [
            ("decision", &decided, "docs/decisions.md has no decision"),
            ("brief", &sections, "docs/brief.md has no section"),
        ] {
            for c in citations(&text, word, false) {
                for n in c.numbers.iter().filter(|n| !known.contains(n)) {
                    problems.push(format!(
                        "{file}:{}: `{} {n}`: {what} {n}",
                        line_of(&text, c.offset),
                        c.word
                    ));
                }
            }
        }
    }
    assert!(
        problems.is_empty(),
        "citations of nothing:\n{}",
        problems.join("\n")
    );
}
