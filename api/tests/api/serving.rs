use crate::helpers::*;

async fn app_with_site() -> (TestApp, tempfile::TempDir) {
    let dir = tempfile::tempdir().unwrap();
    let (site, routes) = site_fixture(dir.path());
    let db = TestDb::sqlite(dir.path()).await;
    let app = TestApp::spawn(&Options {
        database_url: db.url,
        mail_dir: dir.path().join("mail"),
        site_dir: Some(site),
        routes_file: Some(routes),
        extra_env: vec![("SITE_RECHECK_MS".into(), RECHECK_MS.into())],
        ..Default::default()
    })
    .await;
    (app, dir)
}

/// How long these tests' server reuses what a path resolved to
/// (SITE_RECHECK_MS; 1 s by default): short, so a file rewritten under the
/// running server is served within a few polls of `raw_get_until`.
const RECHECK_MS: &str = "100";

#[tokio::test]
async fn clean_urls_serve_the_html_files() {
    let (app, _dir) = app_with_site().await;
    for (path, title) in [
        ("/", "Home"),
        ("/about", "About"),
        ("/services/boiler-repair", "Boiler Repair"),
        (
            "/services/boiler-repair/paisley",
            "Boiler Repair in Paisley",
        ),
        (
            "/services/boiler-repair/paisley/residential",
            "Residential Boiler Repair in Paisley",
        ),
    ] {
        let res = app.get(path).await;
        assert_eq!(res.status(), 200, "{path}");
        assert!(
            res.headers()["content-type"]
                .to_str()
                .unwrap()
                .starts_with("text/html")
        );
        assert!(
            res.text()
                .await
                .unwrap()
                .contains(&format!("<title>{title}</title>")),
            "{path}"
        );
    }
    // A trailing slash goes to the spec's URL.
    let res = app.get("/about/").await;
    assert_eq!(res.status(), 308);
    assert_eq!(res.headers()["location"], "/about");
    // The rule files themselves are not served.
    assert_eq!(app.get("/_redirects").await.status(), 404);
}

#[tokio::test]
async fn redirects_and_not_found_follow_product_9() {
    let (app, _dir) = app_with_site().await;
    let cases = [
        ("/areas/atlantis", 302, Some("/areas")),
        ("/blog/no-such-article", 302, Some("/blog")),
        ("/services/boiler-repair/atlantis", 302, Some("/404")),
        ("/services/no-such-service/paisley", 302, Some("/404")),
        ("/services/boiler-repair/paisley/penthouse", 404, None),
        ("/services/no-such-service", 404, None),
        ("/no/such/page", 404, None),
        ("/404", 404, None),
    ];
    for (path, status, location) in cases {
        let res = app.get(path).await;
        assert_eq!(res.status().as_u16(), status, "{path}");
        match location {
            Some(l) => assert_eq!(res.headers()["location"], l, "{path}"),
            None => assert!(
                res.text().await.unwrap().contains("Oops! Page not found"),
                "{path} shows the not-found page"
            ),
        }
    }
    // Paths that try to leave the site folder are simply not found.
    assert_eq!(app.get("/..%2f..%2fetc%2fpasswd").await.status(), 404);
    let post = app.client.post(app.url("/about")).send().await.unwrap();
    assert_eq!(post.status(), 405);
}

#[tokio::test]
async fn caching_compression_and_security_headers() {
    let (app, _dir) = app_with_site().await;
    let asset = app.get("/_next/static/chunks/app-3f9a.js").await;
    assert_eq!(asset.status(), 200);
    assert_eq!(
        asset.headers()["cache-control"],
        "public, max-age=31536000, immutable"
    );
    let page = app
        .client
        .get(app.url("/about"))
        .header("accept-encoding", "gzip")
        .send()
        .await
        .unwrap();
    assert_eq!(
        page.headers()["cache-control"],
        "public, max-age=300, must-revalidate"
    );
    assert_eq!(
        page.headers()["content-encoding"],
        "gzip",
        "HTML is compressed"
    );
    assert_eq!(page.headers()["x-content-type-options"], "nosniff");
    assert!(
        page.headers()["content-security-policy"]
            .to_str()
            .unwrap()
            .contains("frame-ancestors 'none'")
    );
    assert!(
        page.headers().get("strict-transport-security").is_none(),
        "no HSTS over plain HTTP"
    );
    let api = app.get("/api/health").await;
    assert_eq!(api.headers()["x-content-type-options"], "nosniff");
    // The owner's inbox is never cached, unlike every other page.
    let inbox = app.get("/admin").await;
    assert_eq!(inbox.status(), 200);
    assert_eq!(inbox.headers()["cache-control"], "no-store");
}

