//! The floor plan holds: no import circle in `api/src`, neither between rooms
//! (the top-level modules listed in `lib.rs`) nor between the modules inside
//! one room, and none among `content-model`'s modules.
//!
//! It reads the sources rather than compiling anything: every `crate::` and
//! `super::` path (including `use crate::{a, b::{c, d}}` groups) is resolved to
//! the module that defines the item, following `pub use` re-exports, so a name
//! borrowed through a room's front door still counts against the room that
//! really holds it. A failure names the circle, e.g. `http -> store -> http`.

use std::collections::{BTreeMap, BTreeSet, VecDeque};
use std::fs;
use std::path::{Path, PathBuf};

type ModPath = Vec<String>;

/// A crate's module files by module path (`[]` is `lib.rs`).
struct Tree {
    files: BTreeMap<ModPath, String>,
}

impl Tree {
    fn read(src: &Path) -> Tree {
        let mut files = BTreeMap::new();
        walk(src, &mut Vec::new(), &mut files);
        Tree { files }
    }

    fn is_module(&self, path: &[String]) -> bool {
        self.files.contains_key(path)
    }

    /// The module that holds the item `path` names, starting from the crate
    /// root. `depth` guards against re-export loops.
    fn resolve(&self, path: &[String], depth: usize) -> ModPath {
        let mut module: ModPath = Vec::new();
        let mut rest = path;
        while let Some((first, tail)) = rest.split_first() {
            let mut next = module.clone();
            next.push(first.clone());
            if !self.is_module(&next) {
                break;
            }
            module = next;
            rest = tail;
        }
        match rest.first() {
            Some(name) if depth < 8 => self.reexport(&module, name, depth).unwrap_or(module),
            _ => module,
        }
    }

    /// Where `module`'s `pub use` of `name` (directly or by a glob) leads.
    fn reexport(&self, module: &ModPath, name: &str, depth: usize) -> Option<ModPath> {
        let text = &self.files[module];
        let mut found = None;
        for start in starts_of(text, "pub use ") {
            for used in parse_tree(&text[start + "pub use ".len()..]) {
                let Some((leaf, prefix)) = used.split_last() else {
                    continue;
                };
                let target = self.absolute(module, prefix)?;
                if leaf == "*" {
                    let defines = self.files.get(&target).is_some_and(|t| defines(t, name));
                    if defines && target != *module {
                        found = Some(
                            self.resolve(&[target, vec![name.to_string()]].concat(), depth + 1),
                        );
                    }
                } else if leaf == name {
                    let mut full = target;
                    full.push(leaf.clone());
                    return Some(self.resolve(&full, depth + 1));
                }
            }
        }
        found
    }

    /// `path` as written in `module`, made absolute from the crate root;
    /// `None` for another crate's path.
    fn absolute(&self, module: &ModPath, path: &[String]) -> Option<ModPath> {
        let (first, tail) = match path.split_first() {
            Some(split) => split,
            None => return Some(module.clone()),
        };
        match first.as_str() {
            "crate" => Some(tail.to_vec()),
            "self" => Some([module.clone(), tail.to_vec()].concat()),
            "super" => {
                let mut up = module.clone();
                up.pop();
                self.absolute(&up, &[vec!["self".to_string()], tail.to_vec()].concat())
            }
            _ => {
                let child = [module.clone(), vec![first.clone()]].concat();
                self.is_module(&child)
                    .then(|| [module.clone(), path.to_vec()].concat())
            }
        }
    }

    /// Every module each module refers to through `crate::` or `super::`.
    fn references(&self) -> BTreeMap<ModPath, BTreeSet<ModPath>> {
        let mut out: BTreeMap<ModPath, BTreeSet<ModPath>> = BTreeMap::new();
        for (module, text) in &self.files {
            let code = strip_comments(without_tests(text));
            let mut targets = BTreeSet::new();
            for keyword in ["crate::", "super::"] {
                for start in starts_of(&code, keyword) {
                    let before = code[..start].chars().next_back();
                    if before
                        .is_some_and(|c| c.is_alphanumeric() || c == '_' || c == '$' || c == ':')
                    {
                        continue;
                    }
                    for used in parse_tree(&code[start..]) {
                        if let Some(full) = self.absolute(module, &used) {
                            targets.insert(self.resolve(&full, 0));
                        }
                    }
                }
            }
            out.insert(module.clone(), targets);
        }
        out
    }
}

