//! The business facts (decisions 1-3). Every page reads them from here.
//!
//! The phone numbers are in Ofcom's drama ranges and the email address is on a
//! reserved example domain, so nothing reaches a real person until the owner
//! sets the real ones here (see content/README.md).

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
    // Zeros: a number Companies House never issues, so the default cannot
    // name a real company (`just launch-check` lists it until it is set).
    company_number: "SC000000",
    registered_in: "Scotland",
    gas_safe_number: "000000",
    niceic_number: "N000000",
    founded: 2014,
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
    customers_claim: "500+",
    guarantee_months: 12,
    quote_validity_days: 30,
    // The UK standard rate, which covers the work this firm quotes for.
    vat_rate_basis_points: 2000,
    // Zeros, as the company number: `just launch-check` lists it until the
    // real number from HMRC is set.
    vat_number: "GB000000000",
    // Three days: long enough for the customer to talk it over and compare a
    // second price over a weekend, short enough that the job is still fresh
    // in their mind and not yet given to another firm. Chased again every
    // three days while it stays unanswered, well inside the 30 days a quote holds.
    quote_chase_days: 3,
    cancellation_notice_hours: 24,
    enquiry_retention_months: 24,
    claims: ResponseClaims {
        reply_minutes: 15,
        emergency_callback_minutes: 60,
    },
    trust_strip: [
        TrustClaim {
            title: "Gas Safe Registered",
            subtitle: Fact::Text("Qualified engineers"),
            icon: Icon::ShieldCheck,
            reach: ClaimReach::Everywhere,
        },
        TrustClaim {
            title: "24/7 Emergency",
            subtitle: Fact::Text("Emergency line always open"),
            icon: Icon::Clock,
            reach: ClaimReach::EmergencyCover,
        },
        TrustClaim {
            // Not 'Highly Rated': every review shown is an example until real
            // ones are recorded (issue 31.8), and a rating claim rests on them.
            title: "Guaranteed Work",
            subtitle: Fact::Text("Workmanship guarantee"),
            icon: Icon::ClipboardCheck,
            reach: ClaimReach::Everywhere,
        },
        TrustClaim {
            title: "Free Quotes",
            subtitle: Fact::Text("No obligation"),
            icon: Icon::BadgePoundSterling,
            reach: ClaimReach::Everywhere,
        },
        TrustClaim {
            title: "Rapid Response",
            subtitle: Fact::ArrivalRange,
            icon: Icon::Truck,
            reach: ClaimReach::EmergencyCover,
        },
        TrustClaim {
            title: "Fully Insured",
            subtitle: Fact::Text("Professional service"),
            icon: Icon::Award,
            reach: ClaimReach::Everywhere,
        },
    ],
    home_stats: [
        Stat {
            value: Fact::Customers,
            label: "Happy customers",
        },
        Stat {
            value: Fact::EmergencyLine,
            label: "Emergency line",
        },
        Stat {
            value: Fact::ReplyTime,
            label: "Reply time in opening hours",
        },
        Stat {
            value: Fact::AverageRating,
            label: "Average review rating",
        },
    ],
    review_stats: [
        Stat {
            value: Fact::Customers,
            label: "Happy customers",
        },
        Stat {
            value: Fact::AverageRating,
            label: "Average rating",
        },
        Stat {
            value: Fact::ShareRatedFourOrFive,
            label: "Of reviews rated 4 or 5 stars",
        },
        Stat {
            value: Fact::EmergencyLine,
            label: "Emergency line",
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
    // Where review requests send the customer (issue 34.1). The links are
    // placeholders on a reserved example domain, so no request reaches a
    // platform until the owner sets the business's own review pages
    // (`just launch-check` lists each one until then).
    review_platforms: &[
        ReviewPlatform {
            key: "google",
            name: "Google",
            review_url: "https://reviews.kelvintrades.example/google",
            url_hosts: &["www.google.com", "google.com", "maps.app.goo.gl", "g.co"],
        },
        ReviewPlatform {
            key: "trustpilot",
            name: "Trustpilot",
            review_url: "https://reviews.kelvintrades.example/trustpilot",
            url_hosts: &["www.trustpilot.com", "uk.trustpilot.com", "trustpilot.com"],
        },
    ],
    site_builder: ExternalLink {
        label: "Website by Clydeside Web Studio",
        url: "https://web-studio.example",
    },
    bank_holidays: crate::bank_holidays::BANK_HOLIDAYS,
    // A real public number, not a placeholder: the gas emergency line for
    // all of Great Britain, free and open 24 hours (in Scotland it is
    // answered for SGN, which runs the network here).
    gas_emergency: PublicLine {
        name: "National Gas Emergency Service",
        phone: UkPhone::new("0800 111 999", "+44800111999"),
    },
    // Real public numbers the copy names, checked wherever it writes them.
    other_lines: &[PublicLine {
        name: "Information Commissioner’s Office",
        phone: UkPhone::new("0303 123 1113", "+443031231113"),
    }],
};
