//! Phone numbers as people type them: one home for the two ways the API
//! compares them. `e164` is the number to dial (the lead's call and WhatsApp
//! links, and its related enquiries); `phone_key` is looser, keeping any
//! number of seven digits or more, so a subject access or erasure request
//! finds every row that could be the person's.

/// `+` and digits: UK numbers as `+44…` whether typed `0141 496 0000`,
/// `+44 (0)141 496 0000`, `0044 141…` or `44 141…`; other countries' numbers
/// kept as given after `+` or `00`. None when there is nothing to dial.
pub fn e164(typed: &str) -> Option<String> {
    let plus = typed.trim_start().starts_with('+');
    // `(0)` is the UK trunk prefix written inside an international number.
    let typed = typed.replace("(0)", "");
    let digits: String = typed.chars().filter(char::is_ascii_digit).collect();
    let international = if plus {
        Some(digits.as_str())
    } else {
        digits.strip_prefix("00")
    };
    let national = match international {
        Some(rest) => match rest.strip_prefix("44") {
            Some(uk) => uk.strip_prefix('0').unwrap_or(uk).to_string(),
            None if (8..=15).contains(&rest.len()) => return Some(format!("+{rest}")),
            None => return None,
        },
        None => match digits.strip_prefix('0') {
            Some(uk) => uk.to_string(),
            // 44 then a UK number's 9 or 10 digits, typed without the +.
            None if digits.starts_with("44") && (11..=12).contains(&digits.len()) => {
                digits[2..].to_string()
            }
            None => return None,
        },
    };
    (9..=10)
        .contains(&national.len())
        .then(|| format!("+44{national}"))
}

/// A phone number reduced to what identifies it: a UK number as its digits
/// in national form (`+44 7700 900123`, `0044 (0)7700 900123` and
/// `07700-900123` are all `07700900123`), any other international number as
/// `+` and its digits. Whatever else was typed around the digits is ignored.
/// None when there are too few digits to be a number.
pub fn phone_key(text: &str) -> Option<String> {
    let digits: String = text.chars().filter(char::is_ascii_digit).collect();
    let international = if text.trim_start().starts_with('+') {
        Some(digits.as_str())
    } else {
        digits.strip_prefix("00")
    };
    let key = match international {
        Some(d) => match d.strip_prefix("44") {
            Some(rest) => format!("0{}", rest.strip_prefix('0').unwrap_or(rest)),
            None => format!("+{d}"),
        },
        None => digits.clone(),
    };
    (key.trim_start_matches('+').len() >= 7).then_some(key)
}

/// A `LIKE` pattern that every phone text whose key ends in `key`'s last six
/// digits matches (`%1%2%3%4%5%6%`, whatever separators were typed): it
/// narrows the rows read, and [`phone_key`] then decides exactly.
pub fn phone_pattern(key: &str) -> String {
    let digits: Vec<char> = key.chars().filter(char::is_ascii_digit).collect();
    let last = &digits[digits.len().saturating_sub(6)..];
    let mut out = String::from("%");
    for d in last {
        out.push(*d);
        out.push('%');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn uk_numbers_typed_any_common_way_dial_the_same() {
        for typed in [
            "0141 496 0000",
            "01414960000",
            "+44 141 496 0000",
            "+44 (0)141 496 0000",
            "0044 141 496 0000",
            "(0141) 496-0000",
            "441414960000",
            "0141.496.0000",
        ] {
            assert_eq!(e164(typed).as_deref(), Some("+441414960000"), "{typed}");
        }
        assert_eq!(e164("+353 1 234 5678").as_deref(), Some("+35312345678"));
        assert_eq!(e164("call me"), None);
        assert_eq!(e164("12345"), None);
    }

    #[test]
    fn phone_numbers_typed_differently_have_one_key() {
        for typed in [
            "+44 7700 900123",
            "07700900123",
            "07700 900 123",
            "0044 7700 900123",
            "+44 (0)7700 900123",
            "(07700) 900-123",
        ] {
            assert_eq!(phone_key(typed).as_deref(), Some("07700900123"), "{typed}");
        }
        assert_eq!(phone_key("(0141) 496 0000").as_deref(), Some("01414960000"));
        assert_eq!(
            phone_key("+44 141 496 0000").as_deref(),
            Some("01414960000")
        );
        assert_eq!(
            phone_key("+353 1 234 5678").as_deref(),
            Some("+35312345678")
        );
        assert_eq!(
            phone_key("00353 1 234 5678").as_deref(),
            Some("+35312345678")
        );
        assert_eq!(phone_key("call me"), None);
    }

    #[test]
    fn the_phone_pattern_matches_however_the_number_was_typed() {
        let pattern = phone_pattern("07700900123");
        assert_eq!(pattern, "%9%0%0%1%2%3%");
    }
}
