//! One byte range of a file (RFC 9110 14.1.2): `bytes=a-b`, `bytes=a-` and
//! `bytes=-n`. A request for several ranges gets the whole file, which the
//! RFC allows and which no browser or download tool depends on.

use std::ops::Range;

#[derive(Debug, PartialEq, Eq)]
pub enum Wanted {
    /// No usable Range header: send the whole file.
    Whole,
    /// Send these bytes with 206.
    Part(Range<u64>),
    /// No byte of the file is in the range: 416.
    Unsatisfiable,
}

pub fn parse(header: Option<&[u8]>, len: u64) -> Wanted {
    let Some(text) = header.and_then(|h| std::str::from_utf8(h).ok()) else {
        return Wanted::Whole;
    };
    let Some(spec) = text.trim().strip_prefix("bytes=") else {
        return Wanted::Whole;
    };
    if spec.contains(',') {
        return Wanted::Whole;
    }
    let Some((first, last)) = spec.trim().split_once('-') else {
        return Wanted::Whole;
    };
    let number = |s: &str| -> Option<u64> {
        (!s.is_empty() && s.bytes().all(|b| b.is_ascii_digit()))
            .then(|| s.parse().ok())
            .flatten()
    };
    match (first.trim(), last.trim()) {
        ("", suffix) => match number(suffix) {
            Some(0) => Wanted::Unsatisfiable,
            Some(n) if len > 0 => Wanted::Part(len.saturating_sub(n)..len),
            Some(_) => Wanted::Unsatisfiable,
            None => Wanted::Whole,
        },
        (start, "") => match number(start) {
            Some(s) if s < len => Wanted::Part(s..len),
            Some(_) => Wanted::Unsatisfiable,
            None => Wanted::Whole,
        },
        (start, end) => match (number(start), number(end)) {
            (Some(s), Some(e)) if s <= e && s < len => Wanted::Part(s..e.min(len - 1) + 1),
            (Some(s), Some(e)) if s <= e => Wanted::Unsatisfiable,
            // `bytes=5-1` is invalid, and an invalid Range is ignored.
            _ => Wanted::Whole,
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(s: &str, len: u64) -> Wanted {
        parse(Some(s.as_bytes()), len)
    }

    #[test]
    fn the_three_forms() {
        assert_eq!(p("bytes=0-9", 100), Wanted::Part(0..10));
        assert_eq!(p("bytes=90-", 100), Wanted::Part(90..100));
        assert_eq!(p("bytes=-10", 100), Wanted::Part(90..100));
        assert_eq!(p("bytes=-1000", 100), Wanted::Part(0..100));
        assert_eq!(p("bytes=95-1000", 100), Wanted::Part(95..100));
    }

    #[test]
    fn out_of_the_file_is_unsatisfiable() {
        assert_eq!(p("bytes=100-", 100), Wanted::Unsatisfiable);
        assert_eq!(p("bytes=100-200", 100), Wanted::Unsatisfiable);
        assert_eq!(p("bytes=-0", 100), Wanted::Unsatisfiable);
        assert_eq!(p("bytes=-5", 0), Wanted::Unsatisfiable);
    }

    #[test]
    fn anything_else_gets_the_whole_file() {
        assert_eq!(parse(None, 100), Wanted::Whole);
        for s in [
            "bytes=5-1",
            "bytes=0-1,5-9",
            "items=0-1",
            "bytes=a-b",
            "bytes=+1-2",
            "bytes=",
            "bytes=99999999999999999999999-",
        ] {
            assert_eq!(p(s, 100), Wanted::Whole, "{s}");
        }
    }
}
