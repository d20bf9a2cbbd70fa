//! The customer's emails about a visit (issue 33.5): the confirmation, an
//! update when it moves, the cancellation and the day-before reminder, each
//! through the outbox with the visit's calendar file attached (METHOD
//! REQUEST, or CANCEL; the same UID and the visit's SEQUENCE, so a calendar
//! replaces its copy). The calendar file the owner downloads is made here
//! too, so both describe the visit the same way.

use crate::enquiries::Enquiry;
use crate::enquiries::visits::Visit;
use crate::mail::ics::{self, Method};
use crate::mail::templates::{self, RenderError};
use crate::mail::{Attachment, Extras, OutgoingMail};
use crate::notify::outbox;
use content_model::admin::VisitKind;
use sqlx::AnyConnection;

/// Which email: the outbox kind of each is `visit-<as_str>`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum What {
    Booked,
    Moved,
    Cancelled,
    Reminder,
}

impl What {
    pub const fn as_str(self) -> &'static str {
        match self {
            What::Booked => "booked",
            What::Moved => "moved",
            What::Cancelled => "cancelled",
            What::Reminder => "reminder",
        }
    }

    /// The outbox kind.
    pub const fn kind(self) -> &'static str {
        match self {
            What::Booked => "visit-booked",
            What::Moved => "visit-moved",
            What::Cancelled => "visit-cancelled",
            What::Reminder => "visit-reminder",
        }
    }
}

#[derive(Debug, thiserror::Error)]
pub enum VisitMailError {
    #[error(transparent)]
    Render(#[from] RenderError),
    #[error("queueing a visit email")]
    Db(#[from] sqlx::Error),
}

/// 'survey visit' or 'visit to do the work'.
fn kind_words(kind: VisitKind) -> &'static str {
    match kind {
        VisitKind::Survey => "survey visit",
        VisitKind::Job => "visit to do the work",
    }
}

/// 'Survey visit' or 'Job visit', for a calendar's title.
fn kind_title(kind: VisitKind) -> &'static str {
    match kind {
        VisitKind::Survey => "Survey visit",
        VisitKind::Job => "Job visit",
    }
}

/// The first word of the name as typed, if any.
pub fn first_name(name: &str) -> Option<&str> {
    name.split_whitespace().next()
}

/// The visit's calendar file. `for_owner`: the owner's own copy (PUBLISH,
/// with the customer's name and number in it); otherwise the customer's
/// invitation, or its cancellation.
pub fn calendar(v: &Visit, e: &Enquiry, for_owner: bool) -> String {
    let b = content::business();
    let cancelled = v.status == content_model::admin::VisitStatus::Cancelled;
    let method = match (for_owner, cancelled) {
        (true, _) => Method::Publish,
        (false, true) => Method::Cancel,
        (false, false) => Method::Request,
    };
    let (summary, description) = if for_owner {
        (
            format!(
                "{}: {} for {} (#{})",
                kind_title(v.kind),
                e.service,
                e.name,
                e.id
            ),
            format!(
                "{} ({}). {} going, {}. Lead #{}.",
                e.name,
                e.phone,
                v.who,
                v.length(),
                e.id
            ),
        )
    } else {
        (
            format!("{}: {}, {}", kind_title(v.kind), e.service, b.name),
            format!(
                "{} is coming, for about {}. Reference #{}. If the time no longer suits, call {} on {}.",
                v.who,
                v.length(),
                e.id,
                b.name,
                b.phone.display()
            ),
        )
    };
    ics::write(&ics::Event {
        uid: &v.uid,
        sequence: v.sequence,
        method,
        stamp: chrono::Utc::now(),
        start: v.start(),
        end: v.end(),
        summary: &summary,
        description: &description,
        location: e.location.as_deref(),
        organizer: (b.name, b.email),
        attendee: if for_owner { None } else { e.email.as_deref() },
    })
}

/// The email `what` about visit `v` on lead `e`, ready to queue; None when
/// the customer gave no email address.
pub fn render(
    e: &Enquiry,
    v: &Visit,
    what: What,
    site_url: &str,
    reply_to: &str,
) -> Result<Option<(OutgoingMail, Extras)>, RenderError> {
    let Some(to) = e.email.as_deref().map(str::trim).filter(|a| !a.is_empty()) else {
        return Ok(None);
    };
    let b = templates::business(site_url);
    let when = v.when();
    let ctx = minijinja::context! {
        b,
        id => e.id,
        what => what.as_str(),
        first_name => first_name(&e.name),
        kind => kind_words(v.kind),
        service => &e.service,
        when => &when,
        who => &v.who,
        length => v.length(),
    };
    let subject = match what {
        What::Booked => format!("Visit booked: {when} (reference #{})", e.id),
        What::Moved => format!("Visit moved: now {when} (reference #{})", e.id),
        What::Cancelled => format!("Visit cancelled: {when} (reference #{})", e.id),
        What::Reminder => format!(
            "Reminder: we visit tomorrow at {} (reference #{})",
            v.local_start.format("%H:%M"),
            e.id
        ),
    };
    let method = if what == What::Cancelled {
        "CANCEL"
    } else {
        "REQUEST"
    };
    let mail = OutgoingMail {
        to: to.to_string(),
        reply_to: Some(reply_to.to_string()),
        subject,
        text: templates::render("mail/visit.txt", &ctx)?,
        html: templates::render("mail/visit.html", &ctx)?,
        list_unsubscribe: None,
    };
    let extras = Extras {
        in_reply_to: None,
        attachment: Some(Attachment {
            filename: "visit.ics".into(),
            content_type: format!("text/calendar; method={method}; charset=UTF-8"),
            body: calendar(v, e, false),
        }),
    };
    Ok(Some((mail, extras)))
}

/// Queues the email `what` about visit `v` inside the caller's transaction;
/// false when the customer gave no address.
pub async fn queue(
    conn: &mut AnyConnection,
    e: &Enquiry,
    v: &Visit,
    what: What,
    site_url: &str,
    reply_to: &str,
) -> Result<bool, VisitMailError> {
    let Some((mail, extras)) = render(e, v, what, site_url, reply_to)? else {
        return Ok(false);
    };
    outbox::enqueue_with(conn, what.kind(), Some(e), &mail, &extras).await?;
    Ok(true)
}
