// The jobs' photographs (scripts/photos.mjs): turned the right way up, every
// piece of metadata gone (the camera's location above all), scaled and
// encoded as AVIF, WebP and JPEG, cached by content, and a file that is not
// an image fails naming the job and the file.
import { mkdtempSync, mkdirSync, readdirSync, rmSync, writeFileSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
// @ts-expect-error: a plain .mjs build script with no type declarations
import { photosOf, preparePhotos, previewCrop, pruneCache, WIDTHS } from "../../scripts/photos.mjs";

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
    for (const format of ["avif", "webp", "jpeg"]) {
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
    const none = await preparePhotos([], where);
    expect(readdirSync(where.publicDir)).toEqual([]);
    expect(pruneCache(where.cache, none.manifest)).toBe(1);
    expect(readdirSync(where.cache)).toEqual([]);
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
