//! Review requests and recorded reviews on a won lead (issue 34.1-2):
//! `GET /leads/{id}/reviews`, `POST /leads/{id}/review-request` (any
//! account, once per lead), `POST /leads/{id}/reviews` (any account) and
//! `DELETE /reviews/{id}` (the owner's: what the site shows is theirs to
//! take down). The words and the once-only update are in
//! `proof::review_request`; the rules of a review in `proof::review_rules`
//! and its rows in `proof::reviews`.

use super::{Lead, Stage, lead_id, links, load};
use crate::admin::{AdminRoute, Owner};
use crate::enquiries::history::{self, Event, Kind};
use crate::http::error::AppError;
use crate::http::extract::JsonBody;
use crate::mail::OutgoingMail;
use crate::mail::templates::{self, render};
use crate::notify::outbox;
use crate::proof::shown::catalogue;
use crate::proof::{review_request as request, review_rules as rules, reviews as stored};
use crate::state::AppState;
use crate::store::uk_time;
use axum::Json;
use axum::extract::{Path, State};
use axum::http::{Method, StatusCode};
use content_model::admin::{
    Done, LeadReviews, NewReview, RecordedReview, ReviewChoice, ReviewRequestSend,
    ReviewRequestSent, ReviewRequested,
};
use content_model::contract::{FieldError, FieldErrorKind, FieldErrors};

/// The outbox kind of a review request.
pub const KIND: &str = "review-request";

pub fn routes() -> Vec<AdminRoute> {
    use axum::routing::{delete, get, post};
    vec![
        AdminRoute::new(Method::GET, "/leads/{id}/reviews", || get(of_lead)),
        AdminRoute::new(Method::POST, "/leads/{id}/reviews", || post(record)),
        AdminRoute::new(Method::POST, "/leads/{id}/review-request", || post(ask)),
        AdminRoute::owner_only(Method::DELETE, "/reviews/{id}", || delete(remove)),
    ]
}

fn invalid(field: &str, message: &str) -> AppError {
    AppError::Invalid {
        fields: FieldErrors::from([(
            field.to_string(),
            FieldError::new(FieldErrorKind::Invalid, message.to_string()),
        )]),
        message: message.to_string(),
    }
}

/// Only a won lead is asked for a review or has one recorded.
fn must_be_won(lead: &Lead, what: &str) -> Result<(), AppError> {
    if lead.stage == Stage::Won {
        Ok(())
    } else {
        Err(AppError::Conflict(format!(
            "Only a won lead can {what}: this one is {}. Mark it won first.",
            lead.stage.as_str()
        )))
    }
}

fn email_of(lead: &Lead) -> Option<&str> {
    lead.e
        .email
        .as_deref()
        .map(str::trim)
        .filter(|e| !e.is_empty())
}

/// The catalogue service of the page the enquiry was sent from, if any.
fn page_service(state: &AppState, lead: &Lead) -> Option<String> {
    let path = lead.e.page_path.as_deref()?;
    state.routes.route(path)?.service.clone()
}

/// 'Hello Ann,': the first word of the name as typed, else 'Hello,'.
fn greeting(lead: &Lead) -> String {
    links::About {
        id: lead.e.id,
        name: &lead.e.name,
        service: &lead.e.service,
        business: content::business().name,
    }
    .greeting()
}

