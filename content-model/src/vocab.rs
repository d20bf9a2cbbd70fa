//! Closed sets of the catalogue. Each is an enum, so a typo is a compile error
//! and the TypeScript side receives a union of the allowed strings.

use schemars::JsonSchema;
use serde::Serialize;
use ts_rs::TS;

/// Declares a closed set whose wire form is a fixed string per variant, with
/// `ALL` in catalogue order and `as_str()` for the wire text.
macro_rules! closed_set {
    ($(#[$meta:meta])* $name:ident { $($variant:ident => $text:literal),+ $(,)? }) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, TS, JsonSchema)]
        pub enum $name {
            $(#[serde(rename = $text)] $variant),+
        }
        impl $name {
            pub const ALL: &'static [$name] = &[$($name::$variant),+];
            pub const fn as_str(self) -> &'static str {
                match self { $($name::$variant => $text),+ }
            }
            pub fn parse(text: &str) -> Option<$name> {
                match text { $($text => Some($name::$variant),)+ _ => None }
            }
        }
        impl std::fmt::Display for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(self.as_str())
            }
        }
    };
}

closed_set! {
    /// The 13 service categories (brief 3), serialised as their slugs.
    Category {
        Plumbing => "plumbing",
        KitchenBathroom => "kitchen-bathroom",
        Drainage => "drainage",
        Heating => "heating",
        Roofing => "roofing",
        Guttering => "guttering",
        Commercial => "commercial",
        HighRise => "high-rise",
        Electrical => "electrical",
        Gas => "gas",
        Building => "building",
        Landscaping => "landscaping",
        Specialist => "specialist",
    }
}

impl Category {
    /// Whether this category's page shows the gas emergency notice first
    /// (issue 13.3): gas work, where a visitor may be reporting a smell.
    /// Boiler services in Heating show it on their own pages
    /// (`Service::involves_gas`); the Heating page is mostly radiators,
    /// cylinders and controls.
    pub fn involves_gas(self) -> bool {
        matches!(self, Category::Gas)
    }

    /// The name printed in headings (decision 5: typed, not derived from the slug).
    pub const fn display_name(self) -> &'static str {
        match self {
            Category::Plumbing => "Plumbing",
            Category::KitchenBathroom => "Kitchen & Bathroom",
            Category::Drainage => "Drainage",
            Category::Heating => "Heating",
            Category::Roofing => "Roofing",
            Category::Guttering => "Guttering",
            Category::Commercial => "Commercial",
            Category::HighRise => "High-Rise",
            Category::Electrical => "Electrical",
            Category::Gas => "Gas",
            Category::Building => "Building",
            Category::Landscaping => "Landscaping",
            Category::Specialist => "Specialist",
        }
    }

    /// The quote form option (brief 5) a service of this category preselects
    /// when its name does not pick one (`Service::quote_service`): one of the
    /// ten where it honestly fits; `None` for a trade the ten do not cover,
    /// which has its own option (decision 38, `QuoteOption`). Gas has its
    /// own: a gas safety check is not a boiler service. Exhaustive: a new
    /// category does not compile until someone decides what it preselects.
    pub const fn quote_service(self) -> Option<QuoteService> {
        match self {
            Category::Plumbing => Some(QuoteService::GeneralPlumbing),
            Category::KitchenBathroom => Some(QuoteService::BathroomFitting),
            Category::Drainage => Some(QuoteService::DrainUnblocking),
            Category::Heating => Some(QuoteService::HeatingServices),
            Category::Gas
            | Category::Roofing
            | Category::Guttering
            | Category::Commercial
            | Category::HighRise
            | Category::Electrical
            | Category::Building
            | Category::Landscaping
            | Category::Specialist => None,
        }
    }

    /// Whether the quote form lists this trade as an option of its own
    /// (decision 38): none of the brief's ten covers it.
    pub const fn has_own_option(self) -> bool {
        self.quote_service().is_none()
    }
}

closed_set! {
    /// The four property types a service can be offered for.
    PropertyType {
        Residential => "residential",
        Commercial => "commercial",
        HighRise => "high-rise",
        Industrial => "industrial",
    }
}

impl PropertyType {
    /// The name printed in headings and links, e.g. 'High-Rise' (typed, not
    /// derived from the slug).
    pub const fn display_name(self) -> &'static str {
        match self {
            PropertyType::Residential => "Residential",
            PropertyType::Commercial => "Commercial",
            PropertyType::HighRise => "High-Rise",
            PropertyType::Industrial => "Industrial",
        }
    }
}

closed_set! {
    /// The catalogue's eight response-time texts (brief 9).
    ResponseTime {
        Under60Mins => "Under 60 mins",
        SameDay => "Same day",
        OneToTwoWeeks => "1-2 weeks",
        ThreeToFiveDays => "3-5 days",
        Under2Hours => "Under 2 hours",
        Immediate => "Immediate",
        OneToThreeDays => "1-3 days",
        FiveToSevenDays => "5-7 days",
    }
}

