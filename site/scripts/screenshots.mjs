// `just screenshots`: one page of every route kind at 390 px and 1366 px,
// full-page PNGs in site/screenshots/.
import { mkdirSync } from "node:fs";
import { launch, routeKinds, startServer } from "../tests/e2e/harness.mjs";

const out = new URL("../screenshots/", import.meta.url).pathname;
mkdirSync(out, { recursive: true });
const server = await startServer();
const browser = await launch();
try {
  for (const width of [390, 1366]) {
    const context = await browser.newContext({ viewport: { width, height: width < 500 ? 844 : 900 }, deviceScaleFactor: 1 });
    const page = await context.newPage();
    for (const [kind, path] of Object.entries(routeKinds)) {
      await page.goto(server.base + path, { waitUntil: "load" });
      await page.screenshot({ path: `${out}${kind}-${width}.png`, fullPage: true });
      console.log(`${kind}-${width}.png  ${path}`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
