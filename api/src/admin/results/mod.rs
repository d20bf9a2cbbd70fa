//! `GET /api/admin/results`: what the site won in a period (issue 11.5).
//! Views and visitors come from the per-day rows the page-view counter
//! writes; enquiries are the real leads (status `new`) sent in the period,
//! grouped by the page they were sent from (its type, service and area from
//! the route table) and by their UTM source and campaign. Calls and chats
//! are the clicks on the phone and WhatsApp links (`contact_clicks`), grouped
//! the same way by the page they were on and the visit's landing UTM (issue
//! 13.4). Days are London calendar days.

use crate::admin::{AdminRoute, Owner};
use crate::http::error::AppError;
use crate::http::extract::ApiQuery;
use crate::http::routes_table::RouteTable;
use crate::state::AppState;
use crate::store::uk_time;
use axum::Json;
use axum::extract::State;
use axum::http::Method;
use chrono::{Duration, NaiveDate};
use content_model::admin::{ResultDay, ResultRow, ResultTotals, Results, TopPage};
use serde::Deserialize;
use std::collections::HashMap;
use std::sync::OnceLock;

mod money;
mod reviews;
mod tally;
mod won_csv;

use tally::{Counts, Tally};

pub fn routes() -> Vec<AdminRoute> {
    vec![
        AdminRoute::new(Method::GET, "/results", || axum::routing::get(results)),
        // Every won job's value and customer: the owner's, as the money is.
        AdminRoute::owner_only(Method::GET, "/results/won.csv", || {
            axum::routing::get(won_csv::download)
        }),
    ]
}

/// The period shown when none is asked for: the last 30 days, today included.
pub const DEFAULT_DAYS: i64 = 30;
/// The longest period asked for: a year, leap years included.
pub const MAX_DAYS: i64 = 366;
/// How many pages `topPages` lists.
pub const TOP_PAGES: usize = 10;

/// `source` of a view or enquiry with no UTM source, as in the leads filter.
const DIRECT: &str = "(direct)";
/// `campaign` of a view or enquiry with no UTM campaign.
const NO_CAMPAIGN: &str = "(none)";
/// The page of an enquiry sent from no known page.
const UNKNOWN_PAGE: &str = "(unknown)";

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Query {
    from: Option<String>,
    to: Option<String>,
}

/// Whether `owner` is shown money totals (quoted and won values): Results
/// is open to staff, its money is the owner's alone (issue 33.7).
pub fn sees_money(owner: &Owner) -> bool {
    owner.role == content_model::admin::Role::Owner
}

async fn results(
    owner: Owner,
    State(state): State<AppState>,
    ApiQuery(q): ApiQuery<Query>,
) -> Result<Json<Results>, AppError> {
    let (from, to) = period(q.from.as_deref(), q.to.as_deref(), &uk_time::today())?;
    let mut report = report(&state.db, &state.routes, from, to).await?;
    // Staff see the counts; the money part is left out of their answer.
    if !sees_money(&owner) {
        report.money = None;
    }
    Ok(Json(report))
}

fn parse_day(field: &str, value: &str) -> Result<NaiveDate, AppError> {
    // chrono alone accepts `2026-1-5` and `+2026-01-05`; the contract is
    // `YYYY-MM-DD`, so the shape is checked first.
    let shaped = value.len() == 10
        && value.bytes().enumerate().all(|(i, b)| {
            if i == 4 || i == 7 {
                b == b'-'
            } else {
                b.is_ascii_digit()
            }
        });
    shaped
        .then(|| NaiveDate::parse_from_str(value, "%Y-%m-%d").ok())
        .flatten()
        .ok_or_else(|| {
            AppError::BadRequest(format!(
                "`{field}` must be a calendar date written YYYY-MM-DD, not `{}`.",
                value.chars().take(40).collect::<String>()
            ))
        })
}

/// The period asked for, both days included; by default the `DEFAULT_DAYS`
/// to `today` (or to `to` when only that is given).
pub fn period(
    from: Option<&str>,
    to: Option<&str>,
    today: &str,
) -> Result<(NaiveDate, NaiveDate), AppError> {
    let to = match to.filter(|s| !s.is_empty()) {
        Some(t) => parse_day("to", t)?,
        None => parse_day("to", today)?,
    };
    let from = match from.filter(|s| !s.is_empty()) {
        Some(f) => parse_day("from", f)?,
        None => to - Duration::days(DEFAULT_DAYS - 1),
    };
    if to < from {
        return Err(AppError::BadRequest(
            "`to` is before `from`: the period must end on or after the day it starts.".into(),
        ));
    }
    let days = (to - from).num_days() + 1;
    if days > MAX_DAYS {
        return Err(AppError::BadRequest(format!(
            "The period is {days} days long; at most {MAX_DAYS} days can be shown at once."
        )));
    }
    Ok((from, to))
}

