//! The one rule for text the API accepts (issue 32.5), applied at the edge so
//! that no handler can forget it.
//!
//! **The rule.** A control character (Unicode category Cc: U+0000 to U+001F
//! and U+007F to U+009F) is never part of what a person means to send, except
//! tab, line feed and carriage return, which a message typed over several
//! lines carries. Any other control character is:
//!
//! - **refused in a link** (a path segment, or a query parameter's name or
//!   value): 400 naming the parameter. Our links carry tokens and filters the
//!   site or an email made, so such a character means the link is broken or
//!   forged; there is nothing a visitor could retype.
//! - **refused in a JSON body**: 422, the field named in `fields` (its place
//!   in the body, e.g. `items[1].name`), so the site's script and the owner's
//!   inbox can show it beside the field.
//! - **removed from a form posted without JavaScript** ([`fold_form`]); see
//!   its comment for why.
//!
//! **Why one rule.** PostgreSQL refuses NUL in text and SQLite stores it, so
//! before this a NUL was a 500 on one database and a stored NUL on the other.
//! The check runs before either sees the text, so both answer alike.
//!
//! **Where it runs.** [`guard_links`] is a layer on the whole `/api` router
//! (every path and query string, whichever extractor a handler uses); the
//! body extractors in `extract.rs` call [`check_json`] and [`fold_form`]; a
//! handler reading a raw body (the unsubscribe button) calls [`check_form`].
//! Headers need nothing: `HeaderValue::to_str` already fails on any control
//! character but tab.

use crate::http::error::AppError;
use axum::extract::Request;
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use content_model::contract::{FieldError, FieldErrorKind, FieldErrors};
use percent_encoding::percent_decode_str;
use serde_json::Value;

/// Whether `c` may appear in text the API accepts.
pub fn allowed(c: char) -> bool {
    !c.is_control() || matches!(c, '\t' | '\n' | '\r')
}

/// `s` without the characters the rule does not allow.
pub fn fold(s: &str) -> String {
    s.chars().filter(|&c| allowed(c)).collect()
}

/// Where a refused character was found, and which it was.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Refused {
    /// The parameter or field, as the client named it (control characters
    /// in a name are shown escaped).
    pub field: String,
    pub found: char,
}

impl Refused {
    fn code(&self) -> String {
        format!("U+{:04X}", self.found as u32)
    }

    /// The answer for a link's parameter: 400 naming it.
    pub fn in_link(self) -> AppError {
        AppError::BadRequest(format!(
            "The link's parameter `{}` contains a control character ({}) and cannot be used.",
            self.field,
            self.code()
        ))
    }

    /// The answer for a link's path: 400.
    pub fn in_path(self) -> AppError {
        AppError::BadRequest(format!(
            "The link's path contains a control character ({}) and cannot be used.",
            self.code()
        ))
    }

    /// The answer for body fields: 422 naming every field that breaks the
    /// rule, as the field validators name every field they refuse.
    pub fn in_body(found: Vec<Refused>) -> AppError {
        let mut fields = FieldErrors::new();
        for r in &found {
            fields.entry(r.field.clone()).or_insert_with(|| {
                // The kind the contract's own validators give a control
                // character (contact-vectors.json: 'C1 control character'),
                // so a client reads one kind whichever check caught it.
                FieldError::new(
                    FieldErrorKind::NotOneLine,
                    format!(
                        "This contains a control character ({}), which cannot be accepted. Please remove it.",
                        r.code()
                    ),
                )
            });
        }
        let names: Vec<String> = fields.keys().map(|f| format!("`{f}`")).collect();
        AppError::Invalid {
            message: format!(
                "Please remove the control characters from {}.",
                names.join(", ")
            ),
            fields,
        }
    }
}

/// The name a path is reported under.
const PATH: &str = "path";

fn check(field: impl FnOnce() -> String, value: &str) -> Result<(), Refused> {
    match value.chars().find(|&c| !allowed(c)) {
        Some(found) => Err(Refused {
            field: field(),
            found,
        }),
        None => Ok(()),
    }
}

/// Every string in a JSON value, keys included; every place that breaks the
/// rule is listed, so a form learns of all its fields at once.
pub fn check_json(value: &Value) -> Result<(), Vec<Refused>> {
    let mut found = Vec::new();
    walk(value, "", &mut found);
    if found.is_empty() { Ok(()) } else { Err(found) }
}

fn walk(value: &Value, at: &str, found: &mut Vec<Refused>) {
    match value {
        Value::String(s) => found.extend(check(|| at.to_string(), s).err()),
        Value::Array(items) => {
            for (i, item) in items.iter().enumerate() {
                walk(item, &format!("{at}[{i}]"), found);
            }
        }
        Value::Object(map) => {
            for (key, item) in map {
                let shown = key.escape_debug().to_string();
                let name = if at.is_empty() {
                    shown
                } else {
                    format!("{at}.{shown}")
                };
                found.extend(check(|| name.clone(), key).err());
                walk(item, &name, found);
            }
        }
        _ => {}
    }
}

