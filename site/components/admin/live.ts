// The inbox keeps itself current (issue 23.1): it polls GET /pulse, every
// few seconds while the page is in view and less often while it is hidden,
// with the last answer's ETag, so an unchanged inbox costs a 304 with no
// body. A new revision updates every tab's count and tells the screen on
// view to load itself again; emergencies the owner has not yet seen count in
// the page title, so a new one shows on a tab in the background.
import { useCallback, useEffect, useRef, useState } from "react";
import * as z from "zod/mini";
import type { Client } from "./api";
import { leadCounts } from "./schemas";
import { STORAGE_KEYS } from "@/lib/storage-keys";

export const pulseSchema = z.object({ revision: z.string(), counts: leadCounts, pinned: z.array(z.number()) });
export type Pulse = z.infer<typeof pulseSchema>;

/** How often an inbox in view asks, and one in a background tab. */
export const POLL_MS = { visible: 4_000, hidden: 30_000 };

export type Live = {
  /** The latest pulse (null until the first answer). */
  pulse: Pulse | null;
  /** Goes up by one whenever the leads change: screens load again when it does. */
  revision: number;
  /** The pinned emergencies not yet seen on this device. */
  unseen: number[];
  /** Notes emergencies as seen (listed in view, or opened). */
  markSeen: (ids: number[]) => void;
  /** Asks now, and makes the screen on view load again whatever the answer. */
  refresh: () => void;
};

const SEEN_KEY = STORAGE_KEYS.inboxSeen;

function readSeen(): number[] {
  try {
    const v: unknown = JSON.parse(window.localStorage.getItem(SEEN_KEY) ?? "[]");
    return Array.isArray(v) ? v.filter((n): n is number => typeof n === "number") : [];
  } catch {
    return [];
  }
}

export function useLive(api: Client): Live {
  const [pulse, setPulse] = useState<Pulse | null>(null);
  const [revision, setRevision] = useState(0);
  const [seen, setSeen] = useState<number[]>([]);
  const etag = useRef<string | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const ask = useRef<() => void>(() => {});

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setSeen(readSeen());
    let stopped = false;
    const schedule = () => {
      window.clearTimeout(timer.current);
      if (stopped) return;
      const wait = document.visibilityState === "visible" ? POLL_MS.visible : POLL_MS.hidden;
      timer.current = window.setTimeout(() => void poll(), wait);
    };
    const poll = async () => {
      try {
        const answer = await api.poll("/pulse", pulseSchema, etag.current);
        if (answer && !stopped) {
          const first = etag.current === null;
          etag.current = answer.etag;
          setPulse(answer.data);
          // The first answer describes what the screens are loading anyway.
          if (!first) setRevision((r) => r + 1);
        }
      } catch {
        // Offline for a moment, or signed out (the client has said so): try again later.
      }
      schedule();
    };
    ask.current = () => void poll();
    const onVisible = () => {
      if (document.visibilityState === "visible") void poll();
    };
    document.addEventListener("visibilitychange", onVisible);
    void poll();
    return () => {
      stopped = true;
      window.clearTimeout(timer.current);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [api]);

  const markSeen = useCallback((ids: number[]) => {
    setSeen((prev) => {
      const fresh = ids.filter((id) => !prev.includes(id));
      if (fresh.length === 0) return prev;
      // Only the latest few hundred are kept: pins end within a day.
      const next = [...prev, ...fresh].slice(-500);
      try {
        window.localStorage.setItem(SEEN_KEY, JSON.stringify(next));
      } catch {
        // Storage unavailable: seen for this page's life only.
      }
      return next;
    });
  }, []);

  const refresh = useCallback(() => {
    setRevision((r) => r + 1);
    ask.current();
  }, []);

  const unseen = (pulse?.pinned ?? []).filter((id) => !seen.includes(id));
  return { pulse, revision, unseen, markSeen, refresh };
}
