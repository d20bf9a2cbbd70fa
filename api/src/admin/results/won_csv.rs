//! `GET /results/won.csv?from=&to=` (issue 33.4): the jobs won in a period
//! (by the day they were won, London's calendar), for the firm's accounts
//! package. Dates ISO 8601, amounts in pounds and pence as numbers
//! (`1234.50`), every cell formula-safe like the leads' download (decision
//! 57, `owner::csv_cell`); the file is named for its period.

use super::{Query, period, ymd};
use crate::admin::Owner;
use crate::enquiries::area;
use crate::enquiries::list::won_between;
use crate::enquiries::money::plain_pounds;
use crate::http::error::AppError;
use crate::http::extract::ApiQuery;
use crate::owner::csv_cell;
use crate::state::AppState;
use crate::store::uk_time;
use axum::extract::State;
use axum::http::{HeaderValue, header};
use axum::response::{IntoResponse, Response};
use chrono::Duration;

/// More won jobs than a firm like this does in years.
const MAX_ROWS: i64 = 50_000;

const HEADER: &str = "won on,reference,customer,service,area,page,amount (GBP),agreed by";

pub(super) async fn download(
    owner: Owner,
    State(state): State<AppState>,
    ApiQuery(q): ApiQuery<Query>,
) -> Result<Response, AppError> {
    let (from, to) = period(q.from.as_deref(), q.to.as_deref(), &uk_time::today())?;
    let won = won_between(
        &state.db,
        uk_time::midnight(from),
        uk_time::midnight(to + Duration::days(1)),
        MAX_ROWS,
    )
    .await?;
    let mut out = String::from(HEADER);
    out.push_str("\r\n");
    for l in &won {
        let cells = [
            l.won_at
                .as_deref()
                .and_then(uk_time::day_of)
                .unwrap_or_default(),
            format!("#{}", l.e.id),
            l.e.name.clone(),
            l.e.service.clone(),
            l.area_slug
                .as_deref()
                .and_then(area::name_of)
                .unwrap_or_default()
                .to_string(),
            l.e.page_path.clone().unwrap_or_default(),
            l.won_pence.map(plain_pounds).unwrap_or_default(),
            match l.won_source {
                Some(content_model::admin::WonSource::Quote) => "quote accepted online",
                Some(content_model::admin::WonSource::Hand) => "by hand",
                None => "",
            }
            .to_string(),
        ];
        let line: Vec<String> = cells.iter().map(|c| csv_cell(c)).collect();
        out.push_str(&line.join(","));
        out.push_str("\r\n");
    }
    owner
        .audit(
            &state,
            &format!(
                "downloaded the won jobs of {} to {} as CSV",
                ymd(from),
                ymd(to)
            ),
        )
        .await?;
    let name = format!(
        "attachment; filename=\"won-jobs-{}-to-{}.csv\"",
        ymd(from),
        ymd(to)
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
        out,
    )
        .into_response())
}
