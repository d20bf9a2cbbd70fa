//! The building services (`Category::Building`).
use content_model::*;

pub(crate) const ITEMS: [Service; 2] = [
    Service {
        id: 19,
        name: "Property Maintenance",
        slug: Slug::new("property-maintenance"),
        category: Category::Building,
        description: "Planned and reactive maintenance for homeowners, landlords, factors and businesses, covering plumbing, heating, electrics, roofing and general building repairs. One reliable team keeps your property safe, compliant and in good order.",
        short_description: "Planned and reactive repairs for homes, lets and commercial premises",
        long_description: "Keeping a property in good order is easier with one team that knows it. Our property maintenance service brings together our plumbers, heating engineers, electricians, roofers and joiners, so a dripping tap, a sticking door, a loose slate and a failed extractor fan can all be dealt with through a single call and a single account.\n\n\
            Much of our maintenance work is for landlords and letting agents. Private rented homes in Scotland must meet the Repairing Standard set by the Housing (Scotland) Act 2006, which covers the structure and exterior, the water, gas, electricity, sanitation and heating installations, the fixtures, fittings and appliances the landlord provides, and fire and carbon monoxide detection. We help landlords stay on top of it with annual gas safety records, five-yearly EICRs, alarm checks, prompt repairs when tenants report problems, and turnaround work between tenancies. For tenement owners, we carry out common repairs to closes, roofs, rhones and back courts, working through the factor or with owners directly. Sandstone buildings reward regular attention: clearing gutters, repointing open joints in lime mortar and fixing small roof defects before Glasgow’s rain turns them into larger repairs.\n\n\
            We can agree a schedule of planned visits or simply respond when you call. Every job is recorded with notes and photographs, and our workmanship is guaranteed.",
        emergency_available: false,
        response_time: ResponseTime::OneToThreeDays,
        subcategories: &[
            Subcategory {
                name: "Landlord Maintenance",
                slug: Slug::new("landlord-maintenance"),
                description: "Repairs, safety checks and compliance work for private landlords and letting agents.",
                icon: Icon::Key,
            },
            Subcategory {
                name: "Tenement Common Repairs",
                slug: Slug::new("tenement-common-repairs"),
                description: "Repairs to shared roofs, closes, rhones and back courts for owners and factors.",
                icon: Icon::Building,
            },
            Subcategory {
                name: "Planned Maintenance Visits",
                slug: Slug::new("planned-maintenance-visits"),
                description: "Scheduled inspections and servicing that catch small problems early.",
                icon: Icon::ClipboardCheck,
            },
            Subcategory {
                name: "General Repairs & Joinery",
                slug: Slug::new("general-repairs-joinery"),
                description: "Doors, windows, floors, skirtings and the many small jobs a property needs.",
                icon: Icon::Hammer,
            },
            Subcategory {
                name: "Void Property Turnarounds",
                slug: Slug::new("void-property-turnarounds"),
                description: "Repairs and safety checks between tenancies so a let is ready to re-let.",
                icon: Icon::House,
            },
        ],
        keywords: &[
            "property maintenance glasgow",
            "landlord maintenance glasgow",
            "tenement repairs glasgow",
            "building maintenance glasgow",
            "property repairs glasgow",
            "handyman services glasgow",
        ],
        property_types: &[
            PropertyType::Residential,
            PropertyType::Commercial,
            PropertyType::HighRise,
        ],
    },
    Service {
        id: 34,
        name: "New Build Services",
        slug: Slug::new("new-build-services"),
        category: Category::Building,
        description: "First and second fix plumbing, heating and electrical work for new homes, extensions and conversions around Glasgow, coordinated with your builder and building warrant, with snagging and certificates at handover.",
        short_description: "First and second fix plumbing, heating and electrics",
        long_description: "On a new build or an extension, the services have to go in at the right moments: after the frame is up and before the plasterboard goes on, then again once the walls are finished. We work for self-builders, homeowners with an extension under way, developers and main contractors around Glasgow, providing plumbing, heating and electrical installation from first fix to final certificate.\n\n\
First fix covers the hidden work: waste and supply pipework, underfloor heating circuits, cable runs, back boxes, the consumer unit position and any ducting, all set out from the drawings and checked with you on site before it is covered up. Second fix brings everything to life with sanitaryware, radiators or other heat emitters, sockets, switches and lighting, followed by testing and commissioning. For new homes whose building warrant was applied for on or after 1 April 2024, the New Build Heat Standard rules out heating that burns fuel in the home, such as gas and oil boilers, so we design for heat pumps and other zero direct emissions heating, with pipe sizes and emitters to suit. For extensions we check whether the existing boiler, consumer unit and drainage can take the extra load. We coordinate with your builder and joiner, keep to the programme, and plan our work around the notification stages in your building warrant’s construction compliance and notification plan.\n\n\
At handover we work through a snagging list, fix anything outstanding, and provide Electrical Installation Certificates, commissioning records and user instructions for your completion certificate submission. All of our installation work carries our guarantee of workmanship.",
        emergency_available: false,
        response_time: ResponseTime::FiveToSevenDays,
        subcategories: &[
            Subcategory {
                name: "First Fix Plumbing & Heating",
                slug: Slug::new("first-fix-plumbing-heating"),
                description: "Supply, waste and heating pipework and underfloor heating laid before walls and floors are closed.",
                icon: Icon::Wrench,
            },
            Subcategory {
                name: "First Fix Electrics",
                slug: Slug::new("first-fix-electrics"),
                description: "Cable runs, back boxes and consumer unit positions set out from the drawings.",
                icon: Icon::Cable,
            },
            Subcategory {
                name: "Second Fix & Commissioning",
                slug: Slug::new("second-fix-commissioning"),
                description: "Sanitaryware, radiators, sockets and lighting fitted, tested and commissioned.",
                icon: Icon::ClipboardCheck,
            },
            Subcategory {
                name: "Heat Pump Ready Systems",
                slug: Slug::new("heat-pump-ready-systems"),
                description: "Low-temperature heating designed for heat pumps under the New Build Heat Standard.",
                icon: Icon::Thermometer,
            },
            Subcategory {
                name: "Snagging & Handover",
                slug: Slug::new("snagging-handover"),
                description: "Snag lists cleared and certificates and manuals handed over for completion.",
                icon: Icon::Search,
            },
        ],
        keywords: &[
            "new build plumbing glasgow",
            "first fix electrician glasgow",
            "second fix plumbing glasgow",
            "extension plumbing and electrics",
            "new build heating glasgow",
            "snagging glasgow",
        ],
        property_types: &[
            PropertyType::Residential,
            PropertyType::Commercial,
            PropertyType::Industrial,
        ],
    },
];
