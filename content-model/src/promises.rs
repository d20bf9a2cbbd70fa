//! Every time we promise a customer, and what a quote is (issue 31.3),
//! composed once from the business record: the reply time with its
//! opening-hours condition, the emergency call-back time, and the free
//! written quote given once the job has been seen (the terms' 'Quotes'). The
//! site, the API's pages and the emails all read these sentences, so no
//! reader retypes a promise; [`misstated`] finds one said any other way.

use crate::{Business, within};
use schemars::JsonSchema;
use serde::Serialize;
use ts_rs::TS;

/// The promises, worded once (decision 25: reply and arrival are different
/// claims; arrival windows are the areas' own and are not here).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, TS, JsonSchema)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct Promises {
    /// 'within 15 minutes during opening hours': a quote request's reply.
    /// The condition is part of the promise and is never dropped.
    pub reply: String,
    /// 'within 1 hour, day or night': the call back to an emergency request
    /// sent by form (the emergency line is answered at any hour).
    pub callback: String,
    /// 'We reply within 15 minutes during opening hours.': a quote form's line.
    pub reply_line: String,
    /// 'We call you back within 1 hour, day or night.': the emergency form's line.
    pub callback_line: String,
    /// What a quote is, as the terms say: free, written once we have seen
    /// the job, valid for the quote validity. A reply never carries a price.
    pub quote: String,
    /// The notice once a quote request is sent (with or without JavaScript).
    pub quote_sent: Sent,
    /// The notice once an emergency request is sent.
    pub emergency_sent: Sent,
}

/// A confirmation: its heading and its one sentence of promise.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, TS, JsonSchema)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct Sent {
    pub title: String,
    pub text: String,
}

impl Promises {
    pub fn of(b: &Business) -> Self {
        let reply = format!("{} during opening hours", within(b.claims.reply_minutes));
        let callback = format!(
            "{}, day or night",
            within(b.claims.emergency_callback_minutes)
        );
        Promises {
            reply_line: format!("We reply {reply}."),
            callback_line: format!("We call you back {callback}."),
            quote: format!(
                "Quotes are free, with no obligation: we see the job first, then give you the price in writing, valid for {} days.",
                b.quote_validity_days
            ),
            quote_sent: Sent {
                title: "Quote Request Sent!".into(),
                text: format!(
                    "Thank you for your request. We'll reply {reply}; if we are closed, as soon as we open."
                ),
            },
            emergency_sent: Sent {
                title: "Emergency Request Sent!".into(),
                text: format!(
                    "We've received your emergency request. We'll call you back on the number you gave, {callback}."
                ),
            },
            reply,
            callback,
        }
    }
}

/// The office when a request is sent, for the promise made to it then
/// (issue 33.8: at 23:30 'within 15 minutes' was promised to no purpose).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Office {
    Open,
    /// Closed: the time it next opens ('07:00') and the day, as
    /// [`opening_day`] words it ('tomorrow').
    Closed {
        opens: String,
        day: String,
    },
}

/// The day the office next opens, from the day a request is sent: 'today',
/// 'tomorrow', 'on Monday' within the week, else 'on Monday 4 January'.
pub fn opening_day(days_ahead: u32, weekday: &str, day_and_month: &str) -> String {
    match days_ahead {
        0 => "today".into(),
        1 => "tomorrow".into(),
        2..=6 => format!("on {weekday}"),
        _ => format!("on {weekday} {day_and_month}"),
    }
}

/// What one request is promised, for the time it was sent: the line of the
/// acknowledgement email and the thank-you page's sentence.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PromiseNow {
    pub line: String,
    pub sent: String,
}

