// Link-preview cards (scripts/social-cards.mjs): drawn for every indexable
// page that names one, 1200x630 JPEG, from the page's own og:title, cached.
import { mkdtempSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
// @ts-expect-error: a plain .mjs build script with no type declarations
import { cardOf, makeCards, rasteriseIllustrations, wrap } from "../../scripts/social-cards.mjs";
import { absolute, cardPath, rasterOf, serviceLd } from "@/lib/seo";

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));
const temp = (p: string) => {
  const d = mkdtempSync(join(tmpdir(), p));
  dirs.push(d);
  return d;
};

const page = (path: string, title: string | null) =>
  `<html><head>${title === null ? "" : `<meta property="og:title" content="${title}"/>`}` +
  `<meta property="og:image" content="http://localhost:3000${cardPath(path)}"/></head></html>`;

describe("link-preview cards", () => {
  it("wraps a title between words into at most three lines", () => {
    expect(wrap("Boiler Repair in Glasgow | 24/7 Call-Outs", 30, 3)).toEqual([
      "Boiler Repair in Glasgow |",
      "24/7 Call-Outs",
    ]);
    expect(wrap("one two three four five six", 9, 2)).toEqual(["one two", "three…"]);
  });

  it("finds the card a page names, and only a card", () => {
    expect(cardOf(page("/areas/paisley", "Plumbers in Paisley &amp; Renfrewshire"))).toEqual({
      path: "/og/areas--paisley.jpg",
      title: "Plumbers in Paisley & Renfrewshire",
    });
    expect(cardOf('<meta property="og:image" content="http://localhost:3000/work/a-1200.jpg"/>')).toBeNull();
  });

  it("draws each named card once, then takes it from the cache", async () => {
    const out = temp("cards-out-");
    const cache = temp("cards-cache-");
    mkdirSync(join(out, "areas"));
    writeFileSync(join(out, "index.html"), page("/", "Plumbers in Glasgow"));
    writeFileSync(join(out, "areas/paisley.html"), page("/areas/paisley", "Plumbers in Paisley"));
    writeFileSync(join(out, "hidden.html"), page("/hidden", "Not indexed"));
    const routes = [
      { path: "/", indexable: true },
      { path: "/areas/paisley", indexable: true },
      { path: "/hidden", indexable: false },
    ];
    const options = { business: "Kelvin Trades", tagline: "Engineers for Glasgow", cache };
    expect(await makeCards(out, routes, options)).toEqual({ cards: 2, drawn: 2, fromCache: 0 });
    expect(readdirSync(join(out, "og")).sort()).toEqual(["areas--paisley.jpg", "home.jpg"]);
    const meta = await sharp(readFileSync(join(out, "og/home.jpg"))).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 1200, 630]);
    expect(await makeCards(out, routes, options)).toEqual({ cards: 2, drawn: 0, fromCache: 2 });
    // The cache is the machine's, shared by every checkout and export: a
    // build that names fewer cards deletes none of the others' (only a
    // month unused does, pruneCache in postexport.mjs).
    const smaller = temp("cards-out-");
    writeFileSync(join(smaller, "index.html"), page("/", "Plumbers in Glasgow"));
    expect(await makeCards(smaller, [{ path: "/", indexable: true }], options)).toEqual({
      cards: 1,
      drawn: 0,
      fromCache: 1,
    });
    expect(readdirSync(cache)).toHaveLength(2);
  });

  it("fails naming the page when it has no title to draw", async () => {
    const out = temp("cards-out-");
    writeFileSync(join(out, "index.html"), page("/", null));
    await expect(
      makeCards(out, [{ path: "/", indexable: true }], { business: "B", tagline: "T", cache: temp("cards-cache-") }),
    ).rejects.toThrow(/^\/: the page has no og:title/);
  });
});

describe("illustrations as JPEG", () => {
  it("makes a 1200x630 JPEG beside each SVG, where the pages name it, once", async () => {
    const out = temp("pictures-out-");
    const cache = temp("pictures-cache-");
    mkdirSync(join(out, "images/blog"), { recursive: true });
    // A square drawing: cropped to fill the preview's shape.
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><rect width="400" height="400" fill="#1d5c86"/></svg>';
    writeFileSync(join(out, "images/blog/pipes.svg"), svg);
    expect(await rasteriseIllustrations(out, ["images/blog", "missing"], cache)).toEqual({
      images: 1,
      drawn: 1,
      fromCache: 0,
    });
    const jpeg = join(out, rasterOf("/images/blog/pipes.svg"));
    const meta = await sharp(readFileSync(jpeg)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 1200, 630]);
    expect(await rasteriseIllustrations(out, ["images/blog"], cache)).toEqual({ images: 1, drawn: 0, fromCache: 1 });
    // The card step's clean-up keeps the illustrations' cached copies.
    await makeCards(out, [], { business: "B", tagline: "T", cache });
    expect(readdirSync(cache)).toHaveLength(1);
  });
});

describe("a page a real job earned, in structured data", () => {
  it("lists the job's photographs as ImageObjects, and none without", () => {
    const page = {
      name: "Boiler Repair in Paisley",
      description: "d",
      areaName: "Paisley",
      path: "/services/boiler-repair/paisley",
      category: "Heating",
    };
    const ld = serviceLd({
      ...page,
      images: [{ url: "/work/boiler-1a2b3c4d-1600.jpg", width: 1600, height: 1200, caption: "The new ignition lead" }],
    }) as Record<string, unknown>;
    expect(ld.image).toEqual([
      {
        "@type": "ImageObject",
        contentUrl: absolute("/work/boiler-1a2b3c4d-1600.jpg"),
        width: 1600,
        height: 1200,
        caption: "The new ignition lead",
      },
    ]);
    expect("image" in (serviceLd({ ...page, images: [] }) as Record<string, unknown>)).toBe(false);
  });
});
