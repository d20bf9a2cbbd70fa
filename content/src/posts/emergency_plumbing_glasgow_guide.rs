//! The article `/blog/emergency-plumbing-glasgow-guide`; its body is `content/posts/emergency-plumbing-glasgow-guide.md`.
use content_model::*;

pub(crate) const POST: Post = Post {
    slug: Slug::new("emergency-plumbing-glasgow-guide"),
    title: "Plumbing Emergencies in Glasgow: What to Do First",
    excerpt: "How to tell a real plumbing emergency from one that can wait, shut off your water, stay safe around electrics and gas, and protect the flat below.",
    category: PostCategory::EmergencyServices,
    tags: &[
        "emergencies",
        "leaks",
        "tenements",
        "gas safety",
        "insurance",
    ],
    date: IsoDate::new(2025, 5, 6),
    image_alt: "Illustration of a hand turning off a stopcock under a kitchen sink",
    body_markdown: include_str!("../../posts/emergency-plumbing-glasgow-guide.md"),
};
