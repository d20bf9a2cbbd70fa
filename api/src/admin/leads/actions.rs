//! What the owner does to a lead: move it through the stages, add a note,
//! release it from spam, resend its notification. Each change and its
//! history row are written together; then the audit log, which names the
//! lead's number and never the customer.
//!
//! Every change names the lead's `version` the owner's screen showed and is
//! made only from it, adding one (issue 23.5): a phone left on an old view
//! gets 409 with the lead as it now stands and what changed, instead of
//! overwriting a newer decision ('Lost' undone by a stale 'Contacted').

use super::view::{detail_of, latest_change};
use super::{Stage, lead_id, load};
use crate::admin::Owner;
use crate::enquiries::history::{self, Event, Kind};
use crate::enquiries::money::{self, LostReason};
use crate::enquiries::{LeadChange, StageMoney, change_lead};
use crate::http::error::AppError;
use crate::http::extract::JsonBody;
use crate::notify::outbox;
use crate::public::contact::{EnquiryStatus, notifications};
use crate::state::AppState;
use axum::Json;
use axum::extract::{Path, State};
use content_model::admin::{LeadPage, LeadVersion, NewNote, StageChange};

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
    // The text rule at the edge has refused every control character but tab,
    // line feed and carriage return; a carriage return left after the line
    // endings were made '\n' is a stray one.
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

/// The refusal for a lead that is not a real lead (yet).
pub(super) fn not_a_real_lead(status: EnquiryStatus) -> AppError {
    AppError::Conflict(match status {
        EnquiryStatus::Spam => {
            "This enquiry is marked as spam: release it ('Not spam') before working it.".into()
        }
        EnquiryStatus::Incomplete => {
            "This enquiry is incomplete: only a complete enquiry can be worked as a lead.".into()
        }
        EnquiryStatus::Archived => {
            "This lead is archived: bring it back to the inbox before working it.".into()
        }
        EnquiryStatus::New => "This lead cannot be changed.".into(),
    })
}

/// The refusal of a change made from a stale view: the lead as it stands and,
/// in words, the latest thing done to it.
pub(super) async fn stale(state: &AppState, id: i64) -> AppError {
    let current = match detail_of(state, id).await {
        Ok(Json(detail)) => detail,
        Err(e) => return e,
    };
    let what = latest_change(&current).unwrap_or_else(|| "it changed".into());
    AppError::Stale {
        message: format!(
            "This lead changed on another screen meanwhile ({what}). Nothing was saved: here it is as it stands now."
        ),
        current: Box::new(current),
    }
}

/// Adds one to the lead's version if it is still `seen`, inside `tx`;
/// false if another change came first.
async fn bump(conn: &mut sqlx::AnyConnection, id: i64, seen: i64) -> Result<bool, AppError> {
    Ok(change_lead(conn, id, seen, LeadChange::Touch).await?)
}

/// What a stage change carries besides the stage, checked: an amount only
/// to 'quoted' or 'won' (1p to £10m), a reason required on moving to 'lost'
/// (not on a double tap of it) and only there.
fn checked_money(
    to: Stage,
    moving: bool,
    body: &StageChange,
) -> Result<(Option<i64>, Option<LostReason>), AppError> {
    let amount = match body.amount_pence {
        None => None,
        Some(_) if !matches!(to, Stage::Quoted | Stage::Won) => {
            return Err(AppError::BadRequest(
                "Only a lead moved to quoted or won carries an amount.".into(),
            ));
        }
        Some(p) if !money::valid_amount(p) => {
            return Err(AppError::BadRequest(money::AMOUNT_RANGE.into()));
        }
        Some(p) => Some(p),
    };
    let reason = body
        .lost_reason
        .as_deref()
        .map(str::trim)
        .filter(|r| !r.is_empty());
    let reason = match (to, reason) {
        (Stage::Lost, Some(r)) => {
            Some(LostReason::parse(r).ok_or_else(|| AppError::BadRequest(money::choose_reason()))?)
        }
        (Stage::Lost, None) if moving => return Err(AppError::BadRequest(money::choose_reason())),
        (Stage::Lost, None) => None,
        (_, Some(_)) => {
            return Err(AppError::BadRequest(
                "Only a lead moved to lost has a reason.".into(),
            ));
        }
        (_, None) => None,
    };
    Ok((amount, reason))
}

