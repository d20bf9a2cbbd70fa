//! The reply templates (issue 33.6): five built-in texts, in our own words,
//! that the owner may reword (`GET /reply-templates`,
//! `PUT /reply-templates/{key}`), each filled in for a lead with the
//! customer's first name, the service, the area and the reference. A
//! placeholder we do not know is refused on saving, by name, so a typo
//! (`{firstname}`) never reaches a customer as written.

use crate::admin::{AdminRoute, Owner};
use crate::http::error::AppError;
use crate::http::extract::JsonBody;
use crate::state::AppState;
use axum::Json;
use axum::extract::{Path, State};
use axum::http::Method;
use content_model::admin::{ReplyTemplate, ReplyTemplateChange, ReplyTemplates};
use content_model::contract::{FieldError, FieldErrorKind, FieldErrors};
use sqlx::{AnyConnection, Row};
use std::collections::HashMap;

/// Key, label, built-in words.
pub const BUILT_IN: [(&str, &str, &str); 5] = [
    (
        "acknowledge",
        "Acknowledge",
        "Hello {first_name}, thanks for getting in touch about {service} in {area}. We have your request, reference {reference}, and we will call you to talk it through.",
    ),
    (
        "photos",
        "Ask for photographs",
        "Hello {first_name}, a few photographs would help us price your {service} job. Could you send two or three of the area, and one from further back? Just reply with them attached. Reference {reference}.",
    ),
    (
        "quote-sent",
        "Quote sent",
        "Hello {first_name}, your quote for {service} is on its way. Have a look when it suits you, and ask us anything that is not clear. Reference {reference}.",
    ),
    (
        "visit-booked",
        "Visit booked",
        "Hello {first_name}, your visit for {service} in {area} is booked. If the day or time stops suiting you, just let us know. Reference {reference}.",
    ),
    (
        "follow-up",
        "Follow-up",
        "Hello {first_name}, we are checking in about your {service} request. Is there anything more we can do for you? Reference {reference}.",
    ),
];

/// Every placeholder a template may use.
pub const PLACEHOLDERS: [&str; 4] = ["first_name", "service", "area", "reference"];

pub const MAX_CHARS: usize = 1000;

pub fn routes() -> Vec<AdminRoute> {
    use axum::routing::{get, put};
    vec![
        AdminRoute::new(Method::GET, "/reply-templates", || get(list)),
        // The words every reply starts from are the owner's to choose.
        AdminRoute::owner_only(Method::PUT, "/reply-templates/{key}", || put(save)),
    ]
}

/// Each placeholder in `body`, in order, as written between braces; Err
/// with the owner's sentence for an unclosed brace.
fn placeholders(body: &str) -> Result<Vec<&str>, String> {
    let mut out = Vec::new();
    let mut rest = body;
    while let Some(open) = rest.find('{') {
        let after = &rest[open + 1..];
        let Some(close) = after.find(['}', '{']) else {
            return Err(
                "A '{' is not closed: write a placeholder as {first_name}, or take the '{' out."
                    .into(),
            );
        };
        if after.as_bytes()[close] == b'{' {
            return Err(
                "A '{' is not closed: write a placeholder as {first_name}, or take the '{' out."
                    .into(),
            );
        }
        out.push(&after[..close]);
        rest = &after[close + 1..];
    }
    Ok(out)
}

/// The words as stored: line endings made `\n`, trimmed, 1-1000
/// characters, no control characters but newline and tab, and only known
/// placeholders. Err: the sentence for the owner.
pub fn checked(raw: &str) -> Result<String, String> {
    let body = raw.replace("\r\n", "\n").trim().to_string();
    if body.is_empty() {
        return Err("Write the reply first.".into());
    }
    if body.chars().count() > MAX_CHARS {
        return Err(format!("A reply must be at most {MAX_CHARS} characters."));
    }
    if body
        .chars()
        .any(|c| c.is_control() && c != '\n' && c != '\t')
    {
        return Err("A reply cannot contain control characters.".into());
    }
    let unknown: Vec<String> = placeholders(&body)?
        .into_iter()
        .filter(|p| !PLACEHOLDERS.contains(p))
        .map(|p| format!("{{{p}}}"))
        .collect();
    if let Some(first) = unknown.first() {
        return Err(format!(
            "{first} is not a placeholder we can fill in. Use {}.",
            known_list()
        ));
    }
    Ok(body)
}

/// `{first_name}, {service}, {area} or {reference}`.
fn known_list() -> String {
    let all: Vec<String> = PLACEHOLDERS.iter().map(|p| format!("{{{p}}}")).collect();
    format!(
        "{} or {}",
        all[..all.len() - 1].join(", "),
        all[all.len() - 1]
    )
}

/// What each placeholder becomes for one lead.
pub struct Values<'a> {
    pub first_name: &'a str,
    pub service: &'a str,
    pub area: &'a str,
    pub reference: &'a str,
}

