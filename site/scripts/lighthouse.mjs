// `just lighthouse`: Lighthouse (mobile) on one page of each route kind,
// served by `api serve`, in Debian's Chromium. Prints the four scores.
import { execFileSync } from "node:child_process";
import { readFileSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CHROMIUM_ARGS, routeKinds, startServer } from "../tests/e2e/harness.mjs";

// Port 3000 on localhost, so canonical links (built for http://localhost:3000) match.
const server = await startServer({ PORT: "3000" });
const origin = "http://localhost:3000";
const dir = mkdtempSync(join(tmpdir(), "lighthouse-"));
const rows = [];
try {
  // Lighthouse refuses to audit a response with status 404, so the not-found page is skipped.
  // LIGHTHOUSE_ONLY=home,blog audits just those kinds.
  const only = process.env.LIGHTHOUSE_ONLY?.split(",");
  for (const [kind, path] of Object.entries(routeKinds).filter(([kind]) => kind !== "not-found" && (!only || only.includes(kind)))) {
    const report = join(dir, `${kind}.json`);
    execFileSync("npx", ["--yes", "lighthouse@12", origin + path, "--quiet", "--output=json", `--output-path=${report}`,
      `--chrome-flags=${CHROMIUM_ARGS.join(" ")}`, "--only-categories=performance,accessibility,best-practices,seo"],
      { env: { ...process.env, CHROME_PATH: process.env.CHROMIUM ?? "/usr/bin/chromium" }, stdio: ["ignore", "ignore", "inherit"] });
    const c = JSON.parse(readFileSync(report, "utf8")).categories;
    const s = (k) => Math.round((c[k]?.score ?? 0) * 100);
    rows.push([kind, s("performance"), s("accessibility"), s("best-practices"), s("seo")]);
    console.log(`${kind.padEnd(24)} perf ${s("performance")}  a11y ${s("accessibility")}  bp ${s("best-practices")}  seo ${s("seo")}`);
  }
} finally {
  await server.stop();
}
console.log(`\nFull reports: ${dir}`);
console.log("\n| page kind | performance | accessibility | best practices | SEO |\n|---|---|---|---|---|");
for (const r of rows) console.log(`| ${r.join(" | ")} |`);
