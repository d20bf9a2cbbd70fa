//! Signing in and out, the same answer for a wrong password and an unknown
//! email, cookies never promoted, every admin route guarded, and the
//! secure cookie on an https site.

use super::*;

#[tokio::test]
async fn signs_in_and_out_storing_only_the_token_hash() {
    for backend in backends() {
        let app = Admin::new(backend, &[]).await;
        app.add_owner(EMAIL, PASSWORD).await;
        // Email case and spaces do not matter.
        let answer = app
            .sign_in_from(" Owner@KelvinTrades.example ", PASSWORD, "198.51.100.1")
            .await;
        assert_eq!(answer.status, StatusCode::OK, "{backend}: {}", answer.body);
        let set = answer.header("set-cookie").to_string();
        for part in ["HttpOnly", "SameSite=Strict", "Path=/"] {
            assert!(set.contains(part), "{backend}: {set}");
        }
        assert!(!set.contains("Secure"), "http site: {set}");
        let (name, token) = answer.cookie().unwrap();
        assert_eq!(name, "owner_session");
        assert_eq!(token.len(), 64, "256 bits, hex");
        let body = answer.json();
        assert_eq!(body["email"], EMAIL);
        let csrf = body["csrfToken"].as_str().unwrap().to_string();
        assert!(!answer.body.contains(PASSWORD));
        let hash = hex::encode(Sha256::digest(token.as_bytes()));
        assert_eq!(
            scalar(
                &app.db.pool,
                &format!("SELECT COUNT(*) FROM owner_sessions WHERE token_hash = '{hash}'")
            )
            .await,
            1,
            "{backend}: the SHA-256 is stored"
        );
        assert_eq!(
            scalar(
                &app.db.pool,
                &format!("SELECT COUNT(*) FROM owner_sessions WHERE token_hash = '{token}'")
            )
            .await,
            0,
            "{backend}: never the token"
        );
        let cookie = format!("{name}={token}");
        let who = app
            .send(
                Method::GET,
                "/api/admin/session",
                &[("cookie", &cookie)],
                None,
            )
            .await;
        assert_eq!(who.status, StatusCode::OK);
        assert_eq!(who.json()["email"], EMAIL);
        assert_eq!(who.json()["csrfToken"], csrf.as_str());
        assert!(who.json()["expiresAt"].as_str().unwrap().ends_with('Z'));
        let out = app
            .send(
                Method::DELETE,
                "/api/admin/session",
                &[
                    ("cookie", &cookie),
                    ("origin", SITE),
                    ("x-csrf-token", &csrf),
                ],
                None,
            )
            .await;
        assert_eq!(out.status, StatusCode::OK, "{}", out.body);
        assert!(out.header("set-cookie").to_string().contains("Max-Age=0"));
        assert_eq!(app.whoami(&cookie).await, StatusCode::UNAUTHORIZED);
        assert_eq!(
            scalar(&app.db.pool, "SELECT COUNT(*) FROM owner_sessions").await,
            0
        );
        let last: Option<String> = sqlx::query_scalar("SELECT last_sign_in_at FROM owners")
            .fetch_one(&app.db.pool)
            .await
            .unwrap();
        assert!(last.is_some());
        let actions: Vec<String> = sqlx::query_scalar("SELECT action FROM owner_audit ORDER BY id")
            .fetch_all(&app.db.pool)
            .await
            .unwrap();
        assert_eq!(
            actions,
            ["owner-added", "signed-in", "signed-out"],
            "{backend}"
        );
        app.finish().await;
    }
}

