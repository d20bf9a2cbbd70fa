//! The compiler's back end: checks the catalogue and compiles it into the files
//! the site builds from (TypeScript types, JSON data, JSON Schemas, routes,
//! sitemaps and static-host rules). Output is deterministic: the same catalogue
//! and options give the same bytes.

#![forbid(unsafe_code)]

pub mod audit;
pub mod audit_cover;
pub mod audit_proof;
pub mod check;
pub mod data;
pub mod emit;
pub mod facts;
pub mod fixture;
pub mod growth;
pub mod import;
pub mod launch;
pub mod page_words;
pub mod page_words_check;
pub mod page_words_local;
pub mod page_words_work;
pub mod photo_meta;
pub mod routes;
pub mod settings;
pub mod static_files;
pub mod structured_data;
pub mod types;
pub mod work_pages;

pub use check::{run_check, run_check_on};
pub use emit::{EmitOptions, EmitReport, emit};
pub use settings::TagManagerId;
