// A strict Content-Security-Policy (issue 10): every page carries its own
// script hashes (site/scripts/csp.mjs) and `api serve` sends them as a header,
// with no 'unsafe-inline' for scripts. In Chromium, one page of every route
// kind renders and hydrates with no violation, an injected inline script is
// blocked and reported, and the tag-manager build (site/out-fixture) runs its
// hashed snippet. Google's host is never reached: the test refuses it.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, hydrated, test as base } from "./fixtures.mjs";
import { siteDir } from "./harness.mjs";

/** The first route of each page type whose page this export has (a sample export has some). */
function onePagePerKind(dir) {
  const routes = JSON.parse(readFileSync(join(dir, "routes.json"), "utf8"));
  const file = (path) => join(dir, path === "/" ? "index.html" : `${path}.html`);
  const kinds = new Map();
  for (const r of routes) if (!kinds.has(r.pageType) && existsSync(file(r.path))) kinds.set(r.pageType, r.path);
  return kinds;
}

const test = base.extend({
  /** Page errors and console errors, recorded from the page's first script on. */
  errors: async ({ page }, use) => {
    const errors = [];
    page.on("pageerror", (e) => errors.push(`page error: ${e.message}`));
    page.on("console", (m) => {
      if (m.type() === "error") errors.push(m.text());
    });
    await use(errors);
  },
  // Every page records CSP violations in window.__violations. Init scripts
  // come from the browser itself, outside the page's policy.
  page: async ({ page }, use) => {
    await page.addInitScript(() => {
      window.__violations = [];
      document.addEventListener("securitypolicyviolation", (e) =>
        window.__violations.push({ directive: e.effectiveDirective, blocked: e.blockedURI, sample: e.sample }),
      );
    });
    await use(page);
  },
});

const scriptSrc = (csp) =>
  csp
    .split(";")
    .map((d) => d.trim())
    .find((d) => d.startsWith("script-src "));
const violations = (page) => page.evaluate(() => window.__violations);

test.describe("a strict Content-Security-Policy (issue 10)", () => {
  const kinds = onePagePerKind(siteDir);
  test("covers every route kind the export has", () => {
    expect(kinds.size, `only ${[...kinds.keys()].join(", ")}`).toBeGreaterThanOrEqual(10);
  });

  test.describe("at 390 px", () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    for (const [kind, path] of kinds) {
      test(`${kind} (${path}) renders and hydrates with no violation`, async ({ page, errors }) => {
        const response = await page.goto(path);
        expect(response.status()).toBe(kind === "not-found" ? 404 : 200);
        const csp = response.headers()["content-security-policy"];
        const scripts = scriptSrc(csp);
        expect(scripts, csp).toBeTruthy();
        expect(scripts).not.toMatch(/'unsafe-inline'|'unsafe-eval'|\*/);
        // A page Next hydrates carries its payload as hashed inline scripts; a
        // page that runs as islands (decision 74) has none of Next's, only
        // module scripts from this origin, which 'self' allows.
        const islands = await page.evaluate(() => document.body.hasAttribute("data-islands"));
        if (!islands) expect(scripts, "the page's own hashes").toMatch(/'sha256-[A-Za-z0-9+/]+=*'/);
        expect(csp).toMatch(/frame-ancestors 'none'/);
        // Hydrated: the mobile menu, an island, opens.
        await hydrated(page, "button[aria-label='Open menu']");
        await page.locator("button[aria-label='Open menu']").click();
        await expect(page.locator("[role=dialog]")).toBeVisible();
        // The page's own hashed scripts ran: Next's payload was read; or, on
        // an islands page, no Next runtime is there at all.
        expect(await page.evaluate(() => Array.isArray(self.__next_f))).toBe(!islands);
        expect(await violations(page)).toEqual([]);
        // The not-found page's own 404 is reported (as a failed load, and by
        // Next itself); nothing else may be.
        const unexpected = errors.filter((e) => !(kind === "not-found" && /status of 404|non-existent route/.test(e)));
        expect(unexpected).toEqual([]);
      });
    }
  });

  test.describe("the API's own pages at 390 px", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    for (const path of ["/api/contact/problem?token=nope", "/api/newsletter/unsubscribe?token=nope"]) {
      test(`the API's own page ${path} shows under the strict policy`, async ({ page, errors }) => {
        const response = await page.goto(path);
        expect(response.status()).toBeLessThan(500);
        const csp = response.headers()["content-security-policy"];
        expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
        expect(csp).toMatch(/default-src 'self'/);
        await expect(page.locator("h1")).toHaveText(/\S/);
        expect(await violations(page)).toEqual([]);
        expect(errors.filter((e) => !/status of 4\d\d/.test(e))).toEqual([]);
      });
    }
  });

  test("blocks and reports an injected inline script", async ({ page, errors }) => {
    await page.goto("/contact");
    await hydrated(page, "header button");
    await page.evaluate(() => {
      const s = document.createElement("script");
      s.textContent = "window.__injected = true;";
      document.body.append(s);
    });
    await expect.poll(async () => (await violations(page)).length).toBeGreaterThan(0);
    expect(await page.evaluate(() => window.__injected), "the injected script did not run").toBeUndefined();
    const [v] = await violations(page);
    expect(v.directive).toMatch(/^script-src/);
    expect(v.blocked).toBe("inline");
    await expect
      .poll(() => errors.some((e) => /Content Security Policy/.test(e)), {
        message: "the violation is reported on the console",
      })
      .toBe(true);
    // The page still works: the quote form validates.
    await page.locator("form button[type=submit]").first().click();
    await expect(page.locator("[role=alert], [aria-invalid=true]").first()).toBeAttached();
  });
});

