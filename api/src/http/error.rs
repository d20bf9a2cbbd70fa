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
    /// Something on our side failed (500). The cause, with every error
    /// under it, is logged; the client sees only the opaque answer.
    Internal(anyhow::Error),
    /// A dependency is not available (503).
    Unavailable(String),
}

impl AppError {
    /// A failure on our side: `cause`, kept with its own sources, under
    /// `context` (what we were doing).
    pub fn internal<E>(context: &str, cause: E) -> AppError
    where
        E: std::error::Error + Send + Sync + 'static,
    {
        AppError::Internal(anyhow::Error::new(cause).context(context.to_string()))
    }

    /// A failure on our side that no error value stands for, such as stored
    /// data that breaks an invariant.
    pub fn broken(context: &str, what: &'static str) -> AppError {
        AppError::Internal(anyhow::Error::msg(what).context(context.to_string()))
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
                // The whole chain: `context: cause: its cause`.
                let cause = crate::store::causes::with_causes(cause.as_ref());
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

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Write;
    use std::sync::{Arc, Mutex};

    /// Log lines written by the code under test, kept for reading.
    #[derive(Clone, Default)]
    struct Captured(Arc<Mutex<Vec<u8>>>);

    impl Write for Captured {
        fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
            self.0.lock().unwrap().extend_from_slice(buf);
            Ok(buf.len())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }

    /// A failure two levels deep: what the handler did, and why that failed.
    #[derive(Debug, thiserror::Error)]
    #[error("reading the lead")]
    struct Outer(#[source] std::io::Error);

    #[tokio::test]
    async fn a_500_logs_the_cause_chain_and_answers_opaquely() {
        let logs = Captured::default();
        let writer = logs.clone();
        let subscriber = tracing_subscriber::fmt()
            .with_writer(move || writer.clone())
            .with_ansi(false)
            .finish();
        let root = std::io::Error::other("disk on fire");
        let response = tracing::subscriber::with_default(subscriber, || {
            AppError::internal("saving an enquiry", Outer(root)).into_response()
        });

        let logged = String::from_utf8(logs.0.lock().unwrap().clone()).unwrap();
        assert!(
            logged.contains("saving an enquiry: reading the lead: disk on fire"),
            "the log should hold the whole chain; got:\n{logged}"
        );
        assert_eq!(response.status(), StatusCode::INTERNAL_SERVER_ERROR);
        let body = axum::body::to_bytes(response.into_body(), usize::MAX)
            .await
            .unwrap();
        let body: serde_json::Value = serde_json::from_slice(&body).unwrap();
        assert_eq!(
            body,
            serde_json::json!({
                "success": false,
                "error": "Something went wrong on our side. Please call us or try WhatsApp.",
            })
        );
    }
}
