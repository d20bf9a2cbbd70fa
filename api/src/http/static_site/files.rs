//! The export's files as responses carry them: each file (or precompressed
//! variant) with its length, modification time, strong ETag and
//! Last-Modified, and for small files the bytes themselves, kept in memory.
//!
//! Why a cache: a page's bytes come from memory instead of an open, a read
//! and a close per request, so a request costs one `stat` per file consulted
//! (which keeps an export rebuilt in place correct without a restart: a file
//! whose size or modification time changed is read afresh). Why bounded: the
//! full export is about a gigabyte, so only files up to `MAX_CACHED_FILE` are
//! kept, at most `CACHE_BUDGET` bytes in all, the first in the first out;
//! larger files are streamed from disk.

use super::negotiate::Coding;
use axum::body::Bytes;
use axum::http::HeaderValue;
use std::collections::{HashMap, VecDeque};
use std::fs::Metadata;
use std::io::Read;
use std::path::{Path, PathBuf};
use std::sync::{Arc, RwLock};
use std::time::SystemTime;

/// Files larger than this are streamed, never kept (the largest JavaScript
/// chunks are about 200 KB, pages about 120 KB).
pub const MAX_CACHED_FILE: u64 = 1024 * 1024;

/// The most file bytes kept in memory at once.
pub const CACHE_BUDGET: usize = 128 * 1024 * 1024;

/// What an entry costs beyond its bytes (path, headers, map slot), so a
/// flood of tiny files is bounded too.
const ENTRY_OVERHEAD: usize = 512;

/// One file on disk as a response sends it.
pub struct Representation {
    pub path: PathBuf,
    pub len: u64,
    pub modified: Option<SystemTime>,
    /// Strong: the bytes of this file, in this coding, are exactly what is
    /// sent, so a changed byte means a changed size or time, hence tag.
    pub etag: HeaderValue,
    pub last_modified: Option<HeaderValue>,
    /// The whole file when it is small enough to keep.
    pub bytes: Option<Bytes>,
}

impl Representation {
    fn new(path: &Path, meta: &Metadata, coding: Option<Coding>, bytes: Option<Bytes>) -> Self {
        let modified = meta.modified().ok();
        Representation {
            path: path.to_path_buf(),
            len: meta.len(),
            modified,
            etag: strong_etag(meta.len(), modified, coding),
            last_modified: modified.and_then(http_date),
            bytes,
        }
    }

    fn is_current(&self, meta: &Metadata) -> bool {
        self.len == meta.len() && self.modified == meta.modified().ok()
    }
}

/// `"<size>-<mtime in ns>-<coding>"`, all hexadecimal but the coding: the
/// same file's br, gzip and plain variants never share a tag.
fn strong_etag(len: u64, modified: Option<SystemTime>, coding: Option<Coding>) -> HeaderValue {
    let nanos = modified
        .and_then(|m| m.duration_since(SystemTime::UNIX_EPOCH).ok())
        .map_or(0, |d| d.as_nanos());
    let coding = coding.map_or("identity", Coding::token);
    HeaderValue::from_str(&format!("\"{len:x}-{nanos:x}-{coding}\"")).expect("ASCII")
}

/// An IMF-fixdate, as `Last-Modified` wants it.
fn http_date(time: SystemTime) -> Option<HeaderValue> {
    let utc: chrono::DateTime<chrono::Utc> = time.into();
    HeaderValue::from_str(&utc.format("%a, %d %b %Y %H:%M:%S GMT").to_string()).ok()
}

struct Cached {
    representation: Arc<Representation>,
    generation: u64,
}

#[derive(Default)]
struct Cache {
    entries: HashMap<PathBuf, Cached>,
    /// Insertion order, for eviction; an entry replaced since is skipped by
    /// its generation.
    order: VecDeque<(PathBuf, u64)>,
    used: usize,
    next_generation: u64,
}

fn cost(r: &Representation) -> usize {
    r.bytes.as_ref().map_or(0, Bytes::len) + ENTRY_OVERHEAD
}

pub struct Files {
    cache: RwLock<Cache>,
    budget: usize,
}

impl Default for Files {
    fn default() -> Self {
        Files::with_budget(CACHE_BUDGET)
    }
}

impl Files {
    pub fn with_budget(budget: usize) -> Files {
        Files {
            cache: RwLock::default(),
            budget,
        }
    }

