// Islands (decision 74), the export's half. Next renders every public page's
// HTML; a page under app/(islands) marks its <body> `data-islands`. After
// `next build` (postexport.mjs, before the policies are hashed), each such
// page loses Next's runtime: its scripts, their preloads and the inline page
// payload (`self.__next_f`), which only Next's client reads. In their place
// goes one module script, islands/boot.ts bundled here with esbuild, which
// once the page has loaded runs its page scripts (islands/page-scripts.ts)
// and fetches the page's island code, and on the visitor's first gesture
// (decision 75) starts islands/hydrate.tsx, which hydrates the page's
// islands with React alone.
//
// The bundle is written under /_next/static/islands/ with a content hash in
// every name, so every host already caches it as it caches Next's chunks
// (immutable). Each island's code is a chunk of its own, loaded by the
// island's name (islands/loaders.ts): the boot script's element lists what
// the page needs (the page scripts, hydrate.tsx, what they import and the
// chunks of the islands the page holds, no other island's), which boot.ts
// asks for all at once after the load event rather than one import after
// another. Nothing is
// preloaded from <head>: Lighthouse's simulated largest paint counts every
// request started before it, and the islands' 75 KB on a slow 4G link cost
// 'Our work' a second of it (2.0-2.3 s against 1.2 s). The chunks fetched on
// use (the mobile menu's panel, the consent panel) are not listed.
// esbuild's metafile goes to .next/islands-meta.json, where js-weight.mjs
// reads what each file holds.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { build } from "esbuild";
import { scriptElements, startTag } from "./csp.mjs";
import { buildDir, clientModules, isFramework } from "./client-modules.mjs";

const siteRoot = new URL("..", import.meta.url).pathname;
export const ISLANDS_DIR = "_next/static/islands";
export const METAFILE = join(buildDir, "islands-meta.json");
/** The attribute of the boot script's element that lists the page's island code (read by islands/boot.ts, which names it too). */
export const CODE_ATTRIBUTE = "data-islands-code";
/** The one inline script an islands page may keep: the tag manager's (components/tag-manager.tsx). */
const KEPT_INLINE_ID = "tag-manager";

/** Whether the page runs as islands: its <body> carries `data-islands`. */
export function isIslandsPage(html) {
  const body = /<body(?=[\s>])/i.exec(html);
  return !!body && startTag(html, body.index + "<body".length).attrs.has("data-islands");
}

/** Whether a <link> start tag's attributes preload one of Next's scripts. */
function preloadsNextScript(attrs) {
  const rel = (attrs.get("rel") ?? "").toLowerCase();
  const script = (rel === "preload" && attrs.get("as") === "script") || rel === "modulepreload";
  return script && (attrs.get("href") ?? "").startsWith("/_next/");
}

/**
 * The page without Next's runtime and with the islands' scripts: every
 * <script src> and every executed inline script goes (Next's chunks, its
 * bootstrap and the page payload) except the tag manager's; data blocks
 * (JSON-LD, the islands' props) stay; script preloads of /_next/ go. The
 * boot script goes in at the end of <head>, listing the code the page needs:
 * hydrate.tsx and what it imports, and the code of each island the page
 * holds (`bundle.islands`, by name).
 */
export function asIslandsPage(html, bundle) {
  const cuts = [];
  for (const s of scriptElements(html)) {
    if (s.attrs.has("src") || (s.executedInline && s.attrs.get("id") !== KEPT_INLINE_ID)) cuts.push([s.start, s.end]);
  }
  for (const m of html.matchAll(/<link(?=[\s/>])/gi)) {
    const { attrs, end } = startTag(html, m.index + "<link".length);
    if (preloadsNextScript(attrs)) cuts.push([m.index, end]);
  }
  cuts.sort((a, b) => a[0] - b[0]);
  let page = "";
  let at = 0;
  for (const [start, end] of cuts) {
    page += html.slice(at, start);
    at = end;
  }
  page += html.slice(at);
  // Low priority, as Next marks its own chunks: the islands must not compete
  // with the stylesheet and the first paint for the connection.
  const tag = `<script type="module" fetchpriority="low" src="${bundle.entry}" ${CODE_ATTRIBUTE}="${pageCode(html, bundle).join(" ")}"></script>`;
  const head = page.search(/<\/head>/i);
  if (head < 0) throw new Error("no </head>");
  return page.slice(0, head) + tag + page.slice(head);
}

/**
 * The code the boot script asks for: the page scripts and their imports,
 * hydrate.tsx and its imports, then each of the page's islands' code, once each.
 */
function pageCode(html, { entry, pageScripts = [], hydrate, islands = new Map() }) {
  const files = new Set([...pageScripts, ...hydrate]);
  for (const name of islandNames(html)) {
    const code = islands.get(name);
    if (!code)
      throw new Error(
        `island ${name} has no code of its own in the islands' bundle: islands/loaders.ts must load it from the module that exports ${name}`,
      );
    for (const file of code) files.add(file);
  }
  files.delete(entry);
  return [...files];
}

/**
 * The client components the page's payload names, as Next's client would
 * load them: [{ id, name }] from each `N:I[id,[chunks],"name"]` row of the
 * `self.__next_f.push([1, "..."])` scripts.
 */
