//! Gas first (issue 31.1, decision 31): the rule lives in
//! [`scans::gas_first`] (compiled optimised: the export audit runs it
//! over every page); this module sets it up from the catalogue's numbers and
//! holds the catalogue copy to it.

use crate::{Business, PublicLine};
pub use scans::gas_first::{GasFirst, GasProblem, mentions};

/// The rule with `b`'s numbers: its gas line, its phone and WhatsApp, and
/// the other organisations' lines it names.
pub fn of(b: &Business) -> GasFirst {
    let others: Vec<&str> = b.other_lines.iter().map(|l| l.phone.display()).collect();
    GasFirst::new(
        b.gas_emergency.name,
        b.gas_emergency.phone.display(),
        &[b.phone.display(), b.whatsapp.display()],
        &others,
    )
}

/// Catalogue copy that mentions a gas smell or leak without `line`'s
/// number or its `{gas_phone}` placeholder
/// (`scans::gas_first::prompts_without_number`).
pub fn prompts_without_number<'a>(text: &'a str, line: &PublicLine) -> Vec<&'a str> {
    scans::gas_first::prompts_without_number(text, line.phone.display())
}

/// Whether `text` gives `line`'s number, however spaced, or its
/// `{gas_phone}` placeholder (`{{gas_phone}}` in Markdown).
pub fn carries_number(text: &str, line: &PublicLine) -> bool {
    scans::gas_first::carries_number(text, line.phone.display())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::UkPhone;

    #[test]
    fn catalogue_copy_carries_the_number_or_its_placeholder() {
        let line = PublicLine {
            name: "National Gas Emergency Service",
            phone: UkPhone::new("0800 111 999", "+44800111999"),
        };
        assert_eq!(
            prompts_without_number("Boilers. If you smell gas, call us first.", &line),
            vec!["If you smell gas, call us first"]
        );
        assert!(prompts_without_number("If you smell gas, call 0800 111 999.", &line).is_empty());
        assert!(prompts_without_number("Smell gas? Call {gas_phone}.", &line).is_empty());
        assert!(prompts_without_number("Gas Leak Repairs", &line).is_empty());
    }
}
