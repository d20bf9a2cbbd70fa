//! `codegen check` over the words pages are found by (issue 32.4): every
//! composed title and description meets the catalogue's wording and spelling
//! rules, and on an indexed page fits what a search result shows and is
//! not shared with another indexed page. Each problem names the route, so a bad title is found in a second.

use crate::facts::Derived;
use crate::page_words::{self, PageWords};
use crate::routes;
use content_model::copy_rules::{Context, CopyRules};
use content_model::validate::Problem;
use content_model::views::Route;
use content_model::{Catalogue, spelling};
use std::collections::BTreeMap;
use std::collections::btree_map::Entry;

/// The longest `<title>` (with the layout's ' | <business name>') of an
/// indexed page, in characters. Results cut titles at about 600 pixels,
/// some 60-65 characters, but 27 of the 139 indexed titles are longer than
/// 65 today (the longest, the services index, is 86): the limit holds them
/// all and fails a title grown past what any result shows in part.
pub const TITLE_MAX: usize = 90;
/// The shortest and longest description of an indexed page. Results cut
/// snippets at about 160 characters; 120 indexed descriptions are longer
/// today (up to 243, the emergency page), so the limit holds them and fails
/// one that runs on. Under 50 characters a description says too little.
pub const DESCRIPTION_MIN: usize = 50;
pub const DESCRIPTION_MAX: usize = 250;

/// Every problem of every route's words.
pub fn problems(cat: &Catalogue, build_year: u16) -> Vec<Problem> {
    let derived = Derived {
        cat,
        build_year,
        site_url: "",
    };
    let routes = routes::all(cat);
    let words = page_words::all(&derived, &routes);
    let rules = CopyRules::of(cat);
    let mut out = Vec::new();
    let mut add = |route: &Route, field: &str, message: String| {
        out.push(Problem {
            record: format!("page[{}]", route.path),
            field: field.into(),
            message,
        })
    };
    for (route, w) in &words {
        let at = Context {
            service: route.params.service.as_deref(),
            area: route.params.location.as_deref(),
            gas_number_nearby: false,
            times_computed: true,
        };
        for (field, text) in [("title", &w.title), ("description", &w.description)] {
            if text.trim().is_empty() {
                add(route, field, "is empty".into());
            }
            for message in rules.problems(text, at) {
                add(route, field, message);
            }
            for message in spelling::problems(text, false) {
                add(route, field, message);
            }
        }
        // A page kept out of search results is never shown in one.
        if route.indexable {
            for (field, message) in lengths(cat.business.name, w) {
                add(route, field, message);
            }
        }
    }
    // Two indexed pages with one title or description compete for one search.
    for field in ["title", "description"] {
        let mut first: BTreeMap<&str, &str> = BTreeMap::new();
        for (route, w) in words.iter().filter(|(r, _)| r.indexable) {
            let text = if field == "title" {
                &w.title
            } else {
                &w.description
            };
            match first.entry(text.as_str()) {
                Entry::Occupied(e) => add(
                    route,
                    field,
                    format!(
                        "is the same as {}'s; two indexed pages must not share a {field}",
                        e.get()
                    ),
                ),
                Entry::Vacant(e) => {
                    e.insert(&route.path);
                }
            }
        }
    }
    out
}

/// The length problems of one page's words: a title or description a search
/// result would cut, or a description too short to say anything.
pub fn lengths(business: &str, w: &PageWords) -> Vec<(&'static str, String)> {
    let mut out = Vec::new();
    let title = title_shown(business, &w.title).chars().count();
    if title > TITLE_MAX {
        out.push((
            "title",
            format!("is {title} characters with the site's name; at most {TITLE_MAX} are shown"),
        ));
    }
    let description = w.description.chars().count();
    if !(DESCRIPTION_MIN..=DESCRIPTION_MAX).contains(&description) {
        out.push((
            "description",
            format!("is {description} characters; write {DESCRIPTION_MIN} to {DESCRIPTION_MAX}"),
        ));
    }
    out
}

/// The `<title>` as the site's layout writes it (its title template).
pub fn title_shown(business: &str, title: &str) -> String {
    format!("{title} | {business}")
}
