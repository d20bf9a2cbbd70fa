//! `POST /api/contact`: the quote and emergency forms (SPEC 3, 5, 7; PRODUCT 11-14).
//!
//! JSON from the site's script answers JSON; a form posted without JavaScript
//! answers a 303 to a thank-you page or to a page listing what is missing.
//! A valid enquiry and its notification emails are committed in one
//! transaction before success is answered.

use crate::client;
use crate::db;
use crate::error::AppError;
use crate::mail::OutgoingMail;
use crate::outbox;
use crate::state::AppState;
use crate::templates;
use axum::Json;
use axum::body::Bytes;
use axum::extract::rejection::BytesRejection;
use axum::extract::{ConnectInfo, Query, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{Html, IntoResponse, Redirect, Response};
use content_model::contract::{FieldErrors, ValidContact};
use content_model::{ContactRequest, ContactResponse, QuoteService};
use serde::{Deserialize, Serialize};
use sqlx::Row;
use std::collections::HashMap;
use std::net::SocketAddr;

/// The stored shape of an enquiry, as templates and the owner's tools see it.
#[derive(Debug, Clone, Serialize)]
pub struct EnquiryRecord {
    pub created_at: String,
    pub name: String,
    pub phone: String,
    pub email: Option<String>,
    pub service: String,
    pub message: Option<String>,
    pub location: Option<String>,
    pub is_emergency: bool,
    pub page_path: Option<String>,
    pub referrer: Option<String>,
    pub utm_source: Option<String>,
    pub utm_medium: Option<String>,
    pub utm_campaign: Option<String>,
    pub utm_term: Option<String>,
    pub utm_content: Option<String>,
}

impl EnquiryRecord {
    fn from_valid(v: &ValidContact) -> EnquiryRecord {
        EnquiryRecord {
            created_at: db::now(),
            name: v.name.clone(),
            phone: v.phone.clone(),
            email: v.email.clone(),
            service: v.service.as_str().to_string(),
            message: v.message.clone(),
            location: v.location.clone(),
            is_emergency: v.is_emergency,
            page_path: v.page_path.clone(),
            referrer: v.referrer.clone(),
            utm_source: v.utm.source.clone(),
            utm_medium: v.utm.medium.clone(),
            utm_campaign: v.utm.campaign.clone(),
            utm_term: v.utm.term.clone(),
            utm_content: v.utm.content.clone(),
        }
    }

    /// What was typed, unvalidated, cut to sane lengths: for spam and incomplete records.
    fn from_raw(r: &ContactRequest) -> EnquiryRecord {
        let cut = |s: &str, n: usize| s.chars().take(n).collect::<String>();
        let opt = |s: &Option<String>, n: usize| {
            s.as_deref()
                .map(|v| cut(v, n))
                .filter(|v| !v.trim().is_empty())
        };
        EnquiryRecord {
            created_at: db::now(),
            name: cut(&r.name, 500),
            phone: cut(&r.phone, 100),
            email: opt(&r.email, 500),
            service: cut(&r.service, 200),
            message: opt(&r.message, 5000),
            location: opt(&r.location, 500),
            is_emergency: r.is_emergency,
            page_path: opt(&r.page_path, 500),
            referrer: opt(&r.referrer, 1000),
            utm_source: opt(&r.utm_source, 200),
            utm_medium: opt(&r.utm_medium, 200),
            utm_campaign: opt(&r.utm_campaign, 200),
            utm_term: opt(&r.utm_term, 200),
            utm_content: opt(&r.utm_content, 200),
        }
    }
}

/// Reads the body as JSON or as a urlencoded form into the one request type.
fn parse(headers: &HeaderMap, body: &Bytes) -> Result<(ContactRequest, bool), AppError> {
    if client::body_kind(headers)? == client::BodyKind::Form {
        let fields: HashMap<String, String> = serde_urlencoded::from_bytes(body)
            .map_err(|e| AppError::BadRequest(format!("The form could not be read: {e}")))?;
        let get = |k: &str| fields.get(k).cloned().unwrap_or_default();
        let opt = |k: &str| fields.get(k).cloned().filter(|v| !v.is_empty());
        let request = ContactRequest {
            name: get("name"),
            phone: get("phone"),
            email: opt("email"),
            service: get("service"),
            message: opt("message"),
            location: opt("location"),
            is_emergency: matches!(get("isEmergency").as_str(), "true" | "on" | "1" | "yes"),
            page_path: opt("pagePath"),
            referrer: opt("referrer"),
            utm_source: opt("utmSource"),
            utm_medium: opt("utmMedium"),
            utm_campaign: opt("utmCampaign"),
            utm_term: opt("utmTerm"),
            utm_content: opt("utmContent"),
            website: opt("website"),
        };
        Ok((request, true))
    } else {
        let request: ContactRequest = serde_json::from_slice(body)
            .map_err(|e| AppError::BadRequest(format!("The request could not be read: {e}")))?;
        Ok((request, false))
    }
}

/// 'Please fill in all required fields.' when something required is missing
/// (SPEC 8), otherwise a pointer to the fields to fix.
fn summary(errors: &FieldErrors) -> String {
    let missing = ["name", "phone", "service"].iter().any(|f| {
        errors
            .get(*f)
            .is_some_and(|m| m.starts_with("Enter your") || m.starts_with("Choose the"))
    });
    if missing {
        "Please fill in all required fields.".into()
    } else {
        "Please check the highlighted fields.".into()
    }
}

async fn insert(
    conn: &mut sqlx::AnyConnection,
    e: &EnquiryRecord,
    status: &str,
    user_agent: &str,
    problems: Option<&str>,
    token: Option<&str>,
) -> Result<i64, sqlx::Error> {
    let row = sqlx::query(
        "INSERT INTO enquiries (created_at, status, name, phone, email, service, message, location, is_emergency, page_path, referrer, \
         utm_source, utm_medium, utm_campaign, utm_term, utm_content, user_agent, problems, access_token) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19) RETURNING id",
    )
    .bind(&e.created_at)
    .bind(status)
    .bind(&e.name)
    .bind(&e.phone)
    .bind(&e.email)
    .bind(&e.service)
    .bind(&e.message)
    .bind(&e.location)
    .bind(e.is_emergency as i64)
    .bind(&e.page_path)
    .bind(&e.referrer)
    .bind(&e.utm_source)
    .bind(&e.utm_medium)
    .bind(&e.utm_campaign)
    .bind(&e.utm_term)
    .bind(&e.utm_content)
    .bind(user_agent)
    .bind(problems)
    .bind(token)
    .fetch_one(&mut *conn)
    .await?;
    row.try_get("id")
}

/// Renders the business notification and, when the visitor gave an email, their acknowledgement.
fn notifications(
    state: &AppState,
    id: i64,
    e: &EnquiryRecord,
) -> Result<Vec<(&'static str, OutgoingMail)>, AppError> {
    let b = templates::business(&state.cfg.site_url);
    let ctx = minijinja::context! { id, e, b };
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
            // The visitor's address only ever goes in Reply-To (PRODUCT 12).
            reply_to: e.email.clone(),
            subject,
            text: render("mail/enquiry.txt")?,
            html: render("mail/enquiry.html")?,
            list_unsubscribe: None,
        },
    )];
    if let Some(email) = &e.email {
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

pub async fn submit(
    State(state): State<AppState>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    body: Result<Bytes, BytesRejection>,
) -> Response {
    let body = match body {
        Ok(b) => b,
        Err(rejection) => return crate::error::body_rejection(rejection).into_response(),
    };
    let form = client::is_form(&headers);
    match handle(&state, peer, &headers, &body).await {
        Ok(Outcome::Accepted {
            id,
            emergency,
            back,
        }) => {
            if form {
                let back = safe_back(back.as_deref());
                let kind = if emergency { "emergency" } else { "quote" };
                Redirect::to(&format!(
                    "/api/contact/thanks?kind={kind}&id={id}&back={}",
                    urlencode(&back)
                ))
                .into_response()
            } else {
                Json(ContactResponse {
                    success: true,
                    id: Some(id),
                    error: None,
                    fields: None,
                })
                .into_response()
            }
        }
        Ok(Outcome::Incomplete { token }) => {
            Redirect::to(&format!("/api/contact/problem?token={token}")).into_response()
        }
        Err(AppError::RateLimited(message)) if form => {
            let b = templates::business(&state.cfg.site_url);
            let html = templates::render(
                "pages/newsletter.html",
                minijinja::context! { b, title => "Please call us instead", text => message, unsubscribe_token => () },
            );
            (
                StatusCode::TOO_MANY_REQUESTS,
                Html(html.unwrap_or_default()),
            )
                .into_response()
        }
        Err(e) => e.into_response(),
    }
}

enum Outcome {
    Accepted {
        id: i64,
        emergency: bool,
        back: Option<String>,
    },
    Incomplete {
        token: String,
    },
}

async fn handle(
    state: &AppState,
    peer: SocketAddr,
    headers: &HeaderMap,
    body: &Bytes,
) -> Result<Outcome, AppError> {
    let (mut request, form) = parse(headers, body)?;
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
            content::catalogue().business.phone.display(),
            if minutes == 1 { "" } else { "s" }
        )));
    }

    if request.is_spam() {
        // Recorded as spam, never emailed; the bot is told it succeeded.
        let record = EnquiryRecord::from_raw(&request);
        let mut conn = state.db.pool.acquire().await?;
        let id = insert(
            &mut conn,
            &record,
            "spam",
            &user_agent,
            Some("{\"website\":\"honeypot filled\"}"),
            None,
        )
        .await?;
        tracing::info!(id, "spam enquiry recorded (honeypot)");
        return Ok(Outcome::Accepted {
            id,
            emergency: request.is_emergency,
            back: request.page_path,
        });
    }

    let valid = match request.validate() {
        Ok(v) => v,
        Err(fields) => {
            if form {
                // Keep everything typed, so the 'what is missing' page can show it and the owner can still see it.
                let token = crate::visitors::random_token();
                let problems = serde_json::to_string(&fields).unwrap_or_default();
                let mut conn = state.db.pool.acquire().await?;
                let id = insert(
                    &mut conn,
                    &EnquiryRecord::from_raw(&request),
                    "incomplete",
                    &user_agent,
                    Some(&problems),
                    Some(&token),
                )
                .await?;
                tracing::info!(id, fields = ?fields.keys().collect::<Vec<_>>(), "incomplete enquiry kept (form without JavaScript)");
                return Ok(Outcome::Incomplete { token });
            }
            return Err(AppError::Invalid {
                message: summary(&fields),
                fields,
            });
        }
    };

    let record = EnquiryRecord::from_valid(&valid);
    let mut tx = state.db.pool.begin().await?;
    let id = insert(&mut tx, &record, "new", &user_agent, None, None).await?;
    for (kind, mail) in notifications(state, id, &record)? {
        outbox::enqueue(&mut tx, kind, Some(id), &mail).await?;
    }
    tx.commit().await?;
    state.wake_mailer.notify_one();
    tracing::info!(id, emergency = record.is_emergency, service = %record.service, page = record.page_path.as_deref().unwrap_or("-"), "enquiry stored");
    Ok(Outcome::Accepted {
        id,
        emergency: record.is_emergency,
        back: record.page_path,
    })
}

