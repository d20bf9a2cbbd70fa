//! Writing and sending a quote from a lead (issue 33.1-2): `POST
//! /leads/{id}/quotes`. Any signed-in account may send one. The new version,
//! the lead's quoted amount (and its move to 'quoted'), the history and the
//! customer's email are written in one transaction from the version of the
//! lead the screen showed; the answer carries the customer's private link
//! and WhatsApp with it written.

use super::actions::{not_a_real_lead, stale};
use super::view::detail_of;
use super::{Stage, lead_id, links, load};
use crate::admin::Owner;
use crate::enquiries::history::{self, Event, Kind};
use crate::enquiries::quote::{self, NewVersion, StoredQuote};
use crate::enquiries::{Enquiry, EnquiryStatus, LeadChange, change_lead};
use crate::http::error::AppError;
use crate::http::extract::JsonBody;
use crate::mail::{OutgoingMail, templates};
use crate::notify::outbox;
use crate::state::AppState;
use crate::store::uk_time;
use axum::Json;
use axum::extract::{Path, State};
use content_model::admin::{NewQuote, Quote, QuoteSent, QuoteTerms, percent, pounds};

/// The outbox kind of the email that carries a quote to the customer.
pub const QUOTE_MAIL: &str = "quote";

/// The customer's private page for `token`, on this site.
pub fn link(site_url: &str, token: &str) -> String {
    format!("{}/api/quotes/{token}", site_url.trim_end_matches('/'))
}

/// Every version on lead `id`, newest first, as its page lists them.
pub(super) async fn list(state: &AppState, id: i64) -> Result<Vec<Quote>, AppError> {
    let today = uk_time::today();
    Ok(quote::for_lead(&state.db, id)
        .await?
        .iter()
        .map(|q| q.to_api(&today, link(&state.cfg.site_url, &q.token)))
        .collect())
}

/// What a new quote is written with, from the catalogue.
pub(super) fn terms() -> QuoteTerms {
    let b = content::business();
    QuoteTerms {
        vat_rate_basis_points: i64::from(b.vat_rate_basis_points),
        vat_number: b.vat_number.to_string(),
        validity_days: i64::from(b.quote_validity_days),
    }
}

/// 'Hello Ann,': the first word of the name as typed.
fn greeting(name: &str) -> String {
    match name.split_whitespace().next() {
        Some(first) => format!("Hello {first},"),
        None => "Hello,".into(),
    }
}

/// The WhatsApp message: short, with the total and the link.
fn chat_text(e: &Enquiry, q: &StoredQuote, url: &str) -> String {
    format!(
        "{} here is your quote from {} for your {} request: {} including VAT, valid until {}. Read it and accept it here: {url}",
        greeting(&e.name),
        content::business().name,
        e.service,
        pounds(q.total_pence),
        uk_time::long_day(&q.valid_until),
    )
}

/// The email to the customer: the lines, total, VAT, validity, terms and
/// the private link. From the business (the mailer's sender), Reply-To the
/// business's own address, so an answer reaches the firm.
fn email(
    state: &AppState,
    e: &Enquiry,
    to: &str,
    q: &StoredQuote,
) -> Result<OutgoingMail, AppError> {
    let b = templates::business(&state.cfg.site_url);
    let lines: Vec<_> = q
        .lines
        .iter()
        .map(|l| minijinja::context! { description => l.description, amount => pounds(l.amount_pence) })
        .collect();
    let ctx = minijinja::context! {
        b,
        greeting => greeting(&e.name),
        id => e.id,
        service => e.service,
        version => q.version,
        lines,
        total => pounds(q.total_pence),
        vat => pounds(q.vat_pence()),
        vat_rate => percent(q.vat_rate_bp),
        vat_number => q.vat_number,
        valid_until => uk_time::long_day(&q.valid_until),
        terms_url => format!("{}/terms", state.cfg.site_url.trim_end_matches('/')),
        url => link(&state.cfg.site_url, &q.token),
    };
    let render = |name: &str| {
        templates::render(name, &ctx).map_err(|m| AppError::internal("mail template", m))
    };
    Ok(OutgoingMail {
        to: to.to_string(),
        reply_to: Some(content::business().email.to_string()),
        subject: format!(
            "Your quote from {} (reference #{})",
            content::business().name,
            e.id
        ),
        text: render("mail/quote.txt")?,
        html: render("mail/quote.html")?,
        list_unsubscribe: None,
    })
}

/// `POST /leads/{id}/quotes` `{lines: [{description, amountPence}], version}`.
pub(super) async fn send(
    owner: Owner,
    State(state): State<AppState>,
    Path(id): Path<String>,
    JsonBody(body): JsonBody<NewQuote>,
) -> Result<Json<QuoteSent>, AppError> {
    let id = lead_id(&id)?;
    let lines = quote::checked_lines(&body.lines).map_err(|fields| AppError::Invalid {
        message: "Please check the highlighted lines.".into(),
        fields,
    })?;
    let lead = load(&state.db, id).await?;
    if lead.e.status != EnquiryStatus::New {
        return Err(not_a_real_lead(lead.e.status));
    }
    let business = content::business();
    let now = crate::store::db::now();
    let valid_until = (uk_time::day(chrono::Utc::now())
        + chrono::Days::new(u64::from(business.quote_validity_days)))
    .format("%Y-%m-%d")
    .to_string();
    let from = lead.stage.as_str();
    let total = quote::total(&lines);

    let mut tx = state.db.begin().await?;
    let change = LeadChange::QuoteSent {
        from,
        pence: total,
        at: &now,
    };
    if !change_lead(&mut tx, id, body.version, change).await? {
        drop(tx);
        return Err(stale(&state, id).await);
    }
    let q = quote::insert(
        &mut tx,
        NewVersion {
            enquiry_id: id,
            lines: &lines,
            vat_rate_bp: i64::from(business.vat_rate_basis_points),
            vat_number: business.vat_number,
            valid_until: &valid_until,
            created_by: &owner.email,
            created_at: &now,
        },
    )
    .await?;
    let note = format!("Sent quote v{} ({})", q.version, pounds(q.total_pence));
    let mut events = vec![Event {
        note: Some(&note),
        ..Event::of(Kind::Quote)
    }];
    if matches!(lead.stage, Stage::New | Stage::Contacted) {
        events.push(Event {
            kind: Kind::Stage,
            from: Some(from),
            to: Some(Stage::Quoted.as_str()),
            note: None,
            // The move reads 'New → Quoted (£1,234.50)', as a price typed by hand does.
            amount_pence: Some(q.total_pence),
            reason: None,
        });
    }
    for event in events {
        history::record(&mut tx, id, &owner.email, &now, event).await?;
    }
    let to = lead
        .e
        .email
        .as_deref()
        .map(str::trim)
        .filter(|e| !e.is_empty());
    if let Some(to) = to {
        let mail = email(&state, &lead.e, to, &q)?;
        outbox::enqueue(&mut tx, QUOTE_MAIL, Some(&lead.e), &mail).await?;
    }
    tx.commit().await?;
    if to.is_some() {
        state.wake_mailer.notify_one();
    }
    owner
        .audit(
            &state,
            &format!(
                "sent quote v{} on lead #{id} ({})",
                q.version,
                pounds(total)
            ),
        )
        .await?;
    let url = link(&state.cfg.site_url, &q.token);
    let Json(page) = detail_of(&state, id).await?;
    Ok(Json(QuoteSent {
        page,
        version: q.version,
        whatsapp: links::whatsapp_with(&lead.e.phone, &chat_text(&lead.e, &q, &url)),
        link: url,
        emailed: to.is_some(),
    }))
}
