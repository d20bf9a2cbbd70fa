//! The growth fixture (issue 35.1): what two years of real work would add to
//! the catalogue, made up deterministically and never committed. 300 jobs of
//! the common trades, spread over the catalogue's services and areas and
//! completed from December 2024 to November 2026, each with three phone-size
//! photographs under `growth/` in the jobs' photo folder; and 100 reviews
//! from the review platforms, each of a service in a place where one of those
//! jobs was done. `codegen emit --with-growth-fixture` adds it before the
//! check runs, so it meets every rule real work meets; benchmarks and one CI
//! step build a sample export with it. `codegen growth-photos` lists the
//! photographs' names for `site/scripts/growth-photos.mjs` to draw.
//!
//! Every story is composed from per-trade sentence lists with many blanks
//! (`trades_wet`, `trades_dry`, `words`), seeded by the job's index, so two
//! runs give the same bytes and no two jobs read like one template.

mod jobs;
mod reviews;
mod trades_dry;
mod trades_wet;
mod voice;
mod words;

use content_model::{Catalogue, Job, PropertyType};

pub use jobs::jobs;
pub use reviews::reviews;

/// How many jobs the fixture adds: about three a week for two years.
pub const JOB_COUNT: usize = 300;
/// Photographs per job, as a phone takes them: before, during, after.
pub const PHOTOS_PER_JOB: usize = 3;
/// How many reviews it brings.
pub const REVIEW_COUNT: usize = 100;
/// The folder, under the jobs' photo folder, its photographs are in
/// (git-ignored: they are drawn by `just growth-photos`, never committed).
pub const PHOTO_FOLDER: &str = "growth/";

/// One trade's sentences: each story takes one template from every slot,
/// so the slots are the story's order.
pub struct Trade {
    /// The services (slugs) a job of this trade is of, with their weights:
    /// the common call-outs weigh most. A slug the catalogue lacks is skipped.
    pub services: &'static [(&'static str, u32)],
    /// The kinds of property this trade's jobs are in (repeats weigh more),
    /// as far as the area has them.
    pub properties: &'static [PropertyType],
    /// The parts a story names (`{part}`, `{part2}`).
    pub parts: &'static [&'static str],
    /// What the customer found, in two sentences after the opener.
    pub problem: [&'static [&'static str]; 2],
    /// What we did: arrival and first checks, what was found, the repair.
    pub work: [&'static [&'static str]; 3],
    /// How it ended, then what was left or advised (a closer follows).
    pub outcome: [&'static [&'static str]; 2],
    /// The three photographs' descriptions: before, during, after.
    pub alts: [&'static [&'static str]; 3],
    pub captions: [&'static [&'static str]; 3],
    /// How long it took: `(from, to, in days)`; one is picked, then a length in it.
    pub took: &'static [(u8, u8, bool)],
    /// The price bands a job of this trade is in, in whole pounds inc. VAT.
    pub prices: &'static [(u32, u32)],
    /// A review's first two sentences: what went wrong, what was done.
    pub review: [&'static [&'static str]; 2],
}

/// The trades the fixture's work is of, most common first.
pub const TRADES: [&Trade; 6] = [
    &trades_wet::HEATING,
    &trades_wet::PLUMBING,
    &trades_wet::DRAINS,
    &trades_dry::ELECTRICS,
    &trades_dry::ROOFING,
    &trades_dry::BATHROOMS,
];

/// `cat` with the fixture added: its jobs before the catalogue's own
/// (newest first, as the catalogue keeps them), and its reviews in place of
/// the sample reviews, as real reviews take the samples' place (decision 26).
pub fn add_to(cat: &mut Catalogue) {
    let jobs = jobs(cat);
    let reviews = reviews(cat, &jobs);
    cat.jobs.splice(0..0, jobs);
    cat.reviews.retain(|r| !r.is_sample());
    cat.reviews.extend(reviews);
}

/// Every photograph file the fixture's jobs name, relative to the jobs'
/// photo folder (`growth/<job-slug>-<n>.jpg`), in the jobs' order.
pub fn photo_files(jobs: &[Job]) -> Vec<&'static str> {
    jobs.iter()
        .flat_map(|j| j.photos.iter().map(|p| p.file))
        .filter(|f| f.starts_with(PHOTO_FOLDER))
        .collect()
}

/// The catalogue's text fields are `&'static str`, written in source. The
/// fixture composes its text at run time, once per process, so it leaks
/// each string: a few hundred kilobytes, freed when `codegen` exits, in a
/// command that runs for seconds. A fixture only; real jobs stay in source.
fn leak(text: String) -> &'static str {
    Box::leak(text.into_boxed_str())
}

#[cfg(test)]
mod tests;