/// A same-site path to send the visitor back to; anything else becomes `/`.
fn safe_back(path: Option<&str>) -> String {
    match path {
        Some(p)
            if p.starts_with('/')
                && !p.starts_with("//")
                && !p.contains('\\')
                && !p.chars().any(|c| c.is_control() || c.is_whitespace())
                && p.len() < 300 =>
        {
            p.to_string()
        }
        _ => "/".to_string(),
    }
}

fn urlencode(s: &str) -> String {
    serde_urlencoded::to_string([("", s)])
        .map(|e| e[1..].to_string())
        .unwrap_or_default()
}

#[derive(Deserialize)]
pub struct ThanksQuery {
    kind: Option<String>,
    id: Option<i64>,
    back: Option<String>,
}

/// The no-JavaScript thank-you page, in the spec's wording (SPEC 8).
pub async fn thanks(State(state): State<AppState>, Query(q): Query<ThanksQuery>) -> Response {
    let b = templates::business(&state.cfg.site_url);
    let emergency = q.kind.as_deref() == Some("emergency");
    let title = if emergency {
        "Emergency Request Sent!"
    } else {
        "Quote Request Sent!"
    };
    let back = safe_back(q.back.as_deref());
    match templates::render(
        "pages/thanks.html",
        minijinja::context! { b, title, emergency, id => q.id.unwrap_or(0), back },
    ) {
        Ok(html) => Html(html).into_response(),
        Err(e) => AppError::internal("thanks page", e).into_response(),
    }
}

