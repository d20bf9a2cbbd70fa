//! `codegen`: check the catalogue, or compile it into the site's inputs.

#![forbid(unsafe_code)]

use anyhow::Context;
use clap::{Parser, Subcommand};
use codegen::{EmitOptions, emit, run_check};
use content_model::validate::Assets;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;

#[derive(Parser)]
#[command(
    about = "Checks the catalogue and compiles it into the site's types, data, schemas, routes and static-host files"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
    /// The site's public folder; when it exists, referenced images must exist in it.
    #[arg(
        long,
        global = true,
        env = "SITE_PUBLIC_DIR",
        default_value = "site/public"
    )]
    public: PathBuf,
    /// The jobs' original photographs; every one a job names must exist here
    /// (default: the content crate's `jobs/photos`).
    #[arg(long, global = true, env = "JOB_PHOTOS_DIR", default_value = content::JOB_PHOTOS_DIR)]
    job_photos: PathBuf,
}

#[derive(Subcommand)]
enum Command {
    /// Run every validation rule and list every problem; exit 1 if there are any.
    Check,
    /// List every placeholder still in the catalogue or settings (drama-range
    /// numbers, example addresses, dummy registration numbers, sample reviews,
    /// a local SITE_URL); exit 1 while any remain (decision 28).
    LaunchCheck {
        /// The origin the live site will be built with.
        #[arg(long, env = "SITE_URL", default_value = "http://localhost:3000")]
        site_url: String,
    },
    /// Audit a built export as a search engine reads it (decision 27): every
    /// indexable page within four clicks of the home page and sharing at most
    /// half its main content with its most similar sibling; `noindex` and the
    /// sitemap consistent; no free call-out or VAT-less price in rendered copy.
    AuditExport {
        /// The export folder (with codegen's routes.json and sitemaps copied in).
        #[arg(long, default_value = "site/out")]
        site: PathBuf,
        #[arg(long, env = "SITE_URL", default_value = "http://localhost:3000")]
        site_url: String,
        /// Audit a sample build: routes whose page was not built are left out
        /// (orphan and sitemap findings then only describe the sample).
        #[arg(long)]
        partial: bool,
        /// A page the export must hold and the audit read (a one-job sample's
        /// earned page, issue 34.6); repeatable.
        #[arg(long = "must-see")]
        must_see: Vec<String>,
        /// The export was emitted `--with-growth-fixture`: check its pages'
        /// facts against the catalogue with the fixture.
        #[arg(long)]
        with_growth_fixture: bool,
    },
    /// Bring every consented job and recorded review from the inbox into the
    /// catalogue (`src/imported.rs` and `jobs/photos/imported/`): from a
    /// running server with an export token, or from a bundle downloaded in
    /// the inbox. Running it twice changes nothing; withdrawn jobs go.
    ImportProof {
        /// The server, e.g. https://www.example.co.uk (or http://127.0.0.1:PORT).
        #[arg(long, requires = "token_file", conflicts_with = "bundle")]
        from: Option<String>,
        /// A file holding the export token (`api export-token create`).
        #[arg(long)]
        token_file: Option<PathBuf>,
        /// A bundle downloaded in the inbox ('Download for the website').
        #[arg(long, required_unless_present = "from")]
        bundle: Option<PathBuf>,
        /// The content crate to write into.
        #[arg(long, default_value = content::CONTENT_DIR)]
        content: PathBuf,
    },
    /// Remove location and every other piece of metadata from each original
    /// photograph under the jobs' photo folder, losslessly and in place.
    StripPhotos,
    /// Check, then write everything the site builds from into OUT.
    Emit {
        #[arg(long, default_value = "site/generated")]
        out: PathBuf,
        /// Canonical origin for links, sitemaps and structured data.
        #[arg(long, env = "SITE_URL", default_value = "http://localhost:3000")]
        site_url: String,
        /// Tag-manager container id (e.g. GTM-ABC1234); empty means no tag manager.
        #[arg(long, env = "GTM_ID", default_value = "")]
        gtm_id: String,
        /// For tests only: add `codegen::fixture`'s real job (a boiler repair
        /// in Paisley) to the catalogue, as `just test`'s small test export does.
        #[arg(long)]
        with_example_real_job: bool,
        /// For benchmarks and CI's growth step only: add `codegen::growth`'s
        /// two years of made-up real work (300 jobs with 900 photographs
        /// under `growth/` in the photo folder, and 100 platform reviews in
        /// place of the samples). Draw the photographs first: `just growth-photos`.
        #[arg(long)]
        with_growth_fixture: bool,
    },
    /// Print the growth fixture's photograph files, one a line, relative to
    /// the jobs' photo folder (`growth/<job>-<n>.jpg`): the list
    /// `site/scripts/growth-photos.mjs` draws.
    GrowthPhotos,
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    if let Command::AuditExport {
        site,
        site_url,
        partial,
        must_see,
        with_growth_fixture,
    } = &cli.command
    {
        let mut cat = content::catalogue();
        if *with_growth_fixture {
            codegen::growth::add_to(&mut cat);
        }
        return audit_export(site, site_url, *partial, must_see, &cat);
    }
    if let Command::ImportProof {
        from,
        token_file,
        bundle,
        content,
    } = &cli.command
    {
        return match import_proof(
            from.as_deref(),
            token_file.as_deref(),
            bundle.as_deref(),
            content,
        ) {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => fail(e.context("import-proof")),
        };
    }
    if let Command::StripPhotos = &cli.command {
        return strip_photos(&cli.job_photos);
    }
    let mut catalogue = content::catalogue();
    if let Command::GrowthPhotos = &cli.command {
        codegen::growth::add_to(&mut catalogue);
        let mut out = String::new();
        for file in codegen::growth::photo_files(&catalogue.jobs) {
            out.push_str(file);
            out.push('\n');
        }
        print!("{out}");
        return ExitCode::SUCCESS;
    }
    if let Command::Emit {
        with_example_real_job,
        with_growth_fixture,
        ..
    } = &cli.command
    {
        if *with_growth_fixture {
            codegen::growth::add_to(&mut catalogue);
        }
        if *with_example_real_job {
            catalogue
                .jobs
                .insert(0, codegen::fixture::example_real_job());
        }
    }
    let assets = Assets {
        public_dir: cli.public.is_dir().then_some(cli.public.as_path()),
        job_photos_dir: Some(cli.job_photos.as_path()),
    };
    match run_check(&catalogue, &assets) {
        Ok(summary) => eprintln!("{summary}"),
        Err(report) => {
            eprint!("{report}");
            return ExitCode::FAILURE;
        }
    }
    if let Command::LaunchCheck { site_url } = &cli.command {
        let found = codegen::launch::placeholders(&catalogue, site_url);
        print!("{}", codegen::launch::report(&found));
        return if found.is_empty() {
            ExitCode::SUCCESS
        } else {
            ExitCode::FAILURE
        };
    }
    if let Command::Emit {
        out,
        site_url,
        gtm_id,
        ..
    } = cli.command
    {
        let tag_manager = match codegen::TagManagerId::parse(&gtm_id) {
            Ok(id) => id,
            Err(message) => {
                eprintln!("error: {message}");
                return ExitCode::FAILURE;
            }
        };
        let started = Instant::now();
        let opts = EmitOptions {
            out,
            site_url,
            build_year: codegen::emit::build_year(),
            tag_manager,
        };
        match emit(&catalogue, &opts) {
            Ok(report) => {
                let per_type: Vec<String> = report
                    .route_counts
                    .iter()
                    .map(|(t, n)| format!("{} {n}", t.as_str()))
                    .collect();
                eprintln!(
                    "emitted {} files ({} KB) to {} in {} ms; {} routes: {}",
                    report.files,
                    report.bytes / 1024,
                    opts.out.display(),
                    started.elapsed().as_millis(),
                    report.routes,
                    per_type.join(", ")
                );
            }
            Err(e) => return fail(anyhow::Error::new(e).context("codegen emit failed")),
        }
    }
    ExitCode::SUCCESS
}

