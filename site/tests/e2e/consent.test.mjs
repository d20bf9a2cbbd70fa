// Decision 18 in the browser, on the sample export built with GTM_ID=GTM-E2ETEST
// (site/out-fixture, `just site-build-fixture`): consent defaults denied before
// the container loads, the banner's choices, the footer's way back to it, the
// noscript frame, and the CSP that lets the container load. Google's host is
// never reached: the test answers for it.
import { axe } from "./axe.mjs";
import { expect, hydrated, test as base } from "./fixtures.mjs";

const ID = "GTM-E2ETEST";

const test = base.extend({
  // These pages come from the tag-manager export.
  baseURL: async ({ fixtureServer }, use) => use(fixtureServer.base),
  /** Every URL asked of Google's host; each is answered here, never fetched. */
  googleRequests: [
    async ({ context }, use) => {
      const requested = [];
      await context.route("https://www.googletagmanager.com/**", (route) => {
        requested.push(route.request().url());
        route.fulfill({
          contentType: "text/javascript",
          body: "window.__containerLoads = (window.__containerLoads || 0) + 1;",
        });
      });
      await use(requested);
    },
    // Set up for every test, whether or not it reads the list: nothing here may reach Google.
    { auto: true },
  ],
});

/** dataLayer entries as plain arrays/objects (gtag pushes arguments objects). */
const dataLayer = (p) =>
  p.evaluate(() => window.dataLayer.map((e) => (e && typeof e === "object" && "length" in e ? Array.from(e) : e)));
const consentCalls = (layer) => layer.filter((e) => Array.isArray(e) && e[0] === "consent");

test.describe("tag manager and consent banner (decision 18)", () => {
  test("loads the container with every signal denied, and asks", async ({ page, googleRequests }) => {
    const response = await page.goto("/");
    const csp = response.headers()["content-security-policy"];
    expect(csp).toMatch(/script-src [^;]*https:\/\/www\.googletagmanager\.com/);
    await expect.poll(() => page.evaluate(() => window.__containerLoads)).toBe(1);
    expect(googleRequests).toEqual([`https://www.googletagmanager.com/gtm.js?id=${ID}`]);
    const layer = await dataLayer(page);
    expect(layer[0].slice(0, 2)).toEqual(["consent", "default"]);
    expect(layer[0][2].analytics_storage).toBe("denied");
    expect(layer[0][2].ad_storage).toBe("denied");
    expect(consentCalls(layer).length, "nothing granted before the visitor chooses").toBe(1);
    const banner = page.getByRole("region", { name: "Cookies on this site" });
    await expect(banner).toBeVisible();
    await axe(page, "the cookie banner", { include: "section[aria-labelledby]" });
  });

  test("accept grants, is remembered, and the footer reopens the choice; reject denies and clears Google's cookies", async ({
    page,
  }) => {
    await page.goto("/services");
    await hydrated(page, "section[aria-labelledby] button");
    const banner = page.getByRole("region", { name: "Cookies on this site" });
    await page.getByRole("button", { name: "Accept optional cookies" }).click();
    await expect(banner).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem("consent"))).toBe("granted");
    let calls = consentCalls(await dataLayer(page));
    expect(calls.at(-1).slice(0, 2)).toEqual(["consent", "update"]);
    expect(calls.at(-1)[2].analytics_storage).toBe("granted");

    // A returning visitor: granted before the container starts, no banner.
    await page.goto("/about");
    await hydrated(page, "header button");
    calls = consentCalls(await dataLayer(page));
    expect(calls.map((c) => [c[1], c[2].analytics_storage])).toEqual([
      ["default", "denied"],
      ["update", "granted"],
    ]);
    await expect(banner).toHaveCount(0);

    // Changing one's mind from the footer.
    await page.evaluate(() => {
      document.cookie = "_ga=GA1.1.123.456; path=/";
      document.cookie = "keep=1; path=/";
    });
    await page.getByRole("button", { name: "Cookie settings" }).click();
    await expect(banner).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent), { message: "focus moves to the banner" })
      .toBe("Cookies on this site");
    await page.getByRole("button", { name: "Reject optional cookies" }).click();
    await expect(banner).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem("consent"))).toBe("denied");
    calls = consentCalls(await dataLayer(page));
    expect(calls.at(-1)[2].analytics_storage).toBe("denied");
    const cookies = await page.evaluate(() => document.cookie);
    expect(cookies).not.toMatch(/_ga=/);
    expect(cookies).toMatch(/keep=1/);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("has the noscript frame, and without JavaScript loads nothing but that frame", async ({
      page,
      googleRequests,
    }) => {
      await page.goto("/contact", { waitUntil: "load" });
      const html = await page.content();
      expect(html).toMatch(
        new RegExp(`<noscript><iframe src="https://www\\.googletagmanager\\.com/ns\\.html\\?id=${ID}"`),
      );
      expect(googleRequests).toEqual([`https://www.googletagmanager.com/ns.html?id=${ID}`]);
    });
  });
});
