//! The job written on a won lead (issue 34.4), any signed-in account:
//! `GET|PUT /leads/{id}/job` and `PUT /leads/{id}/job/preview`. A draft is
//! saved with its problems and answers them, field by field, in the words
//! `codegen check` would use (`job_check::check_job_text`), so the screen
//! shows them as the owner types and the import finds none left.

use crate::admin::Owner;
use crate::enquiries::history::{self, Event, Kind};
use crate::enquiries::{Lead, Stage};
use crate::http::error::AppError;
use crate::http::extract::JsonBody;
use crate::proof::shown::{catalogue, month_display};
use crate::state::AppState;
use crate::store::db::{Db, now};
use crate::store::uk_time;
use axum::Json;
use axum::extract::{Path, State};
use content_model::admin::{
    JOB_TEXT_MAX_CHARS, JobDraft, JobDraftSave, JobPhoto, JobPreview, JobPreviewChoice, JobTook,
};
use content_model::job_check::{JobText, PhotoText, check_job_text};
use content_model::{Focus, IsoDate, MonthYear, PropertyType, TimeTaken};
use sqlx::Row;

/// The id in a path; anything but a positive integer names nothing.
pub(super) fn path_id(raw: &str, what: &str) -> Result<i64, AppError> {
    raw.parse::<i64>()
        .ok()
        .filter(|id| *id > 0)
        .ok_or_else(|| AppError::NotFound(format!("There is no such {what}.")))
}

/// The draft's id on lead `lead`, if it has one.
pub(super) async fn draft_id(db: &Db, lead: i64) -> Result<Option<i64>, AppError> {
    Ok(
        sqlx::query_scalar("SELECT id FROM job_drafts WHERE enquiry_id = $1")
            .bind(lead)
            .fetch_optional(&db.pool)
            .await?,
    )
}

/// The draft on lead `lead` as the inbox reads it, or `None`.
pub(super) async fn view(db: &Db, lead: i64) -> Result<Option<JobDraft>, AppError> {
    let Some(r) = sqlx::query(
        "SELECT id, slug, service_slug, area_slug, neighbourhood_slug, completed_month, property, \
         problem, work_done, outcome, took_unit, took_amount, price_from_pounds, price_to_pounds, \
         preview_photo_id, preview_x, preview_y, version, updated_at, updated_by \
         FROM job_drafts WHERE enquiry_id = $1",
    )
    .bind(lead)
    .fetch_optional(&db.pool)
    .await?
    else {
        return Ok(None);
    };
    let id: i64 = r.try_get("id")?;
    let photos = sqlx::query(
        "SELECT id, width, height, LENGTH(bytes) AS size, alt, caption FROM job_photos \
         WHERE draft_id = $1 ORDER BY position, id",
    )
    .bind(id)
    .fetch_all(&db.pool)
    .await?
    .iter()
    .map(|p| {
        let id: i64 = p.try_get("id")?;
        Ok(JobPhoto {
            id,
            width: p.try_get("width")?,
            height: p.try_get("height")?,
            size_bytes: p
                .try_get::<i64, _>("size")
                .or_else(|_| p.try_get::<i32, _>("size").map(i64::from))?,
            alt: p.try_get("alt")?,
            caption: p.try_get("caption")?,
            url: format!("/api/admin/job-photos/{id}"),
        })
    })
    .collect::<Result<Vec<_>, sqlx::Error>>()?;
    let preview_id: Option<i64> = r.try_get("preview_photo_id")?;
    let preview = match (preview_id, r.try_get("preview_x")?, r.try_get("preview_y")?) {
        (Some(photo_id), Some(x), Some(y)) if photos.iter().any(|p| p.id == photo_id) => {
            Some(JobPreview {
                photo_id,
                x_percent: x,
                y_percent: y,
            })
        }
        _ => None,
    };
    let mut draft = JobDraft {
        lead_id: lead,
        slug: r.try_get("slug")?,
        service_slug: r.try_get("service_slug")?,
        area_slug: r.try_get("area_slug")?,
        neighbourhood_slug: r.try_get("neighbourhood_slug")?,
        completed_month: r.try_get("completed_month")?,
        property: r.try_get("property")?,
        problem: r.try_get("problem")?,
        work_done: r.try_get("work_done")?,
        outcome: r.try_get("outcome")?,
        took: JobTook {
            unit: r.try_get("took_unit")?,
            amount: r.try_get("took_amount")?,
        },
        price_from_pounds: r.try_get("price_from_pounds")?,
        price_to_pounds: r.try_get("price_to_pounds")?,
        photos,
        preview,
        problems: Vec::new(),
        version: r.try_get("version")?,
        updated_at: r.try_get("updated_at")?,
        updated_by: r.try_get("updated_by")?,
    };
    draft.problems = problems(&draft);
    Ok(Some(draft))
}

