//! The export audit's view of the pages a job earns (issue 34.6).
//!
//! A real job earns its service-in-area page; the same job also appears on
//! its service's page, its area's page, 'Our work' and nearby areas' pages.
//! Comparing only pages of one type never saw that the earned page shared
//! 47% with its service page, which printed the same story. Here every page
//! that shows a job (its `<article data-job>`) is compared with the page
//! the job earned, whatever its type, against the audit's `MAX_OVERLAP`.
//!
//! And a sample build (`--partial`) says what it did not see: every
//! indexable route of the full route list whose page it did not build, so a
//! passing partial audit can never pass silently over a page it never read;
//! `--must-see` names pages (a job's own) that a sample must have built.

use crate::audit::{MAX_OVERLAP, Page};
use content_model::similarity::overlap;
use serde_json::Value;
use std::collections::HashMap;
use std::path::Path;

/// A job a page shows: its slug and the path of the page it earns.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct JobShown {
    pub slug: String,
    pub home: String,
}

/// The jobs a page's HTML shows: every `<article data-job="…">` with its
/// `data-service` and `data-area` (the card's markup, site/components/jobs).
pub fn jobs_shown(html: &str) -> Vec<JobShown> {
    let mut out: Vec<JobShown> = Vec::new();
    for (i, _) in html.match_indices("<article ") {
        let tag = &html[i..];
        let tag = &tag[..tag.find('>').unwrap_or(tag.len())];
        let attr = |name: &str| -> Option<&str> {
            let start = tag.find(&format!(" {name}=\""))? + name.len() + 3;
            let rest = &tag[start..];
            Some(&rest[..rest.find('"')?])
        };
        if let (Some(slug), Some(service), Some(area)) =
            (attr("data-job"), attr("data-service"), attr("data-area"))
        {
            let shown = JobShown {
                slug: slug.to_string(),
                home: format!("/services/{service}/{area}"),
            };
            if !out.contains(&shown) {
                out.push(shown);
            }
        }
    }
    out
}

/// Every indexable page a job earned compared with every other page that
/// shows that job: a problem for each pair over `MAX_OVERLAP`.
pub fn shared_with_job_pages(pages: &[Page]) -> Vec<String> {
    let by_path: HashMap<&str, &Page> = pages.iter().map(|p| (p.path.as_str(), p)).collect();
    let mut out = Vec::new();
    for other in pages {
        for job in &other.jobs {
            if job.home == other.path {
                continue;
            }
            let Some(home) = by_path.get(job.home.as_str()) else {
                continue;
            };
            if !home.indexable {
                continue;
            }
            let shared = overlap(&home.shingles, &other.shingles);
            if shared > MAX_OVERLAP {
                out.push(format!(
                    "{}: shares {:.0}% of its main content with {}, which shows its job {}; at most {:.0}% (show the job there as a brief card)",
                    home.path,
                    shared * 100.0,
                    other.path,
                    job.slug,
                    MAX_OVERLAP * 100.0
                ));
            }
        }
    }
    out
}

/// The indexable routes of `routes.json` whose page the export in `site`
/// does not hold: what a sample build's audit did not see.
pub fn unseen_indexable(site: &Path) -> Result<Vec<String>, crate::audit::ReadError> {
    let file = site.join("routes.json");
    let text =
        std::fs::read_to_string(&file).map_err(|e| crate::audit::ReadError::Io(file.clone(), e))?;
    let routes: Vec<Value> =
        serde_json::from_str(&text).map_err(|e| crate::audit::ReadError::Routes(file, e))?;
    Ok(routes
        .iter()
        .filter(|r| r["indexable"].as_bool().unwrap_or(false))
        .filter_map(|r| r["path"].as_str())
        .filter(|path| !crate::audit::html_file(site, path).is_file())
        .map(str::to_string)
        .collect())
}

