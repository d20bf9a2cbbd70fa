// `just bench-growth` (issue 35.2): what two years of real work do to the
// build, the export and the inbox, measured side by side in one run against
// today's catalogue.
//
// "today" is the catalogue as committed; "growth" adds codegen's growth
// fixture (`codegen emit --with-growth-fixture`: 300 jobs with three
// 4032x3024 phone-sized JPEGs each, 100 platform reviews; the photographs
// made by `just growth-photos`, never committed). For each, in turn:
//
//   photo step, cold    a fresh, empty cache folder each run (test effort,
//                       as CI builds; full effort once, as a deployment)
//   photo step, warm    the same folder again: every photograph cached
//   next build          `next build` of the sample export (SITE_SAMPLE=1),
//                       the photographs already made
//   export on disk      that sample export, and the photographs in it
//   'Our work'          its first page's HTML (bytes and brotli bytes), the
//                       number of job cards on it and of its pages
//   Lighthouse          mobile performance and transfer of 'Our work' and
//                       of the sample's heaviest page (the one with the most
//                       photographs), served by `api serve`
//   JavaScript          our own and the framework's, per page kind
//                       (scripts/js-weight.mjs)
//
// then the inbox (api/benches/inbox.rs) at 10,000 leads (its year of a busy
// site) and at 20,000 (two years' growth), on SQLite and, when
// TEST_DATABASE_URL is set, PostgreSQL: Results, search and pulse.
//
// Timed steps run BENCH_RUNS times (default 3) and the median is printed,
// with the ratio growth/today; the cold photo step BENCH_COLD_RUNS times
// (default BENCH_RUNS: with the fixture each is minutes). BENCH_FULL_EFFORT=0 skips the one
// full-effort cold photo run (minutes with the fixture); BENCH_INBOX=0 skips
// the inbox; BENCH_FULL_EXPORT=1 also builds the whole export (every page)
// both ways, once each, and reports its size against the 1 GB budget;
// BENCH_JUST_RUN=1 also times `just run` and `just run growth` on fresh
// clones of HEAD to their first page (scripts/bench-run.mjs), BENCH_RUNS
// times each, alternating, after everything else.
// Afterwards site/generated holds today's catalogue again.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync } from "node:zlib";
import { routeKinds } from "../tests/e2e/harness.mjs";
import { firstPageSeconds } from "./bench-run.mjs";
import { median } from "./median.mjs";
import { effortOf } from "./photos.mjs";

const site = new URL("..", import.meta.url).pathname;
const root = join(site, "..");
const runs = Number.parseInt(process.env.BENCH_RUNS ?? "3", 10);
if (!Number.isInteger(runs) || runs < 1)
  throw new Error(`BENCH_RUNS must be a whole number >= 1, not ${process.env.BENCH_RUNS}`);
const coldRuns = Number.parseInt(process.env.BENCH_COLD_RUNS ?? String(runs), 10);
if (!Number.isInteger(coldRuns) || coldRuns < 1)
  throw new Error(`BENCH_COLD_RUNS must be a whole number >= 1, not ${process.env.BENCH_COLD_RUNS}`);
const fullEffort = process.env.BENCH_FULL_EFFORT !== "0";
const inbox = process.env.BENCH_INBOX !== "0";
const fullExport = process.env.BENCH_FULL_EXPORT === "1";
const justRun = process.env.BENCH_JUST_RUN === "1";

