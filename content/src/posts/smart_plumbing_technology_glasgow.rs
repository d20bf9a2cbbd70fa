//! The article `/blog/smart-plumbing-technology-glasgow`; its body is `content/posts/smart-plumbing-technology-glasgow.md`.
use content_model::*;

pub(crate) const POST: Post = Post {
    slug: Slug::new("smart-plumbing-technology-glasgow"),
    title: "Smart Heating and Leak Detection: What Helps in a Glasgow Flat",
    excerpt: "Smart thermostats, radiator valves, leak sensors and automatic shut-off valves explained, with practical advice on what is worth fitting and on privacy and wifi.",
    category: PostCategory::Technology,
    tags: &["smart home", "heating", "leaks", "energy saving"],
    date: IsoDate::new(2025, 4, 15),
    image_alt: "Illustration of a phone showing a heating app beside a smart thermostat",
    body_markdown: include_str!("../../posts/smart-plumbing-technology-glasgow.md"),
};
