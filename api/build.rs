//! Rebuilds the API when a migration is added or changed.
//!
//! `sqlx::migrate!` embeds `migrations/sqlite` and `migrations/postgres` at
//! compile time, but on stable Rust cargo is not told to watch those folders:
//! a new migration alone left an incremental build with the old list, so the
//! binary, its tests and its benches ran without it. This is the build
//! script sqlx's documentation recommends (`sqlx migrate build-script`).
fn main() {
    println!("cargo:rerun-if-changed=migrations");
}
