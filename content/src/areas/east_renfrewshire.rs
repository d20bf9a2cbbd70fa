//! Areas in the East Renfrewshire council area.
use content_model::*;

pub(crate) const ITEMS: [Area; 4] = [
    Area {
        id: 49,
        name: "Barrhead",
        slug: Slug::new("barrhead"),
        postcodes: &[PostcodeDistrict::new("G78")],
        description: "Barrhead has a long link with the bathroom trade, having been home for well over a century to the Shanks sanitaryware works. \
            Its housing mixes sandstone tenements and cottages near Main Street, post-war council estates at Auchenback, Dunterlie and Dovecothall, and newer private homes on the edges of town. \
            We fit bathrooms, replace boilers, clear drains and repair leaks throughout the town.",
        distance_miles: 9,
        population: Some(17_000),
        key_services: &[
            "Emergency Plumbing",
            "Bathroom Installation",
            "Boiler Replacement",
            "Drain Unblocking",
            "Gas Safety Checks",
        ],
        neighbourhoods: &[
            Place::new("auchenback", "Auchenback"),
            Place::new("dovecothall", "Dovecothall"),
            Place::new("arthurlie", "Arthurlie"),
            Place::new("gateside", "Gateside"),
            Place::new("springhill", "Springhill"),
            Place::new("dunterlie", "Dunterlie"),
        ],
        main_streets: &[
            "Main Street",
            "Cross Arthurlie Street",
            "Glasgow Road",
            "Paisley Road",
            "Springhill Road",
            "Aurs Road",
        ],
        property_types: &[PropertyType::Residential, PropertyType::Commercial],
        emergency_arrival: Some(ArrivalWindow::minutes(25, 40)),
        details: Some(AreaDetails {
            landmarks: &[
                "Cowan Park",
                "Barrhead Foundry",
                "Dams to Darnley Country Park",
            ],
            bus_stops: &["Barrhead station"],
            common_issues: &[
                "Original radiators and pipe runs in post-war Auchenback and Dunterlie houses",
                "Shared drains and gutters on sandstone tenements off Main Street",
                "Damp on solid walls in older cottages near Main Street",
                "Original boilers and controls in newer homes on the edge of town",
            ],
            local_knowledge: "East Renfrewshire Council and Barrhead Housing Association both let homes in the town, so we confirm who is responsible for fixed heating and plumbing before starting work in a rented property. Tenements near Main Street and Cross Arthurlie Street share drains and roofs, so common repairs are agreed between the owners first.",
            parking_info: "Main Street has short-stay parking with car parks nearby, and estate streets in Auchenback and Dovecothall usually have free kerbside space.",
            access_notes: "Tenement flats near Main Street are reached through secure closes, and most houses on the estates have their own front and back doors.",
        }),
    },
    Area {
        id: 50,
        name: "Giffnock",
        slug: Slug::new("giffnock"),
        postcodes: &[PostcodeDistrict::new("G46")],
        description: "Giffnock is the administrative centre of East Renfrewshire, and much of it was built from sandstone quarried locally. \
            Streets of semi-detached and terraced houses sit close to Fenwick Road, while larger detached villas, some of them listed, lie towards Whitecraigs and Rouken Glen. \
            We carry out premium bathroom and kitchen installations, boiler upgrades and careful repairs to period pipework and roofs.",
        distance_miles: 6,
        population: Some(12_000),
        key_services: &[
            "Premium Bathroom Installation",
            "Boiler Installation",
            "Emergency Plumbing",
            "Period Property Repairs",
            "Kitchen Installation",
        ],
        neighbourhoods: &[
            Place::new("orchard-park", "Orchard Park"),
            Place::new("eastwood", "Eastwood"),
            Place::new("whitecraigs", "Whitecraigs"),
            Place::new("deaconsbank", "Deaconsbank"),
            Place::new("thornliebank", "Thornliebank"),
        ],
        main_streets: &[
            "Fenwick Road",
            "Ayr Road",
            "Eastwoodmains Road",
            "Braidholm Road",
            "Rouken Glen Road",
        ],
        property_types: &[PropertyType::Residential, PropertyType::Commercial],
        emergency_arrival: Some(ArrivalWindow::minutes(25, 40)),
        details: Some(AreaDetails {
            landmarks: &[
                "Rouken Glen Park",
                "Eastwood Park Theatre",
                "Giffnock and Newlands Synagogue",
                "Orchardhill Parish Church",
            ],
            bus_stops: &["Giffnock station", "Whitecraigs station"],
            common_issues: &[
                "Tired slate roofs, chimneys and lead flashings on sandstone villas",
                "Low-pressure gravity hot water in big period houses",
                "Leaking valley gutters and bay-window roofs on interwar semis",
                "Heating zones added piecemeal after loft and rear extensions",
            ],
            local_knowledge: "Some of Giffnock’s larger villas are listed, so exterior changes such as a new flue or rainwater goods must respect that status and may need listed building consent. Many interwar semis near Fenwick Road have been extended at the back and into the loft, so the original heating was rarely designed for the floor area it now serves.",
            parking_info: "Fenwick Road carries heavy traffic with limited stopping, so we park on the side streets, where driveways keep most kerbs clear.",
            access_notes: "Larger houses towards Whitecraigs may have gated drives, and older semis often have a narrow side path to the rear garden and drains.",
        }),
    },
    Area {
        id: 51,
        name: "Clarkston",
        slug: Slug::new("clarkston"),
        postcodes: &[PostcodeDistrict::new("G76"), PostcodeDistrict::new("G44")],
        description: "Clarkston grew up around the toll on the road south from Glasgow, and its station keeps it a popular commuter suburb. \
            Its streets are lined with 1930s bungalows, semis and sandstone villas, with Busby, Williamwood, Stamperland and Netherlee close by. \
            Homeowners here often ask us for boiler and heating upgrades, bathroom refits, roof repairs and work on original drainage.",
        distance_miles: 7,
        population: None,
        key_services: &[
            "Emergency Plumbing",
            "Heating Upgrades",
            "Boiler Installation",
            "Bathroom Refits",
            "Quality Roof Repairs",
        ],
        neighbourhoods: &[
            Place::new("busby", "Busby"),
            Place::new("williamwood", "Williamwood"),
            Place::new("sheddens", "Sheddens"),
            Place::new("stamperland", "Stamperland"),
            Place::new("netherlee", "Netherlee"),
        ],
        main_streets: &[
            "Busby Road",
            "Eaglesham Road",
            "Mearns Road",
            "Clarkston Road",
        ],
        property_types: &[PropertyType::Residential, PropertyType::Commercial],
        emergency_arrival: Some(ArrivalWindow::minutes(25, 40)),
        details: Some(AreaDetails {
            landmarks: &["Greenbank Garden", "Greenbank Parish Church"],
            bus_stops: &["Clarkston station", "Busby station", "Williamwood station"],
            common_issues: &[
                "Slipped tiles and worn flashings on original 1930s bungalow roofs",
                "Old cast-iron soil and waste pipes in interwar houses",
                "Heating left undersized after loft conversions and dormer extensions",
                "Cracked or sunken drain runs under paths and driveways",
            ],
            local_knowledge: "Clarkston’s interwar bungalows and semis were built to a small number of repeated designs, so once we know the house type we can usually predict where the stopcock, drains and loft hatch are. Many have since gained dormers or rear extensions, which can leave the original boiler and radiators struggling upstairs.",
            parking_info: "Driveways are usual, although kerbside spaces near Clarkston Toll and the station are in demand during the day.",
            access_notes: "Most bungalows have a loft hatch in the hall and a side path to the back garden, where the drain inspection chambers are usually found.",
        }),
    },
    Area {
        id: 52,
        name: "Newton Mearns",
        slug: Slug::new("newton-mearns"),
        postcodes: &[PostcodeDistrict::new("G77")],
        description: "Newton Mearns has grown from a small village on the Ayr road into one of the area’s most sought-after suburbs, with large detached homes built from the 1960s onwards. \
            Estates such as Crookfur, Mearnskirk, Broom and Greenlaw hold spacious family houses, many now due their second or third heating system. \
            We install executive bathrooms and kitchens, system boilers with unvented cylinders and underfloor heating, and handle emergency leaks.",
        distance_miles: 9,
        population: Some(25_000),
        key_services: &[
            "Executive Home Bathrooms",
            "Luxury Kitchen Installation",
            "Underfloor Heating",
            "Unvented Cylinder Servicing",
            "Emergency Plumbing",
        ],
        neighbourhoods: &[
            Place::new("mearnskirk", "Mearnskirk"),
            Place::new("broom", "Broom"),
            Place::new("crookfur", "Crookfur"),
            Place::new("greenlaw", "Greenlaw"),
            Place::new("westacres", "Westacres"),
            Place::new("capelrig", "Capelrig"),
        ],
        main_streets: &["Ayr Road", "Mearns Road", "Eaglesham Road", "Broom Road"],
        property_types: &[PropertyType::Residential, PropertyType::Commercial],
        emergency_arrival: Some(ArrivalWindow::minutes(30, 45)),
        details: Some(AreaDetails {
            landmarks: &[
                "The Avenue at Mearns",
                "Greenlaw Village",
                "Mearns Castle",
                "Mearns Parish Church",
            ],
            bus_stops: &["Whitecraigs station", "Patterton station"],
            common_issues: &[
                "Ageing unvented cylinders and pressure relief valves",
                "Leaks from concealed pipework under floors",
                "Weak flow to upper-floor bathrooms in large houses",
                "Tired flat roofs on extensions and garages",
            ],
            local_knowledge: "Many homes in Newton Mearns have been extended more than once, so pipework and drainage runs are often longer and less obvious than the original plans suggest. \
                Unvented hot water cylinders are common here and should be serviced every year by a qualified engineer.",
            parking_info: "Almost every home has a driveway, so parking is rarely an issue away from the shops at Mearns Cross.",
            access_notes: "Some newer developments are gated, so please tell us the gate code or arrange to let us in.",
        }),
    },
];
