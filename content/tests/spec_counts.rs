//! The catalogue's counts and fixed values are the spec's (brief 3 and 9).

use content_model::validate::spec;
use content_model::*;
use std::collections::BTreeSet;

#[test]
fn counts() {
    let c = content::catalogue();
    assert_eq!(c.services.len(), 40);
    assert_eq!(
        c.services
            .iter()
            .map(|s| s.category)
            .collect::<BTreeSet<_>>()
            .len(),
        13
    );
    let emergency: BTreeSet<&str> = c
        .services
        .iter()
        .filter(|s| s.emergency_available)
        .map(|s| s.slug.as_str())
        .collect();
    assert_eq!(emergency, spec::EMERGENCY_SERVICES.into_iter().collect());
    assert!(
        (65..=75).contains(&c.areas.len()),
        "{} areas",
        c.areas.len()
    );
    assert_eq!(c.areas.first().unwrap().name, "Glasgow City Centre");
    assert_eq!(c.areas.last().unwrap().name, "Kilwinning");
    let posts: BTreeSet<&str> = c.posts.iter().map(|p| p.slug.as_str()).collect();
    assert_eq!(posts, spec::POST_SLUGS.into_iter().collect());
    assert_eq!(c.reviews.len(), 10);
    assert_eq!(c.category_pages.len(), 5);
    assert_eq!(c.sitemap.len(), 14);
    let post_categories: BTreeSet<_> = c.posts.iter().map(|p| p.category).collect();
    assert_eq!(
        post_categories.len(),
        PostCategory::ALL.len(),
        "every blog category has an article"
    );
}

#[test]
fn category_page_prices_are_the_specs() {
    let c = content::catalogue();
    let prices = |slug: &str| -> Vec<String> {
        c.category_pages
            .iter()
            .find(|p| p.slug.as_str() == slug)
            .unwrap()
            .items
            .iter()
            .map(|i| i.price.display().replace(" inc. VAT", ""))
            .collect()
    };
    assert_eq!(
        prices("electrical"),
        ["£89", "£450", "£45", "£150", "£2,500", "£599"]
    );
    assert_eq!(
        prices("gas"),
        ["£89", "£1,899", "£89", "£95", "£299", "£75"]
    );
    assert_eq!(
        prices("heating"),
        ["£89", "£2,899", "£199", "£8,999", "£35/m²", "£399"]
    );
    assert_eq!(
        prices("building"),
        ["£99", "£45/hour", "£5,000", "£25/m²", "£20/m²", "£35/hour"]
    );
    assert_eq!(
        prices("kitchen-bathroom"),
        ["£89", "£3,999", "£2,999", "£299", "£30/m²", "£199"]
    );
}

#[test]
fn emergency_page_matches_the_spec() {
    let e = content::catalogue().emergency;
    let zones: Vec<&str> = e.coverage.iter().map(|z| z.name).collect();
    assert_eq!(
        zones,
        [
            "City Centre",
            "West End",
            "East End",
            "South Side",
            "East Kilbride",
            "Paisley"
        ]
    );
    // Decision 25: the tiles promise the area's own window, never a fixed time
    // some covered area cannot keep (the zones' windows are computed).
    assert!(
        e.tiles
            .iter()
            .all(|t| t.arrival == ArrivalPromise::AreaWindow)
    );
}

#[test]
fn business_defaults_cannot_reach_a_real_person() {
    let b = content::catalogue().business;
    // Ofcom drama ranges: 0141 496 0000-0999 and 07700 900000-900999.
    assert!(
        b.phone.e164().starts_with("+441414960"),
        "{}",
        b.phone.display()
    );
    assert!(
        b.whatsapp.e164().starts_with("+447700900"),
        "{}",
        b.whatsapp.display()
    );
    assert!(b.email.ends_with(".example"), "{}", b.email);
    assert_eq!(b.company_number, "SC000000");
    assert_eq!(b.founded, 2014);
    assert_eq!((b.geo.latitude, b.geo.longitude), (55.8642, -4.2518));
}

#[test]
fn home_cards_are_the_specs() {
    let c = content::catalogue();
    // The 24/7 badge follows the card's service (decision 25): the spec put it
    // on Leak Detection and Heating Services too, which have no emergency cover.
    let titles: Vec<(&str, bool)> = c
        .home_cards
        .iter()
        .map(|h| {
            let service = c.service(h.service.as_str()).unwrap();
            (h.title, service.emergency_available)
        })
        .collect();
    assert_eq!(
        titles,
        [
            ("Emergency Plumbing", true),
            ("Boiler Services", true),
            ("Drain Services", true),
            ("Leak Detection", false),
            ("Bathroom Fitting", false),
            ("Heating Services", false)
        ]
    );
}
