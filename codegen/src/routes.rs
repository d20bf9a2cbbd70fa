//! Every static path of the site with its page type (SPEC 2, PRODUCT 8).

use content_model::views::{Route, RouteParams};
use content_model::{Catalogue, PageType};

/// All routes, grouped by page type in the order a visitor meets them.
pub fn all(cat: &Catalogue) -> Vec<Route> {
    let mut routes = Vec::new();
    let mut push = |path: String, page_type: PageType, params: RouteParams| {
        let indexable = is_indexable(page_type);
        routes.push(Route {
            path,
            page_type,
            params,
            indexable,
        })
    };

    push("/".into(), PageType::Home, RouteParams::default());
    push(
        "/services".into(),
        PageType::Services,
        RouteParams::default(),
    );
    for s in &cat.services {
        push(
            format!("/services/{}", s.slug),
            PageType::Service,
            RouteParams {
                slug: Some(s.slug.to_string()),
                ..Default::default()
            },
        );
    }
    for p in &cat.category_pages {
        push(
            format!("/{}", p.slug),
            PageType::Category,
            RouteParams {
                slug: Some(p.slug.to_string()),
                ..Default::default()
            },
        );
    }
    push(
        "/emergency".into(),
        PageType::Emergency,
        RouteParams::default(),
    );
    push("/areas".into(), PageType::Areas, RouteParams::default());
    for a in &cat.areas {
        push(
            format!("/areas/{}", a.slug),
            PageType::Area,
            RouteParams {
                slug: Some(a.slug.to_string()),
                ..Default::default()
            },
        );
    }
    for s in &cat.services {
        for a in &cat.areas {
            let params = |variant: Option<String>| RouteParams {
                service: Some(s.slug.to_string()),
                location: Some(a.slug.to_string()),
                variant,
                ..Default::default()
            };
            push(
                format!("/services/{}/{}", s.slug, a.slug),
                PageType::ServiceLocation,
                params(None),
            );
            // PRODUCT 8: neighbourhood pages only for emergency-capable services,
            // where nearness is the point of the page.
            if s.emergency_available {
                for n in a.neighbourhoods {
                    push(
                        format!("/services/{}/{}/{}", s.slug, a.slug, n.slug),
                        PageType::ServiceNeighbourhood,
                        params(Some(n.slug.to_string())),
                    );
                }
            }
            // ...and property-type pages for the types the service itself lists.
            for t in s.property_types {
                push(
                    format!("/services/{}/{}/{}", s.slug, a.slug, t.as_str()),
                    PageType::ServicePropertyType,
                    params(Some(t.as_str().to_string())),
                );
            }
        }
    }
    push("/reviews".into(), PageType::Reviews, RouteParams::default());
    push("/contact".into(), PageType::Contact, RouteParams::default());
    push("/about".into(), PageType::About, RouteParams::default());
    push("/blog".into(), PageType::Blog, RouteParams::default());
    for p in &cat.posts {
        push(
            format!("/blog/{}", p.slug),
            PageType::BlogPost,
            RouteParams {
                slug: Some(p.slug.to_string()),
                ..Default::default()
            },
        );
    }
    push("/privacy".into(), PageType::Privacy, RouteParams::default());
    push("/terms".into(), PageType::Terms, RouteParams::default());
    push("/sitemap".into(), PageType::Sitemap, RouteParams::default());
    push("/404".into(), PageType::NotFound, RouteParams::default());
    routes
}

/// PRODUCT 27: only pages with substance of their own are indexed; the rest
/// stay reachable for visitors with `noindex, follow`.
///
/// Service-in-area pages are not indexed. Measured on the export (`just test`'s
/// audit), the same service in another area, or another service in the same
/// area, shares 59-73% of a page's main-content shingles even with every
/// area's local details, its arrival window and the local problems of the
/// service's trade on the page: the spec's template (subcategories, 'Why
/// Choose Us', the local-information card) outweighs what differs. Searches
/// such as 'boiler repair Paisley' are served by the area page (which links
/// every service there) and the service page. Variant pages (a neighbourhood
/// or property type of a service in an area) repeat their service-in-area
/// page and are not indexed either.
fn is_indexable(page_type: PageType) -> bool {
    !matches!(
        page_type,
        PageType::NotFound
            | PageType::ServiceLocation
            | PageType::ServiceNeighbourhood
            | PageType::ServicePropertyType
    )
}

/// How many routes there are of each page type, in `PageType::ALL` order.
pub fn counts(routes: &[Route]) -> Vec<(PageType, usize)> {
    PageType::ALL
        .iter()
        .map(|&t| (t, routes.iter().filter(|r| r.page_type == t).count()))
        .collect()
}
