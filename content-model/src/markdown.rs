//! Markdown to sanitised HTML (CommonMark via pulldown-cmark, cleaned by ammonia).

use pulldown_cmark::{Event, HeadingLevel, Options, Parser, Tag};

/// Renders Markdown to HTML with raw HTML removed, so content can never inject
/// script or markup into a page.
pub fn to_html(markdown: &str) -> String {
    let parser = Parser::new_ext(
        markdown,
        Options::ENABLE_STRIKETHROUGH | Options::ENABLE_SMART_PUNCTUATION,
    );
    let mut html = String::new();
    pulldown_cmark::html::push_html(&mut html, parser);
    ammonia::Builder::default()
        .rm_tags(&["img"])
        .clean(&html)
        .to_string()
}

/// Problems a body's Markdown has, in words a maintainer can act on.
pub fn problems(markdown: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut headings = 0;
    for event in Parser::new(markdown) {
        match event {
            Event::Start(Tag::Heading { level: HeadingLevel::H1, .. }) => {
                out.push("uses a level-1 heading (`# `); the page prints the title, so start sections at `## `".to_string())
            }
            Event::Start(Tag::Heading { .. }) => headings += 1,
            Event::Html(_) | Event::InlineHtml(_) => out.push("contains raw HTML; write plain Markdown".to_string()),
            Event::Start(Tag::Image { .. }) => out.push("contains an image; illustrations are set in the post's metadata".to_string()),
            _ => {}
        }
    }
    if markdown.trim().is_empty() {
        out.push("is empty".to_string());
    } else if headings == 0 && markdown.split_whitespace().count() > 400 {
        out.push("has no `##` section headings; long text needs them to be readable".to_string());
    }
    out.dedup();
    out
}
