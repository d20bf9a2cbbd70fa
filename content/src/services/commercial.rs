//! The commercial services (`Category::Commercial`).
use content_model::*;

pub(crate) const ITEMS: [Service; 3] = [
    Service {
        id: 13,
        name: "Commercial Plumbing",
        slug: Slug::new("commercial-plumbing"),
        category: Category::Commercial,
        description: "Planned and reactive plumbing for offices, shops, restaurants, schools and industrial units across Glasgow, with emergency cover around the clock. We work around trading hours and keep records for your compliance files.",
        short_description: "Reactive and planned plumbing for businesses, with 24/7 cover",
        long_description: "For a business, a plumbing failure is measured in lost trading, closed washrooms and inconvenienced staff and customers. We provide commercial plumbing for offices, retail units, restaurants and bars, hotels, schools, care settings and industrial premises, with an emergency response for leaks, blockages and loss of supply at any hour.\n\n\
            Our engineers install and maintain washrooms, urinal controls, hot water cylinders and water heaters, booster pumps, thermostatic mixing valves and kitchen plumbing, including grease traps for food premises. We work to the Scottish Water byelaws on backflow protection, and carry out temperature monitoring, outlet flushing and other routine tasks that support your legionella risk assessment. Many city centre premises occupy converted Victorian buildings with old risers, shared services and limited access, so we plan work to avoid disruption, including out-of-hours and weekend working that lets shops and restaurants stay open. Larger clients can agree a planned maintenance schedule with a priority response built in.\n\n\
            Every visit is recorded on a clear job sheet, and we provide the certificates and service records that facilities managers, landlords and insurers ask for. Risk assessments and method statements are supplied before work starts on site, and our workmanship is guaranteed.",
        emergency_available: true,
        response_time: ResponseTime::Under2Hours,
        subcategories: &[
            Subcategory {
                name: "Washroom Installation",
                slug: Slug::new("washroom-installation"),
                description: "Toilets, urinals, basins and controls for staff and customer washrooms.",
                icon: Icon::Building,
            },
            Subcategory {
                name: "Commercial Kitchens",
                slug: Slug::new("commercial-kitchens"),
                description: "Sinks, dishwasher connections, water heaters and grease traps for food premises.",
                icon: Icon::Utensils,
            },
            Subcategory {
                name: "Hot Water Systems",
                slug: Slug::new("hot-water-systems"),
                description: "Installing and servicing cylinders, water heaters and thermostatic mixing valves.",
                icon: Icon::Flame,
            },
            Subcategory {
                name: "Legionella Control Tasks",
                slug: Slug::new("legionella-control-tasks"),
                description: "Temperature checks, outlet flushing and descaling that support your risk assessment.",
                icon: Icon::ShieldCheck,
            },
            Subcategory {
                name: "Planned Maintenance Contracts",
                slug: Slug::new("planned-maintenance-contracts"),
                description: "Scheduled visits and priority response agreed in advance for your premises.",
                icon: Icon::ClipboardCheck,
            },
        ],
        keywords: &[
            "commercial plumber glasgow",
            "commercial plumbing glasgow",
            "office plumbing glasgow",
            "restaurant plumber glasgow",
            "plumbing maintenance contract glasgow",
            "24 hour commercial plumber",
        ],
        property_types: &[
            PropertyType::Commercial,
            PropertyType::Industrial,
            PropertyType::HighRise,
        ],
    },
    Service {
        id: 31,
        name: "Office Maintenance",
        slug: Slug::new("office-maintenance"),
        category: Category::Commercial,
        description: "Planned and reactive maintenance for offices across Glasgow, covering plumbing, heating, electrics and general repairs, with compliance testing and an emergency response at any hour when something fails.",
        short_description: "Planned upkeep, compliance testing and 24/7 call-outs for offices",
        long_description: "An office that loses its heating, floods a washroom or trips its power loses a working day for everyone in it. We look after offices of every size across Glasgow, from suites in converted Victorian buildings around Blythswood Square and the Merchant City to modern floors in the International Financial Services District and business parks on the edge of the city, handling plumbing, heating, electrical and general building work under one arrangement.\n\n\
Planned maintenance covers the routine tasks that keep a building compliant and comfortable: boiler and heating servicing, gas safety checks, periodic inspection of the fixed wiring, portable appliance testing, monthly and annual emergency lighting tests, water temperature monitoring as part of legionella control, and checks on washrooms, kitchens, doors and fittings. We schedule visits around your working hours, coming in early, late or at weekends so staff are not disrupted. For reactive work you report a fault once and an engineer is sent, with emergency call-outs for leaks, loss of power, heating failures and security problems at any hour of the day or night.\n\n\
Every visit is recorded on a job sheet, and certificates, test results and logbook entries are kept up to date, so you have the evidence your insurer, landlord or fire risk assessor will ask for. All work carries our guarantee of workmanship.",
        emergency_available: true,
        response_time: ResponseTime::Under2Hours,
        subcategories: &[
            Subcategory {
                name: "Planned Preventative Maintenance",
                slug: Slug::new("planned-preventative-maintenance"),
                description: "Scheduled servicing and checks that keep plant, washrooms and fittings in working order.",
                icon: Icon::ClipboardCheck,
            },
            Subcategory {
                name: "Reactive Repairs",
                slug: Slug::new("reactive-repairs"),
                description: "Faults reported once and fixed promptly by plumbers, electricians and heating engineers.",
                icon: Icon::Wrench,
            },
            Subcategory {
                name: "Compliance Testing",
                slug: Slug::new("compliance-testing"),
                description: "Fixed wiring inspections, PAT testing, emergency lighting tests and legionella temperature checks, recorded and certified.",
                icon: Icon::ShieldCheck,
            },
            Subcategory {
                name: "Washroom & Kitchen Upkeep",
                slug: Slug::new("washroom-kitchen-upkeep"),
                description: "Toilets, urinals, taps, water heaters and staff kitchens kept clean-running and leak-free.",
                icon: Icon::Droplets,
            },
            Subcategory {
                name: "Emergency Call-Outs",
                slug: Slug::new("emergency-call-outs"),
                description: "Round-the-clock response to leaks, power loss, heating failure and security issues.",
                icon: Icon::Clock,
            },
        ],
        keywords: &[
            "office maintenance glasgow",
            "commercial maintenance glasgow",
            "planned preventative maintenance glasgow",
            "emergency office repairs glasgow",
            "facilities maintenance glasgow",
            "office plumber glasgow",
        ],
        property_types: &[
            PropertyType::Commercial,
            PropertyType::HighRise,
            PropertyType::Industrial,
        ],
    },
    Service {
        id: 32,
        name: "Shop Fitting",
        slug: Slug::new("shop-fitting"),
        category: Category::Commercial,
        description: "Fit-outs and refurbishments of shops, cafés, salons and showrooms across Glasgow, covering plumbing, electrics, lighting, partitions and finishes, planned around a fixed opening date, with out-of-hours working where needed.",
        short_description: "Retail, café and salon fit-outs delivered to your opening date",
        long_description: "Opening or refitting a shop is a race against a date: the lease starts, the stock arrives and the doors need to open. We fit out and refurbish retail units, cafés, hair and beauty salons, showrooms and trade counters across Glasgow, from city-centre units on Buchanan Street, Argyle Street and Sauchiehall Street to neighbourhood shops on Byres Road, Victoria Road and the high streets of the surrounding towns.\n\n\
Because our own teams cover plumbing, electrics, heating and building work, one programme handles most of the fit-out. That typically means stud partitions and suspended ceilings, shopfront and display lighting, power and data to tills and counters, wash-hand basins and sinks for food businesses, staff and accessible toilets, water heaters, and final decoration and flooring. We work from your layout or help you develop one, and we can work nights and weekends in shopping centres or where neighbouring businesses need to keep trading. In Scotland, many alterations to commercial premises, including most structural work and changes to layout and drainage, need a building warrant from the council before work starts, and a change of use, such as a shop becoming a café, usually needs planning permission. Where a warrant applies, we work to the approved drawings and supply the certificates needed for the completion certificate, so there is no hold-up at the end.\n\n\
You get a single point of contact, a clear programme, electrical and gas certificates where relevant, and our guarantee of workmanship on everything we install.",
        emergency_available: false,
        response_time: ResponseTime::OneToTwoWeeks,
        subcategories: &[
            Subcategory {
                name: "Retail Unit Fit-Outs",
                slug: Slug::new("retail-unit-fit-outs"),
                description: "Complete fit-outs of shop units, from bare shell to trading floor.",
                icon: Icon::Store,
            },
            Subcategory {
                name: "Café & Restaurant Fit-Outs",
                slug: Slug::new("cafe-restaurant-fit-outs"),
                description: "Sinks, wash-hand basins, water heaters, power and lighting for food businesses.",
                icon: Icon::Utensils,
            },
            Subcategory {
                name: "Salon & Clinic Fit-Outs",
                slug: Slug::new("salon-clinic-fit-outs"),
                description: "Backwash basins, hot water, treatment room power and lighting for salons and clinics.",
                icon: Icon::Sparkles,
            },
            Subcategory {
                name: "Partitions & Ceilings",
                slug: Slug::new("partitions-ceilings"),
                description: "Stud partitions, stockrooms and suspended ceilings built to your layout.",
                icon: Icon::Layers,
            },
            Subcategory {
                name: "Shop Lighting & Power",
                slug: Slug::new("shop-lighting-power"),
                description: "Display and shopfront lighting, power and data for tills, counters and screens.",
                icon: Icon::Lightbulb,
            },
        ],
        keywords: &[
            "shop fitting glasgow",
            "shop fitters glasgow",
            "retail fit out glasgow",
            "cafe fit out glasgow",
            "salon fit out glasgow",
            "commercial refurbishment glasgow",
        ],
        property_types: &[PropertyType::Commercial, PropertyType::Industrial],
    },
];
