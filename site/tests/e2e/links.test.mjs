// Over the whole export: no broken internal link, every page has a unique
// title and a canonical link matching its URL. Reads files only (no browser).
import { readFileSync, existsSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "./fixtures.mjs";
import { siteDir } from "./harness.mjs";

const htmlFile = (path) => (path === "/" ? join(siteDir, "index.html") : join(siteDir, `${path}.html`));

test.describe("the whole export", () => {
  test("has a page for every route, no broken internal links, unique titles and matching canonicals", () => {
    const routes = JSON.parse(readFileSync(join(siteDir, "routes.json"), "utf8"));
    const known = new Set(routes.map((r) => r.path));
    const titles = new Map();
    const broken = [];
    const problems = [];
    let links = 0;
    for (const r of routes) {
      const file = htmlFile(r.path);
      expect(existsSync(file), `${r.path} has no page (${file})`).toBe(true);
      const html = readFileSync(file, "utf8");
      const title = html.match(/<title>([^<]*)<\/title>/)?.[1];
      // Decision 18: this export is built without GTM_ID, so no tag-manager code ships.
      // Code, not words: the privacy notice may name the tag manager and the
      // 'Cookie settings' link in its text.
      if (/googletagmanager\.com\/(gtm\.js|ns\.html)|window\.dataLayer|>Cookie settings<\/button>/.test(html))
        problems.push(`${r.path}: tag-manager code without a GTM_ID`);
      if (!title) problems.push(`${r.path}: no title`);
      else if (titles.has(title)) problems.push(`${r.path}: title "${title}" also used by ${titles.get(title)}`);
      else titles.set(title, r.path);
      if (r.pageType !== "not-found") {
        const canonical = html.match(/<link rel="canonical" href="([^"]*)"/)?.[1];
        const expected = `http://localhost:3000${r.path === "/" ? "" : r.path}`;
        if (canonical !== expected) problems.push(`${r.path}: canonical ${canonical} should be ${expected}`);
      }
      for (const m of html.matchAll(/href="(\/[^"#?]*)[^"]*"/g)) {
        const target = m[1];
        links++;
        if (target.startsWith("/_next/") || target.startsWith("/api/")) continue;
        const ok = known.has(target) || existsSync(join(siteDir, target));
        if (!ok) broken.push(`${r.path} → ${target}`);
      }
    }
    expect(links, `checked ${links} links`).toBeGreaterThan(routes.length * 10);
    expect([...new Set(broken)].slice(0, 20), "broken internal links").toEqual([]);
    expect(problems.slice(0, 20)).toEqual([]);
  });
});
