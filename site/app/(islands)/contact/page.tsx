import { business, site } from "@/lib/data";
import { localBusinessLd, pageMetadata } from "@/lib/seo";
import { wordsFor } from "@/lib/words";
import { JsonLd } from "@/components/json-ld";
import { QuoteSection, QuoteIntro } from "@/components/quote/quote-section";
import { ContactHero } from "@/components/contact/contact-hero";
import { ContactWays } from "@/components/contact/contact-ways";
import { ContactHours } from "@/components/contact/contact-hours";
import { ContactReasons } from "@/components/contact/contact-reasons";
import { PageScript } from "@/components/page-script";
import { QuoteFormIsland } from "@/components/quote/quote-form-island";

const path = "/contact";

export const metadata = pageMetadata(wordsFor(path));

export default function ContactPage() {
  return (
    <>
      <JsonLd data={localBusinessLd({ description: business.tagline })} />
      <PageScript name="PageView" props={{ pageType: "contact" }} />
      <ContactHero path={path} />
      <ContactWays />
      <ContactHours />

      <QuoteSection
        id="contact-quote"
        heading="Ask for a free quote"
        form={<QuoteFormIsland title="Request Your Free Quote" pagePath={path} />}
      >
        <QuoteIntro>
          Tell us what you need and where you are. {site.promises.replyLine} {site.promises.quote} For an emergency,
          please call us on {business.phone.display} instead.
        </QuoteIntro>
      </QuoteSection>

      <ContactReasons />
    </>
  );
}
