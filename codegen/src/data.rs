//! The JSON data files, each with the JSON Schema it must satisfy.

use crate::facts::Derived;
use crate::settings::TagManagerId;
use content_model::contract::{
    ContactRequest, ContactResponse, NewsletterSignup, PageView, limits,
};
use content_model::views::*;
use content_model::*;
use schemars::JsonSchema;
use serde::Serialize;

/// One emitted JSON file and its schema.
pub struct DataFile {
    /// File stem: `services` gives `data/services.json` and `schemas/services.schema.json`.
    pub name: &'static str,
    pub json: String,
    pub schema: String,
}

fn file<T: Serialize + JsonSchema>(name: &'static str, value: &T) -> DataFile {
    let json =
        serde_json::to_string_pretty(value).expect("catalogue values always serialise") + "\n";
    DataFile {
        name,
        json,
        schema: schema::<T>(),
    }
}

/// A type's JSON Schema, pretty-printed.
pub fn schema<T: JsonSchema>() -> String {
    serde_json::to_string_pretty(&schemars::schema_for!(T)).expect("schemas always serialise")
        + "\n"
}

/// The quote form's options and limits, so the site's zod schema mirrors the
/// Rust rules without restating numbers.
#[derive(Serialize, JsonSchema, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct ContactFormConfig {
    /// The form's service list (decision 38: the ten, the other trades, 'Other').
    #[ts(type = "Array<string>")]
    #[schemars(with = "Vec<String>")]
    pub services: Vec<QuoteOption>,
    /// Options that show the gas emergency notice when chosen (issue 13.3).
    #[ts(type = "Array<string>")]
    #[schemars(with = "Vec<String>")]
    pub gas_services: Vec<QuoteOption>,
    /// The line that notice sends the visitor to (`Business::gas_emergency`).
    pub gas_emergency: PublicLine,
    /// What the gas notice says to do, from the catalogue's safety steps.
    pub gas_advice: AdviceView,
    pub carbon_monoxide_advice: AdviceView,
    pub limits: FieldLimits,
    /// The form's lines and its notices once sent (issue 31.3).
    pub promises: Promises,
}

#[derive(Serialize, JsonSchema, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct FieldLimits {
    pub name: usize,
    pub phone: usize,
    pub email: usize,
    pub location: usize,
    pub message: usize,
}

pub fn post_summary(derived: &Derived<'_>, p: &Post) -> PostSummary {
    let cat = derived.cat;
    PostSummary {
        slug: p.slug,
        title: p.title.into(),
        excerpt: derived.render_page(p.excerpt),
        category: p.category,
        tags: p.tags.iter().map(|t| t.to_string()).collect(),
        date: p.date,
        date_display: p.date.long_form(),
        read_time: p.read_time(),
        author: format!("The {} Team", cat.business.name),
        image: p.image_path(),
        image_alt: p.image_alt.into(),
    }
}

fn text_page(derived: &Derived<'_>, p: &TextPage) -> TextPageView {
    TextPageView {
        slug: p.slug,
        title: p.title.into(),
        description: p.description.into(),
        updated: p.updated,
        updated_display: p.updated.long_form(),
        html: markdown::to_html(&derived.render_page(p.body_markdown)),
    }
}

