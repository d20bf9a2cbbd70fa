//! Results by money (issue 33.4): what the period's leads were quoted and
//! won, as they stand now, by the page they were sent from, its type and
//! catalogue service, the service asked for, the catalogue area the
//! customer's postcode or town resolves to, and the landing's source and
//! campaign. Sums are whole pence added as integers (no rounding anywhere);
//! every list is ranked by won value, then quoted value, then its key.

use super::{DIRECT, NO_CAMPAIGN, UNKNOWN_PAGE, names, page_type_label};
use crate::http::routes_table::RouteTable;
use content_model::admin::{MoneyFigures, MoneyRow, ResultMoney};
use std::collections::HashMap;

/// `area` of a lead whose location resolves to no catalogue area.
const NO_AREA: &str = "(none)";
/// `service` of a lead sent from a page of no catalogue service.
const NO_SERVICE: &str = "(none)";

/// One lead's part in the money: where it came from and its amounts.
pub(super) struct MoneyLead {
    pub(super) path: String,
    pub(super) service_asked: String,
    pub(super) area_slug: Option<String>,
    pub(super) source: String,
    pub(super) campaign: String,
    pub(super) quoted_pence: Option<i64>,
    pub(super) won_pence: Option<i64>,
}

#[derive(Default, Clone, Copy)]
struct Sums {
    quoted_pence: i64,
    quoted_leads: i64,
    won_pence: i64,
    won_leads: i64,
}

impl Sums {
    fn add(&mut self, l: &MoneyLead) {
        if let Some(q) = l.quoted_pence {
            self.quoted_pence += q;
        }
        // Work agreed on the phone was priced too, so a won lead is a priced one.
        if l.quoted_pence.is_some() || l.won_pence.is_some() {
            self.quoted_leads += 1;
        }
        if let Some(w) = l.won_pence {
            self.won_pence += w;
            self.won_leads += 1;
        }
    }

    fn priced(&self) -> bool {
        self.quoted_leads > 0
    }

    fn figures(self) -> MoneyFigures {
        MoneyFigures {
            quoted_pence: self.quoted_pence,
            quoted_leads: self.quoted_leads,
            won_pence: self.won_pence,
            won_leads: self.won_leads,
            // Four decimal places, as the conversion rate.
            win_rate: (self.quoted_leads > 0).then(|| {
                (self.won_leads as f64 / self.quoted_leads as f64 * 10_000.0).round() / 10_000.0
            }),
            // Integer division rounded half up: £10 over 3 jobs is 333p.
            average_job_pence: (self.won_leads > 0)
                .then(|| (self.won_pence + self.won_leads / 2) / self.won_leads),
        }
    }
}

/// The rows of one grouping, groups with no money left out.
fn rows(groups: HashMap<String, Sums>, label: impl Fn(&str) -> String) -> Vec<MoneyRow> {
    let mut groups: Vec<(String, Sums)> = groups.into_iter().filter(|(_, s)| s.priced()).collect();
    groups.sort_by(|(ka, a), (kb, b)| {
        (b.won_pence, b.quoted_pence)
            .cmp(&(a.won_pence, a.quoted_pence))
            .then_with(|| ka.cmp(kb))
    });
    groups
        .into_iter()
        .map(|(key, s)| MoneyRow {
            label: label(&key),
            key,
            figures: s.figures(),
        })
        .collect()
}

/// The money of `leads`.
pub(super) fn report(leads: &[MoneyLead], routes: &RouteTable) -> ResultMoney {
    let (service_names, area_names) = names();
    let service_label = |k: &str| match k {
        NO_SERVICE => "No service page".to_string(),
        k => service_names
            .get(k)
            .cloned()
            .unwrap_or_else(|| k.to_string()),
    };
    let mut totals = Sums::default();
    let mut by = [(); 7].map(|_| HashMap::<String, Sums>::new());
    for l in leads {
        totals.add(l);
        let route = routes.route(&l.path);
        let page_type = route
            .map(|r| r.page_type.as_str().to_string())
            .unwrap_or_else(|| UNKNOWN_PAGE.to_string());
        let page_service = route
            .and_then(|r| r.service.clone())
            .unwrap_or_else(|| NO_SERVICE.to_string());
        let keys = [
            l.path.clone(),
            page_type,
            l.service_asked.clone(),
            page_service,
            l.area_slug.clone().unwrap_or_else(|| NO_AREA.to_string()),
            l.source.clone(),
            l.campaign.clone(),
        ];
        for (group, key) in by.iter_mut().zip(keys) {
            group.entry(key).or_default().add(l);
        }
    }
    let [page, page_type, asked, page_service, area, source, campaign] = by;
    ResultMoney {
        totals: totals.figures(),
        by_page: rows(page, |k| match k {
            UNKNOWN_PAGE => "Unknown or removed page".to_string(),
            k => k.to_string(),
        }),
        by_page_type: rows(page_type, page_type_label),
        by_service_asked: rows(asked, str::to_string),
        by_service_page: rows(page_service, service_label),
        by_area: rows(area, |k| match k {
            NO_AREA => "Area not recognised".to_string(),
            k => area_names.get(k).cloned().unwrap_or_else(|| k.to_string()),
        }),
        by_source: rows(source, |k| match k {
            DIRECT => "Direct or unknown".to_string(),
            k => k.to_string(),
        }),
        by_campaign: rows(campaign, |k| match k {
            NO_CAMPAIGN => "No campaign".to_string(),
            k => k.to_string(),
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lead(path: &str, quoted: Option<i64>, won: Option<i64>) -> MoneyLead {
        MoneyLead {
            path: path.into(),
            service_asked: "Boiler Repair".into(),
            area_slug: None,
            source: DIRECT.into(),
            campaign: NO_CAMPAIGN.into(),
            quoted_pence: quoted,
            won_pence: won,
        }
    }

    #[test]
    fn sums_are_exact_and_ranked_by_won_value() {
        let leads = [
            lead("/a", Some(10), Some(10)),
            lead("/a", Some(10), None),
            lead("/a", Some(10), None),
            lead("/b", Some(100_000_001), Some(100_000_001)),
            lead("/c", None, Some(500)),
            lead("/d", None, None),
        ];
        let m = report(&leads, &RouteTable::default());
        assert_eq!(m.totals.quoted_pence, 100_000_031);
        assert_eq!(m.totals.won_pence, 100_000_511);
        assert_eq!(m.totals.quoted_leads, 5);
        assert_eq!(m.totals.won_leads, 3);
        assert_eq!(m.totals.win_rate, Some(0.6));
        assert_eq!(m.totals.average_job_pence, Some(33_333_504));
        let keys: Vec<&str> = m.by_page.iter().map(|r| r.key.as_str()).collect();
        assert_eq!(keys, ["/b", "/c", "/a"], "no money, no row");
        assert_eq!(m.by_page[2].figures.quoted_pence, 30);
        assert_eq!(m.by_page[2].figures.win_rate, Some(0.3333));
    }
}
