//! Blog post metadata: batch C. Bodies live in content/posts/<slug>.md.
use content_model::*;

pub(crate) const ITEMS: [Post; 4] = [
    Post {
        slug: Slug::new("gas-safety-regulations-glasgow-2025"),
        title: "Gas Safety in Glasgow: Engineers, Landlord Checks and CO Alarms",
        excerpt: "How to check a Gas Safe engineer’s ID, what a landlord’s annual gas safety record covers, Scotland’s CO alarm rules and what to do if you smell gas.",
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
    },
    Post {
        slug: Slug::new("energy-efficient-heating-glasgow"),
        title: "Energy-Efficient Heating for Glasgow Homes: Boilers to Heat Pumps",
        excerpt: "Practical ways to heat a Glasgow home for less, from insulation and boiler settings to weather compensation, heat pumps and Home Energy Scotland advice.",
        category: PostCategory::HeatingAndEnergy,
        tags: &[
            "heating",
            "energy saving",
            "boilers",
            "heat pumps",
            "insulation",
        ],
        date: IsoDate::new(2025, 9, 9),
        image_alt: "Illustration of a tenement flat with a radiator, thermostat and loft insulation",
        body_markdown: include_str!("../../posts/energy-efficient-heating-glasgow.md"),
    },
    Post {
        slug: Slug::new("bathroom-renovation-trends-glasgow-2025"),
        title: "Bathroom Renovation Trends for Glasgow Homes in 2025",
        excerpt: "Walk-in showers, wet rooms, accessible design, large tiles and smart storage: the bathroom trends we see most in Glasgow, and how to plan them properly.",
        category: PostCategory::Bathroom,
        tags: &[
            "bathrooms",
            "showers",
            "renovation",
            "tenements",
            "accessibility",
        ],
        date: IsoDate::new(2025, 10, 7),
        image_alt: "Illustration of a walk-in shower with large tiles, a grab rail and a wall niche",
        body_markdown: include_str!("../../posts/bathroom-renovation-trends-glasgow-2025.md"),
    },
    Post {
        slug: Slug::new("seo-best-practices-glasgow-2025"),
        title: "Finding a Genuine Local Tradesperson Online in Glasgow in 2025",
        excerpt: "How to tell adverts, listings, directories and lead-generation sites apart, check a trades business is real, and spot the red flags before you book.",
        category: PostCategory::SeoAndMarketing,
        tags: &[
            "hiring trades",
            "online search",
            "reviews",
            "safety",
            "small business",
        ],
        date: IsoDate::new(2025, 11, 4),
        image_alt: "Illustration of a phone showing local search results next to a toolbox",
        body_markdown: include_str!("../../posts/seo-best-practices-glasgow-2025.md"),
    },
];
