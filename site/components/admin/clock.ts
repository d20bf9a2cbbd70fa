"use client";
// The time a screen shows 'waiting N min' against. Read once at render, the
// figure froze on an inbox left open (issue 33.8): this state moves on every
// half minute, so the minutes tick without asking the API again.
import { useEffect, useState } from "react";

/** How often the clock moves: under a minute, so no minute is skipped. */
const TICK_MS = 30_000;

/** The current time as an ISO string, moving on every `TICK_MS`. */
export function useTicking(): string {
  const [now, setNow] = useState(() => new Date().toISOString());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date().toISOString()), TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}
