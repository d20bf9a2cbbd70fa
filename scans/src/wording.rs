//! Words that claim more than the data backs (issue 20.7). Each detector
//! returns the sentences that say it; `validate` runs them over the
//! catalogue's copy and `codegen audit-export` over every built page, so copy
//! written in the site's own code is held to them too.

use crate::copy::sentences;

/// 'Gas Safe certified', 'Gas Safe accredited', 'Gas Safe approved': the
/// register's word is 'registered'.
pub fn misnames_gas_safe(text: &str) -> Vec<&str> {
    sentences(text)
        .filter(|s| {
            let l = s.to_lowercase();
            l.match_indices("gas safe").any(|(i, m)| {
                let after = l[i + m.len()..].trim_start();
                ["certified", "accredited", "approved"]
                    .iter()
                    .any(|w| after.starts_with(w))
            })
        })
        .collect()
}

/// An arrival or response time called an average: the windows are what
/// usually happens in an area, not a measured mean.
pub fn calls_a_window_an_average(text: &str) -> Vec<&str> {
    sentences(text)
        .filter(|s| {
            let l = s.to_lowercase();
            let words: Vec<&str> = l.split_whitespace().collect();
            // 'average' with a time word among the next few words ('average
            // response 20-35 minutes'), not 'average review rating'.
            words.iter().enumerate().any(|(i, w)| {
                w.starts_with("average")
                    && words[i + 1..(i + 4).min(words.len())].iter().any(|n| {
                        ["response", "arriv", "minute", "reach", "time"]
                            .iter()
                            .any(|t| n.starts_with(t))
                    })
            })
        })
        .collect()
}

/// A same-day visit, booking or appointment promised: most work is booked
/// days or weeks ahead, so only a service whose response time is the same
/// day or sooner may say so.
pub fn promises_same_day_visit(text: &str) -> Vec<&str> {
    sentences(text)
        .filter(|s| {
            let l = s.to_lowercase().replace("same-day", "same day");
            l.contains("same day")
                && ["book", "appointment", "visit", "come out"]
                    .iter()
                    .any(|w| l.contains(w))
        })
        .collect()
}

/// A call-out price said to be stated up front: only the trades with a
/// category page price their call-out, so a page speaking for every trade
/// cannot say it.
pub fn states_call_out_price_up_front(text: &str) -> Vec<&str> {
    sentences(text)
        .filter(|s| {
            let l = s.to_lowercase().replace("call out", "call-out");
            l.contains("call-out")
                && (l.contains("price") || l.contains("charge"))
                && (l.contains("up front") || l.contains("upfront"))
        })
        .collect()
}

/// A coverage radius ('25 miles around', 'a 25-mile radius', 'within 25
/// miles', 'all Glasgow postcodes'): a circle takes in towns no area serves,
/// so coverage is said from the coverage data instead (decision 34).
pub fn claims_a_radius(text: &str) -> Vec<&str> {
    sentences(text)
        .filter(|s| {
            let l = s.to_lowercase().replace("-mile", " mile");
            l.contains("mile radius")
                || l.contains("miles around")
                || l.contains("miles of glasgow")
                || l.contains("all glasgow postcodes")
                || l.match_indices("within ").any(|(i, m)| {
                    let rest = &l[i + m.len()..];
                    let number = rest.split(' ').next().unwrap_or("");
                    !number.is_empty()
                        && number.chars().all(|c| c.is_ascii_digit())
                        && rest[number.len()..].trim_start().starts_with("mile")
                })
        })
        .collect()
}

/// An estimate offered ('Free Estimates', 'a free written estimate'): we
/// give quotes. In UK consumer guidance an estimate is a best guess that the
/// final bill may exceed, a quote a price for the job (decision 24: 'free
/// quotes, no obligation'), so calling one the other misdescribes the offer.
pub fn offers_estimates(text: &str) -> Vec<&str> {
    sentences(text)
        .filter(|s| {
            let l = s.to_lowercase().replace('-', " ");
            ["free estimate", "written estimate", "obligation estimate"]
                .iter()
                .any(|w| l.contains(w))
        })
        .collect()
}

