import { emergency, site } from "@/lib/data";
import { absolute, localBusinessLd, pageMetadata } from "@/lib/seo";
import { wordsFor } from "@/lib/words";
import { chatMessages } from "@/lib/links";
import { GasSafetyNotice } from "@/components/gas-safety-notice";
import { gasNotice } from "@/lib/quote-services";
import { CallButton, WhatsAppButton } from "@/components/contact-buttons";
import { JsonLd } from "@/components/json-ld";
import { PageScript } from "@/components/page-script";
import { QuoteSection, QuoteIntro, QuoteActions } from "@/components/quote/quote-section";
import { QuoteFormIsland } from "@/components/quote/quote-form-island";
import { EmergencyHero } from "@/components/emergency/emergency-hero";
import { EmergencyCallouts } from "@/components/emergency/emergency-callouts";
import { EmergencyCoverage } from "@/components/emergency/emergency-coverage";
import { GasSmellAlert } from "@/components/emergency/gas-smell-alert";
import { EmergencyChecklists } from "@/components/emergency/emergency-checklists";

const PATH = "/emergency";

export const metadata = pageMetadata(wordsFor(PATH));

export default function EmergencyPage() {
  const message = chatMessages.emergency();
  return (
    <>
      <JsonLd
        data={localBusinessLd({
          url: absolute(PATH),
          description: `24/7 emergency plumbing, heating and gas call-outs across Glasgow, with arrival from ${site.arrivalSpan.fromMinutes} minutes depending on the area.`,
        })}
      />
      <PageScript name="PageView" props={{ pageType: "emergency" }} />
      <GasSafetyNotice notice={gasNotice} id="gas-safety" />
      <EmergencyHero path={PATH} message={message} stats={emergency.stats} />
      <EmergencyCallouts tiles={emergency.tiles} message={message} />
      <EmergencyCoverage zones={emergency.coverage} />

      <QuoteSection
        id="emergency-report"
        heading="Tell us what’s happening"
        form={<QuoteFormIsland title="Report an Emergency" emergency="always" pagePath={PATH} />}
      >
        {/* Gas first (issue 31.1): before our intro, buttons and form. */}
        <GasSmellAlert />
        <QuoteIntro>
          The fastest way to reach an engineer is to call. If you can’t talk right now, send the form.{" "}
          {site.promises.callbackLine}
        </QuoteIntro>
        <QuoteActions>
          <CallButton emergency />
          <WhatsAppButton message={message} />
        </QuoteActions>
      </QuoteSection>

      <EmergencyChecklists immediateActions={emergency.immediateActions} beforeWeArrive={emergency.beforeWeArrive} />
    </>
  );
}
