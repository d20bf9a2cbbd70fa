"use client";
// The 'open now' line (issue 13.2): before the script runs, and without it,
// the plain hours the server rendered (`hours`); then the office's state at
// this minute on the UK clock (lib/open-now.ts), refreshed every minute.
import { useEffect, useState } from "react";
import opening from "@/generated/data/opening.json";
import type { OpeningSchedule } from "@/generated/types";
import { openStatus, statusText, type OpenStatus } from "@/lib/open-now";

const schedule = opening as OpeningSchedule;

export function OpenNow({
  hours,
  short = false,
  className = "",
}: {
  hours?: string;
  /** Leave out the emergency line's clause (where space is short). */
  short?: boolean;
  className?: string;
}) {
  const [status, setStatus] = useState<OpenStatus | null>(null);
  useEffect(() => {
    const update = () => setStatus(openStatus(schedule, new Date()));
    const first = window.setTimeout(update, 0);
    const timer = window.setInterval(update, 60_000);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(timer);
    };
  }, []);
  if (!status) {
    return hours ? (
      <span className={className} data-open-now="hours">
        {hours}
      </span>
    ) : null;
  }
  return (
    <span className={`inline-flex items-center gap-1.5 ${className}`} data-open-now={status.open ? "open" : "closed"}>
      <span
        aria-hidden="true"
        className={`inline-block h-2 w-2 shrink-0 rounded-full ${status.open ? "bg-whatsapp-600" : "bg-slate-400"}`}
      />
      {statusText(status, schedule.emergencyLineAlwaysOpen && !short)}
    </span>
  );
}
