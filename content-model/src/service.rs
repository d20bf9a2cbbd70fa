//! Services of the catalogue (brief 3).

use crate::{Category, Icon, PropertyType, QuoteService, ResponseTime, Slug};
use schemars::JsonSchema;
use serde::Serialize;
use ts_rs::TS;

#[derive(Clone, Copy, Debug, Serialize, TS, JsonSchema)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct Service {
    pub id: u32,
    pub name: &'static str,
    pub slug: Slug,
    pub category: Category,
    /// One or two sentences for cards and meta descriptions.
    pub description: &'static str,
    /// A short line (under about 80 characters) for menus and chips.
    pub short_description: &'static str,
    /// 150 words or more, plain paragraphs separated by blank lines.
    pub long_description: &'static str,
    pub emergency_available: bool,
    pub response_time: ResponseTime,
    /// 3 to 6 of them.
    pub subcategories: &'static [Subcategory],
    pub keywords: &'static [&'static str],
    pub property_types: &'static [PropertyType],
}

impl Service {
    /// Whether a visitor on this service's pages (its own, its area pages and
    /// their variants) may be reporting a gas smell: gas work, and boiler work
    /// (the services whose quote option is 'Boiler Services'). These pages
    /// show the gas emergency notice first (issue 13.3).
    pub fn involves_gas(&self) -> bool {
        self.category == Category::Gas
            || self.quote_service().is_some_and(QuoteService::involves_gas)
    }

    /// Which of the quote form's ten options (brief 5) this service preselects:
    /// the option of the same name, else 'Boiler Services' for boiler work,
    /// else its category's option (`Category::quote_service`); `None` leaves
    /// the visitor to choose.
    pub fn quote_service(&self) -> Option<QuoteService> {
        QuoteService::parse(self.name)
            .or_else(|| {
                self.name
                    .to_lowercase()
                    .contains("boiler")
                    .then_some(QuoteService::BoilerServices)
            })
            .or(self.category.quote_service())
    }
}

#[derive(Clone, Copy, Debug, Serialize, TS, JsonSchema)]
#[serde(rename_all = "camelCase")]
#[ts(rename_all = "camelCase")]
pub struct Subcategory {
    pub name: &'static str,
    pub slug: Slug,
    pub description: &'static str,
    pub icon: Icon,
}

#[cfg(test)]
mod tests {
    use crate::cover::tests::service;
    use crate::{Category, QuoteService};

    fn preselects(name: &'static str, category: Category) -> Option<QuoteService> {
        service(name, category, false).quote_service()
    }

    #[test]
    fn a_service_named_like_an_option_preselects_it() {
        assert_eq!(
            preselects("Leak Detection", Category::Plumbing),
            Some(QuoteService::LeakDetection)
        );
        assert_eq!(
            preselects("Emergency Plumbing", Category::Plumbing),
            Some(QuoteService::EmergencyPlumbing)
        );
    }

    #[test]
    fn boiler_work_preselects_boiler_services_whatever_its_category() {
        assert_eq!(
            preselects("Boiler Repair", Category::Heating),
            Some(QuoteService::BoilerServices)
        );
        assert_eq!(
            preselects("Commercial Boilers", Category::Commercial),
            Some(QuoteService::BoilerServices)
        );
    }

    #[test]
    fn otherwise_the_category_decides() {
        assert_eq!(
            preselects("Central Heating", Category::Heating),
            Some(QuoteService::HeatingServices)
        );
        assert_eq!(
            preselects("Kitchen Fitting", Category::KitchenBathroom),
            Some(QuoteService::BathroomFitting)
        );
    }

    #[test]
    fn trades_the_form_does_not_list_are_left_unchosen() {
        assert_eq!(preselects("Rewiring", Category::Electrical), None);
        assert_eq!(preselects("Roof Installation", Category::Roofing), None);
    }
}
