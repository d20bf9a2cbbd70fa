//! Issue 32.5: one rule at the edge for text (`api::http::text`). Every route's path
//! tokens and query parameters, and every field of the bodies the API reads,
//! are sent with a NUL and with a BEL, on SQLite and on PostgreSQL (when
//! TEST_DATABASE_URL is set). Nothing may answer 5xx (PostgreSQL refuses NUL
//! in text, SQLite stores it, so a miss shows as a 500 on one database only),
//! and every answer is the documented one on both: a link (path or query) is
//! refused with 400 naming the parameter, a JSON field with 422 naming the
//! field, and a form posted without JavaScript is kept with the character
//! removed.

use crate::helpers::{backends, enquiries};
use crate::in_process_app::{Answer, InProcessApp};
use crate::owner_client::OwnerApi;
use axum::body::Body;
use axum::http::{Method, Request};
use serde_json::{Value, json};

/// The characters sent: raw, and as a link carries them.
const BAD: [(&str, &str); 2] = [("\u{0}", "%00"), ("\u{7}", "%07")];

/// The public routes (`app::router`), under `/api`. The admin routes come
/// from `api::admin::routes()`, so a new one is swept as soon as it exists.
const PUBLIC: &[(Method, &str)] = &[
    (Method::POST, "/contact"),
    (Method::GET, "/contact/thanks"),
    (Method::GET, "/contact/problem"),
    (Method::POST, "/page-views"),
    (Method::POST, "/contact-clicks"),
    (Method::GET, "/postcode"),
    (Method::POST, "/newsletter"),
    (Method::GET, "/newsletter/confirm"),
    (Method::GET, "/newsletter/unsubscribe"),
    (Method::POST, "/newsletter/unsubscribe"),
    (Method::GET, "/quotes/{token}"),
    (Method::POST, "/quotes/{token}/accept"),
    (Method::POST, "/quotes/{token}/decline"),
    (Method::GET, "/consent/{token}"),
    (Method::GET, "/consent/{token}/photos/{id}"),
    (Method::POST, "/consent/{token}/answer"),
    (Method::POST, "/consent/{token}/withdraw"),
    (Method::GET, "/proof/export"),
    (Method::GET, "/health"),
];

/// Every query parameter any handler reads, and one none reads.
const QUERY_NAMES: &[&str] = &[
    "q", "token", "state", "page", "view", "stage", "service", "area", "source", "from", "to",
    "back", "kind", "id", "who", "unknown",
];

/// The routes whose handler reads a JSON body.
const JSON_BODIES: &[&str] = &[
    "/api/contact",
    "/api/newsletter",
    "/api/page-views",
    "/api/contact-clicks",
    "/api/admin/session",
    "/api/admin/password-reset",
    "/api/admin/password-reset/complete",
    "/api/admin/leads/1/stage",
    "/api/admin/leads/1/notes",
    "/api/admin/leads/1/release",
    "/api/admin/leads/1/resend",
    "/api/admin/leads/1/follow-up",
    "/api/admin/leads/1/spam",
    "/api/admin/leads/1/archive",
    "/api/admin/leads/1/restore",
    "/api/admin/leads/1/promote",
    "/api/admin/leads/1/quotes",
    "/api/admin/leads/1/job/consent",
    "/api/admin/people/erase",
    "/api/admin/push/subscriptions",
    "/api/admin/push/subscriptions/1",
];

/// The paths the public router names (`.route("/…"` anywhere in `api/src`,
/// wherever its files move), so a new public route cannot miss the sweep.
fn public_paths_in_source() -> std::collections::BTreeSet<String> {
    fn walk(dir: &std::path::Path, found: &mut std::collections::BTreeSet<String>) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                walk(&path, found);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let text = std::fs::read_to_string(&path).unwrap();
                for (at, _) in text.match_indices(".route(") {
                    let rest = text[at + ".route(".len()..].trim_start();
                    if let Some(literal) = rest.strip_prefix('"') {
                        found.insert(literal[..literal.find('"').unwrap()].to_string());
                    }
                }
            }
        }
    }
    let mut found = Default::default();
    walk(
        &std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src"),
        &mut found,
    );
    found
}

#[test]
fn the_sweep_lists_every_public_route() {
    let listed = PUBLIC.iter().map(|(_, p)| p.to_string()).collect();
    assert_eq!(public_paths_in_source(), listed);
}

/// Every route, whole (`/api/...`), the ones that end the session last.
fn all_routes() -> Vec<(Method, String)> {
    let mut routes: Vec<(Method, String)> = PUBLIC
        .iter()
        .map(|(m, p)| (m.clone(), format!("/api{p}")))
        .chain(
            api::admin::routes()
                .iter()
                .map(|(m, p)| (m.clone(), format!("/api/admin{p}"))),
        )
        .collect();
    routes.sort_by_key(|(m, p)| {
        (m == Method::DELETE && p == "/api/admin/session") || p.ends_with("/end-all")
    });
    routes
}