test.describe("the owner's inbox", () => {
  test("has its own policy, with no third party even where the public pages allow the tag manager, and is never cached", async ({
    page,
    errors,
    fixtureServer,
  }) => {
    const response = await page.goto(fixtureServer.base + "/admin");
    const policy = response.headers()["content-security-policy"];
    expect(policy).not.toMatch(/googletagmanager|google-analytics|openstreetmap/);
    expect(scriptSrc(policy)).toMatch(/^script-src 'self' 'sha256-/);
    expect(policy).toContain("connect-src 'self'");
    expect(response.headers()["cache-control"]).toBe("no-store");
    await expect(page.getByRole("heading", { name: /sign in/i })).toBeVisible();
    expect(await violations(page)).toEqual([]);
    // Signed out, the inbox's session check is answered 401, which the browser logs.
    expect(errors.filter((e) => !/status of 401/.test(e))).toEqual([]);
  });
});

test.describe("the tag-manager build under the strict policy", () => {
  test("runs the hashed snippet with no violation; only the external container fails to load", async ({
    page,
    context,
    errors,
    fixtureServer,
  }) => {
    const refused = [];
    // No internet here, and no test reaches past this machine.
    await context.route("https://www.googletagmanager.com/**", (route) => {
      refused.push(route.request().url());
      route.abort("blockedbyclient");
    });
    const response = await page.goto(fixtureServer.base + "/");
    expect(scriptSrc(response.headers()["content-security-policy"])).toMatch(
      /^script-src 'self' https:\/\/www\.googletagmanager\.com 'sha256-/,
    );
    await hydrated(page, "header button");
    await expect(page.getByRole("region", { name: "Cookies on this site" })).toBeVisible();
    const layer = await page.evaluate(() =>
      window.dataLayer.map((e) => (e && typeof e === "object" && "length" in e ? Array.from(e) : e)),
    );
    expect(layer[0].slice(0, 2), "the inline snippet ran").toEqual(["consent", "default"]);
    expect(refused.length, refused.join("\n")).toBe(1);
    expect(await violations(page)).toEqual([]);
    expect(errors.filter((e) => !/ERR_BLOCKED_BY_CLIENT/.test(e))).toEqual([]);
  });
});
