//! Jobs and reviews imported from the inbox by `just import-proof` (codegen
//! import-proof): each job agreed to by its customer, each review recorded
//! from a lead with its public link. WRITTEN BY THAT COMMAND: do not edit by
//! hand; the next import writes it again and removes what was withdrawn.
//! Hand-written jobs and reviews stay in `jobs.rs` and `reviews.rs`.

use content_model::*;

pub(crate) const JOBS: [Job; 0] = [
];

pub(crate) const REVIEWS: [Review; 0] = [
];
