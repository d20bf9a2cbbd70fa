//! The quote form's service list (decision 38): the brief's ten options in
//! their order, then one per other trade of the catalogue, then 'Other'. With
//! only the ten (plumbing and heating), an electrician's or a roofer's
//! enquiry was filed as plumbing (issue 33.8). The list is derived here from
//! the catalogue's closed sets, so the site's form, the API's contract and
//! the no-JavaScript form's list are one list.

use crate::{Category, QuoteService};
use serde::{Serialize, Serializer};

/// One option of the quote form's service list.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum QuoteOption {
    /// One of the brief's ten (brief 5).
    Listed(QuoteService),
    /// A trade of the catalogue none of the ten covers
    /// ([`Category::has_own_option`]), by its name: 'Electrical'.
    Trade(Category),
    /// Anything else.
    Other,
}

impl QuoteOption {
    /// Every option, in the order the form lists them.
    pub fn all() -> Vec<QuoteOption> {
        QuoteService::ALL
            .iter()
            .map(|&s| QuoteOption::Listed(s))
            .chain(
                Category::ALL
                    .iter()
                    .filter(|c| c.has_own_option())
                    .map(|&c| QuoteOption::Trade(c)),
            )
            .chain([QuoteOption::Other])
            .collect()
    }

    /// The text of the option, as listed, sent and stored.
    pub const fn as_str(self) -> &'static str {
        match self {
            QuoteOption::Listed(s) => s.as_str(),
            QuoteOption::Trade(c) => c.display_name(),
            QuoteOption::Other => "Other",
        }
    }

    /// The option with exactly this text, if the list has one.
    pub fn parse(text: &str) -> Option<QuoteOption> {
        QuoteOption::all().into_iter().find(|o| o.as_str() == text)
    }

    /// A category's own option: the one of the ten it maps to, else its trade's.
    pub const fn of_category(c: Category) -> QuoteOption {
        match c.quote_service() {
            Some(s) => QuoteOption::Listed(s),
            None => QuoteOption::Trade(c),
        }
    }

    /// Whether a visitor choosing it may be reporting a gas smell, so the
    /// form shows the gas emergency notice first (issue 13.3).
    pub fn involves_gas(self) -> bool {
        match self {
            QuoteOption::Listed(s) => s.involves_gas(),
            QuoteOption::Trade(c) => c.involves_gas(),
            QuoteOption::Other => false,
        }
    }
}

impl std::fmt::Display for QuoteOption {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

/// Its text, as the form lists it (a string on the TypeScript side).
impl Serialize for QuoteOption {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.as_str())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_ten_in_order_then_each_other_trade_then_other() {
        let all: Vec<&str> = QuoteOption::all()
            .into_iter()
            .map(QuoteOption::as_str)
            .collect();
        let ten: Vec<&str> = QuoteService::ALL.iter().map(|s| s.as_str()).collect();
        assert_eq!(all[..10], ten[..]);
        assert_eq!(
            all[10..],
            [
                "Roofing",
                "Guttering",
                "Commercial",
                "High-Rise",
                "Electrical",
                "Gas",
                "Building",
                "Landscaping",
                "Specialist",
                "Other"
            ]
        );
        // One option per text: a parsed option is the one listed.
        for o in QuoteOption::all() {
            assert_eq!(QuoteOption::parse(o.as_str()), Some(o));
        }
        assert_eq!(QuoteOption::parse("electrical"), None);
        assert_eq!(QuoteOption::parse("Electrician"), None);
    }

    #[test]
    fn every_category_has_an_option_and_gas_its_own() {
        for &c in Category::ALL {
            assert!(
                QuoteOption::all().contains(&QuoteOption::of_category(c)),
                "{c}"
            );
        }
        assert_eq!(
            QuoteOption::of_category(Category::Gas),
            QuoteOption::Trade(Category::Gas)
        );
        assert!(QuoteOption::Trade(Category::Gas).involves_gas());
        assert!(!QuoteOption::Trade(Category::Electrical).involves_gas());
        assert_eq!(
            QuoteOption::of_category(Category::Plumbing),
            QuoteOption::Listed(QuoteService::GeneralPlumbing)
        );
    }
}
