// No public page loads the inbox's code (PRODUCT 29, issue 11). From the
// export: the scripts /admin loads that the home page does not are the
// inbox's own; no public HTML page may reference one, nor the uPlot chunk
// (which /admin itself only fetches when the Results chart opens), nor the
// inbox app's chunks (fetched by /admin with import()). Then in
// Chromium, a page of several route kinds is loaded and every script it
// fetched is checked the same way. The inbox's weight (gzip) is printed.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { gzipSync } from "node:zlib";
import { launch, siteDir, startServer } from "./harness.mjs";

const chunksDir = join(siteDir, "_next/static/chunks");
const scriptsOf = (html) => new Set([...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1]));
const read = (path) => readFileSync(join(siteDir, path), "utf8");

function htmlPages(dir, out = []) {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) {
      if (name !== "_next") htmlPages(p, out);
    } else if (name.endsWith(".html")) out.push(p);
  }
  return out;
}

const admin = scriptsOf(read("admin.html"));
const home = scriptsOf(read("index.html"));
const inboxOnly = [...admin].filter((s) => !home.has(s));
const chunkFiles = readdirSync(chunksDir).filter((f) => f.endsWith(".js"));
const chunksWith = (test) => chunkFiles.filter((f) => test(readFileSync(join(chunksDir, f), "utf8"))).map((f) => `/_next/static/chunks/${f}`);
// uPlot's own source names its root class and its CSS prefix; no other chunk carries both.
const uplotChunks = chunksWith((js) => js.includes("u-legend") && js.includes("u-over"));
// The inbox app itself, which /admin fetches with import(): its API client sends the CSRF header.
const appChunks = chunksWith((js) => js.includes("x-csrf-token") && js.includes("/api/admin"));
const gz = (src) => gzipSync(readFileSync(join(siteDir, src))).length;

describe("the inbox's code stays in the inbox (weight test)", () => {
  it("the export has inbox-only scripts and one uPlot chunk", () => {
    assert.ok(inboxOnly.length > 0, "admin.html loads no script of its own");
    assert.equal(uplotChunks.length, 1, `uPlot chunks: ${uplotChunks.join(", ")}`);
    assert.ok(!admin.has(uplotChunks[0]), "uPlot is loaded by import() when Results opens, not by the /admin page");
    assert.ok(appChunks.length > 0, "no chunk holds the inbox app");
    const own = [...new Set([...inboxOnly, ...appChunks])];
    const size = own.reduce((n, s) => n + gz(s), 0);
    const chart = gz(uplotChunks[0]);
    console.log(`# inbox JS (gzip): ${(size / 1024).toFixed(1)} KiB in ${own.length} chunks of its own at /admin, plus ${(chart / 1024).toFixed(1)} KiB uPlot when Results opens`);
  });

  it("no public HTML page references an inbox script or uPlot", () => {
    const forbidden = new Set([...inboxOnly, ...appChunks, ...uplotChunks]);
    const pages = htmlPages(siteDir).filter((p) => relative(siteDir, p) !== "admin.html");
    assert.ok(pages.length > 10);
    const offenders = [];
    for (const page of pages) {
      const html = readFileSync(page, "utf8");
      for (const src of forbidden) if (html.includes(src)) offenders.push(`${relative(siteDir, page)} → ${src}`);
    }
    assert.deepEqual(offenders, []);
  });

  describe("in Chromium", () => {
    let server, browser;
    before(async () => { server = await startServer(); browser = await launch(); });
    after(async () => { await browser.close(); await server.stop(); });

    for (const path of ["/", "/services/boiler-repair", "/areas/partick", "/services/boiler-repair/partick", "/contact", "/blog", "/404"]) {
      it(`${path} fetches no inbox code`, async () => {
        const ctx = await browser.newContext({ viewport: { width: 390, height: 844 } });
        const p = await ctx.newPage();
        const scripts = [];
        p.on("response", async (r) => {
          if (r.request().resourceType() === "script") scripts.push({ url: new URL(r.url()).pathname, body: r.body().catch(() => Buffer.alloc(0)) });
        });
        await p.goto(server.base + path, { waitUntil: "networkidle" });
        assert.ok(scripts.length > 0);
        for (const s of scripts) {
          assert.ok(!inboxOnly.includes(s.url) && !appChunks.includes(s.url) && !uplotChunks.includes(s.url), `${path} loaded ${s.url}`);
          const js = (await s.body).toString("utf8");
          assert.ok(!(js.includes("u-legend") && js.includes("u-over")), `${path} loaded uPlot in ${s.url}`);
          assert.ok(!js.includes("/api/admin") && !js.includes("x-csrf-token"), `${path} loaded inbox code in ${s.url}`);
        }
        await ctx.close();
      });
    }
  });
});