#[tokio::test]
async fn hsts_is_sent_when_the_site_is_https() {
    let dir = tempfile::tempdir().unwrap();
    let db = TestDb::sqlite(dir.path()).await;
    let app = TestApp::spawn(&Options {
        database_url: db.url,
        mail_dir: dir.path().join("mail"),
        extra_env: vec![("SITE_URL".into(), "https://www.example.co.uk".into())],
        ..Default::default()
    })
    .await;
    let res = app.get("/api/health").await;
    assert_eq!(
        res.headers()["strict-transport-security"],
        "max-age=31536000; includeSubDomains"
    );
}

/// Sends `GET <raw path>` over a plain socket, so the path reaches the server
/// exactly as written (an HTTP client would normalise a backslash).
async fn raw_get(app: &TestApp, raw_path: &str, extra: &str) -> String {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let addr = app.base.trim_start_matches("http://").to_string();
    let mut stream = tokio::net::TcpStream::connect(&addr).await.unwrap();
    let request =
        format!("GET {raw_path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n{extra}\r\n");
    stream.write_all(request.as_bytes()).await.unwrap();
    let mut out = Vec::new();
    stream.read_to_end(&mut out).await.unwrap();
    String::from_utf8_lossy(&out).to_string()
}

/// `raw_get` again until `done` holds of the response: a file rewritten
/// under the running server is served once the server looks the path up
/// afresh (every RECHECK_MS). Fails, showing the last response, after 5 s.
async fn raw_get_until(
    app: &TestApp,
    raw_path: &str,
    extra: &str,
    done: impl Fn(&str) -> bool,
) -> String {
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(5);
    loop {
        let res = raw_get(app, raw_path, extra).await;
        if done(&res) {
            return res;
        }
        assert!(
            std::time::Instant::now() < deadline,
            "{raw_path}: still not as expected after 5 s:\n{res}"
        );
        tokio::time::sleep(std::time::Duration::from_millis(25)).await;
    }
}

fn location(raw_response: &str) -> Option<String> {
    raw_response
        .lines()
        .find(|l| l.to_ascii_lowercase().starts_with("location:"))
        .map(|l| l[9..].trim().to_string())
}

/// Issue 10.2: a trailing-slash redirect never leaves the site.
#[tokio::test]
async fn open_redirect_trailing_slash_stays_on_this_site() {
    let (app, _dir) = app_with_site().await;
    for (raw, expected) in [
        ("//evil.com/", "/evil.com"),
        ("/\\evil.com/", "/evil.com"),
        ("///evil.com/", "/evil.com"),
        ("/about/?x=1", "/about?x=1"),
    ] {
        let res = raw_get(&app, raw, "").await;
        assert!(res.starts_with("HTTP/1.1 308"), "{raw}: {res}");
        assert_eq!(location(&res).as_deref(), Some(expected), "{raw}");
    }
}

/// The thank-you page's 'Back to the page you were on' link, unescaped.
fn back_link(body: &str) -> String {
    let marker = "class=\"button secondary\" href=\"";
    let start = body.find(marker).expect("the back link") + marker.len();
    let end = start + body[start..].find('"').unwrap();
    body[start..end]
        .replace("&#x2f;", "/")
        .replace("&#x2F;", "/")
}

/// Issue 10.2: the thank-you page's link back is a path on this site; a tab
/// (which browsers strip, turning `/\t/evil.com` into `//evil.com`) or any
/// other control character makes it the home page.
#[tokio::test]
async fn open_redirect_thanks_back_link_rejects_control_characters() {
    let (app, _dir) = app_with_site().await;
    for back in [
        "/%09/evil.com",
        "/%0a/evil.com",
        "/%20/evil.com",
        "//evil.com",
        "/%5Cevil.com",
    ] {
        let body = app
            .get(&format!("/api/contact/thanks?kind=quote&id=1&back={back}"))
            .await
            .text()
            .await
            .unwrap();
        assert_eq!(back_link(&body), "/", "{back}");
    }
    let body = app
        .get("/api/contact/thanks?kind=quote&id=1&back=/services/boiler-repair")
        .await
        .text()
        .await
        .unwrap();
    assert_eq!(back_link(&body), "/services/boiler-repair");
}

