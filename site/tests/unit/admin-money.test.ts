// The inbox's money: typed pounds become exact pence, pence are shown to the penny.
import { describe, expect, it } from "vitest";
import { lostReasonLabel, parsePence, pounds, vatInside } from "@/components/admin/money";

describe("typed pounds", () => {
  it("become exact pence without floating point", () => {
    expect(parsePence("£1,234.50")).toEqual({ pence: 123_450 });
    expect(parsePence("1234.5")).toEqual({ pence: 123_450 });
    expect(parsePence(" £ 450 ")).toEqual({ pence: 45_000 });
    expect(parsePence("0.10")).toEqual({ pence: 10 });
    expect(parsePence("£0.29")).toEqual({ pence: 29 });
    expect(parsePence("£1,000,000.01")).toEqual({ pence: 100_000_001 });
    expect(parsePence("10,000,000")).toEqual({ pence: 1_000_000_000 });
  });
  it("are refused with a plain message when they are not an amount", () => {
    for (const bad of [
      "",
      "abc",
      "1.234",
      "12,34",
      "-5",
      "£1,23.00",
      "1e3",
      "0",
      "0.00",
      "10,000,000.01",
      "123456789",
      "12 50",
      "1.2.3",
    ]) {
      expect(parsePence(bad)).toHaveProperty("error");
    }
  });
});

describe("pence", () => {
  it("are shown as pounds to the penny", () => {
    expect(pounds(123_450)).toBe("£1,234.50");
    expect(pounds(10)).toBe("£0.10");
    expect(pounds(100_000_001)).toBe("£1,000,000.01");
    expect(pounds(30)).toBe("£0.30");
    expect(lostReasonLabel("other-firm")).toBe("Chose another firm");
  });
});

describe("the VAT inside a total", () => {
  it("is worked out as the API does, rounded half up", () => {
    expect(vatInside(100_000_030, 2000)).toBe(16_666_672);
    expect(vatInside(100, 2000)).toBe(17);
    expect(vatInside(12_000, 2000)).toBe(2_000);
  });
});
