//! The team (issue 33.7): who may be assigned a lead (`GET /team`, any
//! account), and the owner's own screens: the accounts with their roles and
//! the audit log. The rules (roles, the last owner) are in [`super::accounts`].
//!
//! - `GET /team`: every account's id and email, to assign leads to.
//! - `GET /accounts`, `POST /accounts`: the accounts; add one (owner only).
//! - `POST /accounts/{id}/role`, `DELETE /accounts/{id}`,
//!   `POST /accounts/{id}/sign-out`: change one (owner only).
//! - `GET /audit?page=`: who did what, newest first (owner only).

use super::AdminRoute;
use super::accounts::{self, AccountError, NewPassword, OwnerEmail, Role};
use super::session::Owner;
use crate::http::error::AppError;
use crate::http::extract::{ApiQuery, JsonBody};
use crate::state::AppState;
use axum::Json;
use axum::extract::{Path, State};
use axum::http::{Method, StatusCode};
use content_model::admin::{
    Account, AccountList, AuditEntry, AuditPage, NewAccount, RoleChange, Team, TeamMember,
};
use serde::Deserialize;
use sqlx::Row;

/// Audit lines a page of the log shows.
pub const AUDIT_PAGE_SIZE: i64 = 50;

/// An account rule broken, in words the owner is shown.
fn refused(e: AccountError) -> AppError {
    match e {
        AccountError::BadEmail(e) => AppError::BadRequest(e.to_string()),
        AccountError::BadPassword(e) => AppError::BadRequest(e.to_string()),
        AccountError::Exists(email) => {
            AppError::Conflict(format!("{email} already has an account."))
        }
        AccountError::NoAccount(_) => AppError::NotFound("There is no such account.".into()),
        AccountError::LastOwner(email) => AppError::Conflict(format!(
            "{email} is the only owner. Make another account an owner first."
        )),
        AccountError::Database(e) => AppError::from(e),
        other => AppError::internal("account", other),
    }
}

fn role(typed: &str) -> Result<Role, AppError> {
    Role::parse(typed.trim())
        .ok_or_else(|| AppError::BadRequest("Choose a role: owner or staff.".into()))
}

fn account_id(raw: &str) -> Result<i64, AppError> {
    raw.parse::<i64>()
        .ok()
        .filter(|id| *id > 0)
        .ok_or_else(|| AppError::NotFound("There is no such account.".into()))
}

/// `GET /team`.
async fn team(_owner: Owner, State(state): State<AppState>) -> Result<Json<Team>, AppError> {
    let members = accounts::list(&state.db)
        .await?
        .into_iter()
        .map(|r| TeamMember {
            id: r.id,
            email: r.email,
        })
        .collect();
    Ok(Json(Team { members }))
}

async fn account_list(state: &AppState, owner: &Owner) -> Result<Json<AccountList>, AppError> {
    let accounts = accounts::list(&state.db)
        .await?
        .into_iter()
        .map(|r| Account {
            you: r.id == owner.id,
            id: r.id,
            email: r.email,
            role: r.role,
            created_at: r.created_at,
            last_sign_in_at: r.last_sign_in_at,
        })
        .collect();
    Ok(Json(AccountList { accounts }))
}

/// `GET /accounts`.
async fn list(owner: Owner, State(state): State<AppState>) -> Result<Json<AccountList>, AppError> {
    account_list(&state, &owner).await
}

/// `POST /accounts` `{email, password, role}` → 201 and the list.
async fn add(
    owner: Owner,
    State(state): State<AppState>,
    JsonBody(body): JsonBody<NewAccount>,
) -> Result<(StatusCode, Json<AccountList>), AppError> {
    let email = OwnerEmail::parse(&body.email).map_err(|e| AppError::BadRequest(e.to_string()))?;
    let role = role(&body.role)?;
    let password = NewPassword::parse(body.password, &email)
        .map_err(|e| AppError::BadRequest(e.to_string()))?;
    accounts::add(&state.db, &email, &password, role)
        .await
        .map_err(refused)?;
    owner
        .audit(
            &state,
            &format!("added the {} account {}", role.as_str(), email.as_str()),
        )
        .await?;
    Ok((StatusCode::CREATED, account_list(&state, &owner).await?))
}

