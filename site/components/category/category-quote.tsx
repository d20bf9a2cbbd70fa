// The quote section that closes a category page: the form preselects the
// page's quote service, if it has one.
import type { CategoryPage } from "@/generated/types";
import { site } from "@/lib/data";
import { CallButton, WhatsAppButton } from "@/components/contact-buttons";
import { QuoteSection, QuoteIntro, QuoteActions } from "@/components/quote/quote-section";
import { QuoteFormIsland } from "@/components/quote/quote-form-island";

export function CategoryQuote({ page, name, path }: { page: CategoryPage; name: string; path: string }) {
  return (
    <QuoteSection
      id="category-quote"
      heading="Tell us about the job"
      form={
        <QuoteFormIsland
          title={`Request Your Free ${name} Quote`}
          defaultService={page.quoteService ?? ""}
          pagePath={path}
        />
      }
    >
      <QuoteIntro>
        Tell us about the job. {site.promises.replyLine} {site.promises.quote}
      </QuoteIntro>
      <QuoteActions>
        <CallButton />
        <WhatsAppButton message={page.chatMessage} />
      </QuoteActions>
    </QuoteSection>
  );
}
