//! Answering promises read as words (issue 31.3): a reply or call-back
//! time said otherwise than the catalogue says it. `content_model::promises`
//! composes the promises and runs this over every text.

use crate::copy::sentences;

/// Words that make a sentence a promise about answering a customer.
const ANSWERING: [&str; 8] = [
    "reply",
    "get back to you",
    "call you back",
    "call back",
    "ring you back",
    "respond",
    "answer",
    "be in touch",
];

/// Sentences of `text` that state an answering promise otherwise than
/// `reply` and `callback` (the catalogue's reply and call-back times, each
/// with its condition) do, each with what is wrong:
/// - an immediate answer ('will respond immediately'), which no one keeps;
/// - a reply or call-back time that is not the catalogue's with its
///   condition ('get back to you within 15 minutes' drops 'during opening
///   hours'), or the call-back time given for a quote's reply;
/// - a fixed price by reply: a quote follows a survey (the terms), so a
///   reply cannot carry one.
///
/// Arrival windows ('reaches Partick in 20-40 minutes') are not answering
/// promises and are left to the coverage rules.
pub fn misstated<'a>(text: &'a str, reply: &str, callback: &str) -> Vec<(&'a str, &'static str)> {
    let mut found = Vec::new();
    for s in sentences(text) {
        let l = s.to_lowercase().replace('’', "'");
        // Where the sentence first speaks of answering: 'call us straight
        // away: we answer emergencies' asks the visitor to hurry, and
        // promises nothing immediate.
        let Some(answering) = ANSWERING.iter().filter_map(|w| l.find(w)).min() else {
            continue;
        };
        if ["immediately", "right away", "straight away", "instantly"]
            .iter()
            .any(|w| l[answering..].contains(w))
        {
            found.push((
                s,
                "promises an immediate answer; say the catalogue's reply or call-back time",
            ));
        }
        let timed = l.match_indices("within ").any(|(i, m)| {
            l[i + m.len()..]
                .split_whitespace()
                .take(3)
                .any(|w| w.starts_with("minute") || w.starts_with("hour") || w.starts_with("min"))
        });
        let is_callback = l.contains("call you back") || l.contains("call back");
        if timed && !l.contains(reply) && !l.contains(callback) {
            found.push((s, "states a reply or call-back time other than the catalogue's, or without its condition ('during opening hours', 'day or night')"));
        } else if timed && l.contains(callback) && !is_callback {
            found.push((
                s,
                "gives the emergency call-back time as the reply to a quote",
            ));
        }
        if l.contains("fixed price") || l.contains("fixed-price") {
            found.push((s, "promises a fixed price by reply, but a quote is written after we have seen the job (the terms)"));
        }
    }
    found
}
