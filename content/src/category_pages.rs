//! The five category landing pages: hero text, 'From' prices, reasons to choose
//! us and the emergency call-out section.

use content_model::*;

pub(crate) const ITEMS: [CategoryPage; 5] = [
    CategoryPage {
        slug: Slug::new("electrical"),
        category: Category::Electrical,
        badge: "NICEIC Registered Electricians",
        title: "Electricians in Glasgow",
        intro: "Our electricians handle everything from a tripping circuit to a full rewire, in homes, rented flats and businesses \
                across Glasgow. Every job is tested to the current wiring regulations, BS 7671, and you get the certificate when the \
                work is done.",
        meta_description: "NICEIC registered electricians in Glasgow for rewires, consumer units, EICRs for landlords, EV chargers and \
                           emergency call-outs, with clear prices.",
        keywords: &[
            "electrician glasgow",
            "emergency electrician glasgow",
            "eicr glasgow",
            "consumer unit upgrade glasgow",
            "house rewire glasgow",
            "ev charger installation glasgow",
        ],
        chat_message: "Hi, I need an electrician in Glasgow",
        items: [
            PriceItem {
                name: "Emergency Electrician",
                description: "Covers the call-out and the first hour on site: finding the fault and making your installation safe, with any repair priced before we start.",
                price: Price::pounds(89),
                urgent: true,
                icon: Icon::Zap,
            },
            PriceItem {
                name: "Consumer Unit Upgrade",
                description: "Replacing an old fuse box with a modern consumer unit with RCD protection, tested and certified.",
                price: Price::pounds(450),
                urgent: false,
                icon: Icon::ShieldCheck,
            },
            PriceItem {
                name: "Sockets & Lighting",
                description: "Adding or replacing a single socket, switch or light fitting on an existing circuit.",
                price: Price::pounds(45),
                urgent: false,
                icon: Icon::Lightbulb,
            },
            PriceItem {
                name: "Testing & Certification (EICR)",
                description: "A full inspection and test of a typical flat’s wiring, with a written Electrical Installation Condition Report.",
                price: Price::pounds(150),
                urgent: false,
                icon: Icon::ClipboardCheck,
            },
            PriceItem {
                name: "Full Rewire",
                description: "Rewiring a small flat, including a new consumer unit, testing and an Electrical Installation Certificate.",
                price: Price::pounds(2500),
                urgent: false,
                icon: Icon::Cable,
            },
            PriceItem {
                name: "EV Charger Installation",
                description: "A standard home charger fitted on an outside wall near your consumer unit, tested, certified and notified to the network operator.",
                price: Price::pounds(599),
                urgent: false,
                icon: Icon::Car,
            },
        ],
        why_choose: [
            WhyPoint {
                title: "NICEIC registered",
                text: "NICEIC assesses a sample of our work every year against the wiring regulations, BS 7671.",
            },
            WhyPoint {
                title: "Certificates as standard",
                text: "New circuits, consumer units and rewires come with an Electrical Installation Certificate, and smaller jobs with a Minor Works Certificate.",
            },
            WhyPoint {
                title: "Landlord compliance",
                text: "We carry out the EICRs Scottish private lets need at least every five years and explain any faults found in plain language.",
            },
            WhyPoint {
                title: "Fixed written quotes",
                text: "You get the price in writing before work starts. It changes only if you ask for something extra or we find something neither of us could have seen, and then only once you have agreed.",
            },
            WhyPoint {
                title: "Tidy, careful work",
                text: "We protect floors and furniture, lift floorboards with care and leave rooms clean at the end of each day.",
            },
            WhyPoint {
                title: "Around-the-clock cover",
                text: "An electrician is on call day and night for power loss, burning smells and breakers that will not reset.",
            },
        ],
        emergency_heading: "Emergency Electrician Call-Outs",
        // Issue 31.4: the fire service's advice comes first (SFRS: get out,
        // stay out, call 999), as in the safety set's fire steps.
        emergency_text: "If there is smoke or fire, get everyone out, stay out and call 999. If you have lost power, smell burning \
                         from a socket with no smoke or flames, or have a breaker that won’t reset, switch off at the consumer unit \
                         if you can do so safely and call us. Our electrician will find the fault, make the installation safe and \
                         give you a price for the repair before doing any more.",
        quote_service: QuoteOption::Trade(Category::Electrical),
    },
    CategoryPage {
        slug: Slug::new("gas"),
        category: Category::Gas,
        badge: "Gas Safe Registered",
        title: "Gas Engineers in Glasgow",
        intro: "Our Gas Safe registered engineers install, service and repair boilers, cookers, hobs and gas fires in homes and \
                rented property across Glasgow. Every appliance is tested before we leave, and you get the paperwork you need for \
                your records, your warranty or your tenants.",
        meta_description: "Gas Safe registered engineers in Glasgow for boiler installation and servicing, cookers, gas fires, leak \
                           repairs and landlord gas safety certificates.",
        keywords: &[
            "gas engineer glasgow",
            "gas safe engineer glasgow",
            "boiler installation glasgow",
            "landlord gas safety certificate glasgow",
            "gas leak repair glasgow",
        ],
        chat_message: "Hi, I need a gas engineer in Glasgow",
        items: [
            PriceItem {
                name: "Gas Leak Detection & Repair",
                description: "Covers the call-out and the first hour on site: a tightness test of your gas pipework and locating the leak, with the repair priced before we start.",
                price: Price::pounds(89),
                urgent: true,
                icon: Icon::TriangleAlert,
            },
            PriceItem {
                name: "Boiler Installation",
                description: "A like-for-like combi boiler replacement in the same position, with a system flush, a magnetic filter and the warranty registered.",
                price: Price::pounds(1899),
                urgent: false,
                icon: Icon::Flame,
            },
            PriceItem {
                name: "Boiler Servicing",
                description: "An annual service of a gas boiler, with a flue gas analysis, safety checks and a written service record.",
                price: Price::pounds(89),
                urgent: false,
                icon: Icon::Wrench,
            },
            PriceItem {
                name: "Cooker Installation",
                description: "Connecting a freestanding gas cooker to an existing bayonet point, with a stability bracket fitted and safety checks.",
                price: Price::pounds(95),
                urgent: false,
                icon: Icon::Utensils,
            },
            PriceItem {
                name: "Gas Fire Installation",
                description: "Fitting a gas fire to a suitable existing chimney or flue, including flue flow and spillage tests.",
                price: Price::pounds(299),
                urgent: false,
                icon: Icon::Flame,
            },
            PriceItem {
                name: "Gas Safety Certificate",
                description: "The annual landlord gas safety check of a boiler and one other appliance, with the record issued the same day.",
                price: Price::pounds(75),
                urgent: false,
                icon: Icon::ClipboardCheck,
            },
        ],
        why_choose: [
            WhyPoint {
                title: "Gas Safe registered",
                text: "Every engineer carries a Gas Safe ID card, which you can check against the register before work starts.",
            },
            WhyPoint {
                title: "Landlord checks organised",
                text: "We arrange access with your tenants, complete the annual gas safety record and remind you when the next one is due.",
            },
            WhyPoint {
                title: "Fixed boiler prices",
                text: "New boilers are quoted at a fixed price after a survey of your home, so you know the full cost in advance.",
            },
            WhyPoint {
                title: "Carbon monoxide safety",
                text: "We check flues and ventilation on every visit and can fit the carbon monoxide alarms Scottish homes need where there is a boiler, gas fire or other carbon-fuelled appliance, or a flue.",
            },
            WhyPoint {
                title: "Clean handover",
                text: "We test every appliance, show you how to use the controls and take away the old boiler and packaging.",
            },
            WhyPoint {
                title: "Out-of-hours cover",
                text: "Engineers are on call at night and at weekends for boiler breakdowns, homes with no heating, and gas leak repairs once the emergency service has made the supply safe.",
            },
        ],
        emergency_heading: "Smell Gas? Act First, Then Call Us",
        emergency_text: "If you smell gas, open the windows, don’t touch light switches or use a naked flame, leave the property and \
                         call the National Gas Emergency Service on 0800 111 999 (free, 24 hours) so the supply can be made safe. Then call us: our \
                         engineers trace and repair the leak, test the pipework and get your appliances safely back on.",
        quote_service: QuoteOption::Listed(QuoteService::BoilerServices),
    },
    CategoryPage {
        slug: Slug::new("heating"),
        category: Category::Heating,
        badge: "Central Heating Specialists",
        title: "Heating Engineers in Glasgow",
        intro: "We install, repair and upgrade central heating in tenements, terraces, bungalows and new builds across Glasgow, from a \
                single radiator to a complete system or a heat pump. Every system is sized to the property, so rooms warm evenly and \
                running costs stay sensible.",
        meta_description: "Heating engineers in Glasgow for central heating installs, radiators, heat pumps, underfloor heating, power \
                           flushing and emergency heating repairs.",
        keywords: &[
            "heating engineer glasgow",
            "central heating installation glasgow",
            "radiator installation glasgow",
            "heat pump installation glasgow",
            "power flush glasgow",
            "underfloor heating glasgow",
        ],
        chat_message: "Hi, I need help with my heating in Glasgow",
        items: [
            PriceItem {
                name: "Emergency Heating Repair",
                description: "Covers the call-out and the first hour of fault-finding on a boiler, pump, valve or controls, with any parts priced before fitting.",
                price: Price::pounds(89),
                urgent: true,
                icon: Icon::Thermometer,
            },
            PriceItem {
                name: "Central Heating Installation",
                description: "A new system for a small flat, with a combi boiler, radiators, pipework and controls, commissioned and tested.",
                price: Price::pounds(2899),
                urgent: false,
                icon: Icon::House,
            },
            PriceItem {
                name: "Radiator Installation",
                description: "Replacing a radiator on existing pipework, with new valves fitted and the system refilled and bled.",
                price: Price::pounds(199),
                urgent: false,
                icon: Icon::Thermometer,
            },
            PriceItem {
                name: "Heat Pump Installation",
                description: "An air source heat pump for a typical home, including a heat loss survey, hot water cylinder and commissioning, before any grant.",
                price: Price::pounds(8999),
                urgent: false,
                icon: Icon::Wind,
            },
            PriceItem {
                name: "Underfloor Heating",
                description: "An underfloor heating system laid beneath a new floor finish, priced per square metre of heated floor.",
                price: Price::per_square_metre(35),
                urgent: false,
                icon: Icon::Layers,
            },
            PriceItem {
                name: "Power Flush",
                description: "Flushing sludge and debris from a typical home’s heating system, finished with a fresh dose of inhibitor.",
                price: Price::pounds(399),
                urgent: false,
                icon: Icon::Waves,
            },
        ],
        why_choose: [
            WhyPoint {
                title: "Sized to your home",
                text: "We work out the heat loss room by room, so boilers and radiators are neither too small nor needlessly large.",
            },
            WhyPoint {
                title: "Gas Safe registered",
                text: "All work on gas boilers and appliances is carried out by engineers on the Gas Safe Register.",
            },
            WhyPoint {
                title: "Grant guidance",
                text: "We explain what Home Energy Scotland grants and loans may cover, including the MCS certification they require of the installer and equipment, before you commit to a heat pump.",
            },
            WhyPoint {
                title: "Controls that save energy",
                text: "We fit thermostatic radiator valves and programmable controls so you only heat the rooms you use.",
            },
            WhyPoint {
                title: "Tenement experience",
                text: "We are used to high ceilings, long pipe runs and solid sandstone walls, and plan routes to keep disruption low.",
            },
            WhyPoint {
                title: "Guaranteed workmanship",
                text: "Our workmanship carries our written guarantee, and we register the manufacturer’s warranty on new equipment for you.",
            },
        ],
        emergency_heading: "No Heating or Hot Water?",
        emergency_text: "A failed boiler in a Glasgow winter can’t wait for a convenient appointment. Our heating engineers are on call \
                         day and night to find the fault, carry common parts in the van and get your heating and hot water running \
                         again as quickly as possible.",
        quote_service: QuoteOption::Listed(QuoteService::HeatingServices),
    },
    CategoryPage {
        slug: Slug::new("building"),
        category: Category::Building,
        badge: "Builders, Joiners & Decorators",
        title: "Builders in Glasgow",
        intro: "Our builders, joiners, tilers and decorators take on repairs, maintenance and renovations for homeowners, landlords and \
                businesses across Glasgow. We tell you early if a job needs a building warrant, and the same team stays with the work \
                from start to finish.",
        meta_description: "Builders in Glasgow for emergency repairs, renovations, joinery, tiling, painting and decorating, and \
                           property maintenance for homes and landlords.",
        keywords: &[
            "builder glasgow",
            "property maintenance glasgow",
            "renovations glasgow",
            "joiner glasgow",
            "painter and decorator glasgow",
        ],
        chat_message: "Hi, I need a builder in Glasgow",
        items: [
            PriceItem {
                name: "Emergency Building Repairs",
                description: "Covers the call-out and the first hour on site making the property safe and secure, such as boarding up or propping, with repairs quoted separately.",
                price: Price::pounds(99),
                urgent: true,
                icon: Icon::HardHat,
            },
            PriceItem {
                name: "Property Maintenance",
                description: "An hourly rate for small repairs and upkeep, suited to landlords and homeowners with a list of jobs.",
                price: Price::per_hour(45),
                urgent: false,
                icon: Icon::Wrench,
            },
            PriceItem {
                name: "Renovations",
                description: "Renovating a room, from stripping out and replastering to new joinery and decoration, quoted after a survey.",
                price: Price::pounds(5000),
                urgent: false,
                icon: Icon::Hammer,
            },
            PriceItem {
                name: "Tiling",
                description: "Laying wall or floor tiles on a prepared surface, priced per square metre for labour.",
                price: Price::per_square_metre(25),
                urgent: false,
                icon: Icon::Ruler,
            },
            PriceItem {
                name: "Painting & Decorating",
                description: "Preparing and painting walls and ceilings, priced per square metre of surface covered.",
                price: Price::per_square_metre(20),
                urgent: false,
                icon: Icon::Paintbrush,
            },
            PriceItem {
                name: "Joinery",
                description: "An hourly rate for joinery such as doors, skirtings, facings, shelving and floorboard repairs.",
                price: Price::per_hour(35),
                urgent: false,
                icon: Icon::Drill,
            },
        ],
        why_choose: [
            WhyPoint {
                title: "Several trades, one team",
                text: "Builders, joiners, tilers and decorators work together, so you deal with one contact instead of several firms.",
            },
            WhyPoint {
                title: "Building warrants explained",
                text: "We tell you early if your work needs a building warrant from the council and help coordinate the application.",
            },
            WhyPoint {
                title: "Tenement know-how",
                text: "We understand sandstone, lath and plaster, and how owners share common repairs under their title deeds and the Tenements (Scotland) Act 2004.",
            },
            WhyPoint {
                title: "Itemised quotes",
                text: "Every job is quoted in writing, broken down so you can see what each part of the work costs.",
            },
            WhyPoint {
                title: "Tidy sites",
                text: "We protect floors and furniture, keep dust contained and take waste away as we go.",
            },
            WhyPoint {
                title: "Support for landlords",
                text: "We help landlords keep properties up to the Repairing Standard, with photos and notes after each visit.",
            },
        ],
        emergency_heading: "Emergency Building Repairs",
        emergency_text: "Storm damage, a collapsed ceiling, a broken window or a door forced in a break-in can leave a property unsafe \
                         or open to the weather. We make it safe and secure, boarding up or propping where needed, and then quote for \
                         the permanent repair.",
        quote_service: QuoteOption::Trade(Category::Building),
    },
    CategoryPage {
        slug: Slug::new("kitchen-bathroom"),
        category: Category::KitchenBathroom,
        badge: "Kitchen & Bathroom Fitters",
        title: "Kitchen & Bathroom Fitting in Glasgow",
        intro: "We fit kitchens, bathrooms, shower rooms and wet rooms across Glasgow, with our own plumbers, electricians, joiners and \
                tilers doing the work. You get one written quote, one schedule and one team responsible for the finished room.",
        meta_description: "Kitchen and bathroom fitting in Glasgow: complete bathrooms, kitchens, showers, tiling and waterproofing by \
                           one team, with fixed written quotes.",
        keywords: &[
            "bathroom fitters glasgow",
            "kitchen fitters glasgow",
            "shower installation glasgow",
            "wet room glasgow",
            "bathroom renovation glasgow",
        ],
        chat_message: "Hi, I’d like a quote for a kitchen or bathroom in Glasgow",
        items: [
            PriceItem {
                name: "Emergency Plumbing",
                description: "Covers the call-out and the first hour on site stopping a leak or overflow, with any follow-on repair priced before we start.",
                price: Price::pounds(89),
                urgent: true,
                icon: Icon::Droplets,
            },
            PriceItem {
                name: "Complete Bathroom",
                description: "Stripping out and fitting a standard bath or shower, basin and toilet, with plumbing, tiling and making good.",
                price: Price::pounds(3999),
                urgent: false,
                icon: Icon::Bath,
            },
            PriceItem {
                name: "Kitchen Fitting",
                description: "Fitting a supplied kitchen with worktops, sink plumbing and appliance connections.",
                price: Price::pounds(2999),
                urgent: false,
                icon: Icon::Utensils,
            },
            PriceItem {
                name: "Shower Installation",
                description: "Replacing a mixer or electric shower with a new one on the existing supply, tested and sealed.",
                price: Price::pounds(299),
                urgent: false,
                icon: Icon::ShowerHead,
            },
            PriceItem {
                name: "Tiling & Waterproofing",
                description: "Tanking the wet areas of a bathroom or shower room and tiling over it, priced per square metre.",
                price: Price::per_square_metre(30),
                urgent: false,
                icon: Icon::Layers,
            },
            PriceItem {
                name: "Fitted Furniture",
                description: "Fitting a supplied vanity unit, tall cabinet or other bathroom furniture, with any plumbing reconnected.",
                price: Price::pounds(199),
                urgent: false,
                icon: Icon::Ruler,
            },
        ],
        why_choose: [
            WhyPoint {
                title: "Every trade in-house",
                text: "Plumbing, electrics, joinery and tiling are done by our own team, so nothing waits on another firm.",
            },
            WhyPoint {
                title: "Properly waterproofed",
                text: "Showers and wet rooms are tanked before tiling, so water stays out of the floor and away from the flat below.",
            },
            WhyPoint {
                title: "Planned around you",
                text: "We agree a schedule before starting and tell you in advance which days you will be without water or a kitchen.",
            },
            WhyPoint {
                title: "Fixed written quotes",
                text: "Your quote lists every item and task. The price changes only if you ask for something extra or we find something neither of us could have seen, and then only once you have agreed.",
            },
            WhyPoint {
                title: "Made for tenement rooms",
                text: "We are used to fitting bathrooms and galley kitchens into tenement flats where every centimetre counts.",
            },
            WhyPoint {
                title: "Tested and certified",
                text: "New electrical work is tested and certified, and every pipe joint is checked for leaks before the walls are closed up.",
            },
        ],
        emergency_heading: "Leak or Flood in Your Kitchen or Bathroom?",
        emergency_text: "Turn off the water at the stopcock, then call us. A plumber is on call day and night for burst pipes, leaking \
                         showers and overflowing toilets, and will stop the water and make the room usable again before any further \
                         work is planned.",
        quote_service: QuoteOption::Listed(QuoteService::BathroomFitting),
    },
];
