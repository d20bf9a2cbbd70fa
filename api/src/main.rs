//! `api`: the enquiry, page-view and newsletter service, and the owner's tools.

use api::config::Config;
use api::db::Db;
use api::owner;
use clap::{Parser, Subcommand, ValueEnum};
use std::process::ExitCode;

#[derive(Parser)]
#[command(
    about = "Takes enquiries, page views and newsletter signups, sends notifications, and serves the site",
    long_about = "Takes enquiries, page views and newsletter signups, sends notifications through a durable outbox, \
and serves the static export.\n\nEvery setting is an environment variable (shown in brackets) with a default that runs out \
of the box: SQLite under ./data and email written as .eml files to ./data/mail."
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Serve the API (and the static export with --site) until SIGTERM or Ctrl+C.
    Serve(Box<Config>),
    /// Create or update the database schema, then exit.
    Migrate(Db_),
    /// List or export enquiries.
    Enquiries {
        #[command(subcommand)]
        command: EnquiriesCommand,
    },
    /// Views and enquiries per page, most viewed first.
    Stats {
        #[command(flatten)]
        db: Db_,
        #[arg(long, default_value_t = 50)]
        limit: i64,
    },
}

#[derive(clap::Args)]
struct Db_ {
    /// sqlite://path/to/file.db or postgres://user@host/db.
    #[arg(long, env = "DATABASE_URL", default_value = "sqlite://data/site.db")]
    database_url: String,
}

#[derive(Subcommand)]
enum EnquiriesCommand {
    /// The most recent enquiries as a table.
    List {
        #[command(flatten)]
        db: Db_,
        /// Include spam and incomplete submissions.
        #[arg(long)]
        all: bool,
        #[arg(long, default_value_t = 50)]
        limit: i64,
    },
    /// Every enquiry as CSV or JSON on standard output.
    Export {
        #[command(flatten)]
        db: Db_,
        #[arg(long, value_enum, default_value = "csv")]
        format: Format,
        /// Include spam and incomplete submissions.
        #[arg(long)]
        all: bool,
    },
}

#[derive(Clone, Copy, ValueEnum)]
enum Format {
    Csv,
    Json,
}

fn init_logs(json: bool) {
    let filter = tracing_subscriber::EnvFilter::try_from_env("LOG")
        .unwrap_or_else(|_| "info,tower_http=info,sqlx=warn".into());
    let builder = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr);
    if json {
        builder.json().init();
    } else {
        builder.init();
    }
}

#[tokio::main]
async fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Serve(cfg) => {
            init_logs(cfg.log_format == "json");
            api::app::serve(*cfg).await
        }
        Command::Migrate(db) => {
            init_logs(false);
            Db::connect(&db.database_url)
                .await
                .map(|_| eprintln!("database is up to date"))
        }
        Command::Enquiries { command } => match command {
            EnquiriesCommand::List { db, all, limit } => {
                match Db::connect(&db.database_url).await {
                    Ok(db) => owner::enquiries(&db, all, limit)
                        .await
                        .map(|rows| owner::print_table(&rows))
                        .map_err(|e| e.to_string()),
                    Err(e) => Err(e),
                }
            }
            EnquiriesCommand::Export { db, format, all } => {
                match Db::connect(&db.database_url).await {
                    Ok(db) => owner::enquiries(&db, all, i64::MAX)
                        .await
                        .map_err(|e| e.to_string())
                        .map(|rows| match format {
                            Format::Csv => print!("{}", owner::to_csv(&rows)),
                            Format::Json => println!(
                                "{}",
                                serde_json::to_string_pretty(&rows).unwrap_or_default()
                            ),
                        }),
                    Err(e) => Err(e),
                }
            }
        },
        Command::Stats { db, limit } => match Db::connect(&db.database_url).await {
            Ok(db) => owner::stats(&db, limit)
                .await
                .map_err(|e| e.to_string())
                .map(|rows| {
                    println!(
                        "{:<60}  {:<22}  {:>7}  {:>7}  {:>9}",
                        "page", "type", "views", "unique", "enquiries"
                    );
                    for r in rows {
                        println!(
                            "{:<60}  {:<22}  {:>7}  {:>7}  {:>9}",
                            r.page_path, r.page_type, r.views, r.unique_visitors, r.enquiries
                        );
                    }
                }),
            Err(e) => Err(e),
        },
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("api: {e}");
            ExitCode::FAILURE
        }
    }
}
