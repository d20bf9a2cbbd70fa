//! Issue 34.6: the page a real job earns is named after it where a search
//! result shows it (its description), and its link preview is the job's
//! chosen preview photograph; a page without a real job names none.

use codegen::facts::Derived;
use codegen::page_words::{self, PageImage};
use codegen::routes;
use content_model::*;

fn words_of(cat: &Catalogue, path: &str) -> page_words::PageWords {
    let derived = Derived {
        cat,
        build_year: 2026,
        site_url: "https://www.example.co.uk",
    };
    let routes = routes::all(cat);
    let route = routes.iter().find(|r| r.path == path).unwrap();
    page_words::of(&derived, route).unwrap()
}

const EARNED: &str = "/services/boiler-repair/paisley";

#[test]
fn the_earned_page_names_its_job_within_the_description_limit() {
    let mut cat = content::catalogue();
    let before = words_of(&cat, EARNED);
    assert!(
        !before.description.contains("latest job"),
        "{}",
        before.description
    );
    cat.jobs.insert(0, codegen::fixture::example_real_job());
    let after = words_of(&cat, EARNED);
    assert!(
        after
            .description
            .contains("Our latest job here: boiler repair in Paisley, October 2026."),
        "{}",
        after.description
    );
    assert!(after.description.chars().count() <= codegen::page_words_check::DESCRIPTION_MAX);
    assert!(codegen::page_words_check::lengths(cat.business.name, &after).is_empty());
    // A neighbour's page, shown the job in brief, names no job.
    let renfrew = words_of(&cat, "/services/boiler-repair/renfrew");
    assert!(!renfrew.description.contains("latest job"));
}

#[test]
fn the_link_preview_is_the_photograph_chosen_for_it() {
    let mut cat = content::catalogue();
    cat.jobs.insert(
        0,
        Job {
            photos: Box::leak(Box::new([
                Photo {
                    file: "2026-10-paisley-boiler-1.jpg",
                    alt: "The boiler cupboard before the work, with its case off",
                    caption: "Before",
                    preview: None,
                },
                Photo {
                    file: "2026-10-paisley-boiler-2.jpg",
                    alt: "The new ignition lead and electrode fitted to the burner",
                    caption: "After",
                    preview: Some(Focus::at(40, 55)),
                },
            ])),
            ..codegen::fixture::example_real_job()
        },
    );
    match words_of(&cat, EARNED).image {
        Some(PageImage::Photo { file, .. }) => assert_eq!(file, "2026-10-paisley-boiler-2.jpg"),
        other => panic!("{other:?}"),
    }
}