/// A JSON body's text. A body that is not JSON passes: the typed read that
/// follows reports it in its own words.
pub fn check_json_bytes(body: &[u8]) -> Result<(), Vec<Refused>> {
    match serde_json::from_slice::<Value>(body) {
        Ok(value) => check_json(&value),
        Err(_) => Ok(()),
    }
}

/// Every name and value of a urlencoded query string or form body.
pub fn check_form(encoded: &[u8]) -> Result<(), Refused> {
    form_urlencoded::parse(encoded).try_for_each(|(name, value)| {
        let shown = || name.escape_debug().to_string();
        check(shown, &name)?;
        check(shown, &value)
    })
}

/// Each segment of a URI path, decoded as the path extractor decodes it.
pub fn check_path(path: &str) -> Result<(), Refused> {
    path.split('/').try_for_each(|segment| {
        check(
            || PATH.to_string(),
            &percent_decode_str(segment).decode_utf8_lossy(),
        )
    })
}

/// A form posted by a browser without JavaScript, with the characters the
/// rule does not allow removed from every name and value.
///
/// Removed rather than refused: the no-JavaScript enquiry must never be lost
/// (an invalid one is kept as `incomplete` and the visitor sees what is
/// missing), and a control character is invisible, so a visitor told to
/// remove it could not find it. It can only come from a paste or a forged
/// post, and removing it loses nothing a person meant to send.
pub fn fold_form(encoded: &[u8]) -> Vec<u8> {
    let mut out = form_urlencoded::Serializer::new(String::new());
    for (name, value) in form_urlencoded::parse(encoded) {
        out.append_pair(&fold(&name), &fold(&value));
    }
    out.finish().into_bytes()
}

/// The layer on the `/api` router: a path or query string breaking the rule
/// is answered 400 before any handler, or the owner's guard, runs.
pub async fn guard_links(request: Request, next: Next) -> Response {
    let uri = request.uri();
    let checked = check_path(uri.path())
        .map_err(Refused::in_path)
        .and_then(|()| {
            check_form(uri.query().unwrap_or_default().as_bytes()).map_err(Refused::in_link)
        });
    match checked {
        Ok(()) => next.run(request).await,
        Err(refused) => refused.into_response(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn tab_newline_and_return_pass_and_other_controls_do_not() {
        for c in ['\t', '\n', '\r', 'a', 'é', '€', ' '] {
            assert!(allowed(c), "{c:?}");
        }
        for c in ['\0', '\u{7}', '\u{1b}', '\u{7f}', '\u{85}', '\u{9f}'] {
            assert!(!allowed(c), "{c:?}");
        }
        assert_eq!(fold("Jo\0hn\u{7}\n Smith\t"), "John\n Smith\t");
    }

    #[test]
    fn json_names_the_place_in_the_body() {
        assert_eq!(
            check_json(&json!({ "a": ["x", { "b": "ok\nfine" }] })),
            Ok(())
        );
        let refused = check_json(&json!({ "a": ["x", { "b": "y\u{0}" }], "c": "\u{85}" }));
        let refused = refused.unwrap_err();
        let places: Vec<(&str, char)> = refused
            .iter()
            .map(|r| (r.field.as_str(), r.found))
            .collect();
        assert_eq!(places, [("a[1].b", '\0'), ("c", '\u{85}')]);
        let key = check_json(&json!({ "k\u{7}": 1 })).unwrap_err();
        assert_eq!(key[0].field, "k\\u{7}");
        assert_eq!(check_json_bytes(b"not json"), Ok(()));
    }

    #[test]
    fn links_are_checked_decoded() {
        assert_eq!(check_form(b"q=a+b&token=abc%20d"), Ok(()));
        assert_eq!(check_form(b"state=new&q=a%00b").unwrap_err().field, "q");
        assert_eq!(check_path("/api/admin/leads/1%07").unwrap_err().field, PATH);
        assert_eq!(check_path("/api/admin/leads/1%0A"), Ok(()));
    }

    #[test]
    fn a_form_keeps_every_field_without_the_controls() {
        let folded = fold_form(b"name=Jo%00hn&message=line+one%0D%0Aline%07+two&x%00=1");
        let pairs: Vec<(String, String)> = serde_urlencoded::from_bytes(&folded).unwrap();
        assert_eq!(
            pairs,
            [
                ("name".to_string(), "John".to_string()),
                ("message".into(), "line one\r\nline two".into()),
                ("x".into(), "1".into()),
            ]
        );
    }

    #[test]
    fn answers_are_400_for_links_and_422_naming_the_field_for_bodies() {
        let refused = || Refused {
            field: "q".into(),
            found: '\0',
        };
        assert!(
            matches!(refused().in_link(), AppError::BadRequest(m) if m.contains("`q`") && m.contains("U+0000"))
        );
        match Refused::in_body(vec![refused(), refused()]) {
            AppError::Invalid { fields, message } => {
                assert_eq!(fields.len(), 1);
                assert!(fields["q"].message.contains("U+0000"));
                assert!(message.contains("`q`"));
            }
            other => panic!("{other:?}"),
        }
    }
}
