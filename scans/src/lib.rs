//! The scans: pure functions that read text and bytes for what they claim or
//! carry. What a sentence promises, how a word is spelt, where a page
//! mentions a gas smell, whether a reply time is said otherwise than the
//! catalogue says it, how much wording two pages share, whether a
//! photograph gives away where it was taken. No catalogue types.
//!
//! They are their own crate so that they alone are compiled optimised in
//! debug builds (the workspace's Cargo.toml): `codegen check` runs them over
//! every text of the catalogue, the words of every page and every original
//! photograph, and the export audit over all ~14,000 built pages, while
//! `content-model`'s types and their derives (most of its code) compile
//! unoptimised, in a quarter of the time (issue 35). `content-model`
//! re-exports each module where its callers look for it
//! (`content_model::copy`, `wording`, `spelling`, `similarity`,
//! `gas_first`, `safety`, `exif`) or wraps it (`promises::misstated`),
//! beside the rules there that read the catalogue's own types.

#![forbid(unsafe_code)]

pub mod copy;
pub mod exif;
pub mod gas_first;
pub mod promises;
pub mod safety;
pub mod similarity;
pub mod spelling;
pub mod wording;
