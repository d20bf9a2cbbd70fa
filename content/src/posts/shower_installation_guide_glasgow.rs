//! The article `/blog/shower-installation-guide-glasgow`; its body is `content/posts/shower-installation-guide-glasgow.md`.
use content_model::*;

pub(crate) const POST: Post = Post {
    slug: Slug::new("shower-installation-guide-glasgow"),
    title: "Choosing and Installing a Shower in a Glasgow Home or Flat",
    excerpt: "Electric, mixer or power shower? How combi boilers, water pressure in upper-floor flats, waterproofing and extraction shape the right shower for your home.",
    category: PostCategory::Bathroom,
    tags: &["bathrooms", "showers", "water pressure", "combi boilers"],
    date: IsoDate::new(2025, 3, 4),
    image_alt: "Illustration of a tiled shower enclosure with a thermostatic mixer",
    body_markdown: include_str!("../../posts/shower-installation-guide-glasgow.md"),
};
