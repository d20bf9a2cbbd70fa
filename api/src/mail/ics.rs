//! A calendar file (RFC 5545) for one visit: what the customer's email
//! carries and the owner downloads. Times are written in UTC (`...Z`), which
//! every calendar reads without a VTIMEZONE block and shows in its own zone,
//! so the UK's summer time is settled once, when the visit is booked
//! (`store::uk_time::from_local`).
//!
//! The format's own rules are kept here: lines end CRLF, a line longer than
//! 75 octets is folded (CRLF and a space) without splitting a UTF-8
//! character, and TEXT values escape `\`, `;`, `,` and line breaks. Nothing
//! a customer or the owner typed can add a property or end the event.

use chrono::{DateTime, Utc};

/// What the file asks of the calendar that opens it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Method {
    /// For the owner's own calendar: an event to add, no invitation.
    Publish,
    /// An invitation, or its update (a higher SEQUENCE) to the customer.
    Request,
    /// The visit is off: calendars remove the event with this UID.
    Cancel,
}

impl Method {
    fn as_str(self) -> &'static str {
        match self {
            Method::Publish => "PUBLISH",
            Method::Request => "REQUEST",
            Method::Cancel => "CANCEL",
        }
    }
}

/// One visit as a calendar event.
pub struct Event<'a> {
    /// Stable for the visit's life: calendars match updates by it.
    pub uid: &'a str,
    /// One more with every change, so a newer copy replaces an older one.
    pub sequence: i64,
    pub method: Method,
    pub stamp: DateTime<Utc>,
    pub start: DateTime<Utc>,
    pub end: DateTime<Utc>,
    pub summary: &'a str,
    pub description: &'a str,
    pub location: Option<&'a str>,
    /// The business: name and email address.
    pub organizer: (&'a str, &'a str),
    /// The customer's address, for an invitation.
    pub attendee: Option<&'a str>,
}

/// `20270701T083000Z`.
fn utc(t: DateTime<Utc>) -> String {
    t.format("%Y%m%dT%H%M%SZ").to_string()
}

/// A TEXT value (RFC 5545 3.3.11): backslash, semicolon, comma and line
/// breaks escaped; any other control character dropped.
pub fn escape_text(text: &str) -> String {
    let text = text.replace("\r\n", "\n").replace('\r', "\n");
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            ';' => out.push_str("\\;"),
            ',' => out.push_str("\\,"),
            '\n' => out.push_str("\\n"),
            c if c.is_control() => {}
            c => out.push(c),
        }
    }
    out
}

/// A parameter value (a CN): quoted, with the characters a quoted
/// parameter cannot hold (`"`, control characters) dropped.
fn param(text: &str) -> String {
    let clean: String = text
        .chars()
        .filter(|c| *c != '"' && !c.is_control())
        .collect();
    format!("\"{clean}\"")
}

/// A mailto: address, with anything that could end the line or the value
/// removed (the address was checked when stored; this is the last guard).
fn mailto(address: &str) -> String {
    let clean: String = address
        .chars()
        .filter(|c| !c.is_control() && !c.is_whitespace() && !matches!(c, ';' | ':' | ','))
        .collect();
    format!("mailto:{clean}")
}

/// Folds one content line to 75 octets a line (RFC 5545 3.1), each
/// continuation starting with a space, and ends it with CRLF. A line is cut
/// only between characters, so a multi-byte one is never split.
pub fn fold(line: &str) -> String {
    let mut out = String::with_capacity(line.len() + line.len() / 70 * 3 + 2);
    let mut used = 0;
    // The first line holds 75 octets; a continuation's space takes one.
    let mut limit = 75;
    for c in line.chars() {
        let n = c.len_utf8();
        if used + n > limit {
            out.push_str("\r\n ");
            used = 0;
            limit = 74;
        }
        out.push(c);
        used += n;
    }
    out.push_str("\r\n");
    out
}