/** Runs a command, its output shown, failing the bench when it fails; returns seconds taken. */
function timed(cmd, args, { cwd = site, env = {}, quiet = false } = {}) {
  const started = performance.now();
  const r = spawnSync(cmd, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: quiet ? ["ignore", "ignore", "inherit"] : "inherit",
  });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(" ")} failed (exit ${r.status})`);
  return (performance.now() - started) / 1000;
}

/** Bytes under `dir`, every file counted once. */
export function bytesUnder(dir) {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += statSync(join(entry.parentPath, entry.name)).size;
  }
  return total;
}

/** The export's HTML page with the most `<picture>`s: the one that sends the most photographs. */
export function heaviestPage(out) {
  let best = { path: "/", pictures: -1, bytes: 0 };
  for (const entry of readdirSync(out, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith(".html")) continue;
    const file = join(entry.parentPath, entry.name);
    const html = readFileSync(file, "utf8");
    if (html.includes('name="robots" content="noindex') && !html.includes("<picture")) continue;
    const pictures = (html.match(/<picture/g) ?? []).length;
    const path = `/${relative(out, file)
      .replace(/(^|\/)index\.html$/, "")
      .replace(/\.html$/, "")}`;
    if (pictures > best.pictures || (pictures === best.pictures && html.length > best.bytes)) {
      best = { path, pictures, bytes: html.length };
    }
  }
  return best;
}

/** 'Our work' as the export holds it: its first page's size, cards and how many pages list the jobs. */
function ourWork(out) {
  const file = [join(out, "our-work.html"), join(out, "our-work/index.html")].find(existsSync);
  if (!file) throw new Error(`${out} has no 'Our work' page`);
  const html = readFileSync(file);
  const text = html.toString("utf8");
  const pages = existsSync(join(out, "our-work/page"))
    ? readdirSync(join(out, "our-work/page")).filter((f) => f.endsWith(".html")).length + 1
    : 1;
  return {
    htmlKb: html.length / 1024,
    brotliKb: brotliCompressSync(html).length / 1024,
    cards: (text.match(/data-job=/g) ?? []).length,
    pages,
  };
}

function emit(dataset) {
  const args = ["run", "--quiet", "-p", "codegen", "--", "emit", "--out", join(site, "generated"), ...dataset.emitArgs];
  return timed("cargo", args, { cwd: root, quiet: true });
}

/** The photo step alone (scripts/photos.mjs) with the given cache folder and effort. */
const photoStep = (cache, effort) =>
  timed("node", ["scripts/photos.mjs"], { env: { PHOTOS_CACHE_DIR: cache, PHOTOS_EFFORT: effort } });

/** The JSON `write(path)` leaves at a path in a scratch folder, which is then removed. */
function jsonWrittenBy(prefix, write) {
  const scratch = mkdtempSync(join(tmpdir(), prefix));
  try {
    const json = join(scratch, "result.json");
    write(json);
    return JSON.parse(readFileSync(json, "utf8"));
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** Lighthouse (mobile) on `pages` ([name, path]) of the export in `out`: medians by name. */
function lighthouse(out, pages) {
  const rows = jsonWrittenBy("bench-growth-lh-", (json) =>
    timed("node", ["scripts/lighthouse.mjs"], {
      env: {
        SITE_DIR: out,
        LIGHTHOUSE_RUNS: String(runs),
        LIGHTHOUSE_PAGES: pages.map(([n, p]) => `${n}=${p}`).join(","),
        LIGHTHOUSE_JSON: json,
      },
    }),
  );
  return Object.fromEntries(rows.map((r) => [r.kind, r]));
}

/** scripts/js-weight.mjs's rows for the export (`{ kind, oursBytes, frameworkBytes }`). */
function jsWeight(out) {
  const script = join(site, "scripts/js-weight.mjs");
  const r = spawnSync("node", [script, "--json"], {
    cwd: site,
    env: { ...process.env, SITE_DIR: out },
    encoding: "utf8",
  });
  if (r.status !== 0) throw new Error(`js-weight failed: ${r.stderr}`);
  return JSON.parse(r.stdout).rows;
}

function measure(dataset) {
  console.log(`\n== ${dataset.name} ==`);
  dataset.before?.();
  const m = { name: dataset.name, emitS: emit(dataset) };
  const jobs = JSON.parse(readFileSync(join(site, "generated/data/jobs.json"), "utf8"));
  m.jobs = jobs.length;
  m.photos = jobs.reduce((n, j) => n + j.photos.length, 0);

  const caches = [];
  const cold = [];
  for (let i = 0; i < coldRuns; i++) {
    caches.push(mkdtempSync(join(tmpdir(), "bench-growth-photos-")));
    cold.push(photoStep(caches.at(-1), "fast"));
  }
  m.photosColdS = median(cold);
  m.photosWarmS = median(Array.from({ length: runs }, () => photoStep(caches.at(-1), "fast")));
  if (fullEffort) {
    const full = mkdtempSync(join(tmpdir(), "bench-growth-photos-full-"));
    m.photosColdFullS = photoStep(full, "full");
    caches.push(full);
  }
  for (const c of caches) rmSync(c, { recursive: true, force: true });

  // The sample export, built once whole (photographs, pages, brotli and gzip
  // copies), then `next build` alone timed again with everything else in place.
  const outName = `out-bench-${dataset.name}`;
  const out = join(site, outName);
  const sampleEnv = { SITE_SAMPLE: "1", SITE_OUT: outName, PHOTOS_EFFORT: "fast", NEXT_TELEMETRY_DISABLED: "1" };
  timed("npm", ["run", "--silent", "build"], { env: sampleEnv, quiet: true });
  m.exportMb = bytesUnder(out) / 1e6;
  m.exportPhotosMb = existsSync(join(out, "work")) ? bytesUnder(join(out, "work")) / 1e6 : 0;
  m.ourWork = ourWork(out);
  m.heaviest = heaviestPage(out);
  // Now, before any other build: js-weight reads the last build's manifests.
  m.js = jsWeight(out);
  const builds = [];
  for (let i = 0; i < runs; i++) {
    const scratch = `out-bench-${dataset.name}-next`;
    builds.push(timed("npx", ["next", "build"], { env: { ...sampleEnv, SITE_OUT: scratch }, quiet: true }));
    rmSync(join(site, scratch), { recursive: true, force: true });
  }
  m.nextBuildS = median(builds);

  m.lighthouse = lighthouse(out, [
    ["our-work", "/our-work"],
    ["heaviest", m.heaviest.path],
  ]);

  if (fullExport) {
    const fullOut = `out-bench-${dataset.name}-full`;
    m.fullExportS = timed("npm", ["run", "--silent", "build"], {
      env: { SITE_OUT: fullOut, NEXT_TELEMETRY_DISABLED: "1" },
      quiet: true,
    });
    m.fullExportMb = bytesUnder(join(site, fullOut)) / 1e6;
    rmSync(join(site, fullOut), { recursive: true, force: true });
  }
  return m;
}

/** The inbox bench's medians at `leads` leads: `{ backend: { request: { medianMs, p95Ms } } }`. */
function inboxAt(leads) {
  return jsonWrittenBy("bench-growth-inbox-", (json) =>
    timed("cargo", ["bench", "--quiet", "-p", "api", "--bench", "inbox"], {
      cwd: root,
      env: { BENCH_LEADS: String(leads), BENCH_JSON: json },
    }),
  );
}

const fmt = {
  s: (v) => (v === undefined ? "-" : `${v.toFixed(1)} s`),
  mb: (v) => (v === undefined ? "-" : `${v.toFixed(1)} MB`),
  kb: (v) => (v === undefined ? "-" : `${v.toFixed(1)} KB`),
  ratio: (a, b) => (a === undefined || b === undefined || a === 0 ? "-" : `${(b / a).toFixed(2)}x`),
};

function row(label, today, growth, f, ratio = true) {
  console.log(
    `| ${label} | ${f(today)} | ${f(growth)} | ${ratio && typeof today === "number" ? fmt.ratio(today, growth) : ""} |`,
  );
}

async function main() {
  const datasets = [
    { name: "today", emitArgs: [] },
    {
      name: "growth",
      emitArgs: ["--with-growth-fixture"],
      before: () => timed("just", ["growth-photos"], { cwd: root }),
    },
  ];

  const results = [];
  try {
    for (const d of datasets) results.push(measure(d));
  } finally {
    // Leave site/generated as every other recipe expects it: today's catalogue.
    emit(datasets[0]);
    timed("node", ["scripts/photos.mjs"], { quiet: true });
  }
  const [t, g] = results;
  const inboxFigures = inbox ? { 10000: inboxAt(10_000), 20000: inboxAt(20_000) } : null;
  if (justRun) {
    // Alternating, so a machine that slows down over the runs slows both alike.
    const seconds = { today: [], growth: [] };
    for (let i = 0; i < runs; i++) {
      for (const r of [t, g]) {
        seconds[r.name].push(await firstPageSeconds(r.name));
        console.log(`just run ${r.name}: first page after ${seconds[r.name].at(-1).toFixed(1)} s`);
      }
    }
    t.justRunS = median(seconds.today);
    g.justRunS = median(seconds.growth);
  }

  console.log(`\nbench-growth: medians of ${runs} run(s) unless marked (1 run); growth = today + the growth fixture\n`);
  console.log("| measure | today | growth | growth / today |");
  console.log("|---|---|---|---|");
  row("jobs / photographs", `${t.jobs} / ${t.photos}`, `${g.jobs} / ${g.photos}`, String, false);
  row("codegen emit (1 run)", t.emitS, g.emitS, fmt.s);
  row(
    `photo step, cold, test effort (${coldRuns} run${coldRuns === 1 ? "" : "s"})`,
    t.photosColdS,
    g.photosColdS,
    fmt.s,
  );
  row("photo step, warm", t.photosWarmS, g.photosWarmS, fmt.s);
  if (fullEffort) row("photo step, cold, full effort (1 run)", t.photosColdFullS, g.photosColdFullS, fmt.s);
  if (justRun) row("`just run` on a fresh clone: first page (goals 300 s / 480 s)", t.justRunS, g.justRunS, fmt.s);
  row("next build (sample export)", t.nextBuildS, g.nextBuildS, fmt.s);
  row("sample export on disk", t.exportMb, g.exportMb, fmt.mb);
  row("  of which photographs", t.exportPhotosMb, g.exportPhotosMb, fmt.mb);
  if (fullExport) {
    // The full export encodes its photographs as a deployment does unless
    // PHOTOS_EFFORT says otherwise: about a quarter of a growth export is them.
    const effort = `photographs at the ${effortOf()} effort`;
    row(`full export build (1 run, ${effort})`, t.fullExportS, g.fullExportS, fmt.s);
    row(`full export on disk (budget 1000 MB, ${effort})`, t.fullExportMb, g.fullExportMb, fmt.mb);
  }
  row("'Our work' page 1 HTML", t.ourWork.htmlKb, g.ourWork.htmlKb, fmt.kb);
  row("'Our work' page 1 HTML, brotli", t.ourWork.brotliKb, g.ourWork.brotliKb, fmt.kb);
  row(
    "'Our work' cards on page 1 / pages",
    `${t.ourWork.cards} / ${t.ourWork.pages}`,
    `${g.ourWork.cards} / ${g.ourWork.pages}`,
    String,
    false,
  );
  for (const [name, label] of [
    ["our-work", "'Our work'"],
    ["heaviest", "heaviest page"],
  ]) {
    const a = t.lighthouse[name];
    const b = g.lighthouse[name];
    row(`${label}: Lighthouse performance (mobile)`, a.performance, b.performance, String, false);
    row(`${label}: transfer`, a.pageKb, b.pageKb, fmt.kb);
    row(`${label}: LCP`, a.lcpMs / 1000, b.lcpMs / 1000, fmt.s);
  }
  console.log(
    `\nheaviest page: today ${t.heaviest.path} (${t.heaviest.pictures} photographs), growth ${g.heaviest.path} (${g.heaviest.pictures})`,
  );
  console.log("\n| page kind | our own JS today (KB gzip) | growth | framework JS (KB gzip) |");
  console.log("|---|---|---|---|");
  const kb = (bytes) => (bytes / 1024).toFixed(1);
  for (const kind of Object.keys(routeKinds)) {
    const a = t.js.find((r) => r.kind === kind);
    const b = g.js.find((r) => r.kind === kind);
    if (a && b) console.log(`| ${kind} | ${kb(a.oursBytes)} | ${kb(b.oursBytes)} | ${kb(a.frameworkBytes)} |`);
  }
  if (inboxFigures) {
    console.log("\n| inbox request (median ms, p95 ms) | backend | 10,000 leads | 20,000 leads | ratio |");
    console.log("|---|---|---|---|---|");
    for (const backend of Object.keys(inboxFigures[20000])) {
      for (const [request, b] of Object.entries(inboxFigures[20000][backend])) {
        const a = inboxFigures[10000][backend]?.[request];
        const cell = (x) => (x ? `${x.medianMs.toFixed(1)} / ${x.p95Ms.toFixed(1)}` : "-");
        console.log(
          `| ${request} | ${backend} | ${cell(a)} | ${cell(b)} | ${a ? fmt.ratio(a.medianMs, b.medianMs) : "-"} |`,
        );
      }
    }
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