/// `codegen check`'s problems with `d`, as a real job on today's date.
fn problems(d: &JobDraft) -> Vec<content_model::job_check::Problem> {
    let (Some(completed), Some(property)) =
        (month(&d.completed_month), PropertyType::parse(&d.property))
    else {
        return Vec::new(); // refused on saving; never stored
    };
    let amount = u8::try_from(d.took.amount).unwrap_or(0);
    let took = if d.took.unit == "days" {
        TimeTaken::Days(amount)
    } else {
        TimeTaken::Hours(amount)
    };
    let photos = d
        .photos
        .iter()
        .map(|p| PhotoText {
            alt: &p.alt,
            caption: &p.caption,
            preview: d.preview.as_ref().filter(|v| v.photo_id == p.id).map(|v| {
                Focus::at(
                    v.x_percent.clamp(0, 100) as u8,
                    v.y_percent.clamp(0, 100) as u8,
                )
            }),
        })
        .collect();
    let text = JobText {
        service: &d.service_slug,
        area: &d.area_slug,
        neighbourhood: d.neighbourhood_slug.as_deref(),
        property,
        completed,
        problem: &d.problem,
        work_done: &d.work_done,
        outcome: &d.outcome,
        took,
        photos,
        real: true,
    };
    check_job_text(catalogue(), &text, today())
}

fn today() -> IsoDate {
    use chrono::Datelike;
    let d = uk_time::day(chrono::Utc::now());
    IsoDate::new(d.year() as u16, d.month() as u8, d.day() as u8)
}

fn month(m: &str) -> Option<MonthYear> {
    month_display(m)?;
    let (y, mo) = m.split_once('-')?;
    Some(MonthYear::new(y.parse().ok()?, mo.parse().ok()?))
}

/// `GET /leads/{id}/job`: the draft, or `null`.
pub(super) async fn get_draft(
    _owner: Owner,
    State(state): State<AppState>,
    Path(id): Path<String>,
) -> Result<Json<Option<JobDraft>>, AppError> {
    let id = path_id(&id, "lead")?;
    lead(&state.db, id).await?;
    Ok(Json(view(&state.db, id).await?))
}

async fn lead(db: &Db, id: i64) -> Result<Lead, AppError> {
    Lead::find(db, id)
        .await?
        .ok_or_else(|| AppError::NotFound(format!("There is no lead #{id}.")))
}

fn invalid(message: String) -> AppError {
    AppError::Invalid {
        message,
        fields: Default::default(),
    }
}

/// The fields as they will be stored, each checked for shape (a 422 names
/// the field); what they say is `problems`' business.
struct Fields {
    service: String,
    area: String,
    neighbourhood: Option<String>,
    month: String,
    property: String,
    problem: String,
    work_done: String,
    outcome: String,
    took_unit: String,
    took_amount: i64,
    price: (Option<i64>, Option<i64>),
}

fn checked(f: Fields) -> Result<Fields, AppError> {
    let cat = catalogue();
    if cat.service(&f.service).is_none() {
        return Err(invalid(format!(
            "serviceSlug: `{}` is not a service in the catalogue.",
            f.service
        )));
    }
    let Some(area) = cat.area(&f.area) else {
        return Err(invalid(format!(
            "areaSlug: `{}` is not an area in the catalogue.",
            f.area
        )));
    };
    if let Some(n) = &f.neighbourhood
        && !area.neighbourhoods.iter().any(|p| p.slug.as_str() == n)
    {
        return Err(invalid(format!(
            "neighbourhoodSlug: `{n}` is not one of {}'s neighbourhoods.",
            area.name
        )));
    }
    if month(&f.month).is_none() {
        return Err(invalid(format!(
            "completedMonth: `{}` is not a month; write it as YYYY-MM.",
            f.month
        )));
    }
    if PropertyType::parse(&f.property).is_none() {
        return Err(invalid(format!(
            "property: `{}` is not a kind of property (residential, commercial, high-rise or industrial).",
            f.property
        )));
    }
    for (name, text) in [
        ("problem", &f.problem),
        ("workDone", &f.work_done),
        ("outcome", &f.outcome),
    ] {
        if text.chars().count() > JOB_TEXT_MAX_CHARS {
            return Err(invalid(format!(
                "{name}: at most {JOB_TEXT_MAX_CHARS} characters."
            )));
        }
    }
    if !matches!(f.took_unit.as_str(), "hours" | "days") {
        return Err(invalid("took.unit: 'hours' or 'days'.".into()));
    }
    if !(0..=255).contains(&f.took_amount) {
        return Err(invalid("took.amount: a whole number from 0 to 255.".into()));
    }
    match f.price {
        (None, None) => {}
        (Some(from), Some(to)) if 0 < from && from < to && to <= 1_000_000 => {}
        _ => {
            return Err(invalid(
                "priceFromPounds: a price band is both ends in whole pounds, the first smaller (or neither)."
                    .into(),
            ));
        }
    }
    Ok(f)
}

