// The jobs' photographs (scripts/photos.mjs): turned the right way up, every
// piece of metadata gone (the camera's location above all), scaled and
// encoded as AVIF and JPEG, cached by content, and a file that is not
// an image fails naming the job and the file.
import {
  mkdtempSync,
  mkdirSync,
  readdirSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
  readFileSync,
} from "node:fs";
import { spawnSync } from "node:child_process";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
// @ts-expect-error: a plain .mjs build script with no type declarations
import { decodeWidth, effortOf, key, photosOf, preparePhotos } from "../../scripts/photos.mjs";
// @ts-expect-error: as above
import { previewCrop, progressLine, WIDTHS } from "../../scripts/photos.mjs";
// @ts-expect-error: as above
import { cacheDir, pruneCache, UNUSED_FOR_MS } from "../../scripts/machine-cache.mjs";

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

function temp(prefix: string) {
  const d = mkdtempSync(join(tmpdir(), prefix));
  dirs.push(d);
  return d;
}

/** A 2000x1000 JPEG as a phone stores a portrait shot: pixels sideways, EXIF orientation 6, a GPS position. */
async function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 2000, height: 1000, channels: 3, background: { r: 180, g: 90, b: 40 } } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: "PhoneCo", Model: "P1" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "55/1 51/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "4/1 17/1 0/1" },
    })
    .toBuffer();
}

async function setUp(files: Record<string, Buffer | string>) {
  const originals = temp("photos-originals-");
  for (const [name, bytes] of Object.entries(files)) writeFileSync(join(originals, name), bytes);
  return { originals, cache: temp("photos-cache-"), publicDir: join(temp("photos-public-"), "work") };
}

