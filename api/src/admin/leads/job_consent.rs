//! Asking the customer whether their job may be shown (issue 34.3): `POST
//! /leads/{id}/job/consent` `{via}` makes a new private link (superseding
//! the ones still waiting), emails it through the outbox or answers with
//! WhatsApp written; `GET` says where the consent stands, by the one rule in
//! `proof::consent::state`. Any signed-in account may do both.

use super::{lead_id, links, load};
use crate::admin::Owner;
use crate::enquiries::Enquiry;
use crate::enquiries::history::{self, Event, Kind};
use crate::http::error::AppError;
use crate::http::extract::JsonBody;
use crate::mail::{OutgoingMail, templates};
use crate::notify::outbox;
use crate::proof::{consent, shown::Shown};
use crate::state::AppState;
use axum::Json;
use axum::extract::{Path, State};
use content_model::admin::{ConsentAsk, ConsentSent, ConsentState, ConsentStatus, ConsentVia};
use sqlx::Row;

/// The outbox kind of the email that asks the customer.
pub const ASK_MAIL: &str = "consent-ask";

/// The customer's consent page for `token`, on this site.
pub fn link(site_url: &str, token: &str) -> String {
    format!("{}/api/consent/{token}", site_url.trim_end_matches('/'))
}

/// 'Hello Ann,': the first word of the name as typed.
fn greeting(name: &str) -> String {
    match name.split_whitespace().next() {
        Some(first) => format!("Hello {first},"),
        None => "Hello,".into(),
    }
}

/// The WhatsApp message: why we ask, that they choose, and the link.
fn chat_text(e: &Enquiry, url: &str) -> String {
    format!(
        "{} thank you for choosing {}. May we show your {} job on our website? This private page shows exactly what we would publish, and you can say yes, yes without naming your neighbourhood, or no: {url}",
        greeting(&e.name),
        content::business().name,
        e.service,
    )
}

/// A 422 the inbox shows as it is: the request is fine, the lead is not ready.
fn unprocessable(message: String) -> AppError {
    AppError::Invalid {
        message,
        fields: Default::default(),
    }
}

/// The lead's draft: (id, photographs), if a job is written.
async fn draft_of(state: &AppState, enquiry_id: i64) -> Result<Option<(i64, i64)>, AppError> {
    let row = sqlx::query(
        "SELECT d.id, (SELECT COUNT(*) FROM job_photos p WHERE p.draft_id = d.id) AS photos \
         FROM job_drafts d WHERE d.enquiry_id = $1",
    )
    .bind(enquiry_id)
    .fetch_optional(&state.db.pool)
    .await?;
    Ok(match row {
        Some(r) => Some((r.try_get("id")?, r.try_get("photos")?)),
        None => None,
    })
}

fn email_of(e: &Enquiry) -> Option<&str> {
    e.email.as_deref().map(str::trim).filter(|e| !e.is_empty())
}

/// Where lead `id`'s consent stands, in full.
async fn state_of(state: &AppState, e: &Enquiry) -> Result<ConsentState, AppError> {
    let mut out = ConsentState {
        status: ConsentStatus::NotAsked,
        has_draft: false,
        photos: 0,
        neighbourhood: None,
        with_neighbourhood: false,
        sent_at: None,
        sent_by: None,
        sent_via: None,
        decided_at: None,
        withdrawn_at: None,
        link: None,
        whatsapp: None,
        can_email: email_of(e).is_some(),
    };
    let Some((draft_id, photos)) = draft_of(state, e.id).await? else {
        return Ok(out);
    };
    out.has_draft = true;
    out.photos = photos;
    out.neighbourhood = Shown::load(&state.db, draft_id)
        .await?
        .and_then(|s| s.neighbourhood.map(|(_, name)| name));
    let now = consent::state(&state.db, draft_id).await?;
    out.status = now.status;
    if let Some(c) = now.row {
        let url = link(&state.cfg.site_url, &c.token);
        out.whatsapp = links::whatsapp_with(&e.phone, &chat_text(e, &url));
        out.link = Some(url);
        out.with_neighbourhood = c.with_neighbourhood;
        out.sent_at = Some(c.sent_at);
        out.sent_by = Some(c.sent_by);
        out.sent_via = Some(c.sent_via);
        out.decided_at = c.decided_at;
        out.withdrawn_at = c.withdrawn_at;
    }
    Ok(out)
}