fn import_proof(
    from: Option<&str>,
    token_file: Option<&std::path::Path>,
    bundle: Option<&std::path::Path>,
    content: &std::path::Path,
) -> anyhow::Result<()> {
    use codegen::import;
    let json = match (from, token_file, bundle) {
        (Some(server), Some(token_file), _) => {
            let token = std::fs::read_to_string(token_file)
                .with_context(|| format!("reading the token from {}", token_file.display()))?;
            import::fetch(server, token.trim()).map_err(anyhow::Error::msg)?
        }
        (_, _, Some(path)) => {
            std::fs::read(path).with_context(|| format!("reading {}", path.display()))?
        }
        _ => anyhow::bail!("give --from <server> --token-file <file>, or --bundle <file>"),
    };
    let bundle = import::parse(&json).map_err(anyhow::Error::msg)?;
    let summary =
        import::import(&bundle, &content::catalogue(), content).map_err(anyhow::Error::msg)?;
    println!("{summary}");
    println!(
        "{} jobs and {} reviews imported; run `just check`, then build and deploy the site",
        bundle.jobs.len(),
        bundle.reviews.len()
    );
    Ok(())
}

fn strip_photos(dir: &std::path::Path) -> ExitCode {
    let done = codegen::photo_meta::strip_dir(dir);
    for p in &done.changed {
        println!("stripped {}", p.display());
    }
    println!(
        "{} photographs stripped, {} had nothing to remove",
        done.changed.len(),
        done.unchanged
    );
    for (p, why) in &done.failed {
        eprintln!("{} {why}", p.display());
    }
    if done.failed.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

fn audit_export(
    site: &std::path::Path,
    site_url: &str,
    partial: bool,
    must_see: &[String],
    cat: &content_model::Catalogue,
) -> ExitCode {
    use codegen::{audit, audit_proof};
    let started = Instant::now();
    let read = || -> anyhow::Result<_> {
        let pages = audit::read_export_of(site, partial, cat)?;
        let sitemap = audit::sitemap_paths(site, site_url)?;
        let mut a = audit::audit(&pages, &sitemap);
        a.problems.extend(audit_proof::missing(&pages, must_see));
        let unseen = if partial {
            audit_proof::unseen_indexable(site)?
        } else {
            Vec::new()
        };
        Ok((pages.len(), a, unseen))
    };
    match read().context("audit-export") {
        Ok((pages, a, unseen)) => {
            print!("{}", audit::report(&a));
            // A sample passes only for what it read: say what it did not.
            if !unseen.is_empty() {
                println!(
                    "not audited: {} indexable routes this sample did not build:",
                    unseen.len()
                );
                for path in &unseen {
                    println!("  {path}");
                }
            }
            println!(
                "audited {pages} pages in {:.1} s",
                started.elapsed().as_secs_f64()
            );
            if a.problems.is_empty() {
                ExitCode::SUCCESS
            } else {
                eprintln!("export audit found {} problems:", a.problems.len());
                for p in a.problems.iter().take(60) {
                    eprintln!("  {p}");
                }
                if a.problems.len() > 60 {
                    eprintln!("  ... and {} more", a.problems.len() - 60);
                }
                ExitCode::FAILURE
            }
        }
        Err(e) => fail(e),
    }
}

/// Prints an error with every cause after it (`what: why: root cause`), the
/// shape the command's messages have always had, and fails.
fn fail(e: anyhow::Error) -> ExitCode {
    eprintln!("{e:#}");
    ExitCode::FAILURE
}
