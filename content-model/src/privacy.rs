//! The facts the privacy notice states (issue 31.7): every period the API
//! keeps something for, and everything this site stores in a browser. Each
//! has one home here that BOTH the code and the notice read: the API takes
//! its defaults and deletion periods from these constants, the site takes its
//! storage keys from `BROWSER_STORAGE` (emitted as `storage-keys.json`), and
//! the notice renders them through `{{placeholders}}`. So changing a period
//! or adding a stored item changes the notice; a stored item the list lacks
//! fails the site's storage test, and a period typed into the notice as a
//! figure fails `codegen check` (`problems`).

use std::time::Duration;

/// A newsletter sign-up never confirmed is deleted this many days after it
/// was made (api `retention`).
pub const UNCONFIRMED_SIGNUP_DAYS: u64 = 30;

/// Emails about no enquiry (newsletter confirmations, delivery reports,
/// digests) are deleted this many days after they were queued, once settled.
pub const SETTLED_EMAIL_DAYS: u64 = 30;

/// A phone alert (it names the customer) is deleted once settled and this
/// many days old; the daily purge may take one more day to reach it.
pub const SETTLED_ALERT_DAYS: u64 = 1;

/// The default of `PUSH_MAX_AGE_SECS`: an alert not delivered by then is
/// dropped, never sent late.
pub const ALERT_MAX_AGE_SECS: u64 = 300;

/// The default of `CONTACT_RATE_WINDOW_SECS`: how long a client address is
/// counted against the form and page-view limits.
pub const RATE_WINDOW_SECS: u64 = 600;

/// The longest `CONTACT_RATE_WINDOW_SECS` accepted: the notice promises an
/// address is held no longer than this.
pub const RATE_WINDOW_MAX_SECS: u64 = 86_400;

/// How long a submitted form's key (a hash of what was typed, or the page's
/// random key) answers a resend with the first answer; the daily purge
/// deletes it within a day after that.
pub const RESEND_KEY_HOURS: u64 = 24;

/// The server log is kept this long (journald's `MaxRetentionSec`,
/// `deploy/journald-trades-site.conf`).
pub const LOG_RETENTION_DAYS: u64 = 30;

/// Database backups are deleted once this old (`deploy/trades-site-backup.service`),
/// so what is erased from the live database is gone from every copy by then.
pub const BACKUP_RETENTION_DAYS: u64 = 30;

/// How long the owner's device cookie lets a known device sign in without
/// a new-device email.
pub const OWNER_DEVICE_COOKIE_DAYS: u64 = 365;

/// Where a browser keeps an item.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StorageKind {
    Cookie,
    LocalStorage,
    SessionStorage,
}

impl StorageKind {
    pub fn describe(self) -> &'static str {
        match self {
            StorageKind::Cookie => "a cookie",
            StorageKind::LocalStorage => "kept in the browser’s local storage, not a cookie",
            StorageKind::SessionStorage => {
                "kept in the browser’s session storage for one tab, not a cookie"
            }
        }
    }
}

/// Whose browser holds the item.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Audience {
    /// Anyone visiting the site.
    Visitors,
    /// Only the owner's own devices, signed in to the inbox at /admin.
    Owner,
}

/// One thing stored in a browser: by this site's script, by our server's
/// answer (a cookie) or by Google's tags after consent.
#[derive(Clone, Copy, Debug)]
pub struct StorageItem {
    /// The key or cookie name as stored.
    pub name: &'static str,
    /// A prefix: the stored names are `name` followed by more.
    pub prefix: bool,
    /// The name the site's code imports the key by (`STORAGE_KEYS.<this>`);
    /// `None` where the site's script never writes it (a server cookie,
    /// Google's cookies).
    pub site_key: Option<&'static str>,
    pub kind: StorageKind,
    pub audience: Audience,
    /// Who sets it and when, e.g. 'set by this site only when ...'.
    pub when: &'static str,
    pub purpose: &'static str,
    pub lifetime: &'static str,
}

