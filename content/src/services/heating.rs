//! The heating services (`Category::Heating`).
use content_model::*;

pub(crate) const ITEMS: [Service; 3] = [
    Service {
        id: 6,
        name: "Boiler Installation",
        slug: Slug::new("boiler-installation"),
        category: Category::Heating,
        description: "Gas Safe registered engineers supplying and fitting efficient combi, system and heat-only boilers across Glasgow. We size the boiler to your home, position the flue correctly and leave the full commissioning paperwork.",
        short_description: "New combi, system and regular boilers fitted by Gas Safe engineers",
        long_description: "Replacing a boiler is one of the larger decisions a household makes about its heating, and the right choice depends on the home rather than on a brochure. We survey the property first, looking at how many bathrooms you have, your mains water pressure, the size and layout of the rooms and the condition of the existing pipework and radiators. From that we recommend a combi, system or heat-only boiler of the right output, and explain our reasons plainly.\n\n\
            Every installation is carried out by Gas Safe registered engineers. We flush the system to remove sludge, fit a magnetic filter, add controls that suit how you live and commission the boiler to the manufacturer’s instructions. In Glasgow tenements the flue position often needs careful thought: the terminal must be correctly spaced from windows, doors and neighbouring properties, and sandstone walls need coring and making good with care. Where a boiler is being moved, we plan the new gas, condensate and flue routes, and protect the condensate pipe against the frosts that regularly freeze external runs in a Scottish winter.\n\n\
            When the job is complete you receive the completed Benchmark commissioning checklist and gas safety paperwork, confirmation that the manufacturer’s warranty has been registered, and a walk-through of the controls. Our workmanship is guaranteed.",
        emergency_available: false,
        response_time: ResponseTime::ThreeToFiveDays,
        subcategories: &[
            Subcategory {
                name: "Combi Boiler Installation",
                slug: Slug::new("combi-boiler-installation"),
                description: "Compact boilers that heat water on demand, well suited to flats and smaller homes.",
                icon: Icon::Flame,
            },
            Subcategory {
                name: "System & Heat-Only Boilers",
                slug: Slug::new("system-heat-only-boilers"),
                description: "Boilers with hot water cylinders for larger homes with more than one bathroom.",
                icon: Icon::Thermometer,
            },
            Subcategory {
                name: "Boiler Relocation",
                slug: Slug::new("boiler-relocation"),
                description: "Moving a boiler to a better position, with new gas, flue and condensate routes planned properly.",
                icon: Icon::Ruler,
            },
            Subcategory {
                name: "System Flushing & Filters",
                slug: Slug::new("system-flushing-filters"),
                description: "Cleaning out sludge and fitting a magnetic filter to protect the new boiler.",
                icon: Icon::Droplets,
            },
            Subcategory {
                name: "Smart Heating Controls",
                slug: Slug::new("smart-heating-controls"),
                description: "Programmable and app-controlled thermostats that make the heating easier to run efficiently.",
                icon: Icon::Gauge,
            },
        ],
        keywords: &[
            "boiler installation glasgow",
            "new boiler glasgow",
            "combi boiler installation glasgow",
            "boiler replacement glasgow",
            "boiler fitters glasgow",
            "gas safe engineer glasgow",
        ],
        property_types: &[PropertyType::Residential, PropertyType::Commercial],
    },
    Service {
        id: 7,
        name: "Boiler Repair",
        slug: Slug::new("boiler-repair"),
        category: Category::Heating,
        description: "Fast diagnosis and repair of broken boilers by Gas Safe registered engineers, covering no heating, no hot water, pressure loss and fault codes. Emergency call-outs are available around the clock across Glasgow.",
        short_description: "Gas Safe engineers for breakdowns, fault codes and lost pressure",
        long_description: "When a boiler stops working in a Glasgow winter, a cold house quickly becomes a real problem, especially for families with young children or older relatives. Our Gas Safe registered engineers repair boilers of all the common makes, and carry a wide range of parts so that many faults are fixed on the first visit.\n\n\
            We begin by reading the fault code and checking the basics, then test the components that most often fail: ignition and flame sensing, the fan, diverter valve, pump, pressure sensor and circuit board. Frozen condensate pipes are one of the most frequent causes of breakdowns in cold spells here, and are usually quick to clear and protect against a repeat. Repeated pressure loss points to a leak in the system or a failing expansion vessel, which we trace rather than simply topping up. If we find anything unsafe, we explain the danger and follow the gas industry’s unsafe situations procedure: with your permission we turn off or disconnect the appliance and label it, and it must not be used again until it has been put right.\n\n\
            You get an honest assessment of whether a repair is worthwhile or whether the boiler is nearing the end of its life, with a written record of the work and our guarantee on it. Landlords receive paperwork they can keep with the property’s gas safety records.",
        emergency_available: true,
        response_time: ResponseTime::Under2Hours,
        subcategories: &[
            Subcategory {
                name: "Breakdown Call-outs",
                slug: Slug::new("breakdown-callouts"),
                description: "Engineers sent out day and night when the heating or hot water fails.",
                icon: Icon::Clock,
            },
            Subcategory {
                name: "Fault Code Diagnosis",
                slug: Slug::new("fault-code-diagnosis"),
                description: "Reading fault codes and testing components to find the real cause of a breakdown.",
                icon: Icon::Search,
            },
            Subcategory {
                name: "Pressure Loss Repairs",
                slug: Slug::new("pressure-loss-repairs"),
                description: "Tracing leaks and replacing expansion vessels and valves when pressure keeps dropping.",
                icon: Icon::Gauge,
            },
            Subcategory {
                name: "Frozen Condensate Pipes",
                slug: Slug::new("frozen-condensate-pipes"),
                description: "Thawing frozen condensate pipes and rerouting or insulating them to prevent a repeat.",
                icon: Icon::Thermometer,
            },
            Subcategory {
                name: "Boiler Servicing",
                slug: Slug::new("boiler-servicing"),
                description: "Annual servicing that keeps the boiler safe, efficient and within its warranty terms.",
                icon: Icon::ClipboardCheck,
            },
        ],
        keywords: &[
            "boiler repair glasgow",
            "emergency boiler repair glasgow",
            "boiler engineer glasgow",
            "boiler breakdown glasgow",
            "no heating glasgow",
            "gas safe boiler repair",
        ],
        property_types: &[PropertyType::Residential, PropertyType::Commercial],
    },
    Service {
        id: 8,
        name: "Central Heating",
        slug: Slug::new("central-heating"),
        category: Category::Heating,
        description: "Design, installation and upgrading of wet central heating systems, from new radiators and pipework to zoning and controls. We balance and fine-tune each system so every room heats evenly and efficiently.",
        short_description: "Central heating systems, radiators and controls designed and fitted",
        long_description: "A central heating system is more than a boiler. The pipework, radiators, valves and controls decide whether the whole home warms evenly and how much fuel it takes to do it. We install complete systems in properties that have never had them, extend existing systems into extensions and converted lofts, and upgrade older installations that are noisy, slow to warm up or unevenly heated.\n\n\
            Glasgow homes set their own challenges. Tenement flats with high ceilings and large bay windows need radiators sized for the real heat loss of each room rather than a rule of thumb, and pipe runs have to be planned around original cornicing, timber floors and shared walls. Older systems often carry years of sludge and magnetite, which we remove with a power flush or chemical clean before adding a filter and inhibitor. We fit thermostatic radiator valves, programmable or smart controls and, in larger homes, separate heating zones, then balance the system so each radiator receives its proper share of hot water.\n\n\
            If you are considering a heat pump in future, we can size new radiators and pipework with lower flow temperatures in mind. On completion you receive commissioning records, manufacturer guarantees and our own workmanship guarantee, and we show you how to get the best from the controls.",
        emergency_available: false,
        response_time: ResponseTime::FiveToSevenDays,
        subcategories: &[
            Subcategory {
                name: "Full System Installation",
                slug: Slug::new("full-system-installation"),
                description: "New wet heating systems designed room by room for homes without central heating.",
                icon: Icon::Thermometer,
            },
            Subcategory {
                name: "Radiator Replacement",
                slug: Slug::new("radiator-replacement"),
                description: "Correctly sized radiators, including column styles that suit period rooms.",
                icon: Icon::Layers,
            },
            Subcategory {
                name: "Power Flushing",
                slug: Slug::new("powerflushing"),
                description: "Removing sludge and magnetite so radiators heat fully and circulation improves.",
                icon: Icon::Droplets,
            },
            Subcategory {
                name: "Heating Controls & Zoning",
                slug: Slug::new("heating-controls-zoning"),
                description: "Thermostatic valves, smart thermostats and separate zones for better control and lower waste.",
                icon: Icon::Gauge,
            },
            Subcategory {
                name: "System Balancing",
                slug: Slug::new("system-balancing"),
                description: "Adjusting flow to every radiator so the whole home warms evenly.",
                icon: Icon::Wrench,
            },
        ],
        keywords: &[
            "central heating installation glasgow",
            "central heating engineer glasgow",
            "radiator installation glasgow",
            "new radiators glasgow",
            "powerflush glasgow",
            "heating upgrade glasgow",
        ],
        property_types: &[PropertyType::Residential, PropertyType::Commercial],
    },
];
