//! Issue 34.6: every area has a centre (with its source in content-model's
//! `geo`), the check refuses one that cannot be right, and 'nearby' is by
//! great-circle distance, not by postcode letters.

use crate::broken;

use broken::{assert_names, report_for};
use content_model::geo::GLASGOW_CENTRE;
use content_model::nearby::{centre_problem, nearest, nearest_views};
use content_model::*;

fn area<'a>(c: &'a Catalogue, slug: &str) -> &'a Area {
    c.areas.iter().find(|a| a.slug.as_str() == slug).unwrap()
}

fn nearest_slugs(c: &Catalogue, slug: &str, n: usize) -> Vec<&'static str> {
    nearest(&c.areas, area(c, slug))
        .into_iter()
        .take(n)
        .map(|(a, _)| a.slug.as_str())
        .collect()
}

#[test]
fn every_area_lies_near_glasgow_and_fits_its_road_distance() {
    let c = content::catalogue();
    for a in &c.areas {
        assert_eq!(centre_problem(a), None, "{}", a.slug.as_str());
        assert!(a.centre.miles_to(&GLASGOW_CENTRE) <= 30.0);
    }
}

#[test]
fn a_swapped_centre_fails_the_check_naming_the_field() {
    let mut c = content::catalogue();
    let i = c
        .areas
        .iter()
        .position(|a| a.slug.as_str() == "paisley")
        .unwrap();
    // Longitude and latitude swapped: off the map of Scotland altogether.
    c.areas[i].centre = Centre::at(55.846, 1.0);
    assert_names(&report_for(c), "areas[paisley]", "centre");
}

#[test]
fn a_centre_that_does_not_fit_the_road_distance_fails() {
    let mut c = content::catalogue();
    let i = c
        .areas
        .iter()
        .position(|a| a.slug.as_str() == "partick")
        .unwrap();
    // Greenock's centre under Partick's 3 road miles.
    c.areas[i].centre = Centre::at(55.948, -4.763);
    let r = report_for(c);
    assert_names(&r, "areas[partick]", "centre");
    assert!(r.contains("does not fit the 3 road miles"), "{r}");
}

#[test]
fn nearest_areas_are_the_real_neighbours() {
    let c = content::catalogue();
    // Kilwinning's neighbour is Irvine, three miles off; by postcode letters
    // (KA) it had Kilmarnock too, and nothing else near.
    assert_eq!(nearest_slugs(&c, "kilwinning", 1), vec!["irvine"]);
    assert_eq!(nearest_slugs(&c, "greenock", 1), vec!["port-glasgow"]);
    let paisley = nearest_slugs(&c, "paisley", 3);
    assert!(paisley.contains(&"linwood"), "{paisley:?}");
    assert!(paisley.contains(&"renfrew"), "{paisley:?}");
    let partick = nearest_slugs(&c, "partick", 3);
    assert!(partick.contains(&"govan"), "{partick:?}");
    assert!(partick.contains(&"hyndland"), "{partick:?}");
    // Sharing 'PA' once made Greenock a neighbour of Paisley: it is 15 miles off as the crow flies.
    let greenock = nearest(&c.areas, area(&c, "paisley"))
        .into_iter()
        .find(|(a, _)| a.slug.as_str() == "greenock")
        .unwrap()
        .1;
    assert!(greenock > 12.0, "{greenock}");
}

#[test]
fn the_site_data_lists_the_nearest_with_rounded_miles_nearest_first() {
    let c = content::catalogue();
    let list = nearest_views(&c.areas, area(&c, "bearsden"), 8.0, 3);
    assert!(list.len() >= 8, "{list:?}");
    assert!(list.iter().all(|n| n.miles <= 8.0));
    // Far from everything, Kilmarnock still lists its three nearest.
    let far = nearest_views(&c.areas, area(&c, "kilmarnock"), 8.0, 3);
    assert!(far.len() >= 3 && far[2].miles > 8.0, "{far:?}");
    assert!(
        list.windows(2).all(|w| w[0].miles <= w[1].miles),
        "{list:?}"
    );
    assert_eq!(list[0].slug.as_str(), "milngavie", "{list:?}");
    assert!(list.iter().all(|n| n.slug.as_str() != "bearsden"));
    assert!(list.iter().all(|n| (n.miles * 10.0).fract().abs() < 1e-9));
}
