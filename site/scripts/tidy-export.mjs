// postexport.mjs's first pass over `next build`'s export: what the export
// keeps, what it drops, and the pages it lists for the CSP step.
//
// - RSC .txt payloads go: only client-side navigation would request them,
//   and internal links are plain anchors (robots.txt stays).
// - Precompressed copies made before this run go: a re-run on the same
//   export would otherwise keep a page as it was before its policy was
//   added; they are made afresh at the end.
// - Folders left empty go. Next writes each page's payloads into a folder
//   beside the page (services/boiler-repair/partick/residential/), and an
//   empty folder still takes a 4 KB block: about 11,500 of them were 45 MB
//   of a growth export's 1 GB budget (issue 35).
import { readdirSync, rmdirSync, unlinkSync } from "node:fs";
import { join } from "node:path";

/** Tidies the export at `out`; returns its pages' paths and what went. */
export function tidyExport(out) {
  const result = { pages: [], payloads: 0, staleCopies: 0, emptyFolders: 0 };
  const walk = (dir) => {
    // The entries' types come with the listing: no stat per file (about
    // 100,000 of them in a full export).
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const name = entry.name;
      const p = join(dir, name);
      if (entry.isDirectory()) walk(p);
      else if (name.endsWith(".txt") && p !== join(out, "robots.txt")) {
        unlinkSync(p);
        result.payloads++;
      } else if (name.endsWith(".html")) result.pages.push(p);
      else if (/\.(br|gz|zst)$/.test(name)) {
        unlinkSync(p);
        result.staleCopies++;
      }
    }
    if (dir !== out && readdirSync(dir).length === 0) {
      rmdirSync(dir);
      result.emptyFolders++;
    }
  };
  walk(out);
  return result;
}
