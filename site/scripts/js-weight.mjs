// `just js-weight`: how much of a public page's JavaScript is the framework's
// (React, react-dom, Next's runtime and router, Turbopack's loader) and how
// much is our own (issue 35.4: ours within 15 KB gzip on every public page),
// for one page of each route kind (tests/e2e/harness.mjs `routeKinds`) in an
// export: site/out, or the folder SITE_DIR names.
//
// A page's JavaScript is the <script src> chunks its HTML loads (a `noModule`
// script is listed but not counted: no browser in package.json's
// browserslist fetches it), each measured as lighthouse.mjs measures it, by
// its `.gz` copy in the export (gzip level 9), or gzipped here at level 9
// when the export has none. Chunks fetched later, on interaction (the quote
// form's rules), are not the page's weight and are not counted.
//
// Which chunk is whose comes from the build's own manifests in site/.next
// (the build folder is .next whatever SITE_OUT names), never from chunk names:
//   - build-manifest.json's rootMainFiles (the runtime, React, react-dom,
//     Next's router, Turbopack's loader) and polyfillFiles are the framework's;
//   - every route's client-reference manifest maps each client module
//     ("[project]/components/header.tsx") to the chunks that carry it: a chunk
//     whose client modules are all under node_modules (Next's layout router)
//     is the framework's, one carrying any module of ours is ours;
//   - a chunk neither names is counted as ours (everything not shown to be
//     the framework's is).
// A page that runs as islands (decision 74) loads the islands' boot script
// (scripts/islands.mjs) and, once the page has loaded, the code that
// script's element lists (hydrate.tsx, what it imports, the page's own
// islands); which of their bytes are
// the framework's (React, react-dom) and which are each of our modules' comes
// from esbuild's metafile, .next/islands-meta.json.
// Since .next holds only the last build, every chunk measured must be
// byte-identical to its copy in .next/static/chunks, or the script stops and
// says so (rebuild the export, or point SITE_DIR at the last one built).
//
// Within our chunks each client module's own code is found by parsing the
// chunk (TypeScript's parser, a devDependency): a Turbopack chunk is one
// `push([script, id, factory, id, factory, ...])`; a factory whose id the
// manifests name is that component's, the rest are what the components
// import (lib/, shared components), reported together. A module's gzip share
// is its share of the chunk's raw bytes times the chunk's gzip bytes.
//
//   node scripts/js-weight.mjs            the table
//   node scripts/js-weight.mjs --json     the same figures as JSON (for a bench)
//   JS_WEIGHT_ONLY=home,blog-post         just those route kinds
//   JS_WEIGHT_BUDGET_KB=15                our own share's budget (KB = 1024 bytes);
//                                         --check exits 1 when a kind misses it
import { createHash } from "node:crypto";
import { existsSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { pathToFileURL } from "node:url";
import { constants, gzipSync } from "node:zlib";
import ts from "typescript";
import { routeKinds, siteDir } from "../tests/e2e/harness.mjs";
import { CODE_ATTRIBUTE, ISLANDS_DIR, METAFILE } from "./islands.mjs";
import { buildDir, clientModules, isFramework } from "./client-modules.mjs";

const json = process.argv.includes("--json");
const check = process.argv.includes("--check");
const budgetKb = Number(process.env.JS_WEIGHT_BUDGET_KB ?? "15");
const only = process.env.JS_WEIGHT_ONLY?.split(",");
const KB = 1024;

/** The export's HTML file for a route path (trailingSlash: false, so /x is x.html). */
export function htmlFileFor(dir, path) {
  return path === "/" ? join(dir, "index.html") : join(dir, `${path.replace(/^\//, "")}.html`);
}

/** The scripts an HTML page loads by src, in document order, with whether each is `noModule`. */
export function pageScripts(html) {
  const scripts = [];
  for (const m of html.matchAll(/<script\b([^>]*)>/gi)) {
    const src = m[1].match(/\bsrc="([^"]+)"/i)?.[1];
    if (!src) continue;
    scripts.push({ src: src.replace(/&amp;/g, "&"), noModule: /\bnomodule\b/i.test(m[1]) });
  }
  return scripts;
}

/** What lighthouse.mjs counts for a file: its .gz copy, else gzip level 9 here (or the file, if smaller). */
function gzipBytes(file) {
  if (existsSync(`${file}.gz`)) return statSync(`${file}.gz`).size;
  const bytes = readFileSync(file);
  return Math.min(bytes.length, gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION }).length);
}

