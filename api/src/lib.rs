//! The API: takes enquiries (never losing an acknowledged one), page views and
//! newsletter signups, sends notifications through a durable outbox, and in a
//! one-box deployment serves the static export.
//!
//! # Floor plan
//!
//! The modules are grouped into rooms by concern. A room uses only the rooms
//! listed beside it, so the imports run one way and no circle forms, between
//! rooms or between the modules inside one; `tests/floor_plan.rs` reads the
//! sources and fails naming any circle that appears. Rooms are listed from
//! the bottom up.
//!
//! | Room | What it holds | May use |
//! |------|---------------|---------|
//! | [`config`] | settings from the environment; which proxies to trust | nothing |
//! | [`store`] | the database and its migrations, random tokens, London time, phone numbers, an error's causes on one line | nothing |
//! | [`mail`] | sending mail, the email and page templates | `store` |
//! | [`http`] | error shape, extractors, the text rule, client address, headers and CSP, rate limits, visitor hashes, route table, static export, accept loop | `config`, `store` |
//! | [`enquiries`] | the enquiry: its record, rules and queries | `http`, `store` |
//! | [`proof`] | finished work as proof: what a customer is shown and its hash, consent, review rules, photographs' decoding, the bundle and its status | `http`, `store` |
//! | [`notify`] | the mail outbox and Web Push, each with its worker | `config`, `store`, `mail`, `enquiries` |
//! | [`state`] | `AppState`, what every handler shares, and the page-view counter it holds | `config`, `store`, `mail`, `http`, `notify` |
//! | [`public`] | the handlers the public site calls: contact, newsletter, page views, contact clicks, postcode | the rooms above |
//! | [`owner`] | the owner's reports and subject access, shared by the admin API and the CLI | `store`, `enquiries`, `notify`, `public` |
//! | [`admin`] | the owner's API under `/api/admin/` | the rooms above |
//! | [`tasks`] | daily digest, retention, backups | the rooms above |
//! | [`app`] | the set-up from configuration, the router, health check and the running server with its workers | every room but `cli` |
//! | [`cli`] | the `api` command line | every room |

pub mod admin;
pub mod app;
pub mod cli;
pub mod config;
pub mod enquiries;
pub mod http;
pub mod mail;
pub mod notify;
pub mod owner;
pub mod proof;
pub mod public;
pub mod state;
pub mod store;
pub mod tasks;
