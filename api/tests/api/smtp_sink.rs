//! A real SMTP server for tests: listens on 127.0.0.1, speaks enough SMTP for
//! lettre, and keeps every message it receives. It can also misbehave as real
//! servers do: refuse given recipients with 550, answer 451 for a while, and
//! take its time over DATA.

use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tokio::io::{AsyncBufReadExt, AsyncWriteExt, BufReader};
use tokio::net::TcpListener;
use tokio::task::JoinHandle;

#[derive(Clone, Debug)]
pub struct Received {
    pub rcpt_to: Vec<String>,
    pub raw: String,
}

impl Received {
    /// A header's value (unfolded), e.g. `header("Subject")`.
    pub fn header(&self, name: &str) -> Option<String> {
        let head = self.raw.split("\r\n\r\n").next()?;
        let unfolded = head.replace("\r\n ", " ").replace("\r\n\t", " ");
        unfolded.lines().find_map(|l| {
            let (n, v) = l.split_once(':')?;
            n.eq_ignore_ascii_case(name).then(|| v.trim().to_string())
        })
    }

    /// The message with its body's quoted-printable soft breaks and escapes
    /// decoded, good enough to search bodies for text.
    pub fn decoded(&self) -> String {
        // Only the body is quoted-printable. The message headers are kept as
        // sent: decoding them turned a `List-Unsubscribe` token that starts
        // with `3d` into a shorter one (`token=3d…` read as `token=` plus the
        // rest), which the tests then found first (1 run in 256 failed).
        let (head, body) = self
            .raw
            .split_once("\r\n\r\n")
            .unwrap_or(("", self.raw.as_str()));
        format!("{head}\r\n\r\n{}", decode_quoted_printable(body))
    }
}