#[derive(Deserialize)]
pub struct ProblemQuery {
    token: String,
}

/// The no-JavaScript 'what is missing' page: the errors, and the form again
/// with everything the visitor typed.
pub async fn problem(State(state): State<AppState>, Query(q): Query<ProblemQuery>) -> Response {
    let row = sqlx::query(
        "SELECT name, phone, email, service, message, location, is_emergency, page_path, problems FROM enquiries WHERE access_token = $1 AND status = 'incomplete'",
    )
    .bind(&q.token)
    .fetch_optional(&state.db.pool)
    .await;
    let row = match row {
        Ok(Some(r)) => r,
        Ok(None) => return Redirect::to("/contact").into_response(),
        Err(e) => return AppError::from(e).into_response(),
    };
    let get = |c: &str| row.try_get::<Option<String>, _>(c).ok().flatten();
    let e = minijinja::context! {
        name => get("name").unwrap_or_default(),
        phone => get("phone").unwrap_or_default(),
        email => get("email"),
        service => get("service").unwrap_or_default(),
        message => get("message"),
        location => get("location"),
        is_emergency => row.try_get::<i64, _>("is_emergency").unwrap_or(0) != 0,
        page_path => get("page_path"),
    };
    let problems: FieldErrors = get("problems")
        .and_then(|p| serde_json::from_str(&p).ok())
        .unwrap_or_default();
    let services: Vec<&str> = QuoteService::ALL.iter().map(|s| s.as_str()).collect();
    let b = templates::business(&state.cfg.site_url);
    match templates::render(
        "pages/problem.html",
        minijinja::context! { b, title => "Missing Information", e, problems, services },
    ) {
        Ok(html) => (StatusCode::OK, Html(html)).into_response(),
        Err(err) => AppError::internal("problem page", err).into_response(),
    }
}
