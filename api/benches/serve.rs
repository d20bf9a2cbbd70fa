//! `just bench` (and `just bench-serve`): the static export served by
//! `api serve` against nginx on the same files, side by side in one run
//! (issue 12's goal: at least 0.8x nginx's requests a second for HTML and
//! JavaScript, plain and precompressed).
//!
//! nginx runs with `sendfile`, `gzip_static` and, when Debian's module is
//! installed, `brotli_static`, so both servers send the same precompressed
//! files. The load comes from `wrk` (64 connections, 2 threads): a client
//! in C that costs far less per request than either server, where this
//! crate's own Rust client (reqwest) would spend more CPU than nginx does
//! and so measure itself. Each scenario alternates the two servers for
//! several rounds and reports each one's median, so a burst of load from
//! elsewhere on the machine falls on both.
//!
//! Needs: a built, precompressed export (`BENCH_SITE`, or each of
//! `site/out-sample` and `site/out` that is built, measured one after the
//! other on the same page and chunk), and `apt-get install nginx-light
//! libnginx-mod-http-brotli-static wrk`. Without nginx or wrk it says so and
//! measures what it can. `BENCH_ROUNDS` (5) and `BENCH_SECONDS` (3) set the
//! length of a run.

use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

const CONNECTIONS: u32 = 64;
const GOAL: f64 = 0.8;

fn env_or<T: std::str::FromStr>(name: &str, default: T) -> T {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("the workspace")
        .to_path_buf()
}

/// The exports to serve: `BENCH_SITE`, or the sample and the full build,
/// whichever are built. Both, when there are both: issue 21 found `api serve`
/// slower against nginx on the full export than on the sample.
fn exports() -> Vec<PathBuf> {
    if let Some(dir) = std::env::var_os("BENCH_SITE") {
        return vec![PathBuf::from(dir)];
    }
    ["site/out-sample", "site/out"]
        .into_iter()
        .map(|d| workspace().join(d))
        .filter(|d| d.join("index.html").is_file())
        .collect()
}

/// Every file under `dir`.
fn files(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        for entry in std::fs::read_dir(&d).into_iter().flatten().flatten() {
            let p = entry.path();
            if p.is_dir() {
                stack.push(p);
            } else {
                out.push(p);
            }
        }
    }
    out
}

/// The URL path of the largest file under `under` with extension `ext` that
/// has both precompressed variants: the heaviest page or chunk, which the
/// issue measured.
fn largest(site: &Path, under: &str, ext: &str) -> Option<(String, u64)> {
    files(&site.join(under))
        .into_iter()
        .filter(|p| p.extension().is_some_and(|e| e == ext))
        .filter(|p| {
            let name = p.file_name().unwrap().to_string_lossy().to_string();
            p.with_file_name(format!("{name}.br")).is_file()
                && p.with_file_name(format!("{name}.gz")).is_file()
        })
        .map(|p| {
            let len = std::fs::metadata(&p).map_or(0, |m| m.len());
            (p, len)
        })
        .max_by_key(|(_, len)| *len)
        .map(|(p, len)| {
            let rel = p.strip_prefix(site).unwrap().to_string_lossy().to_string();
            let url = match rel.strip_suffix(".html") {
                // Pages by their clean URL, as visitors ask for them.
                Some(stem) => format!("/{}", stem.trim_end_matches("/index")),
                None => format!("/{rel}"),
            };
            (url, len)
        })
}

fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

/// Stops the child when dropped, so an early exit leaves no server running.
struct Running(Child);

