//! Configuration from environment variables (each also a `serve` flag), with
//! defaults that run out of the box: SQLite under ./data, mail as .eml files.

pub mod trust_proxy;

use clap::Args;
use content_model::privacy;
use std::net::IpAddr;
use std::path::PathBuf;
use std::time::Duration;
use trust_proxy::TrustProxy;

/// The log filter (tracing's `EnvFilter` syntax), read by `main` before the
/// settings below, so it is no flag of `serve`.
pub const LOG_FILTER_ENV: &str = "LOG";

#[derive(Args, Clone, Debug)]
pub struct Config {
    /// Port to listen on.
    #[arg(long, env = "PORT", default_value_t = 3000)]
    pub port: u16,
    /// Address to listen on.
    #[arg(long, env = "HOST", default_value = "127.0.0.1")]
    pub host: IpAddr,
    /// sqlite://path/to/file.db (created on first run) or postgres://user@host/db.
    #[arg(long, env = "DATABASE_URL", default_value = "sqlite://data/site.db")]
    pub database_url: String,
    /// SMTP server for outgoing mail, e.g. smtp://127.0.0.1:2525 or
    /// smtps://user:pass@mail.example.com. Unset: mail is written as .eml files to MAIL_DIR.
    #[arg(long, env = "SMTP_URL")]
    pub smtp_url: Option<String>,
    /// Folder for .eml files when SMTP_URL is unset.
    #[arg(long, env = "MAIL_DIR", default_value = "data/mail")]
    pub mail_dir: PathBuf,
    /// Where enquiry notifications go (default: the business email in the catalogue).
    #[arg(long, env = "NOTIFY_EMAIL")]
    pub notify_email: Option<String>,
    /// The address mail is sent from (default: the business email in the catalogue).
    #[arg(long, env = "MAIL_FROM")]
    pub mail_from: Option<String>,
    /// The static export to serve (e.g. site/out). Unset: only /api is served.
    #[arg(long = "site", env = "SITE_DIR")]
    pub site_dir: Option<PathBuf>,
    /// How long what a URL path resolved to (its file, metadata and
    /// compressed copies) is reused before it is looked up again: an export
    /// rebuilt in place is served as rebuilt within this time. 0: every
    /// request looks afresh (a few `stat`s each).
    #[arg(long, env = "SITE_RECHECK_MS", default_value_t = 1_000, value_parser = clap::value_parser!(u64).range(0..=60_000))]
    pub site_recheck_ms: u64,
    /// Public origin of the site, used in email links and for CORS and HSTS.
    #[arg(long, env = "SITE_URL", default_value = "http://localhost:3000")]
    pub site_url: String,
    /// The route list codegen emits; page views for paths not in it are rejected.
    /// Default: routes.json in SITE_DIR, else site/generated/routes.json.
    #[arg(long, env = "ROUTES_FILE")]
    pub routes_file: Option<PathBuf>,
    /// Enquiries accepted per client address per window (CONTACT_RATE_WINDOW_SECS).
    #[arg(long, env = "CONTACT_RATE_LIMIT", default_value_t = 5)]
    pub contact_rate_limit: u32,
    /// Page views counted per client address per window.
    #[arg(long, env = "PAGE_VIEW_RATE_LIMIT", default_value_t = 300)]
    pub page_view_rate_limit: u32,
    /// At most a day: the privacy notice promises client addresses are held
    /// for no longer (decision 30). The default and the cap are the privacy
    /// notice's own figures (`content_model::privacy`), so they cannot differ.
    #[arg(long, env = "CONTACT_RATE_WINDOW_SECS", default_value_t = privacy::RATE_WINDOW_SECS, value_parser = clap::value_parser!(u64).range(1..=privacy::RATE_WINDOW_MAX_SECS))]
    pub contact_rate_window_secs: u64,
    /// First retry delay of a failed email; doubles each attempt up to MAIL_RETRY_MAX_MS.
    #[arg(long, env = "MAIL_RETRY_BASE_MS", default_value_t = 5_000)]
    pub mail_retry_base_ms: u64,
    #[arg(long, env = "MAIL_RETRY_MAX_MS", default_value_t = 3_600_000)]
    pub mail_retry_max_ms: u64,
    /// How often the mail worker looks for due messages when not woken.
    #[arg(long, env = "MAIL_POLL_MS", default_value_t = 2_000)]
    pub mail_poll_ms: u64,
    /// Proxies in front of the API whose X-Forwarded-For and
    /// X-Forwarded-Proto are believed: `false` (none: the peer is the
    /// client), a proxy count (`1`, `2`; `true` means 1: the client is the
    /// entry that many hops from the right), or address ranges
    /// (`10.0.0.0/8,::1/128`: the first hop from the right outside them).
    #[arg(long, env = "TRUST_PROXY", default_value = "false")]
    pub trust_proxy: TrustProxy,
    /// Log format: `text` or `json`.
    #[arg(long, env = "LOG_FORMAT", default_value = "text")]
    pub log_format: String,
    /// Seconds a client has to send a request's headers, counted from
    /// connecting, or on a kept-alive connection from its first byte.
    #[arg(long, env = "HEADER_READ_TIMEOUT_SECS", default_value_t = 10, value_parser = clap::value_parser!(u64).range(1..=3_600))]
    pub header_read_timeout_secs: u64,
    /// Seconds a kept-alive connection may wait for its next request.
    #[arg(long, env = "IDLE_TIMEOUT_SECS", default_value_t = 30, value_parser = clap::value_parser!(u64).range(1..=3_600))]
    pub idle_timeout_secs: u64,
    /// Seconds to read a request's body and answer it (408 after that); also
    /// how long a client may go without taking any of its response.
    #[arg(long, env = "REQUEST_TIMEOUT_SECS", default_value_t = 30, value_parser = clap::value_parser!(u64).range(1..=3_600))]
    pub request_timeout_secs: u64,
    /// Open connections at most; further ones wait in the listen queue.
    /// Lowered at start-up, with a warning, to fit the open-file limit.
    #[arg(long, env = "MAX_CONNECTIONS", default_value_t = 1_024, value_parser = clap::value_parser!(u32).range(1..=1_000_000))]
    pub max_connections: u32,
    /// Open connections one client network (an IPv4 address, an IPv6 /64)
    /// may hold, at most a quarter of MAX_CONNECTIONS; past it its new
    /// connections are closed at once. Not applied to trusted proxies.
    #[arg(long, env = "MAX_CONNECTIONS_PER_CLIENT", default_value_t = 64, value_parser = clap::value_parser!(u32).range(1..=1_000_000))]
    pub max_connections_per_client: u32,
    /// A message still not sent this long after it was queued (or retried by
    /// the owner) after transient failures is marked failed. Default 48 hours.
    #[arg(long, env = "MAIL_MAX_AGE_SECS", default_value_t = 172_800)]
    pub mail_max_age_secs: u64,
    /// One attempt to send one message gives up after this long. A claimed
    /// message is leased for three times this, so no other instance takes it
    /// while the attempt can still be running.
    #[arg(long, env = "MAIL_SEND_TIMEOUT_MS", default_value_t = 30_000, value_parser = clap::value_parser!(u64).range(1..))]
    pub mail_send_timeout_ms: u64,
    /// Messages sent at once, so one slow message never holds the others.
    #[arg(long, env = "MAIL_CONCURRENCY", default_value_t = 4, value_parser = clap::value_parser!(u64).range(1..=64))]
    pub mail_concurrency: u64,
    /// A notification to the business still pending after this long makes
    /// /api/health degraded.
    #[arg(long, env = "MAIL_STUCK_SECS", default_value_t = 900)]
    pub mail_stuck_secs: u64,
    /// At most one delivery-failure summary to NOTIFY_EMAIL per this period.
    #[arg(long, env = "MAIL_SUMMARY_INTERVAL_SECS", default_value_t = 3_600)]
    pub mail_summary_interval_secs: u64,
    /// Newsletter signups accepted per client address per window
    /// (default: twice CONTACT_RATE_LIMIT). Each address is also sent at most
    /// one confirmation a day, whoever asks.
    #[arg(long, env = "NEWSLETTER_RATE_LIMIT")]
    pub newsletter_rate_limit: Option<u32>,
    /// How often counted page views are written to the database, in one
    /// transaction (and on shutdown). A view is not an enquiry: a crash loses
    /// at most this much counting.
    #[arg(long, env = "PAGE_VIEW_FLUSH_MS", default_value_t = 200, value_parser = clap::value_parser!(u64).range(1..=60_000))]
    pub page_view_flush_ms: u64,
    /// Minutes without a request after which the owner's session ends.
    #[arg(long, env = "ADMIN_IDLE_MINUTES", default_value_t = 30, value_parser = clap::value_parser!(u32).range(1..=1_440))]
    pub admin_idle_minutes: u32,
    /// Hours after signing in at which the session ends however active.
    #[arg(long, env = "ADMIN_ABSOLUTE_HOURS", default_value_t = 12, value_parser = clap::value_parser!(u32).range(1..=720))]
    pub admin_absolute_hours: u32,
    /// Email NOTIFY_EMAIL a summary once a day (`true` to turn on): the
    /// day before's leads, emails that could not be delivered and the pages
    /// that win the most enquiries. Off by default.
    #[arg(long, env = "DAILY_DIGEST", default_value_t = false, action = clap::ArgAction::Set, value_parser = clap::builder::BoolishValueParser::new())]
    pub daily_digest: bool,
    /// The hour (0-23, Europe/London) from which the daily digest is sent.
    #[arg(long, env = "DIGEST_HOUR", default_value_t = 7, value_parser = clap::value_parser!(u32).range(0..=23))]
    pub digest_hour: u32,
    /// The server's VAPID private key for phone alerts (32 bytes,
    /// base64url). Unset: one is made on first use and kept in the database.
    #[arg(long, env = "VAPID_PRIVATE_KEY", hide_env_values = true)]
    pub vapid_private_key: Option<String>,
    /// A phone alert not delivered within this many seconds is dropped: the
    /// email has the lead, and an alert that late only misleads.
    #[arg(long, env = "PUSH_MAX_AGE_SECS", default_value_t = privacy::ALERT_MAX_AGE_SECS, value_parser = clap::value_parser!(u64).range(10..=86_400))]
    pub push_max_age_secs: u64,
    /// Origins (scheme://host:port, comma-separated) accepted as push
    /// endpoints besides the browsers' push services: for local tests only.
    #[arg(long, env = "PUSH_EXTRA_ORIGINS", value_delimiter = ',')]
    pub push_extra_origins: Vec<String>,
}

