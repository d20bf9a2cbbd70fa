// The consent banner's panel (decision 18): the question and the two equally
// easy choices. Its own chunk, fetched by components/consent-banner.tsx only
// when there is something to ask: a visitor who has chosen never downloads it
// until they open 'Cookie settings', and a build without a tag manager, which
// has no banner, never does (issue 35.4).
import { useEffect, useId, useRef } from "react";
import type { ConsentChoice } from "@/lib/consent";
import { applyChoice } from "@/lib/consent-choice";
import { buttonClass } from "@/components/ui";

export function ConsentPanel({ focus, onChosen }: { focus: boolean; onChosen: () => void }) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Reopened on request: move focus to it so keyboard and screen-reader users find it.
  useEffect(() => {
    if (focus) headingRef.current?.focus();
  }, [focus]);

  function choose(choice: ConsentChoice) {
    applyChoice(choice);
    onChosen();
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
