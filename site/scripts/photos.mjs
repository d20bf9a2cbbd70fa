// The jobs' photographs, made ready for the web before `next build` (issue 22).
//
// Each original under content/jobs/photos/ (named by generated/data/jobs.json)
// is turned the right way up (its EXIF orientation applied), stripped of all
// metadata (the camera's location above all: sharp writes none unless asked),
// scaled to WIDTHS no larger than the original, and written as AVIF, WebP and
// JPEG into public/work/, with a 1200x630 JPEG for link previews and a tiny
// blurred placeholder.
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
// JPEG, PNG, WebP, AVIF and the SVG sample illustrations, and encodes AVIF
// and WebP in a fraction of a second per size. Rust's `image` with an AVIF
// encoder would add rav1e's minutes of compiling to every fresh machine.
//
// Cached by content, like precompression: a photograph's outputs live in
// site/.cache/photos/<hash of its bytes and SETTINGS>/ and a rebuild copies
// them, so only new or changed photographs are processed. A file that is
// missing, unreadable or not an image fails the build naming the job and the
// file; a huge one is accepted and scaled.
import sharp from "sharp";
import { createHash } from "node:crypto";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { basename, extname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** Widths written, each only when the original is at least as wide. */
export const WIDTHS = [480, 960, 1600];
/** The link preview every platform shows large (Open Graph's 1.91:1). */
export const OG = { width: 1200, height: 630 };
/** Everything that changes the outputs: part of the cache key. */
export const SETTINGS = { version: 2, widths: WIDTHS, og: OG, avif: 50, webp: 72, jpeg: 78, placeholder: 24 };
/** Where the outputs are served from. */
export const PUBLIC_PREFIX = "/work";

const siteDir = fileURLToPath(new URL("..", import.meta.url));

/** Each photo's original as a job names it, with its preview focus if any: `[{ job, file, focus }]`. */
export function photosOf(jobs) {
  return jobs.flatMap((job) =>
    job.photos.map((photo) => ({ job: job.slug, file: photo.file, focus: photo.preview ?? null })),
  );
}

/** The cache key: the settings, the focus (it changes the preview) and the bytes. */
function key(bytes, focus = null) {
  return createHash("sha256")
    .update(JSON.stringify(SETTINGS))
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
 * The outputs of one original (its bytes), written into `dir` (made here):
 * returns the asset description pages read, with file names relative to
 * `dir` and URLs under PUBLIC_PREFIX.
 */
export async function render(bytes, name, dir, focus = null) {
  const hash = key(bytes, focus);
  // Huge originals are scaled, not refused (a 48-megapixel phone photo is ordinary).
  const open = () => sharp(bytes, { limitInputPixels: false, density: 144 }).rotate();
  const meta = await open().metadata();
  // The size as seen once turned upright (a portrait phone photo is stored sideways).
  const fullWidth = meta.autoOrient?.width ?? meta.width;
  const fullHeight = meta.autoOrient?.height ?? meta.height;
  if (!fullWidth || !fullHeight) throw new Error("has no size: is it an image?");
  const widths = WIDTHS.filter((w) => w <= fullWidth);
  if (widths.length === 0) widths.push(fullWidth);
  const height = (w) => Math.round((fullHeight * w) / fullWidth);
  const stem = `${name}-${hash.slice(0, 8)}`;
  const sources = { avif: [], webp: [], jpeg: [] };
  mkdirSync(dir, { recursive: true });
  for (const w of widths) {
    const scaled = () => open().resize({ width: w, withoutEnlargement: true });
    const outputs = {
      avif: scaled().avif({ quality: SETTINGS.avif }),
      webp: scaled().webp({ quality: SETTINGS.webp }),
      jpeg: scaled().jpeg({ quality: SETTINGS.jpeg, mozjpeg: true }),
    };
    for (const [format, pipeline] of Object.entries(outputs)) {
      const file = `${stem}-${w}.${format === "jpeg" ? "jpg" : format}`;
      await pipeline.toFile(join(dir, file));
      sources[format].push({ file, url: `${PUBLIC_PREFIX}/${file}`, width: w });
    }
  }
  const og = `${stem}-og.jpg`;
  // Around the chosen point; the picture is made upright first, so the
  // window is in the coordinates the person chose it in.
  const preview = focus
    ? await open()
        .raw()
        .toBuffer({ resolveWithObject: true })
        .then(({ data, info }) =>
          sharp(data, { raw: info, limitInputPixels: false })
            .extract(previewCrop(info.width, info.height, focus))
            .resize({ width: OG.width, height: OG.height, fit: "cover" }),
        )
    : open().resize({ width: OG.width, height: OG.height, fit: "cover", position: "attention" });
  await preview.jpeg({ quality: SETTINGS.jpeg, mozjpeg: true }).toFile(join(dir, og));
  const tiny = await open().resize({ width: SETTINGS.placeholder }).webp({ quality: 30 }).toBuffer();
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

/**
 * Makes every photograph ready: reads originals from `originals`, keeps
 * outputs in `cache`, copies them into `publicDir` (emptied first, so a
 * removed photograph leaves nothing behind) and returns the manifest
 * `{ [file]: asset }` with totals.
 */
export async function preparePhotos(photos, { originals, cache, publicDir }) {
  rmSync(publicDir, { recursive: true, force: true });
  mkdirSync(publicDir, { recursive: true });
  const manifest = {};
  const totals = { photos: 0, processed: 0, fromCache: 0, bytes: 0 };
  for (const { job, file, focus = null } of photos) {
    if (manifest[file]) continue;
    const path = join(originals, file);
    let bytes;
    try {
      bytes = readFileSync(path);
    } catch {
      throw new Error(`jobs[${job}]: photograph ${path} does not exist`);
    }
    const entry = join(cache, key(bytes, focus));
    const description = join(entry, "asset.json");
    let asset;
    if (existsSync(description)) {
      asset = JSON.parse(readFileSync(description, "utf8"));
      totals.fromCache++;
    } else {
      const name = basename(file, extname(file))
        .replace(/[^a-z0-9-]+/gi, "-")
        .toLowerCase();
      const temporary = `${entry}.${process.pid}.tmp`;
      rmSync(temporary, { recursive: true, force: true });
      try {
        asset = await render(bytes, name, temporary, focus);
      } catch (e) {
        rmSync(temporary, { recursive: true, force: true });
        throw new Error(`jobs[${job}]: photograph ${path} cannot be read as an image (${e.message})`);
      }
      writeFileSync(join(temporary, "asset.json"), JSON.stringify(asset));
      rmSync(entry, { recursive: true, force: true });
      renameSync(temporary, entry);
      totals.processed++;
    }
    for (const name of filesOf(asset)) {
      copyFileSync(join(entry, name), join(publicDir, name));
      totals.bytes += statSync(join(publicDir, name)).size;
    }
    manifest[file] = asset;
    totals.photos++;
  }
  return { manifest, totals };
}

/** Deletes cache entries no photograph used this run. */
export function pruneCache(cache, manifest) {
  if (!existsSync(cache)) return 0;
  const used = new Set(Object.values(manifest).map((a) => a.key));
  let pruned = 0;
  for (const name of readdirSync(cache)) {
    if (!used.has(name)) {
      rmSync(join(cache, name), { recursive: true, force: true });
      pruned++;
    }
  }
  return pruned;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  const jobs = JSON.parse(readFileSync(join(siteDir, "generated/data/jobs.json"), "utf8"));
  const originals = process.env.JOB_PHOTOS_DIR ?? join(siteDir, "../content/jobs/photos");
  const cache = join(siteDir, ".cache/photos");
  try {
    const { manifest, totals } = await preparePhotos(photosOf(jobs), {
      originals,
      cache,
      publicDir: join(siteDir, "public", PUBLIC_PREFIX.slice(1)),
    });
    pruneCache(cache, manifest);
    writeFileSync(join(siteDir, "generated/photos.json"), JSON.stringify(manifest, null, 1));
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `photos: ${totals.photos} photographs (${totals.processed} processed, ${totals.fromCache} from the cache), ` +
        `${(totals.bytes / 1024).toFixed(0)} KB in public/work, in ${seconds} s`,
    );
  } catch (e) {
    console.error(`error: ${e.message}`);
    process.exit(1);
  }
}
