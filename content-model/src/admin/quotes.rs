//! Quotes on a lead (issue 33.1-2): what the inbox sends to write one, and
//! what it reads back. Amounts are whole pence, VAT included, as the
//! customer pays them; the limits below are the API's and the inbox's.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

/// The most lines one quote may have.
pub const QUOTE_MAX_LINES: usize = 20;
/// The longest a line's description may be, in characters.
pub const QUOTE_DESCRIPTION_MAX_CHARS: usize = 200;
/// The largest amount one line may carry: £1,000,000.00.
pub const QUOTE_LINE_MAX_PENCE: i64 = 100_000_000;

/// Where a quote stands. `Expired` is never stored: it is a quote still
/// 'sent' whose valid-until day has passed (UK calendar).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
#[serde(rename_all = "lowercase")]
pub enum QuoteStatus {
    Sent,
    Accepted,
    Declined,
    Superseded,
    Expired,
}

impl QuoteStatus {
    /// The statuses a row can hold (`Expired` is worked out, not stored).
    pub const STORED: [QuoteStatus; 4] = [
        QuoteStatus::Sent,
        QuoteStatus::Accepted,
        QuoteStatus::Declined,
        QuoteStatus::Superseded,
    ];

    pub const fn as_str(self) -> &'static str {
        match self {
            QuoteStatus::Sent => "sent",
            QuoteStatus::Accepted => "accepted",
            QuoteStatus::Declined => "declined",
            QuoteStatus::Superseded => "superseded",
            QuoteStatus::Expired => "expired",
        }
    }

    pub fn parse_stored(s: &str) -> Option<QuoteStatus> {
        QuoteStatus::STORED.into_iter().find(|q| q.as_str() == s)
    }
}

/// One line of a quote: what is done and its price, VAT included.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct QuoteLine {
    pub description: String,
    pub amount_pence: i64,
}

/// `POST /leads/{id}/quotes`: a new version, sent at once.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct NewQuote {
    pub lines: Vec<QuoteLine>,
    /// The lead's version the screen showed.
    pub version: i64,
}

/// A quote as the lead's page lists it, newest version first.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct Quote {
    pub version: i64,
    pub status: QuoteStatus,
    pub lines: Vec<QuoteLine>,
    pub total_pence: i64,
    /// The VAT inside the total, at the rate it was written with.
    pub vat_pence: i64,
    /// Basis points: 2000 is 20%.
    pub vat_rate_basis_points: i64,
    /// `YYYY-MM-DD`, UK calendar: valid to the end of that day.
    pub valid_until: String,
    /// The account that sent it.
    pub created_by: String,
    pub created_at: String,
    /// When the customer accepted or declined it.
    pub decided_at: Option<String>,
    /// The name the customer typed to accept it.
    pub accepted_name: Option<String>,
    pub decline_reason: Option<String>,
    /// The customer's private page, to send again.
    pub link: String,
}

/// What a new quote is written with, from the catalogue: the inbox shows the
/// VAT and the validity while the owner types.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct QuoteTerms {
    pub vat_rate_basis_points: i64,
    pub vat_number: String,
    pub validity_days: i64,
}

/// The VAT inside `total_pence` (VAT included) at `rate_bp` basis points,
/// rounded half up to the penny: total x rate / (10000 + rate). Integer
/// arithmetic only, so both sides agree to the penny.
pub const fn vat_inside(total_pence: i64, rate_bp: i64) -> i64 {
    let divisor = 10_000 + rate_bp;
    (total_pence * rate_bp * 2 + divisor) / (divisor * 2)
}

/// `£1,234.50`: pounds with thousands separators and always the pence, as
/// a quote prints every amount (a price list may drop '.00'; a quote adds up).
pub fn pounds(pence: i64) -> String {
    let sign = if pence < 0 { "-" } else { "" };
    let pence = pence.unsigned_abs();
    let digits = (pence / 100).to_string();
    let mut grouped = String::new();
    for (i, ch) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            grouped.push(',');
        }
        grouped.push(ch);
    }
    format!("{sign}£{grouped}.{:02}", pence % 100)
}

/// `20%`, or `17.5%`: a rate in basis points as people write it.
pub fn percent(rate_bp: i64) -> String {
    let (whole, rest) = (rate_bp / 100, rate_bp % 100);
    match rest {
        0 => format!("{whole}%"),
        r if r % 10 == 0 => format!("{whole}.{}%", r / 10),
        r => format!("{whole}.{r:02}%"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn amounts_and_rates_print_as_written() {
        assert_eq!(pounds(123_450), "£1,234.50");
        assert_eq!(pounds(1), "£0.01");
        assert_eq!(pounds(100_000_000), "£1,000,000.00");
        assert_eq!(percent(2000), "20%");
        assert_eq!(percent(1750), "17.5%");
        assert_eq!(percent(525), "5.25%");
    }

    #[test]
    fn vat_inside_a_total_is_a_sixth_at_twenty_percent() {
        assert_eq!(vat_inside(12_000, 2000), 2_000);
        assert_eq!(vat_inside(123_450, 2000), 20_575);
        // 100p at 20%: 16.666... rounds to 17.
        assert_eq!(vat_inside(100, 2000), 17);
        assert_eq!(vat_inside(1, 2000), 0);
        assert_eq!(vat_inside(5_000, 0), 0);
        // Twenty lines of a million pounds stay well inside i64.
        assert_eq!(vat_inside(20 * QUOTE_LINE_MAX_PENCE, 2000), 333_333_333);
    }

    #[test]
    fn statuses_read_back_their_stored_names() {
        for s in QuoteStatus::STORED {
            assert_eq!(QuoteStatus::parse_stored(s.as_str()), Some(s));
            assert_eq!(serde_json::to_value(s).unwrap(), s.as_str());
        }
        assert_eq!(QuoteStatus::parse_stored("expired"), None);
    }
}
