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
        details: None,
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
        details: None,
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
        details: None,
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
