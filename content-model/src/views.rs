//! Shapes of the JSON files `codegen` emits, each sized for its consumer.
//! Catalogue types are reused where a consumer needs the whole record; these
//! add what is derived at build time (HTML, read time, slugs, counts).

use crate::*;
use schemars::JsonSchema;
use serde::Serialize;
use ts_rs::TS;

/// A category with its display name (decision 5) and its services' slugs in order.
#[derive(Clone, Debug, Serialize, TS, JsonSchema)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct CategoryInfo {
    pub slug: Category,
    pub name: String,
    pub services: Vec<Slug>,
    /// Its page shows the gas emergency notice first (`Category::involves_gas`).
    pub involves_gas: bool,
}

/// A whole service with what is derived from it: the page's quote form
/// preselects `quote_service` (`Service::quote_service`).
#[derive(Clone, Debug, Serialize, TS, JsonSchema)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct ServiceView {
    #[serde(flatten)]
    #[ts(flatten)]
    pub service: Service,
    /// The quote form option this service preselects (decision 38).
    #[ts(type = "string")]
    #[schemars(with = "String")]
    pub quote_service: QuoteOption,
    /// Its pages show the gas emergency notice first ([`Service::involves_gas`]).
    pub involves_gas: bool,
    /// Its description without the sentences that promise emergency cover
    /// ([`crate::wording::promises_emergency_cover`]): what a page about a
    /// place without emergency cover may say of it; null when nothing is left.
    pub planned_description: Option<String>,
    /// Its subcategories that promise no emergency cover (not 'Out-of-Hours
    /// Call-outs'), by slug: the ones such a page lists.
    pub planned_subcategories: Vec<Slug>,
}

impl From<&Service> for ServiceView {
    fn from(service: &Service) -> ServiceView {
        let promises = |text: &str| !crate::wording::promises_emergency_cover(text).is_empty();
        let planned: Vec<&str> = crate::copy::sentences(service.description)
            .filter(|s| !promises(s))
            .collect();
        ServiceView {
            service: *service,
            quote_service: service.quote_service(),
            involves_gas: service.involves_gas(),
            planned_description: (!planned.is_empty()).then(|| format!("{}.", planned.join(". "))),
            planned_subcategories: service
                .subcategories
                .iter()
                .filter(|s| !promises(s.name) && !promises(s.description))
                .map(|s| s.slug)
                .collect(),
        }
    }
}

/// A property type with its display name, e.g. `high-rise` and 'High-Rise'.
#[derive(Clone, Debug, Serialize, TS, JsonSchema)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct PropertyTypeInfo {
    pub slug: PropertyType,
    pub name: String,
}

impl From<PropertyType> for PropertyTypeInfo {
    fn from(t: PropertyType) -> PropertyTypeInfo {
        PropertyTypeInfo {
            slug: t,
            name: t.display_name().into(),
        }
    }
}

/// What lists, cards and menus need of a service (no long text).
#[derive(Clone, Debug, Serialize, TS, JsonSchema)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct ServiceSummary {
    pub id: u32,
    pub name: String,
    pub slug: Slug,
    pub category: Category,
    pub description: String,
    pub short_description: String,
    pub emergency_available: bool,
    pub response_time: ResponseTime,
}

/// What the areas index and menus need of an area.
#[derive(Clone, Debug, Serialize, TS, JsonSchema)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct AreaSummary {
    pub id: u32,
    pub name: String,
    pub slug: Slug,
    pub postcodes: Vec<PostcodeDistrict>,
    pub description: String,
    pub distance_miles: u8,
    /// Where the area is (`geo`): its centre as OS Open Names gives it.
    pub centre: crate::geo::Centre,
    /// Every other area within `NEAREST_MILES` by great-circle distance
    /// (and at least `NEAREST_AT_LEAST` of them), nearest first: 'nearby' on
    /// the site and the areas a one-job sample builds.
    pub nearest: Vec<crate::nearby::NearArea>,
    pub population: Option<u32>,
    pub emergency_available: bool,
    pub emergency_arrival: Option<ArrivalWindow>,
}

/// How far each area's summary lists the areas around it, in miles...
pub const NEAREST_MILES: f64 = 8.0;
/// ...and how many it lists however far they are.
pub const NEAREST_AT_LEAST: usize = 3;

