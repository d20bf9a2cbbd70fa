//! The high-rise services (`Category::HighRise`).
use content_model::*;

pub(crate) const ITEMS: [Service; 1] = [Service {
    id: 14,
    name: "High-Rise Plumbing",
    slug: Slug::new("high-rise-plumbing"),
    category: Category::HighRise,
    description: "Plumbing for tower blocks, multi-storey flats and tall commercial buildings, including booster pumps, rising mains, cold water tanks and shared risers. Our engineers respond at any hour to leaks affecting several floors.",
    short_description: "Booster pumps, risers and leaks in tower blocks and tall buildings",
    long_description: "Plumbing in a tall building works differently. Mains pressure alone will not usually reach the upper floors, so water is boosted by pumps or stored in tanks at roof level, then distributed through rising mains and shared risers. When something fails, many households or businesses can be affected at once, and a leak on an upper floor can travel a long way down before anyone notices it.\n\n\
            Glasgow has a large stock of multi-storey flats, alongside newer apartment developments beside the Clyde and tall office buildings in the city centre. Our engineers work on booster sets and pressure vessels, cold water storage tanks, rising mains and drop pipes, soil stack repairs, and leaks within individual flats that affect the homes below. We coordinate with housing associations, factors, concierge staff and building managers to arrange access, isolate only the parts of the system that must be shut off, and make sure residents are told before any planned interruption. Work at height and in plant rooms is planned under a proper risk assessment and any permits the building requires.\n\n\
            After each job we provide a written report for the building’s maintenance records, and our workmanship is guaranteed. Planned maintenance of pumps and tanks is also available to reduce the risk of emergency failures.",
    emergency_available: true,
    response_time: ResponseTime::Under2Hours,
    subcategories: &[
        Subcategory {
            name: "Booster Pump Systems",
            slug: Slug::new("booster-pump-systems"),
            description: "Repair, replacement and servicing of booster sets that lift water to the upper floors.",
            icon: Icon::Gauge,
        },
        Subcategory {
            name: "Rising Mains & Risers",
            slug: Slug::new("rising-mains-risers"),
            description: "Repairs to the shared pipework that carries water up through the building.",
            icon: Icon::Building,
        },
        Subcategory {
            name: "Cold Water Storage Tanks",
            slug: Slug::new("cold-water-storage-tanks"),
            description: "Inspection, cleaning and replacement of roof-level and plant room tanks.",
            icon: Icon::Droplets,
        },
        Subcategory {
            name: "Soil Stack Repairs",
            slug: Slug::new("soil-stack-repairs"),
            description: "Fixing leaking or blocked shared soil and waste stacks serving several flats.",
            icon: Icon::Wrench,
        },
        Subcategory {
            name: "Multi-Floor Leak Response",
            slug: Slug::new("multi-floor-leak-response"),
            description: "Tracing a leak to its source when water is reaching several floors.",
            icon: Icon::TriangleAlert,
        },
    ],
    keywords: &[
        "high rise plumbing glasgow",
        "tower block plumber glasgow",
        "multi storey flats plumbing glasgow",
        "booster pump repair glasgow",
        "rising main repair glasgow",
        "water tank maintenance glasgow",
    ],
    property_types: &[
        PropertyType::HighRise,
        PropertyType::Residential,
        PropertyType::Commercial,
    ],
}];
