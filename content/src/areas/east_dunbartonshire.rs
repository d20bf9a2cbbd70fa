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
        details: Some(AreaDetails {
            landmarks: &[
                "Cadder Parish Church",
                "Huntershill House",
                "The Leisuredrome",
                "Forth and Clyde Canal at Cadder",
            ],
            bus_stops: &["Bishopbriggs station"],
            common_issues: &[
                "Leaking flat-roofed dormers on extended bungalows",
                "Concrete roof tiles, fascias and soffits reaching the end of their life",
                "Heating pipework stretched to serve extensions it was never sized for",
                "Blocked drains shared between semi-detached pairs and terraced rows",
            ],
            local_knowledge: "Much of Bishopbriggs was built privately between the 1930s and the 1970s, and many bungalows have since gained dormers, conservatories or rear extensions, so heating and drainage have often been extended piecemeal. Cottage flats in parts of Auchinairn and Woodhill share a roof and drains between the upper and lower owners, which affects who pays for a repair.",
            parking_info: "Most homes have a driveway or free kerbside space, though streets near Bishopbriggs station and the shops on Kirkintilloch Road are busy during the day.",
            access_notes: "Most houses are reached straight from a driveway, and lofts in dormer bungalows are often entered through a small hatch or eaves cupboard, so clear access helps.",
        }),
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
        details: Some(AreaDetails {
            landmarks: &[
                "Auld Kirk Museum",
                "Peel Park",
                "Kirkintilloch Town Hall",
                "Southbank Marina",
            ],
            bus_stops: &["Lenzie station"],
            common_issues: &[
                "Overflowing rhones and damp walls on sandstone terraces near the Cowgate",
                "Tired boilers and radiators in Harestanes and Hillhead houses",
                "Pipework altered several times over in older flats and cottages",
                "Blocked shared drains behind older terraces and flats",
            ],
            local_knowledge: "East Dunbartonshire Council still lets many homes in Harestanes and Hillhead, so its tenants report fixed heating faults to the council, while owners who bought their homes arrange their own repairs. Around the Cowgate, older buildings have often had their pipework rerouted by successive owners, so we trace each run before cutting into walls or floors.",
            parking_info: "We use the council car parks by the Cowgate for town-centre jobs, and the estates have plenty of space at the kerb.",
            access_notes: "Flats above shops on the Cowgate are often reached by a rear stair or pend, so please tell us which door to use.",
        }),
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
        ],
        main_streets: &[
            "Kirkintilloch Road",
            "Auchinloch Road",
            "Alexandra Avenue",
            "Gallowhill Road",
        ],
        property_types: &[PropertyType::Residential],
        emergency_arrival: Some(ArrivalWindow::minutes(25, 40)),
        details: Some(AreaDetails {
            landmarks: &[
                "Lenzie Moss",
                "Lenzie Union Parish Church",
                "Lenzie Old Parish Church",
            ],
            bus_stops: &["Lenzie station"],
            common_issues: &[
                "Large open-vented systems with cold water tanks in Victorian villa lofts",
                "Worn slates, lead valleys and chimney flashings on period houses",
                "Clay drain runs disturbed by mature garden trees",
                "Early boilers and heating controls in the newer homes at Woodilee",
            ],
            local_knowledge: "Parts of Lenzie are conservation areas, so a new flue or replacement rainwater goods on the street side of a house should be checked with the council’s planning team first. High ceilings and big rooms mean older villas often need larger radiators than a like-for-like swap would suggest.",
            parking_info: "Parking is rarely difficult on Lenzie’s residential streets, but commuters fill the roads around the station during the working day.",
            access_notes: "Villas often have long gardens and side paths, and older lofts may be only partly boarded, so we check the route to tanks and pipework before starting.",
        }),
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
        details: Some(AreaDetails {
            landmarks: &[
                "Milngavie Reservoirs",
                "Lillie Art Gallery",
                "West Highland Way starting point",
            ],
            bus_stops: &["Milngavie station"],
            common_issues: &[
                "Split felt on flat-roofed estate garages and extensions",
                "Worn-out boilers and radiators in Barloch and Clober houses",
                "Period cast-iron rainwater goods on villas near the town centre",
                "Frozen outside pipes on exposed houses towards Mugdock",
            ],
            local_knowledge: "Milngavie’s water comes from Loch Katrine and is very soft, so limescale is rarely a problem, but soft water takes up lead more readily and any remaining lead pipe is worth replacing. The villas near the town centre and the 1960s estates need different approaches, from period radiators and slate roofs to renewing tired flat roofs.",
            parking_info: "Main Street is a pedestrian precinct, so we use the town-centre car parks or side streets, while most homes elsewhere have a driveway.",
            access_notes: "Homes on the edge of town towards Mugdock can sit at the end of narrow lanes or private roads, so directions help when you book.",
        }),
    },
];
