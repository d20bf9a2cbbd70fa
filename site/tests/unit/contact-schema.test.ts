// The site's zod rules run the same vectors as the Rust rules
// (content-model/tests/contract.rs), so the two cannot drift apart.
import { describe, expect, it } from "vitest";
import vectors from "../../../content-model/contract/contact-vectors.json";
import { isPlausiblePhone, isValidEmail, missesRequired, validateContact } from "@/lib/contact-schema";

describe("contact request rules mirror the Rust rules", () => {
  for (const c of vectors.valid) {
    it(`accepts: ${c.case}`, () => {
      expect(validateContact(c.request as Record<string, unknown>)).toEqual({});
    });
  }
  for (const c of vectors.invalid) {
    it(`rejects exactly ${Object.keys(c.errors).join(", ")}, each with its kind: ${c.case}`, () => {
      const errors = validateContact(c.request as Record<string, unknown>);
      const kinds = Object.fromEntries(Object.entries(errors).map(([field, e]) => [field, e?.kind]));
      expect(kinds).toEqual(c.errors);
    });
  }
  it("says what to do, not 'invalid'", () => {
    expect(validateContact({})).toEqual({
      name: { kind: "missing", message: "Enter your name" },
      phone: { kind: "missing", message: "Enter your phone number" },
      service: { kind: "missing", message: "Choose the service you need" },
    });
  });
  it("tells a missing required field from one to check by its kind", () => {
    expect(missesRequired(validateContact({}))).toBe(true);
    const typo = validateContact({ name: "Jo", phone: "12", service: "Boiler Services" });
    expect(typo.phone?.message).toBe("Enter a phone number like 0141 496 0000 or +44 7700 900123");
    expect(missesRequired(typo)).toBe(false);
  });
  it("phone and email helpers", () => {
    expect(isPlausiblePhone("0141 496 0000")).toBe(true);
    expect(isPlausiblePhone("+44 7700 900123")).toBe(true);
    expect(isPlausiblePhone("12")).toBe(false);
    expect(isValidEmail("a@b.co")).toBe(true);
    expect(isValidEmail("a@b")).toBe(false);
  });
});
