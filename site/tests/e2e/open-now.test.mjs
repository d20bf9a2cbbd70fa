// The 'open now' line in the browser (issue 13.2): computed on the office's
// clock from the catalogue's schedule, on the contact page and in the header;
// the plain hours until then. Fixed instants through Playwright's clock.
import { expect, hydrated, test } from "./fixtures.mjs";

test.describe("open now @each-width", () => {
  test("open on a Tuesday morning in winter, on the contact page and in the header", async ({ page }, info) => {
    await page.clock.setFixedTime(new Date("2026-11-24T10:00:00Z"));
    await page.goto("/contact");
    await hydrated(page, "header button");
    const line = page.locator("main [data-open-now]");
    await expect(line).toHaveText("Open now, closes 20:00");
    await expect(line).toHaveAttribute("data-open-now", "open");
    // Wide screens show it in the header's call button too.
    if (info.project.name === "1366px") {
      await expect(page.locator("header a[href^='tel:'] [data-open-now]")).toHaveText("Open now, closes 20:00");
    }
  });

  test("closed on a bank holiday, naming the next opening and the emergency line", async ({ page }, info) => {
    // Monday 25 May 2026, Spring bank holiday, noon BST.
    await page.clock.setFixedTime(new Date("2026-05-25T11:00:00Z"));
    await page.goto("/contact");
    await hydrated(page, "header button");
    await expect(page.locator("main [data-open-now]")).toHaveText(
      "Closed, opens 07:00 Tuesday; emergency line open 24/7",
    );
    if (info.project.name === "1366px") {
      await expect(page.locator("header a[href^='tel:'] [data-open-now]")).toHaveText("Closed, opens 07:00 Tuesday");
    }
  });
});

test.describe("open now in the mobile menu", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("shows beside the menu's call button", async ({ page }) => {
    await page.clock.setFixedTime(new Date("2026-11-28T19:30:00Z")); // Saturday evening
    await page.goto("/");
    await hydrated(page, "header button");
    await page.getByRole("button", { name: /menu/i }).click();
    await expect(page.getByRole("dialog").locator("[data-open-now]")).toHaveText(
      "Closed, opens 09:00 Sunday; emergency line open 24/7",
    );
  });
});

test.describe("open now without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the contact page shows the plain hours and no computed line", async ({ page }) => {
    await page.goto("/contact");
    await expect(page.locator("main dl").first()).toContainText("Monday to Friday");
    await expect(page.locator("main dl").first()).toContainText("07:00-20:00");
    await expect(page.locator("[data-open-now=open], [data-open-now=closed]")).toHaveCount(0);
  });
});