describe("preparing the jobs' photographs", () => {
  it("turns, strips, scales and encodes each photograph", async () => {
    const original = await phonePhoto();
    const before = await sharp(original).metadata();
    expect([before.orientation, Boolean(before.exif), original.includes(Buffer.from("PhoneCo"))]).toEqual([
      6,
      true,
      true,
    ]);
    const where = await setUp({ "boiler.jpg": original });
    const { manifest, totals } = await preparePhotos([{ job: "a-job", file: "boiler.jpg" }], where);
    expect(totals).toMatchObject({ photos: 1, processed: 1, fromCache: 0 });
    const asset = manifest["boiler.jpg"];
    // Orientation 6 is a quarter turn: the 2000x1000 pixels are a 1000x2000 portrait.
    expect(asset.width).toBe(960);
    expect(asset.height).toBe(1920);
    expect(asset.sources.avif.map((s: { width: number }) => s.width)).toEqual(WIDTHS.filter((w: number) => w <= 1000));
    expect(asset.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(Object.keys(asset.sources), "no WebP (decision 72)").toEqual(["avif", "jpeg"]);
    for (const format of ["avif", "jpeg"]) {
      for (const source of asset.sources[format]) {
        const bytes = readFileSync(join(where.publicDir, source.file));
        const meta = await sharp(bytes).metadata();
        expect(meta.format).toBe(format === "avif" ? "heif" : format);
        expect(meta.width).toBe(source.width);
        expect(meta.height).toBeGreaterThan(meta.width!);
        // No EXIF, no XMP, no IPTC: nothing of the camera or its position.
        expect(meta.exif).toBeUndefined();
        expect(meta.xmp).toBeUndefined();
        expect(meta.iptc).toBeUndefined();
        expect(bytes.includes(Buffer.from("PhoneCo"))).toBe(false);
      }
    }
    const og = await sharp(readFileSync(join(where.publicDir, asset.og.file))).metadata();
    expect([og.width, og.height, og.exif]).toEqual([1200, 630, undefined]);
  });

  it("takes a rebuild's copies from the cache and leaves nothing of a removed photograph", async () => {
    const where = await setUp({ "a.jpg": await phonePhoto() });
    const first = await preparePhotos([{ job: "j", file: "a.jpg" }], where);
    const again = await preparePhotos([{ job: "j", file: "a.jpg" }], where);
    expect(again.totals).toMatchObject({ processed: 0, fromCache: 1 });
    expect(again.manifest).toEqual(first.manifest);
    await preparePhotos([], where);
    expect(readdirSync(where.publicDir)).toEqual([]);
    // The cache is shared with other checkouts: an entry this run did not use
    // stays until it has gone unused for 30 days.
    expect(pruneCache(where.cache)).toBe(0);
    expect(readdirSync(where.cache)).toHaveLength(1);
  });

  it("accepts a huge photograph and scales it", async () => {
    const huge = await sharp({ create: { width: 9000, height: 6000, channels: 3, background: "#446688" } })
      .jpeg({ quality: 40 })
      .toBuffer();
    const where = await setUp({ "huge.jpg": huge });
    const { manifest } = await preparePhotos([{ job: "j", file: "huge.jpg" }], where);
    expect([manifest["huge.jpg"].width, manifest["huge.jpg"].height]).toEqual([1600, 1067]);
    // 54 megapixels take seconds, more on a shared CI runner.
  }, 30_000);

  it("fails naming the job and the file when a photograph is not an image or is missing", async () => {
    const where = await setUp({ "notes.jpg": "these are notes, not a picture" });
    await expect(preparePhotos([{ job: "leaky-tap", file: "notes.jpg" }], where)).rejects.toThrow(
      /jobs\[leaky-tap\]: photograph .*notes\.jpg cannot be read as an image/,
    );
    await expect(preparePhotos([{ job: "leaky-tap", file: "gone.jpg" }], where)).rejects.toThrow(
      /jobs\[leaky-tap\]: photograph .*gone\.jpg does not exist/,
    );
    mkdirSync(where.cache, { recursive: true });
    expect(readdirSync(where.cache)).toEqual([]);
  });

  it("crops the link preview around the chosen point, not the picture's 'attention'", async () => {
    // The work (a red block) on the left; a busy black-and-white pattern, the
    // kind of thing 'attention' picks (a sign, a number plate), on the right.
    const width = 4000;
    const height = 1000;
    const work = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#d01010" } })
      .png()
      .toBuffer();
    const stripes = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600">${Array.from(
        { length: 30 },
        (_, i) => `<rect x="${i * 20}" width="10" height="600" fill="#000"/>`,
      ).join("")}<rect width="600" height="600" fill="none" stroke="#fff" stroke-width="40"/></svg>`,
    );
    const photo = await sharp({ create: { width, height, channels: 3, background: "#8a8a8a" } })
      .composite([
        { input: work, left: 200, top: 350 },
        { input: await sharp(stripes).png().toBuffer(), left: 3300, top: 200 },
      ])
      .jpeg()
      .toBuffer();
    const where = await setUp({ "work.jpg": photo });
    const jobs = [{ slug: "j", photos: [{ file: "work.jpg", preview: { xPercent: 10, yPercent: 50 } }] }];
    expect(photosOf(jobs)).toEqual([{ job: "j", file: "work.jpg", focus: { xPercent: 10, yPercent: 50 } }]);
    const { manifest } = await preparePhotos(photosOf(jobs), where);
    const og = sharp(readFileSync(join(where.publicDir, manifest["work.jpg"].og.file)));
    expect(await og.metadata()).toMatchObject({ width: 1200, height: 630 });
    const { data, info } = await og.raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => [...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3)];
    // The window is the left 1905 px (scaled by 1200/1905): the red block at x 126-378.
    const [r, g, b] = at(250, 315);
    expect(r).toBeGreaterThan(150);
    expect(g + b).toBeLessThan(120);
    // Nothing of the pattern at the far right of the picture.
    expect(at(1190, 315).every((c) => Math.abs(c - 0x8a) < 20)).toBe(true);
    // A different point is a different preview: the focus is part of the cache key.
    const moved = [{ slug: "j", photos: [{ file: "work.jpg", preview: { xPercent: 90, yPercent: 50 } }] }];
    const again = await preparePhotos(photosOf(moved), where);
    expect(again.totals).toMatchObject({ processed: 1, fromCache: 0 });
  }, 30_000);

  it("keeps the window inside the picture, centred on the point where it can be", () => {
    expect(previewCrop(4000, 1000, { xPercent: 50, yPercent: 50 })).toEqual({
      left: 1048,
      top: 0,
      width: 1905,
      height: 1000,
    });
    expect(previewCrop(4000, 1000, { xPercent: 100, yPercent: 0 })).toMatchObject({ left: 2095, top: 0 });
    // A portrait phone photo: the full width, a band around the point.
    expect(previewCrop(1000, 2000, { xPercent: 50, yPercent: 30 })).toEqual({
      left: 0,
      top: 338,
      width: 1000,
      height: 525,
    });
    expect(previewCrop(1000, 2000, { xPercent: 0, yPercent: 100 })).toMatchObject({ left: 0, top: 1475 });
  });
});

/** A plain JPEG of `width` x `height` in one colour. */
function plain(width: number, height: number, background: string) {
  return sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();
}

describe("preparing many photographs at once", () => {
  it("writes the manifest in the jobs' order, whichever photograph finishes first", async () => {
    // The first is the slowest (widest, so it has every width): with three at
    // once the small ones finish before it.
    const files = {
      "z-wide.jpg": await plain(3200, 2400, "#335577"),
      "b-small.jpg": await plain(500, 400, "#aa3322"),
      "a-small.jpg": await plain(520, 400, "#22aa33"),
      "m-small.jpg": await plain(540, 400, "#2233aa"),
    };
    const where = await setUp(files);
    const photos = Object.keys(files).map((file) => ({ job: "j", file }));
    const together = await preparePhotos(photos, { ...where, effort: "fast", parallel: 3 });
    expect(Object.keys(together.manifest)).toEqual(Object.keys(files));
    expect(together.totals).toMatchObject({ photos: 4, processed: 4, fromCache: 0 });
    // The bytes counted by photographs copied at once (from the cache, all
    // four together) add up.
    const copied = await preparePhotos(photos, { ...where, effort: "fast", parallel: 4 });
    const onDisk = readdirSync(where.publicDir).reduce((sum, f) => sum + statSync(join(where.publicDir, f)).size, 0);
    expect([copied.totals.bytes, together.totals.bytes]).toEqual([onDisk, onDisk]);
    // One at a time, from the cache: the same manifest, byte for byte.
    const alone = await preparePhotos(photos, { ...where, effort: "fast", parallel: 1 });
    expect(alone.totals).toMatchObject({ processed: 0, fromCache: 4 });
    expect(JSON.stringify(alone.manifest)).toBe(JSON.stringify(together.manifest));
    expect(together.manifest["z-wide.jpg"]).toMatchObject({ width: 1600, height: 1200 });
  }, 30_000);

  it("makes a photograph named twice, or two files with the same bytes, once", async () => {
    const bytes = await plain(600, 400, "#777777");
    const where = await setUp({ "one.jpg": bytes, "same.jpg": bytes });
    const photos = [
      { job: "a", file: "one.jpg" },
      { job: "b", file: "same.jpg" },
      { job: "c", file: "one.jpg" },
    ];
    const { manifest, totals } = await preparePhotos(photos, { ...where, effort: "fast", parallel: 2 });
    expect(Object.keys(manifest)).toEqual(["one.jpg", "same.jpg"]);
    expect(totals).toMatchObject({ photos: 2, processed: 1, fromCache: 1 });
    expect(readdirSync(where.cache)).toHaveLength(1);
  });

  it("fails naming the job and the file when one of many is broken, and leaves no half-made entry", async () => {
    const where = await setUp({
      "good.jpg": await plain(700, 500, "#446688"),
      "broken.jpg": (await plain(700, 500, "#884466")).subarray(0, 200),
      "later.jpg": await plain(700, 500, "#668844"),
    });
    const photos = [
      { job: "fine-job", file: "good.jpg" },
      { job: "burst-pipe", file: "broken.jpg" },
      { job: "fine-job", file: "later.jpg" },
    ];
    await expect(preparePhotos(photos, { ...where, effort: "fast", parallel: 2 })).rejects.toThrow(
      /jobs\[burst-pipe\]: photograph .*broken\.jpg cannot be read as an image/,
    );
    // Whole entries only (a 16-digit key with its asset.json), no temporary folder.
    for (const name of readdirSync(where.cache)) {
      expect(name).toMatch(/^[0-9a-f]{16}$/);
      expect(readdirSync(join(where.cache, name))).toContain("asset.json");
    }
    // And a name that climbs out of the originals' folder is refused.
    await expect(preparePhotos([{ job: "sly", file: "../../etc/passwd" }], where)).rejects.toThrow(
      /jobs\[sly\]: photograph \.\.\/\.\.\/etc\/passwd is not under/,
    );
  });

  it("lets two builds share one cache at once", async () => {
    const where = await setUp({ "a.jpg": await plain(900, 600, "#123456"), "b.jpg": await plain(900, 600, "#654321") });
    const other = join(temp("photos-public-"), "work");
    const photos = [
      { job: "j", file: "a.jpg" },
      { job: "j", file: "b.jpg" },
    ];
    const [one, two] = await Promise.all([
      preparePhotos(photos, { ...where, effort: "fast" }),
      preparePhotos(photos, { ...where, publicDir: other, effort: "fast" }),
    ]);
    expect(JSON.stringify(one.manifest)).toBe(JSON.stringify(two.manifest));
    expect(readdirSync(where.cache).sort()).toEqual(
      Object.values(one.manifest)
        .map((a) => (a as { key: string }).key)
        .sort(),
    );
    expect(readdirSync(other).sort()).toEqual(readdirSync(where.publicDir).sort());
  });

  it("reports its progress while it runs", async () => {
    const files = Object.fromEntries(
      await Promise.all([0, 1, 2].map(async (i) => [`p${i}.jpg`, await plain(1700, 1200, `#${i}0${i}0${i}0`)])),
    );
    const where = await setUp(files);
    const seen: { done: number; total: number }[] = [];
    await preparePhotos(
      Object.keys(files).map((file) => ({ job: "j", file })),
      {
        ...where,
        effort: "fast",
        parallel: 1,
        everyMs: 1,
        onProgress: (p: { done: number; total: number }) => seen.push(p),
      },
    );
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((p) => p.total === 3 && p.done <= 3)).toBe(true);
  });
});

