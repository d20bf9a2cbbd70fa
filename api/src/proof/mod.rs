//! Finished work becomes proof (issue 34): the job written on a won lead,
//! its photographs, the customer's consent to show it, the reviews recorded
//! from it, and what the import takes into the catalogue.
//!
//! `shown` is the one home of 'what the customer is shown': the consent page
//! renders it, the consent records its hash, the inbox compares the hash to
//! say whether an edit needs a new agreement, and the export publishes only
//! what was agreed to, byte for byte.

pub mod consent;
pub mod export;
pub mod image;
pub mod review_request;
pub mod review_rules;
pub mod reviews;
pub mod shown;
pub mod status;
pub mod tokens;
