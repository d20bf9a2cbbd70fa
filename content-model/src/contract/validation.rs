//! The contact request's and the newsletter signup's validation rules,
//! written once: what the API applies to every request and the site's zod
//! schema mirrors (both run `contract/contact-vectors.json`). The types they
//! read and answer with are in the parent module.

use super::{ContactRequest, FieldError, FieldErrorKind, FieldErrors, NewsletterSignup, limits};
use crate::QuoteOption;

/// A contact request that passed validation: trimmed, typed, and safe to store
/// and to put in an email body.
#[derive(Clone, Debug, PartialEq)]
pub struct ValidContact {
    pub name: String,
    pub phone: String,
    pub email: Option<String>,
    pub service: QuoteOption,
    pub message: Option<String>,
    pub location: Option<String>,
    pub is_emergency: bool,
    pub page_path: Option<String>,
    pub referrer: Option<String>,
    pub utm: Utm,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct Utm {
    pub source: Option<String>,
    pub medium: Option<String>,
    pub campaign: Option<String>,
    pub term: Option<String>,
    pub content: Option<String>,
}

impl ContactRequest {
    /// True when the hidden honeypot field was filled in (a bot).
    pub fn is_spam(&self) -> bool {
        self.website
            .as_deref()
            .is_some_and(|w| !w.trim().is_empty())
    }

    /// Checks every rule and reports every failing field at once.
    pub fn validate(&self) -> Result<ValidContact, FieldErrors> {
        let mut errors = FieldErrors::new();
        let name = required(
            &mut errors,
            "name",
            &self.name,
            limits::NAME,
            "Enter your name",
        );
        let phone = required(
            &mut errors,
            "phone",
            &self.phone,
            limits::PHONE,
            "Enter your phone number",
        );
        if let Some(p) = &phone
            && !is_plausible_phone(p)
        {
            errors.insert(
                "phone".into(),
                FieldError::new(
                    FieldErrorKind::Invalid,
                    "Enter a phone number like 0141 496 0000 or +44 7700 900123",
                ),
            );
        }
        let service = match self.service.trim() {
            "" => {
                errors.insert(
                    "service".into(),
                    FieldError::new(FieldErrorKind::Missing, "Choose the service you need"),
                );
                None
            }
            text => match QuoteOption::parse(text) {
                Some(s) => Some(s),
                None => {
                    errors.insert(
                        "service".into(),
                        FieldError::new(
                            FieldErrorKind::Invalid,
                            "Choose one of the services in the list",
                        ),
                    );
                    None
                }
            },
        };
        let email = optional(
            &mut errors,
            "email",
            self.email.as_deref(),
            limits::EMAIL,
            "Email address",
        );
        if let Some(e) = &email
            && !is_valid_email(e)
        {
            errors.insert(
                "email".into(),
                FieldError::new(
                    FieldErrorKind::Invalid,
                    "Enter an email address like name@example.com, or leave it blank",
                ),
            );
        }
        let message = optional(
            &mut errors,
            "message",
            self.message.as_deref(),
            limits::MESSAGE,
            "Message",
        );
        let location = optional(
            &mut errors,
            "location",
            self.location.as_deref(),
            limits::LOCATION,
            "Location",
        );
        let page_path = optional(
            &mut errors,
            "pagePath",
            self.page_path.as_deref(),
            limits::PAGE_PATH,
            "Page path",
        );
        if let Some(p) = &page_path
            && (!p.starts_with('/') || p.contains(char::is_whitespace))
        {
            errors.insert(
                "pagePath".into(),
                FieldError::new(
                    FieldErrorKind::Invalid,
                    "Page path must be a site path starting with /",
                ),
            );
        }
        let referrer = optional(
            &mut errors,
            "referrer",
            self.referrer.as_deref(),
            limits::REFERRER,
            "Referrer",
        );
        let utm = Utm {
            source: optional(
                &mut errors,
                "utmSource",
                self.utm_source.as_deref(),
                limits::UTM,
                "utm_source",
            ),
            medium: optional(
                &mut errors,
                "utmMedium",
                self.utm_medium.as_deref(),
                limits::UTM,
                "utm_medium",
            ),
            campaign: optional(
                &mut errors,
                "utmCampaign",
                self.utm_campaign.as_deref(),
                limits::UTM,
                "utm_campaign",
            ),
            term: optional(
                &mut errors,
                "utmTerm",
                self.utm_term.as_deref(),
                limits::UTM,
                "utm_term",
            ),
            content: optional(
                &mut errors,
                "utmContent",
                self.utm_content.as_deref(),
                limits::UTM,
                "utm_content",
            ),
        };
        match (errors.is_empty(), name, phone, service) {
            (true, Some(name), Some(phone), Some(service)) => Ok(ValidContact {
                name,
                phone,
                email,
                service,
                message,
                location,
                is_emergency: self.is_emergency,
                page_path,
                referrer,
                utm,
            }),
            _ => Err(errors),
        }
    }
}

impl NewsletterSignup {
    pub fn validate(&self) -> Result<String, FieldErrors> {
        let mut errors = FieldErrors::new();
        let email = required(
            &mut errors,
            "email",
            &self.email,
            limits::EMAIL,
            "Enter your email address",
        );
        match email {
            Some(e) if is_valid_email(&e) => Ok(e.to_ascii_lowercase()),
            Some(_) => {
                errors.insert(
                    "email".into(),
                    FieldError::new(
                        FieldErrorKind::Invalid,
                        "Enter an email address like name@example.com",
                    ),
                );
                Err(errors)
            }
            None => Err(errors),
        }
    }
}

/// A required text field: trimmed, non-empty, within its limit, one line.
fn required(
    errors: &mut FieldErrors,
    field: &str,
    value: &str,
    limit: usize,
    missing: &str,
) -> Option<String> {
    let trimmed = value.trim();
    if trimmed.is_empty() {
        errors.insert(
            field.into(),
            FieldError::new(FieldErrorKind::Missing, missing),
        );
        return None;
    }
    checked_text(errors, field, trimmed, limit, field_label(field), false)
}

/// An optional text field: blank means absent.
fn optional(
    errors: &mut FieldErrors,
    field: &str,
    value: Option<&str>,
    limit: usize,
    label: &str,
) -> Option<String> {
    let trimmed = value.map(str::trim).filter(|v| !v.is_empty())?;
    checked_text(errors, field, trimmed, limit, label, field == "message")
}

fn checked_text(
    errors: &mut FieldErrors,
    field: &str,
    value: &str,
    limit: usize,
    label: &str,
    multiline: bool,
) -> Option<String> {
    let count = value.chars().count();
    if count > limit {
        errors.insert(
            field.into(),
            FieldError::new(
                FieldErrorKind::TooLong,
                format!("{label} must be {limit} characters or fewer"),
            ),
        );
        return None;
    }
    // Line and paragraph separators (U+2028, U+2029) break a line as surely
    // as a newline does, though Unicode does not call them control characters.
    let bad_control = value.chars().any(|c| {
        (c.is_control() && !(multiline && (c == '\n' || c == '\r' || c == '\t')))
            || (!multiline && matches!(c, '\u{2028}' | '\u{2029}'))
    });
    if bad_control {
        errors.insert(
            field.into(),
            FieldError::new(
                FieldErrorKind::NotOneLine,
                format!("{label} must be on one line"),
            ),
        );
        return None;
    }
    Some(value.to_string())
}

fn field_label(field: &str) -> &'static str {
    match field {
        "name" => "Name",
        "phone" => "Phone number",
        "email" => "Email address",
        _ => "This field",
    }
}

