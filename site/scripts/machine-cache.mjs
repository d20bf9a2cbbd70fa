// The project's cache on the machine: where a folder of it is, and how an
// entry is found, stored and, after a month unused, deleted. The jobs'
// photographs once made ready (scripts/photos.mjs) are kept here, and the
// link-preview cards (scripts/social-cards.mjs) in a folder of their own.
//
// A photograph's outputs take seconds to encode (AVIF above all), so they are
// kept by content: an entry is a folder named by the hash of the original's
// bytes and every setting that changes the outputs (the effort included),
// holding the files and an asset.json describing them. The cache lives
// outside the checkout (issue 35.3), in ${XDG_CACHE_HOME:-$HOME/.cache}/kelvin-trades/photos,
// so `git clean -fdx`, a second worktree or a fresh clone on the same machine
// reuse what was made before. PHOTOS_CACHE_DIR names another folder; with no
// HOME at all (some CI and container shells) it is site/.cache/photos.
//
// The folder is shared: two checkouts, or two builds at once, read and write
// it together. So an entry is written into a temporary folder and renamed into
// place (a reader sees a whole entry or none), an entry is never rewritten
// while it is whole, and pruning deletes only entries nobody has used for 30
// days (each use touches the entry), never "everything this run did not use",
// which would delete a different checkout's photographs. It deletes nothing
// but folders named as entries are: a PHOTOS_CACHE_DIR pointed at the wrong
// folder loses nothing else.
//
// This file is the one place that works out where the cache is: the shell
// recipes that keep things there too (the justfile's growth photographs,
// .ci/run's Rust build and compressed pages) ask it with
// `node site/scripts/machine-cache.mjs [name]`, which prints the folder.
import { randomBytes } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { isAbsolute, join } from "node:path";
import { fileURLToPath } from "node:url";

/** An entry unused for longer than this is deleted by pruneCache. */
export const UNUSED_FOR_MS = 30 * 24 * 3600 * 1000;
/** A temporary folder this old belongs to a build that died: deleted too. */
const ABANDONED_AFTER_MS = 24 * 3600 * 1000;
/** An entry's name: the key, 16 hex digits. */
const ENTRY = /^[0-9a-f]{16}$/;
/** A temporary entry's name: key, process id, random suffix. */
const TEMPORARY = /^[0-9a-f]{16}\.\d+\.[0-9a-f]{8}\.tmp$/;

/**
 * The folder `name` of this project's cache on the machine: kelvin-trades/<name>
 * under the XDG cache folder (XDG_CACHE_HOME when absolute, as the XDG
 * specification asks, else $HOME/.cache); with no HOME, `<siteDir>/.cache/<name>`.
 */
export function machineCacheDir(env, siteDir, name) {
  const xdg = env.XDG_CACHE_HOME?.trim();
  if (xdg && isAbsolute(xdg)) return join(xdg, "kelvin-trades", name);
  const home = env.HOME?.trim();
  if (home && isAbsolute(home)) return join(home, ".cache", "kelvin-trades", name);
  return join(siteDir, ".cache", name);
}

/** The photographs' cache folder: PHOTOS_CACHE_DIR, else the machine's `photos` folder. */
export function cacheDir(env, siteDir) {
  if (env.PHOTOS_CACHE_DIR?.trim()) return env.PHOTOS_CACHE_DIR.trim();
  return machineCacheDir(env, siteDir, "photos");
}

/**
 * The asset stored under `key`, or null when there is none or it is not
 * whole (asset.json unreadable or a file it names missing). A hit is touched,
 * so pruning counts it as used today.
 */
export function lookUp(cache, key, filesOf) {
  const entry = join(cache, key);
  let asset;
  try {
    asset = JSON.parse(readFileSync(join(entry, "asset.json"), "utf8"));
    if (!filesOf(asset).every((file) => existsSync(join(entry, file)))) return null;
  } catch {
    return null;
  }
  const now = new Date();
  try {
    utimesSync(entry, now, now);
  } catch {
    // Read-only cache (a shared CI volume): the entry is still good to copy.
  }
  return asset;
}

/**
 * Makes the entry for `key`: `fill(dir)` writes the files into a temporary
 * folder and resolves to the asset, which is stored beside them; the folder
 * is then renamed into place. When another build stored a whole entry first,
 * theirs is kept (same key, same outputs) and ours dropped. Resolves to the
 * asset. On failure nothing is left behind.
 */
export async function store(cache, key, fill, filesOf) {
  mkdirSync(cache, { recursive: true });
  const entry = join(cache, key);
  const temporary = join(cache, `${key}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`);
  let asset;
  try {
    mkdirSync(temporary);
    asset = await fill(temporary);
    writeFileSync(join(temporary, "asset.json"), JSON.stringify(asset));
  } catch (e) {
    rmSync(temporary, { recursive: true, force: true });
    throw e;
  }
  try {
    renameSync(temporary, entry);
  } catch (e) {
    if (e.code !== "ENOTEMPTY" && e.code !== "EEXIST") {
      rmSync(temporary, { recursive: true, force: true });
      throw e;
    }
    if (lookUp(cache, key, filesOf)) {
      rmSync(temporary, { recursive: true, force: true });
    } else {
      // A broken entry (a disk that filled, a hand that deleted a file):
      // set it aside under a temporary name, then put ours in its place.
      const broken = join(cache, `${key}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`);
      renameSync(entry, broken);
      renameSync(temporary, entry);
      rmSync(broken, { recursive: true, force: true });
    }
  }
  return asset;
}

/**
 * Deletes entries unused for longer than `unusedForMs` and temporary folders
 * of builds that died; nothing else. Returns how many entries it deleted.
 */
export function pruneCache(cache, { now = Date.now(), unusedForMs = UNUSED_FOR_MS } = {}) {
  if (!existsSync(cache)) return 0;
  let pruned = 0;
  for (const name of readdirSync(cache)) {
    const isEntry = ENTRY.test(name);
    if (!isEntry && !TEMPORARY.test(name)) continue;
    const path = join(cache, name);
    let stat;
    try {
      stat = statSync(path);
    } catch {
      continue; // another build renamed or deleted it meanwhile
    }
    if (!stat.isDirectory() || now - stat.mtimeMs <= (isEntry ? unusedForMs : ABANDONED_AFTER_MS)) continue;
    rmSync(path, { recursive: true, force: true });
    if (isEntry) pruned++;
  }
  return pruned;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const name = process.argv[2] ?? "";
  if (process.argv.length > 3 || name.includes("/") || name.startsWith(".")) {
    console.error(
      "usage: node scripts/machine-cache.mjs [folder name]  (prints the project's cache folder on this machine)",
    );
    process.exit(2);
  }
  console.log(machineCacheDir(process.env, fileURLToPath(new URL("..", import.meta.url)), name));
}
