//! The rules a recorded review is checked by (issue 34.2): what the owner
//! typed, field by field, against the catalogue (its platforms and their
//! hosts, the services, the areas and their neighbourhoods). Each field that
//! breaks a rule is named with a sentence the inbox shows beside it.

use super::shown::catalogue;
use content_model::contract::{FieldError, FieldErrorKind, FieldErrors};
use content_model::{Area, ReviewPlatform};

/// The longest link kept: a review's own page is far shorter.
pub const URL_MAX: usize = 500;
/// The published text's bounds, in characters.
pub const TEXT_MIN: usize = 20;
pub const TEXT_MAX: usize = 2000;
/// The longest first name.
pub const FIRST_NAME_MAX: usize = 30;

/// A review checked and ready to store.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Checked {
    pub platform: &'static str,
    pub url: String,
    pub rating: i64,
    pub text: String,
    pub published_on: String,
    pub first_name: String,
    /// As the catalogue spells it.
    pub town: &'static str,
    pub service: String,
    pub area: String,
}

/// What the form sent, with what it is checked against.
pub struct Input<'a> {
    pub body: &'a content_model::admin::NewReview,
    /// The lead's service from its page, used when none is chosen.
    pub default_service: Option<&'a str>,
    /// The lead's arrival day and today (London), `YYYY-MM-DD`.
    pub lead_day: &'a str,
    pub today: &'a str,
}

fn problem(errors: &mut FieldErrors, field: &str, kind: FieldErrorKind, message: &str) {
    errors.insert(
        field.to_string(),
        FieldError::new(kind, message.to_string()),
    );
}

/// The catalogue platform with `key`.
pub fn platform(key: &str) -> Option<&'static ReviewPlatform> {
    catalogue()
        .business
        .review_platforms
        .iter()
        .find(|p| p.key == key)
}

/// The host of an `https://` link, lower-cased; `None` for anything else
/// (another scheme, credentials or a port in the link, spaces).
fn https_host(url: &str) -> Option<String> {
    let rest = url.strip_prefix("https://")?;
    let host = rest.split(['/', '?', '#']).next()?;
    let shaped = !host.is_empty()
        && host
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'.');
    let clean = !url.chars().any(|c| c.is_whitespace() || c.is_control());
    (shaped && clean).then(|| host.to_ascii_lowercase())
}

/// 'Ann', 'Mary-Jane', 'O'Neil': letters, hyphens and apostrophes, one word.
fn is_first_name(name: &str) -> bool {
    name.chars().next().is_some_and(char::is_alphabetic)
        && name
            .chars()
            .all(|c| c.is_alphabetic() || matches!(c, '-' | '\'' | '’'))
}

/// A `YYYY-MM-DD` calendar date, written so.
fn is_day(value: &str) -> bool {
    value.len() == 10
        && value.bytes().enumerate().all(|(i, b)| {
            if i == 4 || i == 7 {
                b == b'-'
            } else {
                b.is_ascii_digit()
            }
        })
        && chrono::NaiveDate::parse_from_str(value, "%Y-%m-%d").is_ok()
}

/// The areas whose name, or one of whose neighbourhoods' names, is `town`
/// (without regard to case), each with the name as the catalogue spells it.
fn areas_of_town(town: &str) -> Vec<(&'static Area, &'static str)> {
    let mut out = Vec::new();
    for a in &catalogue().areas {
        if a.name.eq_ignore_ascii_case(town) {
            out.push((a, a.name));
        } else if let Some(n) = a
            .neighbourhoods
            .iter()
            .find(|n| n.name.eq_ignore_ascii_case(town))
        {
            out.push((a, n.name));
        }
    }
    out
}

