//! `api`: the enquiry, page-view and newsletter service, and the owner's tools.

#![forbid(unsafe_code)]

use api::config::Config;
use api::db::Db;
use api::{outbox, owner};
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
    /// Views, enquiries, calls and WhatsApp chats per page, most viewed first.
    Stats {
        #[command(flatten)]
        db: Db_,
        #[arg(long, default_value_t = 50)]
        limit: i64,
    },
    /// See and manage queued email: list, retry or abandon messages.
    Outbox {
        #[command(subcommand)]
        command: OutboxCommand,
    },
    /// Owner accounts for the inbox at /admin: add, change a password, remove, list.
    Owner {
        #[command(subcommand)]
        command: OwnerCommand,
    },
    /// Subject access and erasure: everything held about one email address or phone number.
    Person {
        #[command(subcommand)]
        command: PersonCommand,
    },
    /// Copy the SQLite database to DEST (a new file) while the service runs;
    /// for PostgreSQL use pg_dump. See 'SQLite backup and restore' in the README.
    Backup {
        #[command(flatten)]
        db: Db_,
        dest: std::path::PathBuf,
    },
}

#[derive(Subcommand)]
enum OwnerCommand {
    /// Create an account; asks for its password twice (or reads two lines
    /// from standard input when that is not a terminal).
    Add {
        #[command(flatten)]
        db: Db_,
        email: String,
    },
    /// Set a new password (asked as for `add`); signs the account out everywhere.
    Passwd {
        #[command(flatten)]
        db: Db_,
        email: String,
    },
    /// Delete an account and end its sessions.
    Remove {
        #[command(flatten)]
        db: Db_,
        email: String,
    },
    /// Turn on a second factor: prints a secret for an authenticator app,
    /// then asks for the code it shows (a line on standard input) to confirm.
    /// The account's sessions end.
    TotpOn {
        #[command(flatten)]
        db: Db_,
        email: String,
    },
    /// Turn the second factor off (a lost phone).
    TotpOff {
        #[command(flatten)]
        db: Db_,
        email: String,
    },
    /// Accounts with when they were created and last signed in.
    List {
        #[command(flatten)]
        db: Db_,
    },
}

async fn owner_command(command: OwnerCommand) -> Result<(), String> {
    use api::admin::accounts::{self, OwnerEmail};
    match command {
        OwnerCommand::Add { db, email } => {
            let email = OwnerEmail::parse(&email)?;
            let db = Db::connect(&db.database_url).await?;
            let password = accounts::read_new_password(&email)?;
            accounts::add(&db, &email, &password).await?;
            println!("added {}: sign in at /admin", email.as_str());
            Ok(())
        }
        OwnerCommand::Passwd { db, email } => {
            let email = OwnerEmail::parse(&email)?;
            let db = Db::connect(&db.database_url).await?;
            let password = accounts::read_new_password(&email)?;
            accounts::set_password(&db, &email, &password).await?;
            println!(
                "changed the password of {}; its sessions have ended",
                email.as_str()
            );
            Ok(())
        }
        OwnerCommand::Remove { db, email } => {
            let email = OwnerEmail::parse(&email)?;
            let db = Db::connect(&db.database_url).await?;
            accounts::remove(&db, &email).await?;
            println!("removed {} and ended its sessions", email.as_str());
            Ok(())
        }
        OwnerCommand::TotpOn { db, email } => {
            use api::admin::totp;
            use std::io::BufRead;
            let email = OwnerEmail::parse(&email)?;
            let db = Db::connect(&db.database_url).await?;
            let secret = totp::new_secret();
            let issuer = content::business().name;
            println!("Add this account to your authenticator app:");
            println!(
                "  {}",
                totp::provisioning_uri(&secret, email.as_str(), issuer)
            );
            println!("or type the key by hand: {secret}");
            println!("Then enter the 6-digit code it shows:");
            let mut typed = String::new();
            std::io::stdin()
                .lock()
                .read_line(&mut typed)
                .map_err(|e| format!("reading the code: {e}"))?;
            totp::enable(&db, &email, &secret, typed.trim()).await?;
            println!(
                "second factor on for {}; its sessions have ended",
                email.as_str()
            );
            Ok(())
        }
        OwnerCommand::TotpOff { db, email } => {
            let email = OwnerEmail::parse(&email)?;
            let db = Db::connect(&db.database_url).await?;
            api::admin::totp::disable(&db, &email).await?;
            println!("second factor off for {}", email.as_str());
            Ok(())
        }
        OwnerCommand::List { db } => {
            let db = Db::connect(&db.database_url).await?;
            let rows = accounts::list(&db).await.map_err(|e| e.to_string())?;
            println!(
                "{:<40}  {:<20}  last sign-in (UTC)",
                "email", "created (UTC)"
            );
            let shown = |t: &str| t.get(..19).unwrap_or(t).replace('T', " ");
            for r in &rows {
                println!(
                    "{:<40}  {:<20}  {}",
                    r.email,
                    shown(&r.created_at),
                    r.last_sign_in_at
                        .as_deref()
                        .map(shown)
                        .unwrap_or_else(|| "never".into())
                );
            }
            println!(
                "{} account{}",
                rows.len(),
                if rows.len() == 1 { "" } else { "s" }
            );
            Ok(())
        }
    }
}

