// The header's mobile slide-in panel (brief 2, decision 21): a dialog that
// keeps focus inside while it is open. Its own chunk, fetched when the
// visitor first reaches for the menu button (components/header.tsx): most
// visits never open it, so most pages never download it (issue 35.4).
import { useEffect, useRef } from "react";
import { createPortal } from "react-dom";
import { Phone, X } from "@/components/icons";
import { OpenNow } from "@/components/open-now";

export type MobileLink = { label: string; href: string; current: boolean };

export function MobileMenu({
  brand,
  links,
  telHref,
  phoneDisplay,
  hours,
  onClose,
}: {
  brand: string;
  links: MobileLink[];
  telHref: string;
  phoneDisplay: string;
  hours: string;
  /** Closes the panel; `returnFocus` puts focus back on the menu button. */
  onClose: (returnFocus: boolean) => void;
}) {
  const panel = useRef<HTMLDivElement>(null);

  // Keep focus inside the dialog while it is open.
  useEffect(() => {
    const el = panel.current;
    // preventScroll: while the panel is still off to the right, focusing into
    // it must not scroll it into view and spoil the slide.
    el?.querySelector<HTMLElement>("a, button")?.focus({ preventScroll: true });
    const trap = (e: KeyboardEvent) => {
      if (e.key !== "Tab" || !el) return;
      const items = Array.from(el.querySelectorAll<HTMLElement>("a, button"));
      const first = items[0];
      const last = items[items.length - 1];
      if (e.shiftKey && document.activeElement === first) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && document.activeElement === last) {
        e.preventDefault();
        first.focus();
      }
    };
    document.addEventListener("keydown", trap);
    document.body.style.overflow = "hidden";
    return () => {
      document.removeEventListener("keydown", trap);
      document.body.style.overflow = "";
    };
  }, []);

  // Portalled to <body>: the header's backdrop-filter would otherwise be the
  // containing block of this fixed layer and shrink it to the header's
  // height, and the floating chat button would paint over it.
  return createPortal(
    <div className="fixed inset-0 z-50 overflow-hidden lg:hidden">
      {/* The panel slides in from the right as the backdrop fades in; with
          reduced motion asked for, both simply appear. */}
      <div
        className="absolute inset-0 animate-fade-in bg-black/50 motion-reduce:animate-none"
        onClick={() => onClose(false)}
        aria-hidden="true"
      />
      <div
        ref={panel}
        id="mobile-menu"
        role="dialog"
        aria-modal="true"
        aria-label="Menu"
        className="absolute right-0 top-0 flex h-full w-80 max-w-[85vw] animate-slide-in-right flex-col bg-white p-6 shadow-2xl motion-reduce:animate-none"
      >
        <div className="mb-6 flex items-center justify-between">
          <span className="text-lg font-bold text-brand-900">{brand}</span>
          <button
            type="button"
            aria-label="Close menu"
            className="inline-grid h-11 w-11 place-items-center rounded-lg border border-line"
            onClick={() => onClose(true)}
          >
            <X className="h-6 w-6" aria-hidden="true" />
          </button>
        </div>
        <nav aria-label="Mobile">
          <ul className="space-y-1">
            {links.map((l) => (
              <li key={l.href}>
                <a
                  href={l.href}
                  onClick={() => onClose(false)}
                  aria-current={l.current ? "page" : undefined}
                  className="block rounded-lg px-3 py-3 text-lg font-medium hover:bg-brand-50 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-700"
                >
                  {l.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <a
          href={telHref}
          className="mt-auto inline-flex min-h-12 items-center justify-center gap-2 rounded-lg bg-accent-600 font-semibold text-white"
        >
          <Phone className="h-5 w-5" aria-hidden="true" /> Call {phoneDisplay}
        </a>
        <p className="mt-3 text-center text-sm text-muted">
          <OpenNow hours={hours} />
        </p>
      </div>
    </div>,
    document.body,
  );
}
