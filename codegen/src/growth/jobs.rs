//! The fixture's 300 jobs: which service, where, when, in what property,
//! and the story, photographs, time and price of each.

use super::words::{self, Blanks, Rng};
use super::{JOB_COUNT, PHOTO_FOLDER, PHOTOS_PER_JOB, TRADES, Trade, leak};
use content_model::similarity::{overlap, shingles};
use content_model::*;
use std::collections::BTreeSet;

/// Most of its 5-word runs a job may share with any earlier one. Below the
/// check's `job_rules::MAX_SHARED_WORDING` (a fifth), so the fixture passes
/// it with room to spare; a job over it is drawn again with the next seed.
const MAX_SHARED: f64 = 0.19;

/// The first month of the two years (December 2024), counted in months.
const FIRST_MONTH: u32 = 2024 * 12 + 11;
const MONTHS: u32 = 24;

/// The pairs the site's default sample export builds (site/lib/data.ts,
/// `sampleChoice`): the fixture's first jobs are of these, so the CI step
/// that audits a growth sample reads pages the fixture earned.
const SAMPLE_SERVICES: [&str; 3] = [
    "boiler-repair",
    "emergency-plumbing",
    "bathroom-installation",
];
const SAMPLE_AREAS: [&str; 4] = ["glasgow-city-centre", "partick", "paisley", "kilwinning"];

/// A service the fixture can use: its trade and weight.
struct Pick {
    trade: &'static Trade,
    service: &'static Service,
    weight: u32,
}

/// The fixture's jobs for `cat`, newest first. Panics if the catalogue
/// leaves the fixture nothing to draw from (no trade's service exists).
pub fn jobs(cat: &Catalogue) -> Vec<Job> {
    let picks: Vec<Pick> = TRADES
        .iter()
        .flat_map(|t| t.services.iter().map(move |s| (*t, s)))
        .filter_map(|(trade, (slug, weight))| {
            let service = cat.services.iter().find(|s| s.slug.as_str() == *slug)?;
            // The catalogue lives as long as the process here; a copy of its
            // service list keeps `Pick` free of `cat`'s lifetime.
            Some(Pick {
                trade,
                service: Box::leak(Box::new(*service)),
                weight: *weight,
            })
        })
        .collect();
    assert!(
        !picks.is_empty(),
        "none of the fixture's services is in the catalogue"
    );
    let forced: Vec<(usize, &Area)> = SAMPLE_SERVICES
        .iter()
        .flat_map(|s| SAMPLE_AREAS.iter().map(move |a| (s, a)))
        .filter_map(|(s, a)| {
            let pick = picks.iter().position(|p| p.service.slug.as_str() == *s)?;
            let area = cat.area(a)?;
            fits(picks[pick].service, area).then_some((pick, area))
        })
        .collect();
    let mut made: Vec<Job> = Vec::with_capacity(JOB_COUNT);
    let mut own: Vec<Vec<u64>> = Vec::with_capacity(JOB_COUNT);
    let mut alts: BTreeSet<String> = BTreeSet::new();
    // Each trade's next codeword (see `CODE_SLOTS`).
    let mut codewords = [0usize; TRADES.len()];
    for i in 0..JOB_COUNT {
        // What the job is and where: drawn once, so the photographs' names
        // (which carry it) do not move when the wording is drawn again.
        let mut frame = Rng::new(i as u64 * 7919);
        let (pick, area) = match forced.get(i) {
            Some((p, a)) => (&picks[*p], *a),
            None => {
                let p = &picks[frame.weighted(&picks.iter().map(|p| p.weight).collect::<Vec<_>>())];
                let fitting: Vec<&Area> = cat.areas.iter().filter(|a| fits(p.service, a)).collect();
                (p, *frame.pick(&fitting))
            }
        };
        let trade = TRADES
            .iter()
            .position(|t| std::ptr::eq(*t, pick.trade))
            .expect("a pick's trade is one of TRADES");
        let mut attempt = 0u64;
        let mut closest = (1.0f64, true);
        let job = loop {
            assert!(
                attempt < 200,
                "growth job {i}: no wording unlike the others in 200 tries (closest shared {:.0}%, its descriptions new: {})",
                closest.0 * 100.0,
                closest.1
            );
            let mut rng = Rng::new(i as u64 * 7919 + attempt * 104_729 + 1);
            attempt += 1;
            let code = codeword(codewords[trade]);
            codewords[trade] += 1;
            let draft = compose(i, pick, area, code, &mut frame.clone(), &mut rng);
            let sh = shingles(&format!(
                "{} {} {}",
                draft.problem, draft.work_done, draft.outcome
            ));
            let shared = own
                .iter()
                .map(|o| overlap(&sh, o).max(overlap(o, &sh)))
                .fold(0.0, f64::max);
            let unlike = shared <= MAX_SHARED;
            let fresh = draft
                .photos
                .iter()
                .all(|p| !alts.contains(&p.alt.to_lowercase()));
            if shared < closest.0 {
                closest = (shared, fresh);
            }
            if unlike && fresh {
                own.push(sh);
                alts.extend(draft.photos.iter().map(|p| p.alt.to_lowercase()));
                break draft;
            }
        };
        made.push(job);
    }
    made.sort_by(|a, b| {
        b.completed
            .cmp(&a.completed)
            .then(a.slug.as_str().cmp(b.slug.as_str()))
    });
    made
}

