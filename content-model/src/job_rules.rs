//! The rules `codegen check` applies to completed jobs (issue 22), each
//! problem naming the job and the field: what the job points at exists and
//! belongs together, nothing is dated in the future, every photograph exists,
//! is an image and is described, the wording is the job's own and gives away
//! nobody's home, name or number, and samples are kept apart from real work.

use crate::job_check::{JobText, check_job_text};
use crate::similarity::{overlap, shingles};
use crate::{Catalogue, IsoDate, Job, JobSource, MonthYear, SAMPLE_PHOTO_FOLDER};

pub use crate::job_check::{MAX_PHOTOS, MIN_ALT_WORDS, MIN_STORY_WORDS, alt_problem};
use std::collections::BTreeMap;
use std::path::Path;

/// Most of a job's 5-word shingles it may share with any other job: a
/// shared phrase or two, never a template with the place swapped.
pub const MAX_SHARED_WORDING: f64 = 0.2;

/// What each problem is: (record, field, message).
pub type JobProblem = (String, String, String);

/// Every problem with the catalogue's jobs as on `today`. `photos` is the
/// folder of originals (`content/jobs/photos`); without it the files are not
/// looked at.
pub fn problems(cat: &Catalogue, photos: Option<&Path>, today: IsoDate) -> Vec<JobProblem> {
    let mut out = Vec::new();
    let mut add = |job: &Job, field: &str, message: String| {
        out.push((format!("jobs[{}]", job.slug), field.to_string(), message));
    };
    let mut slugs = BTreeMap::new();
    let mut alts: BTreeMap<String, &str> = BTreeMap::new();
    for job in &cat.jobs {
        if let Some(first) = slugs.insert(job.slug.as_str(), job.slug.as_str()) {
            add(job, "slug", format!("`{first}` is already a job's slug"));
        }
        // The job's own fields, as the API checks a draft (job_check).
        for p in check_job_text(cat, &JobText::of(job), today) {
            add(job, &p.field, p.message);
        }
        source_date(job, today, &mut add);
        for (i, photo) in job.photos.iter().enumerate() {
            let field = format!("photos[{i}]");
            if alt_problem(photo.alt).is_none()
                && let Some(first) = alts.insert(photo.alt.trim().to_lowercase(), job.slug.as_str())
            {
                add(
                    job,
                    &format!("{field}.alt"),
                    format!("repeats a description of jobs[{first}]; say what this picture shows"),
                );
            }
            let in_samples = photo.file.starts_with(SAMPLE_PHOTO_FOLDER);
            match (job.is_sample(), in_samples) {
                (true, false) => add(
                    job,
                    &format!("{field}.file"),
                    format!(
                        "a sample job's picture is an illustration under `{SAMPLE_PHOTO_FOLDER}`"
                    ),
                ),
                (false, true) => add(
                    job,
                    &format!("{field}.file"),
                    format!(
                        "`{}` is a sample illustration; a real job shows its own photographs",
                        photo.file
                    ),
                ),
                _ => {}
            }
            if let Some(folder) = photos
                && let Some(message) = image_problem(&folder.join(photo.file))
            {
                add(job, &format!("{field}.file"), message);
            }
        }
    }
    out.extend(shared_wording(&cat.jobs));
    out
}

/// The day the customer agreed is neither ahead nor before the work.
fn source_date(job: &Job, today: IsoDate, add: &mut impl FnMut(&Job, &str, String)) {
    if let JobSource::CustomerAgreed { on } = job.source {
        if on > today {
            add(
                job,
                "source.on",
                format!("{on} is in the future (today is {today})"),
            );
        }
        if MonthYear::of(on) < job.completed {
            add(
                job,
                "source.on",
                format!(
                    "{on} is before the job ({}); a customer agrees to publish work that is done",
                    job.completed.display()
                ),
            );
        }
    }
}

/// Why the file at `path` is not a usable picture, if it is not: missing, or
/// not an image the build reads by its first bytes (JPEG, PNG, WebP or AVIF;
/// SVG for the sample illustrations). An iPhone's HEIC is named as such: the
/// build's image library has no HEIC decoder. Whether the file decodes is the
/// build's check (site/scripts/photos.mjs), which names the file too.
pub fn image_problem(path: &Path) -> Option<String> {
    let bytes = match std::fs::read(path) {
        Ok(b) => b,
        Err(_) => {
            return Some(format!(
                "{} does not exist; add the photograph",
                path.display()
            ));
        }
    };
    let head = &bytes[..bytes.len().min(512)];
    let is = |magic: &[u8], at: usize| head.get(at..at + magic.len()) == Some(magic);
    let image = is(&[0xFF, 0xD8, 0xFF], 0)
        || is(b"\x89PNG\r\n\x1a\n", 0)
        || (is(b"RIFF", 0) && is(b"WEBP", 8))
        || (is(b"ftyp", 4) && [&b"avif"[..], b"avis"].iter().any(|b| is(b, 8)))
        || String::from_utf8_lossy(head).contains("<svg");
    if is(b"ftyp", 4) && [&b"heic"[..], b"heix", b"mif1"].iter().any(|b| is(b, 8)) {
        return Some(format!(
            "{} is HEIC, which the build cannot read; export it as JPEG (on an iPhone: Settings, Camera, Formats, Most Compatible)",
            path.display()
        ));
    }
    (!image).then(|| {
        format!(
            "{} is not an image (JPEG, PNG, WebP or AVIF)",
            path.display()
        )
    })
}

