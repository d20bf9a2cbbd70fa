//! Each rule of `codegen check` bites: a deliberately broken catalogue fails
//! with a message naming the record and the field.

use codegen::run_check;
use content_model::validate::Assets;
use content_model::*;

fn leak<T>(items: Vec<T>) -> &'static [T] {
    Box::leak(items.into_boxed_slice())
}

/// Runs the check on a broken catalogue and returns the report, asserting it failed.
fn report_for(broken: Catalogue) -> String {
    run_check(&broken, &Assets::default()).expect_err("the broken catalogue should fail the check")
}

fn assert_names(report: &str, record: &str, field: &str) {
    let expected = format!("{record}.{field}:");
    assert!(
        report.contains(&expected),
        "expected a problem at `{expected}`; got:\n{report}"
    );
}

#[test]
fn the_real_catalogue_passes() {
    let summary =
        run_check(&content::catalogue(), &Assets::default()).unwrap_or_else(|r| panic!("{r}"));
    assert!(summary.contains("40 services"), "{summary}");
}

#[test]
fn duplicate_service_slug() {
    let mut c = content::catalogue();
    c.services[1].slug = c.services[0].slug;
    let r = report_for(c);
    assert_names(&r, "services[emergency-plumbing]", "slug");
}

#[test]
fn duplicate_service_id() {
    let mut c = content::catalogue();
    c.services[5].id = c.services[4].id;
    let slug = c.services[5].slug;
    assert_names(&report_for(c), &format!("services[{slug}]"), "id");
}

#[test]
fn wrong_service_count() {
    let mut c = content::catalogue();
    c.services.pop();
    let r = report_for(c);
    assert_names(&r, "services", "len");
    assert!(r.contains("has 39 services"), "{r}");
}

#[test]
fn emergency_flag_off_the_spec() {
    let mut c = content::catalogue();
    let i = c
        .services
        .iter()
        .position(|s| s.slug.as_str() == "rewiring")
        .unwrap();
    c.services[i].emergency_available = true;
    let j = c
        .services
        .iter()
        .position(|s| s.slug.as_str() == "gas-leak")
        .unwrap();
    c.services[j].emergency_available = false;
    let r = report_for(c);
    assert_names(&r, "services[rewiring]", "emergency_available");
    assert_names(&r, "services[gas-leak]", "emergency_available");
}

#[test]
fn unused_category() {
    let mut c = content::catalogue();
    for s in c
        .services
        .iter_mut()
        .filter(|s| s.category == Category::Landscaping)
    {
        s.category = Category::Building;
    }
    assert_names(&report_for(c), "categories[landscaping]", "services");
}

#[test]
fn short_long_description() {
    let mut c = content::catalogue();
    c.services[2].long_description = "Far too short.";
    let slug = c.services[2].slug;
    let r = report_for(c);
    assert_names(&r, &format!("services[{slug}]"), "long_description");
    assert!(r.contains("has 3 words"), "{r}");
}

#[test]
fn empty_required_text() {
    let mut c = content::catalogue();
    c.services[3].description = "   ";
    let slug = c.services[3].slug;
    assert_names(&report_for(c), &format!("services[{slug}]"), "description");
}

#[test]
fn too_few_subcategories() {
    let mut c = content::catalogue();
    c.services[0].subcategories = &c.services[0].subcategories[..2];
    assert_names(
        &report_for(c),
        "services[emergency-plumbing]",
        "subcategories",
    );
}

#[test]
fn empty_property_types() {
    let mut c = content::catalogue();
    c.services[6].property_types = &[];
    let slug = c.services[6].slug;
    assert_names(
        &report_for(c),
        &format!("services[{slug}]"),
        "property_types",
    );
}

#[test]
fn neighbourhood_named_like_a_property_type() {
    let mut c = content::catalogue();
    let mut places = c.areas[0].neighbourhoods.to_vec();
    places[0] = Place::new("commercial", "Commercial");
    c.areas[0].neighbourhoods = leak(places);
    let area = c.areas[0].slug;
    assert_names(
        &report_for(c),
        &format!("areas[{area}].neighbourhoods[commercial]"),
        "slug",
    );
}

