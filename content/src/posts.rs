//! The 13 blog posts. Metadata is in `posts/batch_*.rs`; each body is the
//! Markdown file `content/posts/<slug>.md`, included at compile time, so a
//! missing file is a compile error.

use content_model::Post;

mod batch_a;
mod batch_b;
mod batch_c;

pub(crate) fn all() -> Vec<Post> {
    let mut posts = Vec::new();
    posts.extend(batch_a::ITEMS);
    posts.extend(batch_b::ITEMS);
    posts.extend(batch_c::ITEMS);
    posts
}