/// Issue 10.8: a Range request on a page gets 206 with its range; on a
/// missing path it gets the whole not-found page with 404, never a fragment.
#[tokio::test]
async fn range_requests_never_make_a_fragment_the_page() {
    let (app, _dir) = app_with_site().await;
    let res = raw_get(&app, "/about", "Range: bytes=0-9\r\n").await;
    assert!(res.starts_with("HTTP/1.1 206"), "{res}");
    let res = raw_get(&app, "/no-such-page", "Range: bytes=0-9\r\n").await;
    assert!(res.starts_with("HTTP/1.1 404"), "{res}");
    assert!(
        res.contains("Oops! Page not found</h1>"),
        "the whole page: {res}"
    );
}

/// Issue 10.9: `If-Modified-Since` on an unknown path is a 404, not a 304.
#[tokio::test]
async fn if_modified_since_on_an_unknown_path_is_404() {
    let (app, _dir) = app_with_site().await;
    let res = raw_get(
        &app,
        "/no-such-page",
        "If-Modified-Since: Tue, 01 Jan 2030 00:00:00 GMT\r\n",
    )
    .await;
    assert!(res.starts_with("HTTP/1.1 404"), "{res}");
    let res = raw_get(
        &app,
        "/about",
        "If-Modified-Since: Tue, 01 Jan 2030 00:00:00 GMT\r\n",
    )
    .await;
    assert!(
        res.starts_with("HTTP/1.1 304"),
        "a real page still revalidates: {res}"
    );
}

/// Issue 10.10: a 404 under `/_next/static/` is not cached as immutable.
#[tokio::test]
async fn not_found_under_next_static_is_not_immutable() {
    let (app, _dir) = app_with_site().await;
    let res = app.get("/_next/static/chunks/missing-1234.js").await;
    assert_eq!(res.status(), 404);
    let cache = res.headers()["cache-control"].to_str().unwrap().to_string();
    assert!(!cache.contains("immutable"), "{cache}");
    let res = app.get("/_next/static/chunks/app-3f9a.js").await;
    assert!(
        res.headers()["cache-control"]
            .to_str()
            .unwrap()
            .contains("immutable")
    );
}

/// Issue 10.13: one address per page; server files are not served.
#[tokio::test]
async fn duplicate_and_soft_404_urls_have_one_address() {
    let (app, _dir) = app_with_site().await;
    for (path, target) in [
        ("/about.html", "/about"),
        ("/index.html", "/"),
        ("/index", "/"),
        ("/404.html", "/404"),
        ("/about.html?utm_source=x", "/about?utm_source=x"),
    ] {
        let res = app.get(path).await;
        assert_eq!(res.status(), 308, "{path}");
        assert_eq!(res.headers()["location"], target, "{path}");
    }
    std::fs::write(
        _dir.path().join("out/_not-found.html"),
        "<h1>next internal</h1>",
    )
    .unwrap();
    std::fs::write(_dir.path().join("out/routes.json"), "[]").unwrap();
    for path in ["/_not-found", "/routes.json", "/404"] {
        let res = app.get(path).await;
        assert_eq!(res.status(), 404, "{path}");
        assert!(
            res.text().await.unwrap().contains("Oops! Page not found"),
            "{path}"
        );
    }
}

/// The first value of header `name` in a raw response.
fn raw_header(raw_response: &str, name: &str) -> Option<String> {
    let head = raw_response.split("\r\n\r\n").next().unwrap_or_default();
    head.lines().skip(1).find_map(|l| {
        let (n, v) = l.split_once(':')?;
        n.eq_ignore_ascii_case(name).then(|| v.trim().to_string())
    })
}

fn directive(policy: &str, name: &str) -> Option<String> {
    policy
        .split(';')
        .map(str::trim)
        .find(|d| d.split_whitespace().next() == Some(name))
        .map(str::to_string)
}

/// A page as the export step writes it: its policy first in <head>.
fn hashed_page(title: &str, hash: &str) -> String {
    format!(
        "<!DOCTYPE html><html lang=\"en-GB\"><head><meta charSet=\"utf-8\"/><meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'self'; script-src 'self' '{hash}'; style-src 'self' 'unsafe-inline'; object-src 'none'\"><title>{title}</title></head><body><h1>{title}</h1><script>self.__next_f.push([1])</script></body></html>"
    )
}

