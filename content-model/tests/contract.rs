//! Runs the shared contact-request test vectors (also run by the site's zod tests).

use content_model::ContactRequest;
use serde_json::Value;

fn vectors() -> Value {
    serde_json::from_str(include_str!("../contract/contact-vectors.json"))
        .expect("vectors file is JSON")
}

fn request(case: &Value) -> ContactRequest {
    serde_json::from_value(case["request"].clone())
        .unwrap_or_else(|e| panic!("case `{}` is not a contact request: {e}", case["case"]))
}

#[test]
fn valid_vectors_pass() {
    let v = vectors();
    let cases = v["valid"].as_array().unwrap();
    assert!(cases.len() >= 5);
    for case in cases {
        let result = request(case).validate();
        assert!(
            result.is_ok(),
            "case `{}` should be valid but failed with {:?}",
            case["case"],
            result.err()
        );
    }
}

#[test]
fn invalid_vectors_fail_on_exactly_the_listed_fields_with_their_kinds() {
    let v = vectors();
    let cases = v["invalid"].as_array().unwrap();
    assert!(cases.len() >= 10);
    for case in cases {
        let errors = request(case)
            .validate()
            .expect_err(&format!("case `{}` should be invalid", case["case"]));
        // Each failing field with its kind, as the wire names it.
        let got: Value = serde_json::to_value(
            errors
                .iter()
                .map(|(field, e)| (field.clone(), e.kind))
                .collect::<std::collections::BTreeMap<_, _>>(),
        )
        .unwrap();
        assert_eq!(got, case["errors"], "case `{}`", case["case"]);
        for (field, error) in &errors {
            let message = &error.message;
            assert!(
                !message.is_empty() && message.chars().next().unwrap().is_uppercase(),
                "case `{}`: message for {field} should be a sentence",
                case["case"]
            );
        }
    }
}

#[test]
fn valid_requests_are_trimmed() {
    let r = ContactRequest {
        name: "  Ross ".into(),
        phone: " 0141 496 0123 ".into(),
        service: " Drain Unblocking ".into(),
        ..Default::default()
    };
    let ok = r.validate().unwrap();
    assert_eq!(ok.name, "Ross");
    assert_eq!(ok.phone, "0141 496 0123");
    assert_eq!(ok.service.as_str(), "Drain Unblocking");
}

#[test]
fn honeypot_marks_spam() {
    let mut r = ContactRequest::default();
    assert!(!r.is_spam());
    r.website = Some("http://spam.example".into());
    assert!(r.is_spam());
}

/// Issue 13.4: a call or chat click is read as the site's beacon sends it,
/// and anything else (another kind, a stray field) is refused.
#[test]
fn contact_clicks_read_the_beacons_shape_and_refuse_anything_else() {
    use content_model::PageType;
    use content_model::contract::{ContactClick, ContactKind};
    let click: ContactClick = serde_json::from_str(
        r#"{"path":"/about","pageType":"about","kind":"whatsapp","utmSource":"google"}"#,
    )
    .unwrap();
    assert_eq!(click.page_type, PageType::About);
    assert_eq!(click.kind, ContactKind::Whatsapp);
    assert_eq!(click.kind.as_str(), "whatsapp");
    assert_eq!(click.utm_source.as_deref(), Some("google"));
    assert_eq!(click.utm_campaign, None);
    let call: ContactClick =
        serde_json::from_str(r#"{"path":"/","pageType":"home","kind":"call"}"#).unwrap();
    assert_eq!(call.kind.as_str(), "call");
    for (body, says) in [
        (r#"{"path":"/","pageType":"home","kind":"sms"}"#, "sms"),
        (r#"{"path":"/","pageType":"home"}"#, "kind"),
        (
            r#"{"path":"/","pageType":"home","kind":"call","visitor":"x"}"#,
            "visitor",
        ),
    ] {
        let e = serde_json::from_str::<ContactClick>(body).unwrap_err();
        assert!(e.to_string().contains(says), "{body}: {e}");
    }
}
