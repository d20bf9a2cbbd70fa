//! Gas first (issue 31.1, decision 31): a visitor who smells gas must be told
//! the gas emergency line's number (`Business::gas_emergency`) before any way
//! of contacting us, because the network's free line can isolate the supply
//! and we cannot. `codegen audit-export` runs [`GasFirst::html_problems`] over
//! every built page, the API's tests over its own pages and mails, and
//! `codegen check` runs [`prompts_without_number`] over the catalogue's copy.
//!
//! **What counts as a mention** ([`mentions`]): words saying that gas is
//! smelt or escaping: 'smell gas', 'smell of gas', 'gas smell', 'gas leak',
//! 'leaking gas', 'gas escape', 'escape of gas' and their inflections. The
//! names of our own work are not reports of a smell, so 'gas leak repair(s)'
//! and 'gas leak detection' (a service's name in a list or heading; the gas
//! pages show the gas notice first by `Service::involves_gas`), 'no gas
//! escapes' (a tightness test's result) and 'let the gas escape' (advice,
//! next to the number) are left out; see [`NOT_A_REPORT`].
//!
//! **What a section is**: the nearest enclosing `section`, `aside`,
//! `article`, `nav`, `form`, `dialog`, `header`, `footer`, `main` or `head`
//! element (the title and meta description are read as the head's text), or
//! the whole page when there is none. The rule reads the whole page, asides,
//! forms and footers included, since that is where gas prompts live; scripts,
//! styles, templates and inline SVG are not text a visitor reads.
//!
//! **What a call to action of ours is**: a `tel:` link to any number but the
//! gas line's, another organisation's line the catalogue names or a short
//! code (999, 111); our phone or WhatsApp number written out; a WhatsApp or
//! `mailto:` link; a link to `/contact`; a link to an element of the page
//! that holds a form (`#quote`); a form nested in the section; a submit
//! button. A section's own `<form>` tag is not a call to action within it:
//! inside a form, what counts is its submit button (the quote form shows the
//! gas notice just above it).
//!
//! **The rule**: every section that mentions a gas smell or leak gives the
//! gas line's number (as text or as a `tel:` link), and gives it before the
//! section's first call to action of ours.

use crate::copy::{phone_numbers_at, sentences};
use std::fmt;

/// The words that report a gas smell or leak, lower case.
const MENTIONS: [&str; 13] = [
    "smell gas",
    "smells gas",
    "smelt gas",
    "smelled gas",
    "smelling gas",
    "smell of gas",
    "smells of gas",
    "gas smell",
    "gas leak",
    "leaking gas",
    "leak of gas",
    "gas escape",
    "escape of gas",
];

/// Phrases containing a mention that do not report a smell or leak: the
/// names of our work and the words of advice that sit beside the number.
const NOT_A_REPORT: [&str; 5] = [
    "gas leak repair",
    "gas leak detection",
    "no gas escape",
    "let the gas escape",
    "let gas escape",
];

/// Byte ranges of `text` that report a gas smell or leak.
pub fn mentions(text: &str) -> Vec<std::ops::Range<usize>> {
    let lower = text.to_ascii_lowercase();
    let excluded: Vec<std::ops::Range<usize>> = NOT_A_REPORT
        .iter()
        .flat_map(|p| lower.match_indices(p).map(|(i, m)| i..i + m.len()))
        .collect();
    let mut found: Vec<std::ops::Range<usize>> = MENTIONS
        .iter()
        .flat_map(|m| lower.match_indices(m).map(|(i, m)| i..i + m.len()))
        .filter(|r| {
            // A whole word at the start ('outgas leak' is not one).
            !lower[..r.start]
                .chars()
                .next_back()
                .is_some_and(char::is_alphanumeric)
        })
        .filter(|r| {
            !excluded
                .iter()
                .any(|e| e.start <= r.start && r.end <= e.end)
        })
        .collect();
    found.sort_by_key(|r| r.start);
    found
}

