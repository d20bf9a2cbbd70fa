//! A lead's quotes (issue 33.1-2): the rules a quote's lines meet, and the
//! stored versions, each kept exactly as sent. Sending and the customer's
//! decision are orchestrated by `admin::leads::quotes` and `public::quotes`,
//! which add the lead change, history, mail and alerts around these.

use crate::store::tokens;
use content_model::admin::{
    QUOTE_DESCRIPTION_MAX_CHARS, QUOTE_LINE_MAX_PENCE, QUOTE_MAX_LINES, Quote, QuoteLine,
    QuoteStatus, vat_inside,
};
use content_model::contract::{FieldError, FieldErrorKind, FieldErrors};
use sqlx::any::AnyRow;
use sqlx::{AnyConnection, FromRow, Row};

/// The lines as stored: each description trimmed, one line of 1-200
/// characters without control characters, each amount 1p to £1,000,000;
/// 1-20 lines. Every problem is named by its field (`lines.2.amountPence`).
pub fn checked_lines(lines: &[QuoteLine]) -> Result<Vec<QuoteLine>, FieldErrors> {
    let mut errors = FieldErrors::new();
    let mut add = |field: String, kind, message: &str| {
        errors.insert(field, FieldError::new(kind, message));
    };
    if lines.is_empty() {
        add(
            "lines".into(),
            FieldErrorKind::Missing,
            "Add at least one line.",
        );
    }
    if lines.len() > QUOTE_MAX_LINES {
        add(
            "lines".into(),
            FieldErrorKind::TooLong,
            &format!("A quote can have at most {QUOTE_MAX_LINES} lines."),
        );
    }
    let mut out = Vec::with_capacity(lines.len());
    for (i, line) in lines.iter().enumerate() {
        let description = line.description.trim().to_string();
        let field = format!("lines.{i}.description");
        if description.is_empty() {
            add(field, FieldErrorKind::Missing, "Say what this line is for.");
        } else if description.chars().count() > QUOTE_DESCRIPTION_MAX_CHARS {
            add(
                field,
                FieldErrorKind::TooLong,
                &format!("Keep each line to {QUOTE_DESCRIPTION_MAX_CHARS} characters."),
            );
        } else if description.chars().any(char::is_control) {
            add(
                field,
                FieldErrorKind::NotOneLine,
                "Each line is one line of text.",
            );
        }
        if !(1..=QUOTE_LINE_MAX_PENCE).contains(&line.amount_pence) {
            add(
                format!("lines.{i}.amountPence"),
                FieldErrorKind::Invalid,
                "Each amount must be between £0.01 and £1,000,000.00.",
            );
        }
        out.push(QuoteLine {
            description,
            amount_pence: line.amount_pence,
        });
    }
    if errors.is_empty() {
        Ok(out)
    } else {
        Err(errors)
    }
}

/// One stored version.
#[derive(Clone, Debug)]
pub struct StoredQuote {
    pub id: i64,
    pub enquiry_id: i64,
    pub version: i64,
    pub lines: Vec<QuoteLine>,
    pub total_pence: i64,
    pub vat_rate_bp: i64,
    pub vat_number: String,
    pub valid_until: String,
    pub created_by: String,
    pub created_at: String,
    /// As stored: never `Expired` (see [`StoredQuote::status_on`]).
    pub status: QuoteStatus,
    pub decided_at: Option<String>,
    pub accepted_name: Option<String>,
    pub decline_reason: Option<String>,
    pub token: String,
}

