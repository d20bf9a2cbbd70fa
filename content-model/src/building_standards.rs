//! Scottish building standards (issue 31.5): which of our work needs a
//! building warrant from the council before it starts, who applies for it,
//! whether our prices include its fee, and whether we are an Approved
//! Certifier of Construction. One typed fact, rendered wherever that work is
//! described or priced (the service's pages, its area and variant pages, the
//! category pages' price cards), so no page retypes it.
//!
//! Scotland's system is not England's Part P: under the Building (Scotland)
//! Act 2003 a warrant is needed for building work, including the provision
//! of services, unless the Building (Scotland) Regulations 2004 (regulation
//! 5, schedule 3) say otherwise. Schedule 3 frees much work in a house (its
//! 'type 1') that it does not free in a flat or maisonette, or in a house of
//! three or more storeys: a rewire or new circuits, a bathroom or kitchen
//! with new drainage or circuits, a new unvented hot-water cylinder. New
//! homes, extensions and loft conversions need one in any building. The
//! statements below say 'usually' because schedule 3 turns on details of
//! each job; the council decides, and the quote says which applies.

use crate::Slug;
use schemars::JsonSchema;
use serde::Serialize;
use ts_rs::TS;

#[derive(Clone, Copy, Debug)]
pub struct BuildingStandards {
    /// Who applies for a warrant.
    pub applicant: WarrantApplicant,
    /// Whether our prices include the council's warrant fee.
    pub fee: WarrantFee,
    /// Our membership of an Approved Certifier of Construction scheme.
    pub approved_certifier: ApprovedCertifier,
    /// The work of ours that may need a warrant, each tied to the service or
    /// priced item that describes it. `codegen check` fails when a service or
    /// price card names such work and is not tied to an entry here.
    pub work: &'static [WarrantWork],
}

/// Who applies for a building warrant.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WarrantApplicant {
    /// The owner applies (the law makes the warrant the owner's
    /// responsibility); we give them the details of our part of the work.
    OwnerWithOurDetails,
    /// We apply on the owner's behalf, as their agent.
    UsOnTheOwnersBehalf,
}

/// Whether a quoted price includes the council's warrant fee.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WarrantFee {
    /// The council's fee is on top of our price.
    NotIncluded,
    /// Our price includes it.
    Included,
}

/// Membership of an Approved Certifier of Construction scheme, under which
/// the certifier's certificate of construction is accepted by the council
/// instead of its own inspection of that work (the warrant is still needed).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ApprovedCertifier {
    /// Not yet recorded: a placeholder `codegen launch-check` lists. No copy
    /// may claim the status while it stands.
    Unconfirmed,
    /// Confirmed not a member.
    NotMember,
    /// A member: the scheme (e.g. 'Electrical Installations to BS 7671') and
    /// the membership number, as the register shows them.
    Member {
        scheme: &'static str,
        number: &'static str,
    },
}

impl ApprovedCertifier {
    pub fn is_member(&self) -> bool {
        matches!(self, ApprovedCertifier::Member { .. })
    }
}

/// Where a kind of work needs a warrant.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, TS, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum WarrantWhere {
    /// In a flat or maisonette, or a house of three or more storeys; in a
    /// house of one or two storeys schedule 3 usually frees it.
    FlatsAndTallHouses,
    /// In any building (new homes, extensions, loft conversions).
    Anywhere,
}

/// What the work is tied to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WarrantScope {
    /// A service: its own page, its area pages and their variants.
    Service(Slug),
    /// A price card on a category page, by page slug and the item's name.
    PriceItem { page: Slug, item: &'static str },
}

#[derive(Clone, Copy, Debug)]
pub struct WarrantWork {
    pub scope: WarrantScope,
    /// The work, as the start of a sentence: 'A rewire or new circuits'.
    pub work: &'static str,
    pub needed: WarrantWhere,
}

/// The note a page shows beside such work.
#[derive(Clone, Debug, Serialize, TS, JsonSchema)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct WarrantNote {
    /// 'A rewire or new circuits usually needs a building warrant …'.
    pub when: String,
    /// Who applies, and that the work waits for the warrant.
    pub applicant: String,
    /// Whether the price includes the council's fee.
    pub fee: String,
}

/// Every note the site shows, by what it is shown beside
/// (`data/building-warrants.json`).
#[derive(Clone, Debug, Serialize, TS, JsonSchema)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct WarrantNotes {
    pub services: Vec<ServiceWarrantNote>,
    /// One per category page with tied price cards.
    pub price_items: Vec<PriceItemWarrantNote>,
}

#[derive(Clone, Debug, Serialize, TS, JsonSchema)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct ServiceWarrantNote {
    pub service: Slug,
    pub note: WarrantNote,
}

#[derive(Clone, Debug, Serialize, TS, JsonSchema)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct PriceItemWarrantNote {
    /// The category page's slug.
    pub page: Slug,
    /// The names of its price cards the note speaks for.
    pub items: Vec<String>,
    pub note: WarrantNote,
}

