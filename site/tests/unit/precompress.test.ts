// The export's precompression (scripts/precompress.mjs): every variant must
// decode to exactly its original, or a visitor gets a different page from
// the one the CSP hashes were made for.
import { mkdtempSync, mkdirSync, readdirSync, readFileSync, writeFileSync, existsSync, rmSync } from "node:fs";
import { execFileSync } from "node:child_process";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
// @ts-expect-error: a plain .mjs build script with no type declarations
import { brotliQuality, cacheDir, precompress } from "../../scripts/precompress.mjs";

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
}

function exportFixture(): string {
  const out = mkdtempSync(join(tmpdir(), "precompress-"));
  dirs.push(out);
  const page = (title: string) =>
    `<!DOCTYPE html><html lang="en-GB"><head><title>${title}</title></head><body>${"<p>Boiler repair in Glasgow, £ fixed prices.</p>".repeat(200)}</body></html>`;
  mkdirSync(join(out, "services/boiler-repair"), { recursive: true });
  mkdirSync(join(out, "_next/static/chunks"), { recursive: true });
  writeFileSync(join(out, "index.html"), page("Home"));
  writeFileSync(join(out, "services/boiler-repair/paisley.html"), page("Paisley"));
  writeFileSync(join(out, "_next/static/chunks/app-1a2b.js"), "self.x=function(a){return a+1};".repeat(500));
  writeFileSync(
    join(out, "sitemap.xml"),
    `<urlset>${"<url><loc>http://localhost:3000/</loc></url>".repeat(100)}</urlset>`,
  );
  writeFileSync(
    join(out, "icon.svg"),
    `<svg xmlns="http://www.w3.org/2000/svg">${'<path d="M0 0h24v24H0z"/>'.repeat(50)}</svg>`,
  );
  // Too small to gain from compression.
  writeFileSync(join(out, "robots.txt"), "a");
  // Already compressed or not sent: never given variants.
  writeFileSync(join(out, "hero.png"), Buffer.alloc(4096, 7));
  writeFileSync(join(out, "routes.json"), JSON.stringify(Array(500).fill({ path: "/" })));
  return out;
}

const decoders = { br: brotliDecompressSync, gz: gunzipSync } as const;

