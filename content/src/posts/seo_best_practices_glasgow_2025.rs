//! The article `/blog/seo-best-practices-glasgow-2025`; its body is `content/posts/seo-best-practices-glasgow-2025.md`.
use content_model::*;

pub(crate) const POST: Post = Post {
    slug: Slug::new("seo-best-practices-glasgow-2025"),
    title: "Finding a Genuine Local Tradesperson Online in Glasgow",
    excerpt: "How to tell adverts, listings, directories and lead-generation sites apart, check a trades business is real, and spot the red flags before you book.",
    category: PostCategory::SeoAndMarketing,
    tags: &[
        "hiring trades",
        "online search",
        "reviews",
        "safety",
        "small business",
    ],
    date: IsoDate::new(2025, 11, 4),
    image_alt: "Illustration of a phone showing local search results next to a toolbox",
    body_markdown: include_str!("../../posts/seo-best-practices-glasgow-2025.md"),
};
