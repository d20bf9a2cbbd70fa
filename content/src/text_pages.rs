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
    updated: IsoDate::new(2026, 11, 23),
    body_markdown: include_str!("../pages/privacy.md"),
};

pub(crate) const TERMS: TextPage = TextPage {
    slug: Slug::new("terms"),
    title: "Terms and Conditions",
    description: "Our terms for quotes, bookings, call-out charges, payment and our workmanship guarantee, with your cancellation and statutory rights explained.",
    updated: IsoDate::new(2026, 11, 23),
    body_markdown: include_str!("../pages/terms.md"),
};
