//! Checked values: newtypes whose `const fn` constructors panic on bad input.
//!
//! Because catalogue data is written as `const`/`static` items, a bad literal
//! (`Slug::new("Bad Slug")`) is evaluated by the compiler and fails the build
//! with the panic message, before any test runs.

use schemars::{JsonSchema, Schema, SchemaGenerator, json_schema};
use serde::Serialize;
use std::borrow::Cow;
use ts_rs::TS;

/// A URL slug: lower-case ASCII letters and digits in hyphen-separated words
/// (`boiler-repair`, `g3`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, TS)]
#[ts(type = "string")]
pub struct Slug(&'static str);

impl Slug {
    pub const fn new(text: &'static str) -> Slug {
        assert!(
            is_slug(text),
            "a slug is lower-case letters and digits in hyphen-separated words, e.g. `boiler-repair`"
        );
        Slug(text)
    }
    pub const fn as_str(self) -> &'static str {
        self.0
    }
}

/// True when `text` is a non-empty kebab-case slug.
pub const fn is_slug(text: &str) -> bool {
    let bytes = text.as_bytes();
    if bytes.is_empty() || bytes[0] == b'-' || bytes[bytes.len() - 1] == b'-' {
        return false;
    }
    let mut i = 0;
    while i < bytes.len() {
        let b = bytes[i];
        let ok =
            b.is_ascii_lowercase() || b.is_ascii_digit() || (b == b'-' && bytes[i - 1] != b'-');
        if !ok {
            return false;
        }
        i += 1;
    }
    true
}

impl std::fmt::Display for Slug {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.0)
    }
}

impl JsonSchema for Slug {
    fn schema_name() -> Cow<'static, str> {
        "Slug".into()
    }
    fn json_schema(_: &mut SchemaGenerator) -> Schema {
        json_schema!({ "type": "string", "pattern": "^[a-z0-9]+(-[a-z0-9]+)*$" })
    }
}

/// Turns a display name into the slug it should have: `Merchant City` →
/// `merchant-city`, `St George's Cross` → `st-georges-cross`.
pub fn slugify(name: &str) -> String {
    let mut out = String::new();
    let mut pending_hyphen = false;
    for ch in name.chars() {
        if ch.is_ascii_alphanumeric() {
            if pending_hyphen && !out.is_empty() {
                out.push('-');
            }
            pending_hyphen = false;
            out.push(ch.to_ascii_lowercase());
        } else if matches!(ch, '\'' | '’' | '.') {
            // Apostrophes and full stops join words: St George's → st-georges.
        } else {
            pending_hyphen = true;
        }
    }
    out
}

/// A UK telephone number as shown to visitors (`0141 496 0000`) and in
/// international form for `tel:` and WhatsApp links (`+441414960000`).
/// The constructor checks that the two agree.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, TS, JsonSchema)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct UkPhone {
    /// National format with spaces, e.g. `0141 496 0000`.
    display: &'static str,
    /// E.164 form, e.g. `+441414960000`.
    e164: &'static str,
}

impl UkPhone {
    pub const fn new(display: &'static str, e164: &'static str) -> UkPhone {
        let d = display.as_bytes();
        let e = e164.as_bytes();
        assert!(
            d.len() > 1 && d[0] == b'0',
            "a UK phone number is shown in national format starting with 0, e.g. `0141 496 0000`"
        );
        // Ten national digits, or nine for the older 0800 freephone numbers
        // (the gas emergency line is 0800 111 999).
        let freephone = e.len() == 12 && e[3] == b'8' && e[4] == b'0' && e[5] == b'0';
        assert!(
            (e.len() == 13 || freephone) && e[0] == b'+' && e[1] == b'4' && e[2] == b'4',
            "the international form is +44 followed by ten digits (nine for some 0800 numbers), e.g. `+441414960000`"
        );
        // Compare national digits (after the leading 0) with the digits after +44.
        let mut di = 1;
        let mut ei = 3;
        while di < d.len() {
            let b = d[di];
            if b == b' ' {
                di += 1;
                continue;
            }
            assert!(
                b.is_ascii_digit(),
                "a UK phone number holds only digits and spaces"
            );
            assert!(
                ei < e.len() && e[ei] == b,
                "the national and international forms of the phone number disagree"
            );
            di += 1;
            ei += 1;
        }
        assert!(
            ei == e.len(),
            "the national form has fewer digits than the international form"
        );
        UkPhone { display, e164 }
    }
    pub const fn display(self) -> &'static str {
        self.display
    }
    pub const fn e164(self) -> &'static str {
        self.e164
    }
    /// The digits WhatsApp expects in `https://wa.me/<digits>`: country code, no plus.
    pub fn whatsapp_digits(self) -> &'static str {
        &self.e164[1..]
    }
}

/// A star rating from 1 to 5.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, TS)]
#[ts(type = "1 | 2 | 3 | 4 | 5")]
pub struct Rating(u8);

impl Rating {
    pub const fn new(stars: u8) -> Rating {
        assert!(
            stars >= 1 && stars <= 5,
            "a rating is between 1 and 5 stars"
        );
        Rating(stars)
    }
    pub const fn stars(self) -> u8 {
        self.0
    }
}

impl JsonSchema for Rating {
    fn schema_name() -> Cow<'static, str> {
        "Rating".into()
    }
    fn json_schema(_: &mut SchemaGenerator) -> Schema {
        json_schema!({ "type": "integer", "minimum": 1, "maximum": 5 })
    }
}

/// The months' names in English, January first: every date the site, its
/// emails and its pages write spells a month from here.
pub const MONTH_NAMES: [&str; 12] = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
];

