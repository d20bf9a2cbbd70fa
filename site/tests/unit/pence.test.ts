import { describe, expect, it } from "vitest";
import { formatPence, parsePence, vatInside } from "@/components/admin/pence";

describe("pence typed and shown", () => {
  it("reads pounds and pence exactly, without floating point", () => {
    expect(parsePence("£1,234.50")).toBe(123_450);
    expect(parsePence("1234.5")).toBe(123_450);
    expect(parsePence(" 12 ")).toBe(1_200);
    expect(parsePence("0.10")).toBe(10);
    expect(parsePence(".05")).toBe(5);
    expect(parsePence("£ 1,000,000.00")).toBe(100_000_000);
    // 0.1 + 0.2 is not 0.3 in floating point; typed amounts never go through it.
    expect(parsePence("0.29")).toBe(29);
    expect(parsePence("1.15")).toBe(115);
    expect(parsePence("4.35")).toBe(435);
  });

  it("refuses what is not an amount", () => {
    for (const bad of ["", "£", "abc", "1.234", "1,23", "12,34.50", "-5", "1e3", "1.2.3", "12 50", "99999999999999"]) {
      expect(parsePence(bad), bad).toBeNull();
    }
  });

  it("prints amounts as the quote does, and the VAT inside a total as the API does", () => {
    expect(formatPence(123_450)).toBe("£1,234.50");
    expect(formatPence(1)).toBe("£0.01");
    expect(formatPence(100_000_030)).toBe("£1,000,000.30");
    expect(vatInside(100_000_030, 2000)).toBe(16_666_672);
    expect(vatInside(100, 2000)).toBe(17);
    expect(vatInside(12_000, 2000)).toBe(2_000);
  });
});
