//! Speed to lead (issue 23.3): a follow-up date the owner sets on a lead, and
//! which leads are overdue: still open (not won or lost) in the inbox, with a
//! follow-up date before today on London's calendar. One rule for the list's
//! order (overdue next after the pinned emergencies), each lead's flag and the
//! daily digest.

use super::view::detail_of;
use super::{lead_id, load};
use crate::admin::Owner;
use crate::contact::EnquiryStatus;
use crate::contact::storage::{LeadChange, change_lead};
use crate::error::AppError;
use crate::extract::JsonBody;
use crate::state::AppState;
use axum::Json;
use axum::extract::{Path, State};
use chrono::NaiveDate;
use content_model::admin::{FollowUpChange, LeadPage};

/// The rule as an SQL condition on `enquiries`, on London's `today`
/// (`YYYY-MM-DD`, made here from the clock, never from a request).
pub fn sql(today: &str) -> String {
    format!(
        "(status = 'new' AND stage NOT IN ('won', 'lost') AND follow_up_on IS NOT NULL AND follow_up_on < '{today}')"
    )
}

/// The rule for one lead.
pub fn is_overdue(status_new: bool, stage: &str, follow_up_on: Option<&str>, today: &str) -> bool {
    status_new && !matches!(stage, "won" | "lost") && follow_up_on.is_some_and(|d| d < today)
}

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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_open_lead_past_its_date_is_overdue() {
        let today = "2026-11-25";
        assert!(is_overdue(true, "contacted", Some("2026-11-24"), today));
        assert!(
            !is_overdue(true, "contacted", Some("2026-11-25"), today),
            "due today"
        );
        assert!(!is_overdue(true, "won", Some("2026-11-01"), today), "won");
        assert!(!is_overdue(true, "lost", Some("2026-11-01"), today), "lost");
        assert!(
            !is_overdue(false, "new", Some("2026-11-01"), today),
            "not in the inbox"
        );
        assert!(!is_overdue(true, "new", None, today), "no date");
    }
}
