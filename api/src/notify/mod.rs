//! Notifications queued durably and sent by background workers: email
//! through the outbox and alerts on the owner's phone through Web Push, and
//! the customer's emails about a visit.

pub mod outbox;
pub mod push;
pub mod visits;
