//! `codegen launch-check` (decision 28): fails on the shipped placeholders,
//! listing each, and passes once real-looking values replace them.

use codegen::launch::{placeholders, report};
use content_model::*;
use std::process::Command;

#[test]
fn the_shipped_catalogue_lists_every_placeholder() {
    let found = placeholders(&content::catalogue(), "http://localhost:3000");
    let fields: Vec<&str> = found.iter().map(|p| p.field.as_str()).collect();
    for expected in [
        "business.phone",
        "business.whatsapp",
        "business.email",
        "business.site_builder.url",
        "business.registered_office.street",
        "business.company_number",
        "business.gas_safe_number",
        "business.niceic_number",
        "business.vat_number",
        "business.review_sites[0].url",
        "business.review_platforms[0].review_url",
        "business.review_platforms[1].review_url",
        "building_standards.approved_certifier",
        "SITE_URL",
    ] {
        assert!(
            fields.contains(&expected),
            "{expected} missing from {fields:?}"
        );
    }
    let sample = |kind: &str| {
        fields
            .iter()
            .filter(|f| f.starts_with(kind) && f.ends_with(".source"))
            .count()
    };
    assert_eq!(
        sample("reviews["),
        10,
        "every sample review is listed: {fields:?}"
    );
    assert_eq!(sample("jobs["), 5, "every sample job is listed: {fields:?}");
    assert!(report(&found).contains("still to replace before going live"));
}

/// A catalogue as the owner would leave it before launch. The values are
/// invented for this test and never shipped.
fn ready_catalogue() -> Catalogue {
    let mut c = content::catalogue();
    let b = &mut c.business;
    b.phone = UkPhone::new("0141 222 1234", "+441412221234");
    b.whatsapp = UkPhone::new("07712 345678", "+447712345678");
    b.email = "hello@kelvintrades.co.uk";
    b.registered_office.street = "12 Hope Street";
    b.company_number = "SC512345";
    b.gas_safe_number = "548213";
    b.niceic_number = "N612345";
    b.vat_number = "GB123456789";
    b.site_builder.url = "https://clydeside-web.co.uk";
    for (i, s) in b.review_sites.iter_mut().enumerate() {
        s.url = [
            "https://g.page/r/kelvin-trades",
            "https://www.trustpilot.com/review/kelvintrades.co.uk",
            "https://www.checkatrade.com/trades/kelvintrades",
        ][i];
    }
    b.review_platforms = &[
        ReviewPlatform {
            key: "google",
            name: "Google",
            review_url: "https://g.page/r/kelvin-trades/review",
            url_hosts: &["www.google.com"],
        },
        ReviewPlatform {
            key: "trustpilot",
            name: "Trustpilot",
            review_url: "https://www.trustpilot.com/evaluate/kelvintrades.co.uk",
            url_hosts: &["www.trustpilot.com"],
        },
    ];
    for r in c.reviews.iter_mut() {
        r.source = ReviewSource::Direct {
            permission_given: r.date,
        };
    }
    // The sample jobs taken down; the owner adds real ones as they come.
    c.jobs.clear();
    c.building_standards.approved_certifier = ApprovedCertifier::NotMember;
    c
}

#[test]
fn a_catalogue_with_real_looking_values_passes() {
    let found = placeholders(&ready_catalogue(), "https://www.kelvintrades.co.uk");
    assert!(found.is_empty(), "{}", report(&found));
    // ...and each placeholder on its own is caught again.
    let mut c = ready_catalogue();
    c.reviews[4].source = ReviewSource::Sample;
    let found = placeholders(&c, "https://www.kelvintrades.co.uk");
    assert_eq!(found.len(), 1);
    assert_eq!(found[0].field, "reviews[5].source");
    assert_eq!(
        placeholders(&ready_catalogue(), "http://www.kelvintrades.co.uk").len(),
        1
    );
}

#[test]
fn the_command_fails_on_the_shipped_catalogue() {
    let out = Command::new(env!("CARGO_BIN_EXE_codegen"))
        .args([
            "launch-check",
            "--site-url",
            "https://www.kelvintrades.co.uk",
        ])
        .output()
        .expect("codegen runs");
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(!out.status.success(), "{stdout}");
    assert!(
        stdout.contains("business.gas_safe_number = \"000000\""),
        "{stdout}"
    );
    assert!(!stdout.contains("SITE_URL"), "{stdout}");
}