/// `path` with each `{param}` replaced by `value`.
fn fill(path: &str, value: &str) -> String {
    let mut out = String::new();
    let mut rest = path;
    while let Some(open) = rest.find('{') {
        let close = open + rest[open..].find('}').unwrap();
        out.push_str(&rest[..open]);
        out.push_str(value);
        rest = &rest[close + 1..];
    }
    out.push_str(rest);
    out
}

/// Collects answers that are not the documented ones, to show them all.
#[derive(Default)]
struct Misses(Vec<String>);

impl Misses {
    fn expect(&mut self, backend: &str, what: &str, answer: &Answer, status: u16, names: &str) {
        let error = serde_json::from_str::<Value>(&answer.body)
            .ok()
            .map(|b| b.to_string())
            .unwrap_or_default();
        if answer.status.as_u16() != status || !error.contains(names) {
            self.0.push(format!(
                "{backend}: {what} answered {} (wanted {status} naming `{names}`): {}",
                answer.status,
                answer.body.chars().take(160).collect::<String>()
            ));
        }
    }

    fn assert_none(self) {
        let five = self.0.iter().filter(|m| m.contains(" answered 5")).count();
        assert!(
            self.0.is_empty(),
            "{} answers not as documented ({five} of them 5xx):\n{}",
            self.0.len(),
            self.0.join("\n")
        );
    }
}

#[tokio::test]
async fn every_path_token_and_query_parameter_with_a_control_character_is_a_400() {
    let mut misses = Misses::default();
    for backend in backends() {
        // Signed in, so the admin guard lets each request reach its handler.
        let owner = OwnerApi::start(backend).await;
        for (method, path) in all_routes() {
            for (_, link) in BAD {
                if path.contains('{') {
                    let uri = fill(&path, &format!("1{link}"));
                    let answer = owner.send(method.clone(), &uri, None).await;
                    misses.expect(backend, &format!("{method} {uri}"), &answer, 400, "path");
                }
                for name in QUERY_NAMES {
                    let uri = format!("{}?{name}=a{link}b", fill(&path, "1"));
                    let answer = owner.send(method.clone(), &uri, None).await;
                    misses.expect(backend, &format!("{method} {uri}"), &answer, 400, name);
                }
            }
        }
        owner.finish().await;
    }
    misses.assert_none();
}

/// A no-JavaScript form post, as a browser sends it.
fn form(path: &str, fields: &[(&str, String)]) -> Request<Body> {
    Request::post(path)
        .header("content-type", "application/x-www-form-urlencoded")
        .header("user-agent", "Mozilla/5.0 (Test) Firefox/130.0")
        .body(Body::from(serde_urlencoded::to_string(fields).unwrap()))
        .unwrap()
}

/// A valid enquiry's fields, the idempotency key unique to `n`.
fn contact_fields(n: usize) -> Vec<(&'static str, String)> {
    vec![
        ("name", "Morag Campbell".into()),
        ("phone", "0141 496 0123".into()),
        ("email", "morag@example.com".into()),
        ("service", "Boiler Services".into()),
        ("message", "The boiler shows a fault code.".into()),
        ("location", "Partick, G11".into()),
        ("pagePath", "/services/boiler-repair".into()),
        ("referrer", "https://example.com/".into()),
        ("utmSource", "flyer".into()),
        ("utmMedium", "print".into()),
        ("utmCampaign", "spring".into()),
        ("utmTerm", "boiler".into()),
        ("utmContent", "a".into()),
        ("idempotencyKey", format!("sweep-key-{n:08}-abcdefgh")),
    ]
}

