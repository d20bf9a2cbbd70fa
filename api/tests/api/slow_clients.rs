//! Slow and idle clients against the real server (issue 10.3): each holds a
//! connection open by sending little or nothing, the way a slowloris attack
//! does. The server must let go of them and keep answering everyone else.
//! Every bound below is generous (many times the configured timeout): these
//! tests check that connections are released, not how fast.

use crate::helpers::*;
use serde_json::json;
use std::time::Duration;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

/// How long a test waits for something the server should do after a timeout
/// of a second or two.
const BOUND: Duration = Duration::from_secs(15);

fn env(pairs: &[(&str, &str)]) -> Vec<(String, String)> {
    pairs
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect()
}

async fn spawn(dir: &std::path::Path, settings: &[(&str, &str)]) -> TestApp {
    let db = TestDb::sqlite(dir).await;
    TestApp::spawn(&Options {
        extra_env: env(settings),
        ..Options::new(&db, dir)
    })
    .await
}

async fn connect(app: &TestApp) -> TcpStream {
    let addr = app.base.strip_prefix("http://").expect("http base");
    TcpStream::connect(addr).await.expect("connect")
}

/// A connection from another loopback address (`127.0.0.N`), so the server
/// sees another client.
async fn connect_from(app: &TestApp, source: &str) -> TcpStream {
    let addr = app.base.strip_prefix("http://").expect("http base");
    let socket = tokio::net::TcpSocket::new_v4().unwrap();
    socket
        .bind(format!("{source}:0").parse().unwrap())
        .expect("bind a loopback source address");
    socket
        .connect(addr.parse().unwrap())
        .await
        .expect("connect")
}

/// Reads until the server closes the connection (end of stream or reset),
/// returning what it sent first; `None` if it is still open after `bound`.
async fn closed_within(stream: &mut TcpStream, bound: Duration) -> Option<String> {
    let mut seen = Vec::new();
    let read_all = async {
        let mut buf = [0u8; 4096];
        loop {
            match stream.read(&mut buf).await {
                Ok(0) | Err(_) => return,
                Ok(n) => seen.extend_from_slice(&buf[..n]),
            }
        }
    };
    tokio::time::timeout(bound, read_all).await.ok()?;
    Some(String::from_utf8_lossy(&seen).into_owned())
}

/// Reads one HTTP/1.1 response with a Content-Length body; `None` if none
/// arrives within `bound`.
async fn response_within(stream: &mut TcpStream, bound: Duration) -> Option<String> {
    let read_one = async {
        let mut seen = Vec::new();
        let mut buf = [0u8; 4096];
        loop {
            let n = stream.read(&mut buf).await.unwrap_or(0);
            assert!(n > 0, "connection closed before a whole response");
            seen.extend_from_slice(&buf[..n]);
            let text = String::from_utf8_lossy(&seen).into_owned();
            if let Some(end) = text.find("\r\n\r\n") {
                let length = text[..end]
                    .lines()
                    .find_map(|l| {
                        let (k, v) = l.split_once(':')?;
                        k.eq_ignore_ascii_case("content-length")
                            .then(|| v.trim().parse::<usize>().ok())?
                    })
                    .unwrap_or(0);
                if seen.len() >= end + 4 + length {
                    return text;
                }
            }
        }
    };
    tokio::time::timeout(bound, read_one).await.ok()
}

const HEALTH: &[u8] = b"GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n";

#[tokio::test]
async fn slow_header_connections_are_dropped_after_the_header_timeout() {
    let dir = tempfile::tempdir().unwrap();
    // A long idle timeout, so only the header timeout can close these.
    let app = spawn(
        dir.path(),
        &[
            ("HEADER_READ_TIMEOUT_SECS", "1"),
            ("IDLE_TIMEOUT_SECS", "600"),
        ],
    )
    .await;
    // Half a request line, then nothing: the classic slowloris.
    let mut partial = connect(&app).await;
    partial
        .write_all(b"GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n")
        .await
        .unwrap();
    // Connected, and never a byte.
    let mut silent = connect(&app).await;
    let (partial, silent) = tokio::join!(
        closed_within(&mut partial, BOUND),
        closed_within(&mut silent, BOUND)
    );
    assert!(
        partial.is_some(),
        "a connection with half its headers was still open after {BOUND:?}"
    );
    assert!(
        silent.is_some(),
        "a connection that sent nothing was still open after {BOUND:?}"
    );
    // A prompt client on a fresh connection is unaffected.
    let mut prompt = connect(&app).await;
    prompt.write_all(HEALTH).await.unwrap();
    let res = response_within(&mut prompt, BOUND).await.expect("answer");
    assert!(res.starts_with("HTTP/1.1 200"), "{res}");
}

