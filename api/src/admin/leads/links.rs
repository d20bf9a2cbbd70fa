//! One-tap links to the customer: a `tel:` link in E.164 from a UK number
//! typed any common way, WhatsApp for UK mobiles only (a landline cannot
//! receive WhatsApp, so the button would only mislead), and `mailto:`. The
//! WhatsApp message and the email start written (issue 23.9): a greeting by
//! first name, who is writing and the request's service and reference.

use crate::store::phone::e164;
/// The links as the owner's API sends them.
pub use content_model::admin::ContactLinks as Links;

/// What the prefilled words say: whose request it was and ours.
pub struct About<'a> {
    pub id: i64,
    pub name: &'a str,
    pub service: &'a str,
    pub business: &'a str,
}

impl About<'_> {
    /// 'Hello Ann,': the first word of the name as typed, else 'Hello,'.
    pub fn greeting(&self) -> String {
        match self.name.split_whitespace().next() {
            Some(first) => format!("Hello {first},"),
            None => "Hello,".to_string(),
        }
    }
}

pub fn for_contact(phone: &str, email: Option<&str>, about: &About<'_>) -> Links {
    let e164 = e164(phone);
    let reference = format!("{} request (reference #{})", about.service, about.id);
    let chat = format!(
        "{} this is {} about your {reference}.",
        about.greeting(),
        about.business
    );
    Links {
        tel: e164.as_ref().map(|n| format!("tel:{n}")),
        whatsapp: e164
            .as_deref()
            .filter(|n| is_uk_mobile(n))
            .map(|n| format!("https://wa.me/{}?text={}", &n[1..], encode(&chat))),
        email: email
            .map(str::trim)
            .filter(|e| e.contains('@') && !e.chars().any(|c| c.is_whitespace() || c.is_control()))
            .map(|e| {
                format!(
                    "mailto:{e}?subject={}&body={}",
                    encode(&format!("Your {reference}")),
                    encode(&format!("{}\n\n", about.greeting()))
                )
            }),
    }
}

/// A wa.me link to `phone` with `text` written in, when the number is a UK
/// mobile (the only numbers WhatsApp can reach here).
pub fn whatsapp_with(phone: &str, text: &str) -> Option<String> {
    e164(phone)
        .filter(|n| is_uk_mobile(n))
        .map(|n| format!("https://wa.me/{}?text={}", &n[1..], encode(text)))
}

/// Percent-encodes everything but RFC 3986's unreserved characters, so a
/// customer's name cannot end the query or add a parameter.
fn encode(text: &str) -> String {
    let mut out = String::with_capacity(text.len() * 3);
    for b in text.bytes() {
        if b.is_ascii_alphanumeric() || matches!(b, b'-' | b'.' | b'_' | b'~') {
            out.push(b as char);
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

/// UK mobile ranges: 071-075 and 077-079, and 07624 (Isle of Man mobiles).
/// 070 is personal numbering and 076 pagers, neither on WhatsApp.
fn is_uk_mobile(e164: &str) -> bool {
    let Some(n) = e164.strip_prefix("+447") else {
        return false;
    };
    n.len() == 9 && (matches!(n.as_bytes()[0], b'1'..=b'5' | b'7'..=b'9') || n.starts_with("624"))
}

#[cfg(test)]
mod tests {
    use super::*;

    const ABOUT: About<'static> = About {
        id: 131,
        name: "Ann Boyle",
        service: "Boiler Services",
        business: "Kelvin Trades",
    };

    #[test]
    fn whatsapp_only_for_uk_mobiles() {
        let l = for_contact("07700 900123", Some("ann@example.com"), &ABOUT);
        assert_eq!(l.tel.as_deref(), Some("tel:+447700900123"));
        assert_eq!(
            l.whatsapp.as_deref(),
            Some(
                "https://wa.me/447700900123?text=Hello%20Ann%2C%20this%20is%20Kelvin%20Trades%20about%20your%20Boiler%20Services%20request%20%28reference%20%23131%29."
            )
        );
        assert_eq!(
            l.email.as_deref(),
            Some(
                "mailto:ann@example.com?subject=Your%20Boiler%20Services%20request%20%28reference%20%23131%29&body=Hello%20Ann%2C%0A%0A"
            )
        );
        let l = for_contact("+44 7624 123456", None, &ABOUT);
        assert!(
            l.whatsapp
                .unwrap()
                .starts_with("https://wa.me/447624123456?text=")
        );
        assert_eq!(l.email, None);
        for not_mobile in [
            "0141 496 0000",
            "07000 123456",
            "07600 123456",
            "+353 87 123 4567",
        ] {
            assert_eq!(
                for_contact(not_mobile, None, &ABOUT).whatsapp,
                None,
                "{not_mobile}"
            );
        }
    }

    #[test]
    fn a_hostile_name_stays_inside_the_message() {
        let about = About {
            name: "x&phone=1#\r\nBcc: a@b.c",
            ..ABOUT
        };
        let l = for_contact("07700 900123", Some("ann@example.com"), &about);
        let chat = l.whatsapp.unwrap();
        let query = chat.split_once('?').unwrap().1;
        assert!(
            query.starts_with("text=") && !query[5..].contains(['&', '#', '=', '\r', '\n', ' '])
        );
        let mail = l.email.unwrap();
        assert_eq!(
            mail.matches('&').count(),
            1,
            "only subject and body: {mail}"
        );
        assert!(!mail.contains(['\r', '\n', '#', ' ']), "{mail}");
    }
}
