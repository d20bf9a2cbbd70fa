// The inbox's service worker (issue 23.2): phone alerts and nothing else.
// Only /admin registers it, with scope /admin (the server sends
// Service-Worker-Allowed for this file), so no public page is ever under it.
// It keeps no cache and handles no fetch: the inbox always shows what the
// server says now.
"use strict";

self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

const INBOX = "/admin";

/** Only a path in the inbox on this site is ever opened from an alert. */
function inboxUrl(path) {
  try {
    const url = new URL(typeof path === "string" ? path : INBOX, self.location.origin);
    if (url.origin === self.location.origin && /^\/admin(\/|$)/.test(url.pathname)) return url.href;
  } catch {
    // fall through to the inbox itself
  }
  return new URL(INBOX, self.location.origin).href;
}

/** The notification for a push's payload, `{title, body, url, tag, urgent}`. */
function notificationOf(data) {
  const ok = data && typeof data === "object";
  const text = (v, fallback) => (typeof v === "string" && v.trim() ? v.slice(0, 300) : fallback);
  const urgent = ok && data.urgent === true;
  return {
    title: text(ok && data.title, "New enquiry"),
    options: {
      body: text(ok && data.body, "Open the inbox to see it."),
      tag: text(ok && data.tag, "inbox"),
      // A newer alert about the same lead replaces the older, and still buzzes.
      renotify: true,
      // An emergency stays on screen until the owner deals with it.
      requireInteraction: urgent,
      icon: "/admin/icon-192.png",
      badge: "/admin/icon-192.png",
      lang: "en-GB",
      data: { url: inboxUrl(ok && data.url) },
    },
  };
}

self.addEventListener("push", (event) => {
  let data = null;
  try {
    data = event.data ? event.data.json() : null;
  } catch {
    data = null;
  }
  const n = notificationOf(data);
  event.waitUntil(self.registration.showNotification(n.title, n.options));
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = inboxUrl(event.notification.data && event.notification.data.url);
  event.waitUntil(
    (async () => {
      // An inbox already open is brought forward at the lead; else a new one.
      const open = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const inbox = open.find((w) => /^\/admin(\/|$)/.test(new URL(w.url).pathname));
      if (inbox) {
        // A browser may refuse the focus (it is the click's to give); the inbox still moves to the lead.
        await inbox.focus().catch(() => undefined);
        if (inbox.url !== url) await inbox.navigate(url).catch(() => self.clients.openWindow(url));
        return;
      }
      await self.clients.openWindow(url);
    })(),
  );
});
