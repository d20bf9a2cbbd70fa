//! The article `/blog/water-filtration-systems-glasgow`; its body is `content/posts/water-filtration-systems-glasgow.md`.
use content_model::*;

pub(crate) const POST: Post = Post {
    slug: Slug::new("water-filtration-systems-glasgow"),
    title: "Water Filters in Glasgow: Soft Water, Lead Pipes and Your Options",
    excerpt: "Glasgow’s soft water rarely needs filtering, but lead pipes in older tenements do need attention. Here is when a jug, under-sink or whole-house filter is worth it.",
    category: PostCategory::HomeImprovement,
    tags: &["water quality", "pipes", "tenements", "kitchens"],
    date: IsoDate::new(2025, 2, 11),
    image_alt: "Illustration of a kitchen tap with a filter jug and a glass of water",
    body_markdown: include_str!("../../posts/water-filtration-systems-glasgow.md"),
};
