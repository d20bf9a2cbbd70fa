//! The 40 services, in catalogue order (the order menus and lists show them).

use content_model::Service;

mod part_1;
mod part_2;

pub(crate) fn all() -> Vec<Service> {
    let mut services = Vec::new();
    services.extend(part_1::ITEMS);
    services.extend(part_2::ITEMS);
    services
}
