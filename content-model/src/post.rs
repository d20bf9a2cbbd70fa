//! Blog posts (brief 3). Bodies are Markdown files included at compile time.

use crate::{IsoDate, PostCategory, Slug};
use schemars::JsonSchema;
use serde::Serialize;
use ts_rs::TS;

#[derive(Clone, Copy, Debug, Serialize, TS, JsonSchema)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct Post {
    pub slug: Slug,
    pub title: &'static str,
    pub excerpt: &'static str,
    pub category: PostCategory,
    pub tags: &'static [&'static str],
    pub date: IsoDate,
    /// Describes the article's illustration for screen readers.
    pub image_alt: &'static str,
    #[serde(skip)]
    #[ts(skip)]
    #[schemars(skip)]
    pub body_markdown: &'static str,
}

impl Post {
    /// Where the article's illustration lives in the site's public folder.
    pub fn image_path(&self) -> String {
        format!("/images/blog/{}.svg", self.slug)
    }

    /// Words in the body, counted the way a reader would (Markdown syntax ignored).
    pub fn word_count(&self) -> usize {
        self.body_markdown
            .split_whitespace()
            .filter(|w| w.chars().any(|c| c.is_alphanumeric()))
            .count()
    }

    /// Read time at 200 words a minute, rounded up: '6 min read' (decision 7).
    pub fn read_time(&self) -> String {
        let minutes = self.word_count().div_ceil(200).max(1);
        format!("{minutes} min read")
    }
}
