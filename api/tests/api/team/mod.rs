//! The team (issue 33.7) through the real server on both databases: a staff
//! account works leads but is refused the owner's sections, accounts and
//! their roles with the last owner kept, a lead assigned and the 'Mine'
//! list, and phone alerts: an endpoint held by one account, and a lead's
//! later alerts routed to its assignee.
//!
//! `roles` (who may do what, accounts, the audit log), `assign` (assignment
//! and 'Mine'), `alerts` (push takeover and routing).

mod alerts;
mod assign;
mod roles;

pub const STAFF: &str = "fitter@kelvintrades.example";
