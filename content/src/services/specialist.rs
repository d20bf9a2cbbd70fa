//! The specialist services (`Category::Specialist`).
use content_model::*;

pub(crate) const ITEMS: [Service; 3] = [
    Service {
        id: 33,
        name: "Landlord Services",
        slug: Slug::new("landlord-services"),
        category: Category::Specialist,
        description: "Safety certificates, compliance checks and repairs for private landlords and letting agents in Glasgow, helping rented homes meet the Repairing Standard, with emergency repairs for tenants when something goes wrong.",
        short_description: "Gas safety, EICRs, alarms and tenant repairs for landlords",
        long_description: "Letting a home in Scotland comes with a clear set of legal duties, and keeping on top of them across one flat or a whole portfolio takes time. We work with private landlords and letting agents throughout Glasgow, from tenement flats in Govanhill, Partick and Dennistoun to family houses in the suburbs, covering the checks, certificates and repairs a rented home needs to meet the Repairing Standard.\n\n\
Our Gas Safe registered engineers carry out annual gas safety checks and issue the landlord’s gas safety record, and our electricians produce the Electrical Installation Condition Report that private lets in Scotland need at least every five years, with portable appliance testing on any appliances you supply. We install and test the interlinked smoke and heat alarms that every Scottish home has needed since February 2022, and the carbon monoxide alarms needed wherever there is a carbon-fuelled appliance, such as a gas boiler, or a flue, and we carry out legionella risk assessments on the water system. Between tenancies we handle void property work: repairs, boiler servicing, decoration touch-ups and a check against the Repairing Standard, so the home is ready for the next tenant. During a tenancy, tenants can report problems to us directly or through your agent, and our emergency service covers leaks, loss of heating or hot water, electrical faults and insecure doors at any hour.\n\n\
We track renewal dates and remind you before a certificate expires. Every job comes with a written report and photographs, so your records are in order if a tenant applies to the First-tier Tribunal for Scotland (Housing and Property Chamber) or the council asks for evidence, and all repairs carry our guarantee of workmanship.",
        emergency_available: true,
        response_time: ResponseTime::Under2Hours,
        subcategories: &[
            Subcategory {
                name: "Landlord Gas Safety Records",
                slug: Slug::new("landlord-gas-safety-records"),
                description: "Annual gas safety checks on every gas appliance and flue you provide, with the record issued the same day.",
                icon: Icon::Flame,
            },
            Subcategory {
                name: "EICRs & PAT Testing",
                slug: Slug::new("eicrs-pat-testing"),
                description: "Electrical Installation Condition Reports at least every five years and testing of landlord-supplied appliances.",
                icon: Icon::Zap,
            },
            Subcategory {
                name: "Smoke, Heat & CO Alarms",
                slug: Slug::new("smoke-heat-co-alarms"),
                description: "Interlinked smoke and heat alarms and carbon monoxide alarms installed and tested to the Scottish standard.",
                icon: Icon::TriangleAlert,
            },
            Subcategory {
                name: "Void Property Work",
                slug: Slug::new("void-property-work"),
                description: "Repairs, servicing and Repairing Standard checks between tenancies, with keys handled through your agent.",
                icon: Icon::Key,
            },
            Subcategory {
                name: "Emergency Tenant Repairs",
                slug: Slug::new("emergency-tenant-repairs"),
                description: "Leaks, heating failures, electrical faults and insecure doors dealt with at any hour.",
                icon: Icon::Clock,
            },
        ],
        keywords: &[
            "landlord services glasgow",
            "landlord gas safety certificate glasgow",
            "eicr for landlords glasgow",
            "repairing standard glasgow",
            "letting agent maintenance glasgow",
            "interlinked smoke alarms rental property",
        ],
        property_types: &[
            PropertyType::Residential,
            PropertyType::HighRise,
            PropertyType::Commercial,
        ],
    },
    Service {
        id: 35,
        name: "Period Property Services",
        slug: Slug::new("period-property"),
        category: Category::Specialist,
        description: "Plumbing, heating, electrical and roofing work for Glasgow’s sandstone tenements, Victorian villas and listed buildings, carried out with care for original features, and emergency repairs when leaks threaten ornate ceilings.",
        short_description: "Sympathetic trades work for tenements, villas and listed homes",
        long_description: "Glasgow’s housing is rich in Victorian and Edwardian buildings, from the red and blond sandstone tenements of Hyndland, Shawlands and Dennistoun to the villas of Pollokshields and Dowanhill. These buildings reward careful work and punish careless work: a cable chased through a cornice, or a leak left running over a plaster ceiling, can destroy something that cannot easily be replaced.\n\n\
Our engineers know what lies behind the walls of older properties. We replace lead water pipework, which is still found in many homes built before 1970 and which Scottish Water advises owners to remove, and we repair or renew cast-iron soil stacks, rhones and traditional radiators. We rewire along routes planned to avoid cornicing, ceiling roses and panelled shutters, lifting floorboards rather than chasing plaster wherever we can. On roofs and stonework we use natural slate, lead and lime-based materials where the building calls for them. For listed buildings we advise on when listed building consent is likely to be needed, and for homes in conservation areas such as Park Circus or Strathbungo, on when planning permission is, and we work alongside your architect or the council’s conservation officers. When a leak threatens a decorative ceiling, our emergency engineers isolate the supply quickly and take steps to protect the plaster.\n\n\
You get a clear explanation of what is original, what is worth saving and what needs replacing, certificates for all gas and electrical work, and our guarantee of workmanship.",
        emergency_available: true,
        response_time: ResponseTime::Under2Hours,
        subcategories: &[
            Subcategory {
                name: "Lead Pipe Replacement",
                slug: Slug::new("lead-pipe-replacement"),
                description: "Old lead supply pipes traced and replaced with modern pipework inside the property.",
                icon: Icon::Droplets,
            },
            Subcategory {
                name: "Sympathetic Rewiring",
                slug: Slug::new("sympathetic-rewiring"),
                description: "Rewiring routed under floors and behind panelling to protect cornices, roses and shutters.",
                icon: Icon::Cable,
            },
            Subcategory {
                name: "Cast Iron Repairs",
                slug: Slug::new("cast-iron-repairs"),
                description: "Cast-iron soil stacks, rhones and radiators repaired, resealed or matched.",
                icon: Icon::Wrench,
            },
            Subcategory {
                name: "Listed Building Work",
                slug: Slug::new("listed-building-work"),
                description: "Work planned with consent requirements and conservation officers in mind.",
                icon: Icon::Landmark,
            },
            Subcategory {
                name: "Sandstone Tenement Repairs",
                slug: Slug::new("sandstone-tenement-repairs"),
                description: "Roof, rhone and close repairs to red and blond sandstone tenements, using traditional materials.",
                icon: Icon::Building,
            },
        ],
        keywords: &[
            "period property glasgow",
            "tenement plumber glasgow",
            "lead pipe replacement glasgow",
            "listed building electrician glasgow",
            "victorian villa repairs glasgow",
            "sandstone tenement repairs",
        ],
        property_types: &[PropertyType::Residential, PropertyType::Commercial],
    },
    Service {
        id: 36,
        name: "Student Accommodation",
        slug: Slug::new("student-accommodation"),
        category: Category::Specialist,
        description: "Maintenance, compliance and emergency repairs for student flats, HMOs and purpose-built student blocks in Glasgow, with fast turnarounds over the summer break so rooms are ready before each new term.",
        short_description: "HMO compliance, summer turnarounds and 24/7 tenant repairs",
        long_description: "With several universities and colleges in the city, Glasgow has a large student rental market, concentrated in areas such as Hillhead, Partick, Woodlands, Finnieston, the Merchant City and Dennistoun. Student lets work hard: more occupants, more showers, more cooking, and a fixed calendar that leaves little time for work between tenancies.\n\n\
Most shared student flats in Scotland are houses in multiple occupation (HMOs), homes where three or more people from more than two families live as their main residence and share a kitchen, bathroom or toilet, and every HMO needs a licence from the local council, which in the city is Glasgow City Council. Licensing brings extra standards on fire detection, gas and electrical safety, and the condition of kitchens and bathrooms. We carry out gas safety checks, EICRs, alarm installation and testing, fire door and emergency lighting work where required, and the repairs and upgrades a licensing inspection may call for. Over the summer, between the end of one academic year and the start of the next, we plan and deliver turnaround work across several properties at once: servicing, bathroom and kitchen refreshes, redecoration and repairs, with keys collected and returned through your agent. During term our emergency service covers leaks, heating failures, blocked drains and electrical faults, and tenants can report problems to us directly.\n\n\
For each property you receive a record of the work, with certificates and photographs, which keeps licence renewals straightforward. We work with private landlords, letting agents and operators of purpose-built student accommodation, and all work carries our guarantee of workmanship.",
        emergency_available: true,
        response_time: ResponseTime::Under2Hours,
        subcategories: &[
            Subcategory {
                name: "HMO Compliance Work",
                slug: Slug::new("hmo-compliance-work"),
                description: "Certificates, upgrades and repairs to meet HMO licence conditions and inspections.",
                icon: Icon::ClipboardCheck,
            },
            Subcategory {
                name: "Summer Turnarounds",
                slug: Slug::new("summer-turnarounds"),
                description: "Servicing, repairs and refreshes across several properties between academic years.",
                icon: Icon::Sun,
            },
            Subcategory {
                name: "Term-Time Emergency Repairs",
                slug: Slug::new("term-time-emergency-repairs"),
                description: "Leaks, heating failures, blocked drains and electrical faults fixed at any hour.",
                icon: Icon::Clock,
            },
            Subcategory {
                name: "Student Block Maintenance",
                slug: Slug::new("student-block-maintenance"),
                description: "Planned and reactive maintenance for purpose-built student accommodation.",
                icon: Icon::GraduationCap,
            },
            Subcategory {
                name: "Fire & Alarm Safety",
                slug: Slug::new("fire-alarm-safety"),
                description: "Interlinked alarms, CO alarms, emergency lighting and fire door work where required.",
                icon: Icon::TriangleAlert,
            },
        ],
        keywords: &[
            "student accommodation maintenance glasgow",
            "hmo maintenance glasgow",
            "hmo licence repairs glasgow",
            "student flat repairs glasgow",
            "student landlord services glasgow",
            "summer turnaround glasgow",
        ],
        property_types: &[
            PropertyType::Residential,
            PropertyType::HighRise,
            PropertyType::Commercial,
        ],
    },
];
