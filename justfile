# The one entry point. `just --list` shows every recipe.

set shell := ["bash", "-euo", "pipefail", "-c"]

# Where codegen writes what the site builds from (git-ignored, rebuilt on demand).
generated := "site/generated"

default:
    @just --list

# Install the site's Node packages from the lock file. (`npm ci` is not used:
# npm 11 here writes lock files without other platforms' optional native
# packages, and `npm ci` then refuses them as out of sync.)
install:
    cd site && npm install --no-audit --no-fund

# Check the catalogue: every rule, every problem listed, non-zero exit on any.
check:
    cargo run --quiet -p codegen -- check

# Before going live: list every placeholder still in the catalogue or settings
# (drama-range numbers, example addresses, dummy registration numbers, sample
# reviews, a local SITE_URL) and fail while any remain (PRODUCT 28).
launch-check:
    cargo run --quiet -p codegen -- launch-check

# Check, then emit TypeScript types, JSON data, schemas, routes and static-host files.
gen:
    cargo run --quiet --release -p codegen -- emit --out {{generated}}

# Type-check the generated TypeScript with tsc --strict.
typecheck-generated: gen
    cd site && npm run --silent typecheck:generated

# Everything CI runs. Storage tests also run against PostgreSQL when
# TEST_DATABASE_URL is set (CI sets it to the machine's local server). The
# browser tests need Debian's Chromium at /usr/bin/chromium.
test: install fmt-check lint check typecheck-generated site-check
    cargo test --workspace
    just e2e
    just audit-export

# Fail if any Rust file is not formatted.
fmt-check:
    cargo fmt --all --check

# Build the static export into site/out (all ~15,000 pages; SITE_SAMPLE=1 builds a small sample).
site-build: gen
    cd site && npm run --silent build

# The API binary the site is served and tested with.
api-release:
    cargo build --release -p api

# Everything from a clean clone: install, emit, build, then serve site and API on http://localhost:3000.
run: install site-build api-release
    ./target/release/api serve --site site/out

# Serve an existing export (after `just site-build`) with the API.
serve: api-release
    ./target/release/api serve --site site/out

# The site's own checks: strict type-check and unit tests (vitest).
site-check: gen
    cd site && npx tsc --noEmit && npx vitest run

# A small export (SITE_SAMPLE) built with a test tag-manager id into site/out-gtm,
# for the consent-banner browser tests; site/generated is emitted afresh after.
site-build-gtm-sample:
    GTM_ID=GTM-E2ETEST cargo run --quiet --release -p codegen -- emit --out {{generated}}
    cd site && SITE_SAMPLE=1 SITE_OUT=out-gtm npm run --silent build
    just gen

# Browser tests (Playwright + Debian Chromium) against the export served by `api serve`.
e2e: site-build site-build-gtm-sample api-release
    cd site && node --test --test-concurrency=1 tests/e2e/

# Audit the full export in site/out (after `just site-build`) as a search engine
# reads it (PRODUCT 27): indexable pages within 4 clicks of the home page and
# sharing at most half their main content with their most similar sibling;
# noindex and sitemap consistent; no free call-out or VAT-less price rendered.
audit-export:
    cargo run --quiet --release -p codegen -- audit-export --site site/out

# Screenshots of every route kind at 390 px and 1366 px into site/screenshots/.
screenshots: api-release
    cd site && node scripts/screenshots.mjs

# Lighthouse (mobile) scores for one page of each route kind.
lighthouse: api-release
    cd site && node scripts/lighthouse.mjs

# Throughput and latency: enquiries and page views on SQLite, static pages from
# `api serve`, and `api serve` against nginx on the same precompressed export.
bench:
    cargo bench -p api --bench load
    cargo bench -p api --bench inbox
    cargo bench -p api --bench serve

# `api serve` against nginx (gzip_static, brotli_static, sendfile) on the same
# precompressed export, measured with wrk side by side (BENCH_SITE, default
# site/out-sample then site/out). Needs, from Debian:
# `apt-get install nginx-light libnginx-mod-http-brotli-static wrk`.
bench-serve:
    cargo bench -p api --bench serve

# Response times of the owner's inbox with 10,000 leads and 1,000,000 page
# views seeded (SQLite; PostgreSQL too when TEST_DATABASE_URL is set).
bench-inbox:
    cargo bench -p api --bench inbox

# Format the Rust code.
fmt:
    cargo fmt --all

# Lint the Rust code (warnings are errors).
lint:
    cargo clippy --workspace --all-targets -- -D warnings