impl Config {
    pub fn retry_delay(&self, attempts: u32) -> Duration {
        let factor = 2u64.saturating_pow(attempts.saturating_sub(1).min(30));
        Duration::from_millis(
            self.mail_retry_base_ms
                .saturating_mul(factor)
                .min(self.mail_retry_max_ms),
        )
    }

    /// The site's origin (`scheme://host[:port]`), for CORS.
    pub fn site_origin(&self) -> String {
        let url = self.site_url.trim_end_matches('/');
        match url.find("://") {
            Some(i) => match url[i + 3..].find('/') {
                Some(j) => url[..i + 3 + j].to_string(),
                None => url.to_string(),
            },
            None => url.to_string(),
        }
    }

    pub fn is_https(&self) -> bool {
        self.site_url.starts_with("https://")
    }

    pub fn routes_path(&self) -> PathBuf {
        if let Some(p) = &self.routes_file {
            return p.clone();
        }
        if let Some(site) = &self.site_dir {
            let p = site.join("routes.json");
            if p.exists() {
                return p;
            }
        }
        PathBuf::from("site/generated/routes.json")
    }
}

#[cfg(test)]
mod tests {
    use super::{Config, LOG_FILTER_ENV};
    use clap::{Args, Command};
    use std::collections::BTreeMap;

