//! `codegen import-proof` (issue 34.5): the proof bundle (every job its
//! customer agreed to and every recorded review, from the API) written into
//! the catalogue as Rust the content crate compiles, `content/src/imported.rs`,
//! with each job's photographs under `content/jobs/photos/imported/`.
//!
//! Everything is checked before a byte is written: the catalogue's
//! constructors (`Slug::new`, `MonthYear::new`, ...) run at compile time, so
//! a bad value would break the build of the content crate and with it this
//! command; and each photograph's bytes must match its SHA-256. Text goes
//! into the source as a Rust string literal escaped by `str`'s `Debug`
//! (quotes, backslashes, newlines and control characters), so no text can
//! end the literal early.
//!
//! Idempotent: the same bundle gives the same bytes, and only what changed
//! is written. The file and the folder are the command's own: a job absent
//! from the bundle (withdrawn, declined, or edited since the customer
//! agreed) is removed with its photographs.

use crate::photo_meta;
use base64::Engine;
use content_model::proof_bundle::{
    BUNDLE_VERSION, BundleJob, BundleReview, ProofBundle, REVIEW_ID_BASE, photo_file,
};
use content_model::{Catalogue, PropertyType, is_slug};
use sha2::{Digest, Sha256};
use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

/// The imported records, relative to the content crate.
pub const SOURCE: &str = "src/imported.rs";
/// Their photographs, relative to the content crate.
pub const PHOTOS: &str = "jobs/photos/imported";

/// What an import changed, by job slug and review URL.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Summary {
    pub added: Vec<String>,
    pub updated: Vec<String>,
    pub removed: Vec<String>,
}

impl std::fmt::Display for Summary {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let list = |v: &[String]| {
            if v.is_empty() {
                String::new()
            } else {
                format!(": {}", v.join(", "))
            }
        };
        writeln!(f, "added {}{}", self.added.len(), list(&self.added))?;
        writeln!(f, "updated {}{}", self.updated.len(), list(&self.updated))?;
        write!(f, "removed {}{}", self.removed.len(), list(&self.removed))
    }
}

/// The source and photographs a bundle becomes.
#[derive(Debug)]
pub struct Rendered {
    pub source: String,
    /// (file name under `PHOTOS`, bytes).
    pub photos: BTreeMap<String, Vec<u8>>,
    /// Each record's own text, keyed `job <slug>` / `review <url>`.
    pub records: BTreeMap<String, String>,
}

/// Reads a bundle, refusing another version or an unknown field.
pub fn parse(json: &[u8]) -> Result<ProofBundle, String> {
    let bundle: ProofBundle =
        serde_json::from_slice(json).map_err(|e| format!("the bundle is not readable: {e}"))?;
    if bundle.version != BUNDLE_VERSION {
        return Err(format!(
            "the bundle is version {}; this codegen reads version {BUNDLE_VERSION} (update the repository)",
            bundle.version
        ));
    }
    Ok(bundle)
}

/// Imports `bundle` into the content crate at `content`: writes what
/// changed and removes what is gone.
pub fn import(bundle: &ProofBundle, cat: &Catalogue, content: &Path) -> Result<Summary, String> {
    let new = render(bundle, cat)?;
    let source_path = content.join(SOURCE);
    let old_source = std::fs::read_to_string(&source_path).unwrap_or_default();
    let photo_dir = content.join(PHOTOS);
    let old_photos = existing_photos(&photo_dir);

    let old_keys = keys_in(&old_source);
    let mut summary = Summary::default();
    for (key, text) in &new.records {
        let photos_changed = new.photos.iter().any(|(name, bytes)| {
            key.strip_prefix("job ")
                .is_some_and(|slug| owns(slug, name))
                && old_photos.get(name) != Some(bytes)
        });
        if !old_keys.contains(key) {
            summary.added.push(key.clone());
        } else if !old_source.contains(text.as_str()) || photos_changed {
            summary.updated.push(key.clone());
        }
    }
    summary.removed = old_keys
        .into_iter()
        .filter(|k| !new.records.contains_key(k))
        .collect();

    let io = |what: &Path, e: std::io::Error| format!("{}: {e}", what.display());
    std::fs::create_dir_all(&photo_dir).map_err(|e| io(&photo_dir, e))?;
    for (name, bytes) in &new.photos {
        if old_photos.get(name) != Some(bytes) {
            let p = photo_dir.join(name);
            std::fs::write(&p, bytes).map_err(|e| io(&p, e))?;
        }
    }
    for name in old_photos.keys().filter(|n| !new.photos.contains_key(*n)) {
        let p = photo_dir.join(name);
        std::fs::remove_file(&p).map_err(|e| io(&p, e))?;
    }
    if old_source != new.source {
        std::fs::write(&source_path, &new.source).map_err(|e| io(&source_path, e))?;
    }
    Ok(summary)
}