/// The pages of `must_see` the audit did not read, as problems.
pub fn missing(pages: &[Page], must_see: &[String]) -> Vec<String> {
    must_see
        .iter()
        .filter(|path| !pages.iter().any(|p| &p.path == *path))
        .map(|path| {
            format!(
                "{path}: was to be audited but the export does not hold it (is it in the sample?)"
            )
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use content_model::similarity::shingles;

    fn page(path: &str, indexable: bool, text: &str, jobs: &[(&str, &str)]) -> Page {
        Page {
            path: path.into(),
            page_type: "any".into(),
            params: vec![],
            indexable,
            noindex: !indexable,
            structured_data: false,
            links: vec![],
            shingles: shingles(text),
            claim_problems: vec![],
            jobs: jobs
                .iter()
                .map(|(slug, home)| JobShown {
                    slug: (*slug).into(),
                    home: (*home).into(),
                })
                .collect(),
        }
    }

    const STORY: &str = "The heating in a semi-detached house stopped firing after a power cut and \
        the boiler showed an ignition fault every time it was reset. Our engineer checked the gas \
        supply and the flue, found a cracked ignition lead arcing to the case, replaced the lead \
        and the electrode, and set the burner up again with an analyser.";

    #[test]
    fn reads_the_jobs_a_page_shows_once_each() {
        let html = r#"<main><article id="j" data-job="j" data-job-layout="wide" data-service="boiler-repair" data-area="paisley" class="x">a</article>
            <article data-job="j" data-service="boiler-repair" data-area="paisley">again</article>
            <article class="post">not a job</article></main>"#;
        assert_eq!(
            jobs_shown(html),
            vec![JobShown {
                slug: "j".into(),
                home: "/services/boiler-repair/paisley".into()
            }]
        );
    }

    #[test]
    fn compares_an_earned_page_with_a_page_of_another_type_that_tells_its_story() {
        let home = "/services/boiler-repair/paisley";
        let pages = vec![
            page(
                home,
                true,
                &format!("Boiler repair in Paisley. {STORY}"),
                &[("j", home)],
            ),
            // The service page printing the whole story: the defect found by hand.
            page(
                "/services/boiler-repair",
                true,
                &format!("Boiler repair. {STORY}"),
                &[("j", home)],
            ),
            // The area page with a brief card: a title and a line.
            page(
                "/areas/paisley",
                true,
                "Plumbers in Paisley. Boiler repair in Paisley, October 2026: the heating stopped firing after a power cut.",
                &[("j", home)],
            ),
        ];
        let problems = shared_with_job_pages(&pages);
        assert_eq!(problems.len(), 1, "{problems:?}");
        assert!(problems[0].starts_with(home), "{problems:?}");
        assert!(problems[0].contains("with /services/boiler-repair, which shows its job j"));
    }

    #[test]
    fn a_sample_job_earns_nothing_to_compare() {
        let home = "/services/boiler-repair/partick";
        let pages = vec![
            page(home, false, STORY, &[("s", home)]),
            page("/our-work", true, STORY, &[("s", home)]),
        ];
        assert!(shared_with_job_pages(&pages).is_empty());
    }

    #[test]
    fn names_a_page_that_had_to_be_seen() {
        let pages = vec![page("/", true, "home", &[])];
        let problems = missing(
            &pages,
            &["/".into(), "/services/boiler-repair/paisley".into()],
        );
        assert_eq!(problems.len(), 1);
        assert!(problems[0].starts_with("/services/boiler-repair/paisley: "));
    }

    #[test]
    fn lists_indexable_routes_a_sample_did_not_build() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(
            dir.path().join("routes.json"),
            r#"[{"path":"/","indexable":true},{"path":"/a","indexable":true},{"path":"/b","indexable":false}]"#,
        )
        .unwrap();
        std::fs::write(dir.path().join("index.html"), "<html></html>").unwrap();
        assert_eq!(
            unseen_indexable(dir.path()).unwrap(),
            vec!["/a".to_string()]
        );
    }
}
