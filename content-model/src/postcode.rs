//! UK postcodes as visitors type them, and which of our areas cover them
//! (issue 13.1, decision 31). The API's no-JavaScript checker uses this;
//! the site's checker (`site/lib/postcode.ts`) follows the same grammar and
//! gives the same messages, and both read the district index `codegen` emits
//! from the areas' `postcodes` ([`PostcodeIndex`]).
//!
//! The district (the outward code, 'G11' of 'G11 6AB') decides cover: the
//! catalogue lists districts, and no external service is asked. Where an
//! area's arrival window reaches only part of a district
//! ([`crate::PartReach`]), the sector (the digit after the space) decides
//! whether the window is promised (issue 31.2).

// The lookup lives with the coverage rules that use it; re-exported so the
// postcode index keeps its public path.
use crate::coverage::Reach;
pub use crate::coverage::areas_covering;
use crate::{Area, ArrivalWindow, Coverage, ResponseTime, Service, Slug};
use schemars::JsonSchema;
use serde::Serialize;
use std::collections::BTreeMap;
use ts_rs::TS;

/// The longest input read. The longest real postcode is eight characters
/// with its space ('EC1A 1BB'); this leaves room for stray spaces.
pub const MAX_INPUT_CHARS: usize = 16;

/// A postcode as typed, normalised: its district and, when the whole
/// postcode was typed, the whole of it in the usual form ('G11 6AB').
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PostcodeQuery {
    pub district: String,
    pub full: Option<String>,
}

impl PostcodeQuery {
    /// What an answer calls it: the whole postcode when given, else the district.
    pub fn display(&self) -> &str {
        self.full.as_deref().unwrap_or(&self.district)
    }

    /// The sector digit of a whole postcode (6 of 'G11 6AB'), else None.
    pub fn sector(&self) -> Option<u8> {
        let full = self.full.as_deref()?;
        let digit = full[self.district.len()..].trim_start().bytes().next()?;
        digit.is_ascii_digit().then_some(digit - b'0')
    }
}

/// Why an input is not a postcode we can look up; [`PostcodeProblem::message`]
/// is what the visitor reads.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PostcodeProblem {
    Empty,
    TooLong,
    /// Only the letters of the postcode area ('G', 'PA').
    AreaOnly(String),
    /// A district followed by an unfinished second part ('G11 6').
    Incomplete {
        district: String,
    },
    NotAPostcode,
}

impl PostcodeProblem {
    pub fn message(&self) -> String {
        let p = &ANSWER_COPY.problems;
        match self {
            PostcodeProblem::Empty => p.empty.into(),
            PostcodeProblem::TooLong => p.too_long.into(),
            PostcodeProblem::AreaOnly(letters) => p.area_only.replace("{letters}", letters),
            PostcodeProblem::Incomplete { district } => {
                p.incomplete.replace("{district}", district)
            }
            PostcodeProblem::NotAPostcode => p.not_a_postcode.into(),
        }
    }
}

/// Reads a postcode or a district as a visitor types it: any case, any
/// spacing ('g116ab', ' G11  6AB ', 'pa1').
pub fn parse(input: &str) -> Result<PostcodeQuery, PostcodeProblem> {
    let trimmed = input.trim();
    if trimmed.is_empty() {
        return Err(PostcodeProblem::Empty);
    }
    if trimmed.chars().count() > MAX_INPUT_CHARS {
        return Err(PostcodeProblem::TooLong);
    }
    let upper = trimmed.to_ascii_uppercase();
    let compact: String = upper.chars().filter(|c| !c.is_whitespace()).collect();
    if !compact.chars().all(|c| c.is_ascii_alphanumeric()) {
        return Err(PostcodeProblem::NotAPostcode);
    }
    if compact.len() >= 5 {
        let (outward, inward) = compact.split_at(compact.len() - 3);
        if is_outward(outward) && is_inward(inward) {
            return Ok(PostcodeQuery {
                district: outward.into(),
                full: Some(format!("{outward} {inward}")),
            });
        }
    }
    if is_outward(&compact) {
        return Ok(PostcodeQuery {
            district: compact,
            full: None,
        });
    }
    if is_area(&compact) {
        return Err(PostcodeProblem::AreaOnly(compact));
    }
    // 'G11 6' or 'G11 6A': a district, a space, and the start of the rest.
    if let Some((first, rest)) = upper.split_once(char::is_whitespace) {
        let rest: String = rest.chars().filter(|c| !c.is_whitespace()).collect();
        if is_outward(first) && is_inward_start(&rest) {
            return Err(PostcodeProblem::Incomplete {
                district: first.into(),
            });
        }
    }
    Err(PostcodeProblem::NotAPostcode)
}

/// The letters of a postcode area: one or two, never Q, V or X first, nor
/// I, J or Z second.
fn is_area(s: &str) -> bool {
    let b = s.as_bytes();
    match b {
        [a] => is_first_letter(*a),
        [a, c] => is_first_letter(*a) && is_second_letter(*c),
        _ => false,
    }
}

