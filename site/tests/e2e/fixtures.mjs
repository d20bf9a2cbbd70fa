// Playwright fixtures for the browser tests. Each worker starts its own
// `api serve` over the export with a temporary SQLite database (harness.mjs)
// the first time one of its tests asks for it, and stops it when the worker
// ends; pages and contexts are per test. `baseURL` is that server, so tests
// write `page.goto("/contact")`.
import { test as base, expect } from "@playwright/test";
import { join } from "node:path";
import { hydrated, startServer } from "./harness.mjs";

/** The sample export built with a test tag-manager id (`just site-build-gtm-sample`). */
export const gtmSiteDir = process.env.GTM_SITE_DIR ?? join(import.meta.dirname, "../../out-gtm");

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
  /** `api serve` over the tag-manager export, one per worker that needs it. */
  gtmServer: [
    async ({}, use) => {
      const server = await startServer({ SITE_DIR: gtmSiteDir });
      await use(server);
      await server.stop();
    },
    { scope: "worker" },
  ],
  baseURL: async ({ server }, use) => use(server.base),
});

export { expect, hydrated };
