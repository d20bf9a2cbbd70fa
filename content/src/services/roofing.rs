//! The roofing services (`Category::Roofing`).
use content_model::*;

pub(crate) const ITEMS: [Service; 5] = [
    Service {
        id: 9,
        name: "Emergency Roof Repairs",
        slug: Slug::new("emergency-roof-repairs"),
        category: Category::Roofing,
        description: "Round-the-clock response to storm damage, slipped slates and sudden roof leaks across Glasgow. We make the roof watertight quickly with safe temporary protection, then return to carry out a lasting repair.",
        short_description: "Storm damage, slipped slates and roof leaks made watertight fast",
        long_description: "Glasgow’s weather is hard on roofs. Strong westerly gales, heavy rain and the freeze and thaw of winter loosen slates, lift ridges, crack lead flashings and dislodge chimney pots. When water starts coming through a ceiling, or a storm leaves slates lying in the street, the aim is to stop the water and make the roof safe before anything else.\n\n\
            Our roofers respond day and night. On arrival we assess the damage from a safe position, using ladders, roof access equipment or, on taller tenements, a mobile access platform where one is needed, and carry out a temporary repair with tarpaulins, replacement slates or sealing so the building stays dry. Where it is not safe to go on a roof in the dark or in high winds, we protect the rooms below and come back at first light. Much of the city’s older housing has natural slate nailed to timber sarking boards, with lead valleys, stone skews and tall chimney stacks, and we repair these with matching materials rather than quick fixes that fail in the next storm. For shared tenement roofs we can liaise with the factor or the other owners so that repairs are not held up.\n\n\
            Once the roof is secure we return to complete the permanent repair. We provide photographs and a written report to support an insurance claim, and the workmanship on every repair is guaranteed.",
        emergency_available: true,
        response_time: ResponseTime::Under2Hours,
        subcategories: &[
            Subcategory {
                name: "Storm Damage Repairs",
                slug: Slug::new("storm-damage-repairs"),
                description: "Making roofs safe and watertight after high winds and heavy rain.",
                icon: Icon::CloudRain,
            },
            Subcategory {
                name: "Slipped & Missing Slates",
                slug: Slug::new("slipped-missing-slates"),
                description: "Refixing and replacing slates with matching natural slate wherever possible.",
                icon: Icon::Layers,
            },
            Subcategory {
                name: "Emergency Tarpaulin Cover",
                slug: Slug::new("emergency-tarpaulin-cover"),
                description: "Secure temporary covering that keeps the building dry until the permanent repair.",
                icon: Icon::ShieldCheck,
            },
            Subcategory {
                name: "Chimney Stack Repairs",
                slug: Slug::new("chimney-stack-repairs"),
                description: "Making loose chimney pots, flaunching and stonework safe after storms.",
                icon: Icon::House,
            },
            Subcategory {
                name: "Flashing & Leadwork Repairs",
                slug: Slug::new("flashing-leadwork-repairs"),
                description: "Repairing cracked or lifted lead at valleys, skews, chimneys and abutments.",
                icon: Icon::Hammer,
            },
        ],
        keywords: &[
            "emergency roof repair glasgow",
            "roof leak glasgow",
            "storm damage roof glasgow",
            "slipped slates repair glasgow",
            "24 hour roofer glasgow",
            "roofer glasgow",
        ],
        property_types: &[
            PropertyType::Residential,
            PropertyType::Commercial,
            PropertyType::Industrial,
        ],
    },
    Service {
        id: 10,
        name: "Roof Installation",
        slug: Slug::new("roof-installation"),
        category: Category::Roofing,
        description: "Complete re-roofing and new roofs in natural slate, concrete and clay tiles and modern membranes. We manage scaffolding, insulation and leadwork so that the new roof protects the building for decades.",
        short_description: "New roofs and full re-roofing in slate, tile and modern membranes",
        long_description: "There comes a point when patching a roof no longer makes sense. Widespread slipped slates, corroded nails, rotten sarking or repeated leaks in different places are signs that the covering has reached the end of its life. A full re-roof removes the old covering, repairs the structure beneath and lays a new roof that should serve the building for many years.\n\n\
            We begin with a survey of the roof and loft to check the timbers, ventilation and insulation, then provide a detailed written specification. Many Glasgow roofs are natural slate nailed to sarking boards, and where the budget or a conservation setting calls for it we salvage sound slates and supplement them with matching new slate. We also lay concrete and clay tiles, and single-ply or felt systems on flat sections. Leadwork to valleys, skews, chimneys and abutments is renewed properly, and we improve loft insulation and ventilation as we go to reduce condensation. Scaffolding, skips and the council permit for any scaffold on the pavement are arranged for you. If the building is listed, changes to the roof can need listed building consent, and in a conservation area, as much of the West End and parts of the Southside are, a change of roofing material can need planning permission; we help with the applications where they are needed.\n\n\
            Throughout the job we leave the roof watertight at the end of each day. At completion you receive a written guarantee on our workmanship and any manufacturer guarantees for the materials.",
        emergency_available: false,
        response_time: ResponseTime::OneToTwoWeeks,
        subcategories: &[
            Subcategory {
                name: "Slate Re-Roofing",
                slug: Slug::new("slate-re-roofing"),
                description: "Natural slate roofs stripped and relaid, reusing sound slates where appropriate.",
                icon: Icon::Layers,
            },
            Subcategory {
                name: "Tiled Roofs",
                slug: Slug::new("tiled-roofs"),
                description: "New concrete and clay tile roofs for houses, bungalows and extensions.",
                icon: Icon::House,
            },
            Subcategory {
                name: "Flat Roof Systems",
                slug: Slug::new("flat-roof-systems"),
                description: "Single-ply and felt coverings for flat roofs, dormers and garages.",
                icon: Icon::Building,
            },
            Subcategory {
                name: "Leadwork & Flashings",
                slug: Slug::new("leadwork-flashings"),
                description: "New lead valleys, skews, flashings and chimney details formed on site.",
                icon: Icon::Hammer,
            },
            Subcategory {
                name: "Roof Insulation & Ventilation",
                slug: Slug::new("roof-insulation-ventilation"),
                description: "Upgrading loft insulation and ventilation to save heat and prevent condensation.",
                icon: Icon::Wind,
            },
        ],
        keywords: &[
            "roof installation glasgow",
            "new roof glasgow",
            "re-roofing glasgow",
            "roof replacement glasgow",
            "slate roof glasgow",
            "roofing contractors glasgow",
        ],
        property_types: &[PropertyType::Residential, PropertyType::Commercial],
    },
    Service {
        id: 21,
        name: "Flat Roof Repairs",
        slug: Slug::new("flat-roof-repairs"),
        category: Category::Roofing,
        description: "Repairs to leaking felt, rubber and fibreglass flat roofs on extensions, dormers, garages and commercial buildings across Glasgow, with emergency temporary waterproofing when water is already coming through a ceiling.",
        short_description: "Leak repairs to felt, EPDM and GRP flat roofs, day or night",
        long_description: "Flat roofs are everywhere in Glasgow: on the back extensions of tenements, on dormers and bay windows, on garages, and on the offices, shops and industrial units along the city’s main roads. They work hard in a climate this wet, and when a seam splits or water ponds long enough to find a weakness, the first sign is usually a stain spreading across a ceiling. Our roofers repair built-up felt, torch-on bitumen, EPDM rubber, GRP fibreglass and liquid-applied coatings, and we answer emergency calls around the clock.\n\n\
On an emergency visit we make the roof watertight first, with a temporary patch or sheeting, and, where water has reached light fittings or wiring, isolate the circuit and have one of our electricians check it. Once the weather allows, we trace the real cause rather than the spot where the drip appears, because water can travel a long way under a membrane or along a joist before it shows. Common culprits are failed upstands and flashings, blocked outlets, blistered or split felt, and decking that has softened after years of slow leaks. Where a roof is near the end of its life we say so plainly and give you the choice between a patch repair and a full strip and re-cover, with advice on improving the insulation at the same time.\n\n\
You get photographs of what we found and what we did, a written note of the work, and our guarantee of workmanship on every repair. Where a flat roof is shared, as on many tenement extensions, we can liaise with your neighbours or factor.",
        emergency_available: true,
        response_time: ResponseTime::Under2Hours,
        subcategories: &[
            Subcategory {
                name: "Emergency Leak Response",
                slug: Slug::new("emergency-leak-response"),
                description: "Temporary waterproofing and a make-safe visit when water is coming through a ceiling, at any hour.",
                icon: Icon::TriangleAlert,
            },
            Subcategory {
                name: "Felt & Torch-On Repairs",
                slug: Slug::new("felt-torch-on-repairs"),
                description: "Patching and resealing built-up and torch-on bitumen felt, including blisters, splits and failed laps.",
                icon: Icon::Layers,
            },
            Subcategory {
                name: "EPDM Rubber Roofs",
                slug: Slug::new("epdm-rubber-roofs"),
                description: "Repairs to single-ply rubber membranes, seams and trims, or a full re-cover in one seamless sheet.",
                icon: Icon::Droplets,
            },
            Subcategory {
                name: "GRP Fibreglass Roofs",
                slug: Slug::new("grp-fibreglass-roofs"),
                description: "Repair and re-coating of fibreglass roofs on dormers, extensions and garages.",
                icon: Icon::ShieldCheck,
            },
            Subcategory {
                name: "Outlets, Upstands & Flashings",
                slug: Slug::new("outlets-upstands-flashings"),
                description: "Clearing and re-forming outlets and resealing the junctions where the roof meets walls, parapets and rooflights.",
                icon: Icon::CloudRain,
            },
        ],
        keywords: &[
            "flat roof repair glasgow",
            "emergency flat roof leak glasgow",
            "felt roof repair glasgow",
            "epdm rubber roof glasgow",
            "fibreglass roof repair glasgow",
            "leaking extension roof",
        ],
        property_types: &[
            PropertyType::Residential,
            PropertyType::Commercial,
            PropertyType::Industrial,
        ],
    },
    Service {
        id: 22,
        name: "Roof Maintenance",
        slug: Slug::new("roof-maintenance"),
        category: Category::Roofing,
        description: "Planned inspections and routine upkeep for slate and tiled roofs across Glasgow, catching slipped slates, tired leadwork, loose chimney pots and blocked valleys before they turn into leaks and damaged ceilings.",
        short_description: "Inspections, slate repairs and upkeep to keep roofs watertight",
        long_description: "Most roof leaks in Glasgow start small: a slate slipped in a winter gale, a lead flashing lifted at a chimney, a valley choked with moss and leaves. Left alone, each one lets water into the sarking and timbers for months before anyone sees a mark inside. Roof maintenance puts a roofer on your roof at regular intervals, typically once a year and after a serious storm, to find these problems while they are still quick fixes.\n\n\
A maintenance visit covers the slates or tiles, ridges and hips, leadwork, chimney heads and pots, valleys, roof windows, and the rhones and downpipes that carry the water away. We replace slipped and broken slates with matching natural slate wherever possible, re-dress or renew lead, repoint ridges and chimney copes, clear moss and debris, and check for damage around vents and for gull nests (a nest in use is protected by law, so it cannot simply be removed). On tenements and taller buildings we arrange safe access, from roof ladders to towers, a cherry picker or scaffolding. Tenement roofs are usually maintained jointly by all the owners, under the title deeds or the Tenements (Scotland) Act 2004, so we work with factors and owners’ associations and provide quotes that the owners can agree together.\n\n\
After every visit you receive a short written report with photographs, marking what needs attention now and what to keep an eye on. That gives you a clear record for your insurer, a factor’s budget or a future sale, and every repair we carry out comes with our guarantee of workmanship.",
        emergency_available: false,
        response_time: ResponseTime::ThreeToFiveDays,
        subcategories: &[
            Subcategory {
                name: "Annual Roof Inspections",
                slug: Slug::new("annual-roof-inspections"),
                description: "A close check of slates, ridges, valleys, leadwork and rhones, with moss and debris cleared as we go.",
                icon: Icon::Search,
            },
            Subcategory {
                name: "Slate & Tile Repairs",
                slug: Slug::new("slate-tile-repairs"),
                description: "Slipped, cracked and missing slates and tiles replaced with matching materials.",
                icon: Icon::Layers,
            },
            Subcategory {
                name: "Leadwork & Flashings",
                slug: Slug::new("leadwork-flashings"),
                description: "Re-dressing, refixing and renewing lead flashings, soakers and valleys around chimneys and abutments.",
                icon: Icon::ShieldCheck,
            },
            Subcategory {
                name: "Chimney Head Repairs",
                slug: Slug::new("chimney-head-repairs"),
                description: "Repointing chimney heads, resetting copes and securing or removing loose chimney pots.",
                icon: Icon::House,
            },
            Subcategory {
                name: "Photo Condition Reports",
                slug: Slug::new("photo-condition-reports"),
                description: "A written report with photographs after each visit, for your records, your insurer or your factor.",
                icon: Icon::Camera,
            },
        ],
        keywords: &[
            "roof maintenance glasgow",
            "roof inspection glasgow",
            "slate roof repair glasgow",
            "tenement roof maintenance",
            "chimney repairs glasgow",
            "lead flashing repair glasgow",
        ],
        property_types: &[PropertyType::Residential, PropertyType::Commercial],
    },
    Service {
        id: 23,
        name: "Velux Windows",
        slug: Slug::new("velux-windows"),
        category: Category::Roofing,
        description: "Supply, fitting, replacement and repair of Velux and other roof windows for lofts, attic rooms and extensions in Glasgow, including flashing kits, conservation-style units, blinds and electric opening.",
        short_description: "Roof window fitting, replacement, resealing and blinds",
        long_description: "Roof windows bring daylight and fresh air into loft rooms, top-floor flats with attic space and single-storey extensions. We fit new Velux and comparable roof windows, replace old units that have misted, rotted or stopped closing properly, and cure the leaks that come from worn flashings and seals. In a city with as much wind-driven rain as Glasgow, the way a roof window is flashed into the slates matters as much as the window itself.\n\n\
For a replacement, we usually fit a new window into the existing opening with a matching flashing kit, so the work is mostly done from inside, often in a day, with slates disturbed only around the frame. A new opening is a bigger job: we check the rafters, trim the opening, fit an insulation collar and underlay, and finish the lining inside. Converting a loft into a room needs a building warrant, and a new roof window can also need planning permission, for example on a flat or in a conservation area, or listed building consent on a listed building, so we advise on this before work starts and can fit low-profile conservation-style windows where they are required. We also fit blackout and thermal blinds, electric and solar-powered openers, and rain sensors that close the window automatically when a shower starts.\n\n\
Every installation is finished neatly inside and out, the old unit is taken away, and you receive the manufacturer’s product warranty alongside our guarantee of workmanship.",
        emergency_available: false,
        response_time: ResponseTime::OneToTwoWeeks,
        subcategories: &[
            Subcategory {
                name: "New Roof Window Installation",
                slug: Slug::new("new-roof-window-installation"),
                description: "New openings formed, trimmed, flashed and lined for lofts, attic rooms and extensions.",
                icon: Icon::Sun,
            },
            Subcategory {
                name: "Like-for-Like Replacement",
                slug: Slug::new("like-for-like-replacement"),
                description: "Old, misted or rotten roof windows swapped for new units in the existing opening, usually from inside.",
                icon: Icon::Wrench,
            },
            Subcategory {
                name: "Leak & Flashing Repairs",
                slug: Slug::new("leak-flashing-repairs"),
                description: "Worn flashings, seals and surrounding slates put right so the window stays dry in driving rain.",
                icon: Icon::CloudRain,
            },
            Subcategory {
                name: "Blinds & Electric Openers",
                slug: Slug::new("blinds-electric-openers"),
                description: "Blackout and thermal blinds, electric or solar openers and automatic rain sensors.",
                icon: Icon::Zap,
            },
            Subcategory {
                name: "Conservation Roof Windows",
                slug: Slug::new("conservation-roof-windows"),
                description: "Low-profile, traditionally styled roof windows for listed buildings and conservation areas.",
                icon: Icon::Landmark,
            },
        ],
        keywords: &[
            "velux windows glasgow",
            "velux installation glasgow",
            "roof window replacement glasgow",
            "leaking velux window repair",
            "loft window fitting glasgow",
            "conservation roof window glasgow",
        ],
        property_types: &[PropertyType::Residential, PropertyType::Commercial],
    },
];