/// Whether photo file `name` (under `PHOTOS`) is job `slug`'s.
fn owns(slug: &str, name: &str) -> bool {
    name.strip_prefix(slug)
        .and_then(|r| r.strip_prefix('-'))
        .and_then(|r| r.strip_suffix(".jpg"))
        .is_some_and(|n| n.bytes().all(|b| b.is_ascii_digit()))
}

/// The files now in the photo folder, by name.
fn existing_photos(dir: &Path) -> BTreeMap<String, Vec<u8>> {
    let mut out = BTreeMap::new();
    if let Ok(entries) = std::fs::read_dir(dir) {
        for e in entries.flatten() {
            let p: PathBuf = e.path();
            if let (Some(name), Ok(bytes)) = (
                p.file_name().and_then(|n| n.to_str()).map(str::to_string),
                std::fs::read(&p),
            ) && p.is_file()
            {
                out.insert(name, bytes);
            }
        }
    }
    out
}

/// The record keys an imported.rs lists (its `// job <slug>` and `// review
/// <url>` markers).
fn keys_in(source: &str) -> BTreeSet<String> {
    source
        .lines()
        .filter_map(|l| l.trim().strip_prefix("// "))
        .filter(|k| k.starts_with("job ") || k.starts_with("review "))
        .map(str::to_string)
        .collect()
}

/// A Rust string literal holding exactly `text`.
pub fn literal(text: &str) -> String {
    format!("{text:?}")
}

const HEADER: &str = "\
//! Jobs and reviews imported from the inbox by `just import-proof` (codegen
//! import-proof): each job agreed to by its customer, each review recorded
//! from a lead with its public link. WRITTEN BY THAT COMMAND: do not edit by
//! hand; the next import writes it again and removes what was withdrawn.
//! Hand-written jobs and reviews stay in `jobs.rs` and `reviews.rs`.

use content_model::*;
";

/// The source and photographs of `bundle`, after checking every value.
pub fn render(bundle: &ProofBundle, cat: &Catalogue) -> Result<Rendered, String> {
    let mut photos = BTreeMap::new();
    let mut records = BTreeMap::new();
    let mut seen = BTreeSet::new();
    let withdrawn: BTreeSet<&str> = bundle.withdrawn.iter().map(String::as_str).collect();
    let mut jobs = String::new();
    for job in &bundle.jobs {
        let at = format!("job `{}`", job.slug);
        if !seen.insert(job.slug.clone()) {
            return Err(format!("{at} is in the bundle twice"));
        }
        if withdrawn.contains(job.slug.as_str()) {
            return Err(format!("{at} is both agreed and withdrawn"));
        }
        let text = render_job(job, cat, &mut photos).map_err(|e| format!("{at}: {e}"))?;
        jobs.push_str(&text);
        records.insert(format!("job {}", job.slug), text);
    }
    let mut reviews = String::new();
    let mut ids = BTreeSet::new();
    for review in &bundle.reviews {
        let at = format!("review {} ({})", review.id, review.url);
        if !ids.insert(review.id) || !seen.insert(review.url.clone()) {
            return Err(format!("{at} is in the bundle twice"));
        }
        let text = render_review(review, cat).map_err(|e| format!("{at}: {e}"))?;
        reviews.push_str(&text);
        records.insert(format!("review {}", review.url), text);
    }
    let mut source = String::from(HEADER);
    let _ = write!(
        source,
        "\npub(crate) const JOBS: [Job; {}] = [\n{jobs}];\n\npub(crate) const REVIEWS: [Review; {}] = [\n{reviews}];\n",
        bundle.jobs.len(),
        bundle.reviews.len()
    );
    Ok(Rendered {
        source,
        photos,
        records,
    })
}

/// 'YYYY-MM' → (year, month), within the catalogue's years.
fn month(text: &str) -> Option<(u16, u8)> {
    let (y, m) = text.split_once('-')?;
    if y.len() != 4 || m.len() != 2 {
        return None;
    }
    let (y, m): (u16, u8) = (y.parse().ok()?, m.parse().ok()?);
    ((2000..=2100).contains(&y) && (1..=12).contains(&m)).then_some((y, m))
}