/// `POST /leads/{id}/stage` `{stage, note?, version, amountPence?, lostReason?}`.
/// Moving a lead to the stage it is at without a note or an amount changes
/// nothing (a double tap), whatever version it names; with an amount, to
/// the stage it is at, the amount is corrected (a revised price).
pub(super) async fn set_stage(
    owner: Owner,
    State(state): State<AppState>,
    Path(id): Path<String>,
    JsonBody(body): JsonBody<StageChange>,
) -> Result<Json<LeadPage>, AppError> {
    let id = lead_id(&id)?;
    let to = Stage::parse(body.stage.trim())
        .ok_or_else(|| AppError::BadRequest(super::CHOOSE_STAGE.into()))?;
    let note = body
        .note
        .as_deref()
        .filter(|n| !n.trim().is_empty())
        .map(checked_note)
        .transpose()?;
    let lead = load(&state.db, id).await?;
    let from = lead.stage.as_str();
    let (amount, reason) = checked_money(to, from != to.as_str(), &body)?;
    if lead.e.status != EnquiryStatus::New {
        return Err(not_a_real_lead(lead.e.status));
    }
    if from == to.as_str() && amount.is_none() {
        return match &note {
            None => detail_of(&state, id).await,
            Some(note) => note_from(&state, &owner, id, body.version, note).await,
        };
    }
    let mut tx = state.db.begin().await?;
    let now = crate::store::db::now();
    let change = LeadChange::Stage {
        from,
        to: to.as_str(),
        at: &now,
        money: StageMoney {
            amount_pence: amount,
            lost_reason: reason.map(LostReason::as_str),
        },
    };
    if !change_lead(&mut tx, id, body.version, change).await? {
        drop(tx);
        return Err(stale(&state, id).await);
    }
    history::record(
        &mut tx,
        id,
        &owner.email,
        &now,
        Event {
            from: Some(from),
            to: Some(to.as_str()),
            note: note.as_deref(),
            amount_pence: amount,
            reason: reason.map(LostReason::as_str),
            ..Event::of(Kind::Stage)
        },
    )
    .await?;
    tx.commit().await?;
    let mut what = format!("moved lead #{id} from {from} to {}", to.as_str());
    if let Some(p) = amount {
        what.push_str(&format!(" ({})", money::pounds(p)));
    }
    if let Some(r) = reason {
        what.push_str(&format!(" ({})", r.label()));
    }
    owner.audit(&state, &what).await?;
    detail_of(&state, id).await
}

/// Adds `note` to lead `id` if it is still at version `seen`, with its audit line.
async fn note_from(
    state: &AppState,
    owner: &Owner,
    id: i64,
    seen: i64,
    note: &str,
) -> Result<Json<LeadPage>, AppError> {
    let mut tx = state.db.begin().await?;
    if !bump(&mut tx, id, seen).await? {
        drop(tx);
        return Err(stale(state, id).await);
    }
    history::record(
        &mut tx,
        id,
        &owner.email,
        &crate::store::db::now(),
        Event {
            note: Some(note),
            ..Event::of(Kind::Note)
        },
    )
    .await?;
    tx.commit().await?;
    owner
        .audit(state, &format!("added a note to lead #{id}"))
        .await?;
    detail_of(state, id).await
}

