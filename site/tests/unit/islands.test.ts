// Islands (decisions 74, 75): the export's rewrite of an islands page
// (scripts/islands.mjs), how props travel (islands/props.ts), the path the
// header is given (islands/next-navigation.ts) and the boot script's names.
import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain .mjs build script with no type declarations
import * as islandsExport from "../../scripts/islands.mjs";
// @ts-expect-error: a plain .mjs build script with no type declarations
import { inlineScripts } from "../../scripts/csp.mjs";
import { readFileSync } from "node:fs";
import { HYDRATING_ATTRIBUTE, propsText, QUOTE_ITEM, readProps, START_ATTRIBUTE } from "@/islands/props";
import { pathOf } from "@/islands/next-navigation";

const { asIslandsPage, checkIslands, CODE_ATTRIBUTE, isIslandsPage, payloadClientReferences } = islandsExport;

const BUNDLE = {
  entry: "/_next/static/islands/boot-A.js",
  pageScripts: ["/_next/static/islands/page-scripts-P.js", "/_next/static/islands/chunk-B.js"],
  hydrate: ["/_next/static/islands/hydrate-F.js", "/_next/static/islands/chunk-B.js"],
  // By island: its own chunk and what that imports (here, hydrate's chunk B again).
  islands: new Map([
    ["Header", ["/_next/static/islands/header-C.js", "/_next/static/islands/chunk-B.js"]],
    ["QuoteForm", ["/_next/static/islands/quote-form-D.js", "/_next/static/islands/chunk-E.js"]],
  ]),
};

// The shape of a page `next build` writes, cut down.
const page = (bodyAttrs: string) =>
  [
    '<!DOCTYPE html><html lang="en-GB"><head><meta charSet="utf-8"/>',
    '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
    '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/turbopack-1.js"/>',
    '<script src="/_next/static/chunks/main-2.js" async=""></script>',
    '<script id="tag-manager">window.dataLayer=[]</script>',
    '<link rel="preload" as="image" href="/photo.avif"/>',
    "<title>Privacy</title></head>",
    `<body class="flex"${bodyAttrs}>`,
    '<script type="application/json" data-island-props="">{"pageType":"privacy"}</script>',
    '<div data-island="Header" class="contents"></div>',
    '<script type="application/ld+json">{"@type":"WebPage"}</script>',
    "<main><p>Words</p></main>",
    "<script>(self.__next_f=self.__next_f||[]).push([0])</script>",
    '<script>self.__next_f.push([1,"0:{\\"a\\":1}"])</script>',
    '<script src="/_next/static/chunks/polyfills-3.js" noModule=""></script>',
    "</body></html>",
  ].join("");

