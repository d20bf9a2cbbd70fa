//! Replies from a lead (issue 33.6), for any signed-in account: the
//! templates filled in for the lead (`GET /leads/{id}/replies`), and one
//! sent as edited (`POST /leads/{id}/replies`), by email through the outbox
//! threaded under the acknowledgement the customer was sent (In-Reply-To and
//! References its Message-ID, Subject 'Re: ' its subject), or as a WhatsApp
//! link with the words written in. Either way the lead's version moves on and
//! its history keeps what was sent and how.

use super::actions::stale;
use super::reply_templates::{self as templates, BUILT_IN, PLACEHOLDERS, Values};
use super::view::detail_of;
use super::{Lead, lead_id, links, load};
use crate::admin::{AdminRoute, Owner};
use crate::enquiries::history::{self, Event, Kind};
use crate::enquiries::{LeadChange, change_lead};
use crate::http::error::AppError;
use crate::http::extract::JsonBody;
use crate::mail::templates::render;
use crate::mail::{Extras, OutgoingMail};
use crate::notify::outbox;
use crate::public::contact::EnquiryStatus;
use crate::state::AppState;
use axum::Json;
use axum::extract::{Path, State};
use axum::http::Method;
use content_model::admin::{FilledReply, LeadReplies, ReplySend, ReplySent};
use content_model::contract::{FieldError, FieldErrorKind, FieldErrors};
use sqlx::Row;

/// The outbox kind of a reply.
pub const KIND: &str = "lead-reply";

pub fn routes() -> Vec<AdminRoute> {
    use axum::routing::{get, post};
    vec![
        AdminRoute::new(Method::GET, "/leads/{id}/replies", || get(filled)),
        AdminRoute::new(Method::POST, "/leads/{id}/replies", || post(send)),
    ]
}

/// The catalogue area's name for a stored slug.
fn area_name(slug: &str) -> Option<&'static str> {
    use std::sync::OnceLock;
    static NAMES: OnceLock<Vec<(&'static str, &'static str)>> = OnceLock::new();
    NAMES
        .get_or_init(|| {
            content::catalogue()
                .areas
                .iter()
                .map(|a| (a.slug.as_str(), a.name))
                .collect()
        })
        .iter()
        .find(|(s, _)| *s == slug)
        .map(|(_, n)| *n)
}

/// What the placeholders become for `lead`: the first word of the name
/// (else 'there'), the service asked for, the catalogue area the enquiry
/// resolved to (else the place typed, else 'your area'), and the reference
/// the acknowledgement told the customer to quote, `#<id>`.
async fn values(
    state: &AppState,
    lead: &Lead,
) -> Result<(String, String, String, String), AppError> {
    let slug: Option<String> = sqlx::query("SELECT area_slug FROM enquiries WHERE id = $1")
        .bind(lead.e.id)
        .fetch_one(&state.db.pool)
        .await?
        .try_get("area_slug")?;
    let area = slug
        .as_deref()
        .and_then(area_name)
        .map(str::to_string)
        .or_else(|| {
            lead.e
                .location
                .as_deref()
                .map(str::trim)
                .filter(|l| !l.is_empty())
                .map(str::to_string)
        })
        .unwrap_or_else(|| "your area".into());
    Ok((
        crate::notify::visits::first_name(&lead.e.name)
            .unwrap_or("there")
            .to_string(),
        lead.e.service.clone(),
        area,
        format!("#{}", lead.e.id),
    ))
}

fn has_email(lead: &Lead) -> bool {
    lead.e
        .email
        .as_deref()
        .is_some_and(|e| !e.trim().is_empty())
}

/// `GET /leads/{id}/replies`.
async fn filled(
    _owner: Owner,
    State(state): State<AppState>,
    Path(id): Path<String>,
) -> Result<Json<LeadReplies>, AppError> {
    let lead = load(&state.db, lead_id(&id)?).await?;
    let (first_name, service, area, reference) = values(&state, &lead).await?;
    let v = Values {
        first_name: &first_name,
        service: &service,
        area: &area,
        reference: &reference,
    };
    let replies = templates::all(&mut *state.db.pool.acquire().await?)
        .await?
        .into_iter()
        .map(|t| FilledReply {
            text: templates::fill(&t.body, &v),
            key: t.key,
            label: t.label,
        })
        .collect();
    Ok(Json(LeadReplies {
        replies,
        email: has_email(&lead),
        whatsapp: links::whatsapp_with(&lead.e.phone, "").is_some(),
    }))
}

