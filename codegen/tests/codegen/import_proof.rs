//! `codegen import-proof` and the photographs' metadata (issue 34.5, 34.6.1):
//! the writer escapes hostile text so it cannot leave its string literal, a
//! second import of the same bundle changes no byte, a withdrawn or absent
//! job goes with its photographs, bad values and damaged photographs are
//! refused before anything is written; a phone JPEG's GPS block is found,
//! stripped (its orientation kept) and `codegen check` names the file.

use base64::Engine;
use codegen::import::{self, Summary};
use codegen::photo_meta;
use content_model::proof_bundle::*;
use sha2::Digest;
use std::path::Path;

/// A JPEG's skeleton as a phone writes it: JFIF, an EXIF block with the
/// orientation (6: turned), the camera's make and a GPS IFD, XMP, a
/// comment, a table, a scan and the end.
fn phone_jpeg() -> Vec<u8> {
    // TIFF, big-endian: IFD0 at 8 with three entries, the GPS IFD after it.
    let mut tiff = b"MM\0\x2a\0\0\0\x08".to_vec();
    tiff.extend_from_slice(&3u16.to_be_bytes());
    tiff.extend_from_slice(&[0x01, 0x0F, 0, 2, 0, 0, 0, 4, b'A', b'c', b'm', 0]); // Make
    tiff.extend_from_slice(&[0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, 6, 0, 0]); // Orientation 6
    let gps_at = 8 + 2 + 3 * 12 + 4;
    tiff.extend_from_slice(&[0x88, 0x25, 0, 4, 0, 0, 0, 1]);
    tiff.extend_from_slice(&(gps_at as u32).to_be_bytes());
    tiff.extend_from_slice(&[0, 0, 0, 0]);
    tiff.extend_from_slice(&1u16.to_be_bytes());
    tiff.extend_from_slice(&[0x00, 0x00, 0, 1, 0, 0, 0, 4, 2, 2, 0, 0]); // GPSVersionID
    tiff.extend_from_slice(&[0, 0, 0, 0]);
    let mut exif = b"Exif\0\0".to_vec();
    exif.extend_from_slice(&tiff);

    let mut out = vec![0xFF, 0xD8];
    let mut segment = |marker: u8, payload: &[u8]| {
        out.extend_from_slice(&[0xFF, marker]);
        out.extend_from_slice(&((payload.len() + 2) as u16).to_be_bytes());
        out.extend_from_slice(payload);
    };
    segment(0xE0, b"JFIF\0\x01\x01\0\0\x01\0\x01\0\0");
    segment(0xE1, &exif);
    segment(
        0xE1,
        b"http://ns.adobe.com/xap/1.0/\0<x:xmpmeta><exif:GPSLatitude>55,52.1N</exif:GPSLatitude></x:xmpmeta>",
    );
    segment(0xFE, b"taken at 12 Example Street");
    segment(0xDB, &[0; 65]);
    segment(0xDA, &[1, 1, 0, 0, 63, 0]);
    out.extend_from_slice(&[0x12, 0x34, 0xFF, 0x00, 0x56, 0xFF, 0xD9]);
    out
}

#[test]
fn a_phone_jpeg_is_found_located_and_stripped_losslessly_keeping_its_orientation() {
    let original = phone_jpeg();
    assert_eq!(
        photo_meta::location(&original),
        Some("an EXIF GPS position")
    );
    let stripped = photo_meta::strip(&original).unwrap();
    assert_eq!(photo_meta::location(&stripped), None);
    let has = |b: &[u8], needle: &[u8]| b.windows(needle.len()).any(|w| w == needle);
    assert!(!has(&stripped, b"Acm"), "the camera is gone");
    assert!(!has(&stripped, b"Example Street") && !has(&stripped, b"xmpmeta"));
    assert!(has(&stripped, b"JFIF\0"));
    // The orientation survives, as an EXIF block holding it alone.
    assert!(has(&stripped, &[0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, 6]));
    // The picture's bytes are untouched: table, scan and the entropy data.
    assert!(stripped.ends_with(&original[original.len() - 80..]));
    assert_eq!(
        photo_meta::strip(&stripped).unwrap(),
        stripped,
        "idempotent"
    );

    // XMP alone gives a location too.
    let xmp_only = [&b"\xFF\xD8 <exif:GPSLongitude>4,17W"[..]].concat();
    assert_eq!(
        photo_meta::location(&xmp_only),
        Some("a GPS position in its XMP")
    );
    // Damaged and unknown files are refused, never half-written.
    assert!(photo_meta::strip(&original[..30]).is_err());
    assert!(photo_meta::strip(b"GIF89a").is_err());
}

