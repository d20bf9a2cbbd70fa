//! The customer's consent to show a job (issue 34.3) through the real
//! server, on SQLite and PostgreSQL: asking from a lead (`ask`) and the
//! customer's private page, its photographs, answers and withdrawal
//! (`page`). Drafts and photographs are written with SQL here, as the job
//! API (issue 34.4) would store them.

use crate::admin_leads::{Stored, store};
use crate::helpers::{Options, SITE};
use crate::owner_client::OwnerClient;
use crate::smtp_sink::SmtpSink;
use serde_json::{Value, json};

mod ask;
mod page;

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

/// The smallest JPEG-shaped bytes: the page serves what is stored.
const JPEG: &[u8] = &[
    0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10, b'J', b'F', b'I', b'F', 0x00, 0x01, 0x01, 0x00, 0x00, 0x01,
    0x00, 0x01, 0x00, 0x00, 0xFF, 0xD9,
];

/// A job on lead `id` in Partick, naming Thornwood; returns the draft's id.
async fn draft(inbox: &OwnerClient, id: i64) -> i64 {
    use sqlx::Row;
    let now = "2026-11-20T10:00:00.000Z";
    sqlx::query(
        "INSERT INTO job_drafts (enquiry_id, slug, service_slug, area_slug, neighbourhood_slug, \
         completed_month, property, problem, work_done, outcome, took_unit, took_amount, \
         created_at, created_by, updated_at, updated_by) \
         VALUES ($1, $2, 'boiler-repair', 'partick', 'thornwood', '2026-11', 'residential', \
         'The boiler kept losing pressure.', 'We replaced the relief valve.', 'It has held since.', \
         'hours', 3, $3, 'owner', $3, 'owner') RETURNING id",
    )
    .bind(id)
    .bind(format!("2026-11-boiler-repair-partick-{id}"))
    .bind(now)
    .fetch_one(&inbox.pool)
    .await
    .unwrap()
    .try_get("id")
    .unwrap()
}

/// Adds a photograph to draft `draft_id`; returns its id.
async fn photo(inbox: &OwnerClient, draft_id: i64, caption: &str) -> i64 {
    use sqlx::Row;
    sqlx::query(
        "INSERT INTO job_photos (draft_id, position, bytes, content_type, width, height, sha256, \
         alt, caption, created_at, created_by) \
         VALUES ($1, 1, $2, 'image/jpeg', 1, 1, $3, 'A boiler with its pressure gauge', $4, \
         '2026-11-20T10:00:00.000Z', 'owner') RETURNING id",
    )
    .bind(draft_id)
    .bind(JPEG.to_vec())
    .bind(api::store::tokens::hash(caption))
    .bind(caption)
    .fetch_one(&inbox.pool)
    .await
    .unwrap()
    .try_get("id")
    .unwrap()
}

/// A lead with a job and one photograph: (lead, draft, photo).
async fn job(inbox: &OwnerClient) -> (i64, i64, i64) {
    let id = ann(inbox).await;
    let d = draft(inbox, id).await;
    let p = photo(inbox, d, "The gauge back in the green.").await;
    (id, d, p)
}

/// Asks for consent on lead `id` by `via`; the answer must be 200.
async fn ask(inbox: &OwnerClient, id: i64, via: &str) -> Value {
    let (status, body) = inbox
        .post(
            &format!("/leads/{id}/job/consent"),
            Some(json!({ "via": via })),
        )
        .await;
    assert_eq!(status, 200, "{body}");
    body
}

/// The consent's state as the inbox reads it.
async fn state(inbox: &OwnerClient, id: i64) -> Value {
    let (status, body) = inbox.get(&format!("/leads/{id}/job/consent")).await;
    assert_eq!(status, 200, "{body}");
    body
}

/// The path of the customer's page from the link the inbox shows.
fn page_path(state: &Value) -> String {
    let link = state["link"].as_str().unwrap();
    link.strip_prefix(SITE)
        .unwrap_or_else(|| panic!("the link is on the site: {link}"))
        .to_string()
}

/// The draft as it would be published, from the service's own description.
async fn shown(inbox: &OwnerClient, draft_id: i64) -> api::proof::shown::Shown {
    api::proof::shown::Shown::load(&inbox.db, draft_id)
        .await
        .unwrap()
        .unwrap()
}

/// The customer's form post from the page, as a browser sends it.
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

/// Status, body and `Location` of an answer, which is always private.
async fn answer(res: reqwest::Response) -> (u16, String, Option<String>) {
    let status = res.status().as_u16();
    let h = res.headers().clone();
    let header = |n: &str| h.get(n).map(|v| v.to_str().unwrap().to_string());
    assert!(
        header("cache-control").is_some_and(|v| v.contains("no-store")),
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

/// The hash the page was rendered with (the answer form's hidden field).
fn hash_on(page: &str) -> String {
    let at = page
        .find(r#"name="shown" value=""#)
        .expect("the answer form")
        + 20;
    page[at..at + 64].to_string()
}

/// The consent row for a token's page, as stored: status, with_neighbourhood, shown_hash.
async fn row(inbox: &OwnerClient, path: &str) -> (String, i64, Option<String>) {
    use sqlx::Row;
    let token = path.rsplit('/').next().unwrap();
    let r = sqlx::query(
        "SELECT status, with_neighbourhood, shown_hash FROM consents WHERE token_hash = $1",
    )
    .bind(api::store::tokens::hash(token))
    .fetch_one(&inbox.pool)
    .await
    .unwrap();
    (
        r.try_get("status").unwrap(),
        r.try_get("with_neighbourhood").unwrap(),
        r.try_get("shown_hash").unwrap(),
    )
}
