"use client";
// Records the page view in the background (PRODUCT 10, 17): never delays or
// hides content. A failure, whether the request never arrives or the API
// refuses it, is only logged as an analytics tracking error (SPEC 7, 8).
import { useEffect } from "react";
import type { PageType } from "@/generated/types";

const logFailure = (reason: unknown) => console.error("Analytics tracking error:", reason);
const KEY = "landing-utm";

// The API refuses a value it would not count (over 64 characters or with
// control characters); such a value is left out so the view still counts.
const ok = (v: string | null) => (v && v.length <= 64 && !/[\u0000-\u001f\u007f-\u009f]/.test(v) ? v : undefined);

// The UTM source and campaign the visit landed with: this page's own, else
// those the first page of this tab's visit had. sessionStorage throws where
// storage is blocked; then only this page's own values are sent.
function landing() {
  const q = new URLSearchParams(window.location.search);
  const here = { utmSource: ok(q.get("utm_source")), utmCampaign: ok(q.get("utm_campaign")) };
  try {
    if (here.utmSource || here.utmCampaign) sessionStorage.setItem(KEY, JSON.stringify(here));
    else return JSON.parse(sessionStorage.getItem(KEY) ?? "{}");
  } catch {
    // Storage blocked: this page's own values only.
  }
  return here;
}

export function PageView({ pageType }: { pageType: PageType }) {
  useEffect(() => {
    const body = JSON.stringify({ path: window.location.pathname, pageType, ...landing() });
    fetch("/api/page-views", { method: "POST", headers: { "content-type": "application/json" }, body, keepalive: true })
      .then((res) => {
        if (!res.ok) logFailure(`HTTP ${res.status}${res.statusText ? ` ${res.statusText}` : ""}`);
      })
      .catch(logFailure);
  }, [pageType]);
  return null;
}
