//! One spelling for each word (issue 31.9): the site wrote 'underfloor' and
//! 'under-floor', 'coordinate' and 'co-ordinate', 'King's Park' and
//! 'King’s Park' on neighbouring pages. The house spelling is the one most of
//! the copy already used; `codegen check` names every text that strays.
//!
//! Markdown bodies are exempt from the apostrophe rule only: their renderer
//! turns a straight apostrophe into a typographic one (smart punctuation), so
//! what a visitor reads is the same.

/// Spellings the copy does not use, each with the one it does, and why.
pub const VARIANTS: &[(&str, &str)] = &[
    ("under-floor", "underfloor"),
    ("co-ordinat", "coordinat"),
    ("stop cock", "stopcock"),
    ("stop-cock", "stopcock"),
    // 'Redress' is a remedy; lead flashings are re-dressed.
    ("redress the lead", "re-dress the lead"),
    ("setup", "set-up"),
];

/// Each problem of one text: a variant spelling, or a straight apostrophe
/// inside a word where the copy writes ’.
pub fn problems(text: &str, markdown: bool) -> Vec<String> {
    let lower = text.to_lowercase();
    let mut out: Vec<String> = VARIANTS
        .iter()
        .filter(|(variant, _)| contains_word_start(&lower, variant))
        .map(|(variant, house)| format!("writes '{variant}'; the copy's spelling is '{house}'"))
        .collect();
    if !markdown && let Some(word) = straight_apostrophe(text) {
        out.push(format!(
            "writes '{word}' with a straight apostrophe; the copy writes ’ (typographic)"
        ));
    }
    out
}

/// `needle` at the start of a word (so 'setup' is not found in 'upsetup'
/// and 'co-ordinat' matches 'co-ordinate' and 'co-ordination').
fn contains_word_start(haystack: &str, needle: &str) -> bool {
    haystack.match_indices(needle).any(|(i, _)| {
        haystack[..i]
            .chars()
            .next_back()
            .is_none_or(|c| !c.is_alphanumeric())
    })
}

/// The first word with a straight apostrophe between letters ("King's").
fn straight_apostrophe(text: &str) -> Option<&str> {
    text.split_whitespace().find(|w| {
        let chars: Vec<char> = w.chars().collect();
        chars
            .windows(3)
            .any(|t| t[0].is_alphabetic() && t[1] == '\'' && t[2].is_alphabetic())
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_variants_at_word_starts_only() {
        assert_eq!(problems("insulate under-floor voids", false).len(), 1);
        assert_eq!(problems("we co-ordinate the trades", false).len(), 1);
        assert!(problems("underfloor heating, coordinated", false).is_empty());
        assert!(problems("an upsetup", false).is_empty());
        assert_eq!(problems("a smart setup", false).len(), 1);
    }

    #[test]
    fn straight_apostrophes_in_words_but_not_in_markdown() {
        assert_eq!(problems("King's Park", false).len(), 1);
        assert!(problems("King’s Park", false).is_empty());
        assert!(problems("King's Park", true).is_empty());
        // Quotation marks are not apostrophes.
        assert!(problems("the 'open now' line", false).is_empty());
    }
}
