// Recording the visitor's consent choice (decision 18): kept in
// localStorage and told to the tag manager. Apart from lib/consent.ts, so only
// the consent panel's chunk, fetched when the banner is shown, carries it
// (issue 35.4).
import { consentState, type ConsentChoice } from "@/lib/consent";
import { STORAGE_KEYS } from "@/lib/storage-keys";

const CONSENT_KEY = STORAGE_KEYS.consent;

type DataLayerWindow = Window & { dataLayer?: unknown[] };

/** Records the choice and tells the tag manager. Rejecting also clears Google's analytics cookies. */
export function applyChoice(choice: ConsentChoice) {
  try {
    window.localStorage.setItem(CONSENT_KEY, choice);
  } catch {
    // Storage blocked: the choice still applies to this page view.
  }
  const w = window as DataLayerWindow;
  w.dataLayer = w.dataLayer ?? [];
  // gtag must push the Arguments object itself (Google's snippet does; an
  // array is read differently), so `arguments` is used and _args only types the call.
  /* eslint-disable prefer-rest-params, @typescript-eslint/no-unused-vars */
  const gtag = function (..._args: unknown[]) {
    w.dataLayer!.push(arguments);
  };
  /* eslint-enable prefer-rest-params, @typescript-eslint/no-unused-vars */
  gtag("consent", "update", consentState(choice));
  if (choice === "denied") {
    for (const name of document.cookie.split(";").map((c) => c.split("=")[0].trim())) {
      if (/^(_ga|_gid|_gcl|_gat)/.test(name)) {
        for (const domain of [
          "",
          `; domain=${location.hostname}`,
          `; domain=.${location.hostname.replace(/^www\./, "")}`,
        ]) {
          document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/${domain}`;
        }
      }
    }
  }
}