#[test]
fn png_and_webp_lose_their_metadata_chunks() {
    fn chunk(kind: &[u8], data: &[u8]) -> Vec<u8> {
        let mut c = (data.len() as u32).to_be_bytes().to_vec();
        c.extend_from_slice(kind);
        c.extend_from_slice(data);
        c.extend_from_slice(&[0, 0, 0, 0]);
        c
    }
    let tiff_gps = phone_jpeg()[24..].to_vec();
    let png = [
        &b"\x89PNG\r\n\x1a\n"[..],
        &chunk(b"IHDR", &[0; 13]),
        &chunk(b"eXIf", &tiff_gps),
        &chunk(b"tEXt", b"Location\0Partick"),
        &chunk(b"IDAT", &[1, 2, 3]),
        &chunk(b"IEND", &[]),
    ]
    .concat();
    assert!(photo_meta::location(&png).is_some());
    let clean = photo_meta::strip(&png).unwrap();
    assert_eq!(photo_meta::location(&clean), None);
    assert_eq!(
        clean,
        [
            &b"\x89PNG\r\n\x1a\n"[..],
            &chunk(b"IHDR", &[0; 13]),
            &chunk(b"IDAT", &[1, 2, 3]),
            &chunk(b"IEND", &[]),
        ]
        .concat()
    );

    fn riff(kind: &[u8], data: &[u8]) -> Vec<u8> {
        let mut c = kind.to_vec();
        c.extend_from_slice(&(data.len() as u32).to_le_bytes());
        c.extend_from_slice(data);
        if data.len() % 2 == 1 {
            c.push(0);
        }
        c
    }
    let body = [
        &b"WEBP"[..],
        &riff(b"VP8X", &[0b0000_1100, 0, 0, 0, 0, 0, 0, 0, 0, 0]),
        &riff(b"VP8 ", &[9; 11]),
        &riff(b"EXIF", &tiff_gps),
        &riff(b"XMP ", b"<exif:GPSLatitude/>"),
    ]
    .concat();
    let webp = [&b"RIFF"[..], &(body.len() as u32).to_le_bytes(), &body].concat();
    let clean = photo_meta::strip(&webp).unwrap();
    assert_eq!(photo_meta::location(&clean), None);
    let expected_body = [
        &b"WEBP"[..],
        &riff(b"VP8X", &[0, 0, 0, 0, 0, 0, 0, 0, 0, 0]),
        &riff(b"VP8 ", &[9; 11]),
    ]
    .concat();
    assert_eq!(
        clean,
        [
            &b"RIFF"[..],
            &(expected_body.len() as u32).to_le_bytes(),
            &expected_body
        ]
        .concat()
    );
}

#[test]
fn codegen_check_names_an_original_that_still_carries_a_location() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(dir.path().join("imported")).unwrap();
    let file = dir.path().join("2026-10-partick-boiler-1.jpg");
    std::fs::write(&file, phone_jpeg()).unwrap();
    std::fs::write(
        dir.path().join("imported/clean.jpg"),
        photo_meta::strip(&phone_jpeg()).unwrap(),
    )
    .unwrap();
    let assets = content_model::validate::Assets {
        public_dir: None,
        job_photos_dir: Some(dir.path()),
    };
    let report = codegen::run_check(&content::catalogue(), &assets)
        .unwrap_err()
        .to_string();
    assert!(report.contains("2026-10-partick-boiler-1.jpg"), "{report}");
    assert!(report.contains("run `just strip-photos`"), "{report}");
    assert!(!report.contains("clean.jpg"), "{report}");

    // `just strip-photos` on the folder: then the check has nothing to say of it.
    let done = photo_meta::strip_dir(dir.path());
    assert_eq!(
        (done.changed.len(), done.unchanged, done.failed.len()),
        (1, 1, 0)
    );
    assert!(photo_meta::located(dir.path()).is_empty());
    // (The samples' illustrations are not in this folder; only they are named.)
    let report = codegen::run_check(&content::catalogue(), &assets)
        .err()
        .map(|e| e.to_string())
        .unwrap_or_default();
    assert!(!report.contains("strip-photos"), "{report}");
}

