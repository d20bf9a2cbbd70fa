//! The rules that read one text as claims (decisions 2, 24-26): sentences,
//! prices, arrival times, telephone numbers, stars. `content_model::copy`
//! runs them over every text of the catalogue.

/// 'a, b and c': how a sentence lists places or claims.
pub fn and_list<S: AsRef<str>>(items: &[S]) -> String {
    match items.split_last() {
        Some((last, rest)) if !rest.is_empty() => {
            let rest: Vec<&str> = rest.iter().map(AsRef::as_ref).collect();
            format!("{} and {}", rest.join(", "), last.as_ref())
        }
        _ => items.iter().map(AsRef::as_ref).collect(),
    }
}

/// Sentences of a text, split at full stops, question and exclamation marks
/// and line breaks (good enough for claims: a claim never spans two).
pub fn sentences(text: &str) -> impl Iterator<Item = &str> {
    text.split(['.', '!', '?', '\n'])
        .map(str::trim)
        .filter(|s| !s.is_empty())
}

/// 'free call-out', 'call-outs in our area are free', 'no call-out charge'
/// (decision 24): 'free' just before a call-out or a few words after it in the
/// same sentence, or 'no' call-out charge.
pub fn claims_free_call_out(text: &str) -> bool {
    sentences(text).any(|s| {
        let lower = s
            .to_lowercase()
            .replace("call-out", "callout")
            .replace("call out", "callout");
        let words: Vec<&str> = lower
            .split(|c: char| !c.is_alphanumeric())
            .filter(|w| !w.is_empty())
            .collect();
        words.iter().enumerate().any(|(i, w)| {
            if !w.starts_with("callout") {
                return false;
            }
            let before = &words[i.saturating_sub(2)..i];
            let after = &words[i + 1..(i + 7).min(words.len())];
            before.contains(&"free")
                || after.contains(&"free")
                || (i > 0 && words[i - 1] == "no")
                || after.windows(2).any(|p| p == ["no", "charge"])
        })
    })
}

/// A '24/7'-style promise of round-the-clock cover.
pub fn claims_round_the_clock(text: &str) -> bool {
    let t = text.to_lowercase();
    t.contains("24/7")
        || t.contains("24 hours a day")
        || t.contains("24-hour")
        || t.contains("around the clock")
        || t.contains("round the clock")
}

/// Prices (£) in running text that are not followed, within the same line
/// and a few words, by wording that says VAT is included (decision 24). Returns
/// the text from each such price, shortened.
pub fn prices_without_vat(text: &str) -> Vec<String> {
    text.match_indices('£')
        .filter_map(|(i, _)| {
            let rest: String = text[i..].chars().take(60).collect();
            let line = rest.split('\n').next().unwrap_or("").to_lowercase();
            let has_vat = ["inc. vat", "inc vat", "including vat", "incl. vat"]
                .iter()
                .any(|w| line.contains(w));
            (!has_vat).then(|| rest.split('\n').next().unwrap_or("").trim().to_string())
        })
        .collect()
}

/// Sentences that state an arrival or response time in minutes or hours:
/// those are computed from the areas' windows and never typed (decision 25).
pub fn typed_arrival_times(text: &str) -> Vec<&str> {
    sentences(text)
        .filter(|s| {
            let l = s.to_lowercase();
            let timed = TIME_WORDS.iter().any(|w| {
                l.match_indices(w).any(|(i, _)| {
                    l[..i]
                        .trim_end()
                        .chars()
                        .last()
                        .is_some_and(|c| c.is_ascii_digit())
                        || l[..i].trim_end().ends_with("an")
                        || l[..i].trim_end().ends_with("one")
                })
            });
            timed && ARRIVAL_WORDS.iter().any(|w| l.contains(w))
        })
        .collect()
}

const TIME_WORDS: [&str; 5] = ["minute", "min ", "mins", "hour", "hr"];
const ARRIVAL_WORDS: [&str; 8] = [
    "arriv",
    "response",
    "respond",
    "reach you",
    "with you",
    "on site",
    "at your door",
    "get to you",
];

