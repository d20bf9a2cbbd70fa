//! Areas in the Renfrewshire council area.
use content_model::*;

pub(crate) const ITEMS: [Area; 5] = [
    Area {
        id: 44,
        name: "Renfrew",
        slug: Slug::new("renfrew"),
        postcodes: &[PostcodeDistrict::new("PA4")],
        description: "Renfrew is the historic county town of Renfrewshire, set on the south bank of the Clyde opposite Yoker. \
            Its housing ranges from sandstone tenements around Hairst Street and the High Street to council-built homes in Moorpark and Kirklandneuk and newer riverside flats at Ferry Village. \
            We handle emergency leaks, boiler work and bathroom refits, and we maintain shops and units close to Braehead.",
        distance_miles: 7,
        population: Some(24_000),
        key_services: &[
            "Emergency Plumbing",
            "Boiler Repair",
            "Bathroom Installation",
            "Commercial Plumbing",
            "Electrical Safety Checks",
        ],
        neighbourhoods: &[
            Place::new("moorpark", "Moorpark"),
            Place::new("kirklandneuk", "Kirklandneuk"),
            Place::new("newmains", "Newmains"),
            Place::new("ferry-village", "Ferry Village"),
            Place::new("dean-park", "Dean Park"),
        ],
        main_streets: &[
            "Hairst Street",
            "High Street",
            "Paisley Road",
            "Inchinnan Road",
            "Porterfield Road",
            "Kings Inch Road",
        ],
        property_types: &[
            PropertyType::Residential,
            PropertyType::Commercial,
            PropertyType::Industrial,
        ],
        emergency_arrival: Some(ArrivalWindow::minutes(25, 40)),
        details: None,
    },
    Area {
        id: 45,
        name: "Paisley",
        slug: Slug::new("paisley"),
        postcodes: &[
            PostcodeDistrict::new("PA1"),
            PostcodeDistrict::new("PA2"),
            PostcodeDistrict::new("PA3"),
        ],
        description: "Paisley grew rich on thread and weaving, and the Abbey at its heart traces its founding to 1163. \
            Sandstone tenements line the streets around the town centre, Castlehead and Thornly Park hold substantial Victorian villas, and estates such as Foxbar, Glenburn and Ferguslie Park are largely post-war. \
            We work across the town on tenement plumbing, lead pipe replacement, heating upgrades and commercial maintenance.",
        distance_miles: 8,
        population: Some(77_000),
        key_services: &[
            "Emergency Plumbing",
            "Lead Pipe Replacement",
            "Boiler Installation",
            "Gas Safety Checks",
            "Commercial Plumbing",
            "Emergency Electrical Repairs",
        ],
        neighbourhoods: &[
            Place::new("ferguslie-park", "Ferguslie Park"),
            Place::new("foxbar", "Foxbar"),
            Place::new("glenburn", "Glenburn"),
            Place::new("gallowhill", "Gallowhill"),
            Place::new("ralston", "Ralston"),
            Place::new("castlehead", "Castlehead"),
            Place::new("williamsburgh", "Williamsburgh"),
        ],
        main_streets: &[
            "High Street",
            "Causeyside Street",
            "Glasgow Road",
            "Neilston Road",
            "Renfrew Road",
            "Gilmour Street",
        ],
        property_types: &[
            PropertyType::Residential,
            PropertyType::Commercial,
            PropertyType::HighRise,
            PropertyType::Industrial,
        ],
        emergency_arrival: Some(ArrivalWindow::minutes(25, 40)),
        details: Some(AreaDetails {
            landmarks: &[
                "Paisley Abbey",
                "Thomas Coats Memorial Church",
                "Paisley Town Hall",
                "Coats Observatory",
                "St Mirren Park",
            ],
            bus_stops: &[
                "Paisley Gilmour Street station",
                "Paisley Canal station",
                "Paisley St James station",
            ],
            common_issues: &[
                "Lead supply pipes in pre-1970 tenements and villas",
                "Shared soil stacks and back-court drains in tenements",
                "Leaking cast iron gutters and downpipes on sandstone buildings",
                "Condensation in post-war flats",
            ],
            local_knowledge: "Many of Paisley’s older tenements still have sections of lead supply pipe, which we can trace and replace alongside other work. \
                Before a tenement repair we check who shares the drain or stack, as the cost is usually split between owners.",
            parking_info: "The town centre has pay-and-display bays and council car parks, while tenement streets around the centre can be tight in the evening.",
            access_notes: "For tenement flats we need access through the close door, and common pipework may also mean checking the flat above or below.",
        }),
    },
    Area {
        id: 46,
        name: "Johnstone",
        slug: Slug::new("johnstone"),
        postcodes: &[PostcodeDistrict::new("PA5")],
        description: "Johnstone began as a planned village laid out around Houston Square in the late eighteenth century for workers at its cotton mills. \
            Today it combines sandstone terraces and flats in the centre with council-built estates at Spateston and Johnstone Castle and private estates on the edges of town. \
            We are often called for boiler replacements, burst pipes in winter and bathroom upgrades.",
        distance_miles: 12,
        population: Some(16_000),
        key_services: &[
            "Emergency Plumbing",
            "Burst Pipe Repair",
            "Boiler Replacement",
            "Bathroom Installation",
            "Gas Safety Checks",
        ],
        neighbourhoods: &[
            Place::new("spateston", "Spateston"),
            Place::new("quarrelton", "Quarrelton"),
            Place::new("thornhill", "Thornhill"),
            Place::new("johnstone-castle", "Johnstone Castle"),
            Place::new("cochranemill", "Cochranemill"),
        ],
        main_streets: &[
            "High Street",
            "Houston Square",
            "Beith Road",
            "Thorn Brae",
            "Kilbarchan Road",
        ],
        property_types: &[PropertyType::Residential, PropertyType::Commercial],
        emergency_arrival: Some(ArrivalWindow::minutes(30, 45)),
        details: None,
    },
    Area {
        id: 47,
        name: "Linwood",
        slug: Slug::new("linwood"),
        postcodes: &[PostcodeDistrict::new("PA3")],
        description: "Linwood expanded rapidly in the 1960s to house workers at the Hillman Imp car plant, which closed in 1981. \
            Most homes date from that era, including terraced council houses, cottage flats and two high-rise blocks, alongside newer private estates built since. \
            Common jobs include heating upgrades, condensation and leak problems in older flats, and bathroom replacements.",
        distance_miles: 11,
        population: Some(8_500),
        key_services: &[
            "Emergency Plumbing",
            "Heating Upgrades",
            "Leak Detection",
            "Bathroom Replacement",
        ],
        neighbourhoods: &[
            Place::new("clippens", "Clippens"),
            Place::new("candren", "Candren"),
            Place::new("linwood-moss", "Linwood Moss"),
            Place::new("phoenix", "Phoenix"),
        ],
        main_streets: &[
            "Bridge of Weir Road",
            "Clippens Road",
            "Napier Street",
            "Bridge Street",
            "Candren Road",
        ],
        property_types: &[
            PropertyType::Residential,
            PropertyType::HighRise,
            PropertyType::Commercial,
        ],
        emergency_arrival: Some(ArrivalWindow::minutes(30, 45)),
        details: None,
    },
    Area {
        id: 48,
        name: "Erskine",
        slug: Slug::new("erskine"),
        postcodes: &[PostcodeDistrict::new("PA8")],
        description: "Erskine was developed from the early 1970s as a new community on the south bank of the Clyde, beneath the Erskine Bridge. \
            Bargarran, North Barr and Park Mains were built first, and later private estates such as Garnieland and Millfield added larger family homes. \
            Most properties are now old enough to need boiler replacements, roof and gutter attention and new bathrooms or kitchens.",
        distance_miles: 12,
        population: Some(15_000),
        key_services: &[
            "Emergency Plumbing",
            "Boiler Replacement",
            "Gutter Repairs",
            "Bathroom Installation",
            "Kitchen Installation",
        ],
        neighbourhoods: &[
            Place::new("bargarran", "Bargarran"),
            Place::new("north-barr", "North Barr"),
            Place::new("park-mains", "Park Mains"),
            Place::new("linburn", "Linburn"),
            Place::new("garnieland", "Garnieland"),
            Place::new("millfield", "Millfield"),
        ],
        main_streets: &["Barhill Road", "Mains Drive", "Mains Hill", "Semple Avenue"],
        property_types: &[PropertyType::Residential, PropertyType::Commercial],
        emergency_arrival: Some(ArrivalWindow::minutes(30, 45)),
        details: None,
    },
];