/// Issue 10 (a strict CSP): the policy allowed `'unsafe-inline'` scripts.
/// Each page's header now carries that page's own script hashes (from its
/// meta), `_headers` adds what a meta cannot carry, and responses without a
/// page policy (the API's pages, a page without a meta) run no inline script.
#[tokio::test]
async fn csp_has_no_unsafe_inline_scripts_and_carries_the_pages_hashes() {
    let dir = tempfile::tempdir().unwrap();
    let (site, routes) = site_fixture(dir.path());
    std::fs::write(
        site.join("about.html"),
        hashed_page("About", "sha256-QWJvdXQ="),
    )
    .unwrap();
    std::fs::write(
        site.join("services.html"),
        hashed_page("Services", "sha256-U2VydmljZXM="),
    )
    .unwrap();
    // codegen's header policy for static hosts: nothing about scripts.
    std::fs::write(
        site.join("_headers"),
        "/*\n  X-Content-Type-Options: nosniff\n  Content-Security-Policy: frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'\n",
    )
    .unwrap();
    let db = TestDb::sqlite(dir.path()).await;
    let app = TestApp::spawn(&Options {
        database_url: db.url,
        mail_dir: dir.path().join("mail"),
        site_dir: Some(site.clone()),
        routes_file: Some(routes),
        ..Default::default()
    })
    .await;
    let csp = |raw: &str| raw_header(raw, "content-security-policy").expect("a CSP");

    for (path, hash) in [
        ("/about", "sha256-QWJvdXQ="),
        ("/services", "sha256-U2VydmljZXM="),
    ] {
        let res = raw_get(&app, path, "").await;
        assert!(res.starts_with("HTTP/1.1 200"), "{res}");
        let policy = csp(&res);
        assert_eq!(
            directive(&policy, "script-src").unwrap(),
            format!("script-src 'self' '{hash}'"),
            "{path}: {policy}"
        );
        assert_eq!(
            directive(&policy, "frame-ancestors").as_deref(),
            Some("frame-ancestors 'none'")
        );
        assert_eq!(
            directive(&policy, "object-src").as_deref(),
            Some("object-src 'none'")
        );
        // Served compressed, the header is the same.
        let gz = raw_get(&app, path, "Accept-Encoding: gzip\r\n").await;
        assert_eq!(csp(&gz), policy, "{path}");
    }

    // A rebuilt export is served with its new hashes, no restart needed
    // (once the server rechecks the path).
    std::fs::write(
        site.join("about.html"),
        hashed_page("About us", "sha256-TmV3IGFib3V0"),
    )
    .unwrap();
    let rebuilt = raw_get_until(&app, "/about", "", |res| raw_body(res).contains("About us")).await;
    assert_eq!(
        directive(&csp(&rebuilt), "script-src").unwrap(),
        "script-src 'self' 'sha256-TmV3IGFib3V0'"
    );

    // No page policy: scripts fall back to 'self' only.
    for path in [
        "/areas",
        "/api/contact/problem?token=nope",
        "/api/health",
        "/_next/static/chunks/app-3f9a.js",
        "/no-such-page",
    ] {
        let policy = csp(&raw_get(&app, path, "").await);
        assert!(
            directive(&policy, "script-src").is_none(),
            "{path}: {policy}"
        );
        assert_eq!(
            directive(&policy, "default-src").as_deref(),
            Some("default-src 'self'"),
            "{path}: {policy}"
        );
        assert_eq!(
            directive(&policy, "frame-ancestors").as_deref(),
            Some("frame-ancestors 'none'"),
            "{path}: {policy}"
        );
    }
}

