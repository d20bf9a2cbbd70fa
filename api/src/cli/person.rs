//! `api person …`: subject access and erasure from the server's command line,
//! the same as the inbox's People screen, audited as the command line.

use super::Database;
use crate::store::db::Db;
use clap::Subcommand;

#[derive(Subcommand)]
pub enum PersonCommand {
    /// Print everything held about WHO as JSON: enquiries with their history,
    /// newsletter subscriptions and emails (the inbox's People export).
    Export {
        #[command(flatten)]
        db: Database,
        /// An email address or a phone number, typed any common way.
        who: String,
    },
    /// Delete everything held about WHO, in one transaction. Asks first on a
    /// terminal; otherwise refuses without --yes.
    Erase {
        #[command(flatten)]
        db: Database,
        /// An email address or a phone number, typed any common way.
        who: String,
        /// Erase without asking.
        #[arg(long)]
        yes: bool,
    },
}

pub async fn run(command: PersonCommand) -> anyhow::Result<()> {
    use crate::admin::accounts;
    use crate::owner::people::{self, Summary, Who};
    use std::io::{BufRead, IsTerminal, Write};
    // The command line has no signed-in owner: its audit rows say so.
    const CLI_OWNER: &str = "(command line)";
    match command {
        PersonCommand::Export { db, who } => {
            let who = Who::parse(&who)?;
            let db = Db::connect(&db.database_url).await?;
            let export = people::export(&db, &who).await?;
            let json = serde_json::to_string_pretty(&export)?;
            accounts::audit(
                &db,
                CLI_OWNER,
                &format!("exported {}", export.summary()),
                "cli",
            )
            .await?;
            println!("{json}");
            Ok(())
        }
        PersonCommand::Erase { db, who, yes } => {
            let who = Who::parse(&who)?;
            let stdin = std::io::stdin();
            if !yes && !stdin.is_terminal() {
                anyhow::bail!(
                    "not erasing: standard input is not a terminal, so nobody can confirm; add --yes"
                );
            }
            let db = Db::connect(&db.database_url).await?;
            if !yes {
                let held = people::export(&db, &who).await?;
                print!(
                    "Erase {} held about {}? This cannot be undone. Type yes to erase: ",
                    held.summary(),
                    who.as_str()
                );
                std::io::stdout().flush()?;
                let mut answer = String::new();
                stdin.lock().read_line(&mut answer)?;
                if answer.trim() != "yes" {
                    anyhow::bail!("not erased");
                }
            }
            let counts = people::erase(&db, &who).await?;
            accounts::audit(
                &db,
                CLI_OWNER,
                &format!("erased {}", counts.summary()),
                "cli",
            )
            .await?;
            println!("erased {}", counts.summary());
            Ok(())
        }
    }
}