describe("an islands page in the export", () => {
  it("is one whose body carries data-islands", () => {
    expect(isIslandsPage(page(' data-islands=""'))).toBe(true);
    expect(isIslandsPage(page(""))).toBe(false);
    // The body's own attributes, not words like them in the page.
    expect(
      isIslandsPage('<html><head></head><body><p data-islands="">&lt;body data-islands&gt;</p></body></html>'),
    ).toBe(false);
  });

  it("loses Next's scripts, preloads and payload, keeps the data blocks and the tag manager, and gains the islands", () => {
    const html = asIslandsPage(page(' data-islands=""'), BUNDLE);
    expect(html).not.toMatch(/_next\/static\/chunks\/[^"]+\.js/);
    expect(html).not.toContain("__next_f");
    expect(inlineScripts(html)).toEqual(["window.dataLayer=[]"]);
    expect(html).toContain('<script type="application/json" data-island-props="">{"pageType":"privacy"}</script>');
    expect(html).toContain('<script type="application/ld+json">{"@type":"WebPage"}</script>');
    expect(html).toContain('<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>');
    expect(html).toContain('<link rel="preload" as="image" href="/photo.avif"/>');
    // One script, the boot script, listing the page scripts, hydrate.tsx, their import and the page's
    // one island's code, each once; not the quote form's. Nothing is preloaded.
    expect(html).toContain(
      '<script type="module" fetchpriority="low" src="/_next/static/islands/boot-A.js" data-islands-code="/_next/static/islands/page-scripts-P.js /_next/static/islands/chunk-B.js /_next/static/islands/hydrate-F.js /_next/static/islands/header-C.js"></script></head>',
    );
    expect(html).not.toContain("modulepreload");
    expect(html).not.toContain("quote-form-D.js");
    expect(html).toContain("<main><p>Words</p></main></body></html>");
  });

  it("is refused when it holds an island whose code the bundle lacks", () => {
    const html = page(' data-islands=""').replace('data-island="Header"', 'data-island="Missing"');
    expect(() => asIslandsPage(html, BUNDLE)).toThrow(/island Missing has no code of its own/);
  });
});

describe("the check before the rewrite", () => {
  // A payload as Next writes it: rows in JS strings pushed onto self.__next_f.
  const push = (rows: string) => `<script>self.__next_f.push(${JSON.stringify([1, rows])})</script>`;
  const html = (islands: string[], rows: string) =>
    `<body data-islands="">${islands.map((n) => `<div data-island="${n}" class="contents"></div>`).join("")}${push(rows)}</body>`;
  const rows = '3:I[100,["$2"],"default"]\n9:I[200,["$7","$8"],"Header"]\n21:I[300,["$7"],"OpenNow"]\n';
  const paths = new Map([
    [100, "[project]/node_modules/next/dist/client/components/layout-router.js"],
    [200, "[project]/components/header.tsx"],
    [300, "[project]/components/open-now.tsx"],
  ]);

  it("reads the client components the payload names", () => {
    expect(payloadClientReferences(html([], rows))).toEqual([
      { id: 100, name: "default" },
      { id: 200, name: "Header" },
      { id: 300, name: "OpenNow" },
    ]);
  });

  it("passes a page whose every client component of ours is an island; Next's own are not ours", () => {
    expect(() => checkIslands(html(["Header", "OpenNow"], rows), "contact.html", paths)).not.toThrow();
  });

  it("refuses one left outside an island, naming the page and the component", () => {
    expect(() => checkIslands(html(["Header"], rows), "contact.html", paths)).toThrow(
      /contact\.html .* renders OpenNow \(components\/open-now\.tsx\) outside an island/,
    );
  });
});

describe("an island's props", () => {
  it("go as JSON that cannot close its script, and come back the same", () => {
    const props = { label: "</script><script>alert(1)</script>", n: 2, list: ["<!--"] };
    const text = propsText(props);
    expect(text).not.toContain("<");
    const el = { tagName: "SCRIPT", hasAttribute: () => true, textContent: text } as unknown as Element;
    expect(readProps(el)).toEqual(props);
  });

  it("are read only from their own data block", () => {
    const el = (tagName: string, marked: boolean, textContent: string) =>
      ({ tagName, hasAttribute: () => marked, textContent }) as unknown as Element;
    expect(readProps(null)).toBeNull();
    expect(readProps(el("DIV", true, "{}"))).toBeNull();
    expect(readProps(el("SCRIPT", false, "{}"))).toBeNull();
    expect(readProps(el("SCRIPT", true, "not json"))).toBeNull();
    expect(readProps(el("SCRIPT", true, "[1]"))).toBeNull();
  });
});

describe("the path an island reads", () => {
  it("is the route's path however the host names the file", () => {
    expect(pathOf("/")).toBe("/");
    expect(pathOf("/index.html")).toBe("/");
    expect(pathOf("/privacy")).toBe("/privacy");
    expect(pathOf("/privacy.html")).toBe("/privacy");
    expect(pathOf("/privacy/")).toBe("/privacy");
    expect(pathOf("/services/boiler-repair/index.html")).toBe("/services/boiler-repair");
  });
});

describe("the boot script", () => {
  // It imports nothing at once (islands/boot.ts says why), so it writes the
  // attribute names it shares with the export and the islands' code again.
  const boot = readFileSync(new URL("../../islands/boot.ts", import.meta.url), "utf8");
  const written = (name: string) => new RegExp(`^const ${name} = "([^"]*)";$`, "m").exec(boot)?.[1];

  it("names the attributes as the export and the islands' code do", () => {
    expect(written("CODE_ATTRIBUTE")).toBe(CODE_ATTRIBUTE);
    expect(written("HYDRATING_ATTRIBUTE")).toBe(HYDRATING_ATTRIBUTE);
    expect(written("START_ATTRIBUTE")).toBe(START_ATTRIBUTE);
    expect(written("QUOTE_ITEM")).toBe(QUOTE_ITEM);
  });

  it("imports nothing at once", () => {
    expect(boot).not.toMatch(/^import\s/m);
  });
});
