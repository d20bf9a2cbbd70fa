//! `codegen emit`: deterministic output, valid against its own schemas,
//! routes covering every route of brief 2, and TypeScript that type-checks.

use codegen::{EmitOptions, TagManagerId, emit};
use content_model::PageType;
use serde_json::Value;
use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};

fn emit_to(name: &str) -> PathBuf {
    emit_with(name, None)
}

fn emit_with(name: &str, tag_manager: Option<TagManagerId>) -> PathBuf {
    let out = std::env::temp_dir().join(format!("codegen-test-{}-{name}", std::process::id()));
    let opts = EmitOptions {
        out: out.clone(),
        site_url: "https://www.example.co.uk".into(),
        build_year: 2026,
        tag_manager,
    };
    emit(&content::catalogue(), &opts).expect("emit succeeds");
    out
}

fn read_tree(root: &Path) -> BTreeMap<String, Vec<u8>> {
    let mut files = BTreeMap::new();
    let mut stack = vec![root.to_path_buf()];
    while let Some(dir) = stack.pop() {
        for entry in fs::read_dir(&dir).unwrap().flatten() {
            let path = entry.path();
            if path.is_dir() {
                stack.push(path);
            } else {
                files.insert(
                    path.strip_prefix(root).unwrap().display().to_string(),
                    fs::read(&path).unwrap(),
                );
            }
        }
    }
    files
}

#[test]
fn emitting_twice_gives_identical_bytes() {
    let a = emit_to("a");
    let b = emit_to("b");
    let (ta, tb) = (read_tree(&a), read_tree(&b));
    assert!(ta.len() > 40, "expected many files, got {}", ta.len());
    assert_eq!(ta.keys().collect::<Vec<_>>(), tb.keys().collect::<Vec<_>>());
    for (name, bytes) in &ta {
        assert!(bytes == &tb[name], "{name} differs between two runs");
    }
    fs::remove_dir_all(a).unwrap();
    fs::remove_dir_all(b).unwrap();
}

#[test]
fn every_data_file_validates_against_its_schema() {
    let out = emit_to("schemas");
    let mut checked = 0;
    for entry in fs::read_dir(out.join("data")).unwrap().flatten() {
        let name = entry.file_name().into_string().unwrap();
        let stem = name.trim_end_matches(".json");
        let data: Value = serde_json::from_slice(&fs::read(entry.path()).unwrap()).unwrap();
        let schema: Value = serde_json::from_slice(
            &fs::read(out.join("schemas").join(format!("{stem}.schema.json"))).unwrap(),
        )
        .unwrap();
        let validator = jsonschema::validator_for(&schema)
            .unwrap_or_else(|e| panic!("{stem} schema is invalid: {e}"));
        let errors: Vec<String> = validator
            .iter_errors(&data)
            .take(5)
            .map(|e| format!("{} at {}", e, e.instance_path()))
            .collect();
        assert!(
            errors.is_empty(),
            "data/{name} does not match its schema: {errors:#?}"
        );
        // The schema must actually constrain: a wrong shape is rejected.
        assert!(
            !validator.is_valid(&Value::String("not the data".into())),
            "{stem} schema accepts anything"
        );
        checked += 1;
    }
    assert!(checked >= 15, "checked {checked} data files");
    let routes: Value =
        serde_json::from_slice(&fs::read(out.join("routes.json")).unwrap()).unwrap();
    let schema: Value =
        serde_json::from_slice(&fs::read(out.join("schemas/routes.schema.json")).unwrap()).unwrap();
    assert!(
        jsonschema::is_valid(&schema, &routes),
        "routes.json does not match its schema"
    );
    fs::remove_dir_all(out).unwrap();
}

