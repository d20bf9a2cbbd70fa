//! The owner's view from the command line: enquiries and page statistics.

pub mod people;

use crate::enquiries::Enquiry;
use crate::enquiries::list::LEADS_BY_PAGE;
use crate::store::db::Db;
use content_model::contract::ContactKind;
use serde::Serialize;
use sqlx::Row;

/// The most recent enquiries, newest first (spam and incomplete ones too
/// with `include_all`).
pub async fn enquiries(
    db: &Db,
    include_all: bool,
    limit: i64,
) -> Result<Vec<Enquiry>, sqlx::Error> {
    crate::enquiries::record::recent(db, include_all, limit).await
}

/// `mail` (issue 10.6, mail engineer): each enquiry's delivery state from
/// `outbox::owner::delivery_by_enquiry`, shown as notification/acknowledgement.
pub fn print_table(
    rows: &[Enquiry],
    mail: &std::collections::HashMap<i64, crate::notify::outbox::owner::Delivery>,
) {
    println!(
        "{:>6}  {:<20}  {:<10}  {:<3}  {:<22}  {:<16}  {:<20}  {:<19}  page",
        "id", "received (UTC)", "status", "!", "name", "phone", "service", "mail (you/customer)"
    );
    for r in rows {
        println!(
            "{:>6}  {:<20}  {:<10}  {:<3}  {:<22}  {:<16}  {:<20}  {:<19}  {}",
            r.id,
            r.created_at
                .get(..19)
                .unwrap_or(&r.created_at)
                .replace('T', " "),
            r.status.as_str(),
            if r.is_emergency { "yes" } else { "" },
            truncate(&r.name, 22),
            truncate(&r.phone, 16),
            truncate(&r.service, 20),
            mail.get(&r.id).copied().unwrap_or_default().to_string(),
            r.page_path.as_deref().unwrap_or("-")
        );
    }
    println!(
        "{} enquir{}",
        rows.len(),
        if rows.len() == 1 { "y" } else { "ies" }
    );
}

fn truncate(s: &str, n: usize) -> String {
    if s.chars().count() <= n {
        s.to_string()
    } else {
        s.chars().take(n - 1).collect::<String>() + "…"
    }
}

/// One RFC 4180 CSV cell. A cell that a spreadsheet would run as a formula
/// is prefixed with an apostrophe (CSV injection).
pub fn csv_cell(value: &str) -> String {
    // A phone number such as `+44 141 496 0000` is left as typed; anything
    // else after a trigger character is neutralised, whatever it starts with.
    let value = if value.starts_with(['=', '+', '-', '@', '\t', '\r'])
        && !value
            .chars()
            .skip(1)
            .all(|c| c.is_ascii_digit() || c == ' ')
    {
        format!("'{value}")
    } else {
        value.to_string()
    };
    if value.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", value.replace('"', "\"\""))
    } else {
        value
    }
}

#[derive(Serialize)]
pub struct PageStat {
    pub page_path: String,
    pub page_type: String,
    pub views: i64,
    pub unique_visitors: i64,
    pub enquiries: i64,
    /// Clicks on the page's phone links (issue 13.4), all days.
    pub calls: i64,
    /// Clicks on the page's WhatsApp links, all days.
    pub chats: i64,
    pub last_viewed: Option<String>,
}

/// Views, enquiries, calls and chats per page, most viewed first; pages with
/// enquiries or clicks but no counted views are included too.
pub async fn stats(db: &Db, limit: i64) -> Result<Vec<PageStat>, sqlx::Error> {
    // SUM of BIGINT is NUMERIC in PostgreSQL, which the Any driver cannot
    // read as an integer: hence the casts.
    let rows = sqlx::query(&format!(
        "WITH clicks AS ( \
           SELECT page_path, \
             CAST(SUM(CASE WHEN kind = $2 THEN clicks ELSE 0 END) AS BIGINT) AS calls, \
             CAST(SUM(CASE WHEN kind = $3 THEN clicks ELSE 0 END) AS BIGINT) AS chats \
           FROM contact_clicks_daily GROUP BY page_path), \
         leads AS ({LEADS_BY_PAGE}), \
         pages AS ( \
           SELECT page_path FROM page_analytics UNION SELECT page_path FROM leads \
           UNION SELECT page_path FROM clicks) \
         SELECT pages.page_path AS page_path, COALESCE(p.page_type, '-') AS page_type, \
           COALESCE(p.views, 0) AS views, COALESCE(p.unique_visitors, 0) AS unique_visitors, \
           p.last_viewed AS last_viewed, COALESCE(l.enquiries, 0) AS enquiries, \
           COALESCE(c.calls, 0) AS calls, COALESCE(c.chats, 0) AS chats \
         FROM pages \
         LEFT JOIN page_analytics p ON p.page_path = pages.page_path \
         LEFT JOIN leads l ON l.page_path = pages.page_path \
         LEFT JOIN clicks c ON c.page_path = pages.page_path \
         ORDER BY COALESCE(p.views, 0) DESC, COALESCE(l.enquiries, 0) DESC, \
           COALESCE(c.calls, 0) + COALESCE(c.chats, 0) DESC, pages.page_path LIMIT $1",
    ))
    .bind(limit)
    .bind(ContactKind::Call.as_str())
    .bind(ContactKind::Whatsapp.as_str())
    .fetch_all(&db.pool)
    .await?;
    rows.iter()
        .map(|r| {
            Ok(PageStat {
                page_path: r.try_get("page_path")?,
                page_type: r.try_get("page_type")?,
                views: r.try_get("views")?,
                unique_visitors: r.try_get("unique_visitors")?,
                enquiries: r.try_get("enquiries")?,
                calls: r.try_get("calls")?,
                chats: r.try_get("chats")?,
                last_viewed: r.try_get("last_viewed")?,
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::csv_cell;

    /// Issue 10.4: a cell starting `+44` was exported live whatever followed.
    #[test]
    fn csv_formula_injection_behind_plus_44_is_neutralised() {
        assert_eq!(csv_cell("+44+cmd|' /C calc'!A0"), "'+44+cmd|' /C calc'!A0");
        assert_eq!(csv_cell("=SUM(A1)"), "'=SUM(A1)");
        assert_eq!(csv_cell("+44 141 496 0000"), "+44 141 496 0000");
        assert_eq!(csv_cell("0141 496 0000"), "0141 496 0000");
    }
}
