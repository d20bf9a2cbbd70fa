//! Every static path of the site with its page type (brief 2, decision 8).

use content_model::views::{Route, RouteKind, RouteParams};
use content_model::{Catalogue, Cover, PageType};

/// All routes, grouped by page type in the order a visitor meets them.
pub fn all(cat: &Catalogue) -> Vec<Route> {
    let mut routes = Vec::new();
    // 'Our work' earns its place with real jobs; a list of samples is not indexed.
    let real_work = cat.jobs.iter().any(|j| !j.is_sample());
    let mut push = |path: String, kind: RouteKind, params: RouteParams| {
        let indexable = match kind {
            RouteKind::OurWork { .. } => crate::work_pages::is_indexable(&kind, real_work),
            _ => is_indexable(kind.page_type()),
        };
        routes.push(Route {
            path,
            kind,
            params,
            indexable,
        })
    };

    push("/".into(), RouteKind::Home, RouteParams::default());
    push(
        "/services".into(),
        RouteKind::Services,
        RouteParams::default(),
    );
    for s in &cat.services {
        push(
            format!("/services/{}", s.slug),
            RouteKind::Service,
            RouteParams {
                slug: Some(s.slug.to_string()),
                ..Default::default()
            },
        );
    }
    for p in &cat.category_pages {
        push(
            format!("/{}", p.slug),
            RouteKind::Category,
            RouteParams {
                slug: Some(p.slug.to_string()),
                ..Default::default()
            },
        );
    }
    push(
        "/emergency".into(),
        RouteKind::Emergency,
        RouteParams::default(),
    );
    push("/areas".into(), RouteKind::Areas, RouteParams::default());
    for a in &cat.areas {
        push(
            format!("/areas/{}", a.slug),
            RouteKind::Area,
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
            // One rule for the service's cover here, displayed by the page and
            // every variant of it.
            let cover = Cover::of(s, a, cat.coverage.planned_only_lead);
            push(
                format!("/services/{}/{}", s.slug, a.slug),
                RouteKind::ServiceLocation { cover },
                params(None),
            );
            // Decision 8: neighbourhood pages only for emergency-capable services,
            // where nearness is the point of the page.
            if s.emergency_available {
                for n in a.neighbourhoods {
                    push(
                        format!("/services/{}/{}/{}", s.slug, a.slug, n.slug),
                        RouteKind::ServiceNeighbourhood {
                            cover,
                            neighbourhood: n.name.into(),
                        },
                        params(Some(n.slug.to_string())),
                    );
                }
            }
            // ...and property-type pages for the types the service itself lists.
            for t in s.property_types {
                push(
                    format!("/services/{}/{}/{}", s.slug, a.slug, t.as_str()),
                    RouteKind::ServicePropertyType {
                        cover,
                        property_type: *t,
                    },
                    params(Some(t.as_str().to_string())),
                );
            }
        }
    }
    push(
        "/reviews".into(),
        RouteKind::Reviews,
        RouteParams::default(),
    );
    // Every job, each trade's and each area's, a page of 24 at a time (issue 35.3).
    for (path, kind, params) in crate::work_pages::routes(cat) {
        push(path, kind, params);
    }
    push(
        "/contact".into(),
        RouteKind::Contact,
        RouteParams::default(),
    );
    push("/about".into(), RouteKind::About, RouteParams::default());
    push("/blog".into(), RouteKind::Blog, RouteParams::default());
    for p in &cat.posts {
        push(
            format!("/blog/{}", p.slug),
            RouteKind::BlogPost,
            RouteParams {
                slug: Some(p.slug.to_string()),
                ..Default::default()
            },
        );
    }
    push(
        "/privacy".into(),
        RouteKind::Privacy,
        RouteParams::default(),
    );
    push("/terms".into(), RouteKind::Terms, RouteParams::default());
    push(
        content_model::legal::CANCELLATION_FORM_PATH.into(),
        RouteKind::CancellationForm,
        RouteParams::default(),
    );
    push(
        "/sitemap".into(),
        RouteKind::Sitemap,
        RouteParams::default(),
    );
    push("/404".into(), RouteKind::NotFound, RouteParams::default());
    // A service-in-area page earns indexing with local proof (issue 22.4).
    for r in routes.iter_mut() {
        if let (RouteKind::ServiceLocation { .. }, Some(service), Some(area)) =
            (&r.kind, &r.params.service, &r.params.location)
        {
            r.indexable = earns_indexing(cat, service, area);
        }
    }
    routes
}

