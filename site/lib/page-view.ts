// Records the page view in the background (decisions 10, 17): never delays or
// hides content. A failure, whether the request never arrives or the API
// refuses it, is only logged as an analytics tracking error (brief 7, 8).
// It also counts the page's calls and chats (issue 13.4): this page script
// runs on every public page and on no admin page, so one listener here
// covers every phone and WhatsApp link. Plain DOM, no React (decision 75):
// it runs once the page has loaded, whether or not the islands ever start.
import type { ContactClick, PageType, PageView } from "@/generated/types";
import { landingUtm, sessionStore } from "@/lib/landing-utm";
import { CONTACT_LINK, contactKind, logTrackingFailure, sendInBackground } from "@/lib/contact-clicks";

export function recordPageView({ pageType }: { pageType: PageType }) {
  const view: PageView = {
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
  document.addEventListener(
    "click",
    (e) => {
      const link = (e.target as Element | null)?.closest?.(CONTACT_LINK);
      const kind = link && contactKind(link.getAttribute("href") ?? "");
      if (kind) sendInBackground("/api/contact-clicks", { ...view, kind } satisfies ContactClick);
    },
    true,
  );
}
