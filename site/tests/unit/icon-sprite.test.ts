import { describe, expect, it } from "vitest";
import { iconNodes, spriteSvg } from "@/lib/icon-sprite";

describe("the icon sprite", () => {
  const svg = spriteSvg();

  it("has one symbol per icon, each with lucide's 24-unit view box", () => {
    const ids = [...svg.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24">/g)].map((m) => m[1]);
    expect(ids).toEqual(Object.keys(iconNodes));
    expect(ids).toContain("phone");
    expect(ids).toContain("triangle-alert");
  });

  it("draws each icon's shapes and drops lucide's React keys", () => {
    expect(svg).toContain(`<path d="${iconNodes.phone[0][1].d}"/>`);
    expect(svg).not.toMatch(/ key="/);
  });

  it("sets no stroke or fill, so a page's class can colour and fill an icon", () => {
    expect(svg).not.toMatch(/<symbol[^>]*(stroke|fill)=/);
  });

  it("escapes attribute values", () => {
    const out = spriteSvg({ 'a"b': [["path", { d: '1<2 & "3"', key: "k" }]] });
    expect(out).toContain('<symbol id="a&quot;b" viewBox="0 0 24 24"><path d="1&lt;2 &amp; &quot;3&quot;"/></symbol>');
  });
});
