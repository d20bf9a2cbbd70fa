//! The drainage services (`Category::Drainage`).
use content_model::*;

pub(crate) const ITEMS: [Service; 4] = [
    Service {
        id: 5,
        name: "Drain Unblocking",
        slug: Slug::new("drain-unblocking"),
        category: Category::Drainage,
        description: "Blocked sinks, toilets, gullies and outside drains cleared quickly with rods and high-pressure jetting, day or night. We find the cause with a camera where needed, so the blockage does not simply come back.",
        short_description: "Blocked drains, toilets and sinks cleared fast, day or night",
        long_description: "A blocked drain soon becomes unpleasant and, if sewage backs up into a home or a shared back court, a health risk. Our drainage engineers respond around the clock to blocked toilets, sinks, baths and showers, overflowing gullies and manholes, and slow or gurgling wastes that suggest trouble further down the line.\n\n\
            We start by finding where the blockage sits, then clear it with the right tool for the pipe: hand rods for simple blockages, mechanical cleaning for stubborn build-up, and high-pressure water jetting to scour fat, scale and silt from the pipe walls. Where a drain keeps blocking, a CCTV camera survey shows whether roots, a collapsed section or a displaced joint is to blame. In Glasgow, many tenements and terraces share older clay or cast-iron drains running beneath back courts and neighbouring gardens, so a problem in one flat often affects several. We can explain which pipes are privately owned and where Scottish Water’s responsibility begins, which helps when costs are shared between neighbours or through a factor.\n\n\
            Once the drain is running freely we test it, clean up the work area and give practical advice on what to keep out of the system. Where a repair is needed, you get a written recommendation, with camera footage where we have surveyed the line.",
        emergency_available: true,
        response_time: ResponseTime::Under2Hours,
        subcategories: &[
            Subcategory {
                name: "Blocked Toilets & Sinks",
                slug: Slug::new("blocked-toilets-sinks"),
                description: "Clearing blocked toilets, sinks, baths and showers inside the property.",
                icon: Icon::Droplets,
            },
            Subcategory {
                name: "High-Pressure Jetting",
                slug: Slug::new("high-pressure-jetting"),
                description: "Water jetting that scours fat, scale and silt from drain walls to restore full flow.",
                icon: Icon::Waves,
            },
            Subcategory {
                name: "CCTV Drain Surveys",
                slug: Slug::new("cctv-drain-surveys"),
                description: "Camera inspections that show what is causing repeated blockages and where.",
                icon: Icon::Camera,
            },
            Subcategory {
                name: "Manhole & Gully Clearance",
                slug: Slug::new("manhole-gully-clearance"),
                description: "Emptying and clearing overflowing manholes, inspection chambers and yard gullies.",
                icon: Icon::Wrench,
            },
            Subcategory {
                name: "Shared Drain Blockages",
                slug: Slug::new("shared-drain-blockages"),
                description: "Clearing drains shared by tenement closes and terraces, with clear notes for neighbours and factors.",
                icon: Icon::Building,
            },
        ],
        keywords: &[
            "blocked drain glasgow",
            "drain unblocking glasgow",
            "blocked toilet glasgow",
            "blocked sink glasgow",
            "drain jetting glasgow",
            "emergency drain clearance",
        ],
        property_types: &[
            PropertyType::Residential,
            PropertyType::Commercial,
            PropertyType::Industrial,
        ],
    },
    Service {
        id: 12,
        name: "Drainage Systems",
        slug: Slug::new("drainage-systems"),
        category: Category::Drainage,
        description: "Design, installation and repair of below-ground drainage, from new connections and soakaways to relining and replacing damaged pipes. We survey first, so the work fixes the cause rather than the symptom.",
        short_description: "New drains, drain repairs, relining and soakaways",
        long_description: "Below-ground drainage is easy to forget until it fails. Cracked or collapsed pipes, root intrusion, poor falls and undersized soakaways lead to recurring blockages, smells, subsidence and flooding in gardens and driveways. Our drainage systems service covers the design and installation of new drains as well as the repair and renewal of existing ones, for homes, businesses and industrial sites.\n\n\
            Every job begins with a survey. A CCTV camera inspection shows the condition and route of the pipes, and we map the layout so there are no surprises once digging starts. Where a pipe is cracked but still in line, no-dig relining inserts a resin-impregnated liner that cures to form a new pipe inside the old one, avoiding the need to lift driveways and patios. Where excavation is unavoidable, we replace damaged sections in modern plastic pipework, rebuild chambers and reinstate surfaces neatly. Much of Glasgow’s older housing sits on clay drains laid many decades ago, and the dense clay ground found across much of the area can leave soakaways struggling, so we design surface water solutions that suit the site. New connections to the public sewer need Scottish Water’s consent, and new drains for extensions may form part of a building warrant; we prepare the drainage details for both.\n\n\
            You receive survey footage, a written report and, on completion, test results and a workmanship guarantee.",
        emergency_available: false,
        response_time: ResponseTime::OneToThreeDays,
        subcategories: &[
            Subcategory {
                name: "Drain Relining",
                slug: Slug::new("drain-relining"),
                description: "No-dig resin liners that repair cracked pipes without excavation.",
                icon: Icon::Layers,
            },
            Subcategory {
                name: "Excavation & Pipe Replacement",
                slug: Slug::new("excavation-pipe-replacement"),
                description: "Digging out and renewing collapsed or badly displaced drain sections.",
                icon: Icon::HardHat,
            },
            Subcategory {
                name: "New Drain Installation",
                slug: Slug::new("new-drain-installation"),
                description: "Designed drainage runs and sewer connections for extensions, new builds and conversions.",
                icon: Icon::Ruler,
            },
            Subcategory {
                name: "Soakaways & Surface Water",
                slug: Slug::new("soakaways-surface-water"),
                description: "Soakaways, channel drains and surface water systems sized for the ground and rainfall.",
                icon: Icon::CloudRain,
            },
            Subcategory {
                name: "Drain Mapping & Surveys",
                slug: Slug::new("drain-mapping-surveys"),
                description: "CCTV surveys and drawn plans of where your drains run and what condition they are in.",
                icon: Icon::Camera,
            },
        ],
        keywords: &[
            "drainage contractors glasgow",
            "drain repair glasgow",
            "drain relining glasgow",
            "collapsed drain glasgow",
            "soakaway installation glasgow",
            "new drainage glasgow",
        ],
        property_types: &[
            PropertyType::Residential,
            PropertyType::Commercial,
            PropertyType::Industrial,
        ],
    },
    Service {
        id: 27,
        name: "Garden Drainage",
        slug: Slug::new("garden-drainage"),
        category: Category::Drainage,
        description: "Drainage for waterlogged lawns, flooded borders and wet ground beside the house in Glasgow, using land drains, French drains and soakaways designed around the heavy clay soils found across much of the city.",
        short_description: "French drains, land drains and soakaways for wet gardens",
        long_description: "Much of Glasgow sits on dense glacial clay, and combined with west of Scotland rainfall that leaves many gardens squelching for half the year. Standing water kills grass, rots fence posts and, where it collects against the house, can push damp through walls or into the space under the floor. Garden drainage gives that water somewhere to go.\n\n\
We start by finding out why the ground is wet: a high water table, compacted soil, a broken old field drain, run-off from a neighbouring slope, or simply a downpipe emptying onto the lawn. From there we design the simplest fix that will work, which might be a perforated land drain in a gravel-filled trench, a herringbone network under a lawn, a French drain along a boundary or beside a wall, or a channel carrying water away from a patio. Soakaways only work where the ground can absorb water, so we test it before relying on one. On heavy clay the water usually has to be led somewhere else, and what is possible depends on the site: Scottish Water does not normally accept land drainage into the public sewer, and any connection to it needs Scottish Water’s consent first, so we tell you plainly if a garden has no suitable outlet. Turf and borders are reinstated as neatly as we can manage.\n\n\
You get a clear explanation of the cause, a sketch of where the new drains run for your records, and our guarantee of workmanship on the installation.",
        emergency_available: false,
        response_time: ResponseTime::ThreeToFiveDays,
        subcategories: &[
            Subcategory {
                name: "Land & Field Drains",
                slug: Slug::new("land-field-drains"),
                description: "Perforated pipe in gravel-filled trenches to lower the water level across wet ground.",
                icon: Icon::Layers,
            },
            Subcategory {
                name: "French Drains",
                slug: Slug::new("french-drains"),
                description: "Gravel drains along boundaries and walls to intercept water before it reaches the house.",
                icon: Icon::Waves,
            },
            Subcategory {
                name: "Soakaways & Percolation Tests",
                slug: Slug::new("soakaways-percolation-tests"),
                description: "Ground tested first, then a correctly sized soakaway where the soil can take the water.",
                icon: Icon::Search,
            },
            Subcategory {
                name: "Lawn Drainage",
                slug: Slug::new("lawn-drainage"),
                description: "Herringbone drain networks under lawns that stay waterlogged through the wetter months.",
                icon: Icon::Leaf,
            },
            Subcategory {
                name: "Downpipe Diversion",
                slug: Slug::new("downpipe-diversion"),
                description: "Downpipes that spill onto lawns or paths connected into a proper drain.",
                icon: Icon::CloudRain,
            },
        ],
        keywords: &[
            "garden drainage glasgow",
            "waterlogged garden glasgow",
            "french drain installation glasgow",
            "soakaway installation glasgow",
            "land drainage glasgow",
            "lawn drainage clay soil",
        ],
        property_types: &[PropertyType::Residential, PropertyType::Commercial],
    },
    Service {
        id: 28,
        name: "Driveway Drainage",
        slug: Slug::new("driveway-drainage"),
        category: Category::Drainage,
        description: "Channel drains, gullies and permeable surfaces that stop driveways flooding, ponding at garage doors or running onto the road, designed for Glasgow’s rainfall and Scottish planning rules on hard surfaces.",
        short_description: "Channel drains and gullies to stop driveway flooding",
        long_description: "A driveway with nowhere for water to go becomes a shallow pond every time it rains, and the water heads for the lowest point, which is often the garage door, the front step or the underfloor vents of the house. In winter the same puddles turn to ice. We fix driveway drainage for homes, business car parks and yards across Glasgow and the surrounding towns.\n\n\
The usual solution is a channel drain: a slotted or grated channel set flush with the surface across the foot of a slope or in front of a garage, connected to a gully or soakaway. We also install and repair trapped gullies, replace cracked or sunken drain covers, relay sections of paving to correct the falls, and convert impermeable areas to permeable block paving. For a house in Scotland, a new or replacement hard surface is permitted development only if it is porous or drains to a permeable area within the property; otherwise, and for flats, planning permission may be needed, so we design new work to drain within the property. Where a channel is to discharge into the drains serving the house, we first check that they carry surface water and have the capacity for it, and we specify heavy-duty channels wherever vans or commercial vehicles will cross them.\n\n\
We leave the surface neatly reinstated, show you the drainage layout, and guarantee our workmanship. For larger yards and car parks we can survey the existing drains by camera first, so the design starts from facts.",
        emergency_available: false,
        response_time: ResponseTime::FiveToSevenDays,
        subcategories: &[
            Subcategory {
                name: "Channel Drains",
                slug: Slug::new("channel-drains"),
                description: "Linear drains set flush with the surface to catch water across a driveway or at its foot.",
                icon: Icon::Waves,
            },
            Subcategory {
                name: "Gullies & Drain Covers",
                slug: Slug::new("gullies-drain-covers"),
                description: "Trapped gullies installed or repaired and broken or sunken covers replaced.",
                icon: Icon::Wrench,
            },
            Subcategory {
                name: "Permeable Paving",
                slug: Slug::new("permeable-paving"),
                description: "Block paving that lets rain soak through to the ground, in line with planning expectations.",
                icon: Icon::Layers,
            },
            Subcategory {
                name: "Garage Threshold Drainage",
                slug: Slug::new("garage-threshold-drainage"),
                description: "Slot drains and corrected falls to keep water out of garages and away from front doors.",
                icon: Icon::Car,
            },
            Subcategory {
                name: "Car Park & Yard Drainage",
                slug: Slug::new("car-park-yard-drainage"),
                description: "Heavy-duty channels and gullies for business car parks, yards and loading areas.",
                icon: Icon::Truck,
            },
        ],
        keywords: &[
            "driveway drainage glasgow",
            "channel drain installation glasgow",
            "flooded driveway glasgow",
            "permeable paving glasgow",
            "garage drainage glasgow",
            "yard drainage glasgow",
        ],
        property_types: &[
            PropertyType::Residential,
            PropertyType::Commercial,
            PropertyType::Industrial,
        ],
    },
];
