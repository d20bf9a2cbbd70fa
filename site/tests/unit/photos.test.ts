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
import { preparePhotos, pruneCache, WIDTHS } from "../../scripts/photos.mjs";

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
  });

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
});
