// Link-preview cards (issue 22.5): every indexable page's og:image is a
// 1200x630 JPEG, which WhatsApp, Facebook and the rest show (an SVG they do
// not). A page with a real job photograph names that photograph's crop
// (scripts/photos.mjs); every other indexable page names a card under /og/
// (lib/seo.ts's `cardPath`), and this step, run by postexport.mjs on the
// built export, draws each card a page names: the page's own og:title and the
// business's name on the brand's colours.
//
// Cached by content like the photographs, in the machine's cache (postexport
// passes kelvin-trades/social-cards), so a fresh clone or CI's next clean
// clone does not draw them again (about 8 s of a full export): a card is
// drawn again only when its title (or the design, CARD_VERSION) changes.
//
// The blog's illustrations are drawn as SVG, which suits the page; their
// link previews and structured data name a JPEG of each, made here beside
// it (`rasteriseIllustrations`, `lib/seo.ts`'s `rasterOf`).
import sharp from "sharp";
import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { lookUp, store } from "./machine-cache.mjs";

export const CARD = { width: 1200, height: 630 };
const CARD_VERSION = 1;
/** Where the cards are served from. */
export const CARD_PREFIX = "/og";

const escapeXml = (s) =>
  s.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

/** `text` in lines of at most `width` characters, broken between words; at most `max` lines. */
export function wrap(text, width, max) {
  const lines = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length > max) {
    lines.length = max;
    lines[max - 1] = `${lines[max - 1].replace(/[\s,:;.-]+$/, "")}…`;
  }
  return lines;
}

/** The card as SVG: the title large on the brand's dark blue, an accent bar, the business below. */
export function cardSvg({ title, business, tagline }) {
  const lines = wrap(title, 30, 3);
  const size = lines.length > 2 ? 60 : 68;
  const top = 250 - ((lines.length - 1) * size * 1.2) / 2;
  const text = lines
    .map(
      (line, i) =>
        `<text x="80" y="${Math.round(top + i * size * 1.2)}" font-size="${size}" font-weight="700" fill="#ffffff">${escapeXml(line)}</text>`,
    )
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD.width}" height="${CARD.height}" viewBox="0 0 ${CARD.width} ${CARD.height}" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif">
<rect width="1200" height="630" fill="#0c2a3f"/>
<rect x="0" y="0" width="24" height="630" fill="#ea6a1f"/>
<circle cx="1120" cy="80" r="220" fill="#174a6c" opacity="0.55"/>
${text}
<rect x="80" y="482" width="96" height="8" rx="4" fill="#ea6a1f"/>
<text x="80" y="548" font-size="40" font-weight="700" fill="#ffffff">${escapeXml(business)}</text>
<text x="80" y="592" font-size="28" fill="#cbd5e1">${escapeXml(tagline)}</text>
</svg>`;
}

const decode = (s) =>
  s
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&quot;", '"')
    .replaceAll("&#x27;", "'")
    .replaceAll("&#39;", "'")
    .replaceAll("&amp;", "&");

/** A page's og:image when it is a card to draw (under CARD_PREFIX), and its og:title. */
export function cardOf(html) {
  const meta = (property) => new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1];
  const image = meta("og:image");
  const path = image && new URL(decode(image), "http://x").pathname;
  if (!path?.startsWith(`${CARD_PREFIX}/`)) return null;
  const title = meta("og:title");
  return { path, title: title === undefined ? null : decode(title) };
}

/** The export's file for a route path. */
const htmlFile = (out, path) => join(out, path === "/" ? "index.html" : `${path.slice(1)}.html`);

/** An entry of the cache: one JPEG. */
const DRAWING = "drawing.jpg";
const filesOf = () => [DRAWING];

/**
 * The path of the JPEG cached under the hash of `parts`, drawn into place by
 * `draw(path)` when it is not there yet; counts it in `totals`.
 */
async function drawOnce(cache, parts, draw, totals) {
  const hash = createHash("sha256").update(`${CARD_VERSION}\n`);
  for (const part of parts) hash.update(part);
  const key = hash.digest("hex").slice(0, 16);
  if (lookUp(cache, key, filesOf)) totals.fromCache++;
  else {
    await store(
      cache,
      key,
      async (dir) => {
        await draw(join(dir, DRAWING));
        return { file: DRAWING };
      },
      filesOf,
    );
    totals.drawn++;
  }
  return join(cache, key, DRAWING);
}

/**
 * Draws the card every indexable page of `routes` names (its og:image under
 * CARD_PREFIX) into `out`, from `cache` when the same card was drawn before.
 * Returns counts.
 */
export async function makeCards(out, routes, { business, tagline, cache }) {
  mkdirSync(join(out, CARD_PREFIX.slice(1)), { recursive: true });
  const totals = { cards: 0, drawn: 0, fromCache: 0 };
  for (const route of routes) {
    const file = htmlFile(out, route.path);
    if (!route.indexable || !existsSync(file)) continue;
    const card = cardOf(readFileSync(file, "utf8"));
    if (!card) continue;
    if (!card.title) throw new Error(`${route.path}: the page has no og:title to draw its link-preview card from`);
    const svg = cardSvg({ title: card.title, business, tagline });
    const drawn = await drawOnce(
      cache,
      ["card\n", svg],
      (path) => sharp(Buffer.from(svg)).jpeg({ quality: 82, mozjpeg: true }).toFile(path),
      totals,
    );
    copyFileSync(drawn, join(out, card.path.slice(1)));
    totals.cards++;
  }
  return totals;
}

/** Where the SVG illustrations whose JPEG copies the pages name are, in the export. */
export const ILLUSTRATION_FOLDERS = ["images/blog"];

/**
 * A 1200x630 JPEG beside every SVG illustration in `folders` of `out` (the
 * same name, `.jpg`), from `cache` when the same drawing was made before.
 */
export async function rasteriseIllustrations(out, folders, cache) {
  const totals = { images: 0, drawn: 0, fromCache: 0 };
  for (const folder of folders) {
    const dir = join(out, folder);
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir).filter((n) => n.endsWith(".svg"))) {
      const svg = readFileSync(join(dir, name));
      const drawn = await drawOnce(
        cache,
        ["illustration\n", svg],
        (path) =>
          sharp(svg)
            .resize(CARD.width, CARD.height, { fit: "cover" })
            .flatten({ background: "#ffffff" })
            .jpeg({ quality: 82, mozjpeg: true })
            .toFile(path),
        totals,
      );
      copyFileSync(drawn, join(dir, name.replace(/\.svg$/, ".jpg")));
      totals.images++;
    }
  }
  return totals;
}
