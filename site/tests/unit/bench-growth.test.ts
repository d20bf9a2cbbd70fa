// The bench's own arithmetic and its choice of the heaviest page: a bench
// that measured the wrong page would report a figure nobody asked for.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

// @ts-expect-error: a plain .mjs script without types
import { bytesUnder, heaviestPage } from "../../scripts/bench-growth.mjs";
// @ts-expect-error: a plain .mjs script without types
import { median } from "../../scripts/median.mjs";

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

function exportWith(pages: Record<string, string>): string {
  const out = mkdtempSync(join(tmpdir(), "bench-growth-test-"));
  dirs.push(out);
  for (const [file, html] of Object.entries(pages)) {
    mkdirSync(join(out, file, ".."), { recursive: true });
    writeFileSync(join(out, file), html);
  }
  return out;
}

describe("bench-growth", () => {
  it("takes the middle value, or the mean of the middle two", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(() => median([])).toThrow("median of no values");
  });

  it("picks the page with the most photographs, and names its path", () => {
    const out = exportWith({
      "index.html": "<html><picture></picture></html>",
      "our-work.html": "<html>" + "<picture></picture>".repeat(24) + "</html>",
      "services/boiler-repair/paisley.html": "<html>" + "<picture></picture>".repeat(9) + "</html>",
      "privacy.html": '<html><meta name="robots" content="noindex"></html>',
    });
    expect(heaviestPage(out)).toMatchObject({ path: "/our-work", pictures: 24 });
  });

  it("counts every file's bytes once, in nested folders too", () => {
    const out = exportWith({ "a.html": "12345", "b/c.html": "123" });
    expect(bytesUnder(out)).toBe(8);
  });
});
