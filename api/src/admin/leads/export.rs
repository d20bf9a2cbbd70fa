//! The leads as CSV (issue 23.7): what the inbox's 'Download CSV' gives for
//! its view, filters and search, and what `api enquiries export --format
//! csv` prints. One row per enquiry with its stage, dates (UK time, ISO
//! 8601 so a spreadsheet reads them as dates: issue 33.8), first contact,
//! follow-up, money, attribution and every note, formula-safe
//! (`owner::csv_cell`). The file is named for what it holds and when:
//! `leads-inbox-2026-11-01-to-2026-11-27.csv`.

use crate::admin::Owner;
use crate::enquiries::filter::{Filter, ListQuery};
use crate::enquiries::list;
use crate::enquiries::money::plain_pounds;
use crate::http::error::AppError;
use crate::http::extract::ApiQuery;
use crate::owner::csv_cell;
use crate::public::contact::EnquiryStatus;
use crate::state::AppState;
use crate::store::uk_time::{day_of, iso_minute};
use axum::http::{HeaderValue, header};
use axum::response::{IntoResponse, Response};

/// At most this many rows in one download: more than a year of a busy firm's leads.
pub const MAX_ROWS: i64 = 50_000;

const HEADER: &str = "reference,received (UK time),status,stage,first contact (UK time),follow up on,emergency,\
name,phone,email,service,location,area,quoted (GBP),won (GBP),won on,lost reason,\
message,page,referrer,utm_source,utm_medium,utm_campaign,utm_term,utm_content,notes";

/// The CSV of the enquiries `f` selects, newest first.
pub async fn csv(db: &crate::store::db::Db, f: &Filter) -> Result<String, sqlx::Error> {
    Ok(csv_and_days(db, f).await?.0)
}

/// The CSV, with the London days of its oldest and newest rows.
async fn csv_and_days(
    db: &crate::store::db::Db,
    f: &Filter,
) -> Result<(String, Option<(String, String)>), sqlx::Error> {
    let (rows, notes) = list::all_with_notes(db, f, MAX_ROWS).await?;
    let days = match (rows.last(), rows.first()) {
        (Some(oldest), Some(newest)) => {
            day_of(&oldest.e.created_at).zip(day_of(&newest.e.created_at))
        }
        _ => None,
    };
    let mut out = String::from(HEADER);
    out.push_str("\r\n");
    for r in &rows {
        let e = &r.e;
        let real = e.status == EnquiryStatus::New || e.status == EnquiryStatus::Archived;
        let cells = [
            format!("#{}", e.id),
            iso_minute(&e.created_at),
            e.status.as_str().to_string(),
            if real {
                r.stage.as_str().to_string()
            } else {
                String::new()
            },
            r.first_contact_at
                .as_deref()
                .map(iso_minute)
                .unwrap_or_default(),
            r.follow_up_on.clone().unwrap_or_default(),
            if e.is_emergency { "yes" } else { "no" }.to_string(),
            e.name.clone(),
            e.phone.clone(),
            e.email.clone().unwrap_or_default(),
            e.service.clone(),
            e.location.clone().unwrap_or_default(),
            r.area_slug
                .as_deref()
                .and_then(crate::enquiries::area::name_of)
                .unwrap_or_default()
                .to_string(),
            r.quoted_pence.map(plain_pounds).unwrap_or_default(),
            r.won_pence.map(plain_pounds).unwrap_or_default(),
            r.won_at.as_deref().and_then(day_of).unwrap_or_default(),
            r.lost_reason
                .map(|l| l.label())
                .unwrap_or_default()
                .to_string(),
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
                        .map(|(at, note)| format!("{}: {note}", iso_minute(at)))
                        .collect::<Vec<_>>()
                        .join("\n")
                })
                .unwrap_or_default(),
        ];
        let line: Vec<String> = cells.iter().map(|c| csv_cell(c)).collect();
        out.push_str(&line.join(","));
        out.push_str("\r\n");
    }
    Ok((out, days))
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
    let (body, days) = csv_and_days(&state.db, &f).await?;
    owner
        .audit(
            &state,
            &format!("downloaded the {} leads as CSV", f.view.as_str()),
        )
        .await?;
    // What: the view by the name the inbox gives it. When: the days of
    // the first and last lead in it, or today's for an empty download.
    let (first, last) = days.unwrap_or_else(|| {
        let today = crate::store::uk_time::today();
        (today.clone(), today)
    });
    let name = format!(
        "attachment; filename=\"leads-{}-{first}-to-{last}.csv\"",
        f.name
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
