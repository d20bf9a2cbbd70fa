//! Outgoing mail: SMTP through lettre when `SMTP_URL` is set, otherwise `.eml`
//! files in `MAIL_DIR` (the default that works out of the box).

use lettre::message::{Mailbox, MultiPart, header};
use lettre::{AsyncFileTransport, AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor};
use std::path::PathBuf;
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

impl Mailer {
    pub fn new(
        smtp_url: Option<&str>,
        mail_dir: &std::path::Path,
        from: &str,
        from_name: &str,
    ) -> Result<Mailer, String> {
        let from = Mailbox::new(
            Some(from_name.to_string()),
            from.parse()
                .map_err(|e| format!("MAIL_FROM `{from}` is not an address: {e}"))?,
        );
        match smtp_url.map(str::trim).filter(|u| !u.is_empty()) {
            Some(url) => {
                let transport = AsyncSmtpTransport::<Tokio1Executor>::from_url(url)
                    .map_err(|e| format!("SMTP_URL is not usable: {e}"))?
                    .timeout(Some(Duration::from_secs(15)))
                    .build();
                Ok(Mailer::Smtp { transport, from })
            }
            None => {
                std::fs::create_dir_all(mail_dir)
                    .map_err(|e| format!("creating MAIL_DIR {}: {e}", mail_dir.display()))?;
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

    pub fn build(&self, mail: &OutgoingMail) -> Result<Message, String> {
        let mut builder = Message::builder()
            .from(self.from().clone())
            .to(mail.to.parse().map_err(|e| format!("bad recipient: {e}"))?)
            .subject(&mail.subject);
        if let Some(reply_to) = &mail.reply_to {
            builder = builder.reply_to(reply_to.parse().map_err(|e| format!("bad reply-to: {e}"))?);
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
        builder
            .multipart(MultiPart::alternative_plain_html(
                mail.text.clone(),
                mail.html.clone(),
            ))
            .map_err(|e| format!("building the message: {e}"))
    }

    pub async fn send(&self, mail: &OutgoingMail) -> Result<(), String> {
        let message = self.build(mail)?;
        match self {
            Mailer::Smtp { transport, .. } => transport
                .send(message)
                .await
                .map(|_| ())
                .map_err(|e| format!("SMTP: {e}")),
            Mailer::Files { transport, .. } => transport
                .send(message)
                .await
                .map(|_| ())
                .map_err(|e| format!("writing .eml: {e}")),
        }
    }
}