#[derive(Subcommand)]
enum PersonCommand {
    /// Print everything held about WHO as JSON: enquiries with their history,
    /// newsletter subscriptions and emails (the inbox's People export).
    Export {
        #[command(flatten)]
        db: Db_,
        /// An email address or a phone number, typed any common way.
        who: String,
    },
    /// Delete everything held about WHO, in one transaction. Asks first on a
    /// terminal; otherwise refuses without --yes.
    Erase {
        #[command(flatten)]
        db: Db_,
        /// An email address or a phone number, typed any common way.
        who: String,
        /// Erase without asking.
        #[arg(long)]
        yes: bool,
    },
}

async fn person_command(command: PersonCommand) -> Result<(), String> {
    use api::admin::accounts;
    use api::people::{self, Who};
    use std::io::{BufRead, IsTerminal, Write};
    // The command line has no signed-in owner: its audit rows say so.
    const CLI_OWNER: &str = "(command line)";
    match command {
        PersonCommand::Export { db, who } => {
            let who = Who::parse(&who)?;
            let db = Db::connect(&db.database_url).await?;
            let export = people::export(&db, &who).await.map_err(|e| e.to_string())?;
            let json = serde_json::to_string_pretty(&export).map_err(|e| e.to_string())?;
            accounts::audit(
                &db,
                CLI_OWNER,
                &format!("exported {}", export.summary()),
                "cli",
            )
            .await
            .map_err(|e| e.to_string())?;
            println!("{json}");
            Ok(())
        }
        PersonCommand::Erase { db, who, yes } => {
            let who = Who::parse(&who)?;
            let stdin = std::io::stdin();
            if !yes && !stdin.is_terminal() {
                return Err(
                    "not erasing: standard input is not a terminal, so nobody can confirm; add --yes"
                        .into(),
                );
            }
            let db = Db::connect(&db.database_url).await?;
            if !yes {
                let held = people::export(&db, &who).await.map_err(|e| e.to_string())?;
                print!(
                    "Erase {} held about {}? This cannot be undone. Type yes to erase: ",
                    held.summary(),
                    who.as_str()
                );
                std::io::stdout().flush().map_err(|e| e.to_string())?;
                let mut answer = String::new();
                stdin
                    .lock()
                    .read_line(&mut answer)
                    .map_err(|e| e.to_string())?;
                if answer.trim() != "yes" {
                    return Err("not erased".into());
                }
            }
            let counts = people::erase(&db, &who).await.map_err(|e| e.to_string())?;
            accounts::audit(
                &db,
                CLI_OWNER,
                &format!("erased {}", counts.summary()),
                "cli",
            )
            .await
            .map_err(|e| e.to_string())?;
            println!("erased {}", counts.summary());
            Ok(())
        }
    }
}

#[derive(Subcommand)]
enum OutboxCommand {
    /// Messages, newest first, with their state, attempts and last error.
    List {
        #[command(flatten)]
        db: Db_,
        #[arg(long, value_enum, default_value = "all")]
        state: OutboxState,
        #[arg(long, default_value_t = 50)]
        limit: i64,
    },
    /// Send failed or abandoned messages again now (attempts are kept).
    Retry {
        #[command(flatten)]
        db: Db_,
        #[arg(required = true)]
        ids: Vec<i64>,
    },
    /// Stop trying pending or failed messages; they no longer make the health check degraded.
    Abandon {
        #[command(flatten)]
        db: Db_,
        #[arg(required = true)]
        ids: Vec<i64>,
    },
}

#[derive(Clone, Copy, ValueEnum)]
enum OutboxState {
    Pending,
    Failed,
    Sent,
    Abandoned,
    All,
}

