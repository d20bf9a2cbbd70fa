//! Each rule `codegen check` applies to completed jobs (issue 22) bites: a
//! deliberately broken job fails the check with a message naming the job and
//! the field.

use codegen::check::run_check_on;
use content_model::validate::Assets;
use content_model::*;
use std::path::{Path, PathBuf};

fn photos_dir() -> PathBuf {
    PathBuf::from(content::JOB_PHOTOS_DIR)
}

/// The day the shipped jobs are checked against in these tests.
const TODAY: IsoDate = IsoDate::new(2026, 11, 25);

/// The check's summary, or its report of every problem.
fn check(cat: &Catalogue, photos: &Path) -> Result<String, String> {
    let assets = Assets {
        job_photos_dir: Some(photos),
        ..Assets::default()
    };
    run_check_on(cat, &assets, TODAY).map_err(|problems| problems.to_string())
}

fn report_for(broken: &Catalogue) -> String {
    check(broken, &photos_dir()).expect_err("the broken catalogue should fail the check")
}

fn assert_names(report: &str, record: &str, field: &str, words: &str) {
    let expected = format!("{record}.{field}:");
    let line = report
        .lines()
        .find(|l| l.contains(&expected))
        .unwrap_or_else(|| panic!("expected a problem at `{expected}`; got:\n{report}"));
    assert!(line.contains(words), "`{words}` not in: {line}");
}

fn first_job() -> (Catalogue, String) {
    let c = content::catalogue();
    let rec = format!("jobs[{}]", c.jobs[0].slug);
    (c, rec)
}

#[test]
fn the_shipped_jobs_pass_with_their_photographs() {
    let c = content::catalogue();
    assert!(c.jobs.len() >= 5, "a handful of sample jobs ship");
    let summary = check(&c, &photos_dir()).unwrap_or_else(|r| panic!("{r}"));
    assert!(summary.contains("5 jobs (5 samples)"), "{summary}");
}

#[test]
fn service_area_and_neighbourhood_must_exist_and_belong_together() {
    let (mut c, rec) = first_job();
    c.jobs[0].service = Slug::new("boiler-servicing-deluxe");
    assert_names(&report_for(&c), &rec, "service", "not a service");

    let (mut c, rec) = first_job();
    c.jobs[0].area = Slug::new("atlantis");
    assert_names(&report_for(&c), &rec, "area", "not an area");

    // Paisley's Castlehead is not a neighbourhood of Partick.
    let (mut c, rec) = first_job();
    c.jobs[0].neighbourhood = Some(Slug::new("castlehead"));
    assert_names(&report_for(&c), &rec, "neighbourhood", "Partick");

    let (mut c, rec) = first_job();
    c.jobs[0].property = PropertyType::Industrial;
    assert_names(&report_for(&c), &rec, "property", "not a kind of property");
}

#[test]
fn nothing_is_dated_in_the_future() {
    let (mut c, rec) = first_job();
    c.jobs[0].completed = MonthYear::new(2026, 12);
    assert_names(&report_for(&c), &rec, "completed", "in the future");

    let (mut c, rec) = first_job();
    c.jobs[0].source = JobSource::CustomerAgreed {
        on: IsoDate::new(2026, 12, 1),
    };
    c.jobs[0].photos = &[];
    assert_names(&report_for(&c), &rec, "source.on", "in the future");

    // Agreement to publish comes after the work.
    let (mut c, rec) = first_job();
    c.jobs[0].source = JobSource::CustomerAgreed {
        on: IsoDate::new(2026, 9, 30),
    };
    c.jobs[0].photos = &[];
    assert_names(&report_for(&c), &rec, "source.on", "before the job");
}

#[test]
fn every_photograph_exists_and_is_an_image() {
    let (mut c, rec) = first_job();
    c.jobs[0].photos = &[Photo {
        file: "samples/no-such-picture.jpg",
        alt: "A boiler cupboard with the new valve fitted",
        caption: "The new valve.",
        preview: None,
    }];
    assert_names(&report_for(&c), &rec, "photos[0].file", "does not exist");

    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir(dir.path().join("samples")).unwrap();
    std::fs::write(dir.path().join("samples/notes.jpg"), "not a picture at all").unwrap();
    let (mut c, rec) = first_job();
    c.jobs[0].photos = &[Photo {
        file: "samples/notes.jpg",
        alt: "A boiler cupboard with the new valve fitted",
        caption: "The new valve.",
        preview: None,
    }];
    let report = check(&c, dir.path()).unwrap_err();
    assert_names(&report, &rec, "photos[0].file", "is not an image");
}