impl BuildingStandards {
    /// The notes of every tied service, and one per category page for its
    /// tied price cards.
    pub fn notes(&self) -> WarrantNotes {
        let mut notes = WarrantNotes {
            services: Vec::new(),
            price_items: Vec::new(),
        };
        let mut pages: Vec<(Slug, Vec<&WarrantWork>)> = Vec::new();
        for w in self.work {
            match w.scope {
                WarrantScope::Service(service) => notes.services.push(ServiceWarrantNote {
                    service,
                    note: self.note(&[w]),
                }),
                WarrantScope::PriceItem { page, .. } => {
                    match pages.iter_mut().find(|(p, _)| *p == page) {
                        Some((_, list)) => list.push(w),
                        None => pages.push((page, vec![w])),
                    }
                }
            }
        }
        for (page, works) in pages {
            notes.price_items.push(PriceItemWarrantNote {
                page,
                items: works
                    .iter()
                    .filter_map(|w| match w.scope {
                        WarrantScope::PriceItem { item, .. } => Some(item.to_string()),
                        WarrantScope::Service(_) => None,
                    })
                    .collect(),
                note: self.note(&works),
            });
        }
        notes
    }

    /// The note for one kind of work, or for several shown together (a
    /// category page's priced jobs): each rule is said once, the works it
    /// covers joined with 'or'.
    pub fn note(&self, works: &[&WarrantWork]) -> WarrantNote {
        let joined = |needed: WarrantWhere| -> Option<String> {
            let list: Vec<String> = works
                .iter()
                .filter(|w| w.needed == needed)
                .enumerate()
                .map(|(i, w)| {
                    let text = w.work.trim_end_matches(',');
                    if i == 0 {
                        text.to_string()
                    } else {
                        lower_first(text)
                    }
                })
                .collect();
            // A work that ends with a comma ('…, or a refit that adds a
            // circuit,') keeps it alone; several are joined and closed by one.
            let single_comma = works
                .iter()
                .filter(|w| w.needed == needed)
                .any(|w| w.work.ends_with(','));
            (!list.is_empty()).then(|| {
                let sep = if list.len() > 1 || single_comma {
                    ","
                } else {
                    ""
                };
                format!("{}{sep}", list.join(", or "))
            })
        };
        let mut when = Vec::new();
        if let Some(work) = joined(WarrantWhere::FlatsAndTallHouses) {
            when.push(format!(
                "{work} in a flat or maisonette, or in a house of three or more storeys, usually needs a building warrant from the council before the work starts. In a house of one or two storeys it usually does not, though the work must still meet the Scottish building standards."
            ));
        }
        if let Some(work) = joined(WarrantWhere::Anywhere) {
            when.push(format!(
                "{work} need a building warrant from the council before the work starts, whatever the building."
            ));
        }
        let applicant = match self.applicant {
            WarrantApplicant::OwnerWithOurDetails => {
                "The warrant is the property owner’s to apply for: we tell you at the quote whether your job needs one, give you the details of our work for the application, and start that work only once the warrant is granted."
            }
            WarrantApplicant::UsOnTheOwnersBehalf => {
                "We tell you at the quote whether your job needs a warrant, apply for it on your behalf, and start the work only once it is granted."
            }
        };
        let fee = match self.fee {
            WarrantFee::NotIncluded => {
                "Our prices do not include the council’s warrant fee, which the council sets by the value of the work."
            }
            WarrantFee::Included => "Our prices include the council’s warrant fee.",
        };
        WarrantNote {
            when: when.join(" "),
            applicant: applicant.into(),
            fee: fee.into(),
        }
    }

    /// The entry for a service, if its work may need a warrant.
    pub fn for_service(&self, slug: &str) -> Option<&WarrantWork> {
        self.work
            .iter()
            .find(|w| matches!(w.scope, WarrantScope::Service(s) if s.as_str() == slug))
    }

    /// The entry for a category page's price card, if any.
    pub fn for_price_item(&self, page: &str, item: &str) -> Option<&WarrantWork> {
        self.work.iter().find(|w| {
            matches!(w.scope, WarrantScope::PriceItem { page: p, item: i } if p.as_str() == page && i == item)
        })
    }
}

