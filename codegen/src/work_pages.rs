//! 'Our work' as static pages that do not grow without bound (issue 35.3):
//! every job, each trade's and each area's, listed newest first in pages of
//! `PAGE_SIZE`. Which lists and pages exist is decided here once; the site
//! renders a route's page from what its route says, and links between them
//! by the same routes.
//!
//! Paths: `/our-work` (every job), `/our-work/<category>` (one trade),
//! `/our-work/in/<area>` (one area), each followed by `/page/<n>` from its
//! second page. No category slug is `in` or `page` (`Category` is a closed
//! set; a test holds it), so the segments never collide.

use content_model::views::{RouteKind, RouteParams, WorkList};
use content_model::{Catalogue, Category, Job};

/// Jobs on one page: eight rows of three cards on a wide screen. At 24 brief
/// cards a page is about as long as the home page; two years of work (300
/// jobs) is 13 pages, every one linked from the first.
pub const PAGE_SIZE: usize = 24;

/// One list of jobs: what it holds, where it lives and its jobs.
pub struct List<'c> {
    pub list: WorkList,
    /// Its first page's path; later pages add `/page/<n>`.
    pub path: String,
    pub jobs: Vec<&'c Job>,
}

/// Every list with at least one job, its jobs newest first (by month, then
/// in catalogue order, as site/lib/jobs.ts sorts them): all jobs (always,
/// even with none), then each trade in `Category::ALL` order, then each area
/// in catalogue order.
pub fn lists(cat: &Catalogue) -> Vec<List<'_>> {
    let mut out = vec![List {
        list: WorkList::All,
        path: "/our-work".into(),
        jobs: cat.jobs.iter().collect(),
    }];
    let category_of = |job: &Job| cat.service(job.service.as_str()).map(|s| s.category);
    for &c in Category::ALL {
        let jobs: Vec<&Job> = cat
            .jobs
            .iter()
            .filter(|j| category_of(j) == Some(c))
            .collect();
        if !jobs.is_empty() {
            out.push(List {
                list: WorkList::Trade { category: c },
                path: format!("/our-work/{}", c.as_str()),
                jobs,
            });
        }
    }
    for a in &cat.areas {
        let jobs: Vec<&Job> = cat.jobs.iter().filter(|j| j.area == a.slug).collect();
        if !jobs.is_empty() {
            out.push(List {
                list: WorkList::Area { area: a.slug },
                path: format!("/our-work/in/{}", a.slug),
                jobs,
            });
        }
    }
    for l in &mut out {
        // Stable: jobs of one month keep the catalogue's order.
        l.jobs.sort_by_key(|j| std::cmp::Reverse(j.completed));
    }
    out
}

impl List<'_> {
    /// The jobs page `page` (from 1) of the list shows.
    pub fn page(&self, page: usize) -> &[&Job] {
        let from = ((page - 1) * PAGE_SIZE).min(self.jobs.len());
        &self.jobs[from..(from + PAGE_SIZE).min(self.jobs.len())]
    }
}

/// How many pages a list of `jobs` takes: one at least, so `/our-work`
/// exists before the first job.
pub fn page_count(jobs: usize) -> usize {
    jobs.div_ceil(PAGE_SIZE).max(1)
}

/// The path of page `page` (from 1) of the list whose first page is `first`.
pub fn page_path(first: &str, page: usize) -> String {
    if page == 1 {
        first.to_string()
    } else {
        format!("{first}/page/{page}")
    }
}

/// Every page of every list: its path, its kind and its catch-all segments.
pub fn routes(cat: &Catalogue) -> Vec<(String, RouteKind, RouteParams)> {
    let mut out = Vec::new();
    for l in lists(cat) {
        let pages = page_count(l.jobs.len());
        for page in 1..=pages {
            let path = page_path(&l.path, page);
            let segments = path
                .trim_start_matches("/our-work")
                .split('/')
                .filter(|s| !s.is_empty())
                .map(str::to_string)
                .collect();
            let kind = RouteKind::OurWork {
                list: l.list.clone(),
                page: page as u32,
                pages: pages as u32,
                jobs: l.jobs.len() as u32,
                per_page: PAGE_SIZE as u32,
            };
            let params = RouteParams {
                list: Some(segments),
                ..Default::default()
            };
            out.push((path, kind, params));
        }
    }
    out
}

/// Whether a page of 'Our work' is indexed. Only the first page of every
/// job, and only once a real job is on it (a list of samples is not). Later
/// pages repeat its template with older cards and nothing to search for, so
/// they carry `noindex, follow` and canonical to themselves, as decision 27
/// keeps pages without substance of their own; a list of one trade's or one
/// area's jobs repeats the cards of the first page and of that trade's or
/// area's own page (which carries those searches), so it is a way through
/// the work for visitors, not a page for search results.
pub fn is_indexable(kind: &RouteKind, real_work: bool) -> bool {
    matches!(
        kind,
        RouteKind::OurWork {
            list: WorkList::All,
            page: 1,
            ..
        }
    ) && real_work
}

