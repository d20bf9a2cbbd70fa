//! The sitemap page: the site's 14 main pages.

use content_model::*;

pub(crate) const ENTRIES: [SitemapEntry; 14] = [
    SitemapEntry {
        title: "Home",
        path: "/",
        description: "Plumbing, heating, gas and electrical services for Glasgow, with emergency cover day and night.",
    },
    SitemapEntry {
        title: "Services",
        path: "/services",
        description: "Every service we offer, grouped by trade, with what each covers and how quickly we respond.",
    },
    SitemapEntry {
        title: "Emergency Call-Outs",
        path: "/emergency",
        description: "The emergencies we attend, our arrival times in each part of our area and what to do while you wait.",
    },
    SitemapEntry {
        title: "Electrical",
        path: "/electrical",
        description: "Electricians for repairs, rewires, consumer units, EICRs and EV chargers, with starting prices.",
    },
    SitemapEntry {
        title: "Gas",
        path: "/gas",
        description: "Gas Safe registered engineers for boilers, cookers, gas fires, leaks and landlord safety certificates.",
    },
    SitemapEntry {
        title: "Heating",
        path: "/heating",
        description: "Central heating, radiators, heat pumps, underfloor heating and power flushing, with starting prices.",
    },
    SitemapEntry {
        title: "Building",
        path: "/building",
        description: "Building repairs, renovations, joinery, tiling and decorating for homes, landlords and businesses.",
    },
    SitemapEntry {
        title: "Kitchen & Bathroom",
        path: "/kitchen-bathroom",
        description: "Kitchen fitting, complete bathrooms, showers, tiling and waterproofing, with starting prices.",
    },
    SitemapEntry {
        title: "Areas We Cover",
        path: "/areas",
        description: "The towns and neighbourhoods we serve in and around Glasgow, and whether each has emergency cover.",
    },
    SitemapEntry {
        title: "Reviews",
        path: "/reviews",
        description: "What customers across Glasgow and the surrounding towns say about our work.",
    },
    SitemapEntry {
        title: "Blog",
        path: "/blog",
        description: "Practical guides on plumbing, heating, gas safety and looking after your home in Glasgow.",
    },
    SitemapEntry {
        title: "Contact Us",
        path: "/contact",
        description: "Ask for a free quote, book a visit or report an emergency.",
    },
    SitemapEntry {
        title: "About Us",
        path: "/about",
        description: "Who we are, how we work and the registrations our engineers hold.",
    },
    SitemapEntry {
        title: "Privacy Policy",
        path: "/privacy",
        description: "How we collect, use and protect the personal information you give us.",
    },
];
