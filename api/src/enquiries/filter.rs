//! The inbox's list: which enquiries a view and its filters select, as SQL
//! with bound values (never the owner's text spliced in), and the checks
//! that turn a bad filter into a precise 400.

use super::EnquiryStatus;
use super::Stage;
use crate::http::error::AppError;
use crate::store::db::Backend;
use chrono::{Datelike, NaiveDate, TimeZone, Utc};
use serde::Deserialize;

pub const PAGE_SIZE: i64 = 50;

/// The query string as typed; every field is text so each mistake gets its
/// own message rather than serde's.
#[derive(Deserialize, Default)]
pub struct ListQuery {
    view: Option<String>,
    stage: Option<String>,
    service: Option<String>,
    area: Option<String>,
    source: Option<String>,
    from: Option<String>,
    to: Option<String>,
    q: Option<String>,
    page: Option<String>,
    /// `mine=1`: only the leads assigned to the signed-in account.
    mine: Option<String>,
    /// The signed-in account, set by the handler (never from the query):
    /// whom `mine` means.
    #[serde(skip)]
    pub me: Option<i64>,
}

/// `source` for enquiries without `utm_source`.
pub const DIRECT: &str = "(direct)";

/// A checked list request.
pub struct Filter {
    pub view: EnquiryStatus,
    /// The view's name as the inbox says it (`inbox`, `quotes-to-chase`,
    /// `spam`...), for a download's file name.
    pub name: &'static str,
    pub page: i64,
    clauses: Vec<String>,
    binds: Vec<String>,
}

fn present(v: &Option<String>) -> Option<&str> {
    v.as_deref().map(str::trim).filter(|v| !v.is_empty())
}

impl Filter {
    /// Every enquiry in `view`, or every enquiry of any status with none:
    /// what the command line's export takes.
    pub fn everything_in(view: Option<EnquiryStatus>) -> Filter {
        let mut f = Filter {
            view: view.unwrap_or(EnquiryStatus::New),
            name: match view {
                None => "all",
                Some(EnquiryStatus::New) => "inbox",
                Some(v) => v.as_str(),
            },
            page: 1,
            clauses: vec!["1 = 1".into()],
            binds: Vec::new(),
        };
        if let Some(v) = view {
            f.bind("status = {}", v.as_str());
        }
        f
    }

