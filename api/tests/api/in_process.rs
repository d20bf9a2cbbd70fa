//! Tests that need no socket: the app's `router()` called with `oneshot`, on
//! a temporary SQLite file, with no mail worker (mail is only queued). For
//! what needs a real connection (timeouts, restarts, SMTP, two instances) the
//! other modules start the binary.

use crate::helpers::scalar;
use crate::in_process_app::{Answer, InProcessApp};
use axum::body::Body;
use axum::http::Request;
use serde_json::{Value, json};

/// The app in this process, on its own SQLite file.
struct InProcess {
    app: InProcessApp,
}

impl InProcess {
    async fn new() -> InProcess {
        InProcess {
            app: InProcessApp::start(
                "sqlite",
                "203.0.113.7:40000",
                &["--contact-rate-limit", "10000"],
            )
            .await,
        }
    }

    async fn send(&self, request: Request<Body>) -> Answer {
        self.app.send(request).await
    }

    async fn post(&self, path: &str, content_type: Option<&str>, body: &str) -> Answer {
        let mut request =
            Request::post(path).header("user-agent", "Mozilla/5.0 (Test) Firefox/130.0");
        if let Some(ct) = content_type {
            request = request.header("content-type", ct);
        }
        self.send(request.body(Body::from(body.to_string())).unwrap())
            .await
    }

    async fn post_json(&self, path: &str, body: &Value) -> Answer {
        self.post(path, Some("application/json"), &body.to_string())
            .await
    }

    async fn get(&self, path: &str) -> Answer {
        self.send(Request::get(path).body(Body::empty()).unwrap())
            .await
    }
}

/// Every invalid case of the shared vectors answers 422 naming exactly its fields, each with its kind.
#[tokio::test]
async fn each_validation_rule_answers_422_naming_the_field() {
    let app = InProcess::new().await;
    let vectors: Value = serde_json::from_str(include_str!(
        "../../../content-model/contract/contact-vectors.json"
    ))
    .unwrap();
    for case in vectors["invalid"].as_array().unwrap() {
        let res = app.post_json("/api/contact", &case["request"]).await;
        assert_eq!(res.status, 422, "case `{}`", case["case"]);
        let body = res.json();
        assert_eq!(body["success"], false);
        assert!(body["error"].as_str().is_some_and(|e| !e.is_empty()));
        // Each field with its kind, and a message for the visitor beside it.
        let fields = body["fields"].as_object().unwrap();
        let got: serde_json::Map<String, Value> = fields
            .iter()
            .map(|(field, e)| (field.clone(), e["kind"].clone()))
            .collect();
        assert_eq!(
            Value::Object(got),
            case["errors"],
            "case `{}`",
            case["case"]
        );
        assert!(
            fields
                .values()
                .all(|e| e["message"].as_str().is_some_and(|m| !m.is_empty())),
            "case `{}`",
            case["case"]
        );
    }
    let missing = app
        .post_json(
            "/api/contact",
            &json!({ "name": "", "phone": "", "service": "" }),
        )
        .await;
    assert_eq!(
        missing.json()["error"],
        "Please fill in all required fields."
    );
    for case in vectors["valid"].as_array().unwrap() {
        let res = app.post_json("/api/contact", &case["request"]).await;
        assert_eq!(res.status, 200, "case `{}`", case["case"]);
    }
    assert_eq!(
        scalar(&app.app.db.pool, "SELECT COUNT(*) FROM enquiries").await as usize,
        vectors["valid"].as_array().unwrap().len(),
        "invalid JSON posts are not stored"
    );
    assert_eq!(
        scalar(&app.app.db.pool, "SELECT COUNT(*) FROM outbox").await as usize,
        vectors["valid"].as_array().unwrap().len()
            + vectors["valid"]
                .as_array()
                .unwrap()
                .iter()
                .filter(|c| c["request"]["email"]
                    .as_str()
                    .is_some_and(|e| !e.trim().is_empty()))
                .count(),
        "each valid enquiry queued its notification, and its acknowledgement when an email was given"
    );
    // Malformed JSON and oversized bodies get precise answers too.
    let bad = app
        .post("/api/contact", Some("application/json"), "{not json")
        .await;
    assert_eq!(bad.status, 400);
    assert!(
        bad.json()["error"]
            .as_str()
            .unwrap()
            .contains("could not be read")
    );
    let huge = app.post_json("/api/contact", &json!({ "name": "x".repeat(40_000), "phone": "0141 496 0000", "service": "Tap Repair" })).await;
    assert_eq!(huge.status, 413);
    assert_eq!(huge.json()["success"], false);
}

