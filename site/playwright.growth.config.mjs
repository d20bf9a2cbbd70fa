// The browser tests that need the growth sample (`just test-growth`, issue
// 35): an export of codegen's growth fixture, whose 300 jobs fill more than
// one page of 'Our work'. The default run (playwright.config.mjs) matches
// *.test.mjs only, so these never run, or skip, against today's export.
import base from "./playwright.config.mjs";

const growth = { ...base, testMatch: "*.growth.mjs", outputDir: "test-results/e2e-growth" };
export default growth;
