//! Money on a lead (`admin/leads`, issue 33.3): the amounts quoted and won,
//! why a lead was lost. (The answer to chasing a quote, `ChaseSent`, is a
//! lead's answer, in `leads`.)

use serde::{Deserialize, Serialize};
use ts_rs::TS;

/// Why a lead was lost: a short list, so Results can count them. Stored as
/// `as_str` in `enquiries.lost_reason` and sent as it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
pub enum LostReason {
    #[serde(rename = "price")]
    Price,
    #[serde(rename = "other-firm")]
    OtherFirm,
    #[serde(rename = "timing")]
    Timing,
    #[serde(rename = "no-reply")]
    NoReply,
    #[serde(rename = "not-needed")]
    NotNeeded,
    #[serde(rename = "other")]
    Other,
}

impl LostReason {
    pub const ALL: [LostReason; 6] = [
        LostReason::Price,
        LostReason::OtherFirm,
        LostReason::Timing,
        LostReason::NoReply,
        LostReason::NotNeeded,
        LostReason::Other,
    ];

    pub const fn as_str(self) -> &'static str {
        match self {
            LostReason::Price => "price",
            LostReason::OtherFirm => "other-firm",
            LostReason::Timing => "timing",
            LostReason::NoReply => "no-reply",
            LostReason::NotNeeded => "not-needed",
            LostReason::Other => "other",
        }
    }

    /// What the owner reads.
    pub const fn label(self) -> &'static str {
        match self {
            LostReason::Price => "Price",
            LostReason::OtherFirm => "Chose another firm",
            LostReason::Timing => "Timing did not suit",
            LostReason::NoReply => "No reply",
            LostReason::NotNeeded => "No longer needed",
            LostReason::Other => "Other",
        }
    }

    pub fn parse(s: &str) -> Option<LostReason> {
        LostReason::ALL.into_iter().find(|r| r.as_str() == s)
    }
}

/// Where a won amount came from: an accepted quote, or typed by hand for
/// work agreed on the phone.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "lowercase")]
pub enum WonSource {
    Quote,
    Hand,
}

impl WonSource {
    pub const fn as_str(self) -> &'static str {
        match self {
            WonSource::Quote => "quote",
            WonSource::Hand => "hand",
        }
    }

    pub fn parse(s: &str) -> Option<WonSource> {
        [WonSource::Quote, WonSource::Hand]
            .into_iter()
            .find(|w| w.as_str() == s)
    }
}

/// A lead's money, as its card and page show it. Amounts are whole pence,
/// VAT included; times RFC 3339 UTC.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct LeadMoney {
    pub quoted_pence: Option<i64>,
    /// When the lead was last quoted (moved to 'quoted' or a quote sent).
    pub quoted_at: Option<String>,
    pub won_pence: Option<i64>,
    pub won_at: Option<String>,
    pub won_source: Option<WonSource>,
    pub lost_reason: Option<LostReason>,
    /// When the customer was last reminded of the quote.
    pub chased_at: Option<String>,
    /// Listed under 'Quotes to chase' now.
    pub chase_due: bool,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lost_reasons_read_back_their_stored_names() {
        for r in LostReason::ALL {
            assert_eq!(LostReason::parse(r.as_str()), Some(r));
            assert_eq!(serde_json::to_value(r).unwrap(), r.as_str());
        }
        assert_eq!(LostReason::parse("Price"), None);
    }
}