impl FromRow<'_, AnyRow> for StoredQuote {
    fn from_row(r: &AnyRow) -> Result<Self, sqlx::Error> {
        let damaged = |index: &str, what: String| sqlx::Error::ColumnDecode {
            index: index.into(),
            source: what.into(),
        };
        let status: String = r.try_get("status")?;
        let lines: String = r.try_get("lines")?;
        Ok(StoredQuote {
            id: r.try_get("id")?,
            enquiry_id: r.try_get("enquiry_id")?,
            version: r.try_get("version")?,
            lines: serde_json::from_str(&lines)
                .map_err(|e| damaged("lines", format!("quote lines: {e}")))?,
            total_pence: r.try_get("total_pence")?,
            vat_rate_bp: r.try_get("vat_rate_bp")?,
            vat_number: r.try_get("vat_number")?,
            valid_until: r.try_get("valid_until")?,
            created_by: r.try_get("created_by")?,
            created_at: r.try_get("created_at")?,
            status: QuoteStatus::parse_stored(&status)
                .ok_or_else(|| damaged("status", format!("unknown quote status `{status}`")))?,
            decided_at: r.try_get("decided_at")?,
            accepted_name: r.try_get("accepted_name")?,
            decline_reason: r.try_get("decline_reason")?,
            token: r.try_get("token")?,
        })
    }
}

impl StoredQuote {
    /// Its status on UK day `today` (`YYYY-MM-DD`): a quote still open after
    /// its valid-until day is expired.
    pub fn status_on(&self, today: &str) -> QuoteStatus {
        if self.status == QuoteStatus::Sent && today > self.valid_until.as_str() {
            QuoteStatus::Expired
        } else {
            self.status
        }
    }

    pub fn vat_pence(&self) -> i64 {
        vat_inside(self.total_pence, self.vat_rate_bp)
    }

    /// As the lead's page lists it; `link` is the customer's page.
    pub fn to_api(&self, today: &str, link: String) -> Quote {
        Quote {
            version: self.version,
            status: self.status_on(today),
            lines: self.lines.clone(),
            total_pence: self.total_pence,
            vat_pence: self.vat_pence(),
            vat_rate_basis_points: self.vat_rate_bp,
            valid_until: self.valid_until.clone(),
            created_by: self.created_by.clone(),
            created_at: self.created_at.clone(),
            decided_at: self.decided_at.clone(),
            accepted_name: self.accepted_name.clone(),
            decline_reason: self.decline_reason.clone(),
            link,
        }
    }
}

/// What a new version is made of; the version number and token are given
/// by [`insert`].
pub struct NewVersion<'a> {
    pub enquiry_id: i64,
    pub lines: &'a [QuoteLine],
    pub vat_rate_bp: i64,
    pub vat_number: &'a str,
    pub valid_until: &'a str,
    pub created_by: &'a str,
    pub created_at: &'a str,
}

/// The sum of `lines`, in pence.
pub fn total(lines: &[QuoteLine]) -> i64 {
    lines.iter().map(|l| l.amount_pence).sum()
}

/// Stores the next version of the lead's quote, superseding every earlier
/// one still open, inside the caller's transaction (which has already
/// changed the lead, so two sends at once are ordered by its version).
pub async fn insert(
    conn: &mut AnyConnection,
    new: NewVersion<'_>,
) -> Result<StoredQuote, sqlx::Error> {
    sqlx::query(
        "UPDATE quotes SET status = 'superseded' WHERE enquiry_id = $1 AND status = 'sent'",
    )
    .bind(new.enquiry_id)
    .execute(&mut *conn)
    .await?;
    let version: i64 = sqlx::query(
        "SELECT COALESCE(MAX(version), 0) + 1 AS next FROM quotes WHERE enquiry_id = $1",
    )
    .bind(new.enquiry_id)
    .fetch_one(&mut *conn)
    .await?
    .try_get("next")?;
    let token = tokens::random_token_256();
    let lines = serde_json::to_string(new.lines).expect("quote lines serialise");
    sqlx::query_as(
        "INSERT INTO quotes (enquiry_id, version, lines, total_pence, vat_rate_bp, vat_number, valid_until, \
         created_by, created_at, status, token, token_hash) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'sent', $10, $11) RETURNING *",
    )
    .bind(new.enquiry_id)
    .bind(version)
    .bind(lines)
    .bind(total(new.lines))
    .bind(new.vat_rate_bp)
    .bind(new.vat_number)
    .bind(new.valid_until)
    .bind(new.created_by)
    .bind(new.created_at)
    .bind(&token)
    .bind(tokens::hash(&token))
    .fetch_one(&mut *conn)
    .await
}

