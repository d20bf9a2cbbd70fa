//! Issue 32.4: the words a page is found by are composed in codegen. Pinned
//! titles and descriptions (as main's export had them, from the TSX that
//! composed them), and bites: a bad title or description fails the check
//! naming the route.

use crate::broken;

use broken::{assert_names, leak_str, report_for};
use codegen::facts::Derived;
use codegen::page_words::{self, PageImage};
use codegen::routes;

fn words_of(path: &str) -> page_words::PageWords {
    let cat = content::catalogue();
    let derived = Derived {
        cat: &cat,
        build_year: 2026,
        site_url: "https://www.example.co.uk",
    };
    let routes = routes::all(&cat);
    let route = routes
        .iter()
        .find(|r| r.path == path)
        .unwrap_or_else(|| panic!("no route {path}"));
    page_words::of(&derived, route).unwrap_or_else(|| panic!("no words for {path}"))
}

#[test]
fn composes_the_titles_and_descriptions_the_pages_had() {
    let cases = [
        (
            "/services/boiler-repair",
            "Boiler Repair in Glasgow | 24/7 Call-Outs",
            "Fast diagnosis and repair of broken boilers by Gas Safe registered engineers, covering no heating, no hot water, pressure loss and fault codes. Emergency call-outs are available around the clock across Glasgow.",
        ),
        (
            "/areas/kilwinning",
            "Plumber Kilwinning (KA13)",
            "Local plumbers, heating, gas and electrical engineers in Kilwinning (KA13). Planned work only, usually booked 3-5 days ahead. Gas Safe registered, free quotes.",
        ),
        (
            "/services/boiler-repair/paisley",
            "Boiler Repair in Paisley (PA1)",
            "Boiler Repair in Paisley, PA1, PA2, PA3. Gas Safe engineers for breakdowns, fault codes and lost pressure. Available 24/7. Free quotes from local, fully insured engineers.",
        ),
        (
            "/services/emergency-plumbing/partick/high-rise",
            "High-Rise Emergency Plumbing in Partick",
            "Emergency Plumbing for high-rise properties in Partick (G11). 24/7 emergency call-outs, typically arriving in 20-35 minutes. Free quotes from fully insured local engineers.",
        ),
        (
            "/services/emergency-plumbing/partick/thornwood",
            "Emergency Plumbing in Thornwood, Partick",
            "Emergency Plumbing in Thornwood, Partick (G11). 24/7 emergency call-outs, typically arriving in 20-35 minutes. Free quotes from fully insured local engineers.",
        ),
    ];
    for (path, title, description) in cases {
        let w = words_of(path);
        assert_eq!(w.path, path);
        assert_eq!(w.title, title, "{path}");
        assert_eq!(w.description, description, "{path}");
    }
    let w = words_of("/services/emergency-plumbing/partick/high-rise");
    assert_eq!(
        w.keywords.as_deref(),
        Some(
            &[
                "emergency plumbing high-rise",
                "emergency plumbing partick",
                "high-rise emergency plumbing",
                "emergency plumbing g11",
            ]
            .map(String::from)[..]
        )
    );
}

#[test]
fn an_article_names_its_raster_card_and_the_404_page_has_no_words() {
    let cat = content::catalogue();
    let post = &cat.posts[0];
    let w = words_of(&format!("/blog/{}", post.slug));
    assert_eq!(
        w.image,
        Some(PageImage::Picture {
            url: format!("/images/blog/{}.jpg", post.slug),
            alt: post.image_alt.into(),
        })
    );
    let derived = Derived {
        cat: &cat,
        build_year: 2026,
        site_url: "",
    };
    let routes = routes::all(&cat);
    let all = page_words::all(&derived, &routes);
    assert_eq!(all.len(), routes.len() - 1);
    assert!(all.iter().all(|(r, _)| r.path != "/404"));
}

#[test]
fn a_title_a_result_would_cut_fails_naming_the_route() {
    let mut c = content::catalogue();
    let pages = &mut c.category_pages;
    pages[0].title = leak_str(&format!(
        "{} and Everything Else Our Engineers Could Possibly Do",
        pages[0].title
    ));
    let slug = pages[0].slug;
    let report = report_for(c);
    assert_names(&report, &format!("page[/{slug}]"), "title");
    assert!(
        report.contains("characters with the site's name"),
        "{report}"
    );
}

#[test]
fn two_indexed_pages_with_one_title_fail_naming_the_second() {
    let mut c = content::catalogue();
    let pages = &mut c.category_pages;
    pages[1].title = pages[0].title;
    let (first, second) = (pages[0].slug, pages[1].slug);
    let report = report_for(c);
    assert_names(&report, &format!("page[/{second}]"), "title");
    assert!(
        report.contains(&format!("is the same as /{first}'s")),
        "{report}"
    );
}

#[test]
fn a_composed_title_breaking_a_wording_rule_fails_naming_the_route() {
    let mut c = content::catalogue();
    let pages = &mut c.category_pages;
    // 'Estimates' reaches the title through the category page's own title.
    pages[0].title = leak_str("Heating With a Free Estimate");
    let slug = pages[0].slug;
    let report = report_for(c);
    assert_names(&report, &format!("page[/{slug}]"), "title");
    assert!(report.contains("offers an estimate"), "{report}");
}
