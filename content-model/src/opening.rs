//! Opening hours as times (issue 13.2, decision 31): the business's display
//! records ('Monday to Friday', '07:00-20:00') read as a weekly schedule, and
//! the Scottish bank holidays on which the office is closed. The site decides
//! 'Open now, closes 20:00' from this in the visitor's browser, in UK time.

use crate::{BankHoliday, IsoDate, OpeningHours};
use schemars::JsonSchema;
use serde::Serialize;
use ts_rs::TS;

/// One day's office hours, in minutes after midnight, UK time.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, TS, JsonSchema)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct DaySpan {
    pub opens: u16,
    pub closes: u16,
}

/// What the site's 'open now' line is computed from.
#[derive(Clone, Debug, Serialize, TS, JsonSchema)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct OpeningSchedule {
    /// Monday first, seven days; null when the office is closed that day.
    pub weekly: Vec<Option<DaySpan>>,
    /// ISO dates ('2026-12-25') on which the office is closed all day.
    pub closed_dates: Vec<String>,
    /// Whether an hours record says the emergency line answers 24/7.
    pub emergency_line_always_open: bool,
    /// The office hours as structured data states them (issue 20.2): days
    /// with the same hours together, Monday first. The site's JSON-LD is
    /// rendered from this and `codegen audit-export` compares it.
    pub weekly_groups: Vec<HoursGroup>,
}

/// Days with the same office hours: `["Monday", …, "Friday"]`, '07:00', '20:00'.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, TS, JsonSchema)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct HoursGroup {
    pub days: Vec<String>,
    pub opens: String,
    pub closes: String,
}

/// Minutes after midnight as 'HH:MM'; the end of the day as '23:59', as
/// structured data writes it.
fn clock(minutes: u16) -> String {
    let m = minutes.min(24 * 60 - 1);
    format!("{:02}:{:02}", m / 60, m % 60)
}

/// The week's open days grouped by identical hours, in first-day order.
pub fn weekly_groups(weekly: &[Option<DaySpan>]) -> Vec<HoursGroup> {
    let mut groups: Vec<(DaySpan, Vec<String>)> = Vec::new();
    for (d, span) in weekly.iter().enumerate() {
        let Some(span) = span else { continue };
        match groups.iter_mut().find(|(s, _)| s == span) {
            Some((_, days)) => days.push(WEEKDAYS[d].to_string()),
            None => groups.push((*span, vec![WEEKDAYS[d].to_string()])),
        }
    }
    groups
        .into_iter()
        .map(|(span, days)| HoursGroup {
            days,
            opens: clock(span.opens),
            closes: clock(span.closes),
        })
        .collect()
}

pub const WEEKDAYS: [&str; 7] = [
    "Monday",
    "Tuesday",
    "Wednesday",
    "Thursday",
    "Friday",
    "Saturday",
    "Sunday",
];

/// The days a record names: 'Saturday', 'Monday to Friday'; `None` for the
/// emergency line's record ('Emergencies') or anything else.
fn days(text: &str) -> Option<Vec<usize>> {
    let index = |d: &str| WEEKDAYS.iter().position(|w| *w == d.trim());
    match text.split_once(" to ") {
        Some((from, to)) => {
            let (from, to) = (index(from)?, index(to)?);
            (from <= to).then(|| (from..=to).collect())
        }
        None => index(text).map(|d| vec![d]),
    }
}

/// '07:00-20:00' as minutes; '24/7' as the whole day.
fn span(text: &str) -> Option<DaySpan> {
    if text == "24/7" {
        return Some(DaySpan {
            opens: 0,
            closes: 24 * 60,
        });
    }
    let minutes = |t: &str| -> Option<u16> {
        let (h, m) = t.split_once(':')?;
        if h.len() != 2 || m.len() != 2 {
            return None;
        }
        let (h, m): (u16, u16) = (h.parse().ok()?, m.parse().ok()?);
        (h < 24 && m < 60).then_some(h * 60 + m)
    };
    let (opens, closes) = text.split_once('-')?;
    let (opens, closes) = (minutes(opens)?, minutes(closes)?);
    (opens < closes).then_some(DaySpan { opens, closes })
}