    /// `backend` decides how the search asks its word index.
    pub fn parse(q: &ListQuery, backend: Backend) -> Result<Filter, AppError> {
        let bad = |m: &str| AppError::BadRequest(m.to_string());
        let chase = present(&q.view) == Some("chase");
        let view = match present(&q.view).unwrap_or("inbox") {
            "inbox" | "chase" => EnquiryStatus::New,
            "spam" => EnquiryStatus::Spam,
            "archived" => EnquiryStatus::Archived,
            "incomplete" => EnquiryStatus::Incomplete,
            _ => {
                return Err(bad(
                    "view must be inbox, chase, spam, incomplete or archived.",
                ));
            }
        };
        let page = match present(&q.page) {
            None => 1,
            Some(p) => p
                .parse::<i64>()
                .ok()
                .filter(|p| (1..=1_000_000).contains(p))
                .ok_or_else(|| bad("page must be a whole number from 1."))?,
        };
        if [&q.service, &q.area, &q.source]
            .iter()
            .any(|v| v.as_deref().is_some_and(|v| v.contains('\0')))
        {
            // No stored value has one, and PostgreSQL refuses it outright.
            return Err(bad("Filters must not contain a NUL character."));
        }
        let mut f = Filter {
            view,
            name: match view {
                _ if chase => "quotes-to-chase",
                EnquiryStatus::New => "inbox",
                v => v.as_str(),
            },
            page,
            clauses: Vec::new(),
            binds: Vec::new(),
        };
        f.bind("status = {}", view.as_str());
        if chase {
            // Quotes to chase (issue 33.3): the rule at the clock, written in.
            f.clauses.push(super::chase::sql(chrono::Utc::now()));
        }
        if let Some(s) = present(&q.stage) {
            let stage = Stage::parse(s).ok_or_else(|| bad(super::CHOOSE_STAGE))?;
            f.bind("stage = {}", stage.as_str());
        }
        match present(&q.mine) {
            None | Some("0") | Some("false") => {}
            Some("1") | Some("true") => {
                let me = q.me.ok_or_else(|| bad("mine needs a signed-in account."))?;
                // The session's own id, a number: written in, not bound,
                // as the reference below is.
                f.clauses.push(format!("assigned_to = {me}"));
            }
            Some(_) => return Err(bad("mine must be 1 or 0.")),
        }
        if let Some(s) = present(&q.service) {
            f.bind("service = {}", s);
        }
        if let Some(a) = present(&q.area) {
            // An area's name as the filter lists it (or its slug); a name
            // that is no area selects nothing, as a value no lead has did.
            match super::area::slug_named(a) {
                Some(slug) => f.bind("area_slug = {}", slug),
                None => f.clauses.push("1 = 0".into()),
            }
        }
        match present(&q.source) {
            None => {}
            Some(DIRECT) => f.clauses.push("utm_source IS NULL".into()),
            Some(s) => f.bind("utm_source = {}", s),
        }
        let from = present(&q.from)
            .map(|d| day(d).ok_or_else(|| bad("from must be a date like 2026-11-01.")))
            .transpose()?;
        let to = present(&q.to)
            .map(|d| day(d).ok_or_else(|| bad("to must be a date like 2026-11-30.")))
            .transpose()?;
        if let (Some(a), Some(b)) = (from, to)
            && b < a
        {
            return Err(bad("to must not be before from."));
        }
        if let Some(d) = from {
            f.bind("created_at >= {}", &london_midnight_utc(d));
        }
        if let Some(d) = to.and_then(|d| d.succ_opt()) {
            f.bind("created_at < {}", &london_midnight_utc(d));
        }
        if let Some(text) = present(&q.q) {
            if text.chars().count() > 200 {
                return Err(bad("The search must be at most 200 characters."));
            }
            // The API's text rule (http/text.rs) has refused every other
            // control character at the edge; the tab, line feed or carriage
            // return left separate words, as the space they stand for.
            let text: String = text
                .chars()
                .map(|c| if c.is_control() { ' ' } else { c })
                .collect();
            if !text.trim().is_empty() {
                f.search(text.trim(), backend);
            }
        }
        Ok(f)
    }

    /// Adds `clause` with its `{}` replaced by the next placeholder.
    fn bind(&mut self, clause: &str, value: &str) {
        self.binds.push(value.to_string());
        self.clauses
            .push(clause.replace("{}", &format!("${}", self.binds.len())));
    }

