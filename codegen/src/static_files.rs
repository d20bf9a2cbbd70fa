//! Text outputs for search engines and static hosts, rendered from minijinja
//! templates: sitemap index and files, robots.txt, _redirects, _headers.

use content_model::views::Route;
use content_model::{Catalogue, PageType};
use minijinja::{Environment, context};
use serde::Serialize;

/// Each sitemap file stays well under the protocol's 50,000-URL limit.
pub const URLS_PER_SITEMAP: usize = 45_000;

/// The Content-Security-Policy of every page, without its script hashes: the
/// export step (`site/scripts/csp.mjs`) appends each page's own
/// `'sha256-…'` sources to `script-src` and writes the result into the page
/// as its first `<meta>`, and `api serve` sends the same policy as a header.
/// No `'unsafe-inline'` for scripts: Next's inline bootstrap and RSC payload
/// scripts run because their hashes are listed. Google's hosts are allowed
/// only when a tag-manager container is configured: the container itself,
/// and Google Analytics 4, the tag it most often carries. `frame-ancestors`
/// is not here: a `<meta>` policy cannot carry it (see [`header_policy`]).
pub fn content_security_policy(gtm_enabled: bool) -> String {
    let (script, img, connect, frame) = if gtm_enabled {
        (
            " https://www.googletagmanager.com",
            " https://www.googletagmanager.com https://*.google-analytics.com",
            " https://www.googletagmanager.com https://*.google-analytics.com https://*.analytics.google.com",
            " https://www.googletagmanager.com",
        )
    } else {
        ("", "", "", "")
    };
    format!(
        "default-src 'self'; script-src 'self'{script}; style-src 'self' 'unsafe-inline'; img-src 'self' data:{img}; \
         font-src 'self'; connect-src 'self'{connect}; frame-src https://www.openstreetmap.org{frame}; \
         base-uri 'self'; form-action 'self'; object-src 'none'"
    )
}

/// The owner's inbox (`/admin`): the same, with no third party at all
/// whatever the public pages allow (no tag manager, no map). It loads no one
/// else's script, so nothing but its own can read the leads it shows.
pub fn admin_content_security_policy() -> String {
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; \
     font-src 'self'; connect-src 'self'; frame-src 'none'; worker-src 'self'; manifest-src 'self'; \
     base-uri 'self'; form-action 'self'; object-src 'none'"
        .to_string()
}

/// The policy `_headers` gives static hosts for every path. A browser
/// enforces a header policy and a page's `<meta>` policy together, so this one
/// must not restrict scripts (no `default-src` or `script-src`, which would
/// block the hashed inline scripts the meta allows); it carries what a meta
/// cannot (`frame-ancestors`) and repeats the restrictions that cost nothing.
pub fn header_policy() -> &'static str {
    "frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'"
}

/// `csp.json` for the export step: the policies it completes with hashes,
/// the public pages' and the inbox's.
pub fn csp_json(gtm_enabled: bool) -> String {
    let mut json = serde_json::json!({
        "page": content_security_policy(gtm_enabled),
        "admin": admin_content_security_policy(),
    })
    .to_string();
    json.push('\n');
    json
}

fn environment() -> Environment<'static> {
    let mut env = Environment::new();
    env.set_keep_trailing_newline(true);
    // HTML auto-escaping would turn every `/` in a URL into `&#x2f;`; the XML
    // templates escape explicitly with the `xml` filter instead.
    env.set_auto_escape_callback(|_| minijinja::AutoEscape::None);
    env.add_filter("xml", xml_escape);
    for (name, source) in [
        ("robots.txt", include_str!("../templates/robots.txt")),
        (
            "sitemap-index.xml",
            include_str!("../templates/sitemap-index.xml"),
        ),
        ("sitemap.xml", include_str!("../templates/sitemap.xml")),
        ("_redirects", include_str!("../templates/_redirects")),
        ("_headers", include_str!("../templates/_headers")),
    ] {
        env.add_template(name, source)
            .expect("the built-in templates parse");
    }
    env
}

/// Escapes the five XML special characters.
fn xml_escape(text: String) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
        .replace('\'', "&apos;")
}

#[derive(Serialize)]
struct SitemapUrl<'a> {
    path: &'a str,
    lastmod: Option<String>,
}

/// (file name, contents) for every static-host file, in a fixed order.
pub fn files(
    cat: &Catalogue,
    routes: &[Route],
    site_url: &str,
) -> Result<Vec<(String, String)>, minijinja::Error> {
    let env = environment();
    let site_url = site_url.trim_end_matches('/');
    let listed: Vec<SitemapUrl<'_>> = routes
        .iter()
        .filter(|r| r.indexable)
        .map(|r| SitemapUrl {
            path: &r.path,
            lastmod: match r.page_type() {
                PageType::BlogPost => cat
                    .posts
                    .iter()
                    .find(|p| r.params.slug.as_deref() == Some(p.slug.as_str()))
                    .map(|p| p.date.to_string()),
                _ => None,
            },
        })
        .collect();
    let mut out = Vec::new();
    let mut sitemap_names = Vec::new();
    for (i, chunk) in listed.chunks(URLS_PER_SITEMAP).enumerate() {
        let name = format!("sitemap-{}.xml", i + 1);
        out.push((
            name.clone(),
            env.get_template("sitemap.xml")?
                .render(context! { site_url, urls => chunk })?,
        ));
        sitemap_names.push(name);
    }
    out.insert(
        0,
        (
            "sitemap.xml".into(),
            env.get_template("sitemap-index.xml")?
                .render(context! { site_url, files => sitemap_names })?,
        ),
    );
    out.push((
        "robots.txt".into(),
        env.get_template("robots.txt")?
            .render(context! { site_url })?,
    ));
    out.push((
        "_redirects".into(),
        env.get_template("_redirects")?.render(context! {})?,
    ));
    let csp = header_policy();
    out.push((
        "_headers".into(),
        env.get_template("_headers")?.render(context! { csp })?,
    ));
    Ok(out)
}
