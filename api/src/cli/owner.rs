//! `api owner …`: the inbox's accounts (decision 29: the first account
//! comes from the command line; once there is an owner, the owner may also
//! add accounts in the inbox). Each is the owner's or staff (issue 33.7).

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
        /// `owner` (everything) or `staff` (leads and their work only).
        #[arg(long, default_value = "owner")]
        role: String,
    },
    /// Make an account `owner` or `staff`. The last owner stays an owner.
    Role {
        #[command(flatten)]
        db: Database,
        email: String,
        role: String,
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

/// `owner` or `staff`, as typed on the command line.
fn role(typed: &str) -> anyhow::Result<crate::admin::accounts::Role> {
    crate::admin::accounts::Role::parse(typed.trim())
        .ok_or_else(|| anyhow::anyhow!("the role is `owner` or `staff`, not `{typed}`"))
}

pub async fn run(command: OwnerCommand) -> anyhow::Result<()> {
    use crate::admin::accounts::{self, OwnerEmail};
    match command {
        OwnerCommand::Add {
            db,
            email,
            role: typed,
        } => {
            let email = OwnerEmail::parse(&email)?;
            let role = role(&typed)?;
            let db = Db::connect(&db.database_url).await?;
            let password = accounts::read_new_password(&email)?;
            accounts::add_from_cli(&db, &email, &password, role).await?;
            println!(
                "added {} ({}): sign in at /admin",
                email.as_str(),
                role.as_str()
            );
            Ok(())
        }
        OwnerCommand::Role {
            db,
            email,
            role: typed,
        } => {
            let email = OwnerEmail::parse(&email)?;
            let role = role(&typed)?;
            let db = Db::connect(&db.database_url).await?;
            let id = accounts::id_of(&db, &email).await?;
            let (_, changed) = accounts::set_role(&db, id, role).await?;
            if changed {
                accounts::audit(
                    &db,
                    email.as_str(),
                    &format!("role-set-{}", role.as_str()),
                    "cli",
                )
                .await?;
            }
            println!("{} is {}", email.as_str(), role.as_str());
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
                "{:<40}  {:<6}  {:<20}  last sign-in (UTC)",
                "email", "role", "created (UTC)"
            );
            let shown = |t: &str| t.get(..19).unwrap_or(t).replace('T', " ");
            for r in &rows {
                println!(
                    "{:<40}  {:<6}  {:<20}  {}",
                    r.email,
                    r.role.as_str(),
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
