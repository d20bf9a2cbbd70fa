"use client";
// The footer's way back to the consent banner (decision 18): it only fires
// the event the banner listens for, so the footer carries none of the
// banner's code.
import { OPEN_CONSENT_EVENT } from "@/lib/consent";

export function CookieSettingsButton({ className }: { className?: string }) {
  return (
    <button type="button" className={className} onClick={() => window.dispatchEvent(new Event(OPEN_CONSENT_EVENT))}>
      Cookie settings
    </button>
  );
}
