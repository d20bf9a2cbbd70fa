// The quote section that closes a service page: the form preselects the
// service, and the call button is the emergency one when it is offered 24/7.
import type { ServiceView } from "@/generated/types";
import { site } from "@/lib/data";
import { chatMessages } from "@/lib/links";
import { CallButton, WhatsAppButton } from "@/components/contact-buttons";
import { QuoteSection, QuoteIntro, QuoteActions } from "@/components/quote/quote-section";
import { QuoteFormIsland } from "@/components/quote/quote-form-island";

export function ServiceQuote({ service, path }: { service: ServiceView; path: string }) {
  return (
    <QuoteSection
      id="service-quote"
      heading="Tell us about the job"
      form={
        <QuoteFormIsland
          title={`Get ${service.name} Quote`}
          defaultService={service.quoteService ?? undefined}
          pagePath={path}
        />
      }
    >
      <QuoteIntro>
        Tell us what you need. {site.promises.replyLine} {site.promises.quote}
        {service.emergencyAvailable && " For an emergency, call us now: an engineer is on call 24/7."}
      </QuoteIntro>
      <QuoteActions>
        <CallButton emergency={service.emergencyAvailable} />
        <WhatsAppButton message={chatMessages.service(service.name)} />
      </QuoteActions>
    </QuoteSection>
  );
}
