//! `codegen audit-export` (decision 27): reads the built export as a search
//! engine would and checks that every page offered for indexing is worth it:
//! reachable from the home page in at most four clicks, sharing at most half
//! of its main content's 5-word shingles with its most similar sibling, and
//! marked and listed consistently (`noindex` and the sitemap). It also reads
//! each page's rendered copy for claims the catalogue rules cannot see
//! (decision 24: a free call-out, a price without VAT wording; issue 31.3: a
//! reply or call-back promise worded otherwise than the catalogue's), and
//! the whole page for gas first (issue 31.1: the gas emergency number before
//! any call to action of ours wherever a gas smell or leak is mentioned).

use content_model::gas_first::GasFirst;
use content_model::similarity::{overlap, shingles};
use content_model::{Catalogue, copy, wording};
use serde_json::Value;
use std::collections::{BTreeMap, HashMap, HashSet, VecDeque};
use std::path::{Path, PathBuf};

/// Most clicks from the home page to an indexable page.
pub const MAX_CLICKS: u32 = 4;
/// Most of a page's shingles it may share with its most similar sibling.
pub const MAX_OVERLAP: f64 = 0.5;

/// The catalogue's promises, which every page's copy must word its way.
static PROMISES: std::sync::LazyLock<content_model::Promises> =
    std::sync::LazyLock::new(|| content_model::Promises::of(&content::business()));

