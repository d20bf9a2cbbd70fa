//! `api outbox …`: see queued email, send failed messages again, or give up
//! on them.

use super::Database;
use crate::notify::outbox;
use crate::store::db::Db;
use clap::{Subcommand, ValueEnum};

#[derive(Subcommand)]
pub enum OutboxCommand {
    /// Messages, newest first, with their state, attempts and last error.
    List {
        #[command(flatten)]
        db: Database,
        #[arg(long, value_enum, default_value = "all")]
        state: OutboxState,
        #[arg(long, default_value_t = 50)]
        limit: i64,
    },
    /// Send failed or abandoned messages again now (attempts are kept).
    Retry {
        #[command(flatten)]
        db: Database,
        #[arg(required = true)]
        ids: Vec<i64>,
    },
    /// Stop trying pending or failed messages; they no longer make the health check degraded.
    Abandon {
        #[command(flatten)]
        db: Database,
        #[arg(required = true)]
        ids: Vec<i64>,
    },
}

#[derive(Clone, Copy, ValueEnum)]
pub enum OutboxState {
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
fn report_changed(verb: &str, asked: &[i64], changed: Vec<i64>) -> anyhow::Result<()> {
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
        anyhow::bail!(
            "not {verb}: {} (no such message, or not in a state that allows it)",
            missed.join(", ")
        )
    }
}

pub async fn run(command: OutboxCommand) -> anyhow::Result<()> {
    match command {
        OutboxCommand::List { db, state, limit } => {
            let db = Db::connect(&db.database_url).await?;
            let rows = outbox::owner::list(&db, state.filter(), limit).await?;
            outbox::owner::print_list(&rows);
            Ok(())
        }
        OutboxCommand::Retry { db, ids } => {
            let db = Db::connect(&db.database_url).await?;
            let changed = outbox::owner::retry(&db, &ids).await?;
            report_changed("retried", &ids, changed)
        }
        OutboxCommand::Abandon { db, ids } => {
            let db = Db::connect(&db.database_url).await?;
            let changed = outbox::owner::abandon(&db, &ids).await?;
            report_changed("abandoned", &ids, changed)
        }
    }
}
