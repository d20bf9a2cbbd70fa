//! Issue 31.6-7: the terms state the consumer law's cancellation periods,
//! exceptions, form and remedies; the privacy notice renders every period and
//! stored item from the code's own values. Each rule fails on the text main
//! had (ce6484e, kept in `fixtures/`) naming the page and the field, and the
//! catalogue as fixed passes.

use crate::broken;

use broken::report_for;
use content_model::{legal, privacy};

#[test]
fn terms_without_the_goods_period_the_form_or_the_goods_remedies_fail() {
    let mut c = content::catalogue();
    c.terms.body_markdown = include_str!("fixtures/terms-ce6484e.md");
    let r = report_for(c);
    for (lacks, reported) in [
        ("the goods period", "contract that includes goods"),
        ("the form", "model cancellation form"),
        (
            "the goods' exception",
            "made to the consumer's specification",
        ),
        (
            "the short-term right to reject",
            "short-term right to reject",
        ),
        ("repair or replacement", "repair or replacement of goods"),
        ("the final right to reject", "final right to reject"),
        ("the six-month presumption", "within six months"),
        ("repeat performance", "repeat performance"),
    ] {
        assert!(
            r.lines()
                .any(|l| l.contains("pages[terms].body_markdown:") && l.contains(reported)),
            "{lacks} is not reported:\n{r}"
        );
    }
    // What main's terms did state is not reported.
    assert!(!r.contains("urgent-repair exception"), "{r}");
}

#[test]
fn a_figure_typed_in_place_of_its_placeholder_does_not_count() {
    let mut c = content::catalogue();
    let typed = c.terms.body_markdown.replace(
        "{{cancellation_days}} days after the day the goods",
        "14 days after the day the goods",
    );
    c.terms.body_markdown = Box::leak(typed.into_boxed_str());
    let r = report_for(c);
    assert!(r.contains("pages[terms].body_markdown: does not state the cancellation period of a contract that includes goods"), "{r}");
}

#[test]
fn the_privacy_notice_of_main_fails_naming_its_typed_periods() {
    let mut c = content::catalogue();
    c.privacy.body_markdown = include_str!("fixtures/privacy-ce6484e.md");
    let r = report_for(c);
    for typed in ["`30 days`", "`24 hours`"] {
        assert!(
            r.lines().any(
                |l| l.contains("pages[privacy].body_markdown: types the period")
                    && l.contains(typed)
            ),
            "{typed} is not reported:\n{r}"
        );
    }
    for missing in ["visitor_storage", "backup_retention", "alert_max_age"] {
        assert!(
            r.contains(&format!(
                "pages[privacy].body_markdown: does not state `{{{{{missing}}}}}`"
            )),
            "{missing} is not reported:\n{r}"
        );
    }
}

/// The rendered pages say what the typed facts hold.
#[test]
fn the_rendered_pages_state_the_facts_and_link_the_form() {
    let cat = content::catalogue();
    let derived = codegen::facts::Derived {
        cat: &cat,
        build_year: 2026,
        site_url: "https://example.test",
    };
    let terms = content_model::markdown::to_html(&derived.render_page(cat.terms.body_markdown));
    assert!(
        terms.contains(&format!("href=\"{}\"", legal::CANCELLATION_FORM_PATH)),
        "{terms}"
    );
    assert!(terms.contains("14 days after the day the goods come into your physical possession"));
    assert!(terms.contains("within 30 days of the day it became yours"));
    // Issue 31.5: the terms say who applies for a building warrant and
    // whether our prices include its fee, as the service pages do.
    let warrant = cat.building_standards.note(&[]);
    let text = terms.replace('\u{2019}', "'");
    for sentence in [&warrant.applicant, &warrant.fee] {
        assert!(
            text.contains(&sentence.replace('\u{2019}', "'")),
            "the terms do not say: {sentence}\n{terms}"
        );
    }
    let form = derived.render_page(cat.cancellation_form.body_markdown);
    let o = &cat.business.registered_office;
    assert!(
        form.contains(cat.business.legal_name) && form.contains(o.postcode),
        "{form}"
    );
    assert!(form.contains("Signature of consumer(s) (only if this form is notified on paper)"));

    let notice = derived.render_page(cat.privacy.body_markdown);
    for item in privacy::BROWSER_STORAGE {
        assert!(
            notice.contains(&format!("`{}`", item.name)),
            "{} is not listed",
            item.name
        );
    }
    for fact in [
        "10 minutes",             // RATE_WINDOW_SECS, the API's default
        "24 hours",               // RATE_WINDOW_MAX_SECS, the API's cap
        "5 minutes",              // ALERT_MAX_AGE_SECS, the API's default
        "no longer than 30 days", // LOG_RETENTION_DAYS, journald
        "when it is 30 days old", // BACKUP_RETENTION_DAYS, the backup timer
        "Firebase Cloud Messaging",
        "Apple’s Push Notification service",
        "Mozilla’s push service",
    ] {
        assert!(notice.contains(fact), "the notice does not say `{fact}`");
    }
    assert!(!notice.contains("{{"), "a placeholder is left unrendered");
}

#[test]
fn the_cancellation_form_is_a_route_not_indexed() {
    let cat = content::catalogue();
    let routes = codegen::routes::all(&cat);
    let r = routes
        .iter()
        .find(|r| r.path == legal::CANCELLATION_FORM_PATH)
        .expect("the form has a route");
    assert_eq!(r.page_type(), content_model::PageType::CancellationForm);
    assert!(!r.indexable);
}
