// The quote form's service options, apart from the rules in contact-schema.ts:
// the form draws its <select> from this at once, while the rules (and zod)
// are fetched only when the visitor starts filling the form in.
import form from "@/generated/data/contact-form.json";

export const quoteServices: readonly string[] = form.services;

/** Options that show the gas emergency notice when chosen (issue 13.3). */
export const gasQuoteServices: readonly string[] = form.gasServices;

/** What the gas notice says: the line (the catalogue's business.gasEmergency)
 * and the gas and carbon-monoxide steps (the catalogue's safety advice). */
export const gasNotice = {
  line: form.gasEmergency,
  gas: form.gasAdvice,
  carbonMonoxide: form.carbonMonoxideAdvice,
};
export type GasNotice = typeof gasNotice;

/** How soon we answer (the catalogue's response claims, PRODUCT 25): a quote
 * request in opening hours, and an emergency request at any hour. */
export const responseClaims = { reply: form.replyText, callback: form.callbackText };
