//! The gas services (`Category::Gas`).
use content_model::*;

pub(crate) const ITEMS: [Service; 2] = [
    Service {
        id: 17,
        name: "Gas Safety Certificates",
        slug: Slug::new("gas-safety-cert"),
        category: Category::Gas,
        description: "Annual landlord gas safety records and gas safety checks for homeowners, carried out by Gas Safe registered engineers across Glasgow. Every appliance, flue and pipework connection is checked, tested and recorded.",
        short_description: "Landlord gas safety records and gas safety checks",
        long_description: "Under the Gas Safety (Installation and Use) Regulations 1998, landlords must have every gas appliance and flue they provide in a let property checked for safety by a Gas Safe registered engineer at least every 12 months, keep each record for two years, and give a copy to existing tenants within 28 days of the check and to new tenants before they move in. The record is often called a gas safety certificate or CP12. Homeowners benefit from the same check, particularly when buying a property, after building work or when an appliance has not been looked at for some time.\n\n\
            Our engineers test the installation for gas tightness, check boilers, fires and cookers for correct and safe operation, carry out combustion analysis where appropriate, and confirm that flues are intact, properly supported and terminating safely, and that ventilation is adequate. In Glasgow tenements we look closely at flue routes through older walls and shared chimneys, and at gas fires fitted into original fireplaces. We also check for a working carbon monoxide alarm where one is needed. Anything unsafe is explained clearly and dealt with under the gas industry’s unsafe situations procedure, and we can often quote for the repair, or carry it out, on the same visit.\n\n\
            You receive the completed record promptly in digital form, and we can send reminders before each renewal is due, so the next check can be booked before the record lapses. For letting agents and landlords with several properties, we arrange access with tenants and keep every record in one place, which also helps when showing that a let meets the Repairing Standard.",
        emergency_available: false,
        response_time: ResponseTime::OneToThreeDays,
        subcategories: &[
            Subcategory {
                name: "Landlord Gas Safety Records",
                slug: Slug::new("landlord-gas-safety-records"),
                description: "The annual check and record a landlord needs for the gas appliances and flues in each let property.",
                icon: Icon::ClipboardCheck,
            },
            Subcategory {
                name: "Homeowner Gas Safety Checks",
                slug: Slug::new("homeowner-gas-safety-checks"),
                description: "A full safety check for owners, buyers and anyone unsure about older appliances.",
                icon: Icon::House,
            },
            Subcategory {
                name: "Appliance & Flue Testing",
                slug: Slug::new("appliance-flue-testing"),
                description: "Testing boilers, fires and cookers and inspecting their flues and ventilation.",
                icon: Icon::Flame,
            },
            Subcategory {
                name: "Gas Tightness Testing",
                slug: Slug::new("gas-tightness-testing"),
                description: "Pressure testing the installation to confirm there are no gas escapes.",
                icon: Icon::Gauge,
            },
            Subcategory {
                name: "Renewal Reminders",
                slug: Slug::new("renewal-reminders"),
                description: "Reminders before each record expires so checks are booked in good time.",
                icon: Icon::Clock,
            },
        ],
        keywords: &[
            "gas safety certificate glasgow",
            "landlord gas safety record glasgow",
            "cp12 glasgow",
            "gas safety check glasgow",
            "landlord gas certificate",
            "gas safe engineer glasgow",
        ],
        property_types: &[PropertyType::Residential, PropertyType::Commercial],
    },
    Service {
        id: 18,
        name: "Gas Leak Repairs",
        slug: Slug::new("gas-leak"),
        category: Category::Gas,
        description: "If you smell gas, leave the property and call the National Gas Emergency Service on 0800 111 999 first. Once the supply has been made safe, our Gas Safe registered engineers find and repair the leak and safely re-commission your appliances.",
        short_description: "Smell gas? Call 0800 111 999 first, then we repair and re-commission",
        long_description: "If you smell gas, your first call should not be to us. Call the National Gas Emergency Service on 0800 111 999, which is free and answered 24 hours a day (in Scotland the line serves SGN’s gas network). Open doors and windows, turn off the gas at the meter if it is safe to reach, do not smoke or use light switches, electrical appliances or naked flames, get everyone out of the property and make the call from outside. The emergency service will attend, make the situation safe and, where the leak is on your side of the meter, turn off and cap the supply or the faulty appliance.\n\n\
            That is where we come in. Once the gas has been made safe, your pipework and appliances stay out of use until a Gas Safe registered engineer has found and repaired the fault. Our engineers respond quickly, carry out a tightness test to confirm the escape, trace it to the joint, valve, pipe or appliance responsible, and repair or replace it. In older Glasgow properties, leaks are often found in ageing pipework under tenement floorboards, at joints disturbed behind kitchen units, or at old gas fires and cookers.\n\n\
            After the repair we retest the whole installation, re-commission each appliance and check that it is burning correctly and its flue is clearing safely. You receive a written record of the work, which landlords can keep with their gas safety records, and our workmanship is guaranteed.",
        emergency_available: true,
        response_time: ResponseTime::Under2Hours,
        subcategories: &[
            Subcategory {
                name: "Repairs After Making Safe",
                slug: Slug::new("repairs-after-making-safe"),
                description: "Prompt repairs once the gas emergency service has made the supply safe.",
                icon: Icon::ShieldCheck,
            },
            Subcategory {
                name: "Gas Tightness Testing",
                slug: Slug::new("gas-tightness-testing"),
                description: "Pressure tests that confirm an escape and prove the installation sound after repair.",
                icon: Icon::Gauge,
            },
            Subcategory {
                name: "Gas Pipework Repairs",
                slug: Slug::new("gas-pipework-repairs"),
                description: "Tracing and replacing leaking joints, valves and sections of gas pipe.",
                icon: Icon::Wrench,
            },
            Subcategory {
                name: "Appliance Re-commissioning",
                slug: Slug::new("appliance-recommissioning"),
                description: "Safely bringing boilers, fires and cookers back into use after a repair.",
                icon: Icon::Flame,
            },
            Subcategory {
                name: "Carbon Monoxide Investigations",
                slug: Slug::new("carbon-monoxide-investigations"),
                description: "Testing appliances and flues after a carbon monoxide alarm has sounded and the National Gas Emergency Service has made the situation safe.",
                icon: Icon::TriangleAlert,
            },
        ],
        keywords: &[
            "gas leak repair glasgow",
            "smell gas glasgow",
            "emergency gas engineer glasgow",
            "gas pipe repair glasgow",
            "gas leak detection glasgow",
            "gas safe engineer glasgow",
        ],
        property_types: &[
            PropertyType::Residential,
            PropertyType::Commercial,
            PropertyType::HighRise,
        ],
    },
];
