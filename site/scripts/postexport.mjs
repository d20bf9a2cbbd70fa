// After `next build`: drop the RSC .txt payloads that only client-side
// navigation would request and the folders they leave (tidy-export.mjs), and copy
// codegen's static-host files and route list into the export; then take
// Next's runtime out of the pages that run as islands (islands.mjs); then give
// every page its Content-Security-Policy with its own script hashes (csp.mjs);
// last, once no file will change again, write each text file's brotli and
// gzip copies (precompress.mjs) unless PRECOMPRESS=later.
import { readdirSync, copyFileSync, existsSync, readFileSync } from "node:fs";
import { tidyExport } from "./tidy-export.mjs";
import { join, relative } from "node:path";
import { hashPages } from "./csp.mjs";
import { islandsPages } from "./islands.mjs";
import { availableParallelism } from "node:os";
import { cacheDir, describe, precompress, progressLine, sizeReport } from "./precompress.mjs";
import { deleteInBackground, trashFolder } from "./set-aside-previous-build.mjs";
import { ILLUSTRATION_FOLDERS, makeCards, rasteriseIllustrations } from "./social-cards.mjs";
import { writeAdminApp } from "./admin-app.mjs";
import { machineCacheDir, pruneCache } from "./machine-cache.mjs";
import { fileURLToPath } from "node:url";

const out = new URL(`../${process.env.SITE_OUT ?? "out"}/`, import.meta.url).pathname;
const generated = new URL("../generated/", import.meta.url).pathname;
const { pages, payloads, segmentFiles, staleCopies, emptyFolders } = await tidyExport(out);
// The stand-in that keeps Next from writing them (lib/no-segment-prefetch-data.ts)
// is matched by the import's path inside Next, which an upgrade may change.
if (segmentFiles)
  throw new Error(
    `next build wrote ${segmentFiles} segment prefetch files (__next.*.txt): next.config.ts's alias for Next's ` +
      `collect-segment-data no longer matches; find how node_modules/next/dist/esm/server/app-render/entry-base.js imports it now`,
  );
for (const name of readdirSync(join(generated, "static")))
  copyFileSync(join(generated, "static", name), join(out, name));
copyFileSync(join(generated, "routes.json"), join(out, "routes.json"));
if (!existsSync(join(out, "404.html"))) throw new Error("the export has no 404.html");
{
  const bundling = performance.now();
  const islands = await islandsPages(out, pages);
  console.log(
    `postexport: ${islands.rewritten} pages run as islands (${islands.entry}), without Next's runtime, in ${((performance.now() - bundling) / 1000).toFixed(1)} s`,
  );
}
const started = performance.now();
const policies = JSON.parse(readFileSync(join(generated, "csp.json"), "utf8"));
// The inbox's pages (admin.html, admin/...) get its own policy: no third party.
const isAdmin = (file) => /^admin(\.html$|\/)/.test(relative(out, file));
const hashed = hashPages(
  pages.filter((f) => !isAdmin(f)),
  policies.page,
);
const hashedAdmin = hashPages(pages.filter(isAdmin), policies.admin);
hashed.files += hashedAdmin.files;
hashed.scripts += hashedAdmin.scripts;
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `postexport: a Content-Security-Policy with ${hashed.scripts} script hashes written into ${hashed.files} pages in ${seconds} s`,
);
console.log(
  `postexport: removed ${payloads} RSC payload files and ${emptyFolders} empty ${emptyFolders === 1 ? "folder" : "folders"}; copied sitemaps, robots.txt, _redirects, _headers and routes.json`,
);
if (staleCopies) console.log(`postexport: removed ${staleCopies} precompressed files made before this run`);
// Nothing may change a file after this: the variants are copies of it.
// PRECOMPRESS=later leaves them to `node scripts/precompress.mjs` run by the
// caller (`just run` serves at once and compresses in the background; the
// server compresses per request until a file's copies exist).
// Link-preview cards for the pages that name one (scripts/social-cards.mjs).
{
  const drawing = performance.now();
  const { business } = JSON.parse(readFileSync(join(generated, "data/site.json"), "utf8"));
  const routes = JSON.parse(readFileSync(join(generated, "routes.json"), "utf8"));
  const cache = machineCacheDir(process.env, fileURLToPath(new URL("../", import.meta.url)), "social-cards");
  const cards = await makeCards(out, routes, { business: business.name, tagline: business.tagline, cache });
  const pictures = await rasteriseIllustrations(out, ILLUSTRATION_FOLDERS, cache);
  // Shared with every checkout on the machine: only what nobody has used for a month goes.
  pruneCache(cache);
  await writeAdminApp(out, business.name, new URL("../app/icon.svg", import.meta.url).pathname);
  console.log(
    `postexport: ${cards.cards} link-preview cards (${cards.drawn} drawn, ${cards.fromCache} from the cache) and ${pictures.images} JPEG copies of illustrations (${pictures.drawn} drawn) in ${((performance.now() - drawing) / 1000).toFixed(1)} s`,
  );
}
if (process.env.PRECOMPRESS === "later") {
  console.log("postexport: precompression left to run later (PRECOMPRESS=later)");
} else {
  const compressing = performance.now();
  const totals = await precompress(out, availableParallelism(), cacheDir(out), { onProgress: progressLine });
  console.log(describe(totals, performance.now() - compressing));
  console.log(sizeReport(out));
}
// The previous build, set aside before `next build` (set-aside-previous-build.mjs).
deleteInBackground(trashFolder(new URL("..", import.meta.url).pathname));
