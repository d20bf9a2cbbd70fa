// After `next build`: drop the RSC .txt payloads that only client-side
// navigation would request (internal links are plain anchors), and copy
// codegen's static-host files and route list into the export.
import { readdirSync, statSync, unlinkSync, copyFileSync, existsSync } from "node:fs";
import { join } from "node:path";

const out = new URL(`../${process.env.SITE_OUT ?? "out"}/`, import.meta.url).pathname;
const generated = new URL("../generated/", import.meta.url).pathname;
let removed = 0;
function walk(dir) {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) walk(p);
    else if (name.endsWith(".txt") && p !== join(out, "robots.txt")) {
      unlinkSync(p);
      removed++;
    }
  }
}
walk(out);
for (const name of readdirSync(join(generated, "static"))) copyFileSync(join(generated, "static", name), join(out, name));
copyFileSync(join(generated, "routes.json"), join(out, "routes.json"));
if (!existsSync(join(out, "404.html"))) throw new Error("the export has no 404.html");
console.log(`postexport: removed ${removed} RSC payload files; copied sitemaps, robots.txt, _redirects, _headers and routes.json`);