impl Promises {
    /// The promise to a request sent when the office is as `office` says.
    /// Open, it is the catalogue's reply or call-back. Closed, the reply
    /// comes after it opens, and so does an emergency's call-back unless
    /// `callback_always` (the catalogue's emergency line answers 24/7,
    /// `OpeningSchedule::emergency_line_always_open`).
    pub fn at(&self, emergency: bool, office: &Office, callback_always: bool) -> PromiseNow {
        match office {
            Office::Closed { opens, day } if !emergency || !callback_always => {
                let when = format!("after we open at {opens} {day}");
                if emergency {
                    PromiseNow {
                        line: format!("We're closed now, so we'll call you back {when}."),
                        sent: format!(
                            "We've received your emergency request. We're closed now, so we'll call you back on the number you gave {when}."
                        ),
                    }
                } else {
                    PromiseNow {
                        line: format!("We're closed now, so we'll reply {when}."),
                        sent: format!(
                            "Thank you for your request. We're closed now, so we'll reply {when}."
                        ),
                    }
                }
            }
            _ if emergency => PromiseNow {
                line: self.callback_line.clone(),
                sent: self.emergency_sent.text.clone(),
            },
            _ => PromiseNow {
                line: self.reply_line.clone(),
                sent: self.quote_sent.text.clone(),
            },
        }
    }
}

/// Sentences of `text` that state an answering promise otherwise than
/// `p` does, each with what is wrong (`scans::promises::misstated`, with
/// `p`'s reply and call-back times).
pub fn misstated<'a>(text: &'a str, p: &Promises) -> Vec<(&'a str, &'static str)> {
    scans::promises::misstated(text, &p.reply, &p.callback)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn promises() -> Promises {
        let reply = "within 15 minutes during opening hours".to_string();
        let callback = "within 1 hour, day or night".to_string();
        Promises {
            reply_line: format!("We reply {reply}."),
            callback_line: format!("We call you back {callback}."),
            quote: String::new(),
            quote_sent: Sent {
                title: String::new(),
                text: String::new(),
            },
            emergency_sent: Sent {
                title: String::new(),
                text: String::new(),
            },
            reply,
            callback,
        }
    }

    #[test]
    fn a_request_sent_while_closed_is_told_when_we_open() {
        let p = promises();
        let closed = Office::Closed {
            opens: "07:00".into(),
            day: opening_day(1, "Tuesday", "24 November"),
        };
        let quote = p.at(false, &closed, true);
        assert_eq!(
            quote.line,
            "We're closed now, so we'll reply after we open at 07:00 tomorrow."
        );
        assert!(!quote.line.contains("15 minutes"), "{quote:?}");
        // The call-back is kept day or night only where the line answers 24/7.
        assert_eq!(p.at(true, &closed, true).line, p.callback_line);
        assert_eq!(
            p.at(true, &closed, false).line,
            "We're closed now, so we'll call you back after we open at 07:00 tomorrow."
        );
        assert_eq!(p.at(false, &Office::Open, false).line, p.reply_line);
        // No sentence of them words a promise otherwise.
        for now in [quote, p.at(true, &closed, false)] {
            assert_eq!(misstated(&now.line, &p), [], "{now:?}");
            assert_eq!(misstated(&now.sent, &p), [], "{now:?}");
        }
        assert_eq!(opening_day(0, "Monday", "4 January"), "today");
        assert_eq!(opening_day(3, "Monday", "4 January"), "on Monday");
        assert_eq!(opening_day(9, "Monday", "4 January"), "on Monday 4 January");
    }

    #[test]
    fn finds_promises_said_otherwise() {
        let p = promises();
        for wrong in [
            "We've received your emergency request and will respond immediately!",
            "Thank you for your request. We'll get back to you within 15 minutes!",
            "Describe the job and we’ll get back to you within 1 hour with a clear, fixed price.",
            "Tell us what you need and we’ll reply with a clear, fixed price before any work starts.",
            "We reply within 30 minutes during opening hours.",
        ] {
            assert!(!misstated(wrong, &p).is_empty(), "{wrong}");
        }
        for right in [
            "We reply within 15 minutes during opening hours.",
            "We'll call you back within 1 hour, day or night on the number you gave.",
            "An engineer typically reaches Partick in 20-40 minutes from your call.",
            "New boilers are quoted at a fixed price after a survey of your home.",
            "Quotes are free: we see the job first, then give you the price in writing.",
            "For a burst pipe, call us straight away: we answer emergencies 24 hours a day.",
        ] {
            assert_eq!(misstated(right, &p), [], "{right}");
        }
    }
}