/// Copy that mentions a gas smell or leak without the gas line's number
/// (`gas_number`, as written): the sentences that mention it, when the text
/// carries neither the number (however it is spaced) nor a `{gas_phone}`
/// placeholder. A text is one field; the audit checks where in a page the
/// number comes.
pub fn prompts_without_number<'a>(text: &'a str, gas_number: &str) -> Vec<&'a str> {
    if carries_number(text, gas_number) {
        return Vec::new();
    }
    sentences(text)
        .filter(|s| !mentions(s).is_empty())
        .collect()
}

/// Whether `text` gives `number`, however spaced (only digits count), or
/// the gas line's `{gas_phone}` placeholder (`{{gas_phone}}` in Markdown).
pub fn carries_number(text: &str, number: &str) -> bool {
    let number = digits(number);
    text.contains("{gas_phone}") || phone_numbers_at(text).iter().any(|(_, n)| *n == number)
}

fn digits(s: &str) -> String {
    s.chars().filter(char::is_ascii_digit).collect()
}

/// One section that breaks the rule.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GasProblem {
    /// The section as a tag, such as `<aside id="gas">`, or 'the page'.
    pub section: String,
    /// The sentence that mentions the smell or leak.
    pub sentence: String,
    /// Our first call to action in the section, if any.
    pub call_to_action: Option<String>,
    /// Whether the gas number is in the section at all (then after the call to action).
    pub number_given: bool,
    /// 'the National Gas Emergency Service number 0800 111 999'.
    pub line: String,
}

impl fmt::Display for GasProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "mentions a gas smell or leak (\"{}\") in {}",
            self.sentence, self.section
        )?;
        match (&self.call_to_action, self.number_given) {
            (Some(cta), true) => write!(
                f,
                " but gives our {cta} before {}; the gas line comes first",
                self.line
            ),
            (Some(cta), false) => write!(f, " beside our {cta} but never gives {}", self.line),
            (None, _) => write!(f, " without {}", self.line),
        }
    }
}

/// The rule, set up with the numbers it tells apart.
pub struct GasFirst {
    /// The gas line's national digits.
    gas: String,
    line: String,
    /// Our own numbers' national digits (phone, WhatsApp).
    ours: Vec<String>,
    /// Other organisations' lines, which are not our calls to action.
    others: Vec<String>,
}

impl GasFirst {
    /// The rule for a business whose gas line is `gas_name` on `gas_number`,
    /// whose own numbers are `ours` and which names `others` (numbers as
    /// written; only their digits count).
    pub fn new(gas_name: &str, gas_number: &str, ours: &[&str], others: &[&str]) -> GasFirst {
        GasFirst {
            gas: digits(gas_number),
            line: format!("the {gas_name} number {gas_number}"),
            ours: ours.iter().map(|n| digits(n)).collect(),
            others: others.iter().map(|n| digits(n)).collect(),
        }
    }

    /// Every section of `html` that mentions a gas smell or leak without the
    /// gas line's number before our first call to action. Plain text (a mail's
    /// text part) reads as one section.
    pub fn html_problems(&self, html: &str) -> Vec<GasProblem> {
        let page = Scan::of(html, self);
        let mut out = Vec::new();
        let mut reported: Vec<usize> = Vec::new();
        for m in mentions(&page.text) {
            let at = page.pos(m.start);
            let s = page.innermost(at);
            if reported.contains(&s) {
                continue;
            }
            let section = &page.sections[s];
            let within = |p: &Pos| section.start < *p && *p < section.end;
            let number = page.gas.iter().filter(|p| within(p)).min();
            let cta = page.ctas.iter().filter(|(p, _)| within(p)).min();
            let ok = match (number, cta) {
                (Some(n), Some((c, _))) => n < c,
                (Some(_), None) => true,
                (None, _) => false,
            };
            if !ok {
                reported.push(s);
                out.push(GasProblem {
                    section: section.label.clone(),
                    sentence: sentence_around(&page.text, m, section.start.0),
                    call_to_action: cta.map(|(_, what)| what.clone()),
                    number_given: number.is_some(),
                    line: self.line.clone(),
                });
            }
        }
        out
    }

