//! Phone alerts (issue 23.2) through the real server to a local push
//! endpoint that does what a browser's push service and the browser do: it
//! checks the VAPID token (signature, audience, expiry, the key the
//! subscription was made with) and decrypts the RFC 8291 payload with the
//! subscription's private key. It answers as told, so the tests see a gone
//! subscription deleted, a busy service retried and a late alert dropped.

use crate::admin_leads::{Stored, store};
use crate::helpers::eventually;
use crate::helpers::{NOTIFY, Options, TestApp, backends, scalar, test_db};
use crate::owner_client::OwnerClient;
use axum::Router;
use axum::body::Bytes;
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode};
use data_encoding::BASE64URL_NOPAD;
use p256::ecdsa::{Signature, VerifyingKey, signature::Verifier};
use p256::elliptic_curve::sec1::ToEncodedPoint;
use serde_json::{Value, json};
use std::collections::VecDeque;
use std::sync::{Arc, Mutex};

/// One push as the phone would show it, with the headers it came with.
#[derive(Clone, Debug)]
pub struct Received {
    pub alert: Value,
    pub urgency: String,
    pub ttl: String,
}

#[derive(Default)]
struct Shared {
    /// The server's VAPID public key, as the inbox was given it.
    vapid_key: String,
    /// Statuses to answer, in turn; 201 once they run out.
    answers: VecDeque<u16>,
    received: Vec<Received>,
    /// How long each answer takes, as a busy push service's might.
    delay: std::time::Duration,
    /// Anything that failed a check: must stay empty.
    refused: Vec<String>,
    attempts: usize,
}

/// A browser's push subscription and the service behind it.
pub struct PushEndpoint {
    pub origin: String,
    secret: p256::SecretKey,
    auth: [u8; 16],
    shared: Arc<Mutex<Shared>>,
    task: tokio::task::JoinHandle<()>,
}

fn check(shared: &Shared, origin: &str, headers: &HeaderMap) -> Result<(), String> {
    let header = |name: &str| {
        headers
            .get(name)
            .and_then(|v| v.to_str().ok())
            .map(str::to_string)
            .ok_or(format!("no {name} header"))
    };
    if header("content-encoding")? != "aes128gcm" {
        return Err("not aes128gcm".into());
    }
    header("ttl")?
        .parse::<u64>()
        .map_err(|_| "TTL not a number")?;
    let auth = header("authorization")?;
    let (token, key) = auth
        .strip_prefix("vapid t=")
        .and_then(|rest| rest.split_once(", k="))
        .ok_or("not a vapid authorization")?;
    if key != shared.vapid_key {
        return Err(format!(
            "signed with {key}, subscribed with {}",
            shared.vapid_key
        ));
    }
    let public = BASE64URL_NOPAD.decode(key.as_bytes()).map_err(|_| "k")?;
    let verifying = VerifyingKey::from_sec1_bytes(&public).map_err(|_| "k not a key")?;
    let (input, sig) = token.rsplit_once('.').ok_or("token")?;
    let sig = BASE64URL_NOPAD.decode(sig.as_bytes()).map_err(|_| "sig")?;
    let sig = Signature::from_slice(&sig).map_err(|_| "sig shape")?;
    verifying
        .verify(input.as_bytes(), &sig)
        .map_err(|_| "bad VAPID signature")?;
    let (head, claims) = input.split_once('.').ok_or("token parts")?;
    let head: Value =
        serde_json::from_slice(&BASE64URL_NOPAD.decode(head.as_bytes()).unwrap()).unwrap();
    if head["alg"] != "ES256" {
        return Err("alg".into());
    }
    let claims: Value =
        serde_json::from_slice(&BASE64URL_NOPAD.decode(claims.as_bytes()).unwrap()).unwrap();
    if claims["aud"] != origin {
        return Err(format!("aud {} is not {origin}", claims["aud"]));
    }
    let exp = claims["exp"].as_i64().ok_or("exp")?;
    let now = chrono::Utc::now().timestamp();
    if exp <= now || exp > now + 24 * 3600 {
        return Err("exp out of range".into());
    }
    if claims["sub"] != format!("mailto:{NOTIFY}") {
        return Err(format!("sub {}", claims["sub"]));
    }
    Ok(())
}

