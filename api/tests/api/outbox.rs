use crate::helpers::*;
use crate::smtp_sink::SmtpSink;
use serde_json::json;
use std::time::Duration;

/// SMTP is down, enquiries keep coming, the server restarts, SMTP comes back:
/// every notification is delivered, and attempts and errors were recorded.
#[tokio::test]
async fn mail_survives_an_smtp_outage_and_a_server_restart() {
    for backend in backends() {
        let dir = tempfile::tempdir().unwrap();
        let db = test_db(backend, dir.path()).await;
        // Reserve a port with nothing listening on it yet.
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .unwrap()
            .local_addr()
            .unwrap()
            .port();
        let opts = Options {
            database_url: db.url.clone(),
            smtp_url: Some(format!("smtp://127.0.0.1:{port}")),
            mail_dir: dir.path().join("mail"),
            ..Default::default()
        };
        let app = TestApp::spawn(&opts).await;
        let mut names = Vec::new();
        for i in 0..3 {
            let name = format!("Customer {i}");
            let res = app.post_json("/api/contact", &json!({ "name": name, "phone": "0141 496 0000", "email": format!("c{i}@example.com"), "service": "Boiler Services" })).await;
            assert_eq!(
                res.status(),
                200,
                "{backend}: the enquiry is accepted while mail is down"
            );
            names.push(name);
        }
        let pool = db.pool().await;
        // The worker tries, fails, records the error and backs off.
        let deadline = tokio::time::Instant::now() + Duration::from_secs(20);
        while scalar(
            &pool,
            "SELECT COUNT(*) FROM outbox WHERE attempts >= 2 AND last_error IS NOT NULL",
        )
        .await
            < 6
        {
            assert!(
                tokio::time::Instant::now() < deadline,
                "{backend}: expected failed attempts to be recorded"
            );
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        let health: serde_json::Value = app.get("/api/health").await.json().await.unwrap();
        assert_eq!(health["mail"]["queue"]["pending"], 6);
        assert_eq!(health["mail"]["queue"]["retrying"], 6);
        assert!(
            health["mail"]["queue"]["lastError"]
                .as_str()
                .unwrap()
                .contains("SMTP")
        );
        app.kill().await;

        // The mail server comes back while our server is down; then we restart.
        let sink = SmtpSink::start_on(port).await;
        let app = TestApp::spawn(&opts).await;
        let mail = sink.wait_for(6, 30).await;
        assert_eq!(mail.len(), 6, "{backend}: each notification once");
        for name in &names {
            assert!(
                mail.iter()
                    .any(|m| m.rcpt_to == [NOTIFY] && m.decoded().contains(name.as_str())),
                "{backend}: notification for {name}"
            );
        }
        let deadline = tokio::time::Instant::now() + Duration::from_secs(10);
        while scalar(
            &pool,
            "SELECT COUNT(*) FROM outbox WHERE sent_at IS NOT NULL",
        )
        .await
            < 6
        {
            assert!(
                tokio::time::Instant::now() < deadline,
                "{backend}: all marked sent"
            );
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        assert!(
            scalar(&pool, "SELECT MIN(attempts) FROM outbox").await >= 3,
            "{backend}: attempts recorded"
        );
        let status = app.terminate().await;
        assert!(
            status.success(),
            "{backend}: graceful exit on SIGTERM, got {status:?}"
        );
        pool.close().await;
        db.drop_db().await;
    }
}
