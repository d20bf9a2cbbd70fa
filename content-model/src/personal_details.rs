//! What a published text must not give away about a customer: a full
//! postcode, a phone number, a house number or flat position, a person's
//! name. One home for the detectors, used by the job rules (`job_check`,
//! `job_rules`) on hand-written jobs and on drafts written on the phone.

pub(crate) fn words(text: &str) -> Vec<&str> {
    text.split(|c: char| c.is_whitespace() || matches!(c, ',' | ';' | '(' | ')' | '.' | ':'))
        .filter(|w| !w.is_empty())
        .collect()
}

/// Full UK postcodes (`G12 8QQ`, `pa1 1aa`): an outward code then an inward
/// code of a digit and two letters. A district alone (`G12`) is fine.
pub fn full_postcodes(text: &str) -> Vec<String> {
    let w = words(text);
    let outward = |s: &str| {
        let s = s.to_ascii_uppercase();
        let b = s.as_bytes();
        (2..=4).contains(&b.len())
            && b[0].is_ascii_alphabetic()
            && b.iter().all(u8::is_ascii_alphanumeric)
            && b.iter().any(u8::is_ascii_digit)
    };
    let inward = |s: &str| {
        let b = s.as_bytes();
        b.len() == 3 && b[0].is_ascii_digit() && b[1..].iter().all(u8::is_ascii_alphabetic)
    };
    let mut out = Vec::new();
    for pair in w.windows(2) {
        if outward(pair[0]) && inward(pair[1]) {
            out.push(format!("{} {}", pair[0], pair[1]));
        }
    }
    for single in &w {
        if (5..=7).contains(&single.len()) && single.len() > 3 {
            let (a, b) = single.split_at(single.len() - 3);
            if outward(a) && inward(b) {
                out.push(single.to_string());
            }
        }
    }
    out
}

/// Runs of ten or more digits (spaces, hyphens and a leading `+` allowed
/// between them): every UK phone number is ten or eleven digits.
pub fn phone_numbers(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut run = String::new();
    let mut digits = 0;
    let flush = |run: &mut String, digits: &mut usize, out: &mut Vec<String>| {
        if *digits >= 10 {
            out.push(run.trim().to_string());
        }
        run.clear();
        *digits = 0;
    };
    for c in text.chars() {
        if c.is_ascii_digit() {
            digits += 1;
            run.push(c);
        } else if (c == ' ' || c == '-' || c == '+') && (digits > 0 || c == '+') {
            run.push(c);
        } else {
            flush(&mut run, &mut digits, &mut out);
        }
    }
    flush(&mut run, &mut digits, &mut out);
    out
}

/// Words that end a street's name.
const STREET_WORDS: [&str; 24] = [
    "street", "st", "road", "rd", "avenue", "ave", "drive", "crescent", "terrace", "place", "lane",
    "gardens", "court", "way", "close", "grove", "square", "wynd", "brae", "quadrant", "gate",
    "circus", "row", "view",
];

/// A number before a street's name (`14 Hyndland Road`), a tenement flat's
/// position (`2/1`, `flat 3`), or `No. 12`.
pub fn house_addresses(text: &str) -> Vec<String> {
    let w = words(text);
    let mut out = Vec::new();
    for (i, word) in w.iter().enumerate() {
        let number = word.trim_end_matches(|c: char| c.is_ascii_alphabetic());
        let is_number = !number.is_empty() && number.chars().all(|c| c.is_ascii_digit());
        if is_number {
            // `14 Hyndland Road`, `3a Queen's Drive`: a capitalised name then a street word, within three words.
            let rest = &w[i + 1..w.len().min(i + 5)];
            if rest
                .first()
                .is_some_and(|n| n.starts_with(char::is_uppercase))
                && let Some(end) = rest
                    .iter()
                    .skip(1)
                    .position(|r| STREET_WORDS.contains(&r.to_lowercase().as_str()))
            {
                out.push(format!("{word} {}", rest[..end + 2].join(" ")));
            }
        }
        let flat_position = word.split_once('/').is_some_and(|(a, b)| {
            !a.is_empty()
                && !b.is_empty()
                && a.len() <= 2
                && b.len() <= 2
                && a.chars().all(|c| c.is_ascii_digit())
                && b.chars().all(|c| c.is_ascii_digit())
        });
        if flat_position {
            out.push(word.to_string());
        }
        let lower = word.to_lowercase();
        if (lower == "flat" || lower == "no")
            && w.get(i + 1)
                .is_some_and(|n| n.starts_with(|c: char| c.is_ascii_digit()))
        {
            out.push(format!("{word} {}", w[i + 1]));
        }
    }
    out
}

