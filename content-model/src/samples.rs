//! How a sample may be described (decision 26, issue 31.8): the shipped jobs
//! and reviews are examples, so nothing near them may call them real work,
//! a price someone paid or a review someone verified. `codegen audit-export`
//! reads every built page that shows a sample with [`calls_real`].

use crate::copy::sentences;

/// Words that present a job or review as real: a price paid, a completion
/// for a customer, a verification, recent work, what customers say.
const REAL: [&str; 11] = [
    "price paid",
    "completed for",
    "verified",
    "recent jobs",
    "recent work",
    "our recent",
    "customers say",
    "homeowners say",
    "say about the work",
    "reviews from glasgow",
    "by glasgow homeowners",
];

/// Sentences of `text` that describe what they show as real work or real
/// reviews (run on a sample's card, and on a page that shows only samples).
pub fn calls_real(text: &str) -> Vec<&str> {
    sentences(text)
        .filter(|s| {
            let l = s.to_lowercase();
            REAL.iter().any(|w| l.contains(w))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_real_work_claims() {
        for real in [
            "Price paid £120 inc. VAT",
            "Our Work: Recent Jobs Across Glasgow",
            "Read what Glasgow homeowners say about Kelvin Trades.",
            "Verified on Google",
        ] {
            assert_eq!(calls_real(real).len(), 1, "{real}");
        }
        for example in [
            "Example price £120 inc. VAT",
            "Examples of how finished jobs appear here; each is marked ‘Example, not a real job’.",
        ] {
            assert_eq!(calls_real(example), Vec::<&str>::new(), "{example}");
        }
    }
}
