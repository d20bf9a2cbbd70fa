//! Claims computed from the records they summarise (decisions 1, 2, 24-26):
//! ratings from the reviews shown, arrival times from the areas' windows,
//! years from the founding year, and the Markdown pages' `{{placeholders}}`.

use content_model::views::*;
use content_model::*;

/// Everything a computed fact can be derived from.
pub struct Derived<'a> {
    pub cat: &'a Catalogue,
    pub build_year: u16,
    pub site_url: &'a str,
}

impl Derived<'_> {
    pub fn years_trading(&self) -> u16 {
        self.build_year.saturating_sub(self.cat.business.founded)
    }

    /// Mean rating of the reviews shown, to one decimal place.
    pub fn average_rating(&self) -> f64 {
        let reviews = &self.cat.reviews;
        if reviews.is_empty() {
            return 0.0;
        }
        let sum: u32 = reviews.iter().map(|r| r.rating.stars() as u32).sum();
        (sum as f64 / reviews.len() as f64 * 10.0).round() / 10.0
    }

    /// Whole-number percentage of the reviews shown rated four or five stars.
    pub fn share_rated_four_or_five(&self) -> u32 {
        let reviews = &self.cat.reviews;
        if reviews.is_empty() {
            return 0;
        }
        let good = reviews.iter().filter(|r| r.rating.stars() >= 4).count();
        (good as f64 * 100.0 / reviews.len() as f64).round() as u32
    }

    /// The fastest start and slowest end of the covered areas' windows.
    pub fn arrival_span(&self) -> ArrivalWindow {
        ArrivalWindow::span(self.cat.areas.iter().filter_map(|a| a.emergency_arrival))
            .expect("`codegen check` requires emergency cover in every area but one")
    }

    /// Where we take planned work, as far as the data says: 'all of Glasgow
    /// and the towns around it, as far out as Irvine, Kilwinning and
    /// Greenock' (the three areas farthest by road). No radius: a circle
    /// would take in towns no area serves (decision 34).
    pub fn planned_coverage(&self) -> String {
        coverage_sentence(self.cat, false)
    }

    /// Where we answer emergencies: the same sentence from the areas with an
    /// arrival window only, so no emergency copy names a planned-only area
    /// (issue 31.2).
    pub fn emergency_coverage(&self) -> String {
        coverage_sentence(self.cat, true)
    }

    pub fn places_covered(&self) -> usize {
        let areas = &self.cat.areas;
        areas.len() + areas.iter().map(|a| a.neighbourhoods.len()).sum::<usize>()
    }

    pub fn fact(&self, fact: Fact) -> String {
        let b = &self.cat.business;
        match fact {
            Fact::Text(text) => text.to_string(),
            Fact::Customers => b.customers_claim.to_string(),
            Fact::AverageRating => format!("{:.1}/5", self.average_rating()),
            Fact::ShareRatedFourOrFive => format!("{}%", self.share_rated_four_or_five()),
            Fact::EmergencyLine => "24/7".to_string(),
            Fact::ReplyTime => format!("{} min", b.claims.reply_minutes),
            Fact::ArrivalRange => {
                let w = self.arrival_span();
                format!("{}-{} minute arrival", w.from_minutes, w.to_minutes)
            }
            Fact::FastestArrival => format!("From {} min", self.arrival_span().from_minutes),
            Fact::YearsTrading => self.years_trading().to_string(),
        }
    }

    fn stats(&self, stats: &[Stat]) -> Vec<StatView> {
        stats
            .iter()
            .map(|s| StatView {
                value: self.fact(s.value),
                // A figure computed from sample reviews says so (issue 31.8).
                label: if self.rating_is_from_samples()
                    && matches!(s.value, Fact::AverageRating | Fact::ShareRatedFourOrFive)
                {
                    format!("{} (example reviews)", s.label)
                } else {
                    s.label.to_string()
                },
            })
            .collect()
    }

    pub fn site_facts(&self, tag_manager_id: Option<String>) -> SiteFacts {
        let cat = self.cat;
        let b = &cat.business;
        SiteFacts {
            business: *b,
            years_trading: self.years_trading(),
            site_url: self.site_url.trim_end_matches('/').to_string(),
            places_covered: self.places_covered() as u32,
            area_count: cat.areas.len() as u32,
            planned_coverage: self.planned_coverage(),
            emergency_coverage: self.emergency_coverage(),
            service_count: cat.services.len() as u32,
            tag_manager_id,
            copyright_year: self.build_year,
            arrival_span: self.arrival_span(),
            planned_only_lead: cat.coverage.planned_only_lead,
            promises: Promises::of(b),
            home_stats: self.stats(&b.home_stats),
            review_stats: self.stats(&b.review_stats),
            trust_strip: b
                .trust_strip
                .iter()
                .map(|t| TrustView {
                    title: t.title.to_string(),
                    subtitle: self.fact(t.subtitle),
                    icon: t.icon,
                    emergency_cover_only: t.reach == ClaimReach::EmergencyCover,
                })
                .collect(),
        }
    }

    pub fn emergency(&self) -> EmergencyView {
        let e = &self.cat.emergency;
        EmergencyView {
            stats: self.stats(&e.stats),
            tiles: e
                .tiles
                .iter()
                .map(|t| EmergencyTileView {
                    title: t.title.into(),
                    description: t.description.into(),
                    arrival: match t.arrival {
                        ArrivalPromise::AreaWindow => "Your area’s arrival window".into(),
                        ArrivalPromise::WithinMinutes(n) => format!("Within {n} minutes"),
                    },
                    icon: t.icon,
                })
                .collect(),
            coverage: e
                .coverage
                .iter()
                .map(|z| {
                    let areas: Vec<&Area> = z
                        .areas
                        .iter()
                        .filter_map(|s| self.cat.area(s.as_str()))
                        .collect();
                    let mut districts: Vec<PostcodeDistrict> = Vec::new();
                    for d in areas.iter().flat_map(|a| a.postcodes.iter()) {
                        if !districts.contains(d) {
                            districts.push(*d);
                        }
                    }
                    districts.sort_by_key(|d| district_order(d.as_str()));
                    CoverageZoneView {
                        name: z.name.into(),
                        postcodes: districts
                            .iter()
                            .map(|d| d.as_str())
                            .collect::<Vec<_>>()
                            .join(", "),
                        arrival: ArrivalWindow::span(
                            areas.iter().filter_map(|a| a.emergency_arrival),
                        )
                        .expect("`codegen check` requires every zone area to be covered"),
                        areas: z.areas.to_vec(),
                    }
                })
                .collect(),
            immediate_actions: self
                .cat
                .safety
                .topics()
                .iter()
                .map(|(_, advice, _)| {
                    Advice::as_instruction(&advice.view(&self.cat.business.gas_emergency))
                })
                .collect(),
            before_we_arrive: e.before_we_arrive.iter().map(|s| s.to_string()).collect(),
        }
    }

    pub fn home_cards(&self) -> Vec<HomeCardView> {
        self.cat
            .home_cards
            .iter()
            .map(|c| HomeCardView {
                card: *c,
                around_the_clock: self
                    .cat
                    .service(c.service.as_str())
                    .is_some_and(|s| s.emergency_available),
            })
            .collect()
    }

    pub fn reviews(&self) -> ReviewsData {
        let reviews = &self.cat.reviews;
        ReviewsData {
            reviews: reviews
                .iter()
                .map(|r| ReviewView {
                    review: *r,
                    verified: r.is_verified(),
                    sample: r.is_sample(),
                })
                .collect(),
            average_rating: self.average_rating(),
            review_count: reviews.len() as u32,
            has_samples: self.rating_is_from_samples(),
            claimed_rating: (!self.rating_is_from_samples()).then(|| self.average_rating()),
        }
    }

    /// Whether any review the rating is computed from is a sample: then no
    /// page claims the rating as customers' (issue 31.8).
    pub fn rating_is_from_samples(&self) -> bool {
        self.cat.reviews.iter().any(|r| r.is_sample())
    }

    /// The value of a Markdown page's `{{name}}` placeholder.
    pub fn placeholder(&self, name: &str) -> Option<String> {
        let b = &self.cat.business;
        let o = &b.registered_office;
        Some(match name {
            "name" => b.name.into(),
            "legal_name" => b.legal_name.into(),
            "phone" => b.phone.display().into(),
            "whatsapp" => b.whatsapp.display().into(),
            "email" => b.email.into(),
            "address" => format!("{}, {} {}", o.street, o.locality, o.postcode),
            "company_number" => b.company_number.into(),
            "registered_in" => b.registered_in.into(),
            "gas_safe_number" => b.gas_safe_number.into(),
            "niceic_number" => b.niceic_number.into(),
            "founded" => b.founded.to_string(),
            "years_trading" => self.years_trading().to_string(),
            "guarantee_months" => b.guarantee_months.to_string(),
            "quote_validity_days" => b.quote_validity_days.to_string(),
            "cancellation_notice_hours" => b.cancellation_notice_hours.to_string(),
            "coverage" => self.planned_coverage(),
            "emergency_coverage" => self.emergency_coverage(),
            // With its condition, as every reader words it (issue 31.3).
            "reply" => Promises::of(b).reply,
            "warrant_applicant" => self.cat.building_standards.note(&[]).applicant,
            "warrant_fee" => self.cat.building_standards.note(&[]).fee,
            "site_url" => self.site_url.trim_end_matches('/').to_string(),
            "customers" => b.customers_claim.into(),
            "area_count" => self.cat.areas.len().to_string(),
            "service_count" => self.cat.services.len().to_string(),
            "enquiry_retention_months" => b.enquiry_retention_months.to_string(),
            "hours" => hours_sentence(&b.hours),
            "gas_line" => b.gas_emergency.name.into(),
            "gas_phone" => b.gas_emergency.phone.display().into(),
            other => {
                return content_model::legal::placeholder(other)
                    .or_else(|| content_model::privacy::placeholder(other));
            }
        })
    }

    /// A Markdown page's body with its placeholders filled in.
    pub fn render_page(&self, markdown: &str) -> String {
        placeholders::render(markdown, |n| self.placeholder(n))
    }
}

