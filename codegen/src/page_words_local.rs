//! The words of the local pages (issue 32.4): an area, a service in an area,
//! and the neighbourhood and property-type variants of it: about 14,000 of
//! the site's routes, each worded from the area's postcodes and the
//! service's cover there (`Cover::of`, carried by the route).

use crate::page_words::{PageImage, PageWords, planned_description, postcode_list_of};
use content_model::views::RouteKind;
use content_model::*;

/// An area's page.
pub fn area(cat: &Catalogue, a: &Area) -> PageWords {
    let (cover, suffix) = match a.emergency_arrival {
        Some(w) => (
            format!(
                "24/7 emergency call-outs, arriving in {} typically.",
                w.display()
            ),
            " | 24/7 Emergency Cover",
        ),
        None => (
            format!(
                "Planned work only, usually booked {} ahead.",
                cat.coverage.planned_only_lead.as_str().to_lowercase()
            ),
            "",
        ),
    };
    let mut keywords = vec![
        format!("plumber {}", a.name),
        format!("emergency plumber {}", a.name),
        format!("heating engineer {}", a.name),
    ];
    keywords.extend(
        a.postcodes
            .iter()
            .map(|p| format!("plumber {}", p.as_str())),
    );
    keywords.extend(a.key_services.iter().map(|s| format!("{s} {}", a.name)));
    PageWords {
        path: String::new(),
        title: format!("Plumber {} ({}){suffix}", a.name, first_postcode(a)),
        description: format!(
            "Local plumbers, heating, gas and electrical engineers in {} ({}). {cover} Gas Safe registered, free quotes.",
            a.name,
            postcode_list_of(a)
        ),
        keywords: lower(keywords),
        image: None,
    }
}

fn first_postcode(a: &Area) -> &'static str {
    a.postcodes.first().map(|p| p.as_str()).unwrap_or_default()
}

fn lower(list: Vec<String>) -> Option<Vec<String>> {
    Some(list.into_iter().map(|k| k.to_lowercase()).collect())
}

/// A service-in-area page or one of its variants; `None` for any other kind.
pub fn service_here(cat: &Catalogue, kind: &RouteKind, s: &Service, a: &Area) -> Option<PageWords> {
    let cover = kind.cover()?;
    Some(match kind {
        RouteKind::ServiceLocation { .. } => service_location(cat, cover, s, a),
        RouteKind::ServiceNeighbourhood { neighbourhood, .. } => {
            variant(cover, s, a, neighbourhood, None)
        }
        RouteKind::ServicePropertyType { property_type, .. } => variant(
            cover,
            s,
            a,
            property_type.display_name(),
            Some(*property_type),
        ),
        _ => return None,
    })
}

fn service_location(cat: &Catalogue, cover: Cover, s: &Service, a: &Area) -> PageWords {
    let lead = cover.lead().map(|l| l.as_str().to_lowercase());
    let lead = lead.as_deref().unwrap_or_default();
    // Outside emergency cover, the service's words without its emergency promises.
    let about = if a.emergency_arrival.is_some() {
        s.short_description.to_string()
    } else {
        let text = planned_description(s).unwrap_or_else(|| s.name.to_string());
        text.strip_suffix('.').map(str::to_string).unwrap_or(text)
    };
    let middle = match cover {
        Cover::ByAppointment { .. } => {
            format!("Planned visits by appointment, usually booked {lead} ahead.")
        }
        Cover::Emergency { .. } => format!("{about}. Available 24/7."),
        Cover::Planned { .. } => format!("{about}. Lead time: {lead}."),
    };
    let mut keywords = vec![format!("{} {}", s.name, a.name)];
    keywords.extend(
        s.keywords
            .iter()
            .take(3)
            .map(|k| replace_glasgow(k, a.name)),
    );
    keywords.extend(
        a.postcodes
            .iter()
            .map(|p| format!("{} {}", s.name, p.as_str())),
    );
    let opening = format!("{} in {}, {}.", s.name, a.name, postcode_list_of(a));
    let closing = "Free quotes from local, fully insured engineers.";
    // Issue 34.6: the page a real job earned names that job where a search
    // result shows it, the most that fits of the usual words after it.
    let description = match latest_real_job(cat, s, a) {
        Some(job) => {
            let named = format!(
                "{opening} Our latest job here: {} in {}, {}.",
                s.name.to_lowercase(),
                a.name,
                job.completed.display()
            );
            [
                format!("{named} {middle} {closing}"),
                format!("{named} {middle}"),
                named,
            ]
            .into_iter()
            .find(|d| d.chars().count() <= crate::page_words_check::DESCRIPTION_MAX)
            .unwrap_or_default()
        }
        None => format!("{opening} {middle} {closing}"),
    };
    PageWords {
        path: String::new(),
        title: format!("{} in {} ({})", s.name, a.name, first_postcode(a)),
        description,
        keywords: lower(keywords),
        image: local_photo(cat, s, a),
    }
}