impl PushEndpoint {
    pub async fn start() -> PushEndpoint {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let origin = format!("http://{}", listener.local_addr().unwrap());
        let secret = p256::SecretKey::random(&mut rand::rngs::OsRng);
        let auth: [u8; 16] = rand::random();
        let shared = Arc::new(Mutex::new(Shared::default()));
        let state = (shared.clone(), secret.clone(), auth, origin.clone());
        type St = (Arc<Mutex<Shared>>, p256::SecretKey, [u8; 16], String);
        async fn receive(
            State((shared, secret, auth, origin)): State<St>,
            headers: HeaderMap,
            body: Bytes,
        ) -> StatusCode {
            let delay = shared.lock().unwrap().delay;
            tokio::time::sleep(delay).await;
            let mut s = shared.lock().unwrap();
            s.attempts += 1;
            if let Err(e) = check(&s, &origin, &headers) {
                s.refused.push(e);
                return StatusCode::BAD_REQUEST;
            }
            let status = s.answers.pop_front().unwrap_or(201);
            if status != 201 {
                return StatusCode::from_u16(status).unwrap();
            }
            let plain = match web_push_native::decrypt(
                body.to_vec(),
                &secret,
                web_push_native::Auth::from_slice(&auth),
            ) {
                Ok(p) => p,
                Err(e) => {
                    s.refused.push(format!("could not decrypt: {e}"));
                    return StatusCode::BAD_REQUEST;
                }
            };
            let header = |n: &str| {
                headers
                    .get(n)
                    .map(|v| v.to_str().unwrap().to_string())
                    .unwrap_or_default()
            };
            s.received.push(Received {
                alert: serde_json::from_slice(&plain).expect("the payload is JSON"),
                urgency: header("urgency"),
                ttl: header("ttl"),
            });
            StatusCode::CREATED
        }
        let app = Router::new()
            .route("/push/{n}", axum::routing::post(receive))
            .with_state(state);
        let task = tokio::spawn(async move {
            axum::serve(listener, app).await.unwrap();
        });
        PushEndpoint {
            origin,
            secret,
            auth,
            shared,
            task,
        }
    }

    /// The subscription a browser would post, at `/push/{n}`.
    pub fn subscription(&self, n: u32, all_leads: bool) -> Value {
        let point = self.secret.public_key().to_encoded_point(false);
        json!({
            "endpoint": format!("{}/push/{n}", self.origin),
            "keys": {
                "p256dh": BASE64URL_NOPAD.encode(point.as_bytes()),
                "auth": BASE64URL_NOPAD.encode(&self.auth),
            },
            "allLeads": all_leads,
        })
    }

    pub fn expect_key(&self, key: &str) {
        self.shared.lock().unwrap().vapid_key = key.to_string();
    }

    pub fn answer_after(&self, delay: std::time::Duration) {
        self.shared.lock().unwrap().delay = delay;
    }

    pub fn answer_next(&self, statuses: &[u16]) {
        self.shared.lock().unwrap().answers.extend(statuses);
    }

    pub fn received(&self) -> Vec<Received> {
        let s = self.shared.lock().unwrap();
        assert!(s.refused.is_empty(), "refused: {:?}", s.refused);
        s.received.clone()
    }

    pub fn attempts(&self) -> usize {
        self.shared.lock().unwrap().attempts
    }

    pub async fn wait_for(&self, n: usize, what: &str) -> Vec<Received> {
        eventually(10, what, || async { self.received().len() >= n }).await;
        self.received()
    }
}

impl Drop for PushEndpoint {
    fn drop(&mut self) {
        self.task.abort();
    }
}

async fn inbox_with(endpoint: &PushEndpoint, backend: &str) -> OwnerClient {
    let inbox = OwnerClient::start_with(backend, |o, _| Options {
        extra_env: vec![("PUSH_EXTRA_ORIGINS".into(), endpoint.origin.clone())],
        ..o
    })
    .await;
    let (status, push) = inbox.get("/push").await;
    assert_eq!(status, 200, "{backend}: {push}");
    endpoint.expect_key(push["publicKey"].as_str().unwrap());
    inbox
}

/// Turns alerts on as the inbox does; the new subscription's id.
async fn subscribe(inbox: &OwnerClient, body: Value) -> i64 {
    let (status, answer) = inbox.post("/push/subscriptions", Some(body)).await;
    assert_eq!(status, 201, "{answer}");
    let devices = answer["devices"].as_array().unwrap();
    assert!(devices.iter().all(|d| d["thisDevice"] == true), "{answer}");
    // The newest is the one just made (the tests subscribe several endpoints
    // from one signed-in device).
    devices
        .iter()
        .map(|d| d["id"].as_i64().unwrap())
        .max()
        .unwrap()
}