describe("precompress", () => {
  it("writes brotli and gzip variants that decode to the original, byte for byte", async () => {
    const out = exportFixture();
    const totals = await precompress(out, 2, tempDir("precompress-cache-"));
    const compressed = [
      "index.html",
      "services/boiler-repair/paisley.html",
      "_next/static/chunks/app-1a2b.js",
      "sitemap.xml",
      "icon.svg",
    ];
    for (const rel of compressed) {
      const original = readFileSync(join(out, rel));
      for (const [coding, decode] of Object.entries(decoders)) {
        const variant = readFileSync(join(out, `${rel}.${coding}`));
        expect(variant.length, `${rel}.${coding}`).toBeLessThan(original.length);
        expect(decode(variant).equals(original), `${rel}.${coding}`).toBe(true);
      }
    }
    for (const rel of ["robots.txt", "hero.png", "routes.json"]) {
      for (const coding of Object.keys(decoders)) expect(existsSync(join(out, `${rel}.${coding}`)), rel).toBe(false);
    }
    expect(totals.files).toBe(compressed.length + 1); // robots.txt was tried
    expect(totals.brFiles).toBe(compressed.length);
    expect(totals.gzFiles).toBe(compressed.length);
  });

  it("starts fresh: a changed file gets new variants, stale and orphaned ones go", async () => {
    const out = exportFixture();
    const cache = tempDir("precompress-cache-");
    await precompress(out, 2, cache);
    // The page changes after a first run, the old robots.txt had a variant,
    // and a page was deleted but its variants stayed.
    writeFileSync(join(out, "index.html"), "<!DOCTYPE html><title>New home</title>" + "<p>new</p>".repeat(300));
    writeFileSync(join(out, "robots.txt.gz"), "stale");
    writeFileSync(join(out, "gone.html.br"), "orphan");
    writeFileSync(join(out, "hero.png.gz"), "not a text file");
    // A copy a stopped run left under its temporary name.
    writeFileSync(join(out, "index.html.br.4242-1.tmp"), "half a copy");
    const totals = await precompress(out, 2, cache);
    const page = readFileSync(join(out, "index.html"));
    expect(brotliDecompressSync(readFileSync(join(out, "index.html.br"))).equals(page)).toBe(true);
    expect(gunzipSync(readFileSync(join(out, "index.html.gz"))).equals(page)).toBe(true);
    expect(existsSync(join(out, "robots.txt.gz"))).toBe(false);
    expect(existsSync(join(out, "gone.html.br"))).toBe(false);
    expect(existsSync(join(out, "hero.png.gz"))).toBe(false);
    expect(existsSync(join(out, "index.html.br.4242-1.tmp"))).toBe(false);
    expect(totals.orphans).toBe(3);
  });

  it("reads unchanged files' variants back from the cache and keeps only what the last run used", async () => {
    const cache = tempDir("precompress-cache-");
    const first = exportFixture();
    const cold = await precompress(first, 2, cache);
    expect(cold.hits).toBe(0);
    const entries = () => readdirSync(cache, { recursive: true }).filter((f) => /\.(br|gz)$/.test(String(f)));
    // Five files gain from both codings; robots.txt's variants are cached too (not kept in the export).
    expect(entries()).toHaveLength(12);

    // A rebuild: the same files, one page changed.
    const second = exportFixture();
    const changed = "<!DOCTYPE html><title>Changed</title>" + "<p>changed</p>".repeat(300);
    writeFileSync(join(second, "index.html"), changed);
    const warm = await precompress(second, 2, cache);
    expect(warm.hits).toBe(10); // all but index.html's two
    for (const rel of ["index.html", "services/boiler-repair/paisley.html", "_next/static/chunks/app-1a2b.js"]) {
      const original = readFileSync(join(second, rel));
      for (const [coding, decode] of Object.entries(decoders)) {
        expect(decode(readFileSync(join(second, `${rel}.${coding}`))).equals(original), `${rel}.${coding}`).toBe(true);
      }
    }
    // The old home page's variants were not used by the rebuild: pruned.
    expect(warm.pruned).toBe(2);
    expect(entries()).toHaveLength(12);
  });

  it("never trusts a damaged cache entry", async () => {
    const cache = tempDir("precompress-cache-");
    await precompress(exportFixture(), 2, cache);
    for (const entry of readdirSync(cache, { recursive: true })) {
      const path = join(cache, String(entry));
      if (/\.(br|gz)$/.test(path)) writeFileSync(path, "damaged");
    }
    const out = exportFixture();
    const totals = await precompress(out, 2, cache);
    expect(totals.hits).toBe(0);
    const page = readFileSync(join(out, "index.html"));
    expect(brotliDecompressSync(readFileSync(join(out, "index.html.br"))).equals(page)).toBe(true);
    expect(gunzipSync(readFileSync(join(out, "index.html.gz"))).equals(page)).toBe(true);
  });

  it("gives a page routes.json marks not indexable no copy, and removes its old ones (decision 68)", async () => {
    const out = exportFixture();
    writeFileSync(
      join(out, "routes.json"),
      JSON.stringify([
        { path: "/", indexable: true },
        { path: "/services/boiler-repair/paisley", indexable: false },
      ]),
    );
    for (const suffix of [".br", ".gz"])
      writeFileSync(join(out, `services/boiler-repair/paisley.html${suffix}`), "from an earlier build");
    const totals = await precompress(out, 2, tempDir("precompress-cache-"));
    for (const suffix of [".br", ".gz"])
      expect(existsSync(join(out, `services/boiler-repair/paisley.html${suffix}`)), suffix).toBe(false);
    // The indexable page and the assets keep both.
    for (const rel of ["index.html", "_next/static/chunks/app-1a2b.js", "sitemap.xml"]) {
      expect(existsSync(join(out, `${rel}.gz`)), rel).toBe(true);
      expect(existsSync(join(out, `${rel}.br`)), rel).toBe(true);
    }
    expect(totals.orphans).toBe(2);
    expect(totals.gzFiles).toBe(totals.brFiles);
  });

  it("reports its progress while it runs, and leaves no temporary file behind", async () => {
    const out = exportFixture();
    const seen: [number, number][] = [];
    await precompress(out, 1, null, {
      onProgress: (done: number, total: number) => seen.push([done, total]),
      everyMs: 1,
    });
    expect(seen.at(-1)).toEqual([6, 6]);
    for (const [done, total] of seen) {
      expect(total).toBe(6);
      expect(done).toBeLessThanOrEqual(total);
    }
    expect(readdirSync(out, { recursive: true }).filter((f) => String(f).endsWith(".tmp"))).toEqual([]);
  });

  it("runs from the command line, as `just run` starts it, and reports the export's size", () => {
    const out = exportFixture();
    const script = new URL("../../scripts/precompress.mjs", import.meta.url).pathname;
    const printed = execFileSync(process.execPath, [script, out], {
      encoding: "utf8",
      env: { ...process.env, PRECOMPRESS_CACHE: "off" },
    });
    expect(printed).toMatch(/^precompress: 6 text files .* → 5 \.br .* and 5 \.gz/m);
    expect(printed).toMatch(/^the export is \d+ files, \d+ MB on disk .* budget 1024 MB: met$/m);
    expect(existsSync(join(out, "index.html.br"))).toBe(true);
  });

  it("caches each export in its own folder of site/.cache/precompress unless PRECOMPRESS_CACHE says where, or off", () => {
    expect(cacheDir("site/out", {})).toMatch(/site\/\.cache\/precompress\/out$/);
    expect(cacheDir("/work/site/out-sample/", {})).toMatch(/site\/\.cache\/precompress\/out-sample$/);
    expect(cacheDir("out", { PRECOMPRESS_CACHE: "/tmp/elsewhere" })).toBe("/tmp/elsewhere/out");
    expect(cacheDir("out", { PRECOMPRESS_CACHE: "off" })).toBeNull();
  });

  it("takes brotli's quality from PRECOMPRESS_BROTLI_QUALITY, 11 by default", () => {
    expect(brotliQuality({})).toBe(11);
    expect(brotliQuality({ PRECOMPRESS_BROTLI_QUALITY: "10" })).toBe(10);
    for (const bad of ["12", "-1", "9.5", "max"]) {
      expect(() => brotliQuality({ PRECOMPRESS_BROTLI_QUALITY: bad }), bad).toThrow(/PRECOMPRESS_BROTLI_QUALITY/);
    }
  });
});