fn walk(dir: &Path, prefix: &mut ModPath, files: &mut BTreeMap<ModPath, String>) {
    let mut entries: Vec<PathBuf> = fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("reading {}: {e}", dir.display()))
        .map(|e| e.expect("directory entry").path())
        .collect();
    entries.sort();
    for path in entries {
        let stem = path
            .file_stem()
            .and_then(|s| s.to_str())
            .unwrap_or_default()
            .to_string();
        if path.is_dir() {
            prefix.push(stem);
            walk(&path, prefix, files);
            prefix.pop();
        } else if path.extension().is_some_and(|e| e == "rs") {
            let module = match stem.as_str() {
                "main" if prefix.is_empty() => continue,
                "lib" if prefix.is_empty() => prefix.clone(),
                "mod" => prefix.clone(),
                _ => [prefix.clone(), vec![stem]].concat(),
            };
            files.insert(module, fs::read_to_string(&path).expect("source file"));
        }
    }
}

fn starts_of<'a>(text: &'a str, needle: &'a str) -> impl Iterator<Item = usize> + 'a {
    text.match_indices(needle).map(|(i, _)| i)
}

/// The source before its `#[cfg(test)]` module: a test may borrow from
/// anywhere, and it is not part of the plan.
fn without_tests(text: &str) -> &str {
    text.find("#[cfg(test)]\nmod ").map_or(text, |i| &text[..i])
}

