//! The catalogue: every fact, service, area, article, review and page text of
//! the site, as typed Rust values. Edit the module that holds what you want to
//! change; `cargo build` checks the types and `just check` checks the rest.
//!
//! | to change...                      | edit                          |
//! |-----------------------------------|-------------------------------|
//! | phone, email, hours, claims       | `business.rs`                 |
//! | a service                         | `services/<category>.rs`      |
//! | an area                           | `areas/<council area>.rs`     |
//! | an article                        | `posts/<slug>.rs` + `../posts/<slug>.md` |
//! | reviews                           | `reviews.rs`                  |
//! | a completed job                   | `jobs.rs` + `../jobs/photos/` |
//! | jobs and reviews from the inbox   | `just import-proof` writes `imported.rs` |
//! | category landing pages & prices   | `category_pages.rs`           |
//! | the emergency page                | `emergency.rs`                |
//! | emergency safety steps            | `safety.rs`                   |
//! | building warrants, certifier      | `building_standards.rs`       |
//! | home page service cards           | `home.rs`                     |
//! | about, privacy, terms, cancellation form | `text_pages.rs` + `../pages/*.md` |
//! | the sitemap page                  | `sitemap.rs`                  |

#![forbid(unsafe_code)]

use content_model::Catalogue;

mod areas;
mod bank_holidays;
mod building_standards;
mod business;
mod category_pages;
mod coverage;
mod emergency;
mod home;
// Written by `just import-proof` in its own layout, which rustfmt leaves be
// so that a second import writes the same bytes.
#[rustfmt::skip]
mod imported;
mod jobs;
mod posts;
mod reviews;
mod safety;
mod services;
mod sitemap;
mod text_pages;

/// This crate's folder: where `just import-proof` writes by default.
pub const CONTENT_DIR: &str = env!("CARGO_MANIFEST_DIR");

/// Where the jobs' original photographs are (`Photo::file` is relative to
/// it): this crate's `jobs/photos`, wherever the build runs from.
pub const JOB_PHOTOS_DIR: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/jobs/photos");

/// The business facts alone: a constant, so callers that need only these
/// (the API's emails and pages) do not build the whole catalogue each time.
pub fn business() -> content_model::Business {
    business::BUSINESS
}

/// The whole catalogue, as compiled into this build.
pub fn catalogue() -> Catalogue {
    Catalogue {
        business: business::BUSINESS,
        services: services::all(),
        areas: areas::all(),
        coverage: coverage::COVERAGE,
        posts: posts::all(),
        reviews: all_reviews(),
        jobs: jobs::ITEMS.iter().chain(&imported::JOBS).copied().collect(),
        category_pages: category_pages::ITEMS.to_vec(),
        emergency: emergency::PAGE,
        safety: safety::SAFETY,
        building_standards: building_standards::BUILDING_STANDARDS,
        home_cards: home::CARDS.to_vec(),
        about: text_pages::ABOUT,
        privacy: text_pages::PRIVACY,
        terms: text_pages::TERMS,
        cancellation_form: text_pages::CANCELLATION_FORM,
        sitemap: sitemap::ENTRIES.to_vec(),
    }
}

/// The hand-written reviews and the imported ones, each imported review
/// taking the place of a sample (the reviews page shows at least a fixed number, and
/// the samples are there only until real ones arrive, decision 26).
fn all_reviews() -> Vec<content_model::Review> {
    let real = reviews::ITEMS.iter().filter(|r| !r.is_sample()).count() + imported::REVIEWS.len();
    let mut samples_left = content_model::validate::spec::REVIEW_COUNT.saturating_sub(real);
    reviews::ITEMS
        .iter()
        .filter(|r| {
            if !r.is_sample() {
                return true;
            }
            let keep = samples_left > 0;
            samples_left = samples_left.saturating_sub(1);
            keep
        })
        .chain(&imported::REVIEWS)
        .copied()
        .collect()
}