/// The jobs of the service in the area, newest first (jobs of one month
/// keep the catalogue's order: a stable sort).
fn jobs_here<'c>(cat: &'c Catalogue, s: &Service, a: &Area) -> Vec<&'c Job> {
    let mut here: Vec<&Job> = cat
        .jobs
        .iter()
        .filter(|j| j.service == s.slug && j.area == a.slug)
        .collect();
    here.sort_by_key(|j| std::cmp::Reverse((j.completed.year(), j.completed.month())));
    here
}

/// The newest real job of the service in the area: what earned the page.
fn latest_real_job<'c>(cat: &'c Catalogue, s: &Service, a: &Area) -> Option<&'c Job> {
    jobs_here(cat, s, a).into_iter().find(|j| !j.is_sample())
}

/// `k` with every 'glasgow' (any case) read as the area's name.
fn replace_glasgow(k: &str, place: &str) -> String {
    let mut out = String::new();
    let mut rest = k;
    while let Some(i) = rest.to_ascii_lowercase().find("glasgow") {
        out.push_str(&rest[..i]);
        out.push_str(place);
        rest = &rest[i + "glasgow".len()..];
    }
    out.push_str(rest);
    out
}

/// The page's preview picture: the newest real job's preview photograph
/// here (the one a person chose and set a focus on, `Photo::preview`),
/// else its first, among the three newest jobs there that its 'Recent work'
/// section shows first (site/lib/jobs.ts `recentWorkFor`).
fn local_photo(cat: &Catalogue, s: &Service, a: &Area) -> Option<PageImage> {
    jobs_here(cat, s, a)
        .into_iter()
        .take(3)
        .filter(|j| !j.is_sample())
        .find_map(|j| {
            j.photos
                .iter()
                .find(|p| p.preview.is_some())
                .or(j.photos.first())
        })
        .map(|p| PageImage::Photo {
            file: p.file.into(),
            alt: p.alt.into(),
        })
}

fn variant(
    cover: Cover,
    s: &Service,
    a: &Area,
    label: &str,
    property_type: Option<PropertyType>,
) -> PageWords {
    let cover_text = match cover {
        Cover::Emergency { arrival } => format!(
            "24/7 emergency call-outs, typically arriving in {}.",
            arrival.display().to_lowercase()
        ),
        Cover::ByAppointment { lead } => format!(
            "Planned visits by appointment. Lead time: {}.",
            lead.as_str().to_lowercase()
        ),
        Cover::Planned { lead } => format!("Lead time: {}.", lead.as_str().to_lowercase()),
    };
    let (title, description, third) = match property_type {
        Some(_) => (
            if s.name.to_lowercase().contains(&label.to_lowercase()) {
                format!("{} for {label} Properties in {}", s.name, a.name)
            } else {
                format!("{label} {} in {}", s.name, a.name)
            },
            format!(
                "{} for {} properties in {} ({}). {cover_text} Free quotes from fully insured local engineers.",
                s.name,
                label.to_lowercase(),
                a.name,
                postcode_list_of(a)
            ),
            format!("{label} {}", s.name),
        ),
        None => (
            format!("{} in {label}, {}", s.name, a.name),
            format!(
                "{} in {label}, {} ({}). {cover_text} Free quotes from fully insured local engineers.",
                s.name,
                a.name,
                first_postcode(a)
            ),
            format!("{} near {label}", s.name),
        ),
    };
    let mut keywords = vec![
        format!("{} {label}", s.name),
        format!("{} {}", s.name, a.name),
        third,
    ];
    keywords.extend(
        a.postcodes
            .iter()
            .take(2)
            .map(|p| format!("{} {}", s.name, p.as_str())),
    );
    PageWords {
        path: String::new(),
        title,
        description,
        keywords: lower(keywords),
        image: None,
    }
}

#[cfg(test)]
mod tests {
    use super::replace_glasgow;

    #[test]
    fn reads_glasgow_in_any_case_as_the_place() {
        assert_eq!(
            replace_glasgow("boiler repair glasgow", "Paisley"),
            "boiler repair Paisley"
        );
        assert_eq!(replace_glasgow("Glasgow GLASGOW", "X"), "X X");
        assert_eq!(replace_glasgow("no city", "X"), "no city");
    }
}
