//! Speed to lead (issue 23.3): `POST /leads/{id}/follow-up`, the follow-up
//! date the owner sets on a lead. Which leads are overdue is the enquiries'
//! own rule (`crate::enquiries::overdue`).

use super::view::detail_of;
use super::{lead_id, load};
use crate::admin::Owner;
use crate::enquiries::{LeadChange, change_lead};
use crate::http::error::AppError;
use crate::http::extract::JsonBody;
use crate::public::contact::EnquiryStatus;
use crate::state::AppState;
use axum::Json;
use axum::extract::{Path, State};
use chrono::NaiveDate;
use content_model::admin::{FollowUpChange, LeadPage};

/// `POST /leads/{id}/follow-up` `{on: "YYYY-MM-DD" | null, version}`.
pub(super) async fn set(
    owner: Owner,
    State(state): State<AppState>,
    Path(id): Path<String>,
    JsonBody(body): JsonBody<FollowUpChange>,
) -> Result<Json<LeadPage>, AppError> {
    let id = lead_id(&id)?;
    let on = match body.on.as_deref().map(str::trim).filter(|s| !s.is_empty()) {
        None => None,
        Some(s) => {
            let day = NaiveDate::parse_from_str(s, "%Y-%m-%d")
                .ok()
                .filter(|_| s.len() == 10)
                .ok_or_else(|| {
                    AppError::BadRequest("Give the follow-up date as YYYY-MM-DD.".into())
                })?;
            Some(day.format("%Y-%m-%d").to_string())
        }
    };
    let lead = load(&state.db, id).await?;
    if lead.e.status != EnquiryStatus::New {
        return Err(AppError::Conflict(
            "Only a lead in the inbox has a follow-up date.".into(),
        ));
    }
    let mut conn = state.db.pool.acquire().await?;
    let changed = change_lead(
        &mut conn,
        id,
        body.version,
        LeadChange::FollowUp(on.as_deref()),
    )
    .await?;
    drop(conn);
    if !changed {
        return Err(super::actions::stale(&state, id).await);
    }
    owner
        .audit(
            &state,
            &match &on {
                Some(d) => format!("set lead #{id} to follow up on {d}"),
                None => format!("cleared the follow-up date of lead #{id}"),
            },
        )
        .await?;
    detail_of(&state, id).await
}
