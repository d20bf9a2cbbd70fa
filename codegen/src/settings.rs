//! Build settings that arrive as text (environment variables or flags) and are
//! checked here, so a typo fails the build with a clear message instead of
//! shipping a broken page.

use std::fmt;

/// A `GTM_ID` that is not a tag-manager container id; the message names the
/// setting and the shape it should have.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
#[error(
    "GTM_ID {0:?} is not a tag-manager container id: expected `GTM-` followed by 4 to 12 capital letters or digits, e.g. GTM-ABC1234 (leave it empty for no tag manager)"
)]
pub struct BadTagManagerId(pub String);

/// A Google Tag Manager container id (decision 18), e.g. `GTM-ABC1234`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TagManagerId(String);

impl TagManagerId {
    /// Parses the `GTM_ID` setting. Empty (after trimming) means no tag manager.
    pub fn parse(text: &str) -> Result<Option<TagManagerId>, BadTagManagerId> {
        let text = text.trim();
        if text.is_empty() {
            return Ok(None);
        }
        let suffix = text.strip_prefix("GTM-").unwrap_or("");
        let well_formed = (4..=12).contains(&suffix.len())
            && suffix
                .bytes()
                .all(|b| b.is_ascii_uppercase() || b.is_ascii_digit());
        if well_formed {
            Ok(Some(TagManagerId(text.to_string())))
        } else {
            Err(BadTagManagerId(text.to_string()))
        }
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for TagManagerId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::TagManagerId;

    #[test]
    fn accepts_container_ids_and_empty() {
        assert_eq!(TagManagerId::parse("").unwrap(), None);
        assert_eq!(TagManagerId::parse("  ").unwrap(), None);
        assert_eq!(
            TagManagerId::parse(" GTM-ABC1234 ")
                .unwrap()
                .unwrap()
                .as_str(),
            "GTM-ABC1234"
        );
    }

    #[test]
    fn rejects_anything_else_naming_the_setting() {
        for bad in [
            "ABC1234",
            "gtm-abc1234",
            "GTM-",
            "GTM-AB",
            "GTM-ABC 123",
            "GTM-ABC1234\"><script>",
            "G-ABC1234",
        ] {
            let err = TagManagerId::parse(bad).unwrap_err().to_string();
            assert!(err.starts_with("GTM_ID "), "{err}");
        }
    }
}
