//! The owner's leads (`/api/admin/leads`, issue 11 items 2 and 3): the inbox,
//! spam and incomplete views with filters and search, one lead with its
//! history, mail and one-tap links, and what the owner does to a lead: move
//! it through the stages, add a note, release it from spam, resend its
//! notification. Every change is written to the lead's history and to the
//! audit log (without the customer's details) in the same request.

mod filter;
mod history;
mod links;

use super::{AdminRoute, Owner, accounts};
use crate::admin::mail::MailMessage;
use crate::contact::{Enquiry, EnquiryStatus, notifications};
use crate::error::AppError;
use crate::extract::{ApiQuery, JsonBody};
use crate::outbox::{self, owner::Delivery};
use crate::state::AppState;
use axum::Json;
use axum::extract::{ConnectInfo, Path, State};
use axum::http::{HeaderMap, Method};
use filter::{DIRECT, Filter, ListQuery, PAGE_SIZE};
use history::{Event, Kind};
use serde::{Deserialize, Serialize};
use sqlx::any::AnyRow;
use sqlx::{FromRow, Row};
use std::net::SocketAddr;

/// A real lead's place in the owner's workflow. Stored as `as_str`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stage {
    New,
    Contacted,
    Quoted,
    Won,
    Lost,
}

impl Stage {
    const ALL: [Stage; 5] = [
        Stage::New,
        Stage::Contacted,
        Stage::Quoted,
        Stage::Won,
        Stage::Lost,
    ];
    pub const CHOOSE: &str = "Choose a stage: new, contacted, quoted, won or lost.";

    pub fn as_str(self) -> &'static str {
        match self {
            Stage::New => "new",
            Stage::Contacted => "contacted",
            Stage::Quoted => "quoted",
            Stage::Won => "won",
            Stage::Lost => "lost",
        }
    }

    pub fn parse(s: &str) -> Option<Stage> {
        Stage::ALL.into_iter().find(|st| st.as_str() == s)
    }
}

/// An enquiry with its workflow columns, as the owner's views read it.
struct Lead {
    e: Enquiry,
    stage: String,
    stage_changed_at: Option<String>,
}

impl FromRow<'_, AnyRow> for Lead {
    fn from_row(r: &AnyRow) -> Result<Self, sqlx::Error> {
        Ok(Lead {
            e: Enquiry::from_row(r)?,
            stage: r.try_get("stage")?,
            stage_changed_at: r.try_get("stage_changed_at")?,
        })
    }
}