/// Every field checked; `Err` names each field that breaks a rule.
pub fn check(input: &Input<'_>) -> Result<Checked, FieldErrors> {
    use FieldErrorKind::{Invalid, Missing, TooLong};
    let b = input.body;
    let mut errors = FieldErrors::new();
    let platform = platform(b.platform.trim());
    if platform.is_none() {
        let names: Vec<&str> = catalogue()
            .business
            .review_platforms
            .iter()
            .map(|p| p.name)
            .collect();
        problem(
            &mut errors,
            "platform",
            Invalid,
            &format!("Choose where it was published: {}.", names.join(" or ")),
        );
    }
    let url = b.url.trim();
    if url.is_empty() {
        problem(&mut errors, "url", Missing, "Paste the link to the review.");
    } else if url.chars().count() > URL_MAX {
        problem(
            &mut errors,
            "url",
            TooLong,
            &format!("The link is longer than {URL_MAX} characters: copy the review's own link."),
        );
    } else {
        match (https_host(url), platform) {
            (None, _) => problem(
                &mut errors,
                "url",
                Invalid,
                "The link must start https:// and name a website.",
            ),
            (Some(host), Some(p)) if !p.hosts(&host) => problem(
                &mut errors,
                "url",
                Invalid,
                &format!(
                    "A {} review's link is on {}, not {host}.",
                    p.name,
                    p.url_hosts.join(" or ")
                ),
            ),
            _ => {}
        }
    }
    if !(1..=5).contains(&b.rating) {
        problem(
            &mut errors,
            "rating",
            Invalid,
            "Choose 1 to 5 stars, as published.",
        );
    }
    let text = b.text.trim();
    let chars = text.chars().count();
    if chars < TEXT_MIN {
        problem(
            &mut errors,
            "text",
            if chars == 0 { Missing } else { Invalid },
            &format!("Paste the review's words as published (at least {TEXT_MIN} characters)."),
        );
    } else if chars > TEXT_MAX {
        problem(
            &mut errors,
            "text",
            TooLong,
            &format!("The review is longer than {TEXT_MAX} characters."),
        );
    } else if text.chars().any(|c| c.is_control() && c != '\n') {
        problem(
            &mut errors,
            "text",
            Invalid,
            "The words hold a control character: paste them again as text.",
        );
    }
    let day = b.published_on.trim();
    if !is_day(day) {
        problem(
            &mut errors,
            "publishedOn",
            Invalid,
            "Give the date it was published, YYYY-MM-DD.",
        );
    } else if day > input.today {
        problem(
            &mut errors,
            "publishedOn",
            Invalid,
            "The date it was published cannot be in the future.",
        );
    } else if day < input.lead_day {
        problem(
            &mut errors,
            "publishedOn",
            Invalid,
            "The review cannot be older than the enquiry it is about.",
        );
    }
    let first = b.first_name.trim();
    if first.is_empty() {
        problem(
            &mut errors,
            "firstName",
            Missing,
            "Give the customer's first name as the review shows it.",
        );
    } else if first.chars().count() > FIRST_NAME_MAX {
        problem(
            &mut errors,
            "firstName",
            TooLong,
            &format!("A first name of at most {FIRST_NAME_MAX} characters."),
        );
    } else if !is_first_name(first) {
        problem(
            &mut errors,
            "firstName",
            Invalid,
            "The first name only: letters, hyphens and apostrophes (no surname or initial).",
        );
    }
    let service = b
        .service
        .as_deref()
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .or(input.default_service);
    let service = match service {
        None => {
            problem(
                &mut errors,
                "service",
                Missing,
                "Choose the service the review is about.",
            );
            None
        }
        Some(s) if catalogue().services.iter().any(|x| x.slug.as_str() == s) => Some(s),
        Some(_) => {
            problem(
                &mut errors,
                "service",
                Invalid,
                "Choose one of the services on the website.",
            );
            None
        }
    };
    let town = b.town.trim();
    let candidates = areas_of_town(town);
    let area = b.area.as_deref().map(str::trim).filter(|a| !a.is_empty());
    let mut found = None;
    if town.is_empty() {
        problem(
            &mut errors,
            "town",
            Missing,
            "Give the customer's town as the review shows it.",
        );
    } else if candidates.is_empty() {
        problem(
            &mut errors,
            "town",
            Invalid,
            "Give the name of one of the areas we cover, or one of their neighbourhoods.",
        );
    } else {
        match area {
            Some(slug) => match candidates.iter().find(|(a, _)| a.slug.as_str() == slug) {
                Some(hit) => found = Some(*hit),
                None => problem(
                    &mut errors,
                    "area",
                    Invalid,
                    &format!("{town} is not in that area."),
                ),
            },
            None if candidates.len() == 1 => found = Some(candidates[0]),
            None => problem(
                &mut errors,
                "area",
                Missing,
                &format!("{town} is in more than one area: choose which."),
            ),
        }
    }
    match (platform, service, found) {
        (Some(p), Some(service), Some((area, town))) if errors.is_empty() => Ok(Checked {
            platform: p.key,
            url: url.to_string(),
            rating: b.rating,
            text: text.to_string(),
            published_on: day.to_string(),
            first_name: first.to_string(),
            town,
            service: service.to_string(),
            area: area.slug.as_str().to_string(),
        }),
        _ => Err(errors),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_link_is_https_with_a_plain_host() {
        assert_eq!(
            https_host("https://UK.Trustpilot.com/reviews/1").as_deref(),
            Some("uk.trustpilot.com")
        );
        for bad in [
            "http://www.google.com/x",
            "https://user@www.google.com/x",
            "https://www.google.com:8443/x",
            "https:///x",
            "https://www.google.com/a b",
            "javascript:alert(1)",
        ] {
            assert_eq!(https_host(bad), None, "{bad}");
        }
    }

    #[test]
    fn a_first_name_is_one_word() {
        for good in ["Ann", "Mary-Jane", "O'Neil", "Zoë", "D’Arcy"] {
            assert!(is_first_name(good), "{good}");
        }
        for bad in ["Ann Boyle", "A.", "-Ann", "Ann2", "<b>"] {
            assert!(!is_first_name(bad), "{bad}");
        }
    }
}