/// The whole file, `VCALENDAR` with one `VEVENT`.
pub fn write(e: &Event<'_>) -> String {
    let mut lines: Vec<String> = vec![
        "BEGIN:VCALENDAR".into(),
        "VERSION:2.0".into(),
        format!("PRODID:-//{}//Visits//EN", escape_text(e.organizer.0)),
        "CALSCALE:GREGORIAN".into(),
        format!("METHOD:{}", e.method.as_str()),
        "BEGIN:VEVENT".into(),
        format!("UID:{}", escape_text(e.uid)),
        format!("SEQUENCE:{}", e.sequence),
        format!("DTSTAMP:{}", utc(e.stamp)),
        format!("DTSTART:{}", utc(e.start)),
        format!("DTEND:{}", utc(e.end)),
        format!("SUMMARY:{}", escape_text(e.summary)),
        format!("DESCRIPTION:{}", escape_text(e.description)),
    ];
    if let Some(location) = e.location.filter(|l| !l.trim().is_empty()) {
        lines.push(format!("LOCATION:{}", escape_text(location)));
    }
    lines.push(format!(
        "ORGANIZER;CN={}:{}",
        param(e.organizer.0),
        mailto(e.organizer.1)
    ));
    if let Some(attendee) = e.attendee {
        lines.push(format!(
            "ATTENDEE;ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=FALSE:{}",
            mailto(attendee)
        ));
    }
    lines.push(format!(
        "STATUS:{}",
        if e.method == Method::Cancel {
            "CANCELLED"
        } else {
            "CONFIRMED"
        }
    ));
    lines.push("TRANSP:OPAQUE".into());
    lines.push("END:VEVENT".into());
    lines.push("END:VCALENDAR".into());
    lines.iter().map(|l| fold(l)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(s: &str) -> DateTime<Utc> {
        DateTime::parse_from_rfc3339(s).unwrap().to_utc()
    }

    fn event<'a>(description: &'a str, method: Method) -> Event<'a> {
        Event {
            uid: "visit-7f3a@kelvintrades.example",
            sequence: 2,
            method,
            stamp: at("2026-11-27T10:00:00Z"),
            start: at("2027-07-01T08:30:00Z"),
            end: at("2027-07-01T09:30:00Z"),
            summary: "Survey visit: Boiler Repair, Kelvin Trades",
            description,
            location: Some("G11 6AA, Partick"),
            organizer: ("Kelvin Trades", "hello@kelvintrades.example"),
            attendee: Some("ann@example.com"),
        }
    }

    /// Unfolds a file back into its logical lines.
    fn unfold(file: &str) -> Vec<String> {
        file.replace("\r\n ", "")
            .split("\r\n")
            .filter(|l| !l.is_empty())
            .map(str::to_string)
            .collect()
    }

    #[test]
    fn times_are_utc_and_every_line_ends_crlf() {
        let file = write(&event("See you then.", Method::Request));
        assert!(file.ends_with("END:VCALENDAR\r\n"));
        assert!(
            !file.replace("\r\n", "").contains('\n'),
            "bare LF: {file:?}"
        );
        let lines = unfold(&file);
        for want in [
            "METHOD:REQUEST",
            "UID:visit-7f3a@kelvintrades.example",
            "SEQUENCE:2",
            "DTSTAMP:20261127T100000Z",
            "DTSTART:20270701T083000Z",
            "DTEND:20270701T093000Z",
            "LOCATION:G11 6AA\\, Partick",
            "ORGANIZER;CN=\"Kelvin Trades\":mailto:hello@kelvintrades.example",
            "STATUS:CONFIRMED",
        ] {
            assert!(lines.iter().any(|l| l == want), "{want} missing: {lines:?}");
        }
        let cancel = unfold(&write(&event("Off.", Method::Cancel)));
        assert!(cancel.contains(&"METHOD:CANCEL".to_string()));
        assert!(cancel.contains(&"STATUS:CANCELLED".to_string()));
    }

    #[test]
    fn text_is_escaped_so_nothing_typed_adds_a_property() {
        assert_eq!(
            escape_text("a\\b;c,d\r\ne\nf\u{7}"),
            "a\\\\b\\;c\\,d\\ne\\nf"
        );
        let file = write(&event(
            "Ring twice\r\nEND:VEVENT\r\nBEGIN:VEVENT",
            Method::Request,
        ));
        let lines = unfold(&file);
        assert_eq!(
            lines.iter().filter(|l| l.as_str() == "END:VEVENT").count(),
            1,
            "{lines:?}"
        );
        assert!(lines.contains(&"DESCRIPTION:Ring twice\\nEND:VEVENT\\nBEGIN:VEVENT".to_string()));
        // A hostile name cannot break out of its quoted parameter.
        let mut e = event("x", Method::Request);
        e.organizer = ("Bad\"; X-EVIL=1\r\nY", "a@b.c\r\nX:1");
        let lines = unfold(&write(&e));
        assert!(
            lines.contains(&"ORGANIZER;CN=\"Bad; X-EVIL=1Y\":mailto:a@b.cX1".to_string()),
            "{lines:?}"
        );
    }

    #[test]
    fn long_lines_fold_at_75_octets_without_splitting_a_character() {
        let long = "Bring the ladder for the loft hatch — it is narrow; ".repeat(6);
        let file = write(&event(&long, Method::Request));
        for physical in file.split("\r\n") {
            assert!(
                physical.len() <= 75,
                "{} octets: {physical:?}",
                physical.len()
            );
        }
        let folded = fold(&"é".repeat(60));
        let parts: Vec<&str> = folded.trim_end_matches("\r\n").split("\r\n ").collect();
        // 'é' is two octets: 37 fit on the first line (74), 37 on the next.
        assert_eq!(parts[0].len(), 74);
        assert!(parts.iter().all(|p| p.chars().all(|c| c == 'é')));
        assert_eq!(parts.concat(), "é".repeat(60));
        let lines = unfold(&file);
        let description = lines
            .iter()
            .find(|l| l.starts_with("DESCRIPTION:"))
            .unwrap();
        assert_eq!(description, &format!("DESCRIPTION:{}", escape_text(&long)));
        // Exactly 75 octets is not folded.
        assert_eq!(fold(&"a".repeat(75)), format!("{}\r\n", "a".repeat(75)));
        assert_eq!(
            fold(&"a".repeat(76)),
            format!("{}\r\n a\r\n", "a".repeat(75))
        );
    }
}
