//! Reading an enquiry, applying the limit and the rules, storing it with its
//! emails, and answering: JSON for the site's script, a redirect for a form.

use super::{notifications, pages, resend};
use crate::enquiries::{Enquiry, EnquiryStatus, record};
use crate::http::client;
use crate::http::error::AppError;
use crate::http::extract::{FormOrJson, FromForm};
use crate::notify::outbox;
use crate::state::AppState;
use axum::Json;
use axum::extract::{ConnectInfo, State};
use axum::http::{HeaderMap, header};
use axum::response::{IntoResponse, Redirect, Response};
use content_model::contract::FieldErrors;
use content_model::{ContactRequest, ContactResponse};
use serde::Deserialize;
use std::net::SocketAddr;

/// The quote form as a browser posts it without JavaScript: every field is
/// text, and the emergency checkbox sends `on`.
#[derive(Deserialize, Default)]
#[serde(rename_all = "camelCase", default)]
pub struct ContactForm {
    name: String,
    phone: String,
    email: String,
    service: String,
    message: String,
    location: String,
    is_emergency: String,
    page_path: String,
    referrer: String,
    utm_source: String,
    utm_medium: String,
    utm_campaign: String,
    utm_term: String,
    utm_content: String,
    website: String,
    idempotency_key: String,
}

impl FromForm for ContactRequest {
    type Form = ContactForm;

    fn from_form(f: ContactForm) -> ContactRequest {
        let opt = |v: String| Some(v).filter(|v| !v.is_empty());
        ContactRequest {
            name: f.name,
            phone: f.phone,
            email: opt(f.email),
            service: f.service,
            message: opt(f.message),
            location: opt(f.location),
            is_emergency: matches!(f.is_emergency.as_str(), "true" | "on" | "1" | "yes"),
            page_path: opt(f.page_path),
            referrer: opt(f.referrer),
            utm_source: opt(f.utm_source),
            utm_medium: opt(f.utm_medium),
            utm_campaign: opt(f.utm_campaign),
            utm_term: opt(f.utm_term),
            utm_content: opt(f.utm_content),
            website: opt(f.website),
            idempotency_key: opt(f.idempotency_key),
        }
    }
}

/// 'Please fill in all required fields.' when something required is missing
/// (brief 8), otherwise a pointer to the fields to fix.
fn summary(errors: &FieldErrors) -> String {
    if content_model::contract::misses_required(errors) {
        "Please fill in all required fields.".into()
    } else {
        "Please check the highlighted fields.".into()
    }
}

enum Outcome {
    Accepted(Box<Enquiry>),
    Incomplete { token: String },
}

impl Outcome {
    /// The answer a stored enquiry was given (and is given again to a resend).
    fn of(e: Enquiry) -> Outcome {
        match (e.status, e.access_token.clone()) {
            (EnquiryStatus::Incomplete, Some(token)) => Outcome::Incomplete { token },
            _ => Outcome::Accepted(Box::new(e)),
        }
    }
}

pub async fn submit(
    State(state): State<AppState>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    request: FormOrJson<ContactRequest>,
) -> Response {
    let form = request.is_form();
    match handle(&state, peer, &headers, request.value, form).await {
        Ok(Outcome::Accepted(e)) if form => Redirect::to(&pages::thanks_location(
            e.id,
            e.is_emergency,
            e.page_path.as_deref(),
        ))
        .into_response(),
        Ok(Outcome::Accepted(e)) => Json(ContactResponse {
            success: true,
            id: Some(e.id),
            error: None,
            fields: None,
            message: None,
        })
        .into_response(),
        Ok(Outcome::Incomplete { token }) => {
            Redirect::to(&pages::problem_location(&token)).into_response()
        }
        Err(AppError::RateLimited(message)) if form => pages::rate_limited(&state, &message),
        Err(e) => e.into_response(),
    }
}

