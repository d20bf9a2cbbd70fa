//! The article `/blog/drain-maintenance-glasgow-guide`; its body is `content/posts/drain-maintenance-glasgow-guide.md`.
use content_model::*;

pub(crate) const POST: Post = Post {
    slug: Slug::new("drain-maintenance-glasgow-guide"),
    title: "Looking After Your Drains in Glasgow: Blockages, Gullies and Who Pays",
    excerpt: "What not to flush or pour away, how to keep gullies clear, who is responsible for shared tenement drains, and the warning signs that mean it is time for a survey.",
    category: PostCategory::Maintenance,
    tags: &["drains", "maintenance", "tenements", "landlords"],
    date: IsoDate::new(2025, 3, 25),
    image_alt: "Illustration of a back court gully with a downpipe and fallen leaves",
    body_markdown: include_str!("../../posts/drain-maintenance-glasgow-guide.md"),
};