    /// The file at `path` (already known to be a regular file with metadata
    /// `meta`) as coding `coding`: from memory when unchanged, else read
    /// (when small) and kept.
    pub fn get(
        &self,
        path: &Path,
        meta: &Metadata,
        coding: Option<Coding>,
    ) -> std::io::Result<Arc<Representation>> {
        if let Some(hit) = self.cache.read().expect("not poisoned").entries.get(path)
            && hit.representation.is_current(meta)
        {
            return Ok(hit.representation.clone());
        }
        if meta.len() > MAX_CACHED_FILE {
            return Ok(Arc::new(Representation::new(path, meta, coding, None)));
        }
        // Read through the descriptor and describe what was read, so a file
        // replaced between the stat and the open is never sent under the
        // old file's tag.
        let mut file = std::fs::File::open(path)?;
        let meta = file.metadata()?;
        if !meta.is_file() || meta.len() > MAX_CACHED_FILE {
            return Ok(Arc::new(Representation::new(path, &meta, coding, None)));
        }
        let mut bytes = Vec::with_capacity(meta.len() as usize);
        file.read_to_end(&mut bytes)?;
        if bytes.len() as u64 != meta.len() {
            // Written to while being read: send it, do not keep it.
            return Ok(Arc::new(Representation::new(
                path,
                &meta,
                coding,
                Some(bytes.into()),
            )));
        }
        let representation = Arc::new(Representation::new(path, &meta, coding, Some(bytes.into())));
        self.keep(representation.clone());
        Ok(representation)
    }

    fn keep(&self, representation: Arc<Representation>) {
        let mut cache = self.cache.write().expect("not poisoned");
        let generation = cache.next_generation;
        cache.next_generation += 1;
        cache.used += cost(&representation);
        let path = representation.path.clone();
        if let Some(old) = cache.entries.insert(
            path.clone(),
            Cached {
                representation,
                generation,
            },
        ) {
            cache.used -= cost(&old.representation);
        }
        cache.order.push_back((path, generation));
        while cache.used > self.budget {
            let Some((oldest, generation)) = cache.order.pop_front() else {
                break;
            };
            if cache
                .entries
                .get(&oldest)
                .is_some_and(|c| c.generation == generation)
            {
                let gone = cache.entries.remove(&oldest).expect("just seen");
                cache.used -= cost(&gone.representation);
            }
        }
    }

    /// Bytes held in memory now.
    #[cfg(test)]
    fn used(&self) -> usize {
        self.cache.read().expect("not poisoned").used
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_changed_file_is_read_again_with_a_new_tag() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("a.html");
        std::fs::write(&path, "one").unwrap();
        let files = Files::default();
        let first = files
            .get(&path, &std::fs::metadata(&path).unwrap(), None)
            .unwrap();
        assert_eq!(first.bytes.as_deref(), Some(&b"one"[..]));
        let again = files
            .get(&path, &std::fs::metadata(&path).unwrap(), None)
            .unwrap();
        assert!(Arc::ptr_eq(&first, &again), "served from memory");
        std::fs::write(&path, "three").unwrap();
        let changed = files
            .get(&path, &std::fs::metadata(&path).unwrap(), None)
            .unwrap();
        assert_eq!(changed.bytes.as_deref(), Some(&b"three"[..]));
        assert_ne!(changed.etag, first.etag);
        assert_eq!(
            files.used(),
            5 + ENTRY_OVERHEAD,
            "the old entry's bytes are released"
        );
    }

    #[test]
    fn tags_differ_by_coding_and_are_strong() {
        let t = SystemTime::UNIX_EPOCH + std::time::Duration::from_secs(1);
        let plain = strong_etag(16, Some(t), None);
        let br = strong_etag(16, Some(t), Some(Coding::Br));
        assert_eq!(plain, "\"10-3b9aca00-identity\"");
        assert_eq!(br, "\"10-3b9aca00-br\"");
    }

    #[test]
    fn memory_stays_within_the_budget_and_large_files_are_not_kept() {
        let dir = tempfile::tempdir().unwrap();
        let budget = 64 * 1024;
        let files = Files::with_budget(budget);
        let big = dir.path().join("big.js");
        std::fs::write(&big, vec![b'x'; MAX_CACHED_FILE as usize + 1]).unwrap();
        let r = files
            .get(&big, &std::fs::metadata(&big).unwrap(), None)
            .unwrap();
        assert!(r.bytes.is_none());
        assert_eq!(files.used(), 0);
        // Enough 4 KB files to pass the budget twice over.
        let n = 2 * budget / 4096 + 1;
        let body = vec![b'y'; 4096];
        for i in 0..n {
            let p = dir.path().join(format!("{i}.html"));
            std::fs::write(&p, &body).unwrap();
            files
                .get(&p, &std::fs::metadata(&p).unwrap(), None)
                .unwrap();
            assert!(files.used() <= budget, "after {i}: {}", files.used());
        }
        assert!(files.used() > budget / 2, "still caching");
        // The first in is the first out.
        let first = dir.path().join("0.html");
        let cache = files.cache.read().unwrap();
        assert!(!cache.entries.contains_key(&first));
        assert!(
            cache
                .entries
                .contains_key(&dir.path().join(format!("{}.html", n - 1)))
        );
    }
}
