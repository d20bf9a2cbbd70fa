// The WhatsApp button beside every quote form (brief 7): its message names the
// service chosen in the form, or plumbing services when none is.
import { describe, expect, it } from "vitest";
import { chatMessages, quoteFormWhatsappHref, whatsappLinkAttrs } from "@/lib/links";
import { quoteServices } from "@/lib/contact-schema";

const DIGITS = "447700900123";
const textOf = (href: string) => new URL(href).searchParams.get("text");

describe("quote form WhatsApp message", () => {
  it("names the selected service", () => {
    expect(chatMessages.quoteForm("Boiler Services")).toBe("Hi, I need help with Boiler Services in Glasgow");
    for (const s of quoteServices.filter((s) => s !== "Other"))
      expect(chatMessages.quoteForm(s)).toBe(`Hi, I need help with ${s} in Glasgow`);
    // 'Other' is no trade to name.
    expect(quoteServices).toContain("Other");
    expect(chatMessages.quoteForm("Other")).toBe("Hi, I need help with a job in Glasgow");
  });

  it("falls back to plumbing services when nothing is selected", () => {
    const fallback = "Hi, I need help with plumbing services in Glasgow";
    expect(chatMessages.quoteForm()).toBe(fallback);
    expect(chatMessages.quoteForm("")).toBe(fallback);
    expect(chatMessages.quoteForm("   ")).toBe(fallback);
  });

  it("builds a URL-encoded wa.me link for the selection", () => {
    expect(quoteFormWhatsappHref(DIGITS, "Tap Repair")).toBe(
      "https://wa.me/447700900123?text=Hi%2C%20I%20need%20help%20with%20Tap%20Repair%20in%20Glasgow",
    );
    expect(quoteFormWhatsappHref(DIGITS, "")).toBe(
      "https://wa.me/447700900123?text=Hi%2C%20I%20need%20help%20with%20plumbing%20services%20in%20Glasgow",
    );
    // Characters with a meaning in a URL stay inside the message.
    const href = quoteFormWhatsappHref(DIGITS, "Kitchen & Bathroom #1?");
    expect(href).not.toMatch(/[&#]|\?.*\?/);
    expect(textOf(href)).toBe("Hi, I need help with Kitchen & Bathroom #1? in Glasgow");
  });

  it("opens in a new tab without an opener", () => {
    expect(whatsappLinkAttrs.target).toBe("_blank");
    expect(whatsappLinkAttrs.rel.split(" ")).toContain("noopener");
  });
});
