//! Where we work, as data (decision 34, issue 20.1). The districts an area
//! lists are its own; `Coverage` adds the districts served from a nearby
//! area, the districts of the region we do not serve with the reason, and the
//! districts of Glasgow City, every one of which must be served or excluded.
//! The postcode checker answers from this, and every coverage sentence on
//! the site is computed from it, so no claim can be wider than the data.
//! Claims are typed by kind (issue 31.2): a district is given an area's
//! arrival window only as far as [`PartReach`] says the window reaches, and
//! planned work outside emergency cover has its own lead time.

use crate::{Area, PostcodeDistrict, ResponseTime, Slug};
use std::collections::BTreeMap;

#[derive(Clone, Copy, Debug)]
pub struct Coverage {
    /// Every postcode district with any part in Glasgow City council area.
    pub glasgow_city: &'static [PostcodeDistrict],
    /// Districts beyond the areas' own that we serve from a nearby area.
    pub nearby: &'static [Nearby],
    /// Districts of the region we do not serve, each with the reason.
    pub excluded: &'static [Excluded],
    /// Served districts that run beyond the arrival window of the area they
    /// are served from: the sectors within it, the rest planned work only.
    pub part_reach: &'static [PartReach],
    /// The catalogue's claim of how soon planned work is booked where we
    /// have no emergency cover (an area without an arrival window, or the
    /// part of a district beyond one): the lead time those pages and the
    /// postcode checker give, in place of any emergency response time.
    pub planned_only_lead: ResponseTime,
}

/// A served district that an area's arrival window reaches only in part:
/// G83 runs from Alexandria and Balloch up Loch Lomondside to Arrochar and
/// Tarbet, far beyond what Dumbarton's window can keep. The checker answers
/// a full postcode by its sector (the digit after the space: `G83 0` of
/// 'G83 0AB'): a listed sector gets the area's window, any other is planned
/// work only; the district alone gets both halves.
#[derive(Clone, Copy, Debug)]
pub struct PartReach {
    pub district: PostcodeDistrict,
    /// The sectors within the serving area's arrival window.
    pub window_sectors: &'static [u8],
    /// The places in those sectors, as a local would name them.
    pub window_places: &'static str,
    /// The places in the rest of the district, where we book planned work only.
    pub planned_places: &'static str,
}

impl PartReach {
    /// 'G83 0 and G83 9'.
    pub fn window_sector_names(&self) -> Vec<String> {
        self.window_sectors
            .iter()
            .map(|s| format!("{} {s}", self.district.as_str()))
            .collect()
    }
}

/// How far the serving areas' arrival windows reach what was asked about.
#[derive(Clone, Copy, Debug)]
pub enum Reach<'a> {
    /// The whole district, or this sector of it: the areas' windows hold.
    Window,
    /// A sector beyond the window: planned work only, whatever the area.
    PlannedOnly,
    /// A district asked for without its sector, reached only in part.
    Part(&'a PartReach),
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

/// Why we do not serve a district: a reason must be true of every place it
/// is given to (issue 31.2), so 'further out' carries the distance that
/// `codegen check` holds against the areas we travel to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Exclusion {
    /// A district of PO boxes and large users: no homes to visit.
    NoHomes,
    /// Further out than every area we travel to: the road distance from
    /// Glasgow city centre to the district's nearest town, in whole miles,
    /// must exceed every area's `distance_miles`.
    BeyondOurArea { road_miles: u8 },
    /// Not an area we work in, whatever its distance (Strathblane is nearer
    /// the city than towns we serve).
    NotServed,
}

