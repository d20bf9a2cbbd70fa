"use client";
// Records the page view in the background (decisions 10, 17): never delays or
// hides content. A failure, whether the request never arrives or the API
// refuses it, is only logged as an analytics tracking error (brief 7, 8).
// It also counts the page's calls and chats (issue 13.4): this island is on
// every public page and on no admin page, so one listener here covers every
// phone and WhatsApp link without another island.
import { useEffect } from "react";
import type { ContactClick, PageType, PageView as View } from "@/generated/types";
import { landingUtm, sessionStore } from "@/lib/landing-utm";
import { CONTACT_LINK, contactKind, logTrackingFailure, sendInBackground } from "@/lib/contact-clicks";

export function PageView({ pageType }: { pageType: PageType }) {
  useEffect(() => {
    const view: View = {
      path: window.location.pathname,
      pageType,
      ...landingUtm(window.location.search, sessionStore()),
    };
    const body = JSON.stringify(view);
    fetch("/api/page-views", { method: "POST", headers: { "content-type": "application/json" }, body, keepalive: true })
      .then((res) => {
        if (!res.ok) logTrackingFailure(`HTTP ${res.status}${res.statusText ? ` ${res.statusText}` : ""}`);
      })
      .catch(logTrackingFailure);
    // Delegated, in the capture phase, so a link added later or a handler
    // that stops the click (a menu closing) still counts. It only queues the
    // beacon: the link opens as it would without it.
    const onClick = (e: MouseEvent) => {
      const link = (e.target as Element | null)?.closest?.(CONTACT_LINK);
      const kind = link && contactKind(link.getAttribute("href") ?? "");
      if (kind) sendInBackground("/api/contact-clicks", { ...view, kind } satisfies ContactClick);
    };
    document.addEventListener("click", onClick, true);
    return () => document.removeEventListener("click", onClick, true);
  }, [pageType]);
  return null;
}
