//! Outgoing mail: SMTP through lettre when `SMTP_URL` is set, otherwise `.eml`
//! files in `MAIL_DIR` (the default that works out of the box).

pub mod ics;
pub mod templates;

use lettre::message::{Attachment as AttachmentPart, Mailbox, MultiPart, header};
use lettre::{AsyncFileTransport, AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor};
use std::path::PathBuf;
use std::sync::OnceLock;
use std::time::Duration;

/// A message as the outbox stores it.
#[derive(Clone, Debug)]
pub struct OutgoingMail {
    pub to: String,
    pub reply_to: Option<String>,
    pub subject: String,
    pub text: String,
    pub html: String,
    /// For newsletter mail: the one-click unsubscribe URL (RFC 8058).
    pub list_unsubscribe: Option<String>,
}

/// One file sent with a message: text (a calendar file), its name and MIME
/// type (e.g. `text/calendar; method=REQUEST; charset=UTF-8`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Attachment {
    pub filename: String,
    pub content_type: String,
    pub body: String,
}

/// What a few messages carry beyond [`OutgoingMail`]: the message they
/// answer (In-Reply-To and References, so a reply joins the customer's
/// thread) and one attachment. Kept apart so every other sender's
/// `OutgoingMail` stays as it was.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Extras {
    /// A Message-ID as stored, `<...@...>`.
    pub in_reply_to: Option<String>,
    pub attachment: Option<Attachment>,
}

/// Why a message was not sent, and whether trying again can help.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SendError {
    /// The receiving server refused it for good (SMTP 5xx), or the message
    /// cannot be built (an address the builder refuses): retrying cannot help.
    Permanent(String),
    /// Anything that may clear by itself: SMTP 4xx, refused connection,
    /// timeout, TLS failure, a full disk.
    Transient(String),
}

impl SendError {
    pub fn is_permanent(&self) -> bool {
        matches!(self, SendError::Permanent(_))
    }

    pub fn detail(&self) -> &str {
        match self {
            SendError::Permanent(d) | SendError::Transient(d) => d,
        }
    }
}

impl std::fmt::Display for SendError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.detail())
    }
}

/// SMTP errors carry their class: 5xx is permanent, 4xx transient. lettre
/// marks everything else (connection, TLS, timeout, protocol) as neither;
/// those are network trouble, so they are retried.
fn classify_smtp(e: &lettre::transport::smtp::Error) -> SendError {
    let detail = format!("SMTP: {e}");
    if e.is_permanent() {
        SendError::Permanent(detail)
    } else {
        SendError::Transient(detail)
    }
}

/// The domain of MAIL_FROM, for Message-IDs made when a message is queued
/// (`outbox::enqueue` keeps its callers' signature, so it cannot be passed in).
static MESSAGE_ID_DOMAIN: OnceLock<String> = OnceLock::new();

/// A fresh Message-ID (RFC 5322 3.6.4) under the sender's domain: made once
/// per message and reused on every attempt, so receivers can de-duplicate.
pub fn new_message_id() -> String {
    let domain = MESSAGE_ID_DOMAIN
        .get()
        .map(String::as_str)
        .unwrap_or("localhost");
    format!("<outbox-{}@{domain}>", crate::store::tokens::random_token())
}

/// `<local@domain>` with nothing that could end a header line.
fn is_message_id(id: &str) -> bool {
    id.len() <= 250
        && id.starts_with('<')
        && id.ends_with('>')
        && id.contains('@')
        && id[1..id.len() - 1]
            .chars()
            .all(|c| c.is_ascii_graphic() && !matches!(c, '<' | '>'))
}

#[derive(Clone)]
pub enum Mailer {
    Smtp {
        transport: AsyncSmtpTransport<Tokio1Executor>,
        from: Mailbox,
    },
    Files {
        transport: AsyncFileTransport<Tokio1Executor>,
        dir: PathBuf,
        from: Mailbox,
    },
}

