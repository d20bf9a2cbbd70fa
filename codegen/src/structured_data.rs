//! What a page's JSON-LD says must be what the catalogue says (decision 32,
//! issue 20.3): hours, telephone, address, rating and review count, area
//! served and prices. `audit-export` reads every page's JSON-LD and lists
//! each difference, so structured data written in the site's own code cannot
//! drift from the records it repeats.

use crate::facts::Derived;
use content_model::{Catalogue, HoursGroup};
use serde_json::Value;
use std::collections::BTreeSet;

/// The catalogue's values, as structured data must give them.
#[derive(Clone, Debug)]
pub struct Expected {
    pub telephone: String,
    pub street: String,
    pub locality: String,
    pub postcode: String,
    /// None while the reviews include samples: no rating is then claimed
    /// (issue 31.8).
    pub rating: Option<f64>,
    pub review_count: Option<usize>,
    pub hours: Vec<HoursGroup>,
    pub closed_dates: Vec<String>,
    pub area_names: BTreeSet<String>,
    /// Places a service may be said to serve: the areas, their
    /// neighbourhoods and 'Glasgow'.
    pub places: BTreeSet<String>,
    /// Every price the category pages list, in pounds.
    pub prices: BTreeSet<String>,
    /// Services answered the same day or sooner, whose pages may promise a
    /// same-day visit (`wording::answered_within_the_day`).
    pub same_day_services: BTreeSet<String>,
}

impl Expected {
    pub fn of(cat: &Catalogue) -> Expected {
        let b = &cat.business;
        let derived = Derived {
            cat,
            build_year: 0,
            site_url: "",
        };
        let schedule = content_model::schedule(&b.hours, b.bank_holidays)
            .expect("the opening hours are checked before the export is built");
        let area_names: BTreeSet<String> = cat.areas.iter().map(|a| a.name.to_string()).collect();
        let places = area_names
            .iter()
            .cloned()
            .chain(
                cat.areas
                    .iter()
                    .flat_map(|a| a.neighbourhoods.iter().map(|n| n.name.to_string())),
            )
            .chain(["Glasgow".to_string()])
            .collect();
        Expected {
            telephone: b.phone.e164().to_string(),
            street: b.registered_office.street.to_string(),
            locality: b.registered_office.locality.to_string(),
            postcode: b.registered_office.postcode.to_string(),
            rating: derived.reviews().claimed_rating,
            review_count: derived.reviews().claimed_rating.map(|_| cat.reviews.len()),
            hours: schedule.weekly_groups,
            closed_dates: schedule.closed_dates,
            area_names,
            places,
            prices: cat
                .category_pages
                .iter()
                .flat_map(|p| p.items.iter().map(|i| pounds(i.price.pence)))
                .collect(),
            same_day_services: cat
                .services
                .iter()
                .filter(|s| content_model::wording::answered_within_the_day(s.response_time))
                .map(|s| s.slug.as_str().to_string())
                .collect(),
        }
    }
}

fn pounds(pence: u32) -> String {
    format!("{}", f64::from(pence) / 100.0)
}

/// The JSON-LD blocks of a page, parsed (a block that is not JSON is a problem).
fn blocks(html: &str) -> Vec<Result<Value, serde_json::Error>> {
    const OPEN: &str = "<script type=\"application/ld+json\">";
    let mut out = Vec::new();
    let mut rest = html;
    while let Some(start) = rest.find(OPEN) {
        let after = &rest[start + OPEN.len()..];
        let Some(end) = after.find("</script>") else {
            break;
        };
        out.push(serde_json::from_str(&after[..end]));
        rest = &after[end..];
    }
    out
}

/// Every object in `v` (nested objects and arrays included).
fn objects(v: &Value) -> Vec<&serde_json::Map<String, Value>> {
    let mut out = Vec::new();
    match v {
        Value::Object(map) => {
            out.push(map);
            for child in map.values() {
                out.extend(objects(child));
            }
        }
        Value::Array(items) => items.iter().for_each(|i| out.extend(objects(i))),
        _ => {}
    }
    out
}

