//! An error and its causes as one line of text, for the log, the command
//! line and the outbox's record of a failed attempt. Here, in the bottom
//! room, so every room can use it.

/// An error and its causes on one line, `what: why: root cause`, for the
/// log and the command line. A cause whose text the line already ends with
/// is left out: some errors (sqlx's among them) write their source into
/// their own message as well, and anyhow's `{:#}` would then say it twice.
pub fn with_causes(err: &(dyn std::error::Error + 'static)) -> String {
    let mut line = err.to_string();
    let mut next = err.source();
    while let Some(cause) = next {
        let text = cause.to_string();
        if !line.ends_with(&text) {
            line.push_str(": ");
            line.push_str(&text);
        }
        next = cause.source();
    }
    line
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What failed, with why as its source.
    #[derive(Debug, thiserror::Error)]
    #[error("reading the lead")]
    struct Outer(#[source] std::io::Error);

    /// Says its source in its own message, as sqlx's errors do.
    #[derive(Debug, thiserror::Error)]
    #[error("error returned from database: {0}")]
    struct Echoing(#[source] std::io::Error);

    #[test]
    fn causes_are_joined_once_each() {
        let chained = Outer(std::io::Error::other("disk on fire"));
        assert_eq!(with_causes(&chained), "reading the lead: disk on fire");
        let echoing = Echoing(std::io::Error::other("no such table: leads"));
        assert_eq!(
            with_causes(&echoing),
            "error returned from database: no such table: leads"
        );
        let wrapped = anyhow::Error::new(echoing).context("listing leads");
        assert_eq!(
            with_causes(wrapped.as_ref()),
            "listing leads: error returned from database: no such table: leads"
        );
    }
}