/// A post as the blog list and its filters see it: no body.
#[derive(Clone, Debug, Serialize, TS, JsonSchema)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct PostSummary {
    pub slug: Slug,
    pub title: String,
    pub excerpt: String,
    pub category: PostCategory,
    pub tags: Vec<String>,
    /// ISO date, e.g. `2025-03-04`.
    pub date: IsoDate,
    /// e.g. `4 March 2025`.
    pub date_display: String,
    /// e.g. `6 min read` (decision 7: derived from the word count).
    pub read_time: String,
    pub author: String,
    pub image: String,
    pub image_alt: String,
}

/// A whole article: the summary plus its sanitised HTML body.
#[derive(Clone, Debug, Serialize, TS, JsonSchema)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct PostArticle {
    #[serde(flatten)]
    #[ts(flatten)]
    pub summary: PostSummary,
    pub word_count: u32,
    pub html: String,
}

/// About, privacy or terms, rendered.
#[derive(Clone, Debug, Serialize, TS, JsonSchema)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct TextPageView {
    pub slug: Slug,
    pub title: String,
    pub description: String,
    pub updated: IsoDate,
    pub updated_display: String,
    pub html: String,
}

/// The reviews with the rating computed from them (decision 2).
#[derive(Clone, Debug, Serialize, TS, JsonSchema)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct ReviewsData {
    pub reviews: Vec<ReviewView>,
    /// Mean of the ratings shown, to one decimal place.
    pub average_rating: f64,
    pub review_count: u32,
    /// True while any review shown is a sample (decision 26): the page says so.
    pub has_samples: bool,
    /// The rating pages may claim as customers' (the hero, the footer, the
    /// trust lines, structured data): none while any review is a sample
    /// (issue 31.8).
    pub claimed_rating: Option<f64>,
}

/// A review with what is derived from its source.
#[derive(Clone, Debug, Serialize, TS, JsonSchema)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct ReviewView {
    #[serde(flatten)]
    #[ts(flatten)]
    pub review: Review,
    /// Only a review with a public source is shown as verified.
    pub verified: bool,
    pub sample: bool,
}

/// A stat or trust line with its figure computed (`Fact`).
#[derive(Clone, Debug, Serialize, TS, JsonSchema)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct StatView {
    pub value: String,
    pub label: String,
}

#[derive(Clone, Debug, Serialize, TS, JsonSchema)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct TrustView {
    pub title: String,
    pub subtitle: String,
    pub icon: Icon,
    /// Holds only where we have emergency cover: left out of pages about a
    /// planned-only place (`ClaimReach`).
    pub emergency_cover_only: bool,
}

/// A home card with its 24/7 badge decided by its service's emergency cover.
#[derive(Clone, Debug, Serialize, TS, JsonSchema)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct HomeCardView {
    #[serde(flatten)]
    #[ts(flatten)]
    pub card: HomeCard,
    pub around_the_clock: bool,
}

/// The emergency page with every figure computed from the areas.
#[derive(Clone, Debug, Serialize, TS, JsonSchema)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct EmergencyView {
    pub stats: Vec<StatView>,
    pub tiles: Vec<EmergencyTileView>,
    pub coverage: Vec<CoverageZoneView>,
    pub immediate_actions: Vec<String>,
    pub before_we_arrive: Vec<String>,
}

#[derive(Clone, Debug, Serialize, TS, JsonSchema)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct EmergencyTileView {
    pub title: String,
    pub description: String,
    /// 'Within 90 minutes' or 'Your area's arrival window'.
    pub arrival: String,
    pub icon: Icon,
}

#[derive(Clone, Debug, Serialize, TS, JsonSchema)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct CoverageZoneView {
    pub name: String,
    /// The zone's areas' districts, e.g. 'G1, G2, G3, G4'.
    pub postcodes: String,
    /// The span of the zone's areas' windows.
    pub arrival: ArrivalWindow,
    /// The areas, for links.
    pub areas: Vec<Slug>,
}

