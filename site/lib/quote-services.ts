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

/** Every time we promise and what a quote is (issue 31.3), worded once by
 * codegen from the catalogue's response claims (decision 25): the form's
 * lines, its notices once sent, and the quote intros beside it. The API's
 * thank-you page and emails print the same sentences. */
export const promises = form.promises;

/** The notice once a request is sent, as the no-JavaScript thank-you page words it. */
export function sentNotice(isEmergency: boolean): { title: string; text: string } {
  return isEmergency ? promises.emergencySent : promises.quoteSent;
}

/** The line under a form's title: the call-back on the emergency page's form
 * (an emergency without asking), the reply time on every other. */
export function formLine(emergency: "always" | "ask"): string {
  return emergency === "always" ? promises.callbackLine : promises.replyLine;
}
