//! A one-page export for the audit's bites tests (promise_bites, sample_bites).

use codegen::audit::read_export;

/// A one-route export in a temporary folder: `routes.json` and the page.
pub fn export(path: &str, page_type: &str, html: &str) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    let routes = serde_json::json!([{ "path": path, "pageType": page_type, "params": {}, "indexable": false }]);
    std::fs::write(dir.path().join("routes.json"), routes.to_string()).unwrap();
    let file = dir
        .path()
        .join(format!("{}.html", path.trim_start_matches('/')));
    std::fs::write(file, html).unwrap();
    dir
}

/// A page with a title, a description and its main content.
pub fn page(title: &str, description: &str, main: &str) -> String {
    format!(
        "<html><head><title>{title}</title><meta name=\"description\" content=\"{description}\"/></head><body><main>{main}</main></body></html>"
    )
}

/// What the audit says of that page's copy.
pub fn audit_problems(path: &str, page_type: &str, html: &str) -> Vec<String> {
    let dir = export(path, page_type, html);
    let pages = read_export(dir.path(), false).unwrap();
    pages[0].claim_problems.clone()
}
