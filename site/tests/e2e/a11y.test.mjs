// axe-core scan of one page of every route kind at 390 px and 1366 px.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import AxeBuilder from "@axe-core/playwright";
import { launch, routeKinds, startServer } from "./harness.mjs";

let server, browser;
before(async () => { server = await startServer(); browser = await launch(); });
after(async () => { await browser.close(); await server.stop(); });

for (const width of [390, 1366]) {
  describe(`accessibility at ${width} px`, () => {
    for (const [kind, path] of Object.entries(routeKinds)) {
      it(`${kind}: ${path}`, async () => {
        const context = await browser.newContext({ viewport: { width, height: 900 } });
        const p = await context.newPage();
        await p.goto(server.base + path);
        // The map iframe is third-party content that cannot load offline.
        const results = await new AxeBuilder({ page: p }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).exclude("iframe").analyze();
        const violations = results.violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(", ")}`);
        assert.deepEqual(violations, []);
        await context.close();
      });
    }
  });
}