/// The lead's service as the catalogue's slug: by name or slug, else the
/// first whose name starts with the same word ('Boiler Services' → a boiler
/// service), else the catalogue's first, for the owner to change on screen
/// (the form shows the draft only once it exists).
fn lead_service(lead: &Lead) -> Option<String> {
    let typed = lead.e.service.trim().to_lowercase();
    let services = &catalogue().services;
    let first_word = typed.split_whitespace().next().unwrap_or_default();
    services
        .iter()
        .find(|s| s.name.to_lowercase() == typed || s.slug.as_str() == typed)
        .or_else(|| {
            services
                .iter()
                .find(|s| !first_word.is_empty() && s.name.to_lowercase().starts_with(first_word))
        })
        .or_else(|| services.first())
        .map(|s| s.slug.to_string())
}

/// `PUT /leads/{id}/job`: makes the draft (a won lead only) or saves it.
pub(super) async fn save(
    owner: Owner,
    State(state): State<AppState>,
    Path(id): Path<String>,
    JsonBody(body): JsonBody<JobDraftSave>,
) -> Result<Json<JobDraft>, AppError> {
    let id = path_id(&id, "lead")?;
    let lead = lead(&state.db, id).await?;
    let current = view(&state.db, id).await?;
    let stale = |now: i64| {
        AppError::Conflict(format!(
            "This job was changed on another screen (it is now version {now}). Reload it before saving."
        ))
    };
    if let Some(d) = &current
        && body.version != Some(d.version)
    {
        return Err(stale(d.version));
    }
    if current.is_none() && lead.stage != Stage::Won {
        return Err(AppError::Conflict(
            "Only a won job can be written up: mark the lead as won first.".into(),
        ));
    }
    let pick = |given: &Option<String>, kept: Option<&String>| given.clone().or(kept.cloned());
    let c = current.as_ref();
    let took = body.took.clone().or(c.map(|d| d.took.clone()));
    let has_price = body.price_from_pounds.is_some() || body.price_to_pounds.is_some();
    let f = checked(Fields {
        service: pick(&body.service_slug, c.map(|d| &d.service_slug))
            .or_else(|| lead_service(&lead))
            .ok_or_else(|| invalid("serviceSlug: choose the service this job was.".into()))?,
        area: pick(&body.area_slug, c.map(|d| &d.area_slug))
            .or(lead.area_slug.clone())
            .or_else(|| catalogue().areas.first().map(|a| a.slug.to_string()))
            .ok_or_else(|| invalid("areaSlug: choose the area this job was in.".into()))?,
        neighbourhood: match &body.neighbourhood_slug {
            Some(n) if n.trim().is_empty() => None,
            Some(n) => Some(n.clone()),
            None => c.and_then(|d| d.neighbourhood_slug.clone()),
        },
        month: pick(&body.completed_month, c.map(|d| &d.completed_month))
            .unwrap_or_else(|| uk_time::today()[..7].to_string()),
        property: pick(&body.property, c.map(|d| &d.property))
            .unwrap_or_else(|| "residential".into()),
        problem: pick(&body.problem, c.map(|d| &d.problem)).unwrap_or_default(),
        work_done: pick(&body.work_done, c.map(|d| &d.work_done)).unwrap_or_default(),
        outcome: pick(&body.outcome, c.map(|d| &d.outcome)).unwrap_or_default(),
        took_unit: took.as_ref().map_or("hours".into(), |t| t.unit.clone()),
        took_amount: took.as_ref().map_or(0, |t| t.amount),
        price: if has_price || c.is_none() {
            (body.price_from_pounds, body.price_to_pounds)
        } else {
            c.map_or((None, None), |d| (d.price_from_pounds, d.price_to_pounds))
        },
    })?;
    let at = now();
    // Chosen before the transaction: SQLite's pool is one connection.
    let slug = match &current {
        Some(_) => None,
        None => Some(free_slug(&state.db, &format!("{}-{}-{}", f.month, f.service, f.area)).await?),
    };
    let mut tx = state.db.begin().await?;
    if let Some(d) = &current {
        let changed = sqlx::query(
            "UPDATE job_drafts SET service_slug = $1, area_slug = $2, neighbourhood_slug = $3, \
             completed_month = $4, property = $5, problem = $6, work_done = $7, outcome = $8, \
             took_unit = $9, took_amount = $10, price_from_pounds = $11, price_to_pounds = $12, \
             version = version + 1, updated_at = $13, updated_by = $14 \
             WHERE enquiry_id = $15 AND version = $16",
        )
        .bind(&f.service)
        .bind(&f.area)
        .bind(&f.neighbourhood)
        .bind(&f.month)
        .bind(&f.property)
        .bind(&f.problem)
        .bind(&f.work_done)
        .bind(&f.outcome)
        .bind(&f.took_unit)
        .bind(f.took_amount)
        .bind(f.price.0)
        .bind(f.price.1)
        .bind(&at)
        .bind(&owner.email)
        .bind(id)
        .bind(d.version)
        .execute(&mut *tx)
        .await?
        .rows_affected();
        if changed == 0 {
            return Err(stale(d.version + 1));
        }
    } else if let Some(slug) = slug {
        let made = sqlx::query(
            "INSERT INTO job_drafts (enquiry_id, slug, service_slug, area_slug, neighbourhood_slug, \
             completed_month, property, problem, work_done, outcome, took_unit, took_amount, \
             price_from_pounds, price_to_pounds, created_at, created_by, updated_at, updated_by) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $15, $16) \
             ON CONFLICT (enquiry_id) DO NOTHING",
        )
        .bind(id)
        .bind(&slug)
        .bind(&f.service)
        .bind(&f.area)
        .bind(&f.neighbourhood)
        .bind(&f.month)
        .bind(&f.property)
        .bind(&f.problem)
        .bind(&f.work_done)
        .bind(&f.outcome)
        .bind(&f.took_unit)
        .bind(f.took_amount)
        .bind(f.price.0)
        .bind(f.price.1)
        .bind(&at)
        .bind(&owner.email)
        .execute(&mut *tx)
        .await?
        .rows_affected();
        if made == 0 {
            return Err(stale(1)); // made on another screen a moment ago
        }
        let note = format!("Job written up as {slug}");
        let event = Event {
            note: Some(&note),
            ..Event::of(Kind::JobWritten)
        };
        history::record(&mut tx, id, &owner.email, &at, event).await?;
    }
    tx.commit().await?;
    owner
        .audit(&state, &format!("saved the job write-up on lead #{id}"))
        .await?;
    let draft = view(&state.db, id)
        .await?
        .ok_or_else(|| AppError::broken("job draft", "saved draft not found"))?;
    Ok(Json(draft))
}

