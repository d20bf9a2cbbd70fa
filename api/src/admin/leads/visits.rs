//! Visits on a lead (issue 33.5), for any signed-in account: book one from
//! the lead's version (409 when stale, as every lead change), move or cancel
//! it, list the coming days' visits across leads, and download a visit's
//! calendar file. Each change bumps the lead's version, writes its history
//! and the audit log, and queues the customer's email with the calendar
//! file in the same transaction (`notify::visits`).

use super::actions::stale;
use super::view::detail_of;
use super::{Lead, lead_id, load};
use crate::admin::{AdminRoute, Owner};
use crate::enquiries::history::{self, Event, Kind};
use crate::enquiries::visits::{self as stored, Slot, Visit};
use crate::enquiries::{LeadChange, change_lead};
use crate::http::error::AppError;
use crate::http::extract::{ApiQuery, JsonBody};
use crate::notify::visits::{self as mail, What};
use crate::public::contact::EnquiryStatus;
use crate::state::AppState;
use crate::store::uk_time;
use axum::Json;
use axum::extract::{Path, State};
use axum::http::{Method, header};
use axum::response::{IntoResponse, Response};
use content_model::admin::{
    ComingVisit, LeadVersion, LeadVisits, VisitAnswer, VisitChange, VisitList,
};
use content_model::contract::{FieldError, FieldErrorKind, FieldErrors};

/// The days `GET /visits` covers unless told, and at most.
const DEFAULT_DAYS: i64 = 14;
const MAX_DAYS: i64 = 60;

pub fn routes() -> Vec<AdminRoute> {
    use axum::routing::{get, post};
    vec![
        AdminRoute::new(Method::GET, "/visits", || get(coming)),
        AdminRoute::new(Method::GET, "/leads/{id}/visits", || get(of_lead)),
        AdminRoute::new(Method::POST, "/leads/{id}/visits", || post(book)),
        // GET `/visits/{id}.ics` (the path's one segment is read whole) and
        // POST `/visits/{id}` to move the visit.
        AdminRoute::new(Method::GET, "/visits/{id}", || get(calendar)),
        AdminRoute::new(Method::POST, "/visits/{id}", || post(reschedule)),
        AdminRoute::new(Method::POST, "/visits/{id}/cancel", || post(cancel)),
    ]
}

/// The visit as the inbox reads it.
fn wire(v: &Visit) -> content_model::admin::Visit {
    content_model::admin::Visit {
        id: v.id,
        lead_id: v.enquiry_id,
        kind: v.kind,
        status: v.status,
        starts_at: v.starts_at.clone(),
        date: v.local_start.format("%Y-%m-%d").to_string(),
        time: v.local_start.format("%H:%M").to_string(),
        when: v.when(),
        minutes: v.minutes,
        who: v.who.clone(),
        sequence: v.sequence,
        ics: format!("/api/admin/visits/{}.ics", v.id),
    }
}

/// The visit id in the path; anything but a positive integer names none.
fn visit_id(raw: &str) -> Result<i64, AppError> {
    raw.parse::<i64>()
        .ok()
        .filter(|id| *id > 0)
        .ok_or_else(|| AppError::NotFound("There is no such visit.".into()))
}

async fn load_visit(state: &AppState, id: i64) -> Result<Visit, AppError> {
    stored::find(&mut *state.db.pool.acquire().await?, id)
        .await?
        .ok_or_else(|| AppError::NotFound(format!("There is no visit #{id}.")))
}

/// The chosen visit checked, or a 422 naming each field.
fn checked(body: &VisitChange) -> Result<Slot, AppError> {
    stored::check_slot(
        &body.kind,
        &body.date,
        &body.time,
        body.minutes,
        &body.who,
        chrono::Utc::now(),
    )
    .map_err(|problems| {
        let message = problems
            .iter()
            .map(|p| p.message.as_str())
            .collect::<Vec<_>>()
            .join(" ");
        let fields: FieldErrors = problems
            .into_iter()
            .map(|p| {
                (
                    p.field.to_string(),
                    FieldError::new(FieldErrorKind::Invalid, p.message),
                )
            })
            .collect();
        AppError::Invalid { message, fields }
    })
}

