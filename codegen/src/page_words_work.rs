//! The words of 'Our work''s pages (issue 35.3): every job, one trade's or
//! one area's, page by page. While every job a page shows is a sample, its
//! words say so (issue 31.8); a later page names its number instead of
//! repeating the first page's title.

use crate::page_words::PageWords;
use content_model::views::WorkList;
use content_model::*;

/// The words of page `page` of `pages` of `list`.
pub fn of(cat: &Catalogue, list: &WorkList, page: u32, pages: u32) -> Option<PageWords> {
    let b = cat.business.name;
    // What this page shows decides it: the export audit reads each page for
    // samples called real (`audit::sample_problems`).
    let samples_only = crate::work_pages::lists(cat)
        .into_iter()
        .find(|l| l.list == *list)?
        .page(page as usize)
        .iter()
        .all(|j| j.is_sample());
    // What each list is, in a title and in a sentence.
    let (name, jobs, place) = match list {
        WorkList::All => (
            "Our Work".to_string(),
            "jobs".to_string(),
            "across Glasgow and the surrounding towns".to_string(),
        ),
        WorkList::Trade { category } => (
            format!("{} Work", category.display_name()),
            format!("{} jobs", category.display_name().to_lowercase()),
            "across Glasgow and the surrounding towns".to_string(),
        ),
        WorkList::Area { area } => {
            let a = cat.area(area.as_str())?;
            (
                format!("Our Work in {}", a.name),
                "jobs".to_string(),
                format!("in {}", a.name),
            )
        }
    };
    let subtitle = match (samples_only, page) {
        (true, 1) => "Example Job Records".to_string(),
        (true, _) => format!("Example Job Records, Page {page} of {pages}"),
        (false, 1) if *list == WorkList::All => "Recent Jobs Across Glasgow".to_string(),
        (false, 1) => "Recent Jobs".to_string(),
        (false, _) => format!("Page {page} of {pages}"),
    };
    let mut description = if samples_only {
        format!(
            "How {b} will show finished {jobs} {place}. The jobs shown now are examples, not real jobs."
        )
    } else {
        let by = if *list == WorkList::All {
            "Jobs".to_string()
        } else {
            let mut c = jobs.chars();
            c.next()
                .map_or(String::new(), |f| f.to_uppercase().chain(c).collect())
        };
        format!("{by} by {b} {place}: what the customer found, what we did and how it ended.")
    };
    if page > 1 {
        description.push_str(&format!(" Page {page} of {pages}, newest first."));
    }
    // Only the first page of every job is indexed (work_pages::is_indexable).
    let keywords = (*list == WorkList::All).then(|| {
        vec![
            "plumber glasgow recent work".to_string(),
            "heating engineer glasgow jobs".to_string(),
            "local trades glasgow".to_string(),
        ]
    });
    Some(PageWords {
        path: String::new(),
        title: format!("{name}: {subtitle}"),
        description,
        keywords,
        image: None,
    })
}