    /// What a `tel:` link to `number` is: the gas line, ours, or neither.
    fn tel(&self, href: &str) -> Tel {
        let raw = href.trim_start_matches("tel:");
        let mut d = digits(raw);
        if raw.trim_start().starts_with('+') && d.starts_with("44") {
            d = format!("0{}", &d[2..]);
        }
        if d == self.gas {
            Tel::Gas
        } else if d.len() < 10 || self.others.contains(&d) {
            Tel::Other
        } else {
            Tel::Ours(d)
        }
    }
}

enum Tel {
    Gas,
    Ours(String),
    Other,
}

/// A place in the page: the byte offset in its text, then the order of the
/// tag or text there (a tag adds no text, so offsets alone can tie).
type Pos = (usize, usize);

struct Section {
    label: String,
    start: Pos,
    end: Pos,
}

/// A page read once: its visible text (whitespace collapsed, entities
/// decoded) and where its sections, calls to action and gas numbers are.
struct Scan {
    text: String,
    /// (offset in `text`, order) of each text token, in order.
    texts: Vec<Pos>,
    /// `sections[0]` is the whole page.
    sections: Vec<Section>,
    ctas: Vec<(Pos, String)>,
    gas: Vec<Pos>,
}

const SECTIONS: [&str; 10] = [
    "section", "aside", "article", "nav", "form", "dialog", "header", "footer", "main", "head",
];
/// Elements whose edges end a sentence.
const BLOCKS: [&str; 19] = [
    "p", "div", "h1", "h2", "h3", "h4", "h5", "h6", "li", "ul", "ol", "dt", "dd", "td", "th", "tr",
    "br", "title", "label",
];
const SKIPPED: [&str; 4] = ["script", "style", "template", "svg"];
const VOID: [&str; 14] = [
    "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track",
    "wbr", "param",
];

struct Open {
    name: String,
    section: Option<usize>,
    id: Option<String>,
    start: Pos,
}

impl Scan {
    fn of(html: &str, rule: &GasFirst) -> Scan {
        let mut s = Scan {
            text: String::with_capacity(html.len() / 4),
            texts: Vec::new(),
            sections: vec![Section {
                label: "the page".into(),
                start: (0, 0),
                end: (usize::MAX, usize::MAX),
            }],
            ctas: Vec::new(),
            gas: Vec::new(),
        };
        let mut order = 1usize;
        let mut stack: Vec<Open> = Vec::new();
        // Elements with an id: (id, start, end), and the forms' positions,
        // to tell whether an in-page link leads to a form.
        let mut ids: Vec<(String, Pos, Pos)> = Vec::new();
        let mut forms: Vec<Pos> = Vec::new();
        let mut fragment_links: Vec<(Pos, String)> = Vec::new();
        let mut rest = html;
        while !rest.is_empty() {
            order += 1;
            if let Some(after) = rest.strip_prefix("<!--") {
                rest = after.find("-->").map_or("", |e| &after[e + 3..]);
            } else if rest.starts_with("<!") || rest.starts_with("<?") {
                rest = rest.find('>').map_or("", |e| &rest[e + 1..]);
            } else if let Some(after) = rest.strip_prefix("</") {
                let end = after.find('>').unwrap_or(after.len());
                let name = after[..end].trim().to_ascii_lowercase();
                rest = after.get(end + 1..).unwrap_or("");
                s.boundary(&name);
                let here = (s.text.len(), order);
                if let Some(i) = stack.iter().rposition(|o| o.name == name) {
                    for open in stack.drain(i..) {
                        if let Some(sec) = open.section {
                            s.sections[sec].end = here;
                        }
                        if let Some(id) = open.id {
                            ids.push((id, open.start, here));
                        }
                    }
                }
            } else if rest.starts_with('<')
                && rest[1..].starts_with(|c: char| c.is_ascii_alphabetic())
            {
                let (tag, after) = read_tag(rest);
                rest = after;
                s.boundary(&tag.name);
                let here = (s.text.len(), order);
                if SKIPPED.contains(&tag.name.as_str()) && !tag.self_closing {
                    let close = format!("</{}", tag.name);
                    rest = find_ascii_ci(rest, &close)
                        .and_then(|i| rest[i..].find('>').map(|e| &rest[i + e + 1..]))
                        .unwrap_or("");
                    continue;
                }
                let in_form = stack.iter().any(|o| o.name == "form");
                match tag.name.as_str() {
                    "a" => {
                        if let Some(href) = tag.attr("href") {
                            s.link(rule, href, here, &mut fragment_links);
                        }
                    }
                    "form" => {
                        forms.push(here);
                        s.ctas.push((here, "form".into()));
                    }
                    "button" => {
                        let kind = tag.attr("type");
                        if kind == Some("submit") || (kind.is_none() && in_form) {
                            s.ctas.push((here, "submit button".into()));
                        }
                    }
                    "input" if tag.attr("type") == Some("submit") => {
                        s.ctas.push((here, "submit button".into()));
                    }
                    "meta" if tag.attr("name") == Some("description") => {
                        if let Some(content) = tag.attr("content") {
                            s.push_text(content, order);
                            s.line_break();
                        }
                    }
                    _ => {}
                }
                if !tag.self_closing && !VOID.contains(&tag.name.as_str()) {
                    let section = SECTIONS.contains(&tag.name.as_str()).then(|| {
                        s.sections.push(Section {
                            label: tag.label(),
                            start: here,
                            end: (usize::MAX, usize::MAX),
                        });
                        s.sections.len() - 1
                    });
                    stack.push(Open {
                        id: tag.attr("id").map(str::to_string),
                        name: tag.name,
                        section,
                        start: here,
                    });
                }
            } else {
                let first = rest.chars().next().map_or(1, char::len_utf8);
                let end = rest[first..].find('<').map_or(rest.len(), |e| e + first);
                s.push_text(&decode(&rest[..end]), order);
                rest = &rest[end..];
            }
        }
        // An in-page link to an element holding a form leads to our form.
        for (at, fragment) in fragment_links {
            let to_form = ids.iter().any(|(id, start, end)| {
                *id == fragment && forms.iter().any(|f| start <= f && f < end)
            });
            if to_form {
                s.ctas
                    .push((at, format!("link to the form at #{fragment}")));
            }
        }
        // Numbers written out: the gas line's, and ours (a call to action).
        for (i, number) in phone_numbers_at(&s.text) {
            let at = s.pos(i);
            if number == rule.gas {
                s.gas.push(at);
            } else if rule.ours.contains(&number) {
                s.ctas.push((at, format!("number {number}")));
            }
        }
        s
    }