/// Line comments out (doc comments name paths that are not imports).
fn strip_comments(text: &str) -> String {
    text.lines()
        .map(|line| match line.find("//") {
            Some(i) if !line[..i].contains('"') => &line[..i],
            _ => line,
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// Whether `text` defines or re-exports an item called `name`.
fn defines(text: &str, name: &str) -> bool {
    let kinds = [
        "struct", "enum", "fn", "async fn", "trait", "type", "const", "static", "mod",
    ];
    kinds.iter().any(|kind| {
        let needle = format!("pub {kind} {name}");
        text.match_indices(&needle).any(|(i, _)| {
            let after = text[i + needle.len()..].chars().next();
            !after.is_some_and(|c| c.is_alphanumeric() || c == '_')
        })
    })
}

/// The paths a `use` tree or a path expression at the start of `text` names,
/// with `{...}` groups expanded: `crate::{a, b::{c, d}}` gives
/// `crate::a`, `crate::b::c`, `crate::b::d`.
fn parse_tree(text: &str) -> Vec<ModPath> {
    let chars: Vec<char> = text.chars().collect();
    let mut pos = 0;
    tree_at(&chars, &mut pos)
}

fn tree_at(chars: &[char], pos: &mut usize) -> Vec<ModPath> {
    let mut prefix: ModPath = Vec::new();
    loop {
        skip_space(chars, pos);
        if chars.get(*pos) == Some(&'{') {
            *pos += 1;
            let mut out = Vec::new();
            loop {
                skip_space(chars, pos);
                match chars.get(*pos) {
                    Some('}') | None => {
                        *pos += 1;
                        break;
                    }
                    Some(',') => *pos += 1,
                    _ => {
                        let before = *pos;
                        for inner in tree_at(chars, pos) {
                            out.push([prefix.clone(), inner].concat());
                        }
                        if *pos == before {
                            *pos += 1;
                        }
                    }
                }
            }
            return out;
        }
        let start = *pos;
        while chars
            .get(*pos)
            .is_some_and(|c| c.is_alphanumeric() || *c == '_' || *c == '*')
        {
            *pos += 1;
        }
        if *pos == start {
            return if prefix.is_empty() {
                Vec::new()
            } else {
                vec![prefix]
            };
        }
        prefix.push(chars[start..*pos].iter().collect());
        if chars.get(*pos) == Some(&':') && chars.get(*pos + 1) == Some(&':') {
            *pos += 2;
        } else {
            // `self` in a group means the prefix itself; `as x` renames only.
            if prefix.last().is_some_and(|s| s == "self") {
                prefix.pop();
            }
            skip_alias(chars, pos);
            return vec![prefix];
        }
    }
}

fn skip_space(chars: &[char], pos: &mut usize) {
    while chars.get(*pos).is_some_and(|c| c.is_whitespace()) {
        *pos += 1;
    }
}

fn skip_alias(chars: &[char], pos: &mut usize) {
    let mut look = *pos;
    skip_space(chars, &mut look);
    if chars.get(look) == Some(&'a')
        && chars.get(look + 1) == Some(&'s')
        && chars.get(look + 2).is_some_and(|c| c.is_whitespace())
    {
        look += 3;
        skip_space(chars, &mut look);
        while chars
            .get(look)
            .is_some_and(|c| c.is_alphanumeric() || *c == '_')
        {
            look += 1;
        }
        *pos = look;
    }
}

/// Edges between nodes, a node being a module path cut to `level` segments;
/// with `within_room`, only edges between two modules of the same room.
fn graph(
    refs: &BTreeMap<ModPath, BTreeSet<ModPath>>,
    level: usize,
    within_room: bool,
) -> BTreeMap<String, BTreeSet<String>> {
    let node = |m: &ModPath| (m.len() >= level).then(|| m[..level].join("::"));
    let mut edges: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for (from, targets) in refs {
        let Some(a) = node(from) else { continue };
        for to in targets {
            let Some(b) = node(to) else { continue };
            if a == b || (within_room && from[0] != to[0]) {
                continue;
            }
            edges.entry(a.clone()).or_default().insert(b);
        }
    }
    edges
}

/// Every circle in the graph, one per strongly connected part, shortest
/// first from its first node, written `a -> b -> a`.
fn circles(edges: &BTreeMap<String, BTreeSet<String>>) -> Vec<String> {
    let nodes: BTreeSet<&String> = edges.keys().chain(edges.values().flatten()).collect();
    let reach = |from: &String| -> BTreeSet<String> {
        let mut seen = BTreeSet::new();
        let mut queue = VecDeque::from([from.clone()]);
        while let Some(n) = queue.pop_front() {
            for next in edges.get(&n).into_iter().flatten() {
                if seen.insert(next.clone()) {
                    queue.push_back(next.clone());
                }
            }
        }
        seen
    };
    let mut reported: BTreeSet<String> = BTreeSet::new();
    let mut out = Vec::new();
    for &start in &nodes {
        if reported.contains(start) || !reach(start).contains(start) {
            continue;
        }
        // Shortest way back to `start`, by breadth-first search.
        let mut back: BTreeMap<String, String> = BTreeMap::new();
        let mut queue = VecDeque::from([start.clone()]);
        'search: while let Some(n) = queue.pop_front() {
            for next in edges.get(&n).into_iter().flatten() {
                if next == start {
                    back.insert(format!("{start}#end"), n.clone());
                    break 'search;
                }
                if !back.contains_key(next) {
                    back.insert(next.clone(), n.clone());
                    queue.push_back(next.clone());
                }
            }
        }
        // Walk the predecessors from the node that closes the circle.
        let mut backwards = Vec::new();
        let mut at = back[&format!("{start}#end")].clone();
        while at != *start {
            backwards.push(at.clone());
            at = back[&at].clone();
        }
        let part: BTreeSet<String> = reach(start)
            .into_iter()
            .filter(|n| reach(n).contains(start))
            .collect();
        reported.extend(part);
        let mut written = vec![start.clone()];
        written.extend(backwards.into_iter().rev());
        written.push(start.clone());
        out.push(written.join(" -> "));
    }
    out
}

fn crate_src(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("..")
        .join(name)
        .join("src")
}

fn assert_no_circles(what: &str, edges: &BTreeMap<String, BTreeSet<String>>) {
    let found = circles(edges);
    assert!(
        found.is_empty(),
        "import circles {what}:\n  {}",
        found.join("\n  ")
    );
}

#[test]
fn rooms_of_the_api_form_no_circle() {
    let refs = Tree::read(&crate_src("api")).references();
    assert_no_circles("between the API's rooms", &graph(&refs, 1, false));
}

#[test]
fn modules_inside_each_api_room_form_no_circle() {
    let refs = Tree::read(&crate_src("api")).references();
    assert_no_circles("inside an API room", &graph(&refs, 2, true));
}

#[test]
fn content_model_modules_form_no_circle() {
    let refs = Tree::read(&crate_src("content-model")).references();
    assert_no_circles("between content-model's modules", &graph(&refs, 1, false));
    assert_no_circles("inside a content-model module", &graph(&refs, 2, true));
}

/// The checker itself finds a circle, resolves groups and re-exports, and
/// names the circle in order.
#[test]
fn the_checker_finds_a_circle_through_a_reexport() {
    let files: BTreeMap<ModPath, String> = [
        (vec![], "pub mod http; pub mod store;".to_string()),
        (
            vec!["http".into()],
            "pub mod app;\npub use app::*;".to_string(),
        ),
        (
            vec!["http".into(), "app".into()],
            "use crate::store::{db::{Db}, Rows};\npub fn api_not_found() {}".to_string(),
        ),
        (
            vec!["store".into()],
            "pub mod db;\npub struct Rows;".to_string(),
        ),
        (
            vec!["store".into(), "db".into()],
            "pub struct Db;\nfn f() { crate::http::api_not_found() }".to_string(),
        ),
    ]
    .into_iter()
    .collect();
    let tree = Tree { files };
    let refs = tree.references();
    let app = vec!["http".to_string(), "app".to_string()];
    assert!(refs[&app].contains(&vec!["store".to_string(), "db".to_string()]));
    assert_eq!(
        circles(&graph(&refs, 1, false)),
        vec!["http -> store -> http".to_string()]
    );
    assert!(circles(&graph(&refs, 2, true)).is_empty());
}
