// Pages that run as islands (decision 74), in Chromium against `api serve`:
// none of Next's runtime is fetched or run; the islands (the header, the
// page-view beacon) hydrate from their own props with no error; and the
// tag-manager build's 'Cookie settings', a plain button, still reopens the
// banner.
import { expect, hydrated, test } from "./fixtures.mjs";

/** Page errors, console errors and every script the page fetched. */
function watch(page) {
  const seen = { errors: [], scripts: [] };
  page.on("pageerror", (e) => seen.errors.push(`page error: ${e.message}`));
  page.on("console", (m) => m.type() === "error" && seen.errors.push(m.text()));
  page.on("request", (r) => r.resourceType() === "script" && seen.scripts.push(new URL(r.url()).pathname));
  return seen;
}

const islandsPages = {
  privacy: "/privacy",
  about: "/about",
  "our-work": "/our-work",
  "blog-post": "/blog/winter-plumbing-protection-glasgow",
  contact: "/contact",
  area: "/areas/partick",
  category: "/electrical",
};

for (const [pageType, path] of Object.entries(islandsPages)) {
  test(`${path} runs as islands, with no framework runtime`, async ({ page }) => {
    const seen = watch(page);
    const view = page.waitForRequest((r) => r.url().endsWith("/api/page-views") && r.method() === "POST");
    await page.goto(path);
    await expect(page.locator("body")).toHaveAttribute("data-islands", "");
    // The page-view island sent the view, with the page's type from its props.
    const sent = JSON.parse((await view).postData());
    expect(sent).toMatchObject({ path, pageType });
    // The header, an island, works: its Services menu opens from the keyboard.
    await page.setViewportSize({ width: 1366, height: 900 });
    const services = page.getByRole("button", { name: "Services", exact: true });
    await hydrated(page, "header button[aria-expanded]");
    await services.focus();
    await page.keyboard.press("Enter");
    await expect(services).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Escape");
    await expect(services).toHaveAttribute("aria-expanded", "false");
    expect(seen.scripts.length, "the islands' scripts").toBeGreaterThan(0);
    expect(
      seen.scripts.filter((s) => !s.startsWith("/_next/static/islands/")),
      "no script but the islands'",
    ).toEqual([]);
    expect(await page.evaluate(() => "__next_f" in self)).toBe(false);
    expect(seen.errors).toEqual([]);
  });
}

test("in the tag-manager build, 'Cookie settings' on an islands page reopens the consent banner", async ({
  page,
  fixtureServer,
}) => {
  await page.route(/googletagmanager\.com/, (route) => route.abort());
  const seen = watch(page);
  await page.goto(`${fixtureServer.base}/privacy`);
  await expect(page.locator("body")).toHaveAttribute("data-islands", "");
  const banner = page.getByRole("region", { name: "Cookies on this site" });
  await expect(banner).toBeVisible();
  await banner.getByRole("button", { name: "Reject optional cookies" }).click();
  await expect(banner).toHaveCount(0);
  await page.getByRole("button", { name: "Cookie settings" }).click();
  await expect(banner).toBeVisible();
  expect(seen.errors.filter((e) => !/googletagmanager|ERR_FAILED/.test(e))).toEqual([]);
});