/// Everything stored in a browser, visitors' items first.
pub const BROWSER_STORAGE: [StorageItem; 9] = [
    StorageItem {
        name: "consent",
        prefix: false,
        site_key: Some("consent"),
        kind: StorageKind::LocalStorage,
        audience: Audience::Visitors,
        when: "set by this site only when the cookie banner is in use",
        purpose: "records whether you accepted or rejected optional cookies, so we do not ask again. It is strictly necessary to remember your choice, so it needs no consent",
        lifetime: "until you clear this site’s data in your browser",
    },
    StorageItem {
        name: "landing-utm",
        prefix: false,
        site_key: Some("landingUtm"),
        kind: StorageKind::SessionStorage,
        audience: Audience::Visitors,
        when: "set by this site only when you arrive through a link with campaign tags",
        purpose: "keeps the campaign’s source and name (never anything about you) for the rest of your visit, so that the pages you view and any request you send are credited to the advert or email that brought you",
        lifetime: "until you close the tab",
    },
    StorageItem {
        name: "_ga",
        prefix: false,
        site_key: None,
        kind: StorageKind::Cookie,
        audience: Audience::Visitors,
        when: "set by Google Analytics, only after you accept",
        purpose: "tells visits by the same browser apart",
        lifetime: "for up to two years",
    },
    StorageItem {
        name: "_ga_",
        prefix: true,
        site_key: None,
        kind: StorageKind::Cookie,
        audience: Audience::Visitors,
        when: "followed by our Analytics property code; set by Google Analytics, only after you accept",
        purpose: "keeps track of the current visit",
        lifetime: "for up to two years",
    },
    StorageItem {
        name: "_gcl_au",
        prefix: false,
        site_key: None,
        kind: StorageKind::Cookie,
        audience: Audience::Visitors,
        when: "set by Google’s advertising tags, only after you accept, and only if we measure our Google adverts",
        purpose: "links visits to ad clicks",
        lifetime: "for up to 90 days",
    },
    StorageItem {
        name: "__Host-owner_session",
        prefix: false,
        site_key: None,
        kind: StorageKind::Cookie,
        audience: Audience::Owner,
        when: "set by our server when a member of our team signs in to our inbox",
        purpose: "keeps them signed in",
        lifetime: "until they sign out or the session times out",
    },
    StorageItem {
        name: "__Host-owner_device",
        prefix: false,
        site_key: None,
        kind: StorageKind::Cookie,
        audience: Audience::Owner,
        when: "set by our server when a member of our team signs in to our inbox",
        purpose: "recognises a device they have signed in on before, so that a sign-in from a new device can be reported to them",
        // OWNER_DEVICE_COOKIE_DAYS (a test keeps them equal).
        lifetime: "for one year",
    },
    StorageItem {
        name: "inbox:draft:",
        prefix: true,
        site_key: Some("inboxDraft"),
        kind: StorageKind::LocalStorage,
        audience: Audience::Owner,
        when: "followed by the enquiry and the field; set by our inbox on our team’s own devices",
        purpose: "keeps a note or reply being typed about an enquiry until it is saved",
        lifetime: "until the text is saved or emptied",
    },
    StorageItem {
        name: "inbox:seen-emergencies",
        prefix: false,
        site_key: Some("inboxSeen"),
        kind: StorageKind::LocalStorage,
        audience: Audience::Owner,
        when: "set by our inbox on our team’s own devices",
        purpose: "lists the reference numbers of emergency requests already seen on that device",
        lifetime: "until the browser’s data is cleared",
    },
];

/// The site's keys by the name its code imports them by (`storage-keys.json`).
pub fn site_keys() -> Vec<(&'static str, &'static str)> {
    BROWSER_STORAGE
        .iter()
        .filter_map(|i| i.site_key.map(|k| (k, i.name)))
        .collect()
}

/// 'one day', '30 days'.
fn days(n: u64) -> String {
    if n == 1 {
        "one day".into()
    } else {
        format!("{n} days")
    }
}

/// A duration as the notice says it: '10 minutes', '24 hours', '5 minutes'.
pub fn period(d: Duration) -> String {
    let s = d.as_secs();
    let unit = |n: u64, one: &str, many: &str| {
        if n == 1 {
            format!("one {one}")
        } else {
            format!("{n} {many}")
        }
    };
    if s.is_multiple_of(86_400) && s > 86_400 {
        days(s / 86_400)
    } else if s.is_multiple_of(3_600) {
        unit(s / 3_600, "hour", "hours")
    } else if s.is_multiple_of(60) {
        unit(s / 60, "minute", "minutes")
    } else {
        unit(s, "second", "seconds")
    }
}

