//! `api export-token …`: the tokens `just import-proof --from` uses to read
//! the proof export from a running server (issue 34.5). Never a password.

use super::Database;
use crate::store::db::Db;
use clap::Subcommand;

#[derive(Subcommand)]
pub enum ExportTokenCommand {
    /// Make a token and print it once; only its hash is kept.
    Create {
        #[command(flatten)]
        db: Database,
        /// Where the token is used, e.g. "maintainer's laptop".
        #[arg(long)]
        label: String,
    },
    /// Every token made: id, label, when made, last used and revoked.
    List {
        #[command(flatten)]
        db: Database,
    },
    /// Stop token ID working (it stays listed).
    Revoke {
        #[command(flatten)]
        db: Database,
        id: i64,
    },
}

pub async fn run(command: ExportTokenCommand) -> anyhow::Result<()> {
    use crate::proof::tokens;
    match command {
        ExportTokenCommand::Create { db, label } => {
            let db = Db::connect(&db.database_url).await?;
            let (id, token) = tokens::create(&db, &label, "command line").await?;
            eprintln!(
                "export token {id} made; it is shown once. Save it in a file only you can read \
                 (chmod 600) and run `just import-proof --from <site> --token-file <file>`:"
            );
            println!("{token}");
            Ok(())
        }
        ExportTokenCommand::List { db } => {
            let db = Db::connect(&db.database_url).await?;
            let all = tokens::list(&db).await?;
            if all.is_empty() {
                println!("no export tokens");
            }
            for t in all {
                println!(
                    "{}\t{}\tmade {} by {}\tlast used {}\t{}",
                    t.id,
                    t.label,
                    t.created_at,
                    t.created_by,
                    t.last_used_at.as_deref().unwrap_or("never"),
                    t.revoked_at
                        .map(|at| format!("revoked {at}"))
                        .unwrap_or_else(|| "live".into())
                );
            }
            Ok(())
        }
        ExportTokenCommand::Revoke { db, id } => {
            let db = Db::connect(&db.database_url).await?;
            anyhow::ensure!(
                tokens::revoke(&db, id).await?,
                "there is no live export token {id} (see `api export-token list`)"
            );
            println!("export token {id} revoked");
            Ok(())
        }
    }
}
