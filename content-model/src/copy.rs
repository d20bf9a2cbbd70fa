//! Every piece of visible copy in the catalogue, named by record and field, and
//! the rules that read copy as claims (decisions 2, 24-26). `validate` runs the
//! rules over `all(cat)`; anything a page states that these rules cannot see
//! is computed at build time instead of typed.

use crate::*;

/// One piece of copy and what it speaks for.
#[derive(Clone, Debug)]
pub struct CopyText {
    pub record: String,
    pub field: String,
    pub text: &'static str,
    /// The service the text speaks for, if any (its '24/7' claims need its cover).
    pub service: Option<Slug>,
    /// The area the text speaks for, if any.
    pub area: Option<Slug>,
}

impl CopyText {
    /// The block a page shows this text in, named within its record: fields
    /// a page always shows together share one (a category page's emergency
    /// heading and text; a safety topic's `when`, steps and signs), every
    /// other field is a block of its own. Rules about what a block says as a
    /// whole (a gas prompt carries the gas line's number) read the block.
    pub fn block(&self) -> &str {
        let field = self.field.as_str();
        if self.record.starts_with("category_pages[") && field.starts_with("emergency_") {
            "emergency"
        } else if self.record == "safety" {
            field.split('.').next().unwrap_or(field)
        } else {
            field
        }
    }
}

/// Every visible string of the catalogue, in a fixed order.
pub fn all(cat: &Catalogue) -> Vec<CopyText> {
    let mut out = Vec::new();
    let mut push = |record: String, field: String, text: &'static str, service, area| {
        out.push(CopyText {
            record,
            field,
            text,
            service,
            area,
        })
    };
    let b = &cat.business;
    push("business".into(), "tagline".into(), b.tagline, None, None);
    for (i, t) in b.trust_strip.iter().enumerate() {
        push(
            "business".into(),
            format!("trust_strip[{i}].title"),
            t.title,
            None,
            None,
        );
    }
    for s in &cat.services {
        let rec = format!("services[{}]", s.slug);
        let svc = Some(s.slug);
        for (field, text) in [
            ("name", s.name),
            ("description", s.description),
            ("short_description", s.short_description),
            ("long_description", s.long_description),
        ] {
            push(rec.clone(), field.into(), text, svc, None);
        }
        for sc in s.subcategories {
            push(
                rec.clone(),
                format!("subcategories[{}].description", sc.slug),
                sc.description,
                svc,
                None,
            );
        }
    }
    for a in &cat.areas {
        let rec = format!("areas[{}]", a.slug);
        let area = Some(a.slug);
        push(rec.clone(), "description".into(), a.description, None, area);
        for (i, k) in a.key_services.iter().enumerate() {
            push(rec.clone(), format!("key_services[{i}]"), k, None, area);
        }
        if let Some(d) = &a.details {
            for (field, text) in [
                ("details.local_knowledge", d.local_knowledge),
                ("details.parking_info", d.parking_info),
                ("details.access_notes", d.access_notes),
            ] {
                push(rec.clone(), field.into(), text, None, area);
            }
            for (i, c) in d.common_issues.iter().enumerate() {
                push(
                    rec.clone(),
                    format!("details.common_issues[{i}]"),
                    c,
                    None,
                    area,
                );
            }
        }
    }
    for p in &cat.category_pages {
        let rec = format!("category_pages[{}]", p.slug);
        for (field, text) in [
            ("badge", p.badge),
            ("title", p.title),
            ("intro", p.intro),
            ("meta_description", p.meta_description),
            ("chat_message", p.chat_message),
            ("emergency_heading", p.emergency_heading),
            ("emergency_text", p.emergency_text),
        ] {
            push(rec.clone(), field.into(), text, None, None);
        }
        for (i, item) in p.items.iter().enumerate() {
            push(
                rec.clone(),
                format!("items[{i}].name"),
                item.name,
                None,
                None,
            );
            push(
                rec.clone(),
                format!("items[{i}].description"),
                item.description,
                None,
                None,
            );
        }
        for (i, w) in p.why_choose.iter().enumerate() {
            push(
                rec.clone(),
                format!("why_choose[{i}].title"),
                w.title,
                None,
                None,
            );
            push(
                rec.clone(),
                format!("why_choose[{i}].text"),
                w.text,
                None,
                None,
            );
        }
    }
    let e = &cat.emergency;
    for (i, t) in e.tiles.iter().enumerate() {
        push(
            "emergency".into(),
            format!("tiles[{i}].title"),
            t.title,
            None,
            None,
        );
        push(
            "emergency".into(),
            format!("tiles[{i}].description"),
            t.description,
            None,
            None,
        );
    }
    for (topic, advice, _) in cat.safety.topics() {
        push(
            "safety".into(),
            format!("{topic}.when"),
            advice.when,
            None,
            None,
        );
        for (i, step) in advice.steps.iter().enumerate() {
            push(
                "safety".into(),
                format!("{topic}.steps[{i}]"),
                step,
                None,
                None,
            );
        }
        if let Some(signs) = advice.signs {
            push("safety".into(), format!("{topic}.signs"), signs, None, None);
        }
    }
    for (i, t) in e.before_we_arrive.iter().enumerate() {
        push(
            "emergency".into(),
            format!("before_we_arrive[{i}]"),
            t,
            None,
            None,
        );
    }
    for (i, c) in cat.home_cards.iter().enumerate() {
        let rec = format!("home_cards[{i}]");
        push(rec.clone(), "title".into(), c.title, Some(c.service), None);
        push(
            rec,
            "description".into(),
            c.description,
            Some(c.service),
            None,
        );
    }
    for v in &cat.reviews {
        push(
            format!("reviews[{}]", v.id),
            "text".into(),
            v.text,
            None,
            None,
        );
    }
    for page in [&cat.about, &cat.privacy, &cat.terms, &cat.cancellation_form] {
        let rec = format!("pages[{}]", page.slug);
        push(
            rec.clone(),
            "description".into(),
            page.description,
            None,
            None,
        );
        push(rec, "body_markdown".into(), page.body_markdown, None, None);
    }
    for p in &cat.posts {
        let rec = format!("posts[{}]", p.slug);
        push(rec.clone(), "title".into(), p.title, None, None);
        push(rec.clone(), "excerpt".into(), p.excerpt, None, None);
        push(rec, "body_markdown".into(), p.body_markdown, None, None);
    }
    for e in &cat.sitemap {
        push(
            format!("sitemap[{}]", e.path),
            "description".into(),
            e.description,
            None,
            None,
        );
    }
    out
}

