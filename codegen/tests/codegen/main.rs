//! codegen's integration tests, in one test binary (issue 35: `.ci/run`
//! within 10 minutes). Each file below was a binary of its own, linking
//! `codegen` and the whole catalogue, and cargo ran them one after another;
//! as modules of one binary they are linked once and their tests share the
//! runner's threads: 43 s -> 39 s for all of them on 2 cores.

// Shared helpers: a broken catalogue to check, a one-page export to audit.
mod broken;
mod one_page;

mod check_bites;
mod cover_bites;
mod docs_links;
mod earned_words;
mod emit;
mod gas_first_bites;
mod import_proof;
mod job_bites;
mod launch_check;
mod legal_bites;
mod nearness;
mod page_words_bites;
mod promise_bites;
mod review_platform_bites;
mod sample_bites;
