// Sending the quote form (components/quote-form.tsx): the rules, the request
// and what the visitor is told. A chunk of its own with the rules (and zod),
// fetched when the visitor first focuses the form or, at the latest, when it
// is sent: most visitors never touch the form, so most pages never download
// any of it, and the form's own code on every page stays small (issue 35.4).
import type { ContactRequest, ContactResponse } from "@/generated/types";
import { missesRequired, validateContact, type FieldErrors } from "@/lib/contact-schema";
import { landingUtm, sessionStore } from "@/lib/landing-utm";
import { sentNotice } from "@/lib/quote-services";

export type Notice = { tone: "success" | "error"; title: string; text: string };
export type QuoteValues = {
  name: string;
  phone: string;
  email: string;
  service: string;
  location: string;
  message: string;
};

/** The fields in the order the form shows them: the first with an error takes the focus. */
export const FIELD_ORDER = ["name", "phone", "email", "service", "location", "message"] as const;

/** What became of one press of the send button, for the form to show. */
export type SendOutcome =
  /** Refused here: the fields' errors, the notice, and the first field in error. */
  | { kind: "invalid"; errors: FieldErrors; notice: Notice; focus: string | undefined }
  | { kind: "sent"; notice: Notice }
  /** Not sent: the API's field errors where it gave them. */
  | { kind: "failed"; errors: FieldErrors | undefined };

/** A random key for one filled-in form: a UUID where the browser makes them (secure pages), else 32 random hex digits. */
export function newSubmissionKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * Checks the form's values with the mirrored rules and, when they pass, posts
 * them to /api/contact. `key` is the filled-in form's idempotency key, made
 * here on its first send and kept by the form while it is resent after a
 * failure; `onSending` is called just before the request goes.
 */
export async function sendQuote({
  values,
  isEmergency,
  honeypot,
  key,
  onSending,
}: {
  values: QuoteValues;
  isEmergency: boolean;
  honeypot: string;
  key: { current: string | null };
  onSending: () => void;
}): Promise<SendOutcome> {
  const pagePath = window.location.pathname;
  const found = validateContact({ ...values, pagePath });
  if (Object.keys(found).length > 0) {
    return {
      kind: "invalid",
      errors: found,
      notice: missesRequired(found)
        ? { tone: "error", title: "Missing Information", text: "Please fill in all required fields." }
        : { tone: "error", title: "Please check your details", text: Object.values(found)[0]?.message ?? "" },
      focus: FIELD_ORDER.find((f) => found[f]),
    };
  }
  onSending();
  const params = new URLSearchParams(window.location.search);
  const utm = (k: string) => params.get(k) || undefined;
  const body: ContactRequest = {
    ...values,
    isEmergency,
    pagePath,
    referrer: document.referrer || undefined,
    website: honeypot || undefined,
    idempotencyKey: (key.current ??= newSubmissionKey()),
    utmSource: utm("utm_source"),
    utmMedium: utm("utm_medium"),
    utmCampaign: utm("utm_campaign"),
    utmTerm: utm("utm_term"),
    utmContent: utm("utm_content"),
    // Sent from a later page of a campaign visit: credit the campaign it landed with.
    ...(!params.get("utm_source") && !params.get("utm_campaign") && landingUtm("", sessionStore())),
  };
  let fields: FieldErrors | undefined;
  try {
    const res = await fetch("/api/contact", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    const data = (await res.json().catch(() => ({}))) as Partial<ContactResponse>;
    if (!res.ok || data.success !== true) {
      fields = data.fields ?? undefined;
      throw new Error(data.error ?? `HTTP ${res.status}`);
    }
    // The catalogue's words (issue 31.3), as the no-JavaScript thank-you page says them.
    return { kind: "sent", notice: { tone: "success", ...sentNotice(isEmergency) } };
  } catch (error) {
    console.error("Contact request failed:", error);
    return { kind: "failed", errors: fields };
  }
}
