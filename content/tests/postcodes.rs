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
    let index = PostcodeIndex::of(&cat.areas, &cat.coverage);
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

/// Issue 20.1: G22 (Possilpark and Milton, between Maryhill and Springburn)
/// was answered 'outside the areas we cover'. Every district of Glasgow City
/// now finds an area, in the checker's index and in `Coverage::of`.
#[test]
fn every_glasgow_city_district_finds_an_area() {
    use content_model::coverage::Served;
    let cat = content::catalogue();
    let index = PostcodeIndex::of(&cat.areas, &cat.coverage);
    assert!(cat.coverage.glasgow_city.len() >= 28);
    for d in cat.coverage.glasgow_city {
        let d = d.as_str();
        assert!(
            matches!(cat.coverage.of(&cat.areas, d), Served::By(ref a) if !a.is_empty()),
            "{d} is served by no area"
        );
        assert!(
            !index.districts[d].is_empty(),
            "{d} is not in the checker's index"
        );
    }
    let g22: Vec<&str> = index.districts["G22"]
        .iter()
        .map(|&i| index.areas[i as usize].slug.as_str())
        .collect();
    assert_eq!(g22, ["maryhill"]);
}

/// A district served from a nearby area finds that area; an excluded one
/// finds none and carries its reason; one outside the region is unknown.
#[test]
fn nearby_and_excluded_districts_answer_with_their_area_or_reason() {
    use content_model::coverage::Served;
    let cat = content::catalogue();
    let index = PostcodeIndex::of(&cat.areas, &cat.coverage);
    for n in cat.coverage.nearby {
        let d = n.district.as_str();
        let listed: Vec<&str> = index.districts[d]
            .iter()
            .map(|&i| index.areas[i as usize].slug.as_str())
            .collect();
        assert_eq!(listed, [n.from.as_str()], "{d}");
    }
    for e in cat.coverage.excluded {
        let d = e.district.as_str();
        assert!(!index.districts.contains_key(d), "{d}");
        assert!(matches!(
            cat.coverage.of(&cat.areas, d),
            Served::Excluded(_)
        ));
        assert!(
            index.excluded[d].ends_with('.'),
            "{d}: {}",
            index.excluded[d]
        );
    }
    // Helensburgh is nearer by road than Irvine, which we serve, so it is not
    // told it is 'further out' (issue 31.2).
    assert!(index.excluded["G84"].starts_with("Helensburgh is not one of the areas we work in"));
    assert!(index.excluded["KA7"].starts_with("Ayr is further out"));
    assert!(matches!(
        cat.coverage.of(&cat.areas, "EH1"),
        Served::Unknown
    ));
}
