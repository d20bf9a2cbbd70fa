//! Where we work beyond the areas' own districts, and where we do not (PRODUCT
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

const fn beyond(district: &'static str, places: &'static str) -> Excluded {
    Excluded {
        district: d(district),
        places,
        reason: Exclusion::BeyondOurArea,
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
        nearby("G83", "Alexandria and Balloch", "dumbarton"),
        nearby("PA6", "Houston and Crosslee", "johnstone"),
        nearby("PA7", "Bishopton", "erskine"),
        nearby("PA9", "Howwood", "johnstone"),
        nearby("PA10", "Kilbarchan", "johnstone"),
        nearby("PA11", "Bridge of Weir", "johnstone"),
        nearby("PA13", "Kilmacolm", "port-glasgow"),
        nearby("PA19", "Gourock", "greenock"),
        nearby("ML9", "Larkhall", "hamilton"),
    ],
    excluded: &[
        no_homes("G9"),
        no_homes("G58"),
        no_homes("G70"),
        no_homes("G79"),
        no_homes("G90"),
        beyond("G63", "Strathblane, Killearn, Balfron and Drymen"),
        beyond("G84", "Helensburgh"),
        beyond("ML7", "Shotts"),
        beyond("ML8", "Carluke"),
        beyond("ML10", "Strathaven"),
        beyond("ML11", "Lanark"),
        beyond("PA12", "Lochwinnoch"),
        beyond("PA17", "Skelmorlie"),
        beyond("PA18", "Wemyss Bay"),
        beyond("KA7", "Ayr"),
        beyond("KA8", "Ayr"),
        beyond("KA9", "Prestwick"),
        beyond("KA10", "Troon"),
        beyond("KA14", "Glengarnock"),
        beyond("KA15", "Beith"),
        beyond("KA20", "Stevenston"),
        beyond("KA21", "Saltcoats"),
        beyond("KA22", "Ardrossan"),
        beyond("KA24", "Dalry"),
        beyond("KA25", "Kilbirnie"),
        beyond("KA30", "Largs"),
    ],
};