fn str_of<'a>(o: &'a serde_json::Map<String, Value>, key: &str) -> Option<&'a str> {
    o.get(key).and_then(Value::as_str)
}

/// The names an `areaServed` gives: a string, a place, or a list of them.
fn served_names(v: &Value) -> Vec<String> {
    match v {
        Value::String(s) => vec![s.clone()],
        Value::Object(o) => str_of(o, "name").map(String::from).into_iter().collect(),
        Value::Array(items) => items.iter().flat_map(served_names).collect(),
        _ => Vec::new(),
    }
}

/// Each difference between the page's structured data and `expected`.
pub fn problems(html: &str, expected: &Expected) -> Vec<String> {
    let mut out = Vec::new();
    for block in blocks(html) {
        let value = match block {
            Ok(v) => v,
            Err(e) => {
                out.push(format!("a JSON-LD block is not JSON: {e}"));
                continue;
            }
        };
        for o in objects(&value) {
            match str_of(o, "@type") {
                Some("Plumber") => business(o, expected, &mut out),
                Some("Service") => {
                    for name in o.get("areaServed").map(served_names).unwrap_or_default() {
                        if !expected.places.contains(&name) {
                            out.push(format!("JSON-LD: a Service is served in `{name}`, which is no area or neighbourhood of ours"));
                        }
                    }
                }
                Some("PriceSpecification") => {
                    if let Some(price) = o.get("minPrice").and_then(Value::as_f64)
                        && !expected.prices.contains(&format!("{price}"))
                    {
                        out.push(format!(
                            "JSON-LD: a price of £{price} is none the catalogue lists"
                        ));
                    }
                }
                _ => {}
            }
        }
    }
    out
}

