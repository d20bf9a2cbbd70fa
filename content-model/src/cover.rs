//! How a service is offered in an area (PRODUCT 8, 25): the one rule behind
//! every service-in-area and variant page's badge, arrival line and wording.
//! `codegen` puts it on each of those routes, so the site only displays it.

use crate::{Area, ArrivalWindow, Service};
use schemars::JsonSchema;
use serde::Serialize;
use ts_rs::TS;

/// A service's cover in one area.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, TS, JsonSchema)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum Cover {
    /// An emergency-capable service in an area with emergency cover: 24/7,
    /// an engineer typically arriving within the area's window.
    Emergency { arrival: ArrivalWindow },
    /// An emergency-capable service in an area outside emergency cover: the
    /// service's own '24/7' claim would be false here, so it is booked as
    /// planned visits by appointment.
    ByAppointment,
    /// A service that is planned work everywhere, at its own response time.
    Planned,
}

impl Cover {
    /// The cover of `service` in `area`.
    pub const fn of(service: &Service, area: &Area) -> Cover {
        match (service.emergency_available, area.emergency_arrival) {
            (true, Some(arrival)) => Cover::Emergency { arrival },
            (true, None) => Cover::ByAppointment,
            (false, _) => Cover::Planned,
        }
    }

    /// True when the page may offer 24/7 emergency call-outs.
    pub const fn is_emergency(&self) -> bool {
        matches!(self, Cover::Emergency { .. })
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::{Category, PropertyType, ResponseTime, Slug};

    pub(crate) const fn service(
        name: &'static str,
        category: Category,
        emergency: bool,
    ) -> Service {
        Service {
            id: 1,
            name,
            slug: Slug::new("a-service"),
            category,
            description: "",
            short_description: "",
            long_description: "",
            emergency_available: emergency,
            response_time: ResponseTime::SameDay,
            subcategories: &[],
            keywords: &[],
            property_types: &[PropertyType::Residential],
        }
    }

    fn area(arrival: Option<ArrivalWindow>) -> Area {
        Area {
            id: 1,
            name: "Somewhere",
            slug: Slug::new("somewhere"),
            postcodes: &[],
            description: "",
            distance_miles: 5,
            population: None,
            key_services: &[],
            neighbourhoods: &[],
            main_streets: &[],
            property_types: &[],
            emergency_arrival: arrival,
            details: None,
        }
    }

    const WINDOW: ArrivalWindow = ArrivalWindow::minutes(25, 40);

    #[test]
    fn emergency_service_in_a_covered_area_is_emergency_with_the_areas_window() {
        let s = service("Emergency Plumbing", Category::Plumbing, true);
        let cover = Cover::of(&s, &area(Some(WINDOW)));
        assert_eq!(cover, Cover::Emergency { arrival: WINDOW });
        assert!(cover.is_emergency());
    }

    #[test]
    fn emergency_service_outside_cover_is_by_appointment() {
        let s = service("Emergency Plumbing", Category::Plumbing, true);
        assert_eq!(Cover::of(&s, &area(None)), Cover::ByAppointment);
        assert!(!Cover::ByAppointment.is_emergency());
    }

    #[test]
    fn planned_service_is_planned_wherever_it_is() {
        let s = service("Rewiring", Category::Electrical, false);
        assert_eq!(Cover::of(&s, &area(Some(WINDOW))), Cover::Planned);
        assert_eq!(Cover::of(&s, &area(None)), Cover::Planned);
    }

    #[test]
    fn wire_form_is_tagged_by_kind() {
        let json = |c: Cover| serde_json::to_value(c).unwrap();
        assert_eq!(
            json(Cover::Emergency { arrival: WINDOW }),
            serde_json::json!({
                "kind": "emergency",
                "arrival": { "fromMinutes": 25, "toMinutes": 40, "display": "25-40 minutes" }
            })
        );
        assert_eq!(
            json(Cover::ByAppointment),
            serde_json::json!({ "kind": "by-appointment" })
        );
        assert_eq!(
            json(Cover::Planned),
            serde_json::json!({ "kind": "planned" })
        );
    }
}
