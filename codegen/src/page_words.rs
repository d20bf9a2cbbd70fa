//! The words a page is found by (issue 32.4): each route's title,
//! description, keywords and preview picture, composed here from the
//! catalogue so `codegen check` judges them in a second rather than after a
//! build of every page. The site's pages pass them to `pageMetadata`
//! (site/lib/seo.ts) as they are; the title template and the drawn preview
//! card for a page without a picture of its own stay in the site.

use crate::facts::Derived;
use content_model::views::{Route, RouteKind, ServiceView};
use content_model::*;
use schemars::JsonSchema;
use serde::Serialize;

/// What a search result and a link preview show of one page.
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct PageWords {
    /// The route's path, e.g. `/services/boiler-repair`.
    pub path: String,
    /// Without the site's name: the layout's title template adds it.
    pub title: String,
    pub description: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub keywords: Option<Vec<String>>,
    /// The page's own picture for link previews; absent, an indexable page
    /// gets its drawn card (site/lib/seo.ts).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub image: Option<PageImage>,
}

/// A page's own preview picture.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, JsonSchema, ts_rs::TS)]
#[serde(tag = "kind", rename_all = "kebab-case")]
#[ts(tag = "kind", rename_all = "kebab-case")]
pub enum PageImage {
    /// A job's photograph, by its original's file name: the site looks up
    /// its 1200x630 crop in generated/photos.json, which the site's photo
    /// step names by content hash after codegen has run.
    Photo { file: String, alt: String },
    /// A picture at a fixed path of the site, e.g. an article's raster card.
    Picture { url: String, alt: String },
}

/// The words of every route that has them, in route order. The 404 page has
/// none: it is never indexed and writes its title in full.
pub fn all<'r>(derived: &Derived<'_>, routes: &'r [Route]) -> Vec<(&'r Route, PageWords)> {
    routes
        .iter()
        .filter_map(|r| of(derived, r).map(|w| (r, w)))
        .collect()
}

/// A JSON array of every route's words, one route a line: compact (there
/// are about 14,000), yet a diff shows which pages' words changed. An array,
/// not an object keyed by path: TypeScript types a JSON import, and an
/// object of 14,000 keys is a type of 14,000 properties.
pub fn json(derived: &Derived<'_>, routes: &[Route]) -> Result<String, serde_json::Error> {
    let all = all(derived, routes);
    let mut out = String::from("[\n");
    for (i, (_, words)) in all.iter().enumerate() {
        out.push_str(&serde_json::to_string(words)?);
        out.push_str(if i + 1 < all.len() { ",\n" } else { "\n" });
    }
    out.push_str("]\n");
    Ok(out)
}

fn owned(list: &[&str]) -> Option<Vec<String>> {
    Some(list.iter().map(|s| s.to_string()).collect())
}

fn words(title: impl Into<String>, description: impl Into<String>) -> PageWords {
    PageWords {
        path: String::new(),
        title: title.into(),
        description: description.into(),
        keywords: None,
        image: None,
    }
}

/// 'G1, G2, G3'.
pub(crate) fn postcode_list_of(a: &Area) -> String {
    a.postcodes
        .iter()
        .map(|p| p.as_str())
        .collect::<Vec<_>>()
        .join(", ")
}