fn photo(slug: &str, n: usize, bytes: &[u8], preview: Option<BundleFocus>) -> BundlePhoto {
    BundlePhoto {
        file: photo_file(slug, n),
        alt: "The new pressure relief valve fitted to the boiler".into(),
        caption: "After: the valve replaced.".into(),
        preview,
        sha256: hex::encode(sha2::Sha256::digest(bytes)),
        base64: base64::engine::general_purpose::STANDARD.encode(bytes),
    }
}

fn job(slug: &str, problem: &str) -> BundleJob {
    let clean = photo_meta::strip(&phone_jpeg()).unwrap();
    BundleJob {
        slug: slug.into(),
        service: "boiler-repair".into(),
        area: "partick".into(),
        neighbourhood: Some("thornwood".into()),
        completed: "2026-10".into(),
        property: "residential".into(),
        problem: problem.into(),
        work_done: "Replaced the valve.".into(),
        outcome: "Warm again.".into(),
        took: BundleTook {
            unit: "hours".into(),
            amount: 3,
        },
        price_from_pounds: Some(180),
        price_to_pounds: Some(260),
        agreed_on: "2026-11-03".into(),
        photos: vec![
            photo(slug, 1, &clean, None),
            photo(
                slug,
                2,
                &[&clean[..], b"2"].concat(),
                Some(BundleFocus {
                    x_percent: 40,
                    y_percent: 60,
                }),
            ),
        ],
    }
}

fn review(id: i64, text: &str) -> BundleReview {
    BundleReview {
        id,
        platform: "google".into(),
        platform_name: "Google".into(),
        url: format!("https://g.page/r/{id}"),
        rating: 5,
        text: text.into(),
        published_on: "2026-11-04".into(),
        first_name: "Morag".into(),
        town: "Partick".into(),
        service_slug: "boiler-repair".into(),
        area_slug: "partick".into(),
    }
}

fn bundle(jobs: Vec<BundleJob>, reviews: Vec<BundleReview>, withdrawn: &[&str]) -> ProofBundle {
    ProofBundle {
        version: BUNDLE_VERSION,
        generated_at: "2026-11-28T02:00:00.000Z".into(),
        jobs,
        reviews,
        withdrawn: withdrawn.iter().map(|s| s.to_string()).collect(),
    }
}

/// A content crate's folders in `dir`, as the import expects them.
fn content_dir(dir: &Path) {
    std::fs::create_dir_all(dir.join("src")).unwrap();
    std::fs::create_dir_all(dir.join("jobs/photos")).unwrap();
}

/// Every file under `dir` with its bytes, sorted: the tree as a value.
fn tree(dir: &Path) -> Vec<(String, Vec<u8>)> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        for e in std::fs::read_dir(&d).unwrap().flatten() {
            let p = e.path();
            if p.is_dir() {
                stack.push(p);
            } else {
                out.push((
                    p.strip_prefix(dir).unwrap().display().to_string(),
                    std::fs::read(&p).unwrap(),
                ));
            }
        }
    }
    out.sort();
    out
}

/// Undoes Rust's string-literal escapes (what `str`'s Debug writes).
fn unescape(lit: &str) -> String {
    let inner = lit.strip_prefix('"').unwrap().strip_suffix('"').unwrap();
    let mut out = String::new();
    let mut chars = inner.chars();
    while let Some(c) = chars.next() {
        assert!(
            c != '"' && c != '\n' && c != '\r',
            "unescaped {c:?} in {lit}"
        );
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.next().unwrap() {
            'n' => out.push('\n'),
            'r' => out.push('\r'),
            't' => out.push('\t'),
            '0' => out.push('\0'),
            '\\' => out.push('\\'),
            '"' => out.push('"'),
            '\'' => out.push('\''),
            'u' => {
                assert_eq!(chars.next(), Some('{'));
                let hex: String = chars.by_ref().take_while(|&c| c != '}').collect();
                out.push(char::from_u32(u32::from_str_radix(&hex, 16).unwrap()).unwrap());
            }
            other => panic!("unknown escape \\{other} in {lit}"),
        }
    }
    out
}

