//! The whole catalogue as one value, so validation and code generation take it
//! as an argument (and tests can hand them a deliberately broken one).

use crate::*;

#[derive(Clone, Debug)]
pub struct Catalogue {
    pub business: Business,
    pub services: Vec<Service>,
    pub areas: Vec<Area>,
    /// Districts served from nearby areas, and those not served (decision 34).
    pub coverage: Coverage,
    pub posts: Vec<Post>,
    pub reviews: Vec<Review>,
    /// Completed jobs, newest first (issue 22).
    pub jobs: Vec<Job>,
    pub category_pages: Vec<CategoryPage>,
    pub emergency: EmergencyPage,
    /// What to do first in an emergency, each step written once (issue 20.4).
    pub safety: SafetyAdvice,
    /// Which of our work needs a building warrant, who applies, whether
    /// prices include the fee, approved-certifier status (issue 31.5).
    pub building_standards: BuildingStandards,
    pub home_cards: Vec<HomeCard>,
    pub about: TextPage,
    pub privacy: TextPage,
    pub terms: TextPage,
    /// The model cancellation form the terms link to (issue 31.6).
    pub cancellation_form: TextPage,
    pub sitemap: Vec<SitemapEntry>,
}

impl Catalogue {
    pub fn service(&self, slug: &str) -> Option<&Service> {
        self.services.iter().find(|s| s.slug.as_str() == slug)
    }
    pub fn area(&self, slug: &str) -> Option<&Area> {
        self.areas.iter().find(|a| a.slug.as_str() == slug)
    }
    /// Services grouped by category, categories in `Category::ALL` order.
    pub fn services_by_category(&self) -> Vec<(Category, Vec<&Service>)> {
        Category::ALL
            .iter()
            .map(|&c| {
                (
                    c,
                    self.services
                        .iter()
                        .filter(|s| s.category == c)
                        .collect::<Vec<_>>(),
                )
            })
            .filter(|(_, list)| !list.is_empty())
            .collect()
    }
}
