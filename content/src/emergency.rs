//! The emergency page: headline figures, what we respond to, how quickly we
//! reach each part of the city, and what to do while you wait.

use content_model::*;

pub(crate) const PAGE: EmergencyPage = EmergencyPage {
    stats: [
        Stat {
            value: Fact::FastestArrival,
            label: "Arrival, depending on your area",
        },
        Stat {
            value: Fact::Text("Gas Safe"),
            label: "Registered engineers",
        },
        Stat {
            value: Fact::EmergencyLine,
            label: "Emergency line",
        },
    ],
    tiles: [
        EmergencyTile {
            title: "Burst Pipes",
            description: "We stop the water, replace the damaged section and check the ceilings and floors it has reached.",
            arrival: ArrivalPromise::AreaWindow,
            icon: Icon::Droplets,
        },
        EmergencyTile {
            title: "Major Leaks",
            description: "Water coming through a ceiling or from a failed fitting is traced, isolated and repaired before it spreads further.",
            arrival: ArrivalPromise::AreaWindow,
            icon: Icon::TriangleAlert,
        },
        EmergencyTile {
            title: "Blocked Drains",
            description: "Backed-up sinks, overflowing gullies and sewage smells are cleared with rods or a jetter and checked by camera where needed.",
            arrival: ArrivalPromise::AreaWindow,
            icon: Icon::Waves,
        },
        EmergencyTile {
            title: "Toilet Emergencies",
            description: "Blocked or overflowing toilets, cisterns that won’t stop running and cracked pans are repaired so you have a working toilet again.",
            arrival: ArrivalPromise::AreaWindow,
            icon: Icon::Wrench,
        },
        EmergencyTile {
            title: "Boiler Breakdowns",
            description: "Gas Safe registered engineers diagnose the fault, carry common parts and get your heating back on as soon as possible.",
            arrival: ArrivalPromise::AreaWindow,
            icon: Icon::Flame,
        },
        EmergencyTile {
            title: "No Hot Water",
            description: "Whether it is a combi boiler fault, a failed immersion heater or a cylinder problem, we find the cause and restore your hot water.",
            arrival: ArrivalPromise::AreaWindow,
            icon: Icon::Thermometer,
        },
    ],
    coverage: [
        CoverageZone {
            name: "City Centre",
            areas: &[
                Slug::new("glasgow-city-centre"),
                Slug::new("finnieston"),
                Slug::new("gorbals"),
                Slug::new("dennistoun"),
                Slug::new("bridgeton"),
            ],
        },
        CoverageZone {
            name: "West End",
            areas: &[
                Slug::new("west-end"),
                Slug::new("partick"),
                Slug::new("hyndland"),
                Slug::new("anniesland"),
                Slug::new("maryhill"),
            ],
        },
        CoverageZone {
            name: "East End",
            areas: &[
                Slug::new("parkhead"),
                Slug::new("shettleston"),
                Slug::new("tollcross"),
                Slug::new("easterhouse"),
                Slug::new("baillieston"),
            ],
        },
        CoverageZone {
            name: "South Side",
            areas: &[
                Slug::new("govanhill"),
                Slug::new("shawlands"),
                Slug::new("pollokshields"),
                Slug::new("cathcart"),
                Slug::new("govan"),
                Slug::new("cardonald"),
            ],
        },
        CoverageZone {
            name: "East Kilbride",
            areas: &[Slug::new("east-kilbride")],
        },
        CoverageZone {
            name: "Paisley",
            areas: &[Slug::new("paisley")],
        },
    ],
    before_we_arrive: [
        // Issue 31.4: this once said to move electrical items away from the
        // water, before anyone had said the power must be off.
        "Move valuables and furniture out of the water’s way, but leave anything electrical that is wet or near the water where it is until the power is off",
        "Take photos and short videos of the damage for your insurer",
        "Clear a path to the stopcock, the boiler and the affected room",
        "In a tenement or block of flats, warn the neighbours below so they can check their ceilings",
        "Keep your phone switched on and nearby so our engineer can call on the way",
    ],
};
