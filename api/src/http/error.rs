//! One error type for the API: each variant maps to a status and the JSON body
//! the site shows (`{"success": false, "error": "...", "fields": {...}}`).

use axum::Json;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use content_model::ContactResponse;
use content_model::admin::{LeadPage, StaleLead};
use content_model::contract::FieldErrors;

#[derive(Debug)]
pub enum AppError {
    /// The request is well-formed but some fields break the rules (422).
    Invalid {
        message: String,
        fields: FieldErrors,
    },
    /// The body could not be read as the expected shape (400).
    BadRequest(String),
    /// The body is neither JSON nor a form (415).
    UnsupportedMediaType(String),
    /// No live owner session (401).
    Unauthorized(String),
    /// Refused whoever asks: another site's request, or no CSRF token (403).
    Forbidden(String),
    /// The thing named in the path does not exist (404).
    NotFound(String),
    /// The request is understood but the record's state does not allow it,
    /// e.g. resending mail that was sent (409).
    Conflict(String),
    /// A change made from a stale view of a record (409): `current` is the
    /// record as it now stands, for the screen to show with `message`.
    Stale {
        message: String,
        /// Boxed: a lead's page is large, and every other error is small.
        current: Box<LeadPage>,
    },
    /// Too many requests from one address (429).
    RateLimited(String),
    /// The body is larger than we accept (413).
    TooLarge,
    /// Something on our side failed (500); the cause is logged, not shown.
    Internal(String),
    /// A dependency is not available (503).
    Unavailable(String),
}

impl AppError {
    pub fn internal(context: &str, err: impl std::fmt::Display) -> AppError {
        AppError::Internal(format!("{context}: {err}"))
    }
}

impl From<sqlx::Error> for AppError {
    fn from(e: sqlx::Error) -> Self {
        AppError::internal("database", e)
    }
}

impl IntoResponse for AppError {
    fn into_response(self) -> Response {
        if let AppError::Stale { message, current } = self {
            let body = StaleLead {
                success: false,
                error: message,
                current: *current,
            };
            return (StatusCode::CONFLICT, Json(body)).into_response();
        }
        let (status, error, fields) = match self {
            AppError::Invalid { message, fields } => {
                (StatusCode::UNPROCESSABLE_ENTITY, message, Some(fields))
            }
            AppError::BadRequest(m) => (StatusCode::BAD_REQUEST, m, None),
            AppError::UnsupportedMediaType(m) => (StatusCode::UNSUPPORTED_MEDIA_TYPE, m, None),
            AppError::Unauthorized(m) => (StatusCode::UNAUTHORIZED, m, None),
            AppError::Forbidden(m) => (StatusCode::FORBIDDEN, m, None),
            AppError::NotFound(m) => (StatusCode::NOT_FOUND, m, None),
            AppError::Conflict(m) => (StatusCode::CONFLICT, m, None),
            AppError::RateLimited(m) => (StatusCode::TOO_MANY_REQUESTS, m, None),
            AppError::TooLarge => (
                StatusCode::PAYLOAD_TOO_LARGE,
                "The request is too large.".to_string(),
                None,
            ),
            AppError::Unavailable(m) => (StatusCode::SERVICE_UNAVAILABLE, m, None),
            AppError::Stale { .. } => unreachable!("answered above"),
            AppError::Internal(cause) => {
                tracing::error!(%cause, "request failed");
                (
                    StatusCode::INTERNAL_SERVER_ERROR,
                    "Something went wrong on our side. Please call us or try WhatsApp.".to_string(),
                    None,
                )
            }
        };
        (
            status,
            Json(ContactResponse {
                success: false,
                id: None,
                error: Some(error),
                fields,
                message: None,
            }),
        )
            .into_response()
    }
}

/// A body that could not be read: too large (413) or otherwise unreadable (400).
pub fn body_rejection(rejection: axum::extract::rejection::BytesRejection) -> AppError {
    if rejection.status() == StatusCode::PAYLOAD_TOO_LARGE {
        AppError::TooLarge
    } else {
        AppError::BadRequest(format!("The request body could not be read: {rejection}"))
    }
}

/// The answer for a path under `/api/` that names no endpoint, shared by the
/// public router and the owner's.
pub async fn api_not_found() -> impl IntoResponse {
    (
        StatusCode::NOT_FOUND,
        axum::Json(serde_json::json!({ "success": false, "error": "No such API endpoint." })),
    )
}