/// 'a, b and c': how a sentence lists places or claims.
pub fn and_list<S: AsRef<str>>(items: &[S]) -> String {
    match items.split_last() {
        Some((last, rest)) if !rest.is_empty() => {
            let rest: Vec<&str> = rest.iter().map(AsRef::as_ref).collect();
            format!("{} and {}", rest.join(", "), last.as_ref())
        }
        _ => items.iter().map(AsRef::as_ref).collect(),
    }
}

/// Sentences of a text, split at full stops, question and exclamation marks
/// and line breaks (good enough for claims: a claim never spans two).
pub fn sentences(text: &str) -> impl Iterator<Item = &str> {
    text.split(['.', '!', '?', '\n'])
        .map(str::trim)
        .filter(|s| !s.is_empty())
}

/// 'free call-out', 'call-outs in our area are free', 'no call-out charge'
/// (decision 24): 'free' just before a call-out or a few words after it in the
/// same sentence, or 'no' call-out charge.
pub fn claims_free_call_out(text: &str) -> bool {
    sentences(text).any(|s| {
        let lower = s
            .to_lowercase()
            .replace("call-out", "callout")
            .replace("call out", "callout");
        let words: Vec<&str> = lower
            .split(|c: char| !c.is_alphanumeric())
            .filter(|w| !w.is_empty())
            .collect();
        words.iter().enumerate().any(|(i, w)| {
            if !w.starts_with("callout") {
                return false;
            }
            let before = &words[i.saturating_sub(2)..i];
            let after = &words[i + 1..(i + 7).min(words.len())];
            before.contains(&"free")
                || after.contains(&"free")
                || (i > 0 && words[i - 1] == "no")
                || after.windows(2).any(|p| p == ["no", "charge"])
        })
    })
}

/// A '24/7'-style promise of round-the-clock cover.
pub fn claims_round_the_clock(text: &str) -> bool {
    let t = text.to_lowercase();
    t.contains("24/7")
        || t.contains("24 hours a day")
        || t.contains("24-hour")
        || t.contains("around the clock")
        || t.contains("round the clock")
}

/// Prices (£) in running text that are not followed, within the same line
/// and a few words, by wording that says VAT is included (decision 24). Returns
/// the text from each such price, shortened.
pub fn prices_without_vat(text: &str) -> Vec<String> {
    text.match_indices('£')
        .filter_map(|(i, _)| {
            let rest: String = text[i..].chars().take(60).collect();
            let line = rest.split('\n').next().unwrap_or("").to_lowercase();
            let has_vat = ["inc. vat", "inc vat", "including vat", "incl. vat"]
                .iter()
                .any(|w| line.contains(w));
            (!has_vat).then(|| rest.split('\n').next().unwrap_or("").trim().to_string())
        })
        .collect()
}

/// Sentences that state an arrival or response time in minutes or hours:
/// those are computed from the areas' windows and never typed (decision 25).
pub fn typed_arrival_times(text: &str) -> Vec<&str> {
    sentences(text)
        .filter(|s| {
            let l = s.to_lowercase();
            let timed = TIME_WORDS.iter().any(|w| {
                l.match_indices(w).any(|(i, _)| {
                    l[..i]
                        .trim_end()
                        .chars()
                        .last()
                        .is_some_and(|c| c.is_ascii_digit())
                        || l[..i].trim_end().ends_with("an")
                        || l[..i].trim_end().ends_with("one")
                })
            });
            timed && ARRIVAL_WORDS.iter().any(|w| l.contains(w))
        })
        .collect()
}

