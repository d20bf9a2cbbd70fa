// What each catalogue service preselects in the quote form: one of the form's
// own options or nothing, never a plumbing option for a trade it does not fit.
import { describe, expect, it } from "vitest";
import { services } from "@/lib/data";
import { quoteServices } from "@/lib/contact-schema";
import { quoteServiceFor } from "@/lib/quote-service";

describe("quote form preselection", () => {
  it("is one of the form's options, or left for the visitor to choose", () => {
    for (const s of services) expect(["", ...quoteServices], s.name).toContain(quoteServiceFor(s));
  });
  it("matches a service to the option of the same name", () => {
    expect(quoteServiceFor({ name: "Leak Detection", category: "plumbing" })).toBe("Leak Detection");
  });
  it("maps boiler and heating work to their options", () => {
    expect(quoteServiceFor({ name: "Boiler Repair", category: "heating" })).toBe("Boiler Services");
    expect(quoteServiceFor({ name: "Central Heating", category: "heating" })).toBe("Heating Services");
  });
  it("leaves trades the form does not list unchosen", () => {
    expect(quoteServiceFor({ name: "Rewiring", category: "electrical" })).toBe("");
    expect(quoteServiceFor({ name: "Roof Installation", category: "roofing" })).toBe("");
  });
});