/// 'YYYY-MM-DD' → (year, month, day), a day that exists.
fn date(text: &str) -> Option<(u16, u8, u8)> {
    let (ym, d) = text.rsplit_once('-')?;
    let (y, m) = month(ym)?;
    if d.len() != 2 {
        return None;
    }
    let d: u8 = d.parse().ok()?;
    let leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
    let days = match m {
        2 if leap => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    };
    (1..=days).contains(&d).then_some((y, m, d))
}

fn slug(text: &str, what: &str) -> Result<String, String> {
    if is_slug(text) && text.len() <= 120 {
        Ok(literal(text))
    } else {
        Err(format!("{what} `{text}` is not a slug"))
    }
}

fn render_job(
    job: &BundleJob,
    cat: &Catalogue,
    photos: &mut BTreeMap<String, Vec<u8>>,
) -> Result<String, String> {
    let slug_lit = slug(&job.slug, "the slug")?;
    if cat.service(&job.service).is_none() {
        return Err(format!("service `{}` is not in the catalogue", job.service));
    }
    let area = cat
        .area(&job.area)
        .ok_or_else(|| format!("area `{}` is not in the catalogue", job.area))?;
    let neighbourhood = match &job.neighbourhood {
        None => "None".to_string(),
        Some(n) => {
            if !area.neighbourhoods.iter().any(|p| p.slug.as_str() == n) {
                return Err(format!("neighbourhood `{n}` is not one of {}'s", area.name));
            }
            format!("Some(Slug::new({}))", slug(n, "the neighbourhood")?)
        }
    };
    let (cy, cm) = month(&job.completed)
        .ok_or_else(|| format!("completed `{}` is not a month (YYYY-MM)", job.completed))?;
    let property = PropertyType::parse(&job.property)
        .ok_or_else(|| format!("property `{}` is not a property type", job.property))?;
    let amount = u8::try_from(job.took.amount)
        .ok()
        .filter(|&n| n > 0)
        .ok_or_else(|| format!("took {} is not 1 to 255", job.took.amount))?;
    let took = match job.took.unit.as_str() {
        "hours" => format!("TimeTaken::Hours({amount})"),
        "days" => format!("TimeTaken::Days({amount})"),
        other => return Err(format!("took's unit `{other}` is not hours or days")),
    };
    let price = match (job.price_from_pounds, job.price_to_pounds) {
        (None, None) => "None".to_string(),
        (Some(from), Some(to)) if from > 0 && from < to => {
            format!("Some(PriceBand::pounds({from}, {to}))")
        }
        (from, to) => return Err(format!("price {from:?} to {to:?} is not a band from < to")),
    };
    let (ay, am, ad) = date(&job.agreed_on)
        .ok_or_else(|| format!("agreedOn `{}` is not a date", job.agreed_on))?;
    let mut photo_src = String::new();
    if job.photos.iter().filter(|p| p.preview.is_some()).count() > 1 {
        return Err("more than one photograph is the preview".into());
    }
    for (i, p) in job.photos.iter().enumerate() {
        let file = photo_file(&job.slug, i + 1);
        if p.file != file {
            return Err(format!("photo {} is `{}`, not `{file}`", i + 1, p.file));
        }
        let bytes = base64::engine::general_purpose::STANDARD
            .decode(&p.base64)
            .map_err(|e| format!("photo {} is not base64: {e}", i + 1))?;
        if hex::encode(Sha256::digest(&bytes)) != p.sha256.to_ascii_lowercase() {
            return Err(format!(
                "photo {}'s bytes do not match its sha256: download the bundle again",
                i + 1
            ));
        }
        if !bytes.starts_with(&[0xFF, 0xD8, 0xFF]) {
            return Err(format!("photo {} is not a JPEG", i + 1));
        }
        // Stored stripped; stripped again here so no original can carry a
        // location into the repository whatever the server did.
        let bytes = photo_meta::strip(&bytes).map_err(|e| format!("photo {} {e}", i + 1))?;
        let preview = match p.preview {
            None => "None".to_string(),
            Some(f) if f.x_percent <= 100 && f.y_percent <= 100 => {
                format!("Some(Focus::at({}, {}))", f.x_percent, f.y_percent)
            }
            Some(_) => return Err(format!("photo {}'s preview is outside it", i + 1)),
        };
        let _ = write!(
            photo_src,
            "            Photo {{\n                file: {},\n                alt: {},\n                caption: {},\n                preview: {preview},\n            }},\n",
            literal(&file),
            literal(&p.alt),
            literal(&p.caption),
        );
        let name = file.trim_start_matches("imported/").to_string();
        photos.insert(name, bytes);
    }
    let mut out = String::new();
    let _ = write!(
        out,
        "    // job {}\n    Job {{\n        slug: Slug::new({slug_lit}),\n        service: Slug::new({}),\n        area: Slug::new({}),\n        neighbourhood: {neighbourhood},\n        completed: MonthYear::new({cy}, {cm}),\n        property: PropertyType::{property:?},\n        problem: {},\n        work_done: {},\n        outcome: {},\n        took: {took},\n        price: {price},\n        photos: &[\n{photo_src}        ],\n        source: JobSource::CustomerAgreed {{\n            on: IsoDate::new({ay}, {am}, {ad}),\n        }},\n    }},\n",
        job.slug,
        literal(&job.service),
        literal(&job.area),
        literal(&job.problem),
        literal(&job.work_done),
        literal(&job.outcome),
    );
    Ok(out)
}

