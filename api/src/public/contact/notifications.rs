//! The emails a valid enquiry sends: the business notification, and an
//! acknowledgement to the visitor when they gave an address.

use crate::enquiries::Enquiry;
use crate::http::error::AppError;
use crate::mail::OutgoingMail;
use crate::mail::templates;
use crate::state::AppState;

/// The outbox kind and message of each email about enquiry `e`.
pub fn render(
    state: &AppState,
    e: &Enquiry,
) -> Result<Vec<(&'static str, OutgoingMail)>, AppError> {
    let id = e.id;
    let b = templates::business(&state.cfg.site_url);
    // On London's clock, and a link straight to the lead in the inbox.
    let received = crate::store::uk_time::wall_clock(&e.created_at);
    let lead_url = format!(
        "{}/admin#/leads/{id}",
        state.cfg.site_url.trim_end_matches('/')
    );
    // A message reporting a gas smell or leak puts the gas line first in the
    // owner's email too, before the customer's number (issue 31.1).
    let gas = gas_mentioned(e);
    // What the customer is told, for the hour the request came in.
    let promise = super::reply_time::promise_for(e.is_emergency, &e.created_at);
    let ctx = minijinja::context! { id, e, b, received, lead_url, gas, promise };
    let subject = if e.is_emergency {
        format!("EMERGENCY enquiry #{id}: {}", e.service)
    } else {
        format!("Quote request #{id}: {}", e.service)
    };
    let render = |name: &str| {
        templates::render(name, &ctx).map_err(|m| AppError::internal("mail template", m))
    };
    let mut out = vec![(
        "enquiry-notification",
        OutgoingMail {
            to: state.notify_email.clone(),
            // The visitor's address only ever goes in Reply-To (decision 12).
            reply_to: e.email.clone(),
            subject,
            text: render("mail/enquiry.txt")?,
            html: render("mail/enquiry.html")?,
            list_unsubscribe: None,
        },
    )];
    if let Some(email) = &e.email {
        // Nothing the visitor typed goes into this email but the reference
        // (issue 10.7): whatever address was typed receives it, so repeating
        // a name or message would let the form relay spam.
        out.push((
            "enquiry-acknowledgement",
            OutgoingMail {
                to: email.clone(),
                reply_to: Some(state.notify_email.clone()),
                subject: format!("We have your request (reference #{id})"),
                text: render("mail/acknowledgement.txt")?,
                html: render("mail/acknowledgement.html")?,
                list_unsubscribe: None,
            },
        ));
    }
    Ok(out)
}

/// Whether the enquiry's message reports a gas smell or leak, in the words
/// the site's gas-first rule reads (`content_model::gas_first::mentions`).
pub fn gas_mentioned(e: &Enquiry) -> bool {
    e.message
        .as_deref()
        .is_some_and(|m| !content_model::gas_first::mentions(m).is_empty())
}
