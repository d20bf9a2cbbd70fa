//! The ten reviews shown on the reviews page. These are samples written for
//! the demonstration site (decision 26): replace each with a real review and its
//! source before launch; `just launch-check` lists the ones left.

use content_model::*;

pub(crate) const ITEMS: [Review; 10] = [
    Review {
        id: 1,
        name: "Morag T.",
        location: "Partick",
        service: "Boiler repair",
        rating: Rating::new(5),
        date: IsoDate::new(2025, 1, 14),
        text: "Our combi boiler kept losing pressure and cut out completely on a freezing Sunday. The engineer came that afternoon, \
               found a failed pressure relief valve and had the part fitted first thing on Monday. He explained the fault in plain \
               terms, showed me how to read the gauge and charged exactly what I’d been quoted.",
        source: ReviewSource::Sample,
    },
    Review {
        id: 2,
        name: "Graeme D.",
        location: "Shawlands",
        service: "Burst pipe repair",
        rating: Rating::new(5),
        date: IsoDate::new(2025, 2, 3),
        text: "A pipe split in the loft above our top-floor tenement flat during the cold snap and water was coming through the \
               bedroom ceiling. I couldn’t find the stopcock, so they talked me through it on the phone while the plumber was on \
               his way. He replaced the split section, lagged the rest of the loft pipework and went down to check the flat below.",
        source: ReviewSource::Sample,
    },
    Review {
        id: 3,
        name: "Aileen M.",
        location: "Paisley",
        service: "Bathroom fitting",
        rating: Rating::new(5),
        date: IsoDate::new(2025, 3, 20),
        text: "We replaced a tired 1970s bathroom with a walk-in shower and a new suite. The team finished in the ten working days \
               they quoted, put dust sheets down every morning and cleared up every evening. The tiling is neat, the shower area \
               was waterproofed before the tiles went on, and the final bill matched the written quote.",
        source: ReviewSource::Sample,
    },
    Review {
        id: 4,
        name: "Stuart K.",
        location: "East Kilbride",
        service: "Drain unblocking",
        rating: Rating::new(4),
        date: IsoDate::new(2025, 4, 8),
        text: "The outside gully and kitchen sink backed up on a Saturday morning. The engineer arrived within the time I was given, \
               cleared a build-up of fat with a jetter and ran a camera through to show me the pipe itself was sound. Four stars \
               only because the written report took a few days to arrive, but the work was spot on.",
        source: ReviewSource::Sample,
    },
    Review {
        id: 5,
        name: "Fiona R.",
        location: "Bearsden",
        service: "Rewiring",
        rating: Rating::new(5),
        date: IsoDate::new(2025, 5, 22),
        text: "Our 1930s semi still had some old rubber-insulated wiring and a fuse box that had seen better days. The electricians \
               rewired the house over six days, fitted a new consumer unit and interlinked smoke and heat alarms, and lifted and \
               relaid the floorboards so carefully you’d hardly know. We had the installation certificate the day they finished.",
        source: ReviewSource::Sample,
    },
    Review {
        id: 6,
        name: "Jamal H.",
        location: "Dennistoun",
        service: "Gas safety certificate",
        rating: Rating::new(5),
        date: IsoDate::new(2025, 6, 11),
        text: "I let two flats and need the annual gas safety checks done on time. The engineer arranged access with my tenants \
               directly, checked the boilers, hobs and flues in both flats and emailed the certificates the same day. One flat \
               was missing a carbon monoxide alarm, which he fitted at a fair price. Well organised from start to finish.",
        source: ReviewSource::Sample,
    },
    Review {
        id: 7,
        name: "Catriona B.",
        location: "Clarkston",
        service: "Leak detection",
        rating: Rating::new(5),
        date: IsoDate::new(2025, 7, 2),
        text: "A damp patch kept spreading across our kitchen ceiling and nobody could tell us where it was coming from. The \
               engineer used a thermal camera and a moisture meter, traced it to a weeping joint under the shower tray upstairs \
               and only lifted the one panel he needed to. Fixed in an afternoon, with photos for our insurer.",
        source: ReviewSource::Sample,
    },
    Review {
        id: 8,
        name: "Derek W.",
        location: "Rutherglen",
        service: "Roof repair",
        rating: Rating::new(4),
        date: IsoDate::new(2025, 8, 19),
        text: "A few slates slipped after a night of heavy wind and rain, and water was getting into the attic. The roofer came \
               the next morning, put a temporary cover over the gap and came back to replace the slates and re-dress the lead \
               flashing round the chimney. The return visit was put back a day because of rain, though they did phone to tell me.",
        source: ReviewSource::Sample,
    },
    Review {
        id: 9,
        name: "Elaine S.",
        location: "Milngavie",
        service: "Power flush",
        rating: Rating::new(5),
        date: IsoDate::new(2025, 9, 9),
        text: "Half our radiators were cold at the bottom and the boiler had started making a kettling noise. I expected to be \
               told I needed a new boiler, but the engineer recommended a power flush instead. He flushed the system over a day, \
               fitted a magnetic filter and balanced the radiators. The house warms up far quicker and the boiler is quiet again.",
        source: ReviewSource::Sample,
    },
    Review {
        id: 10,
        name: "Ross P.",
        location: "Cambuslang",
        service: "Electrical fault finding",
        rating: Rating::new(5),
        date: IsoDate::new(2025, 10, 6),
        text: "Our electrics kept tripping, and one evening the switch wouldn’t reset at all. The electrician came out that night, \
               tested each circuit in turn and traced the fault to water getting into an outside socket. He replaced it with a \
               properly weatherproof one, retested everything before leaving and told me the cost before he started.",
        source: ReviewSource::Sample,
    },
];
