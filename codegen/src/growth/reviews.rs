//! The fixture's 100 reviews: each left on one of the business's review
//! platforms by the customer of one of the fixture's jobs, naming that job's
//! service and its neighbourhood or area, dated soon after the work.

use super::jobs::blanks;
use super::words::{self, Rng};
use super::{JOB_COUNT, REVIEW_COUNT, TRADES, Trade, leak};
use content_model::*;

/// A review's last sentence, for any trade.
const VERDICTS: [&str; 12] = [
    "I would use them again without a second thought.",
    "Already recommended them to {n} neighbours.",
    "Honest, tidy and easy to deal with from the first call.",
    "Good to find tradespeople who turn up when they say they will.",
    "We will be calling them for the {room} next.",
    "Reassuring from start to finish, and the paperwork came promptly.",
    "Friendly engineer, fair price, no mess left behind.",
    "They kept us updated by text all the way through.",
    "Thoroughly professional, and they took the time to explain everything.",
    "Easily the best trades firm we have had in the {building}.",
    "A good, careful job at a fair price.",
    "Polite, quick and very clean; cannot fault them.",
];

/// The fixture's reviews, of the jobs in `jobs` (the fixture's own), with
/// ids after the catalogue's highest.
pub fn reviews(cat: &Catalogue, jobs: &[Job]) -> Vec<Review> {
    assert!(!jobs.is_empty(), "the fixture's reviews are of its jobs");
    let first_id = cat.reviews.iter().map(|r| r.id).max().unwrap_or(0) + 1;
    let platforms = cat.business.review_platforms;
    assert!(
        !platforms.is_empty(),
        "the business names no review platform"
    );
    (0..REVIEW_COUNT)
        .map(|i| {
            let mut rng = Rng::new(0x5EED_0000 + i as u64);
            // Every third job, so the reviews spread over the jobs' services and areas.
            let job = &jobs[(i * JOB_COUNT / REVIEW_COUNT + rng.range(0, 2) as usize) % jobs.len()];
            let (service, trade) = service_of(cat, job);
            let area = cat
                .area(job.area.as_str())
                .expect("a fixture job's area exists");
            let location = job
                .neighbourhood
                .and_then(|n| area.neighbourhoods.iter().find(|p| p.slug == n))
                .map_or(area.name, |p| p.name);
            let mut b = blanks(&mut rng, trade, job.property);
            b.set("area", area.name);
            let text = [
                b.fill(rng.one(trade.review[0])),
                b.fill(rng.one(trade.review[1])),
                b.fill(rng.one(&VERDICTS)),
            ]
            .join(" ");
            let platform = if rng.chance(70) {
                &platforms[0]
            } else {
                rng.pick(platforms)
            };
            let host = platform.url_hosts[0];
            let token: String = (0..20)
                .map(|_| char::from(*rng.pick(b"abcdefghjkmnpqrstuvwxyz0123456789")))
                .collect();
            let JobSource::CustomerAgreed { on } = job.source else {
                unreachable!("the fixture's jobs are real")
            };
            // A review follows the work by days or weeks, and is never dated
            // after the fixture's last day (20 November 2026).
            let date = later(on, rng.range(1, 25));
            Review {
                id: first_id + i as u32,
                name: leak(format!(
                    "{} {}.",
                    rng.pick(&words::REVIEWER_NAMES),
                    char::from(*rng.pick(words::INITIALS.as_bytes()))
                )),
                location,
                service: service.name,
                rating: Rating::new(if rng.chance(85) { 5 } else { 4 }),
                date,
                text: leak(text),
                source: ReviewSource::Platform {
                    platform: platform.name,
                    url: leak(format!("https://{host}/reviews/{token}")),
                },
            }
        })
        .collect()
}

/// The job's service and the trade the fixture wrote it for.
fn service_of(cat: &Catalogue, job: &Job) -> (Service, &'static Trade) {
    let service = *cat
        .service(job.service.as_str())
        .expect("a fixture job's service exists");
    let trade = TRADES
        .iter()
        .copied()
        .find(|t| t.services.iter().any(|(s, _)| *s == service.slug.as_str()))
        .expect("a fixture job's service is one of its trades'");
    (service, trade)
}

/// `days` after `on`, kept to the 1st-28th so every month has the day, and
/// never after 20 November 2026.
fn later(on: IsoDate, days: u32) -> IsoDate {
    let (mut y, mut m) = (on.year(), on.month());
    let mut d = u32::from(on.day()) + days;
    if d > 28 {
        d -= 28;
        (y, m) = if m == 12 { (y + 1, 1) } else { (y, m + 1) };
    }
    let last = IsoDate::new(2026, 11, 20);
    let date = IsoDate::new(y, m, d.min(28) as u8);
    if date > last { last } else { date }
}