/// Only a lead in the inbox has visits booked or changed.
fn workable(lead: &Lead) -> Result<(), AppError> {
    if lead.e.status == EnquiryStatus::New {
        Ok(())
    } else {
        Err(AppError::Conflict(
            "Only a lead in the inbox can have visits: bring it back to the inbox first.".into(),
        ))
    }
}

/// The history line's words: what, when, how long, who, and whether the
/// customer was emailed.
fn sentence(v: &Visit, what: What, emailed: bool) -> String {
    let kind = match v.kind {
        content_model::admin::VisitKind::Survey => "Survey visit",
        content_model::admin::VisitKind::Job => "Job visit",
    };
    let told = match (what, emailed) {
        (What::Cancelled, true) => "Cancellation emailed to the customer.",
        (_, true) => "Confirmation emailed to the customer.",
        (_, false) => "No email address: tell the customer yourself.",
    };
    format!(
        "{kind} {}, {}, {} going. {told}",
        v.when(),
        v.length(),
        v.who
    )
}

/// What is done to a visit.
enum Op<'a> {
    Book(&'a Slot),
    Move(i64, &'a Slot),
    Cancel(i64),
}

impl Op<'_> {
    fn what(&self) -> What {
        match self {
            Op::Book(_) => What::Booked,
            Op::Move(..) => What::Moved,
            Op::Cancel(_) => What::Cancelled,
        }
    }
}

/// One change to a visit: the lead's version moved on, the visit written,
/// the customer's email queued, the history row, in one transaction; then
/// the audit line.
async fn change(
    state: &AppState,
    owner: &Owner,
    lead: &Lead,
    seen: i64,
    op: Op<'_>,
) -> Result<Json<VisitAnswer>, AppError> {
    let id = lead.e.id;
    let what = op.what();
    let mut tx = state.db.begin().await?;
    if !change_lead(&mut tx, id, seen, LeadChange::Touch).await? {
        drop(tx);
        return Err(stale(state, id).await);
    }
    let written = match op {
        Op::Book(slot) => Some(stored::book(&mut tx, id, slot, &owner.email, uid_domain()).await?),
        Op::Move(visit, slot) => stored::reschedule(&mut tx, visit, slot).await?,
        Op::Cancel(visit) => stored::cancel(&mut tx, visit).await?,
    };
    let Some(visit) = written else {
        drop(tx);
        return Err(AppError::Conflict(
            "This visit is cancelled: book a new one instead.".into(),
        ));
    };
    let emailed = mail::queue(
        &mut tx,
        &lead.e,
        &visit,
        what,
        &state.cfg.site_url,
        &state.notify_email,
    )
    .await
    .map_err(|e| AppError::internal("visit email", e))?;
    let note = sentence(&visit, what, emailed);
    history::record(
        &mut tx,
        id,
        &owner.email,
        &crate::store::db::now(),
        Event {
            to: Some(what.as_str()),
            note: Some(&note),
            ..Event::of(Kind::Visit)
        },
    )
    .await?;
    tx.commit().await?;
    if emailed {
        state.wake_mailer.notify_one();
    }
    let verb = match what {
        What::Booked => "booked",
        What::Moved => "moved",
        What::Cancelled => "cancelled",
        What::Reminder => "reminded",
    };
    owner
        .audit(state, &format!("{verb} visit #{} on lead #{id}", visit.id))
        .await?;
    let Json(page) = detail_of(state, id).await?;
    Ok(Json(VisitAnswer {
        visit: wire(&visit),
        emailed,
        page,
    }))
}

/// The domain calendar UIDs are made under: the business's email domain.
fn uid_domain() -> &'static str {
    content::business()
        .email
        .rsplit_once('@')
        .map(|(_, d)| d)
        .unwrap_or("localhost")
}

/// `POST /leads/{id}/visits` `{kind, date, time, minutes, who, version}`.
async fn book(
    owner: Owner,
    State(state): State<AppState>,
    Path(id): Path<String>,
    JsonBody(body): JsonBody<VisitChange>,
) -> Result<Json<VisitAnswer>, AppError> {
    let lead = load(&state.db, lead_id(&id)?).await?;
    workable(&lead)?;
    let slot = checked(&body)?;
    change(&state, &owner, &lead, body.version, Op::Book(&slot)).await
}