export function payloadClientReferences(html) {
  let payload = "";
  for (const s of scriptElements(html)) {
    const m = /^self\.__next_f\.push\((\[1,[\s\S]*\])\)$/.exec(s.text.trim());
    if (m) payload += JSON.parse(m[1])[1];
  }
  return [...payload.matchAll(/^[0-9a-f]+:I\[(\d+),\[[^\]]*\],"([^"]*)"/gm)].map((m) => ({
    id: Number(m[1]),
    name: m[2],
  }));
}

/** The names of the islands the page holds (their `data-island`). */
export function islandNames(html) {
  return new Set([...html.matchAll(/<(?:div|span)\b[^>]*\bdata-island="([^"]+)"/g)].map((m) => m[1]));
}

/**
 * Refuses an islands page that renders a client component of ours outside
 * an island: without Next's runtime it would never run (a menu that does not
 * open, a form that does not check). `pathOfId` maps the payload's module
 * ids to source paths (client-modules.mjs); Next's own are not ours.
 */
export function checkIslands(html, page, pathOfId) {
  const islands = islandNames(html);
  const strays = payloadClientReferences(html).filter(({ id, name }) => {
    const path = pathOfId.get(id);
    return path !== undefined && !isFramework(path) && !islands.has(name);
  });
  if (strays.length)
    throw new Error(
      `${page} runs as islands (app/(islands)) but renders ${strays
        .map(({ id, name }) => `${name} (${pathOfId.get(id).replace(/^\[project\]\//, "")})`)
        .join(
          ", ",
        )} outside an island, where it would never run: render it through <Island> (components/island.tsx), listed in islands/registry.ts`,
    );
}

/**
 * Bundles islands/boot.ts (and through it hydrate.tsx and the islands) into
 * `<out>/_next/static/islands/`: minified
 * ES modules for package.json's browserslist, React's production build, and
 * `next/navigation` as islands/next-navigation.ts (no Next runtime runs).
 * Returns the boot script's URL, the URLs of the page scripts
 * (islands/page-scripts.ts) and of hydrate.tsx with what each imports at
 * once, and by each island's name the URLs of its code and what that
 * imports at once.
 */
export async function buildIslands(out) {
  const dir = join(out, ISLANDS_DIR);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const result = await build({
    absWorkingDir: siteRoot,
    entryPoints: { boot: "islands/boot.ts" },
    bundle: true,
    splitting: true,
    format: "esm",
    minify: true,
    charset: "utf8",
    legalComments: "none",
    target: ["chrome111", "edge111", "firefox111", "safari16.4"],
    jsx: "automatic",
    define: { "process.env.NODE_ENV": '"production"' },
    alias: { "next/navigation": "./islands/next-navigation.ts" },
    outdir: dir,
    entryNames: "[name]-[hash]",
    // An island's chunk is named after its component's module (header-….js),
    // code shared between islands `chunk-….js`.
    chunkNames: "[name]-[hash]",
    metafile: true,
    logLevel: "warning",
  });
  mkdirSync(buildDir, { recursive: true });
  writeFileSync(METAFILE, JSON.stringify(result.metafile));
  const url = (file) => `/${relative(out, join(siteRoot, file)).split("\\").join("/")}`;
  const { outputs } = result.metafile;
  // A file and every file it imports statically, which the browser fetches with it.
  const withImports = (file, files = new Set()) => {
    if (files.has(file)) return files;
    files.add(file);
    for (const i of outputs[file].imports) if (i.kind === "import-statement") withImports(i.path, files);
    return files;
  };
  const urls = (file) => [...withImports(file)].map(url);
  const [entryFile] = Object.entries(outputs).find(([, o]) => o.entryPoint === "islands/boot.ts");
  const [hydrateFile] = Object.entries(outputs).find(([, o]) => o.entryPoint === "islands/hydrate.tsx");
  const [pageScriptsFile] = Object.entries(outputs).find(([, o]) => o.entryPoint === "islands/page-scripts.ts");
  // Each island's chunk is the one its loader imports: the output of its
  // component's module, which exports the island's name. A name two modules
  // export is left out, so a page holding that island fails rather than
  // loading the wrong one.
  const islands = new Map();
  const ambiguous = new Set();
  for (const [file, o] of Object.entries(outputs)) {
    if (!o.entryPoint || file === entryFile || file === hydrateFile || file === pageScriptsFile) continue;
    for (const name of o.exports) {
      if (islands.has(name)) ambiguous.add(name);
      islands.set(name, urls(file));
    }
  }
  for (const name of ambiguous) islands.delete(name);
  return { entry: url(entryFile), pageScripts: urls(pageScriptsFile), hydrate: urls(hydrateFile), islands };
}

/**
 * Builds the islands and rewrites every islands page among `pages`, each
 * checked first for a client component left outside an island; returns how
 * many it rewrote.
 */
export async function islandsPages(out, pages) {
  const bundle = await buildIslands(out);
  const pathOfId = new Map([...clientModules()].map(([path, m]) => [Number(m.id), path]));
  let rewritten = 0;
  for (const file of pages) {
    const html = readFileSync(file, "utf8");
    if (!isIslandsPage(html)) continue;
    checkIslands(html, relative(out, file), pathOfId);
    writeFileSync(file, asIslandsPage(html, bundle));
    rewritten++;
  }
  return { ...bundle, rewritten };
}
