//! minijinja templates for email bodies and the few pages the API renders
//! itself (the no-JavaScript thank-you and 'what is missing' pages, newsletter
//! confirmation). HTML templates auto-escape everything a visitor typed.

use minijinja::Environment;
use serde::Serialize;
use std::sync::OnceLock;

fn environment() -> &'static Environment<'static> {
    static ENV: OnceLock<Environment<'static>> = OnceLock::new();
    ENV.get_or_init(|| {
        let mut env = Environment::new();
        env.set_keep_trailing_newline(true);
        // .txt.j2 plain, .html.j2 escaped.
        env.set_auto_escape_callback(|name| {
            if name.ends_with(".html") {
                minijinja::AutoEscape::Html
            } else {
                minijinja::AutoEscape::None
            }
        });
        for (name, source) in [
            (
                "mail/enquiry.txt",
                include_str!("../../templates/mail/enquiry.txt"),
            ),
            (
                "mail/enquiry.html",
                include_str!("../../templates/mail/enquiry.html"),
            ),
            (
                "mail/acknowledgement.txt",
                include_str!("../../templates/mail/acknowledgement.txt"),
            ),
            (
                "mail/acknowledgement.html",
                include_str!("../../templates/mail/acknowledgement.html"),
            ),
            (
                "mail/newsletter-confirm.txt",
                include_str!("../../templates/mail/newsletter-confirm.txt"),
            ),
            (
                "mail/newsletter-confirm.html",
                include_str!("../../templates/mail/newsletter-confirm.html"),
            ),
            (
                "mail/delivery-failure-summary.txt",
                include_str!("../../templates/mail/delivery-failure-summary.txt"),
            ),
            (
                "mail/delivery-failure-summary.html",
                include_str!("../../templates/mail/delivery-failure-summary.html"),
            ),
            (
                "mail/sign-in-alert.txt",
                include_str!("../../templates/mail/sign-in-alert.txt"),
            ),
            (
                "mail/sign-in-alert.html",
                include_str!("../../templates/mail/sign-in-alert.html"),
            ),
            (
                "mail/password-reset.txt",
                include_str!("../../templates/mail/password-reset.txt"),
            ),
            (
                "mail/password-reset.html",
                include_str!("../../templates/mail/password-reset.html"),
            ),
            (
                "mail/daily-digest.txt",
                include_str!("../../templates/mail/daily-digest.txt"),
            ),
            (
                "mail/daily-digest.html",
                include_str!("../../templates/mail/daily-digest.html"),
            ),
            (
                "mail/visit.txt",
                include_str!("../../templates/mail/visit.txt"),
            ),
            (
                "mail/visit.html",
                include_str!("../../templates/mail/visit.html"),
            ),
            (
                "mail/reply.txt",
                include_str!("../../templates/mail/reply.txt"),
            ),
            (
                "mail/reply.html",
                include_str!("../../templates/mail/reply.html"),
            ),
            (
                "mail/review-request.txt",
                include_str!("../../templates/mail/review-request.txt"),
            ),
            (
                "mail/review-request.html",
                include_str!("../../templates/mail/review-request.html"),
            ),
            (
                "mail/quote.txt",
                include_str!("../../templates/mail/quote.txt"),
            ),
            (
                "mail/quote.html",
                include_str!("../../templates/mail/quote.html"),
            ),
            (
                "mail/quote-decided.txt",
                include_str!("../../templates/mail/quote-decided.txt"),
            ),
            (
                "mail/quote-decided.html",
                include_str!("../../templates/mail/quote-decided.html"),
            ),
            (
                "pages/quote.html",
                include_str!("../../templates/pages/quote.html"),
            ),
            (
                "mail/quote-chase.txt",
                include_str!("../../templates/mail/quote-chase.txt"),
            ),
            (
                "mail/quote-chase.html",
                include_str!("../../templates/mail/quote-chase.html"),
            ),
            (
                "mail/consent-ask.txt",
                include_str!("../../templates/mail/consent-ask.txt"),
            ),
            (
                "mail/consent-ask.html",
                include_str!("../../templates/mail/consent-ask.html"),
            ),
            (
                "mail/consent-withdrawn.txt",
                include_str!("../../templates/mail/consent-withdrawn.txt"),
            ),
            (
                "mail/consent-withdrawn.html",
                include_str!("../../templates/mail/consent-withdrawn.html"),
            ),
            (
                "pages/consent.html",
                include_str!("../../templates/pages/consent.html"),
            ),
            (
                "pages/layout.html",
                include_str!("../../templates/pages/layout.html"),
            ),
            (
                "pages/thanks.html",
                include_str!("../../templates/pages/thanks.html"),
            ),
            (
                "pages/problem.html",
                include_str!("../../templates/pages/problem.html"),
            ),
            (
                "pages/postcode.html",
                include_str!("../../templates/pages/postcode.html"),
            ),
            (
                "pages/newsletter.html",
                include_str!("../../templates/pages/newsletter.html"),
            ),
        ] {
            env.add_template(name, source)
                .expect("built-in templates parse");
        }
        env
    })
}

