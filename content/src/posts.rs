//! The 13 blog posts, one file each: metadata in `posts/<slug>.rs`, body in
//! the Markdown file `content/posts/<slug>.md`, included at compile time, so a
//! missing file is a compile error. Newest first is the site's order, not this one.

use content_model::Post;

mod bathroom_renovation_trends_glasgow_2025;
mod drain_maintenance_glasgow_guide;
mod emergency_plumbing_glasgow_guide;
mod energy_efficient_heating_glasgow;
mod gas_safety_regulations_glasgow_2025;
mod kitchen_plumbing_essentials_glasgow;
mod radiator_upgrades_glasgow;
mod seo_best_practices_glasgow_2025;
mod shower_installation_guide_glasgow;
mod smart_plumbing_technology_glasgow;
mod water_filtration_systems_glasgow;
mod water_heater_guide_glasgow;
mod winter_plumbing_protection_glasgow;

pub(crate) fn all() -> Vec<Post> {
    vec![
        winter_plumbing_protection_glasgow::POST,
        water_filtration_systems_glasgow::POST,
        shower_installation_guide_glasgow::POST,
        drain_maintenance_glasgow_guide::POST,
        smart_plumbing_technology_glasgow::POST,
        emergency_plumbing_glasgow_guide::POST,
        radiator_upgrades_glasgow::POST,
        water_heater_guide_glasgow::POST,
        kitchen_plumbing_essentials_glasgow::POST,
        gas_safety_regulations_glasgow_2025::POST,
        energy_efficient_heating_glasgow::POST,
        bathroom_renovation_trends_glasgow_2025::POST,
        seo_best_practices_glasgow_2025::POST,
    ]
}
