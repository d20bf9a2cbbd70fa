//! The owner's command line, nothing secret in logs or answers, the first
//! start's advice, and the audit log.

use super::*;
use api::store::db::Db;

const SECOND: &str = "second@kelvintrades.example";

/// The CLI manages accounts (password piped), `owner list` shows no hash,
/// `passwd` and `remove` end sessions, and with `LOG=debug` neither the
/// server's log nor any answer holds a password or token.
#[tokio::test]
async fn owner_cli_and_nothing_secret_in_logs_or_answers() {
    for backend in backends() {
        let dir = tempfile::tempdir().unwrap();
        let db = test_db(backend, dir.path()).await;
        let twice = |p: &str| format!("{p}\n{p}\n");
        // Refused: too short, equal to the email, the two lines differ.
        for (stdin, why) in [
            (twice("short-pass"), "short"),
            (twice(EMAIL), "the email"),
            (format!("{PASSWORD}\n{PASSWORD}x\n"), "differ"),
            (format!("{PASSWORD}\n"), "only once"),
        ] {
            let (ok, _, err) = cli(&db.url, &["owner", "add", EMAIL], &stdin);
            assert!(!ok, "{backend}: {why} accepted");
            assert!(!err.contains(PASSWORD), "{err}");
        }
        let (ok, out, err) = cli(&db.url, &["owner", "add", EMAIL], &twice(PASSWORD));
        assert!(ok, "{backend}: {err}");
        assert!(!out.contains(PASSWORD) && !err.contains(PASSWORD));
        let (ok, _, _) = cli(&db.url, &["owner", "add", EMAIL], &twice(PASSWORD));
        assert!(!ok, "a second account with the same email");
        let (ok, list, _) = cli(&db.url, &["owner", "list"], "");
        assert!(ok);
        assert!(list.contains(EMAIL) && list.contains("never"), "{list}");
        assert!(!list.contains("argon2") && !list.contains('$'), "{list}");
        let pool = db.pool().await;
        let stored: String = sqlx::query_scalar("SELECT password_hash FROM owners")
            .fetch_one(&pool)
            .await
            .unwrap();
        assert!(stored.starts_with("$argon2id$v=19$"), "{stored}");
        assert!(!stored.contains(PASSWORD));

        let log = dir.path().join("server.log");
        let server = TestApp::spawn(&Options {
            extra_env: vec![("LOG".into(), "debug".into())],
            stderr_file: Some(log.clone()),
            ..Options::new(&db, dir.path())
        })
        .await;
        let sign_in = |password: &'static str| {
            server
                .client
                .post(server.url("/api/admin/session"))
                .header("origin", SITE)
                .json(&json!({ "email": EMAIL, "password": password }))
                .send()
        };
        let mut bodies = Vec::new();
        let wrong = sign_in("wrong-but-long-password").await.unwrap();
        assert_eq!(wrong.status(), 401);
        bodies.push(wrong.text().await.unwrap());
        let ok = sign_in(PASSWORD).await.unwrap();
        assert_eq!(ok.status(), 200);
        let set = ok.headers()["set-cookie"].to_str().unwrap().to_string();
        let cookie = set.split(';').next().unwrap().to_string();
        let token = cookie.split_once('=').unwrap().1.to_string();
        let body = ok.text().await.unwrap();
        let csrf = serde_json::from_str::<Value>(&body).unwrap()["csrfToken"]
            .as_str()
            .unwrap()
            .to_string();
        bodies.push(body);
        let who = |cookie: String| {
            server
                .client
                .get(server.url("/api/admin/session"))
                .header("cookie", cookie)
                .send()
        };
        let me = who(cookie.clone()).await.unwrap();
        assert_eq!(me.status(), 200);
        bodies.push(me.text().await.unwrap());
        // A new password ends the session.
        let new_password = "a-newer-longer-password";
        let (ok, _, err) = cli(&db.url, &["owner", "passwd", EMAIL], &twice(new_password));
        assert!(ok, "{err}");
        assert_eq!(who(cookie.clone()).await.unwrap().status(), 401);
        assert_eq!(sign_in(PASSWORD).await.unwrap().status(), 401);
        let again = sign_in("a-newer-longer-password").await.unwrap();
        assert_eq!(again.status(), 200);
        let cookie2 = again.headers()["set-cookie"].to_str().unwrap();
        let cookie2 = cookie2.split(';').next().unwrap().to_string();
        let (ok, list, _) = cli(&db.url, &["owner", "list"], "");
        assert!(ok && !list.contains("never"), "last sign-in shown: {list}");
        // The only owner cannot be removed, nor made staff (issue 33.7).
        let (ok, _, err) = cli(&db.url, &["owner", "remove", EMAIL], "");
        assert!(!ok && err.contains("only owner"), "{err}");
        let (ok, _, err) = cli(&db.url, &["owner", "role", EMAIL, "staff"], "");
        assert!(!ok && err.contains("only owner"), "{err}");
        let (ok, _, err) = cli(
            &db.url,
            &["owner", "add", "--role", "boss", SECOND],
            &twice(PASSWORD),
        );
        assert!(!ok && err.contains("`owner` or `staff`"), "{err}");
        // A staff account, then made an owner: now the first may go.
        let (ok, out, err) = cli(
            &db.url,
            &["owner", "add", "--role", "staff", SECOND],
            &twice(PASSWORD),
        );
        assert!(ok && out.contains("(staff)"), "{err}");
        let (_, list, _) = cli(&db.url, &["owner", "list"], "");
        assert!(
            list.lines()
                .any(|l| l.starts_with(SECOND) && l.contains("staff")),
            "{list}"
        );
        let (ok, _, err) = cli(&db.url, &["owner", "role", SECOND, "owner"], "");
        assert!(ok, "{err}");
        // Removing the account ends its sessions.
        let (ok, _, err) = cli(&db.url, &["owner", "remove", EMAIL], "");
        assert!(ok, "{err}");
        assert_eq!(who(cookie2).await.unwrap().status(), 401);
        let (_, list, _) = cli(&db.url, &["owner", "list"], "");
        assert!(!list.contains(EMAIL), "{list}");
        let cli_actions: Vec<String> =
            sqlx::query_scalar("SELECT action FROM owner_audit WHERE client = 'cli' ORDER BY id")
                .fetch_all(&pool)
                .await
                .unwrap();
        assert_eq!(
            cli_actions,
            [
                "owner-added",
                "password-changed",
                "staff-added",
                "role-set-owner",
                "owner-removed"
            ]
        );
        pool.close().await;
        server.terminate().await;
        let logged = std::fs::read_to_string(&log).unwrap();
        assert!(logged.contains("DEBUG"), "the log is at debug level");
        for secret in [
            PASSWORD,
            new_password,
            "wrong-but-long-password",
            &token,
            &csrf,
        ] {
            assert!(!logged.contains(secret), "{backend}: logged a secret");
            for b in &bodies {
                assert!(!b.contains(PASSWORD) && !b.contains(&token), "{b}");
            }
        }
        db.drop_db().await;
    }
}

