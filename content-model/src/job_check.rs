//! One job's own wording and what it points at, checked field by field
//! (issue 34.4). `codegen check` runs it on every catalogue job
//! (`job_rules::problems`) and the API on every draft written on the phone,
//! so the inbox shows under each field exactly the message the check would
//! give at import. Rules across jobs (a slug or a description used twice,
//! wording shared with another job) and the photograph files stay in
//! `job_rules`: a draft has no files and is compared with nothing.

use crate::personal_details::{full_postcodes, house_addresses, personal_names, phone_numbers};
use crate::{Catalogue, Focus, IsoDate, Job, MonthYear, PropertyType, TimeTaken};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use ts_rs::TS;

/// Fewest words a photograph's description has: 'Boiler' describes nothing.
pub const MIN_ALT_WORDS: usize = 4;

/// Fewest words a real job's story (problem, work done and outcome together)
/// has. The job is what makes the service-in-area page it earns its own
/// (decisions 27 and 33): below this, measured on the export, the page still
/// shares more than half its main content with the same service's page for a
/// neighbouring area, and the export audit refuses it. `just test` audits a
/// sample export carrying a real job of about this length (`codegen::fixture`),
/// so a template that grows past what it allows fails there first.
pub const MIN_STORY_WORDS: usize = 80;

/// Most photographs one job shows.
pub const MAX_PHOTOS: usize = 6;

/// One photograph's words and, on the one a link preview uses, its focus.
#[derive(Clone, Copy, Debug)]
pub struct PhotoText<'a> {
    pub alt: &'a str,
    pub caption: &'a str,
    pub preview: Option<Focus>,
}

/// Everything of one job that its check reads.
#[derive(Clone, Debug)]
pub struct JobText<'a> {
    pub service: &'a str,
    pub area: &'a str,
    pub neighbourhood: Option<&'a str>,
    pub property: PropertyType,
    pub completed: MonthYear,
    pub problem: &'a str,
    pub work_done: &'a str,
    pub outcome: &'a str,
    pub took: TimeTaken,
    pub photos: Vec<PhotoText<'a>>,
    /// Real work (published with the customer's agreement), not a sample.
    pub real: bool,
}

impl<'a> JobText<'a> {
    /// The words of a catalogue job.
    pub fn of(job: &'a Job) -> JobText<'a> {
        JobText {
            service: job.service.as_str(),
            area: job.area.as_str(),
            neighbourhood: job.neighbourhood.map(|n| n.as_str()),
            property: job.property,
            completed: job.completed,
            problem: job.problem,
            work_done: job.work_done,
            outcome: job.outcome,
            took: job.took,
            photos: job
                .photos
                .iter()
                .map(|p| PhotoText {
                    alt: p.alt,
                    caption: p.caption,
                    preview: p.preview,
                })
                .collect(),
            real: !job.is_sample(),
        }
    }
}

/// What is wrong with one field, in the words the inbox shows under it.
/// `field` is the job's field as the catalogue names it: `problem`,
/// `work_done`, `photos[0].alt`, ...
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS, JsonSchema)]
pub struct Problem {
    pub field: String,
    pub message: String,
}

