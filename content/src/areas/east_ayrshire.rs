//! Areas in the East Ayrshire council area.
use content_model::*;

pub(crate) const ITEMS: [Area; 1] = [Area {
    id: 68,
    name: "Kilmarnock",
    slug: Slug::new("kilmarnock"),
    postcodes: &[
        PostcodeDistrict::new("KA1"),
        PostcodeDistrict::new("KA3"),
        PostcodeDistrict::new("KA2"),
    ],
    description: "Kilmarnock is the largest town in East Ayrshire and the town where the first edition of Robert Burns’s poems was printed in 1786. \
            Its housing ranges from red sandstone villas and tenements near the centre to large post-war estates at Onthank, Shortlees and Bellfield and newer private homes on the edges of town. \
            Although it is further from Glasgow, we cover emergency call-outs, heating, roofing and bathroom work here.",
    distance_miles: 22,
    centre: Centre::at(55.611, -4.496),
    population: Some(46_000),
    key_services: &[
        "Emergency Plumbing",
        "Boiler Installation",
        "Heating Repairs",
        "Quality Roof Repairs",
        "Bathroom Installation",
        "Commercial Plumbing",
    ],
    neighbourhoods: &[
        Place::new("onthank", "Onthank"),
        Place::new("bonnyton", "Bonnyton"),
        Place::new("shortlees", "Shortlees"),
        Place::new("bellfield", "Bellfield"),
        Place::new("new-farm-loch", "New Farm Loch"),
        Place::new("riccarton", "Riccarton"),
        Place::new("altonhill", "Altonhill"),
    ],
    main_streets: &[
        "King Street",
        "John Finnie Street",
        "Portland Road",
        "London Road",
        "Western Road",
        "Dundonald Road",
    ],
    property_types: &[
        PropertyType::Residential,
        PropertyType::Commercial,
        PropertyType::Industrial,
    ],
    emergency_arrival: Some(ArrivalWindow::minutes(45, 60)),
    details: Some(AreaDetails {
        landmarks: &[
            "Dean Castle",
            "Dick Institute",
            "Rugby Park",
            "Burns Monument Centre",
            "Kay Park",
        ],
        bus_stops: &["Kilmarnock station", "Kilmarnock bus station"],
        common_issues: &[
            "Worn slate roofs and cast iron gutters on sandstone villas",
            "Ageing heating systems in ex-council homes",
            "Blocked drains in older terraces",
            "Condensation and damp in post-war flats",
        ],
        local_knowledge: "Kilmarnock’s red sandstone villas around London Road and Dundonald Road often still have original slate roofs and cast iron rainwater goods. \
                Because of the distance we group planned work where we can, but emergency call-outs are covered.",
        parking_info: "Town-centre parking is mostly in car parks, while residential streets outside the centre generally have free parking.",
        access_notes: "Some older villas have narrow side paths to rear drains and boiler flues, so clear access is a help.",
    }),
}];
