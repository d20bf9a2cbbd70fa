// The browser's side of phone alerts (issue 23.2): the inbox's service worker
// (/admin/sw.js, scope /admin), the notification permission and the push
// subscription, which the Phone alerts screen (alerts.tsx) sends to the API.

export const WORKER = "/admin/sw.js";
export const SCOPE = "/admin";

/** What this browser can do about alerts, before any is turned on. */
export type Support =
  | { kind: "ready" }
  /** iPhone and iPad push only to a web app added to the Home Screen. */
  | { kind: "install-first" }
  | { kind: "unsupported" }
  /** The owner (or a policy) blocked notifications for this site. */
  | { kind: "blocked" };

export function support(): Support {
  const ua = navigator.userAgent;
  const apple = /iPhone|iPad|iPod/.test(ua) || (/Macintosh/.test(ua) && navigator.maxTouchPoints > 1);
  const standalone =
    window.matchMedia("(display-mode: standalone)").matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true;
  const capable = "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
  if (!capable) return apple && !standalone ? { kind: "install-first" } : { kind: "unsupported" };
  if (Notification.permission === "denied") return { kind: "blocked" };
  return { kind: "ready" };
}

/** The base64url VAPID key as the bytes `pushManager.subscribe` wants. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/");
  const raw = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** Whether `sub` was made with the server's key `publicKey` (base64url). */
export function madeWith(sub: PushSubscription, publicKey: string): boolean {
  return sameKey(sub, keyBytes(publicKey));
}

function sameKey(sub: PushSubscription, key: Uint8Array): boolean {
  const current = sub.options.applicationServerKey;
  if (!current) return false;
  const a = new Uint8Array(current);
  return a.length === key.length && a.every((b, i) => b === key[i]);
}

async function registration(): Promise<ServiceWorkerRegistration> {
  await navigator.serviceWorker.register(WORKER, { scope: SCOPE, updateViaCache: "none" });
  return navigator.serviceWorker.ready;
}

/** This browser's subscription, if alerts were turned on here. */
export async function existing(): Promise<PushSubscription | null> {
  if (!("serviceWorker" in navigator)) return null;
  const reg = await navigator.serviceWorker.getRegistration(SCOPE);
  return (await reg?.pushManager.getSubscription()) ?? null;
}

/**
 * Asks for permission (only ever from a tap) and subscribes with the
 * server's key, replacing a subscription made with another key.
 */
export async function subscribe(publicKey: string): Promise<PushSubscriptionJSON> {
  const permission = await Notification.requestPermission();
  if (permission !== "granted") {
    throw new Error(
      permission === "denied"
        ? "Notifications are blocked for this site. Allow them in the browser's site settings, then try again."
        : "Alerts need your permission to show notifications. Tap the button again and choose Allow.",
    );
  }
  const reg = await registration();
  const key = keyBytes(publicKey);
  const current = await reg.pushManager.getSubscription();
  if (current && !sameKey(current, key)) await current.unsubscribe();
  const sub =
    current && sameKey(current, key)
      ? current
      : await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  return sub.toJSON();
}

/** Stops alerts in this browser (the server's record is removed separately). */
export async function unsubscribe(): Promise<void> {
  await (await existing())?.unsubscribe();
}
