"use client";
// The inbox is fetched with import() once the /admin shell has loaded, so the
// shell's own scripts are only the framework's and a phone shows "Loading…"
// at once. The weight test finds the inbox's chunks by their API client.
import { lazy, Suspense } from "react";

const InboxApp = lazy(() => import("./inbox").then((m) => ({ default: m.InboxApp })));

export function InboxLoader() {
  return (
    <Suspense
      fallback={
        <p role="status" className="p-8 text-center text-muted">
          Loading…
        </p>
      }
    >
      <InboxApp />
    </Suspense>
  );
}
