// The export step's script hashing (scripts/csp.mjs): the hash must be of
// exactly the text the browser executes, or the page's scripts are blocked.
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain .mjs build script with no type declarations
import { inlineScripts, pagePolicy, scriptHashes, withPolicy } from "../../scripts/csp.mjs";

const sha = (s: string) => `'sha256-${createHash("sha256").update(s, "utf8").digest("base64")}'`;
const BASE = "default-src 'self'; script-src 'self'; object-src 'none'";

describe("inline script hashing", () => {
  it("takes executable inline scripts only, byte for byte", () => {
    const html = [
      '<html><head><meta charSet="utf-8"/>',
      '<script src="/_next/a.js" async=""></script>',
      '<script type="application/ld+json">{"a":1}</script>',
      "<script>self.__next_f=self.__next_f||[]</script>",
      '<SCRIPT type="text/javascript" data-x="a>b">£ 1 &amp; 2</SCRIPT >',
      "<script type=module>import x from '/y.js'</script>",
      "</head><body><scripts-not-a-tag></scripts-not-a-tag><script>a\r\nb\rc</script></body></html>",
    ].join("");
    expect(inlineScripts(html)).toEqual([
      "self.__next_f=self.__next_f||[]",
      "£ 1 &amp; 2",
      "import x from '/y.js'",
      "a\nb\nc",
    ]);
    expect(scriptHashes(html)).toEqual(inlineScripts(html).map(sha));
  });

  it("lists a repeated script once", () => {
    expect(scriptHashes("<script>1</script><script>1</script>")).toEqual([sha("1")]);
  });

  it("refuses a policy that already allows inline scripts", () => {
    expect(() => pagePolicy("script-src 'self' 'unsafe-inline'", [])).toThrow();
    expect(pagePolicy(BASE, ["'sha256-x'"])).toBe(
      "default-src 'self'; script-src 'self' 'sha256-x'; object-src 'none'",
    );
  });
});

describe("the page's policy meta", () => {
  const page =
    '<!DOCTYPE html><html lang="en-GB"><head><meta charSet="utf-8"/><title>t</title><script>go()</script></head><body></body></html>';

  it("goes after the charset and before any script", () => {
    const { html, scripts } = withPolicy(page, BASE);
    expect(scripts).toBe(1);
    const meta = `<meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' ${sha("go()")}; object-src 'none'">`;
    expect(html).toBe(page.replace('<meta charSet="utf-8"/>', `<meta charSet="utf-8"/>${meta}`));
  });

  it("is first in <head> when there is no charset meta, and running twice changes nothing", () => {
    const bare = "<html><head><script>go()</script></head></html>";
    const once = withPolicy(bare, BASE).html;
    expect(once.startsWith('<html><head><meta http-equiv="Content-Security-Policy"')).toBe(true);
    expect(withPolicy(once, BASE).html).toBe(once);
  });
});
