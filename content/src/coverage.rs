//! Where we work beyond the areas' own districts, and where we do not (decision
//! 34). `codegen check` fails if a district of Glasgow City is neither served
//! nor excluded here; the postcode checker answers every district listed.
use content_model::*;

const fn d(text: &'static str) -> PostcodeDistrict {
    PostcodeDistrict::new(text)
}

const fn nearby(district: &'static str, places: &'static str, from: &'static str) -> Nearby {
    Nearby {
        district: d(district),
        places,
        from: Slug::new(from),
    }
}

/// Further out than every area we travel to: `road_miles` from Glasgow city
/// centre to the district's nearest town, which `codegen check` holds
/// against the farthest area's distance.
const fn beyond(district: &'static str, places: &'static str, road_miles: u8) -> Excluded {
    Excluded {
        district: d(district),
        places,
        reason: Exclusion::BeyondOurArea { road_miles },
    }
}

/// Not an area we work in: true whatever the distance, and the only honest
/// reason for places nearer the city than towns we serve (Strathblane,
/// Lochwinnoch, Carluke).
const fn not_served(district: &'static str, places: &'static str) -> Excluded {
    Excluded {
        district: d(district),
        places,
        reason: Exclusion::NotServed,
    }
}

const fn no_homes(district: &'static str) -> Excluded {
    Excluded {
        district: d(district),
        places: "PO boxes",
        reason: Exclusion::NoHomes,
    }
}

pub const COVERAGE: Coverage = Coverage {
    // Every postcode district with homes in Glasgow City council area,
    // including those it shares with a neighbouring council (G69 Baillieston,
    // G71 Broomhouse, G76 Carmunnock).
    glasgow_city: &[
        d("G1"),
        d("G2"),
        d("G3"),
        d("G4"),
        d("G5"),
        d("G11"),
        d("G12"),
        d("G13"),
        d("G14"),
        d("G15"),
        d("G20"),
        d("G21"),
        d("G22"),
        d("G23"),
        d("G31"),
        d("G32"),
        d("G33"),
        d("G34"),
        d("G40"),
        d("G41"),
        d("G42"),
        d("G43"),
        d("G44"),
        d("G45"),
        d("G46"),
        d("G51"),
        d("G52"),
        d("G53"),
        d("G69"),
        d("G71"),
        d("G76"),
    ],
    // Districts no area lists as its own (north Glasgow's G22 between
    // Maryhill and Springburn), and villages and towns just past an area of
    // ours on the roads we already travel: served from that area, with its
    // arrival window.
    nearby: &[
        nearby("G22", "Possilpark and Milton", "maryhill"),
        nearby("G60", "Old Kilpatrick and Bowling", "clydebank"),
        nearby(
            "G83",
            "Alexandria, Balloch and Loch Lomondside",
            "dumbarton",
        ),
        nearby("PA6", "Houston and Crosslee", "johnstone"),
        nearby("PA7", "Bishopton", "erskine"),
        nearby("PA9", "Howwood", "johnstone"),
        nearby("PA10", "Kilbarchan", "johnstone"),
        nearby("PA11", "Bridge of Weir", "johnstone"),
        nearby("PA13", "Kilmacolm", "port-glasgow"),
        nearby("PA19", "Gourock", "greenock"),
        nearby("ML9", "Larkhall and Stonehouse", "hamilton"),
    ],
    excluded: &[
        no_homes("G9"),
        no_homes("G58"),
        no_homes("G70"),
        no_homes("G79"),
        no_homes("G90"),
        not_served("G63", "Strathblane, Killearn, Balfron and Drymen"),
        not_served("G84", "Helensburgh"),
        not_served("ML7", "Shotts"),
        not_served("ML8", "Carluke"),
        not_served("ML10", "Strathaven"),
        not_served("ML11", "Lanark"),
        not_served("PA12", "Lochwinnoch"),
        beyond("PA17", "Skelmorlie", 30),
        beyond("PA18", "Wemyss Bay", 30),
        beyond("KA7", "Ayr", 34),
        beyond("KA8", "Ayr", 34),
        beyond("KA9", "Prestwick", 31),
        beyond("KA10", "Troon", 31),
        not_served("KA14", "Glengarnock"),
        not_served("KA15", "Beith"),
        not_served("KA20", "Stevenston"),
        beyond("KA21", "Saltcoats", 30),
        beyond("KA22", "Ardrossan", 31),
        not_served("KA24", "Dalry"),
        not_served("KA25", "Kilbirnie"),
        beyond("KA30", "Largs", 32),
    ],
    // Districts that run far beyond the town they are served from: the
    // serving area's window is promised only in the sectors named, and the
    // rest is planned work (issue 31.2). G83's sector 7 is Arrochar, Tarbet
    // and Ardlui, about 20 miles up the A82 from Dumbarton, and its sector 8
    // puts Balloch together with Gartocharn and Luss, well up Loch Lomond's
    // shore; ML9's sector 3 is Stonehouse and the villages south of Larkhall.
    // Where a sector was in doubt it is left out of the window: a visitor
    // there is told we book planned work, never promised an arrival.
    part_reach: &[
        PartReach {
            district: d("G83"),
            window_sectors: &[0, 9],
            window_places: "Alexandria and Bonhill",
            planned_places: "Balloch, Jamestown, Gartocharn, Luss, Arrochar and Tarbet",
        },
        PartReach {
            district: d("ML9"),
            window_sectors: &[1, 2],
            window_places: "Larkhall",
            planned_places: "Stonehouse, Ashgill and Netherburn",
        },
    ],
    // The catalogue's claim for planned work where we have no emergency
    // cover (Kilwinning, and the sectors above beyond a window): a visit
    // booked within three to five days. The owner confirms it before launch,
    // as every claim of the catalogue.
    planned_only_lead: ResponseTime::ThreeToFiveDays,
};
