//! `api owner …`: the inbox's accounts (decision 29: accounts come from the
//! command line, never from the web).

use super::Database;
use crate::store::db::Db;
use anyhow::Context;
use clap::Subcommand;

#[derive(Subcommand)]
pub enum OwnerCommand {
    /// Create an account; asks for its password twice (or reads two lines
    /// from standard input when that is not a terminal).
    Add {
        #[command(flatten)]
        db: Database,
        email: String,
    },
    /// Set a new password (asked as for `add`); signs the account out everywhere.
    Passwd {
        #[command(flatten)]
        db: Database,
        email: String,
    },
    /// Delete an account and end its sessions.
    Remove {
        #[command(flatten)]
        db: Database,
        email: String,
    },
    /// Turn on a second factor: prints a secret for an authenticator app,
    /// then asks for the code it shows (a line on standard input) to confirm.
    /// The account's sessions end.
    TotpOn {
        #[command(flatten)]
        db: Database,
        email: String,
    },
    /// Turn the second factor off (a lost phone).
    TotpOff {
        #[command(flatten)]
        db: Database,
        email: String,
    },
    /// Accounts with when they were created and last signed in.
    List {
        #[command(flatten)]
        db: Database,
    },
}

pub async fn run(command: OwnerCommand) -> anyhow::Result<()> {
    use crate::admin::accounts::{self, OwnerEmail};
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
            use crate::admin::totp;
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
                .context("reading the code")?;
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
            crate::admin::totp::disable(&db, &email).await?;
            println!("second factor off for {}", email.as_str());
            Ok(())
        }
        OwnerCommand::List { db } => {
            let db = Db::connect(&db.database_url).await?;
            let rows = accounts::list(&db).await?;
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