impl Lead {
    /// An emergency nobody has handled yet stays at the top of the inbox.
    fn pinned(&self) -> bool {
        self.e.status == EnquiryStatus::New && self.e.is_emergency && self.stage == "new"
    }
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct LeadSummary {
    id: i64,
    created_at: String,
    status: EnquiryStatus,
    stage: String,
    stage_changed_at: Option<String>,
    pinned: bool,
    is_emergency: bool,
    name: String,
    phone: String,
    email: Option<String>,
    service: String,
    location: Option<String>,
    page_path: Option<String>,
    utm_source: Option<String>,
    utm_campaign: Option<String>,
    delivery: Delivery,
}

fn summary(l: &Lead, delivery: Delivery) -> LeadSummary {
    let e = &l.e;
    LeadSummary {
        id: e.id,
        created_at: e.created_at.clone(),
        status: e.status,
        stage: l.stage.clone(),
        stage_changed_at: l.stage_changed_at.clone(),
        pinned: l.pinned(),
        is_emergency: e.is_emergency,
        name: e.name.clone(),
        phone: e.phone.clone(),
        email: e.email.clone(),
        service: e.service.clone(),
        location: e.location.clone(),
        page_path: e.page_path.clone(),
        utm_source: e.utm_source.clone(),
        utm_campaign: e.utm_campaign.clone(),
        delivery,
    }
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct LeadDetail {
    #[serde(flatten)]
    summary: LeadSummary,
    message: Option<String>,
    referrer: Option<String>,
    utm_medium: Option<String>,
    utm_term: Option<String>,
    utm_content: Option<String>,
    user_agent: String,
    /// An incomplete form's field → message map (or why it was spam).
    problems: Option<serde_json::Value>,
}

#[derive(Serialize)]
struct Counts {
    inbox: i64,
    spam: i64,
    incomplete: i64,
    pinned: i64,
}

#[derive(Serialize)]
struct FilterValues {
    services: Vec<String>,
    areas: Vec<String>,
    sources: Vec<String>,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct ListAnswer {
    leads: Vec<LeadSummary>,
    total: i64,
    page: i64,
    page_size: i64,
    counts: Counts,
    filters: FilterValues,
}

#[derive(Serialize)]
struct DetailAnswer {
    lead: LeadDetail,
    history: Vec<history::Entry>,
    mail: Vec<MailMessage>,
    links: links::Links,
}

/// `GET /leads`: one page of a view, with every view's counts and the
/// values its filters can take.
async fn list(
    _owner: Owner,
    State(state): State<AppState>,
    ApiQuery(q): ApiQuery<ListQuery>,
) -> Result<Json<ListAnswer>, AppError> {
    let f = Filter::parse(&q)?;
    let db = &state.db;
    let where_sql = f.where_sql();
    let n = f.binds().len();
    let sql = format!(
        "SELECT * FROM enquiries WHERE {where_sql} ORDER BY {} LIMIT ${} OFFSET ${}",
        f.order_sql(),
        n + 1,
        n + 2
    );
    let mut query = sqlx::query_as::<_, Lead>(&sql);
    for b in f.binds() {
        query = query.bind(b);
    }
    let leads = query
        .bind(PAGE_SIZE)
        .bind(f.offset())
        .fetch_all(&db.pool)
        .await?;
    let count_sql = format!("SELECT COUNT(*) AS n FROM enquiries WHERE {where_sql}");
    let mut count = sqlx::query(&count_sql);
    for b in f.binds() {
        count = count.bind(b);
    }
    let total: i64 = count.fetch_one(&db.pool).await?.try_get("n")?;
    let ids: Vec<i64> = leads.iter().map(|l| l.e.id).collect();
    let delivery = outbox::owner::delivery_by_enquiry(db, &ids).await?;
    Ok(Json(ListAnswer {
        leads: leads
            .iter()
            .map(|l| summary(l, delivery.get(&l.e.id).copied().unwrap_or_default()))
            .collect(),
        total,
        page: f.page,
        page_size: PAGE_SIZE,
        counts: counts(db).await?,
        filters: filter_values(db, f.view).await?,
    }))
}

async fn counts(db: &crate::db::Db) -> Result<Counts, sqlx::Error> {
    let mut c = Counts {
        inbox: 0,
        spam: 0,
        incomplete: 0,
        pinned: 0,
    };
    for r in sqlx::query("SELECT status, COUNT(*) AS n FROM enquiries GROUP BY status")
        .fetch_all(&db.pool)
        .await?
    {
        let n: i64 = r.try_get("n")?;
        match EnquiryStatus::parse(&r.try_get::<String, _>("status")?) {
            Some(EnquiryStatus::New) => c.inbox = n,
            Some(EnquiryStatus::Spam) => c.spam = n,
            Some(EnquiryStatus::Incomplete) => c.incomplete = n,
            None => {}
        }
    }
    c.pinned = sqlx::query(
        "SELECT COUNT(*) AS n FROM enquiries WHERE status = 'new' AND stage = 'new' AND is_emergency <> 0",
    )
    .fetch_one(&db.pool)
    .await?
    .try_get("n")?;
    Ok(c)
}

/// The services, areas and sources present in the view, for its filters.
async fn filter_values(
    db: &crate::db::Db,
    view: EnquiryStatus,
) -> Result<FilterValues, sqlx::Error> {
    let distinct = |column: &'static str| {
        let sql = format!(
            "SELECT DISTINCT {column} AS v FROM enquiries WHERE status = $1 AND {column} IS NOT NULL ORDER BY v"
        );
        async move {
            sqlx::query(&sql)
                .bind(view.as_str())
                .fetch_all(&db.pool)
                .await?
                .iter()
                .map(|r| r.try_get::<String, _>("v"))
                .collect::<Result<Vec<_>, _>>()
        }
    };
    let services = distinct("service").await?;
    let areas = distinct("location").await?;
    let mut sources = distinct("utm_source").await?;
    let direct =
        sqlx::query("SELECT COUNT(*) AS n FROM enquiries WHERE status = $1 AND utm_source IS NULL")
            .bind(view.as_str())
            .fetch_one(&db.pool)
            .await?
            .try_get::<i64, _>("n")?;
    if direct > 0 {
        sources.insert(0, DIRECT.to_string());
    }
    Ok(FilterValues {
        services,
        areas,
        sources,
    })
}

/// The id in the path; anything but a positive integer names no lead.
fn lead_id(raw: &str) -> Result<i64, AppError> {
    raw.parse::<i64>()
        .ok()
        .filter(|id| *id > 0)
        .ok_or_else(|| AppError::NotFound("There is no such lead.".into()))
}

fn not_found(id: impl std::fmt::Display) -> AppError {
    AppError::NotFound(format!("There is no lead #{id}."))
}

async fn load(db: &crate::db::Db, id: i64) -> Result<Lead, AppError> {
    sqlx::query_as::<_, Lead>("SELECT * FROM enquiries WHERE id = $1")
        .bind(id)
        .fetch_optional(&db.pool)
        .await?
        .ok_or_else(|| not_found(id))
}

/// Everything the lead's page shows.
async fn detail_of(state: &AppState, id: i64) -> Result<Json<DetailAnswer>, AppError> {
    let db = &state.db;
    let lead = load(db, id).await?;
    let mail: Vec<MailMessage> = outbox::owner::for_enquiry(db, id)
        .await?
        .into_iter()
        .map(MailMessage::from)
        .collect();
    let delivery = outbox::owner::delivery_by_enquiry(db, &[id])
        .await?
        .remove(&id)
        .unwrap_or_default();
    let history = history::read(db, id, &lead.e.created_at).await?;
    let links = links::for_contact(&lead.e.phone, lead.e.email.as_deref());
    let e = &lead.e;
    let detail = LeadDetail {
        summary: summary(&lead, delivery),
        message: e.message.clone(),
        referrer: e.referrer.clone(),
        utm_medium: e.utm_medium.clone(),
        utm_term: e.utm_term.clone(),
        utm_content: e.utm_content.clone(),
        user_agent: e.user_agent.clone(),
        problems: e
            .problems
            .as_deref()
            .and_then(|p| serde_json::from_str(p).ok()),
    };
    Ok(Json(DetailAnswer {
        lead: detail,
        history,
        mail,
        links,
    }))
}

/// `GET /leads/{id}`.
async fn detail(
    _owner: Owner,
    State(state): State<AppState>,
    Path(id): Path<String>,
) -> Result<Json<DetailAnswer>, AppError> {
    detail_of(&state, lead_id(&id)?).await
}

pub const NOTE_MAX_CHARS: usize = 2000;

/// A note as stored: line endings made `\n`, trimmed, 1-2000 characters,
/// and no control characters but newline and tab (they could hide text or
/// break the CSV and terminal output the owner may later use).
fn checked_note(raw: &str) -> Result<String, AppError> {
    let note = raw.replace("\r\n", "\n").trim().to_string();
    if note.is_empty() {
        return Err(AppError::BadRequest("Write a note first.".into()));
    }
    if note.chars().count() > NOTE_MAX_CHARS {
        return Err(AppError::BadRequest(format!(
            "A note must be at most {NOTE_MAX_CHARS} characters."
        )));
    }
    if note
        .chars()
        .any(|c| c.is_control() && c != '\n' && c != '\t')
    {
        return Err(AppError::BadRequest(
            "A note cannot contain control characters.".into(),
        ));
    }
    Ok(note)
}

/// Who acted, for the audit log: the owner, and their address hashed with
/// the day's salt as the sign-in does.
pub(in crate::admin) struct Actor<'a> {
    pub owner: &'a Owner,
    pub peer: SocketAddr,
    pub headers: &'a HeaderMap,
}

impl Actor<'_> {
    /// Writes `action` (which names no customer) to the audit log.
    pub async fn audit(&self, state: &AppState, action: &str) -> Result<(), AppError> {
        let salt = crate::visitors::todays_salt(&state.db, &state.salt_cache).await?;
        let address = crate::client::address(self.peer, self.headers, &state.cfg.trust_proxy);
        let client = crate::visitors::client_hash(&salt, address);
        accounts::audit(&state.db, &self.owner.email, action, &client).await?;
        Ok(())
    }
}

