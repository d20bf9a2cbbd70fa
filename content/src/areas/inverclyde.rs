//! Areas in the Inverclyde council area.
use content_model::*;

pub(crate) const ITEMS: [Area; 2] = [
    Area {
        id: 66,
        name: "Greenock",
        slug: Slug::new("greenock"),
        postcodes: &[PostcodeDistrict::new("PA15"), PostcodeDistrict::new("PA16")],
        description: "Greenock is the birthplace of James Watt, and its tenements and villas climb steeply from the Clyde waterfront. \
            The town gets noticeably more rain than Glasgow, so roofs, gutters and downpipes take a battering, from the West End villas to the estates at Larkfield, Branchton and Gibshill. \
            We handle emergency leaks, heating repairs, roofing and gutter work and commercial maintenance across the town.",
        distance_miles: 25,
        centre: Centre::at(55.948, -4.763),
        population: Some(41_000),
        key_services: &[
            "Emergency Plumbing",
            "Quality Roof Repairs",
            "Gutter Repairs",
            "Heating Repairs",
            "Commercial Maintenance",
        ],
        neighbourhoods: &[
            Place::new("larkfield", "Larkfield"),
            Place::new("branchton", "Branchton"),
            Place::new("fancy-farm", "Fancy Farm"),
            Place::new("gibshill", "Gibshill"),
            Place::new("cartsdyke", "Cartsdyke"),
            Place::new("braeside", "Braeside"),
            Place::new("bow-farm", "Bow Farm"),
        ],
        main_streets: &[
            "Cathcart Street",
            "West Blackhall Street",
            "Brougham Street",
            "Inverkip Road",
            "Union Street",
        ],
        property_types: &[
            PropertyType::Residential,
            PropertyType::Commercial,
            PropertyType::Industrial,
        ],
        emergency_arrival: Some(ArrivalWindow::minutes(45, 60)),
        details: Some(AreaDetails {
            landmarks: &[
                "Victoria Tower",
                "McLean Museum and Art Gallery",
                "Custom House",
                "Lyle Hill",
                "Greenock Cut",
            ],
            bus_stops: &[
                "Greenock Central station",
                "Greenock West station",
                "Whinhill station",
            ],
            common_issues: &[
                "Overflowing gutters and downpipes after heavy rain",
                "Penetrating damp in exposed sandstone tenements",
                "Slipped slates and worn flashings on hillside properties",
                "Condensation in post-war flats",
            ],
            local_knowledge: "Greenock’s heavy rainfall means gutters and valleys that would cope in Glasgow overflow here, so regular clearing and correctly sized downpipes make a real difference. \
                Many tenements sit on steep slopes, with back courts and drains at a different level from the street.",
            parking_info: "Parking in the West End and on the steep tenement streets can be tight, while town-centre car parks serve Cathcart Street and the Oak Mall.",
            access_notes: "Steep streets and stepped closes are common, so we may need to carry tools and materials some distance from the van.",
        }),
    },
    Area {
        id: 67,
        name: "Port Glasgow",
        slug: Slug::new("port-glasgow"),
        postcodes: &[PostcodeDistrict::new("PA14")],
        description: "Port Glasgow was founded in the 1660s as Glasgow’s deep-water harbour, and ships are still built on its waterfront beside Newark Castle. \
            Tenements line the lower streets, while hillside estates such as Bardrainney, Boglestone and Slaemuir look out over the firth. \
            Heavy rain and wind off the water mean plenty of roof and gutter repairs here, alongside boiler, plumbing and bathroom work.",
        distance_miles: 21,
        centre: Centre::at(55.934, -4.690),
        population: Some(15_000),
        key_services: &[
            "Emergency Plumbing",
            "Quality Roof Repairs",
            "Gutter Repairs",
            "Boiler Repair",
            "Bathroom Installation",
        ],
        neighbourhoods: &[
            Place::new("bardrainney", "Bardrainney"),
            Place::new("boglestone", "Boglestone"),
            Place::new("slaemuir", "Slaemuir"),
            Place::new("clune-park", "Clune Park"),
            Place::new("woodhall", "Woodhall"),
        ],
        main_streets: &[
            "Princes Street",
            "John Wood Street",
            "Bay Street",
            "Glasgow Road",
        ],
        property_types: &[
            PropertyType::Residential,
            PropertyType::Commercial,
            PropertyType::Industrial,
        ],
        emergency_arrival: Some(ArrivalWindow::minutes(40, 60)),
        details: Some(AreaDetails {
            landmarks: &[
                "Newark Castle",
                "Port Glasgow Town Buildings",
                "Coronation Park",
                "Ferguson Marine shipyard",
            ],
            bus_stops: &["Port Glasgow station", "Woodhall station"],
            common_issues: &[
                "Damp through render and flashings on estates facing the firth",
                "Gutters and downpipes too small for the town’s heavy rainfall",
                "Heating faults in older flats and houses on the hillside estates",
                "Shared drains running beneath the closes of lower-town tenements",
            ],
            local_knowledge: "River Clyde Homes owns many houses on the hillside estates, so its tenants report fixed heating and plumbing faults to the landlord, while owners in mixed blocks share common repairs. Bardrainney and Slaemuir sit high above the river in the path of wind and rain off the firth, so roofs and rainwater goods there wear faster.",
            parking_info: "Parking is tight on the older streets of the lower town, while the hillside estates usually have room outside the house.",
            access_notes: "Some hillside homes are reached by stepped footpaths rather than a road, so please tell us the easiest way to your door.",
        }),
    },
];
