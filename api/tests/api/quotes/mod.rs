//! Quotes the customer can accept online (issue 33.1-2) through the real
//! server, on SQLite and PostgreSQL: writing and sending one from a lead
//! (`send`), and the customer's private page with its accept and decline
//! forms (`decide`). The helpers are here.

use crate::admin_leads::{Stored, store};
use crate::helpers::{Options, SITE};
use crate::owner_client::OwnerClient;
use crate::smtp_sink::SmtpSink;
use serde_json::{Value, json};

mod decide;
mod send;

/// A server whose mail goes to `sink`, with the owner signed in.
async fn start(backend: &str, sink: &SmtpSink) -> OwnerClient {
    OwnerClient::start_with(backend, |o, _| Options {
        smtp_url: Some(sink.url()),
        ..o
    })
    .await
}

/// A lead from Ann, on a UK mobile with an email address.
async fn ann(inbox: &OwnerClient) -> i64 {
    store(
        &inbox.pool,
        Stored {
            name: "Ann Boyle",
            phone: "07700 900456",
            email: Some("ann@example.com"),
            ..Default::default()
        },
    )
    .await
}

/// Quote lines from (description, pence).
fn lines(items: &[(&str, i64)]) -> Value {
    Value::Array(
        items
            .iter()
            .map(|(d, p)| json!({ "description": d, "amountPence": p }))
            .collect(),
    )
}

/// Sends a quote of `items` on lead `id` from a fresh read of it; the
/// answer must be 200.
async fn send_quote(inbox: &OwnerClient, id: i64, items: &[(&str, i64)]) -> Value {
    let (status, body) = inbox
        .act(id, "quotes", json!({ "lines": lines(items) }))
        .await;
    assert_eq!(status, 200, "{body}");
    body
}

/// The path of the customer's page from the link the inbox shows.
fn page_path(sent: &Value) -> String {
    let link = sent["link"].as_str().unwrap();
    link.strip_prefix(SITE)
        .unwrap_or_else(|| panic!("the link is on the site: {link}"))
        .to_string()
}

/// The customer's form post from the quote's own page, as a browser sends
/// it (`Sec-Fetch-Site` and, with `no-referrer`, `Origin: null`).
async fn customer_posts(
    inbox: &OwnerClient,
    path: &str,
    fields: &[(&str, &str)],
) -> (u16, String, Option<String>) {
    let res = inbox
        .app
        .client
        .post(inbox.app.url(path))
        .header("origin", "null")
        .header("sec-fetch-site", "same-origin")
        .form(fields)
        .send()
        .await
        .unwrap();
    answer(res).await
}

/// Status, body and `Location` of a customer's answer, which is always
/// kept private: never stored, never indexed, no referrer.
async fn answer(res: reqwest::Response) -> (u16, String, Option<String>) {
    let status = res.status().as_u16();
    let h = res.headers().clone();
    let header = |n: &str| h.get(n).map(|v| v.to_str().unwrap().to_string());
    assert_eq!(
        header("cache-control").as_deref(),
        Some("no-store"),
        "{status}"
    );
    assert_eq!(
        header("referrer-policy").as_deref(),
        Some("no-referrer"),
        "{status}"
    );
    assert!(
        header("x-robots-tag").is_some_and(|v| v.contains("noindex")),
        "{status}"
    );
    let location = header("location");
    (status, res.text().await.unwrap(), location)
}

/// The customer's page, read.
async fn customer_reads(inbox: &OwnerClient, path: &str) -> (u16, String) {
    let (status, body, _) = answer(inbox.app.get(path).await).await;
    (status, body)
}
