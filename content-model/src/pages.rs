//! Category landing pages, the emergency page, text pages and the sitemap page.

use crate::{Category, Icon, Price, QuoteOption, Slug};
use schemars::JsonSchema;
use serde::Serialize;
use ts_rs::TS;

#[derive(Clone, Copy, Debug, Serialize, TS, JsonSchema)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct CategoryPage {
    /// The route: `/electrical`, `/kitchen-bathroom`, ...
    pub slug: Slug,
    pub category: Category,
    pub badge: &'static str,
    pub title: &'static str,
    pub intro: &'static str,
    pub meta_description: &'static str,
    pub keywords: &'static [&'static str],
    /// The page's fixed prefilled WhatsApp message.
    pub chat_message: &'static str,
    pub items: [PriceItem; 6],
    pub why_choose: [WhyPoint; 6],
    pub emergency_heading: &'static str,
    pub emergency_text: &'static str,
    /// The quote form's preselected service on this page, and what the cards'
    /// 'Get Quote' buttons choose: the category's option
    /// (`QuoteOption::of_category`; electrical and building have their own,
    /// decision 38) unless the page chooses one of the ten that fits better.
    #[ts(type = "string")]
    #[schemars(with = "String")]
    pub quote_service: QuoteOption,
}

#[derive(Clone, Copy, Debug, Serialize, TS, JsonSchema)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct PriceItem {
    pub name: &'static str,
    pub description: &'static str,
    /// The 'From' price.
    pub price: Price,
    pub urgent: bool,
    pub icon: Icon,
}

#[derive(Clone, Copy, Debug, Serialize, TS, JsonSchema)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct WhyPoint {
    pub title: &'static str,
    pub text: &'static str,
}

/// The emergency page. Its figures are computed (`views::EmergencyView`):
/// a zone's postcodes and arrival window come from the areas it names.
#[derive(Clone, Copy, Debug)]
pub struct EmergencyPage {
    pub stats: [crate::Stat; 3],
    pub tiles: [EmergencyTile; 6],
    pub coverage: [CoverageZone; 6],
    pub before_we_arrive: [&'static str; 5],
}

#[derive(Clone, Copy, Debug)]
pub struct EmergencyTile {
    pub title: &'static str,
    pub description: &'static str,
    pub arrival: ArrivalPromise,
    pub icon: Icon,
}

/// What an emergency tile promises about arrival (decision 25: never more than
/// the visitor's area can keep).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ArrivalPromise {
    /// 'Your area's arrival window': the page's coverage list gives it.
    AreaWindow,
    /// 'Within N minutes': `codegen check` requires it to hold for every
    /// covered area, i.e. N is at least the slowest window's end.
    WithinMinutes(u16),
}

#[derive(Clone, Copy, Debug)]
pub struct CoverageZone {
    pub name: &'static str,
    /// The areas the zone stands for, by slug; its postcodes and arrival
    /// window are computed from them.
    pub areas: &'static [Slug],
}

/// About, privacy and terms: a title, a meta description and a Markdown body.
#[derive(Clone, Copy, Debug, Serialize, TS, JsonSchema)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct TextPage {
    pub slug: Slug,
    pub title: &'static str,
    pub description: &'static str,
    /// 'Last updated' date for policies.
    pub updated: crate::IsoDate,
    #[serde(skip)]
    #[ts(skip)]
    #[schemars(skip)]
    pub body_markdown: &'static str,
}

/// One entry of the sitemap page (brief 2: 14 of them).
#[derive(Clone, Copy, Debug, Serialize, TS, JsonSchema)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct SitemapEntry {
    pub title: &'static str,
    pub path: &'static str,
    pub description: &'static str,
}

/// The home page's six service cards (brief 2, Home).
#[derive(Clone, Copy, Debug, Serialize, TS, JsonSchema)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct HomeCard {
    pub title: &'static str,
    pub description: &'static str,
    pub icon: Icon,
    /// The catalogue service (its emergency cover decides the 24/7 badge) the card links to.
    pub service: Slug,
}
