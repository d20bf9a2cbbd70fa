//! The areas we cover, one file per council area. Catalogue order is by id:
//! the city of Glasgow first, then the surrounding towns out to Kilwinning.

use content_model::Area;

mod east_ayrshire;
mod east_dunbartonshire;
mod east_renfrewshire;
mod glasgow_city;
mod inverclyde;
mod north_ayrshire;
mod north_lanarkshire;
mod renfrewshire;
mod south_lanarkshire;
mod west_dunbartonshire;

pub(crate) fn all() -> Vec<Area> {
    let mut areas = Vec::new();
    areas.extend(glasgow_city::ITEMS);
    areas.extend(south_lanarkshire::ITEMS);
    areas.extend(east_dunbartonshire::ITEMS);
    areas.extend(west_dunbartonshire::ITEMS);
    areas.extend(renfrewshire::ITEMS);
    areas.extend(east_renfrewshire::ITEMS);
    areas.extend(north_lanarkshire::ITEMS);
    areas.extend(inverclyde::ITEMS);
    areas.extend(east_ayrshire::ITEMS);
    areas.extend(north_ayrshire::ITEMS);
    areas.sort_by_key(|a| a.id);
    areas
}
