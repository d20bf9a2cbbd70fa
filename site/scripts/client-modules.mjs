// What `next build` says about the client components it bundled, read from
// its client-reference manifests in .next (the build folder is .next
// whatever SITE_OUT names): each client module's path, with the id the page
// payload names it by and the chunks that carry it. js-weight.mjs weighs the
// chunks; islands.mjs checks that an islands page renders no client module
// of ours that is not an island.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

export const buildDir = new URL("../.next", import.meta.url).pathname;

/** Every client module the build's client-reference manifests name: path -> { id, chunks }. */
export function clientModules(dir = buildDir) {
  const modules = new Map();
  const walk = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith("_client-reference-manifest.js")) {
        // The manifest is `globalThis.__RSC_MANIFEST["/route"] = {...};`: read the object as JSON.
        const text = readFileSync(path, "utf8");
        const start = text.indexOf("= {", text.indexOf("__RSC_MANIFEST[")) + 2;
        const manifest = JSON.parse(text.slice(start, text.lastIndexOf("}") + 1));
        for (const [key, m] of Object.entries(manifest.clientModules ?? {})) {
          // Keys may carry an export name ("...#Header"); the module is the path before it.
          const source = key.split("#")[0];
          const known = modules.get(source) ?? { id: m.id, chunks: new Set() };
          for (const c of m.chunks) known.chunks.add(c);
          modules.set(source, known);
        }
      }
    }
  };
  const app = join(dir, "server", "app");
  if (existsSync(app)) walk(app);
  return modules;
}

/** Whether a client module is the framework's: Next, React and their helpers, all under node_modules. */
export const isFramework = (module) => /(^|\/)node_modules\//.test(module);
