//! The second factor: each code once, never instead of the password, wrong
//! codes counted, and turning it on from the command line.

use super::*;

/// With a second factor on, the password alone gets a 401 marked
/// `needsCode` and no cookie; a wrong code is refused; the right code signs
/// in, and the same code cannot sign in twice. Turning it off restores
/// password-only sign-in.
#[tokio::test]
async fn a_second_factor_needs_the_current_code_and_each_code_works_once() {
    use api::admin::{accounts::OwnerEmail, totp};
    for backend in backends() {
        let app = Admin::new(backend, &[]).await;
        app.add_owner(EMAIL, PASSWORD).await;
        let email = OwnerEmail::parse(EMAIL).unwrap();
        let secret = totp::new_secret();
        let wrong_secret = totp::new_secret();
        assert!(
            totp::enable(&app.db, &email, &secret, &totp_code(&wrong_secret, 0))
                .await
                .is_err(),
            "enabling needs a code from the same secret"
        );
        totp::enable(&app.db, &email, &secret, &totp_code(&secret, 0))
            .await
            .unwrap();

        let a = app.sign_in_with_code(None, "198.51.100.7").await;
        assert_eq!(a.status, StatusCode::UNAUTHORIZED, "{backend}: {}", a.body);
        assert_eq!(a.json()["needsCode"], true);
        assert!(a.cookie().is_none(), "no session without the code");

        let wrong = if totp_code(&secret, 1) == "000000" {
            "111111"
        } else {
            "000000"
        };
        let a = app.sign_in_with_code(Some(wrong), "198.51.100.7").await;
        assert_eq!(a.status, StatusCode::UNAUTHORIZED);
        assert_eq!(a.json()["needsCode"], true);
        assert!(a.cookie().is_none());

        let code = totp_code(&secret, 1);
        // The code of the next step: the enabling code's step is used up.
        let a = app.sign_in_with_code(Some(&code), "198.51.100.7").await;
        assert_eq!(a.status, StatusCode::OK, "{backend}: {}", a.body);
        assert!(a.cookie().is_some());
        let again = app.sign_in_with_code(Some(&code), "198.51.100.8").await;
        assert_eq!(again.status, StatusCode::UNAUTHORIZED, "a code works once");
        assert!(again.cookie().is_none());

        totp::disable(&app.db, &email).await.unwrap();
        let a = app.sign_in_with_code(None, "198.51.100.9").await;
        assert_eq!(a.status, StatusCode::OK, "{}", a.body);
        let actions: Vec<String> = sqlx::query_scalar("SELECT action FROM owner_audit ORDER BY id")
            .fetch_all(&app.db.pool)
            .await
            .unwrap();
        for want in [
            "second-factor-on",
            "sign-in-failed-code",
            "second-factor-off",
        ] {
            assert!(actions.iter().any(|a| a == want), "{want} in {actions:?}");
        }
        app.finish().await;
    }
}

/// Issue 19.6: with a second factor on, a right password alone answered
/// `needsCode` and a wrong one 'wrong password', which confirmed the password
/// to a guesser. Now the answers are the same whether the password is right
/// or wrong, with or without a code, and a wrong password does not use up the
/// code sent with it.
#[tokio::test]
async fn a_second_factor_does_not_confirm_the_password() {
    for backend in backends() {
        let app = Admin::new(backend, &[]).await;
        let secret = app.owner_with_second_factor().await;
        let wrong_password = "not-the-password-at-all";
        let code = totp_code(&secret, 1);
        let wrong_code = if code == "000000" { "111111" } else { "000000" };
        let from = "198.51.100.17";

        let right = app.sign_in_with(PASSWORD, None, from).await;
        let wrong = app.sign_in_with(wrong_password, None, from).await;
        assert_eq!(right.status, StatusCode::UNAUTHORIZED, "{backend}");
        assert_eq!(right.json()["needsCode"], true);
        assert_eq!(
            (wrong.status, &wrong.body),
            (right.status, &right.body),
            "{backend}: without a code"
        );

        let right = app.sign_in_with(PASSWORD, Some(wrong_code), from).await;
        let wrong = app.sign_in_with(wrong_password, Some(&code), from).await;
        assert_eq!(right.status, StatusCode::UNAUTHORIZED, "{backend}");
        assert_eq!(
            (wrong.status, &wrong.body),
            (right.status, &right.body),
            "{backend}: with a code"
        );
        assert!(wrong.cookie().is_none());

        let a = app.sign_in_with(PASSWORD, Some(&code), from).await;
        assert_eq!(
            a.status,
            StatusCode::OK,
            "{backend}: the code is still good: {}",
            a.body
        );
        app.finish().await;
    }
}

