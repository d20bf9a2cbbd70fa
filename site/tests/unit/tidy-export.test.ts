// postexport.mjs's first pass (scripts/tidy-export.mjs): the RSC payloads
// (counted apart from any segment prefetch files) and stale copies go, and so
// do the folders they leave empty; pages, assets and robots.txt stay.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
// @ts-expect-error: a plain .mjs script without types
import { tidyExport } from "../../scripts/tidy-export.mjs";

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

function exportAsNextLeavesIt(): string {
  const out = mkdtempSync(join(tmpdir(), "tidy-export-"));
  dirs.push(out);
  const file = (rel: string, text = "x") => {
    mkdirSync(join(out, rel, ".."), { recursive: true });
    writeFileSync(join(out, rel), text);
  };
  file("index.html");
  file("index.txt");
  file("services/boiler-repair/partick/residential.txt");
  file("robots.txt", "User-agent: *");
  file("services/boiler-repair/partick.html");
  file("services/boiler-repair/partick/residential.html");
  // Segment prefetch files, as Next writes them beside a page when the
  // stand-in for its segment collection no longer applies.
  file("services/boiler-repair/partick/residential/__next.services.txt");
  file("services/boiler-repair/partick/residential/__next._tree.txt");
  file("services/boiler-repair/partick.html.br");
  file("_next/static/chunks/app-1a2b.js");
  file("work/boiler-1600.avif");
  return out;
}

describe("tidyExport", () => {
  it("removes the payloads, stale copies and the folders they leave empty, and lists the pages", async () => {
    const out = exportAsNextLeavesIt();
    const result = await tidyExport(out);
    expect(result).toMatchObject({ payloads: 2, segmentFiles: 2, staleCopies: 1, emptyFolders: 1 });
    expect(result.pages.map((p: string) => relative(out, p)).sort()).toEqual([
      "index.html",
      "services/boiler-repair/partick.html",
      "services/boiler-repair/partick/residential.html",
    ]);
    expect(existsSync(join(out, "services/boiler-repair/partick/residential"))).toBe(false);
    expect(existsSync(join(out, "robots.txt"))).toBe(true);
    const left = readdirSync(out, { recursive: true }).map(String).sort();
    expect(left).toEqual([
      "_next",
      "_next/static",
      "_next/static/chunks",
      "_next/static/chunks/app-1a2b.js",
      "index.html",
      "robots.txt",
      "services",
      "services/boiler-repair",
      "services/boiler-repair/partick",
      "services/boiler-repair/partick.html",
      "services/boiler-repair/partick/residential.html",
      "work",
      "work/boiler-1600.avif",
    ]);
  });

  it("keeps the export's own folder, even when nothing is left in it", async () => {
    const out = mkdtempSync(join(tmpdir(), "tidy-export-"));
    dirs.push(out);
    writeFileSync(join(out, "page.txt"), "payload");
    expect(await tidyExport(out)).toMatchObject({ payloads: 1, segmentFiles: 0, emptyFolders: 0 });
    expect(existsSync(out)).toBe(true);
  });

  it("removes a folder whose folders held only payloads, and every one of many payloads", async () => {
    const out = mkdtempSync(join(tmpdir(), "tidy-export-"));
    dirs.push(out);
    mkdirSync(join(out, "a/b/c"), { recursive: true });
    // More than are deleted at once, so the deleters take turns.
    for (let i = 0; i < 300; i++) writeFileSync(join(out, `a/b/c/__next.${i}.txt`), "payload");
    writeFileSync(join(out, "a.html"), "<html></html>");
    expect(await tidyExport(out)).toMatchObject({ payloads: 0, segmentFiles: 300, emptyFolders: 3 });
    expect(readdirSync(out)).toEqual(["a.html"]);
  });
});