/// A mail setting that cannot be used; each names the setting.
#[derive(Debug, thiserror::Error)]
pub enum MailerError {
    #[error("MAIL_FROM `{from}` is not an address")]
    From {
        from: String,
        #[source]
        source: lettre::address::AddressError,
    },
    #[error("SMTP_URL is not usable")]
    SmtpUrl(#[source] lettre::transport::smtp::Error),
    #[error("creating MAIL_DIR {}", .0.display())]
    MailDir(PathBuf, #[source] std::io::Error),
}

impl Mailer {
    pub fn new(
        smtp_url: Option<&str>,
        mail_dir: &std::path::Path,
        from: &str,
        from_name: &str,
    ) -> Result<Mailer, MailerError> {
        let from = Mailbox::new(
            Some(from_name.to_string()),
            from.parse().map_err(|source| MailerError::From {
                from: from.to_string(),
                source,
            })?,
        );
        let _ = MESSAGE_ID_DOMAIN.set(from.email.domain().to_string());
        match smtp_url.map(str::trim).filter(|u| !u.is_empty()) {
            Some(url) => {
                // No connection pool (lettre's `pool` feature is off): each
                // message has a connection of its own, closed after it. The
                // outbox cuts a slow send off with `MAIL_SEND_TIMEOUT_MS`,
                // and lettre's pool put a connection cut off mid-conversation
                // back for the next message, which then read the earlier
                // message's late replies as its own: a refused emergency
                // notification was recorded as sent (issue 19.1). Dropping
                // the connection with the cut-off send cannot go out of step.
                let transport = AsyncSmtpTransport::<Tokio1Executor>::from_url(url)
                    .map_err(MailerError::SmtpUrl)?
                    .timeout(Some(Duration::from_secs(15)))
                    .build();
                Ok(Mailer::Smtp { transport, from })
            }
            None => {
                std::fs::create_dir_all(mail_dir)
                    .map_err(|e| MailerError::MailDir(mail_dir.to_path_buf(), e))?;
                let dir =
                    std::fs::canonicalize(mail_dir).unwrap_or_else(|_| mail_dir.to_path_buf());
                Ok(Mailer::Files {
                    transport: AsyncFileTransport::new(&dir),
                    dir,
                    from,
                })
            }
        }
    }

    /// `smtp` or `files:<dir>`, for the health check and the start-up log.
    pub fn describe(&self) -> String {
        match self {
            Mailer::Smtp { .. } => "smtp".into(),
            Mailer::Files { dir, .. } => format!("files:{}", dir.display()),
        }
    }

    fn from(&self) -> &Mailbox {
        match self {
            Mailer::Smtp { from, .. } | Mailer::Files { from, .. } => from,
        }
    }

    /// The message as sent, with the Message-ID stored for it.
    pub fn build(&self, mail: &OutgoingMail, message_id: &str) -> Result<Message, SendError> {
        self.build_with(mail, message_id, &Extras::default())
    }

    /// The message as sent, with its threading headers and attachment.
    pub fn build_with(
        &self,
        mail: &OutgoingMail,
        message_id: &str,
        extras: &Extras,
    ) -> Result<Message, SendError> {
        let bad =
            |what: &str, e: &dyn std::fmt::Display| SendError::Permanent(format!("{what}: {e}"));
        let mut builder = Message::builder()
            .from(self.from().clone())
            .to(mail.to.parse().map_err(|e| bad("bad recipient", &e))?)
            .subject(&mail.subject)
            .message_id(Some(message_id.to_string()));
        if let Some(reply_to) = &mail.reply_to {
            builder = builder.reply_to(reply_to.parse().map_err(|e| bad("bad reply-to", &e))?);
        }
        if let Some(url) = &mail.list_unsubscribe {
            builder = builder
                .raw_header(header::HeaderValue::new(
                    header::HeaderName::new_from_ascii_str("List-Unsubscribe"),
                    format!("<{url}>"),
                ))
                .raw_header(header::HeaderValue::new(
                    header::HeaderName::new_from_ascii_str("List-Unsubscribe-Post"),
                    "List-Unsubscribe=One-Click".into(),
                ));
        }
        if let Some(parent) = &extras.in_reply_to {
            // Stored by us (`new_message_id`), but checked again: a header
            // value must stay one `<id>` on one line.
            if !is_message_id(parent) {
                return Err(SendError::Permanent(format!("bad in-reply-to: {parent:?}")));
            }
            builder = builder
                .in_reply_to(parent.clone())
                .references(parent.clone());
        }
        let body = MultiPart::alternative_plain_html(mail.text.clone(), mail.html.clone());
        let body = match &extras.attachment {
            None => body,
            Some(a) => {
                let content_type = header::ContentType::parse(&a.content_type)
                    .map_err(|e| bad("bad attachment type", &e))?;
                MultiPart::mixed().multipart(body).singlepart(
                    AttachmentPart::new(a.filename.clone()).body(a.body.clone(), content_type),
                )
            }
        };
        builder
            .multipart(body)
            .map_err(|e| bad("building the message", &e))
    }

    pub async fn send(
        &self,
        mail: &OutgoingMail,
        message_id: &str,
        extras: &Extras,
    ) -> Result<(), SendError> {
        let message = self.build_with(mail, message_id, extras)?;
        match self {
            Mailer::Smtp { transport, .. } => transport
                .send(message)
                .await
                .map(|_| ())
                .map_err(|e| classify_smtp(&e)),
            Mailer::Files { transport, .. } => transport
                .send(message)
                .await
                .map(|_| ())
                .map_err(|e| SendError::Transient(format!("writing .eml: {e}"))),
        }
    }
}
