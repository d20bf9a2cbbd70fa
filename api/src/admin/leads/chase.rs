//! `POST /leads/{id}/chase` `{version}` (issue 33.3): one tap reminds the
//! customer of an unanswered quote. The reminder goes by email through the
//! outbox when the lead has an address, and comes back as a WhatsApp link
//! with the same words for the owner to send from the phone; the lead's
//! history records it and it leaves 'Quotes to chase' until the catalogue's
//! days have passed again (`crate::enquiries::chase`).

use super::links::{self, About};
use super::view::detail_of;
use super::{Lead, lead_id, load};
use crate::admin::Owner;
use crate::enquiries::history::{self, Event, Kind};
use crate::enquiries::money::pounds;
use crate::enquiries::{LeadChange, Stage, change_lead, chase};
use crate::http::error::AppError;
use crate::http::extract::JsonBody;
use crate::mail::{OutgoingMail, templates};
use crate::notify::outbox;
use crate::public::contact::EnquiryStatus;
use crate::state::AppState;
use axum::Json;
use axum::extract::{Path, State};
use content_model::admin::{ChaseSent, LeadVersion};
use serde::Serialize;

/// The outbox kind of a reminder.
pub const KIND: &str = "quote-chase";

/// The reminder's words, in three parts so the email's HTML can link the
/// phone number: short, polite, no pressure; the service, the amount when
/// there is one, and an offer of a call.
#[derive(Serialize)]
struct Words {
    greeting: String,
    body: String,
    closing: String,
}

impl Words {
    fn of(lead: &Lead, business: &content_model::Business) -> Words {
        let about = About {
            id: lead.e.id,
            name: &lead.e.name,
            service: &lead.e.service,
            business: business.name,
        };
        let amount = lead
            .quoted_pence
            .map(|p| format!(" of {}", pounds(p)))
            .unwrap_or_default();
        Words {
            greeting: about.greeting(),
            body: format!(
                "This is {} following up the quote{amount} we gave you for {} (reference #{}). \
                 We wanted to check it reached you and see whether you have any questions. \
                 There is no rush, and no obligation.",
                business.name, lead.e.service, lead.e.id
            ),
            closing: "If it would help to talk it over, reply to this message or give us a call on"
                .to_string(),
        }
    }

    /// As one message: the WhatsApp text and the plain email.
    fn text(&self, phone: &str) -> String {
        format!(
            "{}\n\n{}\n\n{} {phone}.",
            self.greeting, self.body, self.closing
        )
    }
}

pub(super) async fn chase(
    owner: Owner,
    State(state): State<AppState>,
    Path(id): Path<String>,
    JsonBody(seen): JsonBody<LeadVersion>,
) -> Result<Json<ChaseSent>, AppError> {
    let id = lead_id(&id)?;
    let lead = load(&state.db, id).await?;
    let now = chrono::Utc::now();
    if lead.e.status != EnquiryStatus::New || lead.stage != Stage::Quoted {
        return Err(AppError::Conflict(
            "Only a lead at 'Quoted' has a quote to chase.".into(),
        ));
    }
    if !chase::is_due(&lead, now) {
        if lead.version != seen.version {
            return Err(super::actions::stale(&state, id).await);
        }
        return Err(AppError::Conflict(format!(
            "This quote is not due a reminder yet: one is due {} days after the quote or the last reminder.",
            chase::days()
        )));
    }
    let business = content::business();
    let words = Words::of(&lead, &business);
    let text = words.text(business.phone.display());
    let b = templates::business(&state.cfg.site_url);
    let mail = match lead.e.email.as_deref() {
        Some(to) => {
            let ctx = minijinja::context! { b, text, greeting => words.greeting, body => words.body, closing => words.closing };
            let render = |name: &str| {
                templates::render(name, &ctx).map_err(|m| AppError::internal("mail template", m))
            };
            Some(OutgoingMail {
                to: to.to_string(),
                reply_to: Some(business.email.to_string()),
                subject: format!("Your quote for {} (reference #{id})", lead.e.service),
                text: render("mail/quote-chase.txt")?,
                html: render("mail/quote-chase.html")?,
                list_unsubscribe: None,
            })
        }
        None => None,
    };
    let at = crate::store::db::now();
    let mut tx = state.db.begin().await?;
    if !change_lead(&mut tx, id, seen.version, LeadChange::Chased { at: &at }).await? {
        drop(tx);
        return Err(super::actions::stale(&state, id).await);
    }
    if let Some(m) = &mail {
        outbox::enqueue(&mut tx, KIND, Some(&lead.e), m).await?;
    }
    let how = if mail.is_some() {
        "by email"
    } else {
        "no email address: WhatsApp or a call"
    };
    history::record(
        &mut tx,
        id,
        &owner.email,
        &at,
        Event {
            kind: Kind::Chased,
            from: None,
            to: None,
            note: Some(how),
            amount_pence: lead.quoted_pence,
            reason: None,
        },
    )
    .await?;
    tx.commit().await?;
    if mail.is_some() {
        state.wake_mailer.notify_one();
    }
    owner
        .audit(&state, &format!("chased the quote of lead #{id}"))
        .await?;
    let Json(page) = detail_of(&state, id).await?;
    Ok(Json(ChaseSent {
        page,
        whatsapp: links::whatsapp_with(&lead.e.phone, &text),
        emailed: mail.is_some(),
    }))
}