impl BuildingStandards {
    /// `(record, field, message)` for each broken rule: an entry tied to a
    /// service or price card that does not exist, a service or price card
    /// naming warrant work tied to no entry, and copy claiming Approved
    /// Certifier status the catalogue does not record.
    pub fn problems(&self, cat: &crate::Catalogue) -> Vec<(String, String, String)> {
        let mut out = Vec::new();
        let mut add = |record: String, field: &str, message: String| {
            out.push((record, field.to_string(), message))
        };
        for (i, w) in self.work.iter().enumerate() {
            let rec = format!("building_standards.work[{i}]");
            if w.work.trim().is_empty() {
                add(rec.clone(), "work", "is empty; name the work".into());
            }
            match w.scope {
                WarrantScope::Service(s) if cat.service(s.as_str()).is_none() => {
                    add(rec, "scope", format!("`{s}` is not a service"))
                }
                WarrantScope::PriceItem { page, item }
                    if !cat
                        .category_pages
                        .iter()
                        .any(|p| p.slug == page && p.items.iter().any(|x| x.name == item)) =>
                {
                    add(
                        rec,
                        "scope",
                        format!("category page `{page}` prices no item named `{item}`"),
                    )
                }
                _ => {}
            }
        }
        let untied = |what: &str| {
            format!(
                "names work that may need a building warrant in Scotland (`{what}`) but is tied to no entry of `building_standards.work`, so its pages would not say so; add one (issue 31.5)"
            )
        };
        for s in &cat.services {
            let names = std::iter::once(s.name).chain(s.subcategories.iter().map(|c| c.name));
            if let Some(name) = names.into_iter().find(|n| names_warrant_work(n))
                && self.for_service(s.slug.as_str()).is_none()
            {
                add(
                    format!("services[{}]", s.slug),
                    "building_warrant",
                    untied(name),
                );
            }
        }
        for p in &cat.category_pages {
            for (i, item) in p.items.iter().enumerate() {
                if names_warrant_work(item.name)
                    && self.for_price_item(p.slug.as_str(), item.name).is_none()
                {
                    add(
                        format!("category_pages[{}].items[{i}]", p.slug),
                        "building_warrant",
                        untied(item.name),
                    );
                }
            }
        }
        if !self.approved_certifier.is_member() {
            for c in crate::copy::all(cat) {
                for sentence in claims_approved_certifier(c.text) {
                    add(
                        c.record.clone(),
                        &c.field,
                        format!(
                            "claims Approved Certifier of Construction status, which `building_standards.approved_certifier` does not record: \"{sentence}\" (issue 31.5)"
                        ),
                    );
                }
            }
        }
        out
    }
}

fn lower_first(text: &str) -> String {
    let mut chars = text.chars();
    chars
        .next()
        .map(|c| c.to_lowercase().chain(chars).collect())
        .unwrap_or_default()
}

/// Names of work that may need a warrant: a service or price card whose
/// name (or a subcategory's name) says one of these must be tied to an
/// entry of [`BuildingStandards::work`].
pub fn names_warrant_work(name: &str) -> bool {
    let l = name.to_lowercase();
    WARRANT_WORK_NAMES.iter().any(|w| l.contains(w))
}

const WARRANT_WORK_NAMES: [&str; 12] = [
    "rewir",
    "new circuit",
    "charger",
    "chargepoint",
    "bathroom",
    "wet room",
    "kitchen fitting",
    "kitchen installation",
    "new build",
    "extension",
    "loft conversion",
    "heat pump installation",
];

/// Sentences that claim Approved Certifier of Construction status ('approved
/// certifier', 'certifier of construction'): allowed only while the
/// catalogue records the scheme membership.
pub fn claims_approved_certifier(text: &str) -> Vec<&str> {
    crate::copy::sentences(text)
        .filter(|s| {
            let l = s.to_lowercase();
            l.contains("approved certifier") || l.contains("certifier of construction")
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_work_names_and_certifier_claims() {
        assert!(names_warrant_work("Full House Rewires"));
        assert!(names_warrant_work("Complete Bathroom"));
        assert!(!names_warrant_work("Gutter Cleaning"));
        assert_eq!(
            claims_approved_certifier("We are Approved Certifiers of Construction.").len(),
            1
        );
        assert!(claims_approved_certifier("Electrical work is certified.").is_empty());
    }

    #[test]
    fn a_note_says_each_rule_once() {
        let fact = BuildingStandards {
            applicant: WarrantApplicant::OwnerWithOurDetails,
            fee: WarrantFee::NotIncluded,
            approved_certifier: ApprovedCertifier::Unconfirmed,
            work: &[],
        };
        let rewire = WarrantWork {
            scope: WarrantScope::Service(Slug::new("rewiring")),
            work: "A rewire",
            needed: WarrantWhere::FlatsAndTallHouses,
        };
        let charger = WarrantWork {
            work: "A charger on a new circuit",
            ..rewire
        };
        let extension = WarrantWork {
            work: "Extensions",
            needed: WarrantWhere::Anywhere,
            ..rewire
        };
        let note = fact.note(&[&rewire, &charger, &extension]);
        assert!(
            note.when
                .starts_with("A rewire, or a charger on a new circuit, in a flat or maisonette"),
            "{}",
            note.when
        );
        assert_eq!(note.when.matches("usually needs").count(), 1);
        assert!(note.when.ends_with("Extensions need a building warrant from the council before the work starts, whatever the building."));
        assert!(note.fee.contains("do not include"));
    }
}
