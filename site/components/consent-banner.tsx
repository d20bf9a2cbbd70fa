"use client";
// The consent banner (decision 18): shown until the visitor accepts or rejects
// optional cookies, and again from the footer's 'Cookie settings'. Not modal:
// the page stays usable, and both choices are equally easy.
import { useEffect, useId, useRef, useState } from "react";
import { applyChoice, OPEN_CONSENT_EVENT, storedChoice, type ConsentChoice } from "@/lib/consent";
import { buttonClass } from "@/components/ui";

export function ConsentBanner() {
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const reopened = useRef(false);

  useEffect(() => {
    // localStorage exists only in the browser: the static HTML renders the
    // banner closed and it opens after hydration, so the two always match.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (storedChoice() === null) setOpen(true);
    const reopen = () => {
      reopened.current = true;
      setOpen(true);
    };
    window.addEventListener(OPEN_CONSENT_EVENT, reopen);
    return () => window.removeEventListener(OPEN_CONSENT_EVENT, reopen);
  }, []);

  // Reopened on request: move focus to it so keyboard and screen-reader users find it.
  useEffect(() => {
    if (open && reopened.current) headingRef.current?.focus();
  }, [open]);

  if (!open) return null;
  function choose(choice: ConsentChoice) {
    applyChoice(choice);
    setOpen(false);
  }
  return (
    <section
      aria-labelledby={headingId}
      className="fixed inset-x-3 bottom-24 z-50 rounded-2xl bg-white p-5 text-ink shadow-2xl ring-1 ring-slate-200 sm:right-auto sm:bottom-4 sm:left-4 sm:max-w-md"
    >
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-base font-bold text-brand-900 outline-none">
        Cookies on this site
      </h2>
      <p className="mt-2 text-sm text-slate-700">
        We would like to use optional cookies to see how the site is used and how our adverts perform. They are only set
        if you accept, and you can change your mind at any time from &lsquo;Cookie settings&rsquo; at the foot of each
        page.{" "}
        <a href="/privacy" className="font-semibold text-brand-700 underline">
          Privacy policy
        </a>
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="button" className={buttonClass("primary", "sm")} onClick={() => choose("granted")}>
          Accept optional cookies
        </button>
        <button type="button" className={buttonClass("outline", "sm")} onClick={() => choose("denied")}>
          Reject optional cookies
        </button>
      </div>
    </section>
  );
}

/** The footer's way back to the banner. */
export function CookieSettingsButton({ className }: { className?: string }) {
  return (
    <button type="button" className={className} onClick={() => window.dispatchEvent(new Event(OPEN_CONSENT_EVENT))}>
      Cookie settings
    </button>
  );
}