#[test]
fn every_photograph_is_described_once() {
    let (mut c, rec) = first_job();
    c.jobs[0].photos = &[Photo {
        file: "samples/boiler-repair.svg",
        alt: "IMG_2041.jpg",
        caption: "The boiler.",
        preview: None,
    }];
    assert_names(&report_for(&c), &rec, "photos[0].alt", "file name");

    let (mut c, rec) = first_job();
    c.jobs[0].photos = &[Photo {
        file: "samples/boiler-repair.svg",
        alt: "",
        caption: "The boiler.",
        preview: None,
    }];
    assert_names(&report_for(&c), &rec, "photos[0].alt", "empty");

    // The second job's picture described with the first's words.
    let mut c = content::catalogue();
    let alt = c.jobs[0].photos[0].alt;
    let file = c.jobs[1].photos[0].file;
    let rec = format!("jobs[{}]", c.jobs[1].slug);
    c.jobs[1].photos = Box::leak(Box::new([Photo {
        file,
        alt,
        caption: "Another picture.",
        preview: None,
    }]));
    assert_names(&report_for(&c), &rec, "photos[0].alt", "repeats");
}

#[test]
fn no_postcode_phone_number_address_or_name() {
    let (mut c, rec) = first_job();
    c.jobs[0].problem = "The boiler at G11 5RH kept locking out with low pressure.";
    assert_names(&report_for(&c), &rec, "problem", "full postcode");

    let (mut c, rec) = first_job();
    c.jobs[0].work_done = "We called back on 07700 900123 to book the part and fitted it.";
    assert_names(&report_for(&c), &rec, "work_done", "phone number");

    let (mut c, rec) = first_job();
    c.jobs[0].outcome = "The flat at 14 Dumbarton Road now has steady pressure.";
    assert_names(&report_for(&c), &rec, "outcome", "address");

    let (mut c, rec) = first_job();
    c.jobs[0].outcome = "Mrs Campbell now has steady pressure and hot water.";
    assert_names(&report_for(&c), &rec, "outcome", "names a person");

    let (mut c, rec) = first_job();
    c.jobs[0].photos = &[Photo {
        file: "samples/boiler-repair.svg",
        alt: "Illustration of the boiler with its pressure gauge circled",
        caption: "Fitted in the 2/1 flat's kitchen.",
        preview: None,
    }];
    assert_names(&report_for(&c), &rec, "photos[0].caption", "address");
}

#[test]
fn each_job_is_told_in_its_own_words() {
    let mut c = content::catalogue();
    let (first, second) = (c.jobs[0], c.jobs[1]);
    c.jobs[1].problem = first.problem;
    c.jobs[1].work_done = first.work_done;
    let report = report_for(&c);
    let rec = format!("jobs[{}]", second.slug);
    assert_names(&report, &rec, "work_done", &format!("jobs[{}]", first.slug));
}

#[test]
fn samples_and_real_work_keep_their_own_pictures() {
    // A real job may not show a sample illustration...
    let (mut c, rec) = first_job();
    c.jobs[0].source = JobSource::CustomerAgreed {
        on: IsoDate::new(2026, 11, 2),
    };
    assert_names(
        &report_for(&c),
        &rec,
        "photos[0].file",
        "sample illustration",
    );

    // ...and a sample may not show what looks like a real photograph.
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("boiler.jpg"),
        [0xFF, 0xD8, 0xFF, 0xE0, 0, 0],
    )
    .unwrap();
    let (mut c, rec) = first_job();
    c.jobs[0].photos = &[Photo {
        file: "boiler.jpg",
        alt: "The boiler cupboard with the new valve fitted",
        caption: "The new valve.",
        preview: None,
    }];
    let report = check(&c, dir.path()).unwrap_err();
    assert_names(
        &report,
        &rec,
        "photos[0].file",
        "illustration under `samples/`",
    );
}

#[test]
fn duplicate_slugs_are_refused() {
    let mut c = content::catalogue();
    c.jobs[1].slug = c.jobs[0].slug;
    let report = report_for(&c);
    assert!(report.contains("is already a job's slug"), "{report}");
}

#[test]
fn an_iphone_heic_is_named_as_such() {
    let dir = tempfile::tempdir().unwrap();
    let mut heic = vec![0, 0, 0, 24];
    heic.extend_from_slice(b"ftypheic");
    heic.extend_from_slice(&[0; 16]);
    std::fs::write(dir.path().join("boiler.heic"), heic).unwrap();
    let (mut c, rec) = first_job();
    c.jobs[0].source = JobSource::CustomerAgreed {
        on: IsoDate::new(2026, 11, 2),
    };
    c.jobs[0].photos = &[Photo {
        file: "boiler.heic",
        alt: "The boiler cupboard with the new valve fitted",
        caption: "The new valve.",
        preview: None,
    }];
    let report = check(&c, dir.path()).unwrap_err();
    assert_names(&report, &rec, "photos[0].file", "export it as JPEG");
}

