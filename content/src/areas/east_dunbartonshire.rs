//! Areas in the East Dunbartonshire council area.
use content_model::*;

pub(crate) const ITEMS: [Area; 5] = [
    Area {
        id: 37,
        name: "Bishopbriggs",
        slug: Slug::new("bishopbriggs"),
        postcodes: &[PostcodeDistrict::new("G64")],
        description: "Bishopbriggs is a commuter town on Glasgow’s northern edge, with quick trains into the city from its station on the Edinburgh line. \
            Much of its housing dates from the 1930s to the 1970s, including bungalows, semis and cottage flats in Kenmure, Woodhill and Auchinairn, plus newer family homes on the edges of town. \
            Typical jobs here are combi boiler swaps, kitchen and bathroom upgrades and roof repairs on ageing bungalows.",
        distance_miles: 5,
        population: Some(23_500),
        key_services: &[
            "Emergency Plumbing",
            "Combi Boiler Installation",
            "Central Heating Upgrades",
            "Bathroom Installation",
            "Quality Roof Repairs",
        ],
        neighbourhoods: &[
            Place::new("kenmure", "Kenmure"),
            Place::new("woodhill", "Woodhill"),
            Place::new("auchinairn", "Auchinairn"),
            Place::new("cadder", "Cadder"),
            Place::new("wester-cleddens", "Wester Cleddens"),
        ],
        main_streets: &[
            "Kirkintilloch Road",
            "Woodhill Road",
            "Springfield Road",
            "Auchinairn Road",
            "Balmuildy Road",
        ],
        property_types: &[PropertyType::Residential, PropertyType::Commercial],
        emergency_arrival: Some(ArrivalWindow::minutes(25, 40)),
        details: None,
    },
    Area {
        id: 38,
        name: "Kirkintilloch",
        slug: Slug::new("kirkintilloch"),
        postcodes: &[PostcodeDistrict::new("G66")],
        description: "Kirkintilloch grew up beside the Forth and Clyde Canal and still calls itself the Canal Capital of Scotland. \
            Its housing mixes sandstone terraces and flats near the Cowgate, council-built estates such as Harestanes and Hillhead, and newer private developments on the edge of town. \
            We look after heating, bathrooms and leaks across the town, including older homes where the pipework has been altered many times.",
        distance_miles: 8,
        population: Some(20_000),
        key_services: &[
            "Emergency Plumbing",
            "Boiler Repair",
            "Heating Installation",
            "Leak Detection",
            "Bathroom Installation",
        ],
        neighbourhoods: &[
            Place::new("harestanes", "Harestanes"),
            Place::new("oxgang", "Oxgang"),
            Place::new("waterside", "Waterside"),
        ],
        main_streets: &[
            "Cowgate",
            "Townhead",
            "Kerr Street",
            "Southbank Road",
            "Eastside",
        ],
        property_types: &[PropertyType::Residential, PropertyType::Commercial],
        emergency_arrival: Some(ArrivalWindow::minutes(25, 40)),
        details: None,
    },
    Area {
        id: 39,
        name: "Lenzie",
        slug: Slug::new("lenzie"),
        postcodes: &[PostcodeDistrict::new("G66")],
        description: "Lenzie grew as a railway suburb after its station opened in the 1840s, and many of its streets are still lined with Victorian and Edwardian villas. \
            Newer homes have since been built at Woodilee, on the site of the former hospital, and around Millersneuk and Garngaber. \
            Larger period houses here often need heating upgrades, roof and gutter work and careful bathroom refits that respect original features.",
        distance_miles: 7,
        population: Some(8_700),
        key_services: &[
            "Emergency Plumbing",
            "Heating System Upgrades",
            "Period Property Plumbing",
            "Premium Bathroom Installation",
            "Gutter Repairs",
        ],
        neighbourhoods: &[
            Place::new("garngaber", "Garngaber"),
            Place::new("woodilee", "Woodilee"),
            Place::new("millersneuk", "Millersneuk"),
            Place::new("auchinloch", "Auchinloch"),
        ],
        main_streets: &[
            "Kirkintilloch Road",
            "Auchinloch Road",
            "Alexandra Avenue",
            "Gallowhill Road",
        ],
        property_types: &[PropertyType::Residential],
        emergency_arrival: Some(ArrivalWindow::minutes(25, 40)),
        details: None,
    },
    Area {
        id: 40,
        name: "Bearsden",
        slug: Slug::new("bearsden"),
        postcodes: &[PostcodeDistrict::new("G61")],
        description: "Bearsden is one of Glasgow’s leafiest suburbs, with the remains of a Roman bath house from the Antonine Wall era just off Roman Road. \
            Victorian and Edwardian villas, 1930s bungalows and spacious post-war houses in Baljaffray and Kessington make up much of the town. \
            Work here is often planned, from new heating systems and luxury bathrooms to roof and gutter care on large, tree-lined plots.",
        distance_miles: 6,
        population: Some(28_000),
        key_services: &[
            "Luxury Bathroom Installation",
            "Executive Home Heating Systems",
            "Boiler Installation",
            "Emergency Plumbing",
            "Quality Roof Repairs",
            "Drain Repairs",
        ],
        neighbourhoods: &[
            Place::new("westerton", "Westerton"),
            Place::new("canniesburn", "Canniesburn"),
            Place::new("kessington", "Kessington"),
            Place::new("baljaffray", "Baljaffray"),
            Place::new("killermont", "Killermont"),
            Place::new("kilmardinny", "Kilmardinny"),
        ],
        main_streets: &[
            "Drymen Road",
            "Milngavie Road",
            "Roman Road",
            "Switchback Road",
            "Stockiemuir Road",
            "Maxwell Avenue",
        ],
        property_types: &[PropertyType::Residential, PropertyType::Commercial],
        emergency_arrival: Some(ArrivalWindow::minutes(25, 40)),
        details: Some(AreaDetails {
            landmarks: &[
                "Bearsden Roman Bath House",
                "Antonine Wall at Castlehill",
                "Kilmardinny House",
            ],
            bus_stops: &["Bearsden station", "Hillfoot station", "Westerton station"],
            common_issues: &[
                "Tree roots entering older clay drains",
                "Large villas with ageing open-vented heating and loft tanks",
                "Worn valley gutters and slate roofs on period homes",
            ],
            local_knowledge: "Many Bearsden villas have long drain runs shared with neighbours, and mature trees on these plots are a frequent cause of root ingress. \
                Larger homes often suit a system boiler and unvented cylinder better than a combi.",
            parking_info: "Most homes have driveways and street parking is generally easy, although roads near Bearsden Cross and the stations fill up at peak times.",
            access_notes: "Some larger properties sit behind gates or long private driveways, so please share any gate codes when you book.",
        }),
    },
    Area {
        id: 41,
        name: "Milngavie",
        slug: Slug::new("milngavie"),
        postcodes: &[PostcodeDistrict::new("G62")],
        description: "Milngavie is the starting point of the West Highland Way and home to the reservoirs that store Loch Katrine water for Glasgow. \
            The town mixes sandstone villas near the centre with 1960s and 1970s estates in Barloch and Clober and some larger homes towards Mugdock. \
            We carry out boiler installations, bathroom refits, leak repairs and roof work across the town.",
        distance_miles: 8,
        population: Some(13_000),
        key_services: &[
            "Emergency Plumbing",
            "Boiler Installation",
            "Premium Bathroom Refits",
            "Leak Detection",
            "Quality Roof Repairs",
        ],
        neighbourhoods: &[
            Place::new("clober", "Clober"),
            Place::new("barloch", "Barloch"),
            Place::new("keystone", "Keystone"),
            Place::new("mugdock", "Mugdock"),
        ],
        main_streets: &[
            "Main Street",
            "Station Road",
            "Mugdock Road",
            "Strathblane Road",
            "Glasgow Road",
        ],
        property_types: &[PropertyType::Residential, PropertyType::Commercial],
        emergency_arrival: Some(ArrivalWindow::minutes(25, 40)),
        details: None,
    },
];
