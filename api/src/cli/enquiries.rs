//! `api enquiries …` and `api stats`: the leads and what each page wins,
//! for a terminal or a spreadsheet.

use super::Database;
use crate::enquiries::EnquiryStatus;
use crate::enquiries::filter::Filter;
use crate::notify::outbox;
use crate::owner;
use crate::store::db::Db;
use clap::{Subcommand, ValueEnum};

#[derive(Subcommand)]
pub enum EnquiriesCommand {
    /// The most recent enquiries as a table.
    List {
        #[command(flatten)]
        db: Database,
        /// Include spam and incomplete submissions.
        #[arg(long)]
        all: bool,
        #[arg(long, default_value_t = 50)]
        limit: i64,
    },
    /// Every enquiry as CSV or JSON on standard output.
    Export {
        #[command(flatten)]
        db: Database,
        #[arg(long, value_enum, default_value = "csv")]
        format: Format,
        /// Include spam and incomplete submissions.
        #[arg(long)]
        all: bool,
    },
}

#[derive(Clone, Copy, ValueEnum)]
pub enum Format {
    Csv,
    Json,
}

pub async fn run(command: EnquiriesCommand) -> anyhow::Result<()> {
    match command {
        EnquiriesCommand::List { db, all, limit } => {
            let db = Db::connect(&db.database_url).await?;
            let rows = owner::enquiries(&db, all, limit).await?;
            let ids: Vec<i64> = rows.iter().map(|r| r.id).collect();
            let mail = outbox::owner::delivery_by_enquiry(&db, &ids).await?;
            owner::print_table(&rows, &mail);
            Ok(())
        }
        EnquiriesCommand::Export { db, format, all } => {
            let db = Db::connect(&db.database_url).await?;
            match format {
                // CSV: the inbox's download (stage, dates, notes, attribution).
                Format::Csv => {
                    let which = Filter::everything_in((!all).then_some(EnquiryStatus::New));
                    let csv = crate::admin::leads::export::csv(&db, &which).await?;
                    print!("{csv}");
                }
                Format::Json => {
                    let rows = owner::enquiries(&db, all, i64::MAX).await?;
                    println!("{}", serde_json::to_string_pretty(&rows)?);
                }
            }
            Ok(())
        }
    }
}

/// `api stats`: views, enquiries, calls and chats per page, most viewed first.
pub async fn stats(db: Database, limit: i64) -> anyhow::Result<()> {
    let db = Db::connect(&db.database_url).await?;
    let rows = owner::stats(&db, limit).await?;
    println!(
        "{:<60}  {:<22}  {:>7}  {:>7}  {:>9}  {:>6}  {:>6}",
        "page", "type", "views", "unique", "enquiries", "calls", "chats"
    );
    for r in rows {
        println!(
            "{:<60}  {:<22}  {:>7}  {:>7}  {:>9}  {:>6}  {:>6}",
            r.page_path, r.page_type, r.views, r.unique_visitors, r.enquiries, r.calls, r.chats
        );
    }
    Ok(())
}
