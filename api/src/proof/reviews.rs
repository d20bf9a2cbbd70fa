//! Reviews recorded from a won lead (issue 34.2): what the owner typed
//! checked field by field against the catalogue, stored with its provenance
//! (platform, public link, date, who recorded it) and listed with its status.
//!
//! `status` is the one place a review's status is decided, so the import
//! (which adds 'on the website') extends it here.

use super::shown::catalogue;
use content_model::admin::{RecordedReview, ReviewStatus};
use content_model::contract::{FieldError, FieldErrorKind, FieldErrors};
use content_model::{Area, ReviewPlatform};
use sqlx::{AnyConnection, Row};

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

/// The status a stored review has. Recorded and not removed: waiting for
/// the import.
pub fn status(_row: &sqlx::any::AnyRow) -> ReviewStatus {
    ReviewStatus::Ready
}

/// Whether a review with `url` is already recorded (removed ones included:
/// the column is unique).
pub async fn url_taken(conn: &mut AnyConnection, url: &str) -> Result<bool, sqlx::Error> {
    Ok(sqlx::query("SELECT id FROM reviews WHERE url = $1")
        .bind(url)
        .fetch_optional(conn)
        .await?
        .is_some())
}

/// Stores `r` from lead `enquiry_id`; its id.
pub async fn insert(
    conn: &mut AnyConnection,
    enquiry_id: i64,
    r: &Checked,
    by: &str,
    at: &str,
) -> Result<i64, sqlx::Error> {
    sqlx::query(
        "INSERT INTO reviews (enquiry_id, platform, url, rating, body, published_on, first_name, \
         town, service_slug, area_slug, recorded_at, recorded_by) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id",
    )
    .bind(enquiry_id)
    .bind(r.platform)
    .bind(&r.url)
    .bind(r.rating)
    .bind(&r.text)
    .bind(&r.published_on)
    .bind(&r.first_name)
    .bind(r.town)
    .bind(&r.service)
    .bind(&r.area)
    .bind(at)
    .bind(by)
    .fetch_one(conn)
    .await?
    .try_get("id")
}

fn wire(r: &sqlx::any::AnyRow) -> Result<RecordedReview, sqlx::Error> {
    let platform: String = r.try_get("platform")?;
    Ok(RecordedReview {
        id: r.try_get("id")?,
        lead_id: r.try_get("enquiry_id")?,
        platform_name: self::platform(&platform)
            .map(|p| p.name.to_string())
            .unwrap_or_else(|| platform.clone()),
        platform,
        url: r.try_get("url")?,
        rating: r.try_get("rating")?,
        text: r.try_get("body")?,
        published_on: r.try_get("published_on")?,
        first_name: r.try_get("first_name")?,
        town: r.try_get("town")?,
        service: r.try_get("service_slug")?,
        area: r.try_get("area_slug")?,
        recorded_at: r.try_get("recorded_at")?,
        recorded_by: r.try_get("recorded_by")?,
        status: status(r),
    })
}

/// The reviews recorded from lead `enquiry_id` and not removed, oldest first.
pub async fn of_lead(
    conn: &mut AnyConnection,
    enquiry_id: i64,
) -> Result<Vec<RecordedReview>, sqlx::Error> {
    sqlx::query(
        "SELECT id, enquiry_id, platform, url, CAST(rating AS BIGINT) AS rating, body, published_on, \
         first_name, town, service_slug, area_slug, recorded_at, recorded_by \
         FROM reviews WHERE enquiry_id = $1 AND removed_at IS NULL ORDER BY id",
    )
    .bind(enquiry_id)
    .fetch_all(conn)
    .await?
    .iter()
    .map(wire)
    .collect()
}

/// Takes review `id` off (sets removed_at); its lead's id, or `None` when
/// there is no such review or it was removed already.
pub async fn remove(
    conn: &mut AnyConnection,
    id: i64,
    at: &str,
) -> Result<Option<i64>, sqlx::Error> {
    let row = sqlx::query(
        "UPDATE reviews SET removed_at = $1 WHERE id = $2 AND removed_at IS NULL RETURNING enquiry_id",
    )
    .bind(at)
    .bind(id)
    .fetch_optional(conn)
    .await?;
    row.map(|r| r.try_get("enquiry_id")).transpose()
}
