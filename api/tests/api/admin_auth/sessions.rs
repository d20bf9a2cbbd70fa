//! Sessions: idle and absolute limits, settings honoured, 'sign out
//! everywhere', and the list of signed-in browsers.

use super::*;

#[tokio::test]
async fn sessions_end_when_idle_and_at_the_absolute_limit() {
    for backend in backends() {
        let app = Admin::new(backend, &[]).await;
        app.add_owner(EMAIL, PASSWORD).await;
        // 29 idle minutes: still live, and the request resets the clock.
        let s = app.sign_in().await;
        app.exec(&format!(
            "UPDATE owner_sessions SET last_seen_ms = {}",
            now_ms() - 29 * 60_000
        ))
        .await;
        assert_eq!(app.whoami(&s.cookie).await, StatusCode::OK, "{backend}");
        assert!(
            scalar(&app.db.pool, "SELECT last_seen_ms FROM owner_sessions").await
                > now_ms() - 60_000
        );
        // 31 idle minutes: over.
        app.exec(&format!(
            "UPDATE owner_sessions SET last_seen_ms = {}",
            now_ms() - 31 * 60_000
        ))
        .await;
        assert_eq!(app.whoami(&s.cookie).await, StatusCode::UNAUTHORIZED);
        assert_eq!(
            scalar(&app.db.pool, "SELECT COUNT(*) FROM owner_sessions").await,
            0,
            "an expired session is deleted"
        );
        // Active all along, but past the absolute limit: over.
        let s = app.sign_in().await;
        app.exec(&format!(
            "UPDATE owner_sessions SET absolute_ms = {}",
            now_ms() - 1
        ))
        .await;
        assert_eq!(app.whoami(&s.cookie).await, StatusCode::UNAUTHORIZED);
        // A session left to expire and never presented again is deleted at
        // the next sign-in.
        app.sign_in().await;
        app.exec(&format!(
            "UPDATE owner_sessions SET last_seen_ms = {}",
            now_ms() - 31 * 60_000
        ))
        .await;
        app.sign_in().await;
        assert_eq!(
            scalar(&app.db.pool, "SELECT COUNT(*) FROM owner_sessions").await,
            1,
            "{backend}: only the new session is left"
        );
        app.finish().await;
    }
}

/// An open inbox polls every few seconds (issue 23.1): the session's
/// last-seen time is written again only once it is a tenth of the idle limit
/// old (at most a minute), not on every poll, and the expiry the session
/// reports counts from that write, so the inbox never shows a later one.
#[tokio::test]
async fn a_poll_soon_after_the_last_write_leaves_the_session_row_alone() {
    for backend in backends() {
        let app = Admin::new(backend, &[]).await;
        app.add_owner(EMAIL, PASSWORD).await;
        let s = app.sign_in().await;
        let seen = now_ms() - 50_000;
        app.exec(&format!("UPDATE owner_sessions SET last_seen_ms = {seen}"))
            .await;
        let answer = app
            .send(
                Method::GET,
                "/api/admin/session",
                &[("cookie", &s.cookie)],
                None,
            )
            .await;
        assert_eq!(answer.status, StatusCode::OK, "{backend}");
        assert_eq!(
            scalar(&app.db.pool, "SELECT last_seen_ms FROM owner_sessions").await,
            seen,
            "{backend}: 50 s after the last write, nothing is written"
        );
        let expires =
            chrono::DateTime::parse_from_rfc3339(answer.json()["expiresAt"].as_str().unwrap())
                .unwrap()
                .timestamp_millis();
        assert_eq!(expires / 1000, (seen + 30 * 60_000) / 1000, "{backend}");
        // A minute after it, the request writes the time again.
        app.exec(&format!(
            "UPDATE owner_sessions SET last_seen_ms = {}",
            now_ms() - 61_000
        ))
        .await;
        assert_eq!(app.whoami(&s.cookie).await, StatusCode::OK);
        assert!(
            scalar(&app.db.pool, "SELECT last_seen_ms FROM owner_sessions").await
                > now_ms() - 5_000,
            "{backend}"
        );
        app.finish().await;
    }
    // With the shortest idle limit (a minute), a tenth of it: an owner
    // polling every few seconds is never signed out by the lag.
    let app = Admin::new("sqlite", &["--admin-idle-minutes", "1"]).await;
    app.add_owner(EMAIL, PASSWORD).await;
    let s = app.sign_in().await;
    app.exec(&format!(
        "UPDATE owner_sessions SET last_seen_ms = {}",
        now_ms() - 7_000
    ))
    .await;
    assert_eq!(app.whoami(&s.cookie).await, StatusCode::OK);
    assert!(
        scalar(&app.db.pool, "SELECT last_seen_ms FROM owner_sessions").await > now_ms() - 5_000
    );
    app.finish().await;
}

