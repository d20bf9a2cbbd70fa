//! The business facts record (PRODUCT 1-3): every page reads these, none repeats them.

use crate::{Icon, UkPhone};
use schemars::JsonSchema;
use serde::Serialize;
use ts_rs::TS;

#[derive(Clone, Copy, Debug, Serialize, TS, JsonSchema)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct Business {
    /// The trading name used in headings and the logo.
    pub name: &'static str,
    /// The registered company name, as on the Companies House register.
    pub legal_name: &'static str,
    /// One line used under the logo and in metadata.
    pub tagline: &'static str,
    pub phone: UkPhone,
    /// The messaging-app number (country code 44).
    pub whatsapp: UkPhone,
    pub email: &'static str,
    /// The address mail is sent from (never the visitor's).
    pub registered_office: Address,
    /// 'Registered in Scotland No. SC839033'.
    pub company_number: &'static str,
    pub registered_in: &'static str,
    pub gas_safe_number: &'static str,
    pub niceic_number: &'static str,
    pub founded: u16,
    pub copyright_year: u16,
    pub hours: [OpeningHours; 4],
    pub geo: GeoPoint,
    pub service_radius_miles: u16,
    pub service_radius_metres: u32,
    /// Customers served, as claimed everywhere ('500+').
    pub customers_claim: &'static str,
    pub guarantee_months: u8,
    pub quote_validity_days: u8,
    pub cancellation_notice_hours: u8,
    pub claims: ResponseClaims,
    pub trust_strip: [TrustClaim; 6],
    pub home_stats: [Stat; 4],
    pub review_stats: [Stat; 4],
    pub review_sites: [ReviewSite; 3],
    /// The web studio credited in the footer.
    pub site_builder: ExternalLink,
}

#[derive(Clone, Copy, Debug, Serialize, TS, JsonSchema)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct Address {
    pub street: &'static str,
    pub locality: &'static str,
    pub postcode: &'static str,
    pub country: &'static str,
}

#[derive(Clone, Copy, Debug, Serialize, TS, JsonSchema)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct OpeningHours {
    /// 'Monday to Friday', 'Saturday', 'Sunday', 'Emergencies'.
    pub days: &'static str,
    /// '07:00-20:00' or '24/7'.
    pub hours: &'static str,
}

#[derive(Clone, Copy, Debug, Serialize, TS, JsonSchema)]
pub struct GeoPoint {
    pub latitude: f64,
    pub longitude: f64,
}

/// Response promises, kept together so the copy never disagrees with itself.
#[derive(Clone, Copy, Debug, Serialize, TS, JsonSchema)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct ResponseClaims {
    /// '30-60 minutes' (emergency page).
    pub emergency_response: &'static str,
    /// '15-60 minute arrival' (trust strip).
    pub arrival_window: &'static str,
    /// 'Under 60 minutes' (area pages).
    pub area_arrival: &'static str,
    /// '15 minute response' (home page).
    pub home_response: &'static str,
    /// 'within 1 hour' (form text for emergencies).
    pub emergency_form_reply: &'static str,
    /// 'within 15 minutes' (form text for quotes, during opening hours).
    pub quote_form_reply: &'static str,
}

#[derive(Clone, Copy, Debug, Serialize, TS, JsonSchema)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct TrustClaim {
    pub title: &'static str,
    pub subtitle: &'static str,
    pub icon: Icon,
}

#[derive(Clone, Copy, Debug, Serialize, TS, JsonSchema)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct Stat {
    pub value: &'static str,
    pub label: &'static str,
}

#[derive(Clone, Copy, Debug, Serialize, TS, JsonSchema)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct ReviewSite {
    pub name: &'static str,
    pub url: &'static str,
}

#[derive(Clone, Copy, Debug, Serialize, TS, JsonSchema)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct ExternalLink {
    pub label: &'static str,
    pub url: &'static str,
}