async fn send_lead(inbox: &OwnerClient, emergency: bool) -> i64 {
    send_lead_to(&inbox.app, emergency, "Morag Campbell").await
}

/// An enquiry from `name` (the same form sent twice is one enquiry).
async fn send_lead_to(app: &TestApp, emergency: bool, name: &str) -> i64 {
    let res = app
        .post_json(
            "/api/contact",
            &json!({
                "name": name, "phone": "07700 900456",
                "service": "Burst Pipe Repair", "message": "No heating or hot water since this morning.",
                "location": "Partick, G11", "isEmergency": emergency,
            }),
        )
        .await;
    let status = res.status();
    let body = res.json::<Value>().await.unwrap();
    assert_eq!(status, 200, "{body}");
    body["id"].as_i64().unwrap()
}

#[tokio::test]
async fn an_emergency_reaches_every_device_and_a_lead_only_those_that_asked() {
    for backend in backends() {
        let endpoint = PushEndpoint::start().await;
        let inbox = inbox_with(&endpoint, backend).await;
        let emergencies_only = subscribe(&inbox, endpoint.subscription(1, false)).await;
        let every_lead = subscribe(&inbox, endpoint.subscription(2, true)).await;
        assert_ne!(emergencies_only, every_lead);

        let routine = send_lead(&inbox, false).await;
        let got = endpoint.wait_for(1, "the routine lead's push").await;
        assert_eq!(
            got[0].alert["title"],
            format!("New lead #{routine}: Burst Pipe Repair")
        );
        assert_eq!(
            got[0].alert["body"],
            "Morag Campbell, Partick, G11: No heating or hot water since this morning."
        );
        assert_eq!(got[0].alert["url"], format!("/admin#/leads/{routine}"));
        assert_eq!(got[0].urgency, "normal");
        assert_eq!(got[0].ttl, "300");

        let emergency = send_lead(&inbox, true).await;
        let got = endpoint.wait_for(3, "the emergency's pushes").await;
        for r in &got[1..] {
            assert_eq!(
                r.alert["title"],
                format!("Emergency #{emergency}: Burst Pipe Repair")
            );
            assert_eq!(r.alert["urgent"], true);
            assert_eq!(r.urgency, "high");
        }
        // Nothing more: the routine lead went to one device only.
        tokio::time::sleep(std::time::Duration::from_millis(500)).await;
        assert_eq!(endpoint.received().len(), 3, "{backend}");
        let (_, push) = inbox.get("/push").await;
        assert!(push["devices"][0]["lastSentAt"].is_string(), "{push}");
        inbox.finish().await;
    }
}

#[tokio::test]
async fn a_busy_service_is_retried_a_gone_subscription_deleted_and_a_late_alert_dropped() {
    for backend in backends() {
        let endpoint = PushEndpoint::start().await;
        let inbox = inbox_with(&endpoint, backend).await;
        let id = subscribe(&inbox, endpoint.subscription(1, true)).await;

        // Busy, then fine: delivered on the second try, and the lead was
        // stored and answered whatever the push service did.
        endpoint.answer_next(&[503]);
        let lead = send_lead(&inbox, false).await;
        endpoint.wait_for(1, "the retried push").await;
        assert_eq!(endpoint.attempts(), 2, "{backend}");
        assert_eq!(
            scalar(
                &inbox.pool,
                &format!("SELECT attempts FROM push_queue WHERE enquiry_id = {lead}")
            )
            .await,
            2
        );

        // Never answering well: dropped once past its age, never sent late.
        endpoint.answer_next(&[503; 50]);
        let (status, _) = inbox
            .post(&format!("/push/subscriptions/{id}/test"), None)
            .await;
        assert_eq!(status, 202);
        eventually(10, "a failed attempt", || async {
            scalar(
                &inbox.pool,
                "SELECT COUNT(*) FROM push_queue WHERE kind = 'test' AND attempts >= 1",
            )
            .await
                == 1
        })
        .await;
        sqlx::query(
            "UPDATE push_queue SET expires_at = '2020-01-01T00:00:00.000Z' WHERE kind = 'test'",
        )
        .execute(&inbox.pool)
        .await
        .unwrap();
        eventually(10, "the late alert dropped", || async {
            scalar(
                &inbox.pool,
                "SELECT COUNT(*) FROM push_queue WHERE kind = 'test' AND state = 'dropped'",
            )
            .await
                == 1
        })
        .await;
        assert_eq!(endpoint.received().len(), 1);

        // Gone: the subscription is deleted, and with it its queue.
        endpoint.shared.lock().unwrap().answers = VecDeque::from([410]);
        let (status, _) = inbox
            .post(&format!("/push/subscriptions/{id}/test"), None)
            .await;
        assert_eq!(status, 202);
        eventually(10, "the gone subscription deleted", || async {
            scalar(&inbox.pool, "SELECT COUNT(*) FROM push_subscriptions").await == 0
        })
        .await;
        let (_, push) = inbox.get("/push").await;
        assert_eq!(push["devices"], json!([]), "{backend}");
        inbox.finish().await;
    }
}