/// Issue 10.13: static files had no ETag and `If-None-Match` was ignored.
/// Issue 12: the tag is strong and names the variant sent.
#[tokio::test]
async fn static_files_send_an_etag_and_honour_if_none_match() {
    let (app, dir) = app_with_site().await;
    let site = dir.path().join("out");
    let etag = |raw: &str| raw_header(raw, "etag").expect("an ETag");

    for path in ["/about", "/_next/static/chunks/app-3f9a.js"] {
        let res = raw_get(&app, path, "").await;
        assert!(res.starts_with("HTTP/1.1 200"), "{res}");
        let tag = etag(&res);
        // Strong: the file is sent as it is (issue 12); only a response the
        // compressor encodes per request gets a weak one.
        assert!(tag.starts_with('"') && tag.ends_with('"'), "{tag}");
        // A client holding the weak form of it still revalidates (If-None-Match
        // compares weakly).
        let weak = raw_get(&app, path, &format!("If-None-Match: W/{tag}\r\n")).await;
        assert!(weak.starts_with("HTTP/1.1 304"), "{path}: {weak}");

        let again = raw_get(&app, path, &format!("If-None-Match: {tag}\r\n")).await;
        assert!(again.starts_with("HTTP/1.1 304"), "{path}: {again}");
        assert_eq!(etag(&again), tag, "a 304 names what it confirms");
        assert!(again.ends_with("\r\n\r\n"), "no body: {again}");
        assert!(raw_header(&again, "cache-control").is_some());

        let listed = raw_get(&app, path, &format!("If-None-Match: \"x\", {tag}\r\n")).await;
        assert!(listed.starts_with("HTTP/1.1 304"), "{listed}");
        let star = raw_get(&app, path, "If-None-Match: *\r\n").await;
        assert!(star.starts_with("HTTP/1.1 304"), "{star}");

        // If-None-Match takes precedence: a stale tag gets the file even
        // when If-Modified-Since alone would answer 304.
        let stale = raw_get(
            &app,
            path,
            "If-None-Match: W/\"0-0-identity\"\r\nIf-Modified-Since: Tue, 01 Jan 2030 00:00:00 GMT\r\n",
        )
        .await;
        assert!(stale.starts_with("HTTP/1.1 200"), "{path}: {stale}");
        assert_eq!(etag(&stale), tag);

        let head = raw_head(&app, path, &format!("If-None-Match: {tag}\r\n")).await;
        assert!(head.starts_with("HTTP/1.1 304"), "{path}: {head}");
        let head = raw_head(&app, path, "").await;
        assert!(head.starts_with("HTTP/1.1 200"), "{path}: {head}");
        assert_eq!(etag(&head), tag, "HEAD names the same variant");
    }

    // Each precompressed variant has its own tag (a copy made after the
    // server started is sent once it rechecks the path).
    std::fs::write(site.join("about.html.gz"), gzip(b"<h1>About</h1>")).unwrap();
    let plain = etag(&raw_get(&app, "/about", "").await);
    let gz = raw_get_until(&app, "/about", "Accept-Encoding: gzip\r\n", |res| {
        raw_header(res, "etag").is_some_and(|tag| tag.ends_with("-gzip\""))
    })
    .await;
    assert_eq!(raw_header(&gz, "content-encoding").as_deref(), Some("gzip"));
    assert_ne!(etag(&gz), plain);
    let mismatch = raw_get(
        &app,
        "/about",
        &format!("Accept-Encoding: gzip\r\nIf-None-Match: {plain}\r\n"),
    )
    .await;
    assert!(mismatch.starts_with("HTTP/1.1 200"), "{mismatch}");

    // A changed file gets a new tag, so an old one no longer matches.
    std::fs::write(site.join("blog.html"), "<h1>Blog</h1>").unwrap();
    let old = etag(&raw_get(&app, "/blog", "").await);
    std::fs::write(site.join("blog.html"), "<h1>Blog, with more</h1>").unwrap();
    let res = raw_get_until(&app, "/blog", &format!("If-None-Match: {old}\r\n"), |res| {
        !res.starts_with("HTTP/1.1 304")
    })
    .await;
    assert!(res.starts_with("HTTP/1.1 200"), "{res}");
    assert!(raw_body(&res).contains("with more"), "{res}");
    assert_ne!(etag(&res), old);

    // The not-found page never answers 304, whatever the tag.
    let missing = raw_get(&app, "/no-such-page", "If-None-Match: *\r\n").await;
    assert!(missing.starts_with("HTTP/1.1 404"), "{missing}");
    assert!(raw_header(&missing, "etag").is_none(), "{missing}");
}

async fn raw_head(app: &TestApp, path: &str, extra: &str) -> String {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let addr = app.base.trim_start_matches("http://").to_string();
    let mut stream = tokio::net::TcpStream::connect(&addr).await.unwrap();
    let request =
        format!("HEAD {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n{extra}\r\n");
    stream.write_all(request.as_bytes()).await.unwrap();
    let mut out = Vec::new();
    stream.read_to_end(&mut out).await.unwrap();
    String::from_utf8_lossy(&out).to_string()
}

