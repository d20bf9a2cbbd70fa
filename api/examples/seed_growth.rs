//! `just seed-growth <DATABASE_URL>`: puts two years of a busy firm's leads
//! into a database for benchmarks (issue 35.1): 20,000 leads over 24 months
//! with their quotes, visits, history, reviews and job drafts, their mail,
//! and a year of page views. A SQLite URL (`sqlite://growth.db`) or a
//! PostgreSQL one; migrated first with the API's own migrations.
//!
//! A database that already holds leads is refused unless `--force` is given,
//! which deletes every lead, page view and subscriber in it first: this is
//! for benchmark databases, never a real inbox.
//!
//! An example rather than a command of `api`, so the server's release build
//! (`just run`) neither compiles nor ships it.

#[path = "../benches/common/seed/mod.rs"]
mod seed;

use clap::Parser;

#[derive(Parser)]
#[command(about = "Seed a benchmark database with two years of leads")]
struct Args {
    /// sqlite://path/to/file.db or postgres://user@host/database
    database_url: String,
    /// How many leads, spread over the last 24 months.
    #[arg(long, default_value_t = seed::Plan::GROWTH.leads)]
    leads: usize,
    /// Page views over the last 365 days (0 for none).
    #[arg(long, default_value_t = seed::Plan::GROWTH.views)]
    views: i64,
    /// Delete every lead, page view and subscriber already there first.
    #[arg(long)]
    force: bool,
}

#[tokio::main]
async fn main() -> std::process::ExitCode {
    let args = Args::parse();
    let plan = seed::Plan {
        leads: args.leads,
        views: args.views,
        replace: args.force,
        ..seed::Plan::GROWTH
    };
    println!(
        "seeding {} leads and {} page views…",
        plan.leads, plan.views
    );
    match seed::seed(&args.database_url, &plan).await {
        Ok(s) => {
            for (table, n) in &s.rows {
                println!("  {table:<24} {n:>9} rows");
            }
            println!(
                "seeded in {:.1} s ({} page paths{})",
                s.seconds,
                s.paths,
                if s.routes_file.is_some() {
                    " from site/generated/routes.json"
                } else {
                    ", made up: run `just gen` for the site's own"
                }
            );
            std::process::ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("seed-growth: {e}");
            std::process::ExitCode::FAILURE
        }
    }
}
