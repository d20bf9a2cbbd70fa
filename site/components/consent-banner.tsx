"use client";
// The consent banner (decision 18): shown until the visitor accepts or rejects
// optional cookies, and again from the footer's 'Cookie settings'. Not modal:
// the page stays usable, and both choices are equally easy. This part only
// decides when to ask; the panel itself (components/consent-panel.tsx) is a
// chunk fetched when it is shown (issue 35.4).
import { lazy, Suspense, useEffect, useState } from "react";
import { OPEN_CONSENT_EVENT, storedChoice } from "@/lib/consent";

const ConsentPanel = lazy(() => import("@/components/consent-panel").then((m) => ({ default: m.ConsentPanel })));

export function ConsentBanner() {
  // null: closed; else open, with whether it was reopened on request (focus moves to it then).
  const [open, setOpen] = useState<{ reopened: boolean } | null>(null);

  useEffect(() => {
    // localStorage exists only in the browser: the static HTML renders the
    // banner closed and it opens after hydration, so the two always match.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (storedChoice() === null) setOpen({ reopened: false });
    const reopen = () => setOpen({ reopened: true });
    window.addEventListener(OPEN_CONSENT_EVENT, reopen);
    return () => window.removeEventListener(OPEN_CONSENT_EVENT, reopen);
  }, []);

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ConsentPanel focus={open.reopened} onChosen={() => setOpen(null)} />
    </Suspense>
  );
}
