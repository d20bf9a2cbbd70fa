// The quote form's service options, apart from the rules in contact-schema.ts:
// the form draws its <select> from this at once, while the rules (and zod)
// are fetched only when the visitor starts filling the form in.
import form from "@/generated/data/contact-form.json";

export const quoteServices: readonly string[] = form.services;
