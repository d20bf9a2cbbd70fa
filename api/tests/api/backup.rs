//! `api backup DEST`: a copy taken while `api serve` runs and enquiries keep
//! arriving holds every enquiry acknowledged before it, and the restore steps in
//! docs/deploy.md bring them all back.

use crate::helpers::*;
use serde_json::json;
use std::collections::BTreeSet;
use std::path::Path;
use std::process::Output;

fn api(args: &[&str], database_url: &str) -> tokio::process::Command {
    let mut cmd = tokio::process::Command::new(env!("CARGO_BIN_EXE_api"));
    cmd.args(args)
        .env_clear()
        .env("PATH", std::env::var("PATH").unwrap_or_default())
        .env("DATABASE_URL", database_url);
    cmd
}

async fn backup(database_url: &str, dest: &Path) -> Output {
    api(&["backup", dest.to_str().unwrap()], database_url)
        .output()
        .await
        .expect("run api backup")
}

async fn post_enquiry(app: &TestApp, name: &str) -> i64 {
    let res = app
        .post_json(
            "/api/contact",
            &json!({ "name": name, "phone": "0141 496 0000", "service": "Tap Repair" }),
        )
        .await;
    assert_eq!(res.status(), 200, "{name}");
    let body: serde_json::Value = res.json().await.unwrap();
    body["id"].as_i64().expect("an id")
}

/// (id, name) of every enquiry in the SQLite file at `url`.
async fn stored(url: &str) -> BTreeSet<(i64, String)> {
    sqlx::any::install_default_drivers();
    let pool = sqlx::any::AnyPoolOptions::new()
        .max_connections(1)
        .connect(url)
        .await
        .expect("open the SQLite file");
    let rows = enquiries(&pool).await;
    pool.close().await;
    rows.iter()
        .map(|r| {
            (
                r["id"].as_deref().unwrap().parse().unwrap(),
                r["name"].clone().unwrap_or_default(),
            )
        })
        .collect()
}

#[tokio::test]
async fn a_backup_taken_while_serving_restores_every_enquiry() {
    let dir = tempfile::tempdir().unwrap();
    let db = TestDb::sqlite(dir.path()).await;
    let app = TestApp::spawn(&Options::new(&db, dir.path())).await;

    let mut before = BTreeSet::new();
    for i in 0..20 {
        let name = format!("Before backup {i}");
        before.insert((post_enquiry(&app, &name).await, name));
    }

    // The backup runs while the server holds its pool open and more
    // enquiries are being written.
    let dest = dir.path().join("site-backup.db");
    let writing = async {
        let mut during = BTreeSet::new();
        for i in 0..20 {
            let name = format!("During backup {i}");
            during.insert((post_enquiry(&app, &name).await, name));
        }
        during
    };
    let (out, during) = tokio::join!(backup(&db.url, &dest), writing);
    assert!(
        out.status.success(),
        "api backup failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(said.contains("site-backup.db"), "{said}");

    let copy_url = format!("sqlite://{}", dest.display());
    let in_copy = stored(&copy_url).await;
    assert!(
        before.is_subset(&in_copy),
        "the copy lacks enquiries acknowledged before the backup began"
    );
    let acknowledged: BTreeSet<_> = before.union(&during).cloned().collect();
    assert!(
        in_copy.is_subset(&acknowledged),
        "the copy holds rows nobody wrote"
    );
    assert!(
        said.contains(&format!("{} enquiries", in_copy.len())),
        "{said}"
    );

    // A second backup to the same name is refused and leaves the copy alone.
    let copy_bytes = std::fs::read(&dest).unwrap();
    let again = backup(&db.url, &dest).await;
    assert!(!again.status.success());
    assert!(
        String::from_utf8_lossy(&again.stderr).contains("already exists"),
        "{}",
        String::from_utf8_lossy(&again.stderr)
    );
    assert_eq!(std::fs::read(&dest).unwrap(), copy_bytes);

    // Enquiries after the backup, which a restore loses.
    let after = post_enquiry(&app, "After backup").await;

    // The restore steps in docs/deploy.md: stop the service; move the live file and
    // its -wal and -shm files aside; copy the backup into place; start again.
    assert!(app.terminate().await.success());
    let live = dir.path().join("site.db");
    let aside = dir.path().join("aside");
    std::fs::create_dir(&aside).unwrap();
    for suffix in ["", "-wal", "-shm"] {
        let file = dir.path().join(format!("site.db{suffix}"));
        if file.exists() {
            std::fs::rename(&file, aside.join(format!("site.db{suffix}"))).unwrap();
        }
    }
    std::fs::copy(&dest, &live).unwrap();
    let app = TestApp::spawn(&Options::new(&db, dir.path())).await;

    let restored = stored(&db.url).await;
    assert_eq!(restored, in_copy);
    assert!(!restored.iter().any(|(id, _)| *id == after));
    // The restored database takes new enquiries.
    let next = post_enquiry(&app, "After restore").await;
    assert!(stored(&db.url).await.iter().any(|(id, _)| *id == next));
    app.terminate().await;
}

#[tokio::test]
async fn backup_refuses_postgres_a_missing_database_and_an_existing_file() {
    let dir = tempfile::tempdir().unwrap();
    let dest = dir.path().join("copy.db");

    let pg = backup("postgres://postgres@127.0.0.1:5432/test", &dest).await;
    assert!(!pg.status.success());
    assert!(
        String::from_utf8_lossy(&pg.stderr).contains("pg_dump"),
        "{}",
        String::from_utf8_lossy(&pg.stderr)
    );
    assert!(!dest.exists());

    // A mistyped path is an error, never a new empty database.
    let missing = dir.path().join("no-such.db");
    let out = backup(&format!("sqlite://{}", missing.display()), &dest).await;
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("no SQLite database"));
    assert!(!missing.exists());
    assert!(!dest.exists());

    // An existing file, even an empty one (which VACUUM INTO itself would
    // accept), is never written over.
    let db = TestDb::sqlite(dir.path()).await;
    api(&["migrate"], &db.url).output().await.unwrap();
    std::fs::write(&dest, b"").unwrap();
    let out = backup(&db.url, &dest).await;
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("already exists"));
    assert_eq!(std::fs::metadata(&dest).unwrap().len(), 0);
}