fn ymd(d: NaiveDate) -> String {
    d.format("%Y-%m-%d").to_string()
}

/// Enquiries over views; None when more enquiries than views were counted
/// (a form sent without the page's view counted, or its view before the
/// period), where a rate such as 266.7% would only mislead (issue 23.9).
fn rate(enquiries: i64, views: i64) -> Option<f64> {
    if enquiries > views {
        return None;
    }
    if views <= 0 {
        return Some(0.0);
    }
    // Four decimal places: a hundredth of a per cent is finer than the owner
    // reads, and round numbers compare cleanly.
    Some((enquiries as f64 / views as f64 * 10_000.0).round() / 10_000.0)
}

/// Display names of the services and areas, by slug.
fn names() -> &'static (HashMap<String, String>, HashMap<String, String>) {
    static NAMES: OnceLock<(HashMap<String, String>, HashMap<String, String>)> = OnceLock::new();
    NAMES.get_or_init(|| {
        let cat = content::catalogue();
        (
            cat.services
                .iter()
                .map(|s| (s.slug.to_string(), s.name.to_string()))
                .collect(),
            cat.areas
                .iter()
                .map(|a| (a.slug.to_string(), a.name.to_string()))
                .collect(),
        )
    })
}

fn page_type_label(key: &str) -> String {
    let label = match key {
        "home" => "Home page",
        "services" => "All services",
        "service" => "Service",
        "category" => "Service category",
        "emergency" => "Emergency",
        "areas" => "All areas",
        "area" => "Area",
        "service-location" => "Service in an area",
        "service-neighbourhood" => "Service in a neighbourhood",
        "service-property-type" => "Service for a property type",
        "reviews" => "Reviews",
        "our-work" => "Our work",
        "contact" => "Contact",
        "about" => "About",
        "blog" => "Blog",
        "blog-post" => "Blog post",
        "privacy" => "Privacy",
        "terms" => "Terms",
        "cancellation-form" => "Cancellation form",
        "sitemap" => "Site map",
        "not-found" => "Page not found",
        UNKNOWN_PAGE => "Unknown or removed page",
        other => other,
    };
    label.to_string()
}

/// Rows of one grouping, most contacts first (`Counts::rank`).
fn rows(groups: HashMap<String, Counts>, label: impl Fn(&str) -> String) -> Vec<ResultRow> {
    let mut groups: Vec<(String, Counts)> = groups.into_iter().collect();
    groups.sort_by(|(ka, a), (kb, b)| b.rank().cmp(&a.rank()).then_with(|| ka.cmp(kb)));
    groups
        .into_iter()
        .map(|(key, c)| ResultRow {
            label: label(&key),
            views: c.views,
            visitors: c.visitors,
            enquiries: c.enquiries,
            calls: c.calls,
            chats: c.chats,
            conversion_rate: rate(c.enquiries, c.views),
            key,
        })
        .collect()
}