/// A quoted price said never to change except at the customer's request
/// ('the price only changes if you ask for something extra'). The terms let a
/// quote change, with the customer's agreement first, when the work uncovers
/// what neither side could have seen (a corroded pipe under a floor), so a
/// promise that leaves that out is one we cannot keep.
pub fn promises_an_unchangeable_price(text: &str) -> Vec<&str> {
    sentences(text)
        .filter(|s| {
            let l = s.to_lowercase().replace('’', "'");
            (l.contains("price") || l.contains("quote"))
                && [
                    "only changes if",
                    "only change if",
                    "only changes when",
                    "only change when",
                    "changes only if",
                    "change only if",
                    "never changes",
                    "will not change",
                    "won't change",
                    "cannot change",
                ]
                .iter()
                .any(|w| l.contains(w))
                && ![
                    "find",
                    "found",
                    "unforeseen",
                    "could not",
                    "couldn't",
                    "hidden",
                ]
                .iter()
                .any(|w| l.contains(w))
        })
        .collect()
}

/// An emergency promise (issue 31.2): a 24/7 or out-of-hours line, an
/// arrival window or an emergency response time, 'Rapid Response', or a
/// call-back not bounded by opening hours. A page about a place without
/// emergency cover may make none of them; another service's line (the gas
/// emergency number, 999) is not our promise.
pub fn promises_emergency_cover(text: &str) -> Vec<&str> {
    sentences(text)
        .filter(|s| {
            let l = s
                .to_lowercase()
                .replace('\u{2019}', "'")
                .replace("round-the-clock", "round the clock");
            if l.contains("999") || l.contains("national gas emergency") {
                return false;
            }
            let call_back = ["call you back", "call back", "get back to you"]
                .iter()
                .any(|w| l.contains(w));
            crate::copy::claims_round_the_clock(&l)
                || states_a_minute_window(&l)
                || [
                    "within under",
                    "immediate",
                    "rapid response",
                    "day or night",
                    "day and night",
                    "through the night",
                    "out-of-hours",
                    "out of hours",
                    "emergency available",
                    "emergency call-out",
                    "emergency arrival",
                    "typically arriv",
                    "typically reach",
                ]
                .iter()
                .any(|w| l.contains(w))
                || (call_back && !l.contains("opening hours"))
        })
        .collect()
}

/// '15-70 minute', '25-40 minutes': a window of minutes.
fn states_a_minute_window(lower: &str) -> bool {
    lower.match_indices("minute").any(|(i, _)| {
        let before = lower[..i].trim_end();
        let word = before.rsplit(' ').next().unwrap_or("");
        word.split_once('-').is_some_and(|(a, b)| {
            !a.is_empty()
                && !b.is_empty()
                && a.chars().all(|c| c.is_ascii_digit())
                && b.chars().all(|c| c.is_ascii_digit())
        })
    })
}