/// Why the export could not be read for the audit.
#[derive(Debug, thiserror::Error)]
pub enum ReadError {
    #[error("reading {}", .0.display())]
    Io(PathBuf, #[source] std::io::Error),
    /// `routes.json` is not a list of routes.
    #[error("{}", .0.display())]
    Routes(PathBuf, #[source] serde_json::Error),
}

/// One page of the export as the audit reads it.
#[derive(Clone, Debug)]
pub struct Page {
    pub path: String,
    pub page_type: String,
    /// Route parameter values, for finding siblings.
    pub params: Vec<(String, String)>,
    pub indexable: bool,
    pub noindex: bool,
    /// Carries JSON-LD structured data.
    pub structured_data: bool,
    pub links: Vec<String>,
    /// Sorted, de-duplicated hashes of the main content's 5-word shingles.
    pub shingles: Vec<u64>,
    /// Claims in the rendered copy that break a rule, as messages.
    pub claim_problems: Vec<String>,
    /// The jobs it shows (issue 34.6: compared with the pages they earn).
    pub jobs: Vec<crate::audit_proof::JobShown>,
}

/// What the audit found, per page type and overall.
#[derive(Debug, Default)]
pub struct Audit {
    pub types: BTreeMap<String, TypeSummary>,
    pub problems: Vec<String>,
}

#[derive(Debug, Default, Clone)]
pub struct TypeSummary {
    pub built: usize,
    pub indexable: usize,
    /// Overlap with the most similar sibling, for every page built.
    pub overlaps: Vec<f64>,
    /// ...and for the indexable pages, which must stay under `MAX_OVERLAP`.
    pub indexable_overlaps: Vec<f64>,
    /// Indexable pages not reachable within `MAX_CLICKS`.
    pub orphans: usize,
    pub deepest: u32,
}

fn median(values: &[f64]) -> f64 {
    let mut v = values.to_vec();
    v.sort_by(f64::total_cmp);
    v.get(v.len() / 2).copied().unwrap_or(0.0)
}

fn max(values: &[f64]) -> f64 {
    values.iter().copied().fold(0.0, f64::max)
}

/// Reads every route of `site/routes.json` from the export in `site`. With
/// `partial`, routes whose page was not built (a sample build) are left out.
pub fn read_export(site: &Path, partial: bool) -> Result<Vec<Page>, ReadError> {
    read_export_of(site, partial, &content::catalogue())
}

/// [`read_export`] of an export built from `cat` (the catalogue with a
/// fixture added, as `codegen emit` added it): the pages' facts, such as
/// the rating their structured data claims, are checked against it.
pub fn read_export_of(site: &Path, partial: bool, cat: &Catalogue) -> Result<Vec<Page>, ReadError> {
    let routes_file = site.join("routes.json");
    let text =
        std::fs::read_to_string(&routes_file).map_err(|e| ReadError::Io(routes_file.clone(), e))?;
    let routes: Vec<Value> =
        serde_json::from_str(&text).map_err(|e| ReadError::Routes(routes_file, e))?;
    let work: Vec<(Value, PathBuf)> = routes
        .into_iter()
        .map(|r| {
            let path = r["path"].as_str().unwrap_or("/").to_string();
            let file = html_file(site, &path);
            (r, file)
        })
        .filter(|(_, file)| !partial || file.is_file())
        .collect();
    let rules = PageRules::of(cat);
    let rules = &rules;
    // Two threads: reading and tokenising ~1.5 GB of HTML is most of the time.
    let half = work.len().div_ceil(2);
    let results: Vec<Result<Page, ReadError>> = std::thread::scope(|scope| {
        let handles: Vec<_> = work
            .chunks(half.max(1))
            .map(|chunk| {
                scope.spawn(move || {
                    chunk
                        .iter()
                        .map(|(r, f)| read_page(r, f, rules))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().expect("audit thread panicked"))
            .collect()
    });
    results.into_iter().collect()
}

pub(crate) fn html_file(site: &Path, path: &str) -> PathBuf {
    if path == "/" {
        site.join("index.html")
    } else {
        site.join(format!("{}.html", path.trim_start_matches('/')))
    }
}

/// What the claim rules of a page compare it with, read from the catalogue
/// once per audit.
pub struct PageRules {
    pub expected: crate::structured_data::Expected,
    pub gas_first: GasFirst,
    pub cover: crate::audit_cover::CoverFacts,
}

impl PageRules {
    pub fn of(cat: &content_model::Catalogue) -> PageRules {
        PageRules {
            expected: crate::structured_data::Expected::of(cat),
            gas_first: content_model::gas_first::of(&cat.business),
            cover: crate::audit_cover::CoverFacts::of(cat),
        }
    }
}

fn read_page(route: &Value, file: &Path, rules: &PageRules) -> Result<Page, ReadError> {
    let html = std::fs::read_to_string(file).map_err(|e| ReadError::Io(file.to_path_buf(), e))?;
    let path = route["path"].as_str().unwrap_or("/").to_string();
    Ok(page_of(route, &html, path, rules))
}

/// A page of the export from its route and its HTML.
pub fn page_of(route: &Value, html: &str, path: String, rules: &PageRules) -> Page {
    let PageRules {
        expected,
        gas_first,
        cover,
    } = rules;
    let mut params: Vec<(String, String)> = route["params"]
        .as_object()
        .map(|o| {
            o.iter()
                .map(|(k, v)| (k.clone(), v.as_str().unwrap_or("").to_string()))
                .collect()
        })
        .unwrap_or_default();
    params.sort();
    let main = main_text(html);
    // The claim rules read what a visitor and a search result show: the main
    // content, the title and the description (written by the route pages, so
    // checked here rather than in the catalogue).
    let claimed = format!("{main}\n{}", head_copy(html));
    let page_type = route["pageType"].as_str().unwrap_or("");
    let said = |sentences: Vec<&str>, what: &str| -> Vec<String> {
        sentences
            .into_iter()
            .map(|s| format!("{what}: \"{s}\""))
            .collect()
    };
    let mut claim_problems: Vec<String> = copy::prices_without_vat(&claimed)
        .into_iter()
        .map(|s| format!("gives a price without VAT wording: \"{s}\""))
        .chain(
            copy::claims_free_call_out(&claimed)
                .then(|| "claims a free call-out while call-outs are priced".to_string()),
        )
        .collect();
    // Issue 20.7: wording that claims more than the data backs.
    claim_problems.extend(said(
        wording::misnames_gas_safe(&claimed),
        "says Gas Safe certified or the like, not registered",
    ));
    claim_problems.extend(said(
        wording::calls_a_window_an_average(&claimed),
        "calls an arrival window an average",
    ));
    claim_problems.extend(said(
        wording::claims_a_radius(&claimed),
        "claims a coverage radius",
    ));
    // Issue 31.4: copy written in the site's own code is held to it too.
    claim_problems.extend(said(
        content_model::safety::handles_electrics_near_water(&claimed),
        "tells people to handle something electrical near water before the power is off",
    ));
    claim_problems.extend(said(
        wording::offers_estimates(&claimed),
        "offers an estimate, not a quote",
    ));
    claim_problems.extend(said(
        wording::promises_an_unchangeable_price(&claimed),
        "promises a quoted price that cannot change",
    ));
    // A page speaking for a service answered within the day may say so.
    let service = params
        .iter()
        .find(|(k, _)| k == "service" || (page_type == "service" && k == "slug"))
        .map(|(_, v)| v.as_str());
    if !service.is_some_and(|s| expected.same_day_services.contains(s)) {
        claim_problems.extend(said(
            wording::promises_same_day_visit(&claimed),
            "promises a same-day visit",
        ));
    }
    claim_problems.extend(crate::structured_data::problems(html, expected));
    // Gas first reads the whole page, header, asides, forms and footer
    // included: the gas prompts are there, not in the main text.
    claim_problems.extend(gas_first.html_problems(html).iter().map(|p| p.to_string()));
    // Issue 31.2: emergency promises only where we keep them.
    claim_problems.extend(cover.problems(page_type, &params, html));
    // Issue 31.8: a sample job or review is never described as real.
    claim_problems.extend(sample_problems(html, &claimed));
    // Issue 31.3: every answering promise worded as the catalogue words it.
    claim_problems.extend(
        content_model::promises::misstated(&claimed, &PROMISES)
            .into_iter()
            .map(|(s, problem)| format!("{problem}: \"{s}\"")),
    );
    if page_type != "category" {
        claim_problems.extend(said(
            wording::states_call_out_price_up_front(&claimed),
            "says a call-out price is stated up front on a page that prices none",
        ));
    }
    Page {
        page_type: route["pageType"].as_str().unwrap_or("").to_string(),
        params,
        indexable: route["indexable"].as_bool().unwrap_or(false),
        noindex: has_noindex(html),
        structured_data: html.contains("<script type=\"application/ld+json\">"),
        links: links(html),
        shingles: shingles(&main),
        claim_problems,
        jobs: crate::audit_proof::jobs_shown(html),
        path,
    }
}

/// What a page says of the samples it shows (issue 31.8): a sample card
/// (`<article data-sample>`) never calls itself real, and a page that shows
/// only samples (every job card, `data-job`, and review card, `data-review`,
/// is one) never calls them real in its title, description or content.
pub fn sample_problems(html: &str, claimed: &str) -> Vec<String> {
    let mut samples = Vec::new();
    let mut rest = html;
    while let Some(i) = rest.find("<article") {
        rest = &rest[i..];
        let open = &rest[..rest.find('>').unwrap_or(rest.len())];
        let end = rest.find("</article>").unwrap_or(rest.len());
        if open.contains(" data-sample") {
            samples.push(tag_free(&rest[..end]));
        }
        rest = &rest[end.max(1)..];
    }
    let shown = html.matches(" data-job=").count() + html.matches(" data-review=").count();
    let texts: Vec<&str> = if !samples.is_empty() && samples.len() >= shown {
        vec![claimed]
    } else {
        samples.iter().map(String::as_str).collect()
    };
    texts
        .into_iter()
        .flat_map(content_model::samples::calls_real)
        .map(|s| format!("describes a sample job or review as real: \"{s}\""))
        .collect()
}

/// A fragment's text: tags dropped, entities decoded.
fn tag_free(fragment: &str) -> String {
    let mut out = String::with_capacity(fragment.len() / 2);
    let mut in_tag = false;
    for c in fragment.chars() {
        match c {
            '<' => in_tag = true,
            '>' => {
                in_tag = false;
                out.push('\n');
            }
            c if !in_tag => out.push(c),
            _ => {}
        }
    }
    decode_entities(&out)
}

/// `<meta name="robots" content="noindex, ...">`.
/// The page's `<title>` and meta description, entities decoded.
pub fn head_copy(html: &str) -> String {
    let title = html
        .find("<title>")
        .and_then(|i| {
            let rest = &html[i + 7..];
            rest.find("</title>").map(|e| &rest[..e])
        })
        .unwrap_or("");
    let description = html
        .find("<meta name=\"description\" content=\"")
        .and_then(|i| {
            let rest = &html[i + 34..];
            rest.find('"').map(|e| &rest[..e])
        })
        .unwrap_or("");
    decode_entities(&format!("{title}\n{description}"))
}

fn has_noindex(html: &str) -> bool {
    html.match_indices("<meta name=\"robots\"").any(|(i, _)| {
        let tag = &html[i..html[i..].find('>').map_or(html.len(), |e| i + e)];
        tag.contains("noindex")
    })
}

/// Internal link targets of every `<a href>`, without query, fragment or
/// trailing slash.
pub fn links(html: &str) -> Vec<String> {
    let mut out = Vec::new();
    for (i, _) in html.match_indices("<a ") {
        let tag_end = html[i..].find('>').map_or(html.len(), |e| i + e);
        let tag = &html[i..tag_end];
        let Some(start) = tag.find("href=\"") else {
            continue;
        };
        let rest = &tag[start + 6..];
        let Some(end) = rest.find('"') else { continue };
        let href = &rest[..end];
        if !href.starts_with('/') || href.starts_with("//") {
            continue;
        }
        let href = href.split(['?', '#']).next().unwrap_or("");
        let href = if href.len() > 1 {
            href.trim_end_matches('/')
        } else {
            href
        };
        out.push(href.to_string());
    }
    out.sort();
    out.dedup();
    out
}

/// The visible text of `<main>`, leaving out what is not content: scripts,
/// styles, icons, navigation lists, form controls and asides (what is beside
/// the content, such as the gas emergency notice every gas page carries
/// word for word, as a search engine sets aside a site's repeated blocks).
pub fn main_text(html: &str) -> String {
    visible_text(
        html,
        &["script", "style", "svg", "nav", "form", "template", "aside"],
    )
}

/// The visible text of `<main>`, leaving out the elements named in `skipped`.
pub fn visible_text(html: &str, skipped: &[&str]) -> String {
    let Some(start) = html.find("<main") else {
        return String::new();
    };
    let end = html.rfind("</main>").unwrap_or(html.len());
    let mut body = &html[start..end.max(start)];
    let mut text = String::with_capacity(body.len() / 4);
    while !body.is_empty() {
        let Some(lt) = body.find('<') else {
            text.push_str(body);
            break;
        };
        text.push_str(&body[..lt]);
        body = &body[lt..];
        let skipped = skipped.iter().find(|t| is_open_tag(body, t));
        if let Some(tag) = skipped {
            body = skip_element(body, tag);
            continue;
        }
        match body.find('>') {
            Some(gt) => {
                text.push(' ');
                body = &body[gt + 1..];
            }
            None => break,
        }
    }
    decode_entities(&text)
}

fn is_open_tag(s: &str, tag: &str) -> bool {
    s.len() > tag.len() + 1
        && s[1..].starts_with(tag)
        && matches!(s.as_bytes()[tag.len() + 1], b' ' | b'>' | b'/')
}

/// Skips `<tag ...>...</tag>`, counting nested elements of the same name.
fn skip_element<'a>(s: &'a str, tag: &str) -> &'a str {
    let close = format!("</{tag}>");
    let mut depth = 0usize;
    let mut i = 0;
    while i < s.len() {
        let rest = &s[i..];
        if rest.starts_with(&close) {
            depth = depth.saturating_sub(1);
            i += close.len();
            if depth == 0 {
                return &s[i..];
            }
        } else if rest.starts_with('<') && is_open_tag(rest, tag) {
            let gt = rest.find('>').map_or(rest.len(), |g| g + 1);
            if !rest[..gt].ends_with("/>") {
                depth += 1;
            }
            i += gt;
            if depth == 0 {
                return &s[i..];
            }
        } else {
            i += rest.chars().next().map_or(1, char::len_utf8);
        }
    }
    ""
}

fn decode_entities(text: &str) -> String {
    text.replace("&amp;", "&")
        .replace("&quot;", "\"")
        .replace("&#x27;", "'")
        .replace("&#39;", "'")
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&nbsp;", " ")
}

/// Clicks from `/` to each page, following links between pages of the export.
pub fn click_depths(pages: &[Page]) -> HashMap<&str, u32> {
    let by_path: HashMap<&str, &Page> = pages.iter().map(|p| (p.path.as_str(), p)).collect();
    let mut depth: HashMap<&str, u32> = HashMap::new();
    let mut queue = VecDeque::new();
    if by_path.contains_key("/") {
        depth.insert("/", 0);
        queue.push_back("/");
    }
    while let Some(path) = queue.pop_front() {
        let d = depth[path];
        for link in &by_path[path].links {
            if let Some((&target, _)) = by_path.get_key_value(link.as_str())
                && !depth.contains_key(target)
            {
                depth.insert(target, d + 1);
                queue.push_back(target);
            }
        }
    }
    depth
}

/// Pages by (page type, route parameters with one left out).
type SiblingIndex = HashMap<(String, Vec<(String, String)>), Vec<usize>>;

/// Siblings: pages of the same type that share all but one route parameter
/// (every other page, for types with one parameter or none).
fn siblings(page: &Page, index: &SiblingIndex) -> Vec<usize> {
    let mut out = HashSet::new();
    if page.params.len() <= 1 {
        if let Some(all) = index.get(&(page.page_type.clone(), Vec::new())) {
            out.extend(all.iter().copied());
        }
    } else {
        for skip in 0..page.params.len() {
            let mut key = page.params.clone();
            key.remove(skip);
            if let Some(list) = index.get(&(page.page_type.clone(), key)) {
                out.extend(list.iter().copied());
            }
        }
    }
    let mut v: Vec<usize> = out.into_iter().collect();
    v.sort_unstable();
    v
}

/// Runs every measure over the pages and the sitemap's URL paths.
pub fn audit(pages: &[Page], sitemap_paths: &HashSet<String>) -> Audit {
    let mut result = Audit::default();
    // Sibling index: (type, params minus one) -> pages.
    let mut index = SiblingIndex::new();
    for (i, p) in pages.iter().enumerate() {
        if p.params.len() <= 1 {
            index
                .entry((p.page_type.clone(), Vec::new()))
                .or_default()
                .push(i);
        } else {
            for skip in 0..p.params.len() {
                let mut key = p.params.clone();
                key.remove(skip);
                index.entry((p.page_type.clone(), key)).or_default().push(i);
            }
        }
    }
    let depths = click_depths(pages);
    // Issue 34.6: an earned page against every page showing its job, of any type.
    result
        .problems
        .extend(crate::audit_proof::shared_with_job_pages(pages));
    for (i, p) in pages.iter().enumerate() {
        let summary = result.types.entry(p.page_type.clone()).or_default();
        summary.built += 1;
        for problem in &p.claim_problems {
            result.problems.push(format!("{}: {problem}", p.path));
        }
        // Every page's nearest sibling is measured (the report shows each
        // page type); only indexable pages must stay under the limit.
        let (best, nearest) = siblings(p, &index)
            .into_iter()
            .filter(|&j| j != i)
            .map(|j| (overlap(&p.shingles, &pages[j].shingles), j))
            .fold(
                (0.0, None),
                |acc, (o, j)| if o > acc.0 { (o, Some(j)) } else { acc },
            );
        summary.overlaps.push(best);
        if !p.indexable {
            if !p.noindex {
                result
                    .problems
                    .push(format!("{}: is not indexable but has no `noindex`", p.path));
            }
            if sitemap_paths.contains(&p.path) {
                result.problems.push(format!(
                    "{}: is not indexable but is in the sitemap",
                    p.path
                ));
            }
            // Structured data is for search results, which a `noindex` page
            // is never in; on 14,000 such pages it was over 100 MB of export.
            if p.structured_data {
                result.problems.push(format!(
                    "{}: is not indexable but carries JSON-LD structured data",
                    p.path
                ));
            }
            continue;
        }
        summary.indexable += 1;
        summary.indexable_overlaps.push(best);
        if p.noindex {
            result
                .problems
                .push(format!("{}: is indexable but carries `noindex`", p.path));
        }
        if !sitemap_paths.contains(&p.path) {
            result.problems.push(format!(
                "{}: is indexable but missing from the sitemap",
                p.path
            ));
        }
        match depths.get(p.path.as_str()) {
            Some(&d) if d <= MAX_CLICKS => summary.deepest = summary.deepest.max(d),
            Some(&d) => {
                summary.orphans += 1;
                result.problems.push(format!(
                    "{}: is {d} clicks from the home page; at most {MAX_CLICKS}",
                    p.path
                ));
            }
            None => {
                summary.orphans += 1;
                result.problems.push(format!(
                    "{}: no link path leads to it from the home page",
                    p.path
                ));
            }
        }
        if best > MAX_OVERLAP {
            let other = nearest.map_or("?", |j| pages[j].path.as_str());
            result.problems.push(format!(
                "{}: shares {:.0}% of its main content with {other}; at most {:.0}%",
                p.path,
                best * 100.0,
                MAX_OVERLAP * 100.0
            ));
        }
    }
    result
}

/// The URL paths listed in the export's `sitemap-N.xml` files.
pub fn sitemap_paths(site: &Path, site_url: &str) -> Result<HashSet<String>, ReadError> {
    let mut out = HashSet::new();
    let origin = site_url.trim_end_matches('/');
    let entries = std::fs::read_dir(site).map_err(|e| ReadError::Io(site.to_path_buf(), e))?;
    for entry in entries.flatten() {
        let name = entry.file_name().to_string_lossy().to_string();
        if !(name.starts_with("sitemap-") && name.ends_with(".xml")) {
            continue;
        }
        // Named by file name alone, as the audit's message always has.
        let xml = std::fs::read_to_string(entry.path())
            .map_err(|e| ReadError::Io(PathBuf::from(&name), e))?;
        for part in xml.split("<loc>").skip(1) {
            let url = part.split("</loc>").next().unwrap_or("");
            let path = url.strip_prefix(origin).unwrap_or(url);
            out.insert(if path.is_empty() {
                "/".to_string()
            } else {
                path.to_string()
            });
        }
    }
    Ok(out)
}

/// The per-type table `just test` prints: overlap with the most similar
/// sibling (median and maximum) over all pages built and over the indexable
/// ones, orphans among indexable pages and the deepest of them in clicks.
pub fn report(a: &Audit) -> String {
    let mut out = format!(
        "{:<22} {:>6} {:>9} {:>17} {:>17} {:>7} {:>7}\n",
        "page type", "built", "indexable", "overlap all", "overlap indexed", "orphans", "deepest"
    );
    out.push_str(&format!(
        "{:<22} {:>6} {:>9} {:>17} {:>17} {:>7} {:>7}\n",
        "", "", "", "median / max", "median / max", "", ""
    ));
    let pct = |v: &[f64]| {
        if v.is_empty() {
            "-".to_string()
        } else {
            format!("{:.0}% / {:.0}%", median(v) * 100.0, max(v) * 100.0)
        }
    };
    for (t, s) in &a.types {
        out.push_str(&format!(
            "{:<22} {:>6} {:>9} {:>17} {:>17} {:>7} {:>7}\n",
            t,
            s.built,
            s.indexable,
            pct(&s.overlaps),
            pct(&s.indexable_overlaps),
            s.orphans,
            s.deepest
        ));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn main_text_leaves_out_navigation_forms_scripts_and_asides() {
        let html = "<header>menu</header><main><h1>Boiler repair</h1><nav><a href=\"/a\">A</a></nav>\
            <p>Fixed &amp; tested.</p><form><label>Name</label></form><script>x()</script>\
            <aside><p>Smell gas?</p></aside></main><footer>f</footer>";
        let text = main_text(html);
        let words: Vec<&str> = text.split_whitespace().collect();
        assert_eq!(words, ["Boiler", "repair", "Fixed", "&", "tested."]);
    }

    #[test]
    fn head_copy_is_the_title_and_description() {
        let html = r#"<head><title>Boiler Repair in Paisley</title><meta name="description" content="Free call-out &amp; more"/></head>"#;
        assert_eq!(
            head_copy(html),
            "Boiler Repair in Paisley\nFree call-out & more"
        );
        assert!(copy::claims_free_call_out(&head_copy(html)));
        assert_eq!(head_copy("<p>none</p>"), "\n");
    }

    #[test]
    fn links_are_internal_and_normalised() {
        let html = r#"<a href="/areas/?x=1">x</a><a class="b" href="https://x.test/">y</a><a href="//evil">z</a><a href="/#top">t</a>"#;
        assert_eq!(links(html), vec!["/", "/areas"]);
    }

    fn page(path: &str, ty: &str, params: &[(&str, &str)], links: &[&str], text: &str) -> Page {
        Page {
            path: path.into(),
            page_type: ty.into(),
            params: params
                .iter()
                .map(|(k, v)| (k.to_string(), v.to_string()))
                .collect(),
            indexable: true,
            noindex: false,
            structured_data: true,
            links: links.iter().map(|l| l.to_string()).collect(),
            shingles: shingles(text),
            claim_problems: vec![],
            jobs: vec![],
        }
    }

    #[test]
    fn finds_orphans_deep_pages_and_near_duplicates() {
        let pages = vec![
            page(
                "/",
                "home",
                &[],
                &["/a"],
                "welcome to the site of a trades company",
            ),
            page(
                "/a",
                "area",
                &[("slug", "a")],
                &["/b"],
                "alpha area has red sandstone tenements and lanes",
            ),
            page(
                "/b",
                "area",
                &[("slug", "b")],
                &["/c"],
                "alpha area has red sandstone tenements and closes",
            ),
            page(
                "/c",
                "area",
                &[("slug", "c")],
                &["/d"],
                "completely different words about another place entirely here",
            ),
            page(
                "/d",
                "area",
                &[("slug", "d")],
                &["/e"],
                "yet more words that share nothing with the rest at all",
            ),
            page(
                "/e",
                "area",
                &[("slug", "e")],
                &[],
                "the fifth place is five clicks away from home sadly",
            ),
            page(
                "/f",
                "area",
                &[("slug", "f")],
                &[],
                "an orphan page nobody links to in this little export",
            ),
        ];
        let sitemap: HashSet<String> = pages.iter().map(|p| p.path.clone()).collect();
        let a = audit(&pages, &sitemap);
        let text = a.problems.join("\n");
        assert!(
            text.contains("/b: shares 75% of its main content with /a"),
            "{text}"
        );
        assert!(text.contains("/e: is 5 clicks"), "{text}");
        assert!(text.contains("/f: no link path"), "{text}");
        assert_eq!(a.types["area"].orphans, 2);
        assert!(!text.contains("/c:"), "{text}");
    }

    /// Issue 31.9: today's built Electrical page, cut to the lines that
    /// matter (the trust strip and the price note and reason in its main
    /// content), fails the audit on both new wording rules.
    #[test]
    fn a_page_offering_estimates_or_a_price_that_cannot_change_fails() {
        let html = "<main><ul><li><span>Free Estimates</span><span>Free quotes, no obligation</span></li></ul>\
            <p>Starting prices are a guide. Your written quote is based on the job itself, and the price only \
            changes if you ask for extra work.</p><h3>Fixed written quotes</h3><p>You get the price in writing \
            before work starts, and it only changes if you ask for something extra.</p></main>";
        let file = std::env::temp_dir().join(format!("audit-wording-{}.html", std::process::id()));
        std::fs::write(&file, html).unwrap();
        let route =
            serde_json::json!({ "path": "/electrical", "pageType": "category", "params": {} });
        let rules = PageRules::of(&content::catalogue());
        let page = read_page(&route, &file, &rules).unwrap();
        std::fs::remove_file(&file).unwrap();
        let problems = page.claim_problems.join("\n");
        assert!(
            problems.contains("offers an estimate, not a quote: \"Free Estimates"),
            "{problems}"
        );
        assert_eq!(
            page.claim_problems
                .iter()
                .filter(|p| p.starts_with("promises a quoted price that cannot change"))
                .count(),
            2,
            "{problems}"
        );
    }

    #[test]
    fn noindex_pages_carry_no_structured_data() {
        let mut home = page("/", "home", &[], &["/v", "/w"], "welcome home");
        home.structured_data = true;
        let mut with_ld = page("/v", "variant", &[("slug", "v")], &[], "one variant");
        with_ld.indexable = false;
        with_ld.noindex = true;
        let mut without = page("/w", "variant", &[("slug", "w")], &[], "another");
        without.indexable = false;
        without.noindex = true;
        without.structured_data = false;
        let sitemap: HashSet<String> = ["/".to_string()].into();
        let text = audit(&[home, with_ld, without], &sitemap)
            .problems
            .join("\n");
        assert!(
            text.contains("/v: is not indexable but carries JSON-LD structured data"),
            "{text}"
        );
        assert!(!text.contains("/w:") && !text.contains("/:"), "{text}");
    }
}
