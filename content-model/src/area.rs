//! Areas the company covers (SPEC 3, PRODUCT 6).

use crate::{PostcodeDistrict, PropertyType, Slug};
use schemars::JsonSchema;
use serde::Serialize;
use ts_rs::TS;

#[derive(Clone, Copy, Debug, Serialize, TS, JsonSchema)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct Area {
    pub id: u32,
    pub name: &'static str,
    pub slug: Slug,
    /// Postcode districts, most relevant first.
    pub postcodes: &'static [PostcodeDistrict],
    /// Two to four sentences; the first is reused as a local-knowledge line.
    pub description: &'static str,
    /// Road distance from Glasgow city centre, in whole miles.
    pub distance_miles: u8,
    pub population: Option<u32>,
    pub key_services: &'static [&'static str],
    pub neighbourhoods: &'static [Place],
    pub main_streets: &'static [&'static str],
    pub property_types: &'static [PropertyType],
    pub emergency_available: bool,
    /// The optional details larger areas carry.
    pub details: Option<AreaDetails>,
}

/// A named place with its URL slug (the slug must be the name's slugified form).
#[derive(Clone, Copy, Debug, Serialize, TS, JsonSchema)]
pub struct Place {
    pub name: &'static str,
    pub slug: Slug,
}

impl Place {
    pub const fn new(slug: &'static str, name: &'static str) -> Place {
        Place {
            name,
            slug: Slug::new(slug),
        }
    }
}

#[derive(Clone, Copy, Debug, Serialize, TS, JsonSchema)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct AreaDetails {
    pub landmarks: &'static [&'static str],
    pub bus_stops: &'static [&'static str],
    pub common_issues: &'static [&'static str],
    pub local_knowledge: &'static str,
    /// e.g. '25-40 minutes'.
    pub average_response_time: &'static str,
    pub parking_info: &'static str,
    pub access_notes: &'static str,
}