impl ResponseTime {
    /// The latest it can mean, in hours from the request: what orders two
    /// claims when a page must show the slower (`Cover::of`'s planned-work
    /// lead time outside emergency cover).
    pub const fn latest_hours(self) -> u32 {
        match self {
            ResponseTime::Immediate => 0,
            ResponseTime::Under60Mins => 1,
            ResponseTime::Under2Hours => 2,
            ResponseTime::SameDay => 24,
            ResponseTime::OneToThreeDays => 3 * 24,
            ResponseTime::ThreeToFiveDays => 5 * 24,
            ResponseTime::FiveToSevenDays => 7 * 24,
            ResponseTime::OneToTwoWeeks => 14 * 24,
        }
    }

    /// The slower of two claims.
    pub const fn slower(self, other: ResponseTime) -> ResponseTime {
        if other.latest_hours() > self.latest_hours() {
            other
        } else {
            self
        }
    }
}

closed_set! {
    /// The nine blog categories (brief 3).
    PostCategory {
        Maintenance => "Maintenance",
        HomeImprovement => "Home Improvement",
        Bathroom => "Bathroom",
        Technology => "Technology",
        EmergencyServices => "Emergency Services",
        HeatingAndEnergy => "Heating & Energy",
        KitchenAndBathroom => "Kitchen & Bathroom",
        GasSafety => "Gas Safety",
        SeoAndMarketing => "SEO & Marketing",
    }
}

closed_set! {
    /// The quote form's ten service options (brief 5), in the order shown.
    QuoteService {
        EmergencyPlumbing => "Emergency Plumbing",
        BurstPipeRepair => "Burst Pipe Repair",
        BoilerServices => "Boiler Services",
        DrainUnblocking => "Drain Unblocking",
        ToiletRepair => "Toilet Repair",
        LeakDetection => "Leak Detection",
        BathroomFitting => "Bathroom Fitting",
        TapRepair => "Tap Repair",
        HeatingServices => "Heating Services",
        GeneralPlumbing => "General Plumbing",
    }
}

closed_set! {
    /// Icon names the site maps to its icon library. Adding one here makes the
    /// site's icon table fail to type-check until the new icon is drawn.
    Icon {
        Wrench => "wrench",
        Droplets => "droplets",
        Flame => "flame",
        Zap => "zap",
        ShieldCheck => "shield-check",
        House => "house",
        Building => "building",
        Thermometer => "thermometer",
        Hammer => "hammer",
        Bath => "bath",
        ShowerHead => "shower-head",
        Utensils => "utensils",
        Paintbrush => "paintbrush",
        Ruler => "ruler",
        Search => "search",
        Waves => "waves",
        Gauge => "gauge",
        Clock => "clock",
        CloudRain => "cloud-rain",
        Layers => "layers",
        Wind => "wind",
        Plug => "plug",
        Lightbulb => "lightbulb",
        Cable => "cable",
        Car => "car",
        Key => "key",
        GraduationCap => "graduation-cap",
        Landmark => "landmark",
        Store => "store",
        Briefcase => "briefcase",
        HardHat => "hard-hat",
        Drill => "drill",
        Camera => "camera",
        TriangleAlert => "triangle-alert",
        Phone => "phone",
        Sparkles => "sparkles",
        Leaf => "leaf",
        Trees => "trees",
        Fence => "fence",
        Sun => "sun",
        Warehouse => "warehouse",
        Factory => "factory",
        ClipboardCheck => "clipboard-check",
        Star => "star",
        BadgePoundSterling => "badge-pound-sterling",
        Users => "users",
        MapPin => "map-pin",
        Truck => "truck",
        Award => "award",
        Heart => "heart",
    }
}

impl QuoteService {
    /// Whether a visitor choosing this option may be reporting a gas smell,
    /// so the quote form shows the gas emergency notice first (issue 13.3).
    /// Exhaustive on purpose: a new option has to be decided here.
    pub fn involves_gas(self) -> bool {
        match self {
            QuoteService::BoilerServices => true,
            QuoteService::EmergencyPlumbing
            | QuoteService::BurstPipeRepair
            | QuoteService::DrainUnblocking
            | QuoteService::ToiletRepair
            | QuoteService::LeakDetection
            | QuoteService::BathroomFitting
            | QuoteService::TapRepair
            | QuoteService::HeatingServices
            | QuoteService::GeneralPlumbing => false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn property_type_names() {
        let names: Vec<&str> = PropertyType::ALL.iter().map(|t| t.display_name()).collect();
        assert_eq!(
            names,
            ["Residential", "Commercial", "High-Rise", "Industrial"]
        );
        // Each name is its slug, capitalised word by word, keeping the hyphen.
        for t in PropertyType::ALL {
            assert_eq!(t.display_name().to_lowercase(), t.as_str());
        }
    }

    #[test]
    fn category_quote_options() {
        assert_eq!(Category::Gas.quote_service(), None);
        assert!(Category::Gas.has_own_option());
        assert_eq!(
            Category::KitchenBathroom.quote_service(),
            Some(QuoteService::BathroomFitting)
        );
        assert_eq!(Category::Electrical.quote_service(), None);
        assert_eq!(Category::Roofing.quote_service(), None);
    }
}
