//! Gas first (issue 31.1) bites: the rule fails the texts that were wrong on
//! main (ce6484e), in the audit of a built page and in `codegen check`, naming
//! the page or the record and field, and passes them once fixed.

use codegen::audit::{PageRules, page_of};
use codegen::run_check;
use content_model::validate::Assets;
use serde_json::json;

/// The audit's claim problems for a page of `body` at `path`.
fn audit(path: &str, body: &str) -> Vec<String> {
    let cat = content::catalogue();
    let html = format!(
        "<!DOCTYPE html><html lang=\"en-GB\"><head><title>Page | Kelvin Trades</title></head>\
         <body><main>{body}</main></body></html>"
    );
    let route = json!({ "path": path, "pageType": "contact", "params": {}, "indexable": true });
    page_of(&route, &html, path.to_string(), &PageRules::of(&cat)).claim_problems
}

fn gas_problems(problems: &[String]) -> Vec<&String> {
    problems
        .iter()
        .filter(|p| p.starts_with("mentions a gas smell or leak"))
        .collect()
}

/// The contact page's hero on main: a gas smell among the reasons to call us
/// straight away, our call and WhatsApp buttons, and no gas number.
const CONTACT_HERO: &str = r#"<section><div aria-hidden="true"></div><div><nav aria-label="Breadcrumb"><ol><li><a href="/">Home</a></li><li><span aria-hidden="true">/</span><span aria-current="page">Contact</span></li></ol></nav><h1>Contact us</h1><p>Call, message or email our Glasgow team. For a burst pipe, a gas smell or no heating, call us straight away: we answer emergencies 24 hours a day, 7 days a week.</p><div><a href="tel:+441414960123"><span><span>Call Now</span> <span>0141 496 0123</span></span></a><a href="https://wa.me/447700900123?text=Hi%2C%20I%20need%20help%20with%20plumbing%20services%20in%20Glasgow" aria-label="WhatsApp (opens WhatsApp in a new tab)" target="_blank" rel="noopener noreferrer"><span>WhatsApp</span></a></div></div></section>"#;

/// The emergency page's report section on main: our call and WhatsApp
/// buttons, then a 'Smell gas?' box without the number, then our form.
const EMERGENCY_REPORT: &str = r#"<section aria-labelledby="emergency-report"><div><div><div><h2 id="emergency-report">Tell us what’s happening</h2><p>The fastest way to reach an engineer is to call. If you can’t talk right now, send the form and we’ll call you back <!-- -->within 1 hour<!-- -->.</p><div><a href="tel:+441414960123"><span><span>Emergency Call</span> <span>0141 496 0123</span></span></a><a href="https://wa.me/447700900123?text=%F0%9F%9A%A8%20EMERGENCY" target="_blank" rel="noopener noreferrer"><span>WhatsApp</span></a></div><div><p><strong>Smell gas?</strong> Get everyone out, don’t use switches or naked flames, and follow the immediate actions below.</p></div></div><div id="quote"><h2>Report an Emergency</h2><form noValidate="" action="/api/contact" method="post"><input type="hidden" name="isEmergency" value="true"/><label for="n">Name *</label><input id="n" name="name"/><button type="submit">Send Emergency Request</button></form></div></div></section>"#;

/// The line that now comes first in both (`site/components/gas-line.tsx`).
const GAS_LINE: &str = r#"<p data-gas-line=""><strong>Smell gas?</strong> Leave the property and call the <!-- -->National Gas Emergency Service<!-- --> free on<!-- --> <a href="tel:+44800111999" data-gas-emergency-call="">0800 111 999</a> <!-- -->from outside, before you call us.</p>"#;