/// The same status and body for both; that both cost Argon2 the same work is
/// counted in `admin::accounts`'s unit test (a wall-clock comparison here
/// failed on a loaded machine).
#[tokio::test]
async fn wrong_password_and_unknown_email_get_the_same_answer() {
    let app = Admin::new("sqlite", &[]).await;
    app.add_owner(EMAIL, PASSWORD).await;
    let mut answers = Vec::new();
    // Different clients and accounts, so no lockout intervenes.
    for i in 0..3 {
        let wrong = app
            .sign_in_from(EMAIL, "not-the-password-at-all", &format!("198.51.100.{i}"))
            .await;
        let unknown = app
            .sign_in_from(
                &format!("nobody{i}@kelvintrades.example"),
                PASSWORD,
                &format!("198.51.100.{}", 100 + i),
            )
            .await;
        answers.push((
            wrong.status,
            wrong.body.clone(),
            unknown.status,
            unknown.body,
        ));
    }
    for (ws, wb, us, ub) in &answers {
        assert_eq!(*ws, StatusCode::UNAUTHORIZED);
        assert_eq!((ws, wb), (us, ub), "same status and body");
        assert!(!ub.contains(PASSWORD));
    }
    let audit: Vec<String> =
        sqlx::query_scalar("SELECT owner_email FROM owner_audit WHERE action = 'sign-in-failed'")
            .fetch_all(&app.db.pool)
            .await
            .unwrap();
    assert_eq!(audit.len(), 6);
    assert!(
        audit.iter().all(|e| e == EMAIL || e == "(unknown)"),
        "{audit:?}"
    );
    app.finish().await;
}

#[tokio::test]
async fn a_cookie_set_before_sign_in_is_never_promoted() {
    for backend in backends() {
        let app = Admin::new(backend, &[]).await;
        app.add_owner(EMAIL, PASSWORD).await;
        let planted = "ab".repeat(32);
        let planted_cookie = format!("owner_session={planted}");
        let answer = app
            .send(
                Method::POST,
                "/api/admin/session",
                &[("origin", SITE), ("cookie", &planted_cookie)],
                Some(&json!({ "email": EMAIL, "password": PASSWORD })),
            )
            .await;
        assert_eq!(answer.status, StatusCode::OK);
        let (_, issued) = answer.cookie().unwrap();
        assert_ne!(issued, planted, "{backend}: a new token");
        assert_eq!(app.whoami(&planted_cookie).await, StatusCode::UNAUTHORIZED);
        assert_eq!(
            app.whoami(&format!("owner_session={issued}")).await,
            StatusCode::OK
        );
        // Signing in again with a live session ends it and issues another.
        let first = app.sign_in().await;
        let answer = app
            .send(
                Method::POST,
                "/api/admin/session",
                &[("origin", SITE), ("cookie", &first.cookie)],
                Some(&json!({ "email": EMAIL, "password": PASSWORD })),
            )
            .await;
        let (_, second) = answer.cookie().unwrap();
        assert_ne!(second, first.token);
        assert_eq!(app.whoami(&first.cookie).await, StatusCode::UNAUTHORIZED);
        app.finish().await;
    }
}

