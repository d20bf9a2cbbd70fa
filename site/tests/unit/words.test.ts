import { describe, expect, it } from "vitest";
import { previewOf, wordsFor } from "@/lib/words";

describe("page words (issue 32.4)", () => {
  it("gives a page codegen's words, with its path, for pageMetadata", () => {
    const w = wordsFor("/services/boiler-repair");
    expect(w.path).toBe("/services/boiler-repair");
    expect(w.title).toBe("Boiler Repair in Glasgow | 24/7 Call-Outs");
    expect(w.keywords?.length).toBeGreaterThan(0);
    expect(w.image).toBeUndefined();
  });
  it("names an article's raster card as its preview", () => {
    const w = wordsFor("/blog/winter-plumbing-protection-glasgow");
    expect(w.image?.url).toMatch(/^\/images\/blog\/.+\.jpg$/);
  });
  it("refuses a path codegen gave no words", () => {
    expect(() => wordsFor("/no-such-page")).toThrow(/no page words/);
    expect(() => wordsFor("/404")).toThrow(/no page words/);
  });
  it("reads a job photograph's preview crop from the photo manifest", () => {
    const crops: Record<string, string> = { "a.jpg": "/work/a-1234abcd-og.jpg" };
    const photo = { kind: "photo", file: "a.jpg", alt: "A new boiler" } as const;
    expect(previewOf(photo, (f) => crops[f])).toEqual({ url: "/work/a-1234abcd-og.jpg", alt: "A new boiler" });
    expect(() => previewOf({ ...photo, file: "gone.jpg" }, (f) => crops[f])).toThrow(/gone\.jpg/);
    const picture = { kind: "picture", url: "/images/blog/x.jpg", alt: "X" } as const;
    expect(previewOf(picture)).toEqual({ url: "/images/blog/x.jpg", alt: "X" });
  });
});
