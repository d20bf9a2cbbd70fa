//! A story's way of saying things (see `Voice`): the same template, told
//! by two jobs, differs every few words, as two people's accounts would.

use super::words::{Rng, capitalised};

/// Words a story may say another way, each list's words interchangeable
/// wherever the templates use any of them. Each job picks one of every list
/// (its own 'voice') before its blanks are filled, so a sentence two jobs
/// share still differs in most of its 5-word runs.
pub const SYNONYMS: &[&[&str]] = &[
    &["engineer", "technician"],
    &["replaced", "renewed"],
    &["fitted", "installed"],
    &["checked", "inspected"],
    &["whole", "entire"],
    &["started", "began"],
    &["slowly", "gradually"],
    &["noise", "sound"],
    &["cause", "source"],
    &["visit", "call-out"],
    &["recommended", "suggested", "advised"],
    &["about", "roughly"],
    &["almost", "nearly"],
    &["neatly", "tidily"],
    &["properly", "correctly"],
    &["quickly", "promptly"],
    &["arrived", "got there"],
    &["hidden", "concealed"],
    &["damaged", "faulty"],
    &["new", "replacement"],
    &["steady", "constant"],
    &["steadily", "reliably"],
    &["damp", "wet"],
    &["stain", "mark"],
    &["finished", "completed"],
    &["quote", "quotation"],
    &["photographs", "photos", "pictures"],
    &["worried", "concerned"],
    &["again", "once more"],
    &["rang", "phoned"],
    &["lifted", "raised"],
];

/// Things a story names that may take a word before them after `the` ('the
/// old boiler', 'the existing pipe'), drawn anew at each mention.
pub const MODIFIABLE: &[&str] = &[
    "boiler",
    "radiator",
    "radiators",
    "pipe",
    "pipes",
    "pipework",
    "floor",
    "ceiling",
    "wall",
    "walls",
    "valve",
    "cupboard",
    "gauge",
    "tap",
    "sink",
    "joint",
    "gutter",
    "gutters",
    "roof",
    "slates",
    "chimney",
    "drain",
    "chamber",
    "cable",
    "circuit",
    "socket",
    "shower",
    "bath",
    "toilet",
    "tiles",
    "suite",
    "window",
    "loft",
    "system",
    "meter",
    "stopcock",
    "filter",
    "board",
];
/// The words put before them, or none (the empty ones weigh most).
const MODIFIERS: &[&str] = &["", "", "", "old", "existing", "original"];

/// A story's way of saying things: at each word of a `SYNONYMS` list, one
/// of the list drawn afresh, and before each `MODIFIABLE` thing after 'the'
/// a modifier or none. Applied to a template before its blanks are filled
/// (a blank's value is never changed), so a sentence two jobs share still
/// differs every few words.
pub struct Voice(Rng);

impl Voice {
    pub fn new(rng: &mut Rng) -> Voice {
        Voice(Rng::new(rng.next_u64()))
    }
    /// `template` in this voice (whole words only; a capital is kept).
    pub fn say(&mut self, template: &str) -> String {
        let mut out = String::with_capacity(template.len() + 32);
        let mut word = String::new();
        let mut previous = String::new();
        let mut in_blank = false;
        for c in template.chars() {
            // A blank's name is never a word to replace.
            if c == '{' {
                in_blank = true;
                // 'the {room} ceiling': the thing follows a blank, not 'the'.
                previous.clear();
            }
            if c.is_alphabetic() && !in_blank {
                word.push(c);
                continue;
            }
            if !word.is_empty() {
                self.word(&word, &previous, &mut out);
                previous = std::mem::take(&mut word).to_lowercase();
            }
            out.push(c);
            if c == '}' {
                in_blank = false;
            }
        }
        if !word.is_empty() {
            self.word(&word, &previous, &mut out);
        }
        out
    }
    fn word(&mut self, word: &str, previous: &str, out: &mut String) {
        let lower = word.to_lowercase();
        if previous == "the" && MODIFIABLE.contains(&lower.as_str()) {
            let m = *self.0.pick(MODIFIERS);
            if !m.is_empty() {
                out.push_str(m);
                out.push(' ');
            }
        }
        match SYNONYMS.iter().find(|list| list.contains(&lower.as_str())) {
            Some(list) => {
                let pick = *self.0.pick(list);
                if word.starts_with(char::is_uppercase) {
                    out.push_str(&capitalised(pick));
                } else {
                    out.push_str(pick);
                }
            }
            None => out.push_str(word),
        }
    }
}
