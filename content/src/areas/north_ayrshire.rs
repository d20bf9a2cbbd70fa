//! Areas in the North Ayrshire council area.
use content_model::*;

pub(crate) const ITEMS: [Area; 2] = [
    Area {
        id: 69,
        name: "Irvine",
        slug: Slug::new("irvine"),
        postcodes: &[PostcodeDistrict::new("KA12"), PostcodeDistrict::new("KA11")],
        description: "Irvine was designated a new town in 1966, which is why so many of its homes sit in planned neighbourhoods such as Bourtreehill, Girdle Toll and Castlepark. \
            The older town around the High Street and harbour has sandstone terraces and tenements, while salt air and coastal wind add wear to roofs, gutters and boiler flues. \
            We cover heating, plumbing, roofing and emergency work across Irvine and Dreghorn.",
        distance_miles: 27,
        centre: Centre::at(55.612, -4.669),
        population: Some(34_000),
        key_services: &[
            "Emergency Plumbing",
            "Heating Repairs",
            "Boiler Flue Replacement",
            "Quality Roof Repairs",
            "Commercial Plumbing",
        ],
        neighbourhoods: &[
            Place::new("bourtreehill", "Bourtreehill"),
            Place::new("broomlands", "Broomlands"),
            Place::new("castlepark", "Castlepark"),
            Place::new("dreghorn", "Dreghorn"),
            Place::new("girdle-toll", "Girdle Toll"),
            Place::new("lawthorn", "Lawthorn"),
            Place::new("fullarton", "Fullarton"),
        ],
        main_streets: &[
            "High Street",
            "Bridgegate",
            "Bank Street",
            "East Road",
            "Ayr Road",
        ],
        property_types: &[
            PropertyType::Residential,
            PropertyType::Commercial,
            PropertyType::Industrial,
        ],
        emergency_arrival: Some(ArrivalWindow::minutes(50, 70)),
        details: Some(AreaDetails {
            landmarks: &[
                "Scottish Maritime Museum",
                "Irvine Beach Park",
                "Rivergate Shopping Centre",
                "Seagate Castle",
            ],
            bus_stops: &["Irvine station", "Irvine bus station"],
            common_issues: &[
                "Corrosion on boiler flues and metalwork from salt air",
                "Flat roof leaks on new town housing",
                "Wind damage to roofs and fascias",
                "Ageing heating in 1970s homes",
            ],
            local_knowledge: "Homes near the harbour and beach take salt-laden wind, which corrodes flue terminals, outside taps and gutter brackets faster than inland. \
                Much of the new town housing dates from the 1970s, so original pipework and roof coverings are now well past middle age.",
            parking_info: "Most new town neighbourhoods have parking courts or driveways, and the Rivergate and High Street are served by public car parks.",
            access_notes: "Footpath-based layouts in some neighbourhoods mean we may park a short walk from your door.",
        }),
    },
    Area {
        id: 70,
        name: "Kilwinning",
        slug: Slug::new("kilwinning"),
        postcodes: &[PostcodeDistrict::new("KA13")],
        description: "Kilwinning is known for the ruins of its medieval abbey and as the home of the Mother Lodge of Scottish Freemasonry. \
            Housing includes sandstone terraces and flats near Main Street, council-built estates at Pennyburn and Blacklands, and private homes at Whitehirst Park and Woodwynd. \
            Kilwinning sits outside our emergency cover, but we travel here for planned work such as boiler installations, bathrooms, rewiring and roofing.",
        distance_miles: 26,
        centre: Centre::at(55.653, -4.703),
        population: Some(16_000),
        key_services: &[
            "Boiler Installation",
            "Bathroom Installation",
            "Electrical Rewiring",
            "Gas Safety Checks",
            "Quality Roof Repairs",
        ],
        neighbourhoods: &[
            Place::new("pennyburn", "Pennyburn"),
            Place::new("blacklands", "Blacklands"),
            Place::new("woodwynd", "Woodwynd"),
            Place::new("whitehirst-park", "Whitehirst Park"),
            Place::new("corsehill", "Corsehill"),
        ],
        main_streets: &[
            "Main Street",
            "Howgate",
            "Dalry Road",
            "Irvine Road",
            "Pennyburn Road",
        ],
        property_types: &[PropertyType::Residential, PropertyType::Commercial],
        emergency_arrival: None,
        details: Some(AreaDetails {
            landmarks: &[
                "Kilwinning Abbey",
                "Lodge Mother Kilwinning",
                "Eglinton Country Park",
            ],
            bus_stops: &["Kilwinning station"],
            common_issues: &[
                "Worn roofs and fascias on post-war council estates at Pennyburn and Blacklands",
                "Cast-iron gutters and old pipework on sandstone terraces near Main Street",
                "Original heating systems due for renewal on private estates",
                "Damp in sandstone flats above the Main Street shops",
            ],
            local_knowledge: "Kilwinning is outside our emergency cover, so we book planned work here in advance, such as boiler replacements, bathrooms, rewiring and roofing. North Ayrshire Council is still the landlord for many homes in Pennyburn and Blacklands, so its tenants should report fixed heating and plumbing faults to the council.",
            parking_info: "Town-centre jobs mean a short walk from a car park, while Pennyburn, Blacklands and Woodwynd usually have free parking outside homes.",
            access_notes: "Flats in the older town-centre buildings are entered from closes or rear stairs, and estate homes have their own doors.",
        }),
    },
];
