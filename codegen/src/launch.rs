//! `codegen launch-check` (decision 28): the defaults are placeholders chosen so
//! that nothing reaches a real person (decision 1). Before going live every one
//! must be replaced; this lists those still present. The ordinary build keeps
//! working on them, for development and demonstrations.

use content_model::*;

/// One placeholder still in the catalogue or the build settings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Placeholder {
    /// e.g. `business.phone` or `reviews[3].source`.
    pub field: String,
    pub value: String,
    /// What to put there instead.
    pub fix: &'static str,
}

/// Every placeholder left, in a fixed order; empty means ready to launch.
pub fn placeholders(cat: &Catalogue, site_url: &str) -> Vec<Placeholder> {
    let mut out = Vec::new();
    let mut add = |field: String, value: &str, fix: &'static str| {
        out.push(Placeholder {
            field,
            value: value.to_string(),
            fix,
        })
    };
    let b = &cat.business;
    for (field, phone) in [
        ("business.phone", b.phone),
        ("business.whatsapp", b.whatsapp),
    ] {
        if is_drama_number(phone.e164()) {
            add(
                field.into(),
                phone.display(),
                "Ofcom's drama range: set the real number in content/src/business.rs (both forms)",
            );
        }
    }
    for (field, address) in [
        ("business.email", b.email),
        ("business.site_builder.url", b.site_builder.url),
    ] {
        if on_reserved_domain(address) {
            add(
                field.into(),
                address,
                "a reserved example domain: set the real address",
            );
        }
    }
    if b.registered_office
        .street
        .to_lowercase()
        .contains("example")
    {
        add(
            "business.registered_office.street".into(),
            b.registered_office.street,
            "set the registered office as on the Companies House register",
        );
    }
    for (field, number) in [
        ("business.company_number", b.company_number),
        ("business.gas_safe_number", b.gas_safe_number),
        ("business.niceic_number", b.niceic_number),
        ("business.vat_number", b.vat_number),
    ] {
        if is_dummy_number(number) {
            add(
                field.into(),
                number,
                "set the real registration number (it is shown on every page's footer)",
            );
        }
    }
    if cat.building_standards.approved_certifier == ApprovedCertifier::Unconfirmed {
        add(
            "building_standards.approved_certifier".into(),
            "Unconfirmed",
            "record whether the firm is an Approved Certifier of Construction (NotMember, or Member with the scheme and number) in content/src/building_standards.rs (issue 31.5)",
        );
    }
    for (i, s) in b.review_sites.iter().enumerate() {
        if is_home_page(s.url) {
            add(
                format!("business.review_sites[{i}].url"),
                s.url,
                "link the business's own listing on the platform, not the platform's home page",
            );
        }
    }
    for (i, p) in b.review_platforms.iter().enumerate() {
        if on_reserved_domain(p.review_url) || is_home_page(p.review_url) {
            add(
                format!("business.review_platforms[{i}].review_url"),
                p.review_url,
                "link the page where a customer writes a review of this business on the platform (review requests send every customer there)",
            );
        }
    }
    for r in &cat.reviews {
        if r.is_sample() {
            add(
                format!("reviews[{}].source", r.id),
                r.name,
                "a sample review: replace it with a real review and its source (decision 26)",
            );
        }
    }
    for j in &cat.jobs {
        if j.is_sample() {
            add(
                format!("jobs[{}].source", j.slug),
                j.slug.as_str(),
                "a sample job: replace it with a real job, its photographs and the customer's agreement (issue 22)",
            );
        }
    }
    let url = site_url.to_lowercase();
    if !url.starts_with("https://")
        || [
            "localhost",
            "127.0.0.1",
            "[::1]",
            ".example",
            ".test",
            ".invalid",
        ]
        .iter()
        .any(|h| url.contains(h))
    {
        add(
            "SITE_URL".into(),
            site_url,
            "set SITE_URL to the live https:// origin when building",
        );
    }
    out
}

/// Ofcom's ranges reserved for drama: never allocated to anyone.
fn is_drama_number(e164: &str) -> bool {
    let national = e164.strip_prefix("+44").unwrap_or(e164);
    // Geographic: 01x1 496 0xxx / 011x 496 0xxx, 02x 7946 0xxx and 01xxx-style
    // numbers whose local part starts 496 0; mobile 07700 900xxx; freephone
    // 08081 570xxx; premium 0909 8790xxx; UK-wide 03069 990xxx.
    let starts = |p: &str| national.starts_with(p);
    (national.len() == 10 && national.starts_with('1') && &national[3..7] == "4960")
        || (national.starts_with('2') && national.len() == 10 && &national[2..7] == "79460")
        || starts("7700900")
        || starts("8081570")
        || starts("9098790")
        || starts("3069990")
}

fn on_reserved_domain(address: &str) -> bool {
    let host = address
        .rsplit('@')
        .next()
        .unwrap_or(address)
        .trim_start_matches("https://")
        .trim_start_matches("http://")
        .split('/')
        .next()
        .unwrap_or("")
        .to_lowercase();
    [".example", ".test", ".invalid", ".localhost"]
        .iter()
        .any(|tld| host.ends_with(tld))
        || ["example.com", "example.org", "example.net"]
            .iter()
            .any(|d| host == *d || host.ends_with(&format!(".{d}")))
}

/// Empty, or nothing but zeros once any letters are set aside ('N000000').
fn is_dummy_number(number: &str) -> bool {
    let digits: String = number.chars().filter(|c| c.is_ascii_digit()).collect();
    digits.is_empty() || digits.chars().all(|c| c == '0')
}

/// 'https://www.trustpilot.com' or 'https://www.google.com/maps': a platform,
/// not a listing.
fn is_home_page(url: &str) -> bool {
    let path = url
        .split_once("://")
        .map(|(_, rest)| rest)
        .and_then(|rest| rest.split_once('/'))
        .map(|(_, path)| path.trim_matches('/'))
        .unwrap_or("");
    path.is_empty() || path == "maps"
}

/// The report `codegen launch-check` prints.
pub fn report(found: &[Placeholder]) -> String {
    if found.is_empty() {
        return "launch check OK: no placeholders left in the catalogue or settings\n".into();
    }
    let mut out = format!(
        "launch check: {} placeholder{} still to replace before going live:\n",
        found.len(),
        if found.len() == 1 { "" } else { "s" }
    );
    for (i, p) in found.iter().enumerate() {
        out.push_str(&format!(
            "{:>4}. {} = {:?}: {}\n",
            i + 1,
            p.field,
            p.value,
            p.fix
        ));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn recognises_reserved_values() {
        assert!(is_drama_number("+441414960123"));
        assert!(is_drama_number("+447700900123"));
        assert!(is_drama_number("+442079460000"));
        assert!(!is_drama_number("+441412221234"));
        assert!(!is_drama_number("+447712345678"));
        assert!(on_reserved_domain("hello@kelvintrades.example"));
        assert!(on_reserved_domain("https://web-studio.example/about"));
        assert!(!on_reserved_domain("hello@kelvintrades.co.uk"));
        assert!(is_dummy_number("000000"));
        assert!(is_dummy_number("N000000"));
        assert!(!is_dummy_number("123456"));
        assert!(is_home_page("https://www.trustpilot.com"));
        assert!(is_home_page("https://www.google.com/maps"));
        assert!(!is_home_page(
            "https://www.trustpilot.com/review/kelvintrades.co.uk"
        ));
    }
}