describe("the photographs' progress line", () => {
  it("says how many are done, how many the cache gave, and about how long is left", () => {
    expect(progressLine({ done: 120, total: 900, fromCache: 40, elapsedMs: 24_000 })).toBe(
      "photos: 120 of 900 done (40 from the cache), about 3 min left",
    );
    expect(progressLine({ done: 3, total: 6, fromCache: 0, elapsedMs: 30_000 })).toBe(
      "photos: 3 of 6 done (0 from the cache), about 30 s left",
    );
    expect(progressLine({ done: 0, total: 6, fromCache: 0, elapsedMs: 5_000 })).toBe(
      "photos: 0 of 6 done (0 from the cache)",
    );
    expect(progressLine({ done: 900, total: 900, fromCache: 40, elapsedMs: 182_400 })).toBe(
      "photos: 900 of 900 done (40 from the cache) in 3 min 2 s",
    );
  });
});

describe("the photographs' effort", () => {
  it("is full unless PHOTOS_EFFORT says fast, and anything else is refused", () => {
    expect(effortOf({})).toBe("full");
    expect(effortOf({ PHOTOS_EFFORT: "" })).toBe("full");
    expect(effortOf({ PHOTOS_EFFORT: "fast" })).toBe("fast");
    expect(effortOf({ PHOTOS_EFFORT: "full" })).toBe("full");
    expect(() => effortOf({ PHOTOS_EFFORT: "quick" })).toThrow(/PHOTOS_EFFORT is "quick": it must be "fast" or "full"/);
  });

  it("is part of the cache key, so a fast build's outputs never reach a full one", async () => {
    const bytes = await plain(1000, 700, "#a05020");
    expect(key(bytes, null, "fast")).not.toBe(key(bytes, null, "full"));
    const where = await setUp({ "a.jpg": bytes });
    const photos = [{ job: "j", file: "a.jpg" }];
    const fast = await preparePhotos(photos, { ...where, effort: "fast" });
    const full = await preparePhotos(photos, { ...where, effort: "full" });
    expect(full.totals).toMatchObject({ processed: 1, fromCache: 0 });
    expect(full.manifest["a.jpg"].key).not.toBe(fast.manifest["a.jpg"].key);
    // Each effort then finds its own.
    expect((await preparePhotos(photos, { ...where, effort: "fast" })).totals).toMatchObject({ fromCache: 1 });
    expect(readdirSync(where.cache)).toHaveLength(2);
  });
});

