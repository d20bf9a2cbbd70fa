//! Completed jobs, newest first: real work, shown on the pages for its
//! service and area, with the customer’s agreement (issue 22).
//!
//! The five below are SAMPLES written for the demonstration site, with
//! illustrations drawn for the purpose (`../jobs/photos/samples/`): each is
//! labelled 'Sample job' on the page, never indexed and never counted as
//! proof, and `just launch-check` lists them until they are replaced.
//!
//! To add a real job: put its photographs in `content/jobs/photos/`
//! (JPEG, PNG, WebP or AVIF as they came off the phone, any size; they are
//! turned upright, scaled and stripped of location and every other piece of
//! metadata at build; an iPhone’s HEIC must be exported as JPEG first), run
//! `just strip-photos` so the originals committed carry no location (`just
//! check` refuses one that does), add a `Job` at the top of this list
//! with `source: JobSource::CustomerAgreed { on: <the date they agreed> }`,
//! and run `just check`: it names any field that needs fixing. Jobs the
//! customer agreed to in the inbox arrive in `imported.rs` by `just import-proof`.
//!
//! Its link preview (issue 34.6): set `preview: Some(Focus::at(x, y))` on
//! the one photograph a shared link shows, at the point (percent from the
//! top left) its 1200x630 crop centres on: the work itself. The crop must
//! show no house or close number, no number plate, no face and no street
//! sign; choose the photograph and the point so it cannot. Then
//! `just export-job <slug>` builds and audits the job's page and its
//! neighbours (content/README.md).

use content_model::*;

