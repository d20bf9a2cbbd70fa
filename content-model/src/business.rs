//! The business facts record (decisions 1-3): every page reads these, none repeats them.

use crate::{Icon, IsoDate, UkPhone};
use schemars::JsonSchema;
use serde::Serialize;
use ts_rs::TS;

/// A bank holiday (Scotland), substitute days listed as days of their own.
#[derive(Clone, Copy, Debug)]
pub struct BankHoliday {
    pub date: IsoDate,
    /// 'Boxing Day (substitute day)'.
    pub name: &'static str,
}

#[derive(Clone, Copy, Debug, Serialize, TS, JsonSchema)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct Business {
    /// The trading name used in headings and the logo.
    pub name: &'static str,
    /// The registered company name, as on the Companies House register.
    pub legal_name: &'static str,
    /// One line used under the logo and in metadata.
    pub tagline: &'static str,
    pub phone: UkPhone,
    /// The messaging-app number (country code 44).
    pub whatsapp: UkPhone,
    pub email: &'static str,
    /// The address mail is sent from (never the visitor's).
    pub registered_office: Address,
    /// 'Registered in Scotland No. SC123456'.
    pub company_number: &'static str,
    pub registered_in: &'static str,
    pub gas_safe_number: &'static str,
    pub niceic_number: &'static str,
    pub founded: u16,
    pub hours: [OpeningHours; 4],
    pub geo: GeoPoint,
    /// Customers served, as claimed everywhere ('500+').
    pub customers_claim: &'static str,
    pub guarantee_months: u8,
    pub quote_validity_days: u8,
    /// The VAT rate a quote is written at, in basis points (2000 = 20%).
    /// Quote lines are typed VAT included; the VAT part shown is worked out
    /// from the total at this rate (issue 33.1).
    pub vat_rate_basis_points: u16,
    /// The firm's VAT registration number, printed on every quote.
    pub vat_number: &'static str,
    /// After how many days an unanswered quote is chased: the inbox lists
    /// it under 'Quotes to chase' and the digest names it (issue 33.3).
    pub quote_chase_days: u8,
    pub cancellation_notice_hours: u8,
    /// Months an enquiry is kept before it is deleted (decision 30).
    pub enquiry_retention_months: u8,
    pub claims: ResponseClaims,
    /// Rendered with its computed facts into `SiteFacts`.
    #[serde(skip)]
    #[ts(skip)]
    #[schemars(skip)]
    pub trust_strip: [TrustClaim; 6],
    /// Rendered with its computed facts into `SiteFacts`.
    #[serde(skip)]
    #[ts(skip)]
    #[schemars(skip)]
    pub home_stats: [Stat; 4],
    /// Rendered with its computed facts into `SiteFacts`.
    #[serde(skip)]
    #[ts(skip)]
    #[schemars(skip)]
    pub review_stats: [Stat; 4],
    pub review_sites: [ReviewSite; 3],
    /// Where a customer is asked to leave a review, and where a recorded
    /// review's public page may be (issue 34.1-2). Every customer asked is
    /// sent every platform, in this order.
    #[serde(skip)]
    #[ts(skip)]
    #[schemars(skip)]
    pub review_platforms: &'static [ReviewPlatform],
    /// The web studio credited in the footer.
    pub site_builder: ExternalLink,
    /// Scottish bank holidays, substitute days included, on which the office
    /// is closed and only the emergency line answers (issue 13.2). Earliest
    /// first; `codegen check` fails once the list ends within 12 months.
    /// Emitted as the `opening` schedule, not with these facts.
    #[serde(skip)]
    #[ts(skip)]
    #[schemars(skip)]
    pub bank_holidays: &'static [BankHoliday],
    /// Who to call first about a gas smell or carbon monoxide (issue 13.3):
    /// not us, the network's free emergency line.
    pub gas_emergency: PublicLine,
    /// Other organisations' numbers the copy names (the ICO's helpline on the
    /// privacy page). `codegen check` fails on any number written in copy
    /// that is neither the business's own, the gas line nor one of these.
    #[serde(skip)]
    #[ts(skip)]
    #[schemars(skip)]
    pub other_lines: &'static [PublicLine],
}

/// Another organisation's public line the site names: the gas emergency line
/// it sends visitors to before itself, a regulator's helpline.
#[derive(Clone, Copy, Debug, Serialize, TS, JsonSchema)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct PublicLine {
    /// 'National Gas Emergency Service', 'Information Commissioner's Office'.
    pub name: &'static str,
    pub phone: UkPhone,
}

#[derive(Clone, Copy, Debug, Serialize, TS, JsonSchema)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct Address {
    pub street: &'static str,
    pub locality: &'static str,
    pub postcode: &'static str,
    pub country: &'static str,
}

