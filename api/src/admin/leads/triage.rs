//! Sorting enquiries (issue 23.6): mark a lead as spam, archive it or bring
//! it back, and promote an incomplete form to a lead. Each moves the
//! enquiry's status from the one the owner's screen showed, at the version it
//! showed (as every change does: `actions`), with its history row and an
//! audit line. ('Not spam', which also notifies, is `actions::release`.)

use super::view::detail_of;
use super::{lead_id, load};
use crate::admin::Owner;
use crate::enquiries::history::{self, Event, Kind};
use crate::enquiries::{LeadChange, change_lead};
use crate::http::error::AppError;
use crate::http::extract::JsonBody;
use crate::public::contact::EnquiryStatus;
use crate::state::AppState;
use axum::Json;
use axum::extract::{Path, State};
use content_model::admin::{LeadPage, LeadVersion};

/// One status change the owner may make: from, to, and the words for it.
struct Move {
    from: EnquiryStatus,
    to: EnquiryStatus,
    /// Said when the enquiry is not at `from`.
    not_from: &'static str,
    /// The audit line, after 'lead #N'.
    done: &'static str,
}

const MARK_SPAM: Move = Move {
    from: EnquiryStatus::New,
    to: EnquiryStatus::Spam,
    not_from: "Only a lead in the inbox can be marked as spam.",
    done: "marked as spam",
};
const ARCHIVE: Move = Move {
    from: EnquiryStatus::New,
    to: EnquiryStatus::Archived,
    not_from: "Only a lead in the inbox can be archived.",
    done: "archived",
};
const RESTORE: Move = Move {
    from: EnquiryStatus::Archived,
    to: EnquiryStatus::New,
    not_from: "Only an archived lead can be brought back to the inbox.",
    done: "brought back to the inbox",
};
const PROMOTE: Move = Move {
    from: EnquiryStatus::Incomplete,
    to: EnquiryStatus::New,
    not_from: "Only an incomplete form can be made a lead.",
    done: "made a lead from an incomplete form",
};

async fn apply(
    owner: Owner,
    state: AppState,
    id: String,
    seen: LeadVersion,
    m: Move,
) -> Result<Json<LeadPage>, AppError> {
    let id = lead_id(&id)?;
    let lead = load(&state.db, id).await?;
    if lead.e.status != m.from {
        return Err(AppError::Conflict(m.not_from.into()));
    }
    let mut tx = state.db.begin().await?;
    let change = LeadChange::Status {
        from: m.from,
        to: m.to,
    };
    if !change_lead(&mut tx, id, seen.version, change).await? {
        drop(tx);
        return Err(super::actions::stale(&state, id).await);
    }
    history::record(
        &mut tx,
        id,
        &owner.email,
        &crate::store::db::now(),
        Event {
            from: Some(m.from.as_str()),
            to: Some(m.to.as_str()),
            ..Event::of(Kind::Status)
        },
    )
    .await?;
    tx.commit().await?;
    owner
        .audit(&state, &format!("lead #{id} {}", m.done))
        .await?;
    detail_of(&state, id).await
}

/// `POST /leads/{id}/spam` `{version}`: a lead that is not one.
pub(super) async fn mark_spam(
    owner: Owner,
    State(state): State<AppState>,
    Path(id): Path<String>,
    JsonBody(seen): JsonBody<LeadVersion>,
) -> Result<Json<LeadPage>, AppError> {
    apply(owner, state, id, seen, MARK_SPAM).await
}

/// `POST /leads/{id}/archive` `{version}`: out of the inbox.
pub(super) async fn archive(
    owner: Owner,
    State(state): State<AppState>,
    Path(id): Path<String>,
    JsonBody(seen): JsonBody<LeadVersion>,
) -> Result<Json<LeadPage>, AppError> {
    apply(owner, state, id, seen, ARCHIVE).await
}

/// `POST /leads/{id}/restore` `{version}`: an archived lead back in the inbox.
pub(super) async fn restore(
    owner: Owner,
    State(state): State<AppState>,
    Path(id): Path<String>,
    JsonBody(seen): JsonBody<LeadVersion>,
) -> Result<Json<LeadPage>, AppError> {
    apply(owner, state, id, seen, RESTORE).await
}

/// `POST /leads/{id}/promote` `{version}`: an incomplete form worth working
/// (what it lacked stays on the lead for the owner to see).
pub(super) async fn promote(
    owner: Owner,
    State(state): State<AppState>,
    Path(id): Path<String>,
    JsonBody(seen): JsonBody<LeadVersion>,
) -> Result<Json<LeadPage>, AppError> {
    apply(owner, state, id, seen, PROMOTE).await
}
