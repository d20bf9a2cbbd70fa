//! The postcode checker over the real catalogue (issue 13.1): every district
//! an area lists is read as a district, alone and inside a whole postcode,
//! and finds that area; a district no area lists finds none.

use content_model::postcode::{PostcodeIndex, areas_covering, parse};

#[test]
fn every_catalogue_district_is_read_and_finds_its_areas() {
    let cat = content::catalogue();
    let mut checked = 0;
    for area in &cat.areas {
        for d in area.postcodes {
            let d = d.as_str();
            for input in [
                d.to_string(),
                d.to_lowercase(),
                format!("{d} 1AB"),
                format!("{}9zz", d.to_lowercase()),
            ] {
                let q = parse(&input).unwrap_or_else(|e| panic!("{input:?}: {}", e.message()));
                assert_eq!(q.district, d, "{input:?}");
                let found = areas_covering(&cat.areas, &q.district);
                assert!(
                    found.iter().any(|a| a.id == area.id),
                    "{input:?} does not find {}",
                    area.name
                );
            }
            checked += 1;
        }
    }
    assert!(checked >= cat.areas.len(), "every area lists a district");
}

#[test]
fn an_area_whose_main_district_it_is_comes_first() {
    let cat = content::catalogue();
    for d in cat.areas.iter().flat_map(|a| a.postcodes) {
        let found = areas_covering(&cat.areas, d.as_str());
        let first_main = found.iter().position(|a| a.postcodes[0] == *d);
        let last_main = found.iter().rposition(|a| a.postcodes[0] == *d);
        if let (Some(_), Some(last)) = (first_main, last_main) {
            assert!(
                found[..=last].iter().all(|a| a.postcodes[0] == *d),
                "{}: a secondary area is listed before a main one",
                d.as_str()
            );
        }
    }
}

#[test]
fn districts_outside_the_areas_find_none() {
    let cat = content::catalogue();
    // Helensburgh, Edinburgh, Kilmarnock's neighbour Ayr, London.
    for d in ["G84", "EH1", "KA7", "EC1A"] {
        assert!(areas_covering(&cat.areas, d).is_empty(), "{d}");
    }
}

#[test]
fn the_index_lists_every_district_with_its_areas_in_order() {
    let cat = content::catalogue();
    let index = PostcodeIndex::of(&cat.areas);
    for d in cat.areas.iter().flat_map(|a| a.postcodes) {
        let listed: Vec<&str> = index.districts[d.as_str()]
            .iter()
            .map(|&i| index.areas[i as usize].slug.as_str())
            .collect();
        let expected: Vec<&str> = areas_covering(&cat.areas, d.as_str())
            .iter()
            .map(|a| a.slug.as_str())
            .collect();
        assert_eq!(listed, expected, "{}", d.as_str());
    }
    assert_eq!(index.areas.len(), cat.areas.len());
}
