//! Services of the catalogue (brief 3).

use crate::{Category, Icon, PropertyType, QuoteOption, QuoteService, ResponseTime, Slug};
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
        self.category == Category::Gas || self.quote_service().involves_gas()
    }

    /// Which of the quote form's options (decision 38) this service
    /// preselects: the one of the ten of the same name, else 'Boiler
    /// Services' for boiler work, else its category's (one of the ten, or its
    /// trade's own option: an electrical page preselects 'Electrical').
    pub fn quote_service(&self) -> QuoteOption {
        QuoteService::parse(self.name)
            .or_else(|| {
                self.name
                    .to_lowercase()
                    .contains("boiler")
                    .then_some(QuoteService::BoilerServices)
            })
            .map(QuoteOption::Listed)
            .unwrap_or(QuoteOption::of_category(self.category))
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
    use crate::{Category, QuoteOption, QuoteService};

    fn preselects(name: &'static str, category: Category) -> Option<QuoteService> {
        match service(name, category, false).quote_service() {
            QuoteOption::Listed(s) => Some(s),
            _ => None,
        }
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
    fn other_trades_preselect_their_own_option() {
        let option = |name, category| service(name, category, false).quote_service();
        assert_eq!(
            option("Rewiring", Category::Electrical),
            QuoteOption::Trade(Category::Electrical)
        );
        assert_eq!(
            option("Roof Installation", Category::Roofing),
            QuoteOption::Trade(Category::Roofing)
        );
        assert_eq!(
            option("Gas Safety Certificates", Category::Gas),
            QuoteOption::Trade(Category::Gas)
        );
        assert_eq!(
            option("Rewiring", Category::Electrical).as_str(),
            "Electrical"
        );
    }
}
