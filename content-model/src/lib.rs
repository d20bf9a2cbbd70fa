//! The vocabulary of the catalogue: closed sets, checked values, entity types
//! and the API contract. No data lives here (that is the `content` crate).

#![forbid(unsafe_code)]

pub mod admin;
mod area;
pub mod building_standards;
mod business;
mod catalogue;
mod checked;
pub mod contract;
pub mod copy;
pub mod copy_rules;
mod cover;
pub mod coverage;
pub use scans::exif;
pub mod gas_first;
pub mod geo;
mod job;
pub mod job_check;
pub mod job_rules;
pub mod legal;
pub mod markdown;
pub mod nearby;
mod opening;
mod pages;
pub mod personal_details;
pub mod placeholders;
mod post;
pub mod postcode;
mod price;
pub mod privacy;
pub mod promises;
pub mod proof_bundle;
mod quote_option;
mod review;
pub mod safety;
pub mod samples;
mod service;
pub use scans::similarity;
pub mod spelling;
pub mod validate;
pub mod views;
mod vocab;
pub mod wording;

pub use area::*;
pub use building_standards::{
    ApprovedCertifier, BuildingStandards, WarrantApplicant, WarrantFee, WarrantNote, WarrantNotes,
    WarrantScope, WarrantWhere, WarrantWork,
};
pub use business::*;
pub use catalogue::*;
pub use checked::*;
pub use contract::{ContactRequest, ContactResponse, NewsletterSignup, PageType, PageView};
pub use cover::*;
pub use coverage::{Coverage, Excluded, Exclusion, Nearby, PartReach, Reach};
pub use geo::Centre;
pub use job::*;
pub use nearby::NearArea;
pub use opening::*;
pub use pages::*;
pub use post::*;
pub use price::*;
pub use promises::{Office, PromiseNow, Promises, Sent};
pub use quote_option::QuoteOption;
pub use review::*;
pub use safety::{Advice, AdviceView, SafetyAdvice};
pub use service::*;
pub use vocab::*;