    fn link(&mut self, rule: &GasFirst, href: &str, at: Pos, fragments: &mut Vec<(Pos, String)>) {
        let h = href.trim();
        let lower = h.to_ascii_lowercase();
        if lower.starts_with("tel:") {
            match rule.tel(h) {
                Tel::Gas => self.gas.push(at),
                Tel::Ours(d) => self.ctas.push((at, format!("call link tel:{d}"))),
                Tel::Other => {}
            }
        } else if lower.contains("wa.me/")
            || lower.contains("whatsapp.com/")
            || lower.starts_with("whatsapp:")
        {
            self.ctas.push((at, "WhatsApp link".into()));
        } else if lower.starts_with("mailto:") {
            self.ctas.push((at, "email link".into()));
        } else if let Some(fragment) = h.strip_prefix('#') {
            fragments.push((at, fragment.to_string()));
        } else {
            let path = lower.split(['?', '#']).next().unwrap_or("");
            if path.trim_end_matches('/') == "/contact" {
                self.ctas.push((at, "link to /contact".into()));
            }
        }
    }

    /// A space between elements (so 'a</span><span>b' reads as two words).
    fn space(&mut self) {
        if !self.text.ends_with([' ', '\n']) && !self.text.is_empty() {
            self.text.push(' ');
        }
    }

    /// A line break at a block's edge, which ends a sentence as a full stop
    /// does (a heading has none).
    fn line_break(&mut self) {
        if self.text.ends_with(' ') {
            self.text.pop();
        }
        if !self.text.ends_with('\n') && !self.text.is_empty() {
            self.text.push('\n');
        }
    }

    fn boundary(&mut self, tag: &str) {
        if BLOCKS.contains(&tag) || SECTIONS.contains(&tag) {
            self.line_break();
        } else {
            self.space();
        }
    }

