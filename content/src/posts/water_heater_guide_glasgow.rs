//! The article `/blog/water-heater-guide-glasgow`; its body is `content/posts/water-heater-guide-glasgow.md`.
use content_model::*;

pub(crate) const POST: Post = Post {
    slug: Slug::new("water-heater-guide-glasgow"),
    title: "Hot Water Options for Glasgow Homes: Boilers, Cylinders and More",
    excerpt: "Combi, system or regular boiler, unvented cylinder, immersion, electric or heat pump: how to choose the right hot water set-up for your home and household.",
    category: PostCategory::HeatingAndEnergy,
    tags: &["hot water", "boilers", "cylinders", "heat pumps", "flats"],
    date: IsoDate::new(2025, 6, 17),
    image_alt: "Illustration of a hot water cylinder and wall-mounted boiler in a cupboard",
    body_markdown: include_str!("../../posts/water-heater-guide-glasgow.md"),
};
