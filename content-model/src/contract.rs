//! The API contract between the site and the `api` service, with the contact
//! request's validation rules written once. The site's zod schema mirrors these
//! rules and runs the same test vectors (`contract/contact-vectors.json`).

use crate::QuoteService;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use ts_rs::TS;

/// Length limits of the contact request's fields, in characters.
pub mod limits {
    pub const NAME: usize = 100;
    pub const PHONE: usize = 30;
    pub const EMAIL: usize = 254;
    pub const LOCATION: usize = 120;
    pub const MESSAGE: usize = 2000;
    pub const PAGE_PATH: usize = 300;
    pub const REFERRER: usize = 500;
    pub const UTM: usize = 100;
    /// Largest request body the API accepts, in bytes.
    pub const BODY_BYTES: usize = 16 * 1024;
}

/// What a quote or emergency form sends (brief 3 and 7, decision 11).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize, TS, JsonSchema)]
#[serde(rename_all = "camelCase", default)]
#[ts(rename_all = "camelCase")]
pub struct ContactRequest {
    pub name: String,
    pub phone: String,
    #[ts(optional)]
    pub email: Option<String>,
    /// One of the form's ten services, by its display text.
    pub service: String,
    #[ts(optional)]
    pub message: Option<String>,
    #[ts(optional)]
    pub location: Option<String>,
    pub is_emergency: bool,
    /// The page the form was sent from, e.g. `/services/boiler-repair/paisley`.
    #[ts(optional)]
    pub page_path: Option<String>,
    #[ts(optional)]
    pub referrer: Option<String>,
    #[ts(optional)]
    pub utm_source: Option<String>,
    #[ts(optional)]
    pub utm_medium: Option<String>,
    #[ts(optional)]
    pub utm_campaign: Option<String>,
    #[ts(optional)]
    pub utm_term: Option<String>,
    #[ts(optional)]
    pub utm_content: Option<String>,
    /// Honeypot: hidden from people, filled in by bots. Must be empty.
    #[ts(optional)]
    pub website: Option<String>,
    /// Made by the site's script once per filled-in form (16 to 100 letters,
    /// digits, '-' or '_'; a UUID): a resend within a day with the same key
    /// is answered as the first sending and stores nothing new.
    #[ts(optional)]
    pub idempotency_key: Option<String>,
}

/// A field name of the contact request, as the site's form names its inputs.
pub type FieldName = String;

/// What is wrong with a field, for the client to act on: the site's form
/// tells 'fill in what is required' from 'check what you typed' by it,
/// never by the wording of the message (issue 32.4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, TS, JsonSchema)]
#[serde(rename_all = "kebab-case")]
#[ts(rename_all = "kebab-case")]
pub enum FieldErrorKind {
    /// A required field left blank.
    Missing,
    /// Longer than the field's limit.
    TooLong,
    /// A line break where one line is expected, or a control character
    /// anywhere (the contract's validators and the API's text rule agree).
    NotOneLine,
    /// Filled in, but not something the field takes: a phone number or
    /// email address of the wrong shape, a service not in the list, a page
    /// that is not the site's.
    Invalid,
}

/// One field's error: its kind, and a sentence telling the visitor what to do.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS, JsonSchema)]
pub struct FieldError {
    pub kind: FieldErrorKind,
    pub message: String,
}

impl FieldError {
    pub fn new(kind: FieldErrorKind, message: impl Into<String>) -> FieldError {
        FieldError {
            kind,
            message: message.into(),
        }
    }
}

/// Field errors, keyed by field name.
pub type FieldErrors = BTreeMap<FieldName, FieldError>;

/// Field messages alone, keyed by field name: what an incomplete enquiry
/// stores and the owner's inbox shows (the stored form, older than kinds).
pub type FieldMessages = BTreeMap<FieldName, String>;

/// The messages of `errors`, as an incomplete enquiry stores them.
pub fn messages(errors: &FieldErrors) -> FieldMessages {
    errors
        .iter()
        .map(|(field, e)| (field.clone(), e.message.clone()))
        .collect()
}

/// True when a required field is missing: the form then says 'fill in all
/// required fields' rather than 'check the highlighted fields' (brief 8).
pub fn misses_required(errors: &FieldErrors) -> bool {
    errors.values().any(|e| e.kind == FieldErrorKind::Missing)
}

/// The API's answer to a contact request or newsletter signup.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS, JsonSchema)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct ContactResponse {
    pub success: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub id: Option<i64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub error: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub fields: Option<FieldErrors>,
    /// What to tell the visitor on success, where the answer has words of
    /// its own (a newsletter signup).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub message: Option<String>,
}