/// A calendar date, serialised as ISO 8601 (`2025-03-04`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, TS)]
#[ts(type = "string")]
pub struct IsoDate {
    year: u16,
    month: u8,
    day: u8,
}

impl IsoDate {
    pub const fn new(year: u16, month: u8, day: u8) -> IsoDate {
        assert!(
            year >= 2000 && year <= 2100,
            "a date's year is between 2000 and 2100"
        );
        assert!(
            month >= 1 && month <= 12,
            "a date's month is between 1 and 12"
        );
        let leap =
            (year.is_multiple_of(4) && !year.is_multiple_of(100)) || year.is_multiple_of(400);
        let days_in_month = match month {
            2 if leap => 29,
            2 => 28,
            4 | 6 | 9 | 11 => 30,
            _ => 31,
        };
        assert!(
            day >= 1 && day <= days_in_month,
            "that day does not exist in that month"
        );
        IsoDate { year, month, day }
    }
    pub const fn year(self) -> u16 {
        self.year
    }
    pub const fn month(self) -> u8 {
        self.month
    }
    pub const fn day(self) -> u8 {
        self.day
    }
    /// `4 March 2025`, the way dates are written on the site.
    pub fn long_form(self) -> String {
        format!(
            "{} {} {}",
            self.day,
            MONTH_NAMES[self.month as usize - 1],
            self.year
        )
    }
}

impl std::fmt::Display for IsoDate {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{:04}-{:02}-{:02}", self.year, self.month, self.day)
    }
}

impl Serialize for IsoDate {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl JsonSchema for IsoDate {
    fn schema_name() -> Cow<'static, str> {
        "IsoDate".into()
    }
    fn json_schema(_: &mut SchemaGenerator) -> Schema {
        json_schema!({ "type": "string", "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$" })
    }
}

/// A UK postcode district, the outward half of a postcode (`G1`, `G12`, `PA1`, `KA13`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, TS)]
#[ts(type = "string")]
pub struct PostcodeDistrict(&'static str);

impl PostcodeDistrict {
    pub const fn new(text: &'static str) -> PostcodeDistrict {
        let b = text.as_bytes();
        let mut i = 0;
        while i < b.len() && b[i].is_ascii_uppercase() {
            i += 1;
        }
        assert!(
            i >= 1 && i <= 2,
            "a postcode district starts with one or two capital letters, e.g. `G12` or `PA1`"
        );
        let letters = i;
        while i < b.len() && b[i].is_ascii_digit() {
            i += 1;
        }
        let digits = i - letters;
        assert!(
            digits >= 1 && digits <= 2,
            "a postcode district has one or two digits after its letters"
        );
        assert!(
            i == b.len(),
            "a postcode district is only the outward code, e.g. `G3`, not a full postcode"
        );
        PostcodeDistrict(text)
    }
    pub const fn as_str(self) -> &'static str {
        self.0
    }
}

impl JsonSchema for PostcodeDistrict {
    fn schema_name() -> Cow<'static, str> {
        "PostcodeDistrict".into()
    }
    fn json_schema(_: &mut SchemaGenerator) -> Schema {
        json_schema!({ "type": "string", "pattern": "^[A-Z]{1,2}[0-9]{1,2}$" })
    }
}

/// Newtypes serialise as their inner value. (Written out rather than
/// `#[serde(transparent)]`, which ts-rs warns it cannot read.)
macro_rules! serialize_as_inner {
    ($($t:ty),+) => {$(
        impl Serialize for $t {
            fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                self.0.serialize(s)
            }
        }
    )+};
}
serialize_as_inner!(Slug, Rating, PostcodeDistrict);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slugs() {
        assert!(is_slug("boiler-repair"));
        assert!(is_slug("g3"));
        assert!(!is_slug("Boiler"));
        assert!(!is_slug("a--b"));
        assert!(!is_slug("-a"));
        assert!(!is_slug(""));
        assert_eq!(slugify("St George's Cross"), "st-georges-cross");
        assert_eq!(slugify("Merchant City"), "merchant-city");
        assert_eq!(slugify("Finnieston / Yorkhill"), "finnieston-yorkhill");
    }

    #[test]
    fn phone_forms_agree() {
        let p = UkPhone::new("0141 496 0000", "+441414960000");
        assert_eq!(p.whatsapp_digits(), "441414960000");
    }

    #[test]
    #[should_panic(expected = "disagree")]
    fn phone_forms_that_disagree_panic() {
        let _ = UkPhone::new("0141 496 0001", "+441414960000");
    }

    #[test]
    fn nine_digit_freephone_numbers_are_accepted() {
        let p = UkPhone::new("0800 111 999", "+44800111999");
        assert_eq!(p.e164(), "+44800111999");
    }

    #[test]
    #[should_panic(expected = "ten digits")]
    fn nine_digits_are_refused_outside_0800() {
        let _ = UkPhone::new("0141 496 000", "+44141496000");
    }

    #[test]
    #[should_panic(expected = "fewer digits")]
    fn a_freephone_number_missing_a_digit_is_refused() {
        let _ = UkPhone::new("0800 111 99", "+44800111999");
    }

    #[test]
    fn dates() {
        assert_eq!(IsoDate::new(2024, 2, 29).to_string(), "2024-02-29");
        assert_eq!(IsoDate::new(2025, 3, 4).long_form(), "4 March 2025");
    }

    #[test]
    #[should_panic(expected = "does not exist")]
    fn impossible_date_panics() {
        let _ = IsoDate::new(2025, 2, 29);
    }
}