impl Drop for Running {
    fn drop(&mut self) {
        // SIGTERM, not SIGKILL: nginx's master only takes its workers down
        // with it when it is allowed to shut down (a killed master leaves them
        // orphaned, still listening). `kill` the command keeps this free of
        // unsafe code; SIGKILL remains the fallback if the server hangs.
        let _ = Command::new("kill")
            .args(["-TERM", &self.0.id().to_string()])
            .status();
        let deadline = Instant::now() + Duration::from_secs(10);
        while Instant::now() < deadline {
            if let Ok(Some(_)) = self.0.try_wait() {
                return;
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

fn wait_until_listening(port: u16) {
    let deadline = Instant::now() + Duration::from_secs(30);
    while std::net::TcpStream::connect(("127.0.0.1", port)).is_err() {
        assert!(Instant::now() < deadline, "nothing listens on port {port}");
        std::thread::sleep(Duration::from_millis(50));
    }
}

fn start_api(site: &Path, dir: &Path) -> (Running, u16) {
    let port = free_port();
    let child = Command::new(env!("CARGO_BIN_EXE_api"))
        .arg("serve")
        .env("PORT", port.to_string())
        .env("HOST", "127.0.0.1")
        .env(
            "DATABASE_URL",
            format!("sqlite://{}", dir.join("bench.db").display()),
        )
        .env("MAIL_DIR", dir.join("mail"))
        .env("SITE_DIR", site)
        .env("LOG", "error")
        .stdout(Stdio::null())
        .spawn()
        .expect("start api serve");
    let running = Running(child);
    wait_until_listening(port);
    (running, port)
}

fn which(name: &str) -> Option<PathBuf> {
    std::env::var_os("PATH")
        .into_iter()
        .flat_map(|p| std::env::split_paths(&p).collect::<Vec<_>>())
        .chain([PathBuf::from("/usr/sbin")])
        .map(|d| d.join(name))
        .find(|p| p.is_file())
}

const BROTLI_MODULE: &str = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";

/// nginx as the static host the issue compares with: the same cores
/// (`worker_processes auto`), `sendfile`, the precompressed files, clean URLs.
fn start_nginx(nginx: &Path, site: &Path, dir: &Path) -> (Running, u16, bool) {
    let port = free_port();
    let brotli = Path::new(BROTLI_MODULE).is_file();
    let conf = format!(
        r#"{load}
worker_processes auto;
daemon off;
pid {dir}/nginx.pid;
error_log {dir}/nginx-error.log warn;
events {{ worker_connections 4096; }}
http {{
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    sendfile on;
    tcp_nopush on;
    keepalive_requests 1000000;
    gzip_static on;
    {brotli_static}
    client_body_temp_path {dir}/body;
    proxy_temp_path {dir}/proxy;
    fastcgi_temp_path {dir}/fastcgi;
    uwsgi_temp_path {dir}/uwsgi;
    scgi_temp_path {dir}/scgi;
    server {{
        listen 127.0.0.1:{port};
        root {site};
        location / {{ try_files $uri $uri.html $uri/index.html =404; }}
    }}
}}
"#,
        load = if brotli {
            format!("load_module {BROTLI_MODULE};")
        } else {
            String::new()
        },
        brotli_static = if brotli { "brotli_static on;" } else { "" },
        dir = dir.display(),
        site = site.display(),
    );
    let file = dir.join("nginx.conf");
    std::fs::write(&file, conf).unwrap();
    let child = Command::new(nginx)
        .arg("-c")
        .arg(&file)
        .arg("-p")
        .arg(dir)
        .stderr(Stdio::inherit())
        .spawn()
        .expect("start nginx");
    let running = Running(child);
    wait_until_listening(port);
    (running, port, brotli)
}

/// What one server sends for `url` with `accept`: status, coding, length.
fn probe(port: u16, url: &str, accept: &str) -> (u16, String, usize) {
    use std::io::{Read, Write};
    let mut s = std::net::TcpStream::connect(("127.0.0.1", port)).unwrap();
    let extra = if accept.is_empty() {
        String::new()
    } else {
        format!("Accept-Encoding: {accept}\r\n")
    };
    write!(
        s,
        "GET {url} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n{extra}\r\n"
    )
    .unwrap();
    let mut raw = Vec::new();
    s.read_to_end(&mut raw).unwrap();
    let split = raw
        .windows(4)
        .position(|w| w == b"\r\n\r\n")
        .unwrap_or(raw.len());
    let head = String::from_utf8_lossy(&raw[..split]).to_string();
    let status = head
        .split_whitespace()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(0);
    let coding = head
        .lines()
        .find_map(|l| {
            let (n, v) = l.split_once(':')?;
            n.eq_ignore_ascii_case("content-encoding")
                .then(|| v.trim().to_string())
        })
        .unwrap_or_else(|| "identity".into());
    (status, coding, raw.len().saturating_sub(split + 4))
}

/// Requests a second from one `wrk` run.
fn wrk(wrk: &Path, port: u16, url: &str, accept: &str, seconds: u32) -> f64 {
    let mut cmd = Command::new(wrk);
    cmd.args(["-t2", &format!("-c{CONNECTIONS}"), &format!("-d{seconds}s")]);
    if !accept.is_empty() {
        cmd.args(["-H", &format!("Accept-Encoding: {accept}")]);
    }
    let out = cmd
        .arg(format!("http://127.0.0.1:{port}{url}"))
        .output()
        .expect("run wrk");
    let text = String::from_utf8_lossy(&out.stdout);
    if text.contains("Non-2xx") || text.contains("Socket errors") {
        eprintln!("wrk reported errors for {url} on port {port}:\n{text}");
    }
    text.lines()
        .find_map(|l| l.strip_prefix("Requests/sec:"))
        .and_then(|v| v.trim().parse().ok())
        .unwrap_or(f64::NAN)
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(|a, b| a.total_cmp(b));
    if v.is_empty() {
        f64::NAN
    } else {
        v[v.len() / 2]
    }
}

fn main() {
    let sites = exports();
    if sites.is_empty() {
        println!(
            "serve bench skipped: no export. Build one with `just gen && cd site && SITE_SAMPLE=1 SITE_OUT=out-sample npm run build`, or set BENCH_SITE."
        );
        return;
    }
    let Some(wrk_bin) = which("wrk") else {
        println!("serve bench skipped: wrk is not installed (`apt-get install wrk`).");
        return;
    };
    // The first export's heaviest page and chunk, asked of every export that
    // has them, so the rows of the sample and the full export compare.
    let mut chosen: Option<(String, Option<String>)> = None;
    for site in sites {
        let site = site.canonicalize().expect("the export");
        let (page, chunk) = match &chosen {
            Some((page, chunk)) if has_variants(&site, page) => (page.clone(), chunk.clone()),
            _ => {
                let Some((page, _)) =
                    largest(&site, "services", "html").or_else(|| largest(&site, "", "html"))
                else {
                    println!(
                        "serve bench skipped for {}: no precompressed pages (.html with .br and .gz); rebuild it (postexport precompresses) or run `node site/scripts/precompress.mjs {}`.",
                        site.display(),
                        site.display()
                    );
                    continue;
                };
                let chunk = largest(&site, "_next/static", "js").map(|(c, _)| c);
                (page, chunk)
            }
        };
        chosen.get_or_insert_with(|| (page.clone(), chunk.clone()));
        bench_export(&site, &wrk_bin, &page, chunk.as_deref());
    }
}

/// Whether the page at URL path `url` is in `site` with both variants.
fn has_variants(site: &Path, url: &str) -> bool {
    let rel = format!("{}.html", url.trim_start_matches('/'));
    ["", ".br", ".gz"]
        .iter()
        .all(|suffix| site.join(format!("{rel}{suffix}")).is_file())
}

fn bench_export(site: &Path, wrk_bin: &Path, page: &str, chunk: Option<&str>) {
    let page_len = std::fs::metadata(site.join(format!("{}.html", page.trim_start_matches('/'))))
        .map_or(0, |m| m.len());
    let dir = std::env::temp_dir().join(format!("serve-bench-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let rounds: usize = env_or("BENCH_ROUNDS", 5);
    let seconds: u32 = env_or("BENCH_SECONDS", 3);

    let (_api, api_port) = start_api(site, &dir);
    let nginx = which("nginx").map(|bin| start_nginx(&bin, site, &dir));
    if nginx.is_none() {
        println!(
            "nginx is not installed (`apt-get install nginx-light libnginx-mod-http-brotli-static`): measuring api serve alone."
        );
    }
    let brotli_nginx = nginx.as_ref().is_some_and(|n| n.2);
    println!();
    println!(
        "export {}; page {page} ({} KB); chunk {}; wrk {CONNECTIONS} connections, {rounds} rounds of {seconds} s per server, alternating",
        site.display(),
        page_len / 1024,
        chunk.unwrap_or("none"),
    );

    let mut scenarios: Vec<(String, String, &str)> = Vec::new();
    let mut add = |kind: &str, url: &str| {
        for (label, accept) in [("plain", ""), ("gzip", "gzip"), ("br", "br, gzip")] {
            scenarios.push((format!("{kind}, {label}"), url.to_string(), accept));
        }
    };
    add("HTML page", page);
    if let Some(c) = chunk {
        add("JS chunk", c);
    }

    println!();
    println!(
        "{:<18} {:>10} {:>12} {:>12} {:>7}  goal {GOAL}x",
        "scenario", "bytes", "api req/s", "nginx req/s", "ratio"
    );
    for (name, url, accept) in &scenarios {
        let (status, coding, bytes) = probe(api_port, url, accept);
        assert_eq!(status, 200, "api serve answers {url} with {status}");
        let nginx_port = nginx.as_ref().map(|n| n.1);
        // A fair comparison sends the same bytes: nginx without its brotli
        // module would send gzip for `br, gzip`, so that row compares it
        // against api serve's brotli only when both send brotli.
        let comparable = nginx_port.filter(|&p| {
            let (s, c, b) = probe(p, url, accept);
            let same = s == 200 && c == coding && b == bytes;
            if !same {
                println!(
                    "  {name}: nginx sends {c} ({b} bytes, status {s}), api serve {coding} ({bytes} bytes): not compared"
                );
            }
            same && (coding != "br" || brotli_nginx)
        });
        let (mut ours, mut theirs) = (Vec::new(), Vec::new());
        for _ in 0..rounds {
            ours.push(wrk(wrk_bin, api_port, url, accept, seconds));
            if let Some(p) = comparable {
                theirs.push(wrk(wrk_bin, p, url, accept, seconds));
            }
        }
        let (a, n) = (median(ours), median(theirs));
        let ratio = a / n;
        println!(
            "{:<18} {:>10} {:>12.0} {:>12} {:>6}  {}",
            name,
            bytes,
            a,
            if n.is_nan() {
                "-".into()
            } else {
                format!("{n:.0}")
            },
            if ratio.is_nan() {
                "-".into()
            } else {
                format!("{ratio:.2}x")
            },
            if ratio.is_nan() {
                ""
            } else if ratio >= GOAL {
                "met"
            } else {
                "NOT MET"
            }
        );
    }
    drop(nginx);
    let _ = std::fs::remove_dir_all(&dir);
}
