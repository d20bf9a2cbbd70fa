//! Issue 31.2, claims typed by kind: each rule bites on what main said
//! before it (the catalogue records, and minimal copies of the built
//! Kilwinning and emergency pages' HTML), and the fixed catalogue passes.

use crate::broken;

use broken::{assert_names, leak, report_for};
use codegen::audit_cover::CoverFacts;
use codegen::run_check;
use content_model::coverage::Reach;
use content_model::validate::Assets;
use content_model::*;

#[test]
fn the_fixed_catalogue_passes() {
    run_check(&content::catalogue(), &Assets::default()).unwrap_or_else(|r| panic!("{r}"));
}

/// Main gave Strathblane (11 miles), Lochwinnoch (19) and Carluke (22)
/// 'further out than the areas we travel to', while we travel to Irvine
/// (27) and Kilwinning (26).
#[test]
fn further_out_given_to_places_nearer_than_areas_we_serve() {
    let mut c = content::catalogue();
    let excluded: Vec<Excluded> = c
        .coverage
        .excluded
        .iter()
        .map(|e| {
            let road_miles = match e.district.as_str() {
                "G63" => 11,
                "PA12" => 19,
                "ML8" => 22,
                _ => return *e,
            };
            Excluded {
                reason: Exclusion::BeyondOurArea { road_miles },
                ..*e
            }
        })
        .collect();
    c.coverage.excluded = leak(excluded);
    let r = report_for(c);
    for d in ["G63", "PA12", "ML8"] {
        assert_names(&r, &format!("coverage.excluded[{d}]"), "reason");
    }
    assert!(r.contains("we travel to Irvine at 27 miles"), "{r}");
}

/// Main's trust strip showed 'Rapid Response 15-70 minute arrival' and
/// '24/7 Emergency' on every page that carries it, Kilwinning's included.
#[test]
fn emergency_trust_claims_must_be_typed_as_such() {
    let mut c = content::catalogue();
    for t in c.business.trust_strip.iter_mut() {
        t.reach = ClaimReach::Everywhere;
    }
    let r = report_for(c);
    let rapid = content::catalogue()
        .business
        .trust_strip
        .iter()
        .position(|t| t.title == "Rapid Response")
        .unwrap();
    assert_names(&r, "business", &format!("trust_strip[{rapid}].reach"));
}

/// Main's Kilwinning pages answered 'within under 2 hours': the emergency
/// service's response time where there is no emergency cover.
#[test]
fn the_planned_only_lead_time_is_never_an_emergency_response_time() {
    let mut c = content::catalogue();
    c.coverage.planned_only_lead = ResponseTime::Under2Hours;
    assert_names(&report_for(c), "coverage", "planned_only_lead");
}

#[test]
fn a_district_reached_in_part_must_be_served_and_name_its_sectors() {
    let mut c = content::catalogue();
    c.coverage.part_reach = leak(vec![PartReach {
        district: PostcodeDistrict::new("G84"),
        window_sectors: &[],
        window_places: "Helensburgh",
        planned_places: "Rhu",
    }]);
    let r = report_for(c);
    assert_names(&r, "coverage.part_reach[G84]", "district");
    assert_names(&r, "coverage.part_reach[G84]", "window_sectors");
}

/// Main promised Dumbarton's window in all of G83, up Loch Lomondside to
/// Arrochar and Tarbet, and Hamilton's in all of ML9, Stonehouse included.
#[test]
fn districts_that_run_far_beyond_their_town_are_answered_by_sector() {
    let c = content::catalogue();
    for (district, sector) in [("G83", 7), ("G83", 8), ("ML9", 3)] {
        assert!(
            matches!(c.coverage.reach(district, Some(sector)), Reach::PlannedOnly),
            "{district} {sector}"
        );
    }
    for (district, sector) in [("G83", 0), ("G83", 9), ("ML9", 1), ("PA1", 1)] {
        assert!(
            matches!(c.coverage.reach(district, Some(sector)), Reach::Window),
            "{district} {sector}"
        );
    }
    assert!(matches!(c.coverage.reach("G83", None), Reach::Part(_)));
}

fn page(title: &str, description: &str, main: &str) -> String {
    format!(
        "<html><head><title>{title}</title><meta name=\"description\" content=\"{description}\"/></head>\
         <body><header>24/7 Emergency</header><main>{main}</main><footer>f</footer></body></html>"
    )
}

fn params(pairs: &[(&str, &str)]) -> Vec<(String, String)> {
    pairs
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect()
}

/// Kilwinning's area page on main: the trust strip's '24/7 Emergency' and
/// 'Rapid Response 15-70 minute arrival', and the quote form's 'call you
/// back within 1 hour, day or night'.
const KILWINNING_AREA_MAIN: &str = r#"<h1 class="mt-4">Plumber Kilwinning</h1><section aria-label="Why customers trust us"><ul><li class="flex"><span class="text-sm font-semibold text-ink">24/7 Emergency</span><span class="text-xs text-muted">Emergency line always open</span></li><li class="flex flex-col items-center text-center"><span class="mb-2 grid"><svg class="icon h-5 w-5" aria-hidden="true"><use href="/icons.svg#truck"></use></svg></span><span class="text-sm font-semibold text-ink">Rapid Response</span><span class="text-xs text-muted">15-70 minute arrival</span></li></ul></section><form method="post" action="/api/contact"><fieldset class="group sm:col-span-2" data-emergency-question=""><legend>Is this an emergency?</legend><p class="mt-2 hidden rounded-lg bg-emergency-50 p-3 text-sm text-ink group-has-[input[value=true]:checked]:block">We treat it as an emergency and call you back <!-- -->within 1 hour<!-- -->, day or night.<!-- --> For the fastest help, call us now.</p></fieldset></form><p>Need help in Kilwinning? Kilwinning is outside our emergency cover, but we’re glad to book planned work.</p>"#;

