//! `GET /api/postcode?q=&from=`: the postcode checker for visitors without
//! JavaScript (issue 13.1). Anyone may call it; it reads only the catalogue
//! and writes nothing. A district is served by the areas that list it or by
//! a nearby area, or excluded with a reason (`content_model::coverage`).
//! One covering area answers 303 to that area's page, or
//! to the service-in-area page when asked from a service's page, unless the
//! area's arrival window reaches only part of the district and the postcode
//! is not in that part (issue 31.2: that page would promise the window);
//! several areas, none, such a part, or an input that is not a postcode get
//! a page that says so (a 400 for the last, with the message and the form to
//! try again).
//!
//! The browser's checker answers the same from the same index and sentences
//! (`content_model::postcode`), without asking the API.

use crate::http::extract::ApiQuery;
use crate::mail::templates;
use crate::state::AppState;
use axum::extract::State;
use axum::http::{StatusCode, header};
use axum::response::{Html, IntoResponse, Redirect, Response};
use content_model::coverage::{self, Reach, Served};
use content_model::postcode::{self, ANSWER_COPY};
use content_model::{Area, Service};
use serde::{Deserialize, Serialize};

#[derive(Deserialize)]
pub struct CheckQuery {
    q: Option<String>,
    /// The page the form was on; only a service's own page changes the answer.
    from: Option<String>,
}

/// An area as the answer page lists it.
#[derive(Serialize)]
struct AnswerArea {
    name: &'static str,
    href: String,
    line: String,
    /// 'Boiler Repair in Paisley', when asked from a service's page.
    service_link: Option<(String, String)>,
}

pub async fn check(State(state): State<AppState>, ApiQuery(q): ApiQuery<CheckQuery>) -> Response {
    let cat = content::catalogue();
    let service = q
        .from
        .as_deref()
        .and_then(|from| service_of(from, &cat.services));
    // Only a path we recognise is carried into the page's form again.
    let from = service.map(|s| format!("/services/{}", s.slug));
    let typed = q.q.unwrap_or_default();
    let b = templates::business(&state.cfg.site_url);
    let query = match postcode::parse(&typed) {
        Ok(query) => query,
        Err(problem) => {
            let value: String = typed.chars().take(postcode::MAX_INPUT_CHARS).collect();
            return page(
                StatusCode::BAD_REQUEST,
                minijinja::context! {
                    b, title => "Check your postcode", error => problem.message(), value, from,
                },
            );
        }
    };
    let (areas, excluded) = match cat.coverage.of(&cat.areas, &query.district) {
        Served::By(areas) => (areas, None),
        Served::Excluded(e) => (Vec::new(), Some(coverage::exclusion_sentence(e))),
        Served::Unknown => (Vec::new(), None),
    };
    let reach = cat.coverage.reach(&query.district, query.sector());
    let lead = cat.coverage.planned_only_lead;
    // The area's page promises its window: only where the window reaches.
    let page_holds = |a: &Area| a.emergency_arrival.is_none() || matches!(reach, Reach::Window);
    if let [area] = areas.as_slice()
        && page_holds(area)
    {
        let to = match service {
            Some(s) => service_in_area(s, area),
            None => format!("/areas/{}", area.slug),
        };
        return Redirect::to(&to).into_response();
    }
    let listed: Vec<AnswerArea> = areas
        .iter()
        .map(|a| AnswerArea {
            name: a.name,
            href: format!("/areas/{}", a.slug),
            line: ANSWER_COPY.cover_line(a, service, reach, lead),
            service_link: service
                .map(|s| (service_in_area(s, a), format!("{} in {}", s.name, a.name))),
        })
        .collect();
    let shown = query.display();
    let (title, help) = if listed.is_empty() {
        let help = excluded.unwrap_or_else(|| ANSWER_COPY.outside_help.to_string());
        (ANSWER_COPY.outside(shown), Some(help))
    } else {
        (ANSWER_COPY.covered(shown), None)
    };
    page(
        StatusCode::OK,
        minijinja::context! { b, title, help, areas => listed, value => shown, from },
    )
}

/// The service whose own page `from` is (`/services/{slug}`), if any.
fn service_of<'a>(from: &str, services: &'a [Service]) -> Option<&'a Service> {
    let slug = from.strip_prefix("/services/")?.trim_end_matches('/');
    services.iter().find(|s| s.slug.as_str() == slug)
}

fn service_in_area(service: &Service, area: &Area) -> String {
    format!("/services/{}/{}", service.slug, area.slug)
}

fn page(status: StatusCode, ctx: minijinja::Value) -> Response {
    match templates::render("pages/postcode.html", ctx) {
        // The answer depends only on the query and the catalogue.
        Ok(html) => (
            status,
            [(header::CACHE_CONTROL, "public, max-age=300")],
            Html(html),
        )
            .into_response(),
        Err(e) => crate::http::error::AppError::internal("pages/postcode.html", e).into_response(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_a_services_own_page_names_a_service() {
        let services = &content::catalogue().services;
        assert_eq!(
            service_of("/services/boiler-repair", services).map(|s| s.name),
            Some("Boiler Repair")
        );
        assert_eq!(
            service_of("/services/boiler-repair/", services).map(|s| s.name),
            Some("Boiler Repair")
        );
        for other in [
            "/",
            "/areas/paisley",
            "/services/boiler-repair/paisley",
            "/services/no-such-service",
            "https://evil.example/services/boiler-repair",
        ] {
            assert!(service_of(other, services).is_none(), "{other}");
        }
    }
}
