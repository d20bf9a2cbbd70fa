// The export's last step: a brotli (`.br`, quality 11) and a gzip (`.gz`,
// level 9) copy beside every text file, so `api serve`, nginx's
// `gzip_static`/`brotli_static` and static hosts send compressed bytes
// without compressing per request. It must run after every other change to
// the files (postexport.mjs calls it last, after the CSP hashes are written):
// a copy made earlier would keep the page as it was. Every run starts fresh:
// each variant is rewritten from its original, a variant that would not be
// smaller is not written (and an old one removed), and a variant whose
// original is gone is deleted.
//
// Brotli at quality 11 is slow (about a second per megabyte), so the files
// are shared among worker threads, one per core, each taking the next file
// from a shared counter so a few large files do not leave a worker idle.
//
// And the variants are kept in a cache addressed by the original's content
// (site/.cache/precompress, or PRECOMPRESS_CACHE; `off` for none): a rebuild
// in which most pages did not change reads their variants back instead of
// compressing them again. A full export took about seven minutes to
// compress on two cores; the cache is what keeps a rebuild within budget.
// Entries the run did not use are deleted at its end, so the cache holds
// only the last export's variants.
import {
  readdirSync,
  readFileSync,
  writeFileSync,
  unlinkSync,
  existsSync,
  statSync,
  mkdirSync,
  renameSync,
} from "node:fs";
import { createHash } from "node:crypto";
import { basename, extname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { threadId } from "node:worker_threads";
import { availableParallelism } from "node:os";
import { Worker, isMainThread, parentPort, workerData } from "node:worker_threads";
import { brotliCompressSync, brotliDecompressSync, gzipSync, gunzipSync, constants } from "node:zlib";

/** Extensions worth compressing: text. Images, fonts and archives are compressed already. */
export const TEXT_EXTENSIONS = new Set([
  ".html",
  ".js",
  ".mjs",
  ".css",
  ".json",
  ".xml",
  ".txt",
  ".svg",
  ".webmanifest",
  ".map",
  ".ico",
  ".csv",
  ".md",
]);

/** Issue 12's budget for the whole export on disk, copies included. */
export const EXPORT_BUDGET_MB = 1024;

/** The codings written, as file suffixes. */
export const VARIANTS = [".br", ".gz"];

/** Files the server reads but never sends (api serve answers 404 for them). */
const NOT_SERVED = new Set(["routes.json", "_redirects", "_headers"]);

/**
 * Brotli's quality: the highest (11) unless PRECOMPRESS_BROTLI_QUALITY says
 * otherwise. 11 costs about 1 s of CPU per MB of HTML; 10 is about three
 * times faster for variants about 2% larger, should the build-time budget
 * need it.
 */
export function brotliQuality(env = process.env) {
  const raw = env.PRECOMPRESS_BROTLI_QUALITY;
  if (raw === undefined || raw === "") return constants.BROTLI_MAX_QUALITY;
  const q = Number(raw);
  if (!Number.isInteger(q) || q < constants.BROTLI_MIN_QUALITY || q > constants.BROTLI_MAX_QUALITY) {
    throw new Error(`PRECOMPRESS_BROTLI_QUALITY must be a whole number from 0 to 11, not \`${raw}\``);
  }
  return q;
}

/** The brotli variant of `bytes`, tuned for text. */
export function brotli(bytes, quality = brotliQuality()) {
  return brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
}

/** The gzip variant of `bytes` at level 9. */
export function gzip(bytes) {
  return gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION });
}

/**
 * Where the variants of the export at `out` are cached: a folder per export
 * (named after it) under PRECOMPRESS_CACHE or site/.cache/precompress, so
 * building the sample does not prune the full export's entries; null (no
 * cache) when PRECOMPRESS_CACHE is `off`.
 */
export function cacheDir(out, env = process.env) {
  const raw = env.PRECOMPRESS_CACHE;
  if (raw === "off") return null;
  const base = raw || fileURLToPath(new URL("../.cache/precompress", import.meta.url));
  return join(base, basename(resolve(out)));
}

/** The cache file of `original` in one coding (the settings are part of the key). */
function cachePath(dir, original, suffix, quality) {
  const key = createHash("sha256")
    .update(suffix === ".br" ? `br q${quality}\0` : "gz 9\0")
    .update(original)
    .digest("hex");
  return join(dir, key.slice(0, 2), key + suffix);
}

/**
 * `original` encoded: read back from the cache when an earlier run made it
 * and it still decodes to `original`, else encoded and stored. Written under
 * a temporary name and renamed, so a reader never sees half a file. Returns
 * the bytes, whether they came from the cache and the entry used.
 */
function cachedEncode(dir, original, suffix, quality, encode) {
  if (!dir) return { encoded: encode(original), hit: false, entry: null };
  const path = cachePath(dir, original, suffix, quality);
  if (existsSync(path)) {
    const cached = readFileSync(path);
    // Decoding costs a fraction of a millisecond and means a damaged or
    // tampered cache can never put a wrong page in the export.
    if (decodesTo(cached, suffix, original)) return { encoded: cached, hit: true, entry: path };
  }
  const encoded = encode(original);
  mkdirSync(join(path, ".."), { recursive: true });
  const temporary = `${path}.${process.pid}-${threadId}.tmp`;
  writeFileSync(temporary, encoded);
  renameSync(temporary, path);
  return { encoded, hit: false, entry: path };
}