#[cfg(test)]
mod tests {
    use super::*;
    use content_model::{IsoDate, JobSource, MonthYear};

    /// A catalogue of `n` real jobs, spread over the sample jobs' services
    /// and areas as a growth fixture spreads them.
    fn with_jobs(n: usize) -> Catalogue {
        let mut cat = content::catalogue();
        let base = cat.jobs.clone();
        cat.jobs = (0..n)
            .map(|i| {
                let mut j = base[i % base.len()];
                j.source = JobSource::CustomerAgreed {
                    on: IsoDate::new(2026, 11, 1),
                };
                j.completed = MonthYear::new(2026 - (i / 120) as u16, 12 - ((i / 10) % 12) as u8);
                j
            })
            .collect();
        cat
    }

    fn paths(cat: &Catalogue) -> Vec<String> {
        routes(cat).into_iter().map(|(p, _, _)| p).collect()
    }

    #[test]
    fn no_second_page_until_a_list_is_longer_than_a_page() {
        let today = content::catalogue();
        assert!(today.jobs.len() <= PAGE_SIZE);
        assert!(!paths(&today).iter().any(|p| p.contains("/page/")));
        let cat = with_jobs(PAGE_SIZE);
        assert!(!paths(&cat).iter().any(|p| p.contains("/page/")));
        let cat = with_jobs(PAGE_SIZE + 1);
        assert!(paths(&cat).contains(&"/our-work/page/2".to_string()));
        assert!(!paths(&cat).contains(&"/our-work/page/3".to_string()));
    }

    #[test]
    fn three_hundred_jobs_take_thirteen_pages_of_every_list() {
        let cat = with_jobs(300);
        let routes = routes(&cat);
        let all: Vec<_> = routes
            .iter()
            .filter(|(_, k, _)| {
                matches!(
                    k,
                    RouteKind::OurWork {
                        list: WorkList::All,
                        ..
                    }
                )
            })
            .collect();
        assert_eq!(all.len(), 13);
        let (path, kind, params) = all[12];
        assert_eq!(path, "/our-work/page/13");
        assert_eq!(
            *kind,
            RouteKind::OurWork {
                list: WorkList::All,
                page: 13,
                pages: 13,
                jobs: 300,
                per_page: 24
            }
        );
        assert_eq!(
            params.list.as_deref(),
            Some(&["page".to_string(), "13".to_string()][..])
        );
        // Every list's pages hold its jobs, each once: full pages, then the rest.
        for l in lists(&cat) {
            let pages = routes.iter().filter(
                |(_, k, _)| matches!(k, RouteKind::OurWork { list, .. } if *list == l.list),
            );
            let shown: usize = pages
                .map(|(_, k, _)| match k {
                    RouteKind::OurWork {
                        page,
                        jobs,
                        per_page,
                        ..
                    } => (*jobs - (page - 1) * per_page).min(*per_page) as usize,
                    _ => unreachable!(),
                })
                .sum();
            assert_eq!(shown, l.jobs.len(), "{}", l.path);
        }
    }

    #[test]
    fn filtered_lists_exist_only_for_trades_and_areas_with_jobs() {
        let cat = content::catalogue();
        let paths = paths(&cat);
        for j in &cat.jobs {
            let trade = cat.service(j.service.as_str()).unwrap().category;
            assert!(paths.contains(&format!("/our-work/{}", trade.as_str())));
            assert!(paths.contains(&format!("/our-work/in/{}", j.area)));
        }
        let with_work = |c: Category| {
            cat.jobs
                .iter()
                .any(|j| cat.service(j.service.as_str()).unwrap().category == c)
        };
        for &c in Category::ALL.iter().filter(|&&c| !with_work(c)) {
            assert!(!paths.contains(&format!("/our-work/{}", c.as_str())), "{c}");
        }
        assert!(!paths.contains(&"/our-work/in/kilwinning".to_string()));
        // A trade's segment never reads as the area list's `in` or a `page`.
        for c in Category::ALL {
            assert!(!["in", "page"].contains(&c.as_str()), "{c}");
        }
        // With no job at all, the page that says so still exists.
        let mut empty = content::catalogue();
        empty.jobs.clear();
        assert_eq!(self::paths(&empty), ["/our-work"]);
    }

    #[test]
    fn only_the_first_page_of_every_job_is_indexed_and_only_with_real_work() {
        let cat = with_jobs(60);
        let indexed: Vec<String> = routes(&cat)
            .into_iter()
            .filter(|(_, k, _)| is_indexable(k, true))
            .map(|(p, _, _)| p)
            .collect();
        assert_eq!(indexed, ["/our-work"]);
        assert!(!routes(&cat).iter().any(|(_, k, _)| is_indexable(k, false)));
    }
}