pub(crate) const ITEMS: [Job; 5] = [
    Job {
        slug: Slug::new("sample-boiler-repair-partick"),
        service: Slug::new("boiler-repair"),
        area: Slug::new("partick"),
        neighbourhood: Some(Slug::new("thornwood")),
        completed: MonthYear::new(2026, 10),
        property: PropertyType::Residential,
        problem: "A combi boiler in a top-floor tenement flat kept locking out with low pressure, \
                  leaving the household without heating or hot water on cold mornings.",
        work_done: "The engineer found a weeping pressure relief valve and a flat expansion vessel. \
                    He replaced the valve, recharged the vessel to the maker’s figure, refilled \
                    the system and ran it through a full heat-up while checking the flue readings.",
        outcome: "The pressure has held steady since, and the customer was shown how to read the \
                  gauge and top the system up if it ever drops again.",
        took: TimeTaken::Hours(3),
        price: Some(PriceBand::pounds(180, 260)),
        photos: &[Photo {
            file: "samples/boiler-repair.svg",
            alt: "Illustration of a wall-hung combi boiler in a kitchen cupboard with its pressure gauge circled",
            caption: "Sample illustration: the boiler’s pressure gauge, back in the green after the repair.",
            preview: None,
        }],
        source: JobSource::Sample,
    },
    Job {
        slug: Slug::new("sample-burst-pipe-hyndland"),
        service: Slug::new("burst-pipe-repair"),
        area: Slug::new("hyndland"),
        neighbourhood: Some(Slug::new("dowanhill")),
        completed: MonthYear::new(2026, 2),
        property: PropertyType::Residential,
        problem: "During a hard frost a copper pipe split under the floor of a ground-floor \
                  bedroom, and water was seeping through the boards into the hall.",
        work_done: "We talked the owner through closing the stopcock by phone, then lifted two \
                    boards, cut out the split length and joined in new pipe with soldered \
                    fittings. The exposed runs under the floor were lagged before the boards went back.",
        outcome: "Dry within the hour, no further leaks on a pressure test, and a note left for \
                  the insurer describing the damage and the repair.",
        took: TimeTaken::Hours(2),
        price: None,
        photos: &[Photo {
            file: "samples/burst-pipe.svg",
            alt: "Illustration of a length of copper pipe under lifted floorboards with a new joint and foam lagging",
            caption: "Sample illustration: the repaired run under the floor, lagged against the next frost.",
            preview: None,
        }],
        source: JobSource::Sample,
    },
    Job {
        slug: Slug::new("sample-drain-unblocking-paisley"),
        service: Slug::new("drain-unblocking"),
        area: Slug::new("paisley"),
        neighbourhood: Some(Slug::new("castlehead")),
        completed: MonthYear::new(2025, 11),
        property: PropertyType::Commercial,
        problem: "The back-shop toilet and the yard gully of a small café were both backing up \
                  an hour before opening.",
        work_done: "The engineer rodded the yard chamber, then jetted the line to the public \
                    sewer and ran a camera through it. The survey showed a heavy build-up of fat \
                    but no cracked or displaced pipe.",
        outcome: "Running freely the same morning. The café was given the camera footage and \
                  advice on a grease trap for the kitchen sink.",
        took: TimeTaken::Hours(2),
        price: Some(PriceBand::pounds(150, 240)),
        photos: &[Photo {
            file: "samples/drain-jetting.svg",
            alt: "Illustration of an open drainage chamber with a jetting hose running into the pipe",
            caption: "Sample illustration: jetting the line from the yard chamber.",
            preview: None,
        }],
        source: JobSource::Sample,
    },
    Job {
        slug: Slug::new("sample-bathroom-west-end"),
        service: Slug::new("bathroom-installation"),
        area: Slug::new("west-end"),
        neighbourhood: Some(Slug::new("hillhead")),
        completed: MonthYear::new(2025, 9),
        property: PropertyType::Residential,
        problem: "A dated bathroom in a sandstone tenement had a leaking bath panel, loose \
                  tiles and a shower that barely ran above a trickle.",
        work_done: "Over eight working days the team stripped the room back to the walls, \
                    renewed the supply and waste pipes, tanked the shower area, fitted a walk-in \
                    tray with a thermostatic mixer and tiled floor to ceiling.",
        outcome: "A watertight room with strong, steady water pressure. The customer signed off \
                  a final snagging list with two small items, both fixed the following week.",
        took: TimeTaken::Days(8),
        price: Some(PriceBand::pounds(7500, 9500)),
        photos: &[
            Photo {
                file: "samples/bathroom-before.svg",
                alt: "Illustration of an old bathroom with a panelled bath, cracked tiles and a small shower head",
                caption: "Sample illustration: the bathroom as it was.",
                preview: None,
            },
            Photo {
                file: "samples/bathroom-after.svg",
                alt: "Illustration of a new tiled bathroom with a walk-in shower behind a glass screen",
                caption: "Sample illustration: the finished walk-in shower.",
                preview: None,
            },
        ],
        source: JobSource::Sample,
    },
    Job {
        slug: Slug::new("sample-gutter-repairs-anniesland"),
        service: Slug::new("gutter-repairs"),
        area: Slug::new("anniesland"),
        neighbourhood: Some(Slug::new("kelvindale")),
        completed: MonthYear::new(2025, 6),
        property: PropertyType::Residential,
        problem: "Rainwater was spilling over the front of a semi-detached house and staining \
                  the harling below, because a sagging length of gutter had pulled away from its brackets.",
        work_done: "Working from a tower, we cleared moss and silt from the run, replaced four \
                    brackets and a split joint, and reset the fall so water drains to the downpipe.",
        outcome: "A hose test ran clean to the outlet with no overflow, and the customer received \
                  photographs of the roofline for their records.",
        took: TimeTaken::Hours(4),
        price: Some(PriceBand::pounds(220, 320)),
        photos: &[Photo {
            file: "samples/gutter-repair.svg",
            alt: "Illustration of a house roofline with a newly aligned gutter and fresh brackets",
            caption: "Sample illustration: the gutter after its brackets and fall were reset.",
            preview: None,
        }],
        source: JobSource::Sample,
    },
];
