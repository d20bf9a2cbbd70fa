//! What a period's results are counted from: each day's views and visitors
//! (the per-day rows the page-view counter writes), the calls and chats
//! (`contact_clicks_daily`) and the real leads (`enquiries::list::arrived`),
//! each added to its day, its page and its landing (UTM source and campaign).

use super::{DIRECT, NO_CAMPAIGN, UNKNOWN_PAGE, ymd};
use crate::http::error::AppError;
use crate::store::page_view_months;
use crate::store::uk_time;
use chrono::{Duration, NaiveDate};
use content_model::contract::ContactKind;
use sqlx::Row;
use std::collections::{BTreeMap, HashMap};

/// A UTM value as the page-view counter keeps it, so an enquiry's
/// `Google` meets the views' `google`.
fn utm_key(value: Option<&str>, none: &str) -> String {
    let v = value.unwrap_or("").trim().to_lowercase();
    if v.is_empty() { none.to_string() } else { v }
}

/// The counts of a landing, keyed as grouped: its UTM source and campaign
/// (`utm_key`), `(direct)` and `(none)` when there were none.
fn landing(
    landings: &mut HashMap<(String, String), Counts>,
    source: Option<String>,
    campaign: Option<String>,
) -> &mut Counts {
    landings
        .entry((
            utm_key(source.as_deref(), DIRECT),
            utm_key(campaign.as_deref(), NO_CAMPAIGN),
        ))
        .or_default()
}

#[derive(Default, Clone, Copy)]
pub(super) struct Counts {
    pub(super) views: i64,
    pub(super) visitors: i64,
    pub(super) enquiries: i64,
    pub(super) calls: i64,
    pub(super) chats: i64,
}

impl Counts {
    pub(super) fn add(&mut self, other: Counts) {
        self.views += other.views;
        self.visitors += other.visitors;
        self.enquiries += other.enquiries;
        self.calls += other.calls;
        self.chats += other.chats;
    }

    /// `clicks` of `kind` (as stored) counted as calls or chats.
    fn add_clicks(&mut self, kind: &str, clicks: i64) {
        if kind == ContactKind::Call.as_str() {
            self.calls += clicks;
        } else if kind == ContactKind::Whatsapp.as_str() {
            self.chats += clicks;
        }
    }

    /// How rows are ranked: most contacts of any kind (enquiries, calls and
    /// chats: what the owner wants), then most enquiries, then most views.
    pub(super) fn rank(&self) -> (i64, i64, i64) {
        (
            self.enquiries + self.calls + self.chats,
            self.enquiries,
            self.views,
        )
    }
}

/// The period's counts by day (every day, so the chart has no gaps), by
/// page and by landing, with how many leads arrived.
pub(super) struct Tally {
    pub(super) daily: BTreeMap<String, Counts>,
    pub(super) pages: HashMap<String, Counts>,
    /// The type each page was counted under: a removed page keeps it.
    pub(super) counted_type: HashMap<String, String>,
    /// (source, campaign) → counts.
    pub(super) landings: HashMap<(String, String), Counts>,
    pub(super) enquiries: i64,
    /// Each lead's money and where it came from.
    pub(super) money: Vec<super::money::MoneyLead>,
}

impl Tally {
    /// The counts of `from..=to` (London days).
    pub(super) async fn gather(
        db: &crate::store::db::Db,
        from: NaiveDate,
        to: NaiveDate,
    ) -> Result<Tally, AppError> {
        // Every day of the period, so the chart has no gaps.
        let mut daily: BTreeMap<String, Counts> = BTreeMap::new();
        let mut d = from;
        while d <= to {
            daily.insert(ymd(d), Counts::default());
            d += Duration::days(1);
        }

        let mut tally = Tally {
            daily,
            pages: HashMap::new(),
            counted_type: HashMap::new(),
            landings: HashMap::new(),
            enquiries: 0,
            money: Vec::new(),
        };
        let (from_s, to_s) = (ymd(from), ymd(to));
        tally.views(db, from, to).await?;
        tally.clicks(db, &from_s, &to_s).await?;
        tally.leads(db, from, to).await?;
        Ok(tally)
    }

