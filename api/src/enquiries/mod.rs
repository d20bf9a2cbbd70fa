//! The enquiry's one home: what is stored, how it is written, and the rules
//! and queries the owner's tools read it with. The HTTP handlers (the public
//! form in `contact`, the inbox in `admin::leads`) call these; the enquiry's
//! wire types are `content_model::admin`'s.
//!
//! | module    | its job |
//! |-----------|---------|
//! | `record`  | the stored enquiry, its insert, and every change the owner makes to a lead |
//! | `lead`    | one lead with its workflow columns |
//! | `filter`  | what a view, its filters and the search select |
//! | `search`  | the word index the search goes through |
//! | `pin`     | which emergencies stay at the top, and for how long |
//! | `overdue` | which leads are past their follow-up date |

// Public for the inbox benchmark, which times the search's SQL.
pub mod filter;
mod lead;
pub mod overdue;
pub mod pin;
pub mod record;
pub mod search;

pub use lead::Lead;
pub use record::{Enquiry, EnquiryStatus, LeadChange, change_lead};

/// A real lead's place in the owner's workflow: part of the owner's API, so
/// defined with it. Stored as `as_str`.
pub use content_model::admin::LeadStage as Stage;

/// What a stage that is not one gets.
pub const CHOOSE_STAGE: &str = "Choose a stage: new, contacted, quoted, won or lost.";
