// The jobs' photographs, made ready for the web before `next build` (issue 22).
//
// Each original under content/jobs/photos/ (named by generated/data/jobs.json)
// is turned the right way up (its EXIF orientation applied), stripped of all
// metadata (the camera's location above all: sharp writes none unless asked),
// scaled to WIDTHS no larger than the original, and written as AVIF and JPEG
// (decision 72) into public/work/, with a 1200x630 JPEG for link previews and
// a tiny blurred placeholder.
//
// The link preview (issue 34.6) is cropped around the point a person chose
// on the job's preview photograph (`Photo.preview`, `{ xPercent, yPercent }`):
// the largest 1.91:1 window centred on it, moved inside the picture, then
// scaled. Sharp's 'attention' picked a wall sign over the work, and on real
// photographs it favours house numbers, street signs and number plates; it
// is kept only for photographs with no focus (the samples' illustrations). generated/photos.json tells the pages what exists:
// sizes for srcset, width and height so nothing shifts, the placeholder.
//
// Why sharp: it is already installed (Next's optional dependency, 18 MB of
// prebuilt libvips from the npm registry, nothing to compile), it reads
// JPEG, PNG, WebP, AVIF and the SVG sample illustrations, and encodes AVIF in
// a fraction of a second per size. Rust's `image` with an AVIF encoder would
// add rav1e's minutes of compiling to every fresh machine.
//
// Decoded once (issue 35.3): the original is read, turned upright and
// scaled (JPEG's shrink-on-load makes that cheap) to the largest size any
// output needs, once, into raw pixels, and every output is made from those.
// Each width and format used to decode the original again: eleven decodes of
// a 12-megapixel phone JPEG for one photograph.
//
// Several photographs at once, one per core, each with one libvips thread,
// so a 900-photograph build keeps both cores busy with no more threads than
// cores; the manifest is written in the jobs' order whatever finishes first.
// Every few seconds the log says how far it is and about how long is left.
//
// Effort by purpose: PHOTOS_EFFORT=fast (the test and sample exports, which
// are checked, not measured) encodes with the cheapest AVIF effort
// and plain libjpeg; the default, full, is what a deployment publishes. The
// effort is part of the cache key, so the two never mix.
//
// Cached by content (scripts/machine-cache.mjs: outside the checkout, shared by
// every checkout on the machine), so only new or changed photographs are
// processed. A file that is missing, unreadable or not an image fails the
// build naming the job and the file; a huge one is accepted and scaled.
import sharp from "sharp";
import { createHash } from "node:crypto";
import { constants, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { copyFile, readFile, stat } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { basename, extname, isAbsolute, join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { cacheDir, lookUp, pruneCache, store } from "./machine-cache.mjs";

/** Widths written, each only when the original is at least as wide. */
export const WIDTHS = [480, 960, 1600];
/** The link preview every platform shows large (Open Graph's 1.91:1). */
export const OG = { width: 1200, height: 630 };
/**
 * The encoders' options by effort; `fast` keeps the qualities and takes the
 * cheapest search. `full` is what a deployment publishes: mozjpeg's trellis
 * quantisation, and AVIF at effort 3, not sharp's default 4. Measured on four 12-megapixel growth photographs, three
 * widths each, one thread (issue 35): effort 4 took 6.48 s of CPU a
 * photograph for 47.0 KB, effort 3 1.23 s for 52.6 KB, effort 2 0.76 s for
 * 57.7 KB. Effort 4 was nine-tenths of a photograph's cost, so 300 jobs'
 * 900 photographs were most of an hour on two cores for 12% fewer AVIF bytes
 * (about 5 KB a photograph).
 *
 * No WebP (decision 72): every current browser takes AVIF (Safari since
 * 2022, Edge, the last, since January 2024), and an older one gets the
 * JPEG. Measured on eight growth photographs, three widths each, WebP was a
 * quarter of a photograph's bytes (54 KB of 215 at full effort, 79 of 301 at
 * fast) and a sixth of its encoding time.
 */
export const EFFORTS = {
  full: { avif: { quality: 50, effort: 3 }, jpeg: { quality: 78, mozjpeg: true } },
  fast: { avif: { quality: 50, effort: 0 }, jpeg: { quality: 78 } },
};
/** Where the outputs are served from. */
export const PUBLIC_PREFIX = "/work";
/** How often a long run reports its progress. */
const PROGRESS_EVERY_MS = 5_000;

const siteDir = fileURLToPath(new URL("..", import.meta.url));

/** The effort PHOTOS_EFFORT asks for: `full` unless it says `fast`; anything else is refused. */
export function effortOf(env = process.env) {
  const effort = env.PHOTOS_EFFORT?.trim() || "full";
  if (!Object.hasOwn(EFFORTS, effort)) throw new Error(`PHOTOS_EFFORT is "${effort}": it must be "fast" or "full"`);
  return effort;
}

/** Everything that changes the outputs at an effort: part of the cache key. */
export function settingsOf(effort) {
  if (!Object.hasOwn(EFFORTS, effort)) throw new Error(`no photo effort "${effort}"`);
  return { version: 4, widths: WIDTHS, og: OG, placeholder: 24, effort, encoders: EFFORTS[effort] };
}

/** Each photo's original as a job names it, with its preview focus if any: `[{ job, file, focus }]`. */
export function photosOf(jobs) {
  return jobs.flatMap((job) =>
    job.photos.map((photo) => ({ job: job.slug, file: photo.file, focus: photo.preview ?? null })),
  );
}

/** The cache key: the settings (the effort among them), the focus (it changes the preview) and the bytes. */
export function key(bytes, focus = null, effort = "full") {
  return createHash("sha256")
    .update(JSON.stringify(settingsOf(effort)))
    .update(JSON.stringify(focus))
    .update(bytes)
    .digest("hex")
    .slice(0, 16);
}

/**
 * The window of an upright `width` x `height` picture the link preview
 * keeps: the largest one of OG's shape, centred on the focus (percent from
 * the top left) as far as the picture's edges allow.
 */
export function previewCrop(width, height, focus) {
  const aspect = OG.width / OG.height;
  const w = Math.min(width, Math.round(height * aspect));
  const h = Math.min(height, Math.round(w / aspect));
  const clamp = (v, most) => Math.max(0, Math.min(most, Math.round(v)));
  return {
    left: clamp((focus.xPercent / 100) * width - w / 2, width - w),
    top: clamp((focus.yPercent / 100) * height - h / 2, height - h),
    width: w,
    height: h,
  };
}

/**
 * The width the original is decoded to, once: the largest output's, or
 * more where the link preview's window would otherwise be narrower than the
 * preview (a panorama), so the preview is never enlarged from a smaller copy
 * when the original had the pixels; never more than the original's own.
 */
export function decodeWidth(fullWidth, fullHeight, largest) {
  const window = Math.min(fullWidth, Math.round((fullHeight * OG.width) / OG.height));
  return Math.min(fullWidth, Math.max(largest, Math.ceil((OG.width * fullWidth) / window)));
}

/**
 * The outputs of one original (its bytes), written into `dir` (made here):
 * returns the asset description pages read, with file names relative to
 * `dir` and URLs under PUBLIC_PREFIX.
 */
export async function render(bytes, name, dir, focus = null, effort = "full") {
  const encoders = settingsOf(effort).encoders;
  const hash = key(bytes, focus, effort);
  // Huge originals are scaled, not refused (a 48-megapixel phone photo is ordinary).
  const options = { limitInputPixels: false, density: 144 };
  // The header only: the size as seen once turned upright (a portrait phone photo is stored sideways).
  const meta = await sharp(bytes, options).metadata();
  const fullWidth = meta.autoOrient?.width ?? meta.width;
  const fullHeight = meta.autoOrient?.height ?? meta.height;
  if (!fullWidth || !fullHeight) throw new Error("has no size: is it an image?");
  const widths = WIDTHS.filter((w) => w <= fullWidth);
  if (widths.length === 0) widths.push(fullWidth);
  const height = (w) => Math.max(1, Math.round((fullHeight * w) / fullWidth));
  // The one decode: upright, scaled, as raw pixels every output is made from.
  const decoded = decodeWidth(fullWidth, fullHeight, widths.at(-1));
  const { data, info } = await sharp(bytes, options)
    .rotate()
    .resize({ width: decoded, height: height(decoded), fit: "fill" })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  const pixels = () => sharp(data, { raw, limitInputPixels: false });
  // Both sides given, so every file is exactly the size the manifest says.
  const scaled = (w) => (w === raw.width ? pixels() : pixels().resize({ width: w, height: height(w), fit: "fill" }));
  const stem = `${name}-${hash.slice(0, 8)}`;
  const sources = { avif: [], jpeg: [] };
  mkdirSync(dir, { recursive: true });
  for (const w of widths) {
    for (const format of ["avif", "jpeg"]) {
      const file = `${stem}-${w}.${format === "jpeg" ? "jpg" : format}`;
      await scaled(w)[format](encoders[format]).toFile(join(dir, file));
      sources[format].push({ file, url: `${PUBLIC_PREFIX}/${file}`, width: w });
    }
  }
  const og = `${stem}-og.jpg`;
  // Around the chosen point; the pixels are upright already, so the window
  // is in the coordinates the person chose it in.
  const preview = focus
    ? pixels()
        .extract(previewCrop(raw.width, raw.height, focus))
        .resize({ width: OG.width, height: OG.height, fit: "cover" })
    : pixels().resize({ width: OG.width, height: OG.height, fit: "cover", position: "attention" });
  await preview.jpeg(encoders.jpeg).toFile(join(dir, og));
  const tiny = await pixels()
    .resize({ width: settingsOf(effort).placeholder })
    .webp({ quality: 30 })
    .toBuffer();
  return {
    key: hash,
    width: widths.at(-1),
    height: height(widths.at(-1)),
    placeholder: `data:image/webp;base64,${tiny.toString("base64")}`,
    sources,
    og: { file: og, url: `${PUBLIC_PREFIX}/${og}`, ...OG },
  };
}

/** The files an asset description names. */
function filesOf(asset) {
  return [...Object.values(asset.sources).flatMap((list) => list.map((s) => s.file)), asset.og.file];
}

/** A duration for a person: seconds under a minute and a half, else minutes (and seconds when `exact`). */
function clock(ms, exact = false) {
  const s = Math.max(0, Math.round(ms / 1000));
  if (s < 90) return `${s} s`;
  return exact ? `${Math.floor(s / 60)} min ${s % 60} s` : `${Math.round(s / 60)} min`;
}

/**
 * A progress line: photographs done (and how many of them the cache gave)
 * and, from the pace so far, about how long is left; once all are done, how
 * long it took.
 */
export function progressLine({ done, total, fromCache, elapsedMs }) {
  const head = `photos: ${done} of ${total} done (${fromCache} from the cache)`;
  if (done >= total) return `${head} in ${clock(elapsedMs, true)}`;
  if (done === 0) return head;
  return `${head}, about ${clock(((total - done) * elapsedMs) / done)} left`;
}

/**
 * Makes every photograph ready: reads originals from `originals`, keeps
 * outputs in `cache`, copies them into `publicDir` (emptied first, so a
 * removed photograph leaves nothing behind) and returns the manifest
 * `{ [file]: asset }`, in the order of `photos`, with totals. `parallel`
 * photographs are made at once; `onProgress({ done, total, fromCache,
 * elapsedMs })` is called every `everyMs` while it runs (the caller reports
 * the end, with its own totals).
 */
export async function preparePhotos(
  photos,
  {
    originals,
    cache,
    publicDir,
    effort = "full",
    parallel = availableParallelism(),
    onProgress = null,
    everyMs = PROGRESS_EVERY_MS,
  },
) {
  settingsOf(effort);
  rmSync(publicDir, { recursive: true, force: true });
  mkdirSync(publicDir, { recursive: true });
  const seen = new Set();
  const unique = photos.filter(({ file }) => !seen.has(file) && seen.add(file));
  const totals = { photos: unique.length, processed: 0, fromCache: 0, bytes: 0 };
  const progress = { done: 0, total: unique.length, fromCache: 0 };
  const started = performance.now();
  const report = () => onProgress?.({ ...progress, elapsedMs: performance.now() - started });
  // One libvips thread per photograph at once: as many threads as cores.
  const pool = Math.max(1, Math.min(parallel, unique.length));
  const threadsBefore = sharp.concurrency();
  sharp.concurrency(Math.max(1, Math.floor(availableParallelism() / pool)));
  // Two files with the same bytes and focus have one key: made once.
  const making = new Map();

  async function prepare({ job, file, focus = null }) {
    const path = join(originals, file);
    const inside = relative(originals, path);
    if (inside === ".." || inside.startsWith(`..${sep}`) || isAbsolute(inside)) {
      throw new Error(`jobs[${job}]: photograph ${file} is not under ${originals}`);
    }
    let bytes;
    try {
      bytes = await readFile(path);
    } catch (e) {
      throw new Error(
        `jobs[${job}]: photograph ${path} ${e.code === "ENOENT" ? "does not exist" : `cannot be read (${e.code})`}`,
      );
    }
    const hash = key(bytes, focus, effort);
    let asset = lookUp(cache, hash, filesOf);
    if (asset || making.has(hash)) {
      asset ??= await making.get(hash);
      totals.fromCache++;
      progress.fromCache++;
    } else {
      const name = basename(file, extname(file))
        .replace(/[^a-z0-9-]+/gi, "-")
        .toLowerCase();
      const fill = (dir) =>
        render(bytes, name, dir, focus, effort).catch((e) => {
          throw new Error(`jobs[${job}]: photograph ${path} cannot be read as an image (${e.message})`);
        });
      const made = store(cache, hash, fill, filesOf);
      making.set(hash, made);
      asset = await made;
      totals.processed++;
    }
    for (const name of filesOf(asset)) {
      // A copy-on-write clone where the file system offers one.
      await copyFile(join(cache, hash, name), join(publicDir, name), constants.COPYFILE_FICLONE);
      // Not `totals.bytes += await ...`: that reads the total before the
      // await, and a photograph finishing meanwhile would be lost from it.
      const { size } = await stat(join(publicDir, name));
      totals.bytes += size;
    }
    return asset;
  }

  const assets = new Array(unique.length);
  const failures = [];
  let next = 0;
  const worker = async () => {
    while (failures.length === 0 && next < unique.length) {
      const i = next++;
      try {
        assets[i] = await prepare(unique[i]);
      } catch (e) {
        failures.push({ i, e });
      }
      progress.done++;
    }
  };
  const ticker = onProgress ? setInterval(report, everyMs) : null;
  try {
    await Promise.all(Array.from({ length: pool }, worker));
  } finally {
    if (ticker) clearInterval(ticker);
    sharp.concurrency(threadsBefore);
  }
  // The first failing photograph in the jobs' order, whichever failed first.
  if (failures.length > 0) throw failures.sort((a, b) => a.i - b.i)[0].e;
  const manifest = Object.fromEntries(unique.map(({ file }, i) => [file, assets[i]]));
  return { manifest, totals };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    const started = performance.now();
    const effort = effortOf();
    const jobs = JSON.parse(readFileSync(join(siteDir, "generated/data/jobs.json"), "utf8"));
    const originals = process.env.JOB_PHOTOS_DIR ?? join(siteDir, "../content/jobs/photos");
    const cache = cacheDir(process.env, siteDir);
    const photos = photosOf(jobs);
    console.log(
      `photos: ${new Set(photos.map((p) => p.file)).size} photographs at ${effort} effort` +
        (effort === "full" ? " (PHOTOS_EFFORT=fast for a test build)" : " (a test build's: not for deployment)") +
        `, ${Math.min(availableParallelism(), photos.length)} at once; cache ${cache}`,
    );
    const { manifest, totals } = await preparePhotos(photos, {
      originals,
      cache,
      effort,
      publicDir: join(siteDir, "public", PUBLIC_PREFIX.slice(1)),
      onProgress: (p) => console.log(progressLine(p)),
    });
    const pruned = pruneCache(cache);
    writeFileSync(join(siteDir, "generated/photos.json"), JSON.stringify(manifest, null, 1));
    const { photos: total, fromCache } = totals;
    console.log(
      `${progressLine({ done: total, total, fromCache, elapsedMs: performance.now() - started })}; ` +
        `${(totals.bytes / 2 ** 20).toFixed(1)} MB in public/work` +
        (pruned ? `; ${pruned} cache entries unused for 30 days deleted` : ""),
    );
  } catch (e) {
    console.error(`error: ${e.message}`);
    process.exit(1);
  }
}
