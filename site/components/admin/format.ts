// Times as a Glasgow owner reads them: Europe/London, en-GB, whatever the
// phone's own time zone, so a lead at 23:30 on a summer evening is not shown
// as the next morning.
const when = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});
const dayOnly = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  day: "numeric",
  month: "short",
  year: "numeric",
});
const dayParts = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/London",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** `12 Nov 2026, 14:05` for an RFC 3339 time; "—" for none. */
export function dateTime(iso: string | null | undefined): string {
  if (!iso) return "—";
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : when.format(d);
}

/** `12 Nov 2026` for a `YYYY-MM-DD` calendar day. */
export function day(ymd: string): string {
  const d = new Date(`${ymd}T12:00:00Z`);
  return Number.isNaN(d.getTime()) ? ymd : dayOnly.format(d);
}

/** Today's Europe/London calendar day as `YYYY-MM-DD`, shifted by `offset` days. */
export function londonDay(offset = 0, now = new Date()): string {
  return dayParts.format(new Date(now.getTime() + offset * 86_400_000));
}

export const number = new Intl.NumberFormat("en-GB");
const percentFormat = new Intl.NumberFormat("en-GB", { style: "percent", maximumFractionDigits: 1 });
/** A rate 0..1 as `4.2%`. */
export const percent = (rate: number) => percentFormat.format(rate);
/** A conversion rate, or `—` where more enquiries than views were counted. */
export const conversion = (rate: number | null) => (rate === null ? "—" : percent(rate));

/** An enquiry's status as the inbox names it. */
export const statusLabel: Record<string, string> = {
  new: "Lead",
  spam: "Spam",
  incomplete: "Incomplete",
  archived: "Archived",
};

export const stageLabel: Record<string, string> = {
  new: "New",
  contacted: "Contacted",
  quoted: "Quoted",
  won: "Won",
  lost: "Lost",
};
export const deliveryLabel: Record<string, string> = {
  pending: "Sending",
  sent: "Sent",
  failed: "Failed",
  abandoned: "Abandoned",
};
const mailKinds: Record<string, string> = {
  "enquiry-notification": "Notification to you",
  "enquiry-acknowledgement": "Acknowledgement to the customer",
  "newsletter-confirm": "Newsletter confirmation",
  "daily-digest": "Daily digest",
  "delivery-failure-summary": "Delivery failure summary",
  "visit-booked": "Visit confirmation to the customer",
  "visit-moved": "Visit update to the customer",
  "visit-cancelled": "Visit cancellation to the customer",
  "visit-reminder": "Visit reminder to the customer",
  "lead-reply": "Reply to the customer",
  "quote-chase": "Quote reminder to the customer",
  "review-request": "Review request to the customer",
};
/** The outbox kind in words: `enquiry-notification` → `Notification to you`. */
export function mailKindLabel(kind: string): string {
  const known = mailKinds[kind];
  if (known) return known;
  const words = kind.replace(/[_-]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The referrer when it says where the visitor came from: not when it is only
 * the page the form is on (every form sent from its own page has that one).
 */
export function telling(referrer: string | null, pagePath: string | null, host: string): string | null {
  if (!referrer) return null;
  try {
    const url = new URL(referrer);
    if (url.host === host && url.pathname === pagePath) return null;
  } catch {
    // Not a URL: shown as it came.
  }
  return referrer;
}

/** The time from one moment to another as the owner reads it: `under a minute`, `25 min`, `2 h 15 min`, `3 days`. */
export function span(fromIso: string, toIso: string): string {
  const minutes = Math.floor((new Date(toIso).getTime() - new Date(fromIso).getTime()) / 60_000);
  if (!Number.isFinite(minutes) || minutes < 1) return "under a minute";
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  return `${Math.floor(hours / 24)} days`;
}
