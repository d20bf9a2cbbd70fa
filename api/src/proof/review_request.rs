//! Asking a customer for a review (issue 34.1). The words are the same for
//! every customer: thanks for the work, every platform the catalogue names,
//! and 'say what you honestly think, good or bad'. Nothing is offered for a
//! review, nobody is asked only if they were pleased, and nothing steers what
//! they may say: the UK rules on fake and concealed reviews (DMCC Act 2024,
//! CMA guidance) forbid asking only satisfied customers or rewarding reviews.
//!
//! A lead is asked at most once: one conditional update of its
//! `review_requested_*` columns, so two taps at once ask once.

use content_model::admin::ReviewRequested;
use sqlx::{AnyConnection, Row};

/// The ways a customer is asked.
pub const VIA: [&str; 2] = ["email", "whatsapp"];

/// The platforms' names and links, in catalogue order.
pub fn platforms() -> Vec<(&'static str, &'static str)> {
    content::business()
        .review_platforms
        .iter()
        .map(|p| (p.name, p.review_url))
        .collect()
}

/// The email's subject.
pub fn subject(business: &str) -> String {
    format!("Would you review {business}?")
}

/// The WhatsApp message: the email's words, shorter.
pub fn chat_text(greeting: &str, business: &str, service: &str, id: i64) -> String {
    let links: Vec<String> = platforms()
        .iter()
        .map(|(name, url)| format!("{name}: {url}"))
        .collect();
    format!(
        "{greeting} thank you for choosing {business} for your {service} work (reference #{id}). \
         We ask every customer for a review. If you have a moment, please say what you honestly \
         think, good or bad. {}",
        links.join(" ")
    )
}

/// Marks lead `id` asked, now, by `by`, `via`, unless it was asked before:
/// whether this call was the one that asked.
pub async fn mark(
    conn: &mut AnyConnection,
    id: i64,
    by: &str,
    via: &str,
    at: &str,
) -> Result<bool, sqlx::Error> {
    let done = sqlx::query(
        "UPDATE enquiries SET review_requested_at = $1, review_requested_by = $2, \
         review_requested_via = $3 WHERE id = $4 AND review_requested_at IS NULL",
    )
    .bind(at)
    .bind(by)
    .bind(via)
    .bind(id)
    .execute(conn)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// When, by whom and how lead `id` was asked, if it was.
pub async fn of_lead(
    conn: &mut AnyConnection,
    id: i64,
) -> Result<Option<ReviewRequested>, sqlx::Error> {
    let row = sqlx::query(
        "SELECT review_requested_at, review_requested_by, review_requested_via \
         FROM enquiries WHERE id = $1",
    )
    .bind(id)
    .fetch_optional(conn)
    .await?;
    let Some(r) = row else { return Ok(None) };
    let at: Option<String> = r.try_get("review_requested_at")?;
    Ok(match at {
        Some(at) => Some(ReviewRequested {
            at,
            by: r
                .try_get::<Option<String>, _>("review_requested_by")?
                .unwrap_or_default(),
            via: r
                .try_get::<Option<String>, _>("review_requested_via")?
                .unwrap_or_default(),
        }),
        None => None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Words that would offer something for a review, or ask only the
    /// pleased: none may appear in what any customer is sent.
    pub const NEVER: [&str; 12] = [
        "discount",
        "voucher",
        "prize",
        "reward",
        "free",
        "happy",
        "satisfied",
        "5 star",
        "five star",
        "if you were",
        "if you enjoyed",
        "gift",
    ];

    #[test]
    fn the_words_name_every_platform_and_offer_nothing() {
        let text = chat_text("Hello Ann,", "Kelvin Trades", "Boiler Services", 7);
        for (name, url) in platforms() {
            assert!(text.contains(name) && text.contains(url), "{text}");
        }
        assert!(text.contains("honestly think, good or bad"));
        let lower = text.to_lowercase();
        for w in NEVER {
            assert!(!lower.contains(w), "{w} in {text}");
        }
    }
}
