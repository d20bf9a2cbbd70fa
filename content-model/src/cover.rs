//! How a service is offered in an area (decisions 8, 25): the one rule behind
//! every service-in-area and variant page's badge, arrival line and wording.
//! `codegen` puts it on each of those routes, so the site only displays it.

use crate::{Area, ArrivalWindow, ResponseTime, Service};
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
    /// service's own '24/7' claim and its emergency response time would be
    /// false here, so it is booked as planned visits, at the catalogue's
    /// planned-work lead time there (`Coverage::planned_only_lead`).
    ByAppointment { lead: ResponseTime },
    /// A service that is planned work everywhere, at its own lead time, or
    /// the catalogue's planned-work lead time outside emergency cover when
    /// that is slower.
    Planned { lead: ResponseTime },
}

impl Cover {
    /// The cover of `service` in `area`; `planned_only_lead` is how soon
    /// planned work is booked where there is no emergency cover.
    pub const fn of(service: &Service, area: &Area, planned_only_lead: ResponseTime) -> Cover {
        match (service.emergency_available, area.emergency_arrival) {
            (true, Some(arrival)) => Cover::Emergency { arrival },
            (true, None) => Cover::ByAppointment {
                lead: planned_only_lead,
            },
            (false, Some(_)) => Cover::Planned {
                lead: service.response_time,
            },
            (false, None) => Cover::Planned {
                lead: service.response_time.slower(planned_only_lead),
            },
        }
    }

    /// True when the page may offer 24/7 emergency call-outs.
    pub const fn is_emergency(&self) -> bool {
        matches!(self, Cover::Emergency { .. })
    }

    /// How soon planned work is booked, where the page promises no arrival.
    pub const fn lead(&self) -> Option<ResponseTime> {
        match self {
            Cover::Emergency { .. } => None,
            Cover::ByAppointment { lead } | Cover::Planned { lead } => Some(*lead),
        }
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
            centre: crate::geo::GLASGOW_CENTRE,
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
    const LEAD: ResponseTime = ResponseTime::ThreeToFiveDays;

    #[test]
    fn emergency_service_in_a_covered_area_is_emergency_with_the_areas_window() {
        let s = service("Emergency Plumbing", Category::Plumbing, true);
        let cover = Cover::of(&s, &area(Some(WINDOW)), LEAD);
        assert_eq!(cover, Cover::Emergency { arrival: WINDOW });
        assert_eq!(cover.lead(), None);
        assert!(cover.is_emergency());
    }

    #[test]
    fn emergency_service_outside_cover_is_by_appointment_at_the_planned_lead_time() {
        // The service's own 'Under 2 hours' is an emergency response time: it
        // never reaches a page outside emergency cover.
        let mut s = service("Emergency Plumbing", Category::Plumbing, true);
        s.response_time = ResponseTime::Under2Hours;
        let cover = Cover::of(&s, &area(None), LEAD);
        assert_eq!(cover, Cover::ByAppointment { lead: LEAD });
        assert!(!cover.is_emergency());
        assert_eq!(cover.lead(), Some(LEAD));
    }

    #[test]
    fn planned_service_is_planned_wherever_it_is_at_the_slower_lead_time() {
        // 'Same day' holds where we have engineers on call; outside emergency
        // cover the planned-work lead time is the slower claim.
        let s = service("Leak Detection", Category::Plumbing, false);
        let same_day = ResponseTime::SameDay;
        assert_eq!(
            Cover::of(&s, &area(Some(WINDOW)), LEAD),
            Cover::Planned { lead: same_day }
        );
        assert_eq!(
            Cover::of(&s, &area(None), LEAD),
            Cover::Planned { lead: LEAD }
        );
        let mut slow = s;
        slow.response_time = ResponseTime::OneToTwoWeeks;
        assert_eq!(
            Cover::of(&slow, &area(None), LEAD),
            Cover::Planned {
                lead: ResponseTime::OneToTwoWeeks
            }
        );
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
            json(Cover::ByAppointment { lead: LEAD }),
            serde_json::json!({ "kind": "by-appointment", "lead": "3-5 days" })
        );
        assert_eq!(
            json(Cover::Planned {
                lead: ResponseTime::SameDay
            }),
            serde_json::json!({ "kind": "planned", "lead": "Same day" })
        );
    }
}