/// `base`, or `base-2`, `base-3`... whichever no draft or catalogue job has.
async fn free_slug(db: &Db, base: &str) -> Result<String, AppError> {
    let taken: Vec<String> = sqlx::query_scalar("SELECT slug FROM job_drafts WHERE slug LIKE $1")
        .bind(format!("{base}%"))
        .fetch_all(&db.pool)
        .await?;
    let in_catalogue = |s: &str| catalogue().jobs.iter().any(|j| j.slug.as_str() == s);
    let mut n = 1;
    loop {
        let slug = if n == 1 {
            base.to_string()
        } else {
            format!("{base}-{n}")
        };
        if !taken.contains(&slug) && !in_catalogue(&slug) {
            return Ok(slug);
        }
        n += 1;
    }
}

/// `PUT /leads/{id}/job/preview`: the photograph a link preview uses and
/// the point its crop keeps in view.
pub(super) async fn set_preview(
    owner: Owner,
    State(state): State<AppState>,
    Path(id): Path<String>,
    JsonBody(body): JsonBody<JobPreviewChoice>,
) -> Result<Json<JobDraft>, AppError> {
    let id = path_id(&id, "lead")?;
    lead(&state.db, id).await?;
    let Some(draft) = draft_id(&state.db, id).await? else {
        return Err(AppError::NotFound(
            "This lead has no job written yet.".into(),
        ));
    };
    if !(0..=100).contains(&body.x_percent) || !(0..=100).contains(&body.y_percent) {
        return Err(invalid(
            "xPercent: the point is in percent of the picture, each from 0 to 100.".into(),
        ));
    }
    let ours: Option<i64> =
        sqlx::query_scalar("SELECT id FROM job_photos WHERE id = $1 AND draft_id = $2")
            .bind(body.photo_id)
            .bind(draft)
            .fetch_optional(&state.db.pool)
            .await?;
    if ours.is_none() {
        return Err(invalid(
            "photoId: that photograph is not one of this job's.".into(),
        ));
    }
    sqlx::query(
        "UPDATE job_drafts SET preview_photo_id = $1, preview_x = $2, preview_y = $3, \
         version = version + 1, updated_at = $4, updated_by = $5 WHERE id = $6",
    )
    .bind(body.photo_id)
    .bind(body.x_percent)
    .bind(body.y_percent)
    .bind(now())
    .bind(&owner.email)
    .bind(draft)
    .execute(&state.db.pool)
    .await?;
    owner
        .audit(
            &state,
            &format!("chose the preview photograph on lead #{id}"),
        )
        .await?;
    let draft = view(&state.db, id)
        .await?
        .ok_or_else(|| AppError::broken("job draft", "draft not found"))?;
    Ok(Json(draft))
}
