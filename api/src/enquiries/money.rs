//! Money on a lead (issue 33.3, migration 0020): amounts are whole pence,
//! VAT included, from the inbox to the database and back; these are the
//! rules for what an amount may be and how one is written for people and
//! for spreadsheets. No floating point anywhere.

/// `£1,234.50`: one way of writing an amount for people, the quote's.
pub use content_model::admin::pounds;
pub use content_model::admin::{LostReason, WonSource};

/// The largest amount accepted: £10,000,000, far above any job the firm
/// does, far below where a sum of many could overflow.
pub const MAX_PENCE: i64 = 1_000_000_000;

/// What an amount outside 1p..=MAX_PENCE gets.
pub const AMOUNT_RANGE: &str = "The amount must be from £0.01 to £10,000,000.00.";

/// Whether `pence` is an amount a lead can carry.
pub fn valid_amount(pence: i64) -> bool {
    (1..=MAX_PENCE).contains(&pence)
}

/// What a lost lead without a reason, or with one not on the list, gets:
/// the list, in the API's names and the owner's words.
pub fn choose_reason() -> String {
    let list: Vec<String> = LostReason::ALL
        .iter()
        .map(|r| format!("{} ({})", r.as_str(), r.label()))
        .collect();
    format!("Say why it was lost: {}.", list.join(", "))
}

/// `1234.50`: pounds and pence as a spreadsheet or accounts package reads
/// a number, without a symbol or separators.
pub fn plain_pounds(pence: i64) -> String {
    let sign = if pence < 0 { "-" } else { "" };
    let p = pence.unsigned_abs();
    format!("{sign}{}.{:02}", p / 100, p % 100)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn amounts_are_written_to_the_penny() {
        assert_eq!(pounds(0), "£0.00");
        assert_eq!(pounds(10), "£0.10");
        assert_eq!(pounds(123_450), "£1,234.50");
        assert_eq!(pounds(100_000_000_001), "£1,000,000,000.01");
        assert_eq!(pounds(100_000_001), "£1,000,000.01");
        assert_eq!(plain_pounds(123_450), "1234.50");
        assert_eq!(plain_pounds(5), "0.05");
        assert!(valid_amount(1) && valid_amount(MAX_PENCE));
        assert!(!valid_amount(0) && !valid_amount(-1) && !valid_amount(MAX_PENCE + 1));
        assert!(choose_reason().contains("other-firm (Chose another firm)"));
    }
}
