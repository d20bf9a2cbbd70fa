// The quote section that closes the services index: for a visitor unsure
// which service they need, a call to talk it through and three reassurances.
import { business, site } from "@/lib/data";
import { CallButton } from "@/components/contact-buttons";
import { PhoneCall, ShieldCheck } from "@/components/icons";
import { QuoteSection, QuoteIntro, QuoteActions } from "@/components/quote/quote-section";
import { QuoteFormIsland } from "@/components/quote/quote-form-island";

export function ServicesQuote({ path }: { path: string }) {
  return (
    <QuoteSection
      id="services-discuss"
      heading="Not sure which service you need?"
      form={<QuoteFormIsland title="Request Your Free Quote" pagePath={path} />}
    >
      <QuoteIntro>
        Tell us what’s happening and we’ll point you to the right engineer. Call to talk it through, or send the form.{" "}
        {site.promises.replyLine}
      </QuoteIntro>
      <QuoteActions>
        <CallButton label="Call to Discuss" />
      </QuoteActions>
      <ul className="mt-8 space-y-3 text-ink">
        <li className="flex gap-2">
          <PhoneCall className="h-5 w-5 shrink-0 text-whatsapp-600" aria-hidden="true" /> Free advice over the phone, no
          obligation
        </li>
        <li className="flex gap-2">
          <ShieldCheck className="h-5 w-5 shrink-0 text-whatsapp-600" aria-hidden="true" /> Written quotes valid for{" "}
          {business.quoteValidityDays} days
        </li>
        <li className="flex gap-2">
          <ShieldCheck className="h-5 w-5 shrink-0 text-whatsapp-600" aria-hidden="true" /> {business.guaranteeMonths}
          -month guarantee on our workmanship
        </li>
      </ul>
    </QuoteSection>
  );
}
