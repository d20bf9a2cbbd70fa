// Everything the site keeps in a browser is in the privacy notice (issue 31.7):
// the notice renders content_model::privacy::BROWSER_STORAGE, and the site's
// keys come from the same list (storage-keys.json). This scans the site's own
// code for storage calls and fails on any whose key does not come from that
// list, on any cookie the script sets (only deleting Google's is allowed), and
// on any other browser store (IndexedDB, the Cache API), which the list has no
// kind for. Adding a stored item therefore means adding it to the list, which
// changes the notice.
import { describe, expect, it } from "vitest";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { STORAGE_KEYS } from "@/lib/storage-keys";

const root = fileURLToPath(new URL("../../", import.meta.url));
/** The code that runs in a browser: pages, components, libraries, public scripts. */
const SCANNED = ["app", "components", "lib", "public"];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return /\.(ts|tsx|js|mjs)$/.test(e.name) ? [path] : [];
  });
}

/** The names `text` binds to a STORAGE_KEYS entry (`const KEY = STORAGE_KEYS.x`). */
function boundToList(text: string): Set<string> {
  const names = new Set<string>();
  for (const m of text.matchAll(/\bconst\s+(\w+)\s*=\s*STORAGE_KEYS\.(\w+)/g)) names.add(m[1]);
  return names;
}

/** Problems with one file's use of browser storage, each naming the file and the call. */
function storageProblems(file: string, text: string): string[] {
  const bound = boundToList(text);
  const problems: string[] = [];
  for (const m of text.matchAll(/\.(getItem|setItem|removeItem)\(\s*([^,)]*)/g)) {
    // The key expression's first name: `KEY`, `PREFIX + key`, `${JSON.stringify(CONSENT_KEY)`.
    const arg = m[2].replace(/^\$\{\s*JSON\.stringify\(/, "").trim();
    const fromList = /^STORAGE_KEYS\.\w+/.test(arg) || bound.has(arg.split(/[\s+]/)[0]);
    if (!fromList) {
      problems.push(
        `${file}: ${m[1]}(${m[2].trim()}) stores under a key that is not from STORAGE_KEYS; add the item to content_model::privacy::BROWSER_STORAGE and import its key`,
      );
    }
  }
  for (const m of text.matchAll(/document\.cookie\s*=\s*([^\n]*)/g)) {
    if (!m[1].includes("expires=Thu, 01 Jan 1970")) {
      problems.push(`${file}: sets a cookie (${m[1].trim()}); cookies the notice does not list may not be set`);
    }
  }
  for (const m of text.matchAll(/\b(indexedDB|caches)\.open\(/g)) {
    problems.push(`${file}: opens ${m[1]}, a browser store the privacy notice does not list`);
  }
  return problems;
}

describe("browser storage", () => {
  const files = SCANNED.flatMap((d) => sources(join(root, d))).map((path) => ({
    file: relative(root, path),
    text: readFileSync(path, "utf8"),
  }));

  it("the site stores only under keys from the privacy notice's list", () => {
    expect(files.length).toBeGreaterThan(50);
    expect(files.flatMap(({ file, text }) => storageProblems(file, text))).toEqual([]);
  });

  it("every key in the list is used, so the notice lists nothing the site does not store", () => {
    const all = files.map((f) => f.text).join("\n");
    for (const name of Object.keys(STORAGE_KEYS)) {
      expect(all, `STORAGE_KEYS.${name} is never used`).toMatch(new RegExp(`STORAGE_KEYS\\.${name}\\b`));
    }
  });

  it("bites: a key typed in the code, as landing-utm.ts had it, is reported", () => {
    const before = [
      'const KEY = "landing-utm";',
      "export function landingUtm(storage: Storage) {",
      "  storage?.setItem(KEY, JSON.stringify(here));",
      '  return JSON.parse(storage?.getItem(KEY) ?? "{}");',
      "}",
    ].join("\n");
    const found = storageProblems("lib/landing-utm.ts", before);
    expect(found).toHaveLength(2);
    expect(found[0]).toContain("lib/landing-utm.ts: setItem(KEY)");
    const after = before.replace('"landing-utm"', "STORAGE_KEYS.landingUtm");
    expect(storageProblems("lib/landing-utm.ts", after)).toEqual([]);
  });

  it("bites: a new cookie or store is reported, deleting Google's cookies is not", () => {
    expect(storageProblems("x.ts", 'document.cookie = "seen=1; path=/";')).toHaveLength(1);
    expect(storageProblems("x.ts", 'await caches.open("pages");')).toHaveLength(1);
    expect(
      storageProblems("x.ts", "document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;"),
    ).toEqual([]);
  });
});