#[test]
fn neighbourhood_slug_that_does_not_match_its_name() {
    let mut c = content::catalogue();
    let mut places = c.areas[1].neighbourhoods.to_vec();
    places[0] = Place::new("somewhere-else", "Kelvinbridge");
    c.areas[1].neighbourhoods = leak(places);
    let area = c.areas[1].slug;
    let r = report_for(c);
    assert_names(
        &r,
        &format!("areas[{area}].neighbourhoods[somewhere-else]"),
        "slug",
    );
    assert!(r.contains("should be `kelvinbridge`"), "{r}");
}

#[test]
fn kilwinning_rule() {
    let mut c = content::catalogue();
    let k = c
        .areas
        .iter()
        .position(|a| a.slug.as_str() == "kilwinning")
        .unwrap();
    c.areas[k].emergency_available = true;
    c.areas[0].emergency_available = false;
    let first = c.areas[0].slug;
    let r = report_for(c);
    assert_names(&r, "areas[kilwinning]", "emergency_available");
    assert_names(&r, &format!("areas[{first}]"), "emergency_available");
}

#[test]
fn too_few_places_for_the_250_claim() {
    let mut c = content::catalogue();
    for a in c.areas.iter_mut() {
        a.neighbourhoods = &a.neighbourhoods[..a.neighbourhoods.len().min(2)];
    }
    let r = report_for(c);
    assert_names(&r, "areas", "neighbourhoods");
    assert!(r.contains("250+"), "{r}");
}

#[test]
fn duplicate_area_slug() {
    let mut c = content::catalogue();
    c.areas[3].slug = c.areas[2].slug;
    let slug = c.areas[2].slug;
    assert_names(&report_for(c), &format!("areas[{slug}]"), "slug");
}

#[test]
fn missing_post_and_bad_markdown() {
    let mut c = content::catalogue();
    let removed = c.posts.remove(0);
    c.posts[0].body_markdown = "# A title\n\n<script>alert(1)</script>\n\nToo short.";
    let broken = c.posts[0].slug;
    let r = report_for(c);
    assert_names(&r, "posts", "len");
    assert!(
        r.contains(&format!("no post has the slug `{}`", removed.slug)),
        "{r}"
    );
    assert_names(&r, &format!("posts[{broken}]"), "body_markdown");
    assert!(
        r.contains("level-1 heading") && r.contains("raw HTML") && r.contains("700 to 1,500"),
        "{r}"
    );
}

#[test]
fn post_image_must_exist_once_the_site_has_images() {
    let dir = std::env::temp_dir().join(format!("codegen-public-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let c = content::catalogue();
    let r = run_check(
        &c,
        &Assets {
            public_dir: Some(&dir),
        },
    )
    .expect_err("images are missing");
    let first = c.posts[0].slug;
    assert_names(&r, &format!("posts[{first}]"), "image");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn wrong_review_count() {
    let mut c = content::catalogue();
    c.reviews.truncate(9);
    assert_names(&report_for(c), "reviews", "len");
}

#[test]
fn wrong_sitemap_count_and_bad_path() {
    let mut c = content::catalogue();
    c.sitemap.pop();
    c.sitemap[0].path = "about";
    let r = report_for(c);
    assert_names(&r, "sitemap", "len");
    assert_names(&r, "sitemap[about]", "path");
}

#[test]
fn home_card_pointing_nowhere() {
    let mut c = content::catalogue();
    c.home_cards[2].service = Slug::new("no-such-service");
    assert_names(&report_for(c), "home_cards[2]", "service");
}

#[test]
fn every_problem_is_reported_at_once() {
    let mut c = content::catalogue();
    c.services.pop();
    c.reviews.pop();
    c.sitemap.pop();
    let r = report_for(c);
    // Removing the last service also removes a spec slug: four problems, all listed.
    assert!(r.starts_with("found 4 problems"), "{r}");
    for n in 1..=4 {
        assert!(r.contains(&format!("   {n}. ")), "{r}");
    }
    assert_names(&r, "services", "len");
    assert_names(&r, "reviews", "len");
    assert_names(&r, "sitemap", "len");
}

#[test]
fn claimed_rating_must_match_the_reviews() {
    let mut c = content::catalogue();
    c.reviews[0].rating = Rating::new(1);
    assert_names(&report_for(c), "business", "review_stats[1].value");
}

#[test]
fn five_star_claims_must_match_the_reviews() {
    let mut c = content::catalogue();
    c.business.home_stats[3].value = "5-star";
    c.business.trust_strip[2].title = "Five Star Service";
    let report = report_for(c);
    assert_names(&report, "business", "home_stats[3].value");
    assert_names(&report, "business", "trust_strip[2].title");
}
