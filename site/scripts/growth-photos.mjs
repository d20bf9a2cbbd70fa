// The growth fixture's photographs (issue 35.1): 900 stand-ins for the phone
// photographs two years of real jobs would bring, drawn so that the photo
// step, the export and the pages meet what real originals cost.
//
// The list of files has one home, the fixture (codegen/src/growth): it is
// read from stdin (`codegen growth-photos | node scripts/growth-photos.mjs`),
// or, when stdin is a terminal, this script runs that command itself.
//
// Each picture is 4032x3024, a 12-megapixel phone's size, written as a JPEG
// at quality 90 as a phone writes it: a gradient and a few dozen shapes (an
// SVG), under colour noise at about a sensor's grain, so it neither
// compresses to nothing nor decodes faster than a photograph would: about
// 3 MB each. Everything is seeded by the file name: the same name gives the
// same bytes, on any machine with the same sharp. Like any picture sharp
// writes without `withMetadata`, it carries no EXIF, so no location for
// `codegen check` to refuse.
//
// A file already there at the right size is kept; a new one is written
// beside it and renamed into place, so a run stopped half-way leaves no
// half-written picture. Two pictures are drawn at a time (the reference
// machine has two cores), with a progress line: done, total, time left.
import sharp from "sharp";
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, renameSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** A 12-megapixel phone's picture, landscape. */
export const WIDTH = 4032;
export const HEIGHT = 3024;
/** What a phone's camera app writes. */
export const QUALITY = 90;
/** The grain: how far each channel of a pixel strays, either way (of 255). */
const GRAIN = 14;
/** Pictures drawn at once: one a core. */
const AT_ONCE = 2;

const root = fileURLToPath(new URL("../..", import.meta.url));

/** A xorshift32 generator seeded by `name`: the same name, the same numbers. */
export function seeded(name) {
  let x = createHash("sha256").update(name).digest().readUInt32LE(0) || 1;
  return () => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x / 4294967296;
  };
}

