//! The `api` command line: one module per command group, each with its
//! arguments (clap) and what it runs. `main.rs` only parses and reports.

pub mod enquiries;
pub mod export_token;
pub mod outbox;
pub mod owner;
pub mod person;

use crate::config::Config;
use crate::store::db::Db;
use clap::{Parser, Subcommand};

#[derive(Parser)]
#[command(
    about = "Takes enquiries, page views and newsletter signups, sends notifications, and serves the site",
    long_about = "Takes enquiries, page views and newsletter signups, sends notifications through a durable outbox, \
and serves the static export.\n\nEvery setting is an environment variable (shown in brackets) with a default that runs out \
of the box: SQLite under ./data and email written as .eml files to ./data/mail."
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Subcommand)]
pub enum Command {
    /// Serve the API (and the static export with --site) until SIGTERM or Ctrl+C.
    Serve(Box<Config>),
    /// Create or update the database schema, then exit.
    Migrate(Database),
    /// List or export enquiries.
    Enquiries {
        #[command(subcommand)]
        command: enquiries::EnquiriesCommand,
    },
    /// Views, enquiries, calls and WhatsApp chats per page, most viewed first.
    Stats {
        #[command(flatten)]
        db: Database,
        #[arg(long, default_value_t = 50)]
        limit: i64,
    },
    /// See and manage queued email: list, retry or abandon messages.
    Outbox {
        #[command(subcommand)]
        command: outbox::OutboxCommand,
    },
    /// Owner accounts for the inbox at /admin: add, change a password, remove, list.
    Owner {
        #[command(subcommand)]
        command: owner::OwnerCommand,
    },
    /// Subject access and erasure: everything held about one email address or phone number.
    Person {
        #[command(subcommand)]
        command: person::PersonCommand,
    },
    /// Tokens for `just import-proof`: create (printed once), list, revoke.
    ExportToken {
        #[command(subcommand)]
        command: export_token::ExportTokenCommand,
    },
    /// Copy the SQLite database to DEST (a new file) while the service runs;
    /// for PostgreSQL use pg_dump. See 'SQLite backup and restore' in docs/deploy.md.
    Backup {
        #[command(flatten)]
        db: Database,
        dest: std::path::PathBuf,
    },
}

/// The database a command works on.
#[derive(clap::Args)]
pub struct Database {
    /// sqlite://path/to/file.db or postgres://user@host/db.
    #[arg(long, env = "DATABASE_URL", default_value = "sqlite://data/site.db")]
    pub database_url: String,
}

pub fn init_logs(json: bool) {
    let filter = tracing_subscriber::EnvFilter::try_from_env(crate::config::LOG_FILTER_ENV)
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

/// Runs one command to its end. An error reads `what failed: why`, each
/// cause after the last (`main` prints it so).
pub async fn run(cli: Cli) -> anyhow::Result<()> {
    match cli.command {
        Command::Serve(cfg) => {
            init_logs(cfg.log_format == "json");
            crate::app::serve(*cfg).await
        }
        Command::Migrate(db) => {
            init_logs(false);
            Db::connect(&db.database_url).await?;
            eprintln!("database is up to date");
            Ok(())
        }
        Command::Enquiries { command } => enquiries::run(command).await,
        Command::Stats { db, limit } => enquiries::stats(db, limit).await,
        Command::Outbox { command } => outbox::run(command).await,
        Command::Owner { command } => owner::run(command).await,
        Command::Person { command } => person::run(command).await,
        Command::ExportToken { command } => export_token::run(command).await,
        Command::Backup { db, dest } => {
            let copied = crate::tasks::backup::sqlite_to(&db.database_url, &dest).await?;
            println!(
                "backed up to {} ({} bytes, {} enquiries; integrity check ok)",
                copied.dest.display(),
                copied.bytes,
                copied.enquiries
            );
            Ok(())
        }
    }
}