/// Renders a built-in template. Templates and their contexts are ours, so a
/// failure is a bug; it is reported as an error rather than a panic.
pub fn render(name: &str, ctx: impl Serialize) -> Result<String, RenderError> {
    environment()
        .get_template(name)
        .and_then(|t| t.render(ctx))
        .map_err(|source| RenderError {
            name: name.to_string(),
            source,
        })
}

/// A built-in template that would not render (a bug in it or its context).
#[derive(Debug, thiserror::Error)]
#[error("rendering {name}")]
pub struct RenderError {
    pub name: String,
    #[source]
    pub source: minijinja::Error,
}

/// The business facts every template can use.
#[derive(Serialize)]
pub struct BusinessCtx {
    pub name: &'static str,
    pub phone: &'static str,
    pub phone_e164: &'static str,
    pub whatsapp: &'static str,
    pub email: &'static str,
    pub legal_name: &'static str,
    pub company_number: &'static str,
    pub site_url: String,
    /// Every time we promise, worded once in the catalogue (issue 31.3):
    /// templates print its sentences and never compose their own.
    pub promises: content_model::Promises,
    /// The gas emergency line's name and number, national and E.164, from the catalogue.
    pub gas_line: &'static str,
    pub gas_emergency: &'static str,
    pub gas_emergency_e164: &'static str,
}

