//! One real lead's way from arrival to won or lost. The shares are a
//! judgement of a busy trades firm's inbox: most leads are called within
//! hours, about half are surveyed, most are quoted, a little over half of
//! those are won.

use super::{Done, LOST, Lead, NOTES, PROPERTIES, Work, day, minutes, token};
use chrono::{DateTime, Duration, Utc};
use rand::Rng;
use rand::rngs::StdRng;

impl Work {
    pub(in super::super) fn walk(&mut self, rng: &mut StdRng, lead: &Lead) -> Done {
        let now = self.now;
        let mut d = Done::default();
        self.notes(rng, lead);

        let contacted = lead.at + minutes(rng, 5, 480);
        if contacted > now || rng.gen_range(0..40) == 0 {
            return self.finish(d);
        }
        self.stage(lead, &mut d, contacted, "new", "contacted", None, None);
        d.first_contact_at = d.stage_changed_at.clone();
        if rng.gen_range(0..2) == 0 {
            let at = contacted + minutes(rng, 1, 30);
            self.reply(rng, lead, at, "acknowledge");
        }
        let path = rng.gen_range(0..100);
        if path < 15 {
            // Still talking: a follow-up date, some of them past (overdue).
            if rng.gen_range(0..3) == 0 {
                d.follow_up_on = Some(day(now + Duration::days(rng.gen_range(-5..10))));
            }
            return self.finish(d);
        }
        if path < 28 {
            let lost = contacted + Duration::days(rng.gen_range(2..10));
            if lost <= now {
                let reason = ["no-reply", "timing", "not-needed"][rng.gen_range(0..3)];
                self.stage(lead, &mut d, lost, "contacted", "lost", None, Some(reason));
                d.lost_reason = Some(reason.into());
            }
            return self.finish(d);
        }

        let mut quoted = contacted + minutes(rng, 240, 4320);
        if rng.gen_range(0..2) == 0 {
            let booked = contacted + minutes(rng, 2, 60);
            let end = self.visit(rng, lead, "survey", booked, (1, 5));
            quoted = end + minutes(rng, 120, 2880);
        }
        if quoted > now {
            return self.finish(d);
        }
        // The outcome is chosen first, so each quote is stored as it ended.
        let second = (rng.gen_range(0..5) == 0)
            .then(|| quoted + Duration::days(rng.gen_range(2..7)))
            .filter(|t| *t <= now);
        let latest_at = second.unwrap_or(quoted);
        let decided = latest_at + minutes(rng, 60, 14 * 1440);
        let outcome = match rng.gen_range(0..100) {
            _ if decided > now => "open",
            0..=54 => "won",
            55..=84 => "lost",
            _ => "open",
        };
        let by_quote = outcome == "won" && rng.gen_range(0..4) > 0;
        let declined = outcome == "lost" && rng.gen_range(0..2) == 0;
        let latest_status = if by_quote {
            "accepted"
        } else if declined {
            "declined"
        } else {
            "sent"
        };
        let decision = (by_quote || declined).then_some(decided);
        let mut total = if let Some(at) = second {
            self.quote(rng, lead, 1, quoted, "superseded", None);
            self.quote(rng, lead, 2, at, latest_status, decision)
        } else {
            self.quote(rng, lead, 1, quoted, latest_status, decision)
        };
        let version = 1 + second.is_some() as i64;
        self.stage(
            lead,
            &mut d,
            quoted,
            "contacted",
            "quoted",
            Some(total),
            None,
        );
        if rng.gen_range(0..3) == 0 {
            let at = quoted + minutes(rng, 1, 20);
            self.reply(rng, lead, at, "quote-sent");
        }
        d.quoted_pence = Some(total);
        d.quoted_at = Some(super::stored(latest_at));

        let chased = latest_at + Duration::days(7);
        if rng.gen_range(0..10) < 3 && chased <= now && (outcome == "open" || chased < decided) {
            self.event(lead, chased, "chased", None, None, None, Some(total), None);
            self.send(
                lead,
                chased,
                "quote-chase",
                "A reminder of your quote".into(),
                "Your quote is still open.",
            );
            d.chased_at = Some(super::stored(chased));
        }
        match outcome {
            "won" => {
                if by_quote {
                    let note = format!("Quote v{version} accepted by {}", lead.name);
                    self.event(
                        lead,
                        decided,
                        "quote",
                        None,
                        None,
                        Some(note),
                        Some(total),
                        None,
                    );
                } else {
                    // Agreed on the phone, a little under the written price.
                    total = (total - total * rng.gen_range(0..6) / 100) / 100 * 100;
                }
                self.stage(lead, &mut d, decided, "quoted", "won", Some(total), None);
                d.won_pence = Some(total);
                d.won_at = d.stage_changed_at.clone();
                d.won_source = Some(if by_quote { "quote" } else { "hand" }.into());
                let mut done = decided;
                if rng.gen_range(0..20) < 17 {
                    let booked = decided + minutes(rng, 5, 600);
                    done = self.visit(rng, lead, "job", booked, (2, 21));
                }
                self.proof(rng, lead, &mut d, done);
            }
            "lost" => {
                if declined {
                    let note = format!("Quote v{version} declined");
                    self.event(lead, decided, "quote", None, None, Some(note), None, None);
                }
                let reason = LOST[rng.gen_range(0..LOST.len())];
                self.stage(lead, &mut d, decided, "quoted", "lost", None, Some(reason));
                d.lost_reason = Some(reason.into());
            }
            _ => {
                if rng.gen_range(0..5) < 2 {
                    d.follow_up_on = Some(day(latest_at + Duration::days(rng.gen_range(3..14))));
                }
            }
        }
        self.finish(d)
    }

