// The site's zod rules run the same vectors as the Rust rules
// (content-model/tests/contract.rs), so the two cannot drift apart.
import { describe, expect, it } from "vitest";
import vectors from "../../../content-model/contract/contact-vectors.json";
import { isPlausiblePhone, isValidEmail, validateContact } from "@/lib/contact-schema";

describe("contact request rules mirror the Rust rules", () => {
  for (const c of vectors.valid) {
    it(`accepts: ${c.case}`, () => {
      expect(validateContact(c.request as Record<string, unknown>)).toEqual({});
    });
  }
  for (const c of vectors.invalid) {
    it(`rejects exactly ${c.errors.join(", ")}: ${c.case}`, () => {
      const errors = validateContact(c.request as Record<string, unknown>);
      expect(Object.keys(errors).sort()).toEqual([...c.errors].sort());
    });
  }
  it("says what to do, not 'invalid'", () => {
    expect(validateContact({})).toEqual({
      name: "Enter your name",
      phone: "Enter your phone number",
      service: "Choose the service you need",
    });
  });
  it("phone and email helpers", () => {
    expect(isPlausiblePhone("0141 496 0000")).toBe(true);
    expect(isPlausiblePhone("+44 7700 900123")).toBe(true);
    expect(isPlausiblePhone("12")).toBe(false);
    expect(isValidEmail("a@b.co")).toBe(true);
    expect(isValidEmail("a@b")).toBe(false);
  });
});