/// Pairs of jobs sharing more than `MAX_SHARED_WORDING` of their wording,
/// reported on the later one.
fn shared_wording(jobs: &[Job]) -> Vec<JobProblem> {
    let own: Vec<Vec<u64>> = jobs
        .iter()
        .map(|j| shingles(&format!("{} {} {}", j.problem, j.work_done, j.outcome)))
        .collect();
    let mut out = Vec::new();
    for (i, job) in jobs.iter().enumerate() {
        for (j, other) in jobs.iter().enumerate().take(i) {
            let shared = overlap(&own[i], &own[j]).max(overlap(&own[j], &own[i]));
            if shared > MAX_SHARED_WORDING {
                out.push((
                    format!("jobs[{}]", job.slug),
                    "work_done".into(),
                    format!(
                        "shares {:.0}% of its wording with jobs[{}] (at most {:.0}%); describe this job in its own words",
                        shared * 100.0,
                        other.slug,
                        MAX_SHARED_WORDING * 100.0
                    ),
                ));
            }
        }
    }
    out
}

pub(crate) fn words(text: &str) -> Vec<&str> {
    text.split(|c: char| c.is_whitespace() || matches!(c, ',' | ';' | '(' | ')' | '.' | ':'))
        .filter(|w| !w.is_empty())
        .collect()
}

/// Full UK postcodes (`G12 8QQ`, `pa1 1aa`): an outward code then an inward
/// code of a digit and two letters. A district alone (`G12`) is fine.
pub fn full_postcodes(text: &str) -> Vec<String> {
    let w = words(text);
    let outward = |s: &str| {
        let s = s.to_ascii_uppercase();
        let b = s.as_bytes();
        (2..=4).contains(&b.len())
            && b[0].is_ascii_alphabetic()
            && b.iter().all(u8::is_ascii_alphanumeric)
            && b.iter().any(u8::is_ascii_digit)
    };
    let inward = |s: &str| {
        let b = s.as_bytes();
        b.len() == 3 && b[0].is_ascii_digit() && b[1..].iter().all(u8::is_ascii_alphabetic)
    };
    let mut out = Vec::new();
    for pair in w.windows(2) {
        if outward(pair[0]) && inward(pair[1]) {
            out.push(format!("{} {}", pair[0], pair[1]));
        }
    }
    for single in &w {
        if (5..=7).contains(&single.len()) && single.len() > 3 {
            let (a, b) = single.split_at(single.len() - 3);
            if outward(a) && inward(b) {
                out.push(single.to_string());
            }
        }
    }
    out
}

/// Runs of ten or more digits (spaces, hyphens and a leading `+` allowed
/// between them): every UK phone number is ten or eleven digits.
pub fn phone_numbers(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut run = String::new();
    let mut digits = 0;
    let flush = |run: &mut String, digits: &mut usize, out: &mut Vec<String>| {
        if *digits >= 10 {
            out.push(run.trim().to_string());
        }
        run.clear();
        *digits = 0;
    };
    for c in text.chars() {
        if c.is_ascii_digit() {
            digits += 1;
            run.push(c);
        } else if (c == ' ' || c == '-' || c == '+') && (digits > 0 || c == '+') {
            run.push(c);
        } else {
            flush(&mut run, &mut digits, &mut out);
        }
    }
    flush(&mut run, &mut digits, &mut out);
    out
}

/// Words that end a street's name.
const STREET_WORDS: [&str; 24] = [
    "street", "st", "road", "rd", "avenue", "ave", "drive", "crescent", "terrace", "place", "lane",
    "gardens", "court", "way", "close", "grove", "square", "wynd", "brae", "quadrant", "gate",
    "circus", "row", "view",
];

