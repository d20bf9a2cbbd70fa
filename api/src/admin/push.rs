//! Phone alerts from the inbox (issue 23.2). The inbox asks for the server's
//! VAPID key, subscribes the browser and posts the subscription here; each
//! belongs to the device the owner signed in on (its cookie), so forgetting
//! the device stops its alerts. Every route takes the [`Owner`] guard and
//! acts only on the signed-in account's own subscriptions.
//!
//! - `GET /push`: the key and this account's subscribed devices.
//! - `POST /push/subscriptions`: turn alerts on here (or refresh the keys).
//! - `POST /push/subscriptions/{id}`: `{allLeads}`, every lead or emergencies only.
//! - `DELETE /push/subscriptions/{id}`: alerts off for that device.
//! - `POST /push/subscriptions/{id}/test`: send a test alert to it.

use super::AdminRoute;
use super::session::Owner;
use crate::http::error::AppError;
use crate::http::extract::JsonBody;
use crate::notify::push::subscription::SubscriptionBody;
use crate::state::AppState;
use crate::store::db;
use axum::Json;
use axum::extract::{Path, State};
use axum::http::{HeaderMap, Method, StatusCode, header};
use content_model::admin::{AlertChoice, Done, PushDevice, PushOverview};
use sqlx::Row;

/// More devices than any one-van firm owns: a bound on what a stolen
/// session could store.
const MAX_PER_OWNER: i64 = 20;

/// Another account has alerts on for this browser's endpoint.
pub const TAKEN: &str = "Another account has phone alerts on in this browser. \
     That account must turn them off here, or sign out here, before you can turn yours on.";

/// On signing out: this account's alerts on this device stop, so the next
/// account to sign in here may turn its own on.
pub(super) async fn forget_device(
    state: &AppState,
    owner: &Owner,
    headers: &HeaderMap,
) -> Result<(), AppError> {
    if let Some(device) = this_device(state, owner, headers).await? {
        sqlx::query("DELETE FROM push_subscriptions WHERE owner_id = $1 AND device_hash = $2")
            .bind(owner.id)
            .bind(&device)
            .execute(&state.db.pool)
            .await?;
    }
    Ok(())
}

async fn this_device(
    state: &AppState,
    owner: &Owner,
    headers: &HeaderMap,
) -> Result<Option<String>, AppError> {
    Ok(crate::admin::devices::of_owner(&state.db, headers, owner.secure(), owner.id).await?)
}

async fn devices(
    state: &AppState,
    owner: &Owner,
    here: Option<&str>,
) -> Result<Vec<PushDevice>, AppError> {
    let rows = sqlx::query(
        "SELECT id, device_hash, endpoint, user_agent, all_leads, created_at, last_sent_at \
         FROM push_subscriptions WHERE owner_id = $1 ORDER BY id",
    )
    .bind(owner.id)
    .fetch_all(&state.db.pool)
    .await?;
    rows.iter()
        .map(|r| {
            Ok(PushDevice {
                id: r.try_get("id")?,
                endpoint: r.try_get("endpoint")?,
                browser: r
                    .try_get::<Option<String>, _>("user_agent")?
                    .filter(|b| !b.is_empty())
                    .unwrap_or_else(|| "(a browser that did not name itself)".into()),
                all_leads: r.try_get::<i64, _>("all_leads")? != 0,
                created_at: r.try_get("created_at")?,
                last_sent_at: r.try_get("last_sent_at")?,
                this_device: here == Some(r.try_get::<String, _>("device_hash")?.as_str()),
            })
        })
        .collect::<Result<_, sqlx::Error>>()
        .map_err(AppError::from)
}

async fn overview(
    state: &AppState,
    owner: &Owner,
    headers: &HeaderMap,
) -> Result<Json<PushOverview>, AppError> {
    let key = state
        .push
        .key(&state.db, state.cfg.vapid_private_key.as_deref())
        .await
        .map_err(|e| AppError::internal("VAPID key", e))?;
    let here = this_device(state, owner, headers).await?;
    Ok(Json(PushOverview {
        public_key: key.public_key(),
        devices: devices(state, owner, here.as_deref()).await?,
    }))
}

async fn get_overview(
    owner: Owner,
    State(state): State<AppState>,
    headers: HeaderMap,
) -> Result<Json<PushOverview>, AppError> {
    overview(&state, &owner, &headers).await
}