pub fn business(site_url: &str) -> BusinessCtx {
    let b = content::business();
    BusinessCtx {
        name: b.name,
        phone: b.phone.display(),
        phone_e164: b.phone.e164(),
        whatsapp: b.whatsapp.whatsapp_digits(),
        email: b.email,
        legal_name: b.legal_name,
        company_number: b.company_number,
        site_url: site_url.trim_end_matches('/').to_string(),
        promises: content_model::Promises::of(&b),
        gas_line: b.gas_emergency.name,
        gas_emergency: b.gas_emergency.phone.display(),
        gas_emergency_e164: b.gas_emergency.phone.e164(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The gas emergency line in the emergency thank-you page and the
    /// acknowledgement email is the catalogue's, not a retyped number.
    #[test]
    fn emergency_texts_give_the_catalogues_gas_line() {
        let line = content::business().gas_emergency.phone;
        let b = business("https://www.example.co.uk");
        let promise = b.promises.at(true, &content_model::Office::Open, true);
        let page = render(
            "pages/thanks.html",
            minijinja::context! { b, title => "Emergency Request Sent!", emergency => true, id => 7, back => "/", promise },
        )
        .unwrap();
        // minijinja escapes the `+` of the tel: link in HTML.
        assert!(page.contains(line.display()), "{page}");
        let e = minijinja::context! { is_emergency => true };
        let b = business("https://www.example.co.uk");
        let text = render(
            "mail/acknowledgement.txt",
            minijinja::context! { b, e, promise },
        )
        .unwrap();
        assert!(
            text.contains(&format!(
                "call the gas emergency line free on {}.",
                line.display()
            )),
            "{text}"
        );
    }

    /// Gas first (issue 31.1): every page and email the API renders for an
    /// enquiry that reports a gas smell gives the gas line's number before
    /// any call to action (ours, or the customer's number in the owner's
    /// email), by the same rule `codegen audit-export` applies to the site.
    #[test]
    fn gas_enquiry_pages_and_mails_put_the_gas_line_first() {
        let rule = content_model::gas_first::of(&content::business());
        let message = "I can smell gas in the kitchen and the boiler has gone out";
        let mut rendered = Vec::new();
        for emergency in [true, false] {
            let b = business("https://www.example.co.uk");
            let promise = b.promises.at(emergency, &content_model::Office::Open, true);
            let page = render(
                "pages/thanks.html",
                minijinja::context! { b, title => "Sent", emergency, id => 7, back => "/contact", promise },
            )
            .unwrap();
            rendered.push((format!("thanks (emergency: {emergency})"), page));
            let e = minijinja::context! {
                is_emergency => emergency, name => "Ailsa Gray", phone => "07700 900123",
                email => "ailsa@example.com", service => "Boiler Services", message,
                location => "Partick", page_path => "/emergency",
            };
            for name in [
                "mail/acknowledgement.html",
                "mail/acknowledgement.txt",
                "mail/enquiry.html",
                "mail/enquiry.txt",
            ] {
                let b = business("https://www.example.co.uk");
                let ctx = minijinja::context! {
                    b, e => e.clone(), id => 7, received => "27 Nov 2026, 17:30",
                    lead_url => "https://www.example.co.uk/admin#/leads/7", gas => true, promise,
                };
                rendered.push((
                    format!("{name} (emergency: {emergency})"),
                    render(name, ctx).unwrap(),
                ));
            }
        }
        for (what, text) in &rendered {
            let problems = rule.html_problems(text);
            assert!(problems.is_empty(), "{what}: {problems:?}\n{text}");
        }
        // The owner's email names the gas line only when the message mentions gas.
        let owner = rendered
            .iter()
            .find(|(w, _)| w.starts_with("mail/enquiry.html"))
            .unwrap();
        assert!(
            owner.1.contains("The message mentions a gas smell or leak"),
            "{}",
            owner.1
        );

        // Bites: the acknowledgement as it was (our number, then the gas line)
        // and the owner's email without the gas line both fail.
        let old_ack = "<p><strong>An engineer will call you back within 1 hour.</strong> If things get worse, \
            call us on <a href=\"tel:&#x2b;441414960123\">0141 496 0123</a>. If you smell gas, leave the property \
            and call the gas emergency line free on <a href=\"tel:&#x2b;44800111999\">0800 111 999</a>.</p>";
        let p = rule.html_problems(old_ack);
        assert_eq!(p.len(), 1, "{p:?}");
        assert!(p[0].to_string().contains("gives our call link tel:01414960123 before the National Gas Emergency Service number"), "{}", p[0]);
        let b = business("https://www.example.co.uk");
        let without = render(
            "mail/enquiry.html",
            minijinja::context! {
                b, id => 7, received => "now", lead_url => "/admin", gas => false,
                promise => content_model::Promises::of(&content::business()).at(true, &content_model::Office::Open, true),
                e => minijinja::context! { is_emergency => true, name => "A", phone => "07700 900123", service => "Boiler Services", message },
            },
        )
        .unwrap();
        assert!(
            rule.html_problems(&without)[0]
                .to_string()
                .contains("beside our call link tel:07700900123 but never gives")
        );
    }

    /// Every text the API shows or sends about a request states the one
    /// promise (issue 31.3): the thank-you page without JavaScript, the
    /// acknowledgement (text and HTML) and the owner's notification, for a
    /// quote and for an emergency, each carries the catalogue's sentence and
    /// no promise worded otherwise ('respond immediately', a reply time
    /// without 'during opening hours', a fixed price by reply).
    #[test]
    fn every_reader_states_the_one_promise() {
        let p = content_model::Promises::of(&content::business());
        let html_text = |html: &str| {
            // The words a reader sees: tags dropped, minijinja's escapes read back.
            let mut out = String::new();
            let mut in_tag = false;
            for c in html.chars() {
                match c {
                    '<' => in_tag = true,
                    '>' => {
                        in_tag = false;
                        out.push(' ');
                    }
                    c if !in_tag => out.push(c),
                    _ => {}
                }
            }
            out.replace("&#x27;", "'")
                .replace("&#x2f;", "/")
                .replace("&amp;", "&")
        };
        // Sent in opening hours, and at night with the office closed (issue
        // 33.8: the reply is then promised for when it opens).
        let closed = content_model::Office::Closed {
            opens: "07:00".into(),
            day: "tomorrow".into(),
        };
        for (emergency, office) in [
            (false, content_model::Office::Open),
            (true, content_model::Office::Open),
            (false, closed.clone()),
            (true, closed),
        ] {
            let title = if emergency {
                &p.emergency_sent.title
            } else {
                &p.quote_sent.title
            };
            let promise = p.at(emergency, &office, false);
            let (sent, line) = (&promise.sent, &promise.line);
            if office == content_model::Office::Open {
                let (open_sent, open_line) = if emergency {
                    (&p.emergency_sent.text, &p.callback_line)
                } else {
                    (&p.quote_sent.text, &p.reply_line)
                };
                assert_eq!((sent, line), (open_sent, open_line));
            } else {
                assert!(line.contains("after we open at 07:00 tomorrow"), "{line}");
            }
            let e = minijinja::context! {
                is_emergency => emergency, service => "Boiler Services", name => "Ann", phone => "0141 496 0000",
            };
            let b = || business("https://www.example.co.uk");
            let readers = [
                (
                    "pages/thanks.html",
                    html_text(&render("pages/thanks.html", minijinja::context! { b => b(), title, emergency, id => 7, back => "/", promise }).unwrap()),
                    vec![title, sent],
                ),
                (
                    "mail/acknowledgement.txt",
                    render("mail/acknowledgement.txt", minijinja::context! { b => b(), e, id => 7, promise }).unwrap(),
                    vec![line],
                ),
                (
                    "mail/acknowledgement.html",
                    html_text(&render("mail/acknowledgement.html", minijinja::context! { b => b(), e, id => 7, promise }).unwrap()),
                    vec![line],
                ),
                (
                    "mail/enquiry.txt",
                    render("mail/enquiry.txt", minijinja::context! { b => b(), e, id => 7, received => "now", lead_url => "/", promise }).unwrap(),
                    vec![sent],
                ),
                (
                    "mail/enquiry.html",
                    html_text(&render("mail/enquiry.html", minijinja::context! { b => b(), e, id => 7, received => "now", lead_url => "/", promise }).unwrap()),
                    vec![sent],
                ),
            ];
            for (name, text, promised) in readers {
                for sentence in promised {
                    assert!(
                        text.contains(sentence.as_str()),
                        "{name} (emergency: {emergency}) does not say the catalogue's `{sentence}`:\n{text}"
                    );
                }
                let wrong = content_model::promises::misstated(&text, &p);
                assert!(
                    wrong.is_empty(),
                    "{name} (emergency: {emergency}) words a promise otherwise: {wrong:?}"
                );
            }
        }
    }
}