/// Sentences that put the planned-work coverage sentence (which names areas
/// outside emergency cover) into emergency copy: 24/7, emergencies, arrival,
/// day and night (issue 31.2). Emergency copy reads the emergency sentence.
pub fn planned_coverage_in_emergency_copy<'a>(text: &'a str, planned: &str) -> Vec<&'a str> {
    sentences(text)
        .filter(|s| {
            let l = s.to_lowercase();
            s.contains(planned)
                && (crate::copy::claims_round_the_clock(&l)
                    || [
                        "emergenc",
                        "arriv",
                        "day and night",
                        "day or night",
                        "2am",
                        "on the way",
                    ]
                    .iter()
                    .any(|w| l.contains(w)))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_detector_finds_the_claim_and_leaves_the_truth_alone() {
        assert_eq!(
            misnames_gas_safe("Our engineers are Gas Safe Certified.").len(),
            1
        );
        assert_eq!(misnames_gas_safe("Gas Safe approved fitters").len(), 1);
        assert!(misnames_gas_safe("Gas Safe registered engineers. Gas Safe number 123").is_empty());

        assert_eq!(
            calls_a_window_an_average("24/7 call-outs, average response 20-35 minutes.").len(),
            1
        );
        assert!(calls_a_window_an_average("Rated 4.8 on average by customers.").is_empty());
        assert!(
            calls_a_window_an_average(
                "4.8/5 Average review rating  Rapid Response 15-70 minute arrival"
            )
            .is_empty()
        );

        assert_eq!(
            promises_same_day_visit("Same-day booking available.").len(),
            1
        );
        assert_eq!(
            promises_same_day_visit("Same-day visits are often possible.").len(),
            1
        );
        assert!(promises_same_day_visit("The record is issued the same day.").is_empty());

        assert_eq!(
            states_call_out_price_up_front(
                "A fixed price, with the call-out price stated up front."
            )
            .len(),
            1
        );
        assert!(
            states_call_out_price_up_front("Call-outs are priced on each trade's page.").is_empty()
        );

        for radius in [
            "We cover Glasgow and 25 miles around it.",
            "Towns within a 25-mile radius of the city centre.",
            "Engineers in the towns within 25 miles.",
            "We cover all Glasgow postcodes.",
        ] {
            assert_eq!(claims_a_radius(radius).len(), 1, "{radius}");
        }
        assert!(
            claims_a_radius("Paisley is 8 miles from the city centre. Within an hour.").is_empty()
        );

        assert_eq!(offers_estimates("Free Estimates").len(), 1);
        assert_eq!(
            offers_estimates("Ask for a no-obligation estimate today.").len(),
            1
        );
        assert!(offers_estimates("Free quotes, no obligation. We estimate nothing.").is_empty());

        assert_eq!(
            promises_an_unchangeable_price(
                "Your quote lists every item, and the price only changes if you ask for something extra."
            )
            .len(),
            1
        );
        assert_eq!(
            promises_an_unchangeable_price("The price won’t change.").len(),
            1
        );
        assert_eq!(
            promises_an_unchangeable_price("The quoted price changes only if you ask.").len(),
            1
        );
        assert!(
            promises_an_unchangeable_price(
                "The price only changes if you ask for more or we find something neither of us could have seen."
            )
            .is_empty()
        );

        // Issue 31.2: what a Kilwinning page said on main.
        for promise in [
            "Kilwinning is outside our emergency cover, so we book emergency plumbing here as a planned visit, usually within under 2 hours.",
            "Rapid Response 15-70 minute arrival",
            "24/7 Emergency Emergency line always open",
            "We treat it as an emergency and call you back within 1 hour, day or night.",
            "Describe the job in Kilwinning and we\u{2019}ll get back to you within 1 hour with a clear, fixed price.",
            "Out-of-Hours Call-outs Plumbers available through the night",
            "Round-the-clock plumbers for Glasgow homes and businesses.",
            "Immediate help when a pipe bursts, from isolating the water to a lasting repair.",
        ] {
            assert_eq!(promises_emergency_cover(promise).len(), 1, "{promise}");
        }
        for truth in [
            "Kilwinning is outside our emergency cover, so we book this work here as planned visits.",
            "We reply within 15 minutes during opening hours.",
            "Smell gas? Call the National Gas Emergency Service on 0800 111 999, 24 hours a day.",
            "Response time: 3-5 days.",
        ] {
            assert!(promises_emergency_cover(truth).is_empty(), "{truth}");
        }

        let planned =
            "all of Glasgow and the towns around it, as far out as Irvine, Kilwinning and Greenock";
        let hero = format!(
            "Call now and an engineer is on the way, typically arriving in 15 to 70 minutes: we cover {planned}."
        );
        assert_eq!(planned_coverage_in_emergency_copy(&hero, planned).len(), 1);
        let footer = format!("Serving {planned} since 2014.");
        assert!(planned_coverage_in_emergency_copy(&footer, planned).is_empty());
    }
}
