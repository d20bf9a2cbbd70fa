//! The 40 services, one file per category. Catalogue order (the order menus
//! and lists show them) is by id, whichever file a service lives in.

use content_model::Service;

mod building;
mod commercial;
mod drainage;
mod electrical;
mod gas;
mod guttering;
mod heating;
mod high_rise;
mod kitchen_bathroom;
mod landscaping;
mod plumbing;
mod roofing;
mod specialist;

pub(crate) fn all() -> Vec<Service> {
    let mut services = Vec::new();
    services.extend(plumbing::ITEMS);
    services.extend(kitchen_bathroom::ITEMS);
    services.extend(drainage::ITEMS);
    services.extend(heating::ITEMS);
    services.extend(roofing::ITEMS);
    services.extend(guttering::ITEMS);
    services.extend(commercial::ITEMS);
    services.extend(high_rise::ITEMS);
    services.extend(electrical::ITEMS);
    services.extend(gas::ITEMS);
    services.extend(building::ITEMS);
    services.extend(landscaping::ITEMS);
    services.extend(specialist::ITEMS);
    services.sort_by_key(|s| s.id);
    services
}