/// Issue 10.12: JSON is accepted only as `application/json`; `text/plain`,
/// multipart or no type (what another site can post from a visitor's browser
/// without a CORS preflight) answers 415 in the API's error shape and stores
/// nothing. The form type is read case-insensitively (issue 10.14).
#[tokio::test]
async fn json_under_another_content_type_is_refused() {
    let app = InProcess::new().await;
    let body = r#"{"name":"Cross Site","phone":"0141 496 0000","service":"Boiler Services"}"#;
    for (ct, path) in [
        (Some("text/plain"), "/api/contact"),
        (Some("multipart/form-data; boundary=x"), "/api/contact"),
        (None, "/api/contact"),
        (Some("text/plain"), "/api/newsletter"),
        (None, "/api/newsletter"),
        (Some("text/plain"), "/api/page-views"),
    ] {
        let res = app.post(path, ct, body).await;
        assert_eq!(res.status, 415, "{ct:?} {path}");
        let json = res.json();
        assert_eq!(json["success"], false);
        assert!(json["error"].as_str().unwrap().contains("JSON"), "{json}");
    }
    assert_eq!(
        scalar(&app.app.db.pool, "SELECT COUNT(*) FROM enquiries").await,
        0
    );
    assert_eq!(
        scalar(
            &app.app.db.pool,
            "SELECT COUNT(*) FROM newsletter_subscribers"
        )
        .await,
        0
    );
    let res = app
        .post(
            "/api/contact",
            Some("APPLICATION/X-WWW-FORM-URLENCODED"),
            "name=Form+Visitor&phone=0141+496+0000&service=Boiler+Services",
        )
        .await;
    assert_eq!(res.status, 303, "an upper-case form type is still a form");
}

/// Issue 10.14: a query string the API cannot read answered `text/plain`
/// ("Failed to deserialize query string"); it must be the JSON shape the
/// site and the owner's tools read, naming the problem.
#[tokio::test]
async fn a_bad_query_string_gets_the_json_error_shape() {
    let app = InProcess::new().await;
    for path in [
        "/api/contact/thanks?id=not-a-number",
        "/api/contact/problem",
        "/api/newsletter/confirm",
        "/api/newsletter/unsubscribe",
    ] {
        let res = app.get(path).await;
        assert_eq!(res.status, 400, "{path}");
        assert!(
            res.header("content-type").starts_with("application/json"),
            "{path}: {}",
            res.header("content-type")
        );
        let json = res.json();
        assert_eq!(json["success"], false, "{path}");
        assert!(
            json["error"].as_str().unwrap().contains("link"),
            "{path}: {json}"
        );
    }
}

/// A form field the browser repeats or a checkbox's `on` is read as the
/// site's script would send it: one `FormOrJson` extractor serves both.
#[tokio::test]
async fn a_form_and_json_make_the_same_enquiry() {
    let app = InProcess::new().await;
    let form = app
        .post(
            "/api/contact",
            Some("application/x-www-form-urlencoded"),
            "name=Ann+Form&phone=0141+496+0000&service=Boiler+Services&isEmergency=on&pagePath=%2Femergency&utmTerm=boiler&website=",
        )
        .await;
    assert_eq!(form.status, 303);
    let json = app
        .post_json(
            "/api/contact",
            &json!({ "name": "Ann Form", "phone": "0141 496 0000", "service": "Boiler Services", "isEmergency": true, "pagePath": "/emergency", "utmTerm": "boiler", "idempotencyKey": "7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f" }),
        )
        .await;
    assert_eq!(json.status, 200);
    let rows: Vec<(String, i64, Option<String>, Option<String>)> =
        sqlx::query_as("SELECT name, is_emergency, page_path, utm_term FROM enquiries ORDER BY id")
            .fetch_all(&app.app.db.pool)
            .await
            .unwrap();
    assert_eq!(rows.len(), 2);
    assert_eq!(rows[0], rows[1]);
    assert_eq!(rows[0].1, 1, "the checkbox's `on` is an emergency");
}
