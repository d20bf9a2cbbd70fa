//! The API: takes enquiries (never losing an acknowledged one), page views and
//! newsletter signups, sends notifications through a durable outbox, and in a
//! one-box deployment serves the static export.

pub mod admin;
pub mod app;
pub mod backup;
pub mod cli;
pub mod client;
pub mod config;
pub mod contact;
pub mod contact_clicks;
pub mod csp;
pub mod db;
pub mod digest;
pub mod enquiries;
pub mod error;
pub mod extract;
pub mod headers;
pub mod health;
pub mod mail;
pub mod newsletter;
pub mod outbox;
pub mod owner;
pub mod page_views;
pub mod people;
pub mod phone;
pub mod postcode;
pub mod push;
pub mod rate_limit;
pub mod retention;
pub mod routes_table;
pub mod server;
pub mod state;
pub mod static_site;
pub mod templates;
pub mod text;
pub mod uk_time;
pub mod visitors;