/// `body` with every placeholder filled in, in one pass: a value that
/// itself looks like a placeholder (a customer named `{service}`) is put in
/// as typed, never filled again. Anything else in braces stays as written.
pub fn fill(body: &str, v: &Values<'_>) -> String {
    let mut out = String::with_capacity(body.len() + 64);
    let mut rest = body;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        let Some(close) = after.find('}') else {
            out.push_str(&rest[open..]);
            return out;
        };
        let name = &after[..close];
        match name {
            "first_name" => out.push_str(v.first_name),
            "service" => out.push_str(v.service),
            "area" => out.push_str(v.area),
            "reference" => out.push_str(v.reference),
            _ => out.push_str(&rest[open..open + close + 2]),
        }
        rest = &after[close + 1..];
    }
    out.push_str(rest);
    out
}

/// The owner's words for each key that has them.
async fn stored(conn: &mut AnyConnection) -> Result<HashMap<String, String>, sqlx::Error> {
    sqlx::query("SELECT key, body FROM reply_templates")
        .fetch_all(conn)
        .await?
        .iter()
        .map(|r| Ok((r.try_get("key")?, r.try_get("body")?)))
        .collect()
}

/// Every template, the owner's words where saved, in the built-in order.
pub async fn all(conn: &mut AnyConnection) -> Result<Vec<ReplyTemplate>, sqlx::Error> {
    let mut saved = stored(conn).await?;
    Ok(BUILT_IN
        .iter()
        .map(|(key, label, words)| {
            let own = saved.remove(*key);
            ReplyTemplate {
                key: key.to_string(),
                label: label.to_string(),
                edited: own.is_some(),
                body: own.unwrap_or_else(|| words.to_string()),
            }
        })
        .collect())
}

async fn answer(state: &AppState) -> Result<Json<ReplyTemplates>, AppError> {
    Ok(Json(ReplyTemplates {
        templates: all(&mut *state.db.pool.acquire().await?).await?,
        placeholders: PLACEHOLDERS.iter().map(|p| format!("{{{p}}}")).collect(),
    }))
}

/// `GET /reply-templates`.
async fn list(
    _owner: Owner,
    State(state): State<AppState>,
) -> Result<Json<ReplyTemplates>, AppError> {
    answer(&state).await
}

/// `PUT /reply-templates/{key}` `{body}`: the owner's words, or null to go
/// back to the built-in ones.
async fn save(
    owner: Owner,
    State(state): State<AppState>,
    Path(key): Path<String>,
    JsonBody(change): JsonBody<ReplyTemplateChange>,
) -> Result<Json<ReplyTemplates>, AppError> {
    let Some((key, ..)) = BUILT_IN.iter().find(|(k, ..)| *k == key) else {
        return Err(AppError::NotFound(
            "There is no such reply template.".into(),
        ));
    };
    match change.body {
        Some(raw) => {
            let body = checked(&raw).map_err(|message| AppError::Invalid {
                fields: FieldErrors::from([(
                    "body".to_string(),
                    FieldError::new(FieldErrorKind::Invalid, message.clone()),
                )]),
                message,
            })?;
            let now = crate::store::db::now();
            sqlx::query(
                "INSERT INTO reply_templates (key, body, updated_at, updated_by) VALUES ($1, $2, $3, $4) \
                 ON CONFLICT (key) DO UPDATE SET body = $2, updated_at = $3, updated_by = $4",
            )
            .bind(*key)
            .bind(&body)
            .bind(&now)
            .bind(&owner.email)
            .execute(&state.db.pool)
            .await?;
            owner
                .audit(&state, &format!("reworded the '{key}' reply template"))
                .await?;
        }
        None => {
            sqlx::query("DELETE FROM reply_templates WHERE key = $1")
                .bind(*key)
                .execute(&state.db.pool)
                .await?;
            owner
                .audit(&state, &format!("restored the '{key}' reply template"))
                .await?;
        }
    }
    answer(&state).await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_built_in_template_uses_only_known_placeholders() {
        for (key, _, words) in BUILT_IN {
            assert_eq!(checked(words).as_deref(), Ok(words), "{key}");
        }
    }

    #[test]
    fn unknown_or_unclosed_placeholders_are_refused_by_name() {
        assert_eq!(
            checked("Hi {firstname}, about {service}").unwrap_err(),
            "{firstname} is not a placeholder we can fill in. Use {first_name}, {service}, {area} or {reference}."
        );
        assert!(
            checked("Hi {first_name")
                .unwrap_err()
                .contains("not closed")
        );
        assert!(
            checked("Hi {first_{name}}")
                .unwrap_err()
                .contains("not closed")
        );
        assert!(checked("   ").is_err());
        assert!(checked(&"a".repeat(MAX_CHARS + 1)).is_err());
        assert_eq!(checked(" Hi {area}\r\nBye ").unwrap(), "Hi {area}\nBye");
    }

    #[test]
    fn filling_replaces_every_placeholder() {
        let v = Values {
            first_name: "Ann",
            service: "Boiler Repair",
            area: "Partick",
            reference: "#12",
        };
        assert_eq!(
            fill(
                "{first_name}: {service} in {area} ({reference}), {first_name}",
                &v
            ),
            "Ann: Boiler Repair in Partick (#12), Ann"
        );
        let hostile = Values {
            first_name: "{service}",
            ..v
        };
        assert_eq!(
            fill("Hi {first_name} {x} {area", &hostile),
            "Hi {service} {x} {area"
        );
    }
}
