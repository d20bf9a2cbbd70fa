//! The keys an enquiry is found by when a lead's page lists the same
//! person's other enquiries (`related`, issue 35): a leaf of its own, so
//! the insert (`record`) and the lookup (`related`) both use it and neither
//! needs the other.

use crate::store::phone::e164;

/// The keys an enquiry is found by, computed here and nowhere else: every
/// code path that writes an enquiry's phone or email stores these beside
/// them, and [`super::related`] looks a lead's own up with the same function, so
/// the two can never disagree.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ContactKeys {
    /// The last six digits of the number to dial ([`e164`]); None when
    /// there is nothing to dial. Six, not the whole number: the index need
    /// only narrow, and [`super::related`] compares the whole number afterwards.
    pub phone_tail: Option<String>,
    /// The email address trimmed and in lower case; None when there is none.
    pub email_key: Option<String>,
}

/// The keys of an enquiry with this phone and email, as typed.
pub fn contact_keys(phone: &str, email: Option<&str>) -> ContactKeys {
    let phone_tail = e164(phone).and_then(|dial| {
        let digits: Vec<char> = dial.chars().filter(char::is_ascii_digit).collect();
        (digits.len() >= 6).then(|| digits[digits.len() - 6..].iter().collect())
    });
    ContactKeys {
        phone_tail,
        email_key: email_key(email),
    }
}

/// An email address as it is compared: trimmed and in lower case (Unicode's,
/// not the database's LOWER, which on SQLite folds only ASCII).
pub fn email_key(email: Option<&str>) -> Option<String> {
    email
        .map(|e| e.trim().to_lowercase())
        .filter(|e| !e.is_empty())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_keys_are_the_dialled_numbers_last_six_digits_and_the_folded_address() {
        for typed in [
            "07700 900123",
            "+44 (0)7700 900123",
            "0044 7700 900-123",
            "(07700) 900.123",
        ] {
            assert_eq!(
                contact_keys(typed, None).phone_tail.as_deref(),
                Some("900123"),
                "{typed}"
            );
        }
        // The trunk prefix written inside the last six digits is not one of them.
        assert_eq!(
            contact_keys("+44 7700 90(0)0123", None).phone_tail,
            contact_keys("07700 900123", None).phone_tail,
        );
        assert_eq!(
            contact_keys("+353 1 234 5678", None).phone_tail.as_deref(),
            Some("345678")
        );
        // Nothing to dial: no key, though digits were typed.
        assert_eq!(contact_keys("call after 5", None).phone_tail, None);
        assert_eq!(contact_keys("0141 496 0000 after 5", None).phone_tail, None);
        assert_eq!(
            contact_keys("0", Some("  Ann@Example.COM "))
                .email_key
                .as_deref(),
            Some("ann@example.com")
        );
        assert_eq!(
            contact_keys("0", Some("ÉVA@example.com"))
                .email_key
                .as_deref(),
            Some("éva@example.com")
        );
        assert_eq!(contact_keys("0", Some("   ")).email_key, None);
        assert_eq!(contact_keys("0", None), ContactKeys::default());
    }
}