/// Facts derived from the business record at build time.
#[derive(Clone, Debug, Serialize, TS, JsonSchema)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct SiteFacts {
    pub business: Business,
    /// Whole years since the founding year, as of the build (decision 2).
    pub years_trading: u16,
    /// The canonical origin, e.g. `https://www.example.co.uk` (decision 3).
    pub site_url: String,
    /// Areas plus their listed neighbourhoods: backs the '250+' claim.
    pub places_covered: u32,
    pub area_count: u32,
    /// 'all of Glasgow and the towns around it, as far out as Irvine,
    /// Kilwinning and Greenock': where we take planned work, computed from
    /// the coverage data. Never in emergency copy: it names areas outside
    /// emergency cover (issue 31.2).
    pub planned_coverage: String,
    /// The same sentence from the areas with an arrival window only: the one
    /// emergency copy may use.
    pub emergency_coverage: String,
    pub service_count: u32,
    /// The tag-manager container id (`GTM_ID`), or null for none (decision 18).
    pub tag_manager_id: Option<String>,
    /// The build year (the footer's copyright line).
    pub copyright_year: u16,
    /// Fastest start and slowest end of the covered areas' arrival windows.
    pub arrival_span: ArrivalWindow,
    /// How soon planned work is booked where we have no emergency cover
    /// (`Coverage::planned_only_lead`), e.g. '3-5 days'.
    pub planned_only_lead: ResponseTime,
    /// Every time we promise and what a quote is, worded once (issue 31.3).
    pub promises: crate::Promises,
    pub home_stats: Vec<StatView>,
    pub review_stats: Vec<StatView>,
    pub trust_strip: Vec<TrustView>,
}

/// One static path of the site and what renders it. The single list that
/// `generateStaticParams`, the sitemap, the API's page-view check and the
/// link checker all read.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, TS, JsonSchema)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct Route {
    pub path: String,
    /// `pageType` and what that kind of page is given beyond its parameters.
    #[serde(flatten)]
    #[ts(flatten)]
    pub kind: RouteKind,
    /// The dynamic segments, by the route folder's parameter names.
    pub params: RouteParams,
    /// Listed in the sitemap and open to search engines (decision 27); other
    /// pages carry `noindex, follow` and stay reachable for visitors.
    pub indexable: bool,
}

impl Route {
    pub const fn page_type(&self) -> PageType {
        self.kind.page_type()
    }
}

/// A route's page type, tagged as `pageType` on the wire (the same names as
/// `PageType`), with what the service-in-area pages display: the service's
/// cover in the area and, on a variant page, which variant it is, so no page
/// works either out for itself.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, TS, JsonSchema)]
#[serde(tag = "pageType", rename_all = "kebab-case")]
#[ts(tag = "pageType", rename_all = "kebab-case")]
pub enum RouteKind {
    Home,
    Services,
    Service,
    Category,
    Emergency,
    Areas,
    Area,
    ServiceLocation {
        cover: Cover,
    },
    ServiceNeighbourhood {
        cover: Cover,
        /// The neighbourhood's name, e.g. 'Thornwood'.
        neighbourhood: String,
    },
    ServicePropertyType {
        cover: Cover,
        #[serde(rename = "propertyType")]
        #[ts(rename = "propertyType")]
        property_type: PropertyType,
    },
    Reviews,
    /// A page of 'Our work': one page of a list of jobs, newest first.
    OurWork {
        list: WorkList,
        /// This page's number, from 1.
        page: u32,
        /// How many pages the list has.
        pages: u32,
        /// How many jobs the whole list has.
        jobs: u32,
        /// Jobs on a full page: this page shows the list's jobs from
        /// `(page - 1) * perPage`, at most `perPage` of them.
        #[serde(rename = "perPage")]
        #[ts(rename = "perPage")]
        per_page: u32,
    },
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

impl RouteKind {
    pub const fn page_type(&self) -> PageType {
        match self {
            RouteKind::Home => PageType::Home,
            RouteKind::Services => PageType::Services,
            RouteKind::Service => PageType::Service,
            RouteKind::Category => PageType::Category,
            RouteKind::Emergency => PageType::Emergency,
            RouteKind::Areas => PageType::Areas,
            RouteKind::Area => PageType::Area,
            RouteKind::ServiceLocation { .. } => PageType::ServiceLocation,
            RouteKind::ServiceNeighbourhood { .. } => PageType::ServiceNeighbourhood,
            RouteKind::ServicePropertyType { .. } => PageType::ServicePropertyType,
            RouteKind::Reviews => PageType::Reviews,
            RouteKind::OurWork { .. } => PageType::OurWork,
            RouteKind::Contact => PageType::Contact,
            RouteKind::About => PageType::About,
            RouteKind::Blog => PageType::Blog,
            RouteKind::BlogPost => PageType::BlogPost,
            RouteKind::Privacy => PageType::Privacy,
            RouteKind::Terms => PageType::Terms,
            RouteKind::CancellationForm => PageType::CancellationForm,
            RouteKind::Sitemap => PageType::Sitemap,
            RouteKind::NotFound => PageType::NotFound,
        }
    }

