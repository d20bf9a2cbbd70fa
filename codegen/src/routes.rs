//! Every static path of the site with its page type (SPEC 2, PRODUCT 8).

use content_model::views::{Route, RouteParams};
use content_model::{Catalogue, PageType};

/// All routes, grouped by page type in the order a visitor meets them.
pub fn all(cat: &Catalogue) -> Vec<Route> {
    let mut routes = Vec::new();
    let mut push = |path: String, page_type: PageType, params: RouteParams| {
        routes.push(Route {
            path,
            page_type,
            params,
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

/// How many routes there are of each page type, in `PageType::ALL` order.
pub fn counts(routes: &[Route]) -> Vec<(PageType, usize)> {
    PageType::ALL
        .iter()
        .map(|&t| (t, routes.iter().filter(|r| r.page_type == t).count()))
        .collect()
}
