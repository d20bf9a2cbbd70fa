//! A job's photographs (issue 34.4), any signed-in account:
//! `POST /leads/{id}/job/photos` (multipart, one or more `photo` parts),
//! and `GET|PATCH|DELETE /job-photos/{id}`. Every upload is known by its
//! bytes and kept only as `image::keep` re-encodes it; the bytes are served
//! only to a signed-in session, never cached and never sniffed.

use super::drafts::{draft_id, path_id, view};
use crate::admin::Owner;
use crate::http::error::AppError;
use crate::http::extract::JsonBody;
use crate::proof::image::{self, Refused};
use crate::state::AppState;
use crate::store::db::now;
use axum::Json;
use axum::body::Body;
use axum::extract::{Multipart, Path, State};
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use content_model::admin::{JOB_MAX_PHOTOS, JOB_PHOTO_TEXT_MAX_CHARS, JobDraft, JobPhotoWords};
use sqlx::Row;
use tokio::sync::Semaphore;

/// The most one upload request may carry: several phone photographs.
pub const UPLOAD_BYTES: usize = 64 * 1024 * 1024;

/// Whether a request (its path with or without the `/api` prefix) is the
/// upload, which alone may be larger than the API's usual body limit.
pub fn is_upload(method: &axum::http::Method, path: &str) -> bool {
    method == axum::http::Method::POST
        && path.contains("/admin/leads/")
        && path.ends_with("/job/photos")
}

/// Decodes at a time: each may take `image::MAX_ALLOC` of memory, on a
/// small server shared with everything else.
static DECODING: Semaphore = Semaphore::const_new(1);

/// An upload refused, in the API's error shape with its own status.
fn refusal(status: StatusCode, message: String) -> Response {
    (
        status,
        Json(serde_json::json!({ "success": false, "error": message })),
    )
        .into_response()
}

fn refused(r: Refused) -> Response {
    match r {
        Refused::Unsupported(m) => refusal(StatusCode::UNSUPPORTED_MEDIA_TYPE, m),
        Refused::TooLarge(m) => refusal(StatusCode::PAYLOAD_TOO_LARGE, m),
        Refused::Broken(m) => refusal(StatusCode::BAD_REQUEST, m),
    }
}