/// Every route in `api::admin::routes()`, so a new one is covered as soon
/// as it exists: 401 without a session, 403 to a state change from another
/// origin, with no Origin, or without the session's CSRF token; and every
/// answer is `no-store`.
#[tokio::test]
async fn every_admin_route_is_guarded() {
    for backend in backends() {
        let app = Admin::new(backend, &[]).await;
        app.add_owner(EMAIL, PASSWORD).await;
        let session = app.sign_in().await;
        let body = json!({});
        let mut checked = 0;
        for (method, path) in api::admin::routes() {
            // A placeholder such as `{id}` gets a value that parses, so the
            // guard, not the path extractor, is what answers.
            let url = format!("/api/admin{}", fill_placeholders(path));
            let changes = !matches!(*method, Method::GET | Method::HEAD);
            let check = |a: &Answer, want: StatusCode, what: &str| {
                assert_eq!(
                    a.status, want,
                    "{backend} {method} {url} {what}: {}",
                    a.body
                );
                assert_eq!(
                    a.headers.get("cache-control").map(|v| v.to_str().unwrap()),
                    Some("no-store"),
                    "{method} {url} {what}"
                );
                assert_eq!(a.json()["success"], false, "the app's error shape");
            };
            let send = |headers: Vec<(&'static str, String)>| {
                let method = method.clone();
                let url = url.clone();
                let body = body.clone();
                let app = &app;
                async move {
                    let h: Vec<(&str, &str)> =
                        headers.iter().map(|(k, v)| (*k, v.as_str())).collect();
                    app.send(method, &url, &h, changes.then_some(&body)).await
                }
            };
            // Sign-in and the password reset take no session, only the
            // site's own pages.
            if api::admin::PUBLIC.contains(&(method.clone(), *path)) {
                let a = send(vec![("origin", "https://evil.example".into())]).await;
                check(&a, StatusCode::FORBIDDEN, "cross-origin public route");
                let a = send(vec![]).await;
                check(&a, StatusCode::FORBIDDEN, "public route without Origin");
                checked += 1;
                continue;
            }
            // No session, a made-up one, and one from before sign-in.
            for cookie in [
                "",
                "owner_session=",
                &format!("owner_session={}", "0".repeat(64)),
            ] {
                let a = send(vec![
                    ("cookie", cookie.to_string()),
                    ("origin", SITE.into()),
                    ("x-csrf-token", session.csrf.clone()),
                ])
                .await;
                check(&a, StatusCode::UNAUTHORIZED, &format!("cookie {cookie:?}"));
            }
            if changes {
                let refused = [
                    (
                        Some("https://evil.example"),
                        Some(session.csrf.clone()),
                        "cross-origin",
                    ),
                    (Some("null"), Some(session.csrf.clone()), "null origin"),
                    (None, Some(session.csrf.clone()), "no Origin"),
                    (Some(SITE), None, "no token"),
                    (Some(SITE), Some("0".repeat(64)), "wrong token"),
                    (Some(SITE), Some(String::new()), "empty token"),
                ];
                for (origin, token, what) in refused {
                    let mut h = vec![("cookie", session.cookie.clone())];
                    if let Some(o) = origin {
                        h.push(("origin", o.to_string()));
                    }
                    if let Some(t) = token {
                        h.push(("x-csrf-token", t));
                    }
                    check(&send(h).await, StatusCode::FORBIDDEN, what);
                }
                // None of those refused requests signed anyone out.
                assert_eq!(
                    app.whoami(&session.cookie).await,
                    StatusCode::OK,
                    "{method} {url}"
                );
            }
            checked += 1;
        }
        assert_eq!(checked, api::admin::routes().len());
        for public in api::admin::PUBLIC {
            assert!(
                api::admin::routes().contains(&public),
                "{public:?} is not a route"
            );
        }
        // Answers no admin handler gives are not cached either.
        for (method, url) in [
            (Method::OPTIONS, "/api/admin/session"),
            (Method::GET, "/api/admin/nothing-here"),
        ] {
            let a = app
                .send(
                    method,
                    url,
                    &[("origin", SITE), ("access-control-request-method", "POST")],
                    None,
                )
                .await;
            assert_eq!(
                a.headers.get("cache-control").map(|v| v.to_str().unwrap()),
                Some("no-store"),
                "{url}: {}",
                a.status
            );
        }
        staff_walk(&app, backend).await;
        app.finish().await;
    }
}

/// The routes only the owner's role may call (issue 33.7), written out so
/// that a route losing its mark fails here, not in production.
const OWNER_ONLY: [(Method, &str); 15] = [
    (Method::GET, "/leads.csv"),
    (Method::PUT, "/reply-templates/{key}"),
    (Method::DELETE, "/reviews/{id}"),
    (Method::GET, "/newsletter"),
    (Method::GET, "/newsletter.csv"),
    (Method::DELETE, "/newsletter/{id}"),
    (Method::GET, "/people"),
    (Method::POST, "/people/erase"),
    (Method::GET, "/results/won.csv"),
    (Method::GET, "/accounts"),
    (Method::POST, "/accounts"),
    (Method::POST, "/accounts/{id}/role"),
    (Method::DELETE, "/accounts/{id}"),
    (Method::POST, "/accounts/{id}/sign-out"),
    (Method::GET, "/audit"),
];

