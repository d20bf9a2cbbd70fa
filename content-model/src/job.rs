//! Completed jobs: the local proof a trades firm wins on (issue 22). Each is a
//! record of real work, published with the customer's agreement, shown on the
//! pages for its service and area; `job_rules.rs` holds the rules `codegen
//! check` applies to them.

use crate::{IsoDate, PropertyType, Slug};
use schemars::JsonSchema;
use serde::{Serialize, Serializer, ser::SerializeStruct};
use ts_rs::TS;

#[derive(Clone, Copy, Debug, Serialize, TS, JsonSchema)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct Job {
    /// The job's own address: `/our-work#<slug>`, and its photographs' names.
    pub slug: Slug,
    /// The service's slug, as in `services/`.
    pub service: Slug,
    /// The area's slug, as in `areas/`.
    pub area: Slug,
    /// One of the area's neighbourhoods (its slug), when the customer is
    /// happy for it to be named; never a street.
    pub neighbourhood: Option<Slug>,
    /// Month and year only: an exact date and a neighbourhood together could
    /// point at a home.
    pub completed: MonthYear,
    pub property: PropertyType,
    /// What the customer found, in a sentence or two.
    pub problem: &'static str,
    /// What the engineer did.
    pub work_done: &'static str,
    /// How it ended: what works now, what was checked, what was left.
    pub outcome: &'static str,
    pub took: TimeTaken,
    /// What the customer paid, as a band (never the exact invoice).
    pub price: Option<PriceBand>,
    pub photos: &'static [Photo],
    pub source: JobSource,
}

impl Job {
    pub fn is_sample(&self) -> bool {
        matches!(self.source, JobSource::Sample)
    }
}

/// Where a job's record comes from.
#[derive(Clone, Copy, Debug, Serialize, TS, JsonSchema)]
#[serde(tag = "kind", rename_all = "kebab-case")]
#[ts(tag = "kind", rename_all = "kebab-case")]
pub enum JobSource {
    /// Real work; the customer agreed to its publication on this date.
    #[serde(rename_all = "camelCase")]
    #[ts(rename_all = "camelCase")]
    CustomerAgreed { on: IsoDate },
    /// An example made for the demonstration site, with illustrative images:
    /// labelled 'Example, not a real job', never indexed or counted as proof, and listed
    /// by `just launch-check` until replaced.
    Sample,
}

/// One photograph of the job: the original under `content/jobs/photos/`,
/// what it shows (for people who cannot see it) and its caption.
#[derive(Clone, Copy, Debug, Serialize, TS, JsonSchema)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct Photo {
    /// The original's file name under `content/jobs/photos/` (samples under
    /// `samples/`): `2025-03-paisley-boiler-1.jpg`.
    pub file: &'static str,
    /// What the picture shows, as a sentence: not the file name.
    pub alt: &'static str,
    /// Shown under the picture.
    pub caption: &'static str,
    /// Set on the one photograph a real job's link preview uses, at the
    /// point its 1.91:1 crop keeps in view. Chosen by a person, never by the
    /// image's 'attention', which favours signs, house numbers and number
    /// plates over the work.
    pub preview: Option<Focus>,
}

/// A point in a photograph, in percent of its width and height from the top
/// left: `Focus::at(50, 40)`. A point outside the picture does not compile.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, TS, JsonSchema)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct Focus {
    #[schemars(range(max = 100))]
    pub x_percent: u8,
    #[schemars(range(max = 100))]
    pub y_percent: u8,
}

impl Focus {
    pub const fn at(x_percent: u8, y_percent: u8) -> Focus {
        assert!(
            x_percent <= 100 && y_percent <= 100,
            "a focus is `Focus::at(x, y)` in percent, each 0-100"
        );
        Focus {
            x_percent,
            y_percent,
        }
    }
}

/// Where the photographs of sample jobs live, and only theirs.
pub const SAMPLE_PHOTO_FOLDER: &str = "samples/";

/// A calendar month: `MonthYear::new(2025, 3)`, shown as 'March 2025'.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, TS)]
#[ts(type = "{ year: number, month: number, display: string }")]
pub struct MonthYear {
    year: u16,
    month: u8,
}

impl MonthYear {
    pub const fn new(year: u16, month: u8) -> MonthYear {
        assert!(
            year >= 2000 && year <= 2100,
            "a month's year is between 2000 and 2100"
        );
        assert!(month >= 1 && month <= 12, "a month is between 1 and 12");
        MonthYear { year, month }
    }
    pub const fn year(self) -> u16 {
        self.year
    }
    pub const fn month(self) -> u8 {
        self.month
    }
    /// 'March 2025'.
    pub fn display(self) -> String {
        format!(
            "{} {}",
            crate::MONTH_NAMES[self.month as usize - 1],
            self.year
        )
    }
    /// The month `date` falls in.
    pub fn of(date: IsoDate) -> MonthYear {
        MonthYear::new(date.year(), date.month())
    }
}

impl Serialize for MonthYear {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut st = s.serialize_struct("MonthYear", 3)?;
        st.serialize_field("year", &self.year)?;
        st.serialize_field("month", &self.month)?;
        st.serialize_field("display", &self.display())?;
        st.end()
    }
}