    /// Every word of the text starts a word of the lead's name, email,
    /// message, service, location (the area or postcode as the customer
    /// typed it) or phone, through the word index (`crate::enquiries::search`),
    /// in any case and with or without accents; a word with symbols in it
    /// ('50%', 'ann@example.com') is also in one of them as typed. Besides:
    /// for text that is a phone number or part of one, the phone's digits
    /// contain its digits however either was spaced or prefixed; and text
    /// that is a reference ('#131', '131': the number the customer's
    /// acknowledgement gives) is that lead.
    fn search(&mut self, text: &str, backend: Backend) {
        let words = crate::enquiries::search::words(text);
        let mut every = Vec::new();
        if let Some(query) = crate::enquiries::search::query(backend, &words) {
            self.binds.push(query);
            every.push(crate::enquiries::search::matches_sql(
                backend,
                self.binds.len(),
            ));
        }
        // Checked on the rows the index found, so the LIKE reads a handful
        // of leads; only text with no letter or digit at all (nothing the
        // index could look up) reads them all, as the search did before.
        // Beside words the index can look up, a stray '"' or '*' is noise.
        let indexed = !every.is_empty();
        for literal in words
            .iter()
            .filter(|w| w.indexed() || !indexed)
            .filter_map(|w| w.literal.as_deref())
        {
            let escaped = literal
                .replace('\\', "\\\\")
                .replace('%', "\\%")
                .replace('_', "\\_");
            self.binds.push(format!("%{escaped}%"));
            let n = self.binds.len();
            every.push(format!(
                "(LOWER(name) LIKE ${n} ESCAPE '\\' OR LOWER(COALESCE(email, '')) LIKE ${n} ESCAPE '\\' \
                 OR LOWER(COALESCE(message, '')) LIKE ${n} ESCAPE '\\' \
                 OR LOWER(service) LIKE ${n} ESCAPE '\\' OR LOWER(COALESCE(location, '')) LIKE ${n} ESCAPE '\\' \
                 OR LOWER(phone) LIKE ${n} ESCAPE '\\')"
            ));
        }
        if every.is_empty() {
            // Not reached (parse passes only text with something in it),
            // but an empty search must select nothing rather than all.
            every.push("1 = 0".into());
        }
        let mut any = format!("({})", every.join(" AND "));
        if let Some(id) = reference(text) {
            // A number from the text itself, parsed: written in, not bound, so
            // the placeholders keep their order (it is only ever digits).
            any.push_str(&format!(" OR id = {id}"));
        }
        if let Some(digits) = phone_digits(text) {
            self.binds.push(format!("%{digits}%"));
            any.push_str(&format!(" OR {PHONE_DIGITS} LIKE ${}", self.binds.len()));
        }
        self.clauses.push(format!("({any})"));
    }

    pub fn where_sql(&self) -> String {
        self.clauses.join(" AND ")
    }

    pub fn binds(&self) -> &[String] {
        &self.binds
    }

    /// Pinned emergencies (`pin`) first in the inbox, then newest first.
    pub fn order_sql(&self, now: chrono::DateTime<chrono::Utc>) -> String {
        if self.view == EnquiryStatus::New {
            // Overdue follow-ups next (issue 23.3).
            let today = crate::store::uk_time::day(now)
                .format("%Y-%m-%d")
                .to_string();
            format!(
                "CASE WHEN {} THEN 0 WHEN {} THEN 1 ELSE 2 END, created_at DESC, id DESC",
                super::pin::sql(now),
                super::overdue::sql(&today)
            )
        } else {
            "created_at DESC, id DESC".into()
        }
    }

    pub fn offset(&self) -> i64 {
        (self.page - 1) * PAGE_SIZE
    }
}

/// The lead a reference names: '#131' or '131' (at most 18 digits), or
/// either read out as the acknowledgement words it ('reference #131',
/// 'ref 131', 'Ref. #131').
fn reference(text: &str) -> Option<i64> {
    let text = text.trim();
    let text = ["reference", "ref.", "ref"]
        .iter()
        .find_map(|word| {
            text.get(..word.len())
                .filter(|start| start.eq_ignore_ascii_case(word))
                .map(|_| &text[word.len()..])
                .filter(|rest| rest.starts_with([' ', '#']))
                .map(str::trim_start)
        })
        .unwrap_or(text);
    let digits = text.strip_prefix('#').unwrap_or(text);
    (!digits.is_empty() && digits.len() <= 18 && digits.bytes().all(|b| b.is_ascii_digit()))
        .then(|| digits.parse().ok())
        .flatten()
}

/// The stored phone with the separators people type removed.
const PHONE_DIGITS: &str = "REPLACE(REPLACE(REPLACE(REPLACE(REPLACE(REPLACE(phone, ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), '+', '')";

