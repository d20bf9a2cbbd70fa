//! `just bench-push`: how long a phone alert takes locally (issue 23.2), from
//! an emergency enquiry being posted to its push arriving, decrypted, at a
//! push endpoint on 127.0.0.1 (a real push service adds its own network hop
//! on top). Runs the real `api serve` on a fresh SQLite file, signs an owner
//! in, turns alerts on for one device and sends 30 emergencies one at a
//! time, printing the median and 95th percentile of: the enquiry's answer,
//! and the push's arrival (both measured from the moment the post began).

mod common;

use axum::body::Bytes;
use axum::extract::State;
use axum::http::StatusCode;
use common::SITE;
use data_encoding::BASE64URL_NOPAD;
use p256::elliptic_curve::sec1::ToEncodedPoint;
use serde_json::{Value, json};
use std::time::{Duration, Instant};

use tokio::sync::mpsc;

const N: usize = 30;
const EMAIL: &str = "bench-owner@kelvintrades.example";
const PASSWORD: &str = "bench-tenement-close-77";

type Endpoint = (
    mpsc::UnboundedSender<(Instant, Value)>,
    p256::SecretKey,
    [u8; 16],
);

/// The push service and the phone in one: decrypts and reports arrival.
async fn receive(State((tx, secret, auth)): State<Endpoint>, body: Bytes) -> StatusCode {
    let at = Instant::now();
    let plain = web_push_native::decrypt(
        body.to_vec(),
        &secret,
        web_push_native::Auth::from_slice(&auth),
    )
    .expect("decrypts");
    let _ = tx.send((at, serde_json::from_slice(&plain).unwrap()));
    StatusCode::CREATED
}

fn quantiles(mut ms: Vec<f64>) -> (f64, f64) {
    ms.sort_by(|a, b| a.partial_cmp(b).unwrap());
    (
        ms[ms.len() / 2],
        ms[(ms.len() * 95 / 100).min(ms.len() - 1)],
    )
}

#[tokio::main]
async fn main() {
    let dir = tempfile::tempdir().unwrap();
    let database_url = format!("sqlite://{}", dir.path().join("bench.db").display());

    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let origin = format!("http://{}", listener.local_addr().unwrap());
    let secret = p256::SecretKey::random(&mut rand::rngs::OsRng);
    let auth: [u8; 16] = rand::random();
    let (tx, mut arrivals) = mpsc::unbounded_channel();
    let router = axum::Router::new()
        .route("/push/1", axum::routing::post(receive))
        .with_state((tx, secret.clone(), auth));
    tokio::spawn(async move { axum::serve(listener, router).await.unwrap() });

    common::add_owner(&database_url, EMAIL, PASSWORD).await;
    let (mut server, base) = common::serve(
        &database_url,
        dir.path(),
        &[
            ("CONTACT_RATE_LIMIT", "10000"),
            ("PUSH_EXTRA_ORIGINS", &origin),
        ],
    )
    .await;

    let client = reqwest::Client::new();
    let signed_in = client
        .post(format!("{base}/api/admin/session"))
        .header("origin", SITE)
        .json(&json!({ "email": EMAIL, "password": PASSWORD }))
        .send()
        .await
        .unwrap();
    assert_eq!(signed_in.status(), 200);
    // The session and the device cookie (alerts belong to a known device).
    let cookie = signed_in
        .headers()
        .get_all("set-cookie")
        .iter()
        .map(|v| v.to_str().unwrap().split(';').next().unwrap().to_string())
        .collect::<Vec<_>>()
        .join("; ");
    let csrf = signed_in.json::<Value>().await.unwrap()["csrfToken"]
        .as_str()
        .unwrap()
        .to_string();
    let point = secret.public_key().to_encoded_point(false);
    let subscribed = client
        .post(format!("{base}/api/admin/push/subscriptions"))
        .header("origin", SITE)
        .header("cookie", &cookie)
        .header("x-csrf-token", &csrf)
        .json(&json!({
            "endpoint": format!("{origin}/push/1"),
            "keys": { "p256dh": BASE64URL_NOPAD.encode(point.as_bytes()), "auth": BASE64URL_NOPAD.encode(&auth) },
        }))
        .send()
        .await
        .unwrap();
    assert_eq!(
        subscribed.status(),
        201,
        "{}",
        subscribed.text().await.unwrap()
    );

    let (mut answered, mut arrived) = (Vec::new(), Vec::new());
    for i in 0..N {
        let started = Instant::now();
        let res = client
            .post(format!("{base}/api/contact"))
            .json(&json!({ "name": format!("Bench Caller {i}"), "phone": "0141 496 0000", "service": "Burst Pipe Repair", "isEmergency": true }))
            .send()
            .await
            .unwrap();
        assert_eq!(res.status(), 200);
        answered.push(started.elapsed().as_secs_f64() * 1e3);
        let (at, alert) = tokio::time::timeout(Duration::from_secs(10), arrivals.recv())
            .await
            .expect("the push arrived within 10 s")
            .unwrap();
        assert!(
            alert["body"]
                .as_str()
                .unwrap()
                .starts_with(&format!("Bench Caller {i}"))
        );
        arrived.push(at.duration_since(started).as_secs_f64() * 1e3);
    }
    let (a50, a95) = quantiles(answered);
    let (p50, p95) = quantiles(arrived);
    println!("push latency, {N} emergencies one at a time (SQLite, 127.0.0.1):");
    println!("  enquiry answered   median {a50:7.1} ms   p95 {a95:7.1} ms");
    println!(
        "  push arrived       median {p50:7.1} ms   p95 {p95:7.1} ms   (decrypted, from the post)"
    );
    let _ = server.kill().await;
}