fn business(o: &serde_json::Map<String, Value>, e: &Expected, out: &mut Vec<String>) {
    let mut differs = |what: &str, said: String, should: String| {
        if said != should {
            out.push(format!(
                "JSON-LD: {what} is `{said}`, the catalogue says `{should}`"
            ));
        }
    };
    differs(
        "telephone",
        str_of(o, "telephone").unwrap_or("").into(),
        e.telephone.clone(),
    );
    let address = o.get("address").and_then(Value::as_object);
    let field = |k: &str| address.and_then(|a| str_of(a, k)).unwrap_or("").to_string();
    differs("streetAddress", field("streetAddress"), e.street.clone());
    differs(
        "addressLocality",
        field("addressLocality"),
        e.locality.clone(),
    );
    differs("postalCode", field("postalCode"), e.postcode.clone());
    // A service's `provider` names the business (telephone, address); the
    // rest is said once, by the business described in full.
    if !o.contains_key("@context") {
        return;
    }
    let rating = o.get("aggregateRating").and_then(Value::as_object);
    let number = |k: &str| rating.and_then(|r| r.get(k)).and_then(Value::as_f64);
    differs(
        "aggregateRating.ratingValue",
        format!("{:?}", number("ratingValue")),
        format!("{:?}", e.rating),
    );
    differs(
        "aggregateRating.reviewCount",
        format!("{:?}", number("reviewCount")),
        format!("{:?}", e.review_count.map(|n| n as f64)),
    );
    let hours: Vec<String> = o
        .get("openingHoursSpecification")
        .and_then(Value::as_array)
        .map(|specs| {
            specs
                .iter()
                .map(|s| {
                    let days: Vec<&str> = s["dayOfWeek"]
                        .as_array()
                        .map(|d| d.iter().filter_map(Value::as_str).collect())
                        .unwrap_or_default();
                    format!(
                        "{} {}-{}",
                        days.join(","),
                        s["opens"].as_str().unwrap_or(""),
                        s["closes"].as_str().unwrap_or("")
                    )
                })
                .collect()
        })
        .unwrap_or_default();
    let should: Vec<String> = e
        .hours
        .iter()
        .map(|g| format!("{} {}-{}", g.days.join(","), g.opens, g.closes))
        .collect();
    differs(
        "openingHoursSpecification",
        hours.join("; "),
        should.join("; "),
    );
    let closed: Vec<&str> = o
        .get("specialOpeningHoursSpecification")
        .and_then(Value::as_array)
        .map(|specs| {
            specs
                .iter()
                .filter(|s| s["opens"] == "00:00" && s["closes"] == "00:00")
                .filter_map(|s| s["validFrom"].as_str())
                .collect()
        })
        .unwrap_or_default();
    differs("closed dates", closed.join(","), e.closed_dates.join(","));
    let served = o.get("areaServed").map(served_names).unwrap_or_default();
    match served.as_slice() {
        [] => out.push("JSON-LD: the business gives no areaServed".into()),
        // An area page names its own area.
        [one] if e.area_names.contains(one) => {}
        many => differs(
            "areaServed",
            many.iter()
                .cloned()
                .collect::<BTreeSet<_>>()
                .into_iter()
                .collect::<Vec<_>>()
                .join(", "),
            e.area_names.iter().cloned().collect::<Vec<_>>().join(", "),
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn page(ld: &str) -> String {
        format!("<html><head><script type=\"application/ld+json\">{ld}</script></head></html>")
    }

    /// The business as the site renders it, from the real catalogue.
    fn rendered(e: &Expected) -> Value {
        serde_json::json!({
            "@context": "https://schema.org",
            "@type": "Plumber",
            "telephone": e.telephone,
            "address": { "@type": "PostalAddress", "streetAddress": e.street, "addressLocality": e.locality, "postalCode": e.postcode },
            "aggregateRating": { "@type": "AggregateRating", "ratingValue": e.rating, "reviewCount": e.review_count },
            "openingHoursSpecification": e.hours.iter().map(|g| serde_json::json!({ "@type": "OpeningHoursSpecification", "dayOfWeek": g.days, "opens": g.opens, "closes": g.closes })).collect::<Vec<_>>(),
            "specialOpeningHoursSpecification": e.closed_dates.iter().map(|d| serde_json::json!({ "validFrom": d, "validThrough": d, "opens": "00:00", "closes": "00:00" })).collect::<Vec<_>>(),
            "areaServed": e.area_names.iter().map(|n| serde_json::json!({ "@type": "Place", "name": n })).collect::<Vec<_>>(),
        })
    }

    #[test]
    fn the_catalogues_values_pass_and_each_difference_is_named() {
        let e = Expected::of(&content::catalogue());
        let good = rendered(&e);
        assert_eq!(problems(&page(&good.to_string()), &e), Vec::<String>::new());

        // Issue 20.2: the hours once said 00:00-23:59 every day.
        let mut bad = good.clone();
        bad["openingHoursSpecification"] =
            serde_json::json!([{ "dayOfWeek": ["Monday"], "opens": "00:00", "closes": "23:59" }]);
        bad["telephone"] = serde_json::json!("+441410000000");
        bad["aggregateRating"]["reviewCount"] = serde_json::json!(127);
        bad["areaServed"] = serde_json::json!({ "@type": "GeoCircle", "name": "Everywhere" });
        let found = problems(&page(&bad.to_string()), &e);
        for what in [
            "openingHoursSpecification",
            "telephone",
            "reviewCount",
            "areaServed",
        ] {
            assert!(
                found.iter().any(|p| p.contains(what)),
                "{what} in {found:?}"
            );
        }

        let service = serde_json::json!({ "@type": "Service", "areaServed": { "@type": "Place", "name": "Atlantis" } });
        assert_eq!(problems(&page(&service.to_string()), &e).len(), 1);
        // A provider gives the telephone and address, which must match too.
        let provider = serde_json::json!({ "@type": "Service", "areaServed": "Paisley",
            "provider": { "@type": "Plumber", "telephone": e.telephone, "address": good["address"] } });
        assert_eq!(
            problems(&page(&provider.to_string()), &e),
            Vec::<String>::new()
        );
        let mut wrong = provider.clone();
        wrong["provider"]["telephone"] = serde_json::json!("+441410000000");
        assert_eq!(problems(&page(&wrong.to_string()), &e).len(), 1);
        let price = serde_json::json!({ "@type": "PriceSpecification", "minPrice": 1.5 });
        assert_eq!(problems(&page(&price.to_string()), &e).len(), 1);
        assert_eq!(problems(&page("{not json"), &e).len(), 1);
    }
}