/// A page view sent by the site in the background (decisions 10, 17).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS, JsonSchema)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct PageView {
    pub path: String,
    pub page_type: PageType,
    /// The UTM source of the visit's landing page, if it had one (issue 11.5).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub utm_source: Option<String>,
    /// The UTM campaign of the visit's landing page, if it had one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub utm_campaign: Option<String>,
}

/// Which link a visitor clicked to reach the business (decision 31).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, TS, JsonSchema)]
#[serde(rename_all = "lowercase")]
pub enum ContactKind {
    /// A `tel:` link: a phone call.
    Call,
    /// A `wa.me` link: a WhatsApp chat.
    Whatsapp,
}

impl ContactKind {
    /// The wire name, also the stored one: `call` or `whatsapp`.
    pub fn as_str(self) -> &'static str {
        match self {
            ContactKind::Call => "call",
            ContactKind::Whatsapp => "whatsapp",
        }
    }
}

/// A click on a phone or WhatsApp link, sent by the site in the background
/// (decision 31, issue 13.4): most leads call or chat rather than fill in the
/// form, so the owner sees which pages win them. The page and landing UTM are
/// sent as a page view sends them. Unlike a page view, an unknown field is
/// refused: this type is new, so nothing already deployed sends extra ones.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
#[ts(rename_all = "camelCase")]
pub struct ContactClick {
    pub path: String,
    pub page_type: PageType,
    pub kind: ContactKind,
    /// The UTM source of the visit's landing page, if it had one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub utm_source: Option<String>,
    /// The UTM campaign of the visit's landing page, if it had one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub utm_campaign: Option<String>,
}

/// A newsletter signup (decision 16).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize, TS, JsonSchema)]
#[serde(rename_all = "camelCase", default)]
#[ts(rename_all = "camelCase")]
pub struct NewsletterSignup {
    pub email: String,
    #[ts(optional)]
    pub page_path: Option<String>,
    /// Honeypot, as on the contact form.
    #[ts(optional)]
    pub website: Option<String>,
}

/// Every kind of page the site builds; `routes.json` gives each path one.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize, TS, JsonSchema,
)]
#[serde(rename_all = "kebab-case")]
pub enum PageType {
    Home,
    Services,
    Service,
    Category,
    Emergency,
    Areas,
    Area,
    ServiceLocation,
    ServiceNeighbourhood,
    ServicePropertyType,
    Reviews,
    OurWork,
    Contact,
    About,
    Blog,
    BlogPost,
    Privacy,
    Terms,
    CancellationForm,
    Sitemap,
    NotFound,
}

impl PageType {
    pub const ALL: [PageType; 21] = [
        PageType::Home,
        PageType::Services,
        PageType::Service,
        PageType::Category,
        PageType::Emergency,
        PageType::Areas,
        PageType::Area,
        PageType::ServiceLocation,
        PageType::ServiceNeighbourhood,
        PageType::ServicePropertyType,
        PageType::Reviews,
        PageType::OurWork,
        PageType::Contact,
        PageType::About,
        PageType::Blog,
        PageType::BlogPost,
        PageType::Privacy,
        PageType::Terms,
        PageType::CancellationForm,
        PageType::Sitemap,
        PageType::NotFound,
    ];

    /// The wire name, e.g. `service-location`.
    pub fn as_str(self) -> &'static str {
        match self {
            PageType::Home => "home",
            PageType::Services => "services",
            PageType::Service => "service",
            PageType::Category => "category",
            PageType::Emergency => "emergency",
            PageType::Areas => "areas",
            PageType::Area => "area",
            PageType::ServiceLocation => "service-location",
            PageType::ServiceNeighbourhood => "service-neighbourhood",
            PageType::ServicePropertyType => "service-property-type",
            PageType::Reviews => "reviews",
            PageType::OurWork => "our-work",
            PageType::Contact => "contact",
            PageType::About => "about",
            PageType::Blog => "blog",
            PageType::BlogPost => "blog-post",
            PageType::Privacy => "privacy",
            PageType::Terms => "terms",
            PageType::CancellationForm => "cancellation-form",
            PageType::Sitemap => "sitemap",
            PageType::NotFound => "not-found",
        }
    }
}

/// A contact request that passed validation: trimmed, typed, and safe to store
/// and to put in an email body.
#[derive(Clone, Debug, PartialEq)]
pub struct ValidContact {
    pub name: String,
    pub phone: String,
    pub email: Option<String>,
    pub service: QuoteService,
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
            text => match QuoteService::parse(text) {
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
