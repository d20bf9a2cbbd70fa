use super::*;
use content_model::validate::Assets;
use content_model::{IsoDate, JobSource, MonthYear, Review, ReviewSource};
use std::collections::BTreeSet;

/// A day after the fixture's last (20 November 2026), fixed so the test
/// does not depend on the clock.
const TODAY: IsoDate = IsoDate::new(2026, 11, 28);

fn with_fixture() -> Catalogue {
    let mut cat = content::catalogue();
    add_to(&mut cat);
    cat
}

/// Three hundred jobs, nine hundred photographs, a hundred platform reviews,
/// spread over the common trades and most areas, over two years.
#[test]
fn it_is_two_years_of_work() {
    let own = content::catalogue();
    let cat = with_fixture();
    let jobs: Vec<&Job> = cat
        .jobs
        .iter()
        .filter(|j| j.photos.iter().any(|p| p.file.starts_with(PHOTO_FOLDER)))
        .collect();
    assert_eq!(cat.jobs.len(), own.jobs.len() + JOB_COUNT);
    assert_eq!(jobs.len(), JOB_COUNT);
    assert!(
        jobs.iter()
            .all(|j| matches!(j.source, JobSource::CustomerAgreed { .. }))
    );
    let files = photo_files(&cat.jobs);
    assert_eq!(files.len(), JOB_COUNT * PHOTOS_PER_JOB);
    assert_eq!(
        files.iter().collect::<BTreeSet<_>>().len(),
        files.len(),
        "one file per photograph"
    );
    let services: BTreeSet<_> = jobs.iter().map(|j| j.service.as_str()).collect();
    let areas: BTreeSet<_> = jobs.iter().map(|j| j.area.as_str()).collect();
    let months: BTreeSet<_> = jobs.iter().map(|j| j.completed).collect();
    let kinds: BTreeSet<_> = jobs.iter().map(|j| j.property.as_str()).collect();
    assert!(
        services.len() >= 12,
        "{} services: {services:?}",
        services.len()
    );
    assert!(areas.len() >= 50, "{} areas", areas.len());
    assert_eq!(months.len(), 24, "every month of the two years: {months:?}");
    assert_eq!(months.first(), Some(&MonthYear::new(2024, 12)));
    assert_eq!(months.last(), Some(&MonthYear::new(2026, 11)));
    assert!(kinds.len() >= 3, "{kinds:?}");
    // The common call-outs weigh most.
    let of = |s: &str| jobs.iter().filter(|j| j.service.as_str() == s).count();
    assert!(of("boiler-repair") > of("central-heating"));
    assert!(of("boiler-repair") > of("bathroom-installation"));

    let reviews: Vec<&Review> = cat.reviews.iter().filter(|r| r.id > 10).collect();
    assert_eq!(reviews.len(), REVIEW_COUNT);
    assert_eq!(
        cat.reviews.iter().filter(|r| r.is_sample()).count(),
        0,
        "real reviews replace the samples"
    );
    let hosts: Vec<&str> = cat
        .business
        .review_platforms
        .iter()
        .flat_map(|p| p.url_hosts.iter().copied())
        .collect();
    for r in &reviews {
        let ReviewSource::Platform { url, .. } = r.source else {
            panic!("review {} is not from a platform", r.id)
        };
        let host = url
            .strip_prefix("https://")
            .and_then(|u| u.split('/').next());
        assert!(host.is_some_and(|h| hosts.contains(&h)), "{url}");
        assert!(
            r.date >= IsoDate::new(2024, 12, 1) && r.date <= TODAY,
            "{}",
            r.date
        );
    }
    let review_services: BTreeSet<_> = reviews.iter().map(|r| r.service).collect();
    let places: BTreeSet<_> = reviews.iter().map(|r| r.location).collect();
    assert!(review_services.len() >= 8, "{review_services:?}");
    assert!(places.len() >= 40, "{} places", places.len());
}

/// The catalogue with the fixture passes every rule `codegen check` applies,
/// photographs included (small stand-ins in a temporary folder: each a JPEG
/// by its first bytes, with no location in it).
#[test]
fn it_passes_the_check() {
    let cat = with_fixture();
    let dir = std::env::temp_dir().join(format!("growth-check-{}", std::process::id()));
    let photos = dir.join(PHOTO_FOLDER);
    std::fs::create_dir_all(&photos).unwrap();
    for file in photo_files(&cat.jobs) {
        std::fs::write(
            dir.join(file),
            b"\xFF\xD8\xFF\xE0\0\x10JFIF\0stand-in\xFF\xD9",
        )
        .unwrap();
    }
    // The catalogue's own jobs' photographs, where they are kept.
    let own = std::path::Path::new(content::JOB_PHOTOS_DIR);
    for job in &cat.jobs {
        for p in job
            .photos
            .iter()
            .filter(|p| !p.file.starts_with(PHOTO_FOLDER))
        {
            let to = dir.join(p.file);
            std::fs::create_dir_all(to.parent().unwrap()).unwrap();
            std::fs::copy(own.join(p.file), to).unwrap();
        }
    }
    let assets = Assets {
        public_dir: None,
        job_photos_dir: Some(&dir),
    };
    let checked = crate::run_check_on(&cat, &assets, TODAY);
    std::fs::remove_dir_all(&dir).unwrap();
    if let Err(problems) = checked {
        panic!("{problems}");
    }
}

/// The same catalogue gives the same fixture, to the byte.
#[test]
fn two_runs_give_the_same_fixture() {
    let cat = content::catalogue();
    let (a, b) = (jobs(&cat), jobs(&cat));
    let json = |jobs: &[Job]| serde_json::to_string(jobs).unwrap();
    assert_eq!(json(&a), json(&b));
    let (ra, rb) = (reviews(&cat, &a), reviews(&cat, &b));
    assert_eq!(
        serde_json::to_string(&ra).unwrap(),
        serde_json::to_string(&rb).unwrap()
    );
}
