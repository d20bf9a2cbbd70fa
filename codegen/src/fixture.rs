//! A real job for tests, never part of the catalogue: one boiler repair in
//! Paisley, its story just over `MIN_STORY_WORDS` long. The codegen tests add
//! it to show what one real job changes; `codegen emit --with-example-real-job`
//! adds it to `just test`'s small test export, where the export audit checks
//! that the page it earns passes (decisions 27 and 33) and the browser tests
//! check that page, its links and its sitemap entry.

use content_model::*;

/// The service and area of [`example_real_job`].
pub const EXAMPLE_SERVICE: &str = "boiler-repair";
pub const EXAMPLE_AREA: &str = "paisley";

pub fn example_real_job() -> Job {
    Job {
        slug: Slug::new("boiler-repair-paisley-example"),
        service: Slug::new(EXAMPLE_SERVICE),
        area: Slug::new(EXAMPLE_AREA),
        neighbourhood: None,
        completed: MonthYear::new(2026, 10),
        property: PropertyType::Residential,
        problem: "The heating in a semi-detached house stopped firing after a power cut, and \
                  the boiler showed an ignition fault every time it was reset.",
        work_done: "Our engineer checked the gas supply and the flue, found a cracked ignition \
                    lead arcing to the case, replaced the lead and the electrode, and set the \
                    burner up again with an analyser.",
        outcome: "Heating and hot water were back the same afternoon, with combustion readings \
                  inside the maker's limits and a copy of them left with the owner for the \
                  next service visit.",
        took: TimeTaken::Hours(2),
        price: None,
        photos: &[],
        source: JobSource::CustomerAgreed {
            on: IsoDate::new(2026, 10, 20),
        },
    }
}
