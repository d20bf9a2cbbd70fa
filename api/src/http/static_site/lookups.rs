//! What each URL path resolved to, remembered for a moment: the file, its
//! metadata and which precompressed variants exist beside it.
//!
//! Why: resolving a path costs a `stat` per folder on the way (each checked
//! to be a real folder, not a link out of the export), one per candidate
//! name (`x.html`, `x`, `x/index.html`) and one per variant (`.br`, `.gz`):
//! six for a script under `_next/static/chunks`, each walking the whole
//! absolute path again. Measured with perf under wrk (issue 21), `statx` was
//! a fifth of `api serve`'s CPU time. nginx's answer is `open_file_cache`;
//! this is the same idea: a path's resolution is reused for `recheck`
//! (1 s by default, `SITE_RECHECK_MS`), then resolved afresh with every
//! check, so an export rebuilt in place is served as rebuilt within that
//! time, and a folder replaced by a link is refused again within it too.
//! `recheck` 0 resolves every request (the tests that rewrite files under a
//! running server use it).
//!
//! Only paths that resolved are kept (a scan of missing paths must not fill
//! memory), at most `MAX_ENTRIES` (about 1 KB each; the full export has about
//! 14,600 files); when full the map is emptied and refills with what is asked.

use super::negotiate::Coding;
use super::paths::Found;
use std::collections::HashMap;
use std::sync::{Arc, RwLock};
use std::time::{Duration, Instant};

/// Paths remembered at most.
pub const MAX_ENTRIES: usize = 32_768;

/// A path's file, and its precompressed variants in `Coding::ALL`'s order.
pub struct Resolution {
    pub found: Found,
    pub variants: [Option<Found>; 2],
    checked: Instant,
}

impl Resolution {
    pub fn new(found: Found, variants: [Option<Found>; 2], checked: Instant) -> Resolution {
        Resolution {
            found,
            variants,
            checked,
        }
    }

    /// The variant in `coding`, when there is one.
    pub fn variant(&self, coding: Coding) -> Option<&Found> {
        let i = Coding::ALL.iter().position(|c| *c == coding)?;
        self.variants[i].as_ref()
    }
}

pub struct Lookups {
    recheck: Duration,
    map: RwLock<HashMap<String, Arc<Resolution>>>,
}

impl Lookups {
    pub fn new(recheck: Duration) -> Lookups {
        Lookups {
            recheck,
            map: RwLock::default(),
        }
    }

    /// `path`'s resolution as of `now`: the one remembered when it was made
    /// less than `recheck` ago, else `resolve(path)`'s, remembered.
    pub fn get(
        &self,
        path: &str,
        now: Instant,
        resolve: impl FnOnce(&str) -> Option<Resolution>,
    ) -> Option<Arc<Resolution>> {
        if !self.recheck.is_zero()
            && let Some(hit) = self.map.read().expect("not poisoned").get(path)
            && now.saturating_duration_since(hit.checked) < self.recheck
        {
            return Some(hit.clone());
        }
        let fresh = Arc::new(resolve(path)?);
        if !self.recheck.is_zero() {
            let mut map = self.map.write().expect("not poisoned");
            if map.len() >= MAX_ENTRIES && !map.contains_key(path) {
                map.clear();
            }
            map.insert(path.to_string(), fresh.clone());
        }
        Some(fresh)
    }

    #[cfg(test)]
    fn len(&self) -> usize {
        self.map.read().expect("not poisoned").len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::cell::Cell;

    fn found(dir: &std::path::Path, name: &str) -> Found {
        let path = dir.join(name);
        std::fs::write(&path, name).unwrap();
        let meta = std::fs::symlink_metadata(&path).unwrap();
        Found { path, meta }
    }

    #[test]
    fn a_resolution_is_reused_until_it_is_due_for_a_recheck() {
        let dir = tempfile::tempdir().unwrap();
        let lookups = Lookups::new(Duration::from_secs(1));
        let calls = Cell::new(0);
        let t0 = Instant::now();
        let resolve = |_: &str| {
            calls.set(calls.get() + 1);
            Some(Resolution::new(
                found(dir.path(), "a.html"),
                [None, None],
                t0,
            ))
        };
        let first = lookups.get("/a", t0, resolve).unwrap();
        let again = lookups
            .get("/a", t0 + Duration::from_millis(999), resolve)
            .unwrap();
        assert!(Arc::ptr_eq(&first, &again), "reused within the second");
        assert_eq!(calls.get(), 1);
        let later = lookups
            .get("/a", t0 + Duration::from_millis(1000), resolve)
            .unwrap();
        assert_eq!(calls.get(), 2, "resolved afresh once due");
        assert!(!Arc::ptr_eq(&first, &later));
    }

    #[test]
    fn zero_rechecks_every_time_and_remembers_nothing() {
        let dir = tempfile::tempdir().unwrap();
        let lookups = Lookups::new(Duration::ZERO);
        let calls = Cell::new(0);
        let now = Instant::now();
        for _ in 0..3 {
            lookups.get("/a", now, |_| {
                calls.set(calls.get() + 1);
                Some(Resolution::new(
                    found(dir.path(), "a.html"),
                    [None, None],
                    now,
                ))
            });
        }
        assert_eq!(calls.get(), 3);
        assert_eq!(lookups.len(), 0);
    }

    #[test]
    fn missing_paths_are_not_remembered_and_the_map_stays_bounded() {
        let dir = tempfile::tempdir().unwrap();
        let lookups = Lookups::new(Duration::from_secs(60));
        let now = Instant::now();
        for i in 0..1000 {
            assert!(
                lookups
                    .get(&format!("/missing-{i}"), now, |_| None)
                    .is_none()
            );
        }
        assert_eq!(lookups.len(), 0, "a scan of missing paths keeps nothing");
        let page = found(dir.path(), "p.html");
        for i in 0..MAX_ENTRIES + 10 {
            lookups.get(&format!("/p{i}"), now, |_| {
                Some(Resolution::new(page.clone(), [None, None], now))
            });
            assert!(lookups.len() <= MAX_ENTRIES);
        }
        assert_eq!(lookups.len(), 10, "emptied when full, then refilled");
    }

    #[test]
    fn variants_are_found_by_coding() {
        let dir = tempfile::tempdir().unwrap();
        let r = Resolution::new(
            found(dir.path(), "a.html"),
            [None, Some(found(dir.path(), "a.html.gz"))],
            Instant::now(),
        );
        assert!(r.variant(Coding::Br).is_none());
        assert!(r.variant(Coding::Gzip).unwrap().path.ends_with("a.html.gz"));
    }
}
