//! The API: takes enquiries (never losing an acknowledged one), page views and
//! newsletter signups, sends notifications through a durable outbox, and in a
//! one-box deployment serves the static export.

pub mod admin;
pub mod app;
pub mod cli;
pub mod config;
pub mod enquiries;
pub mod http;
pub mod mail;
pub mod notify;
pub mod owner;
pub mod public;
pub mod state;
pub mod store;
pub mod tasks;
