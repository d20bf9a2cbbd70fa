//! The business facts (PRODUCT 1-3). Every page reads them from here.
//!
//! The phone numbers are in Ofcom's drama ranges and the email address is on a
//! reserved example domain, so nothing reaches a real person until the owner
//! sets the real ones here (see the README).

use content_model::*;

pub(crate) const BUSINESS: Business = Business {
    name: "Kelvin Trades",
    legal_name: "Kelvin Trades Ltd",
    tagline: "Plumbing, heating, gas and electrical engineers for Glasgow",
    phone: UkPhone::new("0141 496 0123", "+441414960123"),
    whatsapp: UkPhone::new("07700 900123", "+447700900123"),
    email: "hello@kelvintrades.example",
    registered_office: Address {
        street: "100 Example Street",
        locality: "Glasgow",
        postcode: "G2 1AA",
        country: "United Kingdom",
    },
    company_number: "SC839033",
    registered_in: "Scotland",
    gas_safe_number: "000000",
    niceic_number: "N000000",
    founded: 2014,
    copyright_year: 2024,
    hours: [
        OpeningHours {
            days: "Monday to Friday",
            hours: "07:00-20:00",
        },
        OpeningHours {
            days: "Saturday",
            hours: "08:00-18:00",
        },
        OpeningHours {
            days: "Sunday",
            hours: "09:00-17:00",
        },
        OpeningHours {
            days: "Emergencies",
            hours: "24/7",
        },
    ],
    geo: GeoPoint {
        latitude: 55.8642,
        longitude: -4.2518,
    },
    service_radius_miles: 25,
    service_radius_metres: 40_000,
    customers_claim: "500+",
    guarantee_months: 12,
    quote_validity_days: 30,
    cancellation_notice_hours: 24,
    claims: ResponseClaims {
        emergency_response: "30-60 minutes",
        arrival_window: "15-60 minute arrival",
        area_arrival: "Under 60 minutes",
        home_response: "15 minute response",
        emergency_form_reply: "within 1 hour",
        quote_form_reply: "within 15 minutes",
    },
    trust_strip: [
        TrustClaim {
            title: "Gas Safe Certified",
            subtitle: "Qualified engineers",
            icon: Icon::ShieldCheck,
        },
        TrustClaim {
            title: "24/7 Emergency",
            subtitle: "Always available",
            icon: Icon::Clock,
        },
        TrustClaim {
            title: "Highly Rated",
            subtitle: "By our customers",
            icon: Icon::Star,
        },
        TrustClaim {
            title: "Free Estimates",
            subtitle: "Transparent pricing",
            icon: Icon::BadgePoundSterling,
        },
        TrustClaim {
            title: "Rapid Response",
            subtitle: "15-60 minute arrival",
            icon: Icon::Truck,
        },
        TrustClaim {
            title: "Fully Insured",
            subtitle: "Professional service",
            icon: Icon::Award,
        },
    ],
    home_stats: [
        Stat {
            value: "500+",
            label: "Happy customers",
        },
        Stat {
            value: "24/7",
            label: "Emergency service",
        },
        Stat {
            value: "15 min",
            label: "Response time",
        },
        Stat {
            value: "4.8/5",
            label: "Customer rating",
        },
    ],
    review_stats: [
        Stat {
            value: "500+",
            label: "Happy customers",
        },
        Stat {
            value: "4.8/5",
            label: "Average rating",
        },
        Stat {
            value: "98%",
            label: "Would recommend us",
        },
        Stat {
            value: "24/7",
            label: "Emergency service",
        },
    ],
    review_sites: [
        ReviewSite {
            name: "Google",
            url: "https://www.google.com/maps",
        },
        ReviewSite {
            name: "Trustpilot",
            url: "https://www.trustpilot.com",
        },
        ReviewSite {
            name: "Checkatrade",
            url: "https://www.checkatrade.com",
        },
    ],
    site_builder: ExternalLink {
        label: "Website by Clydeside Web Studio",
        url: "https://web-studio.example",
    },
};
