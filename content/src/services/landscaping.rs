//! The landscaping services (`Category::Landscaping`).
use content_model::*;

pub(crate) const ITEMS: [Service; 2] = [
    Service {
        id: 29,
        name: "Patio Installation",
        slug: Slug::new("patio-installation"),
        category: Category::Landscaping,
        description: "Design and installation of patios in natural sandstone, porcelain and concrete paving for Glasgow gardens and commercial spaces, laid on a proper sub-base with the falls and drainage to cope with the west of Scotland’s rain.",
        short_description: "Sandstone and porcelain patios laid to last in a wet climate",
        long_description: "A patio in Glasgow has to look good on the warm evenings and survive the long wet months in between without rocking, ponding or turning green. The difference between a patio that lasts and one that fails is mostly out of sight: the excavation, the sub-base, the falls and the drainage. We install patios for homes and for commercial outdoor spaces such as beer gardens, café terraces and office courtyards.\n\n\
We help you choose paving that suits the property, from sawn or riven sandstone that sits well beside traditional stonework to porcelain slabs that are low-maintenance and resist staining. We dig out to the right depth, lay and compact a crushed stone sub-base, and bed the slabs on a full mortar bed rather than spot dabs, so they stay solid and water cannot lie underneath. The surface falls gently away from the house, finishes at least 150mm below the damp-proof course, and sheds water to a channel, gully or planted area. Joints are filled with a mortar or jointing compound suited to the stone, and we can add steps, edging, raised beds and low walls to complete the space.\n\n\
Before work starts you get a clear written quote and a layout drawing. Afterwards you get care advice for your chosen paving and our guarantee of workmanship on the installation.",
        emergency_available: false,
        response_time: ResponseTime::OneToTwoWeeks,
        subcategories: &[
            Subcategory {
                name: "Natural Sandstone Patios",
                slug: Slug::new("natural-sandstone-patios"),
                description: "Sawn and riven sandstone paving that complements traditional Glasgow stonework.",
                icon: Icon::Layers,
            },
            Subcategory {
                name: "Porcelain Paving",
                slug: Slug::new("porcelain-paving"),
                description: "Hard-wearing, stain-resistant porcelain slabs that stay clean with little effort.",
                icon: Icon::Sparkles,
            },
            Subcategory {
                name: "Steps & Raised Beds",
                slug: Slug::new("steps-raised-beds"),
                description: "Steps, edging, low walls and raised planters built to match the patio.",
                icon: Icon::Hammer,
            },
            Subcategory {
                name: "Patio Drainage & Falls",
                slug: Slug::new("patio-drainage-falls"),
                description: "Correct falls away from the house and channels or gullies so water never sits on the surface.",
                icon: Icon::Droplets,
            },
            Subcategory {
                name: "Garden Layout Design",
                slug: Slug::new("garden-layout-design"),
                description: "A measured layout showing size, levels and materials before any digging starts.",
                icon: Icon::Ruler,
            },
        ],
        keywords: &[
            "patio installation glasgow",
            "sandstone patio glasgow",
            "porcelain patio glasgow",
            "patio layers glasgow",
            "garden paving glasgow",
            "patio drainage",
        ],
        property_types: &[PropertyType::Residential, PropertyType::Commercial],
    },
    Service {
        id: 30,
        name: "Decking Installation",
        slug: Slug::new("decking-installation"),
        category: Category::Landscaping,
        description: "Timber and composite decking for Glasgow gardens and commercial terraces, built on a solid, well-ventilated frame with slip-resistant boards, balustrades and steps, and designed to handle the city’s damp weather.",
        short_description: "Timber and composite decks built for a damp climate",
        long_description: "Decking is a practical way to create level outdoor space on a sloping Glasgow garden or over ground that is too wet for a lawn. It is also the part of a garden most exposed to the weather, so a deck that lasts here needs good materials, a well-built frame and enough ventilation underneath to dry out between showers.\n\n\
We build frames from pressure-treated timber rated for ground contact, set on concrete pads or ground screws, with joists spaced to suit the boards and a weed membrane below. For the boards you can choose treated softwood, hardwood or composite, which needs no staining and, in grooved or textured finishes, grips better in the wet, a real advantage in a shaded west of Scotland garden. We add steps, balustrades, skirting, lighting and built-in seating as required, and leave small gaps between boards so rain drains through. A raised deck, or one close to a boundary, can need planning permission or a building warrant, so we check the height and position with you at the design stage and tell you if an application is needed. We also repair and rebuild existing decks with rotten joists, loose boards or wobbly balustrades.\n\n\
You receive a clear design and quote up front, care advice for the materials chosen, and our guarantee of workmanship on the build.",
        emergency_available: false,
        response_time: ResponseTime::OneToTwoWeeks,
        subcategories: &[
            Subcategory {
                name: "Composite Decking",
                slug: Slug::new("composite-decking"),
                description: "Low-maintenance composite boards that resist rot, with textured finishes for better grip in the rain.",
                icon: Icon::Layers,
            },
            Subcategory {
                name: "Timber Decking",
                slug: Slug::new("timber-decking"),
                description: "Treated softwood and hardwood decks on frames built for ground contact.",
                icon: Icon::Trees,
            },
            Subcategory {
                name: "Raised & Multi-Level Decks",
                slug: Slug::new("raised-multi-level-decks"),
                description: "Decks that level out sloping gardens, with the permissions checked at design stage.",
                icon: Icon::Ruler,
            },
            Subcategory {
                name: "Balustrades & Steps",
                slug: Slug::new("balustrades-steps"),
                description: "Secure balustrades, handrails and steps in timber, composite, glass or metal.",
                icon: Icon::Fence,
            },
            Subcategory {
                name: "Deck Repairs",
                slug: Slug::new("deck-repairs"),
                description: "Rotten joists, loose boards and unsafe balustrades repaired or rebuilt.",
                icon: Icon::Hammer,
            },
        ],
        keywords: &[
            "decking installation glasgow",
            "composite decking glasgow",
            "timber decking glasgow",
            "raised decking glasgow",
            "deck repairs glasgow",
            "garden decking",
        ],
        property_types: &[PropertyType::Residential, PropertyType::Commercial],
    },
];