/// One route's words, or `None` for the 404 page (or a route whose record is gone).
pub fn of(derived: &Derived<'_>, route: &Route) -> Option<PageWords> {
    let cat = derived.cat;
    let b = &cat.business;
    let slug = route.params.slug.as_deref().unwrap_or_default();
    let found = match &route.kind {
        RouteKind::Home => PageWords {
            keywords: owned(&[
                "plumber glasgow",
                "emergency plumber glasgow",
                "boiler repair glasgow",
                "gas safe engineer glasgow",
                "heating engineer glasgow",
            ]),
            ..words(
                "Glasgow Plumbers, Heating & Gas Engineers | 24/7 Emergency Call-Outs",
                format!(
                    "Highly rated plumbing, heating, gas and electrical work across {}. Gas Safe engineers, free quotes, 24/7 emergency call-outs.",
                    derived.emergency_coverage()
                ),
            )
        },
        RouteKind::Services => PageWords {
            keywords: owned(&[
                "plumbing services glasgow",
                "heating engineer glasgow",
                "gas engineer glasgow",
                "electrician glasgow",
                "roofer glasgow",
                "emergency plumber glasgow",
            ]),
            ..words(
                "Our Services: Plumbing, Heating, Gas, Electrical & Building in Glasgow",
                format!(
                    "All {} of our services in one place: plumbing, heating, gas, electrical, roofing, drainage, building, kitchens and bathrooms across Glasgow, with 24/7 emergency call-outs.",
                    cat.services.len()
                ),
            )
        },
        RouteKind::Service => {
            let s = cat.service(slug)?;
            let suffix = if s.emergency_available {
                " | 24/7 Call-Outs"
            } else {
                ""
            };
            PageWords {
                keywords: owned(s.keywords),
                ..words(format!("{} in Glasgow{suffix}", s.name), s.description)
            }
        }
        RouteKind::Category => {
            let p = cat
                .category_pages
                .iter()
                .find(|p| p.slug.as_str() == slug)?;
            PageWords {
                keywords: owned(p.keywords),
                ..words(
                    format!("{}: Prices & Free Quotes", p.title),
                    p.meta_description,
                )
            }
        }
        RouteKind::Emergency => PageWords {
            keywords: owned(&[
                "emergency plumber glasgow",
                "24 hour plumber glasgow",
                "burst pipe glasgow",
                "emergency boiler repair glasgow",
                "blocked drain glasgow",
                "out of hours plumber glasgow",
            ]),
            ..words(
                "24/7 Emergency Plumber & Heating Engineer in Glasgow",
                format!(
                    "Burst pipe, major leak, blocked drain or boiler breakdown? Our emergency engineers cover {}, day and night, with arrival from {} minutes depending on your area.",
                    derived.emergency_coverage(),
                    derived.arrival_span().from_minutes
                ),
            )
        },
        RouteKind::Areas => PageWords {
            keywords: owned(&[
                "plumber near me glasgow",
                "glasgow areas covered",
                "emergency plumber glasgow",
                "plumber lanarkshire",
                "plumber renfrewshire",
            ]),
            ..words(
                "Areas We Cover: Glasgow and Surrounding Towns",
                format!(
                    "Plumbers, heating, gas and electrical engineers in {} areas, covering {}. Find your area, see local cover and get a free quote.",
                    cat.areas.len(),
                    derived.planned_coverage()
                ),
            )
        },
        RouteKind::Area => crate::page_words_local::area(cat, cat.area(slug)?),
        RouteKind::ServiceLocation { .. }
        | RouteKind::ServiceNeighbourhood { .. }
        | RouteKind::ServicePropertyType { .. } => {
            let s = cat.service(route.params.service.as_deref()?)?;
            let a = cat.area(route.params.location.as_deref()?)?;
            crate::page_words_local::service_here(cat, &route.kind, s, a)?
        }
        RouteKind::Reviews => {
            let (title, description) = if derived.rating_is_from_samples() {
                (
                    "Reviews: How Customer Reviews Appear Here",
                    format!(
                        "How reviews of {}’s plumbing, heating, gas and electrical work appear on this site, and how to leave your own. The reviews shown now are examples, not reviews of real jobs.",
                        b.name
                    ),
                )
            } else {
                (
                    "Customer Reviews of Our Glasgow Plumbers & Engineers",
                    format!(
                        "Read what Glasgow homeowners say about {}: reviews of our plumbing, heating, gas and electrical work, and how to leave your own.",
                        b.name
                    ),
                )
            };
            PageWords {
                keywords: Some(vec![
                    "plumber reviews glasgow".into(),
                    "heating engineer reviews".into(),
                    "gas engineer reviews glasgow".into(),
                    format!("{} reviews", b.name.to_lowercase()),
                ]),
                ..words(title, description)
            }
        }
        RouteKind::OurWork {
            list, page, pages, ..
        } => crate::page_words_work::of(cat, list, *page, *pages)?,
        RouteKind::Contact => PageWords {
            keywords: owned(&[
                "contact plumber glasgow",
                "glasgow plumber phone number",
                "emergency plumber glasgow",
                "free plumbing quote glasgow",
            ]),
            ..words(
                "Contact Us: Call, WhatsApp or Email Our Glasgow Team",
                format!(
                    "Contact {} on {}, by WhatsApp or email. Opening hours, the areas we cover and a free quote form. Emergencies answered 24/7.",
                    b.name,
                    b.phone.display()
                ),
            )
        },
        RouteKind::About => PageWords {
            keywords: Some(vec![
                format!("about {}", b.name.to_lowercase()),
                "glasgow plumbing company".into(),
                "gas safe engineers glasgow".into(),
                "niceic electricians glasgow".into(),
            ]),
            ..words(
                format!(
                    "About Us: Glasgow Plumbing, Heating & Gas Since {}",
                    b.founded
                ),
                cat.about.description,
            )
        },
        RouteKind::Blog => PageWords {
            keywords: owned(&[
                "plumbing advice glasgow",
                "heating tips",
                "boiler advice",
                "gas safety advice",
                "home maintenance glasgow",
                "tenement plumbing",
            ]),
            ..words(
                "Plumbing, Heating & Home Advice Blog for Glasgow",
                format!(
                    "Practical plumbing, heating, gas and home maintenance advice for Glasgow homeowners and landlords, from the engineers at {}.",
                    b.name
                ),
            )
        },
        RouteKind::BlogPost => {
            let p = cat.posts.iter().find(|p| p.slug.as_str() == slug)?;
            PageWords {
                keywords: owned(p.tags),
                // The raster card drawn beside the article's SVG (scripts/social-cards.mjs).
                image: Some(PageImage::Picture {
                    url: p.image_path().replace(".svg", ".jpg"),
                    alt: p.image_alt.into(),
                }),
                ..words(p.title, derived.render_page(p.excerpt))
            }
        }
        RouteKind::Privacy => PageWords {
            keywords: owned(&["privacy policy", "data protection", "uk gdpr", "cookies"]),
            ..words(
                "Privacy Policy: How We Use Your Personal Data",
                cat.privacy.description,
            )
        },
        RouteKind::Terms => PageWords {
            keywords: owned(&[
                "terms and conditions",
                "guarantee",
                "cancellation",
                "quotes",
            ]),
            ..words("Terms and Conditions of Our Work", cat.terms.description)
        },
        RouteKind::CancellationForm => {
            words("Model Cancellation Form", cat.cancellation_form.description)
        }
        RouteKind::Sitemap => PageWords {
            keywords: owned(&["sitemap", "site map", "website pages"]),
            ..words(
                "Sitemap: Every Section of Our Website",
                format!(
                    "A list of the main pages on the {} website: services, emergency call-outs, the areas we cover, reviews, advice articles and how to contact us.",
                    b.name
                ),
            )
        },
        RouteKind::NotFound => return None,
    };
    Some(PageWords {
        path: route.path.clone(),
        ..found
    })
}

/// `planned_description` of a service: its description without the
/// sentences that promise emergency cover (`ServiceView`).
pub(crate) fn planned_description(s: &Service) -> Option<String> {
    ServiceView::from(s).planned_description
}
