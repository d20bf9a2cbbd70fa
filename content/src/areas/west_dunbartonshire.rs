//! Areas in the West Dunbartonshire council area.
use content_model::*;

pub(crate) const ITEMS: [Area; 2] = [
    Area {
        id: 42,
        name: "Clydebank",
        slug: Slug::new("clydebank"),
        postcodes: &[PostcodeDistrict::new("G81")],
        description: "Clydebank was built on shipbuilding and the Singer sewing machine works, and it was devastated in the Blitz of March 1941. \
            As a result much of its housing is post-war, from council semis and flats in Whitecrook and Linnvale to multi-storey blocks and newer homes by the river. \
            We work on high-rise plumbing, heating upgrades, leak repairs and commercial premises across the town.",
        distance_miles: 8,
        centre: Centre::at(55.901, -4.405),
        population: Some(26_000),
        key_services: &[
            "Emergency Plumbing",
            "High-Rise Plumbing",
            "Heating Repairs",
            "Electrical Safety Checks",
            "Commercial Maintenance",
        ],
        neighbourhoods: &[
            Place::new("dalmuir", "Dalmuir"),
            Place::new("whitecrook", "Whitecrook"),
            Place::new("faifley", "Faifley"),
            Place::new("duntocher", "Duntocher"),
            Place::new("radnor-park", "Radnor Park"),
            Place::new("linnvale", "Linnvale"),
        ],
        main_streets: &[
            "Glasgow Road",
            "Kilbowie Road",
            "Dumbarton Road",
            "Great Western Road",
            "Duntocher Road",
            "Chalmers Street",
        ],
        property_types: &[
            PropertyType::Residential,
            PropertyType::HighRise,
            PropertyType::Commercial,
            PropertyType::Industrial,
        ],
        emergency_arrival: Some(ArrivalWindow::minutes(25, 40)),
        details: Some(AreaDetails {
            landmarks: &[
                "Titan Crane",
                "Clyde Shopping Centre",
                "Golden Jubilee National Hospital",
                "Clydebank Town Hall",
            ],
            bus_stops: &["Clydebank station", "Dalmuir station", "Singer station"],
            common_issues: &[
                "Condensation and mould in post-war flats",
                "Low water pressure on upper floors of multi-storey blocks",
                "Flat roof leaks on low-rise blocks and garages",
                "Ageing storage heaters in electrically heated flats",
            ],
            local_knowledge: "Work in the town’s multi-storey blocks, including those at Radnor Park, often needs coordinating with the landlord for risers and communal pipework. \
                Newer homes at Queens Quay are served by a district heating network that draws heat from the Clyde, so their heat interface units need a different approach from a standard boiler.",
            parking_info: "Most residential streets have free kerbside parking, but spaces near the Clyde Shopping Centre and Kilbowie Road are busy during the day.",
            access_notes: "In multi-storey blocks we check in with the concierge or housing officer where there is one and bring tools up by lift.",
        }),
    },
    Area {
        id: 43,
        name: "Dumbarton",
        slug: Slug::new("dumbarton"),
        postcodes: &[PostcodeDistrict::new("G82")],
        description: "Dumbarton sits where the River Leven meets the Clyde, beneath the volcanic plug of Dumbarton Rock and its castle. \
            Housing includes sandstone tenements around the High Street, council-built estates at Bellsmyre, Brucehill and Castlehill, and older villas in Kirktonhill. \
            Exposed to westerly weather off the firth, homes here keep us busy with roof and gutter repairs alongside heating, plumbing and bathroom work.",
        distance_miles: 15,
        centre: Centre::at(55.944, -4.567),
        population: Some(20_000),
        key_services: &[
            "Emergency Plumbing",
            "Quality Roof Repairs",
            "Gutter Repairs",
            "Boiler Repair",
            "Heating Upgrades",
            "Bathroom Installation",
        ],
        neighbourhoods: &[
            Place::new("bellsmyre", "Bellsmyre"),
            Place::new("brucehill", "Brucehill"),
            Place::new("castlehill", "Castlehill"),
            Place::new("silverton", "Silverton"),
            Place::new("dalreoch", "Dalreoch"),
            Place::new("kirktonhill", "Kirktonhill"),
        ],
        main_streets: &[
            "High Street",
            "Glasgow Road",
            "Church Street",
            "Cardross Road",
            "Bonhill Road",
            "Stirling Road",
        ],
        property_types: &[
            PropertyType::Residential,
            PropertyType::Commercial,
            PropertyType::Industrial,
        ],
        emergency_arrival: Some(ArrivalWindow::minutes(35, 50)),
        details: Some(AreaDetails {
            landmarks: &[
                "Dumbarton Castle",
                "Dumbarton Rock",
                "Levengrove Park",
                "Overtoun House",
                "Scottish Maritime Museum Denny Tank",
            ],
            bus_stops: &[
                "Dumbarton Central station",
                "Dumbarton East station",
                "Dalreoch station",
            ],
            common_issues: &[
                "Wind-driven rain getting past worn slates and flashings",
                "Blocked and overflowing gutters on tenements",
                "Ageing heating systems in ex-council homes",
                "Damp in ground-floor flats close to the river",
            ],
            local_knowledge: "Properties facing the Clyde and the Leven take the brunt of westerly gales, so we check flashings, ridges and gutter joints whenever we are on a roof here. \
                Many High Street tenements share roof and drainage responsibilities set out in the title deeds.",
            parking_info: "Town-centre parking is mainly in car parks off the High Street, while the estates and Kirktonhill usually have free kerbside space.",
            access_notes: "Some streets in Brucehill and Bellsmyre are steep, so we plan deliveries of boilers and bathroom suites with that in mind.",
        }),
    },
];