fn is_first_letter(c: u8) -> bool {
    c.is_ascii_uppercase() && !matches!(c, b'Q' | b'V' | b'X')
}

fn is_second_letter(c: u8) -> bool {
    c.is_ascii_uppercase() && !matches!(c, b'I' | b'J' | b'Z')
}

/// A district: area letters, a digit, then nothing, a digit or a letter
/// (G1, G11, PA1, PA15, W1A, EC1A).
fn is_outward(s: &str) -> bool {
    let b = s.as_bytes();
    let letters = b.iter().take_while(|c| c.is_ascii_uppercase()).count();
    if !(1..=2).contains(&letters) || !is_area(&s[..letters]) {
        return false;
    }
    match &b[letters..] {
        [d] => d.is_ascii_digit(),
        [d, e] => d.is_ascii_digit() && e.is_ascii_alphanumeric(),
        _ => false,
    }
}

/// The second part: a digit and two letters, never C, I, K, M, O or V.
fn is_inward(s: &str) -> bool {
    match s.as_bytes() {
        [d, a, b] => d.is_ascii_digit() && is_inward_letter(*a) && is_inward_letter(*b),
        _ => false,
    }
}

fn is_inward_start(s: &str) -> bool {
    match s.as_bytes() {
        [d] => d.is_ascii_digit(),
        [d, a] => d.is_ascii_digit() && is_inward_letter(*a),
        _ => false,
    }
}

fn is_inward_letter(c: u8) -> bool {
    c.is_ascii_uppercase() && !matches!(c, b'C' | b'I' | b'K' | b'M' | b'O' | b'V')
}

/// The checker's sentences, written once: the API's answer page renders them
/// and the site's checker reads them from the index. `{postcode}` and
/// `{window}` are filled in where they appear.
#[derive(Clone, Copy, Debug, Serialize, TS, JsonSchema)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct AnswerCopy {
    pub covered: &'static str,
    pub outside: &'static str,
    pub outside_help: &'static str,
    /// An area with emergency cover (for a service, one that offers it).
    pub emergency: &'static str,
    /// A district the area's window reaches only in part, asked for without
    /// its sector: `{sectors}`, `{places}`, `{window}`, `{district}` and
    /// `{rest}` are filled in.
    pub part: &'static str,
    /// An area without emergency cover, or a sector beyond its window;
    /// `{lead}` is the planned-work lead time there.
    pub no_emergency: &'static str,
    /// A service that is planned work everywhere ([`Cover::Planned`]).
    pub planned: &'static str,
    pub problems: ProblemCopy,
}

/// What the visitor reads for each [`PostcodeProblem`]; `{letters}` and
/// `{district}` are filled in.
#[derive(Clone, Copy, Debug, Serialize, TS, JsonSchema)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct ProblemCopy {
    pub empty: &'static str,
    pub too_long: &'static str,
    pub area_only: &'static str,
    pub incomplete: &'static str,
    pub not_a_postcode: &'static str,
}

pub const ANSWER_COPY: AnswerCopy = AnswerCopy {
    covered: "Yes, we cover {postcode}.",
    outside: "{postcode} is outside the areas we cover.",
    outside_help: "We may still be able to book planned work nearby: call us or ask for a quote.",
    emergency: "Emergency call-outs 24/7: an engineer typically arrives in {window}.",
    part: "Emergency call-outs 24/7 in {sectors} ({places}): an engineer typically arrives in {window}. Elsewhere in {district} ({rest}) we book planned visits only: enter your whole postcode to see which applies.",
    no_emergency: "Outside our emergency cover: we book planned visits here, usually {lead} ahead.",
    planned: "We book this work here as a planned visit, at a time that suits you.",
    problems: ProblemCopy {
        empty: "Enter your postcode, such as G11 6AB, or its first part, such as G11.",
        too_long: "That is too long for a postcode. Enter one such as G11 6AB, or its first part, such as G11.",
        area_only: "Add the number that follows {letters}: the first part of a postcode looks like G11 or PA1.",
        incomplete: "That postcode is not complete. Enter all of it, with three characters after the space, or just its first part, {district}.",
        not_a_postcode: "That is not a UK postcode. A postcode looks like G11 6AB or PA1 1XX; the first part, such as G11, is enough.",
    },
};