fn render_review(r: &BundleReview, cat: &Catalogue) -> Result<String, String> {
    let id = u32::try_from(REVIEW_ID_BASE + r.id)
        .ok()
        .filter(|_| r.id > 0)
        .ok_or_else(|| "its id is out of range".to_string())?;
    let service = cat
        .service(&r.service_slug)
        .ok_or_else(|| format!("service `{}` is not in the catalogue", r.service_slug))?;
    if cat.area(&r.area_slug).is_none() {
        return Err(format!("area `{}` is not in the catalogue", r.area_slug));
    }
    if !(1..=5).contains(&r.rating) {
        return Err(format!("rating {} is not 1 to 5", r.rating));
    }
    let (y, m, d) = date(&r.published_on)
        .ok_or_else(|| format!("publishedOn `{}` is not a date", r.published_on))?;
    // The URL goes in a `//` marker line too: one line, no spaces.
    if !r.url.starts_with("https://") || r.url.chars().any(|c| c.is_whitespace() || c.is_control())
    {
        return Err("its url is not an https link".into());
    }
    for (field, value) in [
        ("firstName", &r.first_name),
        ("town", &r.town),
        ("text", &r.text),
        ("platformName", &r.platform_name),
    ] {
        if value.trim().is_empty() {
            return Err(format!("{field} is empty"));
        }
    }
    Ok(format!(
        "    // review {url}\n    Review {{\n        id: {id},\n        name: {},\n        location: {},\n        service: {},\n        rating: Rating::new({}),\n        date: IsoDate::new({y}, {m}, {d}),\n        text: {},\n        source: ReviewSource::Platform {{\n            platform: {},\n            url: {},\n        }},\n    }},\n",
        literal(&r.first_name),
        literal(&r.town),
        literal(service.name),
        r.rating,
        literal(&r.text),
        literal(&r.platform_name),
        literal(&r.url),
        url = r.url,
    ))
}

/// The longest bundle read from a server: 40 photographs of a few MB each
/// per job would be far beyond any real firm's.
const MAX_BUNDLE: u64 = 512 * 1024 * 1024;

/// The bundle from the server at `server` (https, or http to 127.0.0.1 for
/// a server on this machine: a token never crosses a network in clear).
pub fn fetch(server: &str, token: &str) -> Result<Vec<u8>, String> {
    let base = server.trim_end_matches('/');
    let local = ["http://127.0.0.1:", "http://localhost:"]
        .iter()
        .any(|p| base.starts_with(p) || base == p.trim_end_matches(':'));
    if !base.starts_with("https://") && !local {
        return Err(format!(
            "{server} is not https (or http://127.0.0.1 for this machine): the token must not cross a network in clear"
        ));
    }
    let url = format!("{base}/api/proof/export");
    let client = reqwest::blocking::Client::builder()
        .timeout(std::time::Duration::from_secs(300))
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .map_err(|e| format!("starting the HTTP client: {e}"))?;
    let res = client
        .get(&url)
        .bearer_auth(token)
        .send()
        .map_err(|e| format!("{url}: {e}"))?;
    let status = res.status();
    if !status.is_success() {
        let body = res.text().unwrap_or_default();
        let message = serde_json::from_str::<serde_json::Value>(&body)
            .ok()
            .and_then(|v| v["error"].as_str().map(str::to_string))
            .unwrap_or(body);
        return Err(format!("{url} answered {status}: {message}"));
    }
    if res.content_length().is_some_and(|n| n > MAX_BUNDLE) {
        return Err(format!(
            "{url}: the bundle is larger than {MAX_BUNDLE} bytes"
        ));
    }
    let bytes = res.bytes().map_err(|e| format!("{url}: {e}"))?;
    Ok(bytes.to_vec())
}
