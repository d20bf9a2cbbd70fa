// The step before `next build` (scripts/set-aside-previous-build.mjs): the
// previous build is moved out of Next's way and deleted in the background,
// and nothing Next keeps between builds (its cache above all) goes with it.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { once } from "node:events";
import { afterEach, describe, expect, it } from "vitest";
// @ts-expect-error: a plain .mjs build script with no type declarations
import { deleteInBackground, setAside } from "../../scripts/set-aside-previous-build.mjs";

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

function file(path: string) {
  mkdirSync(join(path, ".."), { recursive: true });
  writeFileSync(path, "x");
}

function siteAfterABuild(): string {
  const site = mkdtempSync(join(tmpdir(), "set-aside-"));
  dirs.push(site);
  file(join(site, ".next/server/app/index.html"));
  file(join(site, ".next/BUILD_ID"));
  file(join(site, ".next/cache/turbopack/entry"));
  file(join(site, ".next/trace"));
  file(join(site, "out/index.html"));
  file(join(site, "out/index.html.br"));
  // What a run stopped before its deletion finished left behind.
  file(join(site, ".cache/trash/1-1/export/old.html"));
  // The precompression cache is not the build's: it stays.
  file(join(site, ".cache/precompress/out/ab.br"));
  return site;
}

describe("setting the previous build aside", () => {
  it("moves the build and the export away but keeps what Next keeps", () => {
    const site = siteAfterABuild();
    const trash = setAside(site, "out");
    expect(readdirSync(join(site, ".next")).sort()).toEqual(["cache", "trace"]);
    expect(existsSync(join(site, ".next/cache/turbopack/entry"))).toBe(true);
    expect(existsSync(join(site, "out"))).toBe(false);
    expect(existsSync(join(site, ".cache/precompress/out/ab.br"))).toBe(true);
    const runs = readdirSync(trash);
    expect(runs).toHaveLength(2);
    const thisRun = runs.find((r: string) => r !== "1-1")!;
    expect(existsSync(join(trash, thisRun, "next/server/app/index.html"))).toBe(true);
    expect(existsSync(join(trash, thisRun, "export/index.html.br"))).toBe(true);
  });

  it("sets aside only the export named (SITE_OUT) and copes with a first build", () => {
    const site = siteAfterABuild();
    file(join(site, "out-sample/index.html"));
    setAside(site, "out-sample");
    expect(existsSync(join(site, "out-sample"))).toBe(false);
    expect(existsSync(join(site, "out/index.html"))).toBe(true);
    const fresh = mkdtempSync(join(tmpdir(), "set-aside-fresh-"));
    dirs.push(fresh);
    expect(() => setAside(fresh, "out")).not.toThrow();
  });

  it("deletes everything set aside, this run's and a stopped run's", async () => {
    const site = siteAfterABuild();
    const trash = setAside(site, "out");
    const child = deleteInBackground(trash);
    const [code] = await once(child, "exit");
    expect(code).toBe(0);
    expect(readdirSync(trash)).toEqual([]);
    expect(existsSync(join(site, ".next/cache/turbopack/entry"))).toBe(true);
  });
});
