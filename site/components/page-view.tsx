"use client";
// Records the page view in the background (PRODUCT 10, 17): never delays or
// hides content. A failure, whether the request never arrives or the API
// refuses it, is only logged as an analytics tracking error (SPEC 7, 8).
import { useEffect } from "react";
import type { PageType } from "@/generated/types";
import { landingUtm, sessionStore } from "@/lib/landing-utm";

const logFailure = (reason: unknown) => console.error("Analytics tracking error:", reason);

export function PageView({ pageType }: { pageType: PageType }) {
  useEffect(() => {
    const body = JSON.stringify({
      path: window.location.pathname,
      pageType,
      ...landingUtm(window.location.search, sessionStore()),
    });
    fetch("/api/page-views", { method: "POST", headers: { "content-type": "application/json" }, body, keepalive: true })
      .then((res) => {
        if (!res.ok) logFailure(`HTTP ${res.status}${res.statusText ? ` ${res.statusText}` : ""}`);
      })
      .catch(logFailure);
  }, [pageType]);
  return null;
}