    fn push_text(&mut self, t: &str, order: usize) {
        self.texts.push((self.text.len(), order));
        for c in t.chars() {
            if c.is_whitespace() {
                self.space();
            } else {
                self.text.push(c);
            }
        }
    }

    /// The position of a byte offset of the text.
    fn pos(&self, offset: usize) -> Pos {
        let i = self.texts.partition_point(|(o, _)| *o <= offset);
        (offset, i.checked_sub(1).map_or(0, |i| self.texts[i].1))
    }

    /// The innermost section holding `at` (sections nest, so the one that
    /// starts last).
    fn innermost(&self, at: Pos) -> usize {
        self.sections
            .iter()
            .enumerate()
            .filter(|(_, s)| s.start < at && at < s.end)
            .max_by_key(|(_, s)| s.start)
            .map_or(0, |(i, _)| i)
    }
}

/// The sentence of `text` around `m`, not reaching back before `floor`.
fn sentence_around(text: &str, m: std::ops::Range<usize>, floor: usize) -> String {
    let stops = ['.', '!', '?', '\n'];
    let start = text[..m.start]
        .rfind(stops)
        .map_or(0, |i| i + 1)
        .max(floor.min(m.start));
    let end = text[m.end..]
        .find(stops)
        .map_or(text.len(), |i| m.end + i + 1);
    let s = text[start..end].trim();
    if s.chars().count() > 200 {
        let cut: String = s.chars().take(200).collect();
        format!("{cut}…")
    } else {
        s.to_string()
    }
}

struct Tag {
    name: String,
    attrs: Vec<(String, String)>,
    self_closing: bool,
}