/// Issue 22.4: one real job for one service in one area turns exactly that
/// service-in-area page indexable, and puts it in the sitemap; the same job
/// as a sample changes nothing. (That the page then passes the export audit,
/// and the links it gains, are checked on the fixture export, which carries
/// this job: `just audit-fixture` and site/tests/e2e/jobs.test.mjs.)
#[test]
fn a_real_job_earns_its_page_indexing_and_a_sample_does_not() {
    let shipped = content::catalogue();
    let indexable = |c: &Catalogue| -> Vec<String> {
        codegen::routes::all(c)
            .into_iter()
            .filter(|r| r.indexable)
            .map(|r| r.path)
            .collect()
    };
    let sitemap = |c: &Catalogue| -> String {
        let routes = codegen::routes::all(c);
        codegen::static_files::files(c, &routes, "https://www.example.co.uk")
            .unwrap()
            .into_iter()
            .filter(|(name, _)| name.starts_with("sitemap"))
            .map(|(_, text)| text)
            .collect()
    };
    let before = indexable(&shipped);

    let mut real = content::catalogue();
    let job = codegen::fixture::example_real_job();
    real.jobs.push(job);
    check(&real, &photos_dir()).unwrap_or_else(|r| panic!("{r}"));
    let after = indexable(&real);
    let gained: Vec<&String> = after.iter().filter(|p| !before.contains(p)).collect();
    // The page itself, and 'Our work', which a real job earns too.
    let page = format!(
        "/services/{}/{}",
        codegen::fixture::EXAMPLE_SERVICE,
        codegen::fixture::EXAMPLE_AREA
    );
    assert_eq!(gained, [page.as_str(), "/our-work"]);
    assert!(before.iter().all(|p| after.contains(p)), "nothing lost");
    assert!(sitemap(&real).contains(&format!("https://www.example.co.uk{page}<")));
    assert!(!sitemap(&shipped).contains(&format!("{page}<")));

    // The same job as a sample earns nothing.
    let mut sample = content::catalogue();
    sample.jobs.push(Job {
        source: JobSource::Sample,
        ..job
    });
    assert_eq!(indexable(&sample), before);
}

/// A real job's story is long enough to make the page it earns its own.
#[test]
fn a_real_job_tells_enough_to_earn_its_page() {
    let mut c = content::catalogue();
    c.jobs.push(Job {
        outcome: "Fixed.",
        ..codegen::fixture::example_real_job()
    });
    let report = report_for(&c);
    assert_names(
        &report,
        "jobs[boiler-repair-paisley-example]",
        "problem, work_done, outcome",
        "a real job needs at least 80",
    );
    // The fixture itself is just over the minimum, and samples are not held to it.
    let mut ok = content::catalogue();
    ok.jobs.push(codegen::fixture::example_real_job());
    check(&ok, &photos_dir()).unwrap_or_else(|r| panic!("{r}"));
}

/// Issue 34.4: a real job with photographs names exactly one as its link
/// preview, and no job names two; samples may name none. The same function
/// checks a draft in the API (`job_check::check_job_text`).
#[test]
fn a_real_job_chooses_one_preview_photograph() {
    let real = |photos: &'static [Photo]| {
        let mut c = content::catalogue();
        c.jobs.push(Job {
            photos,
            ..codegen::fixture::example_real_job()
        });
        c
    };
    let rec = "jobs[boiler-repair-paisley-example]";
    static NONE: [Photo; 1] = [Photo {
        file: "missing.jpg",
        alt: "The boiler case open with the new ignition lead fitted",
        caption: "The new ignition lead in place.",
        preview: None,
    }];
    assert_names(
        &report_for(&real(&NONE)),
        rec,
        "photos",
        "no photograph is the preview",
    );
    static TWO: [Photo; 2] = [
        Photo {
            file: "missing-1.jpg",
            alt: "The boiler case open with the new ignition lead fitted",
            caption: "The new ignition lead in place.",
            preview: Some(Focus::at(50, 50)),
        },
        Photo {
            file: "missing-2.jpg",
            alt: "The burner set up again with an analyser attached",
            caption: "The readings taken after the repair.",
            preview: Some(Focus::at(40, 60)),
        },
    ];
    assert_names(&report_for(&real(&TWO)), rec, "photos", "choose one");
    static ONE: [Photo; 1] = [Photo {
        file: "missing.jpg",
        alt: "The boiler case open with the new ignition lead fitted",
        caption: "The new ignition lead in place.",
        preview: Some(Focus::at(50, 50)),
    }];
    let report = report_for(&real(&ONE));
    assert!(
        !report.contains(&format!("{rec}.photos:")),
        "one preview is right: {report}"
    );
    // A sample with photographs and no preview is fine: the shipped ones.
    check(&content::catalogue(), &photos_dir()).unwrap_or_else(|r| panic!("{r}"));
}