/// `POST /leads/{id}/job/photos`: every `photo` part, all kept or none.
pub(super) async fn upload(
    owner: Owner,
    State(state): State<AppState>,
    Path(id): Path<String>,
    multipart: Result<Multipart, axum::extract::multipart::MultipartRejection>,
) -> Result<Json<JobDraft>, Response> {
    let id = path_id(&id, "lead").map_err(IntoResponse::into_response)?;
    let Some(draft) = draft_id(&state.db, id)
        .await
        .map_err(|e| e.into_response())?
    else {
        return Err(refusal(
            StatusCode::CONFLICT,
            "Write the job first, then add its photographs.".into(),
        ));
    };
    let mut multipart = multipart.map_err(|_| {
        refusal(
            StatusCode::BAD_REQUEST,
            "Send the photographs as a form upload (multipart/form-data) with `photo` parts."
                .into(),
        )
    })?;
    let mut kept = Vec::new();
    loop {
        let field = multipart.next_field().await.map_err(read_failed)?;
        let Some(mut field) = field else { break };
        if field.name() != Some("photo") {
            continue;
        }
        // Read in chunks, keeping nothing past the limit; the rest of the
        // file is read and dropped (the request's own limit bounds it), so
        // the phone gets the answer rather than a broken connection.
        let mut bytes = Vec::new();
        let mut total = 0;
        while let Some(chunk) = field.chunk().await.map_err(read_failed)? {
            total += chunk.len();
            if total <= image::MAX_BYTES {
                bytes.extend_from_slice(&chunk);
            }
        }
        if total > image::MAX_BYTES {
            return Err(refused(image::too_many_bytes(total)));
        }
        image::sniff(&bytes).map_err(refused)?;
        let permit = DECODING
            .acquire()
            .await
            .map_err(|e| AppError::internal("photo decoding", e).into_response())?;
        let one = tokio::task::spawn_blocking(move || image::keep(&bytes))
            .await
            .map_err(|e| AppError::internal("photo decoding", e).into_response())?;
        drop(permit);
        kept.push(one.map_err(refused)?);
    }
    if kept.is_empty() {
        return Err(refusal(
            StatusCode::BAD_REQUEST,
            "No photograph arrived: send one or more `photo` parts.".into(),
        ));
    }
    let db = &state.db;
    let mut tx = db.begin().await.map_err(app)?;
    let (count, last): (i64, i64) = {
        let r = sqlx::query(
            "SELECT COUNT(*) AS n, COALESCE(MAX(position), 0) AS last FROM job_photos WHERE draft_id = $1",
        )
        .bind(draft)
        .fetch_one(&mut *tx)
        .await
        .map_err(app)?;
        (
            r.try_get("n").map_err(app)?,
            r.try_get::<i64, _>("last")
                .or_else(|_| r.try_get::<i32, _>("last").map(i64::from))
                .map_err(app)?,
        )
    };
    if count as usize + kept.len() > JOB_MAX_PHOTOS {
        return Err(refusal(
            StatusCode::CONFLICT,
            format!(
                "A job keeps at most {JOB_MAX_PHOTOS} photographs; it has {count}. Delete some first."
            ),
        ));
    }
    let at = now();
    for (i, k) in kept.iter().enumerate() {
        sqlx::query(
            "INSERT INTO job_photos (draft_id, position, bytes, content_type, width, height, sha256, created_at, created_by) \
             VALUES ($1, $2, $3, 'image/jpeg', $4, $5, $6, $7, $8)",
        )
        .bind(draft)
        .bind(last + 1 + i as i64)
        .bind(&k.jpeg)
        .bind(i64::from(k.width))
        .bind(i64::from(k.height))
        .bind(&k.sha256)
        .bind(&at)
        .bind(&owner.email)
        .execute(&mut *tx)
        .await
        .map_err(app)?;
    }
    touch(&mut tx, draft, &owner.email).await.map_err(app)?;
    tx.commit().await.map_err(app)?;
    owner
        .audit(
            &state,
            &format!(
                "added {} photograph(s) to the job on lead #{id}",
                kept.len()
            ),
        )
        .await
        .map_err(IntoResponse::into_response)?;
    answer(&state, id)
        .await
        .map_err(IntoResponse::into_response)
}

fn app(e: sqlx::Error) -> Response {
    AppError::from(e).into_response()
}

fn read_failed(e: axum::extract::multipart::MultipartError) -> Response {
    if e.status() == StatusCode::PAYLOAD_TOO_LARGE {
        refusal(
            StatusCode::PAYLOAD_TOO_LARGE,
            format!(
                "This upload is larger than {} MB; send fewer photographs at once.",
                UPLOAD_BYTES / (1024 * 1024)
            ),
        )
    } else {
        refusal(
            StatusCode::BAD_REQUEST,
            format!("The upload could not be read: {}", e.body_text()),
        )
    }
}

/// A photo's change is the draft's: its version goes up (what a customer
/// agreed to is pinned by `shown`'s hash, not by this).
async fn touch(conn: &mut sqlx::AnyConnection, draft: i64, by: &str) -> Result<(), sqlx::Error> {
    sqlx::query(
        "UPDATE job_drafts SET version = version + 1, updated_at = $1, updated_by = $2 WHERE id = $3",
    )
    .bind(now())
    .bind(by)
    .bind(draft)
    .execute(conn)
    .await?;
    Ok(())
}

async fn answer(state: &AppState, lead: i64) -> Result<Json<JobDraft>, AppError> {
    view(&state.db, lead)
        .await?
        .map(Json)
        .ok_or_else(|| AppError::broken("job draft", "draft not found"))
}