    /// `.env.example` at the repository root: every `#NAME=value` line.
    fn documented() -> BTreeMap<String, String> {
        let text = include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/../.env.example"));
        let mut vars = BTreeMap::new();
        for line in text.lines() {
            let Some((name, value)) = line.strip_prefix('#').and_then(|l| l.split_once('=')) else {
                continue;
            };
            if !name.is_empty()
                && name
                    .chars()
                    .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit() || c == '_')
            {
                let before = vars.insert(name.to_string(), value.to_string());
                assert!(before.is_none(), ".env.example lists {name} twice");
            }
        }
        vars
    }

    /// Every environment variable the API reads, with its default ("" when
    /// it has none): `serve`'s settings as clap declares them, and the log
    /// filter. (Every other command reads only DATABASE_URL, one of them.)
    fn read_by_the_api() -> BTreeMap<String, Option<String>> {
        let serve = Config::augment_args(Command::new("serve"));
        let mut vars: BTreeMap<String, Option<String>> = serve
            .get_arguments()
            .filter_map(|arg| {
                let name = arg.get_env()?.to_str()?.to_string();
                let default = arg
                    .get_default_values()
                    .iter()
                    .map(|v| v.to_string_lossy().into_owned())
                    .collect::<Vec<_>>()
                    .join(",");
                Some((name, Some(default)))
            })
            .collect();
        // Its default is computed in main, not a clap default: not compared.
        vars.insert(LOG_FILTER_ENV.to_string(), None);
        vars
    }

    #[test]
    fn env_example_lists_exactly_the_settings_with_their_defaults() {
        let documented = documented();
        let read = read_by_the_api();
        let missing: Vec<_> = read
            .keys()
            .filter(|k| !documented.contains_key(*k))
            .collect();
        let unknown: Vec<_> = documented
            .keys()
            .filter(|k| !read.contains_key(*k))
            .collect();
        assert!(missing.is_empty(), ".env.example misses {missing:?}");
        assert!(
            unknown.is_empty(),
            ".env.example lists settings the API does not read: {unknown:?}"
        );
        for (name, default) in &read {
            if let Some(default) = default {
                assert_eq!(
                    &documented[name], default,
                    ".env.example gives {name} a default that is not the real one"
                );
            }
        }
        assert!(read.len() > 30, "clap's settings were not enumerated");
    }
}