const HOSTILE: [&str; 7] = [
    "He said \"it's fixed\"\\ and left.",
    "\"; panic!(\"out\"); const X: &str = \"",
    "Line one\nLine two\r\n\ttabbed",
    "ends with a backslash \\",
    "a nul \0 and an escape \u{1b}[31m and a bell \u{7}",
    "*/ } ]; // not code",
    "right-to-left \u{202e} override and 🔧 emoji",
];

#[test]
fn hostile_text_stays_inside_its_string_literal() {
    for text in HOSTILE {
        let lit = import::literal(text);
        assert_eq!(unescape(&lit), text, "{lit}");
    }
    // In a whole file: every hostile field is one literal on one line.
    let mut j = job("2026-10-boiler-repair-partick", HOSTILE[1]);
    j.outcome = HOSTILE[2].into();
    j.photos[0].caption = HOSTILE[5].into();
    let r = review(7, HOSTILE[0]);
    let rendered = import::render(&bundle(vec![j], vec![r], &[]), &content::catalogue()).unwrap();
    for line in rendered.source.lines() {
        if let Some((_, lit)) = line.split_once(": \"") {
            let lit = format!("\"{}", lit.trim_end_matches(','));
            unescape(&lit);
        }
        assert!(
            !line.contains("panic!(\"out\")") || line.contains("\\\"out\\\""),
            "{line}"
        );
    }
    assert!(rendered.source.contains("pub(crate) const JOBS: [Job; 1]"));
    assert!(rendered.source.contains("id: 100007,"));
    assert!(
        rendered.source.contains("service: \"Boiler repair\"")
            || rendered.source.contains("service: \"Boiler Repair\""),
        "{}",
        rendered.source
    );
    assert!(rendered.source.contains(
        "source: JobSource::CustomerAgreed {\n            on: IsoDate::new(2026, 11, 3),"
    ));
    assert!(
        rendered
            .source
            .contains("preview: Some(Focus::at(40, 60)),")
    );
}

#[test]
fn importing_twice_changes_nothing_and_a_withdrawn_job_goes_with_its_photographs() {
    let dir = tempfile::tempdir().unwrap();
    content_dir(dir.path());
    let cat = content::catalogue();
    let a = "2026-10-boiler-repair-partick";
    let b = "2026-09-boiler-repair-partick";
    let first = bundle(
        vec![job(a, "No heat."), job(b, "No hot water.")],
        vec![review(1, "Quick and tidy.")],
        &[],
    );

    let summary = import::import(&first, &cat, dir.path()).unwrap();
    assert_eq!(summary.added.len(), 3, "{summary}");
    let once = tree(dir.path());
    let names: Vec<&str> = once.iter().map(|(n, _)| n.as_str()).collect();
    assert_eq!(
        names,
        [
            "jobs/photos/imported/2026-09-boiler-repair-partick-1.jpg",
            "jobs/photos/imported/2026-09-boiler-repair-partick-2.jpg",
            "jobs/photos/imported/2026-10-boiler-repair-partick-1.jpg",
            "jobs/photos/imported/2026-10-boiler-repair-partick-2.jpg",
            "src/imported.rs",
        ]
    );
    // Written stripped, and byte for byte as the bundle's (already clean).
    for (_, bytes) in once.iter().filter(|(n, _)| n.ends_with(".jpg")) {
        assert_eq!(photo_meta::location(bytes), None);
    }

    let again = import::import(&first, &cat, dir.path()).unwrap();
    assert_eq!(again, Summary::default(), "{again}");
    assert_eq!(tree(dir.path()), once, "byte-identical");

    // A's customer withdrew; B's text changed (agreed again); the review stays.
    let second = bundle(
        vec![job(b, "No hot water at all.")],
        vec![review(1, "Quick and tidy.")],
        &[a],
    );
    let summary = import::import(&second, &cat, dir.path()).unwrap();
    assert_eq!(summary.removed, [format!("job {a}")], "{summary}");
    assert_eq!(summary.updated, [format!("job {b}")], "{summary}");
    assert!(summary.added.is_empty());
    let after = tree(dir.path());
    assert!(
        after.iter().all(|(n, _)| !n.contains(a)),
        "A's photographs are gone"
    );
    let source = String::from_utf8(after.last().unwrap().1.clone()).unwrap();
    assert!(!source.contains(a) && source.contains("No hot water at all."));

    // An empty bundle leaves the empty file the repository starts with.
    import::import(&bundle(vec![], vec![], &[]), &cat, dir.path()).unwrap();
    let empty = std::fs::read_to_string(dir.path().join("src/imported.rs")).unwrap();
    let shipped =
        std::fs::read_to_string(Path::new(content::CONTENT_DIR).join("src/imported.rs")).unwrap();
    assert_eq!(empty, shipped);
    assert!(
        !dir.path()
            .join("jobs/photos/imported/2026-09-boiler-repair-partick-1.jpg")
            .exists()
    );
}

