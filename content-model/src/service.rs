//! Services of the catalogue (SPEC 3).

use crate::{Category, Icon, PropertyType, ResponseTime, Slug};
use schemars::JsonSchema;
use serde::Serialize;
use ts_rs::TS;

#[derive(Clone, Copy, Debug, Serialize, TS, JsonSchema)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct Service {
    pub id: u32,
    pub name: &'static str,
    pub slug: Slug,
    pub category: Category,
    /// One or two sentences for cards and meta descriptions.
    pub description: &'static str,
    /// A short line (under about 80 characters) for menus and chips.
    pub short_description: &'static str,
    /// 150 words or more, plain paragraphs separated by blank lines.
    pub long_description: &'static str,
    pub emergency_available: bool,
    pub response_time: ResponseTime,
    /// 3 to 6 of them.
    pub subcategories: &'static [Subcategory],
    pub keywords: &'static [&'static str],
    pub property_types: &'static [PropertyType],
}

#[derive(Clone, Copy, Debug, Serialize, TS, JsonSchema)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct Subcategory {
    pub name: &'static str,
    pub slug: Slug,
    pub description: &'static str,
    pub icon: Icon,
}
