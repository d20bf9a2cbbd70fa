// axe-core, one way for every browser test: the WCAG 2.2 AA rules (and, on
// the public pages, axe's landmark rule), violations listed one line each.
import AxeBuilder from "@axe-core/playwright";
import { expect } from "@playwright/test";

const WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * The violations on `page` as lines (`rule (impact): help — targets`).
 * `landmarks` adds axe's `region` rule (best practice, not a WCAG tag):
 * everything on the page inside a landmark. `include` is a selector to scan
 * alone, `exclude` one left out.
 * Only violations are gathered in full: axe's passes and incomplete results
 * keep one node each, which takes about a third off a scan and changes no
 * verdict.
 */
async function axeViolations(page, { landmarks = false, include, exclude } = {}) {
  const builder = new AxeBuilder({ page }).options({
    runOnly: { type: "tag", values: WCAG },
    rules: landmarks ? { region: { enabled: true } } : {},
    resultTypes: ["violations"],
  });
  if (include) builder.include(include);
  if (exclude) builder.exclude(exclude);
  const results = await builder.analyze();
  if (landmarks) {
    const ran = [...results.passes, ...results.violations].some((r) => r.id === "region");
    expect(ran, "axe's landmark rule ran").toBe(true);
  }
  return results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(" "))
        .join(", ")}`,
  );
}

/** No WCAG violation on `page`, the screen named in the failure. */
export async function axe(page, screen, options) {
  expect(await axeViolations(page, options), `axe on ${screen}`).toEqual([]);
}