/// `POST /accounts/{id}/role` `{role}`.
async fn set_role(
    owner: Owner,
    State(state): State<AppState>,
    Path(id): Path<String>,
    JsonBody(body): JsonBody<RoleChange>,
) -> Result<Json<AccountList>, AppError> {
    let id = account_id(&id)?;
    let role = role(&body.role)?;
    let (email, changed) = accounts::set_role(&state.db, id, role)
        .await
        .map_err(refused)?;
    if changed {
        owner
            .audit(&state, &format!("made {email} {}", role.as_str()))
            .await?;
    }
    account_list(&state, &owner).await
}

/// `DELETE /accounts/{id}`.
async fn remove(
    owner: Owner,
    State(state): State<AppState>,
    Path(id): Path<String>,
) -> Result<Json<AccountList>, AppError> {
    let id = account_id(&id)?;
    let email = accounts::remove_id(&state.db, id).await.map_err(refused)?;
    owner
        .audit(&state, &format!("removed the account {email}"))
        .await?;
    account_list(&state, &owner).await
}

/// `POST /accounts/{id}/sign-out`: ends every session of that account (a
/// lost phone, someone leaving); its phone alerts stay until removed.
async fn sign_out(
    owner: Owner,
    State(state): State<AppState>,
    Path(id): Path<String>,
) -> Result<Json<AccountList>, AppError> {
    let id = account_id(&id)?;
    let email: Option<String> = sqlx::query_scalar("SELECT email FROM owners WHERE id = $1")
        .bind(id)
        .fetch_optional(&state.db.pool)
        .await?;
    let email = email.ok_or_else(|| AppError::NotFound("There is no such account.".into()))?;
    accounts::end_sessions(&state.db, id).await?;
    owner
        .audit(&state, &format!("signed {email} out everywhere"))
        .await?;
    account_list(&state, &owner).await
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct AuditQuery {
    page: Option<String>,
}

/// `GET /audit?page=`: the audit log, newest first, 50 a page.
async fn audit(
    _owner: Owner,
    State(state): State<AppState>,
    ApiQuery(q): ApiQuery<AuditQuery>,
) -> Result<Json<AuditPage>, AppError> {
    let page = match q.page.as_deref().map(str::trim).filter(|p| !p.is_empty()) {
        None => 1,
        Some(p) => p
            .parse::<i64>()
            .ok()
            .filter(|p| (1..=1_000_000).contains(p))
            .ok_or_else(|| AppError::BadRequest("page must be a whole number from 1.".into()))?,
    };
    let total: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM owner_audit")
        .fetch_one(&state.db.pool)
        .await?;
    let rows = sqlx::query(
        "SELECT at, owner_email, action, client FROM owner_audit ORDER BY id DESC LIMIT $1 OFFSET $2",
    )
    .bind(AUDIT_PAGE_SIZE)
    .bind((page - 1) * AUDIT_PAGE_SIZE)
    .fetch_all(&state.db.pool)
    .await?;
    let entries = rows
        .iter()
        .map(|r| {
            Ok(AuditEntry {
                at: r.try_get("at")?,
                by: r.try_get("owner_email")?,
                action: r.try_get("action")?,
                client: r.try_get("client")?,
            })
        })
        .collect::<Result<_, sqlx::Error>>()?;
    Ok(Json(AuditPage {
        entries,
        total,
        page,
        page_size: AUDIT_PAGE_SIZE,
    }))
}

/// This module's routes (see [`super::AdminRoute`]).
pub fn routes() -> Vec<AdminRoute> {
    use axum::routing::{delete, get, post};
    vec![
        AdminRoute::new(Method::GET, "/team", || get(team)),
        AdminRoute::owner_only(Method::GET, "/accounts", || get(list)),
        AdminRoute::owner_only(Method::POST, "/accounts", || post(add)),
        AdminRoute::owner_only(Method::POST, "/accounts/{id}/role", || post(set_role)),
        AdminRoute::owner_only(Method::DELETE, "/accounts/{id}", || delete(remove)),
        AdminRoute::owner_only(Method::POST, "/accounts/{id}/sign-out", || post(sign_out)),
        AdminRoute::owner_only(Method::GET, "/audit", || get(audit)),
    ]
}
