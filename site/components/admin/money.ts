// Money as the inbox reads and writes it: whole pence end to end (the API's
// `amountPence`), parsed from what a tradesman types ('£1,234.50', '450',
// '1234.5') without floating point, and shown as '£1,234.50'.
import type { LostReason } from "@/generated/types";

/** The API's limit (`enquiries::money::MAX_PENCE`): £10,000,000. */
export const MAX_PENCE = 1_000_000_000;

/** A quote line's limit (`enquiries::quote`): £1,000,000.00. */
export const MAX_LINE_PENCE = 100_000_000;

export type Parsed = { pence: number } | { error: string };

/**
 * Pence from typed pounds: an optional £, digits with or without thousands
 * commas, and at most two decimal places. Worked on the digits as text, so
 * '0.10' is exactly 10 and '1,000,000.01' exactly 100000001.
 */
export function parsePence(typed: string): Parsed {
  // A space inside the digits is refused, not dropped: '12 50' may mean
  // £12.50 as well as £1,250.
  const t = typed.trim().replace(/^£\s*/, "");
  if (!t) return { error: "Type the amount, e.g. £450 or £1,234.50." };
  const m = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/.exec(t);
  if (!m) return { error: "Type the amount in pounds and pence, e.g. £1,234.50." };
  const pounds = m[1].replace(/,/g, "");
  const pence = (m[2] ?? "").padEnd(2, "0");
  if (pounds.length > 8) return { error: "The amount must be at most £10,000,000.00." };
  const total = Number(pounds) * 100 + Number(pence);
  if (total < 1) return { error: "The amount must be at least £0.01." };
  if (total > MAX_PENCE) return { error: "The amount must be at most £10,000,000.00." };
  return { pence: total };
}

const grouped = new Intl.NumberFormat("en-GB");

/** `£1,234.50` for 123450 pence. Integers only: no rounding. */
export function pounds(pence: number): string {
  const sign = pence < 0 ? "-" : "";
  const p = Math.abs(pence);
  const whole = Math.floor(p / 100);
  return `${sign}£${grouped.format(whole)}.${String(p % 100).padStart(2, "0")}`;
}

/** The VAT inside a total that includes it, at `rateBp` basis points, rounded half up (the API's `vat_inside`). */
export function vatInside(totalPence: number, rateBp: number): number {
  const divisor = 10_000 + rateBp;
  return Math.floor((totalPence * rateBp * 2 + divisor) / (divisor * 2));
}

/** `£1,234.50`, or `—` for none. */
export const maybePounds = (pence: number | null | undefined) => (pence == null ? "—" : pounds(pence));

/** The short list a lost lead's reason comes from, in the API's names, with the owner's words. */
export const lostReasons = [
  ["price", "Price"],
  ["other-firm", "Chose another firm"],
  ["timing", "Timing did not suit"],
  ["no-reply", "No reply"],
  ["not-needed", "No longer needed"],
  ["other", "Other"],
] as const satisfies readonly (readonly [LostReason, string])[];

export const lostReasonLabel = (r: string | null | undefined): string =>
  lostReasons.find(([k]) => k === r)?.[1] ?? r ?? "";
