//! The areas we cover: the city of Glasgow first, then the surrounding towns
//! out to Kilwinning.

use content_model::Area;

mod part_1;
mod part_2;

pub(crate) fn all() -> Vec<Area> {
    let mut areas = Vec::new();
    areas.extend(part_1::ITEMS);
    areas.extend(part_2::ITEMS);
    areas
}
