//! Which of our work needs a building warrant in Scotland (issue 31.5), who
//! applies, whether our prices include the council's fee, and whether we are
//! an Approved Certifier of Construction. The rules it states are in
//! `content_model::building_standards`; this file records our choices and
//! ties each kind of work to the services and price cards that describe it.
use content_model::*;

pub const BUILDING_STANDARDS: BuildingStandards = BuildingStandards {
    // The Building (Scotland) Act 2003 makes the warrant the owner's
    // responsibility; we supply the details of our part, and do not act as
    // the owner's agent (that needs drawings we do not prepare).
    applicant: WarrantApplicant::OwnerWithOurDetails,
    // The council's fee is set by the value of the work, so it is quoted
    // separately rather than folded into a 'from' price.
    fee: WarrantFee::NotIncluded,
    // Placeholder until the owner confirms membership (or not) of an
    // Approved Certifier of Construction scheme: `just launch-check` lists it.
    approved_certifier: ApprovedCertifier::Unconfirmed,
    work: &[
        WarrantWork {
            scope: WarrantScope::Service(Slug::new("rewiring")),
            work: "A rewire or a new circuit",
            needed: WarrantWhere::FlatsAndTallHouses,
        },
        WarrantWork {
            scope: WarrantScope::Service(Slug::new("period-property")),
            work: "A rewire or a new circuit",
            needed: WarrantWhere::FlatsAndTallHouses,
        },
        WarrantWork {
            scope: WarrantScope::Service(Slug::new("ev-charger-installation")),
            work: "A charger on a new circuit",
            needed: WarrantWhere::FlatsAndTallHouses,
        },
        WarrantWork {
            scope: WarrantScope::Service(Slug::new("bathroom-installation")),
            work: "A new bathroom, shower room or wet room, or a refit that adds drainage or a new circuit,",
            needed: WarrantWhere::FlatsAndTallHouses,
        },
        WarrantWork {
            scope: WarrantScope::Service(Slug::new("kitchen-installation")),
            work: "A kitchen refit that adds drainage or a new circuit",
            needed: WarrantWhere::FlatsAndTallHouses,
        },
        WarrantWork {
            scope: WarrantScope::Service(Slug::new("boiler-installation")),
            work: "A new unvented hot-water cylinder, as fitted with a system boiler,",
            needed: WarrantWhere::FlatsAndTallHouses,
        },
        WarrantWork {
            scope: WarrantScope::Service(Slug::new("new-build-services")),
            work: "New homes, extensions and loft conversions",
            needed: WarrantWhere::Anywhere,
        },
        WarrantWork {
            scope: WarrantScope::PriceItem {
                page: Slug::new("electrical"),
                item: "Full Rewire",
            },
            work: "A rewire",
            needed: WarrantWhere::FlatsAndTallHouses,
        },
        WarrantWork {
            scope: WarrantScope::PriceItem {
                page: Slug::new("electrical"),
                item: "EV Charger Installation",
            },
            work: "A charger on a new circuit",
            needed: WarrantWhere::FlatsAndTallHouses,
        },
        WarrantWork {
            scope: WarrantScope::PriceItem {
                page: Slug::new("heating"),
                item: "Heat Pump Installation",
            },
            work: "A heat pump’s unvented hot-water cylinder",
            needed: WarrantWhere::FlatsAndTallHouses,
        },
        WarrantWork {
            scope: WarrantScope::PriceItem {
                page: Slug::new("kitchen-bathroom"),
                item: "Complete Bathroom",
            },
            work: "A bathroom refit that adds drainage or a new circuit",
            needed: WarrantWhere::FlatsAndTallHouses,
        },
        WarrantWork {
            scope: WarrantScope::PriceItem {
                page: Slug::new("kitchen-bathroom"),
                item: "Kitchen Fitting",
            },
            work: "A kitchen refit that adds drainage or a new circuit",
            needed: WarrantWhere::FlatsAndTallHouses,
        },
    ],
};