fn gzip(bytes: &[u8]) -> Vec<u8> {
    // A stored (uncompressed) deflate block is a valid gzip member; the test
    // needs a variant file, not compression.
    let mut out = vec![0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff];
    out.push(1);
    let len = bytes.len() as u16;
    out.extend_from_slice(&len.to_le_bytes());
    out.extend_from_slice(&(!len).to_le_bytes());
    out.extend_from_slice(bytes);
    out.extend_from_slice(&[0; 4]); // CRC-32, unchecked here
    out.extend_from_slice(&(bytes.len() as u32).to_le_bytes());
    out
}

/// The body of a raw response (after the blank line), as bytes of text.
fn raw_body(raw_response: &str) -> &str {
    raw_response.split_once("\r\n\r\n").map_or("", |(_, b)| b)
}

/// Writes `.br` and `.gz` variants for `rel` with marker contents: the server
/// sends a variant's bytes as they are, so which file was sent shows in the
/// body without decoding it.
fn variants(site: &std::path::Path, rel: &str) -> (String, String) {
    let br = format!("BR-VARIANT-OF-{rel}");
    let gz = format!("GZ-VARIANT-OF-{rel}-LONGER");
    std::fs::write(site.join(format!("{rel}.br")), &br).unwrap();
    std::fs::write(site.join(format!("{rel}.gz")), &gz).unwrap();
    (br, gz)
}