/// Emergency Plumbing in Kilwinning on main: the 24/7 lead, the FAQ's
/// 'within under 2 hours' and the quote intro's emergency call-back time.
const KILWINNING_SERVICE_MAIN: &str = r#"<p class="mt-5 text-lg text-slate-200">24/7 plumbers for leaks, floods and failed water supplies in Kilwinning, from Pennyburn to the streets around Main Street.</p><dd class="mt-1 text-muted">Kilwinning is outside our emergency cover, so we book emergency plumbing here as a planned visit, usually within under 2 hours.</dd><p class="mt-4 text-lg text-muted">Describe the <!-- -->emergency plumbing<!-- --> job in <!-- -->Kilwinning<!-- --> and we’ll get back to you <!-- -->within 1 hour<!-- --> with a clear, fixed price.</p>"#;

#[test]
fn a_planned_only_areas_pages_make_no_emergency_promise() {
    let cover = CoverFacts::of(&content::catalogue());
    let area = page(
        "Plumber Kilwinning (KA13) | Kelvin Trades",
        "Local plumbers in Kilwinning (KA13). Planned work booked at a time that suits you.",
        KILWINNING_AREA_MAIN,
    );
    let problems = cover.problems("area", &params(&[("slug", "kilwinning")]), &area);
    let text = problems.join("\n");
    for said in ["Rapid Response", "24/7 Emergency", "call you back"] {
        assert!(text.contains(said), "{said} in:\n{text}");
    }
    assert!(
        problems
            .iter()
            .all(|p| p.starts_with("makes an emergency promise for kilwinning")),
        "{text}"
    );
    // The same words about an area with cover are its promise to keep.
    assert!(
        cover
            .problems("area", &params(&[("slug", "paisley")]), &area)
            .is_empty()
    );

    let service = page(
        "Emergency Plumbing in Kilwinning (KA13) | Kelvin Trades",
        "Emergency Plumbing in Kilwinning, KA13. Planned visits by appointment.",
        KILWINNING_SERVICE_MAIN,
    );
    let route = params(&[
        ("location", "kilwinning"),
        ("service", "emergency-plumbing"),
    ]);
    let text = cover
        .problems("service-location", &route, &service)
        .join("\n");
    for said in ["24/7 plumbers", "within under 2 hours", "get back to you"] {
        assert!(text.contains(said), "{said} in:\n{text}");
    }
    // What the fixed pages say instead passes.
    let fixed = page(
        "Emergency Plumbing in Kilwinning (KA13) | Kelvin Trades",
        "Emergency Plumbing in Kilwinning, KA13. Planned visits by appointment, usually booked 3-5 days ahead.",
        "<p>Kilwinning is outside our emergency cover, so we book emergency plumbing here as a planned visit; the usual lead time is 3-5 days.</p>\
         <p>We reply within 15 minutes during opening hours.</p>",
    );
    assert!(
        cover
            .problems("service-location", &route, &fixed)
            .is_empty()
    );
}

/// The emergency page on main: its meta description and hero used the
/// coverage sentence that names Kilwinning.
#[test]
fn emergency_copy_never_uses_the_planned_coverage_sentence() {
    let cat = content::catalogue();
    let cover = CoverFacts::of(&cat);
    assert!(cover.planned_sentence.contains("Kilwinning"));
    assert!(!cover.emergency_sentence.contains("Kilwinning"));
    let planned = &cover.planned_sentence;
    let emergency = page(
        "24/7 Emergency Plumber Glasgow | Kelvin Trades",
        &format!(
            "Burst pipe, major leak, blocked drain or boiler breakdown? Our emergency engineers cover {planned}, day and night, with arrival from 15 minutes depending on your area."
        ),
        &format!(
            "<p class=\"mt-5\">Burst pipe, water through the ceiling or no heating? Call now and a qualified engineer is on the way, typically arriving in <!-- -->15<!-- --> to <!-- -->70<!-- --> minutes depending on where you are: we cover <!-- -->{planned}<!-- -->.</p>"
        ),
    );
    let problems = cover.problems("emergency", &[], &emergency);
    assert_eq!(problems.len(), 2, "{problems:#?}");
    assert!(
        problems
            .iter()
            .all(|p| p.starts_with("uses the planned-work coverage sentence"))
    );
    // On any other page, a sentence mixing it with emergency words.
    let home = page(
        "Kelvin Trades",
        "",
        &format!("<p>From a burst pipe at 2am to a new boiler, our engineers cover {planned}.</p>"),
    );
    assert_eq!(cover.problems("home", &[], &home).len(), 1);
    let footer = page(
        "Kelvin Trades",
        "",
        &format!("<p>Serving {planned} since 2014.</p>"),
    );
    assert!(cover.problems("home", &[], &footer).is_empty());
    let fixed = page(
        "24/7 Emergency Plumber Glasgow | Kelvin Trades",
        &format!(
            "Our emergency engineers cover {}, day and night.",
            cover.emergency_sentence
        ),
        "",
    );
    assert!(cover.problems("emergency", &[], &fixed).is_empty());
}