/// Wrong codes count as failed sign-ins: after the threshold the account is
/// locked even for the right code, so six digits cannot be guessed.
#[tokio::test]
async fn wrong_codes_lock_the_account_like_wrong_passwords() {
    for backend in backends() {
        let app = Admin::new(backend, &[]).await;
        let secret = app.owner_with_second_factor().await;
        let valid: Vec<String> = (-1..=1).map(|s| totp_code(&secret, s)).collect();
        let wrong = (0..1_000_000)
            .map(|n| format!("{n:06}"))
            .find(|c| !valid.contains(c))
            .unwrap();
        let limit = api::admin::limits::THRESHOLD as usize;
        // A different client each time: the account's own count locks it.
        for i in 0..limit {
            let a = app
                .sign_in_with_code(Some(&wrong), &format!("198.51.100.{}", 20 + i))
                .await;
            assert_eq!(
                a.status,
                StatusCode::UNAUTHORIZED,
                "attempt {i}: {}",
                a.body
            );
        }
        let a = app
            .sign_in_with_code(Some(&totp_code(&secret, 1)), "198.51.100.99")
            .await;
        assert_eq!(
            a.status,
            StatusCode::TOO_MANY_REQUESTS,
            "{backend}: {}",
            a.body
        );
        app.finish().await;
    }
}

/// `api owner totp-on` prints a key and an otpauth address, and turns the
/// factor on only with a code the app would show for that key.
#[tokio::test]
async fn owner_totp_on_from_the_cli_confirms_a_code() {
    use std::io::{BufRead, BufReader, Write};
    use std::process::{Command, Stdio};
    for backend in backends() {
        let app = Admin::new(backend, &[]).await;
        app.add_owner(EMAIL, PASSWORD).await;
        let url = app.app.database_url().to_string();
        let run = |code_for: &dyn Fn(&str) -> String| -> (bool, String) {
            let mut child = Command::new(env!("CARGO_BIN_EXE_api"))
                .args(["owner", "totp-on", EMAIL])
                .env_clear()
                .env("DATABASE_URL", &url)
                .stdin(Stdio::piped())
                .stdout(Stdio::piped())
                .stderr(Stdio::piped())
                .spawn()
                .unwrap();
            let mut out = BufReader::new(child.stdout.take().unwrap());
            let mut seen = String::new();
            let secret = loop {
                let mut line = String::new();
                assert!(
                    out.read_line(&mut line).unwrap() > 0,
                    "no key printed: {seen}"
                );
                seen.push_str(&line);
                if let Some(key) = line.trim().strip_prefix("or type the key by hand: ") {
                    break key.to_string();
                }
            };
            assert!(seen.contains("otpauth://totp/"), "{seen}");
            let mut stdin = child.stdin.take().unwrap();
            writeln!(stdin, "{}", code_for(&secret)).unwrap();
            drop(stdin);
            let status = child.wait().unwrap();
            (status.success(), secret)
        };
        let (ok, _) = run(&|_| "12345".into());
        assert!(!ok, "a malformed code leaves the factor off");
        let (ok, secret) = run(&|s| totp_code(s, 0));
        assert!(ok, "{backend}");
        let stored: Option<String> = sqlx::query_scalar("SELECT totp_secret FROM owners")
            .fetch_one(&app.db.pool)
            .await
            .unwrap();
        assert_eq!(stored.as_deref(), Some(secret.as_str()));
        let a = app.sign_in_with_code(None, "198.51.100.40").await;
        assert_eq!(a.json()["needsCode"], true);
        app.finish().await;
    }
}
