// PRODUCT 18 in the browser, on the sample export built with GTM_ID=GTM-E2ETEST
// (site/out-gtm, `just site-build-gtm-sample`): consent defaults denied before
// the container loads, the banner's choices, the footer's way back to it, the
// noscript frame, and the CSP that lets the container load. Google's host is
// never reached: the test answers for it.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { hydrated, launch, startServer } from "./harness.mjs";

const ID = "GTM-E2ETEST";
let server, browser;
before(async () => {
  server = await startServer({ SITE_DIR: join(import.meta.dirname, "../../out-gtm") });
  browser = await launch();
});
after(async () => { await browser.close(); await server.stop(); });

/** A context whose requests to Google's host are answered locally. */
async function context(opts = {}) {
  const ctx = await browser.newContext({ viewport: { width: 1366, height: 900 }, ...opts });
  const requested = [];
  await ctx.route("https://www.googletagmanager.com/**", (route) => {
    requested.push(route.request().url());
    route.fulfill({ contentType: "text/javascript", body: "window.__containerLoads = (window.__containerLoads || 0) + 1;" });
  });
  return { ctx, requested };
}

/** dataLayer entries as plain arrays/objects (gtag pushes arguments objects). */
const dataLayer = (p) => p.evaluate(() => window.dataLayer.map((e) => (e && typeof e === "object" && "length" in e ? Array.from(e) : e)));
const consentCalls = (layer) => layer.filter((e) => Array.isArray(e) && e[0] === "consent");

describe("tag manager and consent banner (PRODUCT 18)", () => {
  it("loads the container with every signal denied, and asks", async () => {
    const { ctx, requested } = await context();
    const p = await ctx.newPage();
    const response = await p.goto(server.base + "/");
    const csp = response.headers()["content-security-policy"];
    assert.match(csp, /script-src [^;]*https:\/\/www\.googletagmanager\.com/);
    await p.waitForFunction(() => window.__containerLoads === 1);
    assert.deepEqual(requested, [`https://www.googletagmanager.com/gtm.js?id=${ID}`]);
    const layer = await dataLayer(p);
    assert.deepEqual(layer[0].slice(0, 2), ["consent", "default"]);
    assert.equal(layer[0][2].analytics_storage, "denied");
    assert.equal(layer[0][2].ad_storage, "denied");
    assert.equal(consentCalls(layer).length, 1, "nothing granted before the visitor chooses");
    const banner = p.getByRole("region", { name: "Cookies on this site" });
    await banner.waitFor();
    const axe = await new AxeBuilder({ page: p }).include("section[aria-labelledby]").withTags(["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"]).analyze();
    assert.deepEqual(axe.violations.map((v) => v.id), []);
    await ctx.close();
  });

  it("accept grants, is remembered, and the footer reopens the choice; reject denies and clears Google's cookies", async () => {
    const { ctx } = await context();
    const p = await ctx.newPage();
    await p.goto(server.base + "/services");
    await hydrated(p, "section[aria-labelledby] button");
    await p.getByRole("button", { name: "Accept optional cookies" }).click();
    await p.getByRole("region", { name: "Cookies on this site" }).waitFor({ state: "detached" });
    assert.equal(await p.evaluate(() => localStorage.getItem("consent")), "granted");
    let calls = consentCalls(await dataLayer(p));
    assert.deepEqual(calls.at(-1).slice(0, 2), ["consent", "update"]);
    assert.equal(calls.at(-1)[2].analytics_storage, "granted");

    // A returning visitor: granted before the container starts, no banner.
    await p.goto(server.base + "/about");
    await hydrated(p, "header button");
    calls = consentCalls(await dataLayer(p));
    assert.deepEqual(calls.map((c) => [c[1], c[2].analytics_storage]), [["default", "denied"], ["update", "granted"]]);
    assert.equal(await p.getByRole("region", { name: "Cookies on this site" }).count(), 0);

    // Changing one's mind from the footer.
    await p.evaluate(() => { document.cookie = "_ga=GA1.1.123.456; path=/"; document.cookie = "keep=1; path=/"; });
    await p.getByRole("button", { name: "Cookie settings" }).click();
    const banner = p.getByRole("region", { name: "Cookies on this site" });
    await banner.waitFor();
    assert.equal(await p.evaluate(() => document.activeElement?.textContent), "Cookies on this site", "focus moves to the banner");
    await p.getByRole("button", { name: "Reject optional cookies" }).click();
    await banner.waitFor({ state: "detached" });
    assert.equal(await p.evaluate(() => localStorage.getItem("consent")), "denied");
    calls = consentCalls(await dataLayer(p));
    assert.equal(calls.at(-1)[2].analytics_storage, "denied");
    const cookies = await p.evaluate(() => document.cookie);
    assert.doesNotMatch(cookies, /_ga=/);
    assert.match(cookies, /keep=1/);
    await ctx.close();
  });

  it("has the noscript frame, and without JavaScript loads nothing but that frame", async () => {
    const { ctx, requested } = await context({ javaScriptEnabled: false });
    const p = await ctx.newPage();
    await p.goto(server.base + "/contact");
    const html = await p.content();
    assert.match(html, new RegExp(`<noscript><iframe src="https://www\\.googletagmanager\\.com/ns\\.html\\?id=${ID}"`));
    await p.waitForLoadState("load");
    assert.deepEqual(requested, [`https://www.googletagmanager.com/ns.html?id=${ID}`]);
    await ctx.close();
  });
});
