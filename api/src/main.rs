//! `api`: the enquiry, page-view and newsletter service, and the owner's
//! tools. The commands live in `api::cli`; this parses and reports.

#![forbid(unsafe_code)]

use clap::Parser;
use std::process::ExitCode;

#[tokio::main]
async fn main() -> ExitCode {
    match api::cli::run(api::cli::Cli::parse()).await {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            // `api: what failed: why`, as the command has always said it.
            eprintln!("api: {}", api::store::causes::with_causes(e.as_ref()));
            ExitCode::FAILURE
        }
    }
}
