//! Embeds the schema's migrations in the binary (`store/migrations.rs`).
//!
//! For each backend it lists `migrations/<backend>/*.sql` and writes a table
//! of `(file name, include_str!(file))` into `$OUT_DIR/migrations.rs`. This
//! is what `sqlx::migrate!` did, without its proc-macro: that macro compiled
//! a second copy of sqlx's SQLite (C sources included) and PostgreSQL
//! drivers for the compiler's own use, in every cold build of the API.
//!
//! A file whose name sqlx would not read as `<version>_<description>.sql`
//! fails the build here, naming it, rather than being skipped at run time.
//! cargo is told to watch the folders, so a new or edited migration always
//! reaches the binary, its tests and its benches.
use std::fmt::Write as _;
use std::path::Path;
use std::{env, fs};

const BACKENDS: [&str; 2] = ["sqlite", "postgres"];

fn main() {
    println!("cargo:rerun-if-changed=migrations");
    let manifest_dir = env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    let mut code =
        String::from("// Written by api/build.rs from api/migrations: never edit by hand.\n");
    for backend in BACKENDS {
        let dir = Path::new(&manifest_dir).join("migrations").join(backend);
        println!("cargo:rerun-if-changed={}", dir.display());
        let mut files = sql_files(&dir);
        files.sort();
        writeln!(
            code,
            "pub const {}: &[(&str, &str)] = &[",
            backend.to_uppercase()
        )
        .unwrap();
        for name in files {
            let path = dir.join(&name);
            writeln!(
                code,
                "    ({name:?}, include_str!({:?})),",
                path.display().to_string()
            )
            .unwrap();
        }
        code.push_str("];\n");
    }
    let out = Path::new(&env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("migrations.rs");
    fs::write(&out, code).unwrap_or_else(|e| panic!("cannot write {}: {e}", out.display()));
}

/// The `.sql` files of one backend's folder, each checked to start with a
/// version number and an underscore, as sqlx reads a migration's name.
fn sql_files(dir: &Path) -> Vec<String> {
    let entries =
        fs::read_dir(dir).unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()));
    let mut files = Vec::new();
    for entry in entries {
        let entry = entry.unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()));
        let name = entry.file_name().into_string().unwrap_or_else(|name| {
            panic!(
                "{}: migration file name {name:?} is not UTF-8",
                dir.display()
            )
        });
        if !name.ends_with(".sql") {
            continue;
        }
        let well_named = name.split_once('_').is_some_and(|(version, rest)| {
            version.parse::<i64>().is_ok() && rest.len() > ".sql".len()
        });
        assert!(
            well_named,
            "{}: migration {name:?} must be named <version>_<description>.sql (e.g. 0028_quotes.sql)",
            dir.display()
        );
        files.push(name);
    }
    files
}