/// `api owner remove` beside a running server: the command's transaction
/// reads, then writes, and the server's background work writes in between.
/// It waits for that write rather than failing with 'database is locked'
/// (seen in CI on a loaded machine): `Db::begin` takes SQLite's write lock
/// when the transaction starts, so the server's write queues behind it
/// instead. A deferred `BEGIN` fails this test at the UPDATE.
#[tokio::test]
async fn a_command_beside_the_server_waits_for_its_writes_rather_than_failing() {
    let dir = tempfile::tempdir().unwrap();
    let db = TestDb::sqlite(dir.path()).await;
    let server = Db::connect(&db.url).await.unwrap();
    let command = Db::connect(&db.url).await.unwrap();
    sqlx::query("CREATE TABLE beside (n INTEGER)")
        .execute(&server.pool)
        .await
        .unwrap();
    let mut tx = command.begin().await.unwrap();
    let owners: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM owners")
        .fetch_one(&mut *tx)
        .await
        .unwrap();
    let server_write = tokio::spawn(async move {
        sqlx::query("INSERT INTO beside (n) VALUES (1)")
            .execute(&server.pool)
            .await
    });
    // Long enough for the server's write to have run, had it not queued.
    tokio::time::sleep(Duration::from_millis(300)).await;
    sqlx::query("UPDATE owners SET role = role WHERE role = 'owner'")
        .execute(&mut *tx)
        .await
        .expect("the command's write after its read");
    tx.commit().await.unwrap();
    server_write
        .await
        .unwrap()
        .expect("the server's write, after the command's");
    assert_eq!(owners, 0);
    assert_eq!(
        scalar(&command.pool, "SELECT COUNT(*) FROM beside").await,
        1
    );
}

