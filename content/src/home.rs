//! The home page's six service cards.

use content_model::*;

pub(crate) const CARDS: [HomeCard; 6] = [
    HomeCard {
        title: "Emergency Plumbing",
        description: "Burst pipes, serious leaks and overflows dealt with day and night across Glasgow.",
        icon: Icon::Droplets,
        service: Slug::new("emergency-plumbing"),
    },
    HomeCard {
        title: "Boiler Services",
        description: "Boiler breakdowns, annual services and replacements by Gas Safe registered engineers.",
        icon: Icon::Flame,
        service: Slug::new("boiler-repair"),
    },
    HomeCard {
        title: "Drain Services",
        description: "Blocked sinks, toilets and outside drains cleared, with camera surveys to find the cause.",
        icon: Icon::Waves,
        service: Slug::new("drain-unblocking"),
    },
    HomeCard {
        title: "Leak Detection",
        description: "Hidden leaks traced with thermal imaging and moisture meters, lifting as little as possible.",
        icon: Icon::Search,
        service: Slug::new("leak-detection"),
    },
    HomeCard {
        title: "Bathroom Fitting",
        description: "Complete bathrooms, shower rooms and wet rooms fitted by one team to a fixed written quote.",
        icon: Icon::Bath,
        service: Slug::new("bathroom-installation"),
    },
    HomeCard {
        title: "Heating Services",
        description: "Central heating installations, radiator upgrades, power flushes and repairs to cold or noisy systems.",
        icon: Icon::Thermometer,
        service: Slug::new("central-heating"),
    },
];