#[tokio::test]
async fn an_overdue_follow_up_is_pushed_once() {
    for backend in backends() {
        let endpoint = PushEndpoint::start().await;
        let inbox = inbox_with(&endpoint, backend).await;
        let lead = store(
            &inbox.pool,
            Stored {
                name: "Alasdair Reid",
                service: "Gutter Repair",
                ..Stored::default()
            },
        )
        .await;
        sqlx::query("UPDATE enquiries SET follow_up_on = '2026-01-05' WHERE id = $1")
            .bind(lead)
            .execute(&inbox.pool)
            .await
            .unwrap();
        // Turning alerts on tells the new device of what is already overdue.
        let id = subscribe(&inbox, endpoint.subscription(1, false)).await;
        let got = endpoint.wait_for(1, "the overdue push").await;
        assert_eq!(
            got[0].alert["title"],
            format!("Follow-up due #{lead}: Gutter Repair")
        );
        assert_eq!(
            got[0].alert["body"],
            "Alasdair Reid: you meant to follow up by Monday 5 January 2026."
        );
        // Once: a later wake (the test button) brings the test alone.
        inbox
            .post(&format!("/push/subscriptions/{id}/test"), None)
            .await;
        let got = endpoint.wait_for(2, "the test push").await;
        assert_eq!(got[1].alert["title"], "Test alert");
        tokio::time::sleep(std::time::Duration::from_millis(400)).await;
        assert_eq!(endpoint.received().len(), 2, "{backend}");
        // Settled alerts name customers: retention deletes them after a day.
        let db = api::store::db::Db::connect(inbox.database_url())
            .await
            .unwrap();
        let purged =
            api::tasks::retention::purge_settled_pushes_before(&db, "9999-12-31T00:00:00.000Z")
                .await
                .unwrap();
        assert_eq!(purged, 2);
        db.pool.close().await;
        inbox.finish().await;
    }
}

