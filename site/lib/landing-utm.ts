// The UTM values a visit landed with (issue 11.5). A campaign link brings the
// visitor to one page; they often enquire from another. The landing page's
// source and campaign are kept for the tab's visit (sessionStorage), so both
// the page views and the enquiry are credited to the campaign that won them.

export type LandingUtm = { utmSource?: string; utmCampaign?: string };

import { STORAGE_KEYS } from "@/lib/storage-keys";

const KEY = STORAGE_KEYS.landingUtm;

// The API refuses a value it would not count (over 64 characters or with
// control characters); such a value is left out so the view still counts.
const ok = (v: string | null) => (v && v.length <= 64 && !/[\u0000-\u001f\u007f-\u009f]/.test(v) ? v : undefined);

/** This page's UTM source and campaign, remembered for the visit; else the
 *  ones the visit landed with. Where storage is blocked (it throws), only
 *  this page's own values. */
export function landingUtm(search: string, storage: Pick<Storage, "getItem" | "setItem"> | undefined): LandingUtm {
  const q = new URLSearchParams(search);
  const here: LandingUtm = { utmSource: ok(q.get("utm_source")), utmCampaign: ok(q.get("utm_campaign")) };
  try {
    if (here.utmSource || here.utmCampaign) storage?.setItem(KEY, JSON.stringify(here));
    else {
      const kept = JSON.parse(storage?.getItem(KEY) ?? "{}") as Record<string, unknown>;
      const text = (v: unknown) => (typeof v === "string" ? ok(v) : undefined);
      return { utmSource: text(kept.utmSource), utmCampaign: text(kept.utmCampaign) };
    }
  } catch {
    // Storage blocked or its value unreadable: this page's own values only.
  }
  return here;
}

/** `window.sessionStorage`, or undefined where reading it throws. */
export function sessionStore(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}
