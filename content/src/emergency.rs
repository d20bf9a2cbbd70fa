//! The emergency page: headline figures, what we respond to, how quickly we
//! reach each part of the city, and what to do while you wait.

use content_model::*;

pub(crate) const PAGE: EmergencyPage = EmergencyPage {
    stats: [
        Stat {
            value: "30-60",
            label: "Minute response",
        },
        Stat {
            value: "Gas Safe",
            label: "Registered engineers",
        },
        Stat {
            value: "25-mile",
            label: "Radius covered",
        },
    ],
    tiles: [
        EmergencyTile {
            title: "Burst Pipes",
            description: "We stop the water, replace the damaged section and check the ceilings and floors it has reached.",
            response_time: "Within 30 minutes",
            icon: Icon::Droplets,
        },
        EmergencyTile {
            title: "Major Leaks",
            description: "Water coming through a ceiling or from a failed fitting is traced, isolated and repaired before it spreads further.",
            response_time: "Within 45 minutes",
            icon: Icon::TriangleAlert,
        },
        EmergencyTile {
            title: "Blocked Drains",
            description: "Backed-up sinks, overflowing gullies and sewage smells are cleared with rods or a jetter and checked by camera where needed.",
            response_time: "Within 45 minutes",
            icon: Icon::Waves,
        },
        EmergencyTile {
            title: "Toilet Emergencies",
            description: "Blocked or overflowing toilets, cisterns that won’t stop running and cracked pans are repaired so you have a working toilet again.",
            response_time: "Within 45 minutes",
            icon: Icon::Wrench,
        },
        EmergencyTile {
            title: "Boiler Breakdowns",
            description: "Gas Safe registered engineers diagnose the fault, carry common parts and get your heating back on as soon as possible.",
            response_time: "Within 1 hour",
            icon: Icon::Flame,
        },
        EmergencyTile {
            title: "No Hot Water",
            description: "Whether it is a combi boiler fault, a failed immersion heater or a cylinder problem, we find the cause and restore your hot water.",
            response_time: "Within 1 hour",
            icon: Icon::Thermometer,
        },
    ],
    coverage: [
        CoverageZone {
            name: "City Centre",
            postcodes: "G1-G5",
            arrival: "15-30 mins",
        },
        CoverageZone {
            name: "West End",
            postcodes: "G11-G15, G20",
            arrival: "20-40 mins",
        },
        CoverageZone {
            name: "East End",
            postcodes: "G31-G34, G40",
            arrival: "20-35 mins",
        },
        CoverageZone {
            name: "South Side",
            postcodes: "G41-G46, G51-G53",
            arrival: "25-45 mins",
        },
        CoverageZone {
            name: "East Kilbride",
            postcodes: "G74",
            arrival: "45-60 mins",
        },
        CoverageZone {
            name: "Paisley",
            postcodes: "PA1-PA3",
            arrival: "35-50 mins",
        },
    ],
    immediate_actions: [
        "Turn off the water at the stopcock, usually under the kitchen sink or where the supply pipe enters your home",
        "Switch off the electrics at the consumer unit if water is near sockets or fittings, but only if you can reach it safely",
        "If you smell gas, leave the property and call the National Gas Emergency Service on 0800 111 999",
        "Open the cold taps once the stopcock is off to drain water from the pipes",
        "Keep everyone away from a ceiling that is sagging or bulging with water",
    ],
    before_we_arrive: [
        "Move valuables, furniture and electrical items away from the water",
        "Take photos and short videos of the damage for your insurer",
        "Clear a path to the stopcock, the boiler and the affected room",
        "In a tenement or block of flats, warn the neighbours below so they can check their ceilings",
        "Keep your phone switched on and nearby so our engineer can call on the way",
    ],
};