/// Quoted-printable soft line breaks removed and `=XX` escapes decoded.
fn decode_quoted_printable(text: &str) -> String {
    let joined = text.replace("=\r\n", "");
    let bytes = joined.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'='
            && i + 2 < bytes.len()
            && let Ok(b) = u8::from_str_radix(
                std::str::from_utf8(&bytes[i + 1..i + 3]).unwrap_or("zz"),
                16,
            )
        {
            out.push(b);
            i += 3;
            continue;
        }
        out.push(bytes[i]);
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// How the sink misbehaves; changed while it runs.
#[derive(Default)]
struct Behaviour {
    /// Recipients refused at RCPT with 550, as a real server echoes them.
    reject: Vec<String>,
    /// Until then every RCPT is answered 451 (try again later).
    busy_until: Option<Instant>,
    /// How long DATA takes before it is accepted, for every message, and for
    /// messages to given recipients.
    data_delay: Duration,
    slow_for: Vec<(String, Duration)>,
    /// RCPT addresses answered with 4xx or 5xx, in order.
    refused: Vec<String>,
    /// The next message to each of these recipients has every reply from its
    /// RCPT on (RCPT, DATA's 354, the end of data) held back this long.
    slow_replies_once: Vec<(String, Duration)>,
    /// Messages to these recipients are refused at the end of data with 554.
    refuse_data: Vec<String>,
}

pub struct SmtpSink {
    pub port: u16,
    messages: Arc<Mutex<Vec<Received>>>,
    behaviour: Arc<Mutex<Behaviour>>,
    task: JoinHandle<()>,
}

impl SmtpSink {
    pub async fn start() -> SmtpSink {
        SmtpSink::start_on(0).await
    }

    pub async fn start_on(port: u16) -> SmtpSink {
        let listener = TcpListener::bind(("127.0.0.1", port))
            .await
            .expect("bind SMTP sink");
        let port = listener.local_addr().unwrap().port();
        let messages = Arc::new(Mutex::new(Vec::new()));
        let behaviour: Arc<Mutex<Behaviour>> = Arc::default();
        let store = messages.clone();
        let rules = behaviour.clone();
        let task = tokio::spawn(async move {
            loop {
                let Ok((socket, _)) = listener.accept().await else {
                    return;
                };
                let store = store.clone();
                let rules = rules.clone();
                tokio::spawn(async move {
                    let (read, mut write) = socket.into_split();
                    let mut lines = BufReader::new(read);
                    let _ = write.write_all(b"220 sink.test ESMTP ready\r\n").await;
                    let mut rcpt = Vec::new();
                    // Set by `slow_replies_once_for` for the message in hand.
                    let mut reply_delay = Duration::ZERO;
                    let mut line = String::new();
                    loop {
                        line.clear();
                        if lines.read_line(&mut line).await.unwrap_or(0) == 0 {
                            return;
                        }
                        let cmd = line.trim_end().to_ascii_uppercase();
                        let reply: &[u8] = if cmd.starts_with("EHLO") {
                            b"250-sink.test\r\n250-8BITMIME\r\n250 SMTPUTF8\r\n"
                        } else if cmd.starts_with("HELO")
                            || cmd.starts_with("MAIL FROM")
                            || cmd.starts_with("RSET")
                            || cmd.starts_with("NOOP")
                        {
                            b"250 OK\r\n"
                        } else if cmd.starts_with("RCPT TO") {
                            let to = line.trim_end()[8..]
                                .trim()
                                .trim_matches(|c| c == '<' || c == '>')
                                .to_string();
                            let refusal = {
                                let mut b = rules.lock().unwrap();
                                let refusal = if b.busy_until.is_some_and(|t| Instant::now() < t) {
                                    Some("451 4.3.0 Mailbox busy, try again later\r\n".to_string())
                                } else if b.reject.iter().any(|r| r.eq_ignore_ascii_case(&to)) {
                                    Some(format!(
                                        "550 5.1.1 <{to}>: Recipient address rejected: mailbox unavailable\r\n"
                                    ))
                                } else {
                                    None
                                };
                                if refusal.is_some() {
                                    b.refused.push(to.clone());
                                }
                                refusal
                            };
                            match refusal {
                                Some(r) => {
                                    if write.write_all(r.as_bytes()).await.is_err() {
                                        return;
                                    }
                                    continue;
                                }
                                None => {
                                    let mut b = rules.lock().unwrap();
                                    if let Some(i) = b
                                        .slow_replies_once
                                        .iter()
                                        .position(|(a, _)| a.eq_ignore_ascii_case(&to))
                                    {
                                        reply_delay = b.slow_replies_once.remove(i).1;
                                    }
                                    rcpt.push(to);
                                    b"250 OK\r\n"
                                }
                            }
                        } else if cmd == "DATA" {
                            tokio::time::sleep(reply_delay).await;
                            let _ = write
                                .write_all(b"354 End data with <CR><LF>.<CR><LF>\r\n")
                                .await;
                            let mut raw = String::new();
                            loop {
                                line.clear();
                                if lines.read_line(&mut line).await.unwrap_or(0) == 0 {
                                    return;
                                }
                                if line == ".\r\n" {
                                    break;
                                }
                                raw.push_str(
                                    line.strip_prefix('.')
                                        .filter(|_| line.starts_with(".."))
                                        .unwrap_or(&line),
                                );
                            }
                            let delay = {
                                let b = rules.lock().unwrap();
                                b.slow_for
                                    .iter()
                                    .filter(|(a, _)| rcpt.iter().any(|r| r.eq_ignore_ascii_case(a)))
                                    .map(|(_, d)| *d)
                                    .fold(b.data_delay, Duration::max)
                            };
                            if !delay.is_zero() {
                                tokio::time::sleep(delay).await;
                            }
                            let refuse = {
                                let mut b = rules.lock().unwrap();
                                let refuse = rcpt.iter().any(|r| {
                                    b.refuse_data.iter().any(|a| a.eq_ignore_ascii_case(r))
                                });
                                if refuse {
                                    b.refused.extend(rcpt.iter().cloned());
                                }
                                refuse
                            };
                            let received = Received {
                                rcpt_to: std::mem::take(&mut rcpt),
                                raw,
                            };
                            if refuse {
                                b"554 5.7.1 refused by policy\r\n"
                            } else {
                                store.lock().unwrap().push(received);
                                b"250 OK queued\r\n"
                            }
                        } else if cmd.starts_with("QUIT") {
                            let _ = write.write_all(b"221 Bye\r\n").await;
                            return;
                        } else {
                            b"502 Command not implemented\r\n"
                        };
                        tokio::time::sleep(reply_delay).await;
                        if cmd == "DATA" {
                            // The message is over: its slow replies with it.
                            reply_delay = Duration::ZERO;
                        }
                        if write.write_all(reply).await.is_err() {
                            return;
                        }
                    }
                });
            }
        });
        SmtpSink {
            port,
            messages,
            behaviour,
            task,
        }
    }

    /// Refuses these recipients with 550 from now on (an empty list: none).
    pub fn reject(&self, addresses: &[&str]) {
        self.behaviour.lock().unwrap().reject = addresses.iter().map(|a| a.to_string()).collect();
    }

    /// Answers every RCPT with 451 for this long from now.
    pub fn answer_451_for(&self, d: Duration) {
        self.behaviour.lock().unwrap().busy_until = Some(Instant::now() + d);
    }

    /// Takes this long to accept each message's DATA.
    pub fn delay_data(&self, d: Duration) {
        self.behaviour.lock().unwrap().data_delay = d;
    }

    /// Takes this long to accept DATA of messages to this recipient.
    pub fn slow_for(&self, address: &str, d: Duration) {
        self.behaviour
            .lock()
            .unwrap()
            .slow_for
            .push((address.to_string(), d));
    }

    /// Holds back every reply to the next message to this recipient, from its
    /// RCPT on, by `d` (three replies: RCPT, DATA's 354, the end of data).
    pub fn slow_replies_once_for(&self, address: &str, d: Duration) {
        self.behaviour
            .lock()
            .unwrap()
            .slow_replies_once
            .push((address.to_string(), d));
    }

    /// Refuses messages to this recipient at the end of data with `554`, as a
    /// server's content policy does.
    pub fn refuse_data_for(&self, address: &str) {
        self.behaviour
            .lock()
            .unwrap()
            .refuse_data
            .push(address.to_string());
    }

    /// Recipients refused so far (4xx or 5xx), one entry per refusal.
    pub fn refused(&self) -> Vec<String> {
        self.behaviour.lock().unwrap().refused.clone()
    }

    pub fn url(&self) -> String {
        format!("smtp://127.0.0.1:{}", self.port)
    }

    pub fn messages(&self) -> Vec<Received> {
        self.messages.lock().unwrap().clone()
    }

    /// Waits until at least `n` messages have arrived (or panics after `secs`).
    pub async fn wait_for(&self, n: usize, secs: u64) -> Vec<Received> {
        let deadline = tokio::time::Instant::now() + Duration::from_secs(secs);
        loop {
            let got = self.messages();
            if got.len() >= n {
                return got;
            }
            assert!(
                tokio::time::Instant::now() < deadline,
                "expected {n} messages within {secs}s, got {}",
                got.len()
            );
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }
}

impl Drop for SmtpSink {
    fn drop(&mut self) {
        self.task.abort();
    }
}

/// The message headers stay as sent, so a header value that looks like a
/// quoted-printable escape (`token=3d…`) is not rewritten.
#[test]
fn decoding_leaves_the_headers_alone() {
    let m = Received {
        rcpt_to: vec![],
        raw: "List-Unsubscribe: <http://x/u?token=3dab01>\r\nSubject: Hi\r\n\r\nCaf=C3=A9 soft=\r\nbreak ?token=3D3dab01\r\n".into(),
    };
    let text = m.decoded();
    assert!(text.contains("<http://x/u?token=3dab01>"), "{text}");
    assert!(text.contains("Café softbreak ?token=3dab01"), "{text}");
}