/// A UK number in national form (0 then 10 digits, or 9 for a few old numbers)
/// or an international number (+ or 00, country code, 8-15 digits in all).
/// Spaces, hyphens, dots and brackets are allowed between digits; no masks.
pub fn is_plausible_phone(text: &str) -> bool {
    let mut digits = String::new();
    for (i, c) in text.chars().enumerate() {
        match c {
            '0'..='9' => digits.push(c),
            '+' if i == 0 => digits.push(c),
            ' ' | '-' | '.' | '(' | ')' => {}
            _ => return false,
        }
    }
    if let Some(rest) = digits
        .strip_prefix("+44")
        .or_else(|| digits.strip_prefix("0044"))
    {
        let rest = rest.strip_prefix('0').unwrap_or(rest);
        return (9..=10).contains(&rest.len());
    }
    if let Some(rest) = digits
        .strip_prefix('+')
        .or_else(|| digits.strip_prefix("00"))
    {
        return (8..=15).contains(&rest.len()) && !rest.starts_with('0');
    }
    digits.starts_with('0') && (10..=11).contains(&digits.len())
}

/// One address, `local@domain.tld`: no spaces, no lists, no line breaks, no
/// quoted or bracketed forms, so it can never inject a mail header.
pub fn is_valid_email(text: &str) -> bool {
    if text.len() > limits::EMAIL {
        return false;
    }
    let Some((local, domain)) = text.split_once('@') else {
        return false;
    };
    // An RFC 2047 encoded word (`=?utf-8?q?…?=`) in the local part would be
    // decoded by mail clients into something else entirely.
    let local_ok = !local.is_empty()
        && !local.contains("=?")
        && local.len() <= 64
        && !local.starts_with('.')
        && !local.ends_with('.')
        && !local.contains("..")
        && local
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || "!#$%&'*+/=?^_`{|}~.-".contains(c));
    let labels: Vec<&str> = domain.split('.').collect();
    let domain_ok = labels.len() >= 2
        && labels.iter().all(|l| {
            !l.is_empty()
                && l.len() <= 63
                && !l.starts_with('-')
                && !l.ends_with('-')
                && l.chars().all(|c| c.is_ascii_alphanumeric() || c == '-')
        })
        && labels
            .last()
            .is_some_and(|tld| tld.len() >= 2 && tld.chars().all(|c| c.is_ascii_alphabetic()));
    local_ok && domain_ok
}
