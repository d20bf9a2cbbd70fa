// axe-core scan of one page of every route kind, at 390 px and at 1366 px (the two width projects).
import { axe } from "./axe.mjs";
import { test } from "./fixtures.mjs";
import { routeKinds } from "./harness.mjs";

// Beside one page of each kind, one trade's list of 'Our work': its links
// to the lists mark the current one in the brand colour (issue 35.3).
const scanned = { ...routeKinds, "our-work (one trade)": "/our-work/drainage" };

test.describe("accessibility", { tag: "@each-width" }, () => {
  for (const [kind, path] of Object.entries(scanned)) {
    test(`${kind}: ${path}`, async ({ page }) => {
      await page.goto(path);
      // WCAG's rules and the landmark rule in one pass: it failed on every
      // public page while the floating chat button sat outside them all
      // (issue 22.7). The map iframe is third-party content that cannot
      // load offline.
      await axe(page, path, { landmarks: true, exclude: "iframe" });
    });
  }
});
