// Browser tests (tests/e2e) on Playwright's test runner, driving Debian's
// Chromium: no browser is ever downloaded (PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
// wherever packages are installed; @playwright/test itself fetches nothing).
//
// Projects: tests tagged @each-width run once at 390 px and once at 1366 px;
// every other test (HTTP-only, weight, and tests that set their own viewport)
// runs once, in "once". grep/grepInvert split them, so nothing is reported
// as skipped.
import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS } from "./tests/e2e/harness.mjs";

const EACH_WIDTH = /@each-width/;

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "*.test.mjs",
  // Traces and screenshots of failed tests (git-ignored).
  outputDir: "test-results/e2e",
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // A 2-core machine: each worker runs Chromium and its own `api serve`.
  workers: 2,
  // Generous: the machine is shared, and the inbox tests walk several screens.
  // Actions, navigations and waits for a request have no clock of their own:
  // the test's bounds them, so a slow moment on a loaded machine is not a failure.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["html", { open: "never", outputFolder: "playwright-report" }]],
  use: {
    browserName: "chromium",
    launchOptions: { executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium", args: CHROMIUM_ARGS },
    // A failed test keeps its trace: each action's DOM snapshot, the network
    // and the console, and the screenshot below. Not the screencast: its
    // frames are encoded for every test, passed or not, and the browser
    // tests are CPU-bound (97 tests: 143 and 153 s with it, 133 and 137 s
    // without).
    trace: { mode: "retain-on-failure", screenshots: false },
    screenshot: "only-on-failure",
  },
  projects: [
    { name: "390px", grep: EACH_WIDTH, use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
    { name: "1366px", grep: EACH_WIDTH, use: { viewport: { width: 1366, height: 900 } } },
    { name: "once", grepInvert: EACH_WIDTH, use: { viewport: { width: 1366, height: 900 } } },
  ],
});
