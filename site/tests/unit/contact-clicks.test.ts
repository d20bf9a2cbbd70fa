// Calls and chats counted (issue 13.4): which links count as what, and the
// beacon's fallback when sendBeacon is missing or refuses.
import { afterEach, describe, expect, it, vi } from "vitest";
import { CONTACT_LINK, contactKind, sendInBackground } from "@/lib/contact-clicks";
import { chatMessages, mailtoHref, telHref, whatsappHref } from "@/lib/links";

describe("contactKind", () => {
  it("knows the site's phone and WhatsApp links, as lib/links builds them", () => {
    expect(contactKind(telHref("+441414960000"))).toBe("call");
    expect(contactKind(whatsappHref("447700900123", chatMessages.emergency()))).toBe("whatsapp");
  });

  it("ignores every other link", () => {
    for (const href of [mailtoHref("info@example.com"), "/contact", "https://example.com/wa.me/1", "http://wa.me/44"])
      expect(contactKind(href), href).toBeUndefined();
  });

  it("leaves the gas emergency line out of the links counted", () => {
    expect(CONTACT_LINK).toContain(":not([data-gas-emergency-call])");
    expect(CONTACT_LINK).toContain('a[href^="https://wa.me/"]');
  });
});

describe("sendInBackground", () => {
  const click = { path: "/about", pageType: "about", kind: "call" };
  afterEach(() => vi.restoreAllMocks());

  it("queues the click as JSON with sendBeacon and fetches nothing", async () => {
    const sendBeacon = vi.fn<(url: string, data?: BodyInit | null) => boolean>(() => true);
    const send = vi.fn();
    sendInBackground("/api/contact-clicks", click, { sendBeacon }, send);
    expect(send).not.toHaveBeenCalled();
    const [url, blob] = sendBeacon.mock.calls[0];
    expect(url).toBe("/api/contact-clicks");
    expect((blob as Blob).type).toBe("application/json");
    expect(JSON.parse(await (blob as Blob).text())).toEqual(click);
  });

  it("falls back to a keepalive fetch when sendBeacon refuses or is missing", () => {
    for (const nav of [{ sendBeacon: () => false }, {}]) {
      const send = vi.fn(() => Promise.resolve(new Response(null, { status: 202 })));
      sendInBackground("/api/contact-clicks", click, nav, send);
      expect(send).toHaveBeenCalledWith("/api/contact-clicks", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(click),
        keepalive: true,
      });
    }
  });

  it("only logs a failed fallback, as page views do", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    sendInBackground("/api/contact-clicks", click, {}, () => Promise.reject(new TypeError("offline")));
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith("Analytics tracking error:", expect.any(TypeError)));
  });
});