#[test]
fn the_contact_hero_told_a_visitor_who_smells_gas_to_call_us() {
    let problems = audit("/contact", CONTACT_HERO);
    let gas = gas_problems(&problems);
    assert_eq!(gas.len(), 1, "{problems:#?}");
    assert_eq!(
        gas[0],
        "mentions a gas smell or leak (\"For a burst pipe, a gas smell or no heating, call us straight away: we answer emergencies 24 hours a day, 7 days a week.\") in <section> beside our call link tel:01414960123 but never gives the National Gas Emergency Service number 0800 111 999"
    );

    let fixed = CONTACT_HERO.replace(
        "For a burst pipe, a gas smell or no heating, call us straight away: we answer emergencies 24 hours a day, 7 days a week.</p>",
        &format!("For a burst pipe or no heating, call us straight away: we answer emergencies 24 hours a day, 7 days a week.</p><div>{GAS_LINE}</div>"),
    );
    assert!(gas_problems(&audit("/contact", &fixed)).is_empty());
}

#[test]
fn the_emergency_pages_gas_box_came_after_our_buttons_without_the_number() {
    let problems = audit("/emergency", EMERGENCY_REPORT);
    let gas = gas_problems(&problems);
    assert_eq!(gas.len(), 1, "{problems:#?}");
    assert!(
        gas[0].starts_with("mentions a gas smell or leak (\"Smell gas?\") in <section aria-labelledby=\"emergency-report\"> beside our call link tel:01414960123 but never gives"),
        "{}",
        gas[0]
    );

    // Numbered but still after our buttons: the order alone fails.
    let late = EMERGENCY_REPORT.replace(
        "<p><strong>Smell gas?</strong> Get everyone out, don’t use switches or naked flames, and follow the immediate actions below.</p>",
        GAS_LINE,
    );
    let problems = audit("/emergency", &late);
    assert!(
        gas_problems(&problems)[0].contains("gives our call link tel:01414960123 before the National Gas Emergency Service number 0800 111 999; the gas line comes first"),
        "{problems:#?}"
    );

    // Fixed: the box with the number, first under the heading.
    let fixed = EMERGENCY_REPORT
        .replace(
            "<div><p><strong>Smell gas?</strong> Get everyone out, don’t use switches or naked flames, and follow the immediate actions below.</p></div>",
            "",
        )
        .replace(
            "Tell us what’s happening</h2>",
            &format!("Tell us what’s happening</h2><div>{GAS_LINE}</div>"),
        );
    assert!(gas_problems(&audit("/emergency", &fixed)).is_empty());
}

/// The article's excerpt on main promised 'what to do if you smell gas'
/// without the number, on the blog's cards and in the article's hero and
/// meta description. `codegen check` names the record and the field.
#[test]
fn catalogue_copy_mentioning_a_gas_smell_carries_the_number() {
    let mut c = content::catalogue();
    let i = c
        .posts
        .iter()
        .position(|p| p.slug.as_str() == "gas-safety-regulations-glasgow-2025")
        .unwrap();
    c.posts[i].excerpt = "How to check a Gas Safe engineer’s ID, what a landlord’s annual gas safety record covers, Scotland’s CO alarm rules and what to do if you smell gas.";
    // A category page's emergency band: the heading is read with its text,
    // so a text without the number fails both.
    let g = c
        .category_pages
        .iter()
        .position(|p| p.slug.as_str() == "gas")
        .unwrap();
    c.category_pages[g].emergency_text = "If you smell gas, leave the property and call us: our engineers are on call day and night.";
    let r = run_check(&c, &Assets::default())
        .expect_err("the broken catalogue fails")
        .to_string();
    for (record, field) in [
        ("posts[gas-safety-regulations-glasgow-2025]", "excerpt"),
        ("category_pages[gas]", "emergency_heading"),
        ("category_pages[gas]", "emergency_text"),
    ] {
        assert!(
            r.contains(&format!("{record}.{field}: mentions a gas smell or leak without the National Gas Emergency Service number")),
            "expected {record}.{field}; got:\n{r}"
        );
    }

    // The real catalogue passes: the excerpt names the line by placeholder,
    // and the heading is read with its numbered text.
    let real = content::catalogue();
    assert!(real.posts[i].excerpt.contains("{{gas_phone}}"));
    run_check(&real, &Assets::default()).unwrap_or_else(|r| panic!("{r}"));
}