/// The refusal for a lead that is not a real lead (yet).
fn not_a_real_lead(status: EnquiryStatus) -> AppError {
    AppError::Conflict(match status {
        EnquiryStatus::Spam => {
            "This enquiry is marked as spam: release it ('Not spam') before working it.".into()
        }
        EnquiryStatus::Incomplete => {
            "This enquiry is incomplete: only a complete enquiry can be worked as a lead.".into()
        }
        EnquiryStatus::New => "This lead cannot be changed.".into(),
    })
}

#[derive(Deserialize)]
struct StageBody {
    stage: String,
    note: Option<String>,
}

/// `POST /leads/{id}/stage` `{stage, note?}`. Moving a lead to the stage it
/// is at changes nothing (a double tap), though a note given is kept.
async fn set_stage(
    owner: Owner,
    State(state): State<AppState>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    Path(id): Path<String>,
    JsonBody(body): JsonBody<StageBody>,
) -> Result<Json<DetailAnswer>, AppError> {
    let id = lead_id(&id)?;
    let to = Stage::parse(body.stage.trim())
        .ok_or_else(|| AppError::BadRequest(Stage::CHOOSE.into()))?;
    let note = body
        .note
        .as_deref()
        .filter(|n| !n.trim().is_empty())
        .map(checked_note)
        .transpose()?;
    let lead = load(&state.db, id).await?;
    if lead.e.status != EnquiryStatus::New {
        return Err(not_a_real_lead(lead.e.status));
    }
    let from = lead.stage.as_str();
    let actor = Actor {
        owner: &owner,
        peer,
        headers: &headers,
    };
    if from == to.as_str() {
        if let Some(note) = &note {
            add_note_event(&state, id, &owner, note).await?;
            actor
                .audit(&state, &format!("added a note to lead #{id}"))
                .await?;
        }
        return detail_of(&state, id).await;
    }
    let mut tx = state.db.pool.begin().await?;
    let now = crate::db::now();
    // Only from the stage the owner saw: two phones moving one lead at once
    // must not both think they won.
    let moved = sqlx::query(
        "UPDATE enquiries SET stage = $1, stage_changed_at = $2 WHERE id = $3 AND status = 'new' AND stage = $4",
    )
    .bind(to.as_str())
    .bind(&now)
    .bind(id)
    .bind(from)
    .execute(&mut *tx)
    .await?
    .rows_affected();
    if moved != 1 {
        return Err(AppError::Conflict(
            "This lead was changed meanwhile. Reload it and try again.".into(),
        ));
    }
    history::record(
        &mut tx,
        id,
        &owner.email,
        &now,
        Event {
            kind: Kind::Stage,
            from: Some(from),
            to: Some(to.as_str()),
            note: note.as_deref(),
        },
    )
    .await?;
    tx.commit().await?;
    actor
        .audit(
            &state,
            &format!("moved lead #{id} from {from} to {}", to.as_str()),
        )
        .await?;
    detail_of(&state, id).await
}