/// The digits to look for when `text` is (part of) a phone number: at least
/// three digits and nothing but what a number is written with. The country
/// code and trunk zero are dropped, so `07700 900123` finds `+44 7700 900123`
/// and the other way round.
fn phone_digits(text: &str) -> Option<String> {
    if !text
        .chars()
        .all(|c| c.is_ascii_digit() || " +-().".contains(c))
    {
        return None;
    }
    let international = text.trim_start().starts_with('+');
    let text = text.replace("(0)", "");
    let digits: String = text.chars().filter(char::is_ascii_digit).collect();
    let national = if international {
        digits.strip_prefix("44").unwrap_or(&digits)
    } else {
        digits.strip_prefix("0044").unwrap_or(&digits)
    };
    let national = national.strip_prefix('0').unwrap_or(national);
    (national.len() >= 3).then(|| national.to_string())
}

fn day(text: &str) -> Option<NaiveDate> {
    (text.len() == 10)
        .then(|| NaiveDate::parse_from_str(text, "%Y-%m-%d").ok())
        .flatten()
}

/// The stored-time text of the start of `day` in Glasgow. British Summer
/// Time runs from 01:00 UTC on the last Sunday of March to 01:00 UTC on the
/// last Sunday of October, so local midnight is in summer time on the days
/// after the first and up to and including the second.
pub fn london_midnight_utc(day: NaiveDate) -> String {
    let last_sunday = |month: u32| {
        let end = NaiveDate::from_ymd_opt(day.year(), month, 31).unwrap_or(day);
        end - chrono::Days::new(end.weekday().num_days_from_sunday() as u64)
    };
    let summer = day > last_sunday(3) && day <= last_sunday(10);
    let midnight = Utc.from_utc_datetime(&day.and_hms_opt(0, 0, 0).unwrap_or_default());
    let start = if summer {
        midnight - chrono::Duration::hours(1)
    } else {
        midnight
    };
    start.to_rfc3339_opts(chrono::SecondsFormat::Millis, true)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(s: &str) -> NaiveDate {
        day(s).unwrap()
    }

    #[test]
    fn a_reference_is_digits_with_or_without_a_hash() {
        assert_eq!(reference("#131"), Some(131));
        assert_eq!(reference(" 131 "), Some(131));
        assert_eq!(reference("#"), None);
        assert_eq!(reference("#13a"), None);
        assert_eq!(reference("1234567890123456789"), None, "too long for an id");
        assert_eq!(reference("1 31"), None);
        assert_eq!(reference("reference #131"), Some(131));
        assert_eq!(reference("Ref 131"), Some(131));
        assert_eq!(reference("ref. #131"), Some(131));
        assert_eq!(reference("REF#131"), Some(131));
        assert_eq!(reference("referee 131"), None);
        assert_eq!(reference("ref"), None);
    }

    #[test]
    fn london_days_start_at_local_midnight() {
        assert_eq!(
            london_midnight_utc(d("2026-01-15")),
            "2026-01-15T00:00:00.000Z"
        );
        assert_eq!(
            london_midnight_utc(d("2026-07-01")),
            "2026-06-30T23:00:00.000Z"
        );
        // 2026: summer time from Sunday 29 March to Sunday 25 October.
        assert_eq!(
            london_midnight_utc(d("2026-03-29")),
            "2026-03-29T00:00:00.000Z"
        );
        assert_eq!(
            london_midnight_utc(d("2026-03-30")),
            "2026-03-29T23:00:00.000Z"
        );
        assert_eq!(
            london_midnight_utc(d("2026-10-25")),
            "2026-10-24T23:00:00.000Z"
        );
        assert_eq!(
            london_midnight_utc(d("2026-10-26")),
            "2026-10-26T00:00:00.000Z"
        );
    }

    #[test]
    fn phone_searches_compare_national_digits() {
        assert_eq!(phone_digits("07700 900123").as_deref(), Some("7700900123"));
        assert_eq!(
            phone_digits("+44 7700 900123").as_deref(),
            Some("7700900123")
        );
        assert_eq!(phone_digits("+44 (0)141 496").as_deref(), Some("141496"));
        assert_eq!(phone_digits("900-123").as_deref(), Some("900123"));
        assert_eq!(phone_digits("Flat 2"), None);
        assert_eq!(phone_digits("12"), None);
    }

    #[test]
    fn bad_filters_are_named() {
        let q = |f: fn(&mut ListQuery)| {
            let mut q = ListQuery::default();
            f(&mut q);
            match Filter::parse(&q, Backend::Sqlite) {
                Err(AppError::BadRequest(m)) => m,
                _ => String::new(),
            }
        };
        assert!(q(|q| q.view = Some("all".into())).starts_with("view"));
        assert!(q(|q| q.stage = Some("done".into())).starts_with("Choose"));
        assert!(q(|q| q.page = Some("0".into())).starts_with("page"));
        assert!(q(|q| q.from = Some("1/11/2026".into())).starts_with("from"));
        assert!(
            q(|q| {
                q.from = Some("2026-11-02".into());
                q.to = Some("2026-11-01".into());
            })
            .starts_with("to must not")
        );
    }

    /// The inbox's queries find their rows through an index rather than
    /// reading every enquiry (SQLite's planner, on the real schema).
    #[tokio::test]
    async fn list_queries_use_indexes() {
        let db = crate::store::db::Db::connect("sqlite::memory:")
            .await
            .unwrap();
        let plan = |sql: String, binds: Vec<String>| {
            let db = db.clone();
            async move {
                let explain = format!("EXPLAIN QUERY PLAN {sql}");
                let mut q = sqlx::query(&explain);
                for b in &binds {
                    q = q.bind(b.clone());
                }
                let rows = q.fetch_all(&db.pool).await.unwrap();
                rows.iter()
                    .map(|r| sqlx::Row::try_get::<String, _>(r, "detail").unwrap())
                    .collect::<Vec<_>>()
                    .join("; ")
            }
        };
        let mut views = Vec::new();
        for query in [
            ListQuery::default(),
            ListQuery {
                stage: Some("quoted".into()),
                ..Default::default()
            },
            ListQuery {
                view: Some("spam".into()),
                q: Some("0141 496".into()),
                from: Some("2026-11-01".into()),
                ..Default::default()
            },
            ListQuery {
                q: Some("boil partick".into()),
                ..Default::default()
            },
        ] {
            let f = Filter::parse(&query, Backend::Sqlite).unwrap();
            let sql = format!(
                "SELECT * FROM enquiries WHERE {} ORDER BY {} LIMIT 50",
                f.where_sql(),
                f.order_sql(chrono::Utc::now())
            );
            views.push((sql, f.binds().to_vec()));
        }
        views.push((
            format!(
                "SELECT COUNT(*) FROM enquiries WHERE {}",
                super::super::pin::sql(chrono::Utc::now())
            ),
            vec![],
        ));
        views.push((
            "SELECT status, COUNT(*) FROM enquiries GROUP BY status".into(),
            vec![],
        ));
        views.push((
            "SELECT * FROM lead_events WHERE enquiry_id = 1 ORDER BY id".into(),
            vec![],
        ));
        views.push((
            "SELECT * FROM outbox WHERE enquiry_id = 1 ORDER BY id".into(),
            vec![],
        ));
        for (sql, binds) in views {
            let detail = plan(sql.clone(), binds.clone()).await;
            if binds.iter().any(|b| b.contains("\"*")) {
                // Words are looked up in the search index, not by reading text.
                assert!(
                    detail.contains("SCAN enquiries_search VIRTUAL TABLE INDEX"),
                    "{sql}\n{detail}"
                );
            }
            assert!(
                detail.contains("USING INDEX") || detail.contains("USING COVERING INDEX"),
                "{sql}\n{detail}"
            );
            assert!(
                !detail
                    .split("; ")
                    .any(|step| step.starts_with("SCAN") && !step.contains("INDEX")),
                "a full scan: {sql}\n{detail}"
            );
        }
    }
}
