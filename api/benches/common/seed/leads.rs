//! The leads, over 24 months, and their mail. Each real lead is walked
//! along the way a job goes (`work`): contacted, perhaps surveyed, quoted,
//! then won or lost; a lead whose next step would fall after now stops where
//! it is, so recent leads are still new or waiting, as in a real inbox.

use super::work::{Lead, Work};
use super::{Refused, Value, ids, insert, opt, opt_int, stored, t};
use chrono::{DateTime, Duration, Utc};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use sqlx::AnyPool;

/// Just inside the default 24-month retention, which runs at start-up.
const LEAD_DAYS: i64 = 720;

const FIRST_NAMES: [&str; 16] = [
    "Aileen", "Callum", "Fiona", "Graeme", "Isla", "Jamie", "Kirsty", "Lachlan", "Morag", "Niamh",
    "Ross", "Siobhan", "Zoë", "Seán", "Euan", "Mhairi",
];
const SURNAMES: [&str; 12] = [
    "Smith",
    "Campbell",
    "Fraser",
    "MacDonald",
    "Stewart",
    "Wilson",
    "Reid",
    "Murray",
    "O'Neill",
    "McLaughlin",
    "Kerr-Brown",
    "Paterson",
];
const MESSAGES: [&str; 8] = [
    "The boiler is making a banging noise and there is no hot water.",
    "Water is coming through the kitchen ceiling from the flat upstairs.",
    "The kitchen sink drains very slowly and smells.",
    "Half the sockets in the house have stopped working after the trip switch went.",
    "Slates came off the roof in the storm and the loft is damp.",
    "We would like the bathroom refitted with a walk-in shower.",
    "The radiators upstairs stay cold even with the heating on full.",
    "Looking for a price to replace an old combi boiler in a tenement flat.",
];

pub(super) const ENQUIRY_COLUMNS: &str = "INSERT INTO enquiries (created_at, status, name, phone, \
     email, service, message, location, is_emergency, page_path, referrer, utm_source, utm_campaign, \
     user_agent, stage, stage_changed_at, quoted_pence, quoted_at, won_pence, won_at, won_source, \
     lost_reason, version, first_contact_at, follow_up_on, area_slug, chased_at, \
     review_requested_at, review_requested_by, review_requested_via, phone_tail, email_key)";

/// The catalogue's services and areas: (name, slug).
pub(super) struct Catalogue {
    pub(super) services: Vec<(String, String)>,
    pub(super) areas: Vec<(String, String)>,
}

impl Catalogue {
    fn load() -> Catalogue {
        let cat = content::catalogue();
        Catalogue {
            services: cat
                .services
                .iter()
                .map(|s| (s.name.to_string(), s.slug.to_string()))
                .collect(),
            areas: cat
                .areas
                .iter()
                .map(|a| (a.name.to_string(), a.slug.to_string()))
                .collect(),
        }
    }
}

pub(super) async fn seed(
    pool: &AnyPool,
    leads: usize,
    paths: &[(String, String)],
    now: DateTime<Utc>,
) -> Result<(), Refused> {
    let mut rng = StdRng::seed_from_u64(35);
    let catalogue = Catalogue::load();
    let service_pages: Vec<&String> = paths
        .iter()
        .filter(|(_, ty)| ty.starts_with("service-"))
        .map(|(p, _)| p)
        .collect();
    let mut work = Work::new(now);
    let mut rows = Vec::with_capacity(leads);
    let mut phones: Vec<String> = Vec::with_capacity(leads);
    for i in 0..leads {
        let at = now - Duration::seconds(rng.gen_range(0..LEAD_DAYS * 86_400));
        let status = match rng.gen_range(0..100) {
            0..=84 => "new",
            85..=93 => "spam",
            94..=97 => "incomplete",
            _ => "archived",
        };
        let name = format!(
            "{} {}",
            FIRST_NAMES[rng.gen_range(0..FIRST_NAMES.len())],
            SURNAMES[rng.gen_range(0..SURNAMES.len())]
        );
        // One customer in twenty has been in touch before, by the same number.
        let phone = if i > 0 && rng.gen_range(0..20) == 0 {
            phones[rng.gen_range(0..phones.len())].clone()
        } else {
            format!("07700 9{:05}", i % 100_000)
        };
        phones.push(phone.clone());
        let email = (rng.gen_range(0..3) > 0).then(|| format!("customer{i}@example.com"));
        let (service, service_slug) =
            catalogue.services[rng.gen_range(0..catalogue.services.len())].clone();
        // One in ten types a place no catalogue area covers.
        let area = (rng.gen_range(0..10) > 0)
            .then(|| catalogue.areas[rng.gen_range(0..catalogue.areas.len())].clone());
        let (source, campaign) = match rng.gen_range(0..10) {
            0..=5 => (None, None),
            6 | 7 => (Some("google"), Some("winter-boilers")),
            8 => (Some("facebook"), Some("spring-offer")),
            _ => (Some("newsletter"), Some("november")),
        };
        let lead = Lead {
            index: i,
            at,
            name: name.clone(),
            email: email.clone(),
            service: service.clone(),
            service_slug,
            area: area.clone(),
        };
        let done = match status {
            "new" => work.walk(&mut rng, &lead),
            "archived" => work.archived(&mut rng, &lead),
            _ => Default::default(),
        };
        work.arrival_mail(&mut rng, &lead, status);
        let requested_by = done
            .review_requested_at
            .as_ref()
            .map(|_| work.owner().to_string());
        // The keys the lead page finds a customer's other enquiries by, as
        // the API stores them with every enquiry.
        let keys = api::enquiries::contact_keys::contact_keys(&phone, email.as_deref());
        rows.push(vec![
            t(stored(at)),
            t(status),
            t(name),
            t(phone),
            opt(email),
            t(service),
            t(MESSAGES[rng.gen_range(0..MESSAGES.len())]),
            opt(Some(
                area.as_ref()
                    .map_or("Somewhere near Glasgow".into(), |a| a.0.clone()),
            )),
            Value::Int((rng.gen_range(0..100) < 8) as i64),
            t(service_pages[rng.gen_range(0..service_pages.len())].clone()),
            opt(source.map(|_| "https://www.google.com/".to_string())),
            opt(source.map(str::to_string)),
            opt(campaign.map(str::to_string)),
            t("Mozilla/5.0 (iPhone) Safari/604.1"),
            t(done.stage),
            opt(done.stage_changed_at),
            opt_int(done.quoted_pence),
            opt(done.quoted_at),
            opt_int(done.won_pence),
            opt(done.won_at),
            opt(done.won_source),
            opt(done.lost_reason),
            Value::Int(1 + done.changes),
            opt(done.first_contact_at),
            opt(done.follow_up_on),
            opt(area.map(|a| a.1)),
            opt(done.chased_at),
            opt(done.review_requested_at),
            opt(requested_by),
            opt(done.review_requested_via),
            opt(keys.phone_tail),
            opt(keys.email_key),
        ]);
    }
    insert(pool, ENQUIRY_COLUMNS, &rows, &[]).await?;
    let lead_ids = ids(pool, "enquiries").await?;
    assert_eq!(lead_ids.len(), leads, "every lead stored, in order");
    work.insert(pool, &lead_ids).await
}
