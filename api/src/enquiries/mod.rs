//! The enquiry's one home: what is stored, how it is written, and the rules
//! and queries the owner's tools read it with. The HTTP handlers (the public
//! form in `contact`, the inbox in `admin::leads`) call these; the enquiry's
//! wire types are `content_model::admin`'s.
//!
//! | module    | its job |
//! |-----------|---------|
//! | `record`  | the stored enquiry, its insert, and every change the owner makes to a lead |
//! | `history` | the stored record of each change the owner makes to a lead |
//! | `lead`    | one lead with its workflow columns |
//! | `filter`  | what a view, its filters and the search select |
//! | `list`    | a page of a view, the counts, the filter values, a download's rows, the pulse's figures |
//! | `person`  | one person's enquiries, and deleting enquiries with everything about them |
//! | `related` | the other enquiries from the same phone or email |
//! | `contact_keys` | the phone's tail and the email's key those are found by |
//! | `search`  | the word index the search goes through |
//! | `pin`     | which emergencies stay at the top, and for how long |
//! | `overdue` | which leads are past their follow-up date |
//! | `visits`  | a lead's visits: the checked time, booking, moving, cancelling, the coming days, the reminder's claim |
//! | `quote`   | a lead's quotes: the rules of their lines, each version as sent, the customer's decision |
//! | `visit_slot` | the visit the owner chose, checked on the UK clock |
//! | `area`    | the catalogue area the postcode or town typed resolves to |
//! | `money`   | amounts in pence, written for people and spreadsheets; lost reasons |
//! | `chase`   | which quotes are due a reminder |

// Public for the inbox benchmark, which times the search's SQL.
pub mod area;
pub mod chase;
pub mod contact_keys;
pub mod filter;
pub mod history;
mod lead;
pub mod list;
pub mod money;
pub mod overdue;
pub mod person;
pub mod pin;
pub mod quote;
pub mod record;
// Public for the growth seed and the tests, which store enquiries with
// their contact keys and look at the lookup's plan.
pub mod related;
pub mod search;
mod visit_slot;
pub mod visits;

pub use lead::Lead;
pub use record::{Enquiry, EnquiryStatus, LeadChange, StageMoney, change_lead};
pub use related::related;

/// A real lead's place in the owner's workflow: part of the owner's API, so
/// defined with it. Stored as `as_str`.
pub use content_model::admin::LeadStage as Stage;

/// What a stage that is not one gets.
pub const CHOOSE_STAGE: &str = "Choose a stage: new, contacted, quoted, won or lost.";