/// The defect as reported: under a 256 file-descriptor limit, 300 slow
/// connections stopped the server accepting and /api/health timed out.
#[tokio::test]
async fn health_answers_while_hundreds_of_slow_clients_hold_connections() {
    let dir = tempfile::tempdir().unwrap();
    let db = TestDb::sqlite(dir.path()).await;
    // MAX_CONNECTIONS is left at its default, which does not fit in 256
    // descriptors: the server must lower it rather than run out.
    let app = TestApp::spawn(&Options {
        extra_env: env(&[
            ("HEADER_READ_TIMEOUT_SECS", "1"),
            ("IDLE_TIMEOUT_SECS", "1"),
        ]),
        open_files_limit: Some(256),
        ..Options::new(&db, dir.path())
    })
    .await;
    let mut slow = Vec::new();
    for _ in 0..300 {
        let mut s = connect(&app).await;
        s.write_all(b"GET / HTTP/1.1\r\n").await.unwrap();
        slow.push(s);
    }
    // Asked from another address: the slow connections' own client is past
    // its share of connections (issue 19.2).
    let mut health = connect_from(&app, "127.0.0.2").await;
    health.write_all(HEALTH).await.unwrap();
    let health = response_within(&mut health, Duration::from_secs(60))
        .await
        .expect("/api/health did not answer within 60s while slow clients held connections");
    assert!(health.starts_with("HTTP/1.1 200"), "{health}");
    // Every slow client was let go, none held for ever.
    let mut still_open = 0;
    for s in &mut slow {
        if closed_within(s, BOUND).await.is_none() {
            still_open += 1;
        }
    }
    assert_eq!(still_open, 0, "slow connections still held");
}

#[tokio::test]
async fn idle_keep_alive_connections_are_closed() {
    let dir = tempfile::tempdir().unwrap();
    // A long header timeout, so only the idle timeout can close this.
    let app = spawn(
        dir.path(),
        &[
            ("HEADER_READ_TIMEOUT_SECS", "600"),
            ("IDLE_TIMEOUT_SECS", "1"),
        ],
    )
    .await;
    let mut s = connect(&app).await;
    s.write_all(HEALTH).await.unwrap();
    let res = response_within(&mut s, BOUND).await.expect("answer");
    assert!(res.starts_with("HTTP/1.1 200"), "{res}");
    assert!(
        !res.to_ascii_lowercase().contains("connection: close"),
        "the server should keep the connection alive after a request: {res}"
    );
    // Kept alive, then idle: the server closes it.
    let after = closed_within(&mut s, BOUND).await;
    assert!(
        after.is_some(),
        "an idle keep-alive connection was still open after {BOUND:?}"
    );
    assert_eq!(after.unwrap(), "", "nothing is sent on an idle connection");
}

#[tokio::test]
async fn a_trickled_body_is_cut_off() {
    for backend in backends() {
        let dir = tempfile::tempdir().unwrap();
        let db = test_db(backend, dir.path()).await;
        let app = TestApp::spawn(&Options {
            extra_env: env(&[
                ("REQUEST_TIMEOUT_SECS", "2"),
                ("HEADER_READ_TIMEOUT_SECS", "5"),
            ]),
            ..Options::new(&db, dir.path())
        })
        .await;
        let body = json!({ "name": "Trickle Test", "phone": "0141 496 0000", "email": "trickle@example.com", "service": "Tap Repair" }).to_string();
        let head = format!(
            "POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n",
            body.len()
        );
        let stream = connect(&app).await;
        let (mut read, mut write) = stream.into_split();
        write.write_all(head.as_bytes()).await.unwrap();
        // One byte a second: the whole body would take minutes.
        let trickle = tokio::spawn(async move {
            for b in body.bytes() {
                if write.write_all(&[b]).await.is_err() {
                    return;
                }
                tokio::time::sleep(Duration::from_secs(1)).await;
            }
        });
        let answer = tokio::time::timeout(BOUND, async {
            let mut seen = Vec::new();
            let mut buf = [0u8; 1024];
            loop {
                match read.read(&mut buf).await {
                    Ok(0) | Err(_) => break,
                    Ok(n) => seen.extend_from_slice(&buf[..n]),
                }
                if seen.windows(4).any(|w| w == b"\r\n\r\n") {
                    break;
                }
            }
            String::from_utf8_lossy(&seen).into_owned()
        })
        .await;
        trickle.abort();
        let answer = answer.unwrap_or_else(|_| {
            panic!("{backend}: a trickled body was still being read after {BOUND:?}")
        });
        assert!(
            answer.is_empty() || answer.starts_with("HTTP/1.1 408"),
            "{backend}: expected 408 or a closed connection, got {answer}"
        );
        // The server is fine, and nothing half-received was stored.
        assert_eq!(app.get("/api/health").await.status(), 200);
        let pool = db.pool().await;
        assert!(
            enquiries(&pool).await.is_empty(),
            "{backend}: an enquiry was stored"
        );
        pool.close().await;
        app.kill().await;
        db.drop_db().await;
    }
}

