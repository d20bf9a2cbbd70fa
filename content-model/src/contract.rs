//! The API contract between the site and the `api` service, with the contact
//! request's validation rules written once. The site's zod schema mirrors these
//! rules and runs the same test vectors (`contract/contact-vectors.json`).

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

mod validation;
pub use validation::{Utm, ValidContact, is_plausible_phone, is_valid_email};
