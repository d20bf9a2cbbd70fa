use content_model::*;

pub(crate) const ABOUT: TextPage = TextPage {
    slug: Slug::new("about"),
    title: "About Us",
    description: "A Glasgow trades company with Gas Safe and NICEIC registered teams, free written quotes, a workmanship guarantee and an emergency service for the jobs that cannot wait.",
    updated: IsoDate::new(2026, 11, 23),
    body_markdown: include_str!("../pages/about.md"),
};

pub(crate) const PRIVACY: TextPage = TextPage {
    slug: Slug::new("privacy"),
    title: "Privacy Policy",
    description: "What personal information we collect when you use our website, ask for a quote or contact us, why, how long we keep it, who else handles it, and your rights under UK data protection law.",
    updated: IsoDate::new(2026, 11, 27),
    body_markdown: include_str!("../pages/privacy.md"),
};

pub(crate) const TERMS: TextPage = TextPage {
    slug: Slug::new("terms"),
    title: "Terms and Conditions",
    description: "Our terms for quotes, bookings, call-out charges, payment and our workmanship guarantee, with your cancellation and statutory rights explained.",
    updated: IsoDate::new(2026, 11, 27),
    body_markdown: include_str!("../pages/terms.md"),
};

/// The model cancellation form of the Consumer Contracts Regulations 2013
/// (Schedule 3, part B), with our details filled in (issue 31.6).
pub(crate) const CANCELLATION_FORM: TextPage = TextPage {
    slug: Slug::new("cancellation-form"),
    title: "Cancellation Form",
    description: "The model cancellation form for cancelling a contract with us within the cancellation period, with our name, address and email filled in.",
    updated: IsoDate::new(2026, 11, 27),
    body_markdown: include_str!("../pages/cancellation-form.md"),
};