#[test]
fn routes_cover_every_route_of_the_spec() {
    let cat = content::catalogue();
    let routes = codegen::routes::all(&cat);
    let paths: std::collections::HashSet<&str> = routes.iter().map(|r| r.path.as_str()).collect();
    assert_eq!(paths.len(), routes.len(), "paths are unique");
    for fixed in [
        "/",
        "/services",
        "/electrical",
        "/gas",
        "/heating",
        "/building",
        "/kitchen-bathroom",
        "/emergency",
        "/areas",
        "/reviews",
        "/contact",
        "/about",
        "/blog",
        "/privacy",
        "/terms",
        "/sitemap",
        "/404",
    ] {
        assert!(paths.contains(fixed), "{fixed} missing");
    }
    for s in &cat.services {
        assert!(paths.contains(format!("/services/{}", s.slug).as_str()));
        for a in &cat.areas {
            assert!(paths.contains(format!("/services/{}/{}", s.slug, a.slug).as_str()));
            for t in s.property_types {
                assert!(
                    paths.contains(
                        format!("/services/{}/{}/{}", s.slug, a.slug, t.as_str()).as_str()
                    )
                );
            }
            for n in a.neighbourhoods {
                let p = format!("/services/{}/{}/{}", s.slug, a.slug, n.slug);
                assert_eq!(
                    paths.contains(p.as_str()),
                    s.emergency_available,
                    "{p}: neighbourhood pages exist exactly for emergency services"
                );
            }
        }
    }
    for a in &cat.areas {
        assert!(paths.contains(format!("/areas/{}", a.slug).as_str()));
    }
    for p in &cat.posts {
        assert!(paths.contains(format!("/blog/{}", p.slug).as_str()));
    }
    let counts = codegen::routes::counts(&routes);
    for (t, n) in &counts {
        assert!(*n > 0, "no route of type {t:?}");
    }
    // Decision 8: the whole export stays near 15,000 pages.
    assert!(
        (12_000..=18_000).contains(&routes.len()),
        "{} routes",
        routes.len()
    );
    // The sitemap page's entries all point at real routes.
    for e in &cat.sitemap {
        assert!(
            paths.contains(e.path),
            "sitemap entry {} is not a route",
            e.path
        );
    }
    assert_eq!(
        counts
            .iter()
            .find(|(t, _)| *t == PageType::ServiceLocation)
            .unwrap()
            .1,
        cat.services.len() * cat.areas.len()
    );
}

#[test]
fn static_host_files() {
    let out = emit_to("static");
    let index = fs::read_to_string(out.join("static/sitemap.xml")).unwrap();
    assert!(
        index.contains("<sitemapindex")
            && index.contains("https://www.example.co.uk/sitemap-1.xml"),
        "{index}"
    );
    let first = fs::read_to_string(out.join("static/sitemap-1.xml")).unwrap();
    // Decision 27: only indexable routes are listed; variant pages are not.
    let routes: Vec<Value> =
        serde_json::from_slice(&fs::read(out.join("routes.json")).unwrap()).unwrap();
    let indexable = routes.iter().filter(|r| r["indexable"] == true).count();
    let urls = first.matches("<loc>").count();
    assert_eq!(urls, indexable);
    assert!(first.contains("<loc>https://www.example.co.uk/areas/paisley</loc>"));
    assert!(
        !first.contains("/services/boiler-repair/paisley<")
            && !first.contains("/services/boiler-repair/paisley/residential<"),
        "service-in-area and variant pages are noindex and not in the sitemap"
    );
    assert!(
        !first.contains("/404<"),
        "the not-found page is not in the sitemap"
    );
    let robots = fs::read_to_string(out.join("static/robots.txt")).unwrap();
    assert!(robots.contains("Sitemap: https://www.example.co.uk/sitemap.xml"));
    let redirects = fs::read_to_string(out.join("static/_redirects")).unwrap();
    assert!(
        redirects.contains("/areas/*")
            && redirects.contains("/blog/*")
            && redirects.contains("/services/:service/:location ")
    );
    let headers = fs::read_to_string(out.join("static/_headers")).unwrap();
    assert!(
        headers.contains("Content-Security-Policy:") && headers.contains("frame-ancestors 'none'")
    );
    fs::remove_dir_all(out).unwrap();
}

