use crate::helpers::*;
use serde_json::{Value, json};
use std::collections::HashSet;
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// Enquiries are posted concurrently while the server is killed with SIGKILL
/// and restarted: every enquiry that got a success answer is in the database.
#[tokio::test]
async fn every_acknowledged_enquiry_survives_sigkill() {
    for backend in backends() {
        let dir = tempfile::tempdir().unwrap();
        let db = test_db(backend, dir.path()).await;
        let opts = Options::new(&db, dir.path());
        let acknowledged: Arc<Mutex<HashSet<String>>> = Arc::default();
        let mut attempted = 0;
        for round in 0..2 {
            let app = Arc::new(TestApp::spawn(&opts).await);
            let pid = app.child.id().expect("running");
            let mut tasks = Vec::new();
            for worker in 0..8 {
                let app = app.clone();
                let acknowledged = acknowledged.clone();
                tasks.push(tokio::spawn(async move {
                    let mut sent = 0;
                    for i in 0.. {
                        let name = format!("Round {round} worker {worker} number {i}");
                        let res = app.client.post(app.url("/api/contact")).json(&json!({ "name": name, "phone": "0141 496 0000", "email": "x@example.com", "service": "Tap Repair" })).send().await;
                        sent += 1;
                        match res {
                            Ok(r) if r.status() == 200 => {
                                if r.json::<Value>().await.is_ok_and(|b| b["success"] == true) {
                                    acknowledged.lock().unwrap().insert(name);
                                }
                            }
                            _ => break,
                        }
                    }
                    sent
                }));
            }
            // Kill mid-flight, while the workers are still posting.
            tokio::time::sleep(Duration::from_millis(1500)).await;
            std::process::Command::new("kill")
                .args(["-KILL", &pid.to_string()])
                .status()
                .expect("kill -KILL");
            for t in tasks {
                attempted += t.await.unwrap();
            }
            drop(app);
        }
        assert!(
            attempted > acknowledged.lock().unwrap().len(),
            "{backend}: some requests were cut off by the kill"
        );
        // Restart once more to make sure the database opens cleanly, then check.
        let app = TestApp::spawn(&opts).await;
        let pool = db.pool().await;
        let stored: HashSet<String> = enquiries(&pool)
            .await
            .into_iter()
            .filter_map(|r| r["name"].clone())
            .collect();
        let acknowledged = acknowledged.lock().unwrap().clone();
        assert!(
            acknowledged.len() > 20,
            "{backend}: expected a real load, got {} acknowledged",
            acknowledged.len()
        );
        let lost: Vec<&String> = acknowledged
            .iter()
            .filter(|n| !stored.contains(*n))
            .collect();
        assert!(
            lost.is_empty(),
            "{backend}: {} acknowledged enquiries lost, e.g. {:?}",
            lost.len(),
            lost.iter().take(3).collect::<Vec<_>>()
        );
        let queued = scalar(&pool, "SELECT COUNT(*) FROM outbox").await;
        assert_eq!(
            queued as usize,
            2 * stored.len(),
            "{backend}: each stored enquiry has both emails queued (same transaction)"
        );
        pool.close().await;
        app.kill().await;
        db.drop_db().await;
    }
}
