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
        ..Default::default()
    })
    .await;
    (app, dir)
}

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