/// Issue 22.4 (decision 27): a service-in-area page is indexed once it
/// carries proof of its own: a real (not sample) job of that service in that
/// area, or a real review of that service there (by the service's name and
/// the area's or one of its neighbourhoods' names). Its own job gives the
/// page wording no sibling has; the export audit still checks it shares at
/// most half its main content with its nearest sibling. Samples never count.
pub fn earns_indexing(cat: &Catalogue, service: &str, area: &str) -> bool {
    let (Some(s), Some(a)) = (cat.service(service), cat.area(area)) else {
        return false;
    };
    let job = cat
        .jobs
        .iter()
        .any(|j| !j.is_sample() && j.service == s.slug && j.area == a.slug);
    let in_area = |place: &str| {
        place.eq_ignore_ascii_case(a.name)
            || a.neighbourhoods
                .iter()
                .any(|n| place.eq_ignore_ascii_case(n.name))
    };
    let review = cat
        .reviews
        .iter()
        .any(|r| !r.is_sample() && r.service.eq_ignore_ascii_case(s.name) && in_area(r.location));
    job || review
}

/// Decision 27: only pages with substance of their own are indexed; the rest
/// stay reachable for visitors with `noindex, follow`.
///
/// Service-in-area pages are not indexed unless they earn it with local proof
/// (`earns_indexing`). Without it, measured on the export (`just test`'s
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
            // A form to print or copy, linked from the terms: nothing to search for.
            | PageType::CancellationForm
    )
}

/// How many routes there are of each page type, in `PageType::ALL` order.
pub fn counts(routes: &[Route]) -> Vec<(PageType, usize)> {
    PageType::ALL
        .iter()
        .map(|&t| (t, routes.iter().filter(|r| r.page_type() == t).count()))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use content_model::PropertyType;

    fn route<'a>(routes: &'a [Route], path: &str) -> &'a Route {
        routes
            .iter()
            .find(|r| r.path == path)
            .unwrap_or_else(|| panic!("{path} is not a route"))
    }

    /// Every service-in-area and variant route carries `Cover::of` its
    /// service and area; no other route carries a cover.
    #[test]
    fn service_in_area_routes_carry_their_cover() {
        let cat = content::catalogue();
        let routes = all(&cat);
        for r in &routes {
            let service = r.params.service.as_deref().and_then(|s| cat.service(s));
            let area = r.params.location.as_deref().and_then(|a| cat.area(a));
            match (service, area) {
                (Some(s), Some(a)) => {
                    assert_eq!(
                        r.kind.cover(),
                        Some(Cover::of(s, a, cat.coverage.planned_only_lead)),
                        "{}",
                        r.path
                    )
                }
                _ => assert_eq!(r.kind.cover(), None, "{}", r.path),
            }
        }
        // Kilwinning has no emergency cover (decision 25): planned visits at
        // the catalogue's planned-work lead time, never 'Under 2 hours'.
        let lead = cat.coverage.planned_only_lead;
        assert_eq!(
            route(&routes, "/services/emergency-plumbing/kilwinning")
                .kind
                .cover(),
            Some(Cover::ByAppointment { lead })
        );
        assert_eq!(
            route(&routes, "/services/leak-detection/kilwinning")
                .kind
                .cover(),
            Some(Cover::Planned { lead })
        );
        assert!(
            route(&routes, "/services/emergency-plumbing/partick/thornwood")
                .kind
                .cover()
                .is_some_and(|c| c.is_emergency())
        );
        assert_eq!(
            route(&routes, "/services/rewiring/paisley").kind.cover(),
            Some(Cover::Planned {
                lead: cat.service("rewiring").unwrap().response_time
            })
        );
    }

    /// A variant route says which variant it is: the property type, or the
    /// neighbourhood's name, matching its third segment.
    #[test]
    fn variant_routes_say_which_variant_they_are() {
        let cat = content::catalogue();
        for r in all(&cat) {
            let variant = r.params.variant.as_deref();
            match &r.kind {
                RouteKind::ServicePropertyType { property_type, .. } => {
                    assert_eq!(variant, Some(property_type.as_str()), "{}", r.path)
                }
                RouteKind::ServiceNeighbourhood { neighbourhood, .. } => {
                    let area = cat.area(r.params.location.as_deref().unwrap()).unwrap();
                    let place = area
                        .neighbourhoods
                        .iter()
                        .find(|n| Some(n.slug.as_str()) == variant)
                        .unwrap_or_else(|| panic!("{}: not a neighbourhood", r.path));
                    assert_eq!(neighbourhood, place.name, "{}", r.path);
                    assert!(PropertyType::parse(place.slug.as_str()).is_none());
                }
                _ => assert_eq!(variant, None, "{}", r.path),
            }
        }
    }
}
