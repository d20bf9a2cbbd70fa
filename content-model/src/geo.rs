//! Where a place is (issue 34.6): its centre and the great-circle distance
//! between two centres (`nearby` finds the areas nearest one). 'Nearby' on the site (the
//! jobs a service-in-area page shows from other areas, the areas a one-job
//! sample export builds) is by these distances; it used to be by postcode
//! letters, which put Kilwinning next to nothing and Greenock next to
//! Paisley.
//!
//! Source of the coordinates: each area's centre is the point Ordnance
//! Survey's OS Open Names gives for the named populated place (its town,
//! village or suburb entry, e.g. 'Partick' or 'Paisley'), in WGS84 decimal
//! degrees rounded to 3 places (about 100 m). They were entered by hand from
//! that gazetteer's points as a maintainer knows them, not downloaded; the
//! catalogue check (`validate`) holds each one within `MAX_MILES_FROM_CENTRE`
//! of Glasgow city centre and within a plausible straight-line distance of
//! the road distance the area states, which catches a swapped or mistyped
//! figure. A new area takes its centre from OS Open Names the same way.

use schemars::JsonSchema;
use serde::Serialize;
use ts_rs::TS;

/// A place's centre: `Centre::at(55.861, -4.251)` (latitude, longitude).
/// A point outside the British Isles' rough box does not compile.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, TS, JsonSchema)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct Centre {
    pub latitude: f64,
    pub longitude: f64,
}

impl Centre {
    pub const fn at(latitude: f64, longitude: f64) -> Centre {
        assert!(
            latitude > 49.0 && latitude < 61.0 && longitude > -9.0 && longitude < 2.0,
            "a centre is `Centre::at(latitude, longitude)` in decimal degrees, in Britain"
        );
        Centre {
            latitude,
            longitude,
        }
    }

    /// Great-circle (haversine) distance in statute miles.
    pub fn miles_to(&self, other: &Centre) -> f64 {
        const EARTH_RADIUS_MILES: f64 = 3958.8;
        let (la1, la2) = (self.latitude.to_radians(), other.latitude.to_radians());
        let dla = la2 - la1;
        let dlo = (other.longitude - self.longitude).to_radians();
        let h = (dla / 2.0).sin().powi(2) + la1.cos() * la2.cos() * (dlo / 2.0).sin().powi(2);
        2.0 * EARTH_RADIUS_MILES * h.sqrt().asin()
    }
}

/// Glasgow city centre (George Square), from which every `distance_miles`
/// is measured.
pub const GLASGOW_CENTRE: Centre = Centre::at(55.861, -4.251);

/// The farthest an area's centre may lie from Glasgow city centre.
pub const MAX_MILES_FROM_CENTRE: f64 = 30.0;

/// What a stated road distance allows of the straight line: roads are never
/// shorter than it, and around the Clyde rarely more than 1.6 times it; a
/// couple of miles of slack for whole-mile rounding and the city's grid.
pub fn plausible(straight_miles: f64, road_miles: u8) -> bool {
    let road = f64::from(road_miles);
    straight_miles <= road + 2.0 && straight_miles >= road / 1.6 - 2.0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn measures_great_circle_miles() {
        // Glasgow to Edinburgh's centre is about 42 miles as the crow flies.
        let edinburgh = Centre::at(55.953, -3.189);
        let d = GLASGOW_CENTRE.miles_to(&edinburgh);
        assert!((41.0..44.0).contains(&d), "{d}");
        assert_eq!(GLASGOW_CENTRE.miles_to(&GLASGOW_CENTRE), 0.0);
    }

    #[test]
    fn a_road_distance_bounds_the_straight_line() {
        assert!(plausible(5.0, 6));
        assert!(plausible(20.8, 25));
        assert!(!plausible(12.0, 3), "a straight line longer than the road");
        assert!(!plausible(2.0, 25), "far too short for the road");
    }
}