/// Every version on lead `enquiry_id`, newest first.
pub async fn for_lead(
    db: &crate::store::db::Db,
    enquiry_id: i64,
) -> Result<Vec<StoredQuote>, sqlx::Error> {
    sqlx::query_as("SELECT * FROM quotes WHERE enquiry_id = $1 ORDER BY version DESC")
        .bind(enquiry_id)
        .fetch_all(&db.pool)
        .await
}

/// The quote a customer's link opens. Whatever was presented (well formed
/// or not) is hashed and looked up by its hash, so every wrong link takes
/// the same path and the database never compares a real token.
pub async fn by_token(
    conn: &mut AnyConnection,
    presented: &str,
) -> Result<Option<StoredQuote>, sqlx::Error> {
    sqlx::query_as("SELECT * FROM quotes WHERE token_hash = $1")
        .bind(tokens::hash(presented))
        .fetch_optional(conn)
        .await
}

/// What the customer decided.
#[derive(Clone, Copy, Debug)]
pub enum Decision<'a> {
    Accept { name: &'a str },
    Decline { reason: Option<&'a str> },
}

/// Records the customer's decision on quote `id` if it is still open and
/// not past `today` (UK), inside the caller's transaction; false when it was
/// not (decided already, superseded, expired): then nothing changed.
pub async fn decide(
    conn: &mut AnyConnection,
    id: i64,
    decision: Decision<'_>,
    at: &str,
    today: &str,
) -> Result<bool, sqlx::Error> {
    let (status, name, reason) = match decision {
        Decision::Accept { name } => (QuoteStatus::Accepted, Some(name), None),
        Decision::Decline { reason } => (QuoteStatus::Declined, None, reason),
    };
    let done = sqlx::query(
        "UPDATE quotes SET status = $2, decided_at = $3, accepted_name = $4, decline_reason = $5 \
         WHERE id = $1 AND status = 'sent' AND valid_until >= $6",
    )
    .bind(id)
    .bind(status.as_str())
    .bind(at)
    .bind(name)
    .bind(reason)
    .bind(today)
    .execute(conn)
    .await?;
    Ok(done.rows_affected() == 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn line(description: &str, amount_pence: i64) -> QuoteLine {
        QuoteLine {
            description: description.into(),
            amount_pence,
        }
    }

    #[test]
    fn lines_are_checked_field_by_field() {
        assert_eq!(
            checked_lines(&[line("  New boiler  ", 123_450)]).unwrap()[0].description,
            "New boiler"
        );
        let errors = checked_lines(&[
            line("", 100),
            line("Flue\nkit", 0),
            line(&"x".repeat(201), QUOTE_LINE_MAX_PENCE + 1),
            line("Max", QUOTE_LINE_MAX_PENCE),
        ])
        .unwrap_err();
        let fields: Vec<&str> = errors.keys().map(String::as_str).collect();
        assert_eq!(
            fields,
            [
                "lines.0.description",
                "lines.1.amountPence",
                "lines.1.description",
                "lines.2.amountPence",
                "lines.2.description",
            ]
        );
        assert_eq!(
            errors["lines.1.description"].kind,
            FieldErrorKind::NotOneLine
        );
        assert!(checked_lines(&[]).unwrap_err().contains_key("lines"));
        assert!(
            checked_lines(&vec![line("a", 1); QUOTE_MAX_LINES + 1])
                .unwrap_err()
                .contains_key("lines")
        );
        assert!(checked_lines(&vec![line("a", 1); QUOTE_MAX_LINES]).is_ok());
    }
}