#[test]
fn data_carries_derived_facts() {
    let out = emit_to("facts");
    let site: Value =
        serde_json::from_slice(&fs::read(out.join("data/site.json")).unwrap()).unwrap();
    assert_eq!(site["yearsTrading"], 12, "2026 - 2014");
    assert!(site["placesCovered"].as_u64().unwrap() >= 250);
    let reviews: Value =
        serde_json::from_slice(&fs::read(out.join("data/reviews.json")).unwrap()).unwrap();
    assert_eq!(reviews["reviewCount"], 10);
    let posts: Value =
        serde_json::from_slice(&fs::read(out.join("data/post-summaries.json")).unwrap()).unwrap();
    let first = &posts[0];
    assert!(first["readTime"].as_str().unwrap().ends_with(" min read"));
    assert!(first.get("html").is_none(), "summaries carry no bodies");
    let pages: Value =
        serde_json::from_slice(&fs::read(out.join("data/category-pages.json")).unwrap()).unwrap();
    assert_eq!(pages[0]["items"][4]["price"]["display"], "£2,500 inc. VAT");
    assert_eq!(site["copyrightYear"], 2026, "the build year");
    // Headline figures are computed from the records they summarise.
    let span = &site["arrivalSpan"];
    assert_eq!(span["fromMinutes"], 15);
    let stats: Vec<&str> = site["homeStats"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["value"].as_str().unwrap())
        .collect();
    let average = reviews["averageRating"].as_f64().unwrap();
    assert!(
        stats.contains(&format!("{average:.1}/5").as_str()),
        "{stats:?}"
    );
    let text_pages = fs::read_to_string(out.join("data/text-pages.json")).unwrap();
    assert!(!text_pages.contains("{{"), "every placeholder is filled in");
    // The quote form's preselection is decided per service in Rust.
    let services: Vec<Value> =
        serde_json::from_slice(&fs::read(out.join("data/services.json")).unwrap()).unwrap();
    let preselects =
        |slug: &str| services.iter().find(|s| s["slug"] == slug).unwrap()["quoteService"].clone();
    assert_eq!(preselects("boiler-repair"), "Boiler Services");
    assert_eq!(preselects("leak-detection"), "Leak Detection");
    assert_eq!(preselects("central-heating"), "Heating Services");
    assert_eq!(preselects("rewiring"), "Electrical");
    // Property-type names are typed in Rust, not spelled by the site.
    let types: Value =
        serde_json::from_slice(&fs::read(out.join("data/property-types.json")).unwrap()).unwrap();
    assert_eq!(
        types[2],
        serde_json::json!({ "slug": "high-rise", "name": "High-Rise" })
    );
    // Service-in-area routes carry their cover; variant routes what they are.
    let routes: Vec<Value> =
        serde_json::from_slice(&fs::read(out.join("routes.json")).unwrap()).unwrap();
    let route = |path: &str| routes.iter().find(|r| r["path"] == path).unwrap().clone();
    assert_eq!(
        route("/services/boiler-repair/kilwinning")["cover"],
        serde_json::json!({ "kind": "by-appointment", "lead": "3-5 days" })
    );
    assert_eq!(
        route("/services/boiler-repair/paisley")["cover"]["kind"],
        "emergency"
    );
    let residential = route("/services/boiler-repair/paisley/residential");
    assert_eq!(residential["pageType"], "service-property-type");
    assert_eq!(residential["propertyType"], "residential");
    let thornwood = route("/services/emergency-plumbing/partick/thornwood");
    assert_eq!(thornwood["pageType"], "service-neighbourhood");
    assert_eq!(thornwood["neighbourhood"], "Thornwood");
    assert!(route("/areas/paisley").get("cover").is_none());
    fs::remove_dir_all(out).unwrap();
}

/// The generated TypeScript type-checks under `tsc --noEmit --strict`.
/// Needs the site's node_modules (installed by `just install`).
#[test]
fn typescript_types_type_check() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap();
    let tsc = root.join("site/node_modules/.bin/tsc");
    assert!(
        tsc.exists(),
        "{} is missing: run `just install` (npm ci in site/) first",
        tsc.display()
    );
    let out = emit_to("ts");
    let status = std::process::Command::new(&tsc)
        .args([
            "--noEmit",
            "--strict",
            "--skipLibCheck",
            "--target",
            "es2022",
            "--module",
            "esnext",
            "--moduleResolution",
            "bundler",
        ])
        .args(
            fs::read_dir(out.join("types"))
                .unwrap()
                .flatten()
                .map(|e| e.path()),
        )
        .status()
        .expect("tsc runs");
    assert!(
        status.success(),
        "tsc found type errors in the generated types"
    );
    fs::remove_dir_all(out).unwrap();
}

