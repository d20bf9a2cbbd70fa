// Consent for the tag manager (decision 18, UK PECR). Google's consent mode is
// told 'denied' for everything before the container loads; only a visitor's
// 'Accept' in the consent banner updates it to 'granted'. The choice is kept
// in localStorage (strictly necessary: it records the choice itself).

import { STORAGE_KEYS } from "@/lib/storage-keys";

export const CONSENT_KEY = STORAGE_KEYS.consent;
/** The attribute of a button that reopens the banner (the footer's 'Cookie settings'). */
export const COOKIE_SETTINGS = "data-cookie-settings";

export type ConsentChoice = "granted" | "denied";

const SIGNALS = ["ad_storage", "ad_user_data", "ad_personalization", "analytics_storage"] as const;
export const consentState = (choice: ConsentChoice) => Object.fromEntries(SIGNALS.map((s) => [s, choice]));

/** The container id as Google Tag Manager expects it; anything else is refused (codegen checks it too). */
export function checkedContainerId(id: string): string {
  if (!/^GTM-[A-Z0-9]{4,12}$/.test(id)) throw new Error(`not a tag-manager container id: ${JSON.stringify(id)}`);
  return id;
}

export const tagManagerScriptSrc = (id: string) =>
  `https://www.googletagmanager.com/gtm.js?id=${checkedContainerId(id)}`;
export const tagManagerFrameSrc = (id: string) =>
  `https://www.googletagmanager.com/ns.html?id=${checkedContainerId(id)}`;

/**
 * The inline script in <head>: consent defaults (all denied), a returning
 * visitor's stored 'granted', the container's start event, and only then the
 * container itself, inserted by this script so it can never run before the
 * defaults (a separate async <script> could). `gtag` must push the arguments
 * object itself, as Google's snippet does; the container ignores plain arrays
 * for consent.
 */
export function consentBootstrap(id: string): string {
  return [
    "window.dataLayer=window.dataLayer||[];",
    "function gtag(){dataLayer.push(arguments);}",
    `gtag('consent','default',${JSON.stringify({ ...consentState("denied"), wait_for_update: 500 })});`,
    `try{if(localStorage.getItem(${JSON.stringify(CONSENT_KEY)})==='granted')gtag('consent','update',${JSON.stringify(consentState("granted"))});}catch(e){}`,
    "dataLayer.push({'gtm.start':Date.now(),event:'gtm.js'});",
    `var s=document.createElement('script');s.async=true;s.src=${JSON.stringify(tagManagerScriptSrc(id))};document.head.appendChild(s);`,
  ].join("");
}

/** Reads the stored choice; null when the visitor has not chosen (or storage is blocked). */
export function storedChoice(): ConsentChoice | null {
  try {
    const v = window.localStorage.getItem(CONSENT_KEY);
    return v === "granted" || v === "denied" ? v : null;
  } catch {
    return null;
  }
}
