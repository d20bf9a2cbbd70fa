// Calls and chats counted (issue 13.4, decision 31): most leads phone or
// WhatsApp rather than fill in the form, so a click on those links is sent
// to the API like a page view, without cookies. Sending must never hold up
// the link: sendBeacon only queues the request, and the browser delivers it
// even as the dialler or WhatsApp takes over the page.
import type { ContactKind } from "@/generated/types";

// How lib/links' whatsappHref starts every WhatsApp link (a unit test holds
// the two together). Not imported from there: that would put the link
// builders into every page's JavaScript for one string.
const WHATSAPP_LINK = "https://wa.me/";

/** The business's phone and WhatsApp links. The gas emergency line's link
 *  calls the national gas emergency service, not the business: no lead. */
export const CONTACT_LINK = `a[href^="tel:"]:not([data-gas-emergency-call]),a[href^="${WHATSAPP_LINK}"]`;

/** What a click on a link with this href is: a call, a chat, or neither. */
export const contactKind = (href: string): ContactKind | undefined =>
  href.startsWith("tel:") ? "call" : href.startsWith(WHATSAPP_LINK) ? "whatsapp" : undefined;

export const logTrackingFailure = (reason: unknown) => console.error("Analytics tracking error:", reason);

/** POSTs `body` as JSON to `url` in the background: sendBeacon where the
 *  browser has it and accepts the request (it returns false when its queue
 *  is full), a keepalive fetch otherwise. */
export function sendInBackground(
  url: string,
  body: unknown,
  nav: Partial<Pick<Navigator, "sendBeacon">> = navigator,
  send: typeof fetch = fetch,
) {
  const json = JSON.stringify(body);
  if (!nav.sendBeacon?.(url, new Blob([json], { type: "application/json" })))
    send(url, { method: "POST", headers: { "content-type": "application/json" }, body: json, keepalive: true }).catch(
      logTrackingFailure,
    );
}