#[tokio::test]
async fn connections_beyond_the_cap_wait_and_the_server_recovers() {
    let dir = tempfile::tempdir().unwrap();
    // Long timeouts: here the holders leave of their own accord.
    let app = spawn(
        dir.path(),
        &[
            ("MAX_CONNECTIONS", "50"),
            ("HEADER_READ_TIMEOUT_SECS", "600"),
            ("IDLE_TIMEOUT_SECS", "600"),
        ],
    )
    .await;
    // Five clients of ten connections each (one client may hold only a
    // quarter of the cap).
    let mut holders = Vec::new();
    for i in 0..50 {
        holders.push(connect_from(&app, &format!("127.0.0.{}", 2 + i / 10)).await);
    }
    // The 51st connects (the listen queue holds it) and asks, but is not
    // served while the cap is reached.
    let mut waiting = connect_from(&app, "127.0.0.9").await;
    waiting.write_all(HEALTH).await.unwrap();
    assert!(
        response_within(&mut waiting, Duration::from_secs(1))
            .await
            .is_none(),
        "a connection beyond the cap of 50 was served at once"
    );
    // When the holders go, the waiting request is served on the same
    // connection, and the server takes new ones again.
    drop(holders);
    let res = response_within(&mut waiting, BOUND)
        .await
        .expect("the waiting request was not served after the others closed");
    assert!(res.starts_with("HTTP/1.1 200"), "{res}");
    let health = tokio::time::timeout(BOUND, app.get("/api/health"))
        .await
        .expect("the server took no new connection after the cap");
    assert_eq!(health.status(), 200);
}

/// Issue 19.6: a request declaring a 1 GB body (and sending none of it) was
/// held until the request timeout, then answered 408. It is refused at once
/// with 413, on every endpoint that takes a body, before a byte is read.
#[tokio::test]
async fn a_body_declared_too_large_is_refused_at_once() {
    let dir = tempfile::tempdir().unwrap();
    // A request timeout far beyond the wait below: only the declared length
    // can answer within it.
    let app = spawn(dir.path(), &[("REQUEST_TIMEOUT_SECS", "120")]).await;
    for path in [
        "/api/contact",
        "/api/newsletter",
        "/api/page-views",
        "/api/admin/session",
    ] {
        let mut stream = connect(&app).await;
        stream
            .write_all(
                format!(
                    "POST {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1073741824\r\n\r\n{{\"name\":"
                )
                .as_bytes(),
            )
            .await
            .unwrap();
        let answer = response_within(&mut stream, BOUND)
            .await
            .unwrap_or_else(|| panic!("{path}: no answer within {BOUND:?}"));
        assert!(answer.starts_with("HTTP/1.1 413"), "{path}: {answer}");
        assert!(answer.contains("The request is too large."), "{answer}");
    }
}

/// Issue 19.2: the cap had no share per client, so one client holding every
/// slot kept everyone else waiting in the listen queue (1,100 slow
/// connections from one address: a health check took a median 5 s; at 1,400
/// some got no answer in 45 s). One client may hold a quarter of the slots
/// (10 of 40 here); its further connections are closed at once, and another
/// client is served straight away.
#[tokio::test]
async fn one_client_cannot_take_every_connection() {
    let dir = tempfile::tempdir().unwrap();
    let app = spawn(
        dir.path(),
        &[
            ("MAX_CONNECTIONS", "40"),
            ("HEADER_READ_TIMEOUT_SECS", "600"),
            ("IDLE_TIMEOUT_SECS", "600"),
        ],
    )
    .await;
    let mut flood = Vec::new();
    for _ in 0..60 {
        flood.push(connect_from(&app, "127.0.0.3").await);
    }
    let mut other = connect_from(&app, "127.0.0.4").await;
    other.write_all(HEALTH).await.unwrap();
    let res = response_within(&mut other, BOUND)
        .await
        .expect("another client was not served while one held its connections");
    assert!(res.starts_with("HTTP/1.1 200"), "{res}");
    // The flood keeps exactly its share; the rest were closed.
    let mut closed = 0;
    for s in &mut flood {
        if closed_within(s, Duration::from_millis(300)).await.is_some() {
            closed += 1;
        }
    }
    assert_eq!(closed, 50, "60 connections, a share of 10 kept open");
}