/// Every admin route again with a staff account's session, as the inbox
/// sends it (Origin, CSRF token): the owner's routes answer 403 with the
/// plain message, every other route answers anything but 401 or 403.
async fn staff_walk(app: &Admin, backend: &str) {
    use api::admin::accounts::{NewPassword, OwnerEmail, Role};
    const STAFF: &str = "fitter@kelvintrades.example";
    let email = OwnerEmail::parse(STAFF).unwrap();
    let password = NewPassword::parse(PASSWORD.into(), &email).unwrap();
    api::admin::accounts::add_from_cli(&app.db, &email, &password, Role::Staff)
        .await
        .unwrap();
    let sign_in = || async {
        let a = app.sign_in_from(STAFF, PASSWORD, "198.51.100.9").await;
        assert_eq!(a.status, StatusCode::OK, "{}", a.body);
        assert_eq!(a.json()["role"], "staff");
        let (name, token) = a.cookie().unwrap();
        (
            format!("{name}={token}"),
            a.json()["csrfToken"].as_str().unwrap().to_string(),
        )
    };
    let mut staff = sign_in().await;
    assert_eq!(
        api::admin::owner_only_routes(),
        OWNER_ONLY.as_slice(),
        "the owner-only routes"
    );
    let mut walked = 0;
    for (method, path) in api::admin::routes() {
        if api::admin::PUBLIC.contains(&(method.clone(), *path)) {
            continue;
        }
        let url = format!("/api/admin{}", fill_placeholders(path));
        let changes = !matches!(*method, Method::GET | Method::HEAD);
        let body = json!({});
        let a = app
            .send(
                method.clone(),
                &url,
                &[
                    ("cookie", &staff.0),
                    ("origin", SITE),
                    ("x-csrf-token", &staff.1),
                ],
                changes.then_some(&body),
            )
            .await;
        if OWNER_ONLY.contains(&(method.clone(), *path)) {
            assert_eq!(
                a.status,
                StatusCode::FORBIDDEN,
                "{backend} staff {method} {url}: {}",
                a.body
            );
            assert_eq!(
                a.json()["error"],
                api::admin::OWNER_ONLY,
                "{backend} staff {method} {url}"
            );
        } else {
            assert!(
                a.status != StatusCode::FORBIDDEN && a.status != StatusCode::UNAUTHORIZED,
                "{backend} staff {method} {url}: {} {}",
                a.status,
                a.body
            );
        }
        // Signing out (here, or everywhere) ends the walk's session.
        if app.whoami(&staff.0).await != StatusCode::OK {
            staff = sign_in().await;
        }
        walked += 1;
    }
    assert_eq!(
        walked,
        api::admin::routes().len() - api::admin::PUBLIC.len()
    );
}

#[tokio::test]
async fn https_sites_get_a_secure_host_prefixed_cookie() {
    let app = Admin::new("sqlite", &["--site-url", "https://kelvintrades.example"]).await;
    app.add_owner(EMAIL, PASSWORD).await;
    let answer = app
        .send(
            Method::POST,
            "/api/admin/session",
            &[("origin", "https://kelvintrades.example")],
            Some(&json!({ "email": EMAIL, "password": PASSWORD })),
        )
        .await;
    assert_eq!(answer.status, StatusCode::OK, "{}", answer.body);
    let set = answer.header("set-cookie").to_string();
    assert!(set.starts_with("__Host-owner_session="), "{set}");
    assert!(set.contains("; Secure"), "{set}");
    let (name, token) = answer.cookie().unwrap();
    assert_eq!(app.whoami(&format!("{name}={token}")).await, StatusCode::OK);
    // The same token under the unprefixed name (which plain http or a
    // neighbouring subdomain could set) is not read.
    assert_eq!(
        app.whoami(&format!("owner_session={token}")).await,
        StatusCode::UNAUTHORIZED
    );
    app.finish().await;

    // Behind our TLS-terminating proxy on an http SITE_URL.
    let app = Admin::new("sqlite", &[]).await;
    app.add_owner(EMAIL, PASSWORD).await;
    let answer = app
        .send(
            Method::POST,
            "/api/admin/session",
            &[("origin", SITE), ("x-forwarded-proto", "https")],
            Some(&json!({ "email": EMAIL, "password": PASSWORD })),
        )
        .await;
    assert!(
        answer
            .header("set-cookie")
            .to_string()
            .starts_with("__Host-owner_session=")
    );
    assert!(answer.header("set-cookie").to_string().contains("; Secure"));
    app.finish().await;
}
