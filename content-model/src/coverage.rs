//! Where we work, as data (PRODUCT 34, issue 20.1). The districts an area
//! lists are its own; `Coverage` adds the districts served from a nearby
//! area, the districts of the region we do not serve with the reason, and the
//! districts of Glasgow City, every one of which must be served or excluded.
//! The postcode checker answers from this, and every coverage sentence on
//! the site is computed from it, so no claim can be wider than the data.

use crate::{Area, PostcodeDistrict, Slug};
use schemars::JsonSchema;
use serde::Serialize;
use std::collections::BTreeMap;
use ts_rs::TS;

#[derive(Clone, Copy, Debug)]
pub struct Coverage {
    /// Every postcode district with any part in Glasgow City council area.
    pub glasgow_city: &'static [PostcodeDistrict],
    /// Districts beyond the areas' own that we serve from a nearby area.
    pub nearby: &'static [Nearby],
    /// Districts of the region we do not serve, each with the reason.
    pub excluded: &'static [Excluded],
}

/// A district served from a nearby area: the checker answers with that
/// area's page and cover.
#[derive(Clone, Copy, Debug)]
pub struct Nearby {
    pub district: PostcodeDistrict,
    /// The places in it, as a local would name them (`Kilbarchan`).
    pub places: &'static str,
    pub from: Slug,
}

/// A district of the region we do not serve.
#[derive(Clone, Copy, Debug)]
pub struct Excluded {
    pub district: PostcodeDistrict,
    pub places: &'static str,
    pub reason: Exclusion,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, TS, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum Exclusion {
    /// A district of PO boxes and large users: no homes to visit.
    NoHomes,
    /// Further out than any area we travel to.
    BeyondOurArea,
}

impl Exclusion {
    /// What the checker says under 'outside the areas we cover', in place of
    /// its general help; `{places}` is filled in.
    pub const fn sentence(self) -> &'static str {
        match self {
            Exclusion::NoHomes => {
                "That district is for PO boxes and business mail, not homes: enter the postcode of the property."
            }
            Exclusion::BeyondOurArea => {
                "{places} is further out than the areas we travel to. If you are not sure, call us and we will tell you straight away."
            }
        }
    }
}

/// Where one district stands.
#[derive(Clone, Debug)]
pub enum Served<'a> {
    /// Served by these areas, most relevant first.
    By(Vec<&'a Area>),
    Excluded(&'a Excluded),
    /// Not in our data: outside the region.
    Unknown,
}

impl Coverage {
    /// The areas serving `district` (their own districts first, in
    /// `postcode::areas_covering` order, then the nearby area), its
    /// exclusion, or neither.
    pub fn of<'a>(&'a self, areas: &'a [Area], district: &str) -> Served<'a> {
        let mut found = crate::postcode::areas_covering(areas, district);
        for n in self
            .nearby
            .iter()
            .filter(|n| n.district.as_str() == district)
        {
            if let Some(a) = areas.iter().find(|a| a.slug == n.from)
                && !found.iter().any(|f| f.id == a.id)
            {
                found.push(a);
            }
        }
        if !found.is_empty() {
            return Served::By(found);
        }
        match self
            .excluded
            .iter()
            .find(|e| e.district.as_str() == district)
        {
            Some(e) => Served::Excluded(e),
            None => Served::Unknown,
        }
    }

    /// Every served district, with its areas.
    pub fn served<'a>(&'a self, areas: &'a [Area]) -> BTreeMap<&'static str, Vec<&'a Area>> {
        let districts = areas
            .iter()
            .flat_map(|a| a.postcodes.iter().copied())
            .chain(self.nearby.iter().map(|n| n.district));
        districts
            .filter_map(|d| match self.of(areas, d.as_str()) {
                Served::By(list) => Some((d.as_str(), list)),
                _ => None,
            })
            .collect()
    }

    /// The rules (`codegen check`): `(record, field, message)` for each problem.
    pub fn problems(&self, areas: &[Area]) -> Vec<(String, String, String)> {
        let mut out = Vec::new();
        let mut add = |record: String, field: &str, message: String| {
            out.push((record, field.to_string(), message))
        };
        let own = |d: PostcodeDistrict| areas.iter().any(|a| a.postcodes.contains(&d));
        let mut listed = BTreeMap::new();
        for (i, n) in self.nearby.iter().enumerate() {
            let rec = format!("coverage.nearby[{}]", n.district.as_str());
            if !areas.iter().any(|a| a.slug == n.from) {
                add(
                    rec.clone(),
                    "from",
                    format!("`{}` is not an area's slug", n.from.as_str()),
                );
            }
            if own(n.district) {
                add(
                    rec.clone(),
                    "district",
                    "is already an area's own district; list it once".into(),
                );
            }
            if n.places.trim().is_empty() {
                add(
                    rec.clone(),
                    "places",
                    "is empty; name the places in the district".into(),
                );
            }
            if let Some(first) = listed.insert(n.district, format!("nearby[{i}]")) {
                add(
                    rec,
                    "district",
                    format!("is listed twice (first as {first})"),
                );
            }
        }
        for (i, e) in self.excluded.iter().enumerate() {
            let rec = format!("coverage.excluded[{}]", e.district.as_str());
            if own(e.district) || self.nearby.iter().any(|n| n.district == e.district) {
                add(
                    rec.clone(),
                    "district",
                    "is served, so it cannot also be excluded: remove one of the two".into(),
                );
            }
            if e.places.trim().is_empty() {
                add(
                    rec.clone(),
                    "places",
                    "is empty; name the places in the district".into(),
                );
            }
            if let Some(first) = listed.insert(e.district, format!("excluded[{i}]")) {
                add(
                    rec,
                    "district",
                    format!("is listed twice (first as {first})"),
                );
            }
        }
        for d in self.glasgow_city {
            if matches!(self.of(areas, d.as_str()), Served::Unknown) {
                add(
                    format!("coverage.glasgow_city[{}]", d.as_str()),
                    "district",
                    "is in Glasgow City but neither served nor excluded: add it to an area's postcodes or to coverage.nearby, or exclude it with its reason".into(),
                );
            }
        }
        out
    }
}

/// What the postcode checker says of a district we exclude: its reason,
/// places filled in.
pub fn exclusion_sentence(e: &Excluded) -> String {
    e.reason.sentence().replace("{places}", e.places)
}

/// The places we serve, named for a coverage sentence: the areas farthest
/// out in each direction would need geography we do not hold, so the
/// sentence names the farthest areas by distance.
pub fn farthest_areas(areas: &[Area], n: usize) -> Vec<&Area> {
    let mut by_distance: Vec<&Area> = areas.iter().collect();
    by_distance.sort_by_key(|a| std::cmp::Reverse(a.distance_miles));
    by_distance.truncate(n);
    by_distance
}
