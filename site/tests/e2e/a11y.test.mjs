// axe-core scan of one page of every route kind, at 390 px and at 1366 px (the two width projects).
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures.mjs";
import { routeKinds } from "./harness.mjs";

// Beside one page of each kind, one trade's list of 'Our work': its links
// to the lists mark the current one in the brand colour (issue 35.3).
const scanned = { ...routeKinds, "our-work (one trade)": "/our-work/drainage" };

const WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

test.describe("accessibility", { tag: "@each-width" }, () => {
  for (const [kind, path] of Object.entries(scanned)) {
    test(`${kind}: ${path}`, async ({ page }) => {
      await page.goto(path);
      // WCAG's rules, and axe's `region` (best practice, not a WCAG tag):
      // everything on the page inside a landmark. It failed on every public
      // page while the floating chat button sat outside them all (issue
      // 22.7). One pass: an enabled rule runs beside the tags' rules.
      // The map iframe is third-party content that cannot load offline.
      const results = await new AxeBuilder({ page })
        .options({ runOnly: { type: "tag", values: WCAG }, rules: { region: { enabled: true } } })
        .exclude("iframe")
        .analyze();
      expect(
        results.passes.some((r) => r.id === "region") || results.violations.some((r) => r.id === "region"),
        "the landmark rule ran",
      ).toBe(true);
      const violations = results.violations.map(
        (v) =>
          `${v.id} (${v.impact}): ${v.help} — ${v.nodes
            .slice(0, 3)
            .map((n) => n.target.join(" "))
            .join(", ")}`,
      );
      expect(violations).toEqual([]);
    });
  }
});