/// `POST /visits/{id}` `{kind, date, time, minutes, who, version}`: moves a
/// booked visit (or changes its length or who is going); the customer gets
/// the update with the next SEQUENCE.
async fn reschedule(
    owner: Owner,
    State(state): State<AppState>,
    Path(id): Path<String>,
    JsonBody(body): JsonBody<VisitChange>,
) -> Result<Json<VisitAnswer>, AppError> {
    let visit = load_visit(&state, visit_id(&id)?).await?;
    let lead = load(&state.db, visit.enquiry_id).await?;
    workable(&lead)?;
    let slot = checked(&body)?;
    change(
        &state,
        &owner,
        &lead,
        body.version,
        Op::Move(visit.id, &slot),
    )
    .await
}

/// `POST /visits/{id}/cancel` `{version}`.
async fn cancel(
    owner: Owner,
    State(state): State<AppState>,
    Path(id): Path<String>,
    JsonBody(seen): JsonBody<LeadVersion>,
) -> Result<Json<VisitAnswer>, AppError> {
    let visit = load_visit(&state, visit_id(&id)?).await?;
    let lead = load(&state.db, visit.enquiry_id).await?;
    workable(&lead)?;
    change(&state, &owner, &lead, seen.version, Op::Cancel(visit.id)).await
}

/// `GET /leads/{id}/visits`.
async fn of_lead(
    _owner: Owner,
    State(state): State<AppState>,
    Path(id): Path<String>,
) -> Result<Json<LeadVisits>, AppError> {
    let lead = load(&state.db, lead_id(&id)?).await?;
    let visits = stored::of_lead(&mut *state.db.pool.acquire().await?, lead.e.id).await?;
    Ok(Json(LeadVisits {
        visits: visits.iter().map(wire).collect(),
        emailable: lead
            .e
            .email
            .as_deref()
            .is_some_and(|e| !e.trim().is_empty()),
    }))
}

#[derive(serde::Deserialize)]
struct ComingQuery {
    days: Option<String>,
}

/// `GET /visits?days=N`: the booked visits from the start of today (UK)
/// for N days (14 unless told, at most 60), soonest first.
async fn coming(
    _owner: Owner,
    State(state): State<AppState>,
    ApiQuery(q): ApiQuery<ComingQuery>,
) -> Result<Json<VisitList>, AppError> {
    let days = match q.days.as_deref().map(str::trim).filter(|d| !d.is_empty()) {
        None => DEFAULT_DAYS,
        Some(d) => d
            .parse::<i64>()
            .ok()
            .filter(|d| (1..=MAX_DAYS).contains(d))
            .ok_or_else(|| {
                AppError::BadRequest(format!("Days must be a whole number from 1 to {MAX_DAYS}."))
            })?,
    };
    let today = uk_time::day(chrono::Utc::now());
    let from = uk_time::midnight(today);
    let until = uk_time::midnight(today + chrono::Duration::days(days));
    let mut conn = state.db.pool.acquire().await?;
    let booked = stored::booked_between(&mut conn, from, until).await?;
    drop(conn);
    let mut visits = Vec::with_capacity(booked.len());
    for v in &booked {
        let Some(lead) = Lead::find(&state.db, v.enquiry_id).await? else {
            continue;
        };
        visits.push(ComingVisit {
            visit: wire(v),
            name: lead.e.name,
            service: lead.e.service,
            location: lead.e.location,
            phone: lead.e.phone,
        });
    }
    Ok(Json(VisitList { days, visits }))
}

/// `GET /visits/{id}.ics`: the owner's calendar file for the visit.
async fn calendar(
    _owner: Owner,
    State(state): State<AppState>,
    Path(file): Path<String>,
) -> Result<Response, AppError> {
    let id = file
        .strip_suffix(".ics")
        .ok_or_else(|| AppError::NotFound("There is no such visit.".into()))?;
    let visit = load_visit(&state, visit_id(id)?).await?;
    let lead = load(&state.db, visit.enquiry_id).await?;
    let body = mail::calendar(&visit, &lead.e, true);
    Ok((
        [
            (
                header::CONTENT_TYPE,
                "text/calendar; charset=utf-8".to_string(),
            ),
            (
                header::CONTENT_DISPOSITION,
                format!("attachment; filename=\"visit-{}.ics\"", visit.id),
            ),
        ],
        body,
    )
        .into_response())
}
