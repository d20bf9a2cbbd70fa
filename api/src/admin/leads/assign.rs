//! Who works a lead (issue 33.7): `POST /leads/{id}/assign` gives it to an
//! account, or to nobody. The account's 'Mine' list shows it, and later
//! phone alerts about it go to that account's devices only
//! (`crate::notify::push::Recipients`).

use super::view::detail_of;
use super::{lead_id, load};
use crate::admin::Owner;
use crate::enquiries::history::{self, Event, Kind};
use crate::enquiries::{LeadChange, change_lead};
use crate::http::error::AppError;
use crate::http::extract::JsonBody;
use crate::state::AppState;
use axum::Json;
use axum::extract::{Path, State};
use content_model::admin::{Assignment, LeadPage};

async fn email_of(state: &AppState, id: i64) -> Result<Option<String>, AppError> {
    Ok(sqlx::query_scalar("SELECT email FROM owners WHERE id = $1")
        .bind(id)
        .fetch_optional(&state.db.pool)
        .await?)
}

/// `POST /leads/{id}/assign` `{accountId: id | null, version}`. Assigning
/// it to whom it is already assigned changes nothing, whatever the version
/// (a double tap).
pub(super) async fn assign(
    owner: Owner,
    State(state): State<AppState>,
    Path(id): Path<String>,
    JsonBody(body): JsonBody<Assignment>,
) -> Result<Json<LeadPage>, AppError> {
    let id = lead_id(&id)?;
    let to = match body.account_id {
        None => None,
        Some(account) => Some(
            email_of(&state, account)
                .await?
                .map(|email| (account, email))
                .ok_or_else(|| {
                    AppError::BadRequest("There is no such account to give the lead to.".into())
                })?,
        ),
    };
    let lead = load(&state.db, id).await?;
    if lead.assigned_to == body.account_id {
        return detail_of(&state, id).await;
    }
    let from = match lead.assigned_to {
        Some(a) => email_of(&state, a).await?,
        None => None,
    };
    let mut tx = state.db.begin().await?;
    let change = LeadChange::Assign(to.as_ref().map(|(a, _)| *a));
    if !change_lead(&mut tx, id, body.version, change).await? {
        drop(tx);
        return Err(super::actions::stale(&state, id).await);
    }
    history::record(
        &mut tx,
        id,
        &owner.email,
        &crate::store::db::now(),
        Event {
            from: from.as_deref(),
            to: to.as_ref().map(|(_, e)| e.as_str()),
            ..Event::of(Kind::Assigned)
        },
    )
    .await?;
    tx.commit().await?;
    owner
        .audit(
            &state,
            &match &to {
                Some((_, email)) => format!("assigned lead #{id} to {email}"),
                None => format!("unassigned lead #{id}"),
            },
        )
        .await?;
    detail_of(&state, id).await
}
