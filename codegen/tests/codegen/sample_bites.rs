//! Issue 31.8 bites: a sample job or review described as real (in a card,
//! a page's title, description or content, or a rating in structured data),
//! with the text that was wrong on main, and the corrected text passing.

use crate::one_page;

use codegen::audit::sample_problems;
use codegen::structured_data::{Expected, problems};
use one_page::{audit_problems, page};

/// main's sample job card, as the job card rendered it.
const MAIN_SAMPLE_CARD: &str = "<article id=\"j\" data-job=\"j\" data-sample=\"\"><p>Sample job</p><h2>Boiler repair in Paisley</h2>\
    <dl><div><dt>Completed</dt><dd>March 2025</dd></div><div><dt>Price paid</dt><dd>£180 inc. VAT</dd></div></dl></article>";

#[test]
fn audit_export_finds_samples_described_as_real() {
    // main's 'Our work' page: its title and description call the samples
    // our recent jobs, and each card gives the 'Price paid'.
    let wrong = page(
        "Our Work: Recent Jobs Across Glasgow",
        "Jobs by Kelvin Trades across Glasgow.",
        MAIN_SAMPLE_CARD,
    );
    let found = audit_problems("/our-work", "our-work", &wrong);
    assert!(found.iter().any(|p| p.contains("Recent Jobs")), "{found:?}");
    assert!(found.iter().any(|p| p.contains("Price paid")), "{found:?}");
    // main's reviews page, its reviews all samples.
    let reviews = page(
        "Customer Reviews of Our Glasgow Plumbers & Engineers",
        "Read what Glasgow homeowners say about Kelvin Trades.",
        "<h2>What our customers say</h2><article data-review=\"1\" data-sample=\"\"><p>Great job.</p></article>",
    );
    let found = audit_problems("/reviews", "reviews", &reviews);
    assert!(
        found.iter().any(|p| p.contains("homeowners say")),
        "{found:?}"
    );
    assert!(
        found.iter().any(|p| p.contains("customers say")),
        "{found:?}"
    );

    // The corrected page passes.
    let right = page(
        "Our Work: Example Job Records",
        "How Kelvin Trades will show finished jobs. The jobs shown now are examples, not real jobs.",
        "<article data-job=\"j\" data-sample=\"\"><p>Example, not a real job</p>\
         <dl><div><dt>Example date</dt><dd>March 2025</dd></div><div><dt>Example price</dt><dd>£180 inc. VAT</dd></div></dl></article>",
    );
    assert_eq!(
        audit_problems("/our-work", "our-work", &right),
        Vec::<String>::new()
    );
    // Beside a real job, the real card may say what was paid; the sample may not.
    let mixed = format!(
        "<article data-job=\"real\"><dt>Price paid</dt><dd>£90 inc. VAT</dd></article>{MAIN_SAMPLE_CARD}"
    );
    let found = sample_problems(&mixed, "Recent work in Paisley");
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(found[0].contains("Price paid"), "{found:?}");
}

#[test]
fn no_rating_in_structured_data_while_the_reviews_are_samples() {
    let cat = content::catalogue();
    assert!(
        cat.reviews.iter().any(|r| r.is_sample()),
        "the shipped reviews are samples"
    );
    let e = Expected::of(&cat);
    // main's business JSON-LD: 4.8 from the 10 sample reviews.
    let ld = |rating: &str| {
        format!(
            "<script type=\"application/ld+json\">{{\"@context\":\"https://schema.org\",\"@type\":\"Plumber\",\"telephone\":\"{}\"{rating}}}</script>",
            e.telephone
        )
    };
    let found = problems(
        &ld(
            ",\"aggregateRating\":{\"@type\":\"AggregateRating\",\"ratingValue\":4.8,\"reviewCount\":10}",
        ),
        &e,
    );
    assert!(
        found
            .iter()
            .any(|p| p.contains("aggregateRating.ratingValue")),
        "{found:?}"
    );
    let found = problems(&ld(""), &e);
    assert!(
        !found.iter().any(|p| p.contains("aggregateRating")),
        "{found:?}"
    );
}
