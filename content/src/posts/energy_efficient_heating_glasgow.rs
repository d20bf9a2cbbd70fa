//! The article `/blog/energy-efficient-heating-glasgow`; its body is `content/posts/energy-efficient-heating-glasgow.md`.
use content_model::*;

pub(crate) const POST: Post = Post {
    slug: Slug::new("energy-efficient-heating-glasgow"),
    title: "Energy-Efficient Heating for Glasgow Homes: Boilers to Heat Pumps",
    excerpt: "Practical ways to heat a Glasgow home for less, from insulation and boiler settings to weather compensation, heat pumps and Home Energy Scotland advice.",
    category: PostCategory::HeatingAndEnergy,
    tags: &[
        "heating",
        "energy saving",
        "boilers",
        "heat pumps",
        "insulation",
    ],
    date: IsoDate::new(2025, 9, 9),
    image_alt: "Illustration of a tenement flat with a radiator, thermostat and loft insulation",
    body_markdown: include_str!("../../posts/energy-efficient-heating-glasgow.md"),
};