const TIME_WORDS: [&str; 5] = ["minute", "min ", "mins", "hour", "hr"];
const ARRIVAL_WORDS: [&str; 8] = [
    "arriv",
    "response",
    "respond",
    "reach you",
    "with you",
    "on site",
    "at your door",
    "get to you",
];

/// The UK telephone numbers a text writes out, as their national digits
/// ('0800 111 999' and '+44 800 111 999' are both `0800111999`): groups of
/// digits joined by single spaces or hyphens, starting `0` or `+44`, ten or
/// eleven digits long. Each must be a number the catalogue holds, so a
/// retyped number cannot drift from the record it copies.
pub fn phone_numbers(text: &str) -> Vec<String> {
    phone_numbers_at(text).into_iter().map(|(_, n)| n).collect()
}

/// [`phone_numbers`] with the byte offset at which each starts, for rules
/// that care what a number comes before (the gas line before ours).
pub fn phone_numbers_at(text: &str) -> Vec<(usize, String)> {
    let b = text.as_bytes();
    let mut found = Vec::new();
    let mut i = 0;
    while i < b.len() {
        let after_word = i > 0 && (b[i - 1].is_ascii_alphanumeric() || b[i - 1] == b'+');
        let (start, mut digits) = if b[i..].starts_with(b"+44") && !after_word {
            let gap = usize::from(b.get(i + 3) == Some(&b' '));
            (i + 3 + gap, String::from("0"))
        } else if b[i] == b'0' && !after_word {
            (i, String::new())
        } else {
            i += 1;
            continue;
        };
        let mut j = start;
        while j < b.len() {
            if b[j].is_ascii_digit() {
                digits.push(b[j] as char);
                j += 1;
            } else if matches!(b[j], b' ' | b'-')
                && b.get(j + 1).is_some_and(|c| c.is_ascii_digit())
                && j > start
            {
                j += 1;
            } else {
                break;
            }
        }
        if (10..=11).contains(&digits.len()) && digits.starts_with('0') && !digits.starts_with("00")
        {
            found.push((i, digits));
        }
        i = j.max(i + 1);
    }
    found
}

/// A figure that must be computed rather than typed: a rating, a percentage,
/// a time or a count.
pub fn states_a_figure(text: &str) -> bool {
    text.chars().any(|c| c.is_ascii_digit() || c == '%')
}

/// '5-star', '5 stars', 'five-star' and the like.
pub fn claims_five_stars(text: &str) -> bool {
    let t = squash(text);
    t.contains("5star") || t.contains("fivestar")
}

fn squash(text: &str) -> String {
    text.to_lowercase()
        .chars()
        .filter(|c| c.is_alphanumeric())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_phone_numbers_however_they_are_spaced() {
        assert_eq!(
            phone_numbers(
                "Call **0800 111 999** now, or us on 0141 496 0123 (or +44 7700 900123)."
            ),
            ["0800111999", "01414960123", "07700900123"]
        );
        assert_eq!(phone_numbers("0141-496-0123"), ["01414960123"]);
        // Years, times, prices, postcodes and short codes are not phone numbers.
        for text in [
            "in 2025",
            "08:00 to 20:00",
            "£0.50",
            "G11 6AB",
            "call 999",
            "call 101",
            "ref 00441414960123",
        ] {
            assert!(phone_numbers(text).is_empty(), "{text}");
        }
    }

    #[test]
    fn reads_claims_in_their_usual_spellings() {
        assert!(claims_free_call_out("Free call-out in our standard area"));
        assert!(claims_free_call_out("There is no call-out charge."));
        assert!(claims_free_call_out(
            "Call-outs within our standard area are free."
        ));
        assert!(!claims_free_call_out(
            "Free quotes, no obligation. Call-outs are priced."
        ));
        assert!(!claims_free_call_out(
            "Free quotes, no obligation; call-out prices shown up front, inc. VAT"
        ));
        assert!(claims_free_call_out("We offer a free emergency call-out"));
        assert!(claims_round_the_clock("Engineers on call 24/7"));
        assert!(claims_round_the_clock("We work around the clock."));
        assert!(!claims_round_the_clock("Open until 8pm."));
        assert_eq!(
            prices_without_vat("Boilers from £1,899. Call us."),
            vec!["£1,899. Call us."]
        );
        assert!(prices_without_vat("Boilers from £1,899 inc. VAT. Call us.").is_empty());
        assert_eq!(
            typed_arrival_times("We aim to arrive within 30 minutes. Run the tap for 2 minutes."),
            vec!["We aim to arrive within 30 minutes"]
        );
        assert_eq!(
            typed_arrival_times("Typical response: under an hour").len(),
            1
        );
        assert!(typed_arrival_times("Leave the heating on for an hour each day").is_empty());
    }
}
