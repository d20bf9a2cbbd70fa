//! Every piece of visible copy in the catalogue, named by record and field, and
//! the rules that read copy as claims (decisions 2, 24-26; written in
//! `scans::copy`, re-exported here). `validate` runs the rules over `all(cat)`; anything a page states that these rules cannot see
//! is computed at build time instead of typed.

use crate::*;
pub use scans::copy::*;

/// One piece of copy and what it speaks for.
#[derive(Clone, Debug)]
pub struct CopyText {
    pub record: String,
    pub field: String,
    pub text: &'static str,
    /// The service the text speaks for, if any (its '24/7' claims need its cover).
    pub service: Option<Slug>,
    /// The area the text speaks for, if any.
    pub area: Option<Slug>,
}

impl CopyText {
    /// The block a page shows this text in, named within its record: fields
    /// a page always shows together share one (a category page's emergency
    /// heading and text; a safety topic's `when`, steps and signs), every
    /// other field is a block of its own. Rules about what a block says as a
    /// whole (a gas prompt carries the gas line's number) read the block.
    pub fn block(&self) -> &str {
        let field = self.field.as_str();
        if self.record.starts_with("category_pages[") && field.starts_with("emergency_") {
            "emergency"
        } else if self.record == "safety" {
            field.split('.').next().unwrap_or(field)
        } else {
            field
        }
    }
}

/// Every visible string of the catalogue, in a fixed order.
pub fn all(cat: &Catalogue) -> Vec<CopyText> {
    let mut out = Vec::new();
    let mut push = |record: String, field: String, text: &'static str, service, area| {
        out.push(CopyText {
            record,
            field,
            text,
            service,
            area,
        })
    };
    let b = &cat.business;
    push("business".into(), "tagline".into(), b.tagline, None, None);
    for (i, t) in b.trust_strip.iter().enumerate() {
        push(
            "business".into(),
            format!("trust_strip[{i}].title"),
            t.title,
            None,
            None,
        );
    }
    for s in &cat.services {
        let rec = format!("services[{}]", s.slug);
        let svc = Some(s.slug);
        for (field, text) in [
            ("name", s.name),
            ("description", s.description),
            ("short_description", s.short_description),
            ("long_description", s.long_description),
        ] {
            push(rec.clone(), field.into(), text, svc, None);
        }
        for sc in s.subcategories {
            push(
                rec.clone(),
                format!("subcategories[{}].description", sc.slug),
                sc.description,
                svc,
                None,
            );
        }
    }
    for a in &cat.areas {
        let rec = format!("areas[{}]", a.slug);
        let area = Some(a.slug);
        push(rec.clone(), "description".into(), a.description, None, area);
        for (i, k) in a.key_services.iter().enumerate() {
            push(rec.clone(), format!("key_services[{i}]"), k, None, area);
        }
        if let Some(d) = &a.details {
            for (field, text) in [
                ("details.local_knowledge", d.local_knowledge),
                ("details.parking_info", d.parking_info),
                ("details.access_notes", d.access_notes),
            ] {
                push(rec.clone(), field.into(), text, None, area);
            }
            for (i, c) in d.common_issues.iter().enumerate() {
                push(
                    rec.clone(),
                    format!("details.common_issues[{i}]"),
                    c,
                    None,
                    area,
                );
            }
        }
    }
    for p in &cat.category_pages {
        let rec = format!("category_pages[{}]", p.slug);
        for (field, text) in [
            ("badge", p.badge),
            ("title", p.title),
            ("intro", p.intro),
            ("meta_description", p.meta_description),
            ("chat_message", p.chat_message),
            ("emergency_heading", p.emergency_heading),
            ("emergency_text", p.emergency_text),
        ] {
            push(rec.clone(), field.into(), text, None, None);
        }
        for (i, item) in p.items.iter().enumerate() {
            push(
                rec.clone(),
                format!("items[{i}].name"),
                item.name,
                None,
                None,
            );
            push(
                rec.clone(),
                format!("items[{i}].description"),
                item.description,
                None,
                None,
            );
        }
        for (i, w) in p.why_choose.iter().enumerate() {
            push(
                rec.clone(),
                format!("why_choose[{i}].title"),
                w.title,
                None,
                None,
            );
            push(
                rec.clone(),
                format!("why_choose[{i}].text"),
                w.text,
                None,
                None,
            );
        }
    }
    let e = &cat.emergency;
    for (i, t) in e.tiles.iter().enumerate() {
        push(
            "emergency".into(),
            format!("tiles[{i}].title"),
            t.title,
            None,
            None,
        );
        push(
            "emergency".into(),
            format!("tiles[{i}].description"),
            t.description,
            None,
            None,
        );
    }
    for (topic, advice, _) in cat.safety.topics() {
        push(
            "safety".into(),
            format!("{topic}.when"),
            advice.when,
            None,
            None,
        );
        for (i, step) in advice.steps.iter().enumerate() {
            push(
                "safety".into(),
                format!("{topic}.steps[{i}]"),
                step,
                None,
                None,
            );
        }
        if let Some(signs) = advice.signs {
            push("safety".into(), format!("{topic}.signs"), signs, None, None);
        }
    }
    for (i, t) in e.before_we_arrive.iter().enumerate() {
        push(
            "emergency".into(),
            format!("before_we_arrive[{i}]"),
            t,
            None,
            None,
        );
    }
    for (i, c) in cat.home_cards.iter().enumerate() {
        let rec = format!("home_cards[{i}]");
        push(rec.clone(), "title".into(), c.title, Some(c.service), None);
        push(
            rec,
            "description".into(),
            c.description,
            Some(c.service),
            None,
        );
    }
    for v in &cat.reviews {
        push(
            format!("reviews[{}]", v.id),
            "text".into(),
            v.text,
            None,
            None,
        );
    }
    for page in [&cat.about, &cat.privacy, &cat.terms, &cat.cancellation_form] {
        let rec = format!("pages[{}]", page.slug);
        push(
            rec.clone(),
            "description".into(),
            page.description,
            None,
            None,
        );
        push(rec, "body_markdown".into(), page.body_markdown, None, None);
    }
    for p in &cat.posts {
        let rec = format!("posts[{}]", p.slug);
        push(rec.clone(), "title".into(), p.title, None, None);
        push(rec.clone(), "excerpt".into(), p.excerpt, None, None);
        push(rec, "body_markdown".into(), p.body_markdown, None, None);
    }
    for e in &cat.sitemap {
        push(
            format!("sitemap[{}]", e.path),
            "description".into(),
            e.description,
            None,
            None,
        );
    }
    out
}
