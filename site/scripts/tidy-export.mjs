// postexport.mjs's first pass over `next build`'s export: what the export
// keeps, what it drops, and the pages it lists for the CSP step.
//
// - RSC .txt payloads go: only client-side navigation would request them,
//   and internal links are plain anchors (robots.txt stays). Next writes one
//   per page; the per-segment prefetch files (`__next.*.txt`, about ten a
//   page) it would write beside them are never made (next.config.ts,
//   lib/no-segment-prefetch-data.ts), and are counted apart so postexport
//   can fail if they come back.
// - Precompressed copies made before this run go: a re-run on the same
//   export would otherwise keep a page as it was before its policy was
//   added; they are made afresh at the end.
// - Folders left empty go (an empty folder still takes a 4 KB block).
import { readdirSync, rmdirSync } from "node:fs";
import { unlink } from "node:fs/promises";
import { join } from "node:path";

/**
 * How many deletions are in flight at once. When a full export still had its
 * segment files it dropped about 155,000 payloads, and one unlink at a time
 * spent most of its time waiting on the file system: 18.5 s for them on a
 * 2-core machine, 7.2 s with 64 in flight on 16 of libuv's threads (10.3 s
 * on its default 4). Only the pages' own payloads (about 14,300) are left
 * to delete now, but a re-run also deletes every stale precompressed copy.
 */
const IN_FLIGHT = 64;
// libuv reads this when its thread pool first starts, which no module does
// on import; a caller's own setting is kept.
process.env.UV_THREADPOOL_SIZE ??= "16";

/** Tidies the export at `out`; returns its pages' paths and what went. */
export async function tidyExport(out) {
  const result = { pages: [], payloads: 0, segmentFiles: 0, staleCopies: 0, emptyFolders: 0 };
  const doomed = [];
  // Folders after the folders inside them, so one emptied by its children goes too.
  const folders = [];
  const walk = (dir) => {
    // The entries' types come with the listing: no stat per file (about
    // 100,000 of them in a full export).
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const name = entry.name;
      const p = join(dir, name);
      if (entry.isDirectory()) {
        walk(p);
        folders.push(p);
      } else if (name.endsWith(".txt") && p !== join(out, "robots.txt")) {
        doomed.push(p);
        if (name.startsWith("__next.")) result.segmentFiles++;
        else result.payloads++;
      } else if (name.endsWith(".html")) result.pages.push(p);
      else if (/\.(br|gz|zst)$/.test(name)) {
        doomed.push(p);
        result.staleCopies++;
      }
    }
  };
  walk(out);
  let next = 0;
  const deleter = async () => {
    while (next < doomed.length) await unlink(doomed[next++]);
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, deleter));
  for (const folder of folders) {
    try {
      rmdirSync(folder);
      result.emptyFolders++;
    } catch (error) {
      if (error.code !== "ENOTEMPTY" && error.code !== "EEXIST") throw error;
    }
  }
  return result;
}