impl JsonSchema for MonthYear {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "MonthYear".into()
    }
    fn json_schema(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
        schemars::json_schema!({
            "type": "object",
            "properties": {
                "year": { "type": "integer", "minimum": 2000, "maximum": 2100 },
                "month": { "type": "integer", "minimum": 1, "maximum": 12 },
                "display": { "type": "string" }
            },
            "required": ["year", "month", "display"],
            "additionalProperties": false
        })
    }
}

/// How long the work took on site: `TimeTaken::Hours(3)`, `TimeTaken::Days(2)`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, TS)]
#[ts(type = "{ display: string }")]
pub enum TimeTaken {
    Hours(u8),
    Days(u8),
}

impl TimeTaken {
    /// '3 hours', '1 day'.
    pub fn display(self) -> String {
        let (n, unit) = match self {
            TimeTaken::Hours(n) => (n, "hour"),
            TimeTaken::Days(n) => (n, "day"),
        };
        format!("{n} {unit}{}", if n == 1 { "" } else { "s" })
    }
    pub fn is_zero(self) -> bool {
        matches!(self, TimeTaken::Hours(0) | TimeTaken::Days(0))
    }
}

impl Serialize for TimeTaken {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut st = s.serialize_struct("TimeTaken", 1)?;
        st.serialize_field("display", &self.display())?;
        st.end()
    }
}

impl JsonSchema for TimeTaken {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "TimeTaken".into()
    }
    fn json_schema(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
        schemars::json_schema!({
            "type": "object",
            "properties": { "display": { "type": "string" } },
            "required": ["display"],
            "additionalProperties": false
        })
    }
}

/// What the customer paid, in whole pounds including VAT, as a band:
/// `PriceBand::pounds(250, 400)`, shown as '£250-£400 inc. VAT'. A band
/// that is empty or upside down does not compile.
#[derive(Clone, Copy, Debug, PartialEq, Eq, TS)]
#[ts(type = "{ fromPounds: number, toPounds: number, display: string }")]
pub struct PriceBand {
    pub from_pounds: u32,
    pub to_pounds: u32,
}

impl PriceBand {
    pub const fn pounds(from: u32, to: u32) -> PriceBand {
        assert!(
            from > 0 && from < to,
            "a price band is `pounds(from, to)` with 0 < from < to"
        );
        PriceBand {
            from_pounds: from,
            to_pounds: to,
        }
    }
    /// '£250-£400 inc. VAT', each end written as every price on the site is.
    pub fn display(&self) -> String {
        let end = |pounds: u32| {
            crate::Price::pounds(pounds)
                .display()
                .trim_end_matches(crate::VAT_WORDING)
                .trim()
                .to_string()
        };
        format!(
            "{}-{} {}",
            end(self.from_pounds),
            end(self.to_pounds),
            crate::VAT_WORDING
        )
    }
}

impl Serialize for PriceBand {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut st = s.serialize_struct("PriceBand", 3)?;
        st.serialize_field("fromPounds", &self.from_pounds)?;
        st.serialize_field("toPounds", &self.to_pounds)?;
        st.serialize_field("display", &self.display())?;
        st.end()
    }
}

impl JsonSchema for PriceBand {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "PriceBand".into()
    }
    fn json_schema(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
        schemars::json_schema!({
            "type": "object",
            "properties": {
                "fromPounds": { "type": "integer", "minimum": 1 },
                "toPounds": { "type": "integer", "minimum": 2 },
                "display": { "type": "string", "pattern": "inc\\. VAT$" }
            },
            "required": ["fromPounds", "toPounds", "display"],
            "additionalProperties": false
        })
    }
}

/// A job as the site shows it: the record with the names of what it points
/// at, so no page looks them up again (`jobs.json`).
#[derive(Clone, Debug, Serialize, TS, JsonSchema)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct JobView {
    #[serde(flatten)]
    #[ts(flatten)]
    pub job: Job,
    pub service_name: String,
    pub area_name: String,
    pub neighbourhood_name: Option<String>,
    pub property_name: String,
    /// Labelled 'Example, not a real job', its date and price called examples; never indexed or counted as proof.
    pub is_sample: bool,
}

impl JobView {
    /// The view of `job`, whose references `codegen check` has checked.
    pub fn of(cat: &crate::Catalogue, job: &Job) -> JobView {
        let area = cat
            .area(job.area.as_str())
            .expect("a checked job's area exists");
        JobView {
            job: *job,
            service_name: cat
                .service(job.service.as_str())
                .expect("a checked job's service exists")
                .name
                .to_string(),
            area_name: area.name.to_string(),
            neighbourhood_name: job.neighbourhood.and_then(|n| {
                area.neighbourhoods
                    .iter()
                    .find(|p| p.slug == n)
                    .map(|p| p.name.to_string())
            }),
            property_name: job.property.display_name().to_string(),
            is_sample: job.is_sample(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn displays() {
        assert_eq!(MonthYear::new(2025, 3).display(), "March 2025");
        assert_eq!(TimeTaken::Hours(1).display(), "1 hour");
        assert_eq!(TimeTaken::Days(3).display(), "3 days");
        assert_eq!(
            PriceBand::pounds(250, 1200).display(),
            "£250-£1,200 inc. VAT"
        );
    }
}
