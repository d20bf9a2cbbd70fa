// Playwright fixtures for the browser tests. Each worker starts its own
// `api serve` over the export with a temporary SQLite database (harness.mjs)
// the first time one of its tests asks for it, and stops it when the worker
// ends; pages and contexts are per test. `baseURL` is that server, so tests
// write `page.goto("/contact")`.
import { test as base, expect } from "@playwright/test";
import { join } from "node:path";
import { hydrated, startServer } from "./harness.mjs";

/**
 * The small export with test-only settings (`just site-build-fixture`): a test
 * tag-manager id, and codegen's example real job (a boiler repair in Paisley).
 */
export const fixtureSiteDir = process.env.FIXTURE_SITE_DIR ?? join(import.meta.dirname, "../../out-fixture");

export const test = base.extend({
  /** `api serve` over SITE_DIR (site/out by default), one per worker. */
  server: [
    async ({}, use) => {
      const server = await startServer();
      await use(server);
      await server.stop();
    },
    { scope: "worker" },
  ],
  /** `api serve` over the fixture export, one per worker that needs it. */
  fixtureServer: [
    async ({}, use) => {
      const server = await startServer({ SITE_DIR: fixtureSiteDir });
      await use(server);
      await server.stop();
    },
    { scope: "worker" },
  ],
  baseURL: async ({ server }, use) => use(server.base),
});

export { expect, hydrated };