fn invalid(field: &str, message: String) -> AppError {
    AppError::Invalid {
        fields: FieldErrors::from([(
            field.to_string(),
            FieldError::new(FieldErrorKind::Invalid, message.clone()),
        )]),
        message,
    }
}

/// `POST /leads/{id}/replies` `{template, text, channel, version}`.
async fn send(
    owner: Owner,
    State(state): State<AppState>,
    Path(id): Path<String>,
    JsonBody(body): JsonBody<ReplySend>,
) -> Result<Json<ReplySent>, AppError> {
    let lead = load(&state.db, lead_id(&id)?).await?;
    let id = lead.e.id;
    if lead.e.status != EnquiryStatus::New {
        return Err(AppError::Conflict(
            "Only a lead in the inbox can be replied to: bring it back to the inbox first.".into(),
        ));
    }
    let Some((key, ..)) = BUILT_IN.iter().find(|(k, ..)| *k == body.template) else {
        return Err(invalid(
            "template",
            "Choose one of the reply templates.".into(),
        ));
    };
    let text = templates::checked(&body.text).map_err(|m| invalid("text", m))?;
    // The words go as they are: a placeholder left in would reach the
    // customer as '{first_name}'.
    if let Some(left) = PLACEHOLDERS
        .iter()
        .find(|p| text.contains(&format!("{{{p}}}")))
    {
        return Err(invalid(
            "text",
            format!("Fill in {{{left}}} before sending, or take it out."),
        ));
    }
    let channel = body.channel.trim();
    let mut whatsapp = None;
    let mut mail = None;
    match channel {
        "email" => {
            let Some(to) = lead
                .e
                .email
                .as_deref()
                .map(str::trim)
                .filter(|e| !e.is_empty())
            else {
                return Err(AppError::Conflict(
                    "This customer gave no email address: send it by WhatsApp or call them.".into(),
                ));
            };
            mail = Some(to.to_string());
        }
        "whatsapp" => {
            whatsapp = Some(links::whatsapp_with(&lead.e.phone, &text).ok_or_else(|| {
                AppError::Conflict(
                    "This number is not a UK mobile, so WhatsApp cannot reach it: call or email instead."
                        .into(),
                )
            })?);
        }
        _ => return Err(invalid("channel", "Send by email or WhatsApp.".into())),
    }
    let mut tx = state.db.begin().await?;
    if !change_lead(&mut tx, id, body.version, LeadChange::Touch).await? {
        drop(tx);
        return Err(stale(&state, id).await);
    }
    if let Some(to) = &mail {
        let thread = outbox::thread_of(&mut tx, id, outbox::ACKNOWLEDGEMENT).await?;
        let subject = match &thread {
            Some((_, subject)) if subject.starts_with("Re: ") => subject.clone(),
            Some((_, subject)) => format!("Re: {subject}"),
            None => format!("Re: Your {} request (reference #{id})", lead.e.service),
        };
        let b = crate::mail::templates::business(&state.cfg.site_url);
        let paragraphs: Vec<Vec<&str>> = text.split("\n\n").map(|p| p.lines().collect()).collect();
        let ctx = minijinja::context! { b, id, text => &text, paragraphs };
        let rendered =
            |name: &str| render(name, &ctx).map_err(|e| AppError::internal("reply email", e));
        let out = OutgoingMail {
            to: to.clone(),
            reply_to: Some(state.notify_email.clone()),
            subject,
            text: rendered("mail/reply.txt")?,
            html: rendered("mail/reply.html")?,
            list_unsubscribe: None,
        };
        let extras = Extras {
            in_reply_to: thread.map(|(message_id, _)| message_id),
            attachment: None,
        };
        outbox::enqueue_with(&mut tx, KIND, Some(&lead.e), &out, &extras).await?;
    }
    history::record(
        &mut tx,
        id,
        &owner.email,
        &crate::store::db::now(),
        Event {
            from: Some(*key),
            to: Some(channel),
            note: Some(&text),
            ..Event::of(Kind::Reply)
        },
    )
    .await?;
    tx.commit().await?;
    if mail.is_some() {
        state.wake_mailer.notify_one();
    }
    owner
        .audit(
            &state,
            &format!("sent the '{key}' reply on lead #{id} by {channel}"),
        )
        .await?;
    let Json(page) = detail_of(&state, id).await?;
    Ok(Json(ReplySent {
        channel: channel.to_string(),
        whatsapp,
        page,
    }))
}
