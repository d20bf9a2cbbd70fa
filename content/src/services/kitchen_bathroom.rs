//! The kitchen and bathroom services (`Category::KitchenBathroom`).
use content_model::*;

pub(crate) const ITEMS: [Service; 2] = [
    Service {
        id: 4,
        name: "Bathroom Installation",
        slug: Slug::new("bathroom-installation"),
        category: Category::KitchenBathroom,
        description: "Complete bathroom installations, from design and strip-out to plumbing, tiling and finishing, managed by one team. We fit showers, baths, wet rooms and suites in tenement flats, family homes and rental properties.",
        short_description: "Full bathroom design and fitting, managed by one team",
        long_description: "A new bathroom involves several trades working in a small space, and the result depends on how well they are coordinated. We handle the whole job: measuring up and agreeing a layout, removing the old suite, altering the water supply and waste pipework, carrying out the electrical work for lighting, shaver points and extractor fans, then tiling, sealing and fitting the new sanitaryware. You deal with one point of contact from the first survey to the final clean.\n\n\
            Many Glasgow bathrooms were squeezed into tenements and older villas long after they were built, so they can be narrow, have an awkward soil stack position or sit on timber floors that need strengthening before a heavy bath or stone-resin tray goes in. We check joists and existing pipework at the survey, allow for proper ventilation to keep condensation off cold sandstone walls, and tank wet areas so water stays where it belongs. Wet rooms and walk-in showers suit smaller rooms well, and suit anyone planning for easier access in later years.\n\n\
            We give you a clear written quotation and programme before work begins, keep the rest of the home clean and usable, and leave manufacturer guarantees and electrical certificates with you at handover, along with our own guarantee on the workmanship.",
        emergency_available: false,
        response_time: ResponseTime::OneToTwoWeeks,
        subcategories: &[
            Subcategory {
                name: "Full Bathroom Refits",
                slug: Slug::new("full-bathroom-refits"),
                description: "Strip-out and complete refit of the suite, pipework, electrics, tiling and finishes.",
                icon: Icon::Bath,
            },
            Subcategory {
                name: "Shower Installation",
                slug: Slug::new("shower-installation"),
                description: "Electric, mixer and pumped showers fitted over baths or in new enclosures.",
                icon: Icon::ShowerHead,
            },
            Subcategory {
                name: "Wet Rooms",
                slug: Slug::new("wet-rooms"),
                description: "Fully tanked, level-access shower rooms with falls built into the floor.",
                icon: Icon::Droplets,
            },
            Subcategory {
                name: "Tiling & Finishing",
                slug: Slug::new("tiling-finishing"),
                description: "Wall and floor tiling, sealing and decoration to complete the room.",
                icon: Icon::Paintbrush,
            },
            Subcategory {
                name: "Accessible Bathrooms",
                slug: Slug::new("accessible-bathrooms"),
                description: "Walk-in showers, grab rails and comfort-height fittings for easier everyday use.",
                icon: Icon::Users,
            },
        ],
        keywords: &[
            "bathroom installation glasgow",
            "bathroom fitters glasgow",
            "bathroom renovation glasgow",
            "wet room installation glasgow",
            "shower installation glasgow",
            "new bathroom glasgow",
        ],
        property_types: &[PropertyType::Residential, PropertyType::Commercial],
    },
    Service {
        id: 20,
        name: "Kitchen Installation",
        slug: Slug::new("kitchen-installation"),
        category: Category::KitchenBathroom,
        description: "Complete kitchen fitting, from removing the old kitchen to plumbing, gas and electrical connections, worktops and tiling. One coordinated team fits your new kitchen with as little disruption to the household as possible.",
        short_description: "Complete kitchen fitting with plumbing, gas and electrics in-house",
        long_description: "A new kitchen is a significant investment, and the quality of the fitting decides how it looks and works for years to come. We install kitchens you have bought yourself or sourced through us, handling every stage: stripping out the old units, altering the plumbing and waste, running new electrical circuits for ovens, hobs and sockets, connecting gas appliances, fitting units and worktops, and tiling and finishing.\n\n\
            Because our team includes Gas Safe registered engineers and qualified electricians, the trades a kitchen depends on are all in-house and work to a single programme. Glasgow kitchens come in every shape, from narrow tenement galley kitchens and former box rooms to open-plan spaces in newer homes and extensions. In older flats we check floors for level and strength, plan around original windows and high ceilings, and make sure the cooker hood is ducted properly to the outside, which helps prevent condensation on cold sandstone walls. We also advise on appliance positions that make use of the existing gas and water routes, saving unnecessary alterations.\n\n\
            You receive a written quotation and a clear timetable before work begins, and we keep water running for as much of the job as we can. At handover you receive the electrical and gas paperwork, manufacturer guarantees and our own guarantee on the workmanship.",
        emergency_available: false,
        response_time: ResponseTime::OneToTwoWeeks,
        subcategories: &[
            Subcategory {
                name: "Full Kitchen Fitting",
                slug: Slug::new("full-kitchen-fitting"),
                description: "Strip-out and installation of units, appliances, worktops and finishes.",
                icon: Icon::Utensils,
            },
            Subcategory {
                name: "Kitchen Plumbing",
                slug: Slug::new("kitchen-plumbing"),
                description: "Sinks, taps, dishwasher and washing machine connections and waste pipework.",
                icon: Icon::Droplets,
            },
            Subcategory {
                name: "Gas Hob & Cooker Connection",
                slug: Slug::new("gas-hob-cooker-connection"),
                description: "Safe connection and testing of gas hobs and range cookers by Gas Safe engineers.",
                icon: Icon::Flame,
            },
            Subcategory {
                name: "Kitchen Electrics",
                slug: Slug::new("kitchen-electrics"),
                description: "New circuits for ovens and hobs, extra sockets and under-cabinet lighting.",
                icon: Icon::Plug,
            },
            Subcategory {
                name: "Worktops & Tiling",
                slug: Slug::new("worktops-tiling"),
                description: "Cutting and fitting laminate, timber and stone worktops, with splashbacks and tiling.",
                icon: Icon::Ruler,
            },
        ],
        keywords: &[
            "kitchen installation glasgow",
            "kitchen fitters glasgow",
            "kitchen fitting glasgow",
            "new kitchen glasgow",
            "kitchen renovation glasgow",
            "kitchen plumbing glasgow",
        ],
        property_types: &[PropertyType::Residential, PropertyType::Commercial],
    },
];