impl OutboxState {
    fn filter(self) -> Option<outbox::State> {
        match self {
            OutboxState::Pending => Some(outbox::State::Pending),
            OutboxState::Failed => Some(outbox::State::Failed),
            OutboxState::Sent => Some(outbox::State::Sent),
            OutboxState::Abandoned => Some(outbox::State::Abandoned),
            OutboxState::All => None,
        }
    }
}

/// `retry` and `abandon`: says which ids changed, and fails when some did not.
fn report_changed(verb: &str, asked: &[i64], changed: Vec<i64>) -> Result<(), String> {
    for id in &changed {
        println!("{verb} {id}");
    }
    let missed: Vec<String> = asked
        .iter()
        .filter(|id| !changed.contains(id))
        .map(i64::to_string)
        .collect();
    if missed.is_empty() {
        Ok(())
    } else {
        Err(format!(
            "not {verb}: {} (no such message, or not in a state that allows it)",
            missed.join(", ")
        ))
    }
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
    let filter = tracing_subscriber::EnvFilter::try_from_env(api::config::LOG_FILTER_ENV)
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
                    Ok(db) => match owner::enquiries(&db, all, limit).await {
                        Ok(rows) => {
                            let ids: Vec<i64> = rows.iter().map(|r| r.id).collect();
                            outbox::owner::delivery_by_enquiry(&db, &ids)
                                .await
                                .map(|mail| owner::print_table(&rows, &mail))
                                .map_err(|e| e.to_string())
                        }
                        Err(e) => Err(e.to_string()),
                    },
                    Err(e) => Err(e),
                }
            }
            EnquiriesCommand::Export { db, format, all } => {
                match Db::connect(&db.database_url).await {
                    // CSV: the inbox's download (stage, dates, notes, attribution).
                    Ok(db) => match format {
                        Format::Csv => {
                            let which = if all { "1 = 1" } else { "status = 'new'" };
                            api::admin::leads::export::csv(&db, which, &[])
                                .await
                                .map_err(|e| e.to_string())
                                .map(|csv| print!("{csv}"))
                        }
                        Format::Json => owner::enquiries(&db, all, i64::MAX)
                            .await
                            .map_err(|e| e.to_string())
                            .map(|rows| {
                                println!(
                                    "{}",
                                    serde_json::to_string_pretty(&rows).unwrap_or_default()
                                )
                            }),
                    },
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
                        "{:<60}  {:<22}  {:>7}  {:>7}  {:>9}  {:>6}  {:>6}",
                        "page", "type", "views", "unique", "enquiries", "calls", "chats"
                    );
                    for r in rows {
                        println!(
                            "{:<60}  {:<22}  {:>7}  {:>7}  {:>9}  {:>6}  {:>6}",
                            r.page_path,
                            r.page_type,
                            r.views,
                            r.unique_visitors,
                            r.enquiries,
                            r.calls,
                            r.chats
                        );
                    }
                }),
            Err(e) => Err(e),
        },
        Command::Outbox { command } => match command {
            OutboxCommand::List { db, state, limit } => match Db::connect(&db.database_url).await {
                Ok(db) => outbox::owner::list(&db, state.filter(), limit)
                    .await
                    .map(|rows| outbox::owner::print_list(&rows))
                    .map_err(|e| e.to_string()),
                Err(e) => Err(e),
            },
            OutboxCommand::Retry { db, ids } => match Db::connect(&db.database_url).await {
                Ok(db) => match outbox::owner::retry(&db, &ids).await {
                    Ok(changed) => report_changed("retried", &ids, changed),
                    Err(e) => Err(e.to_string()),
                },
                Err(e) => Err(e),
            },
            OutboxCommand::Abandon { db, ids } => match Db::connect(&db.database_url).await {
                Ok(db) => match outbox::owner::abandon(&db, &ids).await {
                    Ok(changed) => report_changed("abandoned", &ids, changed),
                    Err(e) => Err(e.to_string()),
                },
                Err(e) => Err(e),
            },
        },
        Command::Owner { command } => owner_command(command).await,
        Command::Person { command } => person_command(command).await,
        Command::Backup { db, dest } => {
            api::backup::sqlite_to(&db.database_url, &dest)
                .await
                .map(|copied| {
                    println!(
                        "backed up to {} ({} bytes, {} enquiries; integrity check ok)",
                        copied.dest.display(),
                        copied.bytes,
                        copied.enquiries
                    );
                })
        }
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("api: {e}");
            ExitCode::FAILURE
        }
    }
}