/// The notice's list of stored items for one audience, as Markdown bullets.
fn storage_list(audience: Audience) -> String {
    BROWSER_STORAGE
        .iter()
        .filter(|i| i.audience == audience)
        .map(|i| {
            let name = if i.prefix {
                format!("`{}`…", i.name)
            } else {
                format!("`{}`", i.name)
            };
            format!(
                "- **{name}** ({}; {}): {}. Kept {}.",
                i.kind.describe(),
                i.when,
                i.purpose,
                i.lifetime
            )
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The `{{placeholders}}` these facts fill, with their values.
pub fn placeholder(name: &str) -> Option<String> {
    let secs = Duration::from_secs;
    Some(match name {
        "unconfirmed_signup_period" => days(UNCONFIRMED_SIGNUP_DAYS),
        "settled_email_period" => days(SETTLED_EMAIL_DAYS),
        "settled_alert_period" => days(SETTLED_ALERT_DAYS + 1),
        "alert_max_age" => period(secs(ALERT_MAX_AGE_SECS)),
        "rate_window" => period(secs(RATE_WINDOW_SECS)),
        "rate_window_max" => period(secs(RATE_WINDOW_MAX_SECS)),
        // Kept while it answers, then gone at the next daily purge.
        "resend_key_period" => period(secs(RESEND_KEY_HOURS * 3_600 + 86_400)),
        "log_retention" => days(LOG_RETENTION_DAYS),
        "backup_retention" => days(BACKUP_RETENTION_DAYS),
        "visitor_storage" => storage_list(Audience::Visitors),
        "owner_storage" => storage_list(Audience::Owner),
        _ => return None,
    })
}

/// Every name `placeholder` answers; the notice must use each.
pub const PLACEHOLDERS: [&str; 11] = [
    "unconfirmed_signup_period",
    "settled_email_period",
    "settled_alert_period",
    "alert_max_age",
    "rate_window",
    "rate_window_max",
    "resend_key_period",
    "log_retention",
    "backup_retention",
    "visitor_storage",
    "owner_storage",
];

/// Words that make a typed number a period.
const UNITS: [&str; 7] = ["second", "minute", "hour", "day", "week", "month", "year"];

/// What is wrong with the notice's Markdown: a fact it does not render, or a
/// period typed as a figure (a number then a unit: '30 days', '24 hours')
/// that no setting backs. Periods the law sets are written in words ('one
/// month', 'six years').
pub fn problems(notice_markdown: &str) -> Vec<String> {
    let mut out: Vec<String> = PLACEHOLDERS
        .iter()
        .filter(|p| !notice_markdown.contains(&format!("{{{{{p}}}}}")))
        .map(|p| format!("does not state `{{{{{p}}}}}`: the notice renders every period and stored item from the code's own values"))
        .collect();
    let words: Vec<&str> = notice_markdown.split_whitespace().collect();
    for pair in words.windows(2) {
        let number = pair[0].trim_start_matches(|c: char| !c.is_ascii_digit());
        let unit = pair[1]
            .trim_end_matches(|c: char| !c.is_alphabetic())
            .to_lowercase();
        if !number.is_empty()
            && number.chars().all(|c| c.is_ascii_digit() || c == ',')
            && UNITS.iter().any(|u| unit == *u || unit == format!("{u}s"))
        {
            out.push(format!(
                "types the period `{number} {unit}`; render it from its setting with a placeholder ({})",
                PLACEHOLDERS.join(", ")
            ));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn periods_read_as_words() {
        assert_eq!(period(Duration::from_secs(600)), "10 minutes");
        assert_eq!(period(Duration::from_secs(86_400)), "24 hours");
        assert_eq!(period(Duration::from_secs(300)), "5 minutes");
        assert_eq!(period(Duration::from_secs(3_600)), "one hour");
        assert_eq!(period(Duration::from_secs(2 * 86_400)), "2 days");
        assert_eq!(days(1), "one day");
    }

    #[test]
    fn typed_periods_and_missing_facts_are_reported() {
        let all: String = PLACEHOLDERS
            .iter()
            .map(|p| format!("{{{{{p}}}}}\n"))
            .collect();
        assert!(problems(&all).is_empty(), "{:?}", problems(&all));
        let typed =
            format!("{all}kept for no longer than 30 days, and (24 hours) too; six years is law.");
        let found = problems(&typed);
        assert_eq!(found.len(), 2, "{found:?}");
        assert!(found[0].contains("`30 days`"), "{found:?}");
        assert_eq!(problems("").len(), PLACEHOLDERS.len());
    }

    #[test]
    fn the_device_cookie_lives_as_long_as_its_entry_says() {
        assert_eq!(
            OWNER_DEVICE_COOKIE_DAYS, 365,
            "change the entry's `for one year` too"
        );
    }

    #[test]
    fn every_site_key_is_unique_and_every_placeholder_answers() {
        let keys = site_keys();
        let mut names: Vec<_> = keys.iter().map(|(k, _)| *k).collect();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), keys.len());
        for p in PLACEHOLDERS {
            assert!(placeholder(p).is_some(), "{p}");
        }
    }
}