async fn handle(
    state: &AppState,
    peer: SocketAddr,
    headers: &HeaderMap,
    mut request: ContactRequest,
    form: bool,
) -> Result<Outcome, AppError> {
    let user_agent = client::user_agent(headers);
    if request.referrer.is_none() {
        request.referrer = headers
            .get(header::REFERER)
            .and_then(|v| v.to_str().ok())
            .map(|r| r.chars().take(500).collect());
    }
    let addr = client::address(peer, headers, &state.cfg.trust_proxy);
    if let Err(wait) = state.contact_limiter.check(addr).await {
        let minutes = wait.as_secs().div_ceil(60).max(1);
        tracing::warn!(%addr, "contact rate limit reached");
        return Err(AppError::RateLimited(format!(
            "You have sent several requests in a short time. Please call us on {} or try again in {minutes} minute{}.",
            content::business().phone.display(),
            if minutes == 1 { "" } else { "s" }
        )));
    }

    // A resend of a form already stored (its answer was lost) is answered as
    // the first sending was, and nothing new is stored or emailed.
    let key = resend::key_of(&request)?;
    if let Some(first) = resend::first(&state.db, &key).await? {
        tracing::info!(
            id = first.id,
            "form sent again: answered as its first sending"
        );
        return Ok(Outcome::of(first));
    }

    if request.is_spam() {
        // Recorded as spam, never emailed; the bot is told it succeeded.
        let mut e = Enquiry::from_raw(&request, EnquiryStatus::Spam, user_agent);
        e.problems = Some("{\"website\":\"honeypot filled\"}".into());
        let e = store(state, e, &key).await?;
        tracing::info!(id = e.id, "spam enquiry recorded (honeypot)");
        return Ok(Outcome::of(e));
    }

    let valid = match request.validate() {
        Ok(v) => v,
        Err(fields) if form => {
            // Keep everything typed, so the 'what is missing' page can show
            // it and the owner can still see it.
            let token = crate::store::tokens::random_token();
            let mut e = Enquiry::from_raw(&request, EnquiryStatus::Incomplete, user_agent);
            // The messages alone: the stored form the inbox and the page read.
            let messages = content_model::contract::messages(&fields);
            e.problems = Some(serde_json::to_string(&messages).unwrap_or_default());
            e.access_token = Some(token);
            let e = store(state, e, &key).await?;
            tracing::info!(id = e.id, fields = ?fields.keys().collect::<Vec<_>>(), "incomplete enquiry kept (form without JavaScript)");
            return Ok(Outcome::of(e));
        }
        Err(fields) => {
            return Err(AppError::Invalid {
                message: summary(&fields),
                fields,
            });
        }
    };

    let e = store(state, Enquiry::from_valid(&valid, user_agent), &key).await?;
    tracing::info!(id = e.id, emergency = e.is_emergency, service = %e.service, page = e.page_path.as_deref().unwrap_or("-"), "enquiry stored");
    Ok(Outcome::of(e))
}

/// Stores `e` with its submission key and, when it is a valid enquiry, its
/// emails, all in one transaction before the answer: an acknowledged
/// enquiry is never lost, and never left without mail. When a resend with
/// the same key was stored first (both sent at once), nothing is stored and
/// that enquiry is returned.
async fn store(state: &AppState, mut e: Enquiry, key: &str) -> Result<Enquiry, AppError> {
    let mut tx = state.db.begin().await?;
    record::insert(&mut tx, &mut e).await?;
    if !resend::claim(&mut tx, key, e.id).await? {
        tx.rollback().await?;
        return resend::first(&state.db, key)
            .await?
            .ok_or_else(|| AppError::broken("resent form", "the first sending's enquiry is gone"));
    }
    let notify = e.status == EnquiryStatus::New;
    if notify {
        for (kind, mail) in notifications::render(state, &e)? {
            outbox::enqueue(&mut tx, kind, Some(&e), &mail).await?;
        }
    }
    tx.commit().await?;
    if notify {
        state.wake_mailer.notify_one();
        crate::notify::push::lead_stored(&state.db, &state.cfg, &state.push, &e).await;
    }
    Ok(e)
}
