//! `codegen emit`: writes everything the site builds from into one folder.
//!
//! ```text
//! <out>/routes.json        every static path with its page type
//! <out>/page-words.json    each path's title, description, keywords and picture
//! <out>/csp.json           the page Content-Security-Policy the export step hashes into
//! <out>/data/*.json        catalogue data, sized per consumer
//! <out>/schemas/*.json     a JSON Schema for each data file and the API contract
//! <out>/types/*.ts         TypeScript types (ts-rs), with index.ts
//! <out>/static/*           sitemap.xml (+ sitemap-N.xml), robots.txt, _redirects, _headers,
//!                          postcode-districts.json (the postcode checker's index, fetched on use)
//! ```

use crate::settings::TagManagerId;
use crate::{data, routes, static_files, types};
use content_model::{Catalogue, PageType};
use std::fs;
use std::io;
use std::path::{Path, PathBuf};

/// Why `codegen emit` stopped. Each names what it was doing; the cause is
/// the error's source (printed after it by the command line).
#[derive(Debug, thiserror::Error)]
pub enum EmitError {
    #[error("clearing {}", .0.display())]
    Clear(PathBuf, #[source] io::Error),
    #[error("creating {}", .0.display())]
    Create(PathBuf, #[source] io::Error),
    #[error("writing {}", .0.display())]
    Write(PathBuf, #[source] io::Error),
    #[error("rendering a template")]
    Template(#[source] minijinja::Error),
    /// Serialising a route or the postcode index (a bug, not an input error).
    #[error(transparent)]
    Json(#[from] serde_json::Error),
    #[error(transparent)]
    Types(#[from] types::TypesError),
    /// Listing the types just written, to count them.
    #[error(transparent)]
    CountTypes(io::Error),
}

pub struct EmitOptions {
    pub out: PathBuf,
    /// Canonical origin (decision 3), e.g. `https://www.example.co.uk`.
    pub site_url: String,
    /// The year the build is made in, for 'years trading' (decision 2).
    pub build_year: u16,
    /// The tag-manager container, if one is configured (decision 18).
    pub tag_manager: Option<TagManagerId>,
}

pub struct EmitReport {
    pub files: usize,
    pub bytes: u64,
    pub route_counts: Vec<(PageType, usize)>,
    pub routes: usize,
}

fn write(path: &Path, contents: &str, report: &mut EmitReport) -> Result<(), EmitError> {
    if let Some(dir) = path.parent() {
        fs::create_dir_all(dir).map_err(|e| EmitError::Create(dir.to_path_buf(), e))?;
    }
    fs::write(path, contents).map_err(|e| EmitError::Write(path.to_path_buf(), e))?;
    report.files += 1;
    report.bytes += contents.len() as u64;
    Ok(())
}

/// Emits everything. The output folder is emptied first, so nothing stale survives.
pub fn emit(cat: &Catalogue, opts: &EmitOptions) -> Result<EmitReport, EmitError> {
    if opts.out.exists() {
        fs::remove_dir_all(&opts.out).map_err(|e| EmitError::Clear(opts.out.clone(), e))?;
    }
    let routes = routes::all(cat);
    let mut report = EmitReport {
        files: 0,
        bytes: 0,
        route_counts: routes::counts(&routes),
        routes: routes.len(),
    };

    // One route per line: compact, yet a diff shows which paths changed.
    let mut routes_json = String::from("[\n");
    for (i, r) in routes.iter().enumerate() {
        routes_json.push_str(&serde_json::to_string(r)?);
        routes_json.push_str(if i + 1 < routes.len() { ",\n" } else { "\n" });
    }
    routes_json.push_str("]\n");
    write(&opts.out.join("routes.json"), &routes_json, &mut report)?;
    let derived = crate::facts::Derived {
        cat,
        build_year: opts.build_year,
        site_url: &opts.site_url,
    };
    write(
        &opts.out.join("page-words.json"),
        &crate::page_words::json(&derived, &routes)?,
        &mut report,
    )?;

    for f in data::files(
        cat,
        &opts.site_url,
        opts.build_year,
        opts.tag_manager.as_ref(),
    ) {
        write(
            &opts.out.join("data").join(format!("{}.json", f.name)),
            &f.json,
            &mut report,
        )?;
        write(
            &opts
                .out
                .join("schemas")
                .join(format!("{}.schema.json", f.name)),
            &f.schema,
            &mut report,
        )?;
    }
    for (name, schema) in data::contract_schemas() {
        write(
            &opts.out.join("schemas").join(format!("{name}.schema.json")),
            &schema,
            &mut report,
        )?;
    }
    let mut static_files =
        static_files::files(cat, &routes, &opts.site_url).map_err(EmitError::Template)?;
    // The postcode checker fetches its index when a visitor uses it, so pages
    // do not carry it in their script (issue 13.1): compact, no whitespace.
    static_files.push((
        "postcode-districts.json".into(),
        serde_json::to_string(&content_model::postcode::PostcodeIndex::of(
            &cat.areas,
            &cat.coverage,
        ))?,
    ));
    // What the inbox calls 'On the website' (issue 34.5), read by the API
    // from the export it serves: the real jobs' slugs and the verified
    // reviews' links, both already public on the pages.
    static_files.push(("proof.json".into(), proof_json(cat)?));
    for (name, contents) in static_files {
        write(&opts.out.join("static").join(name), &contents, &mut report)?;
    }
    write(
        &opts.out.join("csp.json"),
        &static_files::csp_json(opts.tag_manager.is_some()),
        &mut report,
    )?;
    let types_dir = opts.out.join("types");
    fs::create_dir_all(&types_dir).map_err(|e| EmitError::Create(types_dir.clone(), e))?;
    types::export(&types_dir)?;
    for entry in fs::read_dir(&types_dir)
        .map_err(EmitError::CountTypes)?
        .flatten()
    {
        report.files += 1;
        report.bytes += entry.metadata().map(|m| m.len()).unwrap_or(0);
    }
    Ok(report)
}

/// Seconds since 1970 now, or `SOURCE_DATE_EPOCH` when set (for
/// reproducible builds).
fn build_seconds() -> i64 {
    std::env::var("SOURCE_DATE_EPOCH")
        .ok()
        .and_then(|s| s.parse::<i64>().ok())
        .unwrap_or_else(|| {
            std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map(|d| d.as_secs() as i64)
                .unwrap_or(0)
        })
}

/// The current calendar year, or the year of `SOURCE_DATE_EPOCH` when set.
pub fn build_year() -> u16 {
    year_of_unix_day(build_seconds().div_euclid(86_400))
}

/// Today's date (UTC), or that of `SOURCE_DATE_EPOCH` when set.
pub fn build_date() -> content_model::IsoDate {
    let (y, m, d) = civil_from_unix_day(build_seconds().div_euclid(86_400));
    content_model::IsoDate::new(y, m, d)
}

/// Year, month and day of a day count since 1970-01-01 (Howard Hinnant's
/// civil-from-days).
fn civil_from_unix_day(days: i64) -> (u16, u8, u8) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = (doy - (153 * mp + 2) / 5 + 1) as u8;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + if month <= 2 { 1 } else { 0 };
    (year as u16, month as u8, day)
}

/// Gregorian year of a day count since 1970-01-01.
fn year_of_unix_day(days: i64) -> u16 {
    civil_from_unix_day(days).0
}

/// `proof.json`: `{"jobs": [slug], "reviews": [url]}` of what this export
/// publishes as proof (no sample is proof).
pub fn proof_json(cat: &Catalogue) -> Result<String, serde_json::Error> {
    let jobs: Vec<&str> = cat
        .jobs
        .iter()
        .filter(|j| !j.is_sample())
        .map(|j| j.slug.as_str())
        .collect();
    let reviews: Vec<&str> = cat
        .reviews
        .iter()
        .filter_map(|r| match r.source {
            content_model::ReviewSource::Platform { url, .. } => Some(url),
            _ => None,
        })
        .collect();
    serde_json::to_string(&serde_json::json!({ "jobs": jobs, "reviews": reviews }))
}

#[cfg(test)]
mod tests {
    #[test]
    fn years_from_days() {
        assert_eq!(super::year_of_unix_day(0), 1970);
        assert_eq!(super::year_of_unix_day(20_454), 2026); // 2026-01-01
        assert_eq!(super::year_of_unix_day(20_453), 2025); // 2025-12-31
    }

    #[test]
    fn dates_from_days() {
        assert_eq!(super::civil_from_unix_day(0), (1970, 1, 1));
        assert_eq!(super::civil_from_unix_day(20_454), (2026, 1, 1));
        assert_eq!(super::civil_from_unix_day(20_453), (2025, 12, 31));
        assert_eq!(super::civil_from_unix_day(20_781), (2026, 11, 24));
        assert_eq!(super::civil_from_unix_day(22_338), (2031, 2, 28));
    }
}
