//! What the owner sees: one page of a view with its counts and filter
//! values, and one lead with its history, its mail and one-tap links.

use super::{Lead, lead_id, links, load};
use crate::admin::Owner;
use crate::enquiries::filter::{Filter, ListQuery, PAGE_SIZE};
use crate::enquiries::history;
use crate::enquiries::{chase, list, overdue};
use crate::http::error::AppError;
use crate::http::extract::ApiQuery;
use crate::notify::outbox::{self, owner::Delivery};
use crate::public::contact::EnquiryStatus;
use crate::state::AppState;
use axum::Json;
use axum::extract::{Path, State};
use content_model::admin::{LeadDetail, LeadList, LeadMoney, LeadPage, LeadSummary, MailMessage};

fn summary(l: &Lead, delivery: Delivery, now: chrono::DateTime<chrono::Utc>) -> LeadSummary {
    let e = &l.e;
    LeadSummary {
        id: e.id,
        created_at: e.created_at.clone(),
        status: e.status,
        stage: l.stage,
        stage_changed_at: l.stage_changed_at.clone(),
        version: l.version,
        first_contact_at: l.first_contact_at.clone(),
        follow_up_on: l.follow_up_on.clone(),
        overdue: overdue::is_overdue(
            e.status == EnquiryStatus::New,
            l.stage.as_str(),
            l.follow_up_on.as_deref(),
            &crate::store::uk_time::day(now)
                .format("%Y-%m-%d")
                .to_string(),
        ),
        pinned: l.pinned(now),
        is_emergency: e.is_emergency,
        name: e.name.clone(),
        phone: e.phone.clone(),
        email: e.email.clone(),
        service: e.service.clone(),
        location: e.location.clone(),
        area: l
            .area_slug
            .as_deref()
            .and_then(crate::enquiries::area::name_of)
            .map(str::to_string),
        page_path: e.page_path.clone(),
        utm_source: e.utm_source.clone(),
        utm_campaign: e.utm_campaign.clone(),
        delivery,
        money: LeadMoney {
            quoted_pence: l.quoted_pence,
            quoted_at: l.quoted_at.clone(),
            won_pence: l.won_pence,
            won_at: l.won_at.clone(),
            won_source: l.won_source,
            lost_reason: l.lost_reason,
            chased_at: l.chased_at.clone(),
            chase_due: chase::is_due(l, now),
        },
        // Only the contact form writes it, from its field errors; anything
        // else stored there (never written by this API) reads as none.
        problems: e
            .problems
            .as_deref()
            .and_then(|p| serde_json::from_str(p).ok()),
        assigned_to: l.assigned_to,
    }
}

/// The latest thing done to the lead, in words: 'moved from new to lost by
/// owner@example.com'.
pub(super) fn latest_change(page: &LeadPage) -> Option<String> {
    let e = page.history.iter().rev().find(|e| e.by.is_some())?;
    let what = match (e.kind, e.from.as_deref(), e.to.as_deref()) {
        (history::Kind::Stage, Some(from), Some(to)) if from == to => {
            format!("its {to} amount was changed")
        }
        (history::Kind::Stage, Some(from), Some(to)) => format!("moved from {from} to {to}"),
        (history::Kind::Chased, ..) => "the quote was chased".to_string(),
        (history::Kind::Note, ..) => "a note was added".to_string(),
        (history::Kind::Released, ..) => "released from spam".to_string(),
        (history::Kind::Resent, ..) => "its notification was resent".to_string(),
        (history::Kind::Assigned, _, Some(to)) => format!("assigned to {to}"),
        (history::Kind::Assigned, ..) => "unassigned".to_string(),
        (history::Kind::Quote, ..) => e
            .note
            .as_deref()
            .map(|n| {
                // 'sent quote v2 (£120.00)': the sentence's first letter only.
                let mut chars = n.chars();
                chars
                    .next()
                    .map(|c| c.to_lowercase().chain(chars).collect())
                    .unwrap_or_default()
            })
            .unwrap_or_else(|| "a quote changed".into()),
        _ => "changed".to_string(),
    };
    Some(format!(
        "{what} by {}",
        e.by.as_deref().unwrap_or("someone")
    ))
}

/// `GET /leads`: one page of a view, with every view's counts and the
/// values its filters can take.
pub(super) async fn list(
    owner: Owner,
    State(state): State<AppState>,
    ApiQuery(mut q): ApiQuery<ListQuery>,
) -> Result<Json<LeadList>, AppError> {
    q.me = Some(owner.id);
    let f = Filter::parse(&q, state.db.backend)?;
    let db = &state.db;
    // One clock for the page: its order, its pins and its counts agree.
    let now = chrono::Utc::now();
    let (leads, total) = list::page(db, &f, now).await?;
    let ids: Vec<i64> = leads.iter().map(|l| l.e.id).collect();
    let delivery = outbox::owner::delivery_by_enquiry(db, &ids).await?;
    Ok(Json(LeadList {
        leads: leads
            .iter()
            .map(|l| summary(l, delivery.get(&l.e.id).copied().unwrap_or_default(), now))
            .collect(),
        total,
        page: f.page,
        page_size: PAGE_SIZE,
        counts: list::counts(db, now).await?,
        filters: list::filter_values(db, f.view).await?,
    }))
}

/// Everything the lead's page shows.
pub(super) async fn detail_of(state: &AppState, id: i64) -> Result<Json<LeadPage>, AppError> {
    let db = &state.db;
    let lead = load(db, id).await?;
    let mail: Vec<MailMessage> = outbox::owner::for_enquiry(db, id)
        .await?
        .into_iter()
        .map(crate::admin::mail::message)
        .collect();
    let delivery = outbox::owner::delivery_by_enquiry(db, &[id])
        .await?
        .remove(&id)
        .unwrap_or_default();
    let history = history::read(db, id, &lead.e.created_at).await?;
    let business = content::business();
    let links = links::for_contact(
        &lead.e.phone,
        lead.e.email.as_deref(),
        &links::About {
            id,
            name: &lead.e.name,
            service: &lead.e.service,
            business: business.name,
        },
    );
    let e = &lead.e;
    let detail = LeadDetail {
        summary: summary(&lead, delivery, chrono::Utc::now()),
        message: e.message.clone(),
        referrer: e.referrer.clone(),
        utm_medium: e.utm_medium.clone(),
        utm_term: e.utm_term.clone(),
        utm_content: e.utm_content.clone(),
        user_agent: e.user_agent.clone(),
    };
    let related = crate::enquiries::related(db, id, &lead.e.phone, lead.e.email.as_deref()).await?;
    Ok(Json(LeadPage {
        lead: detail,
        related,
        history,
        mail,
        links,
        quotes: super::quotes::list(state, id).await?,
        quote_terms: super::quotes::terms(),
    }))
}

/// `GET /leads/{id}`.
pub(super) async fn detail(
    _owner: Owner,
    State(state): State<AppState>,
    Path(id): Path<String>,
) -> Result<Json<LeadPage>, AppError> {
    detail_of(&state, lead_id(&id)?).await
}