impl Tag {
    fn attr(&self, name: &str) -> Option<&str> {
        self.attrs
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    /// `<section id="x">`, `<section aria-labelledby="x">`, or `<footer>`.
    fn label(&self) -> String {
        match ["id", "aria-labelledby", "aria-label", "data-gas-notice"]
            .iter()
            .find_map(|a| self.attr(a).map(|v| (a, v)))
        {
            Some((a, v)) => format!("<{} {a}=\"{v}\">", self.name),
            None => format!("<{}>", self.name),
        }
    }
}

/// Reads one start tag at the start of `s`; returns it and what follows.
fn read_tag(s: &str) -> (Tag, &str) {
    let b = s.as_bytes();
    let mut i = 1;
    while i < b.len() && !matches!(b[i], b' ' | b'\t' | b'\n' | b'\r' | b'/' | b'>') {
        i += 1;
    }
    let name = s[1..i].to_ascii_lowercase();
    let mut attrs = Vec::new();
    let mut self_closing = false;
    loop {
        while i < b.len() && b[i].is_ascii_whitespace() {
            i += 1;
        }
        if i >= b.len() {
            break;
        }
        match b[i] {
            b'>' => {
                i += 1;
                break;
            }
            b'/' => {
                self_closing = b.get(i + 1) == Some(&b'>');
                i += 1;
                continue;
            }
            _ => {}
        }
        let start = i;
        while i < b.len() && !matches!(b[i], b'=' | b'>' | b' ' | b'\t' | b'\n' | b'\r' | b'/') {
            i += 1;
        }
        let attr = s[start..i].to_ascii_lowercase();
        let mut value = String::new();
        if b.get(i) == Some(&b'=') {
            i += 1;
            if let Some(&q) = b.get(i).filter(|q| matches!(q, b'"' | b'\'')) {
                let end = s[i + 1..].find(q as char).map_or(b.len(), |e| i + 1 + e);
                value = decode(&s[i + 1..end]);
                i = (end + 1).min(b.len());
            } else {
                let start = i;
                while i < b.len() && !matches!(b[i], b'>' | b' ' | b'\t' | b'\n' | b'\r') {
                    i += 1;
                }
                value = decode(&s[start..i]);
            }
        }
        if !attr.is_empty() {
            attrs.push((attr, value));
        }
    }
    (
        Tag {
            name,
            attrs,
            self_closing,
        },
        &s[i.min(s.len())..],
    )
}

fn find_ascii_ci(haystack: &str, needle: &str) -> Option<usize> {
    let h = haystack.as_bytes();
    let n = needle.as_bytes();
    (0..h.len().saturating_sub(n.len() - 1)).find(|&i| h[i..i + n.len()].eq_ignore_ascii_case(n))
}

/// Decodes the entities pages and mail templates write: the named few
/// React and minijinja use, and numeric ones (minijinja writes `tel:+44…` as
/// `tel:&#x2b;44…`).
fn decode(text: &str) -> String {
    if !text.contains('&') {
        return text.to_string();
    }
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(amp) = rest.find('&') {
        out.push_str(&rest[..amp]);
        rest = &rest[amp..];
        let entity = rest[1..]
            .find(';')
            .filter(|&e| e <= 8)
            .map(|e| &rest[1..1 + e]);
        let decoded = entity.and_then(|name| match name {
            "amp" => Some('&'),
            "lt" => Some('<'),
            "gt" => Some('>'),
            "quot" => Some('"'),
            "apos" => Some('\''),
            "nbsp" => Some(' '),
            _ => {
                let n = name.strip_prefix('#')?;
                let code = match n.strip_prefix(['x', 'X']) {
                    Some(hex) => u32::from_str_radix(hex, 16).ok()?,
                    None => n.parse().ok()?,
                };
                char::from_u32(code)
            }
        });
        match (entity, decoded) {
            (Some(name), Some(c)) => {
                out.push(c);
                rest = &rest[name.len() + 2..];
            }
            _ => {
                out.push('&');
                rest = &rest[1..];
            }
        }
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rule() -> GasFirst {
        GasFirst {
            gas: "0800111999".into(),
            line: "the National Gas Emergency Service number 0800 111 999".into(),
            ours: vec!["01414960000".into(), "07700900000".into()],
            others: vec!["03031231113".into()],
        }
    }

    const GAS_TEL: &str = r#"<a href="tel:+44800111999">0800 111 999</a>"#;
    const OUR_TEL: &str = r#"<a href="tel:+441414960000">Call 0141 496 0000</a>"#;

    #[test]
    fn finds_reports_of_gas_and_leaves_the_names_of_work_alone() {
        for text in [
            "Smell gas? Leave now.",
            "If you can smell gas, leave.",
            "A smell of gas in the close.",
            "Report a gas leak at once.",
            "Gas leaks are dangerous.",
            "A strong gas smell upstairs.",
            "There may be a gas escape.",
            "Leaking gas can ignite.",
            "For a burst pipe, a gas smell or no heating, call us.",
        ] {
            assert_eq!(mentions(text).len(), 1, "{text}");
        }
        for text in [
            "Gas Leak Detection & Repair from £95 inc. VAT.",
            "Gas Leak Repairs in Paisley.",
            "Pressure testing to confirm there are no gas escapes.",
            "Open doors and windows to let the gas escape.",
            "Gas boiler servicing.",
            "Gas Safe registered.",
        ] {
            assert!(mentions(text).is_empty(), "{text}");
        }
    }

    #[test]
    fn passes_a_section_with_the_number_before_our_calls_to_action() {
        let html = format!(
            "<body><header>{OUR_TEL}</header><main><aside><p>Smell gas? Call the gas line free on {GAS_TEL}.</p>\
             </aside><section><p>Smell gas? Call 0800 111 999 first.</p>{OUR_TEL}</section></main></body>"
        );
        assert_eq!(rule().html_problems(&html), vec![]);
        // Inside the quote form, the notice above the submit button.
        let form = format!(
            "<main><section id=\"quote\"><h2>Get a quote</h2><form><input name=\"name\"/>\
             <div role=\"alert\">Smell gas? {GAS_TEL}</div><button type=\"submit\">Send</button>\
             <a href=\"https://wa.me/447700900000\">WhatsApp</a></form></section></main>"
        );
        assert_eq!(rule().html_problems(&form), vec![]);
    }

    #[test]
    fn fails_our_call_to_action_first_or_no_number() {
        // Our button, then the number: the order is wrong.
        let html = format!(
            "<main><section id=\"hero\"><p>Smell gas? Call us.</p>{OUR_TEL}<p>Or {GAS_TEL}.</p></section></main>"
        );
        let p = rule().html_problems(&html);
        assert_eq!(p.len(), 1, "{p:?}");
        assert_eq!(p[0].section, "<section id=\"hero\">");
        assert_eq!(p[0].sentence, "Smell gas?");
        assert!(p[0].number_given);
        assert_eq!(
            p[0].call_to_action.as_deref(),
            Some("call link tel:01414960000")
        );
        assert!(
            p[0].to_string()
                .contains("before the National Gas Emergency Service number 0800 111 999")
        );

        // The contact hero: a gas smell, our buttons, no number.
        let hero = "<section><h1>Contact us</h1><p>For a burst pipe, a gas smell or no heating, call us \
            straight away: we answer 24 hours a day.</p><a href=\"tel:+441414960000\">Call</a>\
            <a href=\"https://wa.me/447700900000?text=Hi\">WhatsApp</a></section>";
        let p = rule().html_problems(hero);
        assert_eq!(p.len(), 1);
        assert!(!p[0].number_given);
        assert!(
            p[0].sentence.starts_with("For a burst pipe, a gas smell"),
            "{}",
            p[0].sentence
        );
        assert!(
            p[0].to_string()
                .contains("never gives the National Gas Emergency Service number")
        );

        // A prompt beside our report form, number nowhere in the section.
        let alert = "<section id=\"emergency-report\"><form><button>Send</button></form>\
            <div><strong>Smell gas?</strong> Get everyone out.</div></section>";
        let p = rule().html_problems(alert);
        assert_eq!(p[0].call_to_action.as_deref(), Some("form"));

        // Our number written out (no link) counts as a call to action too,
        // and a plain-text mail reads as one section.
        let text =
            "If things get worse, call us on 0141 496 0000. If you smell gas, call 0800 111 999.";
        let p = rule().html_problems(text);
        assert_eq!(p[0].call_to_action.as_deref(), Some("number 01414960000"));
        assert_eq!(p[0].section, "the page");
        let fixed =
            "If you smell gas, call 0800 111 999. If things get worse, call us on 0141 496 0000.";
        assert!(rule().html_problems(fixed).is_empty());

        // A link to the page's form is our call to action; a link elsewhere is not.
        let jump = format!(
            "<section><p>Gas leak?</p><a href=\"#quote\">Get Quote</a>{GAS_TEL}</section>\
             <section id=\"quote\"><form></form></section>"
        );
        assert_eq!(
            rule().html_problems(&jump)[0].call_to_action.as_deref(),
            Some("link to the form at #quote")
        );
        let elsewhere =
            format!("<section><p>Gas leak?</p><a href=\"/blog\">Read</a>{GAS_TEL}</section>");
        assert!(rule().html_problems(&elsewhere).is_empty());

        // A mention with no call to action still needs the number.
        let p = rule().html_problems("<article><p>Landlords must act on a gas leak.</p></article>");
        assert_eq!(
            p[0].to_string(),
            "mentions a gas smell or leak (\"Landlords must act on a gas leak.\") in <article> without the National Gas Emergency Service number 0800 111 999"
        );
    }

    #[test]
    fn reads_the_head_and_skips_scripts_999_and_other_lines() {
        let html = "<head><title>Gas leak? | Kelvin</title><meta name=\"description\" content=\"Smell gas? Call us.\"/></head>\
            <body><script>self.push(\"smell gas\")</script><section><p>Smell gas? Call 0800 111 999.</p>\
            <a href=\"tel:999\">999</a><a href=\"tel:+443031231113\">ICO</a></section></body>";
        let p = rule().html_problems(html);
        assert_eq!(p.len(), 1, "{p:?}");
        assert_eq!(p[0].section, "<head>");
    }

    #[test]
    fn reads_escaped_tel_links_as_minijinja_writes_them() {
        assert_eq!(
            decode("tel:&#x2b;44800111999 &amp; &#39;a&#x27; &nbsp;&bogus; &"),
            "tel:+44800111999 & 'a'  &bogus; &"
        );
        let mail = "<p>If you smell gas, call <a href=\"tel:&#x2b;44800111999\">0800 111 999</a>.</p>\
            <p>Or us: <a href=\"tel:&#x2b;441414960000\">0141 496 0000</a></p>";
        assert!(rule().html_problems(mail).is_empty());
    }
}