/// The schedule, or every problem with the records, each naming its field.
pub fn schedule(
    hours: &[OpeningHours],
    holidays: &[BankHoliday],
) -> Result<OpeningSchedule, Vec<(String, String)>> {
    let mut problems = Vec::new();
    let mut weekly: Vec<Option<DaySpan>> = vec![None; 7];
    let mut named = [false; 7];
    let mut emergency_line_always_open = false;
    for (i, h) in hours.iter().enumerate() {
        if h.days == "Emergencies" {
            emergency_line_always_open = h.hours == "24/7";
            continue;
        }
        let Some(days) = days(h.days) else {
            problems.push((
                format!("hours[{i}].days"),
                format!(
                    "`{}` is not a day or a range such as `Monday to Friday` (or `Emergencies`)",
                    h.days
                ),
            ));
            continue;
        };
        let open = match h.hours {
            "Closed" => None,
            text => match span(text) {
                Some(s) => Some(s),
                None => {
                    problems.push((
                        format!("hours[{i}].hours"),
                        format!(
                            "`{text}` is not `HH:MM-HH:MM` (opening before closing), `24/7` or `Closed`"
                        ),
                    ));
                    continue;
                }
            },
        };
        for d in days {
            if named[d] {
                problems.push((
                    format!("hours[{i}].days"),
                    format!(
                        "{} is already given hours by an earlier record",
                        WEEKDAYS[d]
                    ),
                ));
            }
            named[d] = true;
            weekly[d] = open;
        }
    }
    for (i, pair) in holidays.windows(2).enumerate() {
        if pair[0].date >= pair[1].date {
            problems.push((
                format!("bank_holidays[{}].date", i + 1),
                format!(
                    "{} comes after or on {}; list the dates once each, earliest first",
                    pair[0].date, pair[1].date
                ),
            ));
        }
    }
    // A holiday moved to a substitute day is still a holiday on its own date.
    let rough_day =
        |d: IsoDate| u32::from(d.year()) * 372 + u32::from(d.month()) * 31 + u32::from(d.day());
    for (i, h) in holidays.iter().enumerate() {
        let Some(own) = h.name.strip_suffix(" (substitute day)") else {
            continue;
        };
        let listed = holidays.iter().any(|o| {
            o.name == own && o.date < h.date && rough_day(h.date) - rough_day(o.date) <= 10
        });
        if !listed {
            problems.push((
                format!("bank_holidays[{i}].name"),
                format!(
                    "`{}` has no `{own}` listed on its own date in the days before: list that date too, or 'open now' calls the holiday itself an ordinary weekend day",
                    h.name
                ),
            ));
        }
    }
    if problems.is_empty() {
        Ok(OpeningSchedule {
            weekly_groups: weekly_groups(&weekly),
            weekly,
            closed_dates: holidays.iter().map(|h| h.date.to_string()).collect(),
            emergency_line_always_open,
        })
    } else {
        Err(problems)
    }
}

/// A problem when the bank holiday list ends within 12 months of `today`:
/// after that the 'open now' line would call a holiday an ordinary day.
pub fn holidays_run_out(holidays: &[BankHoliday], today: IsoDate) -> Option<String> {
    let year_ahead = IsoDate::new(today.year() + 1, today.month(), today.day().min(28));
    match holidays.last() {
        None => {
            Some("is empty; list the Scottish bank holidays for at least the next 12 months".into())
        }
        Some(last) if last.date < year_ahead => Some(format!(
            "ends on {}, within 12 months of the build date ({today}); add the next year's Scottish bank holidays (substitute days included)",
            last.date
        )),
        Some(_) => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const HOURS: [OpeningHours; 4] = [
        OpeningHours {
            days: "Monday to Friday",
            hours: "07:00-20:00",
        },
        OpeningHours {
            days: "Saturday",
            hours: "08:00-18:00",
        },
        OpeningHours {
            days: "Sunday",
            hours: "Closed",
        },
        OpeningHours {
            days: "Emergencies",
            hours: "24/7",
        },
    ];

    #[test]
    fn reads_the_records_as_a_week() {
        let s = schedule(&HOURS, &[]).unwrap();
        let weekday = Some(DaySpan {
            opens: 420,
            closes: 1200,
        });
        assert_eq!(&s.weekly[..5], &[weekday; 5]);
        assert_eq!(
            s.weekly[5],
            Some(DaySpan {
                opens: 480,
                closes: 1080
            })
        );
        assert_eq!(s.weekly[6], None);
        assert!(s.emergency_line_always_open);
    }

    #[test]
    fn names_each_bad_record() {
        let bad = [
            OpeningHours {
                days: "Mon to Fri",
                hours: "07:00-20:00",
            },
            OpeningHours {
                days: "Saturday",
                hours: "18:00-08:00",
            },
            OpeningHours {
                days: "Saturday",
                hours: "7am-1pm",
            },
        ];
        let problems = schedule(&bad, &[]).unwrap_err();
        let fields: Vec<&str> = problems.iter().map(|(f, _)| f.as_str()).collect();
        assert_eq!(
            fields,
            ["hours[0].days", "hours[1].hours", "hours[2].hours"]
        );
    }

    #[test]
    fn holidays_must_be_in_order_and_reach_a_year_ahead() {
        let h = |y, m, d| BankHoliday {
            date: IsoDate::new(y, m, d),
            name: "x",
        };
        let problems = schedule(&HOURS, &[h(2026, 5, 4), h(2026, 1, 1)]).unwrap_err();
        assert_eq!(problems[0].0, "bank_holidays[1].date");
        let list = [h(2026, 1, 1), h(2027, 12, 28)];
        assert_eq!(holidays_run_out(&list, IsoDate::new(2026, 11, 24)), None);
        let late = holidays_run_out(&list, IsoDate::new(2027, 1, 2)).unwrap();
        assert!(late.contains("ends on 2027-12-28"), "{late}");
        assert!(holidays_run_out(&[], IsoDate::new(2026, 1, 1)).is_some());
    }
}