describe("decoding once", () => {
  it("decodes to the largest width, more only where the link preview needs it, never more than the original", () => {
    expect(decodeWidth(4032, 3024, 1600)).toBe(1600);
    expect(decodeWidth(3024, 4032, 1600)).toBe(1600);
    // A panorama: the preview's window is 1905 of 4000 px, so 2520 px keep it 1200 wide.
    expect(decodeWidth(4000, 1000, 1600)).toBe(2520);
    expect(decodeWidth(1000, 400, 960)).toBe(1000);
    expect(decodeWidth(300, 200, 300)).toBe(300);
  });
});

describe("the photographs' cache", () => {
  const site = "/srv/site";
  it("lives outside the checkout: PHOTOS_CACHE_DIR, else the XDG cache, else HOME's, else the site's", () => {
    expect(cacheDir({ PHOTOS_CACHE_DIR: "/big/disk/photos", HOME: "/home/a" }, site)).toBe("/big/disk/photos");
    expect(cacheDir({ XDG_CACHE_HOME: "/home/a/.xdg", HOME: "/home/a" }, site)).toBe(
      "/home/a/.xdg/kelvin-trades/photos",
    );
    // The XDG specification ignores a relative XDG_CACHE_HOME.
    expect(cacheDir({ XDG_CACHE_HOME: "cache", HOME: "/home/a" }, site)).toBe("/home/a/.cache/kelvin-trades/photos");
    expect(cacheDir({ HOME: "/home/a" }, site)).toBe("/home/a/.cache/kelvin-trades/photos");
    expect(cacheDir({}, site)).toBe("/srv/site/.cache/photos");
    expect(cacheDir({ HOME: "" }, site)).toBe("/srv/site/.cache/photos");
  });

  it("tells the shell recipes the same folders (the justfile's growth photographs, .ci/run)", () => {
    const script = fileURLToPath(new URL("../../scripts/machine-cache.mjs", import.meta.url));
    const ask = (env: Record<string, string>, ...args: string[]) =>
      // Only these variables: none of the machine's own (Next's types require NODE_ENV).
      spawnSync(process.execPath, [script, ...args], { env: env as unknown as NodeJS.ProcessEnv, encoding: "utf8" });
    expect(ask({ HOME: "/home/a" }, "growth-photos-v1").stdout).toBe("/home/a/.cache/kelvin-trades/growth-photos-v1\n");
    expect(ask({ HOME: "/home/a", XDG_CACHE_HOME: "/x" }).stdout).toBe("/x/kelvin-trades\n");
    expect(ask({ XDG_CACHE_HOME: "relative" }).stdout).toBe(
      fileURLToPath(new URL("../../.cache", import.meta.url)) + "\n",
    );
    const refused = ask({ HOME: "/home/a" }, "../elsewhere");
    expect(refused.status).toBe(2);
    expect(refused.stdout).toBe("");
  });

  it("deletes only its own entries, and only those unused for 30 days; a use counts", async () => {
    const where = await setUp({ "a.jpg": await plain(600, 400, "#102030"), "b.jpg": await plain(600, 400, "#302010") });
    const both = [
      { job: "j", file: "a.jpg" },
      { job: "j", file: "b.jpg" },
    ];
    const { manifest } = await preparePhotos(both, { ...where, effort: "fast" });
    const [a, b] = [manifest["a.jpg"].key, manifest["b.jpg"].key];
    // Things that are not entries: a folder of someone else's, a file, a name almost like a key.
    mkdirSync(join(where.cache, "mine-do-not-touch"));
    mkdirSync(join(where.cache, "0123456789abcdeg"));
    writeFileSync(join(where.cache, "notes.txt"), "keep me");
    const old = new Date(Date.now() - UNUSED_FOR_MS - 24 * 3600 * 1000);
    for (const name of readdirSync(where.cache)) utimesSync(join(where.cache, name), old, old);
    // A build uses a again: touched, so it stays.
    await preparePhotos([{ job: "j", file: "a.jpg" }], { ...where, effort: "fast" });
    expect(statSync(join(where.cache, a)).mtimeMs).toBeGreaterThan(Date.now() - 60_000);
    expect(pruneCache(where.cache)).toBe(1);
    expect(readdirSync(where.cache).sort()).toEqual([a, "0123456789abcdeg", "mine-do-not-touch", "notes.txt"].sort());
    expect(readdirSync(where.cache)).not.toContain(b);
  });
});