/** A module's name as we say it: its path in the site, without Turbopack's "[project]/". */
const moduleName = (module) => module.replace(/^\[project\]\//, "").replace(/ \[.*$/, "");

/**
 * The modules of a Turbopack chunk with their raw byte lengths: the chunk is
 * `(globalThis.TURBOPACK||...).push([script, id, factory, id, id, factory, ...])`
 * (several ids may share one factory). Returns [{ ids, bytes }], or null when
 * the chunk is not of that shape (the runtime itself).
 */
export function chunkModules(source) {
  const file = ts.createSourceFile("chunk.js", source, ts.ScriptTarget.Latest, false, ts.ScriptKind.JS);
  let list = null;
  const find = (node) => {
    if (list) return;
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.name.text === "push" &&
      node.arguments.length === 1 &&
      ts.isArrayLiteralExpression(node.arguments[0])
    ) {
      list = node.arguments[0].elements;
      return;
    }
    ts.forEachChild(node, find);
  };
  find(file);
  if (!list) return null;
  const modules = [];
  let ids = [];
  for (const element of list.slice(1)) {
    if (ts.isNumericLiteral(element) || ts.isStringLiteral(element)) ids.push(Number(element.text));
    else {
      modules.push({ ids, bytes: Buffer.byteLength(source.slice(element.getStart(file), element.end)) });
      ids = [];
    }
  }
  return modules;
}

const sha = (bytes) => createHash("sha256").update(bytes).digest("hex");

/** The islands' files the boot script asks for once the page has loaded (its `data-islands-code`). */
function islandsCode(html) {
  const listed = html.match(new RegExp(`\\b${CODE_ATTRIBUTE}="([^"]*)"`))?.[1] ?? "";
  return listed.split(" ").filter((src) => src.startsWith(`/${ISLANDS_DIR}/`));
}

/**
 * The islands' files a page loads at once, from the URLs it names (its entry
 * and its preloads): each with what it imports at once, once, and its bytes
 * split by module from esbuild's metafile. The files' names carry their
 * content's hash, so a name the last build's metafile lists is that build's
 * file.
 */
function islandsFiles(srcs, meta) {
  const byName = new Map(Object.entries(meta.outputs).map(([path, o]) => [path.split("/").pop(), { path, ...o }]));
  const files = [];
  const visit = (name) => {
    const output = byName.get(name);
    if (!output)
      throw new Error(
        `/${ISLANDS_DIR}/${name} in ${siteDir} is not in the last build's islands: rebuild the export, or measure the last one built`,
      );
    if (files.some((f) => f.name === name)) return;
    files.push({ name, output });
    for (const i of output.imports) if (i.kind === "import-statement") visit(i.path.split("/").pop());
  };
  for (const src of srcs) visit(src.split("/").pop());
  return files.map(({ name, output }) => {
    const file = join(siteDir, ISLANDS_DIR, name);
    const gzip = gzipBytes(file);
    const inputs = Object.entries(output.inputs).filter(([, i]) => i.bytesInOutput > 0);
    const total = inputs.reduce((sum, [, i]) => sum + i.bytesInOutput, 0);
    const share = (b) => (total ? (b / total) * gzip : 0);
    const framework = inputs.filter(([path]) => isFramework(path)).reduce((sum, [, i]) => sum + i.bytesInOutput, 0);
    return {
      src: `/${ISLANDS_DIR}/${name}`,
      raw: statSync(file).size,
      gzip,
      owner: "ours",
      components: inputs
        .filter(([path]) => !isFramework(path))
        .map(([path, i]) => ({ module: path, raw: i.bytesInOutput, gzip: share(i.bytesInOutput) }))
        .sort((a, b) => b.raw - a.raw),
      imported: { raw: 0, gzip: 0 },
      frameworkShare: share(framework),
    };
  });
}

