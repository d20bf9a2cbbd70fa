// The quote form's service options, apart from the rules in contact-schema.ts:
// the form draws its <select> from this at once, while the rules (and zod)
// are fetched only when the visitor starts filling the form in.
import form from "@/generated/data/contact-form.json";

export const quoteServices: readonly string[] = form.services;

/** Options that show the gas emergency notice when chosen (issue 13.3). */
export const gasQuoteServices: readonly string[] = form.gasServices;

/** The line that notice gives (the catalogue's business.gasEmergency). */
export const gasEmergency = form.gasEmergency;
