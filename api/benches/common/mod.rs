//! What the benchmarks that run the real binary share: an owner account made
//! as `api owner add` makes it, and `api serve` started on a free port.

use std::path::Path;
use std::process::Stdio;
use std::time::Duration;
use tokio::io::{AsyncBufReadExt, AsyncWriteExt, BufReader};
use tokio::process::{Child, Command};

/// The `Origin` the inbox's requests carry (the servers' `SITE_URL`).
pub const SITE: &str = "http://localhost:3000";

/// `api owner add email` on `database_url`, the password typed twice.
pub async fn add_owner(database_url: &str, email: &str, password: &str) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_api"))
        .args(["owner", "add", email])
        .env("DATABASE_URL", database_url)
        .env("LOG", "error")
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .spawn()
        .expect("run api owner add");
    let mut stdin = child.stdin.take().unwrap();
    stdin
        .write_all(format!("{password}\n{password}\n").as_bytes())
        .await
        .unwrap();
    drop(stdin);
    assert!(
        child.wait().await.unwrap().success(),
        "api owner add failed"
    );
}

/// `api serve` on `database_url` with mail written under `dir` and the
/// settings in `env`; the child (killed when dropped) and its base URL.
pub async fn serve(database_url: &str, dir: &Path, env: &[(&str, &str)]) -> (Child, String) {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_api"));
    cmd.arg("serve")
        .env("HOST", "127.0.0.1")
        .env("PORT", "0")
        .env("DATABASE_URL", database_url)
        .env("MAIL_DIR", dir.join("mail"))
        .env("SITE_URL", SITE)
        .env("LOG", "error")
        .stdout(Stdio::piped())
        .kill_on_drop(true);
    for (k, v) in env {
        cmd.env(k, v);
    }
    let mut child = cmd.spawn().expect("start api serve");
    let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
    let base = tokio::time::timeout(Duration::from_secs(120), async {
        while let Ok(Some(line)) = lines.next_line().await {
            if let Some(url) = line.strip_prefix("api listening on ") {
                return url.to_string();
            }
        }
        panic!("api serve exited before listening");
    })
    .await
    .expect("api serve did not start");
    tokio::spawn(async move { while let Ok(Some(_)) = lines.next_line().await {} });
    (child, base)
}