/// Issue 12: the export is precompressed at build; `api serve` sends the
/// variant the client prefers, with its own length, tag and the page's type.
#[tokio::test]
async fn precompressed_variants_follow_accept_encoding() {
    let (app, dir) = app_with_site().await;
    let site = dir.path().join("out");
    let (br, gz) = variants(&site, "about.html");
    let plain = std::fs::read_to_string(site.join("about.html")).unwrap();
    let h = |raw: &str, name: &str| raw_header(raw, name);

    for (accept, body, coding) in [
        ("", plain.as_str(), None),
        (
            "Accept-Encoding: gzip, deflate, br, zstd\r\n",
            br.as_str(),
            Some("br"),
        ),
        (
            "Accept-Encoding: br;q=0, gzip\r\n",
            gz.as_str(),
            Some("gzip"),
        ),
        (
            "Accept-Encoding: gzip;q=0.5, br;q=0.4\r\n",
            gz.as_str(),
            Some("gzip"),
        ),
        ("Accept-Encoding: *\r\n", br.as_str(), Some("br")),
        ("Accept-Encoding: identity\r\n", plain.as_str(), None),
        (
            "Accept-Encoding: br;q=0, gzip;q=0\r\n",
            plain.as_str(),
            None,
        ),
        ("Accept-Encoding: BR\r\n", br.as_str(), Some("br")),
    ] {
        let res = raw_get(&app, "/about", accept).await;
        assert!(res.starts_with("HTTP/1.1 200"), "{accept}: {res}");
        assert_eq!(raw_body(&res), body, "{accept}");
        assert_eq!(h(&res, "content-encoding").as_deref(), coding, "{accept}");
        assert_eq!(
            h(&res, "content-length").unwrap(),
            body.len().to_string(),
            "{accept}"
        );
        assert_eq!(
            h(&res, "content-type").as_deref(),
            Some("text/html; charset=utf-8"),
            "{accept}"
        );
        assert_eq!(
            h(&res, "vary").as_deref(),
            Some("accept-encoding"),
            "{accept}"
        );
        let tag = h(&res, "etag").unwrap();
        assert!(tag.starts_with('"'), "a strong tag: {tag}");
        assert!(
            tag.ends_with(&format!("-{}\"", coding.unwrap_or("identity"))),
            "{tag}"
        );
    }

    // Each variant's tag validates that variant only.
    let br_tag = h(
        &raw_get(&app, "/about", "Accept-Encoding: br\r\n").await,
        "etag",
    )
    .unwrap();
    let again = raw_get(
        &app,
        "/about",
        &format!("Accept-Encoding: br\r\nIf-None-Match: {br_tag}\r\n"),
    )
    .await;
    assert!(again.starts_with("HTTP/1.1 304"), "{again}");
    assert_eq!(h(&again, "content-encoding").as_deref(), Some("br"));
    assert_eq!(h(&again, "vary").as_deref(), Some("accept-encoding"));
    assert_eq!(raw_body(&again), "");
    let other = raw_get(
        &app,
        "/about",
        &format!("Accept-Encoding: gzip\r\nIf-None-Match: {br_tag}\r\n"),
    )
    .await;
    assert!(other.starts_with("HTTP/1.1 200"), "{other}");
    assert_eq!(raw_body(&other), gz);

    // HEAD: the variant's headers and length, no body.
    let head = raw_head(&app, "/about", "Accept-Encoding: br\r\n").await;
    assert!(head.starts_with("HTTP/1.1 200"), "{head}");
    assert_eq!(h(&head, "content-length").unwrap(), br.len().to_string());
    assert_eq!(h(&head, "content-encoding").as_deref(), Some("br"));
    assert_eq!(h(&head, "etag").unwrap(), br_tag);
    assert_eq!(raw_body(&head), "");

    // A range is of the bytes sent: the variant's.
    let part = raw_get(
        &app,
        "/about",
        "Accept-Encoding: br\r\nRange: bytes=0-1\r\n",
    )
    .await;
    assert!(part.starts_with("HTTP/1.1 206"), "{part}");
    assert_eq!(raw_body(&part), "BR");
    assert_eq!(
        h(&part, "content-range").unwrap(),
        format!("bytes 0-1/{}", br.len())
    );
    // If-Range with the current tag keeps the range; any other gets it all.
    let kept = raw_get(
        &app,
        "/about",
        &format!("Accept-Encoding: br\r\nRange: bytes=0-1\r\nIf-Range: {br_tag}\r\n"),
    )
    .await;
    assert!(kept.starts_with("HTTP/1.1 206"), "{kept}");
    let whole = raw_get(
        &app,
        "/about",
        "Accept-Encoding: br\r\nRange: bytes=0-1\r\nIf-Range: \"old\"\r\n",
    )
    .await;
    assert!(whole.starts_with("HTTP/1.1 200"), "{whole}");
    assert_eq!(raw_body(&whole), br);
    let beyond = raw_get(&app, "/about", "Range: bytes=999999-\r\n").await;
    assert!(beyond.starts_with("HTTP/1.1 416"), "{beyond}");
    assert_eq!(
        h(&beyond, "content-range").unwrap(),
        format!("bytes */{}", plain.len())
    );

    // Hashed assets too, with their immutable caching and media type.
    let (js_br, _) = variants(&site, "_next/static/chunks/app-3f9a.js");
    let js = raw_get(
        &app,
        "/_next/static/chunks/app-3f9a.js",
        "Accept-Encoding: gzip, br\r\n",
    )
    .await;
    assert_eq!(raw_body(&js), js_br);
    assert_eq!(
        h(&js, "content-type").as_deref(),
        Some("text/javascript; charset=utf-8")
    );
    assert_eq!(
        h(&js, "cache-control").as_deref(),
        Some("public, max-age=31536000, immutable")
    );

    // The not-found page is precompressed like any page, keeps its 404 and
    // carries no validator.
    let (nf_br, _) = variants(&site, "404.html");
    let missing = raw_get(&app, "/no-such-page", "Accept-Encoding: br\r\n").await;
    assert!(missing.starts_with("HTTP/1.1 404"), "{missing}");
    assert_eq!(raw_body(&missing), nf_br);
    assert!(h(&missing, "etag").is_none());

    // A variant is never served by its own name.
    for path in [
        "/about.html.br",
        "/about.br",
        "/_next/static/chunks/app-3f9a.js.gz",
    ] {
        let res = raw_get(&app, path, "").await;
        assert!(res.starts_with("HTTP/1.1 404"), "{path}: {res}");
        assert!(!res.contains("VARIANT-OF"), "{path}");
    }
}

