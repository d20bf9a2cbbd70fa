// 'Open now, closes 20:00' or 'Closed, opens 08:00 Saturday; emergency line
// open 24/7' (issue 13.2, decision 31), computed from the catalogue's schedule
// (data/opening.json) at an instant, on the office's clock: Europe/London, so
// GMT in winter and BST in summer whatever the visitor's own time zone. Bank
// holidays (Scotland) close the office all day.
import type { OpeningSchedule } from "@/generated/types";

export const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;

const londonParts = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** The London calendar date ('2026-03-29'), weekday (0 = Monday) and minutes after midnight at `instant`. */
export function londonClock(instant: Date): { date: string; weekday: number; minutes: number } {
  const part = Object.fromEntries(londonParts.formatToParts(instant).map((p) => [p.type, p.value]));
  const date = `${part.year}-${part.month}-${part.day}`;
  return { date, weekday: weekdayOf(date), minutes: Number(part.hour) * 60 + Number(part.minute) };
}

/** 0 = Monday … 6 = Sunday, for an ISO date. */
function weekdayOf(date: string): number {
  return (new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7;
}

/** The ISO date `days` after `date` (calendar arithmetic, no clock involved). */
function addDays(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60) % 24).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

export type OpenStatus =
  | { open: true; closes: string }
  /** `day` is null for later today; null `opens` when nothing opens in the next fortnight. */
  | { open: false; opens: { time: string; day: string | null } | null };

export function openStatus(schedule: OpeningSchedule, instant: Date): OpenStatus {
  const closed = new Set(schedule.closedDates);
  const now = londonClock(instant);
  const hoursOn = (date: string) => (closed.has(date) ? null : schedule.weekly[weekdayOf(date)]);
  const today = hoursOn(now.date);
  if (today && now.minutes >= today.opens && now.minutes < today.closes) {
    return { open: true, closes: hhmm(today.closes) };
  }
  if (today && now.minutes < today.opens) return { open: false, opens: { time: hhmm(today.opens), day: null } };
  for (let ahead = 1; ahead <= 14; ahead++) {
    const date = addDays(now.date, ahead);
    const hours = hoursOn(date);
    if (hours) return { open: false, opens: { time: hhmm(hours.opens), day: WEEKDAYS[weekdayOf(date)] } };
  }
  return { open: false, opens: null };
}

/** The line shown to the visitor. */
export function statusText(status: OpenStatus, emergencyLineAlwaysOpen: boolean): string {
  if (status.open) return `Open now, closes ${status.closes}`;
  const opens = status.opens ? `, opens ${status.opens.time} ${status.opens.day ?? "today"}` : "";
  return `Closed${opens}${emergencyLineAlwaysOpen ? "; emergency line open 24/7" : ""}`;
}

/** The plain hours, for pages before the script runs: 'Monday to Friday 07:00-20:00, …, Emergencies 24/7'. */
export function plainHours(hours: readonly { days: string; hours: string }[]): string {
  return hours.map((h) => `${h.days} ${h.hours}`).join(", ");
}
