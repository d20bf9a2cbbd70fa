//! The article `/blog/winter-plumbing-protection-glasgow`; its body is `content/posts/winter-plumbing-protection-glasgow.md`.
use content_model::*;

pub(crate) const POST: Post = Post {
    slug: Slug::new("winter-plumbing-protection-glasgow"),
    title: "Winter Plumbing in Glasgow: Stop Pipes Freezing and Bursting",
    excerpt: "How to protect pipes in Glasgow flats and houses through a cold, wet winter, from lagging and empty properties to finding your stopcock and handling a burst.",
    category: PostCategory::Maintenance,
    tags: &["winter", "pipes", "maintenance", "tenements", "landlords"],
    date: IsoDate::new(2025, 1, 14),
    image_alt: "Illustration of lagged pipes in a loft beside a frosted window",
    body_markdown: include_str!("../../posts/winter-plumbing-protection-glasgow.md"),
};
