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