/// A text file the build did not precompress is compressed per request
/// (with a weak tag, the bytes being the compressor's), and a client that
/// accepts no coding gets it as it is with a strong one.
#[tokio::test]
async fn a_file_without_variants_is_compressed_on_the_fly() {
    let (app, _dir) = app_with_site().await;
    let res = raw_get(&app, "/blog", "Accept-Encoding: gzip\r\n").await;
    assert!(res.starts_with("HTTP/1.1 200"), "{res}");
    assert_eq!(
        raw_header(&res, "content-encoding").as_deref(),
        Some("gzip")
    );
    let tag = raw_header(&res, "etag").unwrap();
    assert!(tag.starts_with("W/\""), "{tag}");
    assert_eq!(raw_header(&res, "vary").as_deref(), Some("accept-encoding"));
    let again = raw_get(
        &app,
        "/blog",
        &format!("Accept-Encoding: gzip\r\nIf-None-Match: {tag}\r\n"),
    )
    .await;
    assert!(again.starts_with("HTTP/1.1 304"), "{again}");
    // Brotli too, which every current browser asks for first: a page that is
    // not indexed has no copies in the export (decision 68).
    let br = raw_get(&app, "/blog", "Accept-Encoding: gzip, deflate, br\r\n").await;
    assert!(br.starts_with("HTTP/1.1 200"), "{br}");
    assert_eq!(raw_header(&br, "content-encoding").as_deref(), Some("br"));
    assert!(raw_header(&br, "etag").unwrap().starts_with("W/\""));

    let plain = raw_get(&app, "/blog", "Accept-Encoding: identity\r\n").await;
    assert!(raw_header(&plain, "content-encoding").is_none());
    assert!(raw_header(&plain, "etag").unwrap().starts_with('"'));
    assert!(raw_body(&plain).contains("<title>Blog</title>"));
}

/// Only files inside the export, never hidden ones or links out of it.
#[tokio::test]
async fn only_the_exports_own_files_are_served() {
    let (app, dir) = app_with_site().await;
    let site = dir.path().join("out");
    std::fs::write(dir.path().join("secret.txt"), "SECRET-OUTSIDE").unwrap();
    std::fs::write(site.join(".env"), "SECRET-DOTFILE").unwrap();
    std::fs::create_dir_all(site.join(".git")).unwrap();
    std::fs::write(site.join(".git/config"), "SECRET-GIT").unwrap();
    #[cfg(unix)]
    {
        std::os::unix::fs::symlink(dir.path().join("secret.txt"), site.join("linked.txt")).unwrap();
        std::os::unix::fs::symlink(dir.path().join("secret.txt"), site.join("linked.html"))
            .unwrap();
        // A page whose variant is a link out of the export.
        std::os::unix::fs::symlink(dir.path().join("secret.txt"), site.join("areas.html.br"))
            .unwrap();
        // Issue 19.5: folders linked out of the export, whose own files are
        // regular (the first served /etc/passwd).
        let outside = dir.path().join("outside");
        std::fs::create_dir_all(&outside).unwrap();
        std::fs::write(outside.join("passwd"), "SECRET-IN-LINKED-FOLDER").unwrap();
        std::fs::write(outside.join("index.html"), "SECRET-LINKED-INDEX").unwrap();
        std::fs::write(outside.join("page.html"), "SECRET-LINKED-PAGE").unwrap();
        std::os::unix::fs::symlink(&outside, site.join("linked-folder")).unwrap();
        std::fs::create_dir_all(site.join("real")).unwrap();
        std::os::unix::fs::symlink(&outside, site.join("real/deeper")).unwrap();
    }
    for (path, accept) in [
        ("/../secret.txt", ""),
        ("/%2e%2e/secret.txt", ""),
        ("/..%2fsecret.txt", ""),
        ("/..%5csecret.txt", ""),
        ("/services/..%2f..%2fsecret.txt", ""),
        ("/%00", ""),
        ("/.env", ""),
        ("/.git/config", ""),
        ("/linked.txt", ""),
        ("/linked", ""),
        ("/linked-folder/passwd", ""),
        ("/linked-folder", ""),
        ("/linked-folder/", ""),
        ("/linked-folder/page", ""),
        ("/real/deeper/passwd", ""),
        ("/real/deeper", ""),
        ("/areas", "Accept-Encoding: br\r\n"),
    ] {
        let res = raw_get(&app, path, accept).await;
        assert!(!res.contains("SECRET"), "{path}: {res}");
        assert!(
            res.starts_with("HTTP/1.1 404")
                || res.starts_with("HTTP/1.1 400")
                || res.starts_with("HTTP/1.1 30")
                || path == "/areas",
            "{path}: {res}"
        );
    }
    let areas = raw_get(&app, "/areas", "Accept-Encoding: br\r\n").await;
    assert!(areas.starts_with("HTTP/1.1 200"), "{areas}");
    assert!(
        raw_header(&areas, "etag").unwrap().starts_with("W/"),
        "compressed per request, not the linked variant: {areas}"
    );
}