#[tokio::test]
async fn devices_are_the_owners_own_and_hostile_subscriptions_are_refused() {
    for backend in backends() {
        let endpoint = PushEndpoint::start().await;
        let inbox = inbox_with(&endpoint, backend).await;
        let good = endpoint.subscription(1, false);
        for (change, message) in [
            (
                json!({"endpoint": "http://169.254.169.254/latest/meta-data"}),
                "That push endpoint is not a browser push service this server sends to.",
            ),
            (
                json!({"endpoint": "https://fcm.googleapis.com.evil.example/x"}),
                "That push endpoint is not a browser push service this server sends to.",
            ),
            (
                json!({"keys": {"p256dh": "AAAA", "auth": good["keys"]["auth"]}}),
                "keys.p256dh is not a P-256 public key.",
            ),
            (
                json!({"keys": {"p256dh": good["keys"]["p256dh"], "auth": "AAAA"}}),
                "keys.auth must be 16 bytes.",
            ),
        ] {
            let mut body = good.clone();
            for (k, v) in change.as_object().unwrap() {
                body[k] = v.clone();
            }
            let (status, answer) = inbox.post("/push/subscriptions", Some(body)).await;
            assert_eq!(
                (status, answer["error"].as_str().unwrap()),
                (400, message),
                "{backend}"
            );
        }
        let (status, _) = inbox
            .post("/push/subscriptions", Some(json!({"endpoint": 1})))
            .await;
        assert_eq!(status, 400);
        assert_eq!(
            scalar(&inbox.pool, "SELECT COUNT(*) FROM push_subscriptions").await,
            0
        );

        // A browser the account never signed in on (no device cookie) is told to.
        let res = inbox
            .app
            .client
            .post(inbox.app.url("/api/admin/push/subscriptions"))
            .header("cookie", inbox.session_cookie())
            .header("origin", crate::owner_client::SITE)
            .header("x-csrf-token", inbox.csrf())
            .json(&good)
            .send()
            .await
            .unwrap();
        assert_eq!(res.status(), 409);

        let id = subscribe(&inbox, good.clone()).await;
        // Choosing every lead, then turning alerts off.
        let (status, answer) = inbox
            .post(
                &format!("/push/subscriptions/{id}"),
                Some(json!({"allLeads": true})),
            )
            .await;
        assert_eq!(status, 200);
        assert_eq!(answer["devices"][0]["allLeads"], true);
        let (status, _) = inbox
            .post(
                &format!("/push/subscriptions/{id}"),
                Some(json!({"allLeads": "yes"})),
            )
            .await;
        assert_eq!(status, 400);
        // Another account's device, or none, is not found.
        for other in ["999999", "0", "-1", "abc"] {
            let (status, _) = inbox
                .post(&format!("/push/subscriptions/{other}/test"), None)
                .await;
            assert_eq!(status, 404, "{other}");
            let (status, _) = inbox.delete(&format!("/push/subscriptions/{other}")).await;
            assert_eq!(status, 404, "{other}");
        }
        let (status, answer) = inbox.delete(&format!("/push/subscriptions/{id}")).await;
        assert_eq!((status, answer["devices"].clone()), (200, json!([])));

        // The same browser again refreshes its row rather than adding one.
        subscribe(&inbox, good.clone()).await;
        subscribe(&inbox, good).await;
        assert_eq!(
            scalar(&inbox.pool, "SELECT COUNT(*) FROM push_subscriptions").await,
            1
        );
        // Forgetting the devices (a password change) stops their alerts.
        let owner = scalar(&inbox.pool, "SELECT id FROM owners").await;
        let db = api::store::db::Db::connect(inbox.database_url())
            .await
            .unwrap();
        api::admin::accounts::forget_devices(&db, owner)
            .await
            .unwrap();
        db.pool.close().await;
        assert_eq!(
            scalar(&inbox.pool, "SELECT COUNT(*) FROM push_subscriptions").await,
            0
        );
        inbox.finish().await;
    }
}

#[tokio::test]
async fn two_instances_on_one_database_send_each_alert_once() {
    for backend in backends() {
        let endpoint = PushEndpoint::start().await;
        // A slow push service: an alert claimed by both would arrive twice.
        endpoint.answer_after(std::time::Duration::from_millis(150));
        let dir = tempfile::tempdir().unwrap();
        let db = test_db(backend, dir.path()).await;
        let opts = Options {
            extra_env: vec![("PUSH_EXTRA_ORIGINS".into(), endpoint.origin.clone())],
            ..Options::new(&db, dir.path())
        };
        let (a, b) = tokio::join!(TestApp::spawn(&opts), TestApp::spawn(&opts));
        let inbox = OwnerClient::sign_in(a, db, dir).await;
        let (_, push) = inbox.get("/push").await;
        endpoint.expect_key(push["publicKey"].as_str().unwrap());
        subscribe(&inbox, endpoint.subscription(1, false)).await;
        let n = 12;
        let mut ids = Vec::new();
        for i in 0..n {
            let app = if i % 2 == 0 { &inbox.app } else { &b };
            ids.push(send_lead_to(app, true, &format!("Caller {i}")).await);
        }
        let got = endpoint.wait_for(n, "every emergency's alert").await;
        tokio::time::sleep(std::time::Duration::from_millis(600)).await;
        let got_titles: Vec<String> = endpoint
            .received()
            .iter()
            .map(|r| r.alert["title"].as_str().unwrap().to_string())
            .collect();
        assert_eq!(got_titles.len(), n, "{backend}: {got_titles:?}");
        for id in ids {
            let title = format!("Emergency #{id}: Burst Pipe Repair");
            assert_eq!(
                got_titles.iter().filter(|t| **t == title).count(),
                1,
                "{backend}: {title}"
            );
        }
        drop(got);
        b.kill().await;
        inbox.finish().await;
    }
}