/// A number before a street's name (`14 Hyndland Road`), a tenement flat's
/// position (`2/1`, `flat 3`), or `No. 12`.
pub fn house_addresses(text: &str) -> Vec<String> {
    let w = words(text);
    let mut out = Vec::new();
    for (i, word) in w.iter().enumerate() {
        let number = word.trim_end_matches(|c: char| c.is_ascii_alphabetic());
        let is_number = !number.is_empty() && number.chars().all(|c| c.is_ascii_digit());
        if is_number {
            // `14 Hyndland Road`, `3a Queen's Drive`: a capitalised name then a street word, within three words.
            let rest = &w[i + 1..w.len().min(i + 5)];
            if rest
                .first()
                .is_some_and(|n| n.starts_with(char::is_uppercase))
                && let Some(end) = rest
                    .iter()
                    .skip(1)
                    .position(|r| STREET_WORDS.contains(&r.to_lowercase().as_str()))
            {
                out.push(format!("{word} {}", rest[..end + 2].join(" ")));
            }
        }
        let flat_position = word.split_once('/').is_some_and(|(a, b)| {
            !a.is_empty()
                && !b.is_empty()
                && a.len() <= 2
                && b.len() <= 2
                && a.chars().all(|c| c.is_ascii_digit())
                && b.chars().all(|c| c.is_ascii_digit())
        });
        if flat_position {
            out.push(word.to_string());
        }
        let lower = word.to_lowercase();
        if (lower == "flat" || lower == "no")
            && w.get(i + 1)
                .is_some_and(|n| n.starts_with(|c: char| c.is_ascii_digit()))
        {
            out.push(format!("{word} {}", w[i + 1]));
        }
    }
    out
}

/// Titles before a name.
const TITLES: [&str; 6] = ["mr", "mrs", "ms", "miss", "dr", "mx"];

/// A title and a name (`Mrs Campbell`), or a first name common in Scotland
/// written as a name (capitalised, not starting a sentence). Place names
/// that are also first names (`Douglas`, `Kelvin`) are not in the list.
pub fn personal_names(text: &str) -> Vec<String> {
    let w = words(text);
    let mut out = Vec::new();
    for (i, word) in w.iter().enumerate() {
        let lower = word.to_lowercase();
        if TITLES.contains(&lower.as_str())
            && w.get(i + 1)
                .is_some_and(|n| n.starts_with(char::is_uppercase))
        {
            out.push(format!("{word} {}", w[i + 1]));
        }
        if FIRST_NAMES.contains(word) {
            out.push(word.to_string());
        }
    }
    out
}

/// Common first names in Scotland, none of them a place in the areas served.
const FIRST_NAMES: [&str; 60] = [
    "Aileen",
    "Alan",
    "Alison",
    "Andrew",
    "Angela",
    "Anne",
    "Brian",
    "Callum",
    "Caroline",
    "Catherine",
    "Christine",
    "Claire",
    "Colin",
    "Craig",
    "David",
    "Derek",
    "Donna",
    "Elaine",
    "Elizabeth",
    "Emma",
    "Fiona",
    "Gary",
    "Gillian",
    "Gordon",
    "Graeme",
    "Grant",
    "Heather",
    "Iain",
    "Isla",
    "Jacqueline",
    "James",
    "Jennifer",
    "John",
    "Karen",
    "Kenneth",
    "Kirsty",
    "Laura",
    "Lorraine",
    "Margaret",
    "Mark",
    "Martin",
    "Michael",
    "Moira",
    "Morag",
    "Nicola",
    "Paul",
    "Pauline",
    "Robert",
    "Ross",
    "Ruth",
    "Sandra",
    "Scott",
    "Shona",
    "Stephen",
    "Steven",
    "Stuart",
    "Susan",
    "Thomas",
    "Wendy",
    "William",
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn postcodes_are_caught_and_districts_are_not() {
        assert_eq!(full_postcodes("near G12 8QQ today"), ["G12 8QQ"]);
        assert_eq!(full_postcodes("at pa18ab"), ["pa18ab"]);
        assert!(full_postcodes("in the G12 district, 3 hours").is_empty());
    }

    #[test]
    fn phone_numbers_are_caught_and_short_numbers_are_not() {
        assert_eq!(phone_numbers("call 0141 496 0000 now"), ["0141 496 0000"]);
        assert_eq!(phone_numbers("on +44 7700 900123."), ["+44 7700 900123"]);
        assert!(phone_numbers("a 22 mm pipe, 15 bar, 2025").is_empty());
    }

    #[test]
    fn addresses_are_caught_and_plain_numbers_are_not() {
        assert_eq!(
            house_addresses("at 14 Hyndland Road in"),
            ["14 Hyndland Road"]
        );
        assert_eq!(house_addresses("the 2/1 flat"), ["2/1"]);
        assert_eq!(house_addresses("in Flat 3, upstairs"), ["Flat 3"]);
        assert!(house_addresses("replaced 3 radiators and 12 metres of pipe").is_empty());
    }

    #[test]
    fn names_are_caught() {
        assert_eq!(personal_names("Mrs Campbell called"), ["Mrs Campbell"]);
        assert_eq!(personal_names("then Morag rang"), ["Morag"]);
        assert!(personal_names("The customer in Partick rang").is_empty());
    }

    #[test]
    fn descriptions_must_describe() {
        assert!(alt_problem("").is_some());
        assert!(alt_problem("IMG_2041.jpg").is_some());
        assert!(alt_problem("boiler-before").is_some());
        assert!(alt_problem("A boiler").is_some());
        assert!(alt_problem("The new combi boiler fitted in a kitchen cupboard").is_none());
    }
}