#[derive(Clone, Copy, Debug, Serialize, TS, JsonSchema)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct OpeningHours {
    /// 'Monday to Friday', 'Saturday', 'Sunday', 'Emergencies'.
    pub days: &'static str,
    /// '07:00-20:00' or '24/7'.
    pub hours: &'static str,
}

#[derive(Clone, Copy, Debug, Serialize, TS, JsonSchema)]
pub struct GeoPoint {
    pub latitude: f64,
    pub longitude: f64,
}

/// How fast we answer an enquiry (decision 25). Arrival times are not here:
/// they are the areas' windows, and every headline arrival claim is computed
/// from them.
#[derive(Clone, Copy, Debug, Serialize, TS, JsonSchema)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct ResponseClaims {
    /// Minutes to reply to a quote request during opening hours.
    pub reply_minutes: u16,
    /// Minutes to call back an emergency request sent by form, at any hour.
    pub emergency_callback_minutes: u16,
}

// The sentences that state these times, with their conditions, are
// composed once in `promises`.

/// 'within 15 minutes', 'within 1 hour', 'within 2 hours'.
pub fn within(minutes: u16) -> String {
    match minutes {
        60 => "within 1 hour".into(),
        m if m % 60 == 0 => format!("within {} hours", m / 60),
        m => format!("within {m} minutes"),
    }
}

/// A figure or promise shown in a stat or trust line. Everything but `Text` is
/// computed at build time from the records it summarises (decisions 2, 25, 26),
/// so a headline can never disagree with the pages behind it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fact {
    /// Words that state no number ('Qualified engineers'); `codegen check`
    /// refuses ratings, percentages and times here.
    Text(&'static str),
    /// The customers claim ('500+').
    Customers,
    /// The mean rating of the reviews shown ('4.8/5').
    AverageRating,
    /// The share of the reviews shown rated four or five stars ('100%').
    ShareRatedFourOrFive,
    /// '24/7' (emergency line).
    EmergencyLine,
    /// The reply time in opening hours ('15 min').
    ReplyTime,
    /// The fastest and slowest arrival windows across covered areas ('15-70 minute arrival').
    ArrivalRange,
    /// The fastest window's start ('From 15 min').
    FastestArrival,
    /// Whole years since founding ('12').
    YearsTrading,
}

#[derive(Clone, Copy, Debug)]
pub struct TrustClaim {
    pub title: &'static str,
    pub subtitle: Fact,
    pub icon: Icon,
    /// Where the claim holds: a page about a place without emergency cover
    /// leaves out the claims that hold only where we have it (issue 31.2).
    pub reach: ClaimReach,
}

/// Where a claim holds (issue 31.2: claims typed by kind).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ClaimReach {
    Everywhere,
    /// Only where we have emergency cover: '24/7', 'Rapid Response', an
    /// arrival time.
    EmergencyCover,
}

impl TrustClaim {
    /// Whether the claim speaks of emergency cover: a 24/7 line, an arrival
    /// time or a rapid response, which no planned-only place may be shown.
    pub fn speaks_of_emergency_cover(&self) -> bool {
        let text = match self.subtitle {
            Fact::EmergencyLine | Fact::ArrivalRange | Fact::FastestArrival => return true,
            Fact::Text(t) => format!("{} {t}", self.title),
            _ => self.title.to_string(),
        };
        let l = text.to_lowercase();
        crate::copy::claims_round_the_clock(&l)
            || ["emergency", "rapid", "arriv", "response", "fast"]
                .iter()
                .any(|w| l.contains(w))
    }
}

#[derive(Clone, Copy, Debug)]
pub struct Stat {
    pub value: Fact,
    pub label: &'static str,
}

#[derive(Clone, Copy, Debug, Serialize, TS, JsonSchema)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct ReviewSite {
    pub name: &'static str,
    pub url: &'static str,
}

/// A review platform a customer is asked to review the firm on (issue 34.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ReviewPlatform {
    /// What a recorded review names it by: lower-case letters, digits and
    /// hyphens ('google'), unique in the list.
    pub key: &'static str,
    /// 'Google', 'Trustpilot': as the request and the inbox name it.
    pub name: &'static str,
    /// The page where a customer writes a review of this business.
    pub review_url: &'static str,
    /// Hosts a published review's own public page may be on (lower case,
    /// exact match): a recorded review's link must be on one of them.
    pub url_hosts: &'static [&'static str],
}

impl ReviewPlatform {
    /// Whether `host` (of a published review's link) is one of this
    /// platform's, compared without case.
    pub fn hosts(&self, host: &str) -> bool {
        self.url_hosts.iter().any(|h| h.eq_ignore_ascii_case(host))
    }
}

#[derive(Clone, Copy, Debug, Serialize, TS, JsonSchema)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct ExternalLink {
    pub label: &'static str,
    pub url: &'static str,
}