/// `GET /leads/{id}/reviews`.
async fn of_lead(
    _owner: Owner,
    State(state): State<AppState>,
    Path(id): Path<String>,
) -> Result<Json<LeadReviews>, AppError> {
    let lead = load(&state.db, lead_id(&id)?).await?;
    let mut conn = state.db.pool.acquire().await?;
    let requested = request::of_lead(&mut conn, lead.e.id).await?;
    let reviews = stored::of_lead(&mut conn, lead.e.id).await?;
    let cat = catalogue();
    let choice = |key: &str, name: &str| ReviewChoice {
        key: key.to_string(),
        name: name.to_string(),
    };
    let mut towns: Vec<String> = cat
        .areas
        .iter()
        .flat_map(|a| std::iter::once(a.name).chain(a.neighbourhoods.iter().map(|n| n.name)))
        .map(str::to_string)
        .collect();
    towns.sort();
    towns.dedup();
    Ok(Json(LeadReviews {
        won: lead.stage == Stage::Won,
        requested,
        can_email: email_of(&lead).is_some(),
        can_whatsapp: links::whatsapp_with(&lead.e.phone, "").is_some(),
        reviews,
        platforms: cat
            .business
            .review_platforms
            .iter()
            .map(|p| choice(p.key, p.name))
            .collect(),
        services: cat
            .services
            .iter()
            .map(|s| choice(s.slug.as_str(), s.name))
            .collect(),
        towns,
        default_service: page_service(&state, &lead),
    }))
}

/// The request email, Reply-To the business.
fn email(state: &AppState, lead: &Lead, to: &str) -> Result<OutgoingMail, AppError> {
    let b = templates::business(&state.cfg.site_url);
    let platforms: Vec<_> = request::platforms()
        .into_iter()
        .map(|(name, url)| minijinja::context! { name, url })
        .collect();
    let ctx = minijinja::context! {
        b,
        greeting => greeting(lead),
        service => lead.e.service,
        id => lead.e.id,
        platforms,
    };
    let rendered =
        |name: &str| render(name, &ctx).map_err(|e| AppError::internal("review request email", e));
    Ok(OutgoingMail {
        to: to.to_string(),
        reply_to: Some(content::business().email.to_string()),
        subject: request::subject(content::business().name),
        text: rendered("mail/review-request.txt")?,
        html: rendered("mail/review-request.html")?,
        list_unsubscribe: None,
    })
}

/// The 409 for a lead asked before, naming the day and the way.
fn already(asked: Option<ReviewRequested>) -> AppError {
    match asked {
        Some(r) => AppError::Conflict(format!(
            "This customer was already asked for a review on {}, by {}. Each customer is asked once.",
            uk_time::day_of(&r.at)
                .map(|d| uk_time::long_day(&d))
                .unwrap_or(r.at),
            if r.via == "whatsapp" {
                "WhatsApp"
            } else {
                "email"
            },
        )),
        None => AppError::Conflict("This customer was already asked for a review.".into()),
    }
}

