// No public page loads the inbox's code (decision 29, issue 11). From the
// export: the scripts /admin loads that the home page does not are the
// inbox's own; no public HTML page may reference one, nor the uPlot chunk
// (which /admin itself only fetches when the Results chart opens), nor the
// inbox app's chunks (fetched by /admin with import()). Then in
// Chromium, a page of several route kinds is loaded and every script it
// fetched is checked the same way. The inbox's weight (gzip) is printed.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { gzipSync } from "node:zlib";
import { expect, test } from "./fixtures.mjs";
import { siteDir } from "./harness.mjs";

const scriptsOf = (html) => new Set([...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1]));
const read = (path) => readFileSync(join(siteDir, path), "utf8");
const gz = (src) => gzipSync(readFileSync(join(siteDir, src))).length;

function htmlPages(dir, out = []) {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) {
      if (name !== "_next") htmlPages(p, out);
    } else if (name.endsWith(".html")) out.push(p);
  }
  return out;
}

let cached;
/** What the export says is the inbox's code, read once per worker when a test first needs it. */
function inboxCode() {
  if (cached) return cached;
  const chunksDir = join(siteDir, "_next/static/chunks");
  const admin = scriptsOf(read("admin.html"));
  const home = scriptsOf(read("index.html"));
  const chunkFiles = readdirSync(chunksDir).filter((f) => f.endsWith(".js"));
  const chunksWith = (has) =>
    chunkFiles.filter((f) => has(readFileSync(join(chunksDir, f), "utf8"))).map((f) => `/_next/static/chunks/${f}`);
  cached = {
    admin,
    inboxOnly: [...admin].filter((s) => !home.has(s)),
    // uPlot's own source names its root class and its CSS prefix; no other chunk carries both.
    uplotChunks: chunksWith((js) => js.includes("u-legend") && js.includes("u-over")),
    // The inbox app itself, which /admin fetches with import(): its API client sends the CSRF header.
    appChunks: chunksWith((js) => js.includes("x-csrf-token") && js.includes("/api/admin")),
  };
  return cached;
}

test.describe("the inbox's code stays in the inbox (weight test)", () => {
  test("the export has inbox-only scripts and one uPlot chunk", () => {
    const { admin, inboxOnly, uplotChunks, appChunks } = inboxCode();
    expect(inboxOnly.length, "admin.html loads no script of its own").toBeGreaterThan(0);
    expect(uplotChunks.length, `uPlot chunks: ${uplotChunks.join(", ")}`).toBe(1);
    expect(admin.has(uplotChunks[0]), "uPlot is loaded by import() when Results opens, not by the /admin page").toBe(
      false,
    );
    expect(appChunks.length, "no chunk holds the inbox app").toBeGreaterThan(0);
    const own = [...new Set([...inboxOnly, ...appChunks])];
    const size = own.reduce((n, s) => n + gz(s), 0);
    const chart = gz(uplotChunks[0]);
    console.log(
      `# inbox JS (gzip): ${(size / 1024).toFixed(1)} KiB in ${own.length} chunks of its own at /admin, plus ${(chart / 1024).toFixed(1)} KiB uPlot when Results opens`,
    );
  });

  test("no public HTML page references an inbox script or uPlot", () => {
    const { inboxOnly, uplotChunks, appChunks } = inboxCode();
    const forbidden = new Set([...inboxOnly, ...appChunks, ...uplotChunks]);
    const pages = htmlPages(siteDir).filter((p) => relative(siteDir, p) !== "admin.html");
    expect(pages.length).toBeGreaterThan(10);
    const offenders = [];
    for (const page of pages) {
      const html = readFileSync(page, "utf8");
      for (const src of forbidden) if (html.includes(src)) offenders.push(`${relative(siteDir, page)} → ${src}`);
    }
    expect(offenders).toEqual([]);
  });

  test.describe("in Chromium", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    for (const path of [
      "/",
      "/services/boiler-repair",
      "/areas/partick",
      "/services/boiler-repair/partick",
      "/contact",
      "/blog",
      "/404",
    ]) {
      test(`${path} fetches no inbox code`, async ({ page }) => {
        const { inboxOnly, uplotChunks, appChunks } = inboxCode();
        const scripts = [];
        page.on("response", (r) => {
          if (r.request().resourceType() === "script")
            scripts.push({ url: new URL(r.url()).pathname, body: r.body().catch(() => Buffer.alloc(0)) });
        });
        await page.goto(path, { waitUntil: "networkidle" });
        expect(scripts.length).toBeGreaterThan(0);
        for (const s of scripts) {
          expect(
            inboxOnly.includes(s.url) || appChunks.includes(s.url) || uplotChunks.includes(s.url),
            `${path} loaded ${s.url}`,
          ).toBe(false);
          const js = (await s.body).toString("utf8");
          expect(js.includes("u-legend") && js.includes("u-over"), `${path} loaded uPlot in ${s.url}`).toBe(false);
          expect(
            js.includes("/api/admin") || js.includes("x-csrf-token"),
            `${path} loaded inbox code in ${s.url}`,
          ).toBe(false);
        }
      });
    }
  });
});
