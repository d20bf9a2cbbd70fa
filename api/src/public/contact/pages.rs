//! The pages a browser without JavaScript sees after posting the form: the
//! thank-you page, the 'what is missing' page with everything typed kept,
//! and the page that asks a visitor over the limit to call instead. The API
//! renders them itself, so the no-JavaScript path needs nothing from the
//! static export.

use crate::enquiries::record;
use crate::http::error::AppError;
use crate::http::extract::ApiQuery;
use crate::mail::templates;
use crate::state::AppState;
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{Html, IntoResponse, Redirect, Response};
use content_model::QuoteOption;
use content_model::contract::FieldMessages;
use serde::Deserialize;

/// Where the form answers a successful post: the thank-you page in the
/// request's wording, with a link back to the page it came from.
pub fn thanks_location(id: i64, emergency: bool, back: Option<&str>) -> String {
    let kind = if emergency { "emergency" } else { "quote" };
    format!(
        "/api/contact/thanks?kind={kind}&id={id}&back={}",
        urlencode(&safe_back(back))
    )
}

/// Where the form answers a post with problems: the page that lists them.
pub fn problem_location(token: &str) -> String {
    format!("/api/contact/problem?token={token}")
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

fn page(status: StatusCode, name: &str, ctx: minijinja::Value) -> Response {
    match templates::render(name, ctx) {
        Ok(html) => (status, Html(html)).into_response(),
        Err(e) => AppError::internal(name, e).into_response(),
    }
}

/// 'Please call us instead', for a form post over the limit.
pub fn rate_limited(state: &AppState, message: &str) -> Response {
    let b = templates::business(&state.cfg.site_url);
    page(
        StatusCode::TOO_MANY_REQUESTS,
        "pages/newsletter.html",
        minijinja::context! { b, title => "Please call us instead", text => message, unsubscribe_token => () },
    )
}

#[derive(Deserialize)]
pub struct ThanksQuery {
    kind: Option<String>,
    id: Option<i64>,
    back: Option<String>,
}

/// The no-JavaScript thank-you page: the spec's headings (brief 8) and the
/// catalogue's promises, as the JavaScript notice words them (issue 31.3).
pub async fn thanks(State(state): State<AppState>, ApiQuery(q): ApiQuery<ThanksQuery>) -> Response {
    let b = templates::business(&state.cfg.site_url);
    let emergency = q.kind.as_deref() == Some("emergency");
    let title = if emergency {
        b.promises.emergency_sent.title.clone()
    } else {
        b.promises.quote_sent.title.clone()
    };
    let back = safe_back(q.back.as_deref());
    // The page follows the form's post at once: its time is the request's.
    let promise = super::reply_time::promise(emergency, chrono::Utc::now());
    page(
        StatusCode::OK,
        "pages/thanks.html",
        minijinja::context! { b, title, emergency, id => q.id.unwrap_or(0), back, promise },
    )
}

#[derive(Deserialize)]
pub struct ProblemQuery {
    token: String,
}

/// The no-JavaScript 'what is missing' page: the errors, and the form again
/// with everything the visitor typed.
pub async fn problem(
    State(state): State<AppState>,
    ApiQuery(q): ApiQuery<ProblemQuery>,
) -> Response {
    let e = match record::find_incomplete(&state.db, &q.token).await {
        Ok(Some(e)) => e,
        Ok(None) => return Redirect::to("/contact").into_response(),
        Err(err) => return AppError::from(err).into_response(),
    };
    let problems: FieldMessages = e
        .problems
        .as_deref()
        .and_then(|p| serde_json::from_str(p).ok())
        .unwrap_or_default();
    let services: Vec<&str> = QuoteOption::all()
        .into_iter()
        .map(QuoteOption::as_str)
        .collect();
    let b = templates::business(&state.cfg.site_url);
    let mut response = page(
        StatusCode::OK,
        "pages/problem.html",
        minijinja::context! { b, title => "Missing Information", e, problems, services },
    );
    // It shows the visitor's name, email and phone: kept by no cache, shared
    // or the browser's own (issue 19.6).
    response.headers_mut().insert(
        axum::http::header::CACHE_CONTROL,
        axum::http::HeaderValue::from_static("no-store"),
    );
    response
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Issue 10.2: `/%09/evil.com` decodes to a tab, which browsers drop,
    /// leaving `//evil.com`.
    #[test]
    fn the_back_link_stays_on_this_site() {
        assert_eq!(
            safe_back(Some("/services/boiler-repair")),
            "/services/boiler-repair"
        );
        for hostile in [
            "//evil.com",
            "/\\evil.com",
            "/\t/evil.com",
            "https://evil.com",
            "evil.com",
        ] {
            assert_eq!(safe_back(Some(hostile)), "/", "{hostile:?}");
        }
        assert_eq!(safe_back(None), "/");
    }
}