/// `POST /leads/{id}/review-request` `{via}`.
async fn ask(
    owner: Owner,
    State(state): State<AppState>,
    Path(id): Path<String>,
    JsonBody(body): JsonBody<ReviewRequestSend>,
) -> Result<Json<ReviewRequestSent>, AppError> {
    let lead = load(&state.db, lead_id(&id)?).await?;
    let id = lead.e.id;
    must_be_won(&lead, "be asked for a review")?;
    let via = body.via.trim();
    if !request::VIA.contains(&via) {
        return Err(invalid("via", "Ask by email or WhatsApp."));
    }
    let business = content::business().name;
    let mut mail = None;
    let mut whatsapp = None;
    if via == "email" {
        let Some(to) = email_of(&lead) else {
            return Err(invalid(
                "email",
                "This customer gave no email address: ask by WhatsApp instead.",
            ));
        };
        mail = Some(email(&state, &lead, to)?);
    } else {
        let text = request::chat_text(&greeting(&lead), business, &lead.e.service, id);
        whatsapp = Some(links::whatsapp_with(&lead.e.phone, &text).ok_or_else(|| {
            invalid(
                "phone",
                "This number is not a UK mobile, so WhatsApp cannot reach it: ask by email instead.",
            )
        })?);
    }
    let now = crate::store::db::now();
    let mut tx = state.db.begin().await?;
    if !request::mark(&mut tx, id, &owner.email, via, &now).await? {
        drop(tx);
        let asked = request::of_lead(&mut *state.db.pool.acquire().await?, id).await?;
        return Err(already(asked));
    }
    if let Some(m) = &mail {
        outbox::enqueue(&mut tx, KIND, Some(&lead.e), m).await?;
    }
    history::record(
        &mut tx,
        id,
        &owner.email,
        &now,
        Event {
            to: Some(via),
            ..Event::of(Kind::ReviewRequested)
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
            &format!("asked for a review on lead #{id} by {via}"),
        )
        .await?;
    Ok(Json(ReviewRequestSent {
        requested: ReviewRequested {
            at: now,
            by: owner.email.clone(),
            via: via.to_string(),
        },
        whatsapp,
    }))
}

/// `POST /leads/{id}/reviews`: 201 with the review as listed.
async fn record(
    owner: Owner,
    State(state): State<AppState>,
    Path(id): Path<String>,
    JsonBody(body): JsonBody<NewReview>,
) -> Result<(StatusCode, Json<RecordedReview>), AppError> {
    let lead = load(&state.db, lead_id(&id)?).await?;
    let id = lead.e.id;
    must_be_won(&lead, "have a review recorded")?;
    let default_service = page_service(&state, &lead);
    let lead_day = uk_time::day_of(&lead.e.created_at).unwrap_or_default();
    let today = uk_time::today();
    let checked = rules::check(&rules::Input {
        body: &body,
        default_service: default_service.as_deref(),
        lead_day: &lead_day,
        today: &today,
    })
    .map_err(|fields| AppError::Invalid {
        message: "Please check the highlighted fields.".into(),
        fields,
    })?;
    let duplicate = || {
        AppError::Conflict(
            "That review is already recorded: each review's link is recorded once.".into(),
        )
    };
    let now = crate::store::db::now();
    let mut tx = state.db.begin().await?;
    if stored::url_taken(&mut tx, &checked.url).await? {
        return Err(duplicate());
    }
    let review_id = match stored::insert(&mut tx, id, &checked, &owner.email, &now).await {
        Ok(review_id) => review_id,
        // Two records of one link at once: the unique column decides.
        Err(sqlx::Error::Database(e)) if e.is_unique_violation() => return Err(duplicate()),
        Err(e) => return Err(e.into()),
    };
    let note = format!(
        "{} review, {} star{}, by {} of {}",
        rules::platform(checked.platform).map_or(checked.platform, |p| p.name),
        checked.rating,
        if checked.rating == 1 { "" } else { "s" },
        checked.first_name,
        checked.town
    );
    history::record(
        &mut tx,
        id,
        &owner.email,
        &now,
        Event {
            to: Some(checked.platform),
            note: Some(&note),
            ..Event::of(Kind::ReviewRecorded)
        },
    )
    .await?;
    tx.commit().await?;
    owner
        .audit(
            &state,
            &format!(
                "recorded review #{review_id} ({}) on lead #{id}",
                checked.platform
            ),
        )
        .await?;
    let listed = stored::of_lead(&mut *state.db.pool.acquire().await?, id)
        .await?
        .into_iter()
        .find(|r| r.id == review_id)
        .ok_or_else(|| AppError::broken("a review just recorded", "it is not listed"))?;
    Ok((StatusCode::CREATED, Json(listed)))
}

/// `DELETE /reviews/{id}`: taken off (kept, with when), so the next import
/// removes it from the site.
async fn remove(
    owner: Owner,
    State(state): State<AppState>,
    Path(id): Path<String>,
) -> Result<Json<Done>, AppError> {
    let id = id
        .parse::<i64>()
        .ok()
        .filter(|id| *id > 0)
        .ok_or_else(|| AppError::NotFound("There is no such review.".into()))?;
    let now = crate::store::db::now();
    let lead = stored::remove(&mut *state.db.pool.acquire().await?, id, &now)
        .await?
        .ok_or_else(|| AppError::NotFound(format!("There is no review #{id} on the list.")))?;
    owner
        .audit(&state, &format!("removed review #{id} on lead #{lead}"))
        .await?;
    Ok(Json(Done {
        success: true,
        message: "Review removed: the next import takes it off the website.".into(),
    }))
}