impl AnswerCopy {
    pub fn covered(&self, postcode: &str) -> String {
        self.covered.replace("{postcode}", postcode)
    }
    pub fn outside(&self, postcode: &str) -> String {
        self.outside.replace("{postcode}", postcode)
    }
    /// What an answer says of `area`: of `service` there when the visitor
    /// asked from that service's page, else of the area's emergency cover,
    /// as far as `reach` says its window reaches; `lead` is the planned-work
    /// lead time outside emergency cover (`Coverage::planned_only_lead`).
    pub fn cover_line(
        &self,
        area: &Area,
        service: Option<&Service>,
        reach: Reach<'_>,
        lead: ResponseTime,
    ) -> String {
        if service.is_some_and(|s| !s.emergency_available) {
            return self.planned.into();
        }
        match (area.emergency_arrival, reach) {
            (Some(w), Reach::Window) => self.emergency.replace("{window}", &w.display()),
            (Some(w), Reach::Part(p)) => self
                .part
                .replace(
                    "{sectors}",
                    &crate::copy::and_list(&p.window_sector_names()),
                )
                .replace("{places}", p.window_places)
                .replace("{window}", &w.display())
                .replace("{district}", p.district.as_str())
                .replace("{rest}", p.planned_places),
            (None, _) | (_, Reach::PlannedOnly) => self
                .no_emergency
                .replace("{lead}", &lead.as_str().to_lowercase()),
        }
    }
}

/// The district index the site's checker fetches (`/postcode-districts.json`):
/// each district with the areas covering it, as positions in `areas`, in
/// [`areas_covering`] order.
#[derive(Clone, Debug, Serialize, TS, JsonSchema)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct PostcodeIndex {
    pub districts: BTreeMap<String, Vec<u16>>,
    /// Districts we do not serve, each with the sentence saying why.
    pub excluded: BTreeMap<String, String>,
    /// Served districts an arrival window reaches only in part.
    pub part_reach: BTreeMap<String, PartReachView>,
    /// 'ThreeToFiveDays': how soon planned work is booked outside emergency cover.
    pub planned_only_lead: ResponseTime,
    pub areas: Vec<PostcodeArea>,
    pub copy: AnswerCopy,
}

/// A district reached in part, as the site's checker reads it.
#[derive(Clone, Debug, Serialize, TS, JsonSchema)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct PartReachView {
    /// Sector digits within the window (0 of 'G83 0').
    pub window_sectors: Vec<u8>,
    /// 'G83 0 and G83 9'.
    pub window_sector_names: String,
    pub window_places: String,
    pub planned_places: String,
}

/// What an answer says of an area: its name, its page and its emergency cover.
#[derive(Clone, Debug, Serialize, TS, JsonSchema)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct PostcodeArea {
    pub name: String,
    pub slug: Slug,
    /// None: planned work only, no emergency call-outs there.
    pub arrival: Option<ArrivalWindow>,
}

impl PostcodeIndex {
    /// The areas' own districts and those `coverage` serves from nearby
    /// areas, each with its areas in [`Coverage::of`] order, and the
    /// districts it excludes with their reasons.
    pub fn of(areas: &[Area], coverage: &Coverage) -> PostcodeIndex {
        let districts = coverage
            .served(areas)
            .into_iter()
            .map(|(d, found)| {
                let found = found.iter().map(|a| position(areas, a)).collect();
                (d.to_string(), found)
            })
            .collect();
        PostcodeIndex {
            districts,
            excluded: coverage
                .excluded
                .iter()
                .map(|e| {
                    let why = crate::coverage::exclusion_sentence(e);
                    (e.district.as_str().to_string(), why)
                })
                .collect(),
            part_reach: coverage
                .part_reach
                .iter()
                .map(|p| {
                    let view = PartReachView {
                        window_sectors: p.window_sectors.to_vec(),
                        window_sector_names: crate::copy::and_list(&p.window_sector_names()),
                        window_places: p.window_places.into(),
                        planned_places: p.planned_places.into(),
                    };
                    (p.district.as_str().to_string(), view)
                })
                .collect(),
            planned_only_lead: coverage.planned_only_lead,
            areas: areas
                .iter()
                .map(|a| PostcodeArea {
                    name: a.name.into(),
                    slug: a.slug,
                    arrival: a.emergency_arrival,
                })
                .collect(),
            copy: ANSWER_COPY,
        }
    }
}

fn position(areas: &[Area], area: &Area) -> u16 {
    areas
        .iter()
        .position(|a| a.id == area.id)
        .expect("the area is one of these") as u16
}

// The grammar's cases are shared with the site: contract/postcode-vectors.json,
// run by tests/postcode.rs.
#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_problem_has_a_message_naming_an_example() {
        for p in [
            PostcodeProblem::Empty,
            PostcodeProblem::TooLong,
            PostcodeProblem::AreaOnly("G".into()),
            PostcodeProblem::Incomplete {
                district: "G11".into(),
            },
            PostcodeProblem::NotAPostcode,
        ] {
            let m = p.message();
            assert!(
                m.ends_with('.') && (m.contains("G11") || m.contains("PA1")),
                "{m}"
            );
        }
    }

    #[test]
    fn a_whole_postcode_gives_its_sector() {
        assert_eq!(parse("g83 7aa").unwrap().sector(), Some(7));
        assert_eq!(parse("EC1A1BB").unwrap().sector(), Some(1));
        assert_eq!(parse("G83").unwrap().sector(), None);
    }
}