async fn add_note_event(
    state: &AppState,
    id: i64,
    owner: &Owner,
    note: &str,
) -> Result<(), AppError> {
    let mut conn = state.db.pool.acquire().await?;
    history::record(
        &mut conn,
        id,
        &owner.email,
        &crate::db::now(),
        Event {
            kind: Kind::Note,
            from: None,
            to: None,
            note: Some(note),
        },
    )
    .await?;
    Ok(())
}

#[derive(Deserialize)]
struct NoteBody {
    note: String,
}

/// `POST /leads/{id}/notes` `{note}`: on any enquiry, spam included (the
/// owner may want to say why it is not a lead).
async fn add_note(
    owner: Owner,
    State(state): State<AppState>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    Path(id): Path<String>,
    JsonBody(body): JsonBody<NoteBody>,
) -> Result<Json<DetailAnswer>, AppError> {
    let id = lead_id(&id)?;
    let note = checked_note(&body.note)?;
    load(&state.db, id).await?;
    add_note_event(&state, id, &owner, &note).await?;
    Actor {
        owner: &owner,
        peer,
        headers: &headers,
    }
    .audit(&state, &format!("added a note to lead #{id}"))
    .await?;
    detail_of(&state, id).await
}

/// `POST /leads/{id}/release`: 'Not spam'. The enquiry becomes a real lead
/// and the business is notified as for a fresh enquiry, in one transaction.
/// The visitor gets no acknowledgement: the address on a honeypot hit may
/// be anyone's, and mail to it would let a bot use the form as a relay.
async fn release(
    owner: Owner,
    State(state): State<AppState>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    Path(id): Path<String>,
) -> Result<Json<DetailAnswer>, AppError> {
    let id = lead_id(&id)?;
    let lead = load(&state.db, id).await?;
    if lead.e.status != EnquiryStatus::Spam {
        return Err(AppError::Conflict(
            "Only an enquiry marked as spam can be released.".into(),
        ));
    }
    let mut released = lead.e;
    released.status = EnquiryStatus::New;
    let mail: Vec<_> = notifications::render(&state, &released)?
        .into_iter()
        .filter(|(kind, _)| *kind == outbox::NOTIFICATION)
        .collect();
    let mut tx = state.db.pool.begin().await?;
    let changed =
        sqlx::query("UPDATE enquiries SET status = 'new' WHERE id = $1 AND status = 'spam'")
            .bind(id)
            .execute(&mut *tx)
            .await?
            .rows_affected();
    if changed != 1 {
        return Err(AppError::Conflict(
            "This enquiry was released meanwhile. Reload it.".into(),
        ));
    }
    for (kind, m) in &mail {
        outbox::enqueue(&mut tx, kind, Some(id), m).await?;
    }
    history::record(
        &mut tx,
        id,
        &owner.email,
        &crate::db::now(),
        Event {
            kind: Kind::Released,
            from: Some(EnquiryStatus::Spam.as_str()),
            to: Some(EnquiryStatus::New.as_str()),
            note: None,
        },
    )
    .await?;
    tx.commit().await?;
    state.wake_mailer.notify_one();
    Actor {
        owner: &owner,
        peer,
        headers: &headers,
    }
    .audit(&state, &format!("released lead #{id} from spam"))
    .await?;
    detail_of(&state, id).await
}