    /// The service's cover in the area, on service-in-area and variant routes.
    pub const fn cover(&self) -> Option<Cover> {
        match self {
            RouteKind::ServiceLocation { cover }
            | RouteKind::ServiceNeighbourhood { cover, .. }
            | RouteKind::ServicePropertyType { cover, .. } => Some(*cover),
            _ => None,
        }
    }
}

/// Which jobs a list of 'Our work' holds: every job, one trade's (a service
/// category's) or one area's.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, TS, JsonSchema)]
#[serde(tag = "by", rename_all = "kebab-case")]
#[ts(tag = "by", rename_all = "kebab-case")]
pub enum WorkList {
    All,
    Trade { category: Category },
    Area { area: Slug },
}

#[derive(Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Serialize, TS, JsonSchema)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct RouteParams {
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub slug: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub service: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub location: Option<String>,
    /// The third segment: a neighbourhood slug or a property type.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub variant: Option<String>,
    /// 'Our work''s optional catch-all (`our-work/[[...list]]`): the
    /// segments after `/our-work`, e.g. `["in", "paisley", "page", "2"]`;
    /// empty for `/our-work` itself.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub list: Option<Vec<String>>,
}

impl RouteParams {
    pub fn is_empty(&self) -> bool {
        *self == RouteParams::default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The wire tag of every route kind is its `PageType`'s name, so the API's
    /// page-view check and the site read the same `pageType`.
    #[test]
    fn route_kinds_are_tagged_with_their_page_type() {
        let cover = Cover::Planned {
            lead: ResponseTime::OneToThreeDays,
        };
        let kinds = [
            RouteKind::Home,
            RouteKind::Services,
            RouteKind::Service,
            RouteKind::Category,
            RouteKind::Emergency,
            RouteKind::Areas,
            RouteKind::Area,
            RouteKind::ServiceLocation { cover },
            RouteKind::ServiceNeighbourhood {
                cover,
                neighbourhood: "Thornwood".into(),
            },
            RouteKind::ServicePropertyType {
                cover,
                property_type: PropertyType::HighRise,
            },
            RouteKind::Reviews,
            RouteKind::OurWork {
                list: WorkList::All,
                page: 1,
                pages: 1,
                jobs: 5,
                per_page: 24,
            },
            RouteKind::Contact,
            RouteKind::About,
            RouteKind::Blog,
            RouteKind::BlogPost,
            RouteKind::Privacy,
            RouteKind::Terms,
            RouteKind::CancellationForm,
            RouteKind::Sitemap,
            RouteKind::NotFound,
        ];
        let types: Vec<PageType> = kinds.iter().map(RouteKind::page_type).collect();
        assert_eq!(types, PageType::ALL, "one kind per page type, in order");
        for kind in &kinds {
            let json = serde_json::to_value(kind).unwrap();
            assert_eq!(json["pageType"], kind.page_type().as_str(), "{kind:?}");
        }
        let route = Route {
            path: "/services/a/b/high-rise".into(),
            kind: kinds[9].clone(),
            params: RouteParams::default(),
            indexable: false,
        };
        assert_eq!(
            serde_json::to_string(&route).unwrap(),
            r#"{"path":"/services/a/b/high-rise","pageType":"service-property-type","cover":{"kind":"planned","lead":"1-3 days"},"propertyType":"high-rise","params":{},"indexable":false}"#
        );
    }
}