/// `POST /push/subscriptions`: stores this browser's subscription for this
/// device, refreshing this account's earlier one with the same endpoint. An
/// endpoint belongs to the account that registered it (issue 33.7): another
/// account sending it is refused with 409 until the first turns alerts off
/// for that device or signs out on it; moving it silently stopped the first
/// account's alerts without a word.
async fn subscribe(
    owner: Owner,
    State(state): State<AppState>,
    headers: HeaderMap,
    JsonBody(body): JsonBody<SubscriptionBody>,
) -> Result<(StatusCode, Json<PushOverview>), AppError> {
    let checked = body
        .check(&state.cfg.push_extra_origins)
        .map_err(|e| AppError::BadRequest(e.to_string()))?;
    let Some(device) = this_device(&state, &owner, &headers).await? else {
        return Err(AppError::Conflict(
            "This browser is not one you have signed in on. Sign out and in again, then turn alerts on."
                .into(),
        ));
    };
    let held: i64 = sqlx::query(
        "SELECT COUNT(*) AS n FROM push_subscriptions WHERE owner_id = $1 AND endpoint <> $2",
    )
    .bind(owner.id)
    .bind(&checked.endpoint)
    .fetch_one(&state.db.pool)
    .await?
    .try_get("n")?;
    if held >= MAX_PER_OWNER {
        return Err(AppError::Conflict(format!(
            "Alerts are on for {MAX_PER_OWNER} devices already. Turn them off on one you no longer use."
        )));
    }
    let browser: String = headers
        .get(header::USER_AGENT)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("")
        .chars()
        .take(200)
        .collect();
    let stored = sqlx::query(
        "INSERT INTO push_subscriptions (owner_id, device_hash, endpoint, p256dh, auth, all_leads, user_agent, created_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) \
         ON CONFLICT (endpoint) DO UPDATE SET device_hash = excluded.device_hash, \
           p256dh = excluded.p256dh, auth = excluded.auth, all_leads = excluded.all_leads, user_agent = excluded.user_agent \
         WHERE push_subscriptions.owner_id = excluded.owner_id",
    )
    .bind(owner.id)
    .bind(&device)
    .bind(&checked.endpoint)
    .bind(&checked.p256dh)
    .bind(&checked.auth)
    .bind(i64::from(body.all_leads))
    .bind(&browser)
    .bind(db::now())
    .execute(&state.db.pool)
    .await?;
    if stored.rows_affected() == 0 {
        return Err(AppError::Conflict(TAKEN.into()));
    }
    owner
        .audit(&state, "turned phone alerts on for a device")
        .await?;
    // A device that has just turned alerts on is told of follow-ups already overdue.
    state.push.wake.notify_one();
    Ok((
        StatusCode::CREATED,
        overview(&state, &owner, &headers).await?,
    ))
}

fn subscription_id(raw: &str) -> Result<i64, AppError> {
    raw.parse::<i64>()
        .ok()
        .filter(|id| *id > 0)
        .ok_or_else(|| AppError::NotFound("There is no such device with alerts on.".into()))
}

/// The id when it is one of this account's subscriptions.
async fn own(state: &AppState, owner: &Owner, raw: &str) -> Result<i64, AppError> {
    let id = subscription_id(raw)?;
    sqlx::query("SELECT id FROM push_subscriptions WHERE id = $1 AND owner_id = $2")
        .bind(id)
        .bind(owner.id)
        .fetch_optional(&state.db.pool)
        .await?
        .map(|_| id)
        .ok_or_else(|| AppError::NotFound("There is no such device with alerts on.".into()))
}

/// `POST /push/subscriptions/{id}` `{allLeads}`.
async fn choose(
    owner: Owner,
    State(state): State<AppState>,
    headers: HeaderMap,
    Path(id): Path<String>,
    JsonBody(choice): JsonBody<AlertChoice>,
) -> Result<Json<PushOverview>, AppError> {
    let id = own(&state, &owner, &id).await?;
    sqlx::query("UPDATE push_subscriptions SET all_leads = $1 WHERE id = $2")
        .bind(i64::from(choice.all_leads))
        .bind(id)
        .execute(&state.db.pool)
        .await?;
    overview(&state, &owner, &headers).await
}

/// `DELETE /push/subscriptions/{id}`: its queued alerts go with it.
async fn remove(
    owner: Owner,
    State(state): State<AppState>,
    headers: HeaderMap,
    Path(id): Path<String>,
) -> Result<Json<PushOverview>, AppError> {
    let id = own(&state, &owner, &id).await?;
    sqlx::query("DELETE FROM push_subscriptions WHERE id = $1")
        .bind(id)
        .execute(&state.db.pool)
        .await?;
    owner
        .audit(&state, "turned phone alerts off for a device")
        .await?;
    overview(&state, &owner, &headers).await
}

/// `POST /push/subscriptions/{id}/test`: queued like any alert, so it tests
/// the whole way a real one goes.
async fn test(
    owner: Owner,
    State(state): State<AppState>,
    Path(id): Path<String>,
) -> Result<(StatusCode, Json<Done>), AppError> {
    let id = own(&state, &owner, &id).await?;
    crate::notify::push::test(&state.db, &state.cfg, &state.push, id).await?;
    Ok((
        StatusCode::ACCEPTED,
        Json(Done::new(
            "Test alert sent. It should arrive within a few seconds.",
        )),
    ))
}

pub fn routes() -> Vec<AdminRoute> {
    use axum::routing::{delete, get, post};
    vec![
        AdminRoute::new(Method::GET, "/push", || get(get_overview)),
        AdminRoute::new(Method::POST, "/push/subscriptions", || post(subscribe)),
        AdminRoute::new(Method::POST, "/push/subscriptions/{id}", || post(choose)),
        AdminRoute::new(Method::DELETE, "/push/subscriptions/{id}", || {
            delete(remove)
        }),
        AdminRoute::new(Method::POST, "/push/subscriptions/{id}/test", || post(test)),
    ]
}