/// Titles before a name.
const TITLES: [&str; 6] = ["mr", "mrs", "ms", "miss", "dr", "mx"];

/// A title and a name (`Mrs Campbell`), or a first name common in Scotland
/// written as a name (capitalised, not starting a sentence). Place names
/// that are also first names (`Douglas`, `Kelvin`) are not in the list.
pub fn personal_names(text: &str) -> Vec<String> {
    let w = words(text);
    let mut out = Vec::new();
    for (i, word) in w.iter().enumerate() {
        let lower = word.to_lowercase();
        if TITLES.contains(&lower.as_str())
            && w.get(i + 1)
                .is_some_and(|n| n.starts_with(char::is_uppercase))
        {
            out.push(format!("{word} {}", w[i + 1]));
        }
        if FIRST_NAMES.contains(word) {
            out.push(word.to_string());
        }
    }
    out
}

/// Common first names in Scotland, none of them a place in the areas served.
const FIRST_NAMES: [&str; 60] = [
    "Aileen",
    "Alan",
    "Alison",
    "Andrew",
    "Angela",
    "Anne",
    "Brian",
    "Callum",
    "Caroline",
    "Catherine",
    "Christine",
    "Claire",
    "Colin",
    "Craig",
    "David",
    "Derek",
    "Donna",
    "Elaine",
    "Elizabeth",
    "Emma",
    "Fiona",
    "Gary",
    "Gillian",
    "Gordon",
    "Graeme",
    "Grant",
    "Heather",
    "Iain",
    "Isla",
    "Jacqueline",
    "James",
    "Jennifer",
    "John",
    "Karen",
    "Kenneth",
    "Kirsty",
    "Laura",
    "Lorraine",
    "Margaret",
    "Mark",
    "Martin",
    "Michael",
    "Moira",
    "Morag",
    "Nicola",
    "Paul",
    "Pauline",
    "Robert",
    "Ross",
    "Ruth",
    "Sandra",
    "Scott",
    "Shona",
    "Stephen",
    "Steven",
    "Stuart",
    "Susan",
    "Thomas",
    "Wendy",
    "William",
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn postcodes_are_caught_and_districts_are_not() {
        assert_eq!(full_postcodes("near G12 8QQ today"), ["G12 8QQ"]);
        assert_eq!(full_postcodes("at pa18ab"), ["pa18ab"]);
        assert!(full_postcodes("in the G12 district, 3 hours").is_empty());
    }

    #[test]
    fn phone_numbers_are_caught_and_short_numbers_are_not() {
        assert_eq!(phone_numbers("call 0141 496 0000 now"), ["0141 496 0000"]);
        assert_eq!(phone_numbers("on +44 7700 900123."), ["+44 7700 900123"]);
        assert!(phone_numbers("a 22 mm pipe, 15 bar, 2025").is_empty());
    }

    #[test]
    fn addresses_are_caught_and_plain_numbers_are_not() {
        assert_eq!(
            house_addresses("at 14 Hyndland Road in"),
            ["14 Hyndland Road"]
        );
        assert_eq!(house_addresses("the 2/1 flat"), ["2/1"]);
        assert_eq!(house_addresses("in Flat 3, upstairs"), ["Flat 3"]);
        assert!(house_addresses("replaced 3 radiators and 12 metres of pipe").is_empty());
    }

    #[test]
    fn names_are_caught() {
        assert_eq!(personal_names("Mrs Campbell called"), ["Mrs Campbell"]);
        assert_eq!(personal_names("then Morag rang"), ["Morag"]);
        assert!(personal_names("The customer in Partick rang").is_empty());
    }
}
