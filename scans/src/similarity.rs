//! How much wording two texts share: the share of one's 5-word shingles
//! (runs of five words) the other also has. The export audit compares each
//! indexable page's main content with its most similar sibling (decision 27);
//! `codegen check` compares each job's wording with every other job's.

const SHINGLE_WORDS: usize = 5;

/// Hashes of the text's 5-word shingles (lower-case words of letters and
/// digits), sorted and de-duplicated.
pub fn shingles(text: &str) -> Vec<u64> {
    let words: Vec<String> = text
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(str::to_lowercase)
        .collect();
    let mut out: Vec<u64> = words
        .windows(SHINGLE_WORDS)
        .map(|w| fnv1a(w.join(" ").as_bytes()))
        .collect();
    out.sort_unstable();
    out.dedup();
    out
}

fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf29ce484222325, |h, b| {
        (h ^ *b as u64).wrapping_mul(0x100000001b3)
    })
}

/// Share of `a`'s shingles that are also `b`'s (both sorted).
pub fn overlap(a: &[u64], b: &[u64]) -> f64 {
    if a.is_empty() {
        return 0.0;
    }
    let (mut i, mut j, mut shared) = (0, 0, 0usize);
    while i < a.len() && j < b.len() {
        match a[i].cmp(&b[j]) {
            std::cmp::Ordering::Less => i += 1,
            std::cmp::Ordering::Greater => j += 1,
            std::cmp::Ordering::Equal => {
                shared += 1;
                i += 1;
                j += 1;
            }
        }
    }
    shared as f64 / a.len() as f64
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn overlap_is_the_share_of_the_first_pages_shingles() {
        let a = shingles("one two three four five six seven");
        let b = shingles("one two three four five six eight");
        assert_eq!(a.len(), 3);
        assert!((overlap(&a, &b) - 2.0 / 3.0).abs() < 1e-9);
        assert_eq!(overlap(&a, &a), 1.0);
        assert_eq!(overlap(&[], &a), 0.0);
    }
}
