//! The plumbing services (`Category::Plumbing`).
use content_model::*;

pub(crate) const ITEMS: [Service; 6] = [
    Service {
        id: 1,
        name: "Emergency Plumbing",
        slug: Slug::new("emergency-plumbing"),
        category: Category::Plumbing,
        description: "Round-the-clock plumbers for Glasgow homes and businesses when water is escaping, a toilet is out of action or the supply has failed. We make the problem safe first, then put it right properly.",
        short_description: "24/7 plumbers for leaks, floods and failed water supplies",
        long_description: "A plumbing emergency rarely waits for a convenient moment. Water coming through a ceiling, a pipe that has split behind a kitchen unit, a toilet that will not stop running or a cold tap that has run dry all need someone who can get there quickly and knows what to do on arrival. Our emergency plumbers work day and night across Glasgow and the surrounding towns where we offer emergency cover, with vans stocked for the common repairs so that many jobs can be finished on the first visit.\n\n\
            The first step is always to stop the damage. We isolate the supply, find the cause and make the area safe before talking you through the options. In Glasgow that often means tracing a stopcock hidden under a tenement sink or in a cupboard off the close, and checking whether water has reached the flat below. Where a permanent repair needs parts we do not carry, we leave a secure temporary fix and return at a time that suits you.\n\n\
            It helps to know where your stopcock is before anything goes wrong; if you cannot find it, or it has seized, our engineer will locate it and free or replace it. Once the repair is done we explain what failed and why, provide a written record of the work for your insurer, landlord or factor, and guarantee our workmanship.",
        emergency_available: true,
        response_time: ResponseTime::Under2Hours,
        subcategories: &[
            Subcategory {
                name: "Leak Repairs",
                slug: Slug::new("leak-repairs"),
                description: "Fast repairs to leaking pipes, joints, valves and fittings, wherever they are in the property.",
                icon: Icon::Droplets,
            },
            Subcategory {
                name: "Stopcock & Isolation",
                slug: Slug::new("stopcock-isolation"),
                description: "Finding, freeing or replacing seized stopcocks so the water can be shut off when it matters.",
                icon: Icon::Wrench,
            },
            Subcategory {
                name: "Toilet & Cistern Faults",
                slug: Slug::new("toilet-cistern-faults"),
                description: "Overflowing cisterns, blocked pans and failed flush mechanisms repaired on the spot.",
                icon: Icon::Bath,
            },
            Subcategory {
                name: "Loss of Water Supply",
                slug: Slug::new("loss-of-water-supply"),
                description: "Diagnosing no water or very low pressure and restoring the supply inside the property.",
                icon: Icon::Gauge,
            },
            Subcategory {
                name: "Out-of-Hours Call-outs",
                slug: Slug::new("out-of-hours-callouts"),
                description: "Plumbers available through the night, at weekends and on public holidays.",
                icon: Icon::Clock,
            },
        ],
        keywords: &[
            "emergency plumber glasgow",
            "24 hour plumber glasgow",
            "out of hours plumber glasgow",
            "plumber near me glasgow",
            "leak repair glasgow",
            "emergency plumbing",
        ],
        property_types: &[
            PropertyType::Residential,
            PropertyType::Commercial,
            PropertyType::HighRise,
        ],
    },
    Service {
        id: 2,
        name: "Burst Pipe Repair",
        slug: Slug::new("burst-pipe-repair"),
        category: Category::Plumbing,
        description: "Immediate help when a pipe bursts, from isolating the water and limiting the damage to a lasting repair in copper or plastic. Frozen and split pipes in lofts, closes and outbuildings are dealt with across Glasgow.",
        short_description: "Immediate help to stop burst pipes and repair them for good",
        long_description: "A burst pipe can release a great deal of water in a short time, so the priority is to shut off the supply and protect the rooms below. If you can, turn off the stopcock and switch off the boiler. Keep away from sockets and fittings near the water, and switch off the electricity at the consumer unit only if you can reach it without touching anything wet. Our engineers aim to be with you quickly, isolate the affected section and drain down what remains so the damage stops spreading.\n\n\
            Glasgow’s housing stock gives burst pipes plenty of opportunity. Sandstone tenements have long pipe runs through cold closes and under timber floors, older homes still have sections of lead or early copper, and a hard frost after wet weather catches out exposed pipework in lofts, garages and outbuildings. We cut out the damaged length, replace it with new copper or plastic pipework as suits the location, pressure test the repair and check nearby joints that may have been strained by the same freeze. Where we find lead water pipes, we tell you and recommend replacing them.\n\n\
            Before we leave we restore the water and heating, check ceilings and floor voids for hidden leaks, and insulate any pipes that are at risk of freezing again. You receive a written account of the cause and the repair to support an insurance claim, and our workmanship is guaranteed.",
        emergency_available: true,
        response_time: ResponseTime::Under2Hours,
        subcategories: &[
            Subcategory {
                name: "Frozen Pipe Thawing",
                slug: Slug::new("frozen-pipe-thawing"),
                description: "Safe thawing of frozen pipes before they split, with checks for damage once the water flows again.",
                icon: Icon::Thermometer,
            },
            Subcategory {
                name: "Split Pipe Replacement",
                slug: Slug::new("split-pipe-replacement"),
                description: "Cutting out burst sections and fitting new copper or plastic pipework that is pressure tested before we leave.",
                icon: Icon::Wrench,
            },
            Subcategory {
                name: "Water Damage Limitation",
                slug: Slug::new("water-damage-limitation"),
                description: "Isolating, draining down and protecting ceilings, floors and electrics while the repair is made.",
                icon: Icon::Droplets,
            },
            Subcategory {
                name: "Pipe Insulation",
                slug: Slug::new("pipe-insulation"),
                description: "Insulating pipes in lofts, closes, underfloor voids and outbuildings to prevent the next freeze.",
                icon: Icon::Layers,
            },
            Subcategory {
                name: "Lead Pipe Replacement",
                slug: Slug::new("lead-pipe-replacement"),
                description: "Replacing old lead water pipes found during repairs with modern, safe materials.",
                icon: Icon::ShieldCheck,
            },
        ],
        keywords: &[
            "burst pipe repair glasgow",
            "burst pipe plumber glasgow",
            "frozen pipes glasgow",
            "split pipe repair glasgow",
            "water leak glasgow",
            "emergency pipe repair",
        ],
        property_types: &[
            PropertyType::Residential,
            PropertyType::Commercial,
            PropertyType::HighRise,
        ],
    },
    Service {
        id: 3,
        name: "Leak Detection",
        slug: Slug::new("leak-detection"),
        category: Category::Plumbing,
        description: "Non-invasive tracing of hidden leaks in walls, floors and heating systems using thermal imaging, acoustic listening and pressure testing, so we open up only where the leak actually is.",
        short_description: "Finding hidden leaks without ripping up floors and walls",
        long_description: "Not every leak announces itself with a drip. A boiler that keeps losing pressure, a water bill that has crept up, a damp patch on a ceiling or a musty smell under a floor can all point to water escaping somewhere out of sight. Leak detection is about finding that point accurately, so the repair disturbs as little of your home as possible.\n\n\
            Our engineers combine several methods. Thermal imaging shows warm water escaping from heating pipes beneath screed and plaster, acoustic equipment picks up the sound of pressurised water leaving a pipe, and pressure testing isolates which circuit is at fault. For stubborn leaks we use tracer gas, which finds its way up through floors and can be pinpointed at the surface. This matters in Glasgow tenements, where pipes run beneath original timber floors, behind lath and plaster and through shared walls, and where water from one flat can appear two floors down.\n\n\
            Once the leak is found we mark the location, explain what we have found and, where the pipe can be reached, often carry out the repair on the same visit. Many home insurance policies include trace and access cover, and we provide a written report with photographs that insurers, factors and landlords can rely on. Our workmanship on the repair is guaranteed.",
        emergency_available: false,
        response_time: ResponseTime::SameDay,
        subcategories: &[
            Subcategory {
                name: "Thermal Imaging Surveys",
                slug: Slug::new("thermal-imaging-surveys"),
                description: "Heat-sensitive cameras that reveal leaking heating and hot water pipes through floors and walls.",
                icon: Icon::Camera,
            },
            Subcategory {
                name: "Acoustic Leak Location",
                slug: Slug::new("acoustic-leak-location"),
                description: "Sensitive listening equipment that picks up escaping water under solid floors and in service runs.",
                icon: Icon::Waves,
            },
            Subcategory {
                name: "Pressure Testing",
                slug: Slug::new("pressure-testing"),
                description: "Isolating and testing each circuit to prove where a system is losing water.",
                icon: Icon::Gauge,
            },
            Subcategory {
                name: "Tracer Gas Detection",
                slug: Slug::new("tracer-gas-detection"),
                description: "A harmless tracer gas introduced into the pipe and detected where it escapes at the surface.",
                icon: Icon::Search,
            },
            Subcategory {
                name: "Insurance Leak Reports",
                slug: Slug::new("insurance-leak-reports"),
                description: "Written findings with photographs to support trace and access claims.",
                icon: Icon::ClipboardCheck,
            },
        ],
        keywords: &[
            "leak detection glasgow",
            "hidden water leak glasgow",
            "boiler losing pressure glasgow",
            "trace and access glasgow",
            "leak under floor",
            "thermal imaging leak detection",
        ],
        property_types: &[PropertyType::Residential, PropertyType::Commercial],
    },
    Service {
        id: 37,
        name: "Toilet Repair",
        slug: Slug::new("toilet-repair"),
        category: Category::Plumbing,
        description: "Repairs to running, leaking, blocked and slow-filling toilets in Glasgow homes and businesses, from worn flush and fill valves to cracked pans and faulty seals, with full toilet replacement where repair is not sensible.",
        short_description: "Running, leaking and blocked toilets fixed, often same day",
        long_description: "A toilet that keeps running wastes a lot of water, one that will not flush is a real problem in a one-bathroom flat, and a slow leak at the base can rot the floor and stain the ceiling of the flat below before anyone notices. Toilet faults are among the most common plumbing problems, and most can be fixed in a single visit.\n\n\
Our plumbers carry the common parts on the van: fill valves, flush valves and siphons, push-button mechanisms, washers, pan connectors, close-coupling seals and isolating valves. We diagnose the cause rather than replacing parts at random, whether that is a worn siphon diaphragm in an older lever cistern, a flush valve seal letting water trickle into the pan, a cistern overflowing because the fill valve will not shut off, or a cracked pan connector behind the toilet. We also clear blockages, re-seat and re-fix loose pans, repair concealed cisterns behind panels, and service pumped macerator toilets in basements and en-suites. Where a toilet is cracked or beyond sensible repair, we can supply and fit a replacement, including compact and wall-hung models that suit small tenement bathrooms, and take the old one away.\n\n\
You get an honest diagnosis before any work starts, tidy work that leaves the floor dry, and our guarantee of workmanship on every repair and installation.",
        emergency_available: false,
        response_time: ResponseTime::SameDay,
        subcategories: &[
            Subcategory {
                name: "Running & Overflowing Cisterns",
                slug: Slug::new("running-overflowing-cisterns"),
                description: "Fill valves and overflows repaired so the cistern stops filling at the right level.",
                icon: Icon::Droplets,
            },
            Subcategory {
                name: "Flush Mechanism Repairs",
                slug: Slug::new("flush-mechanism-repairs"),
                description: "Siphons, flush valves, levers and push buttons repaired or replaced.",
                icon: Icon::Wrench,
            },
            Subcategory {
                name: "Leaks at the Base",
                slug: Slug::new("leaks-at-the-base"),
                description: "Pan connectors, close-coupling seals and supply joints traced and resealed.",
                icon: Icon::Search,
            },
            Subcategory {
                name: "Blocked Toilets",
                slug: Slug::new("blocked-toilets"),
                description: "Blockages cleared without damage to the pan, with advice if the drain itself is the problem.",
                icon: Icon::TriangleAlert,
            },
            Subcategory {
                name: "Toilet Replacement",
                slug: Slug::new("toilet-replacement"),
                description: "Close-coupled, compact and wall-hung toilets supplied, fitted and the old one removed.",
                icon: Icon::Bath,
            },
        ],
        keywords: &[
            "toilet repair glasgow",
            "toilet keeps running glasgow",
            "leaking toilet glasgow",
            "blocked toilet glasgow",
            "toilet flush not working",
            "toilet replacement glasgow",
        ],
        property_types: &[
            PropertyType::Residential,
            PropertyType::Commercial,
            PropertyType::HighRise,
        ],
    },
    Service {
        id: 38,
        name: "Tap Repair",
        slug: Slug::new("tap-repair"),
        category: Category::Plumbing,
        description: "Repairs and replacements for dripping, stiff, loose and leaking taps in kitchens, bathrooms and gardens across Glasgow, including washers, ceramic cartridges, mixer taps, isolating valves and outside taps.",
        short_description: "Dripping and leaking taps repaired or replaced",
        long_description: "A dripping tap is easy to ignore until it stains the basin, keeps you awake or turns into a leak under the sink that soaks a kitchen unit. Most tap problems are quick for a plumber to put right, and many taps are well worth repairing rather than replacing.\n\n\
Older pillar and bib taps usually have a rubber washer that hardens and wears; we renew the washer and, where needed, recut the seat so the new washer seals properly. Modern quarter-turn and mixer taps use ceramic disc cartridges, which we identify and replace with the correct part, and we fix leaks from the spout, the base and the flexible connectors underneath. Glasgow’s water is very soft, so limescale is rarely the culprit here, but worn seals, and grit in the supply after work on the mains, are common. We fit isolating valves where there are none so that future repairs are simpler, and we repair or install outside taps with the backflow protection that the Scottish Water Byelaws 2014 require, usually a double check valve, along with an insulated cover for winter. If a tap is beyond repair, we can supply and fit a new basin, bath or kitchen mixer, including pull-out and boiling-water taps.\n\n\
We carry common washers and cartridges on the van, so many repairs are finished on the first visit, and all our work carries our guarantee of workmanship.",
        emergency_available: false,
        response_time: ResponseTime::SameDay,
        subcategories: &[
            Subcategory {
                name: "Dripping Tap Repairs",
                slug: Slug::new("dripping-tap-repairs"),
                description: "Drips from the spout stopped by renewing washers, seats or cartridges.",
                icon: Icon::Droplets,
            },
            Subcategory {
                name: "Cartridge & Washer Replacement",
                slug: Slug::new("cartridge-washer-replacement"),
                description: "The correct ceramic cartridge or washer identified and fitted for your tap.",
                icon: Icon::Wrench,
            },
            Subcategory {
                name: "New Tap Fitting",
                slug: Slug::new("new-tap-fitting"),
                description: "Basin, bath and kitchen mixers supplied and fitted, including pull-out and boiling-water taps.",
                icon: Icon::Bath,
            },
            Subcategory {
                name: "Outside Taps",
                slug: Slug::new("outside-taps"),
                description: "Garden taps repaired or installed with backflow protection and a frost cover.",
                icon: Icon::House,
            },
            Subcategory {
                name: "Isolating Valves",
                slug: Slug::new("isolating-valves"),
                description: "Service valves fitted under sinks and basins so taps can be isolated quickly.",
                icon: Icon::Gauge,
            },
        ],
        keywords: &[
            "tap repair glasgow",
            "dripping tap glasgow",
            "leaking tap repair glasgow",
            "mixer tap fitting glasgow",
            "outside tap installation glasgow",
            "tap washer replacement",
        ],
        property_types: &[PropertyType::Residential, PropertyType::Commercial],
    },
    Service {
        id: 39,
        name: "General Plumbing",
        slug: Slug::new("general-plumbing"),
        category: Category::Plumbing,
        description: "Everyday plumbing for Glasgow homes and businesses, from appliance connections, stopcocks and outside taps to pipe alterations, low water pressure and lead pipe replacement, by plumbers who turn up when agreed.",
        short_description: "Everyday plumbing jobs, large and small, done properly",
        long_description: "Not every plumbing job is an emergency or a new bathroom. Much of what keeps a home or business running is smaller work: a washing machine to connect, a stopcock that will not turn, a pipe in the way of a new kitchen, a shower that barely trickles on the top floor. Our general plumbing service covers these jobs across Glasgow and the surrounding towns.\n\n\
Common work includes plumbing in washing machines, dishwashers and fridges with water supplies; fitting and renewing stopcocks and isolating valves, which in tenements can be hidden in a close cupboard, under the kitchen sink or beneath the floorboards; rerouting and extending pipework; fitting outside taps; boxing in pipes; curing noisy pipes and water hammer; and diagnosing low water pressure, which in upper-floor flats can come from undersized or corroded supply pipes as well as from the mains. We also replace lead and old galvanised pipework, fit drinking water filters, and clear slow-draining sinks, basins and baths. Many customers save up a list of small jobs and book us for a half or full day to work through it; we are happy to work that way and will tell you on arrival what is realistic in the time.\n\n\
You get a clear quote before we start, plumbers who arrive when agreed and leave the place tidy, and our guarantee of workmanship on everything we do.",
        emergency_available: false,
        response_time: ResponseTime::OneToThreeDays,
        subcategories: &[
            Subcategory {
                name: "Appliance Plumbing",
                slug: Slug::new("appliance-plumbing"),
                description: "Washing machines, dishwashers and fridge water supplies connected with proper valves and wastes.",
                icon: Icon::Utensils,
            },
            Subcategory {
                name: "Stopcocks & Isolating Valves",
                slug: Slug::new("stopcocks-isolating-valves"),
                description: "Seized or hidden stopcocks renewed or moved to where you can reach them.",
                icon: Icon::Gauge,
            },
            Subcategory {
                name: "Pipework Alterations",
                slug: Slug::new("pipework-alterations"),
                description: "Pipes rerouted, extended, boxed in or replaced, including lead and galvanised runs.",
                icon: Icon::Wrench,
            },
            Subcategory {
                name: "Water Pressure Problems",
                slug: Slug::new("water-pressure-problems"),
                description: "Low pressure and noisy pipes diagnosed and fixed at the source.",
                icon: Icon::Droplets,
            },
            Subcategory {
                name: "Small Jobs Lists",
                slug: Slug::new("small-jobs-lists"),
                description: "A half or full day booked to work through a list of small plumbing tasks.",
                icon: Icon::ClipboardCheck,
            },
        ],
        keywords: &[
            "plumber glasgow",
            "general plumbing glasgow",
            "local plumber glasgow",
            "washing machine plumbing glasgow",
            "stopcock replacement glasgow",
            "low water pressure glasgow",
        ],
        property_types: &[
            PropertyType::Residential,
            PropertyType::Commercial,
            PropertyType::HighRise,
            PropertyType::Industrial,
        ],
    },
];