/** The SVG under the grain: a sky-to-ground gradient and shapes like a room's or a roof's. */
export function scene(random) {
  const hue = Math.floor(random() * 360);
  const colour = (spread = 60, light = [25, 75]) =>
    `hsl(${(hue + Math.floor((random() - 0.5) * 2 * spread) + 360) % 360} ${Math.floor(15 + random() * 50)}% ${Math.floor(light[0] + random() * (light[1] - light[0]))}%)`;
  const at = (most) => Math.floor(random() * most);
  const shapes = [];
  for (let i = 0; i < 40; i++) {
    const fill = colour(180);
    const opacity = (0.35 + random() * 0.6).toFixed(2);
    switch (at(4)) {
      case 0:
        shapes.push(
          `<rect x="${at(WIDTH)}" y="${at(HEIGHT)}" width="${200 + at(1400)}" height="${150 + at(1100)}" rx="${at(60)}" fill="${fill}" opacity="${opacity}" transform="rotate(${at(30) - 15} ${at(WIDTH)} ${at(HEIGHT)})"/>`,
        );
        break;
      case 1:
        shapes.push(
          `<circle cx="${at(WIDTH)}" cy="${at(HEIGHT)}" r="${60 + at(700)}" fill="url(#g${at(3)})" opacity="${opacity}"/>`,
        );
        break;
      case 2: {
        const points = Array.from({ length: 3 + at(4) }, () => `${at(WIDTH)},${at(HEIGHT)}`).join(" ");
        shapes.push(`<polygon points="${points}" fill="${fill}" opacity="${opacity}"/>`);
        break;
      }
      default:
        shapes.push(
          `<line x1="${at(WIDTH)}" y1="${at(HEIGHT)}" x2="${at(WIDTH)}" y2="${at(HEIGHT)}" stroke="${fill}" stroke-width="${4 + at(40)}" opacity="${opacity}"/>`,
        );
    }
  }
  const stops = (id) =>
    `<radialGradient id="${id}"><stop offset="0" stop-color="${colour(40, [60, 90])}"/><stop offset="1" stop-color="${colour(40, [10, 40])}"/></radialGradient>`;
  // Drawn at a quarter of the size and scaled up: the shapes are smooth
  // anyway (the grain is the fine detail), and librsvg takes about 6 s to
  // fill 12 megapixels of gradients against 0.4 s for a sixteenth of them.
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH / 4}" height="${HEIGHT / 4}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="${random().toFixed(2)}" y2="1"><stop offset="0" stop-color="${colour(30, [55, 85])}"/><stop offset="1" stop-color="${colour(30, [15, 45])}"/></linearGradient>${stops("g0")}${stops("g1")}${stops("g2")}</defs>
<rect width="100%" height="100%" fill="url(#bg)"/>
${shapes.join("\n")}
</svg>`;
}

/** Colour grain around mid-grey, for an overlay: 128 leaves a pixel as it is. */
export function grain(random) {
  const data = Buffer.allocUnsafe(WIDTH * HEIGHT * 3);
  // Four bytes of grain from each draw: a quarter of the calls.
  for (let i = 0; i < data.length; i += 4) {
    let r = Math.floor(random() * 4294967296);
    for (let k = 0; k < 4 && i + k < data.length; k++) {
      data[i + k] = 128 - GRAIN + ((r & 0xff) % (2 * GRAIN + 1));
      r >>>= 8;
    }
  }
  return data;
}

/** The JPEG bytes of the picture named `name`. */
export async function draw(name) {
  const random = seeded(name);
  const svg = Buffer.from(scene(random));
  // Rendered small, then scaled as pixels: resizing the SVG itself makes
  // sharp render it again at the full size, the slow part.
  const small = await sharp(svg).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const base = await sharp(small.data, { raw: small.info })
    .resize({ width: WIDTH, height: HEIGHT, kernel: "cubic" })
    .raw()
    .toBuffer();
  return sharp(base, { raw: { width: WIDTH, height: HEIGHT, channels: 3 }, limitInputPixels: false })
    .composite([{ input: grain(random), raw: { width: WIDTH, height: HEIGHT, channels: 3 }, blend: "overlay" }])
    .jpeg({ quality: QUALITY, chromaSubsampling: "4:2:0" })
    .toBuffer();
}

/** Whether `path` is already a picture of the right size. */
async function done(path) {
  if (!existsSync(path)) return false;
  try {
    const m = await sharp(path).metadata();
    return m.width === WIDTH && m.height === HEIGHT && m.format === "jpeg";
  } catch {
    return false;
  }
}

/** The fixture's file names: from stdin, or from codegen when stdin is a terminal. */
async function names() {
  let text = "";
  if (process.stdin.isTTY) {
    text = execFileSync("cargo", ["run", "-q", "--bin", "codegen", "--", "growth-photos"], {
      cwd: root,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "inherit"],
    });
  } else {
    // Read as a stream: a pipe whose writer is still starting has nothing
    // yet, and a synchronous read of it fails (EAGAIN).
    process.stdin.setEncoding("utf8");
    for await (const chunk of process.stdin) text += chunk;
  }
  const list = text
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);
  for (const n of list) {
    // Every input is hostile: a name is a file under the fixture's folder, nothing else.
    if (!/^growth\/[a-z0-9-]+\.jpg$/.test(n))
      throw new Error(`growth-photos: \`${n}\` is not a growth/<job>-<n>.jpg name`);
  }
  return list;
}

function clock(seconds) {
  const s = Math.max(0, Math.round(seconds));
  return s >= 60 ? `${Math.floor(s / 60)}m${String(s % 60).padStart(2, "0")}s` : `${s}s`;
}

async function main() {
  const folder = process.env.JOB_PHOTOS_DIR ?? join(root, "content/jobs/photos");
  const list = await names();
  // One libvips thread a picture, two pictures at once: both cores, no more.
  sharp.concurrency(1);
  const started = Date.now();
  let next = 0;
  let finished = 0;
  let drawn = 0;
  let bytes = 0;
  const tty = process.stderr.isTTY;
  const report = (last = false) => {
    const elapsed = (Date.now() - started) / 1000;
    // Kept files cost nothing: time left is at the rate pictures are drawn.
    const left = drawn ? (elapsed / drawn) * (list.length - finished) : 0;
    const line = `growth photos: ${finished}/${list.length} done (${drawn} drawn, ${(bytes / 1e6).toFixed(0)} MB), ${clock(elapsed)} so far, ${clock(left)} left`;
    if (tty) process.stderr.write(`\r${line}${last ? "\n" : ""}`);
    // Off a terminal: a line every 25 files, and the last one once.
    else if (last ? finished % 25 !== 0 : finished % 25 === 0) process.stderr.write(`${line}\n`);
  };
  const worker = async () => {
    while (next < list.length) {
      const name = list[next++];
      const path = join(folder, name);
      if (!(await done(path))) {
        mkdirSync(dirname(path), { recursive: true });
        const jpeg = await draw(name);
        const part = `${path}.part`;
        writeFileSync(part, jpeg);
        renameSync(part, path);
        drawn++;
        bytes += jpeg.length;
      }
      finished++;
      report();
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
  report(true);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((e) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  });
}