impl Exclusion {
    /// What the checker says under 'outside the areas we cover', in place of
    /// its general help; `{places}` is filled in.
    pub const fn sentence(self) -> &'static str {
        match self {
            Exclusion::NoHomes => {
                "That district is for PO boxes and business mail, not homes: enter the postcode of the property."
            }
            Exclusion::BeyondOurArea { .. } => {
                "{places} is further out than the areas we travel to. If you are not sure, call us and we will tell you straight away."
            }
            Exclusion::NotServed => {
                "{places} is not one of the areas we work in. If you are not sure, call us and we will tell you straight away."
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
    /// `areas_covering` order, then the nearby area), its
    /// exclusion, or neither.
    pub fn of<'a>(&'a self, areas: &'a [Area], district: &str) -> Served<'a> {
        let mut found = areas_covering(areas, district);
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

    /// How far the serving areas' windows reach `district`, or the `sector`
    /// of it that a full postcode gives (the digit after the space).
    pub fn reach(&self, district: &str, sector: Option<u8>) -> Reach<'_> {
        match self
            .part_reach
            .iter()
            .find(|p| p.district.as_str() == district)
        {
            None => Reach::Window,
            Some(p) => match sector {
                Some(s) if p.window_sectors.contains(&s) => Reach::Window,
                Some(_) => Reach::PlannedOnly,
                None => Reach::Part(p),
            },
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
        let farthest = areas.iter().max_by_key(|a| a.distance_miles);
        for e in self.excluded {
            if let (Exclusion::BeyondOurArea { road_miles }, Some(far)) = (e.reason, farthest)
                && road_miles <= far.distance_miles
            {
                add(
                    format!("coverage.excluded[{}]", e.district.as_str()),
                    "reason",
                    format!(
                        "says {} is further out than the areas we travel to, but it is {road_miles} miles by road and we travel to {} at {} miles: give the reason `NotServed`, or correct the distance",
                        e.places, far.name, far.distance_miles
                    ),
                );
            }
        }
        let mut reached = BTreeMap::new();
        for (i, p) in self.part_reach.iter().enumerate() {
            let rec = format!("coverage.part_reach[{}]", p.district.as_str());
            if !own(p.district) && !self.nearby.iter().any(|n| n.district == p.district) {
                add(
                    rec.clone(),
                    "district",
                    "is not served: only a district an area lists or serves from nearby can be reached in part".into(),
                );
            }
            if p.window_sectors.is_empty() {
                add(
                    rec.clone(),
                    "window_sectors",
                    "is empty: a district no window reaches is planned work only; list the sectors that are within it".into(),
                );
            }
            let mut seen = Vec::new();
            for &s in p.window_sectors {
                if s > 9 || seen.contains(&s) {
                    add(
                        rec.clone(),
                        "window_sectors",
                        format!("`{s}` is not a sector digit 0-9 listed once"),
                    );
                }
                seen.push(s);
            }
            for (field, places) in [
                ("window_places", p.window_places),
                ("planned_places", p.planned_places),
            ] {
                if places.trim().is_empty() {
                    add(
                        rec.clone(),
                        field,
                        "is empty; name the places in those sectors".into(),
                    );
                }
            }
            if let Some(first) = reached.insert(p.district, i) {
                add(
                    rec,
                    "district",
                    format!("is listed twice (first as part_reach[{first}])"),
                );
            }
        }
        if crate::wording::answered_within_the_day(self.planned_only_lead) {
            add(
                "coverage".into(),
                "planned_only_lead",
                format!(
                    "`{}` is an emergency response time; outside emergency cover we book planned work, so give a lead time in days",
                    self.planned_only_lead.as_str()
                ),
            );
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

/// The areas covering `district`: those listing it as their main district
/// first, then the rest, each group in catalogue order.
pub fn areas_covering<'a>(areas: &'a [Area], district: &str) -> Vec<&'a Area> {
    let mut found: Vec<(usize, usize, &Area)> = areas
        .iter()
        .enumerate()
        .filter_map(|(i, a)| {
            a.postcodes
                .iter()
                .position(|p| p.as_str() == district)
                .map(|rank| (rank, i, a))
        })
        .collect();
    found.sort_by_key(|&(rank, i, _)| (rank, i));
    found.into_iter().map(|(_, _, a)| a).collect()
}

/// What the postcode checker says of a district we exclude: its reason,
/// places filled in.
pub fn exclusion_sentence(e: &Excluded) -> String {
    e.reason.sentence().replace("{places}", e.places)
}

/// The places we serve, named for a coverage sentence: the areas farthest
/// out in each direction would need geography we do not hold, so the
/// sentence names the farthest areas by distance. Pass only the areas with
/// an arrival window for the emergency sentence.
pub fn farthest_areas<'a>(areas: impl IntoIterator<Item = &'a Area>, n: usize) -> Vec<&'a Area> {
    let mut by_distance: Vec<&Area> = areas.into_iter().collect();
    by_distance.sort_by_key(|a| std::cmp::Reverse(a.distance_miles));
    by_distance.truncate(n);
    by_distance
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ArrivalWindow;

    fn area(slug: &'static str, district: &'static str, miles: u8, window: bool) -> Area {
        Area {
            id: miles as u32,
            name: slug,
            slug: Slug::new(slug),
            postcodes: Box::leak(Box::new([PostcodeDistrict::new(district)])),
            description: "",
            distance_miles: miles,
            centre: crate::geo::GLASGOW_CENTRE,
            population: None,
            key_services: &[],
            neighbourhoods: &[],
            main_streets: &[],
            property_types: &[],
            emergency_arrival: window.then(|| ArrivalWindow::minutes(35, 50)),
            details: None,
        }
    }

    const LOCH: PartReach = PartReach {
        district: PostcodeDistrict::new("G83"),
        window_sectors: &[0, 9],
        window_places: "Alexandria",
        planned_places: "Arrochar",
    };

    const NEARBY: [Nearby; 1] = [Nearby {
        district: PostcodeDistrict::new("G83"),
        places: "Alexandria and Arrochar",
        from: Slug::new("dumbarton"),
    }];

    fn coverage(excluded: &'static [Excluded], part: &'static [PartReach]) -> Coverage {
        Coverage {
            glasgow_city: &[],
            nearby: &NEARBY,
            excluded,
            part_reach: part,
            planned_only_lead: ResponseTime::ThreeToFiveDays,
        }
    }

    #[test]
    fn a_district_reached_in_part_is_answered_by_sector() {
        let c = coverage(&[], &[LOCH]);
        assert!(matches!(c.reach("G83", Some(0)), Reach::Window));
        assert!(matches!(c.reach("G83", Some(7)), Reach::PlannedOnly));
        assert!(matches!(c.reach("G83", None), Reach::Part(p) if p.window_places == "Alexandria"));
        assert!(matches!(c.reach("G82", Some(7)), Reach::Window));
        assert_eq!(LOCH.window_sector_names(), ["G83 0", "G83 9"]);
    }

    #[test]
    fn further_out_must_be_further_than_every_area_we_travel_to() {
        let areas = [
            area("dumbarton", "G82", 15, true),
            area("kilwinning", "KA13", 26, false),
        ];
        let nearer = Excluded {
            district: PostcodeDistrict::new("G63"),
            places: "Strathblane",
            reason: Exclusion::BeyondOurArea { road_miles: 11 },
        };
        let problems = coverage(Box::leak(Box::new([nearer])), &[]).problems(&areas);
        assert!(
            problems
                .iter()
                .any(|(r, f, m)| r == "coverage.excluded[G63]"
                    && f == "reason"
                    && m.contains("we travel to kilwinning at 26 miles")),
            "{problems:?}"
        );
        let farther = Excluded {
            reason: Exclusion::BeyondOurArea { road_miles: 34 },
            ..nearer
        };
        let not_served = Excluded {
            reason: Exclusion::NotServed,
            ..nearer
        };
        for e in [farther, not_served] {
            assert!(
                coverage(Box::leak(Box::new([e])), &[])
                    .problems(&areas)
                    .is_empty()
            );
        }
    }

    #[test]
    fn part_reach_and_the_planned_lead_are_checked() {
        let areas = [area("dumbarton", "G82", 15, true)];
        let bad = PartReach {
            district: PostcodeDistrict::new("G84"),
            window_sectors: &[],
            window_places: " ",
            ..LOCH
        };
        let mut c = coverage(&[], Box::leak(Box::new([bad])));
        c.planned_only_lead = ResponseTime::Under2Hours;
        let fields: Vec<(String, String)> = c
            .problems(&areas)
            .into_iter()
            .map(|(r, f, _)| (r, f))
            .collect();
        for (record, field) in [
            ("coverage.part_reach[G84]", "district"),
            ("coverage.part_reach[G84]", "window_sectors"),
            ("coverage.part_reach[G84]", "window_places"),
            ("coverage", "planned_only_lead"),
        ] {
            assert!(
                fields.contains(&(record.into(), field.into())),
                "{record}.{field} in {fields:?}"
            );
        }
        assert!(coverage(&[], &[LOCH]).problems(&areas).is_empty());
    }
}
