// Every public page runs as islands (decision 74), in Chromium against `api
// serve`: on one page of each route kind none of Next's runtime is fetched or
// run, the page-view beacon (a page script) is sent and the header hydrates
// from its own props with no error; a page fetches its own islands' code and
// no other island's; the islands wait for the visitor's first gesture
// (decision 75), and what the visitor did in that moment (a tap on the menu
// button or a 'Get Quote' link, words typed into the form) is not lost; the
// menu has a stand-in without JavaScript; and the tag-manager build's
// 'Cookie settings', a plain button, still reopens the banner.
import { expect, hydrated, test } from "./fixtures.mjs";
import { routeKinds } from "./harness.mjs";

/** Page errors, console errors and every script the page fetched, prefetched islands' code included. */
function watch(page) {
  const seen = { errors: [], scripts: [] };
  page.on("pageerror", (e) => seen.errors.push(`page error: ${e.message}`));
  page.on("console", (m) => m.type() === "error" && seen.errors.push(m.text()));
  page.on("request", (r) => {
    const path = new URL(r.url()).pathname;
    if (r.resourceType() === "script" || path.startsWith("/_next/static/islands/")) seen.scripts.push(path);
  });
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
    // The page-view script sent the view, with the page's type from its props.
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
  expect(privacy).toEqual(expect.arrayContaining(["boot", "hydrate", "header"]));
  expect(privacy).not.toContain("quote-form");
  expect(privacy).not.toContain("blog-list");
  const contact = await islandCode("/contact");
  expect(contact).toEqual(expect.arrayContaining(["header", "quote-form", "open-now"]));
  expect(contact).not.toContain("postcode-checker");
  const blog = await islandCode("/blog");
  expect(blog).toEqual(expect.arrayContaining(["blog-list", "blog-search", "newsletter-form"]));
  expect(blog).not.toContain("quote-form");
});

/**
 * Holds back the code of the island whose chunk is named `chunk` (header,
 * quote-form) until `release()` is called: what a visitor does in the moment
 * before an island has started, on a slow connection.
 */
async function holdIsland(page, chunk) {
  let release;
  const released = new Promise((resolve) => (release = resolve));
  await page.route(new RegExp(`/_next/static/islands/${chunk}-[A-Z0-9]+\\.js$`), async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const isHydrated = (page, selector) =>
  page.evaluate((sel) => Object.keys(document.querySelector(sel)).some((k) => k.startsWith("__reactProps$")), selector);

test("until the visitor's first gesture no island runs, yet the view is counted", async ({ page }) => {
  const seen = watch(page);
  const view = page.waitForRequest((r) => r.url().endsWith("/api/page-views") && r.method() === "POST");
  await page.goto("/privacy");
  expect(JSON.parse((await view).postData())).toMatchObject({ path: "/privacy", pageType: "privacy" });
  await page.waitForLoadState("networkidle");
  // The islands' code is fetched after the load event (prefetched), but not run.
  expect(
    seen.scripts.map((s) =>
      s
        .split("/")
        .pop()
        .replace(/-[A-Z0-9]+\.js$/, ""),
    ),
  ).toEqual(expect.arrayContaining(["boot", "hydrate", "header"]));
  await expect(page.locator("[data-island-hydrating]")).toHaveCount(0);
  expect(await isHydrated(page, "header button[aria-expanded]")).toBe(false);
  // The first gesture, here a key, starts them.
  await page.keyboard.press("Shift");
  await expect(page.locator("[data-island=Header][data-island-hydrating]")).toHaveCount(1);
  await expect.poll(() => isHydrated(page, "header button[aria-expanded]")).toBe(true);
  expect(seen.errors).toEqual([]);
});

test.describe("the first gesture", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("a tap on the menu button, before the header has started, opens the menu", async ({ page }) => {
    const release = await holdIsland(page, "header");
    await page.goto("/");
    await page.waitForLoadState("load");
    const button = page.getByRole("button", { name: "Open menu" });
    await button.tap();
    await expect(page.getByRole("dialog", { name: "Menu" })).toHaveCount(0);
    release();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    // Opened once, not opened and closed again by React's own replay.
    await page.waitForTimeout(300);
    await expect(menu).toBeVisible();
  });

  test("a 'Get Quote' link tapped before the form has started still chooses its service", async ({ page }) => {
    const release = await holdIsland(page, "quote-form");
    await page.goto("/gas");
    await page.waitForLoadState("load");
    const link = page.getByRole("link", { name: /^Get Quote for / }).nth(1);
    const item = (await link.getAttribute("aria-label")).replace("Get Quote for ", "");
    await link.tap();
    await expect(page).toHaveURL(/#quote$/);
    release();
    const form = page.locator("#quote form");
    await expect(form.locator("textarea[name=message]")).toHaveValue(`Quote for: ${item}`);
    await expect(form.locator("select[name=service]")).toHaveValue("Boiler Services");
  });

  test("what the visitor types before the form has started is kept", async ({ page }) => {
    const release = await holdIsland(page, "quote-form");
    await page.goto("/contact");
    await page.waitForLoadState("load");
    const form = page.locator("form[action='/api/contact']");
    await form.locator("input[name=name]").fill("Morag Campbell");
    await form.getByRole("radio", { name: "Yes" }).check();
    expect(await isHydrated(page, "form[action='/api/contact'] input[name=name]")).toBe(false);
    release();
    await expect.poll(() => isHydrated(page, "form[action='/api/contact'] input[name=name]")).toBe(true);
    // Typing into another field renders the form again: the first words and the answer stay.
    await form.locator("input[name=phone]").fill("07700 900123");
    await expect(form.locator("input[name=name]")).toHaveValue("Morag Campbell");
    await expect(form.getByRole("radio", { name: "Yes" })).toBeChecked();
    await expect(form.locator("input[name=phone]")).toHaveValue("07700 900123");
  });
});

test("an email typed before the newsletter form has started is the one sent", async ({ page }) => {
  const release = await holdIsland(page, "newsletter-form");
  await page.goto("/blog");
  await page.waitForLoadState("load");
  const form = page.locator("form[action='/api/newsletter']");
  await form.locator("input[name=email]").fill("early.reader@example.com");
  release();
  await expect.poll(() => isHydrated(page, "form[action='/api/newsletter'] input[name=email]")).toBe(true);
  const sent = page.waitForRequest((r) => r.url().endsWith("/api/newsletter") && r.method() === "POST");
  await form.getByRole("button", { name: "Subscribe" }).click();
  expect(JSON.parse((await sent).postData())).toMatchObject({ email: "early.reader@example.com", pagePath: "/blog" });
  await expect(page.getByText(/check your inbox/i)).toBeVisible();
  // Sent: the field is emptied for the next visitor of a shared screen.
  await expect(form.locator("input[name=email]")).toHaveValue("");
});

test.describe("without JavaScript", () => {
  test.use({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });

  test("the menu button gives way to a link to every page", async ({ page }) => {
    await page.goto("/emergency");
    await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();
    const menu = page.getByRole("link", { name: "Menu: every page" });
    await expect(menu).toBeVisible();
    await menu.click();
    await expect(page).toHaveURL(/\/sitemap$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
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