/// `fields` with `bad` put into the middle of the field `name`.
fn spoil(
    mut fields: Vec<(&'static str, String)>,
    name: &str,
    bad: &str,
) -> Vec<(&'static str, String)> {
    for (n, v) in &mut fields {
        if *n == name {
            v.insert_str(v.len() / 2, bad);
        }
    }
    fields
}

fn as_json(fields: &[(&str, String)]) -> Value {
    Value::Object(
        fields
            .iter()
            .map(|(k, v)| (k.to_string(), Value::String(v.clone())))
            .collect(),
    )
}

fn newsletter_fields() -> Vec<(&'static str, String)> {
    vec![
        ("email", "morag@example.com".into()),
        ("pagePath", "/blog".into()),
    ]
}

/// The site's script: each field of each public body refused with 422
/// naming it.
async fn sweep_json_fields(app: &InProcessApp, backend: &str, raw: &str, misses: &mut Misses) {
    for (path, fields) in [
        ("/api/contact", contact_fields(0)),
        ("/api/newsletter", newsletter_fields()),
    ] {
        for (name, _) in &fields {
            let body = as_json(&spoil(fields.clone(), name, raw));
            let answer = app.request(Method::POST, path, &[], Some(&body)).await;
            let what = format!("JSON {path} {name} with {raw:?}");
            misses.expect(backend, &what, &answer, 422, name);
        }
    }
    let beacon = json!({ "path": "/", "pageType": "home", "kind": "phone",
        "utmSource": "flyer", "utmCampaign": "spring" });
    for path in ["/api/page-views", "/api/contact-clicks"] {
        for field in ["path", "utmSource", "utmCampaign"] {
            let mut body = beacon.clone();
            body[field] = json!(format!("a{raw}b"));
            let answer = app.request(Method::POST, path, &[], Some(&body)).await;
            let what = format!("JSON {path} {field} with {raw:?}");
            misses.expect(backend, &what, &answer, 422, field);
        }
    }
}

/// Without JavaScript: every enquiry and signup kept, the character removed;
/// the unsubscribe button's token refused. Returns the enquiries posted.
async fn sweep_forms(
    app: &InProcessApp,
    backend: &str,
    raw: &str,
    first: usize,
    misses: &mut Misses,
) -> usize {
    let mut posted = 0;
    for (name, _) in contact_fields(0) {
        posted += 1;
        let spoilt = spoil(contact_fields(first + posted), name, raw);
        let answer = app.send(form("/api/contact", &spoilt)).await;
        let location = answer.header("location");
        if answer.status != 303 || !location.starts_with("/api/contact/thanks") {
            misses.0.push(format!(
                "{backend}: form /api/contact {name} with {raw:?} answered {} {location}",
                answer.status
            ));
        }
    }
    for (name, _) in newsletter_fields() {
        let spoilt = spoil(newsletter_fields(), name, raw);
        let answer = app.send(form("/api/newsletter", &spoilt)).await;
        let what = format!("form /api/newsletter {name} with {raw:?}");
        misses.expect(backend, &what, &answer, 200, "");
    }
    let token = vec![("token", format!("a{raw}b"))];
    let answer = app.send(form("/api/newsletter/unsubscribe", &token)).await;
    misses.expect(backend, "form unsubscribe token", &answer, 400, "token");
    posted
}

/// Each posted enquiry stored, with only the character gone.
async fn check_stored(app: &InProcessApp, backend: &str, posted: usize, misses: &mut Misses) {
    let stored = enquiries(&app.db.pool).await;
    if stored.len() != posted {
        let kept = stored.len();
        misses
            .0
            .push(format!("{backend}: {posted} forms posted, {kept} kept"));
    }
    let typed = contact_fields(0);
    for row in &stored {
        for (column, name) in [
            ("name", "name"),
            ("message", "message"),
            ("location", "location"),
            ("utm_source", "utmSource"),
            ("utm_campaign", "utmCampaign"),
        ] {
            let want = typed.iter().find(|(n, _)| *n == name).map(|(_, v)| v);
            if row[column].as_ref() != want {
                misses
                    .0
                    .push(format!("{backend}: stored {column} {:?}", row[column]));
            }
        }
        for (column, value) in row {
            if value
                .as_deref()
                .is_some_and(|v| v.chars().any(|c| c.is_control()))
            {
                misses
                    .0
                    .push(format!("{backend}: stored {column} {value:?}"));
            }
        }
    }
}

#[tokio::test]
async fn every_body_field_with_a_control_character_is_refused_or_folded() {
    let mut misses = Misses::default();
    let limits = [
        "--contact-rate-limit",
        "100000",
        "--newsletter-rate-limit",
        "100000",
    ];
    for backend in backends() {
        let app = InProcessApp::start(backend, "203.0.113.9:40000", &limits).await;
        let mut posted = 0;
        for (raw, _) in BAD {
            sweep_json_fields(&app, backend, raw, &mut misses).await;
            posted += sweep_forms(&app, backend, raw, posted, &mut misses).await;
        }
        check_stored(&app, backend, posted, &mut misses).await;
        app.finish().await;
    }
    misses.assert_none();
}

#[tokio::test]
async fn every_json_body_refuses_a_control_character_naming_where_it_is() {
    let mut misses = Misses::default();
    for backend in backends() {
        let owner = OwnerApi::start(backend).await;
        for path in JSON_BODIES {
            for (raw, _) in BAD {
                // Deep in the body, and in a key: the whole body is checked,
                // before the handler's type is read from it.
                let deep = json!({ "probe": ["ok", { "deep": format!("a{raw}b") }] });
                let answer = owner.send(Method::POST, path, Some(&deep)).await;
                misses.expect(
                    backend,
                    &format!("{path} deep"),
                    &answer,
                    422,
                    "probe[1].deep",
                );
                let key = json!({ format!("k{raw}"): "ok" });
                let answer = owner.send(Method::POST, path, Some(&key)).await;
                misses.expect(backend, &format!("{path} key"), &answer, 422, "k");
            }
        }
        owner.finish().await;
    }
    misses.assert_none();
}