/// The photograph `id`: its draft and lead.
async fn photo_of(state: &AppState, raw: &str) -> Result<(i64, i64, i64), AppError> {
    let id = path_id(raw, "photograph")?;
    let r = sqlx::query(
        "SELECT p.draft_id, d.enquiry_id FROM job_photos p JOIN job_drafts d ON d.id = p.draft_id WHERE p.id = $1",
    )
    .bind(id)
    .fetch_optional(&state.db.pool)
    .await?
    .ok_or_else(|| AppError::NotFound("There is no such photograph.".into()))?;
    Ok((id, r.try_get("draft_id")?, r.try_get("enquiry_id")?))
}

/// `GET /job-photos/{id}`: the kept JPEG, to the signed-in only. The admin
/// router makes every answer `Cache-Control: no-store` (never stored, by a
/// browser or anyone between).
pub(super) async fn show(
    _owner: Owner,
    State(state): State<AppState>,
    Path(id): Path<String>,
) -> Result<Response, AppError> {
    let (id, _, _) = photo_of(&state, &id).await?;
    let bytes: Vec<u8> = sqlx::query_scalar("SELECT bytes FROM job_photos WHERE id = $1")
        .bind(id)
        .fetch_one(&state.db.pool)
        .await?;
    Ok((
        [
            (header::CONTENT_TYPE, "image/jpeg"),
            (header::X_CONTENT_TYPE_OPTIONS, "nosniff"),
            (header::CONTENT_DISPOSITION, "inline"),
        ],
        Body::from(bytes),
    )
        .into_response())
}

/// `PATCH /job-photos/{id}` `{alt, caption}`.
pub(super) async fn words(
    owner: Owner,
    State(state): State<AppState>,
    Path(id): Path<String>,
    JsonBody(body): JsonBody<JobPhotoWords>,
) -> Result<Json<JobDraft>, AppError> {
    let (id, draft, lead) = photo_of(&state, &id).await?;
    for (name, text) in [("alt", &body.alt), ("caption", &body.caption)] {
        if text.chars().count() > JOB_PHOTO_TEXT_MAX_CHARS {
            return Err(AppError::Invalid {
                message: format!("{name}: at most {JOB_PHOTO_TEXT_MAX_CHARS} characters."),
                fields: Default::default(),
            });
        }
    }
    let mut tx = state.db.begin().await?;
    sqlx::query("UPDATE job_photos SET alt = $1, caption = $2 WHERE id = $3")
        .bind(body.alt.trim())
        .bind(body.caption.trim())
        .bind(id)
        .execute(&mut *tx)
        .await?;
    touch(&mut tx, draft, &owner.email).await?;
    tx.commit().await?;
    owner
        .audit(
            &state,
            &format!("described a photograph of the job on lead #{lead}"),
        )
        .await?;
    answer(&state, lead).await
}

/// `DELETE /job-photos/{id}`; if it was the preview, the job has none.
pub(super) async fn remove(
    owner: Owner,
    State(state): State<AppState>,
    Path(id): Path<String>,
) -> Result<Json<JobDraft>, AppError> {
    let (id, draft, lead) = photo_of(&state, &id).await?;
    let mut tx = state.db.begin().await?;
    sqlx::query("DELETE FROM job_photos WHERE id = $1")
        .bind(id)
        .execute(&mut *tx)
        .await?;
    sqlx::query(
        "UPDATE job_drafts SET preview_photo_id = NULL, preview_x = NULL, preview_y = NULL \
         WHERE id = $1 AND preview_photo_id = $2",
    )
    .bind(draft)
    .bind(id)
    .execute(&mut *tx)
    .await?;
    touch(&mut tx, draft, &owner.email).await?;
    tx.commit().await?;
    owner
        .audit(
            &state,
            &format!("deleted a photograph of the job on lead #{lead}"),
        )
        .await?;
    answer(&state, lead).await
}
