//! The article `/blog/bathroom-renovation-trends-glasgow-2025`; its body is `content/posts/bathroom-renovation-trends-glasgow-2025.md`.
use content_model::*;

pub(crate) const POST: Post = Post {
    slug: Slug::new("bathroom-renovation-trends-glasgow-2025"),
    title: "Bathroom Renovation Trends for Glasgow Homes",
    excerpt: "Walk-in showers, wet rooms, accessible design, large tiles and smart storage: the bathroom trends we see most in Glasgow, and how to plan them properly.",
    category: PostCategory::Bathroom,
    tags: &[
        "bathrooms",
        "showers",
        "renovation",
        "tenements",
        "accessibility",
    ],
    date: IsoDate::new(2025, 10, 7),
    image_alt: "Illustration of a walk-in shower with large tiles, a grab rail and a wall niche",
    body_markdown: include_str!("../../posts/bathroom-renovation-trends-glasgow-2025.md"),
};
