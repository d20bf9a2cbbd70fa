"use client";
// The consent banner (decision 18): shown until the visitor accepts or rejects
// optional cookies, and again from the footer's 'Cookie settings' (a plain
// button it listens for). Not modal: the page stays usable, and both choices
// are equally easy. An island on an islands page (decision 74). This part only
// decides when to ask; the panel itself (components/consent-panel.tsx) is a
// chunk fetched when it is shown (issue 35.4).
import { lazy, Suspense, useEffect, useState } from "react";
import { COOKIE_SETTINGS, storedChoice } from "@/lib/consent";

const ConsentPanel = lazy(() => import("@/components/consent-panel").then((m) => ({ default: m.ConsentPanel })));

export function ConsentBanner() {
  // null: closed; else open, with whether it was reopened on request (focus moves to it then).
  const [open, setOpen] = useState<{ reopened: boolean } | null>(null);

  useEffect(() => {
    // localStorage exists only in the browser: the static HTML renders the
    // banner closed and it opens after hydration, so the two always match.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (storedChoice() === null) setOpen({ reopened: false });
    // One listener for every 'Cookie settings' button, which has no script of its own.
    const reopen = (e: MouseEvent) => {
      if ((e.target as Element | null)?.closest?.(`[${COOKIE_SETTINGS}]`)) setOpen({ reopened: true });
    };
    document.addEventListener("click", reopen);
    return () => document.removeEventListener("click", reopen);
  }, []);

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ConsentPanel focus={open.reopened} onChosen={() => setOpen(null)} />
    </Suspense>
  );
}