    /// Views and visitors by day, page and landing.
    async fn views(
        &mut self,
        db: &crate::store::db::Db,
        from: NaiveDate,
        to: NaiveDate,
    ) -> Result<(), AppError> {
        let (from_s, to_s) = (ymd(from), ymd(to));
        // A day's views are counted once per page and once per landing, so the
        // daily totals come from the landing rows: a few a day, where the page
        // rows are thousands. SUM of BIGINT is NUMERIC in PostgreSQL, which the
        // Any driver cannot read as an integer: hence the casts.
        for r in sqlx::query(
            "SELECT day, CAST(SUM(views) AS BIGINT) AS views, CAST(SUM(visitors) AS BIGINT) AS visitors \
             FROM page_views_daily_source WHERE day >= $1 AND day <= $2 GROUP BY day",
        )
        .bind(&from_s)
        .bind(&to_s)
        .fetch_all(&db.pool)
        .await?
        {
            let day: String = r.try_get("day")?;
            if let Some(c) = self.daily.get_mut(&day) {
                c.views += r.try_get::<i64, _>("views")?;
                c.visitors += r.try_get::<i64, _>("visitors")?;
            }
        }

        // By page: whole months from their rows, the days at either end
        // from theirs (store::page_view_months), a page's counts added up
        // and its type the greatest, as one MAX over the day rows would give.
        let by_page = |table: &str, key: &str| {
            format!(
                "SELECT page_path, MAX(page_type) AS page_type, CAST(SUM(views) AS BIGINT) AS views, \
                 CAST(SUM(visitors) AS BIGINT) AS visitors \
                 FROM {table} WHERE {key} >= $1 AND {key} <= $2 GROUP BY page_path"
            )
        };
        let split = page_view_months::split(from, to);
        let months = split
            .months
            .iter()
            .map(|(a, b)| (by_page("page_views_monthly", "month"), a, b));
        let days = split
            .days
            .iter()
            .map(|(a, b)| (by_page("page_views_daily", "day"), a, b));
        for (sql, a, b) in months.chain(days) {
            for r in sqlx::query(&sql)
                .bind(a)
                .bind(b)
                .fetch_all(&db.pool)
                .await?
            {
                let path: String = r.try_get("page_path")?;
                let page_type: String = r.try_get("page_type")?;
                let counted = self.counted_type.entry(path.clone()).or_default();
                if page_type > *counted {
                    *counted = page_type;
                }
                let page = self.pages.entry(path).or_default();
                page.views += r.try_get::<i64, _>("views")?;
                page.visitors += r.try_get::<i64, _>("visitors")?;
            }
        }

        for r in sqlx::query(
            "SELECT source, campaign, CAST(SUM(views) AS BIGINT) AS views, \
             CAST(SUM(visitors) AS BIGINT) AS visitors \
             FROM page_views_daily_source WHERE day >= $1 AND day <= $2 GROUP BY source, campaign",
        )
        .bind(&from_s)
        .bind(&to_s)
        .fetch_all(&db.pool)
        .await?
        {
            let source: Option<String> = r.try_get("source")?;
            let campaign: Option<String> = r.try_get("campaign")?;
            let c = landing(&mut self.landings, source, campaign);
            c.views += r.try_get::<i64, _>("views")?;
            c.visitors += r.try_get::<i64, _>("visitors")?;
        }
        Ok(())
    }

    /// Taps on the phone and WhatsApp links by day, page and landing.
    async fn clicks(
        &mut self,
        db: &crate::store::db::Db,
        from_s: &str,
        to_s: &str,
    ) -> Result<(), AppError> {
        // Calls and chats: one row per day, page, kind and landing, few enough
        // to read whole.
        for r in sqlx::query(
            "SELECT day, page_path, page_type, kind, source, campaign, CAST(clicks AS BIGINT) AS clicks \
             FROM contact_clicks_daily WHERE day >= $1 AND day <= $2",
        )
        .bind(from_s)
        .bind(to_s)
        .fetch_all(&db.pool)
        .await?
        {
            let kind: String = r.try_get("kind")?;
            let clicks: i64 = r.try_get("clicks")?;
            let day: String = r.try_get("day")?;
            if let Some(c) = self.daily.get_mut(&day) {
                c.add_clicks(&kind, clicks);
            }
            let path: String = r.try_get("page_path")?;
            if !self.counted_type.contains_key(&path) {
                self.counted_type.insert(path.clone(), r.try_get("page_type")?);
            }
            self.pages.entry(path).or_default().add_clicks(&kind, clicks);
            landing(&mut self.landings, r.try_get("source")?, r.try_get("campaign")?)
                .add_clicks(&kind, clicks);
        }
        Ok(())
    }

    /// The real leads by day, the page they were sent from and their landing.
    async fn leads(
        &mut self,
        db: &crate::store::db::Db,
        from: NaiveDate,
        to: NaiveDate,
    ) -> Result<(), AppError> {
        // The leads from London midnight at the start of the period to London
        // midnight after its last day.
        let arrived = crate::enquiries::list::arrived(
            db,
            crate::enquiries::EnquiryStatus::New,
            uk_time::midnight(from),
            uk_time::midnight(to + Duration::days(1)),
        )
        .await?;
        for lead in arrived {
            let e = lead.e;
            let Some(day) = uk_time::day_of(&e.created_at) else {
                continue;
            };
            let Some(c) = self.daily.get_mut(&day) else {
                continue;
            };
            c.enquiries += 1;
            self.enquiries += 1;
            let path = e
                .page_path
                .filter(|p| !p.is_empty())
                .unwrap_or_else(|| UNKNOWN_PAGE.to_string());
            self.pages.entry(path.clone()).or_default().enquiries += 1;
            self.money.push(super::money::MoneyLead {
                path,
                service_asked: e.service,
                area_slug: lead.area_slug,
                source: utm_key(e.utm_source.as_deref(), DIRECT),
                campaign: utm_key(e.utm_campaign.as_deref(), NO_CAMPAIGN),
                quoted_pence: lead.quoted_pence,
                won_pence: lead.won_pence,
            });
            landing(&mut self.landings, e.utm_source, e.utm_campaign).enquiries += 1;
        }
        Ok(())
    }
}
