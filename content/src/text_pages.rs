use content_model::*;

pub(crate) const ABOUT: TextPage = TextPage {
    slug: Slug::new("about"),
    title: "About Us",
    description: "A Glasgow trades company since 2014, with Gas Safe and NICEIC registered teams, free written quotes, a 12-month guarantee and a 24/7 emergency service.",
    updated: IsoDate::new(2026, 11, 1),
    body_markdown: include_str!("../pages/about.md"),
};

pub(crate) const PRIVACY: TextPage = TextPage {
    slug: Slug::new("privacy"),
    title: "Privacy Policy",
    description: "How we collect, use and protect personal information when you use our website or ask for a quote, and your rights under UK GDPR and the Data Protection Act.",
    updated: IsoDate::new(2026, 11, 1),
    body_markdown: include_str!("../pages/privacy.md"),
};

pub(crate) const TERMS: TextPage = TextPage {
    slug: Slug::new("terms"),
    title: "Terms and Conditions",
    description: "Our terms for quotes, bookings, call-outs, payment and our 12-month workmanship guarantee, with your cancellation and statutory rights explained.",
    updated: IsoDate::new(2026, 11, 1),
    body_markdown: include_str!("../pages/terms.md"),
};