#[test]
fn bad_values_and_damaged_photographs_are_refused_before_anything_is_written() {
    let cat = content::catalogue();
    let slug = "2026-10-boiler-repair-partick";
    type Edit = Box<dyn Fn(&mut BundleJob)>;
    let cases: Vec<(&str, Edit)> = vec![
        ("not a slug", Box::new(|j| j.slug = "Bad Slug\"".into())),
        (
            "not in the catalogue",
            Box::new(|j| j.service = "alchemy".into()),
        ),
        (
            "not one of",
            Box::new(|j| j.neighbourhood = Some("mayfair".into())),
        ),
        ("not a month", Box::new(|j| j.completed = "2026-13".into())),
        (
            "not a property type",
            Box::new(|j| j.property = "castle".into()),
        ),
        ("not 1 to 255", Box::new(|j| j.took.amount = 0)),
        ("not a band", Box::new(|j| j.price_to_pounds = Some(100))),
        (
            "not a date",
            Box::new(|j| j.agreed_on = "2026-02-30".into()),
        ),
        (
            "do not match its sha256",
            Box::new(|j| j.photos[0].sha256 = "00".repeat(32)),
        ),
        ("not base64", Box::new(|j| j.photos[0].base64 = "!!".into())),
        (
            "is `",
            Box::new(|j| j.photos[0].file = "../../src/lib.rs".into()),
        ),
        (
            "outside it",
            Box::new(|j| {
                j.photos[1].preview = Some(BundleFocus {
                    x_percent: 101,
                    y_percent: 0,
                })
            }),
        ),
    ];
    for (expected, edit) in cases {
        let dir = tempfile::tempdir().unwrap();
        content_dir(dir.path());
        let mut j = job(slug, "No heat.");
        edit(&mut j);
        let err = import::import(&bundle(vec![j], vec![], &[]), &cat, dir.path()).unwrap_err();
        assert!(err.contains(expected), "{expected}: {err}");
        assert!(tree(dir.path()).is_empty(), "{expected}: nothing written");
    }
    let mut r = review(1, "Fine.");
    r.rating = 6;
    assert!(
        import::render(&bundle(vec![], vec![r], &[]), &cat)
            .unwrap_err()
            .contains("rating 6")
    );
    let mut r = review(1, "Fine.");
    r.url = "https://g.page/r/1\n// injected".into();
    assert!(import::render(&bundle(vec![], vec![r], &[]), &cat).is_err());
    let both = bundle(vec![job(slug, "No heat.")], vec![], &[slug]);
    assert!(
        import::render(&both, &cat)
            .unwrap_err()
            .contains("both agreed and withdrawn")
    );
    assert!(
        import::parse(br#"{"version":2,"generatedAt":"","jobs":[],"reviews":[],"withdrawn":[]}"#)
            .unwrap_err()
            .contains("version 2")
    );
    assert!(
        import::parse(
            br#"{"version":1,"generatedAt":"","jobs":[],"reviews":[],"withdrawn":[],"extra":1}"#
        )
        .is_err()
    );
}