/// Whether a job of `service` can be in `area`: an emergency service only
/// where the area has emergency cover (Kilwinning has none, decision 25).
fn fits(service: &Service, area: &Area) -> bool {
    !service.slug.as_str().starts_with("emergency-") || area.emergency_available()
}

/// How many of a trade's sentence slots are chosen by codeword: the two of
/// the problem, the three of the work and the first of the outcome, each
/// list five long.
const CODE_SLOTS: usize = 6;

/// The `k`th codeword of a trade: which of the five sentences each of its
/// `CODE_SLOTS` slots takes. The values of a polynomial of degree two over
/// the integers modulo 5 at 0-4, and its leading coefficient: two of the 125
/// agree in at most two places, so two jobs of a trade share at most two of
/// these six sentences (drawn at random, some pairs of 90 jobs would share
/// four or five, past what `codegen check` allows).
fn codeword(k: usize) -> [usize; CODE_SLOTS] {
    // A stride coprime to 125, so consecutive jobs' codewords are spread.
    let c = (k * 47) % 125;
    let (a, b, q) = (c % 5, c / 5 % 5, c / 25);
    let mut out = [q; CODE_SLOTS];
    for (x, slot) in out.iter_mut().enumerate().take(5) {
        *slot = (a + b * x + q * x * x) % 5;
    }
    out
}