/// Every data file, in a fixed order.
pub fn files(
    cat: &Catalogue,
    site_url: &str,
    build_year: u16,
    tag_manager: Option<&TagManagerId>,
) -> Vec<DataFile> {
    let derived = Derived {
        cat,
        build_year,
        site_url,
    };
    let facts = derived.site_facts(tag_manager.map(|id| id.to_string()));
    let categories: Vec<CategoryInfo> = cat
        .services_by_category()
        .into_iter()
        .map(|(c, list)| CategoryInfo {
            slug: c,
            name: c.display_name().into(),
            services: list.iter().map(|s| s.slug).collect(),
            involves_gas: c.involves_gas(),
        })
        .collect();
    let services: Vec<ServiceView> = cat.services.iter().map(ServiceView::from).collect();
    let property_types: Vec<PropertyTypeInfo> = PropertyType::ALL
        .iter()
        .map(|&t| PropertyTypeInfo::from(t))
        .collect();
    let service_summaries: Vec<ServiceSummary> = cat
        .services
        .iter()
        .map(|s| ServiceSummary {
            id: s.id,
            name: s.name.into(),
            slug: s.slug,
            category: s.category,
            description: s.description.into(),
            short_description: s.short_description.into(),
            emergency_available: s.emergency_available,
            response_time: s.response_time,
        })
        .collect();
    let area_summaries: Vec<AreaSummary> = cat
        .areas
        .iter()
        .map(|a| AreaSummary {
            id: a.id,
            name: a.name.into(),
            slug: a.slug,
            postcodes: a.postcodes.to_vec(),
            description: a.description.into(),
            distance_miles: a.distance_miles,
            centre: a.centre,
            nearest: content_model::nearby::nearest_views(
                &cat.areas,
                a,
                content_model::views::NEAREST_MILES,
                content_model::views::NEAREST_AT_LEAST,
            ),
            population: a.population,
            emergency_available: a.emergency_available(),
            emergency_arrival: a.emergency_arrival,
        })
        .collect();
    // Newest first: the blog's featured article is the first in the list.
    let mut posts: Vec<&Post> = cat.posts.iter().collect();
    posts.sort_by(|a, b| b.date.cmp(&a.date).then(a.slug.cmp(&b.slug)));
    let post_summaries: Vec<PostSummary> =
        posts.iter().map(|p| post_summary(&derived, p)).collect();
    let articles: Vec<PostArticle> = posts
        .iter()
        .map(|p| PostArticle {
            summary: post_summary(&derived, p),
            word_count: p.word_count() as u32,
            html: markdown::to_html(&derived.render_page(p.body_markdown)),
        })
        .collect();
    let reviews = derived.reviews();
    let jobs: Vec<JobView> = cat.jobs.iter().map(|j| JobView::of(cat, j)).collect();
    let text_pages: Vec<TextPageView> =
        [&cat.about, &cat.privacy, &cat.terms, &cat.cancellation_form]
            .into_iter()
            .map(|p| text_page(&derived, p))
            .collect();
    let form = ContactFormConfig {
        services: QuoteOption::all(),
        gas_services: QuoteOption::all()
            .into_iter()
            .filter(|q| q.involves_gas())
            .collect(),
        gas_emergency: cat.business.gas_emergency,
        gas_advice: cat.safety.gas.view(&cat.business.gas_emergency),
        carbon_monoxide_advice: cat.safety.carbon_monoxide.view(&cat.business.gas_emergency),
        limits: FieldLimits {
            name: limits::NAME,
            phone: limits::PHONE,
            email: limits::EMAIL,
            location: limits::LOCATION,
            message: limits::MESSAGE,
        },
        promises: Promises::of(&cat.business),
    };

    // Checked by `codegen check` before anything is emitted.
    let opening = content_model::schedule(&cat.business.hours, cat.business.bank_holidays)
        .expect("the opening hours were checked");
    vec![
        file("site", &facts),
        file("categories", &categories),
        file("services", &services),
        file("service-summaries", &service_summaries),
        file("areas", &cat.areas),
        file("area-summaries", &area_summaries),
        file("property-types", &property_types),
        file("posts", &articles),
        file("post-summaries", &post_summaries),
        file("reviews", &reviews),
        file("jobs", &jobs),
        file("category-pages", &cat.category_pages),
        file("emergency", &derived.emergency()),
        file("home-cards", &derived.home_cards()),
        file("text-pages", &text_pages),
        file("sitemap-page", &cat.sitemap),
        file("contact-form", &form),
        file("building-warrants", &cat.building_standards.notes()),
        file("opening", &opening),
        // The keys the site's script stores under, by the name its code
        // imports them by: the privacy notice lists the same items.
        file(
            "storage-keys",
            &content_model::privacy::site_keys()
                .into_iter()
                .collect::<std::collections::BTreeMap<_, _>>(),
        ),
        file(
            "postcode-districts",
            &postcode::PostcodeIndex::of(&cat.areas, &cat.coverage),
        ),
    ]
}

/// Schemas of the API contract (requests the site sends, answers it reads).
pub fn contract_schemas() -> Vec<(&'static str, String)> {
    vec![
        ("contact-request", schema::<ContactRequest>()),
        ("contact-response", schema::<ContactResponse>()),
        ("page-view", schema::<PageView>()),
        (
            "contact-click",
            schema::<content_model::contract::ContactClick>(),
        ),
        ("newsletter-signup", schema::<NewsletterSignup>()),
        ("routes", schema::<Vec<Route>>()),
        ("page-words", schema::<Vec<crate::page_words::PageWords>>()),
    ]
}