    /// A stage change, with the amount or reason it carried.
    #[allow(clippy::too_many_arguments)]
    fn stage(
        &mut self,
        lead: &Lead,
        d: &mut Done,
        at: DateTime<Utc>,
        from: &'static str,
        to: &'static str,
        amount: Option<i64>,
        reason: Option<&str>,
    ) {
        self.event(
            lead,
            at,
            "stage",
            Some(from),
            Some(to),
            None,
            amount,
            reason,
        );
        d.stage = to;
        d.stage_changed_at = Some(super::stored(at));
    }

    /// Two leads in five carry the owner's notes, written within days of
    /// arrival (the search reads them).
    fn notes(&mut self, rng: &mut StdRng, lead: &Lead) {
        if rng.gen_range(0..5) >= 2 {
            return;
        }
        for _ in 0..rng.gen_range(1..=3) {
            let at = (lead.at + minutes(rng, 10, 10 * 1440)).min(self.now);
            self.event(
                lead,
                at,
                "note",
                None,
                None,
                Some(NOTES[rng.gen_range(0..NOTES.len())].into()),
                None,
                None,
            );
        }
    }

    /// After a job is done: the review asked for and perhaps recorded, and
    /// now and then the job written up for the website with the customer
    /// asked to agree.
    fn proof(&mut self, rng: &mut StdRng, lead: &Lead, d: &mut Done, done: DateTime<Utc>) {
        let now = self.now;
        let asked = done + Duration::days(rng.gen_range(1..7));
        if asked <= now && rng.gen_range(0..5) < 3 {
            let via = if lead.email.is_some() {
                "email"
            } else {
                "whatsapp"
            };
            self.event(
                lead,
                asked,
                "review-requested",
                None,
                Some(via),
                None,
                None,
                None,
            );
            self.send(
                lead,
                asked,
                "review-request",
                "How did we do?".into(),
                "Would you leave us a review?",
            );
            d.review_requested_at = Some(super::stored(asked));
            d.review_requested_via = Some(via.into());
            let recorded = asked + Duration::days(rng.gen_range(1..12));
            if let Some((town, area_slug)) = lead
                .area
                .as_ref()
                .filter(|_| recorded <= now && rng.gen_range(0..4) == 0)
            {
                let (platform, host) = if rng.gen_range(0..10) < 7 {
                    ("google", "www.google.com/maps/reviews")
                } else {
                    ("trustpilot", "uk.trustpilot.com/reviews")
                };
                let stars = if rng.gen_range(0..5) > 0 { 5 } else { 4 };
                self.reviews.push(vec![
                    super::Value::Ref(lead.index),
                    super::t(platform),
                    super::t(format!("https://{host}/{}", lead.index)),
                    super::Value::Int(stars),
                    super::t(format!(
                        "Came out quickly, explained the {} job and left everything tidy.",
                        lead.service.to_lowercase()
                    )),
                    super::t(day(recorded - Duration::hours(20))),
                    super::t(lead.name.split_whitespace().next().unwrap_or("Customer")),
                    super::t(town.clone()),
                    super::t(lead.service_slug.clone()),
                    super::t(area_slug.clone()),
                    super::t(super::stored(recorded)),
                    super::t(super::OWNERS[0]),
                ]);
                let note = format!("{platform}, {stars} stars");
                self.event(
                    lead,
                    recorded,
                    "review-recorded",
                    None,
                    None,
                    Some(note),
                    None,
                    None,
                );
            }
        }
        let written = done + Duration::days(rng.gen_range(2..14));
        let Some((_, area_slug)) = lead
            .area
            .as_ref()
            .filter(|_| written <= now && rng.gen_range(0..100) < 7)
        else {
            return;
        };
        let price = d.won_pence.unwrap_or(0) / 100;
        self.drafts.push(vec![
            super::Value::Ref(lead.index),
            super::t(format!("{}-{area_slug}-{}", lead.service_slug, lead.index)),
            super::t(lead.service_slug.clone()),
            super::t(area_slug.clone()),
            super::t(api::store::uk_time::day(done).format("%Y-%m").to_string()),
            super::t(PROPERTIES[rng.gen_range(0..PROPERTIES.len())]),
            super::t(format!(
                "The customer asked for help with {}.",
                lead.service.to_lowercase()
            )),
            super::t("We found the fault, replaced the worn parts and tested everything."),
            super::t("Working again the same day, and the customer kept the old parts."),
            super::t("hours"),
            super::Value::Int(rng.gen_range(2..9)),
            super::Value::Int(price - price / 10),
            super::Value::Int(price + price / 10),
            super::t(super::stored(written)),
            super::t(super::OWNERS[0]),
            super::t(super::stored(written)),
            super::t(super::OWNERS[0]),
        ]);
        self.event(lead, written, "job-written", None, None, None, None, None);
        let sent = written + Duration::hours(rng.gen_range(1..48));
        if sent > now || rng.gen_range(0..5) == 0 {
            return;
        }
        let via = if lead.email.is_some() {
            "email"
        } else {
            "whatsapp"
        };
        let agreed = (rng.gen_range(0..4) > 0)
            .then(|| sent + minutes(rng, 30, 4000))
            .filter(|t| *t <= now);
        let (tok, hash) = token(rng);
        let (shown, _) = token(rng);
        self.consents.push(vec![
            super::Value::Ref(self.drafts.len() - 1),
            super::t(tok),
            super::t(hash),
            super::t(super::stored(sent)),
            super::t(super::OWNERS[0]),
            super::t(via),
            super::t(if agreed.is_some() { "agreed" } else { "asked" }),
            super::Value::Int(rng.gen_range(0..2)),
            super::opt(agreed.map(|_| shown)),
            super::opt(agreed.map(super::stored)),
        ]);
        self.event(
            lead,
            sent,
            "consent-asked",
            None,
            Some(via),
            None,
            None,
            None,
        );
    }
}
