//! Blog post metadata: batch B. Bodies live in content/posts/<slug>.md.
use content_model::*;

pub(crate) const ITEMS: [Post; 4] = [
    Post {
        slug: Slug::new("emergency-plumbing-glasgow-guide"),
        title: "Plumbing Emergencies in Glasgow: What to Do First",
        excerpt: "How to tell a real plumbing emergency from one that can wait, shut off your water, stay safe around electrics and gas, and protect the flat below.",
        category: PostCategory::EmergencyServices,
        tags: &[
            "emergencies",
            "leaks",
            "tenements",
            "gas safety",
            "insurance",
        ],
        date: IsoDate::new(2025, 5, 6),
        image_alt: "Illustration of a hand turning off a stopcock under a kitchen sink",
        body_markdown: include_str!("../../posts/emergency-plumbing-glasgow-guide.md"),
    },
    Post {
        slug: Slug::new("radiator-upgrades-glasgow"),
        title: "Radiator Upgrades for Glasgow Homes: Sizing, Valves and Sludge",
        excerpt: "Choosing, sizing and maintaining radiators for Glasgow homes, from bleeding and balancing to TRVs, column radiators and getting ready for a heat pump.",
        category: PostCategory::HeatingAndEnergy,
        tags: &[
            "radiators",
            "heating",
            "heat pumps",
            "energy saving",
            "maintenance",
        ],
        date: IsoDate::new(2025, 5, 27),
        image_alt: "Illustration of a white column radiator beneath a tall sash window",
        body_markdown: include_str!("../../posts/radiator-upgrades-glasgow.md"),
    },
    Post {
        slug: Slug::new("water-heater-guide-glasgow"),
        title: "Hot Water Options for Glasgow Homes: Boilers, Cylinders and More",
        excerpt: "Combi, system or regular boiler, unvented cylinder, immersion, electric or heat pump: how to choose the right hot water setup for your home and household.",
        category: PostCategory::HeatingAndEnergy,
        tags: &["hot water", "boilers", "cylinders", "heat pumps", "flats"],
        date: IsoDate::new(2025, 6, 17),
        image_alt: "Illustration of a hot water cylinder and wall-mounted boiler in a cupboard",
        body_markdown: include_str!("../../posts/water-heater-guide-glasgow.md"),
    },
    Post {
        slug: Slug::new("kitchen-plumbing-essentials-glasgow"),
        title: "Kitchen Plumbing Essentials Before a Refit in Glasgow",
        excerpt: "Sink wastes, isolation valves, appliance connections, boiling water taps and traps: the plumbing to plan before a kitchen refit, especially in a Glasgow flat.",
        category: PostCategory::KitchenAndBathroom,
        tags: &["kitchens", "plumbing", "drains", "flats", "renovation"],
        date: IsoDate::new(2025, 7, 8),
        image_alt: "Illustration of pipework and valves inside an open kitchen sink cupboard",
        body_markdown: include_str!("../../posts/kitchen-plumbing-essentials-glasgow.md"),
    },
];
