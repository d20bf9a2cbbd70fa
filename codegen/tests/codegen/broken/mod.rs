//! A broken catalogue for the check's bites tests (check_bites, cover_bites,
//! legal_bites, promise_bites): run the check, expect it to fail, and find
//! the record and field each problem names. One copy for every suite.
#![allow(dead_code)] // each suite uses the helpers it needs

use codegen::run_check;
use content_model::Catalogue;
use content_model::validate::Assets;

/// A list that lives as long as the catalogue it is put into.
pub fn leak<T>(items: Vec<T>) -> &'static [T] {
    Box::leak(items.into_boxed_slice())
}

/// A text that lives as long as the catalogue it is put into.
pub fn leak_str(text: &str) -> &'static str {
    Box::leak(text.to_string().into_boxed_str())
}

/// Runs the check on a broken catalogue and returns the report, asserting it failed.
pub fn report_for(broken: Catalogue) -> String {
    run_check(&broken, &Assets::default())
        .expect_err("the broken catalogue should fail the check")
        .to_string()
}

pub fn assert_names(report: &str, record: &str, field: &str) {
    let expected = format!("{record}.{field}:");
    assert!(
        report.contains(&expected),
        "expected a problem at `{expected}`; got:\n{report}"
    );
}
