//! `codegen check` on the review platforms (issue 34.1): an empty list,
//! a duplicate key and a link that is not https each fail, naming the field.

use crate::broken;

use broken::{assert_names, leak, report_for};
use content_model::*;

fn platform(key: &'static str, review_url: &'static str) -> ReviewPlatform {
    ReviewPlatform {
        key,
        name: "Google",
        review_url,
        url_hosts: &["www.google.com"],
    }
}

#[test]
fn an_empty_list_fails() {
    let mut c = content::catalogue();
    c.business.review_platforms = &[];
    assert_names(&report_for(c), "business", "review_platforms");
}

#[test]
fn a_duplicate_key_fails() {
    let mut c = content::catalogue();
    c.business.review_platforms = leak(vec![
        platform("google", "https://g.page/r/one/review"),
        platform("google", "https://g.page/r/two/review"),
    ]);
    let r = report_for(c);
    assert_names(&r, "business.review_platforms[google]", "key");
    assert!(r.contains("must be unique"), "{r}");
}

#[test]
fn a_link_that_is_not_https_fails() {
    let mut c = content::catalogue();
    c.business.review_platforms = leak(vec![
        platform("google", "http://g.page/r/one/review"),
        ReviewPlatform {
            url_hosts: &["https://www.trustpilot.com/"],
            ..platform("Trust Pilot", "https://www.trustpilot.com/evaluate/x")
        },
    ]);
    let r = report_for(c);
    assert_names(&r, "business", "review_platforms[0].review_url");
    assert_names(&r, "business", "review_platforms[1].key");
    assert_names(&r, "business", "review_platforms[1].url_hosts[0]");
}
