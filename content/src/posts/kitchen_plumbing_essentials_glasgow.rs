//! The article `/blog/kitchen-plumbing-essentials-glasgow`; its body is `content/posts/kitchen-plumbing-essentials-glasgow.md`.
use content_model::*;

pub(crate) const POST: Post = Post {
    slug: Slug::new("kitchen-plumbing-essentials-glasgow"),
    title: "Kitchen Plumbing Essentials Before a Refit in Glasgow",
    excerpt: "Sink wastes, isolation valves, appliance connections, boiling water taps and traps: the plumbing to plan before a kitchen refit, especially in a Glasgow flat.",
    category: PostCategory::KitchenAndBathroom,
    tags: &["kitchens", "plumbing", "drains", "flats", "renovation"],
    date: IsoDate::new(2025, 7, 8),
    image_alt: "Illustration of pipework and valves inside an open kitchen sink cupboard",
    body_markdown: include_str!("../../posts/kitchen-plumbing-essentials-glasgow.md"),
};