pub use content_model::copy::and_list;

/// 'all of Glasgow and the towns around it, as far out as …', from every
/// area, or with `emergency` from the areas with an arrival window only:
/// 'all of Glasgow' only when every Glasgow City district is served that way.
pub fn coverage_sentence(cat: &Catalogue, emergency: bool) -> String {
    use content_model::coverage::{Reach, Served};
    let counts = |a: &Area| !emergency || a.emergency_available();
    let glasgow = if cat.coverage.glasgow_city.iter().all(|d| {
        let served = match cat.coverage.of(&cat.areas, d.as_str()) {
            Served::By(list) => list.into_iter().any(counts),
            _ => false,
        };
        served && (!emergency || matches!(cat.coverage.reach(d.as_str(), None), Reach::Window))
    }) {
        "all of Glasgow"
    } else {
        "most of Glasgow"
    };
    let farthest: Vec<&str> =
        content_model::coverage::farthest_areas(cat.areas.iter().filter(|a| counts(a)), 3)
            .iter()
            .map(|a| a.name)
            .collect();
    format!(
        "{glasgow} and the towns around it, as far out as {}",
        and_list(&farthest)
    )
}

/// 'Monday to Friday 07:00-20:00, Saturday 08:00-18:00, ... and Emergencies 24/7'.
fn hours_sentence(hours: &[OpeningHours]) -> String {
    let parts: Vec<String> = hours
        .iter()
        .map(|h| format!("{} {}", h.days, h.hours))
        .collect();
    and_list(&parts.iter().map(String::as_str).collect::<Vec<_>>())
}

/// Sorts districts as a reader expects: by letters, then number (G2 before G11).
fn district_order(d: &str) -> (String, u32) {
    let letters: String = d.chars().take_while(|c| c.is_ascii_alphabetic()).collect();
    let number = d[letters.len()..].parse().unwrap_or(0);
    (letters, number)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn phrases_times() {
        assert_eq!(content_model::within(15), "within 15 minutes");
        assert_eq!(content_model::within(60), "within 1 hour");
        assert_eq!(content_model::within(120), "within 2 hours");
        assert_eq!(district_order("G11"), ("G".into(), 11));
    }
}
