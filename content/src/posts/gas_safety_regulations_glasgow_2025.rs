//! The article `/blog/gas-safety-regulations-glasgow-2025`; its body is `content/posts/gas-safety-regulations-glasgow-2025.md`.
use content_model::*;

pub(crate) const POST: Post = Post {
    slug: Slug::new("gas-safety-regulations-glasgow-2025"),
    title: "Gas Safety in Glasgow: Engineers, Landlord Checks and CO Alarms",
    excerpt: "How to check a Gas Safe engineer’s ID, what a landlord’s annual gas safety record covers, Scotland’s CO alarm rules, and why a smell of gas is a call to the {{gas_line}} on {{gas_phone}} first.",
    category: PostCategory::GasSafety,
    tags: &[
        "gas safety",
        "landlords",
        "boilers",
        "carbon monoxide",
        "safety",
    ],
    date: IsoDate::new(2025, 8, 5),
    image_alt: "Illustration of an engineer’s ID card beside a boiler and a carbon monoxide alarm",
    body_markdown: include_str!("../../posts/gas-safety-regulations-glasgow-2025.md"),
};
