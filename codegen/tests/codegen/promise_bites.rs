//! Issue 31.3 bites: a time promise worded otherwise than the catalogue's
//! one source, in the catalogue's copy or on a built page, with the text
//! that was wrong on main, and the corrected text passing.

use crate::broken;
use crate::one_page;

use broken::leak_str;
use codegen::run_check;
use content_model::validate::Assets;
use one_page::{audit_problems, page};

#[test]
fn a_promise_worded_otherwise_in_the_catalogue_fails_the_check() {
    let mut c = content::catalogue();
    // main's about page, and main's service-in-area quote intro as copy.
    c.about.body_markdown = leak_str(&c.about.body_markdown.replace(
        "We reply to enquiries {{reply}}.",
        "During opening hours we aim to reply to enquiries within 20 minutes.",
    ));
    c.services[2].long_description = leak_str(&format!(
        "{} Describe the job and we’ll get back to you within 1 hour with a clear, fixed price.",
        c.services[2].long_description
    ));
    let slug = c.services[2].slug;
    let r = run_check(&c, &Assets::default())
        .expect_err("the promises should fail the check")
        .to_string();
    assert!(r.contains("pages[about].body_markdown:"), "{r}");
    assert!(r.contains("other than the catalogue's"), "{r}");
    assert!(
        r.contains(&format!("services[{slug}].long_description:"))
            && r.contains("fixed price by reply"),
        "{r}"
    );
    assert!(run_check(&content::catalogue(), &Assets::default()).is_ok());
}

#[test]
fn audit_export_finds_a_promise_worded_otherwise() {
    let promises = content_model::Promises::of(&content::business());
    // main's contact page intro and its quote form's line: a fixed price by
    // reply, and a reply time without its condition.
    let wrong = page(
        "Contact Us",
        "Call or write.",
        "<p>Tell us what you need and where you are. We reply within 15 minutes during opening hours with a fixed price or a time to visit.</p>\
         <p>Thank you for your request. We'll get back to you within 15 minutes!</p>\
         <p>We've received your emergency request and will respond immediately!</p>",
    );
    let found = audit_problems("/contact", "contact", &wrong);
    for what in [
        "fixed price by reply",
        "other than the catalogue's",
        "immediate answer",
    ] {
        assert!(
            found.iter().any(|p| p.contains(what)),
            "{what} in {found:?}"
        );
    }
    let right = page(
        "Contact Us",
        "Call or write.",
        &format!(
            "<p>Tell us what you need and where you are. {} {}</p><p>{}</p><p>{}</p>",
            promises.reply_line,
            promises.quote,
            promises.quote_sent.text,
            promises.emergency_sent.text
        ),
    );
    assert_eq!(
        audit_problems("/contact", "contact", &right),
        Vec::<String>::new()
    );
}
