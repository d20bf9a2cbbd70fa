//! The export audit's cover rules (issue 31.2: claims typed by kind). A
//! built page about a place without emergency cover (the area's page, its
//! service-in-area and variant pages, their forms and metadata) makes no
//! emergency promise: no arrival window, no emergency response time, no
//! 24/7 or out-of-hours line, no 'Rapid Response', no call-back at any hour.
//! And no page puts the planned-work coverage sentence, which names such
//! places, into emergency copy. The catalogue rules cannot see these: the
//! words are written by the site's route pages and components.

use crate::audit::{head_copy, visible_text};
use content_model::{Catalogue, wording};
use std::collections::HashSet;

/// What the rules need of the catalogue.
pub struct CoverFacts {
    /// Slugs of the areas without an arrival window.
    pub planned_only: HashSet<String>,
    /// The planned-work coverage sentence (every area).
    pub planned_sentence: String,
    /// The emergency one (areas with a window only).
    pub emergency_sentence: String,
}

impl CoverFacts {
    pub fn of(cat: &Catalogue) -> CoverFacts {
        CoverFacts {
            planned_only: cat
                .areas
                .iter()
                .filter(|a| !a.emergency_available())
                .map(|a| a.slug.to_string())
                .collect(),
            planned_sentence: crate::facts::coverage_sentence(cat, false),
            emergency_sentence: crate::facts::coverage_sentence(cat, true),
        }
    }

    /// The planned-only area a page speaks for: an area page's slug, or a
    /// service-in-area or variant page's location.
    fn planned_only_place<'a>(
        &self,
        page_type: &str,
        params: &'a [(String, String)],
    ) -> Option<&'a str> {
        let key = if page_type == "area" {
            "slug"
        } else {
            "location"
        };
        params
            .iter()
            .find(|(k, v)| k == key && self.planned_only.contains(v))
            .map(|(_, v)| v.as_str())
    }

    /// The problems of one built page, as messages.
    pub fn problems(
        &self,
        page_type: &str,
        params: &[(String, String)],
        html: &str,
    ) -> Vec<String> {
        // What a visitor reads and a search result shows: the main content
        // with its forms (a form's 'is this an emergency?' answer is a
        // promise too) and navigation, the title and the description. Asides
        // are others' lines (the gas emergency notice).
        // A block's end ends a sentence: a heading or a list item has no
        // full stop, and 'Emergencies 24/7' in one row is not a claim about
        // the next paragraph.
        let mut blocks = html.to_string();
        for tag in [
            "</p>",
            "</li>",
            "</dt>",
            "</dd>",
            "</h1>",
            "</h2>",
            "</h3>",
            "</h4>",
            "</div>",
            "</legend>",
            "</label>",
        ] {
            blocks = blocks.replace(tag, &format!("\n{tag}"));
        }
        let text = format!(
            "{}\n{}",
            visible_text(&blocks, &["script", "style", "svg", "template", "aside"]),
            head_copy(html)
        );
        let mut out = Vec::new();
        if let Some(place) = self.planned_only_place(page_type, params) {
            out.extend(wording::promises_emergency_cover(&text).into_iter().map(|s| {
                format!("makes an emergency promise for {place}, which has no emergency cover: \"{s}\"")
            }));
        }
        if self.planned_sentence != self.emergency_sentence {
            let planned = &self.planned_sentence;
            let misused = if page_type == "emergency" {
                // The emergency page is emergency copy throughout.
                content_model::copy::sentences(&text)
                    .filter(|s| s.contains(planned.as_str()))
                    .collect()
            } else {
                wording::planned_coverage_in_emergency_copy(&text, planned)
            };
            out.extend(misused.into_iter().map(|s| {
                format!("uses the planned-work coverage sentence in emergency copy; use the emergency one (\"{}\"): \"{s}\"", self.emergency_sentence)
            }));
        }
        out
    }
}