#[tokio::test]
async fn a_fresh_install_says_how_to_create_the_first_owner() {
    let dir = tempfile::tempdir().unwrap();
    let db = TestDb::sqlite(dir.path()).await;
    let lines = serve_start_lines(&db.url, dir.path()).await;
    assert!(
        lines.iter().any(|l| l.contains("api owner add")),
        "{lines:?}"
    );
    let password = "correct horse battery staple";
    let (ok, _, err) = cli(
        &db.url,
        &["owner", "add", "first.owner@kelvintrades.example"],
        &format!("{password}\n{password}\n"),
    );
    assert!(ok, "{err}");
    let lines = serve_start_lines(&db.url, dir.path()).await;
    assert!(
        !lines.iter().any(|l| l.contains("api owner add")),
        "{lines:?}"
    );
}

/// An owner's actions are audited with the address they came from, hashed
/// with the day's salt as at sign-in: the same client gets the same code,
/// another client another, and never the raw address.
#[tokio::test]
async fn owner_actions_are_audited_with_the_clients_code() {
    for backend in backends() {
        let app = Admin::new(backend, &[]).await;
        app.add_owner(EMAIL, PASSWORD).await;
        let session = app.sign_in().await; // from 198.51.100.1
        let a = app
            .send(
                Method::POST,
                "/api/admin/sessions/end-all",
                &[
                    ("cookie", &session.cookie),
                    ("origin", SITE),
                    ("x-csrf-token", &session.csrf),
                    ("x-forwarded-for", "203.0.113.9"),
                ],
                Some(&json!({})),
            )
            .await;
        assert_eq!(a.status, StatusCode::OK, "{}", a.body);
        let session = app.sign_in().await;
        let a = app
            .send(
                Method::DELETE,
                "/api/admin/session",
                &[
                    ("cookie", &session.cookie),
                    ("origin", SITE),
                    ("x-csrf-token", &session.csrf),
                    ("x-forwarded-for", "198.51.100.1"),
                ],
                None,
            )
            .await;
        assert_eq!(a.status, StatusCode::OK, "{}", a.body);
        let client = |action: &'static str| {
            let pool = app.db.pool.clone();
            async move {
                sqlx::query_scalar::<_, String>(
                    "SELECT client FROM owner_audit WHERE action = $1 ORDER BY id LIMIT 1",
                )
                .bind(action)
                .fetch_one(&pool)
                .await
                .unwrap()
            }
        };
        let signed_in = client("signed-in").await;
        assert_eq!(
            client("signed-out").await,
            signed_in,
            "{backend}: same client"
        );
        let other = client("ended-all-sessions").await;
        assert_ne!(other, signed_in, "{backend}: another client");
        for code in [&signed_in, &other] {
            assert!(
                !code.contains("198.51") && !code.contains("203.0"),
                "{code}"
            );
        }
        app.finish().await;
    }
}
