//! One-tap links to the customer: a `tel:` link in E.164 from a UK number
//! typed any common way, WhatsApp for UK mobiles only (a landline cannot
//! receive WhatsApp, so the button would only mislead), and `mailto:`.

use serde::Serialize;

#[derive(Debug, Serialize, PartialEq, Eq)]
pub struct Links {
    pub tel: Option<String>,
    pub whatsapp: Option<String>,
    pub email: Option<String>,
}

pub fn for_contact(phone: &str, email: Option<&str>) -> Links {
    let e164 = e164(phone);
    Links {
        tel: e164.as_ref().map(|n| format!("tel:{n}")),
        whatsapp: e164
            .as_deref()
            .filter(|n| is_uk_mobile(n))
            .map(|n| format!("https://wa.me/{}", &n[1..])),
        email: email
            .map(str::trim)
            .filter(|e| e.contains('@') && !e.chars().any(|c| c.is_whitespace() || c.is_control()))
            .map(|e| format!("mailto:{e}")),
    }
}

/// `+` and digits: UK numbers as `+44…` whether typed `0141 496 0000`,
/// `+44 (0)141 496 0000`, `0044 141…` or `44 141…`; other countries' numbers
/// kept as given after `+` or `00`. None when there is nothing to dial.
pub fn e164(typed: &str) -> Option<String> {
    let plus = typed.trim_start().starts_with('+');
    // `(0)` is the UK trunk prefix written inside an international number.
    let typed = typed.replace("(0)", "");
    let digits: String = typed.chars().filter(char::is_ascii_digit).collect();
    let international = if plus {
        Some(digits.as_str())
    } else {
        digits.strip_prefix("00")
    };
    let national = match international {
        Some(rest) => match rest.strip_prefix("44") {
            Some(uk) => uk.strip_prefix('0').unwrap_or(uk).to_string(),
            None if (8..=15).contains(&rest.len()) => return Some(format!("+{rest}")),
            None => return None,
        },
        None => match digits.strip_prefix('0') {
            Some(uk) => uk.to_string(),
            // 44 then a UK number's 9 or 10 digits, typed without the +.
            None if digits.starts_with("44") && (11..=12).contains(&digits.len()) => {
                digits[2..].to_string()
            }
            None => return None,
        },
    };
    (9..=10)
        .contains(&national.len())
        .then(|| format!("+44{national}"))
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

    #[test]
    fn uk_numbers_typed_any_common_way_dial_the_same() {
        for typed in [
            "0141 496 0000",
            "01414960000",
            "+44 141 496 0000",
            "+44 (0)141 496 0000",
            "0044 141 496 0000",
            "(0141) 496-0000",
            "441414960000",
            "0141.496.0000",
        ] {
            assert_eq!(e164(typed).as_deref(), Some("+441414960000"), "{typed}");
        }
        assert_eq!(e164("+353 1 234 5678").as_deref(), Some("+35312345678"));
        assert_eq!(e164("call me"), None);
        assert_eq!(e164("12345"), None);
    }

    #[test]
    fn whatsapp_only_for_uk_mobiles() {
        let l = for_contact("07700 900123", Some("ann@example.com"));
        assert_eq!(l.tel.as_deref(), Some("tel:+447700900123"));
        assert_eq!(l.whatsapp.as_deref(), Some("https://wa.me/447700900123"));
        assert_eq!(l.email.as_deref(), Some("mailto:ann@example.com"));
        let l = for_contact("+44 7624 123456", None);
        assert_eq!(l.whatsapp.as_deref(), Some("https://wa.me/447624123456"));
        assert_eq!(l.email, None);
        for not_mobile in [
            "0141 496 0000",
            "07000 123456",
            "07600 123456",
            "+353 87 123 4567",
        ] {
            assert_eq!(for_contact(not_mobile, None).whatsapp, None, "{not_mobile}");
        }
    }
}
