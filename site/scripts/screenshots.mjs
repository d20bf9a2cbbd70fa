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
    const context = await browser.newContext({
      viewport: { width, height: width < 500 ? 844 : 900 },
      deviceScaleFactor: 1,
    });
    const page = await context.newPage();
    for (const [kind, path] of Object.entries(routeKinds)) {
      await page.goto(server.base + path, { waitUntil: "load" });
      await loadLazyImages(page);
      await page.screenshot({ path: `${out}${kind}-${width}.png`, fullPage: true });
      console.log(`${kind}-${width}.png  ${path}`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}

// Lazy images below the fold only load once scrolled near, so walk down the
// page a screen at a time and wait for every image before the full capture.
async function loadLazyImages(page) {
  await page.evaluate(async () => {
    const settle = (img) =>
      img.complete
        ? null
        : new Promise((r) => {
            img.addEventListener("load", r, { once: true });
            img.addEventListener("error", r, { once: true });
            setTimeout(r, 3000);
          });
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo({ top: y, behavior: "instant" });
      await new Promise((r) => setTimeout(r, 80));
    }
    await Promise.all([...document.images].map(settle));
    window.scrollTo({ top: 0, behavior: "instant" });
    await new Promise((r) => setTimeout(r, 100));
  });
}
