//! One spelling for each word (issue 31.9): the site wrote 'underfloor' and
//! 'under-floor', 'coordinate' and 'co-ordinate', 'King's Park' and
//! 'King’s Park' on neighbouring pages. The house spelling is the one most of
//! the copy already used; `codegen check` names every text that strays.
//!
//! Markdown bodies are exempt from the apostrophe rule only: their renderer
//! turns a straight apostrophe into a typographic one (smart punctuation), so
//! what a visitor reads is the same.

use crate::Catalogue;
use crate::copy;
pub use scans::spelling::{VARIANTS, problems};

/// `(record, field, message)` for every visible text of the catalogue that
/// strays from the house spelling: the copy (`copy::all`) and the names a
/// page prints (areas, their places, streets, landmarks and stops, bank
/// holidays, public lines).
pub fn check(cat: &Catalogue) -> Vec<(String, String, String)> {
    let mut texts: Vec<(String, String, &str, bool)> = copy::all(cat)
        .into_iter()
        .map(|c| {
            let markdown = c.field == "body_markdown";
            (c.record, c.field, c.text, markdown)
        })
        .collect();
    for a in &cat.areas {
        let rec = format!("areas[{}]", a.slug);
        texts.push((rec.clone(), "name".into(), a.name, false));
        for (i, p) in a.neighbourhoods.iter().enumerate() {
            texts.push((rec.clone(), format!("neighbourhoods[{i}]"), p.name, false));
        }
        for (i, s) in a.main_streets.iter().enumerate() {
            texts.push((rec.clone(), format!("main_streets[{i}]"), s, false));
        }
        if let Some(d) = &a.details {
            for (i, l) in d.landmarks.iter().enumerate() {
                texts.push((rec.clone(), format!("details.landmarks[{i}]"), l, false));
            }
            for (i, s) in d.bus_stops.iter().enumerate() {
                texts.push((rec.clone(), format!("details.bus_stops[{i}]"), s, false));
            }
        }
    }
    for (i, h) in cat.business.bank_holidays.iter().enumerate() {
        texts.push((
            "business".into(),
            format!("bank_holidays[{i}].name"),
            h.name,
            false,
        ));
    }
    for (i, l) in cat.business.other_lines.iter().enumerate() {
        texts.push((
            "business".into(),
            format!("other_lines[{i}].name"),
            l.name,
            false,
        ));
    }
    texts
        .into_iter()
        .flat_map(|(record, field, text, markdown)| {
            problems(text, markdown)
                .into_iter()
                .map(move |m| (record.clone(), field.clone(), m))
        })
        .collect()
}
