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
                include_str!("../templates/mail/enquiry.txt"),
            ),
            (
                "mail/enquiry.html",
                include_str!("../templates/mail/enquiry.html"),
            ),
            (
                "mail/acknowledgement.txt",
                include_str!("../templates/mail/acknowledgement.txt"),
            ),
            (
                "mail/acknowledgement.html",
                include_str!("../templates/mail/acknowledgement.html"),
            ),
            (
                "mail/newsletter-confirm.txt",
                include_str!("../templates/mail/newsletter-confirm.txt"),
            ),
            (
                "mail/newsletter-confirm.html",
                include_str!("../templates/mail/newsletter-confirm.html"),
            ),
            (
                "mail/delivery-failure-summary.txt",
                include_str!("../templates/mail/delivery-failure-summary.txt"),
            ),
            (
                "mail/delivery-failure-summary.html",
                include_str!("../templates/mail/delivery-failure-summary.html"),
            ),
            (
                "mail/sign-in-alert.txt",
                include_str!("../templates/mail/sign-in-alert.txt"),
            ),
            (
                "mail/sign-in-alert.html",
                include_str!("../templates/mail/sign-in-alert.html"),
            ),
            (
                "mail/password-reset.txt",
                include_str!("../templates/mail/password-reset.txt"),
            ),
            (
                "mail/password-reset.html",
                include_str!("../templates/mail/password-reset.html"),
            ),
            (
                "mail/daily-digest.txt",
                include_str!("../templates/mail/daily-digest.txt"),
            ),
            (
                "mail/daily-digest.html",
                include_str!("../templates/mail/daily-digest.html"),
            ),
            (
                "pages/layout.html",
                include_str!("../templates/pages/layout.html"),
            ),
            (
                "pages/thanks.html",
                include_str!("../templates/pages/thanks.html"),
            ),
            (
                "pages/problem.html",
                include_str!("../templates/pages/problem.html"),
            ),
            (
                "pages/postcode.html",
                include_str!("../templates/pages/postcode.html"),
            ),
            (
                "pages/newsletter.html",
                include_str!("../templates/pages/newsletter.html"),
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
pub fn render(name: &str, ctx: impl Serialize) -> Result<String, String> {
    environment()
        .get_template(name)
        .and_then(|t| t.render(ctx))
        .map_err(|e| format!("rendering {name}: {e}"))
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
    /// 'within 15 minutes' (quote replies in opening hours), from the catalogue.
    pub reply: String,
    /// 'within 1 hour' (emergency call-backs), from the catalogue.
    pub callback: String,
    /// The gas emergency line's number, national and E.164, from the catalogue.
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
        reply: b.claims.reply_text(),
        callback: b.claims.callback_text(),
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
        let page = render(
            "pages/thanks.html",
            minijinja::context! { b, title => "Emergency Request Sent!", emergency => true, id => 7, back => "/" },
        )
        .unwrap();
        // minijinja escapes the `+` of the tel: link in HTML.
        assert!(page.contains(line.display()), "{page}");
        let e = minijinja::context! { is_emergency => true };
        let b = business("https://www.example.co.uk");
        let text = render("mail/acknowledgement.txt", minijinja::context! { b, e }).unwrap();
        assert!(
            text.contains(&format!(
                "call the gas emergency line free on {}.",
                line.display()
            )),
            "{text}"
        );
    }
}
