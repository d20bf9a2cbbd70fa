// The footer's way back to the consent banner (decision 18). A plain button
// with no script of its own: the banner listens for clicks on any element
// marked COOKIE_SETTINGS (components/consent-banner.tsx), so the footer
// carries none of the banner's code and needs no island of its own.
import { COOKIE_SETTINGS } from "@/lib/consent";

export function CookieSettingsButton({ className }: { className?: string }) {
  return (
    <button type="button" className={className} {...{ [COOKIE_SETTINGS]: "" }}>
      Cookie settings
    </button>
  );
}
