//! The rules `codegen check` applies to completed jobs (issue 22), each
//! problem naming the job and the field: what the job points at exists and
//! belongs together, nothing is dated in the future, every photograph exists,
//! is an image and is described, the wording is the job's own and gives away
//! nobody's home, name or number, and samples are kept apart from real work.

use crate::job_check::{JobText, check_job_text};
pub use crate::personal_details::{full_postcodes, house_addresses, personal_names, phone_numbers};
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn descriptions_must_describe() {
        assert!(alt_problem("").is_some());
        assert!(alt_problem("IMG_2041.jpg").is_some());
        assert!(alt_problem("boiler-before").is_some());
        assert!(alt_problem("A boiler").is_some());
        assert!(alt_problem("The new combi boiler fitted in a kitchen cupboard").is_none());
    }
}