/// One job, the `i`th of the fixture: what and where from `frame`, the
/// words from `code` and `rng`.
fn compose(
    i: usize,
    pick: &Pick,
    area: &Area,
    code: [usize; CODE_SLOTS],
    frame: &mut Rng,
    rng: &mut Rng,
) -> Job {
    let t = pick.trade;
    let month_index = FIRST_MONTH + frame.range(0, MONTHS - 1);
    let (year, month) = ((month_index / 12) as u16, (month_index % 12 + 1) as u8);
    let completed = MonthYear::new(year, month);
    let kinds: Vec<PropertyType> = t
        .properties
        .iter()
        .copied()
        .filter(|p| area.property_types.contains(p))
        .collect();
    let property = match kinds.as_slice() {
        [] => area.property_types[0],
        k => *frame.pick(k),
    };
    let neighbourhood = (!area.neighbourhoods.is_empty() && frame.chance(60))
        .then(|| *frame.pick(area.neighbourhoods));
    let mut b = blanks(rng, t, property);
    let (place, spot) = match neighbourhood {
        Some(n) => (format!("{}, {}", n.name, area.name), n.name),
        None => (area.name.to_string(), area.name),
    };
    b.set("place", place);
    b.set(
        "a_spot",
        format!("{} {spot}", words::article(&spot.to_lowercase())),
    );
    b.set("month", MONTH_NAMES[month as usize - 1]);
    b.set("year", year.to_string());
    let voice = std::cell::RefCell::new(super::voice::Voice::new(rng));
    let sentence =
        |list: &[&'static str], rng: &mut Rng| b.fill(&voice.borrow_mut().say(rng.one(list)));
    let coded =
        |list: &[&str], slot: usize| b.fill(&voice.borrow_mut().say(list[code[slot] % list.len()]));
    let problem = [
        sentence(&words::OPENERS, rng),
        coded(t.problem[0], 0),
        coded(t.problem[1], 1),
        sentence(&words::DETAILS, rng),
    ]
    .join(" ");
    let work_done = [
        coded(t.work[0], 2),
        coded(t.work[1], 3),
        coded(t.work[2], 4),
    ]
    .join(" ");
    let outcome = [coded(t.outcome[0], 5), sentence(t.outcome[1], rng)].join(" ");
    let slug = format!(
        "{}-{}-{year}-{month:02}-g{:03}",
        pick.service.slug,
        area.slug,
        i + 1
    );
    let preview = frame.range(0, PHOTOS_PER_JOB as u32 - 1) as usize;
    let photos: Vec<Photo> = (0..PHOTOS_PER_JOB)
        .map(|n| {
            let alt = voice.borrow_mut().say(rng.one(t.alts[n]));
            let caption = voice.borrow_mut().say(rng.one(t.captions[n]));
            Photo {
                file: leak(format!("{PHOTO_FOLDER}{slug}-{}.jpg", n + 1)),
                alt: leak(b.fill(&alt)),
                caption: leak(b.fill(&caption)),
                preview: (n == preview)
                    .then(|| Focus::at(rng.range(30, 70) as u8, rng.range(30, 70) as u8)),
            }
        })
        .collect();
    let &(from, to, days) = rng.pick(t.took);
    let length = rng.range(from.into(), to.into()) as u8;
    let took = if days {
        TimeTaken::Days(length)
    } else {
        TimeTaken::Hours(length)
    };
    let price = rng
        .chance(75)
        .then(|| *rng.pick(t.prices))
        .map(|(from, to)| PriceBand::pounds(from, to));
    // Agreed within three weeks of the work, and never after the fixture's
    // last day (20 November 2026), so a build in late 2026 finds no date
    // ahead of it.
    let on = IsoDate::new(year, month, rng.range(3, 20) as u8);
    Job {
        slug: Slug::new(leak(slug)),
        service: pick.service.slug,
        area: area.slug,
        neighbourhood: neighbourhood.map(|n| n.slug),
        completed,
        property,
        problem: leak(problem),
        work_done: leak(work_done),
        outcome: leak(outcome),
        took,
        price,
        photos: Box::leak(photos.into_boxed_slice()),
        source: JobSource::CustomerAgreed { on },
    }
}

/// The blanks every template of `t` may use, drawn for one job or review.
pub(super) fn blanks(rng: &mut Rng, t: &Trade, property: PropertyType) -> Blanks {
    let mut b = Blanks::default();
    let building = *rng.pick(words::buildings(property));
    let caller = *rng.pick(words::callers(property));
    let rooms = words::rooms(property);
    let room = *rng.pick(rooms);
    let room2 = loop {
        let r = *rng.pick(rooms);
        if r != room {
            break r;
        }
    };
    let part = *rng.pick(t.parts);
    let part2 = loop {
        let p = *rng.pick(t.parts);
        if p != part {
            break p;
        }
    };
    b.set("building", building);
    b.set(
        "a_building",
        format!("{} {building}", words::article(building)),
    );
    b.set("caller", caller);
    b.set("caller_cap", words::capitalised(caller));
    b.set("room", room);
    b.set("room2", room2);
    b.set("part", part);
    b.set("part2", part2);
    b.set("weekday", *rng.pick(&content_model::WEEKDAYS));
    b.set("weekday2", *rng.pick(&content_model::WEEKDAYS));
    b.set("time", *rng.pick(&words::TIMES));
    b.set("weather", *rng.pick(&words::WEATHER));
    b.set("n", rng.range(2, 9).to_string());
    b.set("nn", rng.range(12, 48).to_string());
    b.set("mins", rng.range(20, 55).to_string());
    b.set("n_weeks", rng.range(2, 8).to_string());
    b.set("temp", rng.range(19, 23).to_string());
    b.set("bar", format!("1.{}", rng.range(0, 5)));
    b.set("decade", *rng.pick(&["1960s", "1970s", "1980s", "1990s"]));
    b
}