/// Every problem with `t` on `today`, field by field.
pub fn check_job_text(cat: &Catalogue, t: &JobText<'_>, today: IsoDate) -> Vec<Problem> {
    let mut out = Vec::new();
    let mut add = |field: &str, message: String| {
        out.push(Problem {
            field: field.to_string(),
            message,
        })
    };
    belongs_together(cat, t, &mut add);
    if t.completed > MonthYear::of(today) {
        add(
            "completed",
            format!(
                "{} is in the future (today is {today})",
                t.completed.display()
            ),
        );
    }
    if t.took.is_zero() {
        add("took", "is zero; say how long the work took".into());
    }
    for (field, text) in [
        ("problem", t.problem),
        ("work_done", t.work_done),
        ("outcome", t.outcome),
    ] {
        wording(field, text, &mut add);
    }
    let story = words(t.problem) + words(t.work_done) + words(t.outcome);
    if t.real && story < MIN_STORY_WORDS {
        add(
            "problem, work_done, outcome",
            format!(
                "tell {story} words between them; a real job needs at least {MIN_STORY_WORDS} \
                 (what was wrong, what was done, how it ended) to give its page enough of its own"
            ),
        );
    }
    if t.photos.len() > MAX_PHOTOS {
        let n = t.photos.len();
        add("photos", format!("has {n}; show at most {MAX_PHOTOS}"));
    }
    for (i, photo) in t.photos.iter().enumerate() {
        if let Some(message) = alt_problem(photo.alt) {
            add(&format!("photos[{i}].alt"), message);
        }
        wording(&format!("photos[{i}].caption"), photo.caption, &mut add);
    }
    // The link preview is a crop a person chose (see `Photo::preview`): a
    // real job with photographs names exactly one, and no job names two. A
    // real job without photographs previews with the site's own picture.
    let previews = t.photos.iter().filter(|p| p.preview.is_some()).count();
    if previews > 1 {
        add(
            "photos",
            format!("{previews} photographs are marked as the preview; choose one"),
        );
    } else if t.real && previews == 0 && !t.photos.is_empty() {
        add(
            "photos",
            "no photograph is the preview; choose one and the point to keep in view".into(),
        );
    }
    out
}

/// The service and area exist, the neighbourhood is the area's, and the
/// property is a kind the area has.
fn belongs_together(cat: &Catalogue, t: &JobText<'_>, add: &mut impl FnMut(&str, String)) {
    if cat.service(t.service).is_none() {
        add(
            "service",
            format!("`{}` is not a service's slug", t.service),
        );
    }
    let Some(area) = cat.area(t.area) else {
        add("area", format!("`{}` is not an area's slug", t.area));
        return;
    };
    if let Some(n) = t.neighbourhood
        && !area.neighbourhoods.iter().any(|p| p.slug.as_str() == n)
    {
        add(
            "neighbourhood",
            format!("`{n}` is not one of {}'s neighbourhoods", area.name),
        );
    }
    if !area.property_types.contains(&t.property) {
        add(
            "property",
            format!(
                "{} is not a kind of property {} lists",
                t.property.display_name(),
                area.name
            ),
        );
    }
}

/// Empty text, and anything that could lead to a customer's home or person.
fn wording(field: &str, text: &str, add: &mut impl FnMut(&str, String)) {
    if text.trim().is_empty() {
        add(field, "is empty; write it".into());
        return;
    }
    for found in full_postcodes(text) {
        add(
            field,
            format!("names a full postcode (`{found}`); the area or district is enough"),
        );
    }
    for found in phone_numbers(text) {
        add(
            field,
            format!("has a phone number (`{found}`); no customer's number is published"),
        );
    }
    for found in house_addresses(text) {
        add(
            field,
            format!("gives an address (`{found}`); name the neighbourhood, never the house"),
        );
    }
    for found in personal_names(text) {
        add(
            field,
            format!("names a person (`{found}`); say 'the customer'"),
        );
    }
}

/// Why a photograph's description does not describe it, if it does not.
pub fn alt_problem(alt: &str) -> Option<String> {
    let alt = alt.trim();
    if alt.is_empty() {
        return Some("is empty; say what the picture shows".into());
    }
    let lower = alt.to_lowercase();
    if IMAGE_EXTENSIONS
        .iter()
        .any(|e| lower.ends_with(&format!(".{e}")))
        || !alt.contains(' ')
    {
        return Some(format!(
            "`{alt}` is a file name, not a description of the picture"
        ));
    }
    let words = alt.split_whitespace().count();
    if words < MIN_ALT_WORDS {
        return Some(format!(
            "`{alt}` has {words} words; describe the picture in at least {MIN_ALT_WORDS}"
        ));
    }
    None
}

const IMAGE_EXTENSIONS: [&str; 9] = [
    "jpg", "jpeg", "png", "webp", "avif", "heic", "heif", "gif", "svg",
];

fn words(text: &str) -> usize {
    crate::personal_details::words(text).len()
}
