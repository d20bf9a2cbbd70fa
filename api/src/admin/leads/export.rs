//! The leads as CSV (issue 23.7): what the inbox's 'Download CSV' gives for
//! its view, filters and search, and what `api enquiries export --format
//! csv` prints. One row per enquiry with its stage, dates (UK time), first
//! contact, follow-up, attribution and every note, formula-safe
//! (`owner::csv_cell`).

use crate::admin::Owner;
use crate::enquiries::filter::{Filter, ListQuery};
use crate::enquiries::list;
use crate::http::error::AppError;
use crate::http::extract::ApiQuery;
use crate::owner::csv_cell;
use crate::public::contact::EnquiryStatus;
use crate::state::AppState;
use crate::store::uk_time::wall_clock;
use axum::http::{HeaderValue, header};
use axum::response::{IntoResponse, Response};

/// At most this many rows in one download: more than a year of a busy firm's leads.
pub const MAX_ROWS: i64 = 50_000;

const HEADER: &str = "reference,received (UK time),status,stage,first contact (UK time),follow up on,emergency,\
name,phone,email,service,location,message,page,referrer,utm_source,utm_medium,utm_campaign,utm_term,utm_content,notes";

/// The CSV of the enquiries `f` selects, newest first.
pub async fn csv(db: &crate::store::db::Db, f: &Filter) -> Result<String, sqlx::Error> {
    let (rows, notes) = list::all_with_notes(db, f, MAX_ROWS).await?;
    let mut out = String::from(HEADER);
    out.push_str("\r\n");
    for r in &rows {
        let e = &r.e;
        let real = e.status == EnquiryStatus::New || e.status == EnquiryStatus::Archived;
        let cells = [
            format!("#{}", e.id),
            wall_clock(&e.created_at),
            e.status.as_str().to_string(),
            if real {
                r.stage.as_str().to_string()
            } else {
                String::new()
            },
            r.first_contact_at
                .as_deref()
                .map(wall_clock)
                .unwrap_or_default(),
            r.follow_up_on.clone().unwrap_or_default(),
            if e.is_emergency { "yes" } else { "no" }.to_string(),
            e.name.clone(),
            e.phone.clone(),
            e.email.clone().unwrap_or_default(),
            e.service.clone(),
            e.location.clone().unwrap_or_default(),
            e.message.clone().unwrap_or_default(),
            e.page_path.clone().unwrap_or_default(),
            e.referrer.clone().unwrap_or_default(),
            e.utm_source.clone().unwrap_or_default(),
            e.utm_medium.clone().unwrap_or_default(),
            e.utm_campaign.clone().unwrap_or_default(),
            e.utm_term.clone().unwrap_or_default(),
            e.utm_content.clone().unwrap_or_default(),
            notes
                .get(&e.id)
                .map(|n| {
                    n.iter()
                        .map(|(at, note)| format!("{}: {note}", wall_clock(at)))
                        .collect::<Vec<_>>()
                        .join("\n")
                })
                .unwrap_or_default(),
        ];
        let line: Vec<String> = cells.iter().map(|c| csv_cell(c)).collect();
        out.push_str(&line.join(","));
        out.push_str("\r\n");
    }
    Ok(out)
}

/// `GET /leads.csv?view=&stage=&…&q=`: the view's leads as filtered, every
/// page of them, as a download.
pub(super) async fn download(
    owner: Owner,
    axum::extract::State(state): axum::extract::State<AppState>,
    ApiQuery(mut q): ApiQuery<ListQuery>,
) -> Result<Response, AppError> {
    q.me = Some(owner.id);
    let f = Filter::parse(&q, state.db.backend)?;
    let body = csv(&state.db, &f).await?;
    owner
        .audit(
            &state,
            &format!("downloaded the {} leads as CSV", f.view.as_str()),
        )
        .await?;
    let name = format!(
        "attachment; filename=\"leads-{}-{}.csv\"",
        f.view.as_str(),
        crate::store::uk_time::today()
    );
    Ok((
        [
            (
                header::CONTENT_TYPE,
                HeaderValue::from_static("text/csv; charset=utf-8"),
            ),
            (
                header::CONTENT_DISPOSITION,
                HeaderValue::from_str(&name).map_err(|e| AppError::internal("csv name", e))?,
            ),
        ],
        body,
    )
        .into_response())
}