/// `GET /leads/{id}/job/consent`.
pub(super) async fn show(
    _owner: Owner,
    State(state): State<AppState>,
    Path(id): Path<String>,
) -> Result<Json<ConsentState>, AppError> {
    let lead = load(&state.db, lead_id(&id)?).await?;
    Ok(Json(state_of(&state, &lead.e).await?))
}

/// The email that asks, from the business, Reply-To the business.
fn email(state: &AppState, e: &Enquiry, to: &str, url: &str) -> Result<OutgoingMail, AppError> {
    let ctx = minijinja::context! {
        b => templates::business(&state.cfg.site_url),
        greeting => greeting(&e.name),
        id => e.id,
        service => e.service,
        url,
    };
    let render = |name: &str| {
        templates::render(name, &ctx).map_err(|m| AppError::internal("mail template", m))
    };
    Ok(OutgoingMail {
        to: to.to_string(),
        reply_to: Some(content::business().email.to_string()),
        subject: format!(
            "May we show your job on our website? ({}, reference #{})",
            content::business().name,
            e.id
        ),
        text: render("mail/consent-ask.txt")?,
        html: render("mail/consent-ask.html")?,
        list_unsubscribe: None,
    })
}

/// `POST /leads/{id}/job/consent` `{via: 'email' | 'whatsapp' | 'link'}`.
pub(super) async fn ask(
    owner: Owner,
    State(state): State<AppState>,
    Path(id): Path<String>,
    JsonBody(body): JsonBody<ConsentAsk>,
) -> Result<Json<ConsentSent>, AppError> {
    let id = lead_id(&id)?;
    let lead = load(&state.db, id).await?;
    let Some((draft_id, photos)) = draft_of(&state, id).await? else {
        return Err(AppError::Conflict(
            "Write the job first: there is nothing on this lead to show the customer yet.".into(),
        ));
    };
    if photos == 0 {
        return Err(unprocessable(
            "Add at least one photograph of the work first: the customer agrees to exactly what would be published.".into(),
        ));
    }
    let to = email_of(&lead.e);
    if body.via == ConsentVia::Email && to.is_none() {
        return Err(unprocessable(
            "This customer gave no email address: send the link by WhatsApp or copy it into a message.".into(),
        ));
    }
    if body.via == ConsentVia::Whatsapp && links::whatsapp_with(&lead.e.phone, "").is_none() {
        return Err(unprocessable(
            "WhatsApp needs a UK mobile number, and this customer's is not one: email the link or copy it into a message.".into(),
        ));
    }
    let now = crate::store::db::now();
    let mut tx = state.db.begin().await?;
    let token = consent::ask(&mut tx, draft_id, &owner.email, body.via.as_str(), &now).await?;
    let url = link(&state.cfg.site_url, &token);
    let how = match body.via {
        ConsentVia::Email => "by email",
        ConsentVia::Whatsapp => "by WhatsApp",
        ConsentVia::Link => "with a link to copy",
    };
    let note = format!("Asked the customer whether the job may be shown ({how})");
    history::record(
        &mut tx,
        id,
        &owner.email,
        &now,
        Event {
            to: Some(body.via.as_str()),
            note: Some(&note),
            ..Event::of(Kind::ConsentAsked)
        },
    )
    .await?;
    let emailed = match (body.via, to) {
        (ConsentVia::Email, Some(to)) => {
            let mail = email(&state, &lead.e, to, &url)?;
            outbox::enqueue(&mut tx, ASK_MAIL, Some(&lead.e), &mail).await?;
            true
        }
        _ => false,
    };
    tx.commit().await?;
    if emailed {
        state.wake_mailer.notify_one();
    }
    owner
        .audit(
            &state,
            &format!(
                "asked for consent to show the job on lead #{id} ({})",
                body.via.as_str()
            ),
        )
        .await?;
    Ok(Json(ConsentSent {
        state: state_of(&state, &lead.e).await?,
        emailed,
    }))
}
