// 'Our work' over more than one page (issue 35.3), on the growth sample
// (`just test-growth`: codegen's growth fixture, 300 jobs): only an export
// with more than a page of jobs has later pages, so this file runs there and
// only there (playwright.growth.config.mjs), where it fails if there are none.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "./fixtures.mjs";
import { siteDir } from "./harness.mjs";

/** The numbered links between one list's pages. */
const pages = (page) => page.getByRole("navigation", { name: "Pages of this list" });
/** The lists of every job that run over more than one page in the export under test (its routes.json). */
const paged = JSON.parse(readFileSync(join(siteDir, "routes.json"), "utf8")).filter(
  (r) => r.pageType === "our-work" && r.list.by === "all" && r.pages > 1,
);

test.describe("'Our work' over more than one page", () => {
  test("the growth sample has later pages", () => {
    expect(paged.length, "no list of every job runs over a page: is this the growth sample?").toBeGreaterThan(0);
  });

  test("every page is linked from the first, a full page each, the current one marked", async ({ page }) => {
    const { pages: count, perPage, jobs } = paged[0];
    await page.goto("/our-work");
    await expect(page.locator("[data-job]")).toHaveCount(perPage);
    await expect(pages(page).getByRole("link", { name: /^Page \d+$/ })).toHaveCount(count);
    await expect(pages(page).getByRole("link", { name: "Page 1", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await pages(page).getByRole("link", { name: "Older jobs" }).click();
    await expect(page).toHaveURL(/\/our-work\/page\/2$/);
    await expect(page).toHaveTitle(new RegExp(`Page 2 of ${count}`));
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, follow");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/our-work\/page\/2$/);
    await expect(pages(page).getByRole("link", { name: "Page 2", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(pages(page).getByRole("link", { name: "Newer jobs" })).toHaveAttribute("href", "/our-work");
    const last = jobs - (count - 1) * perPage;
    await pages(page)
      .getByRole("link", { name: `Page ${count}`, exact: true })
      .click();
    await expect(page.locator("[data-job]")).toHaveCount(last);
    await expect(pages(page).getByRole("link", { name: "Older jobs" })).toHaveCount(0);
  });
});
