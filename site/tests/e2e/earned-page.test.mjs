// The page a real job earns (issue 34.6), on the fixture export with
// codegen's example real job (a boiler repair in Paisley): the job sits near
// the top, not 4,700 px down a phone's screen; the page's description names
// it; its photographs open full size; and the pages that only mention it
// carry none of its story, in their HTML or their page data.
// With SHOTS_DIR set, each width saves a screenshot of the earned page there.
import { mkdirSync } from "node:fs";
import { expect, test } from "./fixtures.mjs";

const earned = "/services/boiler-repair/paisley";
const job = "boiler-repair-paisley-example";
const SHOTS = process.env.SHOTS_DIR;

/** Where an element's top is on the page, in CSS pixels from the page's top. */
const pageTop = (locator) => locator.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);

test.describe("the page a real job earns @each-width", () => {
  test.use({ baseURL: async ({ fixtureServer }, use) => use(fixtureServer.base) });

  test("shows its job within the first screen and a half, before the shared sections", async ({ page }, info) => {
    await page.goto(earned);
    const card = page.locator(`[data-job='${job}']`);
    await expect(card).toHaveAttribute("data-job-layout", "wide");
    await expect(card.getByText(/cracked ignition lead/)).toBeVisible();
    const top = await pageTop(card);
    const screen = page.viewportSize().height;
    expect(top, `the job's card starts at ${top} px; a screen is ${screen} px`).toBeLessThan(1.5 * screen);
    expect(top).toBeLessThan(await pageTop(page.locator("#sl-services")));
    expect(top).toBeLessThan(await pageTop(page.locator("#sl-why")));
    if (SHOTS) {
      mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: `${SHOTS}/earned-page-${info.project.name}.png`, fullPage: false });
      await card.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/earned-page-job-${info.project.name}.png` });
    }
  });

  test("names its job in the description a search result shows", async ({ page }) => {
    await page.goto(earned);
    const description = await page.locator('meta[name="description"]').getAttribute("content");
    expect(`${await page.title()} ${description}`).toContain(
      "Our latest job here: boiler repair in Paisley, October 2026.",
    );
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute("content", description);
    // A neighbour without a job of its own names none.
    await page.goto("/services/boiler-repair/renfrew");
    expect(await page.locator('meta[name="description"]').getAttribute("content")).not.toContain("latest job");
  });

  test("the pages that mention it carry a brief card and none of its story", async ({ page, request }) => {
    for (const from of ["/areas/paisley", "/services/boiler-repair", "/our-work", "/services/boiler-repair/renfrew"]) {
      const html = await (await request.get(from)).text();
      // Not in the markup and not in the page's data (the RSC payload inlined in the HTML).
      expect(html, from).not.toContain("cracked ignition lead");
      expect(html, from).toContain(`data-job="${job}"`);
      await page.goto(from);
      const card = page.locator(`[data-job='${job}']`);
      await expect(card).toHaveAttribute("data-job-layout", "brief");
      await expect(card.getByText("Completed October 2026")).toBeVisible();
      await expect(card.getByText(/stopped firing after a power cut/)).toBeVisible();
    }
  });
});

// The example real job has no photograph (codegen's fixture); a sample job's
// own page tells its job with the same card in the same place.
test.describe("a job's photographs @each-width", () => {
  test("open full size from the page that tells the job, without JavaScript", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto("/services/boiler-repair/partick");
    const card = page.locator("[data-job='sample-boiler-repair-partick']");
    expect(await pageTop(card)).toBeLessThan(await pageTop(page.locator("#sl-services")));
    const link = card.locator("a[data-full-size]");
    await expect(link).toHaveCount(1);
    await expect(link).toHaveAccessibleName(/combi boiler.*\(opens the photograph full size\)$/);
    const largest = await card.locator("img").evaluate(
      (img) =>
        img.srcset
          .split(",")
          .map((s) => s.trim().split(" "))
          .sort((a, b) => parseInt(b[1]) - parseInt(a[1]))[0][0],
    );
    await expect(link).toHaveAttribute("href", largest);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${largest.replace(/[.]/g, "\\.")}$`));
    const response = await page.request.get(largest);
    expect(response.headers()["content-type"]).toBe("image/jpeg");
    await context.close();
  });
});
