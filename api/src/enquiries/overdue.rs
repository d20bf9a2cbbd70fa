//! Which leads are overdue (issue 23.3): still open (not won or lost) in the
//! inbox, with a follow-up date before today on London's calendar. One rule
//! for the list's order (overdue next after the pinned emergencies), each
//! lead's flag, the daily digest and the push sent once.

/// The rule as an SQL condition on `enquiries`, on London's `today`
/// (`YYYY-MM-DD`, made here from the clock, never from a request).
pub fn sql(today: &str) -> String {
    format!(
        "(status = 'new' AND stage NOT IN ('won', 'lost') AND follow_up_on IS NOT NULL AND follow_up_on < '{today}')"
    )
}

/// The rule for one lead.
pub fn is_overdue(status_new: bool, stage: &str, follow_up_on: Option<&str>, today: &str) -> bool {
    status_new && !matches!(stage, "won" | "lost") && follow_up_on.is_some_and(|d| d < today)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_open_lead_past_its_date_is_overdue() {
        let today = "2026-11-25";
        assert!(is_overdue(true, "contacted", Some("2026-11-24"), today));
        assert!(
            !is_overdue(true, "contacted", Some("2026-11-25"), today),
            "due today"
        );
        assert!(!is_overdue(true, "won", Some("2026-11-01"), today), "won");
        assert!(!is_overdue(true, "lost", Some("2026-11-01"), today), "lost");
        assert!(
            !is_overdue(false, "new", Some("2026-11-01"), today),
            "not in the inbox"
        );
        assert!(!is_overdue(true, "new", None, today), "no date");
    }
}
