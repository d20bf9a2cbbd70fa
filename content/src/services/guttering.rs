//! The guttering services (`Category::Guttering`).
use content_model::*;

pub(crate) const ITEMS: [Service; 4] = [
    Service {
        id: 11,
        name: "Gutter Installation",
        slug: Slug::new("gutter-installation"),
        category: Category::Guttering,
        description: "New gutters and downpipes in uPVC, cast iron, cast aluminium and seamless aluminium, fitted to carry heavy Glasgow rainfall safely away from walls and foundations. We match period profiles on older properties.",
        short_description: "New gutters, rhones and downpipes in uPVC, cast iron and aluminium",
        long_description: "Gutters, known in Scotland as rhones, and downpipes do a quiet but essential job. When they leak, sag or overflow, rainwater runs down the face of the building, soaks into stonework and brick, and eventually shows up as damp patches, rotten window timbers or green-stained walls. In a city with as much rain as Glasgow, a properly sized and correctly fitted guttering system is one of the most cost-effective ways to protect a property.\n\n\
            We replace complete systems and individual runs. For modern homes, uPVC in half-round, square or ogee profiles is practical and needs little maintenance. Sandstone tenements, villas and terraces often have original cast-iron rhones, sometimes set behind a parapet as wallhead gutters, and we can renew these like for like or in cast aluminium of the same profile, which planners often accept in conservation areas; on a listed building, cast iron is usually expected. Seamless aluminium suits larger elevations, where fewer joints mean fewer leaks. We set the falls, position outlets to suit the roof area they drain, and connect downpipes to the existing drainage so water is carried clear of the foundations.\n\n\
            Access is arranged to suit the building, from ladders on bungalows to scaffolding or a platform on four-storey tenements. You receive a clear quotation beforehand and a workmanship guarantee on completion.",
        emergency_available: false,
        response_time: ResponseTime::ThreeToFiveDays,
        subcategories: &[
            Subcategory {
                name: "uPVC Guttering",
                slug: Slug::new("upvc-guttering"),
                description: "Low-maintenance half-round, square and ogee gutters for modern homes.",
                icon: Icon::House,
            },
            Subcategory {
                name: "Cast Iron Rhones",
                slug: Slug::new("cast-iron-rhones"),
                description: "Traditional cast-iron gutters renewed like for like on period and listed buildings.",
                icon: Icon::Landmark,
            },
            Subcategory {
                name: "Seamless Aluminium Gutters",
                slug: Slug::new("seamless-aluminium-gutters"),
                description: "Gutters formed in continuous lengths on site, leaving fewer joints to leak.",
                icon: Icon::Layers,
            },
            Subcategory {
                name: "Downpipes & Hoppers",
                slug: Slug::new("downpipes-hoppers"),
                description: "New downpipes, hoppers and connections to the drains to carry water clear of the walls.",
                icon: Icon::CloudRain,
            },
            Subcategory {
                name: "Wallhead Gutters",
                slug: Slug::new("wallhead-gutters"),
                description: "Relining and renewing parapet gutters on sandstone tenements and terraces.",
                icon: Icon::Building,
            },
        ],
        keywords: &[
            "gutter installation glasgow",
            "new gutters glasgow",
            "rhones glasgow",
            "cast iron gutters glasgow",
            "downpipe replacement glasgow",
            "guttering contractors glasgow",
        ],
        property_types: &[PropertyType::Residential, PropertyType::Commercial],
    },
    Service {
        id: 24,
        name: "Gutter Repairs",
        slug: Slug::new("gutter-repairs"),
        category: Category::Guttering,
        description: "Repairs to leaking, sagging and broken gutters and downpipes, the rhones of Glasgow’s houses, tenements and commercial buildings, in cast iron, uPVC and aluminium, with safe access at any height.",
        short_description: "Leaking joints, sagging runs and broken downpipes put right",
        long_description: "A leaking rhone does more damage than its size suggests. Water spilling down a sandstone tenement soaks into the stone, washes out mortar joints and turns up inside as damp patches and peeling paint, often on the top floor or around window reveals. On houses it saturates walls, undermines paths and leaves green streaks down the render. We repair gutters and downpipes on every kind of Glasgow building, from cast-iron systems on Victorian terraces to uPVC on post-war semis and aluminium on commercial units.\n\n\
Typical work includes resealing or replacing leaking joints, refixing or renewing brackets so a sagging run falls correctly to its outlet, replacing cracked sections and fittings, and clearing or renewing blocked and broken downpipes. Where cast iron is sound we repair it in cast iron, because it suits older buildings and lasts far longer than its reputation suggests; where it has rusted through, we match the profile or discuss replacement in cast aluminium or uPVC. On tenements and other tall buildings we organise the right access, whether ladders, a tower, a cherry picker or scaffolding, and take care over closes, pavements and parked cars below.\n\n\
We tell you what we found, show you photographs from up high, and leave the system running freely. Repairs carry our guarantee of workmanship, and where the rhones are common property we can provide a written quote for your factor or neighbours.",
        emergency_available: false,
        response_time: ResponseTime::OneToThreeDays,
        subcategories: &[
            Subcategory {
                name: "Leaking Joint Repairs",
                slug: Slug::new("leaking-joint-repairs"),
                description: "Dripping joints and unions resealed or renewed so water stays in the gutter.",
                icon: Icon::Droplets,
            },
            Subcategory {
                name: "Sagging Gutter Realignment",
                slug: Slug::new("sagging-gutter-realignment"),
                description: "Brackets refixed or replaced so each run falls correctly to its outlet.",
                icon: Icon::Ruler,
            },
            Subcategory {
                name: "Cast Iron Rhone Repairs",
                slug: Slug::new("cast-iron-rhone-repairs"),
                description: "Cast-iron gutters and downpipes repaired, resealed or matched in profile on older buildings.",
                icon: Icon::Landmark,
            },
            Subcategory {
                name: "Downpipe Repairs",
                slug: Slug::new("downpipe-repairs"),
                description: "Cracked, blocked and loose downpipes cleared, refixed or replaced down to the gully.",
                icon: Icon::CloudRain,
            },
            Subcategory {
                name: "High-Level Access",
                slug: Slug::new("high-level-access"),
                description: "Towers, cherry pickers and scaffolding arranged safely for tenements and tall buildings.",
                icon: Icon::HardHat,
            },
        ],
        keywords: &[
            "gutter repairs glasgow",
            "rhone repairs glasgow",
            "leaking gutter glasgow",
            "downpipe repair glasgow",
            "cast iron gutter repair",
            "tenement rhone repairs",
        ],
        property_types: &[PropertyType::Residential, PropertyType::Commercial],
    },
    Service {
        id: 25,
        name: "Gutter Cleaning",
        slug: Slug::new("gutter-cleaning"),
        category: Category::Guttering,
        description: "Gutter and downpipe clearing for houses, tenements and commercial buildings across Glasgow, using high-reach vacuum equipment and pole cameras, with before-and-after photographs so you can see the result yourself.",
        short_description: "Vacuum gutter clearing with camera checks and photos",
        long_description: "Glasgow’s gutters fill up fast. Leaves from the city’s parks and tree-lined streets, moss washed off slate roofs, and the nesting material left by gulls and pigeons all end up in the rhones, and once an outlet blocks, the next heavy shower sends water over the edge and down the wall. Regular cleaning is the simplest way to protect stonework, render and the rooms behind them.\n\n\
For most buildings up to about four storeys we use a high-reach vacuum system on carbon-fibre poles, which clears gutters from the ground without ladders leaning on your walls or windows. A camera on the pole shows the inside of the gutter on a screen, so we can confirm it is clear and spot cracked joints or loose brackets while we are there. Where the roof is higher, or the gutter sits behind a parapet as it does on many tenements and commercial buildings, we arrange safe access instead. We flush the downpipes, clear the gully or shoe at the foot, and take all the debris away with us.\n\n\
You receive before-and-after photographs and a note of any repairs worth doing, quoted separately so there is no pressure. Many customers book an autumn clean each year once the leaves are down, with a spring check for larger properties near trees, and our work carries our guarantee of workmanship.",
        emergency_available: false,
        response_time: ResponseTime::ThreeToFiveDays,
        subcategories: &[
            Subcategory {
                name: "Vacuum Gutter Clearing",
                slug: Slug::new("vacuum-gutter-clearing"),
                description: "Leaves, moss and silt removed from the ground with high-reach vacuum poles.",
                icon: Icon::Wind,
            },
            Subcategory {
                name: "Camera Inspections",
                slug: Slug::new("camera-inspections"),
                description: "A pole-mounted camera shows the gutter is clear and picks up cracks and loose brackets.",
                icon: Icon::Camera,
            },
            Subcategory {
                name: "Downpipe Flushing",
                slug: Slug::new("downpipe-flushing"),
                description: "Downpipes flushed through and gullies cleared so water gets away at ground level.",
                icon: Icon::Droplets,
            },
            Subcategory {
                name: "Parapet & Valley Gutters",
                slug: Slug::new("parapet-valley-gutters"),
                description: "Hidden gutters behind parapets and in roof valleys cleared with safe high-level access.",
                icon: Icon::Building,
            },
            Subcategory {
                name: "Annual Cleaning Plans",
                slug: Slug::new("annual-cleaning-plans"),
                description: "A yearly or twice-yearly clean booked in advance, timed for after the leaves fall.",
                icon: Icon::Clock,
            },
        ],
        keywords: &[
            "gutter cleaning glasgow",
            "rhone cleaning glasgow",
            "gutter vacuum cleaning",
            "blocked gutter glasgow",
            "tenement gutter cleaning",
            "downpipe unblocking glasgow",
        ],
        property_types: &[PropertyType::Residential, PropertyType::Commercial],
    },
    Service {
        id: 26,
        name: "Fascias & Soffits",
        slug: Slug::new("fascias-soffits"),
        category: Category::Guttering,
        description: "Repair and replacement of fascias, soffits and bargeboards in Glasgow, renewing rotten timber in low-maintenance uPVC or treated timber, with eaves ventilation and new gutters fitted at the same time where needed.",
        short_description: "Rotten fascias, soffits and bargeboards repaired or replaced",
        long_description: "Fascias are the boards along the roof edge that carry the gutters, soffits close the gap underneath, and bargeboards finish the gable ends. On many Glasgow houses they are still the original painted timber, and years of wet westerly weather leave them flaking, split or soft. Once rot sets in, gutter brackets work loose, birds and wasps find a way into the roof space, and the felt at the eaves can fail.\n\n\
We replace tired boards with uPVC fascias and soffits in white, black, grey or woodgrain finishes, or renew them in treated timber where that suits the building better, as it often does on older villas and in conservation areas. While everything is open we check the rafter ends and eaves felt, fit soffit or over-fascia vents so the loft stays ventilated, and usually renew the gutters too, since both jobs share the same access. Some houses built between the 1950s and the 1990s have soffits made of asbestos cement; if we suspect this, we arrange testing and safe removal before work starts. If we find signs of bats, we stop and take advice, because bat roosts are protected by law.\n\n\
The finished roofline is tidy, weathertight and easy to look after. All waste is removed, and the work carries our guarantee of workmanship alongside the manufacturer’s warranty on uPVC products.",
        emergency_available: false,
        response_time: ResponseTime::OneToTwoWeeks,
        subcategories: &[
            Subcategory {
                name: "uPVC Fascia Replacement",
                slug: Slug::new("upvc-fascia-replacement"),
                description: "Rotten timber fascias replaced with capped or full-replacement uPVC boards in a choice of finishes.",
                icon: Icon::Layers,
            },
            Subcategory {
                name: "Soffit & Eaves Ventilation",
                slug: Slug::new("soffit-eaves-ventilation"),
                description: "New soffits with vents so the loft stays dry and free of condensation.",
                icon: Icon::Wind,
            },
            Subcategory {
                name: "Bargeboard Renewal",
                slug: Slug::new("bargeboard-renewal"),
                description: "Gable-end bargeboards renewed and sealed against wind-driven rain.",
                icon: Icon::House,
            },
            Subcategory {
                name: "Timber Repairs",
                slug: Slug::new("timber-repairs"),
                description: "Traditional timber fascias and decorative boards repaired or remade for older and listed homes.",
                icon: Icon::Hammer,
            },
            Subcategory {
                name: "Gutter Renewal",
                slug: Slug::new("gutter-renewal"),
                description: "New gutters and downpipes fitted at the same visit, using the same access.",
                icon: Icon::CloudRain,
            },
        ],
        keywords: &[
            "fascias and soffits glasgow",
            "upvc fascia replacement glasgow",
            "soffit replacement glasgow",
            "rotten fascia boards",
            "bargeboard replacement glasgow",
            "roofline repairs glasgow",
        ],
        property_types: &[PropertyType::Residential, PropertyType::Commercial],
    },
];