/// The UK telephone numbers a text writes out, as their national digits
/// ('0800 111 999' and '+44 800 111 999' are both `0800111999`): groups of
/// digits joined by single spaces or hyphens, starting `0` or `+44`, ten or
/// eleven digits long. Each must be a number the catalogue holds, so a
/// retyped number cannot drift from the record it copies.
pub fn phone_numbers(text: &str) -> Vec<String> {
    phone_numbers_at(text).into_iter().map(|(_, n)| n).collect()
}

/// [`phone_numbers`] with the byte offset at which each starts, for rules
/// that care what a number comes before (the gas line before ours).
pub fn phone_numbers_at(text: &str) -> Vec<(usize, String)> {
    let b = text.as_bytes();
    let mut found = Vec::new();
    let mut i = 0;
    while i < b.len() {
        let after_word = i > 0 && (b[i - 1].is_ascii_alphanumeric() || b[i - 1] == b'+');
        let (start, mut digits) = if b[i..].starts_with(b"+44") && !after_word {
            let gap = usize::from(b.get(i + 3) == Some(&b' '));
            (i + 3 + gap, String::from("0"))
        } else if b[i] == b'0' && !after_word {
            (i, String::new())
        } else {
            i += 1;
            continue;
        };
        let mut j = start;
        while j < b.len() {
            if b[j].is_ascii_digit() {
                digits.push(b[j] as char);
                j += 1;
            } else if matches!(b[j], b' ' | b'-')
                && b.get(j + 1).is_some_and(|c| c.is_ascii_digit())
                && j > start
            {
                j += 1;
            } else {
                break;
            }
        }
        if (10..=11).contains(&digits.len()) && digits.starts_with('0') && !digits.starts_with("00")
        {
            found.push((i, digits));
        }
        i = j.max(i + 1);
    }
    found
}

/// A figure that must be computed rather than typed: a rating, a percentage,
/// a time or a count.
pub fn states_a_figure(text: &str) -> bool {
    text.chars().any(|c| c.is_ascii_digit() || c == '%')
}

/// '5-star', '5 stars', 'five-star' and the like.
pub fn claims_five_stars(text: &str) -> bool {
    let t = squash(text);
    t.contains("5star") || t.contains("fivestar")
}

fn squash(text: &str) -> String {
    text.to_lowercase()
        .chars()
        .filter(|c| c.is_alphanumeric())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_phone_numbers_however_they_are_spaced() {
        assert_eq!(
            phone_numbers(
                "Call **0800 111 999** now, or us on 0141 496 0123 (or +44 7700 900123)."
            ),
            ["0800111999", "01414960123", "07700900123"]
        );
        assert_eq!(phone_numbers("0141-496-0123"), ["01414960123"]);
        // Years, times, prices, postcodes and short codes are not phone numbers.
        for text in [
            "in 2025",
            "08:00 to 20:00",
            "£0.50",
            "G11 6AB",
            "call 999",
            "call 101",
            "ref 00441414960123",
        ] {
            assert!(phone_numbers(text).is_empty(), "{text}");
        }
    }

    #[test]
    fn reads_claims_in_their_usual_spellings() {
        assert!(claims_free_call_out("Free call-out in our standard area"));
        assert!(claims_free_call_out("There is no call-out charge."));
        assert!(claims_free_call_out(
            "Call-outs within our standard area are free."
        ));
        assert!(!claims_free_call_out(
            "Free quotes, no obligation. Call-outs are priced."
        ));
        assert!(!claims_free_call_out(
            "Free quotes, no obligation; call-out prices shown up front, inc. VAT"
        ));
        assert!(claims_free_call_out("We offer a free emergency call-out"));
        assert!(claims_round_the_clock("Engineers on call 24/7"));
        assert!(claims_round_the_clock("We work around the clock."));
        assert!(!claims_round_the_clock("Open until 8pm."));
        assert_eq!(
            prices_without_vat("Boilers from £1,899. Call us."),
            vec!["£1,899. Call us."]
        );
        assert!(prices_without_vat("Boilers from £1,899 inc. VAT. Call us.").is_empty());
        assert_eq!(
            typed_arrival_times("We aim to arrive within 30 minutes. Run the tap for 2 minutes."),
            vec!["We aim to arrive within 30 minutes"]
        );
        assert_eq!(
            typed_arrival_times("Typical response: under an hour").len(),
            1
        );
        assert!(typed_arrival_times("Leave the heating on for an hour each day").is_empty());
    }
}
