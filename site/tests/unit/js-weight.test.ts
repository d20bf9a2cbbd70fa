// The JavaScript weight report (scripts/js-weight.mjs): which scripts a page
// loads, and how a Turbopack chunk divides into modules.
import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain .mjs build script with no type declarations
import { chunkModules, htmlFileFor, pageScripts } from "../../scripts/js-weight.mjs";

describe("js-weight", () => {
  it("lists a page's src scripts in order, marking noModule ones, and skips inline ones", () => {
    const html = [
      '<script src="/_next/static/chunks/a.js" async=""></script>',
      "<script>self.__next_f=self.__next_f||[]</script>",
      '<script type="application/ld+json">{"src":"x"}</script>',
      '<script src="/_next/static/chunks/p.js" noModule=""></script>',
      '<SCRIPT SRC="/x.js?v=1&amp;w=2"></SCRIPT>',
    ].join("");
    expect(pageScripts(html)).toEqual([
      { src: "/_next/static/chunks/a.js", noModule: false },
      { src: "/_next/static/chunks/p.js", noModule: true },
      { src: "/x.js?v=1&w=2", noModule: false },
    ]);
  });

  it("names the export's file for a route", () => {
    expect(htmlFileFor("/out", "/")).toBe("/out/index.html");
    expect(htmlFileFor("/out", "/services/boiler-repair")).toBe("/out/services/boiler-repair.html");
  });

  it("splits a chunk into its modules, ids sharing a factory kept together", () => {
    const a = 'e=>{"use strict";e.s(["a",0,1])}';
    const b = "(e,t,r)=>{t.exports={x:[1,2,3]}}";
    const chunk = `(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push(["object"==typeof document?document.currentScript:void 0,12,${a},34,56,${b}]);`;
    expect(chunkModules(chunk)).toEqual([
      { ids: [12], bytes: a.length },
      { ids: [34, 56], bytes: b.length },
    ]);
    // The runtime is not a module list.
    expect(chunkModules("(()=>{let e=1})();")).toBeNull();
  });
});