/// `POST /leads/{id}/resend`: the business notification again, when it
/// failed or was abandoned (same Message-ID, as the mail log's retry).
async fn resend(
    owner: Owner,
    State(state): State<AppState>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    Path(id): Path<String>,
) -> Result<Json<DetailAnswer>, AppError> {
    let id = lead_id(&id)?;
    load(&state.db, id).await?;
    let latest = sqlx::query(
        "SELECT id, state FROM outbox WHERE enquiry_id = $1 AND kind = $2 ORDER BY id DESC LIMIT 1",
    )
    .bind(id)
    .bind(outbox::NOTIFICATION)
    .fetch_optional(&state.db.pool)
    .await?;
    let Some(row) = latest else {
        return Err(AppError::Conflict(
            "This lead has no notification to resend.".into(),
        ));
    };
    let (mail_id, mail_state): (i64, String) = (row.try_get("id")?, row.try_get("state")?);
    if !matches!(mail_state.as_str(), "failed" | "abandoned") {
        return Err(AppError::Conflict(format!(
            "Its notification is {mail_state}: only a failed or abandoned one can be sent again."
        )));
    }
    if outbox::owner::retry(&state.db, &[mail_id])
        .await?
        .is_empty()
    {
        return Err(AppError::Conflict(
            "Its notification changed meanwhile. Reload the lead.".into(),
        ));
    }
    state.wake_mailer.notify_one();
    let mut conn = state.db.pool.acquire().await?;
    history::record(
        &mut conn,
        id,
        &owner.email,
        &crate::db::now(),
        Event {
            kind: Kind::Resent,
            from: Some(&mail_state),
            to: Some("pending"),
            note: None,
        },
    )
    .await?;
    drop(conn);
    Actor {
        owner: &owner,
        peer,
        headers: &headers,
    }
    .audit(&state, &format!("resent the notification of lead #{id}"))
    .await?;
    detail_of(&state, id).await
}

/// This module's routes (see [`super::AdminRoute`]).
pub fn routes() -> Vec<AdminRoute> {
    use axum::routing::{get, post};
    vec![
        AdminRoute::new(Method::GET, "/leads", || get(list)),
        AdminRoute::new(Method::GET, "/leads/{id}", || get(detail)),
        AdminRoute::new(Method::POST, "/leads/{id}/stage", || post(set_stage)),
        AdminRoute::new(Method::POST, "/leads/{id}/notes", || post(add_note)),
        AdminRoute::new(Method::POST, "/leads/{id}/release", || post(release)),
        AdminRoute::new(Method::POST, "/leads/{id}/resend", || post(resend)),
    ]
}