function decodesTo(encoded, suffix, original) {
  try {
    const decoded = suffix === ".br" ? brotliDecompressSync(encoded) : gunzipSync(encoded);
    return decoded.equals(original);
  } catch {
    return false;
  }
}

/** Deletes the cache entries this run did not use; returns how many. */
function pruneCache(dir, used) {
  if (!dir || !existsSync(dir)) return 0;
  let removed = 0;
  for (const rel of listFiles(dir)) {
    const path = join(dir, rel);
    if (!used.has(path)) {
      unlinkSync(path);
      removed += 1;
    }
  }
  return removed;
}

/** Every file under `dir` (relative paths), walked once. */
export function listFiles(dir, rel = "") {
  const files = [];
  for (const entry of readdirSync(join(dir, rel), { withFileTypes: true })) {
    const path = rel ? `${rel}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...listFiles(dir, path));
    else if (entry.isFile()) files.push(path);
  }
  return files;
}

/**
 * Writes the variants of one file; returns the bytes of the original and of
 * each variant written. A variant not smaller than the original is worthless
 * (the server would send more bytes to save nothing), so it is not kept.
 */
export function compressFile(path, quality = brotliQuality(), cache = null) {
  const original = readFileSync(path);
  const written = { original: original.length, br: 0, gz: 0, hits: 0, entries: [] };
  const encoders = { ".br": (b) => brotli(b, quality), ".gz": gzip };
  for (const suffix of VARIANTS) {
    const encode = encoders[suffix];
    const { encoded, hit, entry } = cachedEncode(cache, original, suffix, quality, encode);
    written.hits += hit ? 1 : 0;
    if (entry) written.entries.push(entry);
    const variant = path + suffix;
    if (encoded.length < original.length) {
      // Under a temporary name, then renamed: `just run` serves the export
      // while this runs, and a reader must never see half a variant.
      const temporary = `${variant}.${process.pid}-${threadId}.tmp`;
      writeFileSync(temporary, encoded);
      renameSync(temporary, variant);
      written[suffix.slice(1)] = encoded.length;
    } else if (existsSync(variant)) {
      unlinkSync(variant);
    }
  }
  return written;
}

/**
 * Which files of the export to compress, and which variants to delete as
 * orphans. A page that is not indexed (routes.json's
 * `indexable: false`: about 13,800 of 14,300, the variant and most
 * service-in-area pages) gets no copy: `api serve` compresses it per request
 * at a fast quality (decision 68), as a static host does. Its copies were
 * about 165 MB of a growth export's disk, which must stay within 1 GB
 * (issue 35); indexed pages, the ones search brings visitors to, and every
 * asset keep both.
 */
export function plan(out) {
  const files = listFiles(out);
  const present = new Set(files);
  const unindexed = unindexedPages(out);
  const sources = [];
  const orphans = [];
  for (const file of files) {
    const suffix = VARIANTS.find((s) => file.endsWith(s));
    if (TEMPORARY.test(file)) {
      // A copy half-written by a run that was stopped (`just run` stopped
      // while it compressed in the background): never renamed, so never sent.
      orphans.push(file);
    } else if (suffix) {
      const original = file.slice(0, -suffix.length);
      const wanted = present.has(original) && isCompressible(original) && !unindexed.has(original);
      if (!wanted) orphans.push(file);
    } else if (isCompressible(file) && !unindexed.has(file)) {
      sources.push(file);
    }
  }
  return { sources, orphans };
}

/** The temporary name a copy is written under before it is renamed (compressFile). */
const TEMPORARY = /\.(br|gz)\.\d+-\d+\.tmp$/;

/** The files of the pages routes.json marks not indexable (none without a routes.json). */
function unindexedPages(out) {
  const list = join(out, "routes.json");
  if (!existsSync(list)) return new Set();
  const routes = JSON.parse(readFileSync(list, "utf8"));
  return new Set(
    routes.filter((r) => r.indexable === false).map((r) => (r.path === "/" ? "index.html" : `${r.path.slice(1)}.html`)),
  );
}

function isCompressible(rel) {
  return !NOT_SERVED.has(rel) && TEXT_EXTENSIONS.has(extname(rel).toLowerCase());
}

/**
 * Compresses every text file of the export at `out` with `threads` workers.
 * Resolves to the totals: files, bytes of the originals, bytes added per coding.
 * `onProgress(done, total, elapsedMs)` is called every `everyMs` while it runs
 * (a cold full export takes minutes: the log says how far it is).
 */
export async function precompress(
  out,
  threads = availableParallelism(),
  cache = cacheDir(out),
  { onProgress = null, everyMs = 10_000 } = {},
) {
  const quality = brotliQuality();
  const { sources, orphans } = plan(out);
  for (const orphan of orphans) unlinkSync(join(out, orphan));
  // Largest first, so the slowest files start early and the end is even.
  const jobs = sources
    .map((rel) => ({ path: join(out, rel), size: statSync(join(out, rel)).size }))
    .sort((a, b) => b.size - a.size)
    .map(({ path }) => path);
  const counter = new Int32Array(new SharedArrayBuffer(4));
  const workers = Array.from(
    { length: Math.max(1, Math.min(threads, jobs.length)) },
    () =>
      new Promise((resolve, reject) => {
        const worker = new Worker(new URL(import.meta.url), { workerData: { jobs, counter, quality, cache } });
        worker.once("message", resolve);
        worker.once("error", reject);
        worker.once("exit", (code) => code !== 0 && reject(new Error(`a precompress worker exited with ${code}`)));
      }),
  );
  const totals = {
    files: jobs.length,
    original: 0,
    br: 0,
    gz: 0,
    brFiles: 0,
    gzFiles: 0,
    hits: 0,
    orphans: orphans.length,
  };
  const started = performance.now();
  const ticker = onProgress
    ? setInterval(
        () => onProgress(Math.min(Atomics.load(counter, 0), jobs.length), jobs.length, performance.now() - started),
        everyMs,
      )
    : null;
  const parts = await Promise.all(workers).finally(() => ticker && clearInterval(ticker));
  // A run long enough to have reported its progress ends with 100%.
  if (onProgress && performance.now() - started >= everyMs)
    onProgress(jobs.length, jobs.length, performance.now() - started);
  const used = new Set();
  for (const part of parts) {
    for (const key of ["original", "br", "gz", "brFiles", "gzFiles", "hits"]) totals[key] += part[key];
    for (const entry of part.entries) used.add(entry);
  }
  totals.pruned = pruneCache(cache, used);
  return totals;
}

if (!isMainThread) {
  const { jobs, counter, quality, cache } = workerData;
  const part = { original: 0, br: 0, gz: 0, brFiles: 0, gzFiles: 0, hits: 0, entries: [] };
  for (let i = Atomics.add(counter, 0, 1); i < jobs.length; i = Atomics.add(counter, 0, 1)) {
    const written = compressFile(jobs[i], quality, cache);
    part.hits += written.hits;
    part.entries.push(...written.entries);
    part.original += written.original;
    part.br += written.br;
    part.gz += written.gz;
    part.brFiles += written.br > 0 ? 1 : 0;
    part.gzFiles += written.gz > 0 ? 1 : 0;
  }
  parentPort.postMessage(part);
} else if (process.argv[1] && new URL(import.meta.url).pathname === process.argv[1]) {
  // `node scripts/precompress.mjs DIR`: compress an export by hand.
  const out = process.argv[2];
  if (!out) throw new Error("usage: node scripts/precompress.mjs EXPORT_DIR");
  const started = performance.now();
  const totals = await precompress(out, availableParallelism(), cacheDir(out), { onProgress: progressLine });
  console.log(describe(totals, performance.now() - started));
  console.log(sizeReport(out));
}

/**
 * The export's size on disk against issue 12's budget, copies included (a
 * report, not a check: the build succeeds either way), counted as `du` counts
 * it: the blocks every file and folder takes.
 */
export function sizeReport(out) {
  let total = 0;
  let copies = 0;
  let files = 0;
  const walk = (dir) => {
    total += statSync(dir).blocks * 512;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile()) {
        const used = statSync(path).blocks * 512;
        total += used;
        files += 1;
        if (VARIANTS.some((v) => entry.name.endsWith(v))) copies += used;
      }
    }
  };
  walk(out);
  const mb = (n) => Math.round(n / 2 ** 20);
  return (
    `the export is ${files} files, ${mb(total)} MB on disk (${mb(copies)} MB of them precompressed copies); ` +
    `budget ${EXPORT_BUDGET_MB} MB: ${mb(total) <= EXPORT_BUDGET_MB ? "met" : "NOT MET"}`
  );
}

/** A progress line: how many files are done and, from the pace so far, how long is left. */
export function progressLine(done, total, elapsedMs) {
  const left = done > 0 ? ((total - done) * elapsedMs) / done : null;
  const clock = (ms) => {
    const s = Math.round(ms / 1000);
    return s >= 60 ? `${Math.floor(s / 60)} min ${s % 60} s` : `${s} s`;
  };
  console.log(
    `precompress: ${done} of ${total} files (${Math.floor((100 * done) / total)}%) after ${clock(elapsedMs)}` +
      (left === null ? "" : `, about ${clock(left)} left`),
  );
}

/** One line for the build log: what was compressed, the bytes added, how long it took. */
export function describe(t, ms) {
  const mb = (n) => (n / 1e6).toFixed(1);
  return (
    `precompress: ${t.files} text files (${mb(t.original)} MB) → ${t.brFiles} .br (${mb(t.br)} MB) and ` +
    `${t.gzFiles} .gz (${mb(t.gz)} MB), ${mb(t.br + t.gz)} MB added, in ${(ms / 1000).toFixed(1)} s` +
    (t.hits ? ` (${t.hits} variants from the cache)` : "") +
    (t.orphans ? `; ${t.orphans} variants without an original removed` : "")
  );
}