#[tokio::test]
async fn short_durations_from_settings_are_honoured() {
    let app = Admin::new("sqlite", &["--admin-idle-minutes", "1"]).await;
    app.add_owner(EMAIL, PASSWORD).await;
    let s = app.sign_in().await;
    app.exec(&format!(
        "UPDATE owner_sessions SET last_seen_ms = {}",
        now_ms() - 61_000
    ))
    .await;
    assert_eq!(app.whoami(&s.cookie).await, StatusCode::UNAUTHORIZED);
    app.finish().await;
}

#[tokio::test]
async fn end_all_signs_out_every_browser() {
    let app = Admin::new("sqlite", &[]).await;
    app.add_owner(EMAIL, PASSWORD).await;
    let phone = app.sign_in().await;
    let laptop = app.sign_in().await;
    let a = app
        .send(
            Method::POST,
            "/api/admin/sessions/end-all",
            &[
                ("cookie", &phone.cookie),
                ("origin", SITE),
                ("x-csrf-token", &phone.csrf),
            ],
            None,
        )
        .await;
    assert_eq!(a.status, StatusCode::OK, "{}", a.body);
    assert_eq!(a.json()["ended"], 2);
    assert_eq!(app.whoami(&phone.cookie).await, StatusCode::UNAUTHORIZED);
    assert_eq!(app.whoami(&laptop.cookie).await, StatusCode::UNAUTHORIZED);
    assert_eq!(
        scalar(
            &app.db.pool,
            "SELECT COUNT(*) FROM owner_audit WHERE action = 'ended-all-sessions'"
        )
        .await,
        1
    );
    app.finish().await;
}

/// Issue 23.8: the owner sees their signed-in browsers and signs one out;
/// another account's sessions are neither listed nor reachable.
#[tokio::test]
async fn the_owner_lists_their_sessions_and_signs_one_out() {
    for backend in backends() {
        let app = Admin::new(backend, &[]).await;
        app.add_owner(EMAIL, PASSWORD).await;
        app.add_owner("other@example.com", "another long passphrase 42")
            .await;
        let phone = app.sign_in().await;
        let laptop = app.sign_in().await;
        let other = app
            .sign_in_from(
                "other@example.com",
                "another long passphrase 42",
                "198.51.100.9",
            )
            .await;
        let (name, token) = other.cookie().unwrap();
        let other_cookie = format!("{name}={token}");
        let list = |cookie: String| {
            let app = &app;
            async move {
                app.send(
                    Method::GET,
                    "/api/admin/sessions",
                    &[("cookie", &cookie)],
                    None,
                )
                .await
            }
        };
        let answer = list(phone.cookie.clone()).await;
        assert_eq!(answer.status, StatusCode::OK, "{backend}: {}", answer.body);
        let sessions = answer.json()["sessions"].as_array().unwrap().clone();
        assert_eq!(
            sessions.len(),
            2,
            "{backend}: this account's two: {sessions:?}"
        );
        let current: Vec<bool> = sessions
            .iter()
            .map(|s| s["current"].as_bool().unwrap())
            .collect();
        assert_eq!(current.iter().filter(|c| **c).count(), 1);
        let laptop_id = sessions
            .iter()
            .find(|s| !s["current"].as_bool().unwrap())
            .unwrap()["id"]
            .as_str()
            .unwrap()
            .to_string();
        assert_eq!(laptop_id.len(), 16);
        // The other account's session cannot be ended from here.
        let other_id = list(other_cookie.clone()).await.json()["sessions"][0]["id"]
            .as_str()
            .unwrap()
            .to_string();
        let delete = |id: String| {
            let app = &app;
            let phone = &phone;
            async move {
                app.send(
                    Method::DELETE,
                    &format!("/api/admin/sessions/{id}"),
                    &[
                        ("cookie", &phone.cookie),
                        ("origin", SITE),
                        ("x-csrf-token", &phone.csrf),
                    ],
                    None,
                )
                .await
            }
        };
        assert_eq!(
            delete(other_id).await.status,
            StatusCode::NOT_FOUND,
            "{backend}"
        );
        assert_eq!(app.whoami(&other_cookie).await, StatusCode::OK);
        assert_eq!(delete("zz".into()).await.status, StatusCode::NOT_FOUND);
        // The laptop is signed out; the phone stays.
        let ended = delete(laptop_id).await;
        assert_eq!(ended.status, StatusCode::OK, "{backend}: {}", ended.body);
        assert_eq!(ended.json()["sessions"].as_array().unwrap().len(), 1);
        assert_eq!(app.whoami(&laptop.cookie).await, StatusCode::UNAUTHORIZED);
        assert_eq!(app.whoami(&phone.cookie).await, StatusCode::OK);
        app.finish().await;
    }
}
