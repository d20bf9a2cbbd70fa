// A strict Content-Security-Policy for a static export (issue 10). Next.js
// inlines executable scripts in every page (its bootstrap, the RSC payload
// `self.__next_f.push(...)`, the tag-manager snippet) and has no way to hash
// them in an export (vercel/next.js#4934). So after `next build` this hashes
// each page's inline scripts and writes the page's own policy, with
// `script-src 'self' 'sha256-…'…` and no 'unsafe-inline', as a <meta> before
// any script. Static hosts deliver it with the page; `api serve` reads it from
// the head of the file and sends it as a header too.
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";

const META_OPEN = '<meta http-equiv="Content-Security-Policy" content="';

// Script types a browser executes (HTML's "JavaScript MIME type essence
// matches", plus module, importmap and speculationrules, which script-src
// also governs). Anything else (application/ld+json, …) is a data block: it
// never runs, so it needs no hash.
const EXECUTABLE_TYPES = new Set([
  "",
  "module",
  "importmap",
  "speculationrules",
  "application/ecmascript",
  "application/javascript",
  "application/x-ecmascript",
  "application/x-javascript",
  "text/ecmascript",
  "text/javascript",
  "text/javascript1.0",
  "text/javascript1.1",
  "text/javascript1.2",
  "text/javascript1.3",
  "text/javascript1.4",
  "text/javascript1.5",
  "text/jscript",
  "text/livescript",
  "text/x-ecmascript",
  "text/x-javascript",
]);

/**
 * The attributes of a start tag from just after its name; returns the
 * attributes (lower-case names, raw values) and the index after its `>`.
 * Quoted values may hold `>`, which a plain regex would stop at.
 */
export function startTag(html, i) {
  const attrs = new Map();
  const n = html.length;
  while (i < n) {
    while (i < n && /[\s/]/.test(html[i])) i++;
    if (html[i] === ">") return { attrs, end: i + 1 };
    let name = "";
    while (i < n && !/[\s/>=]/.test(html[i])) name += html[i++];
    while (i < n && /\s/.test(html[i])) i++;
    let value = "";
    if (html[i] === "=") {
      i++;
      while (i < n && /\s/.test(html[i])) i++;
      const q = html[i];
      if (q === '"' || q === "'") {
        const close = html.indexOf(q, i + 1);
        if (close < 0) throw new Error("unterminated attribute value");
        value = html.slice(i + 1, close);
        i = close + 1;
      } else {
        while (i < n && !/[\s>]/.test(html[i])) value += html[i++];
      }
    }
    const key = name.toLowerCase();
    if (key && !attrs.has(key)) attrs.set(key, value);
  }
  throw new Error("unterminated start tag");
}

/**
 * Every <script> element of a page, in document order: where it starts and
 * ends in the HTML, its attributes, its raw text, and whether a browser would
 * execute that text (an inline script of an executable type; a data block
 * such as JSON-LD never runs).
 */
export function scriptElements(html) {
  const elements = [];
  const open = /<script(?=[\s/>])/gi;
  const close = /<\/script(?=[\s/>])/gi;
  let m;
  while ((m = open.exec(html))) {
    const { attrs, end } = startTag(html, m.index + "<script".length);
    close.lastIndex = end;
    const c = close.exec(html);
    if (!c) throw new Error(`a <script> at ${m.index} is never closed`);
    open.lastIndex = c.index;
    const type = (attrs.get("type") ?? "").trim().toLowerCase();
    elements.push({
      start: m.index,
      end: html.indexOf(">", c.index) + 1,
      attrs,
      text: html.slice(end, c.index),
      executedInline: !attrs.has("src") && EXECUTABLE_TYPES.has(type),
    });
  }
  return elements;
}

/**
 * The text of every inline script a browser would execute, exactly as the
 * browser hashes it: the raw text between the tags (script data is not
 * entity-decoded), after the HTML parser's newline normalisation (CR LF and
 * lone CR become LF) and with NUL read as U+FFFD.
 */
export function inlineScripts(html) {
  return scriptElements(html)
    .filter((s) => s.executedInline)
    .map((s) => s.text.replace(/\r\n?/g, "\n").replace(/\0/g, "\uFFFD"));
}

/** `'sha256-…'` sources for the page's inline scripts, each once, in page order. */
export function scriptHashes(html) {
  const hashes = inlineScripts(html).map((s) => `'sha256-${createHash("sha256").update(s, "utf8").digest("base64")}'`);
  return [...new Set(hashes)];
}

/** The page policy with the page's hashes appended to its script-src. */
export function pagePolicy(base, hashes) {
  const directives = base
    .split(";")
    .map((d) => d.trim())
    .filter(Boolean);
  const i = directives.findIndex((d) => d.split(/\s+/)[0].toLowerCase() === "script-src");
  if (i < 0) throw new Error(`the page policy has no script-src: ${base}`);
  if (/'unsafe-inline'/i.test(directives[i])) throw new Error("the page policy must not allow inline scripts");
  if (hashes.length) directives[i] += " " + hashes.join(" ");
  return directives.join("; ");
}

/**
 * The page with its policy as a <meta> before any script, and the number of
 * scripts hashed. The meta goes first in <head>, except after a leading
 * `<meta charset>`, which must stay within the first 1024 bytes (the hashes
 * can be longer than that) and is no script. A policy from an earlier run is
 * replaced, so running twice changes nothing.
 */
export function withPolicy(html, base) {
  if (/["&<>]/.test(base)) throw new Error(`the page policy cannot go in an attribute as it is: ${base}`);
  const previous = html.indexOf(META_OPEN);
  if (previous >= 0) {
    const end = html.indexOf(">", previous);
    html = html.slice(0, previous) + html.slice(end + 1);
  }
  const head = /<head(?=[\s>])[^>]*>/i.exec(html);
  if (!head) throw new Error("no <head>");
  let at = head.index + head[0].length;
  const charset = /^<meta charset=["']?utf-8["']?\s*\/?>/i.exec(html.slice(at, at + 64));
  if (charset) at += charset[0].length;
  const firstScript = html.search(/<script(?=[\s/>])/i);
  if (firstScript >= 0 && firstScript < at) throw new Error("a script comes before <head>");
  const hashes = scriptHashes(html);
  const meta = `${META_OPEN}${pagePolicy(base, hashes)}">`;
  return { html: html.slice(0, at) + meta + html.slice(at), scripts: hashes.length };
}

/** Writes each file's policy; returns how many files and distinct scripts it hashed. */
export function hashPages(files, base) {
  let scripts = 0;
  for (const file of files) {
    const html = readFileSync(file, "utf8");
    const out = withPolicy(html, base);
    scripts += out.scripts;
    if (out.html !== html) writeFileSync(file, out.html);
  }
  return { files: files.length, scripts };
}