/// The report for `from..=to` (London days).
pub async fn report(
    db: &crate::store::db::Db,
    routes: &RouteTable,
    from: NaiveDate,
    to: NaiveDate,
) -> Result<Results, AppError> {
    let (from_s, to_s) = (ymd(from), ymd(to));
    let Tally {
        daily,
        pages,
        counted_type,
        landings,
        enquiries,
        money,
    } = Tally::gather(db, from, to).await?;
    let money = money::report(&money, routes);
    let reviews = reviews::count(db, from, to).await?;

    let (service_names, area_names) = names();
    let mut by_type: HashMap<String, Counts> = HashMap::new();
    let mut by_service: HashMap<String, Counts> = HashMap::new();
    let mut by_area: HashMap<String, Counts> = HashMap::new();
    let mut top: Vec<(Counts, TopPage)> = Vec::with_capacity(pages.len());
    for (path, c) in &pages {
        let route = routes.route(path);
        let page_type = route
            .map(|r| r.page_type.as_str().to_string())
            .or_else(|| counted_type.get(path).cloned())
            .unwrap_or_else(|| UNKNOWN_PAGE.to_string());
        by_type.entry(page_type.clone()).or_default().add(*c);
        if let Some(s) = route.and_then(|r| r.service.clone()) {
            by_service.entry(s).or_default().add(*c);
        }
        if let Some(a) = route.and_then(|r| r.area.clone()) {
            by_area.entry(a).or_default().add(*c);
        }
        top.push((
            *c,
            TopPage {
                path: path.clone(),
                page_type,
                views: c.views,
                enquiries: c.enquiries,
                calls: c.calls,
                chats: c.chats,
                conversion_rate: rate(c.enquiries, c.views),
            },
        ));
    }
    top.sort_by(|(a, pa), (b, pb)| b.rank().cmp(&a.rank()).then_with(|| pa.path.cmp(&pb.path)));
    top.truncate(TOP_PAGES);

    let mut by_source: HashMap<String, Counts> = HashMap::new();
    let mut by_campaign: HashMap<String, Counts> = HashMap::new();
    for ((source, campaign), c) in landings {
        by_source.entry(source).or_default().add(c);
        by_campaign.entry(campaign).or_default().add(c);
    }

    let totals = daily.values().fold(Counts::default(), |mut t, c| {
        t.add(*c);
        t
    });
    debug_assert_eq!(totals.enquiries, enquiries);
    Ok(Results {
        from: from_s,
        to: to_s,
        totals: ResultTotals {
            views: totals.views,
            visitors: totals.visitors,
            enquiries: totals.enquiries,
            calls: totals.calls,
            chats: totals.chats,
            conversion_rate: rate(totals.enquiries, totals.views),
        },
        daily: daily
            .into_iter()
            .map(|(day, c)| ResultDay {
                day,
                views: c.views,
                visitors: c.visitors,
                enquiries: c.enquiries,
                calls: c.calls,
                chats: c.chats,
            })
            .collect(),
        by_page_type: rows(by_type, page_type_label),
        by_service: rows(by_service, |k| {
            service_names
                .get(k)
                .cloned()
                .unwrap_or_else(|| k.to_string())
        }),
        by_area: rows(by_area, |k| {
            area_names.get(k).cloned().unwrap_or_else(|| k.to_string())
        }),
        by_source: rows(by_source, |k| match k {
            DIRECT => "Direct or unknown".to_string(),
            other => other.to_string(),
        }),
        by_campaign: rows(by_campaign, |k| match k {
            NO_CAMPAIGN => "No campaign".to_string(),
            other => other.to_string(),
        }),
        top_pages: top.into_iter().map(|(_, page)| page).collect(),
        reviews,
        money: Some(money),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use content_model::PageType;

    fn err(r: Result<(NaiveDate, NaiveDate), AppError>) -> String {
        match r {
            Err(AppError::BadRequest(m)) => m,
            other => panic!("expected a 400, got {other:?}"),
        }
    }

    #[test]
    fn the_period_defaults_to_the_last_30_days() {
        let (from, to) = period(None, None, "2026-11-23").unwrap();
        assert_eq!(
            (ymd(from), ymd(to)),
            ("2026-10-25".into(), "2026-11-23".into())
        );
        let (from, to) = period(None, Some("2026-03-01"), "2026-11-23").unwrap();
        assert_eq!(
            (ymd(from), ymd(to)),
            ("2026-01-31".into(), "2026-03-01".into())
        );
        assert!(period(Some("2025-11-23"), Some("2026-11-23"), "x").is_ok());
    }

    #[test]
    fn bad_periods_are_refused_precisely() {
        assert!(err(period(Some("2026-13-01"), None, "2026-11-23")).contains("`from`"));
        assert!(err(period(Some("2026-1-5"), None, "2026-11-23")).contains("YYYY-MM-DD"));
        assert!(err(period(None, Some("+2026-01-05"), "2026-11-23")).contains("`to`"));
        assert!(err(period(Some("2026-02-30"), None, "2026-11-23")).contains("`from`"));
        assert!(err(period(Some("2026-11-02"), Some("2026-11-01"), "x")).contains("before `from`"));
        assert!(err(period(Some("2025-01-01"), Some("2026-01-02"), "x")).contains("at most 366"));
    }

    #[test]
    fn every_page_type_has_a_label() {
        for t in PageType::ALL {
            assert_ne!(page_type_label(t.as_str()), t.as_str(), "{t:?}");
        }
    }

    #[test]
    fn conversion_is_enquiries_over_views() {
        assert_eq!(rate(1, 4), Some(0.25));
        assert_eq!(rate(0, 0), Some(0.0));
        assert_eq!(rate(1, 3), Some(0.3333));
        assert_eq!(rate(8, 3), None, "not 266.7%");
        assert_eq!(rate(3, 0), None);
    }
}
