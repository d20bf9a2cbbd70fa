//! The areas nearest one another by their centres' great-circle distance
//! (`geo`), and the catalogue check of each area's centre (issue 34.6).

use crate::Area;
use crate::geo::{GLASGOW_CENTRE, MAX_MILES_FROM_CENTRE, plausible};
use schemars::JsonSchema;
use serde::Serialize;
use ts_rs::TS;

/// What is wrong with an area's centre, if anything, as a message for the
/// catalogue check.
pub fn centre_problem(area: &Area) -> Option<String> {
    let from_glasgow = area.centre.miles_to(&GLASGOW_CENTRE);
    if from_glasgow > MAX_MILES_FROM_CENTRE {
        return Some(format!(
            "is {from_glasgow:.1} miles from Glasgow city centre ({}, {}); areas lie within {MAX_MILES_FROM_CENTRE:.0}: is a figure mistyped or are latitude and longitude swapped?",
            GLASGOW_CENTRE.latitude, GLASGOW_CENTRE.longitude
        ));
    }
    if !plausible(from_glasgow, area.distance_miles) {
        return Some(format!(
            "is {from_glasgow:.1} miles from Glasgow city centre in a straight line, which does not fit the {} road miles `distance_miles` states: check both against OS Open Names",
            area.distance_miles
        ));
    }
    None
}

/// Another area and how far away it is.
#[derive(Clone, Debug, PartialEq, Serialize, TS, JsonSchema)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct NearArea {
    pub slug: crate::Slug,
    /// Great-circle miles between the centres, to one decimal place.
    pub miles: f64,
}

/// Every other area, nearest first (ties by name, so the order is stable).
pub fn nearest<'a>(areas: &'a [Area], from: &Area) -> Vec<(&'a Area, f64)> {
    let mut out: Vec<(&Area, f64)> = areas
        .iter()
        .filter(|a| a.slug != from.slug)
        .map(|a| (a, from.centre.miles_to(&a.centre)))
        .collect();
    out.sort_by(|x, y| x.1.total_cmp(&y.1).then(x.0.name.cmp(y.0.name)));
    out
}

/// The areas within `miles` of `from`, and at least its `at_least`
/// nearest however far, nearest first, with their distances rounded for
/// the site's data.
pub fn nearest_views(areas: &[Area], from: &Area, miles: f64, at_least: usize) -> Vec<NearArea> {
    nearest(areas, from)
        .into_iter()
        .enumerate()
        .take_while(|(i, (_, d))| *i < at_least || *d <= miles)
        .map(|(_, near)| near)
        .map(|(a, miles)| NearArea {
            slug: a.slug,
            miles: (miles * 10.0).round() / 10.0,
        })
        .collect()
}
