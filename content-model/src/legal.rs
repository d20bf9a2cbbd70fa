//! The consumer law the terms state (issue 31.6), as typed facts the terms'
//! `{{placeholders}}` render, and the clauses the terms must carry.
//!
//! The figures are the law's, not the business's: they live here, once, so
//! the terms, the cancellation form's page and the route list read the same
//! value and the text cannot drift from it. Sources, as in force in Scotland:
//! the Consumer Contracts (Information, Cancellation and Additional Charges)
//! Regulations 2013 (SI 2013/3134, 'CCRs'), the Consumer Rights Act 2015
//! ('CRA') and the Prescription and Limitation (Scotland) Act 1973.

/// Days a consumer has to cancel an off-premises or distance contract
/// without giving a reason (CCRs regs 29-30). For a service contract they end
/// this many days after the day the contract is made; for a contract that
/// includes goods (a 'sales contract', reg 5, which covers a contract for
/// goods and services together) after the day the goods come into the
/// consumer's physical possession (the last of them, if they come apart).
pub const CANCELLATION_DAYS: u8 = 14;

/// Days within which a refund is due after a cancellation (CCRs reg 34).
pub const REFUND_DAYS: u8 = 14;

/// The page that carries the model cancellation form (CCRs Schedule 3,
/// part B), which a trader must give the consumer with the information
/// before an off-premises or distance contract (regs 10 and 13, Schedule 2).
pub const CANCELLATION_FORM_PATH: &str = "/cancellation-form";

/// Days of the short-term right to reject goods that do not conform (CRA
/// s 22): from when ownership has passed, the goods have been delivered
/// and, where the trader installs them, installed.
pub const SHORT_TERM_REJECT_DAYS: u8 = 30;

/// A fault showing within this many months of delivery is taken to have been
/// there at delivery unless the trader proves otherwise (CRA s 19).
pub const PRESUMPTION_MONTHS: u8 = 6;

/// In Scotland a claim under a contract is generally lost after five years
/// (short negative prescription, Prescription and Limitation (Scotland) Act
/// 1973 s 6), not England's six-year limitation period.
pub const PRESCRIPTION_YEARS: u8 = 5;

/// The `{{placeholders}}` these facts fill, with their values.
pub fn placeholder(name: &str) -> Option<String> {
    Some(match name {
        "cancellation_days" => CANCELLATION_DAYS.to_string(),
        "refund_days" => REFUND_DAYS.to_string(),
        "cancellation_form_path" => CANCELLATION_FORM_PATH.to_string(),
        "reject_days" => SHORT_TERM_REJECT_DAYS.to_string(),
        "presumption_months" => PRESUMPTION_MONTHS.to_string(),
        "prescription_years" => PRESCRIPTION_YEARS.to_string(),
        _ => return None,
    })
}

/// Every name `placeholder` answers.
pub const PLACEHOLDERS: [&str; 6] = [
    "cancellation_days",
    "refund_days",
    "cancellation_form_path",
    "reject_days",
    "presumption_months",
    "prescription_years",
];

/// What the terms must say, each as a passage that must appear in their
/// Markdown as written (placeholders unrendered, so a figure typed in place
/// of its placeholder does not count), and why.
pub const TERMS_CLAUSES: [(&str, &str); 11] = [
    (
        "{{cancellation_days}} days after the day the contract is made",
        "the cancellation period of a contract for services (CCRs reg 30)",
    ),
    (
        "{{cancellation_days}} days after the day the goods come into your physical possession",
        "the cancellation period of a contract that includes goods (CCRs reg 30)",
    ),
    (
        "urgent repairs",
        "the urgent-repair exception (CCRs reg 28)",
    ),
    (
        "made to your specification",
        "the exception for goods made to the consumer's specification (CCRs reg 28)",
    ),
    (
        "]({{cancellation_form_path}})",
        "a link to the model cancellation form (CCRs Schedule 3 part B)",
    ),
    (
        "{{reject_days}} days",
        "the short-term right to reject goods (CRA s 22)",
    ),
    (
        "repair or replacement",
        "the repair or replacement of goods (CRA s 23)",
    ),
    (
        "final right to reject",
        "the price reduction or final right to reject goods (CRA s 24)",
    ),
    (
        "{{presumption_months}} months",
        "the presumption that a fault shown within six months was there at delivery (CRA s 19)",
    ),
    (
        "repeat performance",
        "the repeat performance of a service (CRA s 55)",
    ),
    (
        "price reduction",
        "the price reduction for goods and services (CRA ss 24, 56)",
    ),
];

/// The clauses `terms_markdown` lacks, each as `(field, message)`.
pub fn terms_problems(terms_markdown: &str) -> Vec<String> {
    TERMS_CLAUSES
        .iter()
        .filter(|(passage, _)| !terms_markdown.contains(passage))
        .map(|(passage, why)| {
            format!("does not state {why}: write it with the passage `{passage}`")
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_placeholder_has_a_value_and_every_clause_is_reported() {
        for name in PLACEHOLDERS {
            assert!(placeholder(name).is_some(), "{name}");
        }
        assert_eq!(placeholder("fax"), None);
        assert_eq!(terms_problems("").len(), TERMS_CLAUSES.len());
        let all: String = TERMS_CLAUSES
            .iter()
            .map(|(p, _)| format!("{p}\n"))
            .collect();
        assert!(terms_problems(&all).is_empty());
    }
}
