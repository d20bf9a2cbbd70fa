//! The import on a copy of the real tree (issue 34.5): the workspace's
//! crates are copied to a temporary folder, a bundle with a job (and a
//! photograph carrying GPS, which the import strips) and a review is
//! imported into the copy's content crate, and `codegen check` there must
//! pass with the imported records compiled in; then the job is withdrawn and
//! a second import removes it, and the check passes again.
//!
//! It builds codegen in the copy, in a target folder of its own
//! (`target/import-tree-copy`: the first run compiles codegen's dependencies,
//! about ten minutes on 2 cores; later runs a few), so it is ignored by
//! default: `cargo test -p codegen --test import_tree -- --ignored`.

use base64::Engine;
use content_model::proof_bundle::*;
use sha2::Digest;
use std::path::Path;
use std::process::Command;

fn copy_dir(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for e in std::fs::read_dir(from).unwrap().flatten() {
        let p = e.path();
        let name = e.file_name();
        if name == "target" || name == "node_modules" {
            continue;
        }
        if p.is_dir() {
            copy_dir(&p, &to.join(&name));
        } else {
            std::fs::copy(&p, to.join(&name)).unwrap();
        }
    }
}

/// `codegen` run in the copied workspace: (success, output).
fn codegen(root: &Path, args: &[&str]) -> (bool, String) {
    // A target folder of its own, kept between runs: the copy's crates have
    // the same relative paths as this checkout's, so sharing this build's
    // folder would let the copy's build stand in for this checkout's.
    let target = Path::new(env!("CARGO_MANIFEST_DIR")).join("../target/import-tree-copy");
    let out = Command::new(env!("CARGO"))
        .args(["run", "--quiet", "-p", "codegen", "--"])
        .args(args)
        .current_dir(root)
        .env("CARGO_TARGET_DIR", target)
        .output()
        .unwrap();
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    (out.status.success(), text)
}

/// A JPEG skeleton with an EXIF GPS block (as in import_proof.rs).
fn located_jpeg() -> Vec<u8> {
    let mut tiff = b"MM\0\x2a\0\0\0\x08".to_vec();
    tiff.extend_from_slice(&1u16.to_be_bytes());
    tiff.extend_from_slice(&[0x88, 0x25, 0, 4, 0, 0, 0, 1, 0, 0, 0, 26]);
    tiff.extend_from_slice(&[0, 0, 0, 0, 0, 0]);
    let mut out = vec![0xFF, 0xD8, 0xFF, 0xE1];
    out.extend_from_slice(&((tiff.len() + 8) as u16).to_be_bytes());
    out.extend_from_slice(b"Exif\0\0");
    out.extend_from_slice(&tiff);
    out.extend_from_slice(&[0xFF, 0xDA, 0, 2, 1, 2, 3, 0xFF, 0xD9]);
    out
}

#[test]
#[ignore = "compiles a copy of the workspace: run once with --ignored"]
fn an_imported_job_and_review_pass_codegen_check_in_a_copy_of_the_tree() {
    let repo = Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap();
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    for name in ["Cargo.toml", "Cargo.lock"] {
        std::fs::copy(repo.join(name), root.join(name)).unwrap();
    }
    for krate in ["content-model", "content", "codegen", "api"] {
        copy_dir(&repo.join(krate), &root.join(krate));
    }
    let photo = located_jpeg();
    let slug = "2026-10-boiler-repair-partick";
    let job = BundleJob {
        slug: slug.into(),
        service: "boiler-repair".into(),
        area: "partick".into(),
        neighbourhood: Some("thornwood".into()),
        completed: "2026-10".into(),
        property: "residential".into(),
        problem: "The combi boiler in a second-floor tenement flat kept losing pressure \
                  and locking out overnight, leaving the family without heating or hot water."
            .into(),
        work_done: "Our engineer traced the loss to a weeping pressure relief valve, fitted a \
                    new valve, recharged the expansion vessel to the maker's figure and \
                    checked the flue gas readings with an analyser."
            .into(),
        outcome: "The pressure has held steady since the visit, and the customer was shown \
                  how to read the gauge and top the system up should it ever drop again. A copy of \
                  the readings was left with the boiler's paperwork for the next annual service."
            .into(),
        took: BundleTook {
            unit: "hours".into(),
            amount: 3,
        },
        price_from_pounds: Some(180),
        price_to_pounds: Some(260),
        agreed_on: "2026-11-03".into(),
        photos: vec![BundlePhoto {
            file: photo_file(slug, 1),
            alt: "The new pressure relief valve fitted beneath the boiler in its cupboard".into(),
            caption: "The \"new\" valve \\ fitted.".into(),
            preview: Some(BundleFocus {
                x_percent: 50,
                y_percent: 40,
            }),
            sha256: hex::encode(sha2::Sha256::digest(&photo)),
            base64: base64::engine::general_purpose::STANDARD.encode(&photo),
        }],
    };
    let review = BundleReview {
        id: 1,
        platform: "google".into(),
        platform_name: "Google".into(),
        url: "https://g.page/r/example-review-1".into(),
        rating: 5,
        text: "Came the same afternoon, found the fault quickly and charged what was quoted."
            .into(),
        published_on: "2026-11-04".into(),
        first_name: "Morag".into(),
        town: "Partick".into(),
        service_slug: "boiler-repair".into(),
        area_slug: "partick".into(),
    };
    let write = |b: &ProofBundle| {
        let p = root.join("bundle.json");
        std::fs::write(&p, serde_json::to_vec(b).unwrap()).unwrap();
        p.display().to_string()
    };
    let content = root.join("content").display().to_string();
    let bundle = ProofBundle {
        version: BUNDLE_VERSION,
        generated_at: "2026-11-28T02:00:00.000Z".into(),
        jobs: vec![job],
        reviews: vec![review],
        withdrawn: vec![],
    };
    let (ok, out) = codegen(
        root,
        &[
            "import-proof",
            "--bundle",
            &write(&bundle),
            "--content",
            &content,
        ],
    );
    assert!(ok, "{out}");
    assert!(out.contains("added 2"), "{out}");
    let stored = std::fs::read(
        root.join("content/jobs/photos/imported")
            .join(format!("{slug}-1.jpg")),
    )
    .unwrap();
    assert_eq!(
        codegen::photo_meta::location(&stored),
        None,
        "written stripped"
    );
    let (ok, out) = codegen(root, &["check"]);
    assert!(ok, "{out}");
    assert!(
        out.contains("6 jobs (5 samples)") && out.contains("10 reviews"),
        "{out}"
    );

    let withdrawn = ProofBundle {
        jobs: vec![],
        withdrawn: vec![slug.into()],
        ..bundle
    };
    let (ok, out) = codegen(
        root,
        &[
            "import-proof",
            "--bundle",
            &write(&withdrawn),
            "--content",
            &content,
        ],
    );
    assert!(ok && out.contains("removed 1"), "{out}");
    assert!(
        !root
            .join("content/jobs/photos/imported")
            .join(format!("{slug}-1.jpg"))
            .exists()
    );
    let (ok, out) = codegen(root, &["check"]);
    assert!(ok && out.contains("5 jobs (5 samples)"), "{out}");
}