/// Decision 18: with no container id nothing of Google's is allowed or named;
/// with one, the site data carries it and the CSP lets its hosts load.
#[test]
fn tag_manager_only_when_configured() {
    let without = emit_to("no-gtm");
    let site: Value =
        serde_json::from_slice(&fs::read(without.join("data/site.json")).unwrap()).unwrap();
    assert_eq!(site["tagManagerId"], Value::Null);
    let headers = fs::read_to_string(without.join("static/_headers")).unwrap();
    assert!(!headers.contains("google"), "{headers}");
    let page = fs::read_to_string(without.join("csp.json")).unwrap();
    assert!(!page.contains("google"), "{page}");

    let id = TagManagerId::parse("GTM-TEST123").unwrap();
    let with = emit_with("gtm", id);
    let site: Value =
        serde_json::from_slice(&fs::read(with.join("data/site.json")).unwrap()).unwrap();
    assert_eq!(site["tagManagerId"], "GTM-TEST123");
    let page: Value = serde_json::from_slice(&fs::read(with.join("csp.json")).unwrap()).unwrap();
    let csp = page["page"].as_str().unwrap();
    for directive in ["script-src", "connect-src", "frame-src", "img-src"] {
        let rule = csp
            .split(';')
            .find(|d| d.trim().starts_with(directive))
            .unwrap();
        assert!(
            rule.contains("https://www.googletagmanager.com"),
            "{directive}: {rule}"
        );
    }
    fs::remove_dir_all(without).ok();
    fs::remove_dir_all(with).ok();
}

/// Issue 10: the CSP allowed `'unsafe-inline'` scripts. Each page now carries
/// its own policy (csp.json, completed with script hashes by the export step)
/// and `_headers` must not undo it: a browser enforces both policies, so the
/// header restricts no scripts, yet carries what a `<meta>` cannot.
#[test]
fn csp_allows_no_unsafe_inline_scripts_and_headers_do_not_block_the_hashed_ones() {
    let out = emit_to("csp");
    let page: Value = serde_json::from_slice(&fs::read(out.join("csp.json")).unwrap()).unwrap();
    let page = page["page"].as_str().unwrap();
    let directive = |policy: &str, name: &str| {
        policy
            .split(';')
            .map(str::trim)
            .find(|d| d.split_whitespace().next() == Some(name))
            .map(str::to_string)
    };
    assert_eq!(
        directive(page, "script-src").as_deref(),
        Some("script-src 'self'")
    );
    assert_eq!(
        directive(page, "default-src").as_deref(),
        Some("default-src 'self'")
    );
    assert_eq!(
        directive(page, "object-src").as_deref(),
        Some("object-src 'none'")
    );
    assert!(
        directive(page, "frame-ancestors").is_none(),
        "ignored (with a console error) in a <meta>"
    );

    let headers = fs::read_to_string(out.join("static/_headers")).unwrap();
    let csp_lines: Vec<&str> = headers
        .lines()
        .filter(|l| l.trim_start().starts_with("Content-Security-Policy:"))
        .collect();
    assert_eq!(csp_lines.len(), 1, "{headers}");
    let header = csp_lines[0].split_once(':').unwrap().1.trim();
    for blocked in ["default-src", "script-src", "script-src-elem"] {
        assert!(
            directive(header, blocked).is_none(),
            "{blocked} in {header}"
        );
    }
    assert!(!header.contains("unsafe-inline"), "{header}");
    assert_eq!(
        directive(header, "frame-ancestors").as_deref(),
        Some("frame-ancestors 'none'")
    );
    fs::remove_dir_all(out).unwrap();
}
