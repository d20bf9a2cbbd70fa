// Every public page runs as islands (decision 74), in Chromium against `api
// serve`: on one page of each route kind none of Next's runtime is fetched or
// run, and the islands (the header, the page-view beacon) hydrate from their
// own props with no error; a page fetches its own islands' code and no other
// island's; and the tag-manager build's 'Cookie settings', a plain button,
// still reopens the banner.
import { expect, hydrated, test } from "./fixtures.mjs";
import { routeKinds } from "./harness.mjs";

/** Page errors, console errors and every script the page fetched. */
function watch(page) {
  const seen = { errors: [], scripts: [] };
  page.on("pageerror", (e) => seen.errors.push(`page error: ${e.message}`));
  page.on("console", (m) => m.type() === "error" && seen.errors.push(m.text()));
  page.on("request", (r) => r.resourceType() === "script" && seen.scripts.push(new URL(r.url()).pathname));
  return seen;
}

// The not-found page is answered with status 404, which Chromium reports, and
// logs the path it was asked for (decision 9), as an error.
const expectedErrors = {
  "not-found": /^404 Error: User attempted to access non-existent route|status of 404 \(Not Found\)$/,
};

for (const [pageType, path] of Object.entries(routeKinds)) {
  test(`${path} runs as islands, with no framework runtime`, async ({ page }) => {
    const seen = watch(page);
    const view =
      pageType === "not-found"
        ? null
        : page.waitForRequest((r) => r.url().endsWith("/api/page-views") && r.method() === "POST");
    await page.goto(path);
    await expect(page.locator("body")).toHaveAttribute("data-islands", "");
    // The page-view island sent the view, with the page's type from its props.
    if (view) expect(JSON.parse((await view).postData())).toMatchObject({ path, pageType });
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
    expect(seen.errors.filter((e) => !expectedErrors[pageType]?.test(e))).toEqual([]);
  });
}

test("a page fetches its own islands' code and no other island's", async ({ page }) => {
  // Each island's chunk is named after its component's module (islands/loaders.ts).
  const islandCode = async (path) => {
    const seen = watch(page);
    await page.goto(path);
    await hydrated(page, "header button[aria-expanded]");
    return seen.scripts.map((s) =>
      s
        .split("/")
        .pop()
        .replace(/-[A-Z0-9]+\.js$/, ""),
    );
  };
  const privacy = await islandCode("/privacy");
  expect(privacy).toEqual(expect.arrayContaining(["header", "page-view"]));
  expect(privacy).not.toContain("quote-form");
  expect(privacy).not.toContain("blog-list");
  const contact = await islandCode("/contact");
  expect(contact).toEqual(expect.arrayContaining(["header", "page-view", "quote-form", "open-now"]));
  expect(contact).not.toContain("postcode-checker");
  const blog = await islandCode("/blog");
  expect(blog).toEqual(expect.arrayContaining(["blog-list", "blog-search", "newsletter-form"]));
  expect(blog).not.toContain("quote-form");
});

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
