// Money as the inbox types and shows it: whole pence end to end (integers,
// never floating point), so '£1,234.50' is 123450 exactly and a total of
// many lines adds up to the penny.

/** The largest amount a quote line may carry: £1,000,000.00 (the API's limit). */
export const MAX_LINE_PENCE = 100_000_000;

/**
 * Pence from what the owner typed: '1234.5', '£1,234.50', ' 12 ', '0.05'.
 * Null when it is not an amount of pounds and pence (letters, three decimal
 * places, a misplaced comma, a minus sign) or too large to be exact.
 */
export function parsePence(typed: string): number | null {
  const t = typed.trim().replace(/^£\s*/, "");
  // Digits with optional thousands commas (each group of three), then up to two decimals.
  const m = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{0,2}))?$/.exec(t) ?? /^()\.(\d{1,2})$/.exec(t);
  if (!m) return null;
  const pounds = m[1] ? m[1].replace(/,/g, "") : "0";
  const pence = (m[2] ?? "").padEnd(2, "0");
  // Beyond 15 digits of pounds an integer stops being exact in a JS number.
  if (pounds.replace(/^0+/, "").length > 13) return null;
  return Number(pounds) * 100 + Number(pence);
}

/** `£1,234.50`: always the pence, as a quote prints every amount. */
export function formatPence(pence: number): string {
  const sign = pence < 0 ? "-" : "";
  const abs = Math.abs(pence);
  const pounds = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${sign}£${pounds}.${String(abs % 100).padStart(2, "0")}`;
}

/** The VAT inside a total that includes it, at `rateBp` basis points, rounded half up (the API's `vat_inside`). */
export function vatInside(totalPence: number, rateBp: number): number {
  const divisor = 10_000 + rateBp;
  return Math.floor((totalPence * rateBp * 2 + divisor) / (divisor * 2));
}
