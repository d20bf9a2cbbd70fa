//! Extractors whose rejections come back in the app's own error shape
//! (`{"success": false, "error": …}`), never as axum's plain-text defaults.
//!
//! - [`FormOrJson`]: a body posted by our script as JSON or by a browser
//!   without JavaScript as a urlencoded form, read into one request type.
//! - [`ApiQuery`]: a query string.
//!
//! Every text they read passes the text rule (`text.rs`): a JSON body is
//! refused with 422 naming the field, a no-JavaScript form is folded. Paths
//! and query strings are checked once for the whole `/api` router by
//! `text::guard_links`, whichever extractor a handler uses.

use crate::http::client::{self, BodyKind};
use crate::http::error::AppError;
use crate::http::text;
use axum::body::Bytes;
use axum::extract::{FromRequest, FromRequestParts, Query, Request};
use axum::http::request::Parts;
use serde::de::DeserializeOwned;

/// A request type that can also arrive as an HTML form. A form's fields are
/// all text (a checkbox sends `on`), so each type says how its form maps
/// onto it; types whose form fields are already the JSON fields use
/// `type Form = Self`.
pub trait FromForm: Sized {
    type Form: DeserializeOwned;
    fn from_form(form: Self::Form) -> Self;
}

/// The body as `T`, and whether it came as a form (the answer differs: a
/// form gets a page or a redirect, a script gets JSON).
pub struct FormOrJson<T> {
    pub value: T,
    pub kind: BodyKind,
}

impl<T> FormOrJson<T> {
    pub fn is_form(&self) -> bool {
        self.kind == BodyKind::Form
    }
}

impl<T, S> FromRequest<S> for FormOrJson<T>
where
    T: DeserializeOwned + FromForm,
    S: Send + Sync,
{
    type Rejection = AppError;

    async fn from_request(req: Request, state: &S) -> Result<Self, Self::Rejection> {
        // The type is checked before the body is read: anything but our two
        // types is what another site could post without a CORS preflight.
        let kind = client::body_kind(req.headers())?;
        let body = Bytes::from_request(req, state)
            .await
            .map_err(crate::http::error::body_rejection)?;
        let value = match kind {
            BodyKind::Json => read_json(&body)?,
            // Folded, not refused: see `text::fold_form`.
            BodyKind::Form => T::from_form(
                serde_urlencoded::from_bytes(&text::fold_form(&body)).map_err(|e| {
                    AppError::BadRequest(format!("The form could not be read: {e}"))
                })?,
            ),
        };
        Ok(FormOrJson { value, kind })
    }
}

/// A JSON-only body (`application/json`), rejected in the app's shape.
pub struct JsonBody<T>(pub T);

impl<T, S> FromRequest<S> for JsonBody<T>
where
    T: DeserializeOwned,
    S: Send + Sync,
{
    type Rejection = AppError;

    async fn from_request(req: Request, state: &S) -> Result<Self, Self::Rejection> {
        if client::body_kind(req.headers())? != BodyKind::Json {
            return Err(AppError::UnsupportedMediaType(
                "Send this request as JSON (Content-Type: application/json).".into(),
            ));
        }
        let body = Bytes::from_request(req, state)
            .await
            .map_err(crate::http::error::body_rejection)?;
        read_json(&body).map(JsonBody)
    }
}

/// A JSON body as `T`, its text checked first: a control character is
/// refused naming its field even where `T` would have ignored the field.
fn read_json<T: DeserializeOwned>(body: &[u8]) -> Result<T, AppError> {
    text::check_json_bytes(body).map_err(text::Refused::in_body)?;
    serde_json::from_slice(body)
        .map_err(|e| AppError::BadRequest(format!("The request could not be read: {e}")))
}

/// A query string as `T`; a bad one is a 400 in the app's JSON shape.
pub struct ApiQuery<T>(pub T);

impl<T, S> FromRequestParts<S> for ApiQuery<T>
where
    T: DeserializeOwned,
    S: Send + Sync,
{
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, Self::Rejection> {
        Query::<T>::from_request_parts(parts, state)
            .await
            .map(|Query(q)| ApiQuery(q))
            .map_err(|e| {
                AppError::BadRequest(format!(
                    "The link is incomplete or malformed: {}",
                    e.body_text()
                ))
            })
    }
}
