//! Words that claim more than the data backs (issue 20.7). Each detector
//! returns the sentences that say it; `validate` runs them over the
//! catalogue's copy and `codegen audit-export` over every built page, so copy
//! written in the site's own code is held to them too.

use crate::ResponseTime;
pub use scans::wording::*;

/// Whether a service answered in `response_time` may promise a same-day
/// visit ([`promises_same_day_visit`]).
pub fn answered_within_the_day(response_time: ResponseTime) -> bool {
    matches!(
        response_time,
        ResponseTime::Immediate
            | ResponseTime::Under60Mins
            | ResponseTime::Under2Hours
            | ResponseTime::SameDay
    )
}
