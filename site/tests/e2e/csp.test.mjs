// A strict Content-Security-Policy (issue 10): every page carries its own
// script hashes (site/scripts/csp.mjs) and `api serve` sends them as a header,
// with no 'unsafe-inline' for scripts. In Chromium, one page of every route
// kind renders and hydrates with no violation, an injected inline script is
// blocked and reported, and the tag-manager build (site/out-gtm) runs its
// hashed snippet. Google's host is never reached: the test refuses it.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { hydrated, launch, siteDir, startServer } from "./harness.mjs";

/** The first route of each page type whose page this export has (a sample export has some). */
function onePagePerKind(dir) {
  const routes = JSON.parse(readFileSync(join(dir, "routes.json"), "utf8"));
  const file = (path) => join(dir, path === "/" ? "index.html" : `${path}.html`);
  const kinds = new Map();
  for (const r of routes) if (!kinds.has(r.pageType) && existsSync(file(r.path))) kinds.set(r.pageType, r.path);
  return kinds;
}

/** A page that records CSP violations, page errors and console errors from its first script on. */
async function watchedPage(ctx) {
  const p = await ctx.newPage();
  // Init scripts come from the browser itself, outside the page's policy.
  await p.addInitScript(() => {
    window.__violations = [];
    document.addEventListener("securitypolicyviolation", (e) =>
      window.__violations.push({ directive: e.effectiveDirective, blocked: e.blockedURI, sample: e.sample }));
  });
  const errors = [];
  p.on("pageerror", (e) => errors.push(`page error: ${e.message}`));
  p.on("console", (m) => { if (m.type() === "error") errors.push(m.text()); });
  return { p, errors };
}

const scriptSrc = (csp) => csp.split(";").map((d) => d.trim()).find((d) => d.startsWith("script-src "));

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser.close(); });

describe("a strict Content-Security-Policy (issue 10)", () => {
  let server;
  before(async () => { server = await startServer(); });
  after(async () => { await server.stop(); });

  const kinds = onePagePerKind(siteDir);
  it("covers every route kind the export has", () => {
    assert.ok(kinds.size >= 10, `only ${[...kinds.keys()].join(", ")}`);
  });

  for (const [kind, path] of kinds) {
    it(`${kind} (${path}) renders and hydrates with no violation`, async () => {
      const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
      const { p, errors } = await watchedPage(ctx);
      const response = await p.goto(server.base + path);
      assert.equal(response.status(), kind === "not-found" ? 404 : 200);
      const csp = response.headers()["content-security-policy"];
      const scripts = scriptSrc(csp);
      assert.ok(scripts, csp);
      assert.doesNotMatch(scripts, /'unsafe-inline'|'unsafe-eval'|\*/);
      assert.match(scripts, /'sha256-[A-Za-z0-9+/]+=*'/, "the page's own hashes");
      assert.match(csp, /frame-ancestors 'none'/);
      // Hydrated: the mobile menu, an island, opens.
      await hydrated(p, "button[aria-label='Open menu']");
      await p.locator("button[aria-label='Open menu']").click();
      await p.locator("[role=dialog]").waitFor();
      // The page's own hashed scripts ran: Next's payload was read.
      assert.equal(await p.evaluate(() => Array.isArray(self.__next_f)), true);
      assert.deepEqual(await p.evaluate(() => window.__violations), []);
      // The not-found page's own 404 is reported (as a failed load, and by
      // Next itself); nothing else may be.
      const unexpected = errors.filter((e) => !(kind === "not-found" && /status of 404|non-existent route/.test(e)));
      assert.deepEqual(unexpected, []);
      await ctx.close();
    });
  }

  it("blocks and reports an injected inline script", async () => {
    const ctx = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const { p, errors } = await watchedPage(ctx);
    await p.goto(server.base + "/contact");
    await hydrated(p, "header button");
    await p.evaluate(() => {
      const s = document.createElement("script");
      s.textContent = "window.__injected = true;";
      document.body.append(s);
    });
    await p.waitForFunction(() => window.__violations.length > 0);
    assert.equal(await p.evaluate(() => window.__injected), undefined, "the injected script did not run");
    const [v] = await p.evaluate(() => window.__violations);
    assert.match(v.directive, /^script-src/);
    assert.equal(v.blocked, "inline");
    assert.ok(errors.some((e) => /Content Security Policy/.test(e)), errors.join("\n"));
    // The page still works: the quote form validates.
    await p.locator("form button[type=submit]").first().click();
    await p.locator("[role=alert], [aria-invalid=true]").first().waitFor();
    await ctx.close();
  });

  for (const path of ["/api/contact/problem?token=nope", "/api/newsletter/unsubscribe?token=nope"]) {
    it(`the API's own page ${path} shows under the strict policy`, async () => {
      const ctx = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const { p, errors } = await watchedPage(ctx);
      const response = await p.goto(server.base + path);
      assert.ok(response.status() < 500);
      const csp = response.headers()["content-security-policy"];
      assert.doesNotMatch(csp, /script-src[^;]*'unsafe-inline'/);
      assert.match(csp, /default-src 'self'/);
      assert.ok((await p.locator("h1").textContent()).trim().length > 0);
      assert.deepEqual(await p.evaluate(() => window.__violations), []);
      assert.deepEqual(errors.filter((e) => !/status of 4\d\d/.test(e)), []);
      await ctx.close();
    });
  }
});

describe("the tag-manager build under the strict policy", () => {
  let server;
  const gtmDir = join(import.meta.dirname, "../../out-gtm");
  before(async () => { server = await startServer({ SITE_DIR: gtmDir }); });
  after(async () => { await server.stop(); });

  it("runs the hashed snippet with no violation; only the external container fails to load", async () => {
    const ctx = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const refused = [];
    // No internet here, and no test reaches past this machine.
    await ctx.route("https://www.googletagmanager.com/**", (route) => { refused.push(route.request().url()); route.abort("blockedbyclient"); });
    const { p, errors } = await watchedPage(ctx);
    const response = await p.goto(server.base + "/");
    assert.match(scriptSrc(response.headers()["content-security-policy"]), /^script-src 'self' https:\/\/www\.googletagmanager\.com 'sha256-/);
    await hydrated(p, "header button");
    await p.getByRole("region", { name: "Cookies on this site" }).waitFor();
    const layer = await p.evaluate(() => window.dataLayer.map((e) => (e && typeof e === "object" && "length" in e ? Array.from(e) : e)));
    assert.deepEqual(layer[0].slice(0, 2), ["consent", "default"], "the inline snippet ran");
    assert.equal(refused.length, 1, refused.join("\n"));
    assert.deepEqual(await p.evaluate(() => window.__violations), []);
    assert.deepEqual(errors.filter((e) => !/ERR_BLOCKED_BY_CLIENT/.test(e)), []);
    await ctx.close();
  });
});