function main() {
  const buildManifest = join(buildDir, "build-manifest.json");
  if (!existsSync(buildManifest)) throw new Error(`no ${relative(process.cwd(), buildManifest)}: build the site first`);
  const manifest = JSON.parse(readFileSync(buildManifest, "utf8"));
  const rootMain = new Set([...manifest.rootMainFiles, ...manifest.polyfillFiles].map((f) => `/_next/${f}`));
  const modules = clientModules();
  /** chunk -> the client modules that name it. */
  const byChunk = new Map();
  for (const [module, m] of modules)
    for (const c of m.chunks) byChunk.set(c, [...(byChunk.get(c) ?? []), { module, id: m.id }]);
  // Module ids are the build's, not a chunk's: a component one route loads on
  // its own and another imports inside a bigger one has the same id in both.
  const byId = new Map([...modules].map(([module, m]) => [m.id, module]));

  const kinds = Object.entries(routeKinds).filter(([kind]) => !only || only.includes(kind));
  const rows = [];
  const chunkCache = new Map();
  let islandsMeta = null;
  for (const [kind, path] of kinds) {
    const htmlFile = htmlFileFor(siteDir, path);
    if (!existsSync(htmlFile)) throw new Error(`${kind}: no ${htmlFile} in the export`);
    const chunks = [];
    const html = readFileSync(htmlFile, "utf8");
    for (const { src, noModule } of pageScripts(html)) {
      if (!src.startsWith("/")) continue; // another origin's script (the tag manager's) is not ours to weigh
      if (src.startsWith(`/${ISLANDS_DIR}/`)) {
        if (!existsSync(METAFILE)) throw new Error(`no ${relative(process.cwd(), METAFILE)}: build the site first`);
        islandsMeta ??= JSON.parse(readFileSync(METAFILE, "utf8"));
        const files = islandsFiles([src, ...islandsCode(html)], islandsMeta);
        chunks.push(...files.map((c) => ({ ...c, noModule: false })));
        continue;
      }
      const file = join(siteDir, decodeURIComponent(src.split("?")[0]));
      const built = join(buildDir, src.replace(/^\/_next\//, "").split("?")[0]);
      if (!chunkCache.has(src)) {
        const bytes = readFileSync(file);
        if (src.startsWith("/_next/") && (!existsSync(built) || sha(readFileSync(built)) !== sha(bytes)))
          throw new Error(
            `${src} in ${siteDir} is not the chunk of the last build in .next: rebuild the export, or measure the last one built`,
          );
        const named = byChunk.get(src) ?? [];
        const owner = rootMain.has(src)
          ? "framework"
          : named.length > 0 && named.every((n) => isFramework(n.module))
            ? "framework"
            : "ours";
        const gzip = gzipBytes(file);
        const entry = { src, raw: bytes.length, gzip, owner, components: [] };
        if (owner === "ours") {
          const parsed = chunkModules(bytes.toString("utf8"));
          const total = parsed?.reduce((s, m) => s + m.bytes, 0) ?? 0;
          const share = (b) => (total ? (b / total) * gzip : 0);
          let rest = 0;
          let framework = 0;
          for (const m of parsed ?? []) {
            const source = m.ids.map((id) => byId.get(id)).find(Boolean);
            // A chunk of ours may carry a module of Next's too (the not-found
            // page's one chunk has the layout router): that share is the framework's.
            if (source && isFramework(source)) framework += m.bytes;
            else if (source) entry.components.push({ module: moduleName(source), raw: m.bytes, gzip: share(m.bytes) });
            else rest += m.bytes;
          }
          entry.components.sort((a, b) => b.raw - a.raw);
          entry.imported = { raw: rest, gzip: share(rest) };
          entry.frameworkShare = share(framework);
        }
        chunkCache.set(src, entry);
      }
      chunks.push({ ...chunkCache.get(src), noModule });
    }
    const counted = chunks.filter((c) => !c.noModule);
    const sum = (owner) => counted.filter((c) => c.owner === owner).reduce((s, c) => s + c.gzip, 0);
    const moved = counted.reduce((s, c) => s + (c.frameworkShare ?? 0), 0);
    rows.push({
      kind,
      path,
      frameworkBytes: Math.round(sum("framework") + moved),
      oursBytes: Math.round(sum("ours") - moved),
      chunks,
    });
  }
  return rows;
}

/** The table, or the JSON with --json. */
function report() {
  const rows = main();
  const over = rows.filter((r) => r.oursBytes > budgetKb * KB);
  if (json) {
    console.log(JSON.stringify({ siteDir, budgetKb, rows }, null, 2));
  } else {
    const kb = (b) => (b / KB).toFixed(1);
    console.log(`JavaScript per route kind, KB (1024 bytes) gzip level 9, export ${siteDir}\n`);
    console.log("| route kind | framework | our own | total | our own chunks: what is in them (≈ KB gzip) |");
    console.log("|---|---|---|---|---|");
    for (const r of rows) {
      const ours = r.chunks
        .filter((c) => c.owner === "ours" && !c.noModule)
        .map((c) => {
          const parts = c.components.map((m) => `${m.module} ${kb(m.gzip)}`);
          if (c.imported?.raw) parts.push(`their imports ${kb(c.imported.gzip)}`);
          if (c.frameworkShare) parts.push(`framework modules ${kb(c.frameworkShare)}`);
          return `${c.src.split("/").pop()} ${kb(c.gzip)}: ${parts.join(", ")}`;
        });
      console.log(
        `| ${r.kind} | ${kb(r.frameworkBytes)} | ${kb(r.oursBytes)} | ${kb(r.frameworkBytes + r.oursBytes)} | ${ours.join("; ")} |`,
      );
    }
    console.log(
      `\nOur own JavaScript within ${budgetKb} KB on ${rows.length - over.length} of ${rows.length} route kinds` +
        (over.length ? ` (over: ${over.map((r) => r.kind).join(", ")})` : "") +
        ".",
    );
  }
  if (check && over.length) process.exitCode = 1;
}

// Run when called, not when a test imports the functions above.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    report();
  } catch (error) {
    // A missing export or a stale .next: the message says what to do; a stack would not.
    console.error(`js-weight: ${error.message}`);
    process.exitCode = 2;
  }
}
