//! The electrical services (`Category::Electrical`).
use content_model::*;

pub(crate) const ITEMS: [Service; 3] = [
    Service {
        id: 15,
        name: "Emergency Electrician",
        slug: Slug::new("emergency-electric"),
        category: Category::Electrical,
        description: "Qualified electricians available day and night for power loss, tripping circuits, burning smells, damaged sockets and water getting into electrics. We make the installation safe first, then restore power.",
        short_description: "24/7 electricians for power loss, tripping and electrical faults",
        long_description: "Electrical faults need a qualified electrician rather than guesswork. If your power has gone off, a circuit keeps tripping, a socket or switch is scorched or warm, you can smell burning, or water has reached the wiring after a leak, our emergency electricians can attend at any hour to find the fault and make the installation safe.\n\n\
            First we establish whether the problem is inside the property or on the incoming supply. If the whole street is without power, the fault lies with the network operator, SP Energy Networks in our area, and you can report it free on 105. Inside the property, we test circuits methodically to find the cause of tripping, which is often a faulty appliance, damp in an outside light or a damaged cable, and repair or replace consumer units, sockets, switches and fittings. Glasgow’s older tenements and houses can still contain ageing wiring, and after a leak in a tenement, the flat below may have water in its ceiling lights and cables, so we check beyond the immediate fault and point out anything that is unsafe.\n\n\
            All work is carried out to the current wiring regulations, BS 7671. You receive the appropriate certificate or minor works record for what we have done, and our workmanship is guaranteed.",
        emergency_available: true,
        response_time: ResponseTime::Under2Hours,
        subcategories: &[
            Subcategory {
                name: "Power Loss & Tripping",
                slug: Slug::new("power-loss-tripping"),
                description: "Restoring power safely when circuits, RCDs or the main switch keep tripping.",
                icon: Icon::Zap,
            },
            Subcategory {
                name: "Fault Finding",
                slug: Slug::new("fault-finding"),
                description: "Methodical testing to locate faults in wiring, fittings and appliances.",
                icon: Icon::Search,
            },
            Subcategory {
                name: "Consumer Unit Replacement",
                slug: Slug::new("consumer-unit-replacement"),
                description: "Replacing damaged or outdated fuse boards with modern protected consumer units.",
                icon: Icon::ShieldCheck,
            },
            Subcategory {
                name: "Burnt Sockets & Switches",
                slug: Slug::new("burnt-sockets-switches"),
                description: "Replacing scorched, overheating or broken sockets, switches and fittings.",
                icon: Icon::Plug,
            },
            Subcategory {
                name: "Water-Damaged Electrics",
                slug: Slug::new("water-damaged-electrics"),
                description: "Making safe, drying out and testing circuits after a leak or flood.",
                icon: Icon::Droplets,
            },
        ],
        keywords: &[
            "emergency electrician glasgow",
            "24 hour electrician glasgow",
            "electrician near me glasgow",
            "power cut electrician glasgow",
            "electrical fault glasgow",
            "rcd keeps tripping",
        ],
        property_types: &[
            PropertyType::Residential,
            PropertyType::Commercial,
            PropertyType::Industrial,
        ],
    },
    Service {
        id: 16,
        name: "Rewiring",
        slug: Slug::new("rewiring"),
        category: Category::Electrical,
        description: "Full and partial rewires for flats, houses and small commercial premises, carried out to BS 7671 with as little disruption as possible. We replace outdated wiring and fuse boards and leave a full Electrical Installation Certificate.",
        short_description: "Full and partial rewires with new consumer units and certification",
        long_description: "Wiring does not last forever. Installations with rubber or lead-sheathed cable, old fuse boxes with rewirable fuses, too few sockets for modern life or an unsatisfactory Electrical Installation Condition Report are all reasons to consider a rewire. A rewire replaces the cables, accessories and consumer unit so that the installation is safe, properly protected and ready for the way you use electricity today.\n\n\
            We survey the property first and agree the layout of sockets, lighting, data points and any provision for future needs, such as an electric vehicle charger or a heat pump. In Glasgow tenements the work has to respect the building: cables are routed beneath timber floors and through lath and plaster where possible rather than chased into solid sandstone, and original cornicing and ceiling roses are protected. A partial rewire can suit flats where part of the wiring has already been renewed. A rewire is also the right moment to fit the interlinked smoke and heat alarms that Scottish homes have needed since February 2022, with a carbon monoxide alarm wherever there is a carbon-fuelled appliance, such as a gas boiler or an open fire, or a flue. We work room by room where the home is occupied, and make good so that decorators can follow on.\n\n\
            Once finished, every circuit is tested and you receive an Electrical Installation Certificate. Landlords can use this alongside the five-yearly EICR that private lets in Scotland require. Our workmanship is guaranteed.",
        emergency_available: false,
        response_time: ResponseTime::FiveToSevenDays,
        subcategories: &[
            Subcategory {
                name: "Full House Rewires",
                slug: Slug::new("full-house-rewires"),
                description: "Complete replacement of cables, accessories and consumer unit throughout the property.",
                icon: Icon::Cable,
            },
            Subcategory {
                name: "Partial Rewires",
                slug: Slug::new("partial-rewires"),
                description: "Renewing individual circuits or rooms where the rest of the wiring is sound.",
                icon: Icon::Zap,
            },
            Subcategory {
                name: "Consumer Unit Upgrades",
                slug: Slug::new("consumer-unit-upgrades"),
                description: "Modern consumer units with RCD and surge protection in place of old fuse boxes.",
                icon: Icon::ShieldCheck,
            },
            Subcategory {
                name: "Interlinked Alarm Installation",
                slug: Slug::new("interlinked-alarm-installation"),
                description: "Smoke, heat and carbon monoxide alarms fitted to the Scottish standard.",
                icon: Icon::TriangleAlert,
            },
            Subcategory {
                name: "EICR Testing",
                slug: Slug::new("eicr-testing"),
                description: "Electrical Installation Condition Reports for homeowners, buyers and landlords.",
                icon: Icon::ClipboardCheck,
            },
        ],
        keywords: &[
            "rewiring glasgow",
            "house rewire glasgow",
            "flat rewire glasgow",
            "electrician rewire glasgow",
            "consumer unit replacement glasgow",
            "eicr glasgow",
        ],
        property_types: &[PropertyType::Residential, PropertyType::Commercial],
    },
    Service {
        id: 40,
        name: "EV Charger Installation",
        slug: Slug::new("ev-charger-installation"),
        category: Category::Electrical,
        description: "Installation of electric vehicle chargers at homes and workplaces around Glasgow by qualified electricians, with a load assessment, the correct earthing arrangement, smart charging set-up and advice on any grant funding available.",
        short_description: "Home and workplace EV chargepoints, safely installed",
        long_description: "Charging at home overnight is usually the most convenient and economical way to run an electric car, and more Glasgow businesses are adding chargepoints for staff, visitors and fleet vehicles. A charger draws a heavy load for hours, so the installation needs more thought than an ordinary socket.\n\n\
Before fitting anything, our electricians assess your supply. We check the main fuse rating and work out the maximum demand of the property with the charger added, since a typical 7kW home charger runs alongside cookers, showers and heating. Where capacity is tight we fit a charger with load management that reduces the charging rate automatically, or arrange a supply upgrade, and we notify the network operator as required. Earthing needs particular care: on the common PME type of supply, the wiring regulations generally call for either an earth electrode or protection against a broken supply neutral, which many chargers now have built in, and we choose the right arrangement for your property. We run a dedicated circuit with the correct protective devices, mount the charger where the cable reaches the car easily, and set up the smart charging features that new home chargers must provide. Workplace chargepoints can add access control and usage reporting.\n\n\
Chargepoint grants change often and are open only to some homes and businesses, so we check what currently applies when we quote and help with the paperwork. Homes without off-street parking usually cannot have a home charger, because a charging cable may not be run across a public pavement without the council’s permission, and we will say so. Every installation comes with an Electrical Installation Certificate and our guarantee of workmanship.",
        emergency_available: false,
        response_time: ResponseTime::FiveToSevenDays,
        subcategories: &[
            Subcategory {
                name: "Home Charger Installation",
                slug: Slug::new("home-charger-installation"),
                description: "Wall-mounted smart chargers on a dedicated circuit for driveways and garages.",
                icon: Icon::Car,
            },
            Subcategory {
                name: "Workplace Chargepoints",
                slug: Slug::new("workplace-chargepoints"),
                description: "Single and three-phase chargepoints for staff, visitor and fleet parking.",
                icon: Icon::Briefcase,
            },
            Subcategory {
                name: "Load Assessment & Upgrades",
                slug: Slug::new("load-assessment-upgrades"),
                description: "Maximum demand calculated and load management or supply upgrades arranged where needed.",
                icon: Icon::Gauge,
            },
            Subcategory {
                name: "Earthing & Protection",
                slug: Slug::new("earthing-protection"),
                description: "Earth electrodes or open-PEN protection and the correct RCD type for safe charging.",
                icon: Icon::ShieldCheck,
            },
            Subcategory {
                name: "Grant Eligibility Advice",
                slug: Slug::new("grant-eligibility-advice"),
                description: "Plain guidance on current chargepoint grants and help with the paperwork.",
                icon: Icon::BadgePoundSterling,
            },
        ],
        keywords: &[
            "ev charger installation glasgow",
            "home ev charger glasgow",
            "electric car charger glasgow",
            "workplace ev charging glasgow",
            "ev charger grant glasgow",
            "ev chargepoint electrician",
        ],
        property_types: &[
            PropertyType::Residential,
            PropertyType::Commercial,
            PropertyType::Industrial,
        ],
    },
];
