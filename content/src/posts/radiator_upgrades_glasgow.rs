//! The article `/blog/radiator-upgrades-glasgow`; its body is `content/posts/radiator-upgrades-glasgow.md`.
use content_model::*;

pub(crate) const POST: Post = Post {
    slug: Slug::new("radiator-upgrades-glasgow"),
    title: "Radiator Upgrades for Glasgow Homes: Sizing, Valves and Sludge",
    excerpt: "Choosing, sizing and maintaining radiators for Glasgow homes, from bleeding and balancing to TRVs, column radiators and getting ready for a heat pump.",
    category: PostCategory::HeatingAndEnergy,
    tags: &[
        "radiators",
        "heating",
        "heat pumps",
        "energy saving",
        "maintenance",
    ],
    date: IsoDate::new(2025, 5, 27),
    image_alt: "Illustration of a white column radiator beneath a tall sash window",
    body_markdown: include_str!("../../posts/radiator-upgrades-glasgow.md"),
};