/// `POST /leads/{id}/notes` `{note, version}`: on any enquiry, spam
/// included (the owner may want to say why it is not a lead).
pub(super) async fn add_note(
    owner: Owner,
    State(state): State<AppState>,
    Path(id): Path<String>,
    JsonBody(body): JsonBody<NewNote>,
) -> Result<Json<LeadPage>, AppError> {
    let id = lead_id(&id)?;
    let note = checked_note(&body.note)?;
    load(&state.db, id).await?;
    note_from(&state, &owner, id, body.version, &note).await
}

/// `POST /leads/{id}/release` `{version}`: 'Not spam'. The enquiry becomes a real lead
/// and the business is notified as for a fresh enquiry, in one transaction.
/// The visitor gets no acknowledgement: the address on a honeypot hit may
/// be anyone's, and mail to it would let a bot use the form as a relay.
pub(super) async fn release(
    owner: Owner,
    State(state): State<AppState>,
    Path(id): Path<String>,
    JsonBody(seen): JsonBody<LeadVersion>,
) -> Result<Json<LeadPage>, AppError> {
    let id = lead_id(&id)?;
    let lead = load(&state.db, id).await?;
    if lead.e.status != EnquiryStatus::Spam {
        return Err(AppError::Conflict(
            "Only an enquiry marked as spam can be released.".into(),
        ));
    }
    let mut released = lead.e;
    released.status = EnquiryStatus::New;
    // A lead the owner marked as spam was notified when it came: no second email.
    let notified = outbox::owner::latest_about(&state.db, id, outbox::NOTIFICATION)
        .await?
        .is_some();
    let mail: Vec<_> = notifications::render(&state, &released)?
        .into_iter()
        .filter(|(kind, _)| *kind == outbox::NOTIFICATION && !notified)
        .collect();
    let mut tx = state.db.begin().await?;
    let change = LeadChange::Status {
        from: EnquiryStatus::Spam,
        to: EnquiryStatus::New,
    };
    if !change_lead(&mut tx, id, seen.version, change).await? {
        drop(tx);
        return Err(stale(&state, id).await);
    }
    for (kind, m) in &mail {
        outbox::enqueue(&mut tx, kind, Some(&released), m).await?;
    }
    history::record(
        &mut tx,
        id,
        &owner.email,
        &crate::store::db::now(),
        Event {
            from: Some(EnquiryStatus::Spam.as_str()),
            to: Some(EnquiryStatus::New.as_str()),
            ..Event::of(Kind::Released)
        },
    )
    .await?;
    tx.commit().await?;
    state.wake_mailer.notify_one();
    owner
        .audit(&state, &format!("released lead #{id} from spam"))
        .await?;
    detail_of(&state, id).await
}

/// `POST /leads/{id}/resend` `{version}`: the business notification again,
/// when it failed or was abandoned (same Message-ID, as the mail log's retry).
pub(super) async fn resend(
    owner: Owner,
    State(state): State<AppState>,
    Path(id): Path<String>,
    JsonBody(seen): JsonBody<LeadVersion>,
) -> Result<Json<LeadPage>, AppError> {
    let id = lead_id(&id)?;
    load(&state.db, id).await?;
    let Some(latest) = outbox::owner::latest_about(&state.db, id, outbox::NOTIFICATION).await?
    else {
        return Err(AppError::Conflict(
            "This lead has no notification to resend.".into(),
        ));
    };
    let (mail_id, mail_state) = (latest.id, latest.state.as_str());
    if !matches!(mail_state, "failed" | "abandoned") {
        return Err(AppError::Conflict(format!(
            "Its notification is {mail_state}: only a failed or abandoned one can be sent again."
        )));
    }
    if !bump(&mut *state.db.pool.acquire().await?, id, seen.version).await? {
        return Err(stale(&state, id).await);
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
        &crate::store::db::now(),
        Event {
            from: Some(mail_state),
            to: Some("pending"),
            ..Event::of(Kind::Resent)
        },
    )
    .await?;
    drop(conn);
    owner
        .audit(&state, &format!("resent the notification of lead #{id}"))
        .await?;
    detail_of(&state, id).await
}
